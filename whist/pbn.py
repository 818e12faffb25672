"""PBN 2.1 (Portable Bridge Notation) read and write for deals and play records.

PBN is the file format of the bridge world; a whist deal is the same object (four hands
of thirteen, tricks of four), so the product keeps its boards and played deals in PBN,
with a few tags of its own (``docs/notation.md``):

- ``[WhistGame "bishops-whist"]`` -- the game the record is played under;
- ``[WhistTrump "C5"]`` -- the trump record: the card turned by the dealer (Laws of
  Whist 1893, law 13; Laws of Duplicate Whist 1897, (d)) or cut before the deal in
  Bishops Whist (Dana 1899, "Cutting the trump card"); ``N=S`` a knight cut with spades
  named, ``N`` a knight cut with the suit not yet named, ``NT`` no trumps;
- ``[WhistDoubleDummy "NS 7 EW 6"]`` and ``[WhistBookLead "SA"]`` -- the dealer's analysis.

The Bishops pack is written as PBN with two additions: bishops are ``B`` in their suit,
and the pipeless knights are a fifth dot-separated field of ``N`` letters in ``[Deal]``
(``N:A642.QB.AB4.98.NN ...``); a knight played is ``N`` in ``[Play]``.

What is read (PBN 2.1, sections 2-4):

- tag pairs ``[Name "value"]`` with the escapes ``\\"`` and ``\\\\`` (a backslash before
  anything else is kept as written, as in table headers like ``Result\\2R``); several tags
  on a line, or one tag spread over lines, are both accepted (import format);
- games separated by a line that is empty or holds only blanks (outside a comment);
- ``%`` in column 1 escapes the line (``% PBN 2.1``, ``% EXPORT`` are skipped); ``;``
  comments to the end of the line; ``{...}`` comments, which may span lines (blank lines
  included) and do not nest;
- sections: the data lines after ``[Auction]``, ``[Play]`` and the ``...Table`` tags;
- ``[Play "W"]``: each line a trick, its columns in seat order starting from the seat
  named by the tag (*not* in play order: the play order starts from each trick's leader,
  the winner of the trick before); ``-`` a card not played (a claim), ``+`` the play
  continues elsewhere, ``*`` the end of the section; ``^R``/``^L`` irregularity marks,
  ``=n=`` note references, ``$n`` NAGs and ``!``/``?`` suffixes are accepted and skipped;
- tag value inheritance (section 4.8): ``"#"`` copies the previous game's value once,
  ``"##value"`` sets a value that later games inherit until the tag is given again.

Two levels of checking (:mod:`whist.pbn_check`):

- ``loads(text)`` reads what real producers write (new tag names, ``2013-08-10 19:19``
  dates, ``NS +550``): the syntax, the values of the standard tags, the ``[Deal]`` and the
  ``[Play]`` tokens and our tags must be right; a revoke in the play is kept (the replay
  reports it, law 28).
- ``loads(text, strict=True)`` is a PBN 2.1 verifier on top: line length and character
  set, the auction against ``[Contract]``/``[Declarer]``, notes and NAGs, the tables, and
  the play against the deal (a card held and played once, a revoke marked ``^R``, a
  ``^R`` that is a revoke, nothing after ``+``) and against ``[Result]``.

Every error is a :class:`~whist.errors.NotationError` naming the source and line.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal, guess_pack, parse_deal_hands, parse_hand
from whist.errors import IllegalPlayError, LawError, NotationError
from whist.games import find_game
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack
from whist.pbn_check import check_inheritance, check_record, check_tags, check_text
from whist.play import Play
from whist.seats import SEATS, Seat
from whist.trump import TrumpRecord

__all__ = [
    "SECTION_TAGS",
    "PbnRecord",
    "PlayColumns",
    "PlayedTrick",
    "board_from_record",
    "contract_trump",
    "dump",
    "dumps",
    "load",
    "loads",
    "play_columns",
    "play_section_lines",
    "record_from_board",
    "record_with_play",
    "replay_record",
    "seat_order",
]

#: Tags whose data lines form a section (PBN 2.1 sections 3.5, 3.6 and 5).
SECTION_TAGS: frozenset[str] = frozenset({"Auction", "Play"})
#: The tags that may appear more than once in a game (PBN 2.1 section 3.5.3).
REPEATABLE_TAGS: frozenset[str] = frozenset({"Note"})

WHIST_GAME = "WhistGame"
WHIST_TRUMP = "WhistTrump"

_TAG_NAME = re.compile(r"[A-Za-z0-9_]+")
_CONTRACT = re.compile(r"^([1-7])(NT|[SHDCN])(X{0,2})$", re.IGNORECASE)


def is_section_tag(name: str) -> bool:
    """``Auction``, ``Play`` and the supplemental ``...Table`` sections carry data lines."""
    return name in SECTION_TAGS or (name.endswith("Table") and name != "Table")


# --- the record ---------------------------------------------------------------------------


@dataclass(frozen=True)
class PbnRecord:
    """One PBN game: its tags in file order (all kept, inherited values resolved), the
    data lines of its sections (comments removed), and the line it starts on.

    ``tag_lines`` gives the line of each tag (parallel to ``tags``) and ``section_lines``
    the line of each data line, so later checks can name the line of a fault.
    """

    tags: tuple[tuple[str, str], ...]
    sections: Mapping[str, tuple[str, ...]] = field(default_factory=dict, hash=False)
    line: int = 1
    source: str = field(default="<string>", compare=False)
    tag_lines: tuple[int, ...] = field(default=(), compare=False)
    section_lines: Mapping[str, tuple[int, ...]] = field(
        default_factory=dict, compare=False, hash=False
    )

    def get(self, tag: str) -> str | None:
        """The value of the first ``tag`` (``None`` when absent)."""
        for name, value in self.tags:
            if name == tag:
                return value
        return None

    def get_all(self, tag: str) -> tuple[str, ...]:
        """Every value of a tag that may repeat (``Note``)."""
        return tuple(value for name, value in self.tags if name == tag)

    def line_of(self, tag: str) -> int:
        """The line of the first ``tag`` (the record's first line when absent)."""
        for (name, _), line in zip(self.tags, self.tag_lines, strict=False):
            if name == tag:
                return line
        return self.line

    def error(self, message: str, tag: str | None = None, line: int | None = None) -> NotationError:
        """A :class:`NotationError` naming this record's source and the line of ``tag``."""
        where = line if line is not None else (self.line_of(tag) if tag else self.line)
        return NotationError(message, line=where, source=self.source)

    # --- interpreted values -----------------------------------------------------------

    @cached_property
    def board(self) -> int | None:
        """``[Board]`` as a number (``None`` when absent or empty)."""
        value = self.get("Board")
        if not value:
            return None
        if not value.strip().isdigit():
            raise self.error(f'[Board {value!r}] is not a board number: write e.g. "7"', "Board")
        return int(value)

    @cached_property
    def game(self) -> str | None:
        """Our ``[WhistGame]`` tag (``None`` for a bridge record)."""
        value = self.get(WHIST_GAME)
        if value is None or not value.strip():
            return None
        try:
            return find_game(value.strip()).name
        except NotationError as exc:
            raise self.error(str(exc), WHIST_GAME) from None

    @cached_property
    def pack(self) -> Pack | None:
        """The pack of the game named by ``[WhistGame]``, if any."""
        return find_game(self.game).pack if self.game else None

    @cached_property
    def deal(self) -> Deal | None:
        """``[Deal]`` as a :class:`Deal`; ``None`` when absent, empty, when some hands
        are unknown (``-``), or for an end position (fewer than 13 cards a hand) -- see
        :attr:`hands` for those."""
        hands = self.hands
        if hands is None or any(h is None or len(h) != 13 for h in hands.values()):
            return None
        cards = [c for h in hands.values() if h for c in h]
        pack = self.pack or guess_pack(cards)
        # _parse_deal_value has checked 4 x 13 cards of the pack, none too often, each hand
        # in the pack's order: the deal is exactly the pack, and the engine's checks would
        # only repeat that.
        return Deal.from_sorted_hands_unchecked(pack, tuple(hands[seat] or () for seat in SEATS))

    @cached_property
    def hands(self) -> dict[Seat, tuple[Card, ...] | None] | None:
        """The hands of ``[Deal]``, ``None`` for a hand written ``-``; each given hand is
        checked (thirteen cards, no card twice in the deal)."""
        value = self.get("Deal")
        if value is None or not value.strip():
            return None
        return _parse_deal_value(self, value)

    @cached_property
    def dealer(self) -> Seat | None:
        return self._seat("Dealer")

    @cached_property
    def declarer(self) -> Seat | None:
        """``[Declarer]`` (a leading ``^``, declarer after an irregularity, is dropped)."""
        return self._seat("Declarer", allow_caret=True)

    @cached_property
    def trump(self) -> TrumpRecord | None:
        """Our ``[WhistTrump]`` tag as a :class:`TrumpRecord`."""
        value = self.get(WHIST_TRUMP)
        if value is None or not value.strip():
            return None
        try:
            return TrumpRecord.parse(value)
        except NotationError as exc:
            raise self.error(
                f"[{WHIST_TRUMP} {value!r}]: {exc}; write a card (C5), N=S, N or NT",
                WHIST_TRUMP,
            ) from None

    @cached_property
    def contract(self) -> tuple[int, Suit | None, int] | None:
        """``[Contract]`` as (level, strain -- ``None`` for no trumps, doubled 0/1/2);
        ``None`` when absent, empty, ``Pass`` or ``?``."""
        value = self.get("Contract")
        if value is None:
            return None
        text = value.strip()
        if text in ("", "?") or text.upper() == "PASS":
            return None
        match = _CONTRACT.match(text)
        if not match:
            if len(text) in (1, 2) and text.upper() in ("S", "H", "D", "C", "NT"):
                # an end position (PBN 2.1 section 3.10): the strain without a level
                strain = None if text.upper() == "NT" else Suit.parse(text)
                return (0, strain, 0)
            raise self.error(
                f"[Contract {value!r}] is not a contract: write a level 1-7, a strain "
                'S H D C or NT, and X or XX when doubled (e.g. "4HX"), or "Pass"',
                "Contract",
            )
        level, strain_text, risk = match.groups()
        strain_key = strain_text.upper()
        strain = None if strain_key in ("NT", "N") else Suit.parse(strain_key)
        return (int(level), strain, len(risk))

    @cached_property
    def result(self) -> int | None:
        """``[Result]``: tricks taken by the declarer (``None`` when absent or ``?``)."""
        value = self.get("Result")
        if value is None:
            return None
        text = value.strip().lstrip("^")
        if text in ("", "?"):
            return None
        if text.isdigit():
            number = int(text)
            if number > 13:
                raise self.error(f"[Result {value!r}]: a deal has 13 tricks", "Result")
            return number
        match = re.fullmatch(r"(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?", text)
        if not match:
            raise self.error(
                f'[Result {value!r}] is not a result: write the declarer\'s tricks ("9") '
                'or "NS 9 EW 4"',
                "Result",
            )
        declarer = self.declarer
        side_tricks = {match.group(1): int(match.group(2))}
        if match.group(3):
            side_tricks[match.group(3)] = int(match.group(4))
        if declarer is None:
            return None
        own = declarer.side.value
        if own in side_tricks:
            return side_tricks[own]
        other = "EW" if own == "NS" else "NS"
        return 13 - side_tricks[other]

    def _seat(self, tag: str, *, allow_caret: bool = False) -> Seat | None:
        value = self.get(tag)
        if value is None:
            return None
        text = value.strip()
        if allow_caret:
            text = text.lstrip("^")
        if text in ("", "?"):
            return None
        try:
            return Seat.parse(text)
        except NotationError:
            raise self.error(f"[{tag} {value!r}] is not a seat: write N, E, S or W", tag) from None

    def with_tags(self, tags: Iterable[tuple[str, str]]) -> PbnRecord:
        """A copy with ``tags`` set: existing tags are given the new value in place,
        new ones are added at the end."""
        new = dict(tags)
        out = [(name, new.pop(name, value)) for name, value in self.tags]
        out.extend(new.items())
        return PbnRecord(tuple(out), dict(self.sections), self.line, self.source)


#: Every card of both packs by its text (``SA``, ``CB``, ``N``): deals are checked as text,
#: which is much faster than hashing cards (a file may hold a thousand boards).
_CARD_BY_CODE: dict[str, Card] = {
    str(card): card for pack in (STANDARD_PACK, BISHOPS_PACK) for card in pack.distinct_cards
}
_PACK_ORDER: dict[str, dict[str, int]] = {
    pack.name: {str(card): i for i, card in enumerate(pack.distinct_cards)}
    for pack in (STANDARD_PACK, BISHOPS_PACK)
}
_SUIT_LETTERS = "SHDC"


def _hand_codes(text: str) -> list[str] | None:
    """The card codes of a PBN hand (``None``: not well formed; the engine's parser then
    gives the precise error)."""
    fields = text.split(".")
    if len(fields) not in (4, 5):
        return None
    out: list[str] = []
    for suit, letters in zip(_SUIT_LETTERS, fields, strict=False):
        for letter in letters.upper().replace("10", "T"):
            code = suit + letter
            if code not in _CARD_BY_CODE:
                return None
            out.append(code)
    if len(fields) == 5:
        if fields[4].upper().strip("N"):
            return None
        out.extend(["N"] * len(fields[4]))
    return out


def _deal_codes(text: str) -> dict[Seat, list[str] | None]:
    """The hands of a ``[Deal]`` value as card codes, ``None`` for a hand written ``-``."""
    parts = text[2:].split(" ")
    if len(text) < 2 or text[1] != ":" or text[0].upper() not in "NESW" or len(parts) != 4:
        hands = parse_deal_hands(text)  # raises with the engine's message
        return {s: ([str(c) for c in h] if h is not None else None) for s, h in hands.items()}
    first = Seat.parse(text[0])
    out: dict[Seat, list[str] | None] = {}
    for i, part in enumerate(parts):
        if part == "-":
            out[first.rotated(i)] = None
            continue
        codes = _hand_codes(part)
        if codes is None:
            parse_hand(part)  # raises with the engine's message
            raise NotationError(f"hand {part!r} is not a hand of either pack")
        out[first.rotated(i)] = codes
    return {seat: out[seat] for seat in SEATS}


def _parse_deal_value(record: PbnRecord, value: str) -> dict[Seat, tuple[Card, ...] | None]:
    """The hands of ``[Deal]``, each in the pack's order, checked: 13 cards a hand (or the
    same number in an end position), cards of the pack, none dealt too often."""
    text = value.strip()
    if "  " in text:
        raise record.error(f"[Deal {value!r}]: hands must be separated by one space", "Deal")
    try:
        hands = _deal_codes(text)
    except NotationError as exc:
        raise record.error(f"[Deal]: {exc}", "Deal") from None
    given = {s: h for s, h in hands.items() if h is not None}
    if not given:
        raise record.error(
            f"[Deal {value!r}] gives no hand: write at least one hand, or leave the tag out",
            "Deal",
        )
    pack = record.pack
    if pack is None:
        bishops = any(c == "N" or c[1] == "B" for h in given.values() for c in h)
        pack = BISHOPS_PACK if bishops else STANDARD_PACK
    order = _PACK_ORDER[pack.name]
    sizes = {len(hand) for hand in given.values()}
    odd = [s for s, h in given.items() if len(h) != 13]
    for seat in odd + [s for s in given if s not in odd]:
        hand = given[seat]
        if not 1 <= len(hand) <= 13 or len(sizes) > 1:
            others = ", ".join(
                f"{s.name.title()} {len(h)}" for s, h in given.items() if s is not seat
            )
            raise record.error(
                f"[Deal]: {seat.name.title()} holds {len(hand)} cards ({others}); every hand "
                "holds 13, or the same number in an end position (PBN 2.1 section 3.10)",
                "Deal",
            )
        for code in hand:
            if code not in order:
                raise record.error(
                    f"[Deal]: {seat.name.title()} holds {code}, not a card of the {pack.name} pack",
                    "Deal",
                )
    holders: dict[str, list[Seat]] = {}
    for seat, hand in given.items():
        for code in hand:
            holders.setdefault(code, []).append(seat)
    for code, seats in holders.items():
        allowed = pack.multiplicity(_CARD_BY_CODE[code]) if code == "N" else 1
        if len(seats) > allowed:
            names = ", ".join(s.name.title() for s in seats)
            raise record.error(
                f"[Deal]: {code} is dealt {len(seats)} times ({names}); the {pack.name} "
                f"pack has {allowed}",
                "Deal",
            )
    return {
        seat: (
            tuple(_CARD_BY_CODE[c] for c in sorted(codes, key=order.__getitem__))
            if codes is not None
            else None
        )
        for seat, codes in hands.items()
    }


# --- reading --------------------------------------------------------------------------------


@dataclass
class _Builder:
    line: int
    tags: list[tuple[str, str]] = field(default_factory=list)
    tag_lines: list[int] = field(default_factory=list)
    sections: dict[str, list[str]] = field(default_factory=dict)
    section_lines: dict[str, list[int]] = field(default_factory=dict)
    current: str | None = None
    data_line: int = 0

    @property
    def empty(self) -> bool:
        return not self.tags and not self.sections


@dataclass(frozen=True)
class _Token:
    kind: str  # "tag", "data", "blank", "escape", "comment-data"
    text: str
    line: int
    value: str = ""
    column: int = 0


def _tokens(text: str, source: str) -> Iterator[_Token]:
    """Split PBN text into tags, data words, escape lines and game separators."""
    pos = 0
    n = len(text)
    line = 1
    line_start = True
    while pos < n:
        char = text[pos]
        if line_start:
            line_start = False
            end = text.find("\n", pos)
            end = n if end < 0 else end
            if char == "%":
                yield _Token("escape", text[pos + 1 : end], line)
                pos = end
                continue
            if not text[pos:end].strip():
                yield _Token("blank", "", line)
                pos = end
                continue
        if char == "\n":
            line += 1
            line_start = True
            pos += 1
            continue
        if char in " \t\f\v\r":
            pos += 1
            continue
        if char == "{":
            close = text.find("}", pos + 1)
            if close < 0:
                raise NotationError(
                    "a { comment is never closed: add the closing }", line=line, source=source
                )
            yield _Token("comment-data", "", line)
            line += text.count("\n", pos, close)
            pos = close + 1
            continue
        if char == ";":
            end = text.find("\n", pos)
            pos = n if end < 0 else end
            yield _Token("comment-data", ";", line)
            continue
        if char == "[":
            token, pos, line = _read_tag(text, pos, line, source)
            yield token
            continue
        if char == "]":
            raise NotationError(
                'a ] with no [ before it: a tag is written [Name "value"]',
                line=line,
                source=source,
            )
        if char == '"':
            close = text.find('"', pos + 1)
            newline = text.find("\n", pos + 1)
            if close < 0 or (0 <= newline < close):
                raise NotationError(
                    'a quoted string is not closed on its line: add the closing "',
                    line=line,
                    source=source,
                )
            yield _Token("data", text[pos : close + 1], line)
            pos = close + 1
            continue
        start = pos
        while pos < n and text[pos] not in ' \t\f\v\r\n{;[]"':
            pos += 1
        yield _Token("data", text[start:pos], line)


_FAST_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\[^\n])*)"\s*\]')
_UNESCAPE = re.compile(r'\\(["\\])')


def _read_tag(text: str, pos: int, line: int, source: str) -> tuple[_Token, int, int]:
    start_line = line
    fast = _FAST_TAG.match(text, pos)
    if fast:
        value = _UNESCAPE.sub(r"\1", fast.group(2))
        end_line = line + text.count("\n", pos, fast.end())
        return _Token("tag", fast.group(1), start_line, value), fast.end(), end_line
    n = len(text)

    def skip_blanks(p: int, ln: int) -> tuple[int, int]:
        while p < n and text[p] in " \t\r\n\f\v":
            if text[p] == "\n":
                ln += 1
            p += 1
        return p, ln

    pos, line = skip_blanks(pos + 1, line)
    match = _TAG_NAME.match(text, pos)
    if not match:
        raise NotationError('a tag has no name: write [Name "value"]', line=line, source=source)
    name = match.group(0)
    pos, line = skip_blanks(match.end(), line)
    if pos >= n or text[pos] != '"':
        if pos < n and text[pos] == "]":
            raise NotationError(
                f'tag [{name}] has no value: write [{name} "value"] ("" when empty)',
                line=line,
                source=source,
            )
        raise NotationError(
            f'the value of tag [{name}] must be in double quotes: [{name} "value"]',
            line=line,
            source=source,
        )
    value_line = line
    pos += 1
    chars: list[str] = []
    while True:
        if pos >= n or text[pos] == "\n":
            raise NotationError(
                f'the value of tag [{name}] is not closed on its line: add the closing "',
                line=value_line,
                source=source,
            )
        char = text[pos]
        if char == "\\" and pos + 1 < n and text[pos + 1] in '"\\':
            chars.append(text[pos + 1])
            pos += 2
            continue
        if char == '"':
            pos += 1
            break
        chars.append(char)
        pos += 1
    pos, line = skip_blanks(pos, line)
    if pos >= n or text[pos] != "]":
        raise NotationError(
            f"tag [{name}] is not closed: add ] after its value", line=line, source=source
        )
    return _Token("tag", name, start_line, "".join(chars)), pos + 1, line


def loads(text: str, source: str = "<string>", *, strict: bool = False) -> list[PbnRecord]:
    """Every game of a PBN text, in order (see the module docstring for what is read).

    ``strict=True`` adds the full PBN 2.1 checks of :mod:`whist.pbn_check`.

    >>> recs = loads('[Board "1"]\\n[Dealer "N"]\\n[Deal "N:AKQJT98765432... '
    ...              '.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\\n')
    >>> recs[0].board, recs[0].dealer
    (1, <Seat.NORTH: 0>)
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    records: list[PbnRecord] = []
    builder: _Builder | None = None
    previous: dict[str, str] = {}
    sticky: dict[str, str] = {}
    last_data_line = 0

    def finish() -> None:
        nonlocal builder
        if builder is None or builder.empty:
            builder = None
            return
        record = _finish(builder, source, previous, sticky)
        records.append(record)
        builder = None

    for token in _tokens(text, source):
        if token.kind == "blank":
            finish()
            continue
        if token.kind == "escape":
            continue
        if token.kind == "comment-data":
            if (
                builder is not None
                and builder.current is not None
                and builder.current.endswith("Table")
                and last_data_line == token.line
            ):
                raise NotationError(
                    f"a comment on a data line of [{builder.current}]: tables allow no "
                    "comment within a row (PBN 2.1 section 5.1); put it on its own line",
                    line=token.line,
                    source=source,
                )
            continue
        if builder is None:
            builder = _Builder(line=token.line)
        if token.kind == "tag":
            name, value = token.text, token.value
            if name in (n for n, _ in builder.tags) and name not in REPEATABLE_TAGS:
                raise NotationError(
                    f"tag [{name}] is given twice in one game: keep one",
                    line=token.line,
                    source=source,
                )
            builder.tags.append((name, value))
            builder.tag_lines.append(token.line)
            builder.current = name if is_section_tag(name) else None
            if builder.current is not None:
                builder.sections.setdefault(name, [])
                builder.section_lines.setdefault(name, [])
            continue
        # data
        if builder.current is None:
            after = f"after tag [{builder.tags[-1][0]}]" if builder.tags else "before any tag"
            raise NotationError(
                f"{token.text!r} {after} is not part of any section: only [Auction], [Play] "
                "and the ...Table tags take data lines; put text in a { } comment",
                line=token.line,
                source=source,
            )
        lines = builder.sections[builder.current]
        numbers = builder.section_lines[builder.current]
        if numbers and numbers[-1] == token.line and last_data_line == token.line:
            lines[-1] = lines[-1] + " " + token.text
        else:
            lines.append(token.text)
            numbers.append(token.line)
        last_data_line = token.line
    finish()
    if strict:
        check_text(text, source)
    for record in records:
        check_tags(record)
        _validate(record)
        if strict:
            check_record(record)
    return records


def _finish(
    builder: _Builder, source: str, previous: dict[str, str], sticky: dict[str, str]
) -> PbnRecord:
    """Resolve inheritance (PBN 2.1 section 4.8) and freeze the record."""
    tags: list[tuple[str, str]] = []
    lines: list[int] = []
    given = {name for name, _ in builder.tags}
    new_sticky = {k: v for k, v in sticky.items() if k not in given}
    for (name, value), line in zip(builder.tags, builder.tag_lines, strict=True):
        if value.startswith("#"):
            check_inheritance(name, value, line, source)
            if value == "#" or value == "##":
                if name not in previous:
                    raise NotationError(
                        f'[{name} "{value}"] copies the previous game\'s value, but no '
                        "earlier game has this tag: write the value",
                        line=line,
                        source=source,
                    )
                resolved = previous[name]
                if value == "##":
                    new_sticky[name] = resolved
            else:
                resolved = value[2:] if value.startswith("##") else value
                if value.startswith("##"):
                    new_sticky[name] = resolved
        else:
            resolved = value
        tags.append((name, resolved))
        lines.append(line)
    for name, value in new_sticky.items():
        if name not in given:
            tags.append((name, value))
            lines.append(builder.line)
    sticky.clear()
    sticky.update(new_sticky)
    previous.clear()
    previous.update({name: value for name, value in tags if name not in REPEATABLE_TAGS})
    return PbnRecord(
        tags=tuple(tags),
        sections={k: tuple(v) for k, v in builder.sections.items()},
        line=builder.line,
        source=source,
        tag_lines=tuple(lines),
        section_lines={k: tuple(v) for k, v in builder.section_lines.items()},
    )


def _validate(record: PbnRecord) -> None:
    """The tolerant checks: every value the product interprets must be right."""
    _ = record.game, record.board, record.dealer, record.declarer, record.trump
    _ = record.hands, record.deal, record.contract
    if "Play" in record.sections:
        play_columns(record)


def load(path: str | os.PathLike[str], *, strict: bool = False) -> list[PbnRecord]:
    """Read a PBN file (UTF-8, else ISO 8859-1 as PBN 2.1 section 2.2 specifies)."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return loads(text, source=str(path), strict=strict)


# --- writing --------------------------------------------------------------------------------


def _escape(value: str) -> str:
    out: list[str] = []
    for i, char in enumerate(value):
        if char == '"':
            out.append('\\"')
        elif char == "\\" and (i + 1 == len(value) or value[i + 1] in '"\\'):
            out.append("\\\\")
        else:
            out.append(char)
    return "".join(out)


def _check_writable(record: PbnRecord) -> None:
    for name, value in record.tags:
        if not _TAG_NAME.fullmatch(name):
            raise NotationError(f"tag name {name!r} must be letters, digits or _ only")
        if "\n" in value or "\r" in value:
            raise NotationError(f"the value of [{name}] holds a line break; PBN cannot write it")
        if value == "#" or value.startswith("##"):
            raise NotationError(
                f"[{name} {value!r}] would be read back as inheritance from the previous game "
                "(PBN 2.1 section 4.8): write the value itself"
            )


def dumps(records: Iterable[PbnRecord]) -> str:
    """PBN 2.1 text of ``records``: a ``% PBN 2.1`` header, one tag a line, each section's
    data lines after its tag, games separated by an empty line.

    >>> print(dumps([PbnRecord((("Board", "1"),))]), end="")
    % PBN 2.1
    <BLANKLINE>
    [Board "1"]
    """
    parts = ["% PBN 2.1\n"]
    for record in records:
        _check_writable(record)
        lines: list[str] = []
        written: set[str] = set()
        for name, value in record.tags:
            lines.append(f'[{name} "{_escape(value)}"]')
            if name in record.sections and name not in written:
                written.add(name)
                lines.extend(record.sections[name])
        for name in record.sections:
            if name not in written:
                raise NotationError(f"section {name} has data lines but no [{name}] tag")
        parts.append("\n" + "\n".join(lines) + "\n")
    return "".join(parts)


def dump(records: Iterable[PbnRecord], path: str | os.PathLike[str]) -> None:
    """Write ``records`` to ``path`` atomically (a temporary file, then ``os.replace``)."""
    text = dumps(records)
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent or Path("."))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# --- boards ---------------------------------------------------------------------------------


def record_from_board(board: Board, extra_tags: Iterable[tuple[str, str]] = ()) -> PbnRecord:
    """The PBN record of a board: ``Board``, ``Dealer``, ``Vulnerable "None"`` (whist
    knows no vulnerability), ``Deal`` written from the dealer's seat, ``WhistGame`` and
    ``WhistTrump`` (when the trump is recorded). ``extra_tags`` replace tags of the same
    name or are added at the end."""
    tags: list[tuple[str, str]] = [
        ("Board", str(board.number)),
        ("Dealer", board.dealer.letter),
        ("Vulnerable", "None"),
        ("Deal", board.deal.to_pbn(board.dealer)),
        (WHIST_GAME, board.game),
    ]
    if board.trump is not None:
        tags.append((WHIST_TRUMP, str(board.trump)))
    return PbnRecord(tuple(tags)).with_tags(extra_tags)


def board_from_record(record: PbnRecord) -> Board:
    """The :class:`Board` of a record: it needs ``[Board]``, ``[Dealer]`` and a full
    ``[Deal]``; the game is ``[WhistGame]`` (else the deal's pack decides), the trump
    ``[WhistTrump]`` (else ``None``: not yet recorded)."""
    number = record.board
    if number is None:
        raise record.error('the game has no [Board] number: add [Board "n"]')
    deal = record.deal
    if deal is None:
        raise record.error(f"board {number} has no full [Deal]: all four hands are needed", "Deal")
    dealer = record.dealer
    if dealer is None:
        raise record.error(f'board {number} has no [Dealer]: add [Dealer "N"]', "Dealer")
    game = record.game or ("bishops-whist" if deal.pack is BISHOPS_PACK else "duplicate-whist")
    if find_game(game).pack is not deal.pack:
        raise record.error(
            f"board {number}: [{WHIST_GAME} {game!r}] is played with the "
            f"{find_game(game).pack.name} pack, but the deal is of the {deal.pack.name} pack",
            WHIST_GAME,
        )
    return Board(number, deal, dealer, record.trump, game)


# --- the play section -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """One line (trick) of ``[Play]``: the card of each seat (``None``: ``-``, not played)
    and the line it is written on. ``marks`` holds the irregularity marks (``^R``, ``^L``)
    written before a seat's card."""

    cards: Mapping[Seat, Card | None]
    line: int
    marks: Mapping[Seat, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayColumns:
    """``[Play]`` read column by column: ``first`` is the seat of the first column (the
    opening leader), ``tricks`` in order; ``continued`` when the play ends with ``+``."""

    first: Seat
    tricks: tuple[PlayedTrick, ...]
    continued: bool
    line: int


_NOTE_REF = re.compile(r"=\d+=")
_NAG = re.compile(r"\$\d+")
_SUFFIX = re.compile(r"(!!|\?\?|!\?|\?!|!|\?)$")


def _split_annotations(word: str) -> str:
    """A card word without its attached ``=n=`` note reference or suffix."""
    word = _NOTE_REF.sub("", word)
    return _SUFFIX.sub("", word)


def play_columns(record: PbnRecord) -> PlayColumns | None:
    """``[Play]`` as columns per seat, or ``None`` when the record has no play section.

    The column order is the seat order from the ``[Play]`` seat, the same on every line;
    the play order of a trick starts from its leader (PBN 2.1 section 3.6)."""
    if "Play" not in record.sections:
        return None
    value = (record.get("Play") or "").strip()
    tag_line = record.line_of("Play")
    lines = record.sections["Play"]
    numbers = record.section_lines.get("Play", tuple(tag_line + 1 + i for i in range(len(lines))))
    words: list[tuple[str, int]] = [
        (w, n) for text, n in zip(lines, numbers, strict=False) for w in text.split()
    ]
    if not value or value == "?":
        if any(w not in ("*", "+") for w, _ in words):
            raise record.error(
                '[Play] names no seat but has cards: write the opening leader, e.g. [Play "W"]',
                "Play",
            )
        return PlayColumns(Seat.NORTH, (), bool(words and words[0][0] == "+"), tag_line)
    try:
        first = Seat.parse(value)
    except NotationError:
        raise record.error(
            f'[Play "{value}"] must name the opening leader: N, E, S or W', "Play"
        ) from None
    tricks: list[PlayedTrick] = []
    column: dict[Seat, Card | None] = {}
    marks: dict[Seat, str] = {}
    pending_mark = ""
    trick_line = 0
    continued = False
    ended = False
    pack = record.pack
    if pack is None and record.hands is not None:
        pack = guess_pack(c for h in record.hands.values() if h for c in h)
    for word, line in words:
        if ended:
            raise record.error(f"{word!r} after the * that ends [Play]", line=line)
        if word == "*":
            ended = True
            continue
        if _NOTE_REF.fullmatch(word) or _NAG.fullmatch(word) or _SUFFIX.fullmatch(word):
            continue
        if word.startswith("^"):
            if word.upper() not in ("^R", "^L"):
                raise record.error(
                    f"{word!r} is not an irregularity of the play: ^R (revoke) or ^L (lead out "
                    "of turn)",
                    line=line,
                )
            pending_mark += word.upper()
            continue
        seat = first.rotated(len(column))
        if not column:
            trick_line = line
        if word == "+":
            if continued:
                raise record.error("a second + in [Play]: + marks where the play stops", line=line)
            continued = True
            column[seat] = None
        elif word == "-":
            column[seat] = None
        else:
            text = _split_annotations(word)
            try:
                card = Card.parse(text)
            except NotationError:
                raise record.error(
                    f"{word!r} in [Play] is not a card: write the suit then the rank "
                    "(SA, HT, D2, CB) or N for a knight",
                    line=line,
                ) from None
            if pack is not None and card not in pack:
                raise record.error(f"{card} is not a card of the {pack.name} pack", line=line)
            column[seat] = card
        if pending_mark:
            marks[seat] = pending_mark
            pending_mark = ""
        if len(column) == 4:
            tricks.append(PlayedTrick(dict(column), trick_line, dict(marks)))
            column, marks = {}, {}
    if pending_mark:
        raise record.error(f"{pending_mark} marks no card in [Play]", tag="Play")
    if column:
        if not continued:
            raise record.error(
                f"the last trick of [Play] has {len(column)} cards: write - for each card "
                "not played",
                line=trick_line,
            )
        while len(column) < 4:
            column[first.rotated(len(column))] = None
        tricks.append(PlayedTrick(dict(column), trick_line, dict(marks)))
    if len(tricks) > 13:
        raise record.error(f"[Play] has {len(tricks)} tricks; a deal has 13", line=tricks[13].line)
    return PlayColumns(first, tuple(tricks), continued, tag_line)


def contract_trump(record: PbnRecord) -> TrumpRecord | None:
    """The trump of a bridge record replayed as whist: the ``[Contract]`` strain (no
    trumps for NT), or ``None`` when there is no contract."""
    contract = record.contract
    if contract is None:
        return None
    return TrumpRecord.fixed(contract[1])


def replay_record(
    record: PbnRecord,
    game: str | None = None,
    trump: TrumpRecord | None = None,
    leader: Seat | None = None,
) -> Play:
    """Replay ``[Play]`` on the engine, trick by trick in play order, with
    :meth:`Play.play` (so renounces are recorded, not refused -- law 28).

    The game is ``game``, else ``[WhistGame]``, else the deal's pack decides; the trump is
    ``trump``, else ``[WhistTrump]``, else the ``[Contract]`` strain; the opening leader is
    ``leader``, else the ``[Play]`` seat. The replay stops at the first card not played
    (``-`` or ``+``): ``play.is_complete`` tells whether all thirteen tricks were played.
    A card its player does not hold, or played twice, is a :class:`NotationError` naming
    the line.
    """
    deal = record.deal
    if deal is None:
        raise record.error("the game has no full [Deal] to replay", "Deal")
    columns = play_columns(record)
    if columns is None:
        raise record.error("the game has no [Play] section to replay")
    game_name = (
        game or record.game or ("bishops-whist" if deal.pack is BISHOPS_PACK else "duplicate-whist")
    )
    trump_record = trump or record.trump or contract_trump(record)
    if trump_record is None:
        raise record.error(
            f'no trump for the replay: add [{WHIST_TRUMP} "C5"] (or a [Contract] for a '
            "bridge record)",
            "Play",
        )
    first = leader or columns.first
    if not columns.tricks and not columns.continued and (record.get("Play") or "") in ("", "?"):
        first = leader or (record.dealer.left if record.dealer else Seat.NORTH)
    dealer = record.dealer if record.dealer is not None else first.right
    try:
        play = Play(deal, game_name, trump_record, first, dealer=dealer)
    except (IllegalPlayError, LawError, NotationError) as exc:
        raise record.error(str(exc), "Play") from None
    for trick in columns.tricks:
        # a false lead all played to stands (law 24): ^L marks the seat that led it
        leader = next((s for s, m in trick.marks.items() if "^L" in m), play.trick_leader)
        order = [leader.rotated(i) for i in range(4)]
        for seat in order:
            card = trick.cards.get(seat)
            if card is None:
                return play
            try:
                play.play(card, seat)
            except (IllegalPlayError, LawError) as exc:
                raise record.error(f"[Play]: {exc}", line=trick.line) from None
        play.quit_trick()
    return play


def seat_order(first: Seat) -> tuple[Seat, ...]:
    """The four seats from ``first`` clockwise (the column order of ``[Play]``)."""
    return tuple(first.rotated(i) for i in range(4))


def play_section_lines(play: Play, first: Seat | None = None) -> tuple[str, ...]:
    """The ``[Play]`` data lines of a play: one trick a line, columns from ``first``
    (default: the opening leader), ``-`` for cards not (yet) played, and ``*`` at the end
    when the play is not complete."""
    start = first or play.first_leader
    lines: list[str] = []
    for trick in play.tricks:
        by_seat = {p.seat: p.card for p in trick.cards}
        lines.append(" ".join(str(by_seat[s]) for s in seat_order(start)))
    if play.current_trick:
        by_seat = {p.seat: p.card for p in play.current_trick}
        lines.append(" ".join(str(by_seat[s]) if s in by_seat else "-" for s in seat_order(start)))
    if not play.is_complete:
        lines.append("*")
    return tuple(lines)


def record_with_play(record: PbnRecord, play: Play) -> PbnRecord:
    """``record`` with a ``[Play]`` section written from ``play`` (replacing any)."""
    tags = [(n, v) for n, v in record.tags if n != "Play"]
    tags.append(("Play", play.first_leader.letter))
    sections = {k: v for k, v in record.sections.items() if k != "Play"}
    sections["Play"] = play_section_lines(play)
    return PbnRecord(tuple(tags), sections, record.line, record.source)

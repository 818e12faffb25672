"""Checks of PBN 2.1 (Tis Veugen et al., 2017) behind :func:`dealer.formats.pbn.loads`.

Two levels (the docstring of :mod:`dealer.formats.pbn` says which is used when):

- :func:`check_tags` -- always: the values of the standard tags (sections 3.4, 4.1-4.8):
  ``Date``, ``Round``, ``Vulnerable``, ``Result``, the ``Score...`` tags, ``Scoring``,
  ``Competition``, ``Mode``, the ``...Type`` tags, ``Hidden``, ``Note``, the tags that may
  not be inherited with ``#``, and ``ScoreRubberHistory`` against ``Vulnerable``. Real
  producers' habits are accepted: new tag names (section 4.9), ``2013-08-10 19:19`` dates.
- :func:`check_text` -- ``strict=True`` only, a verifier: line length (2.3) and character
  set (2.2); the auction (3.5, in :mod:`dealer.formats.pbn.auction`); notes and NAGs (3.7, 3.8); the play against the deal (3.6, 3.9: a
  card held and played once, an unmarked revoke, a ``^R`` on a card that is no revoke, no
  card after ``+``, one trick a line); ``[Result]`` against the tricks played; the
  supplemental tables (section 5: header, elements, sort order).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from dealer.formats.pbn.annotations import MAX_NOTE, Annotations, annotation, glued, words
from dealer.formats.pbn.auction import check_auction
from dealer.formats.pbn.play import PlayColumns, play_columns
from dealer.formats.pbn.record import PbnRecord
from whist.cards import Card, Suit
from whist.errors import IllegalPlayError, LawError, NotationError
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, find_game
from whist.games.base import Game
from whist.seats import Side
from whist.tricks import PlayedCard
from whist.trump import TrumpRecord

if TYPE_CHECKING:  # the engine's play (and its laws) loads only when a [Play] is read
    from whist.play import Play

MAX_LINE = 255
"""Characters in a line, its end included (PBN 2.1 section 2.3)."""
#: Tags that describe one deal and so may not be copied from the previous game with "#"
#: (the inheritance of section 4.8 is for event data: names, places, dates, tables).
NOT_INHERITABLE = frozenset(
    {"Dealer", "Vulnerable", "Deal", "Declarer", "Contract", "Result", "Auction", "Play"}
)

_DATE = re.compile(r"^(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)$")
_PRODUCER_DATE = re.compile(r"^\d{4}-\d\d-\d\d( \d\d:\d\d(:\d\d)?)?$")
_TIME = re.compile(r"^(\d\d|\?\?):(\d\d|\?\?):(\d\d|\?\?)$")
_ROUND = re.compile(r"^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$")
_VULNERABLE = {"None", "Love", "-", "NS", "EW", "All", "Both"}
_SIDE = r"(?:NS|EW)"
_INTEGER = r"[+-]?\d+"
_REAL = r"[+-]?\d+(?:\.\d*)?"
_WORD = re.compile(r"^[A-Za-z][A-Za-z0-9_+\-]*$")
_TABLE_COLUMN = re.compile(r"^[+-]?[A-Za-z][A-Za-z0-9_]*(\\\d+[LR]?)?$")
_ELEMENT = re.compile(r'"[^"]*"|\S+')


def _scored(pattern: str, value: str) -> bool:
    """``value`` is ``pattern`` alone, or ``NS x``, ``EW x``, or ``NS x EW y``."""
    one = rf"(?:{_SIDE}\s+{pattern})"
    return bool(re.fullmatch(rf"\s*(?:{pattern}|{one}(?:\s+{one})?)\s*", value))


# --- always: tag values -------------------------------------------------------------------


def check_tags(record: PbnRecord) -> None:
    """The values of the standard tags (PBN 2.1 sections 3.4 and 4)."""
    for (name, value), line in zip(record.tags, record.tag_lines, strict=False):
        _check_value(record, name, value, line)
    _check_rubber_history(record)
    _check_result_needs_declarer(record)


def _check_value(record: PbnRecord, name: str, value: str, line: int) -> None:
    def bad(what: str) -> NotationError:
        return record.error(f"[{name} {value!r}]: {what}", line=line)

    for char in value:
        code = ord(char)
        if code < 0x20 or 0x7F <= code <= 0x9F:
            raise bad(
                f"holds the control character {char!r} (code {code}); tag values hold "
                "printable characters only (PBN 2.1 section 2.2)"
            )
    text = value.strip()
    if text in ("", "?") and name not in ("OptimumScore",):
        return
    if name in ("Date", "EventDate", "UTCDate"):
        if not (_DATE.match(text) or _PRODUCER_DATE.match(text)):
            raise bad('a date is written "YYYY.MM.DD" with ?? for what is unknown')
        match = _DATE.match(text)
        if match and match.group(2).isdigit() and not 1 <= int(match.group(2)) <= 12:
            raise bad("the month must be 01-12")
    elif name in ("Time", "UTCTime"):
        if not _TIME.match(text):
            raise bad('a time is written "HH:MM:SS"')
    elif name == "Round":
        if not _ROUND.match(text):
            raise bad('a round is a number, or parts separated by dots ("1.A.2")')
    elif name == "Vulnerable":
        if text not in _VULNERABLE:
            raise bad("write None, NS, EW or All (also Love, -, Both)")
    elif name in ("Score", "ScoreMP"):
        if not _scored(_INTEGER if name == "Score" else _REAL, text):
            raise bad('a score is a whole number, optionally per side ("NS 620")')
    elif name == "ScoreIMP":
        if not _scored(_REAL, text):
            raise bad('an IMP score is a number, optionally per side ("EW -2.5")')
    elif name == "ScorePercentage":
        if not _scored(r"\d+(?:\.\d*)?", text):
            raise bad('a percentage is a number 0-100, optionally per side ("NS 56.2")')
        for number in re.findall(r"\d+(?:\.\d*)?", text):
            if float(number) > 100:
                raise bad("a percentage is at most 100")
    elif name == "ScoreRubber":
        if not _scored(r"\d+\s*/\s*\d+", text):
            raise bad('a rubber score is "above/below" ("300/40"), optionally per side')
    elif name == "OptimumScore":
        if not re.fullmatch(rf"{_SIDE}\s+{_INTEGER}(?:\s+{_SIDE}\s+{_INTEGER})?", text):
            raise bad('the optimum score is a side and a score: "NS 100"')
    elif name == "Scoring":
        for part in text.split(";"):
            if not _WORD.match(part):
                raise bad('the scoring is one or more names separated by ";" ("IMP", "MP;MP1")')
    elif name in ("Competition", "Mode"):
        if not _WORD.match(text):
            raise bad("write one word (Pairs, Teams, Individuals ...; EMB, TABLE, TC ...)")
    elif name in ("WestType", "NorthType", "EastType", "SouthType"):
        if text not in ("human", "program"):
            raise bad('write "human" or "program"')
    elif name == "FrenchMP":
        if text not in ("Yes", "No"):
            raise bad('write "Yes" or "No"')
    elif name == "Hidden":
        if not re.fullmatch(r"[NESW]{1,4}", text) or len(set(text)) != len(text):
            raise bad("write the hidden seats, each once: e.g. WNE")
    elif name == "Note":
        match = re.fullmatch(r"(\d+):.*", value, re.DOTALL)
        if not match:
            raise bad('a note is "n:text" with n from 1 to 32')
        if not 1 <= int(match.group(1)) <= MAX_NOTE:
            raise bad(f"note numbers run from 1 to {MAX_NOTE}")
    elif name == "Result":
        _check_result_value(text, bad)


def _check_result_value(text: str, bad: Callable[[str], NotationError]) -> None:
    """``[Result]``: 0-13 (``^`` allowed before), or per side summing to 13."""
    body = text[1:] if text.startswith("^") else text
    if body.isdigit():
        if int(body) > 13:
            raise bad("a deal has 13 tricks")
        return
    sides = re.fullmatch(rf"({_SIDE})\s+(\d+)(?:\s+({_SIDE})\s+(\d+))?", body)
    if not sides:
        raise bad('write the declarer\'s tricks ("9") or per side ("NS 9 EW 4")')
    if sides.group(3):
        if sides.group(1) == sides.group(3):
            raise bad("each side once")
        if int(sides.group(2)) + int(sides.group(4)) != 13:
            raise bad("the tricks of the two sides add up to 13")


def _check_result_needs_declarer(record: PbnRecord) -> None:
    value = (record.get("Result") or "").strip().lstrip("^")
    if not value.isdigit():
        return
    declarer = (record.get("Declarer") or "").strip()
    contract = (record.get("Contract") or "").strip()
    if not declarer or declarer == "?" or contract.upper() == "PASS":
        raise record.error(
            f"[Result {value!r}] counts the declarer's tricks, but the game has no declarer "
            '(passed out, or [Declarer] missing): write the tricks per side ("NS 9 EW 4") '
            "or give the declarer",
            "Result",
        )


def _check_rubber_history(record: PbnRecord) -> None:
    history = record.get("ScoreRubberHistory")
    if history is None or not history.strip():
        return
    match = re.fullmatch(r"\s*NS\s+([\d\s]+)/([\d\s]+)\s+EW\s+([\d\s]+)/([\d\s]+)\s*", history)
    if not match:
        raise record.error(
            f'[ScoreRubberHistory {history!r}] must read "NS above / games EW above / games"',
            "ScoreRubberHistory",
        )
    vulnerable_value = record.get("Vulnerable")
    if vulnerable_value is None or not vulnerable_value.strip():
        return
    vulnerable: set[Side] = set()
    for side, games in ((Side.NS, match.group(2)), (Side.EW, match.group(4))):
        scores = [int(x) for x in games.split()]
        if any(score >= 100 for score in scores[:-1]):
            vulnerable.add(side)
    given = vulnerable_value.strip()
    expected = {
        frozenset(): {"None", "Love", "-"},
        frozenset({Side.NS}): {"NS"},
        frozenset({Side.EW}): {"EW"},
        frozenset({Side.NS, Side.EW}): {"All", "Both"},
    }[frozenset(vulnerable)]
    if given not in expected:
        raise record.error(
            f"[Vulnerable {given!r}] does not agree with [ScoreRubberHistory {history!r}], "
            f"which makes the vulnerability {sorted(expected)[0]}",
            "Vulnerable",
        )


def check_inheritance(name: str, value: str, line: int, source: str) -> None:
    """Section 4.8: ``#`` copies event data, not the data of a deal."""
    if value.startswith("#") and name in NOT_INHERITABLE:
        raise NotationError(
            f'[{name} "{value}"]: the {name} of a deal cannot be copied from the previous '
            "game; write it out",
            line=line,
            source=source,
        )


# --- strict: the text and the sections ----------------------------------------------------


def _bad_character(char: str) -> bool:
    code = ord(char)
    return (code < 0x20 and char != "\t") or 0x7F <= code <= 0x9F or code > 0xFF


def check_text(text: str, source: str) -> None:
    """Strict: every line at most 255 characters of ISO 8859-1 (sections 2.2, 2.3)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) + 1 > MAX_LINE:
            raise NotationError(
                f"the line has {len(line)} characters and its end; PBN 2.1 allows {MAX_LINE} "
                "a line, the line end included (section 2.3): break it",
                line=number,
                source=source,
            )
        for char in line:
            if _bad_character(char):
                raise NotationError(
                    f"character {char!r} (code {ord(char)}) is not a printable ISO 8859-1 "
                    "character (PBN 2.1 section 2.2)",
                    line=number,
                    source=source,
                )


def check_record(record: PbnRecord) -> None:
    """The strict checks of one game."""
    for name in ("Auction", "Play"):
        if name in record.sections and not any(line.strip() for line in record.sections[name]):
            raise record.error(
                f"[{name}] has no data: write the {'calls' if name == 'Auction' else 'tricks'}"
                ", or + (to be continued) or * (the end)",
                name,
            )
    refs: dict[str, set[int]] = {}
    if "Auction" in record.sections:
        refs["Auction"] = check_auction(record)
    if "Play" in record.sections:
        refs["Play"] = _check_play_annotations(record)
        _check_play(record)
    _check_notes(record, refs)
    for name in record.sections:
        if name not in ("Auction", "Play"):
            _check_table(record, name)


# --- notes (section 3.8) ------------------------------------------------------------------


def _check_notes(record: PbnRecord, refs: dict[str, set[int]]) -> None:
    """Every ``[Note]`` belongs to the section before it and must be referred to there;
    every reference must have its note."""
    group: str | None = None
    notes: dict[str | None, dict[int, int]] = {}
    for (name, value), line in zip(record.tags, record.tag_lines, strict=False):
        if name in ("Auction", "Play"):
            group = name
            continue
        if name != "Note":
            continue
        number = int(value.split(":", 1)[0])
        seen = notes.setdefault(group, {})
        if number in seen:
            raise record.error(f"note {number} is given twice for [{group}]", line=line)
        seen[number] = line
        if group is None or number not in refs.get(group, set()):
            where = f"[{group}]" if group else "any section before it"
            raise record.error(
                f"note {number} is not referred to (={number}=) in {where}", line=line
            )
    for section, numbers in refs.items():
        for number in sorted(numbers):
            if number not in notes.get(section, {}):
                raise record.error(
                    f'={number}= in [{section}] has no [Note "{number}:..."] after it',
                    section,
                )


# --- the play (sections 3.6, 3.9) -------------------------------------------------------------


def _check_play_annotations(record: PbnRecord) -> set[int]:
    ann = Annotations(record, "Play")
    per_line = Counter[int]()
    for word in words(record, "Play"):
        if annotation(ann, word):
            continue
        if word.text.startswith("^") or word.text in ("*",):
            continue
        glued(ann, record, word)
        per_line[word.line] += 1
        if per_line[word.line] > 4:
            raise record.error(
                "a line of [Play] holds one trick: four cards (or - / +), one per seat",
                line=word.line,
            )
    return ann.refs


def _trump_suit(record: PbnRecord) -> tuple[bool, Suit | None]:
    """(known, suit) of the trump for following the play."""
    if record.trump is not None:
        return (not record.trump.is_pending, record.trump.suit)
    contract = record.contract
    if contract is None:
        return (False, None)
    return (True, contract[1])


def _check_play(record: PbnRecord) -> None:
    columns = play_columns(record)
    if columns is None or not columns.tricks:
        return
    known, trump = _trump_suit(record)
    game: Game = find_game(record.game) if record.game else DUPLICATE_WHIST
    if not record.game:
        cards = [c for t in columns.tricks for c in t.cards.values() if c is not None]
        if any(c.is_bishop or c.is_knight for c in cards):
            game = BISHOPS_WHIST
    for trick in columns.tricks:
        for card in trick.cards.values():
            if card is not None and card not in game.pack:
                raise record.error(
                    f"{card} is not a card of the {game.pack.name} pack of {game.title}",
                    line=trick.line,
                )
    deal = record.deal
    if deal is not None and known and deal.pack is game.pack:
        _check_play_with_deal(record, columns, game, trump)
        return
    _check_play_order(record, columns, game, trump if known else None, known)


def _opening_lead_mark(record: PbnRecord, columns: PlayColumns) -> None:
    first = columns.tricks[0]
    if "^L" in first.marks.get(columns.first, ""):
        raise record.error(
            f"^L marks {columns.first.name.title()}'s opening lead as out of turn, but "
            "[Play] names this seat as the leader",
            line=first.line,
        )
    for trick in columns.tricks:
        for seat, mark in trick.marks.items():
            if len(mark) > 2:
                raise record.error(
                    f"{mark}: one irregularity mark per card ({seat.name.title()})",
                    line=trick.line,
                )


def _check_play_order(
    record: PbnRecord, columns: PlayColumns, game: Game, trump: Suit | None, known: bool
) -> None:
    """Without the deal: no card twice, no card after ``+``/``-`` in play order."""
    _opening_lead_mark(record, columns)
    hands = record.hands or {}
    seen: dict[Card, int] = {}
    leader = columns.first
    stopped = False
    for number, trick in enumerate(columns.tricks, start=1):
        played: list[PlayedCard] = []
        for i in range(4):
            seat = leader.rotated(i)
            card = trick.cards.get(seat)
            if card is None:
                stopped = True
                continue
            if stopped:
                raise record.error(
                    f"{seat.name.title()}'s {card} comes after the play stopped (+ or -)",
                    line=trick.line,
                )
            seen[card] = seen.get(card, 0) + 1
            if seen[card] > 1 and not card.is_knight:
                raise record.error(f"{card} is played twice", line=trick.line)
            hand = hands.get(seat)
            if hand is not None and card not in hand:
                raise record.error(
                    f"{seat.name.title()} plays {card}, which the deal does not give them",
                    line=trick.line,
                )
            played.append(PlayedCard(seat, card))
        if len(played) < 4 or not known:
            if not known:
                return
            continue
        leader = played[game.trick_winner(played, trump, number)].seat


def _check_play_with_deal(
    record: PbnRecord, columns: PlayColumns, game: Game, trump: Suit | None
) -> None:
    """With the deal: replay on the engine; every renounce must be marked ``^R`` and every
    ``^R`` must be a renounce; no card after ``+``/``-`` in play order; [Result] agrees."""
    _opening_lead_mark(record, columns)
    deal = record.deal
    assert deal is not None
    trump_record = record.trump if record.trump is not None else TrumpRecord.fixed(trump)
    from whist.play import Play

    play = Play(deal, game, trump_record, columns.first)
    stopped = False
    for trick in columns.tricks:
        # a false lead all played to stands (law 24): ^L marks the seat that led it
        leader = next((s for s, m in trick.marks.items() if "^L" in m), play.trick_leader)
        order = [leader.rotated(i) for i in range(4)]
        for seat in order:
            card = trick.cards.get(seat)
            if card is None:
                stopped = True
                continue
            if stopped:
                raise record.error(
                    f"{seat.name.title()}'s {card} comes after the play stopped (+ or -)",
                    line=trick.line,
                )
            try:
                renounce = play.play(card, seat)
            except (IllegalPlayError, LawError) as exc:
                raise record.error(f"[Play]: {exc}", line=trick.line) from None
            marked = "^R" in trick.marks.get(seat, "")
            if renounce is not None and not marked:
                raise record.error(
                    f"{seat.name.title()} revokes with {card} (holding "
                    f"{renounce.led.name.lower()}): mark it ^R",
                    line=trick.line,
                )
            if marked and renounce is None:
                raise record.error(
                    f"{seat.name.title()}'s {card} is marked ^R (revoke) but it is no revoke",
                    line=trick.line,
                )
        if not stopped:
            play.quit_trick()
    _check_result_against_play(record, play)


def _check_result_against_play(record: PbnRecord, play: Play) -> None:
    declarer = record.declarer
    value = (record.get("Result") or "").strip()
    if declarer is None or not value or value.startswith("^") or value == "?":
        return
    result = record.result
    if result is None:
        return
    won = play.tricks_won()[declarer.side]
    left = 13 - len(play.tricks)
    if not won <= result <= won + left:
        raise record.error(
            f"[Result {value!r}]: the declarer's side has taken {won} of the {len(play.tricks)} "
            f"tricks played, so it ends with {won} to {won + left}",
            "Result",
        )


# --- supplemental tables (section 5) ---------------------------------------------------------


def _check_table(record: PbnRecord, name: str) -> None:
    header = record.get(name) or ""
    columns = header.split(";")
    for column in columns:
        if not _TABLE_COLUMN.match(column):
            raise record.error(
                f"[{name}] column {column!r}: write Name, Name\\width, Name\\widthL or R, "
                "with + or - before to give the sort order (section 5.2)",
                name,
            )
    lines = record.sections.get(name, ())
    numbers = record.section_lines.get(name, ())
    rows: list[tuple[list[str], int]] = []
    for text, number in zip(lines, numbers, strict=False):
        elements = _ELEMENT.findall(text)
        for element in elements:
            if element.startswith('"'):
                continue
            if any(c in element for c in "%[]{}"):
                raise record.error(
                    f"table element {element!r}: % [ ] {{ }} are not allowed in tables",
                    line=number,
                )
        if len(elements) != len(columns):
            raise record.error(
                f"a row of [{name}] has {len(elements)} elements; the header has "
                f"{len(columns)} columns",
                line=number,
            )
        rows.append((elements, number))
    for index, column in enumerate(columns):
        if column[0] not in "+-":
            continue
        values: list[tuple[float, int]] = []
        for elements, number in rows:
            try:
                values.append((float(elements[index]), number))
            except ValueError:
                continue
        for (before, _), (after, number) in itertools.pairwise(values):
            if (column[0] == "-" and after < before) or (column[0] == "+" and after > before):
                order = "ascending (-)" if column[0] == "-" else "descending (+)"
                raise record.error(
                    f"[{name}] column {column.split(chr(92))[0][1:]} is declared {order} "
                    "but the rows are not in that order",
                    line=number,
                )

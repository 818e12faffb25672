"""A PBN game as read: :class:`PbnRecord` (its tags, sections and line numbers) and
the values of the tags the product interprets (board, dealer, deal, trump, contract,
result), with the ``[Deal]`` parser for the standard and the Bishops pack."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from whist.cards import Card, Suit
from whist.deal import Deal, guess_pack, parse_deal_hands, parse_hand
from whist.errors import NotationError
from whist.games import find_game
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack
from whist.seats import SEATS, Seat
from whist.trump import TrumpRecord

#: Tags whose data lines form a section (PBN 2.1 sections 3.5, 3.6 and 5).
SECTION_TAGS: frozenset[str] = frozenset({"Auction", "Play"})
#: The tags that may appear more than once in a game (PBN 2.1 section 3.5.3).
REPEATABLE_TAGS: frozenset[str] = frozenset({"Note"})

WHIST_GAME = "WhistGame"
WHIST_TRUMP = "WhistTrump"

#: The longest game (the text between two empty lines) read: a game with every card,
#: its notes and its score tables is a few kilobytes; a file longer than this without an
#: empty line is not PBN games (often a file saved as one line), and reading it would
#: cost memory and time out of all proportion.
#: (Here, not in the reader: the stream reads plain files without loading the reader.)
MAX_GAME_CHARS = 1_000_000

TAG_NAME = re.compile(r"[A-Za-z0-9_]+")
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
            return trump_from_text(value)
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


# [WhistTrump] values read, each parsed once.
_TRUMPS: dict[str, TrumpRecord] = {}


def trump_from_text(value: str) -> TrumpRecord:
    """A ``[WhistTrump]`` value (not blank) as a :class:`TrumpRecord`, each value parsed
    once; a value that is no trump record raises the parser's :class:`NotationError`."""
    known = _TRUMPS.get(value)
    if known is not None:
        return known
    parsed = TrumpRecord.parse(value)
    if len(_TRUMPS) < 1000:  # a record a value (immutable); a file has a few dozen
        _TRUMPS[value] = parsed
    return parsed


# A suit's field of a standard-pack hand (``"AKT4"``) read once: its cards in the pack's
# order, their letters so (the field as the deal's notation writes it) and the cards as
# bits of a 52-bit mask, or None when a letter is no rank of the standard pack. One
# table a suit; bounded: a file holds few of the 8,192 holdings of a suit more than
# once, but a board has sixteen fields.
_SuitField = tuple[tuple[Card, ...], str, int]
_SUIT_FIELDS: tuple[dict[str, _SuitField | None], ...] = ({}, {}, {}, {})
_FULL_MASK = (1 << 52) - 1
_SEAT_BY_LETTER = {seat.letter: seat for seat in SEATS} | {
    seat.letter.lower(): seat for seat in SEATS
}


_STANDARD_RANKS = "AKQJT98765432"
_RANK_INDEX = {letter: i for i, letter in enumerate(_STANDARD_RANKS)}
_SUIT_CARDS = tuple(
    tuple(_CARD_BY_CODE[suit + rank] for rank in _STANDARD_RANKS) for suit in _SUIT_LETTERS
)


def _suit_field(suit: int, holding: str) -> _SuitField | None:
    table = _SUIT_FIELDS[suit]
    if holding in table:
        return table[holding]
    index = _RANK_INDEX
    letters = holding.upper().replace("10", "T")
    field: _SuitField | None = None
    if all(letter in index for letter in letters):
        ranks = sorted(index[letter] for letter in letters)
        cards = _SUIT_CARDS[suit]
        field = (
            tuple(cards[i] for i in ranks),
            "".join(_STANDARD_RANKS[i] for i in ranks),
            sum(1 << (13 * suit + i) for i in set(ranks)),
        )
    if len(table) < 10_000:
        table[holding] = field
    return field


def _standard_hands(text: str) -> tuple[Seat, list[tuple[Card, ...]], list[str]] | None:
    """The usual ``[Deal]`` value: four hands of thirteen of the standard pack, no card
    twice, read suit field by suit field from a table: the first seat, the hands in the
    text's order and their notation as :meth:`Deal.to_pbn` writes it; ``None`` for
    anything else (the general reading then gives the same hands or the error)."""
    first = _SEAT_BY_LETTER.get(text[:1])
    parts = text[2:].split(" ")
    if first is None or text[1:2] != ":" or len(parts) != 4:
        return None
    spades, hearts, diamonds, clubs = _SUIT_FIELDS
    hands: list[tuple[Card, ...]] = []
    texts: list[str] = []
    mask = 0
    for part in parts:
        fields = part.split(".")
        if len(fields) != 4:
            return None
        s, h, d, c = fields
        # a holding read before is in its table (None when it is no holding)
        s_field = spades.get(s) or _suit_field(0, s)
        h_field = hearts.get(h) or _suit_field(1, h)
        d_field = diamonds.get(d) or _suit_field(2, d)
        c_field = clubs.get(c) or _suit_field(3, c)
        if s_field is None or h_field is None or d_field is None or c_field is None:
            return None
        cards = s_field[0] + h_field[0] + d_field[0] + c_field[0]
        if len(cards) != 13:
            return None
        hands.append(cards)
        texts.append(f"{s_field[1]}.{h_field[1]}.{d_field[1]}.{c_field[1]}")
        mask |= s_field[2] | h_field[2] | d_field[2] | c_field[2]
    # 4 x 13 cards covering the 52 of the pack: no card twice.
    if mask != _FULL_MASK:
        return None
    return first, hands, texts


class NotatedDeal(Deal):
    """A deal of the standard pack read from a ``[Deal]`` value already checked to be
    four hands of thirteen, each card once, each hand in canonical notation: its
    notation is kept and its cards are made when first asked for (a conversion to BER,
    CSV or LIN writes from the notation and never needs them). Equal to, and in every
    use the same as, the :class:`Deal` of the same cards."""

    @cached_property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        out = []
        for text in self._hand_texts:
            cards: tuple[Card, ...] = ()
            for suit, holding in enumerate(text.split(".")):
                field = _suit_field(suit, holding)
                assert field is not None  # checked when read
                cards += field[0]
            out.append(cards)
        return tuple(out)

    @classmethod
    def from_texts(cls, texts: tuple[str, ...]) -> NotatedDeal:
        """The deal of four checked hands in notation, North's first."""
        deal = object.__new__(cls)
        # the frozen dataclass's fields set as its __init__ would (one call, not two)
        deal.__dict__.update(pack=STANDARD_PACK, _hand_texts=texts)
        return deal

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """:meth:`Deal.to_pbn`; from North (every writer's and the repeat digest's) made
        without the seat's enum properties."""
        if first is not Seat.NORTH:
            return super().to_pbn(first)
        north, east, south, west = self._hand_texts
        return f"N:{north} {east} {south} {west}"


# Canonical suit fields (the ranks of the standard pack high to low, each once: ``"AKT4"``,
# ``""``) and their ranks as 13 bits (bit i: rank i of "AKQJT98765432"); a field that is
# not canonical is never in the table. Filled field by field as met, then, once a file
# shows it is more than a hundred boards or so, all 8,192 at once (a couple of
# milliseconds, the cost of about a thousand fields one by one).
_FIELD_MASKS: dict[str, int] = {}
_ALL_RANKS = (1 << 13) - 1
_TEXT_ORDERS = {seat.letter: tuple((s.value - seat.value) % 4 for s in SEATS) for seat in SEATS}


def _every_field() -> dict[str, int]:
    """Each of the 8,192 canonical fields of a suit and its mask."""
    fields, masks = [""], [0]
    for rank in range(12, -1, -1):  # lowest first: each field grows at its front
        letter, bit = _STANDARD_RANKS[rank], 1 << rank
        fields += [letter + known for known in fields]
        masks += [mask | bit for mask in masks]
    return dict(zip(fields, masks, strict=True))


def _field_mask(holding: str) -> int | None:
    """The mask of a canonical suit holding (into the table), ``None`` for another."""
    table = _FIELD_MASKS
    if 2048 <= len(table) < 8192:
        table.update(_every_field())
        return table.get(holding)
    index = _RANK_INDEX
    last = -1
    mask = 0
    for letter in holding:
        rank = index.get(letter, -1)
        if rank <= last:
            return None  # no rank of the pack, lower case, repeated or out of order
        last = rank
        mask |= 1 << rank
    table[holding] = mask
    return mask


def _suit_masks(hands: list[list[str]]) -> tuple[int, int, int, int] | None:
    """Each suit's ranks among four hands' fields (as masks), or ``None`` when a field
    is not canonical."""
    out = [0, 0, 0, 0]
    for hand in hands:
        for suit, holding in enumerate(hand):
            mask = _FIELD_MASKS.get(holding)
            if mask is None:
                mask = _field_mask(holding)
                if mask is None:
                    return None
            out[suit] |= mask
    return out[0], out[1], out[2], out[3]


def standard_deal(text: str) -> Deal | None:
    """The :class:`Deal` of a usual ``[Deal]`` value of the standard pack (the one a
    record without ``[WhistGame]``, or with a game of that pack, reads); ``None`` for
    anything else. The same deal as :attr:`PbnRecord.deal`, its notation kept."""
    text = text.strip()
    order = _TEXT_ORDERS.get(text[:1])
    parts = text[2:].split(" ")
    if order is not None and text[1:2] == ":" and len(parts) == 4:
        n, e, s, w = parts
        fields = [n.split("."), e.split("."), s.split("."), w.split(".")]
        if len(fields[0]) == len(fields[1]) == len(fields[2]) == len(fields[3]) == 4:
            # As written by us and Big Deal: "N:" and four hands in canonical notation
            # (one space between hands, three dots a hand); a table lookup a field.
            a, b, c, d = fields
            m = _FIELD_MASKS
            try:
                suits: tuple[int, int, int, int] | None = (
                    m[a[0]] | m[b[0]] | m[c[0]] | m[d[0]],
                    m[a[1]] | m[b[1]] | m[c[1]] | m[d[1]],
                    m[a[2]] | m[b[2]] | m[c[2]] | m[d[2]],
                    m[a[3]] | m[b[3]] | m[c[3]] | m[d[3]],
                )
            except KeyError:  # a field not met yet (into the table), or not canonical
                suits = _suit_masks(fields)
            if suits is not None:
                # Thirteen cards a hand (sixteen characters with the dots) and each suit's
                # thirteen ranks among the four: every card of the pack once.
                if len(n) == len(e) == len(s) == len(w) == 16 and suits == (
                    _ALL_RANKS,
                    _ALL_RANKS,
                    _ALL_RANKS,
                    _ALL_RANKS,
                ):
                    return NotatedDeal.from_texts(
                        (parts[order[0]], parts[order[1]], parts[order[2]], parts[order[3]])
                    )
                return None
    usual = _standard_hands(text)
    if usual is None:
        return None
    first, hands, texts = usual
    seats = _TEXT_ORDERS[first.letter]
    return Deal.from_sorted_hands_unchecked(
        STANDARD_PACK, tuple(hands[i] for i in seats), tuple(texts[i] for i in seats)
    )


def _full_standard_deal(record: PbnRecord, text: str) -> dict[Seat, tuple[Card, ...] | None] | None:
    """:func:`_parse_deal_value` of the usual ``[Deal]`` (:func:`_standard_hands`)."""
    usual = _standard_hands(text)
    if usual is None or record.pack not in (None, STANDARD_PACK):
        return None
    first, hands, _ = usual
    start = first.value
    return {seat: hands[(seat.value - start) % 4] for seat in SEATS}


def _parse_deal_value(record: PbnRecord, value: str) -> dict[Seat, tuple[Card, ...] | None]:
    """The hands of ``[Deal]``, each in the pack's order, checked: 13 cards a hand (or the
    same number in an end position), cards of the pack, none dealt too often."""
    text = value.strip()
    usual = _full_standard_deal(record, text)
    if usual is not None:
        return usual
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

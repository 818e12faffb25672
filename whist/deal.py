"""Deals: four hands of thirteen from one pack, validated, with the PBN deal notation.

Notation (PBN 2.1 ``[Deal]``): ``"N:hand hand hand hand"`` -- the first seat, then the
hands clockwise from it. A hand is ``spades.hearts.diamonds.clubs`` with rank letters
high to low (``AKT4.QJ2.987.A32``). For the Bishops pack a fifth field holds the
pipeless knights as ``N`` letters (``A24.QB.AB4.89.NN``); bishops are ``B`` within their
suit. This extension is ours and documented in ``docs/notation.md``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from whist.cards import KNIGHT, SUITS, Card, Rank
from whist.errors import DealError, NotationError
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack
from whist.seats import SEATS, Seat

HAND_SIZE = 13


@dataclass(frozen=True, eq=False)
class Deal:
    """Four hands of one pack, indexed by :class:`Seat` value. Hands are stored sorted in
    the pack's canonical order, so two equal deals compare and hash equal."""

    pack: Pack
    hands: tuple[tuple[Card, ...], ...]

    def __post_init__(self) -> None:
        if len(self.hands) != 4:
            raise DealError(f"a deal has four hands, not {len(self.hands)}")
        for seat in SEATS:
            hand = self.hands[seat.value]
            if len(hand) != HAND_SIZE:
                raise DealError(
                    f"{seat.name.title()} holds {len(hand)} cards; every hand must hold "
                    f"{HAND_SIZE}: check the deal for a card given to the wrong hand"
                )
            for card in hand:
                if card not in self.pack:
                    raise DealError(
                        f"{seat.name.title()} holds {card}, which is not a card of the "
                        f"{self.pack.name} pack"
                    )
        seen = Counter(card for hand in self.hands for card in hand)
        for card, count in seen.items():
            if count > self.pack.multiplicity(card):
                holders = [s.name.title() for s in SEATS if card in self.hands[s.value]]
                raise DealError(
                    f"{card} appears {count} times (held by {', '.join(holders)}); the "
                    f"{self.pack.name} pack has {self.pack.multiplicity(card)}"
                )
        sorted_hands = tuple(self.pack.sorted(hand) for hand in self.hands)
        object.__setattr__(self, "hands", sorted_hands)

    @classmethod
    def from_hands(cls, pack: Pack, hands: Mapping[Seat, Iterable[Card]]) -> Deal:
        return cls(pack, tuple(tuple(hands[seat]) for seat in SEATS))

    @classmethod
    def from_sorted_hands_unchecked(
        cls,
        pack: Pack,
        hands: tuple[tuple[Card, ...], ...],
        texts: tuple[str, ...] | None = None,
    ) -> Deal:
        """A deal built *without* validation or sorting, for producers whose deals are
        correct by construction (:func:`whist.ranking.unrank_deal_unchecked`): four hands
        of thirteen, each card of the pack exactly as often as the pack holds it, each
        hand already in the pack's canonical order. Anything else gives a broken deal.
        ``texts``, when given, are the hands' PBN notation (:func:`format_hand`) made
        with them, kept so :meth:`to_pbn` need not format them again."""
        deal = object.__new__(cls)
        object.__setattr__(deal, "pack", pack)
        object.__setattr__(deal, "hands", hands)
        if texts is not None:
            object.__setattr__(deal, "_hand_texts", texts)
        return deal

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        return self.hands[seat.value]

    def holder(self, card: Card) -> Seat:
        """Who holds ``card``. For a knight (four copies) use :meth:`holders`."""
        for seat in SEATS:
            if card in self.hands[seat.value]:
                return seat
        raise DealError(f"{card} is in no hand of this deal")

    def holders(self, card: Card) -> tuple[Seat, ...]:
        return tuple(s for s in SEATS for c in self.hands[s.value] if c == card)

    @cached_property
    def _key(self) -> tuple[str, tuple[tuple[Card, ...], ...]]:
        return (self.pack.name, self.hands)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    @cached_property
    def _hand_texts(self) -> tuple[str, ...]:
        # Formatted once a deal, however many files it goes to (event.json from North,
        # boards.pbn from the dealer): the hands are held in canonical order already.
        knights = bool(self.pack.suitless)
        return tuple(_format_sorted_hand(hand, knights) for hand in self.hands)

    def to_pbn(self, first: Seat = Seat.NORTH) -> str:
        """The PBN ``[Deal]`` value, starting from ``first``."""
        texts = self._hand_texts
        start = first.value
        return first.letter + ":" + " ".join(texts[start:] + texts[:start])

    @classmethod
    def parse(cls, text: str, pack: Pack | None = None) -> Deal:
        """A deal from PBN deal notation. The pack is guessed from the text (a bishop,
        a knight or a fifth field means the Bishops pack) unless given.

        >>> d = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
        ...                "...AKQJT98765432")
        >>> d.hand(Seat.EAST)[0]
        Card('HA')
        """
        hands = parse_deal_hands(text, pack)
        if any(h is None for h in hands.values()):
            missing = [s.name.title() for s, h in hands.items() if h is None]
            raise NotationError(f"deal {text!r} leaves out {', '.join(missing)}'s hand")
        guessed = pack or guess_pack(c for h in hands.values() if h for c in h)
        return cls.from_hands(guessed, {s: h or () for s, h in hands.items()})

    def __str__(self) -> str:
        return self.to_pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.to_pbn()!r})"


def guess_pack(cards: Iterable[Card]) -> Pack:
    """The Bishops pack if any card is a bishop or knight, else the standard pack."""
    for card in cards:
        if card.rank in (Rank.BISHOP, Rank.KNIGHT):
            return BISHOPS_PACK
    return STANDARD_PACK


def format_hand(cards: Iterable[Card], pack: Pack) -> str:
    """PBN hand notation; with a fifth field of knights for a pack that has them."""
    ordered = pack.sorted(cards)
    fields = ["".join(c.rank.letter for c in ordered if c.suit is suit) for suit in SUITS]
    if pack.suitless:
        fields.append("N" * sum(1 for c in ordered if c.suit is None))
    return ".".join(fields)


def _format_sorted_hand(hand: tuple[Card, ...], knights: bool) -> str:
    """:func:`format_hand` of a hand already in canonical order (ranks high to low
    within each suit), in one pass: no sorting, one look at each card."""
    fields: list[list[str]] = [[], [], [], [], []]
    known = _CARD_TEXT.get
    for card in hand:
        entry = known(id(card))
        if entry is None or entry[0] is not card:
            entry = _card_text(card)
        fields[entry[1]].append(entry[2])
    text = ".".join(
        ["".join(fields[0]), "".join(fields[1]), "".join(fields[2]), "".join(fields[3])]
    )
    if knights:
        return text + "." + "N" * len(fields[4])
    return text


def _card_text(card: Card) -> tuple[Card, int, str]:
    """A card's PBN field (0-3 the suits in PBN order, 4 the knights) and rank letter."""
    return (card, 4 if card.suit is None else SUITS.index(card.suit), card.rank.letter)


# The packs' own card objects (the ones the unranking hands out), looked up by identity:
# an enum's attributes cost a descriptor call each, which over four hands of 100,000
# boards was most of the formatting. The entry holds the card itself, so its id is
# never reused while the entry lives; any other card object is described on the spot.
_CARD_TEXT: dict[int, tuple[Card, int, str]] = {
    id(card): _card_text(card) for pack in (STANDARD_PACK, BISHOPS_PACK) for card in pack.cards
}


def parse_hand(text: str) -> tuple[Card, ...]:
    """The inverse of :func:`format_hand` (``10`` accepted for ``T``)."""
    fields = text.strip().split(".")
    if len(fields) not in (4, 5):
        raise NotationError(
            f"hand {text!r} must have four suits separated by dots (spades.hearts."
            "diamonds.clubs), and a fifth field of knights for the Bishops pack"
        )
    cards: list[Card] = []
    for suit, letters in zip(SUITS, fields[:4], strict=False):
        for rank_text in letters.upper().replace("10", "T"):
            cards.append(Card(Rank.parse(rank_text), suit))
    if len(fields) == 5:
        for letter in fields[4].upper():
            if letter != "N":
                raise NotationError(f"hand {text!r}: the fifth field holds knights only, written N")
            cards.append(KNIGHT)
    return tuple(cards)


def parse_deal_hands(text: str, pack: Pack | None = None) -> dict[Seat, tuple[Card, ...] | None]:
    """Hands of a PBN deal value; a hand written ``-`` is unknown (``None``)."""
    value = text.strip()
    if len(value) < 2 or value[1] != ":":
        raise NotationError(
            f"deal {text!r} must start with the first seat and a colon, e.g. 'N:AK...'"
        )
    first = Seat.parse(value[0])
    parts = value[2:].split()
    if len(parts) != 4:
        raise NotationError(f"deal {text!r} has {len(parts)} hands; it must have four")
    hands: dict[Seat, tuple[Card, ...] | None] = {}
    for i, part in enumerate(parts):
        seat = first.rotated(i)
        hands[seat] = None if part == "-" else parse_hand(part)
    return {seat: hands[seat] for seat in SEATS}

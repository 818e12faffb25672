"""Packs as data: which cards there are, how many of each, and their canonical order.

- The standard pack: A K Q J T 9 8 7 6 5 4 3 2 in spades, hearts, diamonds, clubs.
- The Bishops pack (Dana, 1899, "Part Second. The Game"): "a full pack of 52 cards,
  containing as new or special cards, castle-aces, bishops, and knights without pips".
  Each suit has castle-ace, king, queen, bishop, 9 ... 2 (twelve cards: "No jacks or
  tens, as the bishop takes the place of the jack, and the knight ranks as a ten"),
  and four pipeless knights complete the 52.

The canonical order (♠ high to low, then ♥, ♦, ♣, then the knights) is the order of
card numbers on the wire and in the dealing-machine files.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from whist.cards import KNIGHT, SUITS, Card, Rank
from whist.errors import DealError, NotationError

STANDARD_RANKS: tuple[Rank, ...] = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.TEN,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
    Rank.THREE,
    Rank.TWO,
)
BISHOPS_RANKS: tuple[Rank, ...] = (
    Rank.ACE,
    Rank.KING,
    Rank.QUEEN,
    Rank.BISHOP,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
    Rank.SIX,
    Rank.FIVE,
    Rank.FOUR,
    Rank.THREE,
    Rank.TWO,
)


@dataclass(frozen=True, eq=False)
class Pack:
    """A pack described by its suit ranks (high to low) and its suitless cards.

    ``suitless`` maps a suitless card to how many copies the pack holds. Packs are
    compared by identity: there is one object per pack.
    """

    name: str
    suit_ranks: tuple[Rank, ...]
    suitless: Mapping[Card, int] = field(default_factory=dict)
    rank_names: Mapping[Rank, str] = field(default_factory=dict)

    @cached_property
    def distinct_cards(self) -> tuple[Card, ...]:
        """Each kind of card once, in canonical order."""
        suited = tuple(Card(rank, suit) for suit in SUITS for rank in self.suit_ranks)
        return suited + tuple(self.suitless)

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the pack, copies included, in canonical order."""
        out: list[Card] = []
        for card in self.distinct_cards:
            out.extend([card] * self.multiplicity(card))
        return tuple(out)

    @cached_property
    def _index(self) -> dict[Card, int]:
        return {card: i for i, card in enumerate(self.distinct_cards)}

    @cached_property
    def counts(self) -> Counter[Card]:
        return Counter(self.cards)

    def multiplicity(self, card: Card) -> int:
        """How many copies of ``card`` the pack holds (0 if none)."""
        if card.suit is None:
            return self.suitless.get(card, 0)
        return 1 if card.rank in self.suit_ranks else 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and self.multiplicity(card) > 0

    def card_id(self, card: Card) -> int:
        """The card's number in canonical order (copies share one number)."""
        try:
            return self._index[card]
        except KeyError:
            raise DealError(f"{card} is not a card of the {self.name} pack") from None

    def card_from_id(self, number: int) -> Card:
        if not 0 <= number < len(self.distinct_cards):
            raise DealError(
                f"card number {number} is outside the {self.name} pack "
                f"(0 to {len(self.distinct_cards) - 1})"
            )
        return self.distinct_cards[number]

    def sort_key(self, card: Card) -> int:
        """Canonical position: sorts a hand by suit, high card first, knights last."""
        return self.card_id(card)

    def sorted(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        return tuple(sorted(cards, key=self.sort_key))

    def card_name(self, card: Card) -> str:
        """The card's name in this pack's language: ``castle-ace of spades``."""
        if card.suit is None:
            return card.long_name
        rank = self.rank_names.get(card.rank)
        return f"{rank} of {card.suit.name.lower()}" if rank else card.long_name

    def __len__(self) -> int:
        return len(self.cards)


STANDARD_PACK = Pack(name="standard", suit_ranks=STANDARD_RANKS)
BISHOPS_PACK = Pack(
    name="bishops",
    suit_ranks=BISHOPS_RANKS,
    suitless={KNIGHT: 4},
    rank_names={Rank.ACE: "castle-ace"},
)

PACKS: dict[str, Pack] = {p.name: p for p in (STANDARD_PACK, BISHOPS_PACK)}


def find_pack(name: str) -> Pack:
    """A pack by name (``standard`` or ``bishops``)."""
    try:
        return PACKS[name]
    except KeyError:
        raise NotationError(
            f"unknown pack {name!r}: the packs are {', '.join(sorted(PACKS))}"
        ) from None

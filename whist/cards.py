"""Suits, ranks and cards: frozen value types with matching parse/format pairs.

A card need not have a suit: the Bishops pack's four knights are pipeless and
"belong to no one suit, but to the pack at large" (Dana, *Bishops Whist*, 1899,
"The Pipeless Knight"). Their ``suit`` is ``None`` and they are equal to each
other, as the book says they "cannot be distinguished, the one, from the other".

Text form: suit letter then rank letter (``SA``, ``HT``, ``D2``, ``CB`` for the
bishop of clubs); a knight is ``N``. Parsing also accepts the rank first
(``AS``), ``10`` for the ten, and the suit symbols ♠♥♦♣.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whist.errors import NotationError


class Suit(Enum):
    """The four suits, in the order the books and PBN list them."""

    # Members are singletons compared by identity: hash them by identity too, in C
    # (Enum's own hash is a Python call, and cards, seats and hands are hashed in every
    # dict and set of the dealer, the formats and the kiosk). Equal members stay equal.
    __hash__ = object.__hash__

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def index(self) -> int:
        """0 for spades ... 3 for clubs (PBN hand order)."""
        return _SUIT_ORDER.index(self)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its letter, symbol or name.

        >>> Suit.parse("♦")
        <Suit.DIAMONDS: 'D'>
        """
        key = text.strip()
        for suit in cls:
            if key.upper() in (suit.letter, suit.name, suit.name[:-1]) or key == suit.symbol:
                return suit
        raise NotationError(f"{text!r} is not a suit: write S, H, D or C (or ♠ ♥ ♦ ♣)")

    def __str__(self) -> str:
        return self.letter


_SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
SUITS: tuple[Suit, ...] = _SUIT_ORDER


class Rank(Enum):
    """Every rank of both packs. The value is the rank's letter.

    The standard pack has A K Q J T 9 ... 2. The Bishops pack has castle-ace (A),
    king, queen, bishop (B), 9 ... 2 in each suit, and four pipeless knights (N).
    How ranks compare is the game's business (:mod:`whist.games`), not the rank's.
    """

    __hash__ = object.__hash__  # by identity, in C: see Suit

    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "T"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"
    BISHOP = "B"
    KNIGHT = "N"

    @property
    def letter(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Rank:
        key = text.strip().upper()
        if key == "10":
            return cls.TEN
        for rank in cls:
            if rank.value == key:
                return rank
        raise NotationError(
            f"{text!r} is not a rank: write A K Q J T 9 ... 2, B for a bishop or N for a knight"
        )

    def __str__(self) -> str:
        return self.value


_RANK_NAMES = {
    Rank.ACE: "ace",
    Rank.KING: "king",
    Rank.QUEEN: "queen",
    Rank.JACK: "jack",
    Rank.TEN: "ten",
    Rank.BISHOP: "bishop",
    Rank.KNIGHT: "knight",
}


@dataclass(frozen=True, slots=True)
class Card:
    """One card. ``suit`` is ``None`` only for a pipeless knight.

    >>> Card.parse("HT")
    Card('HT')
    >>> str(Card.parse("10h"))
    'HT'
    """

    rank: Rank
    suit: Suit | None

    def __post_init__(self) -> None:
        if (self.rank is Rank.KNIGHT) != (self.suit is None):
            raise NotationError(
                "only the pipeless knight is a card without a suit, and it has none"
            )

    @property
    def is_knight(self) -> bool:
        return self.rank is Rank.KNIGHT

    @property
    def is_bishop(self) -> bool:
        return self.rank is Rank.BISHOP

    @property
    def display(self) -> str:
        """Symbol form for people: ``♠A``, ``♥10``, ``Kt`` for a knight."""
        if self.suit is None:
            return "Kt"
        rank = "10" if self.rank is Rank.TEN else self.rank.letter
        return self.suit.symbol + rank

    @property
    def long_name(self) -> str:
        """``"ace of spades"``; ``"knight"`` for a pipeless knight."""
        if self.suit is None:
            return "knight"
        rank = _RANK_NAMES.get(self.rank, self.rank.letter)
        return f"{rank} of {self.suit.name.lower()}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """A card from ``SA``, ``AS``, ``♠A``, ``S10``, ``10S`` or ``N`` (knight)."""
        key = text.strip()
        if key.upper() in ("N", "KN", "KT", "KNIGHT"):
            return KNIGHT
        if len(key) < 2:
            raise NotationError(
                f"{text!r} is not a card: write the suit then the rank, e.g. SA, HT, D2, "
                "or N for a knight"
            )
        first, rest = key[0], key[1:]
        try:
            return cls(Rank.parse(rest), Suit.parse(first))
        except NotationError:
            pass
        try:
            return cls(Rank.parse(key[:-1]), Suit.parse(key[-1]))
        except NotationError:
            raise NotationError(
                f"{text!r} is not a card: write the suit then the rank, e.g. SA, HT, D2, "
                "or N for a knight"
            ) from None

    def __str__(self) -> str:
        if self.suit is None:
            return Rank.KNIGHT.letter
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


KNIGHT = Card(Rank.KNIGHT, None)
"""The pipeless knight of the Bishops pack (all four are this same value)."""


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards separated by spaces or commas: ``"SA HK N"``."""
    return tuple(Card.parse(t) for t in text.replace(",", " ").split())


def format_cards(cards: tuple[Card, ...] | list[Card]) -> str:
    """The inverse of :func:`parse_cards`."""
    return " ".join(str(c) for c in cards)

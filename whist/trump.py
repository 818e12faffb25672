"""Trump records: what fixes the trump suit of a deal.

- Duplicate whist: the trump card is the last card dealt, turned up before the
  dealer (Laws of Whist 1893, law 13), and "must be recorded, before the play
  begins, on a slip provided for that purpose" (Laws of Duplicate Whist, (d)).
- Bishops whist: the card cut before the deal, which "belongs to the dealer as his
  inviolable heritage for that hand"; a knight cut names no suit, so the dealer
  names the trump suit aloud; a bishop cut scores the dealer's side one point
  (Dana 1899, "Cutting the trump card", "On cutting a knight for a trump card").
- A replayed bridge record: the contract's strain; no trumps is ``suit=None``.

Text form (:meth:`TrumpRecord.parse` / ``str``): a card (``C5``); a knight with the suit
named (``N=S``) or still to be named (``N``); a bare suit (``S``); ``NT`` for no trumps.
"""

from __future__ import annotations

from dataclasses import dataclass

from whist.cards import Card, Suit
from whist.errors import NotationError


@dataclass(frozen=True, slots=True)
class TrumpRecord:
    """The trump card (if any) and the trump suit (``None``: no trumps, or a knight cut
    whose suit is not yet named -- see :attr:`is_pending`)."""

    card: Card | None
    suit: Suit | None

    def __post_init__(self) -> None:
        if self.card is not None and self.card.suit is not None and self.card.suit is not self.suit:
            raise NotationError(
                f"the trump card {self.card} makes {self.card.suit.name.lower()} trumps, "
                f"not {self.suit.name.lower() if self.suit else 'no trumps'}"
            )

    @classmethod
    def turned(cls, card: Card) -> TrumpRecord:
        """The card turned by the dealer (law 13) or cut (Bishops); for a knight cut the
        suit stays unnamed until :meth:`name_suit`."""
        return cls(card, card.suit)

    @classmethod
    def fixed(cls, suit: Suit | None) -> TrumpRecord:
        """A trump suit with no card (a declared suit, or a bridge strain; ``None`` = NT)."""
        return cls(None, suit)

    @property
    def is_knight_cut(self) -> bool:
        return self.card is not None and self.card.is_knight

    @property
    def is_pending(self) -> bool:
        """A knight was cut and the dealer has not yet named the trump suit."""
        return self.is_knight_cut and self.suit is None

    @property
    def is_bishop_cut(self) -> bool:
        return self.card is not None and self.card.is_bishop

    def name_suit(self, suit: Suit) -> TrumpRecord:
        """The dealer names the trump suit after cutting a knight (Dana, "On cutting a
        knight for a trump card")."""
        if not self.is_knight_cut:
            raise NotationError(
                f"only a knight cut lets the dealer name the trumps; this deal's trump card is "
                f"{self.card}"
            )
        return TrumpRecord(self.card, suit)

    @classmethod
    def parse(cls, text: str) -> TrumpRecord:
        key = text.strip().upper()
        if key in ("NT", "NOTRUMP", "NO TRUMPS"):
            return cls.fixed(None)
        if key.startswith("N=") or key.startswith("N:"):
            return cls(Card.parse("N"), Suit.parse(key[2:]))
        if key == "N":
            return cls(Card.parse("N"), None)
        if len(key) == 1:
            return cls.fixed(Suit.parse(key))
        return cls.turned(Card.parse(key))

    def __str__(self) -> str:
        if self.card is None:
            return self.suit.letter if self.suit else "NT"
        if self.card.is_knight:
            return f"N={self.suit.letter}" if self.suit else "N"
        return str(self.card)

    @property
    def display(self) -> str:
        """For people: ``♣5``; ``knight, ♠ named``; ``knight (trump named by dealer)``."""
        if self.card is None:
            return self.suit.symbol if self.suit else "no trumps"
        if self.card.is_knight:
            return (
                f"knight, {self.suit.symbol} named"
                if self.suit
                else "knight (trump named by dealer)"
            )
        return self.card.display

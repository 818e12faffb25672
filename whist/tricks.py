"""Tricks turned and quitted: the cards played to them, and the penalties that reach the score."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whist.cards import Card
from whist.seats import Seat, Side


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played to a trick, by whom."""

    seat: Seat
    card: Card

    def __str__(self) -> str:
        return f"{self.seat.letter}:{self.card}"


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A complete trick: its number (1-13), leader, the four cards in play order and the
    winner, as it lies turned and quitted (Laws of Duplicate Whist, (f))."""

    number: int
    leader: Seat
    cards: tuple[PlayedCard, ...]
    winner: Seat

    @property
    def winning_side(self) -> Side:
        return self.winner.side

    def card_of(self, seat: Seat) -> Card:
        for played in self.cards:
            if played.seat is seat:
                return played.card
        raise KeyError(seat)

    def __str__(self) -> str:
        cards = " ".join(f"{p.seat.letter}:{p.card.display}" for p in self.cards)
        return f"trick {self.number}: {cards} -> {self.winner.name.title()}"


class PenaltyKind(Enum):
    """Penalties that change a deal's score (the others change the play)."""

    REVOKE = "revoke"
    """Law 30 (two tricks transferred) / Dana "The revoke" (four points lost)."""
    EXPOSED_CARD = "exposed-card"
    """Dana "Exposed cards": two points lost (Bishops whist only)."""


@dataclass(frozen=True, slots=True)
class ScorePenalty:
    """A penalty charged to ``side`` that the game applies when scoring."""

    kind: PenaltyKind
    side: Side
    trick: int
    seat: Seat

"""Deals and tricks made to order for the Bridge Whist tests."""

from __future__ import annotations

from whist import Card, Deal, Seat, Suit
from whist.cards import parse_cards
from whist.packs import STANDARD_PACK
from whist.seats import SEATS
from whist.tricks import PlayedCard, TrickRecord


def build(given: dict[Seat, str], void: dict[Seat, Suit] | None = None) -> Deal:
    """A deal with ``given`` cards where asked, the rest filled in the pack's order; a seat
    in ``void`` gets no card of that suit."""
    void = void or {}
    hands = {seat: list(parse_cards(given.get(seat, ""))) for seat in SEATS}
    used = {card for cards in hands.values() for card in cards}
    rest = [card for card in STANDARD_PACK.cards if card not in used]
    for seat in sorted(SEATS, key=lambda s: s not in void):
        need = 13 - len(hands[seat])
        picked = [c for c in rest if c.suit is not void.get(seat)][:need]
        assert len(picked) == need
        hands[seat] += picked
        rest = [c for c in rest if c not in picked]
    return Deal.from_hands(STANDARD_PACK, hands)


def tricks(ns: int) -> list[TrickRecord]:
    """Thirteen tricks, ``ns`` of them won by North, the rest by East (only the winners
    matter to the score)."""
    cards = tuple(PlayedCard(seat, Card.parse("S2")) for seat in SEATS)
    return [
        TrickRecord(i + 1, Seat.NORTH, cards, Seat.NORTH if i < ns else Seat.EAST)
        for i in range(13)
    ]

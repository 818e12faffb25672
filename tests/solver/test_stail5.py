"""sval3's rule (b) narrowed (stail5, round 23: second_trump_late() in solver/_core.c):
East-West's second hand on the irregular trick keeps its trump above every trump of its
partner's for after its lowest cards only where the partner holds a trump. A partner
with no trump cannot be overtrumped by the second hand's trump, so keeping it back
saves the partner nothing. bench/driver_deals.py, 60M positions a search: deal 53 47.10M
-> 36.74M, deal 70 14.93M -> 11.04M, the yardsticks the same or fewer.

An order never changes a value. Knight-led endings of seven cards a hand are trick 7,
the last of sval3's EARLY_TRICKS, so the rules under ``SECOND_WINNER_FIRST`` act at the
root trick alone (sval3's rule (a), spends_own_guard(), asks a card of the led suit: never
on a knight-led trick). With East-West second to play holding a trump and the partner
none, the bit now changes no position searched (before the narrowing it changed 11 of
30); with the partner holding a trump the rule still fires somewhere."""

from __future__ import annotations

import random

from solver import Position
from solver.search import SECOND_WINNER_FIRST
from tests.solver.compiled import searches_differing
from tests.solver.test_irregular import _knight_led
from whist import Seat


def _second_holds_a_trump(rng: random.Random, partner_has: bool, count: int) -> list[Position]:
    """``count`` knight-led endings of seven cards a hand, East or West second to play
    holding a trump, its partner holding one (``partner_has``) or none."""
    found: list[Position] = []
    while len(found) < count:
        position = _knight_led(rng, 7, 7)
        second = position.to_play
        if len(position.trick) != 1 or position.trump is None or second in (Seat.NORTH, Seat.SOUTH):
            continue
        assert position.trick_number == 7
        if not any(card.suit == position.trump for card in position.hands[second]):
            continue
        partner = position.hands[second.partner]
        if any(card.suit == position.trump for card in partner) == partner_has:
            found.append(position)
    return found


def test_a_partner_without_trumps_leaves_the_order_as_it_was() -> None:
    positions = _second_holds_a_trump(random.Random(2027), partner_has=False, count=30)
    # the same values (asserted inside), and now the same positions searched
    assert searches_differing(positions, SECOND_WINNER_FIRST) == 0


def test_a_partner_with_trumps_still_has_the_trump_kept_back() -> None:
    positions = _second_holds_a_trump(random.Random(2027), partner_has=True, count=30)
    assert searches_differing(positions, SECOND_WINNER_FIRST) > 0

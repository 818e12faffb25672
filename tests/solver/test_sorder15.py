"""sorder15 (issue 17, round 32: keeps_knight_tenace() in solver/_core.c, under
TENACE_KNIGHT_HAND, bit 92).

stail13's rule (1) (North-South's second hand's sure trump on a knight led, the hand
holding a lower trump with a trump of the next hand's between the two: after the low
cards) no longer acts in the points search where both North and South hold knights; in
the tricks search as before. Counted first (a scratch -DSORDER15_COUNT build: the positions
under the second hand's positions where the rule would act, by the knights each hand holds),
the rule paid in the points search where the hand held no knight and its partner one (deal
29 1.24M -> 0.54M there, 79 1.85M -> 0.52M) and lost where both held knights (deal 83 0.64M
-> 1.55M there); where the hand alone held one it paid on deal 54 (3.05M -> 0.98M there).
bench/driver_deals.py (both searches, 60M a search; main a10e711 -> sorder15, no value
changed): the median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96)
119,458,606 -> 118,429,705 (-0.86%; 83 10,770,283 -> 9,747,543); deal 14 49,366,236 ->
45,196,622 (-8.4%); deal 54 42,472,552 the same.

An order never changes a value: endings with both North and South holding a knight solve
alike with and without the bit, and the bit acts on some; where neither holds a knight it
changes no position."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_TABLE, TENACE_KNIGHT_HAND
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import knight_led_endings
from tests.solver.test_stail13 import _tenace
from whist import KNIGHT, Seat


def _tenace_with(
    rng: random.Random, fewest: int, most: int, knight: bool, count: int
) -> list[Position]:
    """``count`` endings in the tenace rule's case at the root, North and South each
    holding a knight (``knight``), or neither holding one."""
    found: list[Position] = []
    while len(found) < count:
        position = knight_led_endings(rng, fewest, most, 0, _tenace, 1)[0]
        hands = position.hands
        if (KNIGHT in hands[Seat.NORTH], KNIGHT in hands[Seat.SOUTH]) == (knight, knight):
            found.append(position)
    return found


def test_the_hand_with_a_knight_the_same_values_and_acting() -> None:
    """Four to six cards a hand, North and South each holding a knight: the same values
    with the rule there and without; the order differs on some."""
    positions = _tenace_with(random.Random(1501), 4, 6, True, 30)
    assert searches_differing(positions, TENACE_KNIGHT_HAND) > 0


def test_no_knight_with_north_south_leaves_the_order() -> None:
    """Neither North nor South holding a knight: the bit changes no position."""
    positions = _tenace_with(random.Random(1502), 4, 6, False, 20)
    assert searches_differing(positions, TENACE_KNIGHT_HAND) == 0


def test_small_endings_agree_with_brute_force() -> None:
    """Two to five cards a hand, North and South each holding a knight, against the brute
    force (no table), with the bit and without."""
    positions = _tenace_with(random.Random(1503), 2, 5, True, 20)
    assert not disagreeing_with_brute(positions, NO_TABLE)
    assert not disagreeing_with_brute(positions, NO_TABLE | TENACE_KNIGHT_HAND)

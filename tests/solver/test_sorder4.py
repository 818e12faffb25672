"""The second hand's top kept over the partner's bishop (sorder4, round 17: spends_guard()
and follow_weight() in _core.c, under sorder3's NO_BISHOP_ONTO): in the points search, the
second hand's sure winner that is its side's only card above the next hand's best of the
suit led, where the partner (to play last) holds the suit's bishop with another card, is
tried after the low cards on a trick of low cards.

An order never changes a value: endings where the rule applies at the root give the brute
force's tricks and points with it on and off, and the positions searched differ."""

from __future__ import annotations

import pytest

from solver import Position
from tests.solver.brute import brute, led_ending
from tests.solver.compiled import solve_afresh
from whist import Seat

NO_BISHOP_ONTO = 1 << 60

#: West has led S4; North holds SA SQ over East's SK, South SB S3 (deal 19's first trick:
#: S5, not SA, kept the bishop); the hands' other cards vary
ENDINGS = [
    (
        {
            Seat.NORTH: "SA SQ S5 H2",
            Seat.EAST: "SK S9 S7 H3",
            Seat.SOUTH: "SB S3 H4 HA",
            Seat.WEST: "S8 H5 H6",
        },
        None,
    ),
    (
        {
            Seat.NORTH: "SA SQ S5 D2",
            Seat.EAST: "SK S9 H7 D3",
            Seat.SOUTH: "SB S3 DA H4",
            Seat.WEST: "S8 HK D4",
        },
        None,
    ),
    (
        {
            Seat.NORTH: "SA SQ S5 H2 C2",
            Seat.EAST: "SK S9 S7 H3 CA",
            Seat.SOUTH: "SB S3 H4 HA C3",
            Seat.WEST: "S8 HB C4 N",
        },
        None,
    ),
]


def _led(hands: dict[Seat, str], trump: object) -> Position:
    cards = len(hands[Seat.NORTH].split())
    return led_ending(hands, None, Seat.WEST, "S4", ns=13 - cards, ew=0)


@pytest.mark.parametrize("number", range(len(ENDINGS)))
def test_the_rule_changes_no_value_and_agrees_with_the_brute_force(number: int) -> None:
    position = _led(*ENDINGS[number])
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_BISHOP_ONTO)
    assert on == off
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))


def test_the_rule_is_used() -> None:
    """The positions searched differ with the rule on and off on one of the endings."""
    differing = 0
    for hands, trump in ENDINGS:
        position = _led(hands, trump)
        differing += solve_afresh(position, 0)[1] != solve_afresh(position, NO_BISHOP_ONTO)[1]
    assert differing > 0

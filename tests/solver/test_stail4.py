"""stail2's rule (a) narrowed (stail4, round 22: second_hand_low() in solver/_core.c): in
the points search, North-South's second hand that holds the led suit's bishop plays as
the other cards say, not its sure winner after its low cards. Whole deal 15 of
bench/bench_solver.py: North, second hand to the D8, holds DA B 9 7 3; with the sure
winner put last North tried D3 first, South then had to spend DK and the bishop fell (the points
search 67.5M positions, over the 60M cap; narrowed 33.9M).

An order never changes a value: the endings agree with the brute force with the bit
(``NO_PARTNER_OVER``) on and off. Where the second hand holds the bishop nothing else
under the bit applies in these endings (no trumps; after the first trick South holds no
diamond and North nothing else), so the positions searched are the same on and off; the
same ending with North's bishop given to East searches differently, so the test would
see the narrowing lost."""

from __future__ import annotations

import pytest

from solver import Position
from solver.search import NO_PARTNER_OVER, NO_SECOND_LOW_WIDE
from tests.solver.brute import brute, led_ending
from tests.solver.compiled import solve_afresh
from whist import Seat

#: West has led D8 (no trumps); North, second hand, holds DA, and South, to play last,
#: DK, which beats anything East can play: stail2's rule (a) would try DA after North's
#: low diamonds
WITH_BISHOP = {
    Seat.NORTH: "DA DB D3 D2",
    Seat.EAST: "DQ D9 S2 HK",
    Seat.SOUTH: "DK C3 H3 S3",
    Seat.WEST: "CA C2 H2",
}
#: the same, North's bishop given to East for East's D9 (North's D5 for it): the rule fires
WITHOUT_BISHOP = {
    Seat.NORTH: "DA D5 D3 D2",
    Seat.EAST: "DQ DB S2 HK",
    Seat.SOUTH: "DK C3 H3 S3",
    Seat.WEST: "CA C2 H2",
}


def _led(hands: dict[Seat, str]) -> Position:
    return led_ending(hands, None, Seat.WEST, "D8", ns=0, ew=9)


@pytest.mark.parametrize("hands", [WITH_BISHOP, WITHOUT_BISHOP], ids=["bishop", "none"])
def test_the_values_agree_with_the_brute_force_on_and_off(hands: dict[Seat, str]) -> None:
    position = _led(hands)
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_PARTNER_OVER)
    assert on == off
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))


def test_holding_the_bishop_the_second_hand_keeps_its_order() -> None:
    """The narrowing: with the bishop the bit changes nothing; without it, the rule fires."""
    # (stail14's widened tricks-search rule, under the same bit, set on both sides)
    base = NO_SECOND_LOW_WIDE
    with_on, with_off = (solve_afresh(_led(WITH_BISHOP), base | o)[1] for o in (0, NO_PARTNER_OVER))
    none_on, none_off = (
        solve_afresh(_led(WITHOUT_BISHOP), base | o)[1] for o in (0, NO_PARTNER_OVER)
    )
    assert with_on == with_off
    assert none_on != none_off

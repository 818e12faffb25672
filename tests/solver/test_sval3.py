"""sval3 (issue 17): in the points search the second hand's sure winner tried later in two
places at the deal's first seven tricks (follow_weight(), second_trump_late() and
spends_own_guard() in solver/_core.c; whole deal 97 of bench/bench_solver.py):
East-West's trump above every trump of the partner's on the irregular trick (a knight
led, tricks 1-12) where the partner could take the trick, after the hand's lowest cards
(West's CQ over South's led knight); and the second hand's top kept over its own bishop
as sorder4 keeps it over the partner's (South's HA over East's H5, South's HJ under
West's HK987). ``SECOND_WINNER_FIRST`` weighs both as any sure winner, as before. The
rules are only an order, never a bound: small endings agree with the brute force with
the bit on and off (those are tricks 9-11, where the rules do not act: they guard the
rest of the order the rules sit in), and where the rules do act (knight-led endings of
7-9 cards a hand, positions played to tricks 1-6) the values are equal with the bit on
and off, from an empty table and with one table kept, and the bit changes the positions
searched."""

from __future__ import annotations

import random

from solver.search import SECOND_WINNER_FIRST
from tests.solver.brute import brute, knights_ending
from tests.solver.compiled import (
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from tests.solver.test_irregular import _knight_led


def test_small_endings_agree_with_the_brute_force_either_way() -> None:
    rng = random.Random(2020)
    endings = [knights_ending(rng, 3, 5) for _ in range(20)]
    endings += [_knight_led(rng, 3, 5) for _ in range(20)]
    for options in (0, SECOND_WINNER_FIRST):
        for position in endings:
            value = solve_afresh(position, options)[0]
            assert value.points == brute(position, "points"), (options, position)


def test_the_bit_changes_no_value_and_some_positions() -> None:
    rng = random.Random(2021)
    knight_led = [_knight_led(rng, 7, 9) for _ in range(40)]
    # the same values (asserted inside), and the order did change somewhere
    assert searches_differing(knight_led, SECOND_WINNER_FIRST) > 0
    played = [played_to(rng, trick, 1) for trick in (1, 2, 3, 4, 5, 6) for _ in range(2)]
    assert searches_differing(played, SECOND_WINNER_FIRST) > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(2022)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (4, 5, 6, 7, 8, 9)]
    positions += [_knight_led(rng, 7, 9) for _ in range(30)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, SECOND_WINNER_FIRST
    )

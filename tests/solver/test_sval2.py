"""sval2 (issue 17): in the points search, East-West's fourth hand on the irregular trick
(a knight led, tricks 1-12) tries a trump that takes the trick after a plain card that
takes it there and would lose a round of its own suit (follow_weight() and
plain_loser_wins() in solver/_core.c; whole deal 35 of bench/bench_solver.py: East's
HJ and H7 failed before DQ over South's led knight). ``FOURTH_TRUMP_FIRST`` weighs the
trump as any sure winner, as before. The rule is only an order, never a bound: endings
agree with the brute force with the bit on and off, random positions give equal values
from an empty table and with one table kept, and the bit does change the positions
searched somewhere."""

from __future__ import annotations

import random

from solver.search import FOURTH_TRUMP_FIRST
from tests.solver.brute import brute, knights_ending
from tests.solver.compiled import (
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to


def test_small_endings_agree_with_the_brute_force_either_way() -> None:
    rng = random.Random(1919)
    endings = [knights_ending(rng, 3, 5) for _ in range(30)]
    for options in (0, FOURTH_TRUMP_FIRST):
        for position in endings:
            value = solve_afresh(position, options)[0]
            assert value.points == brute(position, "points"), (options, position)


def test_the_bit_changes_no_value_and_some_positions() -> None:
    rng = random.Random(1920)
    endings = [knights_ending(rng, 6, 9) for _ in range(60)]
    # the same values (asserted inside), and the order did change somewhere
    assert searches_differing(endings, FOURTH_TRUMP_FIRST) > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1921)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (4, 5, 6, 7, 8, 9)]
    positions += [knights_ending(rng, 5, 8) for _ in range(30)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, FOURTH_TRUMP_FIRST
    )

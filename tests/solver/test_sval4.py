"""sval4 (issue 17): in the points search, East-West's fourth hand on the irregular trick
(a knight led, tricks 1-12) weighs its plain sure winners and bishops by what each is
worth kept (fourth_spend() in solver/_core.c; whole deal 63 of bench/bench_solver.py:
West's CK under North's CAQ6 was tried after HJ, SQ, SK and HK): a card the next hand
holds a tenace over first, one above an adversary's bishop after the other winners, a
bishop its other cards do not guard first of all. ``FOURTH_SPEND_ANY`` weighs them as any
sure winner, as before. The rules are only an order, never a bound: small endings agree
with the brute force with the bit on and off, knight-led endings and positions played into
the deal give equal values from an empty table and with one table kept, and the bit does
change the positions searched."""

from __future__ import annotations

import random

from solver.search import FOURTH_SPEND_ANY
from tests.solver.brute import brute, knights_ending
from tests.solver.compiled import (
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from tests.solver.test_irregular import _knight_led


def test_small_endings_agree_with_the_brute_force_either_way() -> None:
    rng = random.Random(2121)
    endings = [knights_ending(rng, 3, 5) for _ in range(20)]
    endings += [_knight_led(rng, 3, 5) for _ in range(20)]
    for options in (0, FOURTH_SPEND_ANY):
        for position in endings:
            value = solve_afresh(position, options)[0]
            assert value.points == brute(position, "points"), (options, position)


def test_the_bit_changes_no_value_and_some_positions() -> None:
    rng = random.Random(2122)
    knight_led = [_knight_led(rng, 6, 9) for _ in range(40)]
    # the same values (asserted inside), and the order did change somewhere
    assert searches_differing(knight_led, FOURTH_SPEND_ANY) > 0
    played = [played_to(rng, trick, 1) for trick in (1, 2, 3, 4, 5, 6) for _ in range(2)]
    searches_differing(played, FOURTH_SPEND_ANY)


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(2123)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (4, 5, 6, 7, 8, 9)]
    positions += [_knight_led(rng, 6, 9) for _ in range(30)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, FOURTH_SPEND_ANY
    )

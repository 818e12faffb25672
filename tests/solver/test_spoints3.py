"""The points search's use of the tricks search's table (issue 17, solver/_core.c
tricks_bound() and tricks_card_for()): at a trick start where the points search's own
table has no card that refuted the position, the card the tricks search found is tried
first at North-South's turn only (East-West's: tests/solver/test_stcard.py), and after
the card of the latest position of the same key (kin_refutation(); its bit,
TRICKS_CARD_FIRST, which tried it before kin's, was retired in round 20). Dana's count is
"All tricks over six counts one point as in old time whist, and in addition, each bishop
counts two points" (Bishops Whist, 1899): the points search weighs bishops the tricks
search does not, so the tricks search's card is only a guess of the order, never a bound;
random endings agree with the brute force, and so does a search told a wrong guess."""

from __future__ import annotations

import random

from solver.search import _core
from tests.solver.brute import brute
from tests.solver.compiled import compiled_solver, solve_afresh
from tests.solver.deals import ending_with_bishop_and_knight


def test_the_points_search_with_the_tricks_card_agrees_with_the_brute_force() -> None:
    rng = random.Random(84)
    for _ in range(20):
        position = ending_with_bishop_and_knight(rng, rng.randint(3, 5))
        value, _ = solve_afresh(position, 0)
        assert value.points == brute(position, "points"), position
        assert value.tricks == brute(position, "tricks"), position


def test_any_guess_gives_the_same_points() -> None:
    """The guess only orders the tests: a solver told any last value as its guess, far off or near, finds the same points."""
    assert _core is not None, "the compiled core is built by pip install"
    rng = random.Random(85)
    for _ in range(10):
        position = ending_with_bishop_and_knight(rng, rng.randint(5, 7))
        value, _ = solve_afresh(position, 0)
        assert value.points is not None
        for off in (-9, -4, -1, 1, 4, 9):
            _core.clear()
            solver = compiled_solver(position, 0)
            solver._last_points = value.points + off  # the first guess of its search
            assert solver.solve(position) == value, (position, off)

"""The points search's use of the tricks search's table (issue 17, solver/_core.c
tricks_bound() and tricks_card_for()): at a trick start where the points search's own
table has no card that refuted the position, the card the tricks search found is tried
first at North-South's turn only (East-West's: tests/solver/test_stcard.py), and after
the card of the latest position of the same key (kin_refutation()):
``TRICKS_CARD_FIRST`` tries it before kin's. Dana's count is "All tricks over six counts one point as in
old time whist, and in addition, each bishop counts two points" (Bishops Whist, 1899):
the points search weighs bishops the tricks search does not, so the tricks search's card
is only a guess of the order, never a bound; random endings give equal values every way,
the brute force agrees, and so does a search told a wrong guess."""

from __future__ import annotations

import random

import pytest

from solver.search import TRICKS_CARD_FIRST, _core
from tests.solver.brute import brute
from tests.solver.compiled import compiled_solver, searches_differing, solve_afresh
from tests.solver.deals import ending_with_bishop_and_knight


@pytest.mark.parametrize("options", [TRICKS_CARD_FIRST], ids=["first"])
def test_the_tricks_card_changes_no_value(options: int) -> None:
    rng = random.Random(83 + options % 11)
    positions = [ending_with_bishop_and_knight(rng, rng.randint(7, 10)) for _ in range(60)]
    # the bit does change the order somewhere (else this test would compare nothing;
    # srel2's tighter entries left TRICKS_CARD_FIRST no position of 5-8 cards a hand it
    # changed, of 120: the kin's card and the tricks search's seldom both there)
    assert searches_differing(positions, options) > 0


def test_the_points_search_with_the_tricks_card_agrees_with_the_brute_force() -> None:
    rng = random.Random(84)
    for _ in range(20):
        position = ending_with_bishop_and_knight(rng, rng.randint(3, 5))
        for options in (0, TRICKS_CARD_FIRST):
            value, _ = solve_afresh(position, options)
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

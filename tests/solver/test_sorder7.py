"""The points search's walk with the test beside a failing first guess (sorder7,
NO_BESIDE off; solver/search.py walk(), walk() in _core.c): where the first guess fails,
one below it is tested next (the value a trick off the guess), and where that fails too
the walk goes on as before, a bishop at a time. The walk only orders the tests: from any
guess the same value, in the compiled core (with the bit and without) and in the
Python reference alike."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.api import POINTS_PER_BISHOP
from solver.search import NO_BESIDE
from tests.solver.compiled import searches_differing
from tests.solver.test_spoints4 import _any_guess_agrees, _walked, _with_bishops

STRIDE = 2 * POINTS_PER_BISHOP


def test_the_test_beside_a_failing_guess() -> None:
    # deal 57 of bench_solver's 100 (seed 17): guess 13, value 12: two tests, not four
    assert _walked(5, 21, 13, 12, beside=True) == [13, 12]
    assert _walked(5, 21, 13, 12, beside=False) == [13, 10, 11, 12]
    # a bishop fewer: the test beside, then on as before
    assert _walked(5, 21, 13, 9, beside=True) == [13, 12, 10, 9]
    assert _walked(5, 21, 13, 9, beside=False) == [13, 10, 9]
    assert _walked(5, 21, 13, 10, beside=True) == [13, 12, 10, 11]
    # two bishops fewer: the test beside the first guess only
    assert _walked(2, 18, 14, 6, beside=True) == [14, 13, 11, 10, 7, 6]
    # the guess passed: as before
    assert _walked(8, 20, 16, 20, beside=True) == [16, 17, 20]
    assert _walked(6, 18, 10, 10, beside=True) == [10, 11]


def test_the_walk_finds_every_value_from_every_guess() -> None:
    for low in range(0, 4):
        for high in range(low, low + 18):
            for guess in range(low - 5, high + 6):
                for value in range(low, high + 1):
                    tested = _walked(low, high, guess, value, beside=True)  # it asserts the value
                    assert len(tested) == len(set(tested)), (low, high, guess, value)


def test_the_bit_changes_no_value() -> None:
    rng = random.Random(717)
    positions: list[Position] = [_with_bishops(rng, rng.randint(5, 8)) for _ in range(60)]
    # the order of the tests does change somewhere (else this compares nothing)
    assert searches_differing(positions, NO_BESIDE) > 0


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "reference"])
def test_any_guess_gives_the_same_value_with_the_test_beside(compiled: bool) -> None:
    settings = ((STRIDE, 0), (STRIDE, NO_BESIDE))
    _any_guess_agrees(compiled, 718 + compiled, 1 if compiled else 3, settings)

"""The points search's walk down from a failed guess (issue 17, sworst): with
:data:`solver.search.WALK_BESIDE` or-ed into solve()'s stride (solver/api.py's
BESIDE_WALK), a failed test at the walk's estimate is followed by the test beside it
(one below) before the test one above the estimate a bishop lower, on the walk down
only. Measured on bench_solver's deals (seed 17) whose value lies below the guess: a
value one below it no longer pays the tests between (deal 57 gave up at 60M points
positions; 57.2M now). The walk only orders the tests: any guess gives the same value,
in the compiled core and in the Python reference alike."""

from __future__ import annotations

import random

import pytest

from solver import api
from solver.search import WALK_BESIDE, _core, walk
from tests.solver.compiled import solve_afresh
from tests.solver.test_spoints4 import STRIDE, _points_search, _with_bishops

BESIDE = STRIDE | WALK_BESIDE


def _walked(low: int, high: int, guess: int, value: int, stride: int = BESIDE) -> list[int]:
    """The targets solve()'s driver tests with ``stride`` for a search whose value is
    ``value`` (search.py's loop, the tests answered from ``value``)."""
    tested = []
    estimate = guess
    wanted: int | None = low + 1 if guess == low < high else guess
    while low < high:
        target = (low + high + 1) // 2
        if wanted is not None and low < wanted <= high:
            target = wanted
        chosen, wanted = wanted, None
        tested.append(target)
        if value >= target:
            low = target
        else:
            high = target - 1
        if target == chosen:
            estimate, wanted = walk(stride, estimate, target, value >= target, low)
    assert low == value
    return tested


def test_the_walk_down_tests_beside_the_failed_estimate_first() -> None:
    # one below the guess: two tests (the walk without the flag: four)
    assert _walked(5, 21, 13, 12) == [13, 12]
    assert _walked(5, 21, 13, 12, STRIDE) == [13, 10, 11, 12]
    # a bishop below: beside, then one above the estimate below, then that estimate
    assert _walked(5, 21, 13, 9) == [13, 12, 10, 9]
    assert _walked(5, 21, 13, 10) == [13, 12, 10, 11]
    # two bishops and one below: beside at each estimate down
    assert _walked(2, 18, 14, 5) == [14, 13, 11, 10, 9, 7, 6, 5]
    # near the window's floor no test beside (nothing between to save)
    assert _walked(10, 21, 13, 12) == [13, 11, 12]


def test_the_walk_up_is_unchanged() -> None:
    for value in range(13, 22):
        assert _walked(5, 21, 13, value) == _walked(5, 21, 13, value, STRIDE), value


def test_the_walk_finds_every_value_from_every_guess() -> None:
    for low in range(0, 4):
        for high in range(low, low + 18):
            for guess in range(low - 5, high + 6):
                for value in range(low, high + 1):
                    tested = _walked(low, high, guess, value)  # it asserts the value
                    assert len(tested) == len(set(tested)), (low, high, guess, value)


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "reference"])
def test_any_guess_walked_beside_gives_the_same_value(compiled: bool) -> None:
    rng = random.Random(171 + compiled)
    for _ in range(6 if compiled else 3):
        position = _with_bishops(rng, rng.randint(5, 7) if compiled else 3)
        search, args = _points_search(position, compiled)
        value = search.solve(*args)  # type: ignore[arg-type]
        for guess in range(-2, value + 3 * STRIDE, 3 if compiled else 5):
            if _core is not None:
                _core.clear()
            search, _ = _points_search(position, compiled)
            found = search.solve(*args, guess=guess, stride=BESIDE)  # type: ignore[arg-type]
            assert found == value, (position, guess)


def test_the_walk_beside_saves_positions_below_the_guess() -> None:
    assert _core is not None, "the compiled core is built by pip install"
    position = _with_bishops(random.Random(171), 8)
    search, args = _points_search(position, True)
    value = search.solve(*args)  # type: ignore[arg-type]
    nodes = []
    for stride in (STRIDE, BESIDE):
        _core.clear()
        search, _ = _points_search(position, True)
        assert search.solve(*args, guess=value + 1, stride=stride) == value  # type: ignore[arg-type]
        nodes.append(search.nodes)
    assert nodes[1] < nodes[0], nodes  # 6,757 -> 5,659


def test_the_solver_gives_the_same_values_with_the_walk_beside_off(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(172)
    positions = [_with_bishops(rng, rng.randint(6, 8)) for _ in range(30)]
    beside = [solve_afresh(p, 0) for p in positions]
    monkeypatch.setattr(api, "BESIDE_WALK", False)
    assert api.points_stride() == STRIDE
    plain = [solve_afresh(p, 0) for p in positions]
    assert [v for v, _ in beside] == [v for v, _ in plain]
    # the walk did change the order of some tests (else this compared nothing)
    assert any(a != b for (_, a), (_, b) in zip(beside, plain, strict=True))

"""The points search of a Bishops deal (issue 17, spoints4): the walk of its tests from
a first guess a bishop at a time (solver/search.py walk(), solve() in _core.c), and the
tricks search's table read as the points search's bound with the bishops' part where
North-South take every trick left or none (as_gain() in _core.c; NO_ALL_BISHOPS).

Dana's count: "All tricks over six counts one point as in old time whist, and in
addition, each bishop counts two points" (Bishops Whist, 1899), a bishop to the side
that takes the trick it falls on. Every card left is played to the tricks left, so a
side taking every trick left takes every bishop left, and one taking none takes none:
random endings give equal values with the bound off and on, and the brute force agrees.
The walk only orders the tests: any guess, with or without the stride, gives the same
value, in the compiled core and in the Python reference alike."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.api import (
    ODD_FROM,
    POINTS_PER_BISHOP,
    _bishops_left,
    _check,
    _points_held,
    _points_window,
)
from solver.rules import trump_code
from solver.search import NO_ALL_BISHOPS, NO_POINTS_FORESEE, Search, _core, walk
from tests.solver.brute import brute, random_ending
from tests.solver.compiled import searches_differing, solve_afresh
from whist import KNIGHT, Side
from whist.games import BISHOPS_WHIST

STRIDE = 2 * POINTS_PER_BISHOP


def _with_bishops(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending with a bishop still held."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        held = [c for hand in position.hands.values() for c in hand]
        if any(c.is_bishop for c in held) and (cards < 6 or KNIGHT in held):
            return position


def _walked(low: int, high: int, guess: int, value: int, beside: bool = False) -> list[int]:
    """The targets solve()'s driver tests with the stride, for a search whose value is
    ``value`` (search.py's loop, the tests answered from ``value``), without the test
    beside a failing first guess (NO_BESIDE, as spoints4 left the walk) or, ``beside``,
    with it (sorder7)."""
    tested = []
    estimate = guess
    first = guess if beside else None
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
            estimate, wanted = walk(STRIDE, estimate, target, value >= target, first)
    assert low == value
    return tested


def test_the_walk_steps_a_bishop_at_a_time() -> None:
    # the guess right: it and one above it
    assert _walked(6, 18, 10, 10) == [10, 11]
    # a bishop fewer: the guess, one above the estimate below, then that estimate's test
    # is known from the binary search's middle
    assert _walked(6, 18, 14, 11) == [14, 11, 12]
    assert _walked(3, 11, 7, 4) == [7, 4, 5]
    # two bishops fewer: down the estimates
    assert _walked(2, 18, 14, 6) == [14, 11, 10, 7, 6]
    # a bishop more: the guess, one above, the next estimate, one above it
    assert _walked(8, 20, 16, 20) == [16, 17, 20]
    assert _walked(9, 25, 17, 21) == [17, 18, 21, 22]


def test_the_walk_finds_every_value_from_every_guess() -> None:
    for low in range(0, 4):
        for high in range(low, low + 18):
            for guess in range(low - 5, high + 6):
                for value in range(low, high + 1):
                    tested = _walked(low, high, guess, value)  # it asserts the value
                    assert len(tested) == len(set(tested)), (low, high, guess, value)


def _points_search(position: Position, compiled: bool) -> tuple[Search, tuple[object, ...]]:
    hands, trick = _check(position)
    need = max(0, ODD_FROM - position.tricks_taken[Side.NS])
    search = Search(trump_code(position.trump), True, trick_weight=1, bishop_weight=STRIDE, step=1)
    search.compiled = compiled
    return search, (hands, trick, position.to_play.value, position.trick_number, need)


def _any_guess_agrees(
    compiled: bool, seed: int, step: int, settings: tuple[tuple[int, int], ...]
) -> None:
    """Random endings solved from every ``step``-th guess with each (stride, options) of
    ``settings`` give the value found without a guess."""
    rng = random.Random(seed)
    for _ in range(6 if compiled else 3):
        position = _with_bishops(rng, rng.randint(5, 7) if compiled else 3)
        search, args = _points_search(position, compiled)
        value = search.solve(*args)  # type: ignore[arg-type]
        for guess in range(-2, value + 3 * STRIDE, step):
            for stride, options in settings:
                if _core is not None:
                    _core.clear()
                search, _ = _points_search(position, compiled)
                search.options = options
                found = search.solve(*args, guess=guess, stride=stride)  # type: ignore[arg-type]
                assert found == value, (position, guess, stride, options)


@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "reference"])
def test_any_guess_with_the_stride_gives_the_same_value(compiled: bool) -> None:
    _any_guess_agrees(compiled, 91 + compiled, 3 if compiled else 5, ((0, 0), (STRIDE, 0)))


@pytest.mark.parametrize(
    "options", [NO_ALL_BISHOPS, NO_POINTS_FORESEE], ids=["all-bishops", "foresee"]
)
def test_the_bounds_change_no_value(options: int) -> None:
    rng = random.Random(92 + options % 7)
    positions = [_with_bishops(rng, rng.randint(5, 8)) for _ in range(60)]
    # the bound does decide somewhere (else this test would compare nothing)
    assert searches_differing(positions, options) > 0


def test_the_bishops_the_tricks_can_hold_agree_with_the_brute_force() -> None:
    rng = random.Random(93)
    for _ in range(40):
        position = _with_bishops(rng, rng.randint(3, 5))
        for options in (0, NO_ALL_BISHOPS | NO_POINTS_FORESEE):
            value, _ = solve_afresh(position, options)
            assert value.points == brute(position, "points"), position
            assert value.tricks == brute(position, "tricks"), position


def test_the_window_from_where_the_bishops_are_holds_the_value() -> None:
    """At a trick start the tricks value and the bishops' hands narrow the points
    window (solver/api.py _points_held()): the value found without any window lies in
    it, and it is narrower than the bishops counted none to all somewhere."""
    rng = random.Random(94)
    narrower = 0
    for _ in range(80):
        position = _with_bishops(rng, rng.randint(2, 6))
        if position.trick:
            continue
        hands, trick = _check(position)
        need = max(0, ODD_FROM - position.tricks_taken[Side.NS])
        left = 14 - position.trick_number
        tricks = Search(trump_code(position.trump), True)
        rest = tricks.solve(hands, trick, position.to_play.value, position.trick_number, 0)
        search, args = _points_search(position, True)
        value = search.solve(*args)  # type: ignore[arg-type]
        low, high = _points_held(rest, need, hands, left)
        wide = _points_window(rest, need, _bishops_left(hands, trick))
        assert low <= value <= high, position
        assert wide[0] <= low <= high <= wide[1]
        narrower += (low, high) != wide
    assert narrower > 0

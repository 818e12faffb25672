"""A new solver forgets the process's table (issue 17's speed): the compiled core's table is
the process's, and a table full of another deal's entries, all true, slows each lookup of
the new deal's (bench_solver's deals 4-12 one after another in one process: 20-30% more
CPU for the same positions). So a solver's first search after another solver's forgets
it (solver.search.forget_table(), _core.forget()); its own later searches keep it, and
Solver.keep_table() goes on from it as it is (the tests that check entries across
positions)."""

from __future__ import annotations

import random

from solver import Position, Solver
from solver.search import _core
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST


def _position() -> Position:
    return played_to(random.Random(29), 6)


def _solved(position: Position, keep: bool = False) -> tuple[Solver, int]:
    solver = Solver(BISHOPS_WHIST, position.trump)
    if keep:
        solver.keep_table()
    solver.solve(position)
    return solver, solver.nodes


def test_a_new_solver_searches_as_from_an_empty_table() -> None:
    assert _core is not None, "the compiled core is built by pip install"
    position = _position()
    _core.clear()
    first, fresh = _solved(position)
    assert fresh > 1000  # a search, not an answer from the table
    # the same solver again: its own entries answer at once
    first.solve(position)
    assert first.nodes - fresh < fresh // 10
    # a new solver: as from an empty table, the same positions as the first time
    assert _solved(position)[1] == fresh


def test_keep_table_goes_on_from_the_entries_left() -> None:
    assert _core is not None, "the compiled core is built by pip install"
    position = _position()
    _core.clear()
    fresh = _solved(position)[1]
    assert _solved(position, keep=True)[1] < fresh // 10


def test_forgetting_keeps_a_small_pool_small() -> None:
    """forget() keeps the pool's size (clear(64): the tests' small pool that thins),
    where clear() would lay the whole pool out again: the values stay those of a
    search with the whole pool."""
    assert _core is not None, "the compiled core is built by pip install"
    position = _position()
    _core.clear()
    whole_solver, whole = _solved(position)
    _core.clear(64)
    try:
        small_solver, small = _solved(position)
    finally:
        _core.clear()
    assert small_solver.solve(position) == whole_solver.solve(position)
    assert small != whole  # 64 entries thinned again and again: other positions searched

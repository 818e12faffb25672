"""The compiled core with some of its prunings turned off (``options``: the bits of
:mod:`solver.search`), for the tests that compare values, or positions searched, with
an option off and on."""

from __future__ import annotations

from solver import Position, Solver, Value
from solver.search import _core


def compiled_solver(position: Position, options: int) -> Solver:
    """A solver for ``position``'s game and trump whose searches (tricks, and points
    where the game has them) run in the compiled core with ``options``."""
    solver = Solver(position.game, position.trump)
    for search in {id(s): s for s in (solver._tricks, solver._points)}.values():
        assert search.compiled, "the compiled core is built by pip install"
        search.options = options
    return solver


def solve_afresh(position: Position, options: int) -> tuple[Value, int]:
    """The value of ``position`` with ``options`` and the positions searched, from an
    empty table (so the counts of two option sets compare)."""
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear()
    solver = compiled_solver(position, options)
    return solver.solve(position), solver.nodes

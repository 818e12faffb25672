"""The compiled core with some of its prunings turned off (``options``: the bits of
:mod:`solver.search`), for the tests that compare values, or positions searched, with
an option off and on."""

from __future__ import annotations

from solver import Position, Solver


def compiled_solver(position: Position, options: int) -> Solver:
    """A solver for ``position``'s game and trump whose searches (tricks, and points
    where the game has them) run in the compiled core with ``options``."""
    solver = Solver(position.game, position.trump)
    for search in {id(s): s for s in (solver._tricks, solver._points)}.values():
        assert search.compiled, "the compiled core is built by pip install"
        search.options = options
    return solver

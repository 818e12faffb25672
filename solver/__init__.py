"""Double-dummy solving for both games: duplicate whist and Bishops whist.

No bridge program knows the Bishops pack (its pipeless knights, the irregular trick, the
knight's trick) or its scoring (tricks over six, two points a bishop), so this package
searches the play itself, with the engine's rules (:mod:`whist.games`). For duplicate
whist DDS (:mod:`dealer.analysis`) stays the solver of record; this one agrees with it
and is tested so.

Use :func:`solve_board` for a board as dealt, or :class:`Solver` with :class:`Position`
for any moment of the play (reuse one ``Solver`` for the positions of one deal).
"""

from solver.api import (
    Position,
    Solver,
    SolverError,
    SolverGaveUp,
    Value,
    opening,
    play,
    solve,
    solve_board,
    solve_deal,
)

__all__ = [
    "Position",
    "Solver",
    "SolverError",
    "SolverGaveUp",
    "Value",
    "opening",
    "play",
    "solve",
    "solve_board",
    "solve_deal",
]

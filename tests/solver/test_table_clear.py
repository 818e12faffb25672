"""The compiled core's table after ``clear()``: the same search again (issue 17).

``clear()`` forgets the table whole, so a position solved after it searches exactly the
positions it searched the first time: the entries, and also the turn in which a full
chain's entries are overwritten (each bucket's ``bucket_turn``, which ``clear()`` did not
reset before: the second search then overwrote other entries and searched a few
thousand positions more or fewer). A small pool that fills and is thinned again and
again gives the values without a table.
"""

from __future__ import annotations

import random

from solver import Position, Solver
from solver.search import NO_TABLE, _core
from tests.solver.compiled import compiled_solver
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST


def _deal_at(seed: int, trick: int) -> Position:
    """A random Bishops deal played out at random to the start of ``trick``, as
    bench/solver_nodes.py makes them (its first position for ``--seed`` and ``--trick``)."""
    return played_to(random.Random(seed), trick)


def test_a_search_after_clear_searches_the_same_positions() -> None:
    """Seed 5, trick 4: a search of ~5 million positions whose chains fill (48 entries)
    and are overwritten in turn; twice after ``clear()``, the same count (before the fix,
    5,098,240 and then 5,095,892)."""
    assert _core is not None, "the compiled core is built by pip install"
    position = _deal_at(5, 4)
    counts = []
    values = []
    for _ in range(2):
        _core.clear()
        solver = Solver(BISHOPS_WHIST, position.trump)
        values.append(solver.solve(position))
        counts.append(solver.nodes)
    _core.clear()
    assert values[0] == values[1]
    assert counts[0] == counts[1], counts


def test_a_small_pool_laid_out_again_keeps_the_values() -> None:
    """A pool of 64 entries, thinned again and again while the endings are solved (and
    cleared between): the values are those without a table."""
    assert _core is not None, "the compiled core is built by pip install"
    rng = random.Random(11)
    positions = [_deal_at(rng.randrange(1000), 10) for _ in range(12)]
    _core.clear(64)
    try:
        kept = [compiled_solver(position, 0).solve(position) for position in positions]
    finally:
        _core.clear()
    for position, value in zip(positions, kept, strict=True):
        assert value == compiled_solver(position, NO_TABLE).solve(position), position

"""A chain's later entries taken in blocks (sfast10; ``pool_take()``, ``bucket_next``,
``table_thin()`` in solver/_core.c).

From its BLOCK_FROM-th entry on, a chain's new entries are taken BLOCK at a time side by
side in a region after the pool, so that their links share a cache line and a walk of a
long chain reads fewer lines. Only an entry's place changes: the chains, their order and
the pool's thinning (at as many entries taken as before) are the same, so every search
searches the same positions with blocks as without (``clear()``'s third argument: a
chain's entries from that many on in blocks; CHAIN: none), in a whole pool, in a small
one thinned again and again, and with short chains overwritten in turn; and
``table_check()`` finds each block's entries in one chain.
"""

from __future__ import annotations

import mmap
import random
import struct

import pytest

from solver import Position, Solver
from solver.search import NO_KNIGHT_PAIR, NO_KNIGHT_PAIR_MID, _core
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import compiled_solver
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST

pytestmark = pytest.mark.skipif(_core is None, reason="the compiled core is not built")

#: solver/_core.c's CHAIN: a chain never reaches it before it is full, so no blocks
NO_BLOCKS = 1024


def _positions(seed: int) -> list[Position]:
    """Bishops deals played to tricks 6-9 (long chains of one key), and endings where
    knights are held."""
    rng = random.Random(seed)
    deals = [played_to(rng, rng.randint(6, 9)) for _ in range(5)]
    return deals + [knights_ending(rng, 5, 8) for _ in range(8)]


def _searched(
    positions: list[Position], pool: int, chain: int, blocks: int
) -> list[tuple[object, int, int]]:
    """Each position's value, positions searched and table_check()'s entries, solved one
    after another from one table cleared with ``pool``, ``chain`` and ``blocks``."""
    assert _core is not None
    _core.clear(pool, chain, blocks)
    found: list[tuple[object, int, int]] = []
    try:
        for position in positions:
            solver = compiled_solver(position, 0)
            value = solver.solve(position)
            found.append((value, solver.nodes, _core.table_check()))
    finally:
        _core.clear()
    return found


@pytest.mark.parametrize(
    ("pool", "chain"),
    [(0, 0), (1000, 0), (0, 6)],
    ids=["whole pool", "small pool thinned", "short chains overwritten"],
)
def test_blocks_search_the_same_positions(pool: int, chain: int) -> None:
    positions = _positions(2026 + 10)
    without = _searched(positions, pool, chain, NO_BLOCKS)
    for blocks in (1, 0, 3):
        assert _searched(positions, pool, chain, blocks) == without, blocks


def test_a_long_search_searches_the_same_positions_with_blocks() -> None:
    """A deal played to trick 4 (seed 5: ~5 million positions, long chains)."""
    position = played_to(random.Random(5), 4)
    assert _searched([position], 0, 0, NO_BLOCKS) == _searched([position], 0, 0, 0)


def test_a_shared_table_after_blocks_thins_without_them() -> None:
    """A table of this process's own with blocks in use, then a shared one (share(): its
    mapping holds the pool alone) filled and thinned: no block is left over from the
    first (before the fix, the shared table's thinning read the freed blocks' list and
    the process crashed)."""
    assert _core is not None
    rng = random.Random(2026 + 11)
    position = played_to(rng, 7)
    _core.clear(0, 0, 1)
    # (sknight4's rule off: with it this deal's search stores too few entries for blocks)
    compiled_solver(position, NO_KNIGHT_PAIR | NO_KNIGHT_PAIR_MID).solve(position)
    assert _core.table_check() > 500  # chains of two entries and more: blocks in use
    endings = [random_ending(rng, BISHOPS_WHIST, 6) for _ in range(12)]
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 0, 64, False)
    _core.share(buffer)
    try:
        shared = [Solver(p.game, p.trump).solve(p) for p in endings]
        assert _core.table_check() > 0
    finally:
        _core.clear()
    _, _, thins = struct.unpack_from("III", buffer, 64)  # (Shared: pool_used, thinning, thins)
    assert thins > 0
    assert shared == [Solver(p.game, p.trump).solve(p) for p in endings]

"""The tag of a chain's entry in the link that names it (sblock; ``Link``, ``buckets``,
lookup_as_locked(), store_locked(), table_thin() in solver/_core.c).

A bucket's head is a link (the chain's first entry and that entry's tag), and each
entry's link holds the next entry's place and tag: a walk tests an entry's tag in the line
it read its place from, so a lookup reads an entry's link only to go past it. Every chain,
its order, the entry moved to its head and the entry a full chain overwrites are as
before, so the searches are the same (bench/driver_deals.py --deals 2,6,7 searched
12,538,997 positions before and after). ``table_check()`` walks every chain and checks
that each entry taken from the pool is in exactly one chain, its own bucket's, no chain
longer than the limit, and each tag its entry's: after searches that fill the pool, thin
it again and again, overwrite full chains and move entries to their chain's head, and in
a table two processes share.
"""

from __future__ import annotations

import mmap
import os
import random

import pytest

from solver import Position, Solver
from solver.search import NO_CHAIN_TAGS, NO_MOVE_FRONT, _core
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import compiled_solver
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST

pytestmark = pytest.mark.skipif(_core is None, reason="the compiled core is not built")


def _positions(seed: int) -> list[Position]:
    """Bishops deals played to tricks 6-9 (long chains of one key, entries moved to their
    head), and endings where knights are held."""
    rng = random.Random(seed)
    deals = [played_to(rng, rng.randint(6, 9)) for _ in range(6)]
    return deals + [knights_ending(rng, 5, 8) for _ in range(12)]


def _checked_after_each(positions: list[Position], options: int, pool: int) -> list[int]:
    """The entries table_check() finds after each of ``positions`` is solved, one table
    kept (a pool of ``pool`` entries; 0: the whole pool)."""
    assert _core is not None
    _core.clear(pool)
    found = []
    try:
        for position in positions:
            compiled_solver(position, options).solve(position)
            found.append(_core.table_check())
    finally:
        _core.clear()
    return found


def test_the_chains_hold_in_the_whole_pool() -> None:
    found = _checked_after_each(_positions(2026 + 16), 0, 0)
    # many entries, long chains (9,556 since sorder16's order searched fewer positions)
    assert found[-1] > 9_000
    assert found == sorted(found)  # nothing forgotten in a pool not full


@pytest.mark.parametrize("options", [0, NO_MOVE_FRONT, NO_CHAIN_TAGS])
def test_the_chains_hold_in_a_small_pool_thinned_again_and_again(options: int) -> None:
    """A pool of 1,000 entries: thinned again and again (table_thin() renumbers the
    entries kept and links each chain again, the tags with them), its fuller chains
    overwritten in turn."""
    found = _checked_after_each(_positions(2026 + 17), options, 1000)
    assert all(0 < n < 1000 for n in found)
    assert found != sorted(found)  # thinned


def test_clear_empties_every_block() -> None:
    assert _core is not None
    positions = _positions(2026 + 18)[:3]
    _checked_after_each(positions, 0, 0)
    _core.clear()
    assert _core.table_check() == 0
    _core.forget()
    assert _core.table_check() == 0


def test_the_chains_hold_in_a_table_two_processes_share() -> None:
    """Two processes search at once on one shared table of 2,048 entries (filled, and
    thinned by shared_thin()); the blocks' lists are whole afterwards."""
    assert _core is not None
    rng = random.Random(2026 + 19)
    positions = [random_ending(rng, BISHOPS_WHIST, rng.randint(5, 7)) for _ in range(20)]
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 0, 2048, False)
    pids = []
    for _ in range(2):
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                _core.share(buffer)
                for position in positions:
                    Solver(position.game, position.trump).solve(position)
                code = 0
            finally:
                os._exit(code)
        pids.append(pid)
    codes = [os.waitpid(pid, 0)[1] for pid in pids]
    assert codes == [0, 0]
    _core.share(buffer)
    try:
        assert _core.table_check() > 500
    finally:
        _core.clear()

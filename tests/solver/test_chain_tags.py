"""The table's chains (schain; ``Link`` and lookup_as_locked() in solver/_core.c).

The links beside the pool, with a tag of each entry: a walk of a bucket's chain passes
by an entry whose tag rules it out (its counts of cards above the bishop for a lookup,
what a store compares, its card for kin_refutation()) without reading its line. The tag
is only a filter before the same tests as before, so the search is the very same: the
same values and the same positions with the tags and without them (``NO_CHAIN_TAGS``:
every entry's line read, as before), from a table kept from position to position,
filled, and thinned again and again (the tests set ``NO_MOVE_FRONT`` in both, so that
the chains' order is the same too, then without it).

An entry that decided a lookup moves to its chain's head (``NO_MOVE_FRONT``: it stays):
the first entry that decides a later lookup may be another, so the positions searched
change, never a value.

sval: a chain holds at most CHAIN entries (1024; 48 before), then its entries are
overwritten in turn; clear()'s second argument makes the chains shorter for the tests: the
same values with chains of 4 entries as with whole ones, the chains never longer, and more
positions searched (the entries overwritten are searched again).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from solver import Position, Value
from solver.search import NO_CHAIN_TAGS, NO_COUNT_FREE, NO_MOVE_FRONT, _core
from tests.solver.brute import knights_ending
from tests.solver.compiled import compiled_solver, searches_differing
from tests.solver.deals import played_to


def _searched_with_table_kept(
    positions: Sequence[Position], options: int, pool: int = 0, chain: int = 0
) -> tuple[list[Value], list[int]]:
    """The values of ``positions`` and the positions searched for each, solved one after
    another from one table (a pool of ``pool`` entries, 0: the whole pool; chains of at
    most ``chain`` entries, 0: CHAIN), its chains checked after each."""
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear(pool, chain)
    values, nodes = [], []
    try:
        for position in positions:
            solver = compiled_solver(position, options)
            values.append(solver.solve(position))
            nodes.append(solver.nodes)
            if chain:
                _core.table_check()
    finally:
        _core.clear()
    return values, nodes


def _positions(seed: int) -> list[Position]:
    """Random Bishops deals played to tricks 8-10, and endings where knights are held."""
    rng = random.Random(seed)
    deals = [played_to(rng, rng.randint(8, 10)) for _ in range(10)]
    return deals + [knights_ending(rng, 5, 8) for _ in range(30)]


def test_the_same_search_with_and_without_the_tags() -> None:
    positions = _positions(1899 + 155)
    for front in (NO_MOVE_FRONT, 0):
        on = _searched_with_table_kept(positions, front)
        off = _searched_with_table_kept(positions, front | NO_CHAIN_TAGS)
        assert on[0] == off[0]
        assert on[1] == off[1]
        assert sum(on[1]) > 10_000  # the chains were walked


def test_the_same_search_with_the_counts_in_the_key() -> None:
    """NO_COUNT_FREE: the counts are the key's, and every tag's are the position's."""
    positions = _positions(1899 + 156)
    on = _searched_with_table_kept(positions, NO_COUNT_FREE | NO_MOVE_FRONT)
    off = _searched_with_table_kept(positions, NO_COUNT_FREE | NO_MOVE_FRONT | NO_CHAIN_TAGS)
    assert on == off


def test_the_same_search_in_a_small_pool_thinned_again_and_again() -> None:
    """A pool of 2,000 entries: table_thin() moves the links and their tags with the
    entries; full chains overwrite their entries (and tags) in turn."""
    positions = _positions(1899 + 157)[:16]
    for front in (NO_MOVE_FRONT, 0):
        on = _searched_with_table_kept(positions, front, pool=2000)
        off = _searched_with_table_kept(positions, front | NO_CHAIN_TAGS, pool=2000)
        assert on == off


def test_moving_to_the_front_keeps_the_values() -> None:
    """With the table kept from position to position, and each from an empty table: the
    same values, and the chains' order changed the positions searched somewhere."""
    rng = random.Random(1899 + 158)
    positions = [played_to(rng, rng.randint(5, 7)) for _ in range(6)]
    on = _searched_with_table_kept(positions, 0)
    off = _searched_with_table_kept(positions, NO_MOVE_FRONT)
    assert on[0] == off[0]
    assert on[1] != off[1]
    assert searches_differing(positions, NO_MOVE_FRONT) >= 1


def test_short_chains_overwrite_and_keep_the_values() -> None:
    """sval: chains of 4 entries (overwritten in turn once full) against whole ones: the
    same values, no chain longer than 4 (table_check()), and more positions searched."""
    positions = _positions(1899 + 159)[:20]
    whole = _searched_with_table_kept(positions, 0)
    short = _searched_with_table_kept(positions, 0, chain=4)
    assert short[0] == whole[0]
    assert sum(short[1]) > sum(whole[1])


def test_chains_longer_than_chain_refused() -> None:
    assert _core is not None, "the compiled core is built by pip install"
    with pytest.raises(ValueError, match="chains of"):
        _core.clear(0, 1 << 20)
    _core.clear()

"""A chain link's tag as the set of counts its entry meets (schain2; tag_counts(),
context_counts(), tag_counts_ok() in solver/_core.c).

Each suit's nibble of a tag holds the counts of cards above the bishop (0-3, a bit each)
its entry meets: the count its key keeps, or every count from the least one up where the
entry leaves it open (skey3's COUNT_FREE, scount's COUNT_ANY). A walk tests the position's
count, a bit a suit, with one AND, and skips counts_match() for the entries it lets
through: the tag test must be exactly counts_match(), or an entry would decide a position
it does not match (a value may change) or be passed by (the positions change). So the
search is the very same with the tags and without (``NO_CHAIN_TAGS``: every line read,
counts_match() asked), under each of the count rules that make the tags' nibbles.
"""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_ACE_COUNT, NO_CHAIN_TAGS, NO_COUNT_NEED, NO_MOVE_FRONT
from tests.solver.brute import knights_ending
from tests.solver.compiled import values_and_positions_table_kept
from tests.solver.deals import played_to


def _positions(seed: int) -> list[Position]:
    """Bishops deals played to tricks 6-9 (their searches store entries with kept and open
    counts alike), and endings where knights are held (counts kept for a knight's ten)."""
    rng = random.Random(seed)
    deals = [played_to(rng, rng.randint(6, 9)) for _ in range(6)]
    return deals + [knights_ending(rng, 5, 8) for _ in range(20)]


def test_the_tags_are_counts_match_under_each_count_rule() -> None:
    positions = _positions(2026 + 15)
    for rules in (0, NO_COUNT_NEED, NO_ACE_COUNT, NO_MOVE_FRONT):
        with_tags = values_and_positions_table_kept(positions, rules)
        without = values_and_positions_table_kept(positions, rules | NO_CHAIN_TAGS)
        assert with_tags == without, rules
        assert sum(nodes for _, nodes in with_tags) > 10_000  # the chains were walked

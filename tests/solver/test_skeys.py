"""A RANKED table entry's suit kept in grades from the ace alone matches on whether the ace
is held, not on every grade held from the bishop up (skeys; ``entry_w()``,
``store_locked()``, ``matches()`` in solver/_core.c), and no value changes (off:
``NO_ACE_ONLY``).

Why it holds: an entry keeps a suit "in grades from ``t`` up" where an irregular trick
compared its cards across suits (every card from ``t`` up the same cards in the same
hands); sexact keeps it by rank and by which grades from the bishop up are held, the same
thing where ``t`` is the bishop or the ten (the key holds how many cards rank above the
bishop and whether it is in play, so with ``t`` at the queen or the king it is the same
too). Where ``t`` is the ace, only the ace's holder (or that no one holds it) mattered:
the grades held below it are any. An entry looked up hands its cards to the position as
grades (``W``); a suit it matched by its honours whole is marked so (``FULL_HONOURS``),
so that an entry stored from that position does not relax it to the ace.

Checked: endings with knights in play against the brute force, the bit on and off from an
empty table and with one table kept from position to position (as a whole deal's searches
keep it), and that the bit changes the positions searched."""

from __future__ import annotations

import random

from solver.search import NO_ACE_ONLY
from tests.solver.brute import knights_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.deals import played_to


def test_small_endings_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 45)
    endings = [knights_ending(rng, 3, 5) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 46)
    endings = [knights_ending(rng, 4, 7) for _ in range(60)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_ACE_ONLY)


def test_positions_of_random_deals_played_on() -> None:
    """Random Bishops deals played at random to trick 5: the same values with the bit on
    and off, and the searches differ (the entries from the ace answer more)."""
    rng = random.Random(1899 + 47)
    found = [played_to(rng, 5) for _ in range(4)]
    assert values_with_table_kept(found, 0) == values_with_table_kept(found, NO_ACE_ONLY)
    assert searches_differing(found, NO_ACE_ONLY) >= 1

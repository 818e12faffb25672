"""A suit whose bishop is out leaves its count of cards above the bishop open in an entry
whatever the entry's places, unless a card may have been compared with a knight's ten
(scount; ``store_locked()``, ``count_needed()``, ``counts_match()`` in solver/_core.c),
and no value changes (off: ``NO_COUNT_NEED``, such a suit keeps its count wherever the
entry's cards reach below the queen, as skey3 had it).

Why it holds: with the bishop out (the key still says so) the count places only the
knight's ten, which cards of the suit a knight beats. Ranks alone decide the rest (which
card beats which, equivalent cards, the bishops of the other suits), so an entry whose
outcome never compared a card of the suit with the ten holds for any count. Where it may
have, W[ABSOLUTE]'s COUNT_NEEDED bit of the suit is set and goes up to every entry stored
from it: a knight on a trick of the suit led (relevance()), a card of it on an irregular
trick, any card kept by a trick start's bounds while a knight is in play (bounded()),
mid_bound()'s knight or card of the suit led where a knight is on the trick or still to
come, its quick tricks (survive()) and knights_hold_w(); and an entry kept open by skey3's
rule (its count at least its places) read from the table.

Checked: endings with knights and bishops against the brute force from one table kept;
the bit on and off with the table kept; and that the bit changes the positions searched.
"""

from __future__ import annotations

import random

from solver.search import NO_COUNT_NEED
from tests.solver.compiled import (
    disagreeing_with_brute_table_kept,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from tests.solver.test_skey3 import _endings


def test_small_endings_with_the_table_kept_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 170)
    assert disagreeing_with_brute_table_kept(_endings(rng, 3, 5, 48)) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 171)
    endings = _endings(rng, 5, 9, 300)
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_COUNT_NEED)


def test_the_bit_changes_the_positions_searched() -> None:
    """Random Bishops deals played at random to trick 6: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 172)
    found = [played_to(rng, 6) for _ in range(3)]
    assert searches_differing(found, NO_COUNT_NEED) >= 1

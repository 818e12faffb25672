"""A suit kept in grades from the ace alone leaves its count of cards above the bishop
open too (skey4; ``store_locked()`` in solver/_core.c), and no value changes (off:
``NO_ACE_COUNT``, such a suit keeps its count as skey3 had it).

Why it holds: such an entry (RANKED, the suit's honours matched on the ace's bit alone:
skeys' ACE_ONLY) rested on the ace's holder in that suit and nothing below it: a card
compared with a knight's ten or a bishop's place would have kept the bishop's grade or
lower in W, and a suit settled() (in grades because the count said which grades are
held) still keeps its count. Matched by rank, its region is the ace's place alone, which
ranks above the bishop in any position holding the ace.

Checked: endings with knights and bishops against the brute force from one table kept;
the bit on and off with the table kept; that the bit changes the positions searched;
and (not kept in the tests: a build re-searching every count-free table hit without
the table) no wrong decision on 1,900 endings of 5-10 cards but the one main has."""

from __future__ import annotations

import random

from solver.search import NO_ACE_COUNT
from tests.solver.compiled import (
    disagreeing_with_brute_table_kept,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from tests.solver.test_skey3 import _endings


def test_small_endings_with_the_table_kept_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 160)
    assert disagreeing_with_brute_table_kept(_endings(rng, 3, 5, 36)) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 161)
    endings = _endings(rng, 5, 9, 300)
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_ACE_COUNT)


def test_the_bit_changes_the_positions_searched() -> None:
    """Random Bishops deals played at random to trick 6: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 162)
    found = [played_to(rng, 6) for _ in range(3)]
    assert searches_differing(found, NO_ACE_COUNT) >= 1

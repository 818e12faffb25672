"""A complete trick keeps its cards on their side of the bishop only where the entry of the
next trick start would keep the suit's count (scount2; ``count_side()``,
``count_open()`` in solver/_core.c), and no value changes (off: ``NO_SIDE_OPEN``,
wherever that position's cards reach the bishop's grade, keep the suit in grades or an
exact count, as ssound2 had it).

Why it holds: ssound2's ``count_side()`` keeps, in a trick's W, what makes a position of
the trick's start with two cards swapped below W's places play to a next position of
the same count of cards above the bishop. That count matters only where the next
position's entry keeps it (``store_locked()``). Where the entry leaves it open
(``COUNT_FREE``: W's lowest card from the queen up, no entry looked up kept it, the suit
not in grades or in grades from the ace alone) it matches any count at least its places,
all above the bishop: a card played above the bishop and below W swapped for a lower
card leaves the count one higher, and a card played below the bishop swapped for one
above it held below W's places leaves it one lower, but then the next position held that
card too, below its places, so its count was above them. The rule is read from the next
position's own W, before the trick's own cards (``trick_w()``): an irregular trick's
grades are the trick start's, kept by its own entry.

Checked: endings with knights and bishops against the brute force from one table kept;
the bit on and off with the table kept; and that the bit changes the positions searched.
"""

from __future__ import annotations

import random

from solver.search import NO_SIDE_OPEN
from tests.solver.compiled import (
    disagreeing_with_brute_table_kept,
    values_and_positions_table_kept,
    values_with_table_kept,
)
from tests.solver.test_skey3 import _endings


def test_small_endings_with_the_table_kept_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 180)
    assert disagreeing_with_brute_table_kept(_endings(rng, 3, 5, 48)) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 181)
    endings = _endings(rng, 5, 9, 300)
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_SIDE_OPEN)


def test_the_bit_changes_the_positions_searched() -> None:
    """Endings solved one after another from one table kept (a whole deal's searches
    meet the entries of earlier ones so; a search from an empty table seldom reaches a
    trick the rule changes): the same values with the bit on and off, and the positions
    searched differ."""
    rng = random.Random(1899 + 182)
    endings = _endings(rng, 5, 9, 40)
    ours = values_and_positions_table_kept(endings, 0)
    other = values_and_positions_table_kept(endings, NO_SIDE_OPEN)
    assert [value for value, _ in ours] == [value for value, _ in other]
    assert [nodes for _, nodes in ours] != [nodes for _, nodes in other]

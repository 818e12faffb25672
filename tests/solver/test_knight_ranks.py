"""An irregular trick whose winner beat every other suit's card by more than the ten
keeps its cards in the table's entries by rank, not in grades (sexact; ``relevance()``
and ``irregular_w()`` in solver/_core.c), and no value changes (off: ``KNIGHT_GRADES``);
nor does an entry's suit kept by rank where the key settles its grades from the bishop
up (``settled()``: the three cards above the bishop all held or none; off:
``NO_SETTLED``); nor does an entry's suit in grades kept by rank and by which cards
from the bishop up are held (``RANKED``; off: ``GRADES_KEPT``).

Why it holds: "No jacks or tens, as the bishop takes the place of the jack, and the
knight ranks as a ten" (Dana, *Bishops Whist*, 1899), so a trick led by a knight that
the knight won had every plain card on it below the bishop, and a trick a plain card
from the bishop up won over the knights and every other suit's card below the ten
likewise. The table's key holds how many cards of each suit rank from the bishop up, so
in a position matching an entry by ranks those cards are the same places, and the cards
played below them stay below them: the trick goes as it went, whatever the grades. Where
all three cards above the bishop are held, or none, the key tells which grades from the
bishop up are held, so the places by rank are those grades. And every card an entry
keeps in grades is one from the ten up (an irregular trick's winner, or a card that must
stay below it or above it) with the cards by rank below it, so the places by rank and
which cards from the bishop up are held tell those grades.

Checked: random endings with knights in play against the brute force
(tests/solver/brute.py) and with the bit on and off, from an empty table and with one
table kept from position to position (as a whole deal's searches keep it), and that the
bit changes the positions searched (the table answers more)."""

from __future__ import annotations

import random

from solver.search import GRADES_KEPT, KNIGHT_GRADES, NO_SETTLED
from tests.solver.brute import knights_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to


def test_small_endings_agree_with_the_brute_force() -> None:
    """Up to five cards a hand, with the table (the ranks are the table's business)."""
    rng = random.Random(1899 + 37)
    endings = [knights_ending(rng, 3, 5) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []


def test_the_bit_off_gives_the_same_value_and_other_positions() -> None:
    """Each ending from an empty table: few of them meet a position again in other
    grades within their own search (of these 30, 1 with KNIGHT_GRADES and 3 with
    GRADES_KEPT did; 1 since srel's NO_KNIGHT_TEN changed what entries keep
    there), the deals below more."""
    rng = random.Random(1899 + 38)
    endings = [knights_ending(rng, 5, 7) for _ in range(30)]
    assert searches_differing(endings, KNIGHT_GRADES) >= 1
    assert searches_differing(endings, GRADES_KEPT) >= 1


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    """Endings solved one after another from one table: entries by rank made in one are
    met by the others, in other grades."""
    rng = random.Random(7 + 37)
    endings = [knights_ending(rng, 4, 7) for _ in range(60)]
    values = values_with_table_kept(endings, 0)
    for options in (
        KNIGHT_GRADES,
        NO_SETTLED,
        GRADES_KEPT,
        KNIGHT_GRADES | NO_SETTLED | GRADES_KEPT,
    ):
        assert values == values_with_table_kept(endings, options)


def test_positions_of_random_deals_played_on() -> None:
    """The positions of whole deals the rules are for: random Bishops deals played at
    random to trick 5 (the first three without trumps), solved with each bit on and off,
    from an empty table (the searches differ: an entry by rank serves the positions
    above it, in other grades) and with the table kept; with the bits on the searches
    take fewer positions in all than with all three off (with KNIGHT_GRADES alone set
    these four take a few fewer, 623,783 to 624,183; deal 6 of bench_solver 8% more).
    The searches that differ counted on all four (on the first three, as before, GRADES_KEPT
    changed one only after srel2's tighter sure tricks' entries; on all four two)."""
    rng = random.Random(1899 + 39)
    found = [played_to(rng, 5) for _ in range(4)]
    values = values_with_table_kept(found, 0)
    on = sum(solve_afresh(p, 0)[1] for p in found)
    for options in (KNIGHT_GRADES, NO_SETTLED, GRADES_KEPT):
        assert searches_differing(found, options) >= 2
        assert values == values_with_table_kept(found, options)
    off = KNIGHT_GRADES | NO_SETTLED | GRADES_KEPT
    assert values == values_with_table_kept(found, off)
    assert on < sum(solve_afresh(p, off)[1] for p in found)

"""A knight that won a plain suit's trick (as a ten) keeps in the suit led only who holds
the cards from the bishop up, not every place above the top card of the suit played
(srel; ``relevance()`` in solver/_core.c), and no value changes (off: ``NO_KNIGHT_TEN``).

Why it holds: the knight beat the cards of the suit led because each was below the ten.
The Bishops pack has no ten and the key holds how many cards of each suit rank from the
bishop up (and whether the bishop is in play), so in a position of the same key every card
below those places is below the ten too, whoever holds it; what must stay is who holds the
cards from the bishop up (a hand that held one could have beaten the knight with it). A
node whose search played a knight holds one, so its key always holds that count.

Checked: endings with knights in play against the brute force, the bit on and off from an
empty table and with one table kept from position to position (as a whole deal's searches
keep it), and that the bit changes the positions searched."""

from __future__ import annotations

import random

from solver.search import NO_KNIGHT_TEN
from tests.solver.brute import knights_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.deals import played_to


def test_small_endings_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 146)
    endings = [knights_ending(rng, 3, 5) for _ in range(40)]
    assert disagreeing_with_brute(endings) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 147)
    endings = [knights_ending(rng, 4, 7) for _ in range(60)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_KNIGHT_TEN)
    assert searches_differing(endings, NO_KNIGHT_TEN) >= 1


def test_positions_of_random_deals_played_on() -> None:
    """Random Bishops deals played at random to trick 5: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 148)
    found = [played_to(rng, 5) for _ in range(4)]
    assert values_with_table_kept(found, 0) == values_with_table_kept(found, NO_KNIGHT_TEN)
    assert searches_differing(found, NO_KNIGHT_TEN) >= 1

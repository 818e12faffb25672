"""With no knight held, a suit whose bishop is out is keyed without its count of cards
above the bishop (skey2; ``make_keys_as()`` in solver/_core.c), and no value changes
(off: ``NO_COUNT_OUT``).

Why it holds: the key holds that count to place the knight's ten (which cards of the
suit beat a led knight) and the bishop (whose points count); with no knight held none
comes back, so no irregular trick is played below and no entry is kept in grades, and
with the bishop out there is no bishop to place: the ranks alone tell the suit's cards
apart, as in the tricks search's plain key.

Checked: endings without knights against the brute force, the bit on and off from an
empty table and with one table kept from position to position, and that the bit changes
the positions searched."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_COUNT_FREE, NO_COUNT_OUT
from tests.solver.brute import random_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    values_with_table_kept,
)
from whist.cards import KNIGHT
from whist.games import BISHOPS_WHIST


def no_knights_ending(rng: random.Random, fewest: int, most: int) -> Position:
    """A random Bishops ending of ``fewest`` to ``most`` cards a hand with no knight held."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if not any(KNIGHT in hand for hand in position.hands.values()):
            return position


def test_small_endings_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 51)
    endings = [no_knights_ending(rng, 3, 5) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 52)
    endings = [no_knights_ending(rng, 4, 8) for _ in range(60)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_COUNT_OUT)


def test_the_bit_changes_the_positions_searched() -> None:
    """Endings of 7 to 9 cards a hand without knights: the same values with the bit on
    and off from an empty table, and the searches differ (keys shared more) where the key
    holds the counts (NO_COUNT_FREE: skey3's entries, which keep a count only where it
    mattered, share these keys as well)."""
    rng = random.Random(1899 + 53)
    endings = [no_knights_ending(rng, 7, 9) for _ in range(12)]
    assert searches_differing(endings, NO_COUNT_OUT, base=NO_COUNT_FREE) >= 1
    searches_differing(endings, NO_COUNT_OUT)  # the same values with skey3's entries too

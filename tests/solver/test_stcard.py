"""stcard (issue 17): at a trick start of a Bishops deal's first eight tricks the points
search tries the tricks search's card (tricks_bound() in solver/_core.c) at East-West's
turn too, not only at North-South's: first where neither its own table nor the card of
a position of the same key (kin_refutation()) gave one, else second, right after the
first card failed (off: ``NO_EW_TRICKS_CARD``, the 64th bit of the options, which the core
reads unsigned). The points search weighs bishops the tricks search does not, so the card
is only a guess of the order, never a bound: random positions give equal values with the
bit on and off, from an empty table and with one table kept, and the bit does change the
positions searched, cutting them on a given position. (The brute force's endings, five
cards a hand at most, start after the eighth trick, where the bit does nothing.)"""

from __future__ import annotations

import mmap
import random

import pytest

from solver.search import NO_EW_TRICKS_CARD, _core
from tests.solver.compiled import searches_differing, solve_afresh, values_with_table_kept
from tests.solver.deals import ending_with_bishop_and_knight, played_to


def test_the_bit_is_the_options_64th() -> None:
    """The options are unsigned in the core (solve()'s ``K``): the 64th bit is taken, not
    refused as out of range, and it changes no value."""
    assert NO_EW_TRICKS_CARD == 1 << 63
    position = ending_with_bishop_and_knight(random.Random(6300), 6)
    assert solve_afresh(position, NO_EW_TRICKS_CARD)[0] == solve_afresh(position, 0)[0]


def test_the_east_west_tricks_card_changes_no_value() -> None:
    rng = random.Random(6301)
    positions = [ending_with_bishop_and_knight(rng, rng.randint(6, 10)) for _ in range(40)]
    # the bit does change the order somewhere (else this test would compare nothing)
    assert searches_differing(positions, NO_EW_TRICKS_CARD) > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(6302)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (4, 5, 6, 7, 8)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, NO_EW_TRICKS_CARD
    )


def test_the_card_cuts_positions_on_a_position() -> None:
    """A Bishops deal played at random to trick 5, searched afresh: fewer positions with
    East-West's tricks card (153,807 against 172,562 when this was written; a search
    from the middle of a deal moves either way, whole deals gain: see _core.c's top)."""
    position = played_to(random.Random(6315), 5, 0)
    on, off = solve_afresh(position, 0), solve_afresh(position, NO_EW_TRICKS_CARD)
    assert on[0] == off[0]
    assert on[1] < off[1]


def test_the_shared_table_takes_the_bit() -> None:
    """share() and solve() compare the options unsigned: a table shared for the 64th bit
    serves a search with it, and refuses one without it (and the message says so)."""
    assert _core is not None, "the compiled core is built by pip install"
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, NO_EW_TRICKS_CARD, 0, False)
    _core.share(buffer)
    hands = [[14, 13], [30, 29], [46, 45], [62, 61]]
    try:
        assert _core.solve(hands, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, NO_EW_TRICKS_CARD)[0] >= 0
        with pytest.raises(ValueError, match=f"options {NO_EW_TRICKS_CARD}, not 0"):
            _core.solve(hands, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, 0)
    finally:
        _core.clear()
    buffer.close()  # no view of it left in this process

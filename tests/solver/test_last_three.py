"""The last three tricks solved apart (slast3; ``last_three()`` in solver/_core.c): a trick
start with three tricks left that the bounds and the table leave open is searched by plain
minimax over the lawful cards (no table below it, no look ahead, a cheap order), the last
two tricks by ``last_two()``'s kind at its leaves, and no value changes (off:
``NO_LAST_THREE``, the trick searched as any other by ``at_least()``).

Checked: endings of three to five cards a hand, with knights and bishops in play, against
the brute force (both games); the bit on and off from an empty table and with one table
kept from position to position (as a whole deal's searches keep it: the entries stored
from ``last_three()``'s outcome and cards are read by the searches after); random deals
played on; and that the bit changes the positions searched (it did something)."""

from __future__ import annotations

import random

from solver.search import NO_LAST_THREE
from tests.solver.brute import brute, knights_ending, random_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST


def test_knight_endings_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 171)
    endings = [knights_ending(rng, 3, 5) for _ in range(60)]
    assert disagreeing_with_brute(endings) == []


def test_bishops_endings_of_three_and_four_cards_agree_with_the_brute_force() -> None:
    """Three cards a hand (the trick start is the eleventh's, or a card or more of it is
    on the table) and four (the eleventh's start reached in the search), the bit on and
    off, each from an empty table."""
    rng = random.Random(1899 + 172)
    for game in (BISHOPS_WHIST, DUPLICATE_WHIST):
        for _ in range(60):
            position = random_ending(rng, game, rng.choice((3, 4)))
            on = solve_afresh(position, 0)[0]
            off = solve_afresh(position, NO_LAST_THREE)[0]
            assert on == off, position
            assert (on.tricks, on.points) == (
                brute(position, "tricks"),
                brute(position, "points"),
            ), position


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 173)
    endings = [knights_ending(rng, 4, 7) for _ in range(60)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_LAST_THREE)
    assert searches_differing(endings, NO_LAST_THREE) >= 1


def test_positions_of_random_deals_played_on() -> None:
    """Random Bishops deals played at random to trick 5: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 174)
    found = [played_to(rng, 5) for _ in range(4)]
    assert values_with_table_kept(found, 0) == values_with_table_kept(found, NO_LAST_THREE)
    assert searches_differing(found, NO_LAST_THREE) >= 1

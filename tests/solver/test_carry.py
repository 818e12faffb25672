"""The compiled core carries what its look ahead at the fourth hand found out about each
card (foresee(): the next trick start's keys, whether the bounds or the table decided it,
and the table's answer while the table has not changed) to the search of that card,
instead of working it out twice. It saves time, never changes a value: random positions
give the same tricks and points with it on and off (:data:`NO_CARRY`), on both packs,
with the table and without it, and with the look ahead only ordering the moves (then a
card it saw cut off is carried to its search as decided); and about the same positions
are searched (a count, not a time)."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_CARRY, NO_FORESIGHT_CUT, NO_TABLE
from tests.solver.test_ordering import _from_trick, _positions_searched
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "others", [0, NO_TABLE, NO_FORESIGHT_CUT], ids=["table", "no-table", "order-only"]
)
def test_the_carry_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-7 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the carry on and off."""
    rng = random.Random(83 + (game is BISHOPS_WHIST) + 2 * others)
    for _ in range(40):
        position = _with_knights(rng, game, rng.randint(5, 7))
        on = _solve(position, others)
        assert _solve(position, others | NO_CARRY) == on, position
        assert on.tricks is not None and on.points is not None


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_carry_searches_the_same_positions_or_about(game: Game) -> None:
    """From trick 7 of six seeded deals: what the look ahead decided is decided again at
    the card's search by the same bounds and table (in another order, so what decided it
    may differ, and the table's later entries with it): within 2% of the positions."""
    positions = _from_trick(game, 7, seed=89)
    carried = sum(_positions_searched(p, 0) for p in positions)
    afresh = sum(_positions_searched(p, NO_CARRY) for p in positions)
    assert abs(carried - afresh) <= 0.02 * afresh, (carried, afresh)

"""Small cards passed over (sdds1; at_least() in solver/_core.c, off: ``NO_SMALL_SKIP``):
once a hand's card of a suit failed, played below every card of the suit its outcome
rested on (the child's W), the hand's other cards of the suit below those are not
searched: the position each leaves differs from the failed card's only in cards below
the W's places, which the failed card's outcome did not rest on, so they fail alike (as
DDS's move generator passes over "small" cards, its lowestWin). In Bishops whist only
cards below the knight's ten are passed over (the key's cards above the bishop, the
bishop's holder and the knight's ten stay as they were).

A skip must never change a value: random endings of both packs give the same tricks and
points with it and without, with other prunings on and off, from an empty table and with
one table kept (the entries stored above a skip rest on the failed card's W); small
endings agree with the brute force. And the bit must do something: the positions
searched differ on fixed deals (counts, not times)."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_FORESIGHT, NO_MERGE, NO_SMALL_SKIP, NO_TABLE
from tests.solver.compiled import (
    disagreeing_with_brute,
    disagreeing_with_brute_table_kept,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.test_ordering import _from_trick
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "others",
    [0, NO_MERGE, NO_FORESIGHT, NO_TABLE],
    ids=["all", "no-merge", "no-foresight", "no-table"],
)
def test_the_skip_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-8 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the skip and without."""
    rng = random.Random(2_500 + (game is BISHOPS_WHIST) + 3 * others.bit_length())
    for _ in range(30):
        position = _with_knights(rng, game, rng.randint(5, 8))
        assert _solve(position, others) == _solve(position, others | NO_SMALL_SKIP), position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_on_and_off_with_the_table_kept_between_solves(game: Game) -> None:
    rng = random.Random(2_511 + (game is BISHOPS_WHIST))
    endings = [_with_knights(rng, game, rng.randint(6, 9)) for _ in range(40)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_SMALL_SKIP)


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_small_endings_agree_with_the_brute_force(game: Game) -> None:
    rng = random.Random(2_522 + (game is BISHOPS_WHIST))
    endings = [_with_knights(rng, game, rng.randint(3, 5)) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []
    assert disagreeing_with_brute_table_kept(endings) == []


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_skip_changes_the_positions_searched(game: Game) -> None:
    """Seeded deals played at random to trick 6, each from an empty table: the values
    equal, the positions searched differ on most (else the bit would test nothing)."""
    positions = _from_trick(game, 6, seed=2_533)
    assert searches_differing(positions, NO_SMALL_SKIP) >= 3

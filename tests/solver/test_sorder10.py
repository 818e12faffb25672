"""The tricks search's lead of the leader's own sure top weighed lower (sorder10;
``top_lead()`` in solver/_core.c, off: ``NO_TOP_LEAD``): a lead of the leader's suit's
highest card that no adversary can ruff weighs +50 (+60 before, and still in the points
search), so a lead to the partner's top or a ruff for the partner may come first. The leader's sure top tried
first and failing was a sixth of the median boards' tricks positions.

An order never changes a value: random endings give the same tricks and points with the
weight and without, on both packs, with the other orders on and off, from an empty table
and with one table kept; small endings with knights agree with the brute force. And the
bit must do something: the positions searched differ on fixed deals (counts, not
times)."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_FORESIGHT, NO_HISTORY, NO_KIN, NO_SUIT_TURN, NO_TOP_LEAD
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.test_ordering import _from_trick
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "others",
    [0, NO_HISTORY, NO_SUIT_TURN, NO_FORESIGHT | NO_KIN],
    ids=["all", "no-history", "no-suit-turn", "no-foresight-no-kin"],
)
def test_the_weight_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-7 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the weight and without."""
    rng = random.Random(10_100 + (game is BISHOPS_WHIST) + 3 * others.bit_length())
    for _ in range(30):
        position = _with_knights(rng, game, rng.randint(5, 7))
        assert _solve(position, others) == _solve(position, others | NO_TOP_LEAD), position


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(10_111)
    endings = [_with_knights(rng, BISHOPS_WHIST, rng.randint(5, 8)) for _ in range(40)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_TOP_LEAD)


def test_small_endings_with_knights_agree_with_the_brute_force() -> None:
    rng = random.Random(10_122)
    endings = [_with_knights(rng, BISHOPS_WHIST, rng.randint(3, 5)) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_weight_changes_the_positions_searched(game: Game) -> None:
    """Seeded deals played at random to trick 7, each from an empty table: the values
    equal, the positions searched differ on some (else the bit would test nothing)."""
    positions = _from_trick(game, 7, seed=101)
    assert searches_differing(positions, NO_TOP_LEAD) >= 1

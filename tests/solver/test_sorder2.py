"""The compiled core's turn of class after a failure (sorder2; ``turn_class()`` and
``other_class_next()`` in solver/_core.c, off: ``NO_SUIT_TURN``): in the tricks search,
once a card tried at a position failed, the next card tried is the first, in the weights'
order, of a class that has not failed there yet: East-West's leads by suit and whether the card is above every
card the adversaries hold of it, a follower's cards by suit and whether they beat the
trick so far (not on the irregular trick; the knight never brought forward). A low lead
that failed mostly says the other low cards of the suit fail too (as the same discard),
not that its top does.

An order never changes a value: random endings give the same tricks and points with the
turn on and off, on both packs, with the other orders on and off, from an empty table and
with one table kept; small endings with knights agree with the brute force. And it must
do what it is for: on fixed positions (seeded random deals played to trick 5 or 6) it
searches fewer positions than without (counts, not times)."""

from __future__ import annotations

import random

import pytest

from solver.search import (
    NO_FORESIGHT,
    NO_HISTORY,
    NO_KIN,
    NO_SECOND_KNIGHT_LOW,
    NO_SECOND_LOW_WIDE,
    NO_SUIT_TURN,
    NO_TOP_LEAD,
)
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.test_ordering import _from_trick
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "others",
    [0, NO_TOP_LEAD, NO_HISTORY, NO_FORESIGHT | NO_KIN],
    ids=["all", "no-top-lead", "no-history", "no-foresight-no-kin"],
)
def test_the_turn_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-7 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the turn on and off."""
    rng = random.Random(5700 + (game is BISHOPS_WHIST) + 3 * others.bit_length())
    for _ in range(30):
        position = _with_knights(rng, game, rng.randint(5, 7))
        assert _solve(position, others) == _solve(position, others | NO_SUIT_TURN), position


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(5711)
    endings = [_with_knights(rng, BISHOPS_WHIST, rng.randint(5, 8)) for _ in range(40)]
    kept = values_with_table_kept(endings, 0)
    assert kept == values_with_table_kept(endings, NO_SUIT_TURN)


def test_small_endings_with_knights_agree_with_the_brute_force() -> None:
    rng = random.Random(5722)
    endings = [_with_knights(rng, BISHOPS_WHIST, rng.randint(3, 5)) for _ in range(30)]
    assert disagreeing_with_brute(endings) == []


def test_the_turn_changes_the_positions_searched() -> None:
    rng = random.Random(5733)
    endings = [_with_knights(rng, BISHOPS_WHIST, rng.randint(6, 8)) for _ in range(10)]
    assert searches_differing(endings, NO_SUIT_TURN) >= 1


@pytest.mark.parametrize(
    ("game", "trick", "seed"),
    [(BISHOPS_WHIST, 6, 2), (DUPLICATE_WHIST, 5, 1)],
    ids=["bishops", "standard"],
)
def test_the_turn_searches_fewer_positions(game: Game, trick: int, seed: int) -> None:
    """Six seeded deals played at random to ``trick``, each from an empty table: fewer
    positions with the turn than without (476,326 against 482,438 and 35,560 against
    37,787 when this was written)."""
    positions = _from_trick(game, trick, seed)
    # (stail14's tricks-search rules, round 32, set on both sides)
    base = NO_SECOND_LOW_WIDE | NO_SECOND_KNIGHT_LOW
    on = sum(solve_afresh(p, base)[1] for p in positions)
    off = sum(solve_afresh(p, base | NO_SUIT_TURN)[1] for p in positions)
    assert on < off

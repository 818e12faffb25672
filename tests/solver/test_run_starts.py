"""run_starts() in solver/_core.c (sfast3): a suit's runs of equivalent cards found at
once, what is asked of the position worked out once for the suit and the other suits'
grades asked only for a pair of cards whose span reaches the knight's ten (below it they
tell no two cards apart, unless LOW_APART). It must find exactly the moves equivalent()
finds card by card (PAIR_MERGE): the same values and the same positions searched, with
the merge's own options (LOW_APART, KEEP_BISHOP) on or off."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import KEEP_BISHOP, LOW_APART, NO_MERGE, PAIR_MERGE
from tests.solver.brute import random_ending
from tests.solver.compiled import solve_afresh
from tests.solver.deals import played_to
from whist import Seat
from whist.cards import KNIGHT
from whist.games import BISHOPS_WHIST


def _knights_in_play(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending where two hands or more hold a knight (the other suits'
    grades then count)."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        if sum(KNIGHT in position.hands[s] for s in Seat) >= 2:
            return position


def _positions() -> list[Position]:
    rng = random.Random(1750)
    found = [_knights_in_play(rng, cards) for cards in (4, 5, 6, 6, 7, 7)]
    found += [played_to(rng, trick, rng.randrange(4)) for trick in (8, 9, 9, 10, 10, 11)]
    return found


@pytest.mark.parametrize("options", [0, LOW_APART, KEEP_BISHOP])
def test_runs_found_at_once_are_the_pairs_runs(options: int) -> None:
    """The same value and the same positions with the runs found card by card."""
    for position in _positions():
        ours, nodes_ours = solve_afresh(position, options)
        pairs, nodes_pairs = solve_afresh(position, options | PAIR_MERGE)
        assert (ours, nodes_ours) == (pairs, nodes_pairs), position


def test_the_runs_merge_cards() -> None:
    """The runs found at once do merge cards: fewer positions than with none merged,
    the same values (else the comparison above would compare two searches that merge
    nothing)."""
    fewer = 0
    for position in _positions():
        ours, nodes_ours = solve_afresh(position, 0)
        unmerged, nodes_unmerged = solve_afresh(position, NO_MERGE)
        assert ours == unmerged, position
        fewer += nodes_ours < nodes_unmerged
    assert fewer >= 6

"""sfast5 (issue 17): the follower's weights in solver/_core.c (follow_weight()) ask the
next hand's best claim once a trick (best_claim()) instead of could_take() for each card
that wins the trick so far, and trick_of() asks it so too; the order of the cards, so the
positions searched, must stay exactly as before. CLAIM_PER_CARD asks card by card as
before: the same values and the same positions with it on and off, on positions whose
search meets every kind of trick (plain suits, trumps, knights led and knights in lieu,
the thirteenth trick's knights)."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import CLAIM_PER_CARD, NO_HISTORY
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import solve_afresh
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST


def _positions() -> list[Position]:
    rng = random.Random(1760)
    found = [knights_ending(rng, 4, 7) for _ in range(8)]
    found += [random_ending(rng, DUPLICATE_WHIST, cards) for cards in (5, 6, 7, 7, 8, 8, 9, 9)]
    found += [random_ending(rng, BISHOPS_WHIST, cards) for cards in (6, 7, 7, 8, 8, 9)]
    found += [played_to(rng, trick, rng.randrange(4)) for trick in (8, 9, 9, 10, 10, 11)]
    return found


@pytest.mark.parametrize("others", [0, NO_HISTORY], ids=["history", "no-history"])
def test_the_next_claim_once_orders_as_card_by_card(others: int) -> None:
    """The same value and the same positions as with could_take() card by card."""
    for position in _positions():
        once = solve_afresh(position, others)
        per_card = solve_afresh(position, others | CLAIM_PER_CARD)
        assert once == per_card, position


def test_the_positions_are_searched_mid_trick() -> None:
    """The positions compared search enough (else the comparison above compares
    searches too small to meet a follower's winning card)."""
    searched = [solve_afresh(position, 0)[1] for position in _positions()]
    assert sum(nodes > 100 for nodes in searched) >= 12

"""sleaf2 (issue 17): the twelfth trick under ``last_three()`` in solver/_core.c is solved by
``two_fast()``: ``two_left()``'s search in ``two_left()``'s order (the leads in suit order,
the followers in ``cheap_order()``'s), on the hands' two cards each listed at the trick's
start (a hand's lawful cards picked from its two, the claims carried down, the thirteenth
trick played from each hand's other card, a hand's two cards of one suit merged as
``lawful_moves()`` merges them). Its outcome and the cards it keeps (``W``, which the
table's entries above are made of) must be ``two_left()``'s, so the positions searched
are exactly the same with ``NO_FAST_TWO`` (``two_left()`` as before) on and off, also with
one table kept from position to position (an entry made of other cards would answer
other lookups later). Checked on endings with knights (led, in lieu of a bishop, on the
thirteenth trick), bishops and trumps, against the brute force too."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import NO_FAST_TWO, NO_HISTORY
from tests.solver.brute import brute, knights_ending
from tests.solver.compiled import solve_afresh, values_and_positions_table_kept
from tests.solver.deals import last_tricks_positions


def _positions() -> list[Position]:
    return last_tricks_positions(1954)


@pytest.mark.parametrize("others", [0, NO_HISTORY], ids=["history", "no-history"])
def test_the_same_values_and_positions_as_two_left(others: int) -> None:
    for position in _positions():
        fast = solve_afresh(position, others)
        before = solve_afresh(position, others | NO_FAST_TWO)
        assert fast == before, position


def test_the_same_values_and_positions_with_the_tablevalues_and_positions_table_kept() -> None:
    """One table from position to position (the entries stored from the twelfth tricks'
    cards met by the later searches): the same values and positions."""
    positions = _positions()
    assert values_and_positions_table_kept(positions, 0) == values_and_positions_table_kept(
        positions, NO_FAST_TWO
    )


def test_knight_and_bishop_endings_agree_with_the_brute_force() -> None:
    """Three and four cards a hand (the eleventh trick's start, or the twelfth's reached in
    the search), knights and bishops in play."""
    rng = random.Random(1955)
    for _ in range(50):
        position = knights_ending(rng, 3, 4)
        value = solve_afresh(position, 0)[0]
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        )


def test_the_positions_compared_reach_the_twelfth_trick() -> None:
    """The positions compared search enough to meet the twelfth trick under last_three()
    (searches of more than a few positions)."""
    searched = [solve_afresh(position, 0)[1] for position in _positions()]
    assert sum(nodes > 20 for nodes in searched) >= 20

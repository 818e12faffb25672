"""sleaf3 (issue 17): ``two_fast()`` in solver/_core.c keeps its outcome and the cards that
decided it (``W``) for each twelfth trick start it solves under ``last_three()``, by the
start's exact cards (each hand's two), turn, need and target (``two_memo[]``, for the
rules, weights and options of the search), and answers the same start from it when it
comes again. ``two_fast()`` uses no table and no bound there, so its answer is a function
of those alone: the values, the cards kept and so the positions searched must be exactly
those of ``NO_TWO_MEMO`` (every start solved), from an empty table and with one table
kept from position to position (the memo lives on across searches of the same rules);
and the memo must answer some starts, or there is nothing compared."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import NO_HISTORY, NO_TWO_MEMO, _core
from tests.solver.brute import brute, knights_ending
from tests.solver.compiled import solve_afresh, values_and_positions_table_kept
from tests.solver.deals import last_tricks_positions, played_to


def _positions() -> list[Position]:
    return last_tricks_positions(2614)


def _hits() -> int:
    assert _core is not None, "the compiled core is built by pip install"
    return int(_core.two_memo_hits())


@pytest.mark.parametrize("others", [0, NO_HISTORY], ids=["history", "no-history"])
def test_the_same_values_and_positions_without_the_memo(others: int) -> None:
    _hits()
    for position in _positions():
        memo = solve_afresh(position, others)
        every = solve_afresh(position, others | NO_TWO_MEMO)
        assert memo == every, position
    assert _hits() > 0


def test_the_same_values_and_positions_with_the_tablevalues_and_positions_table_kept() -> None:
    positions = _positions()
    without = values_and_positions_table_kept(positions, NO_TWO_MEMO)
    _hits()
    assert values_and_positions_table_kept(positions, 0) == without
    assert _hits() > 0


def test_no_hits_without_the_memo() -> None:
    _hits()
    for position in _positions()[-5:]:
        solve_afresh(position, NO_TWO_MEMO)
    assert _hits() == 0


def test_a_deal_s_searches_meet_the_same_twelfth_tricks_again() -> None:
    """On a deal played to its ninth trick the memo answers a good part of the twelfth
    trick starts (each start met again from other lines of play above it)."""
    rng = random.Random(17)
    position = played_to(rng, 9, 0)
    _hits()
    solve_afresh(position, NO_TWO_MEMO)
    assert _hits() == 0
    value, nodes = solve_afresh(position, 0)
    assert _hits() > 0
    assert (value, nodes) == solve_afresh(position, NO_TWO_MEMO)


def test_knight_and_bishop_endings_agree_with_the_brute_force() -> None:
    """Three and four cards a hand, knights and bishops in play, one after another (the
    memo answering a later ending's starts from an earlier one's)."""
    rng = random.Random(2615)
    for _ in range(50):
        position = knights_ending(rng, 3, 4)
        value = solve_afresh(position, 0)[0]
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        )


def test_starts_whose_w_keeps_a_count_are_kept_too() -> None:
    """sleaf4: ``W[ABSOLUTE]`` is kept whole, so a start whose ``W`` carries more than the
    suits kept in grades (scount's COUNT_NEEDED bits: a count above the bishop that
    decided) is answered again too (sleaf3's packing kept only the suit bits: none such
    was ever answered), with the same values and positions as without the memo."""
    assert _core is not None, "the compiled core is built by pip install"
    rng = random.Random(17)
    position = played_to(rng, 7, 0)
    _core.two_memo_wide_hits()
    memo = solve_afresh(position, 0)
    assert _core.two_memo_wide_hits() > 0
    assert memo == solve_afresh(position, NO_TWO_MEMO)

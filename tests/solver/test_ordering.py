"""The compiled core's order of moves (gen_moves(): the lead by suit, what each card
does to the trick, discards) changes how many positions are searched and never a value:
random positions give the same values with the weighted order and with the sure top's lead
weighed as before sorder10 (:data:`NO_TOP_LEAD`; the first, crude order whose bit it took,
and its test that the weighted order searched well under a third of its positions, are
retired), and the brute force agrees on Bishops endings with knights."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from solver import Position, Value
from solver.search import NO_TOP_LEAD, _core
from tests.solver.brute import brute
from tests.solver.compiled import compiled_solver
from tests.solver.deals import play_at_random, random_opening
from tests.solver.test_pruning import _position, _solve, _with_knights
from whist import Seat
from whist.cards import parse_cards
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.tricks import PlayedCard


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_order_of_moves_changes_no_value(game: Game) -> None:
    rng = random.Random(41 + (game is BISHOPS_WHIST))
    for _ in range(60):
        position = _with_knights(rng, game, rng.randint(5, 7))
        assert _solve(position, 0) == _solve(position, NO_TOP_LEAD), position


def test_bishops_endings_with_knights_agree_with_brute_force() -> None:
    """Endings of three cards a hand with two knights or more (the irregular trick, the
    knight's ten, the knights revoke and the knight's trick all in reach)."""
    rng = random.Random(43)
    for _ in range(60):
        position = _with_knights(rng, BISHOPS_WHIST, 3)
        value = _solve(position, 0)
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position


def test_a_knight_thrown_as_a_ten_and_a_bishop_thrown_to_the_partner() -> None:
    """ "any knight ranks as a ten in any suit led except trumps", "each bishop among a
    side's tricks two points".

    No trumps, trick 12, N-S 5 tricks, E-W 6; West has led the nine of hearts. North,
    void of hearts, takes it with his knight as a ten (spending the knight he could
    keep for the thirteenth trick, "the last knight played wins"), South throws his
    bishop of spades onto his partner's trick, and South's four of diamonds takes the
    last: N-S 7 tricks, one point over six and the bishop's two, +3. Keeping the knight
    gives West the trick and N-S 6 tricks (the knight's trick only). The same with
    either order, and the brute force's."""
    start = _position(
        {Seat.NORTH: "N D2", Seat.EAST: "H3 D3", Seat.SOUTH: "SB D4", Seat.WEST: "C2"},
        None,
        Seat.NORTH,
    )
    position = replace(start, trick=(PlayedCard(Seat.WEST, parse_cards("H9")[0]),))
    assert _solve(position, 0) == _solve(position, NO_TOP_LEAD) == Value(tricks=7, points=3)
    assert (brute(position, "tricks"), brute(position, "points")) == (7, 3)


def _from_trick(game: Game, trick: int, seed: int) -> list[Position]:
    """Seeded random deals played out at random to the start of ``trick``."""
    rng = random.Random(seed)
    found = []
    for _ in range(6):
        position = random_opening(rng, game)
        while position.trick_number < trick:
            position = play_at_random(rng, position)
        found.append(position)
    return found


def _positions_searched(position: Position, options: int) -> int:
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear()
    solver = compiled_solver(position, options)
    solver.solve(position)
    return solver.nodes

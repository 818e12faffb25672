"""The driver of the null-window tests (issue 17): a first guess, then the test beside it,
then the binary search; and solver.Solver's guess from the last values it found (the
positions of one deal's play follow one another). A guess changes how many positions
are searched, never a value: both packs, tricks and points, the compiled core and the
pure-Python reference."""

from __future__ import annotations

import random

import pytest

from solver import Position, Solver, Value, play
from solver.api import _check
from solver.rules import trump_code
from solver.search import Search
from tests.solver.brute import random_ending
from whist import Side
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


def _fresh(position: Position) -> Value:
    return Solver(position.game, position.trump).solve(position)


def _search(
    position: Position, weights: tuple[int, int, int], compiled: bool, guess: int | None, low: int
) -> int:
    """The gain from here (solver/search.py) under ``weights`` (trick, bishop, step)."""
    hands, trick = _check(position)
    tw, bw, step = weights
    search = Search(
        trump_code(position.trump),
        position.game is BISHOPS_WHIST,
        trick_weight=tw,
        bishop_weight=bw,
        step=step,
    )
    search.compiled = search.compiled and compiled
    need = max(0, 7 - position.tricks_taken[Side.NS])
    return search.solve(
        hands, trick, position.to_play.value, position.trick_number, need, low=low, guess=guess
    )


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("compiled", [True, False], ids=["compiled", "python"])
def test_any_guess_finds_the_same_value(game: Game, compiled: bool) -> None:
    """Each position searched with every guess from below the value to above it (and
    none): the same value, in the window given or not."""
    rng = random.Random(7 + compiled)
    for _ in range(12):
        position = random_ending(rng, game, rng.randint(3, 5))
        for weights in ((1, 0, 0), (1, 4, 1)) if game is BISHOPS_WHIST else ((1, 0, 0),):
            value = _search(position, weights, compiled, None, 0)
            for guess in range(-1, value + 3):
                for low in (0, min(value, 1)):
                    found = _search(position, weights, compiled, guess, low)
                    assert found == value, (position, weights, guess, low)


def test_a_solver_reused_along_a_play_guesses_from_its_last_values() -> None:
    """The positions of random Bishops plays, each solved by one Solver from the last
    card back (as the play review does: each search's first guess is the last value
    found), then each by a fresh Solver: the same values."""
    rng = random.Random(1899)
    for _ in range(4):
        start = random_ending(rng, BISHOPS_WHIST, 5)
        positions = [start]
        while positions[-1].hands[positions[-1].to_play]:
            here = positions[-1]
            cards = here.game.lawful_plays(
                list(here.hands[here.to_play]), here.trick, here.trump, here.trick_number
            )
            positions.append(play(here, rng.choice(list(cards))))
        positions = [p for p in positions if p.trick_number <= 13]
        solver = Solver(BISHOPS_WHIST, start.trump)
        reused = [solver.solve(p) for p in reversed(positions)]
        assert reused == [_fresh(p) for p in reversed(positions)], start

"""Runs of equivalent cards as long as they go (issue 17, the compiled core's
lawful_moves()): a card is compared with the run's lowest card, so a hand's K Q J with no
other card between them in play is one move, not K-Q and J (SHORT_RUNS, the old runs of
at most two, was retired by sdds1). Equivalent cards are those "of equal value" for the
play: whichever of them is played, the trick goes the same way, so the value is the same;
checked against the brute force."""

from __future__ import annotations

import random

import pytest

from solver import Position, Value
from solver.rules import encode
from tests.solver.brute import brute_values, random_ending
from tests.solver.compiled import compiled_solver
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


def _solve(position: Position, options: int) -> Value:
    return compiled_solver(position, options).solve(position)


def _has_run_of_three(position: Position) -> bool:
    """A hand holds three cards of a suit with no card of the suit between them in
    another hand (by the codes of solver.rules: suit * 16 + grade)."""
    codes = {
        seat: [encode(c) for c in hand if not c.is_knight] for seat, hand in position.hands.items()
    }
    for seat, own in codes.items():
        others = [c for s, cs in codes.items() if s is not seat for c in cs]
        for suit in {c >> 4 for c in own}:
            grades = sorted(c & 15 for c in own if c >> 4 == suit)
            for low, high in zip(grades, grades[2:], strict=False):
                if not any(o >> 4 == suit and low < (o & 15) < high for o in others):
                    return True
    return False


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_long_runs_agree_with_the_brute_force(game: Game) -> None:
    rng = random.Random(47 + (game is BISHOPS_WHIST))
    checked = 0
    while checked < 40:
        position = random_ending(rng, game, rng.randint(4, 5))
        if not _has_run_of_three(position):
            continue
        checked += 1
        tricks, points = brute_values(position)
        value = _solve(position, 0)
        assert value.tricks == tricks, position
        if game is BISHOPS_WHIST:
            assert value.points == points, position

"""The solver against a brute-force search with the engine's own rules and scoring, on
random endings of both games (every position with at most a few cards a hand)."""

from __future__ import annotations

import random

import pytest

from solver import solve
from tests.solver.brute import brute, random_ending
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_random_endings_agree_with_brute_force(game: Game) -> None:
    rng = random.Random(17)
    for _ in range(150):
        position = random_ending(rng, game, rng.randint(1, 3))
        value = solve(position)
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position

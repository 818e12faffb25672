"""The solver against a brute-force search with the engine's own rules and scoring, on
random endings of both games (every position with at most a few cards a hand)."""

from __future__ import annotations

import random

import pytest

from solver import Solver, solve
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


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_compiled_core_agrees_with_the_pure_python_search(game: Game) -> None:
    rng = random.Random(23)
    for _ in range(60):
        position = random_ending(rng, game, rng.randint(3, 6))
        compiled = Solver(game, position.trump)
        assert compiled._tricks.compiled, "the compiled core is built by pip install"
        python = Solver(game, position.trump)
        for search in {id(s): s for s in (python._tricks, python._points)}.values():
            search.compiled = False
        assert compiled.solve(position) == python.solve(position), position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_endings_of_four_cards_agree_with_brute_force(game: Game) -> None:
    # in the normal suite since the brute force is memoised (tests/solver/brute.py): its
    # 60 four-card endings take about 1 s of CPU a game, the whole test 4-6 s on this
    # busy machine (measured, round 6); five cards a hand cost ~0.2 s an ending, so the
    # thousands of those are bench/solver_agreement.py's
    rng = random.Random(5)
    for _ in range(60):
        position = random_ending(rng, game, 4)
        value = solve(position)
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position

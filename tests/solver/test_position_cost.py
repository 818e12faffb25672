"""sfast4 (issue 17): the compiled core keeps, as the cards are played, what it used to work
out at each position (the trick's top claim so far, each suit's cards in the hands, the
suit's codes by rank that untake() puts back). None of it changes a value or a count; what
would catch its breakage: positions that start mid-trick (the top claim of the cards
already on the table, set up by solve()) against brute force, and the trick's number,
which indexes the claims kept per trick, checked by solve()."""

from __future__ import annotations

import random

import pytest

from solver import _core, solve
from tests.solver.brute import brute, random_ending
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_positions_started_mid_trick_agree_with_brute_force(game: Game) -> None:
    rng = random.Random(47)
    checked = 0
    while checked < 40:
        position = random_ending(rng, game, rng.randint(2, 3))
        if not position.trick:
            continue
        value = solve(position)
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position
        checked += 1


@pytest.mark.parametrize("number", [0, 14, -1])
def test_a_trick_number_out_of_1_to_13_is_refused(number: int) -> None:
    hands: list[list[int]] = [[], [], [], []]
    with pytest.raises(ValueError, match="not 1-13"):
        _core.solve(hands, [], [], 0, number, 0, -1, 1, 1, 0, 0, 0)

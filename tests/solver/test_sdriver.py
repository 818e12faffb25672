"""The tricks search's driver (issue 17, sdriver): the walk from a first guess goes on a
trick at a time while the tests go one way (MTD(f)'s walk; PLAIN_WALK: the test beside
the guess, then a binary search), and solver/api.py's first guess of the tricks search
from the cards when it has no last value (_tricks_guess(); NO_TRICKS_GUESS). Both only
order the null-window tests: every value is the same, in the compiled core and in the
Python reference, with either bit on or off."""

from __future__ import annotations

import random

import pytest

from solver.api import _check, _tricks_guess
from solver.rules import KNIGHT_CODE, trump_code
from solver.search import NO_TRICKS_GUESS, PLAIN_WALK, Search, _core
from tests.solver.brute import brute, random_ending
from tests.solver.compiled import searches_differing, solve_afresh
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game


def _targets(options: int, guess: int | None, value: int, high: int = 13) -> list[int]:
    """The targets the Python reference's driver tests for a search whose value is
    ``value`` (each test answered from it), from ``guess``."""
    search = Search(0, False, options=options)
    search.compiled = False
    tested: list[int] = []

    def at_least(*args: object) -> bool:
        target = args[-1]
        assert isinstance(target, int)
        tested.append(target)
        return value >= target

    search._at_least = at_least  # type: ignore[method-assign, assignment]
    search._most = lambda *args: high  # type: ignore[method-assign]
    assert search.solve([[], [], [], []], [], 0, 1, 0, guess=guess) == value
    return tested


def test_the_walk_goes_on_a_trick_at_a_time() -> None:
    # the guess right: it and one above it, with or without the walk
    assert _targets(0, 7, 7) == [7, 8] == _targets(PLAIN_WALK, 7, 7)
    # two above the guess: up to the value and the test above it, no test far off
    assert _targets(0, 5, 7) == [5, 6, 7, 8]
    assert _targets(PLAIN_WALK, 5, 7) == [5, 6, 10, 8, 7]
    # below the guess: down to the value
    assert _targets(0, 7, 4) == [7, 6, 5, 4]
    assert _targets(PLAIN_WALK, 7, 4) == [7, 6, 3, 4, 5]
    # the window's ends stop it; no guess: the binary search as before
    assert _targets(0, 12, 13) == [12, 13]
    assert _targets(0, 1, 0) == [1]
    assert _targets(0, None, 9) == _targets(PLAIN_WALK, None, 9) == [7, 10, 8, 9]


def test_the_guess_follows_the_high_cards() -> None:
    """North-South holding every castle-ace, king and queen and the trumps: most of the
    tricks; none of them: few; never outside the tricks left."""
    strong = [[14, 13, 12, 30, 29, 28], [], [46, 45, 44, 62, 61, 60], []]
    weak = [strong[1], strong[0], strong[3], strong[2]]
    assert _tricks_guess(strong, 0, 0, 8) == 6
    assert _tricks_guess(weak, 0, 0, 8) == 1  # rounded up
    rng = random.Random(39)
    for _ in range(40):
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(1, 6))
        hands, _ = _check(position)
        guess = _tricks_guess(
            hands, trump_code(position.trump), position.to_play.value, position.trick_number
        )
        assert 0 <= guess <= 14 - position.trick_number
    assert _tricks_guess([[KNIGHT_CODE], [], [], []], -1, 1, 13) in (0, 1)


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("options", [PLAIN_WALK, NO_TRICKS_GUESS, PLAIN_WALK | NO_TRICKS_GUESS])
def test_the_driver_changes_no_value(game: Game, options: int) -> None:
    """Random endings solved whole (tricks and points) with the bits off and on: the same
    values, and the brute force's; the first guess's bit changes the positions searched
    on some (the walk's only where a guess is two or more off: the next test)."""
    rng = random.Random(4039 + options % 7)
    positions = [random_ending(rng, game, rng.randint(4, 6)) for _ in range(12)]
    differ = searches_differing(positions, options)
    assert differ > 0 or not options & NO_TRICKS_GUESS
    for position in [p for p in positions if len(p.hands[p.to_play]) <= 4][:3]:
        value, _ = solve_afresh(position, options)
        assert value.tricks == brute(position, "tricks"), position
        if game is BISHOPS_WHIST:
            assert value.points == brute(position, "points"), position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_compiled_walk_from_a_far_guess(game: Game) -> None:
    """The compiled core's tricks search from a guess far below the value and far above
    it, with the walk and with PLAIN_WALK: the same value, and the positions searched
    differ on some (the walk's tests are not the binary search's)."""
    rng = random.Random(3939)
    differ = 0
    for _ in range(8):
        position = random_ending(rng, game, 6)
        hands, trick = _check(position)
        found = []
        for options in (0, PLAIN_WALK):
            for guess in (0, 6):
                assert _core is not None
                _core.clear()
                search = Search(trump_code(position.trump), game is BISHOPS_WHIST, options=options)
                value = search.solve(
                    hands, trick, position.to_play.value, position.trick_number, 0, guess=guess
                )
                found.append((value, search.nodes))
        assert len({v for v, _ in found}) == 1, position
        differ += found[0] != found[2] or found[1] != found[3]
    assert differ > 0


def test_deals_played_on_have_the_same_values_with_the_guess_or_without() -> None:
    """Random Bishops deals played at random to tricks 8-9 (a fresh solver each: its
    first guess from the cards), solved with the guess and the walk and with neither:
    the same values, the positions searched differing on some."""
    rng = random.Random(1840)
    positions = [played_to(rng, rng.randint(8, 9)) for _ in range(6)]
    assert searches_differing(positions, PLAIN_WALK | NO_TRICKS_GUESS) > 0

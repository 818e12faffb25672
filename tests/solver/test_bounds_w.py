"""The cards the bounds keep in the table's entries (srel2), turned off by its bit and
changing no value (the other bit, WIDE_BOUNDS_W, retired in round 19: a hand's k winners
of a suit counted by a bound keep the places of its k highest cards only, always):

- ``NO_MID_ALONE`` off (mid_bound()): the card taking the trick keeps no place where it
  wins by its suit alone (no other card of its suit on the trick, no adversary still to
  play who could play one, nor a knight against a plain suit's card: the lengths and the
  knights, in the key, say so), as relevance() keeps a complete trick's.

Checked: endings of both games against the brute force, the bit on and off from an
empty table and with one table kept from position to position (as a whole deal's
searches keep it), and that the bit changes the positions searched."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_MID_ALONE
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searches_differing,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game

BITS = [NO_MID_ALONE]


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_small_endings_agree_with_the_brute_force(game: Game) -> None:
    rng = random.Random(1899 + 242 + (game is BISHOPS_WHIST))
    endings = [random_ending(rng, game, rng.randint(3, 5)) for _ in range(25)]
    if game is BISHOPS_WHIST:
        endings += [knights_ending(rng, 3, 5) for _ in range(25)]
    assert disagreeing_with_brute(endings) == []


@pytest.mark.parametrize("bit", BITS, ids=["NO_MID_ALONE"])
@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_on_and_off_with_the_table_kept_between_solves(game: Game, bit: int) -> None:
    rng = random.Random(1899 + 244 + (game is BISHOPS_WHIST))
    endings = [random_ending(rng, game, rng.randint(5, 8)) for _ in range(60)]
    if game is BISHOPS_WHIST:
        endings += [knights_ending(rng, 4, 7) for _ in range(60)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, bit)
    assert searches_differing(endings, bit) >= 1


@pytest.mark.parametrize("bit", BITS, ids=["NO_MID_ALONE"])
def test_positions_of_random_deals_played_on(bit: int) -> None:
    """Random Bishops deals played at random to trick 5: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 246)
    found = [played_to(rng, 5) for _ in range(4)]
    assert values_with_table_kept(found, 0) == values_with_table_kept(found, bit)
    assert searches_differing(found, bit) >= 1

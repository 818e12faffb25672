"""The points search's own pruning (issue 17, solver/_core.c points_other_need()): the
table's entries for the same cards with another count of tricks North-South still need
for their seventh. Dana's count is "All tricks over six counts one point as in old time
whist, and in addition, each bishop counts two points" (Bishops Whist, 1899): the seventh
trick is the first that scores, so the points a play gives from a position differ by at
most the odd trick's step between two positions with the same cards whose North-South need one
trick more or fewer for their seventh, and never rise with that need; an entry of the
one with fewer decides tests of the other a step further off (``NO_POINTS_NEED`` turns it off).
Random endings give equal values with it on and off, the brute force agrees on endings
around the seventh trick, and the bound saves positions."""

from __future__ import annotations

import random

from solver import Position, Value
from solver.search import NO_POINTS_NEED
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import solve_afresh
from whist import Seat, Side
from whist.games import BISHOPS_WHIST


def _near_the_seventh(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending whose North-South still need some of the tricks left for
    their seventh (the step in play), as the search meets them mid-deal."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        need = 7 - position.tricks_taken[Side.NS]
        if 0 < need <= cards:
            return position


def test_other_needs_entries_change_no_value() -> None:
    rng = random.Random(61)
    saved = 0
    for _ in range(80):
        position = _near_the_seventh(rng, rng.randint(5, 8))
        on, nodes_on = solve_afresh(position, 0)
        off, nodes_off = solve_afresh(position, NO_POINTS_NEED)
        assert on == off, position
        saved += nodes_off - nodes_on
    # the entries decide positions: fewer searched with them than without, over the lot
    assert saved > 0


def test_other_needs_entries_agree_with_the_brute_force() -> None:
    rng = random.Random(62)
    for _ in range(25):
        position = _near_the_seventh(rng, rng.randint(3, 5))
        value, _ = solve_afresh(position, 0)
        assert value.points == brute(position, "points"), position
        assert value.tricks == brute(position, "tricks"), position


def test_an_end_play_takes_the_bishop_with_the_seventh_trick() -> None:
    """No trumps, trick 10, North to lead, N-S 5 tricks (two short of their seventh),
    E-W 4, no bishop taken yet, no knight left. North cashing his castle-aces of spades
    and hearts first lets East keep his bishop of spades for the last trick; North leading
    a diamond first puts East in with the ace, and East, left with the bishop, the small
    spade and the king of diamonds, must in the end lead a spade to North's ace or let the
    bishop fall on it: N-S take two tricks either way, their seventh among them ("All
    tricks over six counts one point"), and the bishop only by the end play ("each bishop
    counts two points to those who are able to display him among their trick cards"):
    3 points, 1 for the odd trick and 2 for the bishop. With the other needs' entries and
    without, and by the brute force."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA HA D2 D3",
            Seat.EAST: "SB S2 DA DK",
            Seat.SOUTH: "C2 C3 C4 C5",
            Seat.WEST: "H2 H3 H4 H5",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_POINTS_NEED)
    assert on == off == Value(tricks=7, points=3)
    assert on.points == brute(position, "points")
    assert on.tricks == brute(position, "tricks")

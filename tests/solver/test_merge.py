"""The merging of equivalent cards while a knight is in play (equivalent() in
solver/_core.c): two cards of a plain suit in one hand, with no card of the suit between
them, are searched as one unless a card of another plain suit or a knight, of a grade
between theirs, could fall on the same trick as them ("When a knight leads ... the cards
then rank by grade and not by suit"; "any knight ranks as a ten in any suit led except
trumps", Dana, "Bishops Whist"). The hand's own cards of other suits never fall on the
same trick as its card, so they no longer keep the two apart (the narrower rule); nor
do another hand's, unless a knight leads the current trick or a third hand holds a knight
to lead (cards meet by grade across suits only on a trick a knight leads);
:data:`NO_LEADERS` keeps them apart by all but the hand's own (the wider rule, by all of
those, WIDE_MERGE, was retired by sorder7). Both must give the values of no merging at
all and of brute force."""

from __future__ import annotations

import random

from solver import Position, Value
from solver.search import (
    LOW_APART,
    NO_FORESIGHT,
    NO_LEADERS,
    NO_MERGE,
    NO_MID,
    NO_QUICK,
    NO_SMALL_SKIP,
    NO_TABLE,
)
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import compiled_solver
from whist import Seat
from whist.cards import KNIGHT
from whist.games import BISHOPS_WHIST


def _solve(position: Position, options: int) -> Value:
    solver = compiled_solver(position, options)
    return solver.solve(position)


def _nodes(position: Position, options: int) -> int:
    solver = compiled_solver(position, options)
    solver.solve(position)
    return solver.nodes


def _knights_in_play(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending with a knight still held by at least two hands (the rule
    is about the knights' comparisons)."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        holders = [s for s in Seat if KNIGHT in position.hands[s]]
        if len(holders) >= 2:
            return position


def test_the_narrow_merge_gives_the_values_of_the_wide_and_of_none() -> None:
    rng = random.Random(1899)
    for _ in range(80):
        position = _knights_in_play(rng, rng.randint(5, 7))
        narrow = _solve(position, 0)
        assert narrow == _solve(position, NO_LEADERS), position
        assert narrow == _solve(position, NO_MERGE), position


def test_the_narrow_merge_agrees_with_brute_force() -> None:
    rng = random.Random(97)
    for _ in range(25):
        position = _knights_in_play(rng, rng.randint(3, 4))
        value = _solve(position, NO_TABLE | NO_QUICK)
        assert value.tricks == brute(position, "tricks"), position
        assert value.points == brute(position, "points"), position


def test_the_hands_own_card_between_does_not_keep_two_cards_apart() -> None:
    """No trumps, trick 11, N-S 5 tricks, E-W 5. North holds the four and two of
    spades and the three of hearts: the three lies between them by grade, but in North's
    own hand it never falls on a trick with North's spade, so the four and the two are
    searched as one (no other hand holds a card from the two to the four): fewer
    positions than with none merged. East's knight leads (the irregular trick: grades
    across suits). Merged, not merged, without the leaders' part and brute force agree on
    tricks and points."""
    position = bishops_ending(
        {
            Seat.NORTH: "S4 S2 H3",
            Seat.EAST: "N D6 C9",
            Seat.SOUTH: "D5 C5 N",
            Seat.WEST: "H6 C7 D8",
        },
        None,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    value = _solve(position, 0)
    # LOW_APART: cards below the knight's ten no longer keep any apart (test_low_merge.py)
    # (NO_SMALL_SKIP: sdds1's skip passes over the unmerged low card as the merge does)
    assert _nodes(position, NO_TABLE | NO_QUICK | LOW_APART | NO_SMALL_SKIP) < _nodes(
        position, NO_TABLE | NO_QUICK | NO_MERGE | LOW_APART | NO_SMALL_SKIP
    )
    for options in (NO_LEADERS, NO_MERGE, NO_TABLE | NO_QUICK):
        assert _solve(position, options) == value
    assert value.tricks == brute(position, "tricks")
    assert value.points == brute(position, "points")


def test_a_hands_card_between_without_a_third_hand_to_lead_a_knight() -> None:
    """No trumps, trick 11, N-S 5 tricks, E-W 5. North holds the four and two of
    spades; East holds the three of hearts and the only knight still held: only East can
    lead a knight, and then East's own heart is not on that trick, so the three does not
    keep North's four and two apart (fewer positions than without the leaders' part).
    The rule, without it, unmerged and brute force agree."""
    position = bishops_ending(
        {
            Seat.NORTH: "S4 S2 D9",
            Seat.EAST: "N H3 C9",
            Seat.SOUTH: "D5 C5 H8",
            Seat.WEST: "H6 C7 D8",
        },
        None,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    # the mid-trick bounds and the fourth hand's look ahead off too: they cut this small
    # search before the merge shows
    off = NO_TABLE | NO_QUICK | NO_MID | NO_FORESIGHT | LOW_APART | NO_SMALL_SKIP  # (sdds1)
    assert _nodes(position, off) < _nodes(position, off | NO_LEADERS)
    value = _solve(position, 0)
    for options in (NO_LEADERS, NO_MERGE, NO_TABLE | NO_QUICK):
        assert _solve(position, options) == value
    assert value.tricks == brute(position, "tricks")
    assert value.points == brute(position, "points")

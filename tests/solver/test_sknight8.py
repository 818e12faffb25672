"""sknight8 (issue 17, round 30): the bishop of trumps as a sure bishop of its holder's side
where the other side holds a knight (_core.c's later_tricks_afresh() and bounded_early();
NO_KNIGHT_BISHOP, NO_HELD_BISHOP: not counted, as before).

The bishop of trumps above all of the other side's trumps takes the trick it falls on
before the thirteenth ("trumps are superior"; a knight "has no rank in trumps"); only at
the thirteenth may the other side's last knight take it. Before, the bishop counted as its
side's only where the other side held no knight. Now also (NO_KNIGHT_BISHOP) where its
holder holds a knight: "a knight can never be forced", so he keeps one to the thirteenth
and his top trumps, the bishop among them, all fall before it (sknight6's count); and
(NO_HELD_BISHOP) where its holder holds no knight but held_top() (stail11) finds all his
top trumps made before the thirteenth, the bishop among them.

Measured (bench/driver_deals.py, both searches, main 70d0ad9 -> sknight8, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
96) 127,397,141 -> 127,080,514 with the first (96 6.99M -> 6.90M, 70 8.95M -> 8.86M) ->
126,950,895 with both (65 9.05M -> 8.96M); deals 2, 6, 7 5,124,076 -> 5,079,266; 1, 8
25,556,797 -> 25,542,850."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_HELD_BISHOP, NO_KNIGHT_BISHOP, NO_KNIGHT_LATE, NO_TABLE
from tests.solver.brute import bishops_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    rule_against_brute,
    searched_with_and_without,
)
from tests.solver.deals import random_endings_where
from whist import Seat
from whist.cards import Suit

#: the Bishops pack's ranks in a suit, lowest first
_ORDER = "23456789BQKA"
_BOTH = NO_KNIGHT_BISHOP | NO_HELD_BISHOP


def _rule_acts(position: Position) -> bool:
    """A trump suit, its bishop held above all of the other side's trumps, the other
    side holding a knight (the rules' case, at the trick start or later)."""
    trump = position.trump
    if trump is None:
        return False
    hands = dict(position.hands)
    bishop = _ORDER.index("B")
    for seat in Seat:
        if not any(c.suit is trump and c.rank.letter == "B" for c in hands[seat]):
            continue
        others = (seat.left, seat.left.left.left)
        if not any(c.is_knight for o in others for c in hands[o]):
            return False
        theirs = [_ORDER.index(c.rank.letter) for o in others for c in hands[o] if c.suit is trump]
        return max(theirs, default=-1) < bishop
    return False


def _endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    return random_endings_where(_rule_acts, rng, fewest, most, count)


def test_the_knight_holders_bishop_of_trumps() -> None:
    """Spades trumps, trick 10, East to lead: North holds a knight and the SB (the SA, SK
    and SQ played), East a knight, the HA and the HK, West the S2. North keeps his knight
    to the thirteenth, so his SB falls before it and takes its trick: North-South's sure
    bishop holds their points down no lower than it: 90 positions without the rule, 9
    with it (no table)."""
    position = bishops_ending(
        {
            Seat.NORTH: "N SB H2 H3",
            Seat.EAST: "N HA HK D2",
            Seat.SOUTH: "H6 H7 D3 D4",
            Seat.WEST: "S2 H8 D5 D6",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_KNIGHT_BISHOP)
    assert on < off


def test_the_held_top_trumps_bishop() -> None:
    """The same without North's knight, North holding the S3 below West's S4 instead:
    held_top() finds North's SB made (he never plays the S3 while he holds it), so it is
    North-South's: 95 positions without the rule, 9 with it (no table)."""
    position = bishops_ending(
        {
            Seat.NORTH: "SB S3 H2 H3",
            Seat.EAST: "N HA HK D2",
            Seat.SOUTH: "H6 H7 D3 D4",
            Seat.WEST: "S4 H8 D5 D6",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_HELD_BISHOP)
    assert on < off


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand, in the rules' case (a trick partly played or
    not), against the brute force."""
    rng = random.Random(80)
    assert not disagreeing_with_brute(_endings(rng, 2, 5, 60), NO_TABLE)


def test_random_endings_agree_with_and_without() -> None:
    """Endings of four to seven cards a hand in the rules' case: the same values with the
    rules and without, the table on and off; the rules cut (counted without sknight9's
    order rule, NO_KNIGHT_LATE: with it these endings search 305,325 positions with the rules
    and 305,223 without, the order's change, not the rules')."""
    rng = random.Random(81)
    on, off = searched_with_and_without(_endings(rng, 4, 7, 50), _BOTH, NO_KNIGHT_LATE)
    assert on < off

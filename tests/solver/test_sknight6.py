"""sknight6 (issue 17, round 28): where both sides hold knights, a hand holding a knight
and trumps above all of the other side's counts each of those trumps as a sure trick
(_core.c's later_tricks_afresh(); NO_KNIGHT_TOPS: one fewer, the thirteenth's).

Dana: "a knight can never be forced", so the hand keeps a knight to the thirteenth trick
and its other cards all fall on the twelfth or before; it plays a top trump whenever it
may (it leads, trumps are led, or it holds none of the suit led), and before the
thirteenth "trumps are superior" (a knight "has no rank in trumps"): each of them wins.
Without a knight in that hand a top trump may be left to the thirteenth, where the last
knight played outranks it: the rule before counted one fewer whenever the other side held
a knight. A hand with two knights or more keeps one more card to the twelfth, so its top
trumps end by the eleventh and one of the last two tricks (knight_pair(), sknight4) counts
beside them.

Measured (bench/driver_deals.py, both searches, main f72e41a -> sknight6, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
60) 141,008,964 -> 138,529,929 (-1.8%; deal 8's tricks search 5.04M -> 4.47M, 29's 4.43M
-> 4.01M, 25's 1.63M -> 1.28M, 83's 3.40M -> 3.04M); deals 2, 6, 7 5,344,336 ->
5,335,230.

Second (NO_MID_TOP_X): the mid-trick bounds (mid_bound()) count the top trumps after the
trick of the side surely taking it (later_tricks()'s top[], or armed[]), where no hand of
that side still to play holds a trump (it might spend one on the trick) and no knight of
its takes the trick (it might be the one kept to the thirteenth); before, only y's, the
other side's, counted there. Median set 138,529,929 -> 138,011,333 (60 11.77M -> 11.41M;
the worst 70 8.99M -> 9.07M, 8 8.11M -> 8.13M); deals 2, 6, 7 5,335,230 -> 5,323,490."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import NO_KNIGHT_TOPS, NO_MID_TOP_X, NO_TABLE
from tests.solver.brute import bishops_ending, led_ending
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


def _rule_acts(position: Position) -> bool:
    """Both sides hold knights and a hand holding one holds a trump above all of the
    other side's (the rule's case, at the trick start or later)."""
    trump = position.trump
    if trump is None:
        return False
    hands = dict(position.hands)

    def knights(seat: Seat) -> bool:
        return any(card.is_knight for card in hands[seat])

    def top(seat: Seat) -> int:
        trumps = [_ORDER.index(c.rank.letter) for c in hands[seat] if c.suit is trump]
        return max(trumps, default=-1)

    for seat in Seat:
        others = (seat.left, seat.left.left.left)
        if not knights(seat) or not any(knights(o) for o in others):
            continue
        if top(seat) > max(top(o) for o in others):
            return True
    return False


def _endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    return random_endings_where(_rule_acts, rng, fewest, most, count)


def test_the_knight_holders_top_trumps_all_count() -> None:
    """Spades trumps, trick 10, East to lead: North holds a knight, the SA and the SK;
    East a knight. North keeps his knight to the thirteenth, so his two trumps fall on
    the tenth to the twelfth and both win: two sure tricks for North-South (before: one,
    a top trump left to the thirteenth losing to East's knight), which decide the test
    at two: 38 positions without the rule, 2 with it (no table)."""
    position = bishops_ending(
        {
            Seat.NORTH: "N SA SK H2",
            Seat.EAST: "N H3 H4 HA",
            Seat.SOUTH: "H6 H7 D2 D3",
            Seat.WEST: "S2 HK D4 D5",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_KNIGHT_TOPS)
    assert on < off


def test_two_knights_and_the_last_two() -> None:
    """Spades trumps, trick 9, East to lead: North holds two knights and the SA, South
    none, West one (North's right-hand adversary, the other side's only holder: one of
    the last two is North-South's, sknight4). North keeps one knight to the thirteenth
    and the other to the twelfth, so his SA falls by the eleventh: two sure tricks."""
    position = bishops_ending(
        {
            Seat.NORTH: "N N SA H2 H3",
            Seat.EAST: "S2 HA HK D4 D5",
            Seat.SOUTH: "H6 H7 D2 D3 C2",
            Seat.WEST: "N S3 H8 D6 C3",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=4,
        ew=4,
    )
    rule_against_brute(position, NO_KNIGHT_TOPS)


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand, in the rule's case (a trick partly played or
    not), against the brute force."""
    rng = random.Random(72)
    assert not disagreeing_with_brute(_endings(rng, 2, 5, 60), NO_TABLE)


def test_random_endings_agree_with_and_without() -> None:
    """Endings of four to seven cards a hand in the rule's case: the same values with the
    rule and without, the table on and off; the rule cuts."""
    rng = random.Random(73)
    on, off = searched_with_and_without(_endings(rng, 4, 7, 50), NO_KNIGHT_TOPS)
    assert on < off


@pytest.mark.parametrize(
    ("north", "east"),
    [("D7 SA SK", "H3 D4 D5 C5"), ("N SA SK", "N H3 D4 D5")],
    ids=["two-top-trumps", "a-knight-beside-them"],
)
def test_the_takers_top_trumps_after_the_trick(north: str, east: str) -> None:
    """Spades trumps, trick 10, North has led the HA (every other hand holds a heart, so
    it takes the trick) and holds the SA and the SK, South no trump: North-South take this
    trick and two more: 8 positions without the rule, 5 with it (no table). The same with
    North holding a knight beside his two top trumps and East one (both rules together:
    North keeps his knight, so both trumps win before the thirteenth): 5 positions without
    the mid-trick rule, 2 with it."""
    position = led_ending(
        {
            Seat.NORTH: north,
            Seat.EAST: east,
            Seat.SOUTH: "H6 D2 D3 C2",
            Seat.WEST: "S2 H8 D6 C3",
        },
        Suit.SPADES,
        Seat.NORTH,
        "HA",
        ns=5,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_MID_TOP_X)
    assert on < off


def _mid_trick_trump_endings(
    rng: random.Random, fewest: int, most: int, count: int
) -> list[Position]:
    return random_endings_where(
        lambda p: p.trump is not None and bool(p.trick), rng, fewest, most, count
    )


def test_mid_trick_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand, a trump suit, part of a trick on the table,
    against the brute force."""
    rng = random.Random(173)
    assert not disagreeing_with_brute(_mid_trick_trump_endings(rng, 2, 5, 60), NO_TABLE)


def test_mid_trick_random_endings_agree_with_and_without() -> None:
    """Endings of four to seven cards a hand, a trump suit, part of a trick on the table:
    the same values with the mid-trick rule and without, the table on and off; it acts
    (on these endings it does not cut: 114,045 positions with it, 113,986 without)."""
    rng = random.Random(74)
    on, off = searched_with_and_without(_mid_trick_trump_endings(rng, 4, 7, 50), NO_MID_TOP_X)
    assert on != off

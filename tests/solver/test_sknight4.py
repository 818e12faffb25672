"""sknight4 (issue 17, round 27): where both sides hold knights, the side sure of one of
the last two tricks counts it as a sure trick (_core.c's knight_pair(), in the later
tricks; NO_KNIGHT_PAIR: not counted).

Dana: "a knight can never be forced", and in the thirteenth trick "the *last* knight
played outranks everything". So each holder may keep a knight to the thirteenth, where
the last of them played takes it, and the twelfth's winner leads it. A side both of whose
hands hold knights, or whose one holder sits after the other side's only holder (that
holder his right-hand adversary), plays the last knight on the thirteenth whenever the
other side leads it: it takes the twelfth or the thirteenth. With the side's quick tricks
it counts only where those end by the eleventh.

Measured (bench/driver_deals.py, both searches, main 2549491 -> at trick starts -> in
mid_bound() too, no value changed): the median-board set (8, 10, 12, 20, 28, 60, 65, 66,
79, 84, 89, 98, 1, 2, 6, 7) 149,262,166 -> 123,610,852 -> 121,190,161 (deal 12 10.26M ->
5.43M, 89 9.60M -> 4.85M, 66 5.22M -> 3.59M); deals 2, 6, 7 6,989,236 -> 5,503,086 ->
5,418,031; deals 1, 8 28,194,431 -> 27,846,431 -> 27,632,842; deals 4, 11, 12, 16-20 (40M
a search) 42,459,633 -> 29,566,571 -> 28,997,588; deal 63 86,367,350 -> 72,736,344 ->
72,016,652; deal 54 67,010,229 -> 52,368,548 -> 50,123,304."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_KNIGHT_PAIR, NO_KNIGHT_PAIR_MID, NO_TABLE
from tests.solver.brute import bishops_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    rule_against_brute,
    searched_with_and_without,
    solve_afresh,
)
from tests.solver.deals import random_endings_where
from whist import Seat
from whist.cards import KNIGHT, Suit


def _check(position: Position) -> tuple[int, int]:
    """rule_against_brute() for this rule's bit (NO_KNIGHT_PAIR): (without, with)."""
    return rule_against_brute(position, NO_KNIGHT_PAIR)


def test_the_right_hand_adversarys_knight_is_played_before() -> None:
    """No trumps, trick 9, North to lead four winners and a knight; East, North's left-hand
    adversary, holds the other knight. North cashes his four, leads the thirteenth, and
    East's knight is played after his: East-West take it. Had East-West won the twelfth,
    East or West would lead the thirteenth; either way one of the two is theirs. So
    North-South take four of the five at most: the rule bounds the test at five, where
    without it that test is searched."""
    position = bishops_ending(
        {
            Seat.NORTH: "N SA SK SQ HA",
            Seat.EAST: "N S2 S3 D2 D3",
            Seat.SOUTH: "S4 S5 H2 H3 C2",
            Seat.WEST: "S6 H4 D4 C3 C4",
        },
        None,
        Seat.NORTH,
        ns=4,
        ew=4,
    )
    off, on = _check(position)
    assert solve_afresh(position, 0)[0].tricks == 8
    assert on < off


def test_the_quick_tricks_to_the_twelfth_count_alone() -> None:
    """No trumps, trick 10, North to lead three winners and a knight; West, North's
    right-hand adversary, holds the other: North-South are sure of one of the last two.
    But North's quick tricks take the tenth to the twelfth, and then North leads the
    thirteenth and West's knight comes last: three, not four (the quick tricks and the
    rule's trick count together only where the quick tricks end by the eleventh)."""
    position = bishops_ending(
        {
            Seat.NORTH: "N SA SK SQ",
            Seat.EAST: "S2 S3 D2 D3",
            Seat.SOUTH: "S4 S5 H2 H3",
            Seat.WEST: "N H4 D4 C3",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    _check(position)
    assert solve_afresh(position, 0)[0].tricks == 8


def test_both_hands_holding_knights() -> None:
    """Trumps spades, trick 9, East to lead: North and South hold a knight each, East
    one. Whoever
    leads the thirteenth, a knight of North-South's is played last unless North-South
    lead it: one of the last two is theirs, whatever East-West's trumps do."""
    position = bishops_ending(
        {
            Seat.NORTH: "N H2 H3 D2 D3",
            Seat.EAST: "N SA SK HA DA",
            Seat.SOUTH: "N C2 C3 C4 H4",
            Seat.WEST: "SQ S2 HK DK CA",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=4,
        ew=4,
    )
    _check(position)


def _both_sides_hold_knights(position: Position) -> bool:
    ns = any(KNIGHT in position.hands[seat] for seat in (Seat.NORTH, Seat.SOUTH))
    ew = any(KNIGHT in position.hands[seat] for seat in (Seat.EAST, Seat.WEST))
    return ns and ew


def _knight_endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    return random_endings_where(_both_sides_hold_knights, rng, fewest, most, count)


def test_random_endings_agree_with_and_without() -> None:
    """Random Bishops endings, both sides holding knights, four to seven cards a hand:
    the same values with the rule and without, the table on and off; the rule cuts."""
    rng = random.Random(27)
    on, off = searched_with_and_without(_knight_endings(rng, 4, 7, 50), NO_KNIGHT_PAIR)
    assert on < off


def test_mid_trick_random_endings_agree_with_and_without() -> None:
    """The same in the mid-trick bounds (NO_KNIGHT_PAIR_MID): random Bishops endings,
    both sides holding knights, part of a trick on the table, the same values with it and
    without, the table on and off; it cuts."""
    rng = random.Random(69)
    endings = [p for p in _knight_endings(rng, 4, 7, 120) if p.trick][:50]
    on, off = searched_with_and_without(endings, NO_KNIGHT_PAIR_MID)
    assert on < off


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of three to five cards a hand, both sides holding knights, against the
    brute force."""
    rng = random.Random(127)
    assert not disagreeing_with_brute(_knight_endings(rng, 3, 5, 40), NO_TABLE)

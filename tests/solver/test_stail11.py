"""stail11 (issue 17, round 29): one side holding knights, a hand of the other side without
one holding trumps above all of the knight side's makes every one of them where it holds a
lower trump too, or more plain cards than the knight side's leads (and its partner's) can
draw (_core.c's held_top(); NO_HELD_TOP: one fewer, as the later tricks count where the
other side holds a knight: the hand might keep one to the thirteenth, where the last
knight played takes the trick).

The hand H leads a top trump, plays one to a trump or a knight led and where he holds
none of the plain suit led, and else follows suit: each top trump he plays before the
thirteenth takes its trick. To keep one to the thirteenth he must play every other card
following a plain suit, never a lower trump, and the knight side leads a suit s at most
as often as one of its hands holds cards of s (a knight beside s's bishop counted: the
knights revoke).

Where both sides hold knights the same holds for a hand without one (its partner's
knights change nothing: his leads are counted).

Measured (bench/driver_deals.py, both searches, main 463f4f5 -> stail11, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
96) 135,788,630 -> 134,837,272 (-0.70%; deal 8's tricks search 4,516,659 -> 4,342,272,
26's 645,095 -> 586,941, 79's 3,383,131 -> 3,295,814); deals 2, 6, 7 5,173,956 ->
5,124,105."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_HELD_TOP, NO_TABLE
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


def _rule_acts(position: Position) -> bool:
    """A side holds a knight and a hand of the other side without one holds a trump above
    all of the knight side's (the rule's case)."""
    trump = position.trump
    if trump is None:
        return False
    hands = dict(position.hands)
    knights = {seat: any(card.is_knight for card in hands[seat]) for seat in Seat}

    def top(seat: Seat) -> int:
        trumps = [_ORDER.index(c.rank.letter) for c in hands[seat] if c.suit is trump]
        return max(trumps, default=-1)

    for y, x in (
        ((Seat.NORTH, Seat.SOUTH), (Seat.EAST, Seat.WEST)),
        ((Seat.EAST, Seat.WEST), (Seat.NORTH, Seat.SOUTH)),
    ):
        if not any(knights[s] for s in x):
            continue
        if any(not knights[s] and top(s) > max(top(o) for o in x) for s in y):
            return True
    return False


def _endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    return random_endings_where(_rule_acts, rng, fewest, most, count)


def test_a_lower_trump_beside_the_top_ones() -> None:
    """Hearts trumps, trick 10, East to lead: West alone holds a knight, South the HK, the
    H9 (above East-West's H8 and H6) and the H3. South never plays his H3 while he holds
    a top trump, so the HK and the H9 both fall before the thirteenth and take their
    tricks: two sure tricks for North-South (before: one, a top trump might be kept to the
    thirteenth, where West's knight takes it): 32 positions without the rule, 5 with it
    (no table)."""
    position = bishops_ending(
        {
            Seat.NORTH: "H5 H2 S3 DK",
            Seat.EAST: "CA D3 H8 D2",
            Seat.SOUTH: "HK H3 H9 D7",
            Seat.WEST: "CK H6 SA N",
        },
        Suit.HEARTS,
        Seat.EAST,
        ns=7,
        ew=2,
    )
    off, on = rule_against_brute(position, NO_HELD_TOP)
    assert on < off


def test_plain_cards_the_leads_cannot_draw() -> None:
    """Hearts trumps, trick 9, West to lead: East and West hold a knight each and no heart
    above North's H5; North holds four spades and a club beside it, East and West two
    spades and two clubs at most in a hand: their leads draw at most three of North's
    five plain cards, so he plays his H5 before the thirteenth (before: none counted)."""
    position = bishops_ending(
        {
            Seat.NORTH: "SQ SB S4 S2 H5 C6",
            Seat.EAST: "N SA SK DK DQ CB",
            Seat.SOUTH: "S8 DB D9 CQ C8 C7",
            Seat.WEST: "N H3 H2 DA C9 C4",
        },
        Suit.HEARTS,
        Seat.WEST,
        ns=3,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_HELD_TOP)
    assert on < off


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to four cards a hand in the rule's case (a trick partly played or
    not) against the brute force."""
    rng = random.Random(111)
    assert not disagreeing_with_brute(_endings(rng, 2, 4, 60), NO_TABLE)


def test_random_endings_agree_with_and_without() -> None:
    """Endings of four to six cards a hand in the rule's case: the same values with the
    rule and without, the table on and off; the rule cuts."""
    rng = random.Random(112)
    on, off = searched_with_and_without(_endings(rng, 4, 6, 30), NO_HELD_TOP)
    assert on < off

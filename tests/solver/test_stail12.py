"""stail12 (issue 17, round 30): stail11's count of a hand's top trumps (held_top()) in the
mid-trick bounds too (_core.c's mid_bound(); NO_HELD_TOP_MID: not counted there).

In the middle of a trick whose taker is known, the count is made for the next trick start
on a hand that has already played to this trick (its cards are those it will hold then;
the other side's trumps and lengths can only shrink before then): for the side not taking
the trick where the side taking it holds a knight (that side leads next, so no lead of the
hand's partner is counted), and for the side taking it where the other holds a knight
(the partner's lead counted unless the hand itself surely leads next), each with its own
sure tricks alone (not with the quick tricks after the trick, which may be those trumps).

Measured (bench/driver_deals.py, both searches, main 70d0ad9 -> stail12, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
96) 127,397,141 -> 127,209,373 (-0.15%; deal 79's tricks search 3,295,814 -> 3,251,648,
96's 3,906,425 -> 3,889,441, 8's 4,342,272 -> 4,326,796)."""

from __future__ import annotations

import random
from dataclasses import replace

from solver import Position
from solver.search import NO_HELD_TOP_MID, NO_TABLE
from tests.solver.brute import bishops_ending, led_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    rule_against_brute,
    searched_with_and_without,
)
from tests.solver.deals import random_endings_where
from tests.solver.test_stail11 import _rule_acts
from whist import Seat
from whist.cards import Card, Suit
from whist.tricks import PlayedCard


def _mid_trick(position: Position) -> bool:
    """The stail11 rule's case with part of a trick on the table."""
    return bool(position.trick) and _rule_acts(position)


def _endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    return random_endings_where(_mid_trick, rng, fewest, most, count)


def test_the_takers_hand_that_has_played() -> None:
    """Spades trumps, trick 10, North has led the HA (every other hand holds a heart, so it
    takes the trick) and holds the SA, the SK and the S2, East a knight: North never plays
    his S2 while he holds a top trump, so the SA and the SK both win after this trick:
    three tricks for North-South (before: two, the later tricks counting one top trump
    fewer where East holds a knight): 5 positions without the rule, 2 with it (no
    table)."""
    position = led_ending(
        {
            Seat.NORTH: "SA SK S2",
            Seat.EAST: "N H3 D4 D5",
            Seat.SOUTH: "H6 D2 D3 C2",
            Seat.WEST: "S3 H8 D6 C3",
        },
        Suit.SPADES,
        Seat.NORTH,
        "HA",
        ns=5,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_HELD_TOP_MID)
    assert on < off


def test_the_other_sides_hand_that_has_played() -> None:
    """Hearts trumps, trick 11: West led the D9, North ruffed with the H2, East threw the
    C8, South (three diamonds) to play: North-South take the trick. North holds a knight;
    West, who has played, holds the H8 (above all of North-South's trumps: none) and the
    CA, and North-South hold no club to lead: his plain card falls on no trick of theirs,
    so his H8 falls on the twelfth and wins: one of the last two tricks for East-West
    (before: none counted): 5 positions without the rule, 2 with it (no table)."""
    ending = bishops_ending(
        {
            Seat.NORTH: "N S6",
            Seat.EAST: "S3 C9",
            Seat.SOUTH: "DQ D7 DA",
            Seat.WEST: "H8 CA",
        },
        Suit.HEARTS,
        Seat.WEST,
        ns=7,
        ew=3,
    )
    played = [(Seat.WEST, "D9"), (Seat.NORTH, "H2"), (Seat.EAST, "C8")]
    position = replace(
        ending,
        trick=tuple(PlayedCard(seat, Card.parse(card)) for seat, card in played),
        to_play=Seat.SOUTH,
    )
    off, on = rule_against_brute(position, NO_HELD_TOP_MID)
    assert on < off


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand in the rule's case, part of a trick on the
    table, against the brute force."""
    rng = random.Random(121)
    assert not disagreeing_with_brute(_endings(rng, 2, 5, 60), NO_TABLE)


def test_random_endings_agree_with_and_without() -> None:
    """Endings of four to six cards a hand in the rule's case, part of a trick on the
    table: the same values with the rule and without, the table on and off; the rule
    cuts."""
    rng = random.Random(122)
    on, off = searched_with_and_without(_endings(rng, 4, 6, 30), NO_HELD_TOP_MID)
    assert on < off

"""The merging of equivalent cards below the knight's ten (equivalent() in
solver/_core.c): while a knight is in play two cards of a plain suit are kept apart by
another suit's card of a grade between theirs only at the ten or above. Dana, "Bishops
Whist", The Irregular Trick: "any nontrump bishop takes the knight, any nontrump queen
takes any non trump bishop ..." and "When a knight leads and two or more equal cards are
played on that trick the *first* of those equals cards outranks those played after": the
knight led is the first card of the irregular trick and ranks as a ten, so no plain card
below the ten ever takes that trick, and their grades tell nothing apart there (on a trick
led in a plain suit another suit's card has no rank at all). :data:`LOW_APART` keeps them
apart as before; both must give the values of no merging at all and of brute force."""

from __future__ import annotations

import random

from solver import Position, Value
from solver.search import (
    LOW_APART,
    NO_FORESIGHT,
    NO_MERGE,
    NO_MID,
    NO_QUICK,
    NO_SMALL_SKIP,
    NO_TABLE,
)
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import compiled_solver
from whist import Seat, Side
from whist.cards import KNIGHT, Suit, parse_cards
from whist.games import BISHOPS_WHIST
from whist.tricks import PlayedCard


def _solve(position: Position, options: int) -> Value:
    return compiled_solver(position, options).solve(position)


def _nodes(position: Position, options: int) -> int:
    solver = compiled_solver(position, options)
    solver.solve(position)
    return solver.nodes


def _knights_in_play(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending with knights held by at least two hands (a third hand to
    lead one to the cards of the other two: where the rule applies)."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        if sum(KNIGHT in position.hands[s] for s in Seat) >= 2:
            return position


def test_low_cards_merged_under_a_knights_lead() -> None:
    """No trumps, trick 11, N-S 5 tricks, E-W 5. North holds the four and two of spades;
    East's three of hearts lies between them by grade, and South holds a knight to lead
    to a trick East's heart may fall on: kept apart before, merged now (the knight led,
    a ten, beats all three), so fewer positions. East leads its knight (the irregular
    trick). Merged, kept apart, not merged and brute force agree on tricks and points."""
    position = bishops_ending(
        {
            Seat.NORTH: "S4 S2 D9",
            Seat.EAST: "N H3 C8",
            Seat.SOUTH: "N D5 C5",
            Seat.WEST: "H6 C7 D8",
        },
        None,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    # the bounds and the look ahead off: they cut this small search before the merge shows;
    # and the small cards' skip (sdds1), which passes over the two once the four failed
    off = NO_TABLE | NO_QUICK | NO_MID | NO_FORESIGHT | NO_SMALL_SKIP
    assert _nodes(position, off) < _nodes(position, off | LOW_APART)
    value = _solve(position, 0)
    for options in (LOW_APART, NO_MERGE, off, off | LOW_APART):
        assert _solve(position, options) == value
    assert value.tricks == brute(position, "tricks")
    assert value.points == brute(position, "points")


def test_the_ten_and_above_still_keep_cards_apart() -> None:
    """Diamonds trumps, trick 11, E-W 10 tricks, N-S none; West has led the bishop of
    trumps, North to play. East holds the ace, eight and three of spades, no spade between
    the ace and the eight still in play; North's bishops of hearts and clubs lie between
    them by grade, and North holds a knight to lead: on that irregular trick East's ace
    takes a bishop ("any nontrump queen takes any non trump bishop" and so up), the eight
    does not. So the ace and the eight must stay apart (merged, the search would find
    N-S two tricks, not one). The values with the rule, without it, unmerged and by
    brute force agree."""
    position = Position(
        hands={
            Seat.NORTH: parse_cards("N HB CB"),
            Seat.EAST: parse_cards("SA S3 S8"),
            Seat.SOUTH: parse_cards("C6 C7 D6"),
            Seat.WEST: parse_cards("C5 N"),
        },
        trick=(PlayedCard(Seat.WEST, parse_cards("DB")[0]),),
        trump=Suit.DIAMONDS,
        to_play=Seat.NORTH,
        trick_number=11,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: 0, Side.EW: 10},
    )
    value = _solve(position, NO_TABLE | NO_QUICK)
    assert value.tricks == 1
    for options in (0, LOW_APART, NO_MERGE):
        assert _solve(position, options) == value
    assert value.tricks == brute(position, "tricks")
    assert value.points == brute(position, "points")


def test_random_endings_give_the_same_values_with_the_rule_on_and_off() -> None:
    rng = random.Random(268435456)
    for _ in range(80):
        position = _knights_in_play(rng, rng.randint(5, 7))
        value = _solve(position, 0)
        assert value == _solve(position, LOW_APART), position
        assert value == _solve(position, NO_MERGE), position


def test_random_endings_agree_with_brute_force() -> None:
    rng = random.Random(1899 + 11)
    for _ in range(25):
        position = _knights_in_play(rng, rng.randint(3, 4))
        value = _solve(position, NO_TABLE | NO_QUICK)
        assert value.tricks == brute(position, "tricks"), position
        assert value.points == brute(position, "points"), position

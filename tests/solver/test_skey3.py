"""The key without each suit's count of cards above the bishop; the entry keeps the count
only where its outcome rested on it (skey3; ``store_locked()``, ``counts_match()`` in
solver/_core.c), and no value changes (off: ``NO_COUNT_FREE``, the count in the key).

Why it holds: the count places the knight's ten (which cards of the suit beat a knight)
and the bishop (its points, the knights revoke). An entry's cards of a suit from the
queen up (W's lowest grade 12 or more, not in grades) are matched by rank in a position
whose cards at those places all rank above the bishop too (its count at least the
entry's places): a card compared there with a knight's ten, or a bishop's place, keeps
the bishop's grade or lower in W (relevance(), irregular_w(), knights_hold_w(), mid_bound(),
later_tricks()), and the irregular trick's suits are in grades: those entries keep the
count, and so do the entries stored from one that kept it (W[ABSOLUTE]'s COUNT_EXACT
bits). The leader's quick tricks in a suit no other hand holds (no place kept before:
the key said whether a knight could take them, survive(), or his bishop fell, captured())
now keep their places.

Checked: endings with knights and bishops against the brute force, from one table kept
from position to position (as a whole deal's searches keep it); the bit on and off on
random endings with the table kept; the ending where the quick tricks' places were
missing (found so: 1 of 2,000 endings of 5-9 cards differed); and that the bit changes
the positions searched."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_COUNT_FREE
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import (
    disagreeing_with_brute_table_kept,
    searches_differing,
    solve_afresh,
    values_with_table_kept,
)
from tests.solver.deals import played_to
from whist import Seat, Side
from whist.cards import parse_cards
from whist.games import BISHOPS_WHIST
from whist.tricks import PlayedCard


def _endings(rng: random.Random, fewest: int, most: int, count: int) -> list[Position]:
    """``count`` random Bishops endings, two in three with two hands holding knights."""
    return [
        knights_ending(rng, fewest, most)
        if i % 3
        else random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        for i in range(count)
    ]


def test_small_endings_with_the_table_kept_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 152)
    assert disagreeing_with_brute_table_kept(_endings(rng, 3, 5, 36)) == []


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(1899 + 153)
    endings = _endings(rng, 5, 9, 300)
    assert values_with_table_kept(endings, 0) == values_with_table_kept(endings, NO_COUNT_FREE)


def _quick_tricks_ending() -> Position:
    """Trick 5, no trump, West to play to East's six and South's ace of diamonds (a random
    ending): at trick 10 East's lone card of a suit no one else holds was cashed as a
    quick trick with no place kept, and reused where it was a low card North's knight
    takes (tricks 4 then, 5 in truth)."""
    return Position(
        hands={
            Seat.NORTH: parse_cards("C9 N H2 HK HB HQ S7 C3 H3"),
            Seat.EAST: parse_cards("S3 S5 C7 CA C4 SB HA S2"),
            Seat.SOUTH: parse_cards("D4 C2 S4 D2 D8 SA H6 DQ"),
            Seat.WEST: parse_cards("S6 S8 D3 H9 C5 DB D5 S9 CQ"),
        },
        trick=(
            PlayedCard(Seat.EAST, parse_cards("D6")[0]),
            PlayedCard(Seat.SOUTH, parse_cards("DA")[0]),
        ),
        trump=None,
        to_play=Seat.WEST,
        trick_number=5,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: 0, Side.EW: 4},
        bishops_taken={Side.NS: 0, Side.EW: 1},
    )


def test_the_lone_quick_tricks_ending() -> None:
    position = _quick_tricks_ending()
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_COUNT_FREE)
    assert on == off
    assert (on.tricks, on.points) == (5, -3)


def test_the_bit_changes_the_positions_searched() -> None:
    """Random Bishops deals played at random to trick 6: the same values with the bit on
    and off, and the searches differ."""
    rng = random.Random(1899 + 154)
    found = [played_to(rng, 6) for _ in range(3)]
    assert searches_differing(found, NO_COUNT_FREE) >= 1

"""The tricks search's second hand low in the trump suit (sorder8, round 22:
second_hand_low() and follow_weight() in solver/_core.c): in the tricks search, either
side's second hand's sure winner in the trump suit, where the hand holds a lower trump,
its partner (to play last) one above the card led and above anything the next hand could
play, and the adversaries a trump above the card, is tried after the low cards (whole deal
54 of bench/bench_solver.py, diamonds trumps: North's D3 led from DA3, East's DQ97 under
West's DK854, South's DJ62: D7, not DQ). Under stail2's bit, ``NO_PARTNER_OVER``: the sure
winner first, as before.

An order never changes a value: endings where the rule applies at the root give the brute
force's tricks and points with it on and off, random positions give equal values from an
empty table and with one table kept, and the bit does change the positions searched."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import NO_PARTNER_OVER
from tests.solver.brute import brute, knights_ending, led_ending, random_ending
from tests.solver.compiled import searches_differing, solve_afresh, values_with_table_kept
from tests.solver.deals import played_to
from whist import Seat, Suit
from whist.games import BISHOPS_WHIST

#: diamonds trumps: North has led D3 holding DA; East's DQ is a sure winner over South's
#: trumps, West holds DK over them, the adversaries' DA is above the DQ (deal 54's first
#: trick; East-West's second hand, where stail2's points-search rule never applies)
ENDINGS = [
    {
        Seat.NORTH: "DA C5 H4",
        Seat.EAST: "DQ D9 D7 C2",
        Seat.SOUTH: "DB D6 D2 H3",
        Seat.WEST: "DK D8 D5 S4",
    },
    {
        Seat.NORTH: "DA C5 H4 N",
        Seat.EAST: "DQ D7 C2 HA H2",
        Seat.SOUTH: "DB D6 H3 CK C3",
        Seat.WEST: "DK D8 D5 SA S2",
    },
    {
        Seat.NORTH: "DA C5 HK S7",
        Seat.EAST: "DQ D9 D7 CB S5",
        Seat.SOUTH: "D8 D6 D2 HA S6",
        Seat.WEST: "DK D5 D4 HQ SB",
    },
]


def _led(hands: dict[Seat, str]) -> Position:
    cards = len(hands[Seat.EAST].split())
    return led_ending(hands, Suit.DIAMONDS, Seat.NORTH, "D3", ns=0, ew=13 - cards)


def _trump_endings(rng: random.Random, count: int, fewest: int, most: int) -> list[Position]:
    """``count`` random Bishops endings with a trump, ``fewest`` to ``most`` cards a hand."""
    endings: list[Position] = []
    while len(endings) < count:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if position.trump is not None:
            endings.append(position)
    return endings


CASES = [_led(hands) for hands in ENDINGS]


@pytest.mark.parametrize("number", range(len(CASES)))
def test_the_rule_changes_no_value_and_agrees_with_the_brute_force(number: int) -> None:
    position = CASES[number]
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_PARTNER_OVER)
    assert on == off
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))


def test_the_rule_is_used() -> None:
    """The positions searched differ with the rule on and off on one of the endings."""
    assert searches_differing(CASES, NO_PARTNER_OVER) > 0


def test_small_trump_endings_agree_with_the_brute_force_either_way() -> None:
    endings = _trump_endings(random.Random(2201), 30, 3, 5)
    for options in (0, NO_PARTNER_OVER):
        for position in endings:
            value = solve_afresh(position, options)[0]
            assert (value.tricks, value.points) == (
                brute(position, "tricks"),
                brute(position, "points"),
            ), (options, position)


def test_the_bit_changes_no_value_and_some_positions() -> None:
    rng = random.Random(2202)
    endings = _trump_endings(rng, 60, 6, 9)
    endings += [knights_ending(rng, 6, 9) for _ in range(20)]
    # the same values (asserted inside), and the order did change somewhere
    assert searches_differing(endings, NO_PARTNER_OVER) > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(2203)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (3, 4, 5, 6, 7, 8)]
    positions += [knights_ending(rng, 5, 8) for _ in range(20)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, NO_PARTNER_OVER
    )

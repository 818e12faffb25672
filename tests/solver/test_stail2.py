"""North-South's second hand low (stail2, round 20: second_hand_low() and follow_weight()
in solver/_core.c): in the points search, North-South's second hand's sure winner of the
suit led (not the bishop) is tried after its low cards (a) where the partner, to play
last, holds a card of the suit led above the card led and above anything the next hand
could play there (whole deal 3 of bench/bench_solver.py: West's C3 led, North's CA7 over
East's C954, South's CQJ82: C7, not CA), (b) where it is the side's only card above the
next hand's best while the leader holds the suit's bishop with another card (sorder4's
rule with the leader's bishop for the partner's; deal 3: West's S2 led from SJ642, North's
SA97 over East's SK5, South's SQ83: S7, not SA). ``NO_PARTNER_OVER``: the sure winner
first, as before.

An order never changes a value: endings where the rule applies at the root give the brute
force's tricks and points with it on and off, random positions give equal values from an
empty table and with one table kept, and the bit does change the positions searched."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import NO_PARTNER_OVER
from tests.solver.brute import brute, knights_ending, led_ending
from tests.solver.compiled import searches_differing, solve_afresh, values_with_table_kept
from tests.solver.deals import played_to
from whist import Seat, Suit

#: West has led C3; North holds CA C7 over East's low clubs, South CQ CB above them (deal
#: 3's first trick); the hands' other cards vary
ENDINGS = [
    {
        Seat.NORTH: "CA C7 H2 D2",
        Seat.EAST: "C9 C5 H3 D3",
        Seat.SOUTH: "CQ CB C2 HA",
        Seat.WEST: "CK C6 H5",
    },
    {
        Seat.NORTH: "CA C7 D2 SB",
        Seat.EAST: "C9 C5 H7 D3",
        Seat.SOUTH: "CQ CB DA H4",
        Seat.WEST: "CK HK D4",
    },
    {
        Seat.NORTH: "CA C7 H2 S2 D5",
        Seat.EAST: "C9 C5 H3 SA D4",
        Seat.SOUTH: "CQ CB HB S3 DA",
        Seat.WEST: "CK C6 H4 N",
    },
]


#: (b) spades trumps: West has led S2 holding the trump bishop; North's SA is the side's
#: only trump over East's SK, South holds SQ
GUARD_ENDINGS = [
    {
        Seat.NORTH: "SA S9 S7 HB",
        Seat.EAST: "SK S5 D7 H9",
        Seat.SOUTH: "SQ S8 S3 CA",
        Seat.WEST: "SB S6 C6",
    },
    {
        Seat.NORTH: "SA S9 S7 H6 C2",
        Seat.EAST: "SK S5 HB CQ D9",
        Seat.SOUTH: "SQ S8 S3 DB C6",
        Seat.WEST: "SB S6 H8 C5",
    },
    {
        Seat.NORTH: "SA S9 S7 D7 DQ",
        Seat.EAST: "SK S5 D4 C6 CQ",
        Seat.SOUTH: "SQ S8 S3 C9 CB",
        Seat.WEST: "SB S6 HK C3",
    },
]


def _led(hands: dict[Seat, str], card: str = "C3", trump: Suit | None = None) -> Position:
    cards = len(hands[Seat.NORTH].split())
    return led_ending(hands, trump, Seat.WEST, card, ns=13 - cards, ew=0)


CASES = [_led(hands) for hands in ENDINGS] + [
    _led(hands, "S2", Suit.SPADES) for hands in GUARD_ENDINGS
]


@pytest.mark.parametrize("number", range(len(CASES)))
def test_the_rule_changes_no_value_and_agrees_with_the_brute_force(number: int) -> None:
    position = CASES[number]
    on, _ = solve_afresh(position, 0)
    off, _ = solve_afresh(position, NO_PARTNER_OVER)
    assert on == off
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))


def test_the_rule_is_used() -> None:
    """The positions searched differ with the rule on and off on one of the endings of
    each part."""
    for cases in (CASES[: len(ENDINGS)], CASES[len(ENDINGS) :]):
        differing = 0
        for position in cases:
            differing += solve_afresh(position, 0)[1] != solve_afresh(position, NO_PARTNER_OVER)[1]
        assert differing > 0


def test_small_endings_agree_with_the_brute_force_either_way() -> None:
    rng = random.Random(2001)
    endings = [knights_ending(rng, 3, 5) for _ in range(30)]
    for options in (0, NO_PARTNER_OVER):
        for position in endings:
            value = solve_afresh(position, options)[0]
            assert value.points == brute(position, "points"), (options, position)


def test_the_bit_changes_no_value_and_some_positions() -> None:
    rng = random.Random(2002)
    endings = [knights_ending(rng, 6, 9) for _ in range(60)]
    # the same values (asserted inside), and the order did change somewhere
    assert searches_differing(endings, NO_PARTNER_OVER) > 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(2003)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (4, 5, 6, 7, 8, 9)]
    positions += [knights_ending(rng, 5, 8) for _ in range(30)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(
        positions, NO_PARTNER_OVER
    )

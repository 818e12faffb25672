"""The compiled core's look ahead at the fourth hand (foresee(): each card the fourth hand
may play closes the trick, and the next trick's start is looked up in the bounds and the
table without searching it; a card whose next position is decided for the fourth hand's
side cuts off at once, and when every card's is decided against, the position fails at
once) changes no value: random positions give the same values with it on, off
(:data:`NO_FORESIGHT`) and only ordering the moves (:data:`NO_FORESIGHT_CUT`), tricks
and points, on both packs, with the table and without it (then the bounds alone decide
what it sees); the brute force agrees on Bishops endings with a trick in progress; and
on a fixed set of positions it searches fewer positions (a count, not a time: it does
not depend on the machine)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from solver import Value
from solver.search import (
    NO_FORESIGHT,
    NO_FORESIGHT_CUT,
    NO_LAST_THREE,
    NO_SMALL_SKIP,
    NO_TABLE,
    NO_TRICKS_GUESS,
)
from tests.solver.brute import brute
from tests.solver.test_ordering import _from_trick, _positions_searched
from tests.solver.test_pruning import _position, _solve, _with_knights
from whist import Seat
from whist.cards import parse_cards
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.tricks import PlayedCard


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("others", [0, NO_TABLE], ids=["table", "no-table"])
def test_the_foresight_changes_no_value(game: Game, others: int) -> None:
    """Endings of 5-7 cards a hand (Bishops: two knights or more still held), a random
    part of the trick played: tricks and points equal with the look ahead on and off."""
    rng = random.Random(61 + (game is BISHOPS_WHIST) + 2 * (others == NO_TABLE))
    for _ in range(50 if others else 60):
        position = _with_knights(rng, game, rng.randint(5, 6) if others else rng.randint(5, 7))
        on = _solve(position, others)
        assert _solve(position, others | NO_FORESIGHT) == on, position
        assert _solve(position, others | NO_FORESIGHT_CUT) == on, position
        assert on.tricks is not None and on.points is not None


def test_bishops_endings_with_a_trick_in_progress_agree_with_brute_force() -> None:
    """Endings of four cards a hand with three cards of the trick played (the fourth
    hand to play, where the look ahead works), knights in play: the brute force's values
    for tricks and for points."""
    rng = random.Random(67)
    found = 0
    while found < 40:
        position = _with_knights(rng, BISHOPS_WHIST, 4)
        if len(position.trick) != 3:
            continue
        found += 1
        value = _solve(position, 0)
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position


def test_the_fourth_hand_gives_up_its_bishop_to_keep_the_knight() -> None:
    """ "a knight may be played in lieu of a bishop that is the only card of the suit
    led"; "the *last* knight played outranks everything"; "each bishop among a side's
    tricks two points".

    No trumps, trick 12, N-S 5 tricks, E-W 6. West leads the king of spades, North and
    East follow low; South, the fourth hand, holds the bishop of spades, his only spade,
    and a knight. The knight in lieu of the bishop keeps the bishop for a moment only:
    West's four of diamonds then takes the thirteenth trick and South's bishop with it
    (N-S 5 tricks, E-W 8 and the bishop: -4). The bishop played now goes to West's king
    too, but South's knight, kept, takes the thirteenth: N-S 6 tricks, E-W 7 and the
    bishop, -3. The same with the look ahead on and off, and the brute force's."""
    start = _position(
        {
            Seat.NORTH: "S2 D2",
            Seat.EAST: "S3 D3",
            Seat.SOUTH: "SB N",
            Seat.WEST: "SK D4",
        },
        None,
        Seat.WEST,
    )
    trick = (
        PlayedCard(Seat.WEST, parse_cards("SK")[0]),
        PlayedCard(Seat.NORTH, parse_cards("S2")[0]),
        PlayedCard(Seat.EAST, parse_cards("S3")[0]),
    )
    hands = dict(start.hands)
    for played in trick:
        hands[played.seat] = tuple(c for c in hands[played.seat] if c != played.card)
    position = replace(start, hands=hands, trick=trick, to_play=Seat.SOUTH)
    assert _solve(position, 0) == Value(tricks=6, points=-3)
    assert (
        _solve(position, NO_FORESIGHT) == _solve(position, NO_FORESIGHT_CUT) == _solve(position, 0)
    )
    assert (brute(position, "tricks"), brute(position, "points")) == (6, -3)


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_foresight_searches_fewer_positions(game: Game) -> None:
    """From trick 7 of six seeded deals, tricks and points: fewer positions with the look
    ahead ordering the moves than without, and fewer again taking what it sees at once
    (on the yardstick's sets when this was written: 6-15% fewer, then a third fewer)."""
    positions = _from_trick(game, 7, seed=71)
    # the tests of the binary search, as then (sdriver's first guess off: with it the
    # duplicate whist set's look ahead ordering only gains nothing, 4,104 against 3,974)
    # (and the eleventh trick searched by at_least(), slast3: last_three() solves it without
    # the look ahead, which then looks at tricks 7-10 only)
    # (and sdds1's small cards' skip off: it does part of the look ahead's work)
    plain = NO_TRICKS_GUESS | NO_LAST_THREE | NO_SMALL_SKIP
    ahead = sum(_positions_searched(p, plain) for p in positions)
    ordering = sum(_positions_searched(p, plain | NO_FORESIGHT_CUT) for p in positions)
    blind = sum(_positions_searched(p, plain | NO_FORESIGHT) for p in positions)
    assert ahead < 0.9 * ordering, (ahead, ordering)
    assert ordering < blind, (ordering, blind)

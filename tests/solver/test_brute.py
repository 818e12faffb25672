"""The brute-force reference itself (tests/solver/brute.py): the memoised walk that the
solver's tests and bench/solver_agreement.py check the solver against must be right on
its own. It is checked against values worked out by hand from Dana's rules (*Bishops
Whist*, 1899, seed 001) and against the plain minimax (no memo, the engine asked at
every node) on random endings of both games."""

from __future__ import annotations

import random

import pytest

from solver import Position
from tests.solver.brute import bishops_ending, brute, brute_values, plain_brute, random_ending
from whist import Seat, Side
from whist.cards import Card, Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.tricks import PlayedCard


def _both(position: Position) -> list[tuple[int, int]]:
    """The values by the memoised walk, through :func:`brute`, and by the plain one."""
    return [
        brute_values(position),
        (brute(position, "tricks"), brute(position, "points")),
        (plain_brute(position, "tricks"), plain_brute(position, "points")),
    ]


def test_a_knight_kept_for_the_thirteenth_trick() -> None:
    """ "The last, or thirteenth trick ... is the knight's trick, wherein the knight
    outranks all other cards of whatever suit or grade, not excepting the ace of trumps";
    a knight led earlier makes "the irregular trick", where "trumps are superior".

    Spades trumps, trick 12, North to lead, N-S have 5 tricks, E-W 6. North's castle-ace
    of hearts takes the twelfth (everyone must follow hearts), then North's knight leads
    the thirteenth and takes East's king of trumps and West's bishop of trumps: N-S 7
    tricks (one over six) and the bishop (two points), E-W none: 7 tricks, +3. Leading the
    knight first loses the twelfth to East's trump (West drops the bishop on it), and the
    heart ace takes only the last: 6 tricks, -1 - 2 = -3. North chooses the first."""
    position = bishops_ending(
        {Seat.NORTH: "N HA", Seat.EAST: "SK H2", Seat.SOUTH: "H3 C2", Seat.WEST: "SB H4"},
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=6,
    )
    assert _both(position) == [(7, 3)] * 3


def test_two_knights_in_one_hand_are_two_equal_cards() -> None:
    """ "When a knight leads and two or more equal cards are played on that trick the
    *first* of those equal cards outranks those played after."

    North holds both remaining knights (equal cards: the walk counts copies) and must lead
    one to the twelfth; East's queen of spades beats the knight and South's later queen
    of diamonds; North's second knight takes the thirteenth: 6 + 1 = 7 tricks, +1 (as in
    tests/solver/test_endings.py, worked there for the solver)."""
    position = bishops_ending(
        {Seat.NORTH: "N N", Seat.EAST: "SQ D3", Seat.SOUTH: "DQ H5", Seat.WEST: "H4 S2"},
        Suit.CLUBS,
        Seat.NORTH,
        ns=6,
        ew=5,
    )
    assert _both(position) == [(7, 1)] * 3


def test_a_trick_half_played_and_bishops_taken_before() -> None:
    """The position's trick in play and its bishops taken before count: West has led the
    bishop of hearts to the thirteenth trick (no trumps) and North's castle-ace takes it,
    whatever the others hold: N-S 4 + 1 = 5 tricks, E-W 8 (two over six), the bishop of
    hearts two points to N-S, and the three bishops taken before (N-S one, E-W two) -2:
    -2 + 2 - 2 = -2."""
    position = bishops_ending(
        {Seat.NORTH: "HA", Seat.EAST: "C2", Seat.SOUTH: "N", Seat.WEST: ""},
        None,
        Seat.WEST,
        ns=4,
        ew=8,
    )
    position = Position(
        hands=position.hands,
        trick=(PlayedCard(Seat.WEST, Card.parse("HB")),),
        trump=None,
        to_play=Seat.NORTH,
        trick_number=13,
        game=BISHOPS_WHIST,
        tricks_taken=position.tricks_taken,
        bishops_taken={Side.NS: 1, Side.EW: 2},
    )
    assert _both(position) == [(5, -2)] * 3


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_memoised_walk_agrees_with_the_plain_minimax(game: Game) -> None:
    """On random endings of up to three cards a hand (and two of four), part of a trick
    played, random trump and tricks and bishops taken before."""
    rng = random.Random(41)
    sizes = [rng.randint(1, 3) for _ in range(100)] + [4] * 2
    for size in sizes:
        position = random_ending(rng, game, size)
        assert brute_values(position) == (
            plain_brute(position, "tricks"),
            plain_brute(position, "points"),
        ), position

"""Each pruning of the compiled core changes no value: the transposition table (bounds
reused for positions that differ only in cards that did not matter), the merging of
equivalent cards, the quick-trick bounds. Positions are solved with each turned off and
with all of them off (plain alpha-beta), and must agree; hand-built positions where a
knight makes two cards of the same rank within their suits differ (the irregular trick
compares grades across suits; a knight ranks as a ten in a plain suit led) check the
table does not mistake one for the other."""

from __future__ import annotations

import random

import pytest

from solver import Position, Value
from solver.search import NO_MERGE, NO_QUICK, NO_TABLE
from tests.solver.brute import brute, random_ending
from tests.solver.compiled import compiled_solver
from whist import Seat, Side
from whist.cards import KNIGHT, Suit, parse_cards
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game

ALL_OFF = NO_TABLE | NO_MERGE | NO_QUICK


def _solve(position: Position, options: int) -> Value:
    solver = compiled_solver(position, options)
    return solver.solve(position)


def _with_knights(rng: random.Random, game: Game, cards: int) -> Position:
    """A random ending; in Bishops whist one with at least two knights still held (the
    positions where the knights' rules can tell cards apart)."""
    while True:
        position = random_ending(rng, game, cards)
        held = sum(1 for hand in position.hands.values() for c in hand if c == KNIGHT)
        if game is not BISHOPS_WHIST or held >= 2:
            return position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize(
    "options", [NO_TABLE, NO_MERGE, NO_QUICK], ids=["no-table", "no-merge", "no-quick"]
)
def test_each_pruning_off_gives_the_same_value(game: Game, options: int) -> None:
    rng = random.Random(options * 7 + (game is BISHOPS_WHIST))
    for _ in range(60):
        position = _with_knights(rng, game, rng.randint(5, 7))
        assert _solve(position, 0) == _solve(position, options), position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_all_prunings_off_is_plain_alpha_beta_and_agrees(game: Game) -> None:
    rng = random.Random(31 + (game is BISHOPS_WHIST))
    for _ in range(40):
        position = _with_knights(rng, game, rng.randint(4, 5))
        assert _solve(position, 0) == _solve(position, ALL_OFF), position


def _position(hands: dict[Seat, str], trump: Suit | None, leader: Seat) -> Position:
    return Position(
        hands={seat: parse_cards(text) for seat, text in hands.items()},
        trick=(),
        trump=trump,
        to_play=leader,
        trick_number=12,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: 5, Side.EW: 6},
    )


def test_the_irregular_trick_tells_apart_what_ranks_within_suits_do_not() -> None:
    """ "When a knight leads ... the cards then rank by grade and not by suit".

    No trumps, trick 12, N-S 5 tricks, E-W 6. North holds two knights and must lead one
    (the irregular trick). First: South's king of clubs beats East's queen of hearts,
    and North's second knight takes the thirteenth: N-S 7 tricks, +1. Then the same
    hands with the king and queen changed over (each suit's cards in the same order,
    so ranks within suits cannot tell the two apart): East's king wins, North's knight
    still the thirteenth: 6 tricks, -1. Solved after the first with its table (and no
    quick tricks, so the table must answer), and without a table."""
    first = _position(
        {Seat.NORTH: "N N", Seat.EAST: "HQ H3", Seat.SOUTH: "CK C2", Seat.WEST: "D4 D3"},
        None,
        Seat.NORTH,
    )
    second = _position(
        {Seat.NORTH: "N N", Seat.EAST: "HK H3", Seat.SOUTH: "CQ C2", Seat.WEST: "D4 D3"},
        None,
        Seat.NORTH,
    )
    assert _solve(first, NO_QUICK) == Value(tricks=7, points=1)
    # the table (quick tricks off, so that the table must answer) from the first
    assert _solve(second, NO_QUICK) == _solve(second, ALL_OFF) == Value(tricks=6, points=-1)
    assert _solve(second, 0) == Value(tricks=6, points=-1)
    for position in (first, second):
        assert _solve(position, 0).tricks == brute(position, "tricks")


def test_the_knights_ten_tells_apart_a_nine_from_a_queen() -> None:
    """ "any knight ranks as a ten in any suit led except trumps".

    Clubs trumps (none left), trick 12, West to lead. With the nine of hearts, North
    (void of hearts) beats it with his knight as a ten, and South's three of spades takes
    the last trick: N-S 7. With the queen instead (the same rank within hearts), the
    knight cannot beat it: N-S 6 whatever North does."""
    hands = {Seat.NORTH: "N S2", Seat.EAST: "H3 D3", Seat.SOUTH: "S3 D4"}
    nine = _position({**hands, Seat.WEST: "H9 D2"}, Suit.CLUBS, Seat.WEST)
    queen = _position({**hands, Seat.WEST: "HQ D2"}, Suit.CLUBS, Seat.WEST)
    assert _solve(nine, NO_QUICK).tricks == 7
    # the table (quick tricks off, so that the table must answer) from the nine's
    assert _solve(queen, NO_QUICK).tricks == _solve(queen, ALL_OFF).tricks == 6
    assert _solve(queen, 0).tricks == 6
    for position in (nine, queen):
        assert _solve(position, 0).tricks == brute(position, "tricks")


def test_options_take_bits_past_the_thirty_first() -> None:
    """The options are a long long in the core (new bits from ``1 << 31``): a bit no
    pruning uses yet passes through unchanged, with or without another bit beside it."""
    rng = random.Random(8)
    for _ in range(10):
        position = _with_knights(rng, BISHOPS_WHIST, 5)
        plain = _solve(position, 0)
        assert _solve(position, 1 << 40) == plain, position
        assert _solve(position, NO_TABLE | 1 << 33) == plain, position

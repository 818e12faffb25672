"""The compiled core's stronger sure tricks change no value (issue 17, round 6):

- ``NO_BOTH_QUICK``: the quick tricks of the side on lead count the leader's own
  winners and then his partner's, reached by an entry, both (before: the more of the
  two), when the partner has a card to spare on each of the leader's rounds; or the
  leader's own winners and then a ruff by the partner;
- ``NO_ARMED``: the later tricks count a hand's trumps above all the other side's and
  its knight's trick both, when its side alone holds knights (before: the more of the
  two).

Random endings of both games are solved with each bound on and off, with and without
the transposition table (cleared before each solve, so that a wrong bound cannot hide
in what the table learnt); small random endings against the brute force; hand-built
endings where the bound decides are checked by the brute force, and by the positions
searched, that the bound did its work."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.search import (
    NO_ARMED,
    NO_BOTH_QUICK,
    NO_FORESIGHT,
    NO_LAST_TWO,
    NO_TABLE,
)
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    searched_with_and_without,
    solve_afresh,
)
from whist import Seat
from whist.cards import KNIGHT, Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game

BOUNDS = {"both-quick": NO_BOTH_QUICK, "armed": NO_ARMED}


def _ending(rng: random.Random, game: Game, low: int, high: int) -> Position:
    """A random ending of ``low`` to ``high`` cards a hand; in Bishops whist, half of them
    with the knights still held all on one side (where NO_ARMED's bound applies)."""
    while True:
        position = random_ending(rng, game, rng.randint(low, high))
        if game is not BISHOPS_WHIST or rng.random() < 0.5:
            return position
        sides = {s.side for s in Seat if KNIGHT in position.hands[s]}
        if len(sides) == 1:
            return position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("bound", list(BOUNDS), ids=list(BOUNDS))
def test_each_bound_off_gives_the_same_value(game: Game, bound: str) -> None:
    rng = random.Random(len(bound) * 13 + (game is BISHOPS_WHIST))
    option = BOUNDS[bound]
    on, off = searched_with_and_without([_ending(rng, game, 4, 7) for _ in range(120)], option)
    # the bound cuts somewhere (the positions searched are fewer with it on)
    if game is BISHOPS_WHIST or bound == "both-quick":
        assert on < off


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_small_endings_agree_with_brute_force(game: Game) -> None:
    """Endings of two to four cards a hand, both bounds on and no table, against the brute
    force (both objectives)."""
    rng = random.Random(41 + (game is BISHOPS_WHIST))
    assert not disagreeing_with_brute([_ending(rng, game, 2, 4) for _ in range(120)], NO_TABLE)


def _check(position: Position, option: int) -> tuple[int, int]:
    """The solver with and without the bound against the brute force; the positions
    searched without the table (and the last two tricks searched, not solved apart, and
    no look ahead at the fourth hand), with the bound off and on."""
    alone = NO_TABLE | NO_LAST_TWO | NO_FORESIGHT
    on, nodes_on = solve_afresh(position, alone)
    off, nodes_off = solve_afresh(position, alone | option)
    assert on == off == solve_afresh(position, 0)[0]
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))
    return nodes_off, nodes_on


def test_the_leaders_winner_then_the_partners_through_an_entry() -> None:
    """No trumps, trick 10, North to lead: the castle-ace of spades is his own winner,
    and a small heart leads to South's castle-ace and king, which South cashes ("a
    player holding the suit led must play one": every hand follows the spade, South with
    a small one, so his hearts stay). Three sure tricks, where the leader's own (one) or
    the partner's (two) alone make two. The last trick is East's diamond or West's club:
    three."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA H2 D2 C2",
            Seat.EAST: "S2 H3 H4 D3",
            Seat.SOUTH: "S3 HA HK C3",
            Seat.WEST: "S4 H5 C4 C5",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    off, on = _check(position, NO_BOTH_QUICK)
    assert solve_afresh(position, 0)[0].tricks == 8
    assert on < off


def test_a_partner_without_a_card_to_spare() -> None:
    """North holds two spade winners, South none of the suit and three heart winners and
    a club: South must throw a card on each spade, and has one to spare besides his
    hearts, so the count is not both ways (three, the hearts through the entry, which
    the bound counts before the thirteenth trick only); the value is the brute
    force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA SK H2 D3",
            Seat.EAST: "S2 H3 H4 C2",
            Seat.SOUTH: "HQ HA HK C3",
            Seat.WEST: "S4 H5 C4 C5",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    _check(position, NO_BOTH_QUICK)


def test_the_leaders_winner_then_a_ruff_by_the_partner() -> None:
    """Spades trumps, trick 11, North to lead: he cashes the castle-ace of hearts (all
    follow), then leads the two of diamonds, which South, void of diamonds, ruffs with
    the two of trumps while East and West must follow ("trumps are superior"): two sure
    tricks, where the ace alone (or South's trump alone) is one. West's club takes the
    last."""
    position = bishops_ending(
        {
            Seat.NORTH: "HA D2 C2",
            Seat.EAST: "H3 D3 C3",
            Seat.SOUTH: "S2 H4 C4",
            Seat.WEST: "H5 D4 C5",
        },
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_BOTH_QUICK)
    assert solve_afresh(position, 0)[0].tricks == 7
    assert on < off


def test_the_top_trump_and_the_knight_in_one_hand() -> None:
    """Spades trumps, trick 11, East to lead; North holds the castle-ace of trumps, a
    knight and a small heart, and N-S alone hold a knight. North follows to the hearts
    while he must, trumps the next ("trumps are superior"; a knight "has no rank in
    trumps") and keeps the knight, which he "cannot be compelled to part with" (Dana,
    rule 16), for the thirteenth trick, where "the knight outranks all other cards of
    whatever suit or grade, not excepting the ace of trumps": two sure tricks for N-S,
    where the top trump alone or the knight's trick alone is one."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA N H2",
            Seat.EAST: "H3 H4 H5",
            Seat.SOUTH: "D2 D3 D4",
            Seat.WEST: "HA HK HQ",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_ARMED)
    assert solve_afresh(position, 0)[0].tricks == 7
    assert on < off


def test_the_top_trump_and_the_knight_in_partners_hands() -> None:
    """The knight in South's hand instead: North may have to follow to the hearts with
    his heart and keep the ace of trumps to the thirteenth trick, where South's knight
    takes it; the bound does not count both, and the value is the brute force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA H6 H2",
            Seat.EAST: "H3 H4 H5",
            Seat.SOUTH: "D2 D3 N",
            Seat.WEST: "HA HK HQ",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    _check(position, NO_ARMED)
    assert solve_afresh(position, 0)[0].tricks == brute(position, "tricks")


def test_a_knight_against_them_spoils_both() -> None:
    """West holds a knight too: the thirteenth trick is not North's for sure ("the *last*
    knight played on the trick outranks all other knights"), so the bound does not
    apply; the value is the brute force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA N H2",
            Seat.EAST: "H3 H4 H5",
            Seat.SOUTH: "D2 D3 D4",
            Seat.WEST: "HA HK N",
        },
        Suit.SPADES,
        Seat.EAST,
        ns=5,
        ew=5,
    )
    _check(position, NO_ARMED)

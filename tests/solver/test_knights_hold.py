"""The knight-holders' sure tricks (sknights; ``knights_hold()`` in solver/_core.c) change
no value: where one side alone holds the knights still in play, it takes at least the
tricks left less the other side's trumps and cards above the ten and less the cards of
one of its knight-holders that are neither knights nor trumps above all of the other
side's. At trick starts (``NO_KNIGHTS_HOLD``) and in the middle of a trick
(``NO_KNIGHTS_MID``).

Dana, *Bishops Whist* (1899), "The pipeless knight", whose rules the bound rests on:
"any knight ranks as a tenspot in any suit which may lead (except trumps)"; "No jacks or
tens, as the bishop takes the place of the jack, and the knight ranks as a ten"; "any
trump takes any knight except in thirteenth trick"; a knight led in the first twelve
tricks, "the three following cards which are dropped on that trick rank by grade and
not by suit (except trumps)"; "there is one card out of the thirteen ... which you are
never on any occasion compelled to part with"; and in the thirteenth trick "the knight
outranks all other cards of whatever suit or grade, not excepting the ace of trumps".
The holder plays a knight wherever he may before the thirteenth and keeps the last for
it: on each of those tricks the other side wins only with a trump or a card above the
ten, one such card a trick; on the others he plays one of his other cards, and a trump
above all of the other side's takes its trick.

Random endings with the knights all on one side are solved with each bit on and off,
with and without the table (cleared before each solve); hand-built endings are checked by
the brute force (tests/solver/brute.py) and by the positions searched, that the bound
did its work."""

from __future__ import annotations

import random

import pytest

from solver import Position
from solver.api import _check as position_codes
from solver.search import (
    NO_FORESIGHT,
    NO_KNIGHTS_HOLD,
    NO_KNIGHTS_MID,
    NO_LAST_TWO,
    NO_LATER,
    NO_MID,
    NO_QUICK,
    NO_TABLE,
    _core,
)
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import compiled_solver, solve_afresh, values_with_table_kept
from tests.solver.deals import play_at_random, random_opening
from whist import Seat, Side
from whist.cards import KNIGHT, Suit, parse_cards
from whist.games import BISHOPS_WHIST
from whist.tricks import PlayedCard

BITS = {"hold": NO_KNIGHTS_HOLD, "mid": NO_KNIGHTS_MID}
#: the search with no table, no last two tricks solved apart and no look ahead at the
#: fourth hand, so that the positions searched show what a bound cut
BARE = NO_TABLE | NO_LAST_TWO | NO_FORESIGHT


def _one_side_holds(position: Position) -> bool:
    """The knights still in hands all on one side, at least two in one hand (where the
    bound is strongest)."""
    held = {s: position.hands[s].count(KNIGHT) for s in Seat}
    sides = {s.side for s in Seat if held[s]}
    return len(sides) == 1 and max(held.values()) >= 2


def _knights_ending(rng: random.Random, fewest: int = 3, most: int = 7) -> Position:
    """A random Bishops ending of ``fewest`` to ``most`` cards a hand where one side
    alone holds the knights (_one_side_holds())."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if _one_side_holds(position):
            return position


@pytest.mark.parametrize("bit", list(BITS), ids=list(BITS))
def test_each_bit_off_gives_the_same_value(bit: str) -> None:
    rng = random.Random(17 + len(bit))
    option = BITS[bit]
    for _ in range(40):
        position = _knights_ending(rng)
        assert solve_afresh(position, 0)[0] == solve_afresh(position, option)[0], position
        # the bound alone, with no table, no quick tricks and no later tricks beside it
        alone = NO_TABLE | NO_QUICK | NO_LATER | (NO_MID if bit == "hold" else 0)
        assert solve_afresh(position, alone)[0] == solve_afresh(position, alone | option)[0], (
            position
        )


def test_both_bits_on_agree_with_the_brute_force() -> None:
    """Up to five cards a hand: the brute force of six costs seconds an ending."""
    rng = random.Random(1899)
    for _ in range(30):
        position = _knights_ending(rng, 3, 5)
        value = solve_afresh(position, NO_TABLE | NO_QUICK | NO_LATER)[0]
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position


def _check(position: Position, option: int) -> tuple[int, int]:
    """The bound off and on against the brute force; the positions searched, off and on."""
    on, nodes_on = solve_afresh(position, BARE)
    off, nodes_off = solve_afresh(position, BARE | option)
    assert on == off == solve_afresh(position, 0)[0]
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))
    return nodes_off, nodes_on


def _hands() -> dict[Seat, str]:
    return {
        Seat.NORTH: "N N N H2",
        Seat.EAST: "SA H3 H4 H5",
        Seat.SOUTH: "C2 C3 C4 C5",
        Seat.WEST: "D3 D4 D5 D6",
    }


def test_three_knights_against_one_trump_and_a_small_heart() -> None:
    """Spades trumps, trick 10, East to lead; North holds three knights and the two of
    hearts, E-W no card above the ten but East's castle-ace of trumps. East leads a heart
    (North "must" follow with his two), then the castle-ace ("any trump takes any
    knight"); on his next heart North, void, drops a knight ("ranks as a tenspot"), and
    keeps the last for the thirteenth. N-S take two of the four: the tricks left less
    East's trump less North's heart, which the bound sees at the trick start."""
    position = bishops_ending(_hands(), Suit.SPADES, Seat.EAST, ns=5, ew=4)
    off, on = _check(position, NO_KNIGHTS_HOLD)
    assert solve_afresh(position, 0)[0].tricks == 7
    assert on < off


def test_mid_trick_the_fourth_hand_holding_the_knights() -> None:
    """The same ending after East's heart, South's club and West's diamond, North to play
    fourth: he "must" follow with his two of hearts (East's three takes it), and N-S take
    two of the four, this trick included, which the bound sees before North plays."""
    hands = _hands()
    hands[Seat.EAST] = "SA H4 H5"
    hands[Seat.SOUTH] = "C3 C4 C5"
    hands[Seat.WEST] = "D4 D5 D6"
    played = [(Seat.EAST, "H3"), (Seat.SOUTH, "C2"), (Seat.WEST, "D3")]
    position = Position(
        hands={seat: parse_cards(text) for seat, text in hands.items()},
        trick=tuple(PlayedCard(seat, parse_cards(card)[0]) for seat, card in played),
        trump=Suit.SPADES,
        to_play=Seat.NORTH,
        trick_number=10,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: 5, Side.EW: 4},
    )
    off, on = _check(position, NO_KNIGHTS_MID)
    assert solve_afresh(position, 0)[0].tricks == 7
    assert on <= off


def test_a_knight_of_the_other_side_led_spoils_the_count() -> None:
    """Spades trumps, trick 12: West has led a knight (the irregular trick), South holds
    the other two: "when a knight leads ... the *first* knight played outranks the
    others", so South's knights cannot take this trick, and the bound must not count
    it (found by bench/solver_agreement.py against the brute force)."""
    hands = {Seat.NORTH: "H9 H5", Seat.EAST: "H7 D5", Seat.SOUTH: "N N", Seat.WEST: "C4"}
    position = Position(
        hands={seat: parse_cards(text) for seat, text in hands.items()},
        trick=(PlayedCard(Seat.WEST, KNIGHT),),
        trump=Suit.SPADES,
        to_play=Seat.NORTH,
        trick_number=12,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: 3, Side.EW: 8},
        bishops_taken={Side.NS: 1, Side.EW: 3},
    )
    for options in (0, BARE):
        value = solve_afresh(position, options)[0]
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        )


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    """The bound's cards (knights_hold_w()) stored in the table with its entries: a table
    kept from one ending to the next (no clear()) gives every later ending the values it
    has with both bits off, in the tricks and the points searches."""
    rng = random.Random(97)
    endings = [_knights_ending(rng, 4, 7) for _ in range(40)]
    assert values_with_table_kept(endings, 0) == values_with_table_kept(
        endings, NO_KNIGHTS_HOLD | NO_KNIGHTS_MID
    )


def test_positions_of_random_deals_played_to_the_middle() -> None:
    """The deals the bound is for: random Bishops deals played at random (lawfully) to
    tricks 5-8, kept where one side alone holds the knights, solved with each bit on and
    off (the table kept within each set, as a whole deal's searches keep it)."""
    rng = random.Random(1899 + 17)
    found: list[Position] = []
    while len(found) < 8:
        position = random_opening(rng)
        # to a trick start, then 0-3 cards of the next trick (mid-trick positions too)
        stop, more = rng.randint(5, 8), rng.randrange(4)
        while position.trick_number < stop or len(position.trick) < more:
            position = play_at_random(rng, position)
        if _one_side_holds(position):
            found.append(position)
    assert _core is not None
    results, nodes = {}, {}
    for options in (0, NO_KNIGHTS_HOLD, NO_KNIGHTS_MID):
        _core.clear()
        solvers = [compiled_solver(p, options) for p in found]
        results[options] = [solver.solve(p) for solver, p in zip(solvers, found, strict=True)]
        nodes[options] = sum(solver.nodes for solver in solvers)
    assert results[0] == results[NO_KNIGHTS_HOLD] == results[NO_KNIGHTS_MID]
    # the bound did its work: it decided positions the search otherwise searched. Fewer
    # positions with it on until round 13; since skey3's keys and sorder2's order the gain
    # is nil here (155,979 positions on, 155,974 off) and on whole deals (bench/
    # driver_deals.py deals 2, 6, 7: 12,810,020 on, 12,811,676 off), so only that it acts
    assert nodes[0] != nodes[NO_KNIGHTS_HOLD]


def test_a_low_trump_of_the_knight_holder_is_no_trick_of_the_other_side() -> None:
    """Spades trumps, trick 10, East to lead; North holds three knights and the two of
    trumps, East the five of trumps and low hearts. "Any trump takes any knight", so East's
    five may take a trick North leads a knight to; but a trick North plays his two of
    trumps to East takes only with a higher trump ("trumps are superior"), the same five:
    East-West take at most one trick (their one trump), N-S three of the four. sknights2
    counts North's two that way (no more a card he may lose a trick with, as when only
    his trumps above all of East-West's counted): the test of three more tricks is
    decided at the trick start, one position."""
    hands = {
        Seat.NORTH: "N N N S2",
        Seat.EAST: "S5 H3 H4 H5",
        Seat.SOUTH: "C2 C3 C4 C5",
        Seat.WEST: "D3 D4 D5 D6",
    }
    position = bishops_ending(hands, Suit.SPADES, Seat.EAST, ns=5, ew=4)
    off, on = _check(position, NO_KNIGHTS_HOLD)
    assert solve_afresh(position, 0)[0].tricks == 8
    assert on < off
    _core.clear()
    search = compiled_solver(position, BARE)._tricks
    codes, trick = position_codes(position)
    three = search.solve(codes, trick, Seat.EAST.value, 10, 0, low=2, high=3)
    assert (three, search.nodes) == (3, 1)

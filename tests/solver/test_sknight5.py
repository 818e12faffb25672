"""sknight5 (issue 17, round 28): the points search's kept bishop (_core.c's kept_bishop();
NO_KEPT_BISHOP: not counted).

One side alone holds knights and the other holds no trump. A hand of the knight side holds
the bishop of a plain suit above every card of it the other side holds, and his partner
holds a knight. The partner keeps a knight to the thirteenth ("a knight can never be
forced"; the last knight played takes it, and the other side holds none); the bishop's
holder plays it only to a trick of its suit (the other side can neither beat it nor ruff
it, a knight ranks as a ten) or to the thirteenth, and is never made to play it
elsewhere before: so the side takes the bishop and the thirteenth. North-South gain at
least that (the knights theirs), or at most the rest (East-West's).

Measured (bench/driver_deals.py, both searches, main f72e41a -> with it, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
60) 141,008,964 -> 140,349,986 (points 99.2M -> 98.6M; 10 8.49M -> 8.33M, 78 10.52M ->
10.31M; the worst 26 9.05M -> 9.08M, 70 9.00M -> 9.02M); deals 2, 6, 7 5,344,336 ->
5,197,247; 1, 8 26,876,961 -> 26,551,885; 4, 11, 12, 16-20 (40M a search) 28,995,204 ->
28,626,511."""

from __future__ import annotations

from solver import Position
from solver.rules import encode
from solver.search import NO_KEPT_BISHOP
from tests.solver.brute import bishops_ending
from tests.solver.compiled import rule_against_brute
from tests.solver.deals import endings_where
from whist import Seat
from whist.cards import KNIGHT, Suit
from whist.games import BISHOPS_WHIST

_NS = (Seat.NORTH, Seat.SOUTH)
_EW = (Seat.EAST, Seat.WEST)


def _kept_bishop_held(position: Position) -> bool:
    """The rule's pattern at this position's hands: one side alone holding knights, the
    other no trump, a hand of the knight side holding a bishop of a plain suit above the
    other side's cards of it, its partner holding a knight."""
    hands = position.hands
    knights = {seat: KNIGHT in hands[seat] for seat in Seat}
    for side, other in ((_NS, _EW), (_EW, _NS)):
        if not any(knights[s] for s in side) or any(knights[s] for s in other):
            continue
        theirs = [c for s in other for c in hands[s] if c != KNIGHT]
        if position.trump is not None and any(c.suit == position.trump for c in theirs):
            continue
        for seat in side:
            partner = side[1] if seat == side[0] else side[0]
            if not knights[partner]:
                continue
            for card in hands[seat]:
                if card == KNIGHT or not card.is_bishop or card.suit == position.trump:
                    continue
                if not any(c.suit == card.suit and encode(c) > encode(card) for c in theirs):
                    return True
    return False


def test_east_west_keep_their_bishop() -> None:
    """No trumps, trick 9, North-South to lead four winners; East holds the bishop of
    hearts (North-South hold no heart), West a knight. East throws his clubs and his nine,
    and the thirteenth, his bishop on it, is West's knight's: North-South take four tricks
    and no bishop. Later tricks alone leave them the bishop; the rule bounds the points
    tests above the value at the root."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA SK DA DK D9",
            Seat.EAST: "HB H9 C2 C3 C4",
            Seat.SOUTH: "S9 S8 D8 C9 C8",
            Seat.WEST: "N H8 H7 D2 D3",
        },
        None,
        Seat.NORTH,
        ns=4,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_KEPT_BISHOP)
    assert on < off


def test_north_south_keep_their_bishop() -> None:
    """The same with the sides' cards swapped and East-West to lead: North's bishop of
    hearts and South's knight give North-South the thirteenth with the bishop on it."""
    position = bishops_ending(
        {
            Seat.EAST: "SA SK DA DK D9",
            Seat.SOUTH: "HB H9 C2 C3 C4",
            Seat.WEST: "S9 S8 D8 C9 C8",
            Seat.NORTH: "N H8 H7 D2 D3",
        },
        None,
        Seat.EAST,
        ns=4,
        ew=4,
    )
    off, on = rule_against_brute(position, NO_KEPT_BISHOP)
    assert on < off


def test_the_partners_knight_is_needed() -> None:
    """No trumps, trick 11: East holds the bishop of hearts and the knight, West none.
    North leads his spades: on the twelfth East plays the knight (the bishop left for the
    thirteenth, North-South's) or the bishop, onto North-South's trick; either way it is
    theirs. The rule does not act (East's partner holds no knight), and the value is the
    brute force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA SK SQ",
            Seat.EAST: "HB N C2",
            Seat.SOUTH: "S9 S8 S7",
            Seat.WEST: "H9 H8 H7",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=5,
    )
    rule_against_brute(position, NO_KEPT_BISHOP)


def test_a_trump_of_the_other_side_spoils_it() -> None:
    """Clubs trumps, trick 11: East's bishop of hearts is his only heart, West holds a
    knight. North leads the nine of hearts, East must play his bishop, and South, void of
    hearts, ruffs it: North-South take it. The rule does not act (South holds a trump),
    and the value is the brute force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "H9 S9 S8",
            Seat.EAST: "HB S2 S3",
            Seat.SOUTH: "C2 D9 D8",
            Seat.WEST: "N D2 D3",
        },
        Suit.CLUBS,
        Seat.NORTH,
        ns=5,
        ew=5,
    )
    rule_against_brute(position, NO_KEPT_BISHOP)


def test_random_endings_against_brute_force() -> None:
    """Random endings of five cards a hand where the rule's pattern holds at the start:
    the values with it and without agree with the brute force, and it acts at some."""
    endings = endings_where(_kept_bishop_held, seed=28, cards=5, count=24, game=BISHOPS_WHIST)
    acted = 0
    for position in endings:
        off, on = rule_against_brute(position, NO_KEPT_BISHOP)
        acted += on != off
    assert acted > 0

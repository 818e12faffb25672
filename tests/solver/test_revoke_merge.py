"""A hand-built ending where the bishop's holder holds the last knight: its bishop may
not be merged with its neighbour (issue 17; equivalent() in solver/_core.c, option bit
KEEP_BISHOP).

The tricks search merges a bishop with the next card of its suit in the same hand when
no knight can be played in lieu of it: "When you hold only the bishop of the suit led
(and at same time a knight) you may deny to play your bishop and play a knight" (Dana,
*Bishops Whist*, 1899, "The sometimes half kinship of the knight to trumps"), "Trumps are
not excepted in this rule" ("The knights revoke"). The privilege is the holder's own, so
a holder WITH a knight keeps the bishop apart even when that knight is the last one left
(no other hand's knight, so the narrower rule of equivalent cards, which looks at other
hands' knights only, would merge them). Random endings rarely reach the one case where
this changes a value (the merge searches a run of equal cards through its highest, so the
bishop is played and the low card kept: the holder loses the chance to keep the bishop
and let the knight go in its place later), so the ending here is built for it and its
value worked out by hand; the brute force (tests/solver/brute.py) checks the same values.

Checked against a core built with the rule deliberately broken (equivalent() merging the
bishop when its holder's knight is the only one left in the hands): the solver answered
5 tricks for the 6 below (8 for 7 turned round), with every pruning and with only the
merging, and the tests here failed, while test_plain_bishop.py, test_merge.py and
test_pruning.py all passed with it.
"""

from __future__ import annotations

import pytest

from solver import Position, Solver, play
from solver.search import KEEP_BISHOP, NO_QUICK, NO_TABLE
from tests.solver.brute import bishops_ending, brute
from tests.solver.compiled import compiled_solver
from whist import Seat
from whist.cards import Card, Suit

#: the ending with North the bishop's holder, as (seat, cards) in North's frame
HANDS = {
    Seat.NORTH: "DB D9 N S2",
    Seat.EAST: "DA DK D8 S4",
    Seat.SOUTH: "SA CA CK CQ",
    Seat.WEST: "S3 H3 C2 C3",
}


def _ending(turn: int) -> Position:
    """The ending with every seat moved ``turn`` places to the left (0: North holds the
    bishop and East leads; 1: East holds it and South leads). The side that holds the
    bishop has taken 4 tricks, the other 5."""
    seats = list(Seat)

    def moved(seat: Seat) -> Seat:
        return seats[(seats.index(seat) + turn) % 4]

    holders = (4, 5) if turn % 2 == 0 else (5, 4)
    return bishops_ending(
        {moved(seat): cards for seat, cards in HANDS.items()},
        Suit.DIAMONDS,
        moved(Seat.EAST),
        ns=holders[0],
        ew=holders[1],
    )


@pytest.mark.parametrize("turn", [0, 1], ids=["north-holds-it", "east-holds-it"])
@pytest.mark.parametrize(
    "options", [0, NO_TABLE | NO_QUICK], ids=["every-pruning", "only-the-merging"]
)
def test_the_last_knight_s_holder_keeps_the_bishop_of_trumps(turn: int, options: int) -> None:
    """Diamonds trumps, trick 10, East to lead; North holds the bishop and the nine of
    trumps, the last knight and a small spade; East the castle-ace, king and eight of
    trumps; South the castle-ace of spades and clubs, West small cards; N-S have taken 4
    tricks, E-W 5. The order of play is East, South, West, North.

    By hand: N-S take 2 of the last 4 tricks (6 in all), and only if North plays the
    NINE to the first round of trumps.

    - North keeps the bishop: East leads the castle-ace of trumps, North plays the nine.
      If East leads the king of trumps next, North holds "no card of that suit except the
      bishop" and plays the knight in lieu of it ("suppose trumps lead and you hold the
      bishop of trumps and no other trump, you, holding a knight, may play him in place of
      the bishop"); then East's eight of trumps is taken by the bishop and North's spade
      lead finds South's castle-ace for the thirteenth (no knight falls on it: "In case no
      knight whatever chance to fall on thirteenth trick the cards retain their usual
      rank"), or East's spade is taken by South's ace and the club back ruffed by the
      bishop over East's eight. If East leads the eight of trumps or the spade earlier,
      North's bishop or South's ace wins a trick and North keeps the knight for the
      thirteenth ("when the knight absolutely outranks all other cards"): 2 or 3. East
      does best to draw trumps: 2 tricks.
    - North plays the bishop to the castle-ace (what a merge of the bishop with the nine
      searches: the run through its highest card): East draws the nine with the king and
      leads the eight of trumps, which North, void of trumps, cannot beat (the knight "holds
      no rank in the trump suit except in the last or thirteenth trick"); East wins it and
      leads the spade to the thirteenth, taken by North's knight: 1 trick (5 in all).

    The same ending turned one seat round (East holds the bishop, South leads) gives
    E-W the same 2 tricks: N-S 5 + 2 = 7 tricks."""
    position = _ending(turn)
    expected = 6 if turn == 0 else 7
    assert brute(position, "tricks") == expected
    assert compiled_solver(position, options).solve(position, points=False).tricks == expected
    # the first trick: East's castle-ace, a club from South and from West, then North
    fourth = position
    for card in ("DA", "CQ", "C2"):
        fourth = play(fourth, Card.parse(card))
    assert brute(fourth, "tricks") == expected
    value = compiled_solver(fourth, options).solve(fourth, points=False).tricks
    assert value == expected, "the nine kept apart from the bishop (the knights revoke)"
    plays = Solver(fourth.game, fourth.trump).solve_plays(fourth, points=False)
    worse = expected - 1 if turn == 0 else expected + 1
    assert {str(card): v.tricks for card, v in plays.items()} == {"D9": expected, "DB": worse}


def test_the_points_search_agrees_with_the_brute_force_there() -> None:
    """The points search never merges a bishop (its two points); the same ending's
    points by the brute force, with KEEP_BISHOP on and off (it only touches tricks)."""
    position = _ending(0)
    expected = brute(position, "points")
    for options in (0, KEEP_BISHOP):
        assert compiled_solver(position, options).solve(position).points == expected

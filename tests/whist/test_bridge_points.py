"""Every cell of the Table of Points (seed 000, "TABLE OF POINTS") and the rules under
"Honors", "Chicane", "Slam" and "The Revoke"."""

from __future__ import annotations

import pytest

from tests.whist.bridge_deals import build, tricks
from whist import Deal, Seat, Side, Suit
from whist.declaration import Declaration
from whist.errors import LawError
from whist.games.bridge_whist import (
    HandScore,
    SidePoints,
    honour_multiple,
    score_counts,
    score_hand,
)
from whist.tricks import PenaltyKind, ScorePenalty

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
SUITS_OF_THE_TABLE = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)

# The table as the book prints it, column by column (spades, clubs, diamonds, hearts).
TABLE = {
    "Each trick above 6 counts": (2, 4, 6, 8),
    "Three Honors in 2 partners' hands count": (4, 8, 12, 16),
    "Four Honors in 2 partners' hands count": (8, 16, 24, 32),
    "Five Honors in 2 partner's hands count": (10, 20, 30, 40),
    "Four Honors in 1 hand count": (16, 32, 48, 64),
    "Five Honors (1 in partner's hand) count": (18, 36, 54, 72),
    "Chicane counts": (4, 8, 12, 16),
}
# Who holds the five honours (ace, king, queen, jack, ten) for each row.
HOLDERS = {
    "Three Honors in 2 partners' hands count": (N, N, S, E, W),
    "Four Honors in 2 partners' hands count": (N, N, S, S, E),
    "Five Honors in 2 partner's hands count": (N, N, N, S, S),
    "Four Honors in 1 hand count": (N, N, N, N, E),
    "Five Honors (1 in partner's hand) count": (N, N, N, N, S),
}
HONOUR_RANKS = "AKQJT"


def honours_deal(suit: Suit, holders: tuple[Seat, ...]) -> Deal:
    given: dict[Seat, str] = {}
    for rank, seat in zip(HONOUR_RANKS, holders, strict=True):
        given[seat] = given.get(seat, "") + f" {suit.letter}{rank}"
    return build(given)


def score(
    deal: Deal,
    suit: Suit | None,
    ns_tricks: int = 7,
    *,
    declarer: Seat = S,
    doubles: int = 0,
    penalties: tuple[ScorePenalty, ...] = (),
) -> HandScore:
    declaration = Declaration(S, suit, declarer, doubles)
    return score_hand(deal, declaration, tricks(ns_tricks), penalties)


PLAIN = build({})  # N: all spades, E: hearts, S: diamonds, W: clubs -- every seat void


@pytest.mark.parametrize("column", range(4))
def test_each_trick_above_six(column: int) -> None:
    """ "Each trick above 6 counts ..... 2 4 6 8"."""
    suit = SUITS_OF_THE_TABLE[column]
    value = TABLE["Each trick above 6 counts"][column]
    deal = build({N: "SA HA DA CA"})  # nobody void, no side with three honours
    for ns in range(14):
        hand = score(deal, suit, ns)
        assert hand.points[Side.NS].tricks == max(0, ns - 6) * value
        assert hand.points[Side.EW].tricks == max(0, 7 - ns) * value


def test_each_trick_above_six_sans_atout() -> None:
    """ "WHEN THERE ARE NO TRUMPS Each trick above 6 counts ..... 12"."""
    deal = build({N: "SA HA", E: "DA CA"})
    assert score(deal, None, 9).points[Side.NS].tricks == 36
    assert score(deal, None, 2).points[Side.EW].tricks == 60


@pytest.mark.parametrize("row", list(HOLDERS))
@pytest.mark.parametrize("column", range(4))
def test_honours_cell(row: str, column: int) -> None:
    """Each honours cell of the table, for the side holding them."""
    suit = SUITS_OF_THE_TABLE[column]
    hand = score(honours_deal(suit, HOLDERS[row]), suit, 7)
    assert hand.points[Side.NS].honours == TABLE[row][column]
    assert hand.points[Side.EW].honours == 0


@pytest.mark.parametrize("column", range(4))
def test_chicane_cell(column: int) -> None:
    """ "Chicane counts ..... 4 8 12 16"; "If a player holds no trumps, his side scores for
    Chicane twice the value of a trump trick (exclusive of any doubling)"."""
    suit = SUITS_OF_THE_TABLE[column]
    deal = build(
        {N: f"{suit.letter}A {suit.letter}K", S: f"{suit.letter}2", W: f"{suit.letter}3"},
        void={E: suit},
    )
    for doubles in range(3):
        hand = score(deal, suit, 7, doubles=doubles)
        assert hand.points[Side.EW].chicane == TABLE["Chicane counts"][column]
        assert hand.points[Side.NS].chicane == 0


def test_chicane_for_each_void_player_and_none_at_sans_atout() -> None:
    """Our reading: each player who "holds no trumps" scores it for his side (here East
    and West are both void: twice)."""
    deal = build({N: "HA HK HQ HJ HT H9 H8", S: "H7 H6 H5 H4 H3 H2"}, void={E: Suit.HEARTS})
    hand = score(deal, Suit.HEARTS)
    assert hand.points[Side.EW].chicane == 32
    assert score(deal, None).points[Side.EW].chicane == 0


@pytest.mark.parametrize("column", range(4))
def test_five_honours_in_one_hand_ten_times(column: int) -> None:
    """ "IV. Four or five Honors, held in one hand, count double the above" -- five
    honours, "five times the value of a trump trick", doubled: ten times."""
    suit = SUITS_OF_THE_TABLE[column]
    value = TABLE["Each trick above 6 counts"][column]
    hand = score(honours_deal(suit, (W, W, W, W, W)), suit, 7)
    assert hand.points[Side.EW].honours == 10 * value


def test_three_honours_in_one_hand_count_as_any_three() -> None:
    """ "any three Honors, two times the value of a trump trick"."""
    hand = score(honours_deal(Suit.HEARTS, (N, N, N, E, W)), Suit.HEARTS)
    assert hand.points[Side.NS].honours == 16


def test_the_rules_under_honors_agree_with_the_table() -> None:
    """I: five conjoint, five times; II: four, four times; three, two times; III: four in
    one hand and the fifth in partner's, four and one-half times; IV: four or five in one
    hand, double the above (eight, ten, and nine for III)."""
    assert honour_multiple(3, 2) == 2
    assert honour_multiple(4, 2) == 4
    assert honour_multiple(4, 3) == 4
    assert honour_multiple(5, 3) == 5
    assert honour_multiple(4, 4) == 8
    assert honour_multiple(5, 4) == 9
    assert honour_multiple(5, 5) == 10
    assert honour_multiple(2, 2) == 0


@pytest.mark.parametrize(
    ("aces", "points", "row"),
    [
        ({N: "SA HA", S: "DA", E: "CA"}, 30, "Three Aces in 2 partners' hands count"),
        ({N: "SA HA", S: "DA CA"}, 40, "Four Aces in 2 partners' hands count"),
        ({N: "SA HA DA CA"}, 100, "Four Aces in 1 hand count"),
        ({N: "SA HA DA", E: "CA"}, 30, "any three Aces held as above, thirty points"),
    ],
)
def test_sans_atout_aces(aces: dict[Seat, str], points: int, row: str) -> None:
    """ "Three Aces ... 30", "Four Aces in 2 partners' hands ... 40", "Four Aces in 1 hand
    count ..... 100"."""
    hand = score(build(aces), None, 7, doubles=1)
    assert hand.points[Side.NS].honours == points, row
    assert hand.points[Side.EW].honours == 0


def test_honours_to_the_side_that_holds_them_whichever_declared() -> None:
    deal = honours_deal(Suit.DIAMONDS, (E, E, W, W, N))
    hand = score(deal, Suit.DIAMONDS, 10, declarer=S)
    assert hand.points[Side.EW].honours == 24
    assert hand.points[Side.NS].tricks == 24


def test_honours_chicane_and_slam_are_not_doubled() -> None:
    """ "(exclusive of any doubling)" -- only the tricks over six are doubled."""
    deal = build({N: "HA HK HQ HJ", S: "HT", E: "H9"}, void={W: Suit.HEARTS})
    for doubles, trick_points in [(0, 48), (1, 96), (2, 192), (3, 384)]:
        hand = score(deal, Suit.HEARTS, 12, doubles=doubles)
        assert hand.points[Side.NS] == type(hand.points[Side.NS])(trick_points, 72, 0, 20)
        assert hand.points[Side.EW].chicane == 16


def test_slams() -> None:
    """ "If either side take in ... all thirteen tricks, it is called Grand Slam, and scores
    them forty points; if they take in twelve tricks, it is called Little Slam, and scores
    them twenty points." (Grand Slam counts 40, Little Slam counts 20.)"""
    deal = build({N: "SA HA", E: "DA CA"})
    for suit in (*SUITS_OF_THE_TABLE, None):
        assert score(deal, suit, 13).points[Side.NS].slam == 40
        assert score(deal, suit, 12).points[Side.NS].slam == 20
        assert score(deal, suit, 11).points[Side.NS].slam == 0
        assert score(deal, suit, 0).points[Side.EW].slam == 40
        assert score(deal, suit, 1).points[Side.EW].slam == 20


def revoke(side_seat: Seat, trick: int = 5) -> ScorePenalty:
    return ScorePenalty(PenaltyKind.REVOKE, side_seat.side, trick, side_seat)


def test_revoke_transfers_three_tricks_not_counting_for_slams() -> None:
    """ "The penalty for a revoke is the transfer of three tricks to the opposing side.
    Tricks taken for a revoke do not count for Slams." """
    deal = build({N: "SA HA", E: "DA CA"})
    hand = score(deal, Suit.SPADES, 9, penalties=(revoke(E),))
    assert hand.counted == {Side.NS: 12, Side.EW: 1}
    assert hand.points[Side.NS].tricks == 12
    assert hand.points[Side.NS].slam == 0
    # The revoking side took all thirteen but kept ten: no slam either.
    hand = score(deal, Suit.SPADES, 13, penalties=(revoke(N),))
    assert hand.counted[Side.NS] == 10 and hand.points[Side.NS].slam == 0


def test_revoke_leaves_one_trick_to_the_revoking_side() -> None:
    """ "At least one trick must be left to the revoking side." """
    deal = build({N: "SA HA", E: "DA CA"})
    assert score(deal, None, 11, penalties=(revoke(E),)).counted[Side.EW] == 1
    assert score(deal, None, 12, penalties=(revoke(E),)).counted[Side.EW] == 1
    assert score(deal, None, 13, penalties=(revoke(E),)).counted[Side.EW] == 0


def test_revoking_side_scores_up_to_twenty_eight() -> None:
    """ "The latter can not win the game that hand, no matter what they make; they may play
    the hand out, however, and score all they make up to twenty-eight, or within two points
    of going out." """
    deal = build({N: "SA HA", E: "DA CA"})
    hand = score(deal, None, 13, penalties=(revoke(N),))  # 10 tricks kept: 4 x 12 = 48
    assert hand.points[Side.NS].tricks == 48
    assert hand.toward_game(Side.NS, below=0) == 28
    assert hand.toward_game(Side.NS, below=20) == 8
    assert hand.toward_game(Side.NS, below=29) == 0
    assert hand.alone()[Side.NS].tricks == 28
    assert hand.toward_game(Side.EW, below=29) == 0  # EW took no tricks over six


def test_honours_and_chicane_entered_at_the_table() -> None:
    """When the kiosk has no deal, the table enters honours and chicane: the entries must
    be cells of the Table of Points."""
    declaration = Declaration(S, Suit.DIAMONDS, S, doubles=1)
    hand = score_counts(
        declaration,
        {Side.NS: 9, Side.EW: 4},
        honours={Side.NS: 0, Side.EW: 54},
        chicane={Side.NS: 12, Side.EW: 0},
    )
    assert hand.points[Side.NS] == SidePoints(36, 0, 12, 0)
    assert hand.points[Side.EW] == SidePoints(0, 54, 0, 0)
    with pytest.raises(LawError, match="the Table of Points gives 0, 12, 24, 30, 48, 54, 60"):
        score_counts(declaration, {Side.NS: 9, Side.EW: 4}, honours={Side.NS: 20}, chicane={})
    with pytest.raises(LawError, match="only one side"):
        score_counts(
            declaration, {Side.NS: 9, Side.EW: 4}, honours={Side.NS: 12, Side.EW: 12}, chicane={}
        )
    with pytest.raises(LawError, match="twice a trick's value"):
        score_counts(declaration, {Side.NS: 9, Side.EW: 4}, honours={}, chicane={Side.NS: 6})
    with pytest.raises(LawError, match="no chicane at sans atout"):
        score_counts(
            Declaration(S, None, S), {Side.NS: 9, Side.EW: 4}, honours={}, chicane={Side.EW: 24}
        )
    with pytest.raises(LawError, match="thirteen"):
        score_counts(declaration, {Side.NS: 9, Side.EW: 5}, honours={}, chicane={})
    assert (
        score_counts(declaration, {Side.NS: 3, Side.EW: 2}, honours={}, chicane={}).counted[Side.NS]
        == 3
    )  # a hand as far as it is played

"""The rubber of Bridge Whist (seed 000, "The Rubber", "Scoring", "The Revoke"): a worked
rubber of six hands and the rules one by one."""

from __future__ import annotations

import pytest

from scoring.rubber import RubberError, RubberSheet
from tests.whist.bridge_deals import build, tricks
from whist import Seat, Side, Suit
from whist.declaration import Declaration
from whist.games.bridge_whist import HandScore, SidePoints, score_hand
from whist.tricks import PenaltyKind, ScorePenalty

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
ACES_SPLIT = {N: "SA", S: "HA", E: "DA", W: "CA"}  # two aces a side: no honours at sans atout


def hand(
    given: dict[Seat, str],
    declaration: Declaration,
    ns_tricks: int,
    *,
    void: dict[Seat, Suit] | None = None,
    revoke: Seat | None = None,
) -> HandScore:
    penalties = (ScorePenalty(PenaltyKind.REVOKE, revoke.side, 4, revoke),) if revoke else ()
    return score_hand(build(given, void), declaration, tricks(ns_tricks), penalties)


def worked_rubber() -> tuple[RubberSheet, list[HandScore]]:
    hands = [
        # Game 1. South declares hearts; N-S take 9 tricks, hold four honours between them.
        hand({N: "HA HK", S: "HQ HJ", E: "HT", W: "H9"}, Declaration(S, Suit.HEARTS, S), 9),
        # West declares clubs, North doubles; E-W take 8 with three honours, North void.
        hand(
            {E: "CA CK", W: "CQ", S: "CJ CT"},
            Declaration(W, Suit.CLUBS, W, doubles=1),
            5,
            void={N: Suit.CLUBS},
        ),
        # North declares sans atout; N-S take 7 (game, 36); E-W hold three aces.
        hand({E: "SA HA", W: "DA", N: "CA"}, Declaration(N, None, N), 7),
        # Game 2. South, sans atout: N-S take all 13 but revoked: 3 tricks to E-W, 48 made,
        # 28 scored, no slam; four aces between them.
        hand({N: "SA HA", S: "DA CA"}, Declaration(S, None, S), 13, revoke=N),
        # East declares spades, re-doubled; E-W take 10: 4 x 2 x 4 = 32, game to E-W.
        hand(
            {N: "SA S5", E: "SK S4", S: "SQ S3", W: "SJ ST S2"},
            Declaration(E, Suit.SPADES, E, 2),
            3,
        ),
        # Game 3. South passes, North declares diamonds; N-S take 12: 36, the game and the
        # rubber; little slam; five honours, four in North's hand.
        hand({N: "DA DK DQ DJ", S: "DT", E: "D9", W: "D8"}, Declaration(S, Suit.DIAMONDS, N), 12),
    ]
    sheet = RubberSheet()
    for h in hands:
        sheet.add(h)
    return sheet, hands


WORKED = """\
hand  game  declaration                  NS tricks NS above EW tricks EW above  game score
   1     1  hearts by South                     24       32         0        0  24-0
   2     1  clubs by West, doubled               0        8        16        8  24-16
   3     1  sans atout by North                 12        0         0       30  36-16  game 1 to NS
   4     2  sans atout by South                 28       40         0        0  28-0
   5     2  spades by East, re-doubled           0        0        32        4  28-32  game 2 to EW
   6     3  diamonds by North                   36       74         0        0  36-0  game 3 to NS
rubber to NS: 100
totals: NS 354, EW 90
NS win by 264 points"""


def test_a_worked_rubber() -> None:
    sheet, hands = worked_rubber()
    assert hands[0].points[Side.NS] == SidePoints(24, 32, 0, 0)
    assert hands[1].points[Side.EW] == SidePoints(16, 8, 0, 0)
    assert hands[1].points[Side.NS] == SidePoints(0, 0, 8, 0)
    assert hands[3].points[Side.NS] == SidePoints(48, 40, 0, 0)
    assert hands[5].points[Side.NS] == SidePoints(36, 54, 0, 20)
    assert sheet.text() == WORKED, sheet.text()
    assert sheet.winner is Side.NS
    assert sheet.games_won == {Side.NS: 2, Side.EW: 1}


def test_game_is_thirty_by_tricks_only() -> None:
    """ "Each game consists of thirty points, scored from points made by taking in tricks
    only. Points made for Honors, Chicane and Slams do not count for game." """
    sheet = RubberSheet()
    five_honours = hand({N: "HA HK HQ HJ HT"}, Declaration(S, Suit.HEARTS, S), 9)
    assert five_honours.points[Side.NS].honours == 80
    entry = sheet.add(five_honours)
    assert entry.game_won_by is None and sheet.below[Side.NS] == 24
    entry = sheet.add(hand({}, Declaration(S, Suit.SPADES, S), 9))
    assert entry.game_won_by is Side.NS  # 24 + 6 = 30
    assert sheet.below == {Side.NS: 0, Side.EW: 0}


def test_the_hand_that_wins_the_game_scores_all_its_points() -> None:
    """ "In case either side scores the thirty points necessary to win a game during the
    playing of a hand, such hand must be played out, and all points made be scored." """
    sheet = RubberSheet()
    sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 8))  # 24
    entry = sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 13))  # 7 x 12 and grand slam
    assert entry.points[Side.NS] == SidePoints(84, 0, 0, 40)
    assert entry.below_after[Side.NS] == 108
    assert sheet.totals()[Side.NS] == 24 + 84 + 40


def test_a_rubber_of_two_games_and_no_third() -> None:
    """ "The Rubber is the best of three games. If the same players win the first two, the
    third is not played." -- "The winners of the Rubber score one hundred points." """
    sheet = RubberSheet()
    sheet.add(hand(ACES_SPLIT, Declaration(W, None, W), 3))  # E-W 4 x 12 = 48: game 1
    sheet.add(hand(ACES_SPLIT, Declaration(W, None, E), 2))  # E-W 5 x 12 = 60: the rubber
    assert sheet.winner is Side.EW and sheet.is_finished
    assert sheet.totals() == {Side.NS: 0, Side.EW: 48 + 60 + 100}
    with pytest.raises(RubberError, match="start a new rubber"):
        sheet.add(hand({}, Declaration(S, None, S), 7))


def test_the_winners_of_the_rubber_may_lose_by_points() -> None:
    """ "It is thus possible that the winners of the Rubber may be the losers by points." """
    sheet = RubberSheet()
    sheet.add(hand({E: "SA HA DA CA"}, Declaration(S, None, S), 6))  # EW: 12 + 100
    sheet.add(hand({E: "SA HA DA CA"}, Declaration(S, None, S), 6))  # EW: 12 + 100
    sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 9))  # NS 36: game 1
    sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 9))  # NS 36: game 2, the rubber
    assert sheet.winner is Side.NS
    assert sheet.totals() == {Side.NS: 36 + 36 + 100, Side.EW: 224}
    assert sheet.result() == (Side.EW, 52)


def test_the_revoking_side_cannot_win_the_game_that_hand() -> None:
    """ "The latter can not win the game that hand, no matter what they make; they may play
    the hand out, however, and score all they make up to twenty-eight" """
    sheet = RubberSheet()
    sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 7))  # NS 12
    entry = sheet.add(hand(ACES_SPLIT, Declaration(S, None, S), 13, revoke=S))  # 48 made
    assert entry.points[Side.NS].tricks == 16
    assert entry.game_won_by is None
    assert sheet.below[Side.NS] == 28
    assert any("up to twenty-eight" in line for line in entry.lines)

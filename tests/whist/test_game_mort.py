"""Mort (seed 000, "Mort"): the rules from the book's words and its worked example."""

from __future__ import annotations

import random

import pytest

from tests.whist.social_helpers import sitting
from whist.games.mort import game_bonus
from whist.games.social import TallyError

BOOK = [
    {"live": "L", "tricks": {"X-Y": 8}},
    {"tricks": {"X-Y": 13}},
    {"tricks": {"L-Mort": 10}},
    {"tricks": {"L-Mort": 9}},
]


def test_mort_book_example_hand_by_hand() -> None:
    """ "The Live player and his partner ... win a game with a score of 7 to 2, their
    opponents having also made a Slam. The former scores 7 (points won), plus 2 (for
    double ...), plus 4 (bonus or consolation), equal 13. This, being the Live player's
    score, is doubled, giving him 26 points. Opponents score 2 points won, plus 20 for
    Slam, equal 22. The Live player thus wins 4\""""
    sheet = sitting("mort", BOOK[:1], players=["L", "X", "Y"])
    assert sheet.scores == {"live": 0, "opponents": 2}
    sheet.add_record(BOOK[1])
    assert sheet.scores == {"live": 0, "opponents": 2} and sheet.slams["opponents"] == 1
    sheet.add_record(BOOK[2])
    assert sheet.scores == {"live": 4, "opponents": 2}
    result = sheet.add_record(BOOK[3])
    game = result.game
    assert game is not None
    assert dict(game.points) == {"L-Mort": 7, "X-Y": 2}
    assert game.bonus == 2
    assert dict(game.totals) == {"L-Mort": 26, "X-Y": 22}
    assert game.net == 4


def test_mort_triple_double_single_and_bonus() -> None:
    """ "Three points (a triple) if opponents have not scored; two points (a double) if
    opponents score one or two; one point (a single) if opponents score three or four.
    ... four points (bonus ...) are added to winner's score in every instance"."""
    assert [game_bonus(n) for n in range(5)] == [3, 2, 2, 1, 1]
    sheet = sitting("mort", [{"tricks": {"X-Y": 11}}], players=["L", "X", "Y"])
    game = sheet.games[0]
    assert dict(game.totals) == {"L-Mort": 0, "X-Y": 5 + 3 + 4}


def test_mort_no_winning_out_in_the_middle_of_a_hand() -> None:
    """ "the Live player may need only two points to go out, and takes in the first seven
    tricks ... concludes the hand, winning the eighth trick ... counts all the points he
    made and wins a game of seven points" (here: 3 then 4)."""
    sheet = sitting("mort", [{"tricks": {"L": 9}}, {"tricks": {"L": 10}}], players=["L", "X", "Y"])
    assert dict(sheet.games[0].points) == {"L-Mort": 7, "X-Y": 0}
    assert dict(sheet.games[0].totals)["L-Mort"] == (7 + 3 + 4) * 2


def test_mort_slam_does_not_win_the_game() -> None:
    """ "if the score be 4 to 4, and one side makes a Slam, they can not score out on it
    ... another hand must be played"."""
    sheet = sitting(
        "mort",
        [{"tricks": {"L": 10}}, {"tricks": {"X": 10}}, {"tricks": {"L": 13}}],
        players=["L", "X", "Y"],
    )
    assert sheet.games == [] and sheet.scores == {"live": 4, "opponents": 4}


def test_mort_revoke_penalties_at_the_opponents_option() -> None:
    """ "the adding of three points to opponents' score, or the taking of three points from
    the score of the revoking side, or the transfer of three tricks ... At least one
    trick must be left them"."""
    add = sitting(
        "mort",
        [{"tricks": {"L": 7}, "revokes": [{"by": "X", "penalty": "add"}]}],
        players=["L", "X", "Y"],
    )
    assert add.scores == {"live": 4, "opponents": 0}
    move = sitting(
        "mort",
        [{"tricks": {"L": 9}, "revokes": [{"by": "L", "penalty": "tricks"}]}],
        players=["L", "X", "Y"],
    )
    assert move.scores == {"live": 0, "opponents": 1}  # 9 - 3 = 6 tricks; 4 + 3 = 7
    deduct = sitting(
        "mort",
        [
            {"tricks": {"L": 10}},
            {"tricks": {"L": 6}, "revokes": [{"by": "Mort-L", "penalty": "deduct"}]},
        ],
        players=["L", "X", "Y"],
    )
    assert deduct.scores["live"] == 1
    with pytest.raises(TallyError, match="At least one trick must be left them"):
        sitting(
            "mort",
            [{"tricks": {"L": 12}, "revokes": [{"by": "X", "penalty": "tricks"}]}],
            players=["L", "X", "Y"],
        )
    with pytest.raises(TallyError, match="penalty is not divided"):
        sitting(
            "mort",
            [{"tricks": {"L": 7}, "revokes": [{"by": "X", "penalty": "half"}]}],
            players=["L", "X", "Y"],
        )


def test_mort_passes_to_the_left_each_game_and_four_may_play() -> None:
    """ "the Mort passing around toward the left with each new game"; "Four can play, but
    ... the fourth (the live player's opposite) must remain out"."""
    sheet = sitting("mort", [{"tricks": {"L": 13 - 1}}], players=["L", "X", "Y"])
    assert sheet.live_player == "X"
    with pytest.raises(TallyError, match="L is not the Live player of this game: X is"):
        sheet.add_record({"live": "L", "tricks": {"X": 7}})
    four = sitting("mort", [], players=["A", "B", "C", "D"])
    assert four.sides().names == ("A-Mort", "B-D")


def test_mort_random_games_against_a_reference() -> None:
    rng = random.Random(3)
    for _ in range(200):
        sheet = sitting("mort", [], players=["L", "X", "Y"])
        live = opp = 0
        while not sheet.games:
            won = rng.randint(7, 11)
            side = rng.choice(["L", "X"])
            sheet.add_record({"tricks": {side: won}})
            if side == "L":
                live += won - 6
            else:
                opp += won - 6
        if live > opp:
            expected = (live + game_bonus(opp) + 4) * 2 - opp
        else:
            expected = live * 2 - (opp + game_bonus(live) + 4)
        assert sheet.games[0].net == expected


def test_mort_has_no_honours() -> None:
    """ "Honors.—There are no Honors in Mort." """
    with pytest.raises(TallyError, match="hand 1, honours: 'There are no Honors in Mort'"):
        sitting("mort", [{"tricks": {"L": 8}, "honours": {"L": 4}}], players=["L", "X", "Y"])

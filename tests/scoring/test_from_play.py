"""The bridge from the core to scoring: a finished :class:`whist.Play` becomes a
:class:`scoring.DealResult` (:meth:`DealResult.from_play`), seats and sides are
:mod:`whist`'s (:mod:`scoring.seats`), and games go by the core's names."""

from __future__ import annotations

import json

import pytest

from scoring import DealResult, ResultsFile, Scoresheet, ScoringError, build_movement, dumps, loads
from scoring.seats import (
    PAIR_SEATS,
    PLAYER_SEATS,
    clockwise,
    game_name,
    partner_of,
    seat_of,
    side,
    side_of,
)
from tests.whist.lawtables import E, N, W, c, finish, new_bishops_play, new_play
from whist import BISHOPS_WHIST, DUPLICATE_WHIST, Seat, Side
from whist.laws.hands import Found

MITCHELL = build_movement("mitchell", 3, 6)
FIRST = MITCHELL.rounds[0].tables[0]  # round 1, table 1


def _first_deal(play_result: DealResult) -> Scoresheet:
    """A sheet for the Mitchell holding ``play_result`` as round 1, table 1's first deal."""
    sheet = Scoresheet(MITCHELL, game=DUPLICATE_WHIST.name)
    sheet.add(play_result)
    return sheet


def test_a_complete_duplicate_deal_scores_its_tricks() -> None:
    play = new_play()
    finish(play)
    score = play.record_score()
    result = DealResult.from_play(play, deal=FIRST.deals[0], round=1, table=1)
    assert (result.ns_score, result.ew_score) == (score.points[Side.NS], score.points[Side.EW])
    assert (result.ns_score, result.ew_score) == (
        play.tricks_won()[Side.NS],
        play.tricks_won()[Side.EW],
    )
    assert result.ns_score + result.ew_score == 13 and result.status == "played"
    (line,) = _first_deal(result).traveller(FIRST.deals[0])
    assert (line.ns, line.ew, line.ns_score) == ((FIRST.ns,), (FIRST.ew,), result.ns_score)


def test_a_revoke_transfers_two_tricks_into_the_result() -> None:
    """Law 30: East trumps a heart holding hearts; North claims the revoke."""
    play = new_play()
    play.play(c("HA"))
    assert play.play(c("CQ")) is not None
    finish(play)
    taken = play.tricks_won()
    play.claim_revoke(N, E, 1)
    play.record_score()
    result = DealResult.from_play(play, deal=FIRST.deals[0], round=1, table=1)
    assert result.ns_score == taken[Side.NS] + 2
    assert result.ew_score == taken[Side.EW] - 2
    assert _first_deal(result).totals()[FIRST.ns] == result.ns_score


def test_a_bishops_deal_scores_its_points() -> None:
    """Dana: all thirteen tricks claimed, seven over six and the four bishops."""
    play = new_bishops_play()
    play.claim(N, accepted=True)
    play.record_score()
    result = DealResult.from_play(play, deal=FIRST.deals[0], round=1, table=1, ns=1, ew=2)
    assert (result.ns_score, result.ew_score) == (7 + 8, 0)
    sheet = Scoresheet(MITCHELL, game=BISHOPS_WHIST.name)
    sheet.add(result)
    assert sheet.totals()[1] == 15
    with pytest.raises(ScoringError, match="add up to 13"):
        _first_deal(result)  # points are not tricks


def test_an_unfinished_play_has_no_result() -> None:
    play = new_play()
    play.play(c("HA"))
    with pytest.raises(ScoringError, match="not finished"):
        DealResult.from_play(play, deal=1)


def test_a_deal_the_laws_void_gets_their_adjustment() -> None:
    play = new_play()
    play.record_wrong_cards(Found.DURING_OVERPLAY, 4, short=E, long=N)
    assert DealResult.from_play(play, deal=1).status == "average"

    play = new_play()
    play.record_wrong_trump(c("C7"), at_fault=W, tables=5)
    assert DealResult.from_play(play, deal=1).status == "lowest-ew"

    play = new_play()
    play.record_wrong_cards(Found.ORIGINAL_PLAY, 2)
    assert DealResult.from_play(play, deal=1).status == "not-played"

    play = new_play()
    play.record_wrong_cards(Found.TAKEN_UP_FOR_OVERPLAY, 2)
    with pytest.raises(ScoringError, match="played again"):
        DealResult.from_play(play, deal=1)


def test_from_sides_takes_the_core_sides_or_their_text() -> None:
    by_side = DealResult.from_sides({Side.NS: 8, Side.EW: 5}, deal=3, round=2, table=1)
    by_text = DealResult.from_sides({"NS": 8, "EW": 5}, deal=3, round=2, table=1)
    assert by_side == by_text == DealResult(deal=3, ns_score=8, ew_score=5, round=2, table=1)


# --- seats and sides are whist's --------------------------------------------------------
def test_seat_keys_follow_whist() -> None:
    assert PLAYER_SEATS == ("north", "east", "south", "west")
    assert PAIR_SEATS == ("ns", "ew")
    for seat in Seat:
        key = seat.name.lower()
        assert seat_of(key) is seat
        assert side(key) is seat.side
        assert side_of(key) == seat.side.value.lower()
        assert partner_of(key) == seat.partner.name.lower()
        assert clockwise(key) == seat.left.name.lower()
        assert clockwise(key, -1) == seat.right.name.lower()
    assert (side("ns"), side("ew")) == (Side.NS, Side.EW)


def test_direction_of_a_contestant() -> None:
    assert MITCHELL.direction_of(FIRST.ns or 0) is Side.NS
    assert MITCHELL.direction_of(FIRST.ew or 0) is Side.EW
    howell = build_movement("howell", 4)
    assert howell.direction_of(1) is None  # a Howell pair sits both ways


# --- games go by the core's names ------------------------------------------------------
def test_games_by_the_core_names_and_the_old_ones() -> None:
    assert game_name("whist") == game_name("duplicate-whist") == DUPLICATE_WHIST.name
    assert game_name("bishops") == game_name("bishops-whist") == BISHOPS_WHIST.name
    assert Scoresheet(MITCHELL, game="bishops").game == BISHOPS_WHIST.name
    assert Scoresheet(MITCHELL).game == DUPLICATE_WHIST.name
    with pytest.raises(ScoringError, match="game must be one of"):
        Scoresheet(MITCHELL, game="bridge")


def test_a_results_file_keeps_its_game_names() -> None:
    rf = ResultsFile(movement=MITCHELL, results=(), game=BISHOPS_WHIST.name)
    text = dumps(rf)
    assert json.loads(text)["game"] == "bishops"
    assert loads(text) == rf == ResultsFile(movement=MITCHELL, results=(), game="bishops")
    plain = dumps(ResultsFile(movement=MITCHELL, results=()))
    assert json.loads(plain)["game"] == "whist"
    assert loads(plain).game == DUPLICATE_WHIST.name
    with pytest.raises(ScoringError, match='"game" must be one of'):
        loads(plain.replace('"game": "whist"', '"game": "bridge"'))

"""Irregularities in the hands: (e) I-III of the Laws of Duplicate Whist 1897 (wrong
number of cards; a trump turned other than the one on the slip); Bishops whist: Dana,
"The deal"."""

from __future__ import annotations

import pytest

from whist import IllegalPlayError, LawError, Side
from whist.laws.hands import Found, OutcomeKind, wrong_number_of_cards, wrong_trump_turned
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all


@pytest.mark.parametrize("tables", [1, 2, 3, 10])
def test_law_e_I_found_before_or_during_the_original_play_new_deal(tables: int) -> None:
    outcome = wrong_number_of_cards(Found.ORIGINAL_PLAY, tables, N, E)
    assert outcome.kind is OutcomeKind.NEW_DEAL and outcome.law == "(e) I"


@pytest.mark.parametrize("tables", [2, 5])
def test_law_e_II_found_when_taken_up_for_overplay_sent_back(tables: int) -> None:
    outcome = wrong_number_of_cards(Found.TAKEN_UP_FOR_OVERPLAY, tables)
    assert outcome.kind is OutcomeKind.SEND_BACK and outcome.law == "(e) II"
    assert "sent back" in outcome.description or "send the tray back" in outcome.description


@pytest.mark.parametrize("tables", [1, 2])
def test_law_e_III_after_overplay_began_two_tables_new_deal(tables: int) -> None:
    outcome = wrong_number_of_cards(Found.DURING_OVERPLAY, tables, N, E)
    assert outcome.kind is OutcomeKind.NEW_DEAL and outcome.law == "(e) III"


def test_law_e_III_more_tables_adversary_had_the_surplus_average_for_both() -> None:
    outcome = wrong_number_of_cards(Found.DURING_OVERPLAY, 3, short=N, long=W)
    assert outcome.kind is OutcomeKind.AVERAGE_FOR_BOTH and outcome.side is None


def test_law_e_III_more_tables_partner_had_the_surplus_lowest_for_his_team() -> None:
    outcome = wrong_number_of_cards(Found.DURING_OVERPLAY, 4, short=E, long=W)
    assert outcome.kind is OutcomeKind.LOWEST_FOR_TEAM and outcome.side is Side.EW


def test_law_e_III_more_tables_needs_the_short_and_long_seats() -> None:
    with pytest.raises(LawError, match="deficiency"):
        wrong_number_of_cards(Found.DURING_OVERPLAY, 4)
    with pytest.raises(LawError, match="two different seats"):
        wrong_number_of_cards(Found.DURING_OVERPLAY, 4, N, N)
    with pytest.raises(LawError, match="1 or more"):
        wrong_number_of_cards(Found.ORIGINAL_PLAY, 0)


def test_law_e_III_wrong_trump_turned_three_tables_low_score_for_the_player_at_fault() -> None:
    outcome = wrong_trump_turned(3, at_fault=S)
    assert outcome.kind is OutcomeKind.LOW_SCORE_FOR_PLAYER and outcome.side is Side.NS


@pytest.mark.parametrize("tables", [1, 2])
def test_law_e_III_wrong_trump_turned_single_or_two_table_new_deal(tables: int) -> None:
    assert wrong_trump_turned(tables, at_fault=S).kind is OutcomeKind.NEW_DEAL


def test_law_e_recorded_on_the_play_voids_the_deal_at_this_table() -> None:
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    outcome = play.record_wrong_cards(Found.DURING_OVERPLAY, 4, short=E, long=N)
    assert outcome.kind is OutcomeKind.AVERAGE_FOR_BOTH
    assert play.is_void and play.outcome == outcome and play.to_play is None
    assert play.irregularities[-1].kind is IrregularityKind.WRONG_NUMBER_OF_CARDS
    assert play.score().points == {Side.NS: 0, Side.EW: 0}
    assert "(e) III" in play.score().lines[0]
    with pytest.raises(IllegalPlayError, match="void"):
        play.play(c("SA"), seat=N)
    play.undo()
    assert not play.is_void and play.to_play is None  # trick 1 waits to be quitted


def test_law_e_III_wrong_trump_recorded_on_the_play() -> None:
    play = new_play()
    outcome = play.record_wrong_trump(c("C7"), at_fault=W, tables=5)
    assert outcome.kind is OutcomeKind.LOW_SCORE_FOR_PLAYER and outcome.side is Side.EW
    assert play.irregularities[0].card == c("C7") and play.is_void


def test_law_e_III_the_trump_on_the_slip_is_no_irregularity() -> None:
    play = new_play()
    with pytest.raises(LawError, match="no irregularity"):
        play.record_wrong_trump(c("C2"), at_fault=W, tables=5)


def test_bishops_wrong_number_of_cards_new_deal_before_the_first_trick_is_gathered() -> None:
    play = new_bishops_play()
    outcome = play.record_wrong_cards(Found.ORIGINAL_PLAY, 1)
    assert outcome.kind is OutcomeKind.NEW_DEAL and outcome.law == "Dana, The deal"


def test_bishops_wrong_number_of_cards_after_the_first_trick_refused() -> None:
    play = new_bishops_play()
    play_all(play, "HQ H4 H5 H2")
    play.quit_trick()
    with pytest.raises(LawError, match="no rule"):
        play.record_wrong_cards(Found.ORIGINAL_PLAY, 1)

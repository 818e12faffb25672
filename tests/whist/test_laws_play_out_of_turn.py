"""Playing out of turn: laws 25, 26, 38 and 39 (Laws of Whist 1893); Bishops whist: Dana,
"Exposed cards" IV."""

from __future__ import annotations

import pytest

from whist import IllegalPlayError, LawError, Play, Side
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play

# lawtables.DEAL: clubs are trumps; West has no spades.


def fourth_before_second() -> Play:
    """North leads the ace of hearts; West (fourth) plays before East (second)."""
    play = new_play()
    play.play(c("HA"))
    play.play(c("H2"), seat=W)
    return play


def south_leads_a_spade_east_plays_before_west() -> Play:
    """South leads; West (second) has no spade; East (fourth) plays before him."""
    play = new_play(S)
    play.play(c("S2"))
    play.play(c("S5"), seat=E)
    return play


def test_law_25_third_hand_before_second_no_penalty() -> None:
    play = new_play()
    play.play(c("HA"))
    play.play(c("H5"), seat=S)
    (irregularity,) = play.irregularities
    assert irregularity.kind is IrregularityKind.PLAY_OUT_OF_TURN and irregularity.law == "25"
    assert irregularity.options == () and irregularity.chooser is None
    assert play.to_play is E


def test_law_25_fourth_hand_may_also_play_before_second() -> None:
    play = new_play()
    play.play(c("HA"))
    play.play(c("H5"), seat=S)
    play.play(c("H2"), seat=W)
    assert len(play.irregularities) == 1  # no further irregularity: the law allows it
    assert "(law 25)" in play.log[-2]
    play.play(c("HJ"))
    record = play.quit_trick()
    assert [p.seat for p in record.cards] == [N, S, W, E] and record.winner is N


def test_law_26_fourth_before_second_third_may_call_highest() -> None:
    play = fourth_before_second()
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.FOURTH_BEFORE_SECOND
    assert irregularity.chooser == (S,)
    assert {o.code for o in irregularity.options} == {
        "highest",
        "lowest",
        "trump",
        "not-trump",
        "waive",
    }
    play.choose_penalty(0, S, "highest")
    play.play(c("HJ"))
    assert not play.renounces


def test_law_26_lowest_called_and_complied_with() -> None:
    play = fourth_before_second()
    play.choose_penalty(0, S, "lowest")
    play.play(c("H9"))
    assert not play.renounces and play.calls == ()


def test_law_26_trump_called_from_a_player_void_in_the_suit_led() -> None:
    play = south_leads_a_spade_east_plays_before_west()
    play.choose_penalty(0, N, "trump")
    play.play(c("C3"))
    assert not play.renounces


def test_law_26_not_trump_called_and_complied_with() -> None:
    play = south_leads_a_spade_east_plays_before_west()
    play.choose_penalty(0, N, "not-trump")
    play.play(c("H2"))
    assert not play.renounces


def test_law_38_failing_to_play_highest_when_called_is_a_revoke() -> None:
    play = fourth_before_second()
    play.choose_penalty(0, S, "highest")
    play.play(c("H9"))
    (failure,) = play.renounces
    assert failure.law == "38" and failure.seat is E and failure.established
    play.play(c("H5"))
    play.quit_trick()
    play.claim_revoke(N, E, 1)
    assert play.penalties[0].side is Side.EW


def test_law_38_trumping_when_told_not_to_trump_is_a_revoke() -> None:
    play = south_leads_a_spade_east_plays_before_west()
    play.choose_penalty(0, N, "not-trump")
    play.play(c("C3"))
    assert play.renounces[0].law == "38"


def test_law_39_wrong_penalty_demanded_none_enforced() -> None:
    """East holds hearts: "trump" does not fit; no penalty can be enforced."""
    play = fourth_before_second()
    play.choose_penalty(0, S, "trump")
    play.play(c("HT"))
    assert not play.renounces
    assert "cannot be enforced" in play.log[-2]


def test_law_26_call_by_the_wrong_player_ends_the_right_law_39() -> None:
    """Law 26: "the latter may be called upon by the third hand". Law 39: "If the wrong
    adversary demands a penalty ... none can be enforced." East is of the offending side
    (no demand at all); North, the leader, is the wrong adversary."""
    play = fourth_before_second()
    with pytest.raises(LawError, match="offending side"):
        play.choose_penalty(0, E, "highest")
    play.choose_penalty(0, N, "highest")
    assert "North, the wrong adversary" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, S, "highest")


def test_law_26_call_after_the_second_hand_played_refused() -> None:
    play = fourth_before_second()
    play.play(c("H9"))
    assert play.irregularities[0].lapsed == (
        "the right to call on East for his highest or lowest lapsed when East played "
        "before it was demanded, law 26"
    )
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, S, "highest")


def test_law_26_no_penalty_when_third_has_played() -> None:
    """Law 26 needs the third hand not to have played; fourth before second after the
    third is law 25."""
    play = new_play()
    play.play(c("HA"))
    play.play(c("H5"), seat=S)
    play.play(c("H2"), seat=W)
    assert not any(i.kind is IrregularityKind.FOURTH_BEFORE_SECOND for i in play.irregularities)


def test_law_25_26_fourth_before_third_no_penalty_given() -> None:
    play = new_play()
    play.play(c("HA"))
    play.play(c("HJ"))
    play.play(c("H2"), seat=W)
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.PLAY_OUT_OF_TURN
    assert irregularity.options == ()
    assert play.to_play is S


def test_playing_twice_to_a_trick_refused() -> None:
    play = new_play()
    play.play(c("HA"))
    with pytest.raises(IllegalPlayError, match="already played"):
        play.play(c("HK"), seat=N)


def test_bishops_play_out_of_turn_is_an_exposed_card_two_points() -> None:
    play = new_bishops_play()
    play.play(c("HQ"))
    play.play(c("H5"), seat=S)
    assert play.current_trick[-1].card == c("HQ") and c("H5") in play.hand(S)
    assert play.score()[Side.NS] == -2

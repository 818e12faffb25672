"""Law 39 (Laws of Whist 1893) for every law that gives the adversaries a choice: 18 and
(d), 20-22 and (h), 24 and (i), 25-26, 29, 35, 36, 37.

Law 39: "In all cases where a penalty has been incurred, the offender must await the
decision of the adversaries. If either of them, with or without his partner's consent,
demands a penalty to which they are entitled, such decision is final. If the wrong
adversary demands a penalty, or a wrong penalty is demanded, none can be enforced."

The reading (whist.laws.penalties.apply_choice): a wrong demand is a decision, recorded
in the play's history, that ends the right to any penalty for that offence; the right
adversary's demand afterwards is refused with the recorded reason. What is no demand at
all (a player of the offending side, a code that names no penalty) is refused and leaves
no trace.
"""

from __future__ import annotations

import pytest

from whist import LawError, Play
from whist.actions import CallCard, ChoosePenalty

from .lawtables import E, N, S, W, c, new_play, play_all

# lawtables.DEAL: West deals and turns the two of clubs (clubs trumps), North leads.
# N: S AKQJT H AKQ D AKQ C AK   E: S 98765 H JT9 D JT9 C QJ
# S: S 432 H 8765 D 8765 C T9   W: (no spades) H 432 D 432 C 8765432

LATER = "no penalty can be enforced any more"


def south_led_out_of_turn_taken_back() -> Play:
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    return play


def fourth_before_second() -> Play:
    play = new_play()
    play.play(c("HA"))
    play.play(c("H2"), seat=W)
    return play


def north_calls_attention_before_south_plays() -> Play:
    play = new_play()
    play_all(play, "HA HJ")
    play.call_attention(N)
    return play


def east_names_the_trump_card_after_trick_one() -> Play:
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play.quit_trick()
    play.trump_card_named(E)
    return play


def trump_card_left_after_two_tricks() -> Play:
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play_all(play, "D2 DA D9 D5")
    play.quit_trick()
    play.trump_left_on_tray()
    return play


def north_leads_ahead() -> Play:
    play = new_play()
    for text in ("SA S9 S4 H2", "SK S8 S3 H3", "SQ S7 S2 H4"):
        play_all(play, text)
    play.play(c("SJ"))
    play.lead_ahead(N, c("ST"))
    return play


def east_corrects_a_renounce() -> Play:
    play = new_play()
    play_all(play, "HA CQ")
    play.correct_renounce(E, c("HJ"))
    return play


def north_claims_and_is_contested() -> Play:
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.claim(N, accepted=False)
    return play


# --- law 24 and (i): lead out of turn ---------------------------------------------------


def test_law_24_wrong_adversary_no_suit_can_be_called_afterwards() -> None:
    """Law 24: "The penalty can be enforced only by the adversary on the right of the
    player from whom a suit can rightfully be called." Law 39: "If the wrong adversary
    demands a penalty ... none can be enforced." North is to lead: only West may call."""
    play = south_led_out_of_turn_taken_back()
    play.choose_penalty(0, E, "call-diamonds")
    irregularity = play.irregularities[0]
    assert irregularity.lapsed == (
        'no penalty: East, the wrong adversary, demanded "Call diamonds"; only West might, '
        "so none can be enforced (law 39)"
    )
    with pytest.raises(LawError, match=LATER) as refused:
        play.choose_penalty(0, W, "call-hearts")
    assert irregularity.lapsed in str(refused.value)
    play.play(c("SA"))  # North leads as he pleases
    assert not play.renounces


def test_law_24_wrong_penalty_none_enforced() -> None:
    """Law 24: "a suit may be called from him or his partner". Law 39: "If ... a wrong
    penalty is demanded, none can be enforced." West, entitled, demands a trump called
    instead of a suit."""
    play = south_led_out_of_turn_taken_back()
    play.choose_penalty(0, W, "highest-trump")
    assert play.irregularities[0].lapsed == (
        'no penalty: West demanded "Call his highest trump", which law 24 does not give '
        "here, so none can be enforced (law 39)"
    )
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, W, "call-hearts")


def test_law_24_right_demand_still_works() -> None:
    """Law 39: "If either of them ... demands a penalty to which they are entitled, such
    decision is final." """
    play = south_led_out_of_turn_taken_back()
    play.choose_penalty(0, W, "call-hearts")
    assert play.irregularities[0].choice == "call-hearts" and not play.irregularities[0].lapsed
    with pytest.raises(LawError, match="final"):
        play.choose_penalty(0, W, "call-diamonds")


def test_law_24_offending_side_and_unknown_codes_are_no_demand() -> None:
    """Law 39: "the offender must await the decision of the adversaries": a player of the
    offending side demands nothing; nor does a code that names no penalty."""
    play = south_led_out_of_turn_taken_back()
    with pytest.raises(LawError, match="offending side"):
        play.choose_penalty(0, N, "call-hearts")
    with pytest.raises(LawError, match="no penalty the laws know"):
        play.choose_penalty(0, W, "call-knights")
    assert play.irregularities[0].is_open and len(play.actions) == 2


def test_law_37_wrong_adversary_no_suit_can_be_called() -> None:
    """Law 37: "A violation of this law subjects the offender's side to the same penalty
    as in case of a lead out of turn." Law 39: "If the wrong adversary demands a penalty
    ... none can be enforced." North is to lead after South looked: only West calls."""
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.see_quitted_trick(S)
    play.choose_penalty(0, E, "call-diamonds")
    assert "East, the wrong adversary" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, W, "call-diamonds")


# --- laws 25 and 26: play out of turn ---------------------------------------------------


def test_law_25_no_penalty_to_demand() -> None:
    """Law 25: "If the third hand plays before the second, the fourth hand may also play
    before the second." No penalty is incurred, so nothing can be demanded."""
    play = new_play()
    play.play(c("HA"))
    play.play(c("H5"), seat=S)
    with pytest.raises(LawError, match="gives no penalty to choose"):
        play.choose_penalty(0, E, "highest")


def test_law_26_wrong_adversary_no_penalty() -> None:
    """Law 26: "the latter may be called upon by the third hand to play his highest or
    lowest card of the suit led". Law 39: "If the wrong adversary demands a penalty ...
    none can be enforced." North led; South is the third hand."""
    play = fourth_before_second()
    play.choose_penalty(0, N, "highest")
    assert play.irregularities[0].lapsed == (
        'no penalty: North, the wrong adversary, demanded "Call the highest"; only South '
        "might, so none can be enforced (law 39)"
    )
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, S, "highest")
    play.play(c("H9"))  # East plays as he pleases
    assert not play.renounces


def test_law_26_penalty_the_law_does_not_give_none_enforced() -> None:
    """Law 26: "his highest or lowest card of the suit led; or, if he has none, to trump or
    not to trump the trick". Law 39: "If ... a wrong penalty is demanded, none can be
    enforced." """
    play = fourth_before_second()
    play.choose_penalty(0, S, "take-trick")
    assert 'demanded "Call on him to take the trick", which law 26' in (
        play.irregularities[0].lapsed
    )
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, S, "lowest")


def test_law_26_wrong_half_demanded_none_enforced_recorded_at_the_play() -> None:
    """Law 26: "... or, if he has none, to trump or not to trump the trick". Law 39: "If
    ... a wrong penalty is demanded, none can be enforced." East holds hearts, the suit
    led: "trump" is the wrong half; the record says so once East has played (the table is
    not told his hand before)."""
    play = fourth_before_second()
    play.choose_penalty(0, S, "trump")
    assert play.irregularities[0].lapsed == ""
    play.play(c("HT"))
    assert not play.renounces
    assert play.irregularities[0].lapsed == (
        'no penalty: South demanded "Call on him to trump" of East, who had some of hearts, '
        "the suit led: a wrong penalty, so none can be enforced (laws 26, 39)"
    )


# --- law 35: attention called -----------------------------------------------------------


def test_law_35_wrong_adversary_no_penalty() -> None:
    """Law 35: "the adversary last to play to the trick may require the offender's partner
    to play his highest or lowest". Law 39: "If the wrong adversary demands a penalty ...
    none can be enforced." """
    play = north_calls_attention_before_south_plays()
    play.choose_penalty(0, E, "lowest")
    assert play.irregularities[0].lapsed.startswith("no penalty: East, the wrong adversary")
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, W, "highest")
    play.play(c("H5"))
    assert not play.renounces


def test_law_35_wrong_half_demanded_none_enforced() -> None:
    """Law 35: "his highest or lowest of the suit led; or, if he has none, to trump or not
    to trump the trick". Law 39: "If ... a wrong penalty is demanded, none can be
    enforced." South holds hearts: "not to trump" is the wrong half."""
    play = north_calls_attention_before_south_plays()
    play.choose_penalty(0, W, "not-trump")
    play.play(c("H5"))
    assert not play.renounces
    assert "South, who had some of hearts" in play.irregularities[0].lapsed


def test_law_35_right_demand_still_works() -> None:
    """Law 35 with law 39: "such decision is final"."""
    play = north_calls_attention_before_south_plays()
    play.choose_penalty(0, W, "lowest")
    play.play(c("H8"))  # not his lowest (the five): the revoke penalty, law 38
    assert play.renounces[0].law == "38"


# --- law 18 and (d): the trump card ------------------------------------------------------


def test_law_d_trump_named_wrong_penalty_none_enforced() -> None:
    """(d): "liable to have his highest or lowest trump called by his right-hand
    adversary". Law 39: "If ... a wrong penalty is demanded, none can be enforced." North
    calls a suit instead."""
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, N, "call-hearts")
    assert 'demanded "Call hearts", which laws 18, (d) do not give here' in (
        play.irregularities[0].lapsed
    )
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, N, "highest-trump")
    assert play.called_trump(E) is None


def test_law_d_called_trump_called_by_the_wrong_adversary_ends_the_call() -> None:
    """(d): "The call may be repeated until the card is played, but it can not be
    changed." Law 39: "If the wrong adversary demands a penalty ... none can be
    enforced." South (East's left) calls the trump North chose: it is no longer callable."""
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, N, "highest-trump")
    play.call_card(S, E, c("CQ"))
    assert play.called_trump(E) is None
    assert "South, the wrong adversary, demanded ♣Q from East" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match=LATER):
        play.call_card(N, E, c("CQ"))


def test_law_18_trump_card_left_called_by_the_wrong_adversary() -> None:
    """Law 18: "if it is left on the table until after the second trick has been turned and
    quitted, it is liable to be called"; (h): "only by his right-hand adversary". Law 39:
    "If the wrong adversary demands a penalty ... none can be enforced." West dealt; South
    is on his right, North the wrong adversary."""
    play = trump_card_left_after_two_tricks()
    play.call_card(N, W, c("C2"))
    assert play.liable_cards(W) == ()
    assert "only South might" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match=LATER):
        play.call_card(S, W, c("C2"))


def test_law_18_wrong_card_called_none_enforced() -> None:
    """Law 18 and (h); law 39: "If ... a wrong penalty is demanded, none can be enforced."
    South calls the four of clubs, which is not the trump card left on the tray."""
    play = trump_card_left_after_two_tricks()
    play.call_card(S, W, c("C4"))
    assert play.irregularities[0].lapsed == (
        "no penalty: South called ♣4 from West, which is not liable to be called (his are "
        "♣2), so none can be enforced (law 39)"
    )
    assert play.liable_cards(W) == ()
    with pytest.raises(LawError, match=LATER):
        play.call_card(S, W, c("C2"))


# --- laws 20-22, 29 and (h): cards liable to be called ------------------------------------


def test_law_20_wrong_adversary_the_exposed_card_is_free() -> None:
    """Law 20: "Every card faced upon the table otherwise than in the regular course of
    play" is liable to be called; (h): "only by his right-hand adversary". Law 39: "If the
    wrong adversary demands a penalty ... none can be enforced." """
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.call_card(S, E, c("HJ"))
    assert play.liable_cards(E) == ()
    with pytest.raises(LawError, match=LATER):
        play.call_card(N, E, c("HJ"))
    play.play(c("HA"))
    play.play(c("H9"))  # East plays as he pleases
    assert play.calls == ()


def test_law_20_card_not_exposed_called_none_enforced() -> None:
    """Law 21: "A player must lead or play them when they are called"; law 39: "If ... a
    wrong penalty is demanded, none can be enforced." North calls the ace of spades, which
    East does not hold, as if exposed: the jack of hearts is free."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.call_card(N, E, c("SA"))
    assert "called ♠A from East, which is not liable to be called" in (
        play.irregularities[0].lapsed
    )
    assert play.liable_cards(E) == ()


def test_law_20_right_call_still_works() -> None:
    """Law 21: "A player must lead or play them when they are called"."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.call_card(N, E, c("HJ"))
    play.play(c("HA"))
    with pytest.raises(LawError, match="must play it"):
        play.play(c("H9"))


def test_law_20_call_by_a_partner_or_without_a_liable_card_is_no_demand() -> None:
    """Law 39: "the offender must await the decision of the adversaries": his partner
    demands nothing; and where no card is liable no penalty has been incurred."""
    play = new_play()
    with pytest.raises(LawError, match="not liable to be called"):
        play.call_card(N, E, c("HJ"))
    play.expose_card(E, c("HJ"))
    with pytest.raises(LawError, match="not an adversary"):
        play.call_card(W, E, c("HJ"))
    assert play.liable_cards(E) == (c("HJ"),)


def test_law_22_wrong_penalty_ends_both_penalties() -> None:
    """Law 22: "the latter may be called upon by either adversary to take the first trick,
    and the other cards thus improperly played are liable to be called". Law 39: "If ... a
    wrong penalty is demanded, none can be enforced." East demands South's highest."""
    play = north_leads_ahead()
    play.choose_penalty(0, E, "highest")
    assert "which law 22 does not give here" in play.irregularities[0].lapsed
    assert play.liable_cards(N) == ()
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, W, "take-trick")
    with pytest.raises(LawError, match=LATER):
        play.call_card(W, N, c("ST"))


def test_law_20_penalty_demanded_instead_of_calling_the_card() -> None:
    """Law 20: the exposed card "is liable to be called"; law 39: "If ... a wrong penalty
    is demanded, none can be enforced." North, entitled to call the jack, demands East's
    highest instead: the jack goes free."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.choose_penalty(0, N, "highest")
    assert play.liable_cards(E) == ()
    assert 'North demanded "Call the highest", which laws 20, (h) do not give' in (
        play.irregularities[0].lapsed
    )
    with pytest.raises(LawError, match=LATER):
        play.call_card(N, E, c("HJ"))


def test_law_22_card_led_ahead_called_by_the_wrong_adversary() -> None:
    """Law 22 and (h): the ten led ahead is North's; West is on his right, East the wrong
    adversary. Law 39: "If the wrong adversary demands a penalty ... none can be
    enforced": neither the card nor the call to take the trick can be enforced."""
    play = north_leads_ahead()
    play.call_card(E, N, c("ST"))
    assert play.liable_cards(N) == ()
    with pytest.raises(LawError, match=LATER):
        play.choose_penalty(0, W, "take-trick")
    with pytest.raises(LawError, match=LATER):
        play.call_card(W, N, c("ST"))


def test_law_22_either_adversary_may_call_on_the_partner() -> None:
    """Law 22: "may be called upon by either adversary to take the first trick"."""
    play = north_leads_ahead()
    play.choose_penalty(0, W, "take-trick")
    assert play.irregularities[0].choice == "take-trick"


def test_law_29_corrected_renounce_card_called_by_the_wrong_adversary() -> None:
    """Law 29: "the card improperly played by him is liable to be called"; (h): "only by
    his right-hand adversary". Law 39: "If the wrong adversary demands a penalty ... none
    can be enforced." """
    play = east_corrects_a_renounce()
    (irregularity,) = play.irregularities
    assert irregularity.chooser == (N,)
    play.call_card(S, E, c("CQ"))
    assert play.liable_cards(E) == ()
    with pytest.raises(LawError, match=LATER):
        play.call_card(N, E, c("CQ"))


# --- law 36: a claim contested -----------------------------------------------------------


def test_law_36_wrong_adversary_none_of_the_cards_can_be_called() -> None:
    """Law 36: "his partner's cards must be laid upon the table, and are liable to be
    called"; (h): by the right-hand adversary, East for South. Law 39: "If the wrong
    adversary demands a penalty ... none can be enforced." """
    play = north_claims_and_is_contested()
    play.call_card(W, S, c("S4"))
    assert play.liable_cards(S) == ()
    with pytest.raises(LawError, match=LATER):
        play.call_card(E, S, c("S4"))
    with pytest.raises(LawError, match=LATER):
        play.call_card(E, S, c("D8"))


def test_law_36_card_south_does_not_hold_called_none_enforced() -> None:
    """Law 36 and law 39: "If ... a wrong penalty is demanded, none can be enforced.\""""
    play = north_claims_and_is_contested()
    play.call_card(E, S, c("SA"))
    assert "called ♠A from South, which is not liable to be called" in (
        play.irregularities[0].lapsed
    )
    assert play.liable_cards(S) == ()


# --- the wrong demand is in the play's history ---------------------------------------------


def test_law_39_wrong_demands_replay_and_undo() -> None:
    """Law 39: the wrong demand is a decision: an action of the play, replayed from the
    action list to the same state, and taken back by undo like any other."""
    play = south_led_out_of_turn_taken_back()
    play.choose_penalty(0, E, "call-hearts")
    play.expose_card(W, c("D2"))
    play.call_card(N, W, c("D2"))  # North is West's left-hand adversary: wrong
    assert isinstance(play.actions[2], ChoosePenalty) and isinstance(play.actions[4], CallCard)
    copy = new_play()
    for action in play.actions:
        copy.apply(action)
    assert copy.irregularities == play.irregularities
    assert copy.liable_cards(W) == () and copy.log == play.log
    play.undo()
    assert play.liable_cards(W) == (c("D2"),) and not play.irregularities[1].lapsed
    play.undo()
    play.undo()
    assert play.irregularities[0].is_open
    play.choose_penalty(0, W, "call-hearts")
    assert play.calls[0].seat is N

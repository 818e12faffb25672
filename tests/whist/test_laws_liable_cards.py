"""Cards liable to be called: laws 20-22 (Laws of Whist 1893) as limited by (h) of the
Laws of Duplicate Whist 1897; Bishops whist: Dana, "Exposed cards" I-V."""

from __future__ import annotations

import pytest

from whist import IllegalPlayError, LawError, Play, Side
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all

# lawtables.DEAL: clubs are trumps; West has no spades.


def west_to_lead_with_a_liable_diamond() -> Play:
    """West drops the two of diamonds, then ruffs North's spade lead and will lead."""
    play = new_play()
    play.expose_card(W, c("D2"))
    play_all(play, "SA S9 S2 C3")
    return play


def test_law_20_exposed_card_is_liable_to_be_called_by_the_right_hand_adversary() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    assert play.liable_cards(E) == (c("HJ"),)
    (irregularity,) = play.irregularities
    assert irregularity.kind is IrregularityKind.CARD_LIABLE
    assert irregularity.chooser == (N,) and irregularity.card == c("HJ")


def test_law_20_card_not_held_cannot_be_exposed() -> None:
    play = new_play()
    with pytest.raises(IllegalPlayError, match="does not hold"):
        play.expose_card(E, c("HA"))


def test_law_h_only_the_right_hand_adversary_may_call_law_39() -> None:
    """(h): "The holder of a card liable to be called can be required to play it only by
    his right-hand adversary." Law 39: "If the wrong adversary demands a penalty ... none
    can be enforced." West is East's partner (no demand at all); South, East's left-hand
    adversary, is the wrong one: the card is no longer liable."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    with pytest.raises(LawError, match="only North"):
        play.call_card(W, E, c("HJ"))
    play.call_card(S, E, c("HJ"))
    assert play.liable_cards(E) == ()
    assert "South, the wrong adversary" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.call_card(N, E, c("HJ"))


def test_law_21_called_card_must_be_played() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.call_card(N, E, c("HJ"))
    play.play(c("HA"))
    with pytest.raises(LawError, match="must play it"):
        play.play(c("HT"))
    play.play(c("HJ"))
    assert play.liable_cards(E) == ()


def test_law_21_called_card_not_forced_when_it_would_revoke() -> None:
    play = new_play()
    play.expose_card(E, c("DJ"))
    play.call_card(N, E, c("DJ"))
    play.play(c("HA"))
    play.play(c("HT"))  # East must follow hearts: the call cannot bite
    assert not play.renounces
    assert play.liable_cards(E) == (c("DJ"),)  # still liable: the call may be repeated


def test_law_21_liable_card_played_freely_is_no_longer_liable() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.play(c("HA"))
    play.play(c("HJ"))
    assert play.liable_cards(E) == ()


def test_law_h_adversary_plays_without_calling_holder_plays_as_he_pleases() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.play(c("HA"))
    with pytest.raises(LawError, match="without calling"):
        play.call_card(N, E, c("HJ"))
    play.play(c("H9"))
    assert play.liable_cards(E) == (c("HJ"),)


def test_law_h_holder_to_lead_call_before_the_preceding_trick_is_quitted() -> None:
    play = west_to_lead_with_a_liable_diamond()
    play.call_card(S, W, c("D2"))
    with pytest.raises(LawError, match="must play it"):
        play.play(c("C4"))
    play.play(c("D2"))
    assert play.trick_number == 2 and play.current_trick[0].card == c("D2")


def test_law_h_holder_to_lead_call_after_the_trick_is_quitted_refused() -> None:
    play = west_to_lead_with_a_liable_diamond()
    play.quit_trick()
    with pytest.raises(LawError, match="lead as he pleases"):
        play.call_card(S, W, c("D2"))
    play.play(c("C4"))
    assert play.liable_cards(W) == (c("D2"),)


def test_law_21_only_a_liable_card_can_be_called() -> None:
    play = new_play()
    with pytest.raises(LawError, match="not liable to be called"):
        play.call_card(N, E, c("HJ"))


def north_leads_his_fourth_spade_and_the_ten_ahead() -> Play:
    """North draws three rounds of spades (South follows and is left void; West discards),
    then leads the jack, better than any spade East holds, and the ten with it."""
    play = new_play()
    for text in ("SA S9 S4 H2", "SK S8 S3 H3", "SQ S7 S2 H4"):
        play_all(play, text)
    play.play(c("SJ"))
    play.lead_ahead(N, c("ST"))
    return play


def test_law_22_partner_called_upon_to_take_the_first_trick() -> None:
    play = north_leads_his_fourth_spade_and_the_ten_ahead()
    assert play.liable_cards(N) == (c("ST"),)
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.LED_AHEAD and irregularity.law == "22"
    assert set(irregularity.chooser or ()) == {E, W}
    play.play(c("S6"))
    play.choose_penalty(0, E, "take-trick")  # either adversary may call it
    with pytest.raises(LawError, match="take the trick"):
        play.play(c("D5"))  # South, void in spades, must trump
    play.play(c("C9"))
    assert play.current_trick[-1].card == c("C9")


def test_law_22_call_after_the_partner_played_refused() -> None:
    play = north_leads_his_fourth_spade_and_the_ten_ahead()
    play.play(c("S6"))
    play.play(c("D5"))
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, W, "take-trick")


def test_law_22_card_led_not_a_winner_only_law_20_applies() -> None:
    play = new_play()
    play_all(play, "SA S9 S4 C3")  # West ruffs and leads
    play.play(c("D2"))
    play.lead_ahead(W, c("D3"))
    irregularity = play.irregularities[0]
    assert irregularity.options == () and irregularity.lapsed == (
        "there is no right to call on East to take the trick: ♦2, the card led, was not "
        "better than any the adversaries hold of the suit; the cards led ahead are liable "
        "to be called all the same, laws 22, 20"
    )
    assert play.liable_cards(W) == (c("D3"),)


def test_law_22_refused_when_the_player_did_not_lead() -> None:
    play = new_play()
    play.play(c("SA"))
    with pytest.raises(LawError, match="has not led"):
        play.lead_ahead(E, c("S9"))


def test_bishops_exposed_card_costs_two_points_and_goes_back_into_the_hand() -> None:
    play = new_bishops_play()
    play.expose_card(E, c("HK"))
    assert c("HK") in play.hand(E) and play.liable_cards(E) == ()
    assert play.irregularities[0].kind is IrregularityKind.EXPOSED_CARD
    assert play.score()[Side.EW] == -2
    with pytest.raises(LawError, match="not liable to be called"):
        play.call_card(N, E, c("HK"))

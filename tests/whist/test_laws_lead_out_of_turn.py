"""Leading out of turn: law 24 (Laws of Whist 1893), law 20 I, law 38, law 39 and (i) of
the Laws of Duplicate Whist 1897; Bishops whist: Dana, "Exposed cards" I."""

from __future__ import annotations

import pytest

from whist import LawError, Play, Side
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all

# lawtables.DEAL: West dealt (two of clubs turned: clubs trumps), so North leads;
# West has no spades.


def east_leads_out_of_turn_and_it_is_taken_back() -> Play:
    play = new_play()
    play.play(c("S9"), seat=E)
    play.take_back_false_lead()
    return play


def west_wins_trick_one() -> Play:
    """After East's false lead is taken back, North leads a spade and West (void) ruffs."""
    play = east_leads_out_of_turn_and_it_is_taken_back()
    play_all(play, "SA S9 S2 C3")
    return play


def test_law_24_lead_out_of_turn_recorded_with_suit_call_options() -> None:
    play = new_play()
    play.play(c("S9"), seat=E)
    (irregularity,) = play.irregularities
    assert irregularity.kind is IrregularityKind.LEAD_OUT_OF_TURN
    assert irregularity.law == "24" and irregularity.offender is E
    assert {o.code for o in irregularity.options} == {
        "call-spades",
        "call-hearts",
        "call-diamonds",
        "call-clubs",
        "waive",
    }
    assert set(irregularity.chooser or ()) == {N, S}
    assert play.to_play is S  # the others may play to the false lead


def test_law_24_false_lead_taken_back_is_not_liable_to_be_called_law_20() -> None:
    play = new_play()
    play.play(c("S9"), seat=E)
    play.play(c("S2"))  # South plays to the false lead
    play.take_back_false_lead()
    assert play.current_trick == ()
    assert c("S9") in play.hand(E) and c("S2") in play.hand(S)
    assert play.liable_cards(E) == () and play.liable_cards(S) == ()
    assert play.to_play is N
    assert "not liable to be called" in play.log[-1]


def test_law_24_all_have_played_to_the_false_lead_trick_stands_no_penalty() -> None:
    play = new_play()
    for text, seat in (("S9", E), ("S2", S), ("D2", W), ("SA", N)):
        play.play(c(text), seat=seat)
    (irregularity,) = play.irregularities
    assert irregularity.lapsed == (
        "the right to call a suit lapsed when all four played to the false lead and the "
        "trick stood, law 24"
    )
    assert not irregularity.is_open
    record = play.quit_trick()
    assert record.leader is E and record.winner is N
    with pytest.raises(LawError, match="no penalty can be enforced"):
        play.choose_penalty(0, S, "call-hearts")


def test_law_24_card_liable_before_the_false_lead_stays_liable_when_taken_back() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.play(c("HJ"), seat=E)
    assert play.liable_cards(E) == (c("HJ"),)
    play.take_back_false_lead()
    assert play.liable_cards(E) == (c("HJ"),)


def test_law_24_liable_card_in_a_false_lead_that_stands_is_no_longer_liable() -> None:
    play = new_play()
    play.expose_card(E, c("HJ"))
    for text, seat in (("HJ", E), ("H5", S), ("H2", W), ("HA", N)):
        play.play(c(text), seat=seat)
    assert play.liable_cards(E) == ()


def test_law_24_take_back_refused_without_a_false_lead() -> None:
    play = new_play()
    play.play(c("SA"))
    with pytest.raises(LawError, match="no lead out of turn"):
        play.take_back_false_lead()


def test_law_24_suit_called_from_partner_by_the_adversary_on_his_right() -> None:
    """South leads out of turn; North, his partner, was to lead: West (on North's right)
    calls hearts, and North must lead a heart."""
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.choose_penalty(0, W, "call-hearts")
    assert play.calls[0].seat is N and play.calls[0].suit is not None
    play.play(c("HA"))
    assert not play.renounces and play.calls == ()


def test_law_24_suit_call_by_the_wrong_adversary_ends_the_right_law_39() -> None:
    """Law 24: "The penalty can be enforced only by the adversary on the right of the
    player from whom a suit can rightfully be called." Law 39: "If the wrong adversary
    demands a penalty ... none can be enforced." (Until this branch the demand was
    refused and West could still call.)"""
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    with pytest.raises(LawError, match="offending side"):
        play.choose_penalty(0, N, "call-hearts")  # the offending side never chooses
    assert play.irregularities[0].is_open
    play.choose_penalty(0, E, "call-hearts")
    irregularity = play.irregularities[0]
    assert irregularity.choice == "call-hearts" and irregularity.chosen_by is E
    assert "only West might" in irregularity.lapsed and play.calls == ()
    with pytest.raises(LawError, match="East, the wrong adversary"):
        play.choose_penalty(0, W, "call-hearts")


def test_law_24_suit_call_refused_while_the_false_lead_is_on_the_table() -> None:
    play = new_play()
    play.play(c("S2"), seat=S)
    with pytest.raises(LawError, match="take it back first"):
        play.choose_penalty(0, W, "call-hearts")


def test_law_24_suit_call_refused_before_the_offending_side_is_to_lead() -> None:
    play = east_leads_out_of_turn_and_it_is_taken_back()
    with pytest.raises(LawError, match="only when one of them is to lead"):
        play.choose_penalty(0, S, "call-diamonds")


def test_law_24_suit_called_when_the_offenders_side_wins_a_trick() -> None:
    play = west_wins_trick_one()
    play.choose_penalty(0, S, "call-diamonds")  # before trick 1 is turned and quitted
    play.play(c("D2"))  # West leads trick 2: a diamond, as called
    assert play.trick_number == 2 and not play.renounces


def test_law_i_suit_call_lost_after_the_trick_is_turned_and_quitted() -> None:
    play = west_wins_trick_one()
    play.quit_trick()
    assert play.irregularities[0].lapsed == (
        "the right to call a suit lapsed when trick 1, won by West, was turned and quitted "
        "without a suit being called, law (i)"
    )
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, S, "call-diamonds")


def test_law_24_suit_call_lost_when_the_partner_leads_without_it() -> None:
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.play(c("SA"))  # North, the proper leader, leads: the first lead of the side
    assert play.irregularities[0].lapsed == (
        "the right to call a suit lapsed when North led without a suit being called, law 24"
    )


def test_law_24_called_player_without_the_suit_no_penalty() -> None:
    play = west_wins_trick_one()
    play.choose_penalty(0, S, "call-spades")  # West has no spade
    play.play(c("C4"))
    assert not play.renounces
    assert any("cannot be enforced" in line for line in play.log)


def test_law_38_failing_to_lead_the_called_suit_carries_the_revoke_penalty() -> None:
    play = west_wins_trick_one()
    play.choose_penalty(0, S, "call-diamonds")
    play.play(c("C4"))  # West holds diamonds and leads a trump
    (failure,) = play.renounces
    assert failure.law == "38" and failure.established and failure.seat is W
    assert play.irregularities[-1].kind is IrregularityKind.FAILED_TO_COMPLY
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
        else:
            play.play(play.lawful_plays()[0])
    taken = play.tricks_won()
    play.claim_revoke(N, W, 2)
    assert play.score()[Side.NS] == taken[Side.NS] + 2


def test_law_24_waive_records_the_decision() -> None:
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.choose_penalty(0, W, "waive")
    assert play.irregularities[0].choice == "waive" and play.calls == ()


def test_law_37_trick_seen_again_suit_called_as_for_a_lead_out_of_turn() -> None:
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.see_quitted_trick(S)  # North, South's partner, is to lead
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.TRICK_SEEN and irregularity.law == "37"
    play.choose_penalty(0, W, "call-diamonds")
    play.play(c("SA"))
    assert play.renounces[0].law == "38"


def test_law_37_before_any_trick_is_quitted_refused() -> None:
    play = new_play()
    with pytest.raises(LawError, match="law 37 does not apply"):
        play.see_quitted_trick(S)


def test_bishops_lead_out_of_turn_is_an_exposed_card_two_points() -> None:
    play = new_bishops_play()
    play.play(c("S8"), seat=E)
    assert play.current_trick == () and c("S8") in play.hand(E)
    assert play.to_play is N
    assert play.irregularities[0].kind is IrregularityKind.EXPOSED_CARD
    assert play.score()[Side.EW] == -2

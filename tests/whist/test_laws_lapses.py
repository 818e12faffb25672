"""Every right to a penalty says why it lapsed, in players' words, naming the law.

The lapses of law 24 (the partner led without a suit called; all played to the false
lead), (i) (the trick turned and quitted), laws 22, 26 and 35 (the partner played; no
suit led; the card led not a winner) are asserted word for word where those laws are
tested (test_laws_lead_out_of_turn.py, test_laws_play_out_of_turn.py,
test_laws_liable_cards.py, test_laws_attention.py); law 39's in test_laws_39.py. Here:
the liable card played (law 21), the called trump played ((d)), the deal's end, a claim
admitted (law 27), a void deal ((e)), and a call that could not be complied with.
"""

from __future__ import annotations

from whist import Play
from whist.laws.hands import Found

from .lawtables import E, N, S, W, c, new_play, play_all


def play_out(play: Play) -> None:
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
        else:
            play.play(play.lawful_plays()[0])


def east_names_the_trump_card_after_trick_one() -> Play:
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play.quit_trick()
    play.trump_card_named(E)
    return play


def test_law_21_liable_card_played_before_it_was_called() -> None:
    """Law 21: "A player can not be prevented from leading or playing a card liable to be
    called; if he can get rid of it in the course of play, no penalty remains." """
    play = new_play()
    play.expose_card(E, c("HJ"))
    play_all(play, "HA HJ")
    assert play.irregularities[0].lapsed == (
        "the right to call ♥J lapsed when East played it before it was called, law 21"
    )


def test_law_21_liable_card_played_as_called() -> None:
    """Law 21: "A player must lead or play them when they are called"."""
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.call_card(N, E, c("HJ"))
    play_all(play, "HA HJ")
    assert play.irregularities[0].lapsed == (
        "the right to call ♥J ended when East played it as North called it, law 21"
    )


def test_law_d_called_trump_played() -> None:
    """(d): "The call may be repeated until the card is played, but it can not be
    changed." """
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, N, "highest-trump")
    play_all(play, "C4 CK CQ")
    assert play.irregularities[0].lapsed == (
        "the right to call ♣Q ended when East played it as North called it, law (d)"
    )


def test_law_d_right_not_used_lapses_when_the_deal_ends() -> None:
    """(d): "... called by his right-hand adversary at any time during the play of that
    deal"."""
    play = east_names_the_trump_card_after_trick_one()
    play_out(play)
    assert play.irregularities[0].lapsed == (
        "the right to call East's highest or lowest trump lapsed when the last trick was "
        "turned and quitted, laws 18, (d)"
    )


def test_law_27_claim_admitted_ends_the_liable_cards() -> None:
    """Law 27: "If all four players throw their cards on the table, face upward, no further
    play of that hand is permitted." """
    play = new_play()
    play.expose_card(E, c("HJ"))
    play.claim(N, accepted=True)
    assert play.irregularities[0].lapsed == (
        "the right to call ♥J lapsed when the rest of the tricks were claimed and admitted, law 27"
    )
    assert play.liable_cards(E) == ()


def test_law_36_cards_laid_down_lapse_when_the_rest_is_admitted() -> None:
    """Law 36: "his partner's cards must be laid upon the table, and are liable to be
    called"; law 27: "no further play of that hand is permitted"."""
    play = new_play()
    play_all(play, "HA HJ H8 H2")
    play.quit_trick()
    play.claim(N, accepted=False)
    play.claim(N, accepted=True)
    assert play.irregularities[0].lapsed == (
        "the right to call South's cards lapsed when the rest of the tricks were claimed "
        "and admitted, law 27"
    )


def test_law_e_void_deal_ends_every_right() -> None:
    """(e) I: "Where the irregularity is discovered before or during the original play of
    a hand, there must be a new deal." """
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.record_wrong_cards(Found.ORIGINAL_PLAY, 1)
    assert play.irregularities[0].lapsed == (
        "the right to call a suit lapsed when the deal was found void (found before or "
        "during the original play: new deal), law (e) I"
    )


def test_law_22_partner_played_the_card_led_ahead_stays_liable() -> None:
    """Law 22: "the latter may be called upon by either adversary to take the first trick,
    and the other cards thus improperly played are liable to be called"."""
    play = new_play()
    for text in ("SA S9 S4 H2", "SK S8 S3 H3", "SQ S7 S2 H4"):
        play_all(play, text)
    play.play(c("SJ"))
    play.lead_ahead(N, c("ST"))
    play_all(play, "S6 D5")
    assert play.irregularities[0].lapsed == (
        "the right to call on South to take the trick lapsed when South played before it "
        "was demanded, law 22; ♠10 stays liable to be called by West, laws 22, (h)"
    )
    assert play.liable_cards(N) == (c("ST"),)


def test_law_24_called_player_has_none_of_the_suit() -> None:
    """Law 24: "If a player so called on to lead a suit has none of it ... no penalty can
    be enforced." """
    play = new_play()
    play.play(c("S9"), seat=E)
    play.take_back_false_lead()
    play_all(play, "SA S9 S2 C3")
    play.choose_penalty(0, S, "call-spades")
    play.play(c("C4"))
    assert play.irregularities[0].lapsed == (
        'no penalty: South demanded "Call spades", but West could not comply when he played '
        "to trick 2 (law 24)"
    )


def test_no_right_stands_after_the_deal() -> None:
    """Every irregularity that gave a choice has either its choice or its reason once the
    deal is over: none vanishes without a word."""
    play = new_play()
    play.play(c("S2"), seat=S)
    play.take_back_false_lead()
    play.expose_card(W, c("D2"))
    play_out(play)
    for irregularity in play.irregularities:
        if irregularity.chooser:
            assert irregularity.choice is not None or irregularity.lapsed.startswith(
                ("the right to", "no penalty", "there is no right")
            ), irregularity
    assert all(not play.liable_cards(seat) for seat in (N, E, S, W))

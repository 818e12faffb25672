"""Renounce and revoke: laws 28-30 and 32 (Laws of Whist 1893) as modified by (g) of the
Laws of Duplicate Whist 1897; Bishops whist: Dana, "The revoke", "Exposed cards"."""

from __future__ import annotations

import pytest

from whist import IllegalPlayError, LawError, Play, Side
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, finish, new_bishops_play, new_play, play_all

# lawtables.DEAL: West is void in spades; clubs are trumps (West dealt and turned the
# two of clubs).


def east_renounces_in_trick_one(play: Play) -> None:
    """North leads the ace of hearts; East, holding hearts, trumps with the queen of clubs."""
    play.play(c("HA"))
    renounce = play.play(c("CQ"))
    assert renounce is not None and renounce.seat is E and renounce.led.name == "HEARTS"


def test_law_28_renounce_in_error_is_recorded_not_refused() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    assert play.current_trick[-1].card == c("CQ")
    (renounce,) = play.renounces
    assert not renounce.established and not renounce.corrected
    assert "renounce in hearts" in play.log[-1]


def test_law_28_void_player_discarding_is_no_renounce() -> None:
    play = new_play()
    play_all(play, "SA S9 S4")
    assert play.play(c("H2")) is None  # West holds no spade
    assert not play.renounces


def test_law_28_renounce_corrected_before_trick_turned_and_quitted() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play_all(play, "H8 H2")
    play.correct_renounce(E, c("H9"))
    assert play.current_trick[1].card == c("H9")
    assert play.renounces[0].corrected
    record = play.quit_trick()
    assert record.winner is N
    assert not play.unclaimed_revokes()


def test_law_28_correction_refused_after_trick_turned_and_quitted() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play_all(play, "H8 H2")
    play.quit_trick()
    assert play.renounces[0].established
    with pytest.raises(LawError, match="law 28"):
        play.correct_renounce(E, c("H9"))


def test_law_28_correction_refused_after_offenders_partner_played_to_next_trick() -> None:
    """East won the trick with his trump and leads; once his side plays to the following
    trick the renounce can no longer be corrected."""
    play = new_play()
    east_renounces_in_trick_one(play)
    play_all(play, "H8 H2")
    play.play(c("S9"))  # East leads trick 2: trick 1 is turned and quitted first
    assert play.trick_number == 2
    with pytest.raises(LawError, match="law 28"):
        play.correct_renounce(E, c("H9"))
    assert play.renounces[0].established


def test_law_28_correction_must_follow_suit() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    with pytest.raises(LawError, match="still a renounce"):
        play.correct_renounce(E, c("S9"))
    with pytest.raises(LawError, match="that he holds"):
        play.correct_renounce(E, c("HA"))
    assert not play.renounces[0].corrected


def test_law_29_card_played_in_error_is_liable_to_be_called() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play.correct_renounce(E, c("HT"))
    assert play.liable_cards(E) == (c("CQ"),)
    (irregularity,) = play.irregularities
    assert irregularity.kind is IrregularityKind.RENOUNCE_CORRECTED
    assert irregularity.card == c("CQ") and irregularity.law == "28, 29"


def test_law_29_later_players_may_withdraw_their_cards_not_liable() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play_all(play, "H8 H4")
    play.correct_renounce(E, c("HJ"))
    play.withdraw_card(S, c("H5"))
    play.withdraw_card(W, c("H2"))
    assert [p.card for p in play.current_trick] == [c("HA"), c("HJ"), c("H5"), c("H2")]
    assert play.liable_cards(S) == () and play.liable_cards(W) == ()
    assert c("H8") in play.hand(S) and c("H4") in play.hand(W)


def test_law_29_withdrawal_refused_for_player_before_the_renouncer() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play.correct_renounce(E, c("HJ"))
    with pytest.raises(LawError, match="law 29"):
        play.withdraw_card(N, c("HK"))


def test_law_29_withdrawal_refused_without_corrected_renounce() -> None:
    play = new_play()
    play_all(play, "HA HJ H8")
    with pytest.raises(LawError, match="no renounce was corrected"):
        play.withdraw_card(S, c("H5"))


def test_law_30_revoke_transfers_two_tricks() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    finish(play)
    (revoke,) = play.unclaimed_revokes()
    assert (revoke.seat, revoke.trick, revoke.card) == (E, 1, c("CQ"))
    taken = play.tricks_won()
    play.claim_revoke(N, E, 1)
    score = play.score()
    assert score.tricks == taken
    assert score[Side.EW] == taken[Side.EW] - 2
    assert score[Side.NS] == taken[Side.NS] + 2
    assert any("law 30" in line for line in score.lines)


def test_law_30_penalty_for_as_many_revokes_as_occur() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)  # East trumps a heart and wins trick 1
    play_all(play, "H8 H2")
    play_all(play, "HJ H7")  # East leads trick 2
    assert play.play(c("D2")) is not None  # West, holding hearts, discards a diamond
    play_all(play, "HK")
    finish(play)
    assert {(r.seat, r.trick) for r in play.unclaimed_revokes()} == {(E, 1), (W, 2)}
    taken = play.tricks_won()
    assert taken[Side.EW] >= 4
    play.claim_revoke(N, E, 1)
    play.claim_revoke(S, W, 2)
    assert play.score()[Side.EW] == taken[Side.EW] - 4
    assert play.score()[Side.NS] == taken[Side.NS] + 4


def test_law_32_claim_by_partner_refused() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    finish(play)
    with pytest.raises(LawError, match="law 32"):
        play.claim_revoke(W, E, 1)


def test_law_32_unfounded_claim_refused() -> None:
    play = new_play()
    finish(play)
    with pytest.raises(LawError, match="the claim fails"):
        play.claim_revoke(E, N, 3)
    assert play.score()[Side.NS] == play.tricks_won()[Side.NS]


def test_law_28_renounce_not_yet_a_revoke_cannot_be_claimed() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    with pytest.raises(LawError, match="not yet a revoke"):
        play.claim_revoke(N, E, 1)


def test_law_g_revoke_claimed_after_last_trick_before_score_recorded() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    finish(play)
    assert play.is_complete and not play.is_recorded
    play.claim_revoke(S, E, 1)
    assert play.record_score()[Side.EW] == play.tricks_won()[Side.EW] - 2


def test_law_g_revoke_claimed_after_score_recorded_refused() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    finish(play)
    play.record_score()
    with pytest.raises(IllegalPlayError, match="recorded"):
        play.claim_revoke(N, E, 1)
    assert play.unclaimed_revokes()


def test_law_g_question_to_partner_establishes_the_revoke() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play.ask_renounce(W, E)
    assert play.renounces[0].established
    with pytest.raises(LawError, match=r"established and cannot be corrected"):
        play.correct_renounce(E, c("H9"))
    play_all(play, "H8 H2")
    play.claim_revoke(N, E, 1)  # claimable at once: it is a revoke
    assert play.penalties[0].side is Side.EW


def test_law_g_question_to_an_adversary_does_not_establish() -> None:
    play = new_play()
    east_renounces_in_trick_one(play)
    play.ask_renounce(N, E)
    assert not play.renounces[0].established
    play.correct_renounce(E, c("H9"))
    assert play.renounces[0].corrected


def test_bishops_revoke_costs_four_points() -> None:
    play = new_bishops_play()
    play.play(c("HQ"))
    assert play.play(c("D2")) is not None  # East holds four hearts
    finish(play)
    before = play.score()
    play.claim_revoke(N, E, 1)
    after = play.score()
    assert after[Side.EW] == before[Side.EW] - 4
    assert after[Side.NS] == before[Side.NS]


def test_bishops_corrected_renounce_is_an_exposed_card_two_points() -> None:
    play = new_bishops_play()
    play.play(c("HQ"))
    play.play(c("D2"))
    play.correct_renounce(E, c("H4"))
    assert play.liable_cards(E) == ()
    assert c("D2") in play.hand(E)
    assert play.score()[Side.EW] == -2

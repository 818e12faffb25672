"""The trump card: law 18 (Laws of Whist 1893) and (d) of the Laws of Duplicate Whist 1897:
taken up late (liable to be called), named or the slip looked at after it was taken up
(highest or lowest trump called by the right-hand adversary)."""

from __future__ import annotations

import pytest

from whist import LawError, Play
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all

# lawtables.DEAL: West deals and turns the two of clubs; North leads; West has no spades.


def two_tricks_without_the_trump_card() -> Play:
    play = new_play()
    play_all(play, "SA S9 S2 C3")  # West ruffs
    play_all(play, "D2 DA D9 D5")  # North wins
    play.quit_trick()
    return play


def east_names_the_trump_card_after_trick_one() -> Play:
    play = new_play()
    play_all(play, "SA S9 S2 C3")  # the dealer has played: the card is taken up
    play.quit_trick()
    play.trump_card_named(E)
    return play


def test_law_18_trump_card_left_on_the_tray_after_the_second_trick_is_liable() -> None:
    play = two_tricks_without_the_trump_card()
    play.trump_left_on_tray()
    assert play.liable_cards(W) == (c("C2"),)
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.TRUMP_CARD_LEFT
    assert irregularity.law == "18, (d)" and irregularity.chooser == (S,)
    # South, West's right-hand adversary, calls it for West's next play (a trump lead).
    play.call_card(S, W, c("C2"))
    play.play(c("CA"))  # North leads a trump
    play.play(c("CJ"))
    play.play(c("CT"))
    with pytest.raises(LawError, match="must play it"):
        play.play(c("C4"))
    play.play(c("C2"))


def test_law_18_trump_card_not_liable_before_the_second_trick_is_quitted() -> None:
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    play.quit_trick()
    with pytest.raises(LawError, match="second trick"):
        play.trump_left_on_tray()


def test_law_18_trump_card_already_played_cannot_have_been_left() -> None:
    play = new_play()
    play_all(play, "SA S9 S2 C2")
    play_all(play, "D2 DA D9 D5")
    play.quit_trick()
    with pytest.raises(LawError, match="no longer"):
        play.trump_left_on_tray()


def test_law_d_trump_named_highest_trump_called_by_the_right_hand_adversary() -> None:
    play = east_names_the_trump_card_after_trick_one()
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.TRUMP_NAMED and irregularity.chooser == (N,)
    play.choose_penalty(0, N, "highest-trump")
    assert play.called_trump(E) == c("CQ")
    play_all(play, "C4 CK")  # West leads a trump, North plays
    with pytest.raises(LawError, match="must play it"):
        play.play(c("CJ"))
    play.play(c("CQ"))
    assert play.called_trump(E) is None


def test_law_d_lowest_trump_called() -> None:
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, N, "lowest-trump")
    assert play.called_trump(E) == c("CJ")


def test_law_d_call_may_be_repeated_until_the_card_is_played() -> None:
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, N, "highest-trump")
    play_all(play, "D2 DA DJ D5")  # East must follow diamonds: the call cannot bite
    play.quit_trick()
    assert play.called_trump(E) == c("CQ")
    play.call_card(N, E, c("CQ"))  # North leads now; he calls before playing
    play.play(c("HA"))
    play.play(c("HJ"))  # East holds hearts: the trump cannot be played without revoking
    assert play.called_trump(E) == c("CQ")


def test_law_d_trump_named_before_it_is_taken_up_is_no_offence() -> None:
    play = new_play()
    play_all(play, "SA S9 S2")
    with pytest.raises(LawError, match="no offence"):
        play.trump_card_named(E)


def test_law_d_wrong_adversary_demand_ends_the_right_law_39() -> None:
    """(d): "liable to have his highest or lowest trump called by his right-hand
    adversary". Law 39: "If the wrong adversary demands a penalty ... none can be
    enforced." South (East's left) demands: North may not call afterwards."""
    play = east_names_the_trump_card_after_trick_one()
    play.choose_penalty(0, S, "highest-trump")
    assert play.called_trump(E) is None
    assert "South, the wrong adversary" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, N, "highest-trump")


def test_law_d_call_too_late_after_the_adversary_played_to_the_trick() -> None:
    play = east_names_the_trump_card_after_trick_one()
    play_all(play, "C4 CK")
    with pytest.raises(LawError, match="too late"):
        play.choose_penalty(0, N, "highest-trump")


def test_bishops_trump_card_laws_give_no_penalty() -> None:
    play = new_bishops_play()
    with pytest.raises(LawError, match="Dana"):
        play.trump_left_on_tray()
    with pytest.raises(LawError, match="Dana"):
        play.trump_card_named(E)

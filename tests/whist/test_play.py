"""The play object: turns, following suit (law 28), tricks turned and quitted ((f)),
history (undo = replay; apply an action log), the score, and refusals."""

from __future__ import annotations

import pytest

from whist import (
    BISHOPS_PACK,
    BISHOPS_WHIST,
    DUPLICATE_WHIST,
    Board,
    IllegalPlayError,
    LawError,
    Play,
    Seat,
    Side,
    Suit,
    TrumpRecord,
)
from whist.play import ChoosePenalty, PlayCard, QuitTrick, count_cards

from .lawtables import BISHOPS_DEAL, DEAL, E, N, S, W, c, new_play, play_all


def snapshot(play: Play) -> tuple[object, ...]:
    return (
        play.tricks,
        play.current_trick,
        tuple(play.hand(s) for s in Seat),
        play.renounces,
        play.irregularities,
        play.penalties,
        play.calls,
        tuple(play.liable_cards(s) for s in Seat),
        play.log,
        play.to_play,
        play.is_complete,
        play.trump,
    )


def test_law_28_must_follow_suit_when_able() -> None:
    play = new_play()
    assert play.to_play is N
    assert len(play.lawful_plays()) == 13  # the leader may lead anything
    play.play(c("SA"))
    assert play.to_play is E
    assert play.lawful_plays() == tuple(c(x) for x in ("S9", "S8", "S7", "S6", "S5"))
    play.play(c("S9"))
    play.play(c("S2"))
    # West has no spade: every card is lawful (a discard or a trump).
    assert len(play.lawful_plays()) == 13


def test_trump_wins_and_the_winner_leads() -> None:
    play = new_play()
    play_all(play, "SA S9 S2 C3")
    assert play.to_play is None
    record = play.quit_trick()
    assert record.winner is W and record.winning_side is Side.EW
    assert play.to_play is W and play.trick_leader is W and play.trick_number == 2


def test_play_quits_a_complete_trick_first() -> None:
    play = new_play()
    play_all(play, "HA HJ H8 H2 SA")
    assert len(play.tricks) == 1 and play.current_trick[0].card == c("SA")
    assert isinstance(play.actions[4], QuitTrick)


def test_card_not_held_refused_and_state_unchanged() -> None:
    play = new_play()
    play.play(c("HA"))
    before = snapshot(play)
    with pytest.raises(IllegalPlayError, match="does not hold"):
        play.play(c("HK"))
    assert snapshot(play) == before and len(play.actions) == 1


def test_quit_an_incomplete_trick_refused() -> None:
    play = new_play()
    play.play(c("HA"))
    with pytest.raises(IllegalPlayError, match="all four must play"):
        play.quit_trick()


def test_undo_restores_the_exact_state() -> None:
    play = new_play()
    states = [snapshot(play)]
    for text in ("HA", "CQ", "H8", "H2"):
        play.play(c(text))
        states.append(snapshot(play))
    play.correct_renounce(E, c("HJ"))
    states.append(snapshot(play))
    play.quit_trick()
    for expected in reversed(states):
        play.undo()
        assert snapshot(play) == expected
        if not play.actions:
            break
    with pytest.raises(IndexError, match="nothing to undo"):
        play.undo()


def test_apply_replays_an_action_log() -> None:
    play = new_play()
    play.play(c("S2"), seat=S)  # a lead out of turn
    play.take_back_false_lead()
    play.choose_penalty(0, W, "call-hearts")
    play_all(play, "HA CQ H8 H2")
    copy = new_play()
    for action in play.actions:
        copy.apply(action)
    assert snapshot(copy) == snapshot(play)
    assert isinstance(play.actions[2], ChoosePenalty) and isinstance(play.actions[3], PlayCard)


def test_record_score_needs_all_tricks_and_happens_once() -> None:
    play = new_play()
    with pytest.raises(LawError, match="0 of 13"):
        play.record_score()
    while not play.is_complete:
        if play.to_play is None:
            play.quit_trick()
        else:
            play.play(play.lawful_plays()[-1])
    score = play.record_score()
    assert score[Side.NS] + score[Side.EW] == 13
    assert play.is_recorded
    with pytest.raises(LawError, match="already recorded"):
        play.record_score()
    with pytest.raises(IllegalPlayError, match="recorded"):
        play.play(c("SA"))
    assert sum(count_cards(play).values()) == 52


def test_from_board_needs_a_trump_record() -> None:
    board = Board(3, DEAL, W, None)
    with pytest.raises(IllegalPlayError, match="no trump record"):
        Play.from_board(board)
    play = Play.from_board(Board(3, DEAL, W, TrumpRecord.turned(c("C2"))))
    assert play.to_play is N and play.dealer is W


def test_a_game_with_the_wrong_pack_refused() -> None:
    with pytest.raises(IllegalPlayError, match="pack"):
        Play(BISHOPS_DEAL, DUPLICATE_WHIST, TrumpRecord.turned(c("C5")), N)
    assert BISHOPS_DEAL.pack is BISHOPS_PACK


def test_bishops_knight_cut_dealer_names_trumps_before_play() -> None:
    play = Play(BISHOPS_DEAL, BISHOPS_WHIST, TrumpRecord.parse("N"), N, dealer=W)
    with pytest.raises(LawError, match="name the trump suit"):
        play.play(c("HQ"))
    play.name_trump(Suit.SPADES)
    assert play.trump_suit is Suit.SPADES
    with pytest.raises(LawError, match="only a knight cut"):
        play.name_trump(Suit.HEARTS)


def test_irregularity_describe_names_law_and_choosers() -> None:
    play = new_play()
    play.play(c("S2"), seat=S)
    text = play.irregularities[0].describe()
    assert text.startswith("law 24: lead-out-of-turn by South in trick 1")
    assert "call-hearts" in text


def test_choose_penalty_for_an_unknown_irregularity_refused() -> None:
    play = new_play()
    with pytest.raises(LawError, match="no irregularity number 3"):
        play.choose_penalty(3, N, "waive")

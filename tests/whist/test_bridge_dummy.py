"""The play of Bridge Whist with the dummy (seed 000, "The Play", the exposed hand's
revoke, and "Penalties for exposed cards, misplays, etc. ... the same as in Whist")."""

from __future__ import annotations

import pytest

from whist import Board, Card, Deal, Seat, Side, Suit, TrumpRecord
from whist.actions import DummySuggests
from whist.bridge import BridgePlay, start_play
from whist.declaration import Phase
from whist.errors import IllegalPlayError, LawError
from whist.notation import decode_action, encode_action

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = Deal.parse("N:AKQ.5432.432.432 JT9.AKQ.765.9765 8765.JT9.AKQ.AK8 432.876.JT98.QJT")


def c(text: str) -> Card:
    return Card.parse(text)


def hearts_by_south() -> BridgePlay:
    play = BridgePlay(DEAL, S)
    play.declare(S, Suit.HEARTS)
    play.declare_play(W)
    return play


def test_the_dummys_renounce_stands_and_no_revoke_can_be_claimed() -> None:
    """ "The exposed hand (Dummy) is not liable to a penalty for revoke, as it is in plain
    view of adversaries while being played; a trick in which such revoke occurs stands
    good, unless discovered before it is turned down." """
    play = hearts_by_south()
    play.play(c("DJ"))
    assert play.play(c("SA"), N) is not None  # a renounce: North holds diamonds
    play.play(c("D5"))
    play.play(c("DA"))
    record = play.quit_trick()
    assert record.winner is S
    assert play.unclaimed_revokes() == ()
    assert not any(r.established for r in play.renounces)
    with pytest.raises(IllegalPlayError, match="not liable to a penalty for revoke"):
        play.claim_revoke(E, N, 1)
    assert play.penalties == ()


def test_the_dummys_renounce_corrected_before_the_trick_is_turned() -> None:
    play = hearts_by_south()
    play.play(c("DJ"))
    play.play(c("SA"), N)
    play.correct_renounce(N, c("D2"))
    assert play.liable_cards(N) == ()
    assert play.current_trick[1].card == c("D2")
    assert c("SA") in play.hand(N)


def test_the_dealers_own_revoke_is_penalised_as_in_whist() -> None:
    """ "Penalties for exposed cards, misplays, etc., and cards liable to be called, are
    the same as in Whist"; "The penalty for a revoke is the transfer of three tricks"."""
    play = hearts_by_south()
    play.play(c("DJ"))
    play.play(c("D2"), N)
    play.play(c("D5"))
    play.play(c("S8"))  # South holds diamonds: a revoke
    play.quit_trick()
    assert [r.seat for r in play.unclaimed_revokes()] == [S]
    play.claim_revoke(W, S, 1)
    assert play.penalties[0].side is Side.NS


def test_the_dummys_cards_are_not_exposed_cards() -> None:
    play = hearts_by_south()
    play.play(c("DJ"))
    with pytest.raises(IllegalPlayError, match="not exposed cards"):
        play.expose_card(N, c("SK"))


def test_the_dealer_calls_for_the_dummy() -> None:
    """The dummy "can take no further part in the play": East's exposed card, which his
    right-hand adversary (the dummy's seat) may call, is called by the dealer."""
    play = hearts_by_south()
    play.play(c("DJ"))
    play.expose_card(E, c("D7"))
    assert play.liable_cards(E) == (c("D7"),)
    with pytest.raises(IllegalPlayError, match="dummy and takes no part"):
        play.call_card(N, E, c("D7"))
    play.call_card(S, E, c("D7"))
    assert any(call.card == c("D7") for call in play.calls)
    play.play(c("D2"), N)
    play.play(c("D7"))
    assert play.liable_cards(E) == ()


def test_a_lead_from_the_wrong_hand_is_a_lead_out_of_turn() -> None:
    """The dealer leading from his own hand when the dummy won the trick leads out of turn
    (law 24); the adversaries may call a suit, as in Whist."""
    play = hearts_by_south()
    play.play(c("H6"))  # West leads a trump
    play.play(c("H5"), N)
    play.play(c("HA"))  # East
    play.play(c("H9"))  # South
    play.quit_trick()  # East wins
    play.play(c("SJ"))
    play.play(c("S8"))
    play.play(c("S4"))
    play.play(c("SQ"), N)
    play.quit_trick()  # the dummy (North) wins: North's hand leads
    assert play.turn.hand is N and play.turn.seat is S
    play.play(c("DA"), S)  # from the wrong hand
    assert play.irregularities[-1].offender is S
    assert play.irregularities[-1].law.startswith("24")


def test_chicane_claimed_before_the_end_is_not_scored() -> None:
    """ "Chicane must be claimed only after the hand is played out. If declared before all
    the cards are played, it can not be scored." """
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    play = BridgePlay(deal, S)
    play.declare(S, Suit.DIAMONDS)
    play.declare_play(W)
    assert play.points().points[Side.NS].chicane == 12  # North holds no diamonds
    play.claim_chicane(N)
    assert play.points().points[Side.NS].chicane == 0
    with pytest.raises(LawError, match="was dealt trumps"):
        play.claim_chicane(S)


def test_the_whole_hand_and_its_score() -> None:
    play = hearts_by_south()
    while play.phase is Phase.PLAYING:
        option = play.turn.options[0]
        play.apply(option)
    assert play.phase is Phase.COMPLETE
    hand = play.points()
    assert sum(hand.taken.values()) == 13
    assert play.score().points == hand.totals()


def test_the_dealer_chooses_the_penalty_the_law_gives_the_dummys_seat() -> None:
    """Law 35: East calls attention to the trick before his partner has played; the
    penalty is his right-hand adversary's to choose -- the dummy's seat, so the dealer
    chooses it."""
    play = hearts_by_south()
    play.play(c("DJ"))
    play.play(c("D2"), N)
    play.play(c("D5"))
    play.play(c("DA"))
    play.quit_trick()  # South wins and leads
    play.play(c("S5"))
    play.call_attention(E)
    index = len(play.irregularities) - 1
    assert play.irregularities[index].chooser == (N,)
    with pytest.raises(IllegalPlayError, match="dummy and takes no part"):
        play.choose_penalty(index, N, "highest")
    play.choose_penalty(index, S, "highest")
    assert not play.irregularities[index].is_open


def test_no_trump_card_laws_in_bridge_whist() -> None:
    play = hearts_by_south()
    play.play(c("DJ"))
    with pytest.raises(IllegalPlayError, match="no trump card is turned"):
        play.trump_card_named(E)


def test_start_play_by_the_boards_game() -> None:
    board = Board(1, DEAL, S, None, "bridge-whist")
    assert isinstance(start_play(board), BridgePlay)
    whist_board = Board(1, DEAL, S, TrumpRecord.turned(c("C2")), "duplicate-whist")
    assert not isinstance(start_play(whist_board), BridgePlay)


def test_the_dummys_suggestion_makes_the_card_liable_to_be_called() -> None:
    """ "He can not make any suggestion, or hint what card he shall play, under penalty of
    such card being called" """
    play = hearts_by_south()
    with pytest.raises(IllegalPlayError, match="not yet laid down"):
        play.apply(DummySuggests(c("DA")))
    play.play(c("DJ"))
    play.play(c("D2"), N)
    play.play(c("D5"))
    play.apply(DummySuggests(c("DA")))
    assert play.liable_cards(S) == (c("DA"),)
    assert play.irregularities[-1].chooser == (E,)  # South's right-hand adversary
    with pytest.raises(IllegalPlayError, match="neither South nor the dummy holds"):
        play.apply(DummySuggests(c("HA")))
    assert decode_action(encode_action(DummySuggests(c("DA")))) == DummySuggests(c("DA"))

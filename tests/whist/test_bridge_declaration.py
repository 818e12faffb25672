"""Bridge Whist's declaration and doubling, rule by rule from seed 000 ("Bridge Whist")."""

from __future__ import annotations

import pytest

from whist import Card, Deal, Seat, Suit
from whist.actions import (
    DeclarePlay,
    DeclareTrump,
    Double,
    PassDeclaration,
    PassDouble,
    PlayCard,
    Redouble,
)
from whist.bridge import BridgePlay
from whist.declaration import Declaration, Phase, parse_strain, strain_text
from whist.errors import IllegalPlayError, LawError, NotationError
from whist.games import find_game
from whist.notation import decode_action, encode_action
from whist.play import Play
from whist.trump import TrumpRecord

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
DEAL = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def fresh(dealer: Seat = S) -> BridgePlay:
    return BridgePlay(DEAL, dealer)


def test_the_game_is_on_the_registry() -> None:
    game = find_game("bridge-whist")
    assert game.title.startswith("Bridge Whist")
    assert not game.scores_tricks


def test_the_dealer_declares_first() -> None:
    """ "the dealer has the option of declaring what suit shall be trump, or whether the
    hands shall be played sans atout"."""
    play = fresh()
    assert play.phase is Phase.DECLARING
    assert play.turn.seat is S
    assert play.turn.hand is None
    assert DeclareTrump(S, None) in play.options()
    assert PassDeclaration(S) in play.options()
    play.declare(S, Suit.HEARTS)
    assert play.turn.phase is Phase.DOUBLING
    assert play.declarer is S


def test_the_dealer_passes_the_option_and_partner_must_declare() -> None:
    """ "Or the dealer may pass this option on to his partner, who must then name a trump
    or declare to play sans atout"."""
    play = fresh()
    play.pass_declaration(S)
    assert play.turn.seat is N
    play.declare(N, Suit.CLUBS)
    assert play.declarer is N
    assert play.declared_suit is Suit.CLUBS
    assert play.turn.seat is W  # the adversary at the dealer's left may double


def test_partner_declaring_before_the_option_is_passed_is_a_new_deal() -> None:
    """ "If the partner names a trump suit or Grand before the option has been properly
    passed to him by the dealer, a new deal must be had." """
    play = fresh()
    play.declare(N, Suit.SPADES)
    assert play.phase is Phase.NEW_DEAL
    assert play.is_void
    assert play.turn.seat is None
    assert "new deal" in play.declaration_log[-1]
    with pytest.raises(IllegalPlayError, match="new deal"):
        play.play(Card.parse("HA"), E)
    assert play.score().points == {side: 0 for side in play.score().points}


def test_a_declaration_cannot_be_changed() -> None:
    """ "A declaration can not be changed after it is once made." """
    play = fresh()
    play.declare(S, Suit.HEARTS)
    with pytest.raises(LawError, match="can not be changed"):
        play.declare(S, Suit.SPADES)


def test_adversaries_cannot_declare() -> None:
    play = fresh()
    with pytest.raises(LawError, match="South's option"):
        play.declare(W, Suit.HEARTS)
    assert play.actions == []


def test_sans_atout_left_by_both_cannot_be_doubled() -> None:
    """ "In case both the dealer and his partner refuse to name a trump, the hand must be
    played sans atout." ... "there is no doubling allowed, but the simple Grand game must
    be played"."""
    play = fresh()
    play.pass_declaration(S)
    play.pass_declaration(N)
    assert play.phase is Phase.PLAYING
    declaration = play.declaration
    assert declaration is not None
    assert declaration.suit is None and declaration.left_by_both and declaration.doubles == 0
    with pytest.raises(LawError, match="over"):
        play.double(W)
    assert play.turn.hand is W


def test_sans_atout_declared_may_be_doubled() -> None:
    play = fresh()
    play.declare(S, None)
    play.double(W)
    assert play.doubles == 1


def test_the_leader_doubles_or_passes_to_his_partner() -> None:
    """ "the adversary at the dealer's left has the privilege of doubling, or may pass the
    option to his partner"."""
    play = fresh()
    play.declare(S, Suit.DIAMONDS)
    with pytest.raises(LawError, match="West's option"):
        play.double(E)
    play.pass_double(W)
    assert play.turn.seat is E
    assert PassDouble(E) not in play.options()  # cannot pass it back
    with pytest.raises(LawError, match="must double or say play"):
        play.pass_double(E)
    play.double(E)
    assert play.doubles == 1
    assert play.turn.seat is S


def test_redoubles_alternate_until_one_side_says_play() -> None:
    """ "If the adversaries double, the player who originally declared the trump may
    re-double, or may pass the option to his partner." ... "the adversary who doubled first
    may again re-double, or pass the option to his partner, and this redoubling is
    continued until one or the other sides declares to play, the value of each trick
    being multiplied by two at each re-double." """
    play = fresh()
    play.pass_declaration(S)
    play.declare(N, Suit.SPADES)
    play.pass_double(W)
    assert play.option_passed and play.turn.seat is E
    play.double(E)  # East doubled first
    assert play.first_doubler is E and not play.option_passed
    assert play.turn.seat is N  # the player who originally declared
    with pytest.raises(LawError, match="already doubled; he may re-double"):
        play.double(N)
    play.pass_double(N)
    play.redouble(S)
    assert play.turn.seat is E  # the adversary who doubled first
    play.redouble(E)
    assert play.turn.seat is N
    play.redouble(N)
    play.declare_play(E)
    declaration = play.declaration
    assert declaration == Declaration(S, Suit.SPADES, N, doubles=4)
    assert declaration.multiplier == 16
    assert play.phase is Phase.PLAYING


def test_adversaries_say_play_at_once() -> None:
    play = fresh()
    play.declare(S, Suit.HEARTS)
    assert play.options() == (Double(W), PassDouble(W), DeclarePlay(W))
    play.declare_play(W)
    assert play.declaration == Declaration(S, Suit.HEARTS, S, doubles=0)


def test_no_card_before_the_declaration_is_settled() -> None:
    play = fresh()
    play.declare(S, Suit.HEARTS)
    with pytest.raises(IllegalPlayError, match="West is to double or say play"):
        play.play(Card.parse("HA"), W)
    assert play.to_play is None


def test_the_dealers_left_leads_and_the_dealer_plays_the_dummy() -> None:
    """ "the player on the dealer's left leads a card; the dealer's partner then lays his
    cards face up on the table ... The dealer now plays both his partner's (exposed) hand
    and his own"."""
    play = fresh()
    play.declare(S, Suit.HEARTS)
    play.declare_play(W)
    assert play.turn.hand is W and play.turn.seat is W
    assert not play.dummy_exposed
    assert all(isinstance(o, PlayCard) and o.seat is W for o in play.turn.options)
    play.play(Card.parse("CA"))
    assert play.dummy_exposed and play.dummy is N
    assert play.turn.hand is N
    assert play.turn.seat is S  # the dealer plays from the dummy
    assert play.player_of(N) is S and play.player_of(E) is E


def test_undo_through_the_declaration() -> None:
    play = fresh()
    play.declare(S, Suit.HEARTS)
    play.double(W)
    play.undo()
    assert play.doubles == 0 and play.turn.seat is W
    play.undo()
    assert play.phase is Phase.DECLARING


def test_declaration_actions_have_a_notation() -> None:
    actions = [
        DeclareTrump(S, Suit.HEARTS),
        DeclareTrump(N, None),
        PassDeclaration(S),
        Double(W),
        PassDouble(W),
        Redouble(N),
        DeclarePlay(E),
    ]
    for action in actions:
        assert decode_action(encode_action(action)) == action
    assert encode_action(DeclareTrump(N, None)) == {
        "type": "DeclareTrump",
        "fields": {"seat": "N", "suit": None},
    }


def test_a_replayed_log_gives_the_same_play() -> None:
    play = fresh(E)
    play.pass_declaration(E)
    play.declare(W, None)
    play.double(S)
    play.redouble(W)
    play.declare_play(S)
    play.play(Card.parse("DA"))
    again = BridgePlay(DEAL, E)
    for action in play.actions:
        again.apply(decode_action(encode_action(action)))
    assert again.declaration == play.declaration
    assert again.current_trick == play.current_trick


def test_whist_plays_refuse_declarations() -> None:
    play = Play(DEAL, "duplicate-whist", TrumpRecord.turned(Card.parse("C2")), E)
    with pytest.raises(LawError, match="Bridge Whist"):
        play.apply(DeclareTrump(S, Suit.HEARTS))


def test_strain_text_round_trip() -> None:
    for suit in (*Suit, None):
        assert parse_strain(strain_text(suit)) == suit
    with pytest.raises(NotationError, match="S, H, D, C or NT"):
        parse_strain("X")

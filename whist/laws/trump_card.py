"""The trump card: law 18 and the Laws of Duplicate Whist (d); in Bishops whist the trump
named after a knight cut.

The trump card left on the tray after the second trick is liable to be called; naming
it (or looking at the slip) after it was taken up lets the right-hand adversary call
the offender's highest or lowest trump ((d)).
"""

from __future__ import annotations

from whist.cards import Suit
from whist.errors import LawError
from whist.laws.calls import Call, CallKind
from whist.laws.irregularities import (
    HIGHEST_TRUMP,
    LOWEST_TRUMP,
    WAIVE,
    Irregularity,
    IrregularityKind,
)
from whist.laws.liable import check_call_timing, make_liable
from whist.play_state import (
    PlayContext,
    PlayState,
    add_irregularity,
    card_strength,
    holds,
    is_bishops,
    require_open,
    seat_name,
)
from whist.seats import Seat


def apply_name_trump(play: PlayContext, state: PlayState, suit: Suit) -> None:
    """Bishops whist (seed 001): after cutting a knight the dealer names the trump suit."""
    if not state.trump.is_pending:
        raise LawError(
            f"the trump is {state.trump.display}; only a knight cut leaves the dealer to name it"
        )
    state.trump = state.trump.name_suit(suit)
    state.log.append(f"{seat_name(play.dealer)} names {suit.name.lower()} trumps")


def apply_trump_left(play: PlayContext, state: PlayState) -> None:
    """Law 18, (d): the trump card is still on the tray after the second trick (the
    :class:`~whist.actions.TrumpLeftOnTray` action)."""
    card = state.trump.card
    trick_no = len(state.tricks) + 1
    if is_bishops(play):
        raise LawError(
            "Dana's laws require the trump card to be taken up before the first card of the "
            "second trick but give no penalty: nothing to record"
        )
    if card is None:
        raise LawError("this deal has no trump card (a fixed trump suit): law 18 does not apply")
    if len(state.tricks) < 2:
        raise LawError(
            f"law 18, (d): the trump card becomes liable to be called only if it is left on "
            f"the tray until after the second trick is turned and quitted; this is trick "
            f"{trick_no}"
        )
    dealer = play.dealer
    if not holds(state, dealer, card):
        raise LawError(
            f"{card.display} is no longer {seat_name(dealer)}'s: it has been played, so it was "
            "taken up"
        )
    if card in state.liable.get(dealer, []):
        raise LawError(f"{card.display} is already liable to be called")
    make_liable(
        state,
        dealer,
        card,
        kind=IrregularityKind.TRUMP_CARD_LEFT,
        law="18, (d)",
        trick=trick_no,
        note=(
            "left on the tray after the second trick was turned and quitted: liable to be "
            f"called by {seat_name(dealer.right)} ((h))"
        ),
    )
    state.log.append(
        f"trick {trick_no}: the trump card {card.display} is still on the tray: liable to be "
        "called (law 18, (d))"
    )


def apply_trump_named(play: PlayContext, state: PlayState, seat: Seat) -> None:
    """Law 18, (d): ``seat`` named the trump card after it was taken up (the
    :class:`~whist.actions.TrumpCardNamed` action)."""
    trick_no = len(state.tricks) + 1
    require_open(state)
    if is_bishops(play):
        raise LawError(
            "Dana's laws give no penalty for naming the trump card (the players may even note "
            "the suit named): nothing to record"
        )
    taken_up = bool(state.tricks) or any(p.seat is play.dealer for p in state.current)
    if not taken_up:
        raise LawError(
            f"the trump card lies face up until {seat_name(play.dealer)} plays to the first "
            "trick; naming it before it is lawfully taken up is no offence (law 18, (d))"
        )
    add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.TRUMP_NAMED,
            law="18, (d)",
            offender=seat,
            trick=trick_no,
            options=(HIGHEST_TRUMP, LOWEST_TRUMP, WAIVE),
            chooser=(seat.right,),
            note=(
                f"{seat_name(seat.right)} may call his highest or lowest trump at any time "
                "during the deal, before he himself has played to the current trick (or "
                "before the preceding trick is quitted when the offender leads)"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} names the trump card / looks at the trump slip "
        "after it was taken up (law 18, (d))"
    )


def trump_call(
    play: PlayContext, state: PlayState, irr: Irregularity, index: int, chooser: Seat, option: str
) -> Call | None:
    """(d): the highest or lowest trump of the offender, called by his right-hand
    adversary; "The call may be repeated until the card is played, but it can not be
    changed" -- the card stays callable (:meth:`Play.call_card`)."""
    if option == WAIVE.code:
        return None
    holder = irr.offender
    trick = check_call_timing(play, state, chooser, holder, "18, (d)")
    trumps = [c for c in state.hands[holder] if c.suit is state.trump.suit]
    if not trumps:
        state.log.append(f"{seat_name(holder)} holds no trump: the call cannot be enforced")
        return None
    strength = card_strength(play)
    pick = max if option == HIGHEST_TRUMP.code else min
    card = pick(trumps, key=strength.__getitem__)
    state.trump_calls[holder] = card
    state.liable_from[(holder, card)] = index
    return Call(holder, CallKind.CARD, "(d)", trick, chooser, card=card, irregularity=index)

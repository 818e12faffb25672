"""Playing a card and turning and quitting a trick.

A card is played to the trick or led (a renounce is recorded, not refused: law 28); a
seat not in turn leads (law 24) or plays (laws 25, 26) out of turn, or in Bishops whist
exposes the card (Dana, "Exposed cards" I, IV). A complete trick is turned and quitted
(Laws of Duplicate Whist (f)): a renounce not corrected becomes a revoke (law 28), the
right to call a suit lapses ((i)) and calls not used are spent ((h)).
"""

from __future__ import annotations

from dataclasses import replace

from whist.cards import Card
from whist.errors import IllegalPlayError, LawError
from whist.laws.calls import CallKind
from whist.laws.irregularities import (
    SUIT_CALL_KINDS,
)
from whist.laws.liable import bishops_exposed, release_called
from whist.laws.out_of_turn import lapse_suit_calls_on_lead, lead_out_of_turn, play_out_of_turn
from whist.laws.penalties import enforce_calls, lapse_calls_on_partner
from whist.play_state import (
    TRICKS_PER_DEAL,
    PlayContext,
    PlayState,
    Renounce,
    holds,
    is_bishops,
    lapse_rights,
    next_in_turn,
    require_open,
    seat_name,
)
from whist.seats import Seat
from whist.tricks import PlayedCard, TrickRecord


def apply_play(play: PlayContext, state: PlayState, seat: Seat, card: Card) -> None:
    """Laws 24-26, 28, 38: ``seat`` plays or leads ``card`` (the
    :class:`~whist.actions.PlayCard` action)."""
    require_open(state)
    if state.trump.is_pending:
        raise LawError(
            "a knight was cut: the dealer must name the trump suit before any card is played"
        )
    if len(state.current) == 4:
        apply_quit(play, state)
    trick_no = len(state.tricks) + 1
    if not holds(state, seat, card):
        raise IllegalPlayError(
            f"trick {trick_no}: {seat_name(seat)} does not hold {play.deal.pack.card_name(card)} "
            "-- the board may be fouled: call the director"
        )
    if any(p.seat is seat for p in state.current):
        raise IllegalPlayError(
            f"trick {trick_no}: {seat_name(seat)} has already played to this trick "
            f"({next(p.card.display for p in state.current if p.seat is seat)})"
        )
    in_turn = seat is next_in_turn(state)
    false_lead = not in_turn and not state.current
    if not in_turn:
        if is_bishops(play):
            bishops_exposed(state, seat, card, trick_no, "led or played out of turn")
            return
        if false_lead:
            lead_out_of_turn(state, seat, trick_no)
        else:
            play_out_of_turn(state, seat, trick_no)
    hand = state.hands[seat]
    lawful = play.game.lawful_plays(hand, state.current, state.trump.suit, trick_no)
    renounce = card not in lawful
    called_by = next(
        (
            c.caller
            for c in state.calls
            if c.kind is CallKind.CARD and c.seat is seat and c.card == card and c.trick == trick_no
        ),
        None,
    )
    if not false_lead:
        enforce_calls(play, state, seat, card, hand, lawful, trick_no, renounce)
    if in_turn and not state.current:
        lapse_suit_calls_on_lead(state, seat)
    hand.remove(card)
    if state.false_lead is None:
        release_called(state, seat, card, called_by)
    state.current.append(PlayedCard(seat, card))
    note = f"trick {trick_no}: {seat_name(seat)} plays {card.display}"
    if renounce:
        led = state.current[0].card.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led))
        note += f" (renounce in {led.name.lower()})"
    state.log.append(note)
    lapse_calls_on_partner(state, seat, trick_no)
    if len(state.current) == 4 and state.false_lead is not None:
        index = state.false_lead
        irr = state.irregularities[index]
        if not irr.lapsed:
            state.irregularities[index] = irr.lapse(
                irr.lapse_reason("all four played to the false lead and the trick stood", "24")
            )
        state.false_lead = None
        state.proper_leader = None
        for played in state.current:
            release_called(state, played.seat, played.card)
        state.log.append(f"trick {trick_no}: all have played to the false lead; it stands")


def apply_quit(play: PlayContext, state: PlayState) -> None:
    """(f), 28, (i), (h): the complete trick is turned and quitted (the
    :class:`~whist.actions.QuitTrick` action)."""
    trick_no = len(state.tricks) + 1
    if len(state.current) != 4:
        raise IllegalPlayError(
            f"trick {trick_no} has {len(state.current)} cards: all four must play before it is "
            "turned and quitted"
        )
    winner_index = play.game.trick_winner(state.current, state.trump.suit, trick_no)
    winner = state.current[winner_index].seat
    record = TrickRecord(trick_no, state.leader, tuple(state.current), winner)
    state.tricks.append(record)
    state.current = []
    state.leader = winner
    state.log.append(f"trick {trick_no} turned and quitted: {seat_name(winner)} wins")
    # Law 28: a renounce not corrected before its trick is turned and quitted is a revoke.
    for i, r in enumerate(state.renounces):
        if r.trick == trick_no and not r.corrected and not r.established:
            state.renounces[i] = replace(r, established=True)
            state.log.append(f"revoke established: {seat_name(r.seat)} in trick {trick_no}")
    # (i): the right to call a suit is lost unless announced before the trick won by the
    # offending side is turned and quitted.
    for i, irr in enumerate(state.irregularities):
        if irr.kind in SUIT_CALL_KINDS and irr.is_open and winner.side is irr.offender.side:
            state.irregularities[i] = irr.lapse(
                irr.lapse_reason(
                    f"trick {trick_no}, won by {seat_name(winner)}, was turned and quitted "
                    "without a suit being called",
                    "(i)",
                )
            )
    # Calls for this trick not used by now are spent; (h): a liable card not called before
    # the holder's lead is turned and quitted may be led as he pleases.
    state.calls = [c for c in state.calls if c.trick > trick_no]
    if trick_no == TRICKS_PER_DEAL:
        lapse_rights(state, "the last trick was turned and quitted")

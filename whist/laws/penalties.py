"""Penalties chosen and enforced: laws 21, 38 and 39.

The entitled player chooses a penalty; a demand by the wrong adversary, or of a wrong
penalty, is recorded and ends the right (law 39: "none can be enforced"). The call a
penalty makes is judged against the card played: a card played instead of a called card
that could be played is refused (law 21), a failure to comply carries the revoke
penalty (law 38), a call that cannot bite says why. Calls on the partner's play lapse
once he has played (laws 22, 26, 35).
"""

from __future__ import annotations

from whist.cards import Card, Suit
from whist.errors import LawError
from whist.laws.calls import Call, CallKind, Verdict, judge
from whist.laws.irregularities import (
    PENALTIES,
    SUIT_CALL_KINDS,
    WAIVE,
    IrregularityKind,
)
from whist.laws.liable import take_trick_call
from whist.laws.out_of_turn import highest_or_lowest_call, suit_call, suit_call_wrong
from whist.laws.trump_card import trump_call
from whist.play_state import (
    PlayContext,
    PlayState,
    Renounce,
    add_irregularity_without_choice,
    card_strength,
    free_liable,
    liable_left,
    seat_name,
)
from whist.seats import Seat
from whist.tricks import PlayedCard


def apply_choice(
    play: PlayContext, state: PlayState, index: int, chooser: Seat, option: str
) -> None:
    """Law 39: ``chooser`` demands ``option`` for irregularity ``index`` (the
    :class:`~whist.actions.ChoosePenalty` action); the call it makes comes into force.

    "If the wrong adversary demands a penalty, or a wrong penalty is demanded, none can be
    enforced." The reading chosen: such a demand is a decision the laws know, so it is
    accepted, recorded (the action stays in the play's history: a replay and undo give
    the same state) and ends the right to any penalty for that offence -- the
    irregularity records the demand as its ``choice`` and says why in ``lapsed``; a later
    demand, even by the entitled adversary, is refused with that reason. The wrong
    adversary is an adversary of the offender the law does not entitle (law 24: not the
    one on the right of the player who leads; laws 26, 35, (d): not the one named); a
    wrong penalty is a penalty of the laws this law does not give here (e.g. "highest
    trump" for a lead out of turn), or, under laws 26 and 35, the half that does not fit
    the hand (highest or lowest from a player who has none of the suit led; trump or not
    trump from one who has) -- that last is judged when the player plays, so that the
    table learns nothing of his hand before (:func:`enforce_calls`). What is no demand
    at all raises :class:`~whist.errors.LawError` and leaves no trace: an irregularity
    that does not exist, a code that is no penalty, a player of the offending side, a
    decision already made (final), a right already lost, a suit call before anyone can
    be the right adversary (:func:`~whist.laws.out_of_turn.suit_call_wrong`), a call too
    late or too early for the trick ((d))."""
    if not 0 <= index < len(state.irregularities):
        raise LawError(
            f"there is no irregularity number {index}: this deal has "
            f"{len(state.irregularities)} (numbered from 0)"
        )
    irregularity = state.irregularities[index]
    wrong = irregularity.judge_demand(chooser, option)
    if wrong is None and irregularity.kind in SUIT_CALL_KINDS:
        wrong = suit_call_wrong(play, state, irregularity, index, chooser, option)
    if wrong is not None:
        state.irregularities[index] = irregularity.demanded_wrongly(option, chooser, wrong)
        free_liable(state, index)  # law 22: the cards led ahead go free with the call
        state.log.append(
            f"{seat_name(chooser)} demands: {PENALTIES[option].description} "
            f"(law {irregularity.law}) -- {wrong}"
        )
        return
    trick_no = len(state.tricks) + 1
    call: Call | None = None
    if irregularity.kind in SUIT_CALL_KINDS:
        call = suit_call(play, state, irregularity, index, chooser, option)
    elif irregularity.kind in (
        IrregularityKind.FOURTH_BEFORE_SECOND,
        IrregularityKind.ATTENTION_CALLED,
    ):
        call = highest_or_lowest_call(state, irregularity, index, chooser, option, trick_no)
    elif irregularity.kind is IrregularityKind.LED_AHEAD:
        call = take_trick_call(state, irregularity, index, chooser, option, trick_no)
    elif irregularity.kind is IrregularityKind.TRUMP_NAMED:
        call = trump_call(play, state, irregularity, index, chooser, option)
    state.irregularities[index] = irregularity.chosen(option, chooser)
    if irregularity.kind is IrregularityKind.TRUMP_NAMED and option != WAIVE.code and not call:
        state.irregularities[index] = state.irregularities[index].lapse(
            f"no penalty: {seat_name(irregularity.offender)} holds no trump, so the call "
            "cannot be enforced, law (d)"
        )
    if call is not None:
        state.calls.append(call)
    state.log.append(
        f"{seat_name(chooser)} chooses: {irregularity.option(option).description} "
        f"(law {irregularity.law})"
    )


def _wrong_half(call: Call, hand: list[Card], led: Suit | None) -> bool:
    """Laws 26, 35 with 39: "highest or lowest" demanded of a player with none of the suit
    led, or "trump or not trump" of one who has some, is a wrong penalty."""
    following = led is not None and any(c.suit is led for c in hand)
    if call.kind in (CallKind.HIGHEST, CallKind.LOWEST):
        return not following
    if call.kind in (CallKind.TRUMP, CallKind.NOT_TRUMP):
        return following
    return False


def enforce_calls(
    play: PlayContext,
    state: PlayState,
    seat: Seat,
    card: Card,
    hand: list[Card],
    lawful: tuple[Card, ...],
    trick_no: int,
    renounce: bool,
) -> None:
    """Judge ``seat``'s play against the calls on it; consume them; record law-38 failures
    and refuse a card played instead of a called one (law 21)."""
    if not state.calls:
        return
    strength = card_strength(play)
    remaining: list[Call] = []
    failures: list[Call] = []
    for call in state.calls:
        if call.seat is not seat or call.trick != trick_no:
            remaining.append(call)
            continue
        if call.kind is CallKind.LEAD_SUIT and state.current:
            remaining.append(call)
            continue
        winning: list[Card] = []
        if call.kind is CallKind.WIN:
            winning = [
                c
                for c in lawful
                if play.game.trick_winner(
                    [*state.current, PlayedCard(seat, c)], state.trump.suit, trick_no
                )
                == len(state.current)
            ]
        verdict = judge(
            call,
            hand,
            state.current,
            card,
            state.trump.suit,
            lawful,
            strength.__getitem__,
            winning,
        )
        if verdict is Verdict.REFUSED and call.kind is CallKind.WIN:
            raise LawError(
                f"trick {trick_no}: {seat_name(call.caller)} called on {seat_name(seat)} to "
                f"take the trick (law 22): play one of {' '.join(c.display for c in winning)}"
            )
        if verdict is Verdict.REFUSED:
            assert call.card is not None
            raise LawError(
                f"trick {trick_no}: {seat_name(call.caller)} called {call.card.display} "
                f"(law {call.law}); {seat_name(seat)} must play it -- it can be played "
                "without revoking (law 21)"
            )
        if verdict is Verdict.FAILED:
            failures.append(call)
        elif verdict is Verdict.NOT_ENFORCEABLE:
            _not_enforced(state, call, seat, hand, trick_no)
            state.log.append(
                f"trick {trick_no}: the call ({call.describe()}) cannot be enforced (law "
                f"{call.law}{', 39' if call.kind is not CallKind.CARD else ', 21'})"
            )
    state.calls = remaining
    for call in failures:
        if renounce:
            continue  # the renounce itself carries the revoke penalty; one offence
        led = state.current[0].card.suit if state.current else call.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led, established=True, law="38"))
        add_irregularity_without_choice(
            state,
            kind=IrregularityKind.FAILED_TO_COMPLY,
            law="38",
            offender=seat,
            trick=trick_no,
            card=card,
            note=(
                f"called ({call.describe()}, law {call.law}) and failed to comply: the same "
                "penalty as a revoke, on claim by an adversary"
            ),
        )
        state.log.append(
            f"trick {trick_no}: {seat_name(seat)} fails to comply with the call "
            f"({call.describe()}): liable to the revoke penalty (law 38)"
        )


def _not_enforced(
    state: PlayState, call: Call, seat: Seat, hand: list[Card], trick_no: int
) -> None:
    """The call chosen for an irregularity could not bite: its record says why -- a wrong
    penalty demanded (law 39), or the player could not comply."""
    if call.irregularity is None or call.kind is CallKind.CARD:
        return  # a card called stays callable: the call may be repeated (law 21, (d))
    irr = state.irregularities[call.irregularity]
    led = state.current[0].card.suit if state.current else None
    demanded = f'"{PENALTIES[irr.choice].label}"' if irr.choice in PENALTIES else "a penalty"
    who = seat_name(call.caller)
    if _wrong_half(call, hand, led):
        assert led is not None
        has = "had some" if call.kind in (CallKind.TRUMP, CallKind.NOT_TRUMP) else "had none"
        reason = (
            f"no penalty: {who} demanded {demanded} of {seat_name(seat)}, who {has} of "
            f"{led.name.lower()}, the suit led: a wrong penalty, so none can be enforced "
            f"(laws {irr.law}, 39)"
        )
    else:
        reason = (
            f"no penalty: {who} demanded {demanded}, but {seat_name(seat)} could not comply "
            f"when he played to trick {trick_no} (law {call.law})"
        )
    state.irregularities[call.irregularity] = irr.lapse(reason)


_PARTNER_CALL_KINDS = frozenset(
    {
        IrregularityKind.FOURTH_BEFORE_SECOND,
        IrregularityKind.ATTENTION_CALLED,
        IrregularityKind.LED_AHEAD,
    }
)


def lapse_calls_on_partner(state: PlayState, seat: Seat, trick_no: int) -> None:
    """Laws 22, 26 and 35: the call is on the offender's partner's play to this trick; once
    he has played without it, no penalty remains."""
    for i, irr in enumerate(state.irregularities):
        if (
            irr.kind in _PARTNER_CALL_KINDS
            and irr.is_open
            and irr.trick == trick_no
            and irr.offender.partner is seat
        ):
            reason = irr.lapse_reason(f"{seat_name(seat)} played before it was demanded")
            cards = liable_left(state, i)
            if cards:
                shown = " ".join(card.display for _, card in cards)
                reason += (
                    f"; {shown} stays liable to be called by {seat_name(irr.offender.right)}, "
                    "laws 22, (h)"
                )
            state.irregularities[i] = irr.lapse(reason)

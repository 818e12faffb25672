"""Penalties chosen and enforced: laws 21, 38 and 39.

The entitled player chooses a penalty (law 39: by the wrong player, or too late, none
can be enforced); the call it makes is judged against the card played: a card played
instead of a called card that could be played is refused (law 21), a failure to comply
carries the revoke penalty (law 38). Calls on the partner's play lapse once he has
played (laws 22, 26, 35).
"""

from __future__ import annotations

from whist.cards import Card
from whist.errors import LawError
from whist.laws.calls import Call, CallKind, Verdict, judge
from whist.laws.irregularities import (
    SUIT_CALL_KINDS,
    IrregularityKind,
)
from whist.laws.liable import take_trick_call
from whist.laws.out_of_turn import highest_or_lowest_call, suit_call
from whist.laws.trump_card import trump_call
from whist.play_state import (
    PlayContext,
    PlayState,
    Renounce,
    add_irregularity_without_choice,
    card_strength,
    seat_name,
)
from whist.seats import Seat
from whist.tricks import PlayedCard


def apply_choice(
    play: PlayContext, state: PlayState, index: int, chooser: Seat, option: str
) -> None:
    """Law 39: ``chooser`` demands ``option`` for irregularity ``index`` (the
    :class:`~whist.actions.ChoosePenalty` action); the call it makes comes into force."""
    if not 0 <= index < len(state.irregularities):
        raise LawError(
            f"there is no irregularity number {index}: this deal has "
            f"{len(state.irregularities)} (numbered from 0)"
        )
    irregularity = state.irregularities[index]
    irregularity.check_choice(chooser, option)
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
    if call is not None:
        state.calls.append(call)
    state.log.append(
        f"{seat_name(chooser)} chooses: {irregularity.option(option).description} "
        f"(law {irregularity.law})"
    )


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
            state.irregularities[i] = irr.lapse(
                f"{seat_name(seat)} played before a penalty was demanded (law {irr.law})"
            )

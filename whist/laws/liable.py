"""Cards liable to be called: laws 20-22 and the Laws of Duplicate Whist (h); in Bishops
whist exposed cards (Dana, "Exposed cards" I-V).

A card exposed otherwise than in play is liable to be called (law 20), by the holder's
right-hand adversary alone, before he himself plays to the trick, or before the trick
preceding the holder's lead is turned and quitted ((h)); played in the course of play it
is free (law 21). Cards led ahead of the partner are liable, and the partner may be
called upon to take the trick (law 22). In Bishops whist the card goes back into the hand
and its side loses two points.
"""

from __future__ import annotations

from whist.cards import Card
from whist.errors import IllegalPlayError, LawError
from whist.laws.calls import Call, CallKind
from whist.laws.irregularities import (
    TAKE_TRICK,
    WAIVE,
    Irregularity,
    IrregularityKind,
    law_words,
    wrong_adversary_reason,
)
from whist.play_state import (
    PlayContext,
    PlayState,
    add_irregularity,
    add_irregularity_without_choice,
    add_liable,
    card_strength,
    free_liable,
    holds,
    is_bishops,
    liable_left,
    next_leader,
    require_open,
    seat_name,
)
from whist.seats import Seat
from whist.tricks import PenaltyKind, ScorePenalty


def release_called(state: PlayState, seat: Seat, card: Card, called_by: Seat | None = None) -> None:
    """Law 21: "if he can get rid of it in the course of play, no penalty remains". A card
    played to a false lead is released only if the trick stands (a card liable before the
    false lead is still liable when taken back, law 24). When the last card of an
    offence is played, its irregularity says the right has ended, and how: played as
    ``called_by`` called it, or before it was called."""
    liable = card in state.liable.get(seat, []) or state.trump_calls.get(seat) == card
    if card in state.liable.get(seat, []):
        state.liable[seat].remove(card)
    if state.trump_calls.get(seat) == card:
        del state.trump_calls[seat]
    index = state.liable_from.get((seat, card))
    if not liable or index is None or liable_left(state, index):
        return
    irr = state.irregularities[index]
    law = "(d)" if irr.kind is IrregularityKind.TRUMP_NAMED else "21"
    if irr.kind is IrregularityKind.CLAIM:
        what = f"{seat_name(seat)}'s cards"
        how = f"he played the last of them, {card.display}"
    else:
        what, how = card.display, f"{seat_name(seat)} played it"
    if called_by is not None:
        reason = f"the right to call {what} ended when {how} as {seat_name(called_by)} called it"
    else:
        reason = f"the right to call {what} lapsed when {how} before it was called"
    state.irregularities[index] = irr.lapse(f"{reason}, {law_words(law)}")


def make_liable(
    state: PlayState,
    seat: Seat,
    card: Card,
    *,
    kind: IrregularityKind,
    law: str,
    trick: int,
    note: str,
) -> None:
    """Law 20, (h): ``card`` of ``seat`` is liable to be called, by his right-hand adversary
    alone; the irregularity records it (the call is made with :func:`apply_call_card`)."""
    index = add_irregularity(
        state,
        Irregularity(
            kind=kind,
            law=law,
            offender=seat,
            trick=trick,
            options=(),
            chooser=(seat.right,),
            card=card,
            note=note,
        ),
    )
    add_liable(state, seat, card, index)


def bishops_exposed(
    state: PlayState, seat: Seat, card: Card | None, trick_no: int, how: str
) -> None:
    """Dana, "Exposed cards": I "any cards displayed or led out of turn", II-IV; V "Exposed
    cards must be taken into the hand again. The penalty for exposed cards is the loss of
    two points to the delinquent's score"."""
    state.penalties.append(ScorePenalty(PenaltyKind.EXPOSED_CARD, seat.side, trick_no, seat))
    add_irregularity_without_choice(
        state,
        kind=IrregularityKind.EXPOSED_CARD,
        law="Dana, Exposed cards I-V",
        offender=seat,
        trick=trick_no,
        card=card,
        note=f"{how}: taken into the hand again; two points lost",
    )
    shown = card.display if card is not None else "his cards"
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} exposes {shown} ({how}): "
        "two points lost, taken back into the hand"
    )


def check_call_timing(
    play: PlayContext, state: PlayState, caller: Seat, holder: Seat, law: str
) -> int:
    """(h), (d): the right-hand adversary calls before he himself has played to the
    current trick; when the holder is to lead, before the preceding trick is turned and
    quitted. Returns the number of the trick the call is for."""
    trick_no = len(state.tricks) + 1
    if caller is not holder.right:
        raise LawError(
            f"only {seat_name(holder.right)}, {seat_name(holder)}'s right-hand adversary, may "
            f"call ((h), law {law}); law 39: a penalty demanded by the wrong adversary cannot "
            "be enforced"
        )
    if len(state.current) == 4:
        if next_leader(play, state) is holder:
            return trick_no + 1
        raise LawError(
            f"trick {trick_no} is complete and {seat_name(holder)} has played to it: call "
            "when it is his turn to play again"
        )
    if not state.current and holder is state.leader and state.tricks:
        raise LawError(
            f"too late: {seat_name(holder)} is to lead and the preceding trick is turned and "
            "quitted; he may lead as he pleases ((h))"
        )
    played = {p.seat for p in state.current}
    if holder in played:
        raise LawError(f"{seat_name(holder)} has already played to trick {trick_no}")
    if caller in played:
        raise LawError(
            f"too late: {seat_name(caller)} has played to trick {trick_no} without calling; "
            f"{seat_name(holder)} may play as he pleases ((h))"
        )
    return trick_no


def take_trick_call(
    state: PlayState, irr: Irregularity, index: int, chooser: Seat, option: str, trick_no: int
) -> Call | None:
    """Law 22: the partner is called upon to take the first trick, before he has played."""
    partner = irr.offender.partner
    if trick_no != irr.trick or any(p.seat is partner for p in state.current):
        raise LawError(f"too late: {seat_name(partner)} has played to trick {irr.trick} (law 22)")
    if option == WAIVE.code:
        return None
    return Call(partner, CallKind.WIN, "22", trick_no, chooser, irregularity=index)


def apply_expose(play: PlayContext, state: PlayState, seat: Seat, card: Card) -> None:
    """Laws 20, (h); Dana, "Exposed cards": ``card`` of ``seat`` is exposed (the
    :class:`~whist.actions.ExposeCard` action)."""
    trick_no = len(state.tricks) + 1
    require_open(state)
    if not holds(state, seat, card):
        raise IllegalPlayError(
            f"trick {trick_no}: {seat_name(seat)} does not hold {card.display}, so cannot expose it"
        )
    if is_bishops(play):
        bishops_exposed(state, seat, card, trick_no, "exposed")
        return
    if card in state.liable.get(seat, []):
        raise LawError(f"{card.display} of {seat_name(seat)} is already liable to be called")
    make_liable(
        state,
        seat,
        card,
        kind=IrregularityKind.CARD_LIABLE,
        law="20, (h)",
        trick=trick_no,
        note=(
            f"left face up on the table; {seat_name(seat.right)} (right-hand adversary) "
            "alone may call it ((h))"
        ),
    )
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} exposes {card.display}: liable to be called by "
        f"{seat_name(seat.right)} (laws 20, 21, (h))"
    )


def apply_lead_ahead(play: PlayContext, state: PlayState, seat: Seat, card: Card) -> None:
    """Law 22. The engine knows the hands: it says whether the card led was "better than
    any his adversaries hold of the suit" (then the partner may be called upon to take the
    trick); either way the cards led ahead are liable to be called (law 20 I, II)."""
    trick_no = len(state.tricks) + 1
    require_open(state)
    if not state.current or state.current[0].seat is not seat:
        raise LawError(
            f"trick {trick_no}: {seat_name(seat)} has not led to this trick: law 22 concerns "
            "cards led after a card led (use expose_card for any other card shown)"
        )
    if any(p.seat is seat.partner for p in state.current):
        raise LawError(
            f"trick {trick_no}: {seat_name(seat.partner)} has played: the card is not led "
            "ahead of him (law 22)"
        )
    if not holds(state, seat, card):
        raise IllegalPlayError(f"trick {trick_no}: {seat_name(seat)} does not hold {card.display}")
    if is_bishops(play):
        bishops_exposed(state, seat, card, trick_no, "led with the card led")
        return
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} leads {card.display} without waiting for "
        f"{seat_name(seat.partner)}: liable to be called (law 22)"
    )
    earlier = next(
        (
            i
            for i, irr in enumerate(state.irregularities)
            if irr.kind is IrregularityKind.LED_AHEAD
            and irr.trick == trick_no
            and irr.offender is seat
        ),
        None,
    )
    if earlier is not None:
        add_liable(state, seat, card, earlier)
        return
    led = state.current[0].card
    strength = card_strength(play)
    adversaries = (seat.left, seat.right)
    held = [c for a in adversaries for c in state.hands[a] if c.suit is led.suit]
    held += [p.card for p in state.current if p.seat in adversaries and p.card.suit is led.suit]
    winner = all(strength[c] < strength[led] for c in held)
    index = add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.LED_AHEAD,
            law="22",
            offender=seat,
            trick=trick_no,
            options=(TAKE_TRICK, WAIVE) if winner else (),
            chooser=adversaries,
            card=card,
            lapsed=""
            if winner
            else (
                f"there is no right to call on {seat_name(seat.partner)} to take the trick: "
                f"{led.display}, the card led, was not better than any the adversaries hold of "
                "the suit; the cards led ahead are liable to be called all the same, laws 22, 20"
            ),
            note=(
                f"{seat_name(seat.partner)} may be called upon by either adversary to take the "
                "first trick; the cards led ahead are liable to be called"
            ),
        ),
    )
    add_liable(state, seat, card, index)


def apply_call_card(
    play: PlayContext, state: PlayState, caller: Seat, holder: Seat, card: Card
) -> None:
    """Law 21, (h), (d): ``caller`` calls ``card`` of ``holder`` (the
    :class:`~whist.actions.CallCard` action).

    Law 39: "If the wrong adversary demands a penalty, or a wrong penalty is demanded, none
    can be enforced." A call by the holder's left-hand adversary (the wrong adversary,
    (h)) is recorded and ends the right to call the card, and every other card liable for
    the same offence; a call by the right adversary of a card that is not liable (a wrong
    penalty) ends the right to call any of the holder's liable cards, since it names no
    offence. A call already in force for the trick stands ("such decision is final").
    A call by the holder or his partner, or of a card from a player who has none liable,
    is no demand at all: refused, leaving no trace."""
    require_open(state)
    if not caller.is_adversary_of(holder):
        raise LawError(
            f"{seat_name(caller)} is not an adversary of {seat_name(holder)}: only "
            f"{seat_name(holder.right)}, his right-hand adversary, may call his cards ((h))"
        )
    callable_cards = list(state.liable.get(holder, []))
    trump_call = state.trump_calls.get(holder)
    if trump_call is not None:
        callable_cards.append(trump_call)
    source = state.liable_from.get((holder, card))
    if card not in callable_cards:
        if source is not None and state.irregularities[source].lapsed:
            raise LawError(
                f"no penalty can be enforced any more: {state.irregularities[source].lapsed}"
            )
        if not callable_cards:
            raise LawError(
                f"{card.display} of {seat_name(holder)} is not liable to be called (laws 20, "
                f"21); his callable cards: none"
            )
    law = "(d)" if card == trump_call else "21, (h)"
    wrong: str | None = None
    if caller is not holder.right:
        wrong = wrong_adversary_reason(
            caller, f"{card.display} from {seat_name(holder)}", (holder.right,)
        )
    elif card not in callable_cards:
        wrong = (
            f"no penalty: {seat_name(caller)} called {card.display} from {seat_name(holder)}, "
            f"which is not liable to be called (his are "
            f"{' '.join(c.display for c in callable_cards)}), so none can be enforced (law 39)"
        )
    if wrong is not None:
        if card in callable_cards and source is not None:
            sources = {source}
        else:
            found = (state.liable_from.get((holder, c)) for c in callable_cards)
            sources = {i for i in found if i is not None}
        for index in sorted(sources):
            free_liable(state, index)
            state.irregularities[index] = state.irregularities[index].lapse(wrong)
        state.log.append(
            f"trick {len(state.tricks) + 1}: {seat_name(caller)} calls {card.display} from "
            f"{seat_name(holder)}: {wrong}"
        )
        return
    if not holds(state, holder, card):
        raise LawError(f"{seat_name(holder)} no longer holds {card.display}")
    trick = check_call_timing(play, state, caller, holder, law)
    if any(c.seat is holder and c.kind is CallKind.CARD and c.trick == trick for c in state.calls):
        raise LawError(f"a card of {seat_name(holder)} is already called for trick {trick}")
    state.calls.append(Call(holder, CallKind.CARD, law, trick, caller, card=card))
    state.log.append(
        f"trick {trick}: {seat_name(caller)} calls {card.display} from {seat_name(holder)} "
        f"(law {law})"
    )

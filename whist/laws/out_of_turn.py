"""Leads and plays out of turn: laws 24-26 and 37, and the Laws of Duplicate Whist (i).

A lead out of turn stays on the table until taken back or played to by all (law 24);
a suit may then be called from the offending side's first lead, announced before the
trick it wins is turned and quitted ((i)). The fourth hand playing before the second
lets the third call on the second for his highest or lowest (law 26); other plays out
of turn carry no penalty (law 25). Looking at a quitted trick carries law 24's penalty
(law 37).
"""

from __future__ import annotations

from dataclasses import replace

from whist.errors import LawError
from whist.laws.calls import Call, CallKind
from whist.laws.irregularities import (
    HIGHEST_OR_LOWEST,
    PENALTIES,
    SUIT_CALL_KINDS,
    SUIT_CALLS,
    WAIVE,
    Irregularity,
    IrregularityKind,
    suit_of_call,
    wrong_adversary_reason,
)
from whist.play_state import (
    PlayContext,
    PlayState,
    add_irregularity,
    add_irregularity_without_choice,
    is_bishops,
    next_leader,
    require_open,
    seat_name,
)
from whist.seats import Seat


def _add_suit_call(
    state: PlayState,
    kind: IrregularityKind,
    law: str,
    seat: Seat,
    trick_no: int,
    before: str,
    after: str,
) -> int:
    """Law 24 (and 37, which gives its penalty): either adversary may call a suit from the
    offender or his partner at the first lead of either; returns the irregularity's index."""
    return add_irregularity(
        state,
        Irregularity(
            kind=kind,
            law=law,
            offender=seat,
            trick=trick_no,
            options=(*SUIT_CALLS, WAIVE),
            chooser=(seat.left, seat.right),
            note=(
                f"{before} suit may be called from {seat_name(seat)} or "
                f"{seat_name(seat.partner)} the first time either is to lead, by the adversary "
                f"on that player's right{after}"
            ),
        ),
    )


def lead_out_of_turn(state: PlayState, seat: Seat, trick_no: int) -> None:
    """Law 24: the card stays on the table as a false lead until taken back, or until all
    have played to it (then the trick stands and no penalty can be enforced)."""
    index = _add_suit_call(
        state,
        IrregularityKind.LEAD_OUT_OF_TURN,
        "24",
        seat,
        trick_no,
        f"{seat_name(state.leader)} was to lead. A",
        ", announced before the trick won by them is turned and quitted ((i))",
    )
    state.false_lead = index
    state.proper_leader = state.leader
    state.leader = seat
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} leads out of turn "
        f"({seat_name(state.proper_leader)} was to lead)"
    )


def play_out_of_turn(state: PlayState, seat: Seat, trick_no: int) -> None:
    """Laws 25 and 26 (the trick has been led)."""
    leader = state.leader
    second, third, fourth = leader.left, leader.partner, leader.right
    played = {p.seat for p in state.current}
    if seat is fourth and second not in played and third not in played:
        add_irregularity(
            state,
            Irregularity(
                kind=IrregularityKind.FOURTH_BEFORE_SECOND,
                law="26",
                offender=seat,
                trick=trick_no,
                options=HIGHEST_OR_LOWEST,
                chooser=(third,),
                note=(
                    f"{seat_name(third)} may call on {seat_name(second)} to play his highest "
                    "or lowest of the suit led, or if he has none to trump or not to trump"
                ),
            ),
        )
        state.log.append(
            f"trick {trick_no}: {seat_name(seat)} (fourth hand) plays before "
            f"{seat_name(second)} (law 26)"
        )
        return
    if seat is fourth and third in played:
        state.log.append(
            f"trick {trick_no}: {seat_name(seat)} (fourth hand) also plays before the second "
            "(law 25)"
        )
        return
    law, note = (
        (
            "25",
            "third hand before second: no penalty; the fourth hand may also play before the second",
        )
        if seat is third
        else ("25, 26", "the laws give no penalty for this play out of turn")
    )
    add_irregularity_without_choice(
        state,
        kind=IrregularityKind.PLAY_OUT_OF_TURN,
        law=law,
        offender=seat,
        trick=trick_no,
        note=note,
    )
    state.log.append(f"trick {trick_no}: {seat_name(seat)} plays out of turn ({note})")


def lapse_suit_calls_on_lead(state: PlayState, seat: Seat) -> None:
    """Law 24: the suit may be called "the first time it is the turn of either of them to
    lead"; leading without the call loses the right."""
    for i, irr in enumerate(state.irregularities):
        if (
            irr.kind in SUIT_CALL_KINDS
            and irr.is_open
            and i != state.false_lead
            and seat.side is irr.offender.side
        ):
            state.irregularities[i] = irr.lapse(
                irr.lapse_reason(f"{seat_name(seat)} led without a suit being called", "24")
            )


def suit_call_wrong(
    play: PlayContext, state: PlayState, irr: Irregularity, index: int, chooser: Seat, option: str
) -> str | None:
    """Law 24 and (i): whether ``chooser`` may demand ``option`` now. The call is made
    when the offending side's first lead is known (its turn to lead now, or it has won
    the trick on the table, not yet quitted), by the adversary on the right of the player
    who will lead: another adversary demanding a suit then is the wrong adversary, and
    the reason none can be enforced is returned (law 39). Before that moment, or while
    the false lead is on the table, nobody can yet be the right or the wrong adversary:
    the demand is refused and leaves no trace. Either adversary may waive."""
    if index == state.false_lead:
        raise LawError(
            f"trick {irr.trick}: the false lead is still on the table: take it back first "
            "(law 24), or let all play to it (then no penalty)"
        )
    leader = next_leader(play, state)
    if leader is None or leader.side is not irr.offender.side:
        raise LawError(
            f"law 24, (i): a suit can be called from {seat_name(irr.offender)} or "
            f"{seat_name(irr.offender.partner)} only when one of them is to lead (or has won "
            "the trick on the table, before it is turned and quitted)"
        )
    if option == WAIVE.code or chooser is leader.right:
        return None
    return wrong_adversary_reason(chooser, f'"{PENALTIES[option].label}"', (leader.right,))


def suit_call(
    play: PlayContext, state: PlayState, irr: Irregularity, index: int, chooser: Seat, option: str
) -> Call | None:
    """Law 24 and (i): the suit called, for the lead of the offending side's player who
    leads first (:func:`suit_call_wrong` has found the demand right)."""
    if option == WAIVE.code:
        return None
    leader = next_leader(play, state)
    assert leader is not None
    suit = suit_of_call(option)
    assert suit is not None
    trick = len(state.tricks) + (2 if len(state.current) == 4 else 1)
    return Call(leader, CallKind.LEAD_SUIT, irr.law, trick, chooser, suit=suit, irregularity=index)


def highest_or_lowest_call(
    state: PlayState, irr: Irregularity, index: int, chooser: Seat, option: str, trick_no: int
) -> Call | None:
    """Laws 26, 35: the call bites on the offender's partner (law 35) or the second hand
    (law 26) in the trick of the irregularity, before he has played."""
    # Law 35: the offender's partner; law 26: the second hand, partner of the fourth.
    target = irr.offender.partner
    if trick_no != irr.trick or any(p.seat is target for p in state.current):
        raise LawError(
            f"too late: {seat_name(target)} has played to trick {irr.trick} (law {irr.law})"
        )
    if option == WAIVE.code:
        return None
    return Call(target, CallKind(option), irr.law, trick_no, chooser, irregularity=index)


def apply_take_back(play: PlayContext, state: PlayState) -> None:
    """Law 24: the false lead and the cards played to it are taken back (the
    :class:`~whist.actions.TakeBackFalseLead` action)."""
    trick_no = len(state.tricks) + 1
    if state.false_lead is None or state.proper_leader is None:
        raise LawError(f"trick {trick_no}: there is no lead out of turn on the table (law 24)")
    for played in state.current:
        state.hands[played.seat].append(played.card)
    taken = " ".join(p.card.display for p in state.current)
    state.renounces = [r for r in state.renounces if r.trick != trick_no]
    state.calls = [c for c in state.calls if c.trick != trick_no or c.kind is CallKind.LEAD_SUIT]
    state.current = []
    state.leader = state.proper_leader
    index = state.false_lead
    state.false_lead = None
    state.proper_leader = None
    state.log.append(
        f"trick {trick_no}: the false lead is taken back ({taken}); not liable to be called "
        f"(laws 20 I, 24); {seat_name(state.leader)} leads"
    )
    state.irregularities[index] = replace(
        state.irregularities[index], note=state.irregularities[index].note + "; taken back"
    )


def apply_trick_seen(play: PlayContext, state: PlayState, seat: Seat) -> None:
    """Law 37: ``seat`` looked at a quitted trick (the
    :class:`~whist.actions.SeeQuittedTrick` action)."""
    trick_no = len(state.tricks) + 1
    require_open(state)
    if is_bishops(play):
        raise LawError("Dana's laws give no penalty for looking at a trick gathered in")
    if not state.tricks:
        raise LawError("no trick has been turned and quitted yet: law 37 does not apply")
    _add_suit_call(
        state,
        IrregularityKind.TRICK_SEEN,
        "37",
        seat,
        trick_no,
        "the same penalty as a lead out of turn: a",
        " (law 24, (i))",
    )
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} looks at a trick turned and quitted (law 37)"
    )

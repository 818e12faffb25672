"""Calling attention to the trick: law 35.

Attention called before the partner has played lets the last adversary to play require
the partner's highest or lowest of the suit led, or to trump or not to trump; Dana's
Bishops laws give no penalty.
"""

from __future__ import annotations

from whist.errors import LawError
from whist.laws.irregularities import (
    HIGHEST_OR_LOWEST,
    Irregularity,
    IrregularityKind,
)
from whist.play_state import (
    PlayContext,
    PlayState,
    add_irregularity,
    is_bishops,
    require_open,
    seat_name,
)
from whist.seats import Seat


def apply_attention(play: PlayContext, state: PlayState, seat: Seat) -> None:
    """Law 35: ``seat`` called attention to the trick before his partner played (the
    :class:`~whist.actions.CallAttention` action)."""
    trick_no = len(state.tricks) + 1
    require_open(state)
    partner = seat.partner
    if len(state.current) == 4 or any(p.seat is partner for p in state.current):
        raise LawError(
            f"trick {trick_no}: {seat_name(partner)} has played to the trick; law 35 applies "
            "only to attention called before the partner plays"
        )
    if is_bishops(play):
        raise LawError("Dana's laws give no penalty for calling attention to the trick")
    order = [state.leader.rotated(i) for i in range(4)]
    last_adversary = max((seat.left, seat.right), key=order.index)
    bites = bool(state.current) or partner is not state.leader
    add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.ATTENTION_CALLED,
            law="35",
            offender=seat,
            trick=trick_no,
            options=HIGHEST_OR_LOWEST if bites else (),
            chooser=(last_adversary,),
            lapsed=""
            if bites
            else (
                f"there is no right to call on {seat_name(partner)} for his highest or lowest: "
                "he is to lead, so there is no suit led, law 35"
            ),
            note=(
                f"{seat_name(last_adversary)} (last adversary to play) may require "
                f"{seat_name(partner)} to play his highest or lowest of the suit led, or if he "
                "has none to trump or not to trump"
            ),
        ),
    )
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} calls attention to the trick before "
        f"{seat_name(partner)} played (law 35)"
    )

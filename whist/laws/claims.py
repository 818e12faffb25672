"""Claiming the rest of the tricks: laws 27 and 36.

A claim admitted establishes the result (law 27: the cards still held fall to the
claimed tricks); a claim contested lays the claimant's partner's cards on the table,
liable to be called (law 36; in Bishops whist an exposed hand, Dana, "Exposed cards").
"""

from __future__ import annotations

from dataclasses import replace

from whist.errors import LawError
from whist.laws.irregularities import (
    Irregularity,
    IrregularityKind,
)
from whist.laws.liable import bishops_exposed
from whist.play_state import (
    TRICKS_PER_DEAL,
    PlayContext,
    PlayState,
    add_irregularity,
    add_irregularity_without_choice,
    add_liable,
    is_bishops,
    lapse_rights,
    require_open,
    seat_name,
)
from whist.seats import SEATS, Seat
from whist.tricks import PlayedCard, TrickRecord


def apply_claim_rest(
    play: PlayContext, state: PlayState, claimant: Seat, tricks: int, accepted: bool
) -> None:
    """Laws 27, 36: ``claimant`` claims ``tricks`` of those still to play, admitted or
    contested (the :class:`~whist.actions.ClaimRest` action)."""
    require_open(state)
    trick_no = len(state.tricks) + 1
    remaining = TRICKS_PER_DEAL - len(state.tricks)
    if not 0 <= tricks <= remaining:
        raise LawError(
            f"{seat_name(claimant)} claims {tricks} tricks but only {remaining} remain to play"
        )
    if accepted and is_bishops(play) and tricks not in (0, remaining):
        raise LawError(
            "Bishops whist: a claim must be of all the rest (or none): the bishops still out "
            "score for the side that takes them, and a part claim cannot say which"
        )
    if state.false_lead is not None:
        raise LawError(f"trick {trick_no}: settle the lead out of turn first (law 24)")
    if accepted:
        side = claimant.side
        state.claimed = {side: tricks, side.other: remaining - tricks}
        state.claimant = claimant
        for i, r in enumerate(state.renounces):
            if r.trick == trick_no and not r.corrected and not r.established:
                state.renounces[i] = replace(r, established=True)
        lapse_rights(state, "the rest of the tricks were claimed and admitted", "27")
        add_irregularity_without_choice(
            state,
            kind=IrregularityKind.CLAIM,
            law="27",
            offender=claimant,
            trick=trick_no,
            note=(
                f"{side} {tricks}, {side.other} {remaining - tricks} of the last "
                f"{remaining} tricks, as claimed and admitted; a revoke found still "
                "carries its penalty"
            ),
        )
        state.log.append(
            f"trick {trick_no}: {seat_name(claimant)} claims {tricks} of the remaining "
            f"{remaining} tricks; admitted: the result is established (law 27)"
        )
        return
    partner = claimant.partner
    if is_bishops(play):
        bishops_exposed(state, partner, None, trick_no, "hand laid on the table after a claim")
        state.log.append(f"trick {trick_no}: the claim is contested; play goes on")
        return
    index = add_irregularity(
        state,
        Irregularity(
            kind=IrregularityKind.CLAIM,
            law="36",
            offender=claimant,
            trick=trick_no,
            options=(),
            chooser=(partner.right,),
            note=(
                f"claim contested: {seat_name(partner)}'s cards are laid on the table, liable "
                f"to be called by {seat_name(partner.right)} ((h)); play goes on"
            ),
        ),
    )
    for card in list(state.hands[partner]):
        if card not in state.liable.get(partner, []):
            add_liable(state, partner, card, index)
    state.log.append(
        f"trick {trick_no}: {seat_name(claimant)} claims {tricks} tricks; contested: "
        f"{seat_name(partner)}'s cards are laid on the table, liable to be called (law 36)"
    )


def claimed_tricks(state: PlayState) -> list[TrickRecord]:
    """Law 27: the tricks claimed and admitted, as records the game can score. The cards
    still held (and on the table) fall to them in seat order: which card lies in which
    claimed trick is unknown, but every card is in one, so a claim of all the rest gives
    the claimants every bishop still out (Bishops whist)."""
    if state.claimed is None or state.claimant is None:
        return []
    pools = {s: list(state.hands[s]) for s in SEATS}
    for played in state.current:
        pools[played.seat].insert(0, played.card)
    start = len(state.tricks)
    winners = [state.claimant] * state.claimed[state.claimant.side]
    winners += [state.claimant.left] * state.claimed[state.claimant.side.other]
    records = []
    for i, winner in enumerate(winners):
        cards = tuple(PlayedCard(s, pools[s][i]) for s in SEATS if i < len(pools[s]))
        records.append(TrickRecord(start + i + 1, winner, cards, winner))
    return records

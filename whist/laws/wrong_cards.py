"""A wrong number of cards, a wrong trump turned: the Laws of Duplicate Whist (e) I-III,
and for Bishops whist Dana, "The deal".

The outcome (new deal, sent back, passed on) is :mod:`whist.laws.hands`'; recording it
makes the play at this table void.
"""

from __future__ import annotations

from whist.cards import Card
from whist.errors import LawError
from whist.laws.hands import Found, HandsOutcome, wrong_number_of_cards, wrong_trump_turned
from whist.laws.irregularities import (
    IrregularityKind,
)
from whist.play_state import (
    PlayContext,
    PlayState,
    add_irregularity_without_choice,
    is_bishops,
    lapse_rights,
)
from whist.seats import Seat


def apply_wrong_cards(
    play: PlayContext,
    state: PlayState,
    found: Found,
    tables: int,
    short: Seat | None,
    long: Seat | None,
) -> None:
    """(e) I-III; Dana, "The deal": a wrong number of cards found (the
    :class:`~whist.actions.RecordWrongCards` action)."""
    trick_no = len(state.tricks) + 1
    if is_bishops(play):
        if found is not Found.ORIGINAL_PLAY or state.tricks:
            raise LawError(
                "Bishops whist (Dana, The deal): a wrong number of cards means a new deal by "
                "the same dealer only if found before the first trick is gathered in; the "
                "book gives no rule after that"
            )
        outcome = HandsOutcome(
            wrong_number_of_cards(found, tables).kind,
            "Dana, The deal",
            "more or less than thirteen cards found before the first trick was gathered: "
            "new deal by the same dealer",
        )
    else:
        outcome = wrong_number_of_cards(found, tables, short, long)
    state.outcome = outcome
    lapse_rights(state, f"the deal was found void ({outcome.description})", outcome.law)
    seat = short or long or play.dealer
    add_irregularity_without_choice(
        state,
        kind=IrregularityKind.WRONG_NUMBER_OF_CARDS,
        law=outcome.law,
        offender=seat,
        trick=trick_no,
        note=outcome.description,
    )
    state.log.append(f"wrong number of cards ({outcome.law}): {outcome.description}")


def apply_wrong_trump(
    play: PlayContext, state: PlayState, turned: Card, at_fault: Seat, tables: int
) -> None:
    """(e) III: a wrong trump turned in the overplay (the
    :class:`~whist.actions.RecordWrongTrump` action)."""
    trick_no = len(state.tricks) + 1
    if is_bishops(play):
        raise LawError("Bishops whist is not overplayed: (e) III does not apply")
    recorded = state.trump.card
    if recorded is None:
        raise LawError("this deal has no trump card on its slip: (e) III does not apply")
    if turned == recorded:
        raise LawError(
            f"{turned.display} is the card on the trump slip: there is no irregularity ((e) III)"
        )
    outcome = wrong_trump_turned(tables, at_fault)
    state.outcome = outcome
    lapse_rights(state, f"the deal was found void ({outcome.description})", outcome.law)
    add_irregularity_without_choice(
        state,
        kind=IrregularityKind.WRONG_TRUMP_TURNED,
        law=outcome.law,
        offender=at_fault,
        trick=trick_no,
        card=turned,
        note=f"slip {recorded.display}, turned {turned.display}: {outcome.description}",
    )
    state.log.append(f"wrong trump turned ({outcome.law}): {outcome.description}")

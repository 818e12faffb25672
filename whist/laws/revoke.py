"""The renounce and the revoke: laws 28-32 and the Laws of Duplicate Whist (g).

A renounce in error may be corrected before its trick is turned and quitted (law 28),
the card taken back liable to be called and later players free to withdraw theirs
(law 29; in Bishops whist an exposed card, Dana, "Exposed cards" III); the partner's
question establishes the revoke ((g)); an adversary claims it (laws 30, 32, and 38 for
a call not complied with) until the score is recorded ((g)).
"""

from __future__ import annotations

from dataclasses import replace

from whist.cards import Card
from whist.errors import IllegalPlayError, LawError
from whist.laws.irregularities import (
    Irregularity,
    IrregularityKind,
)
from whist.play_state import (
    TRICKS_PER_DEAL,
    PlayContext,
    PlayState,
    Renounce,
    add_irregularity,
    add_irregularity_without_choice,
    add_liable,
    holds,
    is_bishops,
    seat_name,
)
from whist.seats import Seat
from whist.tricks import PenaltyKind, PlayedCard, ScorePenalty


def apply_correction(play: PlayContext, state: PlayState, seat: Seat, card: Card) -> None:
    """Laws 28, 29: ``seat`` corrects his renounce in error with ``card`` (the
    :class:`~whist.actions.CorrectRenounce` action)."""
    trick_no = len(state.tricks) + 1
    index = next(
        (
            i
            for i, r in enumerate(state.renounces)
            if r.seat is seat and r.trick == trick_no and not r.corrected and r.law == "28"
        ),
        None,
    )
    if index is None:
        raise LawError(
            f"trick {trick_no}: {seat_name(seat)} has no renounce to correct in this trick; a "
            "renounce can be corrected only before its trick is turned and quitted, and "
            "before he or his partner has played to the following trick (law 28)"
        )
    renounce = state.renounces[index]
    if renounce.established:
        raise LawError(
            f"trick {trick_no}: {seat_name(seat.partner)} asked {seat_name(seat)} whether he "
            "has none of the suit renounced: the revoke is established and cannot be "
            "corrected (law 28, (g))"
        )
    position = next(i for i, p in enumerate(state.current) if p.seat is seat)
    wrong = state.current[position].card
    hand = state.hands[seat]
    if card == wrong or not holds(state, seat, card):
        raise LawError(
            f"{seat_name(seat)} must correct with a card of {renounce.led.name.lower()} "
            "that he holds"
        )
    hand.append(wrong)
    if card not in play.game.lawful_plays(
        hand, state.current[:position], state.trump.suit, trick_no
    ):
        raise LawError(
            f"{card.display} is still a renounce: {seat_name(seat)} must follow "
            f"{renounce.led.name.lower()}"
        )
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    state.renounces[index] = replace(renounce, corrected=True)
    if is_bishops(play):
        # Dana, "Exposed cards" III: a card played by mistake and taken back into the hand
        # before the trick is gathered in; two points lost.
        state.penalties.append(ScorePenalty(PenaltyKind.EXPOSED_CARD, seat.side, trick_no, seat))
        note = f"{wrong.display} is an exposed card: two points lost (Dana, Exposed cards III, V)"
        add_irregularity_without_choice(
            state,
            kind=IrregularityKind.RENOUNCE_CORRECTED,
            law="Dana, The revoke; Exposed cards III",
            offender=seat,
            trick=trick_no,
            card=wrong,
            note=note,
        )
    else:
        # Law 29: the card is liable to be called, by the right-hand adversary alone ((h)).
        note = f"{wrong.display} is liable to be called; players after may withdraw their cards"
        index = add_irregularity(
            state,
            Irregularity(
                kind=IrregularityKind.RENOUNCE_CORRECTED,
                law="28, 29",
                offender=seat,
                trick=trick_no,
                options=(),
                chooser=(seat.right,),
                card=wrong,
                note=note,
            ),
        )
        add_liable(state, seat, wrong, index)
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} corrects the renounce, plays {card.display}; {note}"
    )


def apply_withdrawal(play: PlayContext, state: PlayState, seat: Seat, card: Card) -> None:
    """Law 29: ``seat``, who played after a corrected renounce, substitutes ``card`` (the
    :class:`~whist.actions.WithdrawCard` action)."""
    trick_no = len(state.tricks) + 1
    corrected = [r for r in state.renounces if r.trick == trick_no and r.corrected]
    if not corrected:
        raise LawError(
            f"trick {trick_no}: no renounce was corrected, so no card may be withdrawn (law 29)"
        )
    order = [p.seat for p in state.current]
    if seat not in order or order.index(seat) <= order.index(corrected[-1].seat):
        raise LawError(
            f"trick {trick_no}: only a player who played after the corrected renounce may "
            f"withdraw a card (law 29); {seat_name(seat)} did not"
        )
    position = order.index(seat)
    old = state.current[position].card
    hand = state.hands[seat]
    if card == old or card not in hand:
        raise IllegalPlayError(f"trick {trick_no}: {seat_name(seat)} does not hold {card.display}")
    hand.append(old)
    hand.remove(card)
    state.current[position] = PlayedCard(seat, card)
    # A renounce of the withdrawn card is gone with it; the new card is judged afresh.
    state.renounces = [r for r in state.renounces if not (r.seat is seat and r.trick == trick_no)]
    lawful = play.game.lawful_plays(
        [*hand, card], state.current[:position], state.trump.suit, trick_no
    )
    if card not in lawful:
        led = state.current[0].card.suit
        assert led is not None
        state.renounces.append(Renounce(seat, trick_no, card, led))
    state.log.append(
        f"trick {trick_no}: {seat_name(seat)} withdraws {old.display} and plays {card.display} "
        "(law 29: not liable to be called)"
    )


def apply_claim_revoke(
    play: PlayContext, state: PlayState, claimant: Seat, offender: Seat, trick: int
) -> None:
    """Laws 30, 32, 38, (g): ``claimant`` claims a revoke of ``offender`` in ``trick`` (the
    :class:`~whist.actions.ClaimRevoke` action)."""
    if not claimant.is_adversary_of(offender):
        raise LawError(
            f"{seat_name(claimant)} cannot claim a revoke against a partner: only the "
            "adversaries of the revoking player may (law 32)"
        )
    for i, r in enumerate(state.renounces):
        if r.seat is offender and r.trick == trick and not r.corrected:
            if r.claimed:
                raise LawError(
                    f"the revoke of {seat_name(offender)} in trick {trick} is already claimed"
                )
            if not r.established:
                raise LawError(
                    f"{seat_name(offender)}'s renounce in trick {trick} can still be corrected "
                    "(the trick is not turned and quitted): it is not yet a revoke (law 28)"
                )
            state.renounces[i] = replace(r, claimed=True)
            state.penalties.append(ScorePenalty(PenaltyKind.REVOKE, offender.side, trick, offender))
            state.log.append(
                f"revoke claimed by {seat_name(claimant)}: {seat_name(offender)} in trick "
                f"{trick} (law {'38' if r.law == '38' else '30'})"
            )
            return
    raise LawError(
        f"no revoke by {seat_name(offender)} in trick {trick}: the claim fails; the tricks show "
        f"{_describe_trick(state, trick)}"
    )


def _describe_trick(state: PlayState, trick: int) -> str:
    """Trick number ``trick`` as seat:card pairs, for a failed revoke claim."""
    if 1 <= trick <= len(state.tricks):
        return " ".join(f"{p.seat.letter}:{p.card.display}" for p in state.tricks[trick - 1].cards)
    return "no such trick yet"


def apply_ask(play: PlayContext, state: PlayState, asker: Seat, asked: Seat) -> None:
    """(g), law 28: ``asker`` asks ``asked`` whether he has none of the suit (the
    :class:`~whist.actions.AskRenounce` action)."""
    trick_no = len(state.tricks) + 1
    if asker is asked:
        raise LawError(f"{seat_name(asker)} cannot ask himself whether he has the suit")
    if asked is asker.partner:
        for i, r in enumerate(state.renounces):
            if r.seat is asked and r.trick == trick_no and not r.corrected and not r.established:
                state.renounces[i] = replace(r, established=True)
                state.log.append(
                    f"trick {trick_no}: {seat_name(asker)} asks his partner whether he has none "
                    f"of {r.led.name.lower()}: the revoke is established ((g), law 28)"
                )
                return
    state.log.append(
        f"trick {trick_no}: {seat_name(asker)} asks {seat_name(asked)} whether he has none of "
        "the suit renounced"
    )


def apply_record_score(state: PlayState) -> None:
    """(g): the scores are recorded; after this no revoke may be claimed."""
    if state.recorded:
        raise LawError("the score of this deal is already recorded")
    if len(state.tricks) != TRICKS_PER_DEAL and state.claimed is None:
        raise LawError(
            f"only {len(state.tricks)} of 13 tricks are turned and quitted: finish the "
            "deal (or claim the rest) before recording the score"
        )
    state.recorded = True
    state.log.append("score recorded")

"""A board played at the kiosk with the irregularities the director must hear of: a lead
out of turn taken back (law 24), an exposed card (laws 20-22, (h)), a renounce that
becomes a revoke (law 28), a claim of the rest admitted (law 27) and the revoke claimed
at the end (law 30, (g)). Each action is sent to the tablet's API and applied to a local
engine (the mirror), so the test knows what the kiosk should hold."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dealer.event import Event
from whist import Card, Play, Seat
from whist.notation import encode_action
from whist.play import (
    Action,
    ClaimRest,
    ClaimRevoke,
    ExposeCard,
    PlayCard,
    QuitTrick,
    TakeBackFalseLead,
)

from .conftest import Tablet


@dataclass
class IrregularBoard:
    """What happened, for the assertions."""

    mirror: Play
    false_leader: Seat
    false_card: Card
    exposed: tuple[Seat, Card]
    offender: Seat
    revoke_trick: int
    claimant: Seat
    claim_trick: int


def send(tablet: Tablet, mirror: Play, action: Action) -> dict[str, Any]:
    """``action`` to the kiosk (refused: the test fails with the kiosk's message) and to
    the mirror."""
    response = tablet.post("action", {"action": encode_action(action)})
    assert response.status_code == 200, response.get_json()
    mirror.apply(action)
    state: dict[str, Any] = response.get_json()["state"]
    return state


def play_irregular_board(tablet: Tablet, event: Event, board: int) -> IrregularBoard:
    """The board above, to the claim and the revoke claim (not yet scored)."""
    b = next(x for x in event.boards if x.number == board)
    assert b.trump is not None
    mirror = Play.from_board(b)
    # Trick 1: the leader's left-hand adversary leads out of turn; the card is taken back.
    false_leader = mirror.to_play
    assert false_leader is not None
    false_leader = false_leader.left
    false_card = mirror.hand(false_leader)[0]
    send(tablet, mirror, PlayCard(false_leader, false_card))
    send(tablet, mirror, TakeBackFalseLead())
    # The proper leader's partner exposes a card (liable to be called; nobody calls it).
    leader = mirror.to_play
    assert leader is not None
    exposed = (leader.partner, mirror.hand(leader.partner)[-1])
    send(tablet, mirror, ExposeCard(*exposed))
    offender: tuple[Seat, int] | None = None
    while True:
        seat = mirror.to_play
        assert seat is not None
        lawful = mirror.lawful_plays()
        others = [c for c in mirror.hand(seat) if c not in lawful]
        if offender is None and others and mirror.current_trick and mirror.trick_number > 1:
            card = others[-1]
            offender = (seat, mirror.trick_number)
        else:
            card = lawful[-1]
        send(tablet, mirror, PlayCard(seat, card))
        if len(mirror.current_trick) == 4:
            send(tablet, mirror, QuitTrick())
            if offender is not None and mirror.trick_number > offender[1] + 1:
                break
    assert offender is not None, "no renounce was possible in this deal"
    claimant = mirror.to_play
    assert claimant is not None
    claim_trick = mirror.trick_number
    remaining = 13 - len(mirror.tricks)
    send(tablet, mirror, ClaimRest(claimant, remaining, True))
    revoker, trick = offender
    send(tablet, mirror, ClaimRevoke(revoker.left, revoker, trick))
    return IrregularBoard(
        mirror, false_leader, false_card, exposed, revoker, trick, claimant, claim_trick
    )

"""Calls: penalties that constrain a later lead or play, and how a play is judged
against them.

- Law 24: a suit called from the offender or his partner on their next lead.
- Laws 26 and 35: highest or lowest of the suit led; having none, trump or not trump.
- Law 22: the partner of a player who led a winning card and then led others without
  waiting may be called upon "to take the first trick".
- Laws 21 and (h): a card liable to be called, called by the right-hand adversary;
  (d): the highest or lowest trump of a player who named the trump card.

Law 38: "If a player is lawfully called upon to play the highest or lowest of a suit, or
to trump or not to trump a trick, or to lead a suit, and unnecessarily fails to comply,
he is liable to the same penalty as if he had revoked." A called card (law 21: "A player
must lead or play them when they are called, providing he can do so without revoking")
carries no such penalty: the engine refuses any other card; so too for law 22's call to
take the trick.
Law 39: a wrong penalty demanded (e.g. "highest" from a player who has none of the suit
led) cannot be enforced.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from whist.cards import Card, Suit
from whist.seats import Seat
from whist.tricks import PlayedCard


class CallKind(Enum):
    LEAD_SUIT = "lead-suit"
    HIGHEST = "highest"
    LOWEST = "lowest"
    TRUMP = "trump"
    NOT_TRUMP = "not-trump"
    CARD = "card"
    WIN = "take-trick"


class Verdict(Enum):
    """How a play answers a call."""

    COMPLIED = "complied"
    FAILED = "failed"
    """Law 38: the same penalty as a revoke."""
    REFUSED = "refused"
    """Law 21: a called card must be played; the engine refuses another."""
    NOT_ENFORCEABLE = "not-enforceable"
    """The call cannot bite: the player cannot comply (has none of the suit, would have
    to revoke) or a wrong penalty was demanded (law 39)."""


@dataclass(frozen=True, slots=True)
class Call:
    """A call on ``seat``'s play to trick ``trick`` (a lead when ``kind`` is LEAD_SUIT)."""

    seat: Seat
    kind: CallKind
    law: str
    trick: int
    caller: Seat
    suit: Suit | None = None
    card: Card | None = None
    irregularity: int | None = None

    def describe(self) -> str:
        who = self.seat.name.title()
        match self.kind:
            case CallKind.LEAD_SUIT:
                assert self.suit is not None
                return f"{who} must lead {self.suit.name.lower()} if he holds one"
            case CallKind.CARD:
                assert self.card is not None
                return f"{who} must play {self.card.display} if he can without revoking"
            case CallKind.WIN:
                return f"{who} must take the trick if he can"
            case CallKind.TRUMP | CallKind.NOT_TRUMP:
                return (
                    f"{who}, having none of the suit led, must {self.kind.value.replace('-', ' ')}"
                )
            case _:
                return f"{who} must play his {self.kind.value} card of the suit led"


def judge(
    call: Call,
    hand: Sequence[Card],
    trick: Sequence[PlayedCard],
    card: Card,
    trump: Suit | None,
    lawful: Sequence[Card],
    strength: Callable[[Card], int],
    winning: Sequence[Card] = (),
) -> Verdict:
    """How playing ``card`` from ``hand`` to ``trick`` answers ``call``.

    ``lawful`` are the cards the player may play without renouncing; ``strength`` orders
    cards of one suit (higher is better); ``winning`` are the lawful cards that would take
    the trick as it stands (for law 22).
    """
    if call.kind is CallKind.WIN:
        if not winning:
            return Verdict.NOT_ENFORCEABLE
        return Verdict.COMPLIED if card in winning else Verdict.REFUSED
    if call.kind is CallKind.LEAD_SUIT:
        if trick or not any(c.suit is call.suit for c in hand):
            return Verdict.NOT_ENFORCEABLE
        return Verdict.COMPLIED if card.suit is call.suit else Verdict.FAILED
    if call.kind is CallKind.CARD:
        if call.card not in hand or call.card not in lawful:
            return Verdict.NOT_ENFORCEABLE
        return Verdict.COMPLIED if card == call.card else Verdict.REFUSED
    if not trick:
        return Verdict.NOT_ENFORCEABLE
    led = trick[0].card.suit
    following = [c for c in hand if led is not None and c.suit is led]
    if call.kind in (CallKind.HIGHEST, CallKind.LOWEST):
        if not following:
            return Verdict.NOT_ENFORCEABLE
        pick = max if call.kind is CallKind.HIGHEST else min
        wanted = pick(following, key=strength)
        return (
            Verdict.COMPLIED
            if strength(card) == strength(wanted) and card.suit is led
            else (Verdict.FAILED)
        )
    if following or trump is None:
        return Verdict.NOT_ENFORCEABLE
    trumps = [c for c in hand if c.suit is trump]
    if call.kind is CallKind.TRUMP:
        if not trumps:
            return Verdict.NOT_ENFORCEABLE
        return Verdict.COMPLIED if card.suit is trump else Verdict.FAILED
    if len(trumps) == len(hand):
        return Verdict.NOT_ENFORCEABLE
    return Verdict.COMPLIED if card.suit is not trump else Verdict.FAILED

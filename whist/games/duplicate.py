"""Duplicate whist: the Laws of Whist (1893) as modified by the Laws of Duplicate Whist
(1897), seed 000."""

from __future__ import annotations

from collections.abc import Sequence

from whist.cards import Card, Suit
from whist.games.base import Game, Score
from whist.packs import STANDARD_PACK, STANDARD_RANKS
from whist.seats import Seat, Side
from whist.tricks import PenaltyKind, PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

_STRENGTH = {rank: len(STANDARD_RANKS) - i for i, rank in enumerate(STANDARD_RANKS)}
REVOKE_TRICKS = 2
"""Law 30: "The penalty for revoking is the transfer of two tricks from the revoking
side to their adversaries. It can be enforced for as many revokes as occur"."""


class DuplicateWhist(Game):
    """Whist with the standard pack: follow suit if you can; the highest card of the suit
    led wins unless trumped, the highest trump wins; every trick counts."""

    name = "duplicate-whist"
    title = "Duplicate Whist (Laws of 1897)"
    scores_tricks = True
    pack = STANDARD_PACK
    source = "seed 000, 'The Laws of Duplicate Whist' (1897)"

    def lawful_plays(
        self,
        hand: Sequence[Card],
        trick: Sequence[PlayedCard],
        trump: Suit | None,
        trick_number: int,
    ) -> tuple[Card, ...]:
        """Law 28: a player holding a card of the suit led must play one."""
        if not trick:
            return tuple(hand)
        led = trick[0].card.suit
        following = tuple(c for c in hand if c.suit is led)
        return following or tuple(hand)

    def trick_winner(
        self, trick: Sequence[PlayedCard], trump: Suit | None, trick_number: int
    ) -> int:
        led = trick[0].card.suit

        def strength(played: PlayedCard) -> tuple[int, int]:
            card = played.card
            if trump is not None and card.suit is trump:
                return (2, _STRENGTH[card.rank])
            if card.suit is led:
                return (1, _STRENGTH[card.rank])
            return (0, 0)

        return max(range(len(trick)), key=lambda i: strength(trick[i]))

    def score(
        self,
        tricks: Sequence[TrickRecord],
        penalties: Sequence[ScorePenalty],
        trump: TrumpRecord,
        dealer: Seat,
    ) -> Score:
        """Every trick taken is scored ((a)); each established, claimed revoke transfers two
        tricks (law 30). A side cannot give more tricks than it took: the transfer stops at
        nought (the law does not say; this is the only reading that keeps 13 tricks)."""
        taken = {side: sum(1 for t in tricks if t.winning_side is side) for side in Side}
        points = dict(taken)
        lines = [f"tricks taken: NS {taken[Side.NS]}, EW {taken[Side.EW]}"]
        for penalty in penalties:
            if penalty.kind is not PenaltyKind.REVOKE:
                continue
            moved = min(REVOKE_TRICKS, points[penalty.side])
            points[penalty.side] -= moved
            points[penalty.side.other] += moved
            lines.append(
                f"revoke by {penalty.seat.name.title()} in trick {penalty.trick}: "
                f"{moved} tricks from {penalty.side} to {penalty.side.other} (law 30)"
            )
        return Score(points=points, tricks=taken, lines=tuple(lines))

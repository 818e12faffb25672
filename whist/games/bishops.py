"""Bishops whist (A. T. Dana, *Bishops Whist*, Northfield, Vermont, 1899; seed 001).

Rules, with the book's headings:

- "The rank of the cards": castle-ace, king, queen, bishop, then the knight (as a ten),
  then 9 ... 2. The bishop of trumps is "the cardinal", always the fourth best trump.
- "The pipeless knight" 1: any knight ranks as a ten in any suit led except trumps; it
  has no rank in trumps, except in the thirteenth trick. 2: a knight can never be forced.
  3: you may not deny suit and play a knight, except in the knights revoke.
- "The knights revoke": holding no card of the suit led except the bishop, you may play
  a knight in lieu of the bishop, trumps not excepted; no penalty.
- "The pipeless knight", trick 2: when two knights fall on a trick, the *first* outranks.
- "The irregular trick": a knight led in tricks 1-12 calls for no suit; the cards then
  rank by grade (castle-ace, king, queen, bishop, knight, 9 ... 2) and not by suit,
  trumps excepted (trumps are superior), and "the *first* of those equal cards outranks
  those played after".
- "The knight's, or fortunes trick": in the thirteenth trick the *last* knight played
  outranks everything; with no knight on it the cards keep their usual rank. "The
  thirteenth trick is never the irregular trick even should a knight lead."
- Scoring ("Part Second. The Game", "Exposed cards", "The revoke"): each trick over six
  one point; each bishop among a side's tricks two points; a bishop cut for trump one
  point to the dealer's side; an exposed card costs its side two points, a revoke four.
  Game is 25 points.
"""

from __future__ import annotations

from collections.abc import Sequence

from whist.cards import Card, Rank, Suit
from whist.games.base import Game, Score
from whist.packs import BISHOPS_PACK
from whist.seats import Seat, Side
from whist.tricks import PenaltyKind, PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

#: grade of each rank: castle-ace 14 down to 2; the knight ranks as a ten.
GRADE: dict[Rank, int] = {
    Rank.ACE: 14,
    Rank.KING: 13,
    Rank.QUEEN: 12,
    Rank.BISHOP: 11,
    Rank.KNIGHT: 10,
    **{r: int(r.value) for r in Rank if r.value.isdigit()},
}
LAST_TRICK = 13
POINTS_PER_ODD_TRICK = 1
POINTS_PER_BISHOP = 2
POINTS_FOR_BISHOP_CUT = 1
EXPOSED_CARD_PENALTY = 2
REVOKE_PENALTY = 4
GAME_POINTS = 25


class BishopsWhist(Game):
    """Bishops whist: the Bishops pack, the knights revoke, the irregular and knight's
    tricks, and points for odd tricks and bishops."""

    name = "bishops-whist"
    title = "Bishops Whist (Dana, 1899)"
    source = "seed 001, 'Bishops Whist' (A. T. Dana, 1899)"
    pack = BISHOPS_PACK

    def lawful_plays(
        self,
        hand: Sequence[Card],
        trick: Sequence[PlayedCard],
        trump: Suit | None,
        trick_number: int,
    ) -> tuple[Card, ...]:
        """Follow suit if you can, except the knights revoke; a knight led calls for no
        suit (the irregular trick), nor does it in the thirteenth trick (one card left)."""
        if not trick:
            return tuple(hand)
        led = trick[0].card.suit
        if led is None:
            return tuple(hand)
        following = [c for c in hand if c.suit is led]
        if not following:
            return tuple(hand)
        if len(following) == 1 and following[0].is_bishop:
            knights = [c for c in hand if c.is_knight]
            return tuple(following + knights)
        return tuple(following)

    def is_knights_revoke(
        self, hand: Sequence[Card], trick: Sequence[PlayedCard], card: Card
    ) -> bool:
        """A knight played in lieu of the bishop, the only card held of the suit led."""
        if not trick or not card.is_knight or trick[0].card.suit is None:
            return False
        led = trick[0].card.suit
        following = [c for c in hand if c.suit is led]
        return len(following) == 1 and following[0].is_bishop

    def trick_winner(
        self, trick: Sequence[PlayedCard], trump: Suit | None, trick_number: int
    ) -> int:
        cards = [p.card for p in trick]
        if trick_number == LAST_TRICK:
            knights = [i for i, c in enumerate(cards) if c.is_knight]
            if knights:
                return knights[-1]
        trumps = [i for i, c in enumerate(cards) if trump is not None and c.suit is trump]
        if trumps:
            return max(trumps, key=lambda i: (GRADE[cards[i].rank], -i))
        led = cards[0]
        if led.is_knight and trick_number != LAST_TRICK:
            return max(range(len(cards)), key=lambda i: (GRADE[cards[i].rank], -i))
        contenders = [i for i, c in enumerate(cards) if c.suit is led.suit or c.is_knight]
        return max(contenders, key=lambda i: (GRADE[cards[i].rank], -i))

    def score(
        self,
        tricks: Sequence[TrickRecord],
        penalties: Sequence[ScorePenalty],
        trump: TrumpRecord,
        dealer: Seat,
    ) -> Score:
        taken = {side: sum(1 for t in tricks if t.winning_side is side) for side in Side}
        points = dict.fromkeys(Side, 0)
        lines: list[str] = []
        for side in Side:
            odd = max(0, taken[side] - 6)
            if odd:
                points[side] += odd * POINTS_PER_ODD_TRICK
                lines.append(f"{side}: {taken[side]} tricks, {odd} over six: {odd}")
        for trick in tricks:
            bishops = [p.card for p in trick.cards if p.card.is_bishop]
            for bishop in bishops:
                points[trick.winning_side] += POINTS_PER_BISHOP
                suit = bishop.suit.name.lower() if bishop.suit else "?"
                lines.append(
                    f"{trick.winning_side}: bishop of {suit} taken in trick {trick.number}: "
                    f"{POINTS_PER_BISHOP}"
                )
        if trump.is_bishop_cut:
            points[dealer.side] += POINTS_FOR_BISHOP_CUT
            lines.append(f"{dealer.side}: bishop cut by the dealer: {POINTS_FOR_BISHOP_CUT}")
        for penalty in penalties:
            amount = REVOKE_PENALTY if penalty.kind is PenaltyKind.REVOKE else EXPOSED_CARD_PENALTY
            points[penalty.side] -= amount
            lines.append(
                f"{penalty.side}: {penalty.kind.value} by {penalty.seat.name.title()} "
                f"(trick {penalty.trick}): -{amount}"
            )
        return Score(points=points, tricks=taken, lines=tuple(lines))

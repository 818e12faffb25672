"""Bridge Whist (seed 000, "Bridge Whist" and its "TABLE OF POINTS").

A full pack; no trump turned: the dealer (or his partner) declares a trump or *sans
atout*, the adversaries may double and the declarers re-double (:mod:`whist.declaration`);
the dealer's left leads, the dealer's partner lays his hand face up and the dealer plays
both (:class:`whist.bridge.BridgePlay`). "The play and lead is exactly as in Whist": the
cards are followed and win as in duplicate whist.

The Table of Points, as the table gives it and the rules under "Honors" state::

    WHEN TRUMPS ARE                              S    C    D    H
    Each trick above 6 counts                    2    4    6    8
    Three Honors in 2 partners' hands            4    8   12   16   (2x)
    Four Honors in 2 partners' hands             8   16   24   32   (4x)
    Five Honors in 2 partner's hands            10   20   30   40   (5x)
    Four Honors in 1 hand                       16   32   48   64   (8x)
    Five Honors (1 in partner's hand)           18   36   54   72   (9x)
    Chicane                                      4    8   12   16   (2x)
    WHEN THERE ARE NO TRUMPS: each trick above 6 counts 12; three Aces in 2 partners'
    hands 30, four Aces in 2 partners' hands 40, four Aces in 1 hand 100.
    Grand Slam 40, Little Slam 20.

Five honours in one hand are not in the table: "IV. Four or five Honors, held in one
hand, count double the above", the above being "five times the value of a trump trick":
ten times. Three honours in one hand are "any three Honors": twice (rule IV names four or
five only). Three aces in one hand are "any three Aces": thirty.

Readings chosen where the book is silent (the tests quote them):

- Tricks over six score for whichever side takes them (the side with seven or more),
  at the declared value times the doubling: "each trick over six taken in counts ...".
- Chicane: "If a player holds no trumps, his side scores for Chicane twice the value of
  a trump trick" -- each player void in trumps scores it for his side (two void partners
  score it twice). No chicane at *sans atout* (no trump suit). It is computed from the
  deal (the claim after the play presumed); a claim made before all the cards are played
  forfeits that player's chicane ("it can not be scored").
- The revoke: "the transfer of three tricks to the opposing side ... At least one trick
  must be left to the revoking side": three tricks move, fewer when the revoking side
  has fewer than four (it keeps one; with none it gives none). "Tricks taken for a revoke
  do not count for Slams": a slam counts the tricks a side took in play and kept.
  The cap "up to twenty-eight" is the rubber's (:meth:`HandScore.toward_game`); a deal
  scored alone (duplicate) starts from nought, so its revoking side's trick points stop
  at 28.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from whist.cards import Card, Rank, Suit
from whist.deal import Deal
from whist.declaration import Declaration, strain_name
from whist.errors import LawError
from whist.games.base import Score
from whist.games.duplicate import DuplicateWhist
from whist.seats import SEATS, Seat, Side
from whist.tricks import PenaltyKind, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord

BOOK = 6
GAME = 30
"""'Each game consists of thirty points, scored from points made by taking in tricks only.'"""
REVOKE_CAP = 28
"""'score all they make up to twenty-eight, or within two points of going out'."""
RUBBER_BONUS = 100
REVOKE_TRICKS = 3
GRAND_SLAM = 40
LITTLE_SLAM = 20
TRICK_VALUE: dict[Suit | None, int] = {
    Suit.SPADES: 2,
    Suit.CLUBS: 4,
    Suit.DIAMONDS: 6,
    Suit.HEARTS: 8,
    None: 12,
}
"""'If Spades are named as trump, each trick over six taken in counts two points; if Clubs,
four points; if Diamonds, six points; if Hearts, eight points. If the hand is played *sans
atout*, each trick over six taken in counts twelve points.'"""
HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
"""'The Honors consist of Ace, King, Queen, Jack and Ten of the trump suit. When there is
no trump, they consist of the four Aces.'"""
ACES_CONJOINT = {3: 30, 4: 40}
ACES_IN_ONE_HAND = 100


def honour_multiple(conjoint: int, most_in_one_hand: int) -> int:
    """Times a trump trick's value a side scores holding ``conjoint`` of the five honours,
    ``most_in_one_hand`` of them in one hand (0 below three honours).

    >>> [honour_multiple(n, k) for n, k in [(3, 1), (4, 2), (5, 3), (4, 4), (5, 4), (5, 5)]]
    [2, 4, 5, 8, 9, 10]
    """
    if conjoint == 5:
        # III: "four being held in one hand and the fifth in partner's hand, score four and
        # one-half times"; IV: "Four or five Honors, held in one hand, count double".
        return {5: 10, 4: 9}.get(most_in_one_hand, 5)
    if conjoint == 4:
        return 8 if most_in_one_hand == 4 else 4
    if conjoint == 3:
        return 2
    return 0


@dataclass(frozen=True, slots=True)
class SidePoints:
    """One side's points for a hand, kept apart as the book keeps them: trick points (the
    only ones toward game) and honours, chicane and slam (never doubled)."""

    tricks: int = 0
    honours: int = 0
    chicane: int = 0
    slam: int = 0

    @property
    def total(self) -> int:
        return self.tricks + self.honours + self.chicane + self.slam

    @property
    def above(self) -> int:
        """Honours, chicane and slam: "kept until the end of the Rubber"."""
        return self.honours + self.chicane + self.slam

    def as_json(self) -> dict[str, int]:
        return {
            "tricks": self.tricks,
            "honours": self.honours,
            "chicane": self.chicane,
            "slam": self.slam,
            "total": self.total,
        }


@dataclass(frozen=True)
class HandScore:
    """A hand's score: tricks taken in play and counted after revokes, each side's points
    (trick points as made, before the revoke cap), the revoking sides, line by line."""

    declaration: Declaration
    taken: dict[Side, int]
    counted: dict[Side, int]
    points: dict[Side, SidePoints]
    revoking: frozenset[Side] = frozenset()
    lines: tuple[str, ...] = field(default=())

    def toward_game(self, side: Side, below: int = 0) -> int:
        """The trick points ``side`` scores toward the game it stands at ``below`` in: all
        of them, or for a revoking side "all they make up to twenty-eight"."""
        made = self.points[side].tricks
        if side in self.revoking:
            return max(0, min(made, REVOKE_CAP - below))
        return made

    def alone(self) -> dict[Side, SidePoints]:
        """The points of the hand scored by itself (duplicate): the revoke cap from nought."""
        return {
            side: SidePoints(self.toward_game(side), pts.honours, pts.chicane, pts.slam)
            for side, pts in self.points.items()
        }

    def totals(self) -> dict[Side, int]:
        """Each side's total for the hand scored by itself (duplicate)."""
        return {side: pts.total for side, pts in self.alone().items()}

    def as_json(self) -> dict[str, dict[str, int]]:
        """``{"NS": {"tricks", "honours", "chicane", "slam", "total"}, "EW": {...}}``."""
        return {str(side): pts.as_json() for side, pts in self.alone().items()}


def honours(deal: Deal, suit: Suit | None) -> tuple[Side | None, int, str]:
    """The side scoring honours, its points and why (seed 000, "Honors"): "honours go to
    the side that holds them", whichever declared."""
    if suit is None:
        aces = [deal.holder(Card(Rank.ACE, s)) for s in Suit]
        for side in Side:
            mine = [seat for seat in aces if seat.side is side]
            if len(mine) == 4 and len(set(mine)) == 1:
                return side, ACES_IN_ONE_HAND, f"four aces in {mine[0].name.title()}'s hand"
            if len(mine) in ACES_CONJOINT:
                return side, ACES_CONJOINT[len(mine)], f"{len(mine)} aces"
        return None, 0, "no side holds three aces"
    holders = [deal.holder(Card(rank, suit)) for rank in HONOUR_RANKS]
    value = TRICK_VALUE[suit]
    for side in Side:
        mine = [seat for seat in holders if seat.side is side]
        most = max((mine.count(seat) for seat in side.seats), default=0)
        times = honour_multiple(len(mine), most)
        if times:
            where = f", {most} in one hand" if most >= 4 else ""
            return side, times * value, f"{len(mine)} honours{where}: {times} x {value}"
    return None, 0, "no side holds three honours"


def chicane(deal: Deal, suit: Suit | None, forfeited: Iterable[Seat] = ()) -> dict[Side, int]:
    """Chicane per side: twice a trump trick's value for each player holding no trumps,
    unless he claimed it before the hand was played out."""
    out = dict.fromkeys(Side, 0)
    if suit is None:
        return out
    lost = set(forfeited)
    for seat in SEATS:
        if seat not in lost and not any(c.suit is suit for c in deal.hand(seat)):
            out[seat.side] += 2 * TRICK_VALUE[suit]
    return out


def revoke_transfers(
    taken: dict[Side, int], penalties: Sequence[ScorePenalty]
) -> tuple[dict[Side, int], dict[Side, int], list[str]]:
    """Tricks counted after each revoke's transfer, and tricks each side gave away."""
    counted = dict(taken)
    given = dict.fromkeys(Side, 0)
    lines = []
    for penalty in penalties:
        if penalty.kind is not PenaltyKind.REVOKE:
            continue
        side = penalty.side
        moved = max(0, min(REVOKE_TRICKS, counted[side] - 1))
        counted[side] -= moved
        counted[side.other] += moved
        given[side] += moved
        lines.append(
            f"revoke by {penalty.seat.name.title()} in trick {penalty.trick}: {moved} tricks "
            f"from {side} to {side.other} (at least one left to the revoking side)"
        )
    return counted, given, lines


def score_hand(
    deal: Deal,
    declaration: Declaration,
    tricks: Sequence[TrickRecord],
    penalties: Sequence[ScorePenalty] = (),
    *,
    claimed: dict[Side, int] | None = None,
    chicane_forfeited: Iterable[Seat] = (),
) -> HandScore:
    """A hand of Bridge Whist scored by the Table of Points, honours and chicane from the
    deal."""
    taken = {side: sum(1 for t in tricks if t.winning_side is side) for side in Side}
    for side, n in (claimed or {}).items():
        taken[side] += n
    honour_side, honour_points, why = honours(deal, declaration.suit)
    held = {side: honour_points if side is honour_side else 0 for side in Side}
    return score_counts(
        declaration,
        taken,
        penalties,
        honours=held,
        chicane=chicane(deal, declaration.suit, chicane_forfeited),
        why=why,
    )


def honour_values(suit: Suit | None) -> tuple[int, ...]:
    """The honours a side can score in ``suit`` (``None``: *sans atout*), as the Table of
    Points gives them (0: none).

    >>> honour_values(Suit.SPADES), honour_values(None)
    ((0, 4, 8, 10, 16, 18, 20), (0, 30, 40, 100))
    """
    if suit is None:
        return (0, *ACES_CONJOINT.values(), ACES_IN_ONE_HAND)
    return tuple(sorted({0, *(times * TRICK_VALUE[suit] for times in (2, 4, 5, 8, 9, 10))}))


def score_counts(
    declaration: Declaration,
    taken: dict[Side, int],
    penalties: Sequence[ScorePenalty] = (),
    *,
    honours: dict[Side, int],
    chicane: dict[Side, int],
    why: str = "as entered",
) -> HandScore:
    """A hand scored from the tricks each side took in play, the revokes, and the
    honours and chicane per side -- computed from the deal (:func:`score_hand`) or
    entered at the table, checked against the Table of Points."""
    if sum(taken.values()) > 13 or any(n < 0 for n in taken.values()):
        # Fewer than thirteen: a hand scored as far as it is played.
        raise LawError(f"the tricks taken {dict(taken)} are more than the thirteen of a hand")
    allowed = honour_values(declaration.suit)
    strain = strain_name(declaration.suit)
    for side in Side:
        if honours.get(side, 0) not in allowed:
            raise LawError(
                f"{side} honours {honours[side]} at {strain}: the Table of Points gives "
                f"{', '.join(map(str, allowed))}"
            )
    if all(honours.get(side, 0) for side in Side):
        raise LawError("only one side can hold three honours (or three aces)")
    step = 0 if declaration.suit is None else 2 * TRICK_VALUE[declaration.suit]
    for side in Side:
        entered = chicane.get(side, 0)
        if entered not in ((0,) if not step else (0, step, 2 * step)):
            raise LawError(
                f"{side} chicane {entered} at {strain}: twice a trick's value for each player "
                f"void in trumps ({', '.join(map(str, (0, step, 2 * step)))})"
                if step
                else f"{side} chicane {entered}: there is no chicane at sans atout"
            )
    counted, given, lines = revoke_transfers(taken, penalties)
    value = TRICK_VALUE[declaration.suit]
    revoking = frozenset(p.side for p in penalties if p.kind is PenaltyKind.REVOKE)
    points: dict[Side, SidePoints] = {}
    lines.insert(
        0, f"{declaration.describe()}; tricks NS {counted[Side.NS]}, EW {counted[Side.EW]}"
    )
    for side in Side:
        odd = max(0, counted[side] - BOOK)
        trick_points = odd * value * declaration.multiplier
        kept = taken[side] - given[side]
        slam = GRAND_SLAM if kept == 13 else LITTLE_SLAM if kept == 12 else 0
        hon = honours.get(side, 0)
        chic = chicane.get(side, 0)
        points[side] = SidePoints(trick_points, hon, chic, slam)
        if odd:
            lines.append(
                f"{side}: {odd} tricks over six x {value} x {declaration.multiplier} = "
                f"{trick_points}"
            )
        if hon:
            lines.append(f"{side}: honours {hon} ({why})")
        if chic:
            lines.append(f"{side}: chicane {chic}")
        if slam:
            lines.append(f"{side}: {'grand' if slam == GRAND_SLAM else 'little'} slam {slam}")
    for side in revoking:
        lines.append(
            f"{side} revoked: cannot win the game this hand; trick points up to {REVOKE_CAP}"
        )
    return HandScore(declaration, taken, counted, points, revoking, tuple(lines))


class BridgeWhist(DuplicateWhist):
    """Bridge Whist: the cards are followed and win "exactly as in Whist"; the trump is
    declared, and the score is points by the Table of Points."""

    name = "bridge-whist"
    title = "Bridge Whist (seed 000)"
    source = "seed 000, 'Bridge Whist'"
    scores_tricks = False
    declares_trump = True

    def score(
        self,
        tricks: Sequence[TrickRecord],
        penalties: Sequence[ScorePenalty],
        trump: TrumpRecord,
        dealer: Seat,
    ) -> Score:
        """Trick points only, undoubled (the game's contract knows no declaration); the
        whole hand's score is :meth:`whist.bridge.BridgePlay.score`, or
        :func:`score_hand`."""
        taken = {side: sum(1 for t in tricks if t.winning_side is side) for side in Side}
        counted, _, lines = revoke_transfers(taken, penalties)
        value = TRICK_VALUE[trump.suit]
        points = {side: max(0, counted[side] - BOOK) * value for side in Side}
        lines.insert(0, f"{strain_name(trump.suit)}: tricks over six x {value}")
        return Score(points=points, tricks=taken, lines=tuple(lines))

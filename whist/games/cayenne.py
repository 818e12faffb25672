"""Cayenne Whist, or Manteuffel (seed 000, "Cayenne Whist").

- "Use two full packs of 52 cards. Deal 13 cards ... to each player, from one of the
  packs. The dealer's partner then shuffles the extra pack, and the player at dealer's
  left cuts it, turning up the card cut—called the Cayenne card." "The dealer may now
  declare any suit trump that he desires; or to play the Grand Game (without any
  trump), or to play Nullo ... he may pass the option to his partner, who must decide."
- Multipliers: trump "of the same suit as the Cayenne card ... counts four points, and
  the value of Honors is multiplied by four"; "the next suit (same color) ... three";
  "Cayenne card is red, and *Clubs* ... or black, and *Hearts* ... two"; "red, and
  *Spades* ... or black, and *Diamonds* ... one point". Grand: "Each trick taken in over
  six counts eight points. There are no Honors." Nullo: "each trick over six taken in
  by one side counts the opposing side eight points. There are no Honors." "In Nulló,
  the Ace of each suit ranks lower than the Deuce ... unless the player holding it
  desires it to rank above the King."
- Honours: "The Ace, King, Queen, Jack and 10 of trumps ... three Honors ... two
  points; four Honors, four points; five Honors, six points."
- "The penalty for revoke is the scoring of the value of three tricks (according to
  what suit is trump) by the adversaries. The revoking side can not score a game that
  hand, but they can play the hand out and score all they win up to nine." Order:
  "1st—Revoke penalties; 2d—Points for tricks taken in; 3d—Honors."
- "Each game consists of ten points, and the Rubber is scored for the side who first
  makes four games"; a game is worth "four scoring points" if won "before adversaries
  make a single point", three "before adversaries make four points", two when they have
  "four or more points, but less than seven", one at "seven, eight or nine points". "The
  winners of the Rubber score eight scoring points".
- "more than one game can be counted in a single hand, and ... all odd points left over
  are counted toward the next game. If one side scores, however, and the other side has
  any odd points left over from the previous hand, these odd points are wiped out" —
  but "these odd points must first be considered as to their effect on the score".
- "Neither side can score a game on Honors *alone*. They can count for Honors up to
  nine points, provided opponents do not score ten or more by tricks. If, however, they
  win one or more tricks, they can score all points made for Honors."
- Slams: "Grand Slam ... six scoring points ... Little Slam ... four scoring points
  ... In Nullo, Grand Slam is scored by *not* taking in a trick, and Little Slam by
  taking in only one trick."

Readings chosen: points are scored in the book's order (penalties, tricks, honours),
each item valued against the adversaries' points at that moment (the book's second
hand gives the same 2 and 4 either way); "win one or more tricks" means tricks over
the book; "ten or more by tricks" is this hand's trick points; the points left over
when a rubber is won are not carried into the next rubber; the slams are added to the
scoring points of the rubber in play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from whist.cards import Card, Rank, Suit
from whist.errors import NotationError
from whist.games.social import (
    DealRule,
    Record,
    Sheet,
    Sides,
    SocialGame,
    TallyError,
    pair,
    player_of,
    quantity,
)

GAME_POINTS = 10
GAMES_FOR_RUBBER = 4
RUBBER_POINTS = 8
GRAND_TRICK = 8
NULLO_TRICK = 8
HONOUR_POINTS = {3: 2, 4: 4, 5: 6}
GRAND_SLAM = 6
LITTLE_SLAM = 4
REVOKE_TRICKS = 3
GRAND = "grand"
NULLO = "nullo"
#: the declarations without a trump as the book names them, for the sheet's lines
DECLARATION_TITLES = {GRAND: "Grand Game", NULLO: "Nullo"}
_RED = (Suit.HEARTS, Suit.DIAMONDS)
_NEXT = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}


def multiplier(trump: Suit, cayenne: Suit) -> int:
    """What a trick over six and the honours are multiplied by.

    >>> multiplier(Suit.CLUBS, Suit.SPADES)
    3
    """
    if trump is cayenne:
        return 4
    if trump is _NEXT[cayenne]:
        return 3
    red = cayenne in _RED
    if trump is (Suit.CLUBS if red else Suit.HEARTS):
        return 2
    return 1


def game_value(adversaries: int) -> int:
    """Scoring points of a game won with the adversaries at ``adversaries`` points."""
    if adversaries == 0:
        return 4
    if adversaries < 4:
        return 3
    return 2 if adversaries < 7 else 1


def nullo_strength(rank: Rank, ace_high: bool = False) -> int:
    """A card's strength in Nullo: the ace below the deuce unless its holder announces
    it above the king as he plays it."""
    order = [
        Rank.TWO,
        Rank.THREE,
        Rank.FOUR,
        Rank.FIVE,
        Rank.SIX,
        Rank.SEVEN,
        Rank.EIGHT,
        Rank.NINE,
        Rank.TEN,
        Rank.JACK,
        Rank.QUEEN,
        Rank.KING,
    ]
    if rank is Rank.ACE:
        return len(order) + 1 if ace_high else 0
    return order.index(rank) + 1


def nullo_trick_winner(trick: Sequence[Card], aces_high: Sequence[int] = ()) -> int:
    """Index of the card that wins a Nullo trick (no trump): the highest of the suit led,
    an ace low unless its index is in ``aces_high`` (announced as played)."""
    led = trick[0].suit

    def strength(i: int) -> int:
        card = trick[i]
        if card.suit is not led:
            return -1
        return nullo_strength(card.rank, ace_high=i in aces_high)

    return max(range(len(trick)), key=strength)


@dataclass(frozen=True)
class CayenneHand:
    """``declaration``: a trump suit, ``grand`` or ``nullo``; ``tricks`` and ``honours``
    by side name; ``revokes``: the sides that revoked."""

    declaration: Suit | str
    cayenne: Suit | None
    tricks: tuple[tuple[str, int], ...]
    honours: tuple[tuple[str, int], ...] = ()
    revokes: tuple[str, ...] = ()
    dealer: str | None = None
    declared_by: str | None = None


@dataclass(frozen=True)
class CayenneResult:
    hand: int
    points: tuple[tuple[str, int], ...]
    games: tuple[tuple[str, int], ...]
    """(winner, scoring points) of each game won in the hand."""
    odd: tuple[tuple[str, int], ...]
    """The odd points of each side after the hand."""
    scoring: tuple[tuple[str, tuple[int, ...]], ...]
    """The scoring points of each side's games in the rubber (the one just won, if any)."""
    rubber: tuple[str, int] | None
    lines: tuple[str, ...]


class CayenneSheet(Sheet[CayenneHand, CayenneResult]):
    game = "cayenne"

    def sides(self) -> Sides:
        a, b, c, d = self.players
        return Sides((pair(a, c), pair(b, d)))

    def _reset(self) -> None:
        names = self.sides().names
        self.points = {n: 0 for n in names}
        self.carried = {n: 0 for n in names}
        self.scoring: dict[str, list[int]] = {n: [] for n in names}
        self.slams = {n: 0 for n in names}
        self.rubbers: list[tuple[str, int, dict[str, int]]] = []

    def read(self, record: Record) -> CayenneHand:
        record.only(
            ["dealer", "declared_by", "cayenne", "declaration", "tricks", "honours", "revokes"]
        )
        sides = self.sides()
        dealer = player_of(record, "dealer", self.players, required=False)
        self.check_dealer(record, dealer)
        declared_by = player_of(record, "declared_by", self.players, required=False)
        if dealer and declared_by and sides.of(declared_by) != sides.of(dealer):
            raise record.error(
                "declared_by", "the dealer declares, or passes the option to his partner"
            )
        raw = record.text("declaration")
        assert raw is not None
        declaration: Suit | str
        if raw.casefold() in (GRAND, NULLO):
            declaration = raw.casefold()
        else:
            try:
                declaration = Suit.parse(raw)
            except NotationError:
                raise record.error(
                    "declaration", f"{raw!r}: declare a trump suit (S, H, D, C), grand or nullo"
                ) from None
        cayenne = record.suit("cayenne", required=isinstance(declaration, Suit))
        tricks = record.by_side("tricks", sides, 0, 13)
        if len(tricks) == 1:
            ((given, n),) = tricks.items()
            tricks[sides.other(given)] = 13 - n
        if sum(tricks.values()) != 13:
            raise record.error(
                "tricks", f"{sum(tricks.values())} tricks in all: a hand has thirteen"
            )
        honours = record.by_side("honours", sides, 0, 5, required=False)
        if honours and not isinstance(declaration, Suit):
            raise record.error(
                "honours",
                f"{DECLARATION_TITLES[declaration]}: 'There are no Honors' (seed 000, Cayenne)",
            )
        if sum(honours.values()) > 5:
            raise record.error("honours", "more than the five honours (A K Q J 10 of trumps)")
        revokes = tuple(
            sides.find(str(v), record, f"revokes[{i}]")
            for i, v in enumerate(record.listing("revokes"))
        )
        return CayenneHand(
            declaration=declaration,
            cayenne=cayenne,
            tricks=tuple((n, tricks[n]) for n in sides.names),
            honours=tuple(honours.items()),
            revokes=revokes,
            dealer=dealer,
            declared_by=declared_by,
        )

    def _score(self, hand: CayenneHand) -> CayenneResult:
        sides = self.sides()
        lines: list[str] = []
        if isinstance(hand.declaration, Suit):
            assert hand.cayenne is not None
            trick_value = multiplier(hand.declaration, hand.cayenne)
            honour_value = trick_value
            lines.append(
                f"{hand.declaration.name.title()} trumps, the Cayenne suit"
                f" {hand.cayenne.name.title()}: tricks and honours x{trick_value}"
            )
        else:
            trick_value, honour_value = (
                (GRAND_TRICK if hand.declaration == GRAND else NULLO_TRICK),
                0,
            )
            lines.append(
                f"{DECLARATION_TITLES[hand.declaration]}: {trick_value} points a trick over six"
            )
        tricks = dict(hand.tricks)
        self._this = {n: 0 for n in sides.names}
        self._games: list[tuple[str, int]] = []
        self._rubber: tuple[str, int] | None = None
        self._final: dict[str, list[int]] | None = None
        revokers = set(hand.revokes)
        for side in hand.revokes:
            self._add(
                sides.other(side), REVOKE_TRICKS * trick_value, revokers, lines, f"revoke by {side}"
            )
        winner = max(tricks, key=lambda n: tricks[n])
        odd = tricks[winner] - 6
        by_tricks = 0
        if hand.declaration == NULLO:
            scorer = sides.other(winner)
            by_tricks = odd * trick_value
            self._add(scorer, by_tricks, revokers, lines, f"{winner} took {odd} over the book")
        else:
            scorer = winner
            by_tricks = odd * trick_value
            self._add(scorer, by_tricks, revokers, lines, f"{odd} by tricks")
        for side, count in hand.honours:
            points = HONOUR_POINTS.get(count, 0) * honour_value
            if not points:
                continue
            label = f"{count} honours"
            if side == scorer:
                self._add(side, points, revokers, lines, label)
            elif by_tricks >= GAME_POINTS:
                lines.append(
                    f"{side}: {label} not scored (adversaries scored ten or more by tricks)"
                )
            else:
                self._add(
                    side, points, revokers | {side}, lines, label + " (not a game on honours alone)"
                )
        self._slams(hand, tricks, lines)
        for name in sides.names:
            self.carried[name] = self.points[name]
        return CayenneResult(
            hand=self.hand_number,
            points=tuple(self._this.items()),
            games=tuple(self._games),
            odd=tuple(self.points.items()),
            scoring=tuple((n, tuple(v)) for n, v in (self._final or self.scoring).items()),
            rubber=self._rubber,
            lines=tuple(lines),
        )

    def _add(self, side: str, amount: int, capped: set[str], lines: list[str], why: str) -> None:
        if amount <= 0 or self._rubber is not None:
            return
        other = self.sides().other(side)
        new = self.points[side] + amount
        if side in capped and new >= GAME_POINTS:
            new = max(self.points[side], GAME_POINTS - 1)
            why += ", up to nine (cannot score a game this hand)"
        self._this[side] += new - self.points[side]
        lines.append(f"{why}: {side} {new - self.points[side]} points")
        while new >= GAME_POINTS and self._rubber is None:
            value = game_value(self.points[other])
            self.scoring[side].append(value)
            self._games.append((side, value))
            lines.append(f"game to {side}, scored {value} (adversaries at {self.points[other]})")
            new -= GAME_POINTS
            # the game took this side's earlier points: what is left is this hand's
            self.carried[side] = 0
            self.points[other] = self.carried[other] = 0
            self._this[other] = 0
            if len(self.scoring[side]) >= GAMES_FOR_RUBBER:
                self._win_rubber(side, lines)
                return
        self.points[side] = new
        # the adversaries' odd points from earlier hands are wiped out
        if self.carried[other]:
            lines.append(f"{other}'s {self.carried[other]} odd points wiped out")
            self.points[other] -= self.carried[other]
            self.carried[other] = 0

    def _win_rubber(self, side: str, lines: list[str]) -> None:
        other = self.sides().other(side)
        totals = {n: sum(self.scoring[n]) + self.slams[n] for n in self.scoring}
        totals[side] += RUBBER_POINTS
        margin = totals[side] - totals[other]
        self.rubbers.append((side, margin, totals))
        self._rubber = (side, margin)
        self._final = {n: list(v) for n, v in self.scoring.items()}
        lines.append(
            f"rubber to {side} (+{RUBBER_POINTS}): {totals[side]} to {totals[other]}, by {margin}"
        )
        self.scoring = {n: [] for n in self.scoring}
        self.slams = {n: 0 for n in self.slams}
        self.points = {n: 0 for n in self.points}
        self.carried = dict(self.points)

    def _slams(self, hand: CayenneHand, tricks: dict[str, int], lines: list[str]) -> None:
        for side, n in tricks.items():
            made = (13 - n) if hand.declaration == NULLO else n
            bonus = GRAND_SLAM if made == 13 else LITTLE_SLAM if made == 12 else 0
            if bonus:
                self.slams[side] += bonus
                kind = "Grand" if bonus == GRAND_SLAM else "Little"
                lines.append(f"{kind} Slam to {side}: {bonus} scoring points")

    def hand_row(self, result: CayenneResult) -> dict[str, Any]:
        return {
            "points": dict(result.points),
            "games": [list(g) for g in result.games],
            "scoring_points": {n: list(v) for n, v in result.scoring},
            "odd_points": dict(result.odd),
        }

    def hand_text(self, result: CayenneResult) -> str:
        odd = dict(result.odd)
        return ", ".join(
            f"{n} {'-'.join(str(v) for v in games) or '0'} ({odd[n]} odd)"
            for n, games in result.scoring
        )

    def sheet_row(self) -> dict[str, Any]:
        return {
            "rubbers": [
                {"rubber": i + 1, "winner": w, "by": m, "scoring_points": t}
                for i, (w, m, t) in enumerate(self.rubbers)
            ],
            "current": {
                "scoring_points": {n: list(v) for n, v in self.scoring.items()},
                "slams": dict(self.slams),
                "odd_points": dict(self.points),
            },
        }

    def sheet_text(self) -> list[str]:
        out = [f"rubbers: {len(self.rubbers)}"]
        for i, (winner, margin, totals) in enumerate(self.rubbers):
            figures = ", ".join(f"{n} {v}" for n, v in totals.items())
            out.append(f"  rubber {i + 1}: {winner} by {margin} ({figures})")
        sides = []
        for name, values in self.scoring.items():
            games = "-".join(str(v) for v in values) or "no game"
            sides.append(f"{name} {games} ({quantity(self.points[name], 'odd point')})")
        return [*out, "rubber in progress: " + ", ".join(sides)]


class Cayenne(SocialGame):
    name = "cayenne"
    title = "Cayenne Whist (Manteuffel)"
    players = "4, two against two"
    pack_note = "two packs of 52: one dealt, the other cut for the Cayenne card"
    source = "seed 000, 'Cayenne Whist'"
    player_counts = (4,)
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="'4, 4 and 5, or 6 and 7', from one of the packs",
        turned="no trump card: the player at the dealer's left cuts the extra pack and turns"
        " the Cayenne card, which decides 'which *suit* is most valuable'",
        trump="named by the dealer, or by his partner if he passes the option; or Grand (no"
        " trump), or Nullo (no trump, the Cayenne card turned down)",
        leader="the player at the dealer's left",
        deal_passes="to the left",
        misdeal="'does not lose a deal. The same dealer must deal over, and with the same pack'",
    )

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> CayenneSheet:
        return CayenneSheet(players, options)


__all__ = ["Cayenne", "CayenneHand", "CayenneSheet", "TallyError", "game_value", "multiplier"]

"""Mort, Dead Whist or French Dummy (seed 000, "Mort").

"Mort is a game of two players against one (the Live player), who plays two hands—his
own, concealed, and a dead or dummy hand (Mort), exposed, opposite him. Four can play,
but in this case the fourth (the live player's opposite) must remain out of the game
while the Live player plays his exposed hand. Cut for deal, low dealing and taking Mort
as a partner. Deal as in Whist, except that the dealer deals first to himself or to
Mort, at his discretion ... The Live player deals at the beginning of each new [game]
—the Mort passing around toward the left with each new game."

- Revoke: "the adding of three points to opponents' score, or the taking of three points
  from the score of the revoking side, or the transfer of three tricks from them to
  opponents, at the latter's option; provided, however, that it is not permissible to
  take *all* the tricks belonging to the revoking side. At least one trick must be left
  them. Neither is it permissible to divide the penalty."
- "There are no Honors in Mort." "The side taking in all thirteen tricks scores a Slam.
  These tricks must be actually taken in in play ... A side revoking can not score a
  Slam that hand."
- "Each trick over six taken in counts one point. As the Live player plays against two
  opponents, whatever score he makes is doubled. A game consists of five points, but
  neither side can win out in the middle of a hand. The hand must be played out, and
  all points made counted."
- "To the score of the winners of a game is added the following: Three points (a
  triple) if opponents have not scored; two points (a double) if opponents score one or
  two; one point (a single) if opponents score three or four. In addition to above, four
  points (bonus, or consolation points) are added to winner's score in every instance.
  In the case of the Live player, all of above to which he is entitled are added before
  his score is doubled."
- "A Slam scores the side making it twenty points, but these twenty points are not
  scored until the end of that game after all other points have been scored ... A Slam
  does not *win the game* at the time it is made. Thus, if the score be 4 to 4, and one
  side makes a Slam, they can not score out on it (though they have seven tricks over
  the book)".

Readings chosen: the slam's hand scores its twenty points only (its seven tricks do
not count towards the game: the 4-to-4 example, and the worked example where the side
that made a slam has 2 points); the twenty points are added after the Live player's
score is doubled ("after all other points have been scored"), which the worked example
needs (26 against 22); a deduction stops at nought; should both sides pass five in one
hand, the higher wins and equal scores play on. The game's net is the Live player's
doubled score less the opponents' ("The Live player thus wins 4, which must be paid him
by the two opponents").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

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

MORT = "Mort"
GAME_POINTS = 5
REVOKE_PENALTY = 3
SLAM_POINTS = 20
BONUS = 4
LIVE_MULTIPLIER = 2
PenaltyChoice = Literal["add", "deduct", "tricks"]
CHOICES: tuple[PenaltyChoice, ...] = ("add", "deduct", "tricks")


def game_bonus(opponents: int) -> int:
    """Triple, double or single by the losers' score (a loser past four: a single)."""
    if opponents == 0:
        return 3
    return 2 if opponents <= 2 else 1


@dataclass(frozen=True)
class MortRevoke:
    side: str
    choice: PenaltyChoice


@dataclass(frozen=True)
class MortHand:
    """``tricks`` of the live side (the Live player with Mort) and of the opponents."""

    live: int
    opponents: int
    revokes: tuple[MortRevoke, ...] = ()
    dealer: str | None = None


@dataclass(frozen=True)
class MortGame:
    """A finished game: points, the triple/double/single, the bonus, the slams, totals."""

    number: int
    live_player: str
    winner: str
    points: tuple[tuple[str, int], ...]
    bonus: int
    slams: tuple[tuple[str, int], ...]
    totals: tuple[tuple[str, int], ...]
    net: int
    """What the Live player wins (negative: loses) from the opponents."""


@dataclass(frozen=True)
class MortResult:
    hand: int
    points: tuple[tuple[str, int], ...]
    scores: tuple[tuple[str, int], ...]
    game: MortGame | None
    lines: tuple[str, ...]


class MortSheet(Sheet[MortHand, MortResult]):
    game = "mort"

    def __init__(self, players: tuple[str, ...], options: Mapping[str, Any]) -> None:
        first = options.get("first_live") or players[0]
        if first not in players:
            raise TallyError(f"options.first_live: {first!r} is not one of {list(players)}")
        self._first = players.index(first)
        super().__init__(players, options)

    def _reset(self) -> None:
        self.games: list[MortGame] = []
        self._fresh()

    def _fresh(self) -> None:
        self.scores = {"live": 0, "opponents": 0}
        self.slams = {"live": 0, "opponents": 0}

    @property
    def live_player(self) -> str:
        """The Live player of the current game: the Mort passes to the left each game."""
        return self.players[(self._first + len(self.games)) % len(self.players)]

    @property
    def sitting_out(self) -> str | None:
        """Four players: "the fourth (the live player's opposite) must remain out of the
        game while the Live player plays his exposed hand" -- for the whole game, as the
        Live player is (the Mort passes on with each new game)."""
        if len(self.players) != 4:
            return None
        return self.players[(self.players.index(self.live_player) + 2) % 4]

    def expected_dealer(self) -> str | None:
        """ "The Live player deals at the beginning of each new [game]"; within a game
        the deal passes to the left (as in Whist) among the three in the game (four
        playing: the one sitting out does not deal, reading chosen); after a misdeal
        "The cards must be dealt over by the same dealer"."""
        after = self.dealer_after_misdeal()
        if after is not None:
            return after
        if not self.history or self.history[-1][1].game is not None:
            return self.live_player
        last = self.history[-1][0].dealer
        if last is None:
            return None
        in_game = [p for p in self.players if p != self.sitting_out]
        return in_game[(in_game.index(last) + 1) % len(in_game)] if last in in_game else None

    def dealing_rule(self, expected: str) -> str:
        if not self.history or self.history[-1][1].game is not None:
            return f"the Live player deals at the beginning of each new game: {expected}"
        out = self.sitting_out
        return super().dealing_rule(expected) + (f" ({out} sits out)" if out else "")

    def sides(self) -> Sides:
        n = len(self.players)
        i = self.players.index(self.live_player)
        if n == 3:
            opponents = (self.players[(i + 1) % 3], self.players[(i + 2) % 3])
        else:  # the live player's opposite sits out
            opponents = (self.players[(i + 1) % 4], self.players[(i + 3) % 4])
        return Sides((pair(self.live_player, MORT), pair(*opponents)))

    def _label(self, key: str) -> str:
        return self.sides().names[0 if key == "live" else 1]

    def read(self, record: Record) -> MortHand:
        record.only(
            ["dealer", "live", "out", "tricks", "revokes"],
            {"honours": "'There are no Honors in Mort' (seed 000, Mort)"},
        )
        sides = self.sides()
        live = player_of(record, "live", self.players, required=False)
        if live is not None and live != self.live_player:
            raise record.error(
                "live",
                f"{live} is not the Live player of this game: {self.live_player} is (the Mort "
                "passes to the left with each new game)",
            )
        out = player_of(record, "out", self.players, required=False)
        if out is not None and self.sitting_out is None:
            raise record.error("out", "only when four play does one sit out")
        if out is not None and out != self.sitting_out:
            raise record.error(
                "out",
                f"{out} does not sit out: {self.sitting_out} does, 'the fourth (the live "
                "player's opposite) must remain out of the game'",
            )
        dealer = player_of(record, "dealer", self.players, required=False)
        if dealer is not None and dealer == self.sitting_out:
            raise record.error(
                "dealer",
                f"{dealer} sits out this game ('the fourth (the live player's opposite) must "
                "remain out of the game') and does not deal",
            )
        self.check_dealer(record, dealer)
        tricks = record.by_side("tricks", sides, 0, 13)
        live_side, opp_side = sides.names
        if len(tricks) == 1:
            ((given, n),) = tricks.items()
            tricks[sides.other(given)] = 13 - n
        if sum(tricks.values()) != 13:
            raise record.error(
                "tricks", f"{sum(tricks.values())} tricks in all: a hand has thirteen"
            )
        revokes = []
        for i, item in enumerate(record.listing("revokes")):
            field = f"revokes[{i}]"
            inner = Record(item, record.hand)
            inner.only(["by", "penalty"])
            by = inner.text("by")
            assert by is not None
            if by.casefold() == MORT.casefold():
                raise record.error(
                    field + ".by", "the dead hand is exposed and not liable for a revoke"
                )
            side = sides.find(by, record, field + ".by")
            choice = inner.text("penalty")
            if choice not in CHOICES:
                raise record.error(
                    field + ".penalty",
                    f"{choice!r}: the opponents choose one of add, deduct, tricks (three points"
                    " added, three taken, or three tricks); the penalty is not divided",
                )
            key = "live" if side == live_side else "opponents"
            if choice == "tricks" and tricks[side] <= 1:
                raise record.error(
                    field + ".penalty",
                    f"{side} took {quantity(tricks[side], 'trick')}: 'At least one trick must be left them'",
                )
            revokes.append(MortRevoke(side=key, choice=choice))
        return MortHand(
            live=tricks[live_side],
            opponents=tricks[opp_side],
            revokes=tuple(revokes),
            dealer=dealer,
        )

    def _score(self, hand: MortHand) -> MortResult:
        tricks = {"live": hand.live, "opponents": hand.opponents}
        played = dict(tricks)
        lines: list[str] = []
        gained = {"live": 0, "opponents": 0}
        revokers = {r.side for r in hand.revokes}
        other = {"live": "opponents", "opponents": "live"}
        for revoke in hand.revokes:
            if revoke.choice == "tricks":
                moved = min(REVOKE_PENALTY, tricks[revoke.side] - 1)
                tricks[revoke.side] -= moved
                tricks[other[revoke.side]] += moved
                lines.append(
                    f"revoke by {self._label(revoke.side)}: {quantity(moved, 'trick')} transferred"
                )
        slam = next((k for k, n in played.items() if n == 13 and k not in revokers), None)
        if slam is not None:
            self.slams[slam] += 1
            lines.append(f"{self._label(slam)} slam: twenty points at the end of the game")
        else:
            for key, n in tricks.items():
                if n > 6:
                    gained[key] += n - 6
                    lines.append(f"{self._label(key)}: {n - 6} by tricks")
        for revoke in hand.revokes:
            if revoke.choice == "add":
                gained[other[revoke.side]] += REVOKE_PENALTY
                lines.append(f"revoke by {self._label(revoke.side)}: three points to opponents")
            elif revoke.choice == "deduct":
                lines.append(f"revoke by {self._label(revoke.side)}: three points taken off")
                gained[revoke.side] -= REVOKE_PENALTY
        for key in gained:
            self.scores[key] = max(0, self.scores[key] + gained[key])
        scores = tuple((self._label(k), v) for k, v in self.scores.items())
        game = self._game_end(lines)
        return MortResult(
            hand=self.hand_number,
            points=tuple((self._label(k), v) for k, v in gained.items()),
            scores=game.points if game else scores,
            game=game,
            lines=tuple(lines),
        )

    def _game_end(self, lines: list[str]) -> MortGame | None:
        live, opp = self.scores["live"], self.scores["opponents"]
        if max(live, opp) < GAME_POINTS or live == opp:
            return None
        winner = "live" if live > opp else "opponents"
        loser = "opponents" if winner == "live" else "live"
        bonus = game_bonus(self.scores[loser])
        totals = dict(self.scores)
        totals[winner] += bonus + BONUS
        totals["live"] *= LIVE_MULTIPLIER
        for key in totals:
            totals[key] += SLAM_POINTS * self.slams[key]
        game = MortGame(
            number=len(self.games) + 1,
            live_player=self.live_player,
            winner=self._label(winner),
            points=tuple((self._label(k), v) for k, v in self.scores.items()),
            bonus=bonus,
            slams=tuple((self._label(k), v) for k, v in self.slams.items() if v),
            totals=tuple((self._label(k), v) for k, v in totals.items()),
            net=totals["live"] - totals["opponents"],
        )
        lines.append(
            f"game {game.number} to {game.winner}, {self.scores[winner]} to {self.scores[loser]}:"
            f" {self._label('live')} {totals['live']}, {self._label('opponents')}"
            f" {totals['opponents']}; the Live player {self.live_player}"
            f" {'wins' if game.net >= 0 else 'loses'} {abs(game.net)}"
        )
        self.games.append(game)
        self._fresh()
        return game

    def winnings(self) -> dict[str, int]:
        """Each player's net as the Live player (what the opponents paid him)."""
        out: dict[str, int] = {}
        for game in self.games:
            out[game.live_player] = out.get(game.live_player, 0) + game.net
        return out

    def hand_row(self, result: MortResult) -> dict[str, Any]:
        return {"points": dict(result.points), "scores": dict(result.scores)}

    def hand_text(self, result: MortResult) -> str:
        return ", ".join(f"{n} {s}" for n, s in result.scores)

    def sheet_row(self) -> dict[str, Any]:
        return {
            "games": [
                {
                    "game": g.number,
                    "live_player": g.live_player,
                    "winner": g.winner,
                    "points": dict(g.points),
                    "bonus": g.bonus,
                    "slams": dict(g.slams),
                    "totals": dict(g.totals),
                    "net": g.net,
                }
                for g in self.games
            ],
            "current": {self._label(k): v for k, v in self.scores.items()},
            "live_player": self.live_player,
            "winnings": self.winnings(),
        }

    def sheet_text(self) -> list[str]:
        out = [f"games: {len(self.games)}"]
        for g in self.games:
            totals = ", ".join(f"{n} {v}" for n, v in g.totals)
            out.append(
                f"  game {g.number}: {g.winner} wins; {totals}; Live player {g.live_player} {g.net:+d}"
            )
        out.append(
            "game in progress: "
            + ", ".join(f"{self._label(k)} {v}" for k, v in self.scores.items())
            + (f"; {self.sitting_out} sits out" if self.sitting_out else "")
        )
        out.append(
            "as Live player: "
            + (", ".join(f"{p} {v:+d}" for p, v in self.winnings().items()) or "none")
        )
        return out


class Mort(SocialGame):
    name = "mort"
    title = "Mort (Dead Whist, French Dummy)"
    players = "3, two against the Live player and Mort (or 4, one sitting out)"
    pack_note = "52 cards; the dead hand (Mort) exposed"
    source = "seed 000, 'Mort'"
    options: Mapping[str, object] = {"first_live": ""}
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="as in Whist, 'except that the dealer deals first to himself or to Mort, at"
        " his discretion, thence around to the left'",
        turned="the last card, as in Whist; Mort's hand 'is turned face up on the table as"
        " soon as the deal is completed'",
        trump="the suit turned, as in Whist",
        leader="the player at the dealer's left, as in Whist",
        deal_passes="'The Live player deals at the beginning of each new [game]—the Mort"
        " passing around toward the left with each new game'",
        misdeal="'A misdeal does not lose the deal. The cards must be dealt over by the same"
        " dealer.'",
    )
    player_counts = (3, 4)
    default_players = ("A", "B", "C")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> MortSheet:
        return MortSheet(players, options)

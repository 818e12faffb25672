"""The score sheet of the games scored in points towards a game, as whist is (seed 000,
"The Laws of Whist", law 1: "A game consists of seven points, each trick above six
counting one"): Whist of 1893, Dummy Whist, Double Dummy, Humbug and Three-handed Whist
differ only in the figures and rules of :class:`PointsRules`.

Readings chosen where the book is silent:

- Points beyond the game are lost: the game ends at the hand that reaches it and the
  next hand starts a new game at love (law 1 values a game by the losers' score only).
- A side (a player, in Three-handed Whist) may lose to a revoke no more tricks than it
  took.
- Honours score last ("Tricks score next and honors last"): once the tricks of a hand
  have won the game, no honours are scored in that hand.
- Where more than one side passes the game in one hand (only possible three-handed),
  the highest score wins; equal highest scores play on.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import Any, Literal

from whist.games.social import Record, Sheet, Sides, player_of, quantity

HONOURS_FOUR = 4
HONOURS_THREE = 2
"""seed 000, "Whist", Honors: "i. The four Honors, score four points. ii. Any three
Honors, score two points. Less than three Honors score nothing." """


@dataclass(frozen=True)
class PointsRules:
    """The figures of one game of the family."""

    game_points: int
    book: int = 6
    #: tricks a revoke transfers; None: "There is no penalty for revoke"
    revoke_tricks: int | None = 2
    #: law 30: "The revoking side can not win the game in that hand"
    revoker_cannot_win: bool = True
    honours: Literal["none", "whist", "humbug"] = "none"
    #: law 1 ("deducting the losers' score"), the English trebles, or games counted
    value: Literal["law1", "trebles", "count"] = "law1"
    rubber: bool = False
    rubber_points: int = 0


@dataclass(frozen=True)
class Revoke:
    """A revoke established against ``side``; its tricks go to ``to``."""

    side: str
    to: str
    player: str | None = None


@dataclass(frozen=True)
class PointsHand:
    """A hand as declared at the table."""

    tricks: tuple[tuple[str, int], ...]
    honours: tuple[tuple[str, int], ...] = ()
    revokes: tuple[Revoke, ...] = ()
    dealer: str | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class GameWon:
    """A game: its winner, the final scores, and what each loser pays (law 1)."""

    number: int
    winner: str
    scores: tuple[tuple[str, int], ...]
    value: int
    paid: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class RubberWon:
    """seed 000, "Whist", The Rubber: "the best two out of three games" and "the net
    winnings are computed by subtracting the score of the losers from the entire score
    of the winners ... with two points for the rubber added"."""

    number: int
    winner: str
    games: tuple[tuple[str, int], ...]
    value: int


@dataclass(frozen=True)
class PointsResult:
    hand: int
    points: tuple[tuple[str, int], ...]
    scores: tuple[tuple[str, int], ...]
    game: GameWon | None
    rubber: RubberWon | None
    lines: tuple[str, ...]


class PointsSheet(Sheet[PointsHand, PointsResult]):
    """Games of points, and rubbers where the rules keep them."""

    rules: PointsRules

    def _reset(self) -> None:
        self.scores: dict[str, int] = {}
        self.games: list[GameWon] = []
        self.rubbers: list[RubberWon] = []
        self.rubber_games: list[GameWon] = []
        self._fresh_game()

    def _fresh_game(self) -> None:
        self.scores = {name: 0 for name in self.sides().names}

    @abstractmethod
    def sides(self) -> Sides:
        """The sides of the current hand (each game's sheet says who they are)."""

    # -- reading -------------------------------------------------------------------

    def read(self, record: Record) -> PointsHand:
        sides = self.sides()
        fields = ["dealer", "tricks", "revokes", "notes"]
        if self.rules.honours != "none":
            fields.append("honours")
        fields.extend(self.extra_fields())
        if self.rules.honours == "none" and record.has("honours"):
            raise record.error(
                "honours",
                'scored only with the English custom (options: {"english": true})'
                if self.game in ("whist-1893", "dummy-whist", "double-dummy")
                else "this game scores no honours",
            )
        record.only(fields)
        dealer = player_of(record, "dealer", self.players, required=False)
        self.check_dealer(record, dealer)
        tricks = record.by_side("tricks", sides, 0, 13)
        self._complete_tricks(record, sides, tricks)
        honours: dict[str, int] = {}
        if self.rules.honours != "none":
            honours = record.by_side("honours", sides, 0, 4, required=False)
            if sum(honours.values()) > 4:
                raise record.error("honours", "more than the four honours (A K Q J of trumps)")
        revokes = tuple(
            self._read_revoke(record, sides, i) for i in range(len(record.listing("revokes")))
        )
        return PointsHand(
            tricks=tuple((s, tricks[s]) for s in sides.names),
            honours=tuple((s, honours[s]) for s in sides.names if s in honours),
            revokes=revokes,
            dealer=dealer,
            notes=self.notes(record),
        )

    def extra_fields(self) -> tuple[str, ...]:
        return ()

    def notes(self, record: Record) -> tuple[str, ...]:
        return tuple(str(n) for n in record.listing("notes"))

    def _complete_tricks(self, record: Record, sides: Sides, tricks: dict[str, int]) -> None:
        missing = [s for s in sides.names if s not in tricks]
        if len(missing) == 1:
            tricks[missing[0]] = 13 - sum(tricks.values())
        if len(missing) > 1:
            raise record.error("tricks", f"give the tricks of {' and '.join(missing)} too")
        if any(n < 0 for n in tricks.values()) or sum(tricks.values()) != 13:
            raise record.error(
                "tricks", f"{sum(tricks.values())} tricks in all: a hand has thirteen"
            )

    def _read_revoke(self, record: Record, sides: Sides, index: int) -> Revoke:
        field = f"revokes[{index}]"
        item = record.listing("revokes")[index]
        if self.rules.revoke_tricks is None:
            raise record.error(field, self.no_revoke_penalty())
        if isinstance(item, str):
            item = {"by": item}
        if not isinstance(item, dict):
            raise record.error(field, f'{item!r} is not a side or player, nor {{"by": ...}}')
        inner = Record(item, record.hand)
        inner.only(["by", "to"])
        by = inner.text("by")
        assert by is not None
        self.check_revoker(record, field, by)
        side = sides.find(by, record, field + ".by")
        if len(sides.names) == 2:
            to = sides.other(side)
        else:
            target = inner.text("to", required=False)
            if target is None:
                raise record.error(
                    field + ".to",
                    "is missing: with three players, say who takes the revoke's tricks",
                )
            to = sides.find(target, record, field + ".to")
            if to == side:
                raise record.error(field + ".to", "a player takes no penalty from himself")
        player = by if sides.of(by) else None
        return Revoke(side=side, to=to, player=player)

    def check_revoker(self, record: Record, field: str, by: str) -> None:
        """Refuse a revoke the game does not penalise (Dummy's)."""

    def no_revoke_penalty(self) -> str:
        return "this game has no penalty for a revoke"

    # -- scoring -------------------------------------------------------------------

    def _score(self, hand: PointsHand) -> PointsResult:
        rules = self.rules
        names = list(self.scores)
        tricks = dict(hand.tricks)
        lines: list[str] = list(hand.notes)  # what the players wrote (exchanges), first
        at_start = dict(self.scores)
        revokers = {r.side for r in hand.revokes}
        for revoke in hand.revokes:
            assert rules.revoke_tricks is not None
            moved = min(rules.revoke_tricks, tricks[revoke.side])
            tricks[revoke.side] -= moved
            tricks[revoke.to] += moved
            lines.append(
                f"revoke by {revoke.player or revoke.side}: {quantity(moved, 'trick')} to {revoke.to}"
            )
        gained = {n: 0 for n in names}
        for name in names:
            odd = max(0, tricks[name] - rules.book)
            if odd:
                gained[name] += odd
                lines.append(f"{name}: {tricks[name]} tricks, {odd} over the book of {rules.book}")
        self._cap(gained, revokers, lines)
        if not self._game_over(gained):
            self._honours(hand, at_start, gained, revokers, lines)
        for name in names:
            self.scores[name] += gained[name]
        game = self._game_end(lines)
        rubber = self._rubber_end(game, lines) if game else None
        return PointsResult(
            hand=self.hand_number,
            points=tuple(gained.items()),
            scores=tuple(game.scores if game else tuple(self.scores.items())),
            game=game,
            rubber=rubber,
            lines=tuple(lines),
        )

    def _cap(self, gained: dict[str, int], revokers: set[str], lines: list[str]) -> None:
        """Law 31: the revoking side may "score all points made by them up to score of
        six" (one short of the game, whatever its length)."""
        if not self.rules.revoker_cannot_win:
            return
        for name in revokers:
            room = max(0, self.rules.game_points - 1 - self.scores[name])
            if gained[name] > room:
                lines.append(f"{name} revoked: cannot win the game this hand, scores {room}")
                gained[name] = room

    def _game_over(self, gained: dict[str, int]) -> bool:
        return any(self.scores[n] + gained[n] >= self.rules.game_points for n in gained)

    def _honours(
        self,
        hand: PointsHand,
        at_start: dict[str, int],
        gained: dict[str, int],
        revokers: set[str],
        lines: list[str],
    ) -> None:
        held = dict(hand.honours)
        if self.rules.honours == "whist":
            for name, count in held.items():
                points = {4: HONOURS_FOUR, 3: HONOURS_THREE}.get(count, 0)
                if not points:
                    continue
                if at_start[name] == self.rules.game_points - 1:
                    lines.append(
                        f"{name}: {count} honours not scored: needing one point at the start"
                        " of the hand, they must win the odd trick"
                    )
                    continue
                gained[name] += points
                lines.append(f"{name}: {count} honours, {points} points")
        elif self.rules.honours == "humbug" and held and len(self.scores) == 2:
            for name in self.scores:
                mine, theirs = held.get(name, 0), held.get(self._other(name), 0)
                if mine >= 2 and theirs <= 1:
                    gained[name] += mine
                    lines.append(f"{name}: {mine} honours against {theirs}, {mine} points")
        self._cap(gained, revokers, lines)

    def _other(self, name: str) -> str:
        return next(n for n in self.scores if n != name)

    def _game_end(self, lines: list[str]) -> GameWon | None:
        rules = self.rules
        top = max(self.scores.values())
        leaders = [n for n, s in self.scores.items() if s == top]
        if top < rules.game_points or len(leaders) > 1:
            return None
        winner = leaders[0]
        losers = [(n, min(s, rules.game_points - 1)) for n, s in self.scores.items() if n != winner]
        if rules.value == "law1":
            paid = tuple((n, rules.game_points - s) for n, s in losers)
        elif rules.value == "trebles":
            best = max(s for _, s in losers)
            value = 3 if best == 0 else 2 if best <= 2 else 1
            paid = tuple((n, value) for n, _ in losers)
        else:
            paid = ()
        game = GameWon(
            number=len(self.games) + 1,
            winner=winner,
            scores=tuple(self.scores.items()),
            value=sum(p for _, p in paid),
            paid=paid,
        )
        self.games.append(game)
        self.rubber_games.append(game)
        score = " to ".join(str(s) for _, s in game.scores)
        worth = f", worth {game.value}" if rules.value != "count" else ""
        lines.append(f"game {game.number} to {winner}, {score}{worth}")
        return game

    def _rubber_end(self, game: GameWon, lines: list[str]) -> RubberWon | None:
        if not self.rules.rubber:
            self._fresh_game()
            return None
        won = [g.winner for g in self.rubber_games]
        if won.count(game.winner) < 2:
            self._fresh_game()
            return None
        winners = sum(g.value for g in self.rubber_games if g.winner == game.winner)
        losers = sum(g.value for g in self.rubber_games if g.winner != game.winner)
        rubber = RubberWon(
            number=len(self.rubbers) + 1,
            winner=game.winner,
            games=tuple((g.winner, g.value) for g in self.rubber_games),
            value=winners + self.rules.rubber_points - losers,
        )
        self.rubbers.append(rubber)
        self.rubber_games = []
        lines.append(
            f"rubber {rubber.number} to {rubber.winner}: {winners} + {self.rules.rubber_points}"
            f" for the rubber - {losers} = {rubber.value}"
        )
        self._fresh_game()
        return rubber

    # -- the sheet -----------------------------------------------------------------

    def totals(self) -> dict[str, int]:
        """What each side (or player) has won net: rubbers where kept, else games."""
        out: dict[str, int] = {}
        if self.rules.rubber:
            for rubber in self.rubbers:
                out[rubber.winner] = out.get(rubber.winner, 0) + rubber.value
            return out
        for game in self.games:
            out[game.winner] = out.get(game.winner, 0) + game.value
            for loser, amount in game.paid:
                out[loser] = out.get(loser, 0) - amount
        return out

    def hand_row(self, result: PointsResult) -> dict[str, Any]:
        return {"points": dict(result.points), "scores": dict(result.scores)}

    def hand_text(self, result: PointsResult) -> str:
        return ", ".join(f"{n} {s}" for n, s in result.scores)

    def sheet_row(self) -> dict[str, Any]:
        return {
            "games": [
                {
                    "game": g.number,
                    "winner": g.winner,
                    "scores": dict(g.scores),
                    "value": g.value,
                    "paid": dict(g.paid),
                }
                for g in self.games
            ],
            "rubbers": [
                {"rubber": r.number, "winner": r.winner, "value": r.value} for r in self.rubbers
            ],
            "current": dict(self.scores),
            "totals": self.totals(),
        }

    def sheet_text(self) -> list[str]:
        out = [f"games: {len(self.games)}"]
        for game in self.games:
            worth = f" worth {game.value}" if self.rules.value != "count" else ""
            score = " to ".join(str(s) for _, s in game.scores)
            out.append(f"  game {game.number}: {game.winner} {score}{worth}")
        if self.rules.rubber:
            out.append(f"rubbers: {len(self.rubbers)}")
            for rubber in self.rubbers:
                out.append(f"  rubber {rubber.number}: {rubber.winner} by {rubber.value}")
        out.append("game in progress: " + ", ".join(f"{n} {s}" for n, s in self.scores.items()))
        if self.rules.value != "count":
            totals = self.totals()
            label = "totals of the rubbers finished" if self.rules.rubber else "totals"
            figures = ", ".join(f"{n} {v:+d}" for n, v in totals.items()) or "none"
            out.append(f"{label}: {figures}")
        return out

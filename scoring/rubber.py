"""The rubber score sheet of Bridge Whist (seed 000, "The Rubber", "Scoring", "The Revoke").

The book's words, as the sheet applies them:

- "The Rubber is the best of three games. If the same players win the first two, the
  third is not played."
- "Each game consists of thirty points, scored from points made by taking in tricks
  only. Points made for Honors, Chicane and Slams do not count for game." -- "the score
  for Honors and that for tricks should be kept entirely separate": trick points are
  kept per game (below the line, as players say), the rest apart (above).
- "An account of Honors, Chicane and Slam points is kept until the end of the Rubber.
  The winners of the Rubber score one hundred points. Each side then counts up all points
  made for Tricks, Honors, Chicane, Slams and for winning the Rubber, and the side having
  the most points wins. It is thus possible that the winners of the Rubber may be the
  losers by points."
- "In case either side scores the thirty points necessary to win a game during the
  playing of a hand, such hand must be played out, and all points made be scored": the
  whole hand's trick points are credited, and the next hand begins a new game with both
  sides at nought (the points over thirty are not carried: the book counts a game from
  "points made by taking in tricks" in it).
- The revoking side "can not win the game that hand, no matter what they make; they may
  play the hand out, however, and score all they make up to twenty-eight, or within two
  points of going out" (:meth:`whist.games.bridge_whist.HandScore.toward_game`).

The rules are the core's (:mod:`whist.games.bridge_whist`); this module keeps the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from whist import Side
from whist.games.bridge_whist import GAME, RUBBER_BONUS, HandScore, SidePoints

GAMES_TO_WIN = 2


class RubberError(ValueError):
    """A hand added to a rubber already won."""


@dataclass(frozen=True)
class RubberHand:
    """One hand as the sheet credits it: trick points toward the game (after any revoke
    cap), honours, chicane and slam apart; the game it was played in and who won it."""

    number: int
    game: int
    description: str
    points: dict[Side, SidePoints]
    below_after: dict[Side, int]
    game_won_by: Side | None = None
    lines: tuple[str, ...] = field(default=())


class RubberSheet:
    """A table's rubber: add each hand's :class:`HandScore`; read games, totals, winner.

    >>> sheet = RubberSheet()
    >>> sheet.games_won
    {<Side.NS: 'NS'>: 0, <Side.EW: 'EW'>: 0}
    """

    def __init__(self) -> None:
        self.hands: list[RubberHand] = []
        self._below: dict[Side, int] = dict.fromkeys(Side, 0)
        self._games: list[Side] = []

    @property
    def game_number(self) -> int:
        """The game being played (1, 2 or 3)."""
        return len(self._games) + 1

    @property
    def below(self) -> dict[Side, int]:
        """Trick points toward the game in progress."""
        return dict(self._below)

    @property
    def games_won(self) -> dict[Side, int]:
        return {side: self._games.count(side) for side in Side}

    @property
    def winner(self) -> Side | None:
        """The side that won the rubber (two games), or ``None`` while it goes on."""
        won = self.games_won
        return next((side for side in Side if won[side] >= GAMES_TO_WIN), None)

    @property
    def is_finished(self) -> bool:
        return self.winner is not None

    def add(self, hand: HandScore, description: str | None = None) -> RubberHand:
        """Score ``hand``, played in the current game."""
        if self.is_finished:
            raise RubberError(
                f"the rubber is won by {self.winner} ({self._games_text()}): start a new "
                "rubber for the next hand"
            )
        number = len(self.hands) + 1
        credited: dict[Side, SidePoints] = {}
        lines = []
        for side in Side:
            made = hand.points[side]
            toward = hand.toward_game(side, self._below[side])
            credited[side] = SidePoints(toward, made.honours, made.chicane, made.slam)
            if toward != made.tricks:
                lines.append(
                    f"{side} revoked: {made.tricks} trick points made, {toward} scored (up to "
                    "twenty-eight; cannot win the game this hand)"
                )
            self._below[side] += toward
        won = next((side for side in Side if self._below[side] >= GAME), None)
        game = self.game_number
        below_after = dict(self._below)
        if won is not None:
            self._games.append(won)
            lines.append(
                f"{won} win game {game} with {self._below[won]} "
                f"(the hand played out and all its points scored)"
            )
            self._below = dict.fromkeys(Side, 0)
            if self.winner is not None:
                lines.append(f"{won} win the rubber ({self._games_text()}): {RUBBER_BONUS}")
        entry = RubberHand(
            number,
            game,
            description or hand.declaration.describe(),
            credited,
            below_after,
            won,
            tuple(lines),
        )
        self.hands.append(entry)
        return entry

    def _games_text(self) -> str:
        won = self.games_won
        return f"games NS {won[Side.NS]}, EW {won[Side.EW]}"

    def totals(self) -> dict[Side, int]:
        """ "Each side then counts up all points made for Tricks, Honors, Chicane, Slams and
        for winning the Rubber" (the bonus once the rubber is won)."""
        out = {side: sum(h.points[side].total for h in self.hands) for side in Side}
        if self.winner is not None:
            out[self.winner] += RUBBER_BONUS
        return out

    def result(self) -> tuple[Side | None, int]:
        """The side "having the most points" and by how many (``None`` for equal points)."""
        totals = self.totals()
        margin = totals[Side.NS] - totals[Side.EW]
        if margin == 0:
            return None, 0
        return (Side.NS if margin > 0 else Side.EW), abs(margin)

    def text(self) -> str:
        """The sheet as a table: each hand, its trick points and the points apart, the
        games, and the reckoning at the end of the rubber."""
        rows = [
            f"{'hand':>4}  {'game':>4}  {'declaration':<28} {'NS tricks':>9} {'NS above':>8} "
            f"{'EW tricks':>9} {'EW above':>8}  game score"
        ]
        for h in self.hands:
            ns, ew = h.points[Side.NS], h.points[Side.EW]
            score = f"{h.below_after[Side.NS]}-{h.below_after[Side.EW]}"
            if h.game_won_by is not None:
                score += f"  game {h.game} to {h.game_won_by}"
            rows.append(
                f"{h.number:>4}  {h.game:>4}  {h.description:<28} {ns.tricks:>9} "
                f"{ns.above:>8} {ew.tricks:>9} {ew.above:>8}  {score}"
            )
        totals = self.totals()
        if self.winner is not None:
            rows.append(f"rubber to {self.winner}: {RUBBER_BONUS}")
        rows.append(f"totals: NS {totals[Side.NS]}, EW {totals[Side.EW]}")
        side, margin = self.result()
        rows.append(f"{side} win by {margin} points" if side else "equal points")
        return "\n".join(rows)

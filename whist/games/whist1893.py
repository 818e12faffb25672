"""Whist of the Laws of 1893 (seed 000, "Whist" and "The Laws of Whist", as revised by
the Third American Whist Congress, Chicago, 1893): the straight game.

- Law 1: "A game consists of seven points, each trick above six counting one. The value
  of the game is determined by deducting the losers' score from seven."
- Law 30: "The penalty for revoking is the transfer of two tricks from the revoking side
  to their adversaries. It can be enforced for as many revokes as occur during the
  hand. The revoking side can not win the game in that hand. If both sides revoke,
  neither can win the game in that hand." Law 31: they may "score all points made by
  them up to score of six".
- "Scoring.—The penalty for a revoke (see Laws) takes precedence over all other scores.
  Tricks score next and honors last."
- The rubber: the book gives it only with the old English custom ("The practice of
  scoring for Honors, Rubber points, and singles, doubles and trebles is obsolete in
  America. They are given here for the benefit of those who still adhere to the old
  English custom"): "The Rubber is the best two out of three games ... the winners of
  the rubber add two points to their score"; "A treble (3 points), when adversaries have
  failed to score. A double (2 points), when adversaries have scored one or two. A single
  (1 point), when adversaries have scored three or four"; honours "the four Honors, score
  four points. Any three Honors, score two points", but "Players who at the beginning
  of the hand need only one point to score out can not score for Honors".

So a sitting is scored the American way by default (each game worth seven less the
losers' score, no honours, no rubber) and the English way with the option
``"english": true`` (honours, trebles, rubbers of two games in three with two points).
Reading chosen: in a game of seven the book's single ("three or four") is taken to
cover the losers' five and six too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist.games.points import PointsRules, PointsSheet
from whist.games.social import DealRule, Sides, SocialGame, pair

GAME_POINTS = 7
RUBBER_POINTS = 2

AMERICAN = PointsRules(game_points=GAME_POINTS)
ENGLISH = PointsRules(
    game_points=GAME_POINTS,
    honours="whist",
    value="trebles",
    rubber=True,
    rubber_points=RUBBER_POINTS,
)


class WhistSheet(PointsSheet):
    """Partners A-C against B-D (players listed round the table to the left)."""

    game = "whist-1893"

    def __init__(self, players: tuple[str, ...], options: Mapping[str, Any]) -> None:
        self.rules = ENGLISH if options.get("english") else AMERICAN
        super().__init__(players, options)

    def sides(self) -> Sides:
        a, b, c, d = self.players
        return Sides((pair(a, c), pair(b, d)))


class Whist1893(SocialGame):
    name = "whist-1893"
    title = "Whist (Laws of 1893)"
    players = "4, two against two"
    pack_note = "52 cards; the last card dealt turned for trump and the dealer's"
    source = "seed 000, 'Whist' and 'The Laws of Whist' (1893)"
    options: Mapping[str, object] = {"english": False}
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="one at a time, to each player in regular rotation, beginning at his left",
        turned="the last card, 'which is the trump card, must be turned up before the dealer'"
        " (law 13); he takes it into his hand at his turn to play to the first trick",
        trump="the suit of the card turned",
        leader="the player at the dealer's left",
        deal_passes="to the left (law 13)",
        misdeal="loses the deal, unless an adversary touched a card or interrupted (law 17)",
    )

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> WhistSheet:
        return WhistSheet(players, options)

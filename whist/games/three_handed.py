"""Three-handed Whist (seed 000, "Three-handed Whist").

"Discard the two, three and four spot of each suit and the Five of Spades. Deal thirteen
cards to each player, and play as in Whist. The rules and laws of Whist apply. Four
tricks are a book, each trick in excess of four, therefore, scoring one point. Ten
points are game."

Readings chosen (the book says no more): each plays for himself; law 1's value of a
game ("deducting the losers' score") is paid by each loser, ten less his score; law
30's two tricks of a revoke go to the adversary the record names, and the revoker
cannot win the game that hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist.cards import SUITS, Card, Rank, Suit
from whist.games.points import PointsRules, PointsSheet
from whist.games.social import DealRule, Sides, SocialGame
from whist.packs import STANDARD_PACK

RULES = PointsRules(game_points=10, book=4)
DISCARDED: frozenset[Card] = frozenset(
    {Card(rank, suit) for suit in SUITS for rank in (Rank.TWO, Rank.THREE, Rank.FOUR)}
    | {Card(Rank.FIVE, Suit.SPADES)}
)
CARDS: tuple[Card, ...] = tuple(c for c in STANDARD_PACK.cards if c not in DISCARDED)
"""The 39 cards dealt, thirteen to each."""


class ThreeHandedSheet(PointsSheet):
    game = "three-handed-whist"
    rules = RULES

    def sides(self) -> Sides:
        return Sides(tuple((p, (p,)) for p in self.players))


class ThreeHandedWhist(SocialGame):
    name = "three-handed-whist"
    title = "Three-handed Whist"
    players = "3, each for himself"
    pack_note = "39 cards: the 2, 3 and 4 of each suit and the 5 of spades discarded"
    source = "seed 000, 'Three-handed Whist'"
    player_counts = (3,)
    deal_rule = DealRule(
        cards=39,
        hands=3,
        cards_each=13,
        belongs_to_no_one=0,
        packets="as in Whist, thirteen cards to each player",
        turned="the last card, as in Whist",
        trump="the suit turned",
        leader="the player at the dealer's left",
        deal_passes="to the left",
        misdeal="as in Whist ('The rules and laws of Whist apply')",
    )
    default_players = ("A", "B", "C")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> ThreeHandedSheet:
        return ThreeHandedSheet(players, options)

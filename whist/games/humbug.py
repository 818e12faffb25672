"""Humbug Whist (seed 000, "Humbug Whist").

"For Two Players.—Four hands are dealt, the same as in Whist, and the last card is
turned up for trump. ... he may, instead of playing with the original hand dealt him,
exchange it for the hand on the table at his right, discarding his original hand
altogether. If the dealer discards his original hand, he loses the turned-up trump card,
but the trump suit remains the same. ... Each of the two players deals for himself in
turn, there being no deal for the blind hands. The non-dealer leads, and the cards are
played as in Whist. Each trick taken in over six scores one point, five points being
game. If each player holds two Honors neither can score, but if one holds none or one
Honor, and the other two, three or four, the latter is entitled to score one point for
each Honor. Three tricks is the penalty for revoke."

Readings chosen: the honours are whist's four (A K Q J of trumps) in the hands played;
they score after the tricks, as in Whist; the book gives no value of a game nor a
rubber, so the sheet counts games; a revoke takes three tricks but, the book saying no
more, does not stop the revoker winning the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist.games.points import PointsRules, PointsSheet
from whist.games.social import DealRule, Record, Sides, SocialGame

RULES = PointsRules(
    game_points=5, revoke_tricks=3, revoker_cannot_win=False, honours="humbug", value="count"
)


def leader(dealer: str, players: tuple[str, str]) -> str:
    """ "The non-dealer leads"."""
    return players[1] if dealer == players[0] else players[0]


class HumbugSheet(PointsSheet):
    game = "humbug"
    rules = RULES

    def sides(self) -> Sides:
        a, b = self.players
        return Sides(((a, (a,)), (b, (b,))))

    def extra_fields(self) -> tuple[str, ...]:
        return ("exchanged",)

    def notes(self, record: Record) -> tuple[str, ...]:
        notes = list(super().notes(record))
        for i, name in enumerate(record.listing("exchanged")):
            if name not in self.players:
                raise record.error(f"exchanged[{i}]", f"{name!r} is not a player")
            note = f"{name} exchanged his hand for the one on his right"
            if str(record.data.get("dealer", "")).casefold() == str(name).casefold():
                note += " and lost the turned-up trump card (the trump suit remains)"
            notes.append(note)
        return tuple(notes)


class Humbug(SocialGame):
    name = "humbug"
    title = "Humbug Whist"
    players = "2 (four hands dealt)"
    pack_note = "52 cards in four hands; the last card turned for trump"
    source = "seed 000, 'Humbug Whist'"
    player_counts = (2,)
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="'Four hands are dealt, the same as in Whist'",
        turned="the last card, turned up for trump; the dealer loses it if he discards his"
        " original hand, 'but the trump suit remains the same'",
        trump="the suit turned",
        leader="'The non-dealer leads'",
        deal_passes="'Each of the two players deals for himself in turn, there being no deal"
        " for the blind hands'",
        misdeal="as in Whist (the book says no more)",
    )
    default_players = ("A", "B")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> HumbugSheet:
        return HumbugSheet(players, options)

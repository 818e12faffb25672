"""Dummy Whist and Double Dummy (seed 000, "Dummy Whist", "Double Dummy").

Dummy Whist: "For Three Players, the fourth hand (Dummy) being exposed, face up, on the
table. Use a full pack of 52 cards. Cut for deal, the lowest dealing and taking "Dummy"
as partner for that Rubber. ... deal the first card to the player at the left of the
Dummy, the next to himself, the third to the player at the right of Dummy, and then to
the Dummy. In fact, it is considered that the Dummy is dealing—the player to right of
Dummy leading. At the end of each Rubber, Dummy changes partners—thus being the partner
of each of the players in turn. ... Dummy is not liable for a revoke, as its cards are
exposed to adversaries. Dummy's partner is not liable for an exposed card, or for any
remark ... Seven points are game, but the players may, at their discretion, change this
to five or ten points."

Double Dummy: "For Two Players.—Each playing with a Dummy, or exposed hand, for a
partner. The laws and rules are the same as for Dummy Whist, except there is no
misdeal. ... The deal passes to the left, the players dealing for themselves and their
Dummy partner in turn. There is no penalty for revoke, exposed cards, etc."

"In general, the laws and rules of Whist apply": the game is scored as Whist of 1893
(:mod:`whist.games.whist1893`), the American way by default; the rubber is kept
because the Dummy changes partners at its end. Reading chosen: "in turn" is to the
left, the players being listed round the table to the left.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from whist.games.points import PointsRules, PointsSheet
from whist.games.social import DealRule, Record, Sides, SocialGame, TallyError, pair
from whist.games.whist1893 import AMERICAN, ENGLISH

DUMMY = "Dummy"
GAME_LENGTHS = (7, 5, 10)
""""Seven points are game, but the players may ... change this to five or ten points." """


def deal_order(dealer: str, players: tuple[str, ...]) -> tuple[str, ...]:
    """Dummy Whist: the dealer deals "as if it were the Dummy's deal": first to the
    player at the left of the Dummy, then himself, then the player at the right of the
    Dummy, then the Dummy. ``players`` are the three, dealer first, round to the left
    (the dealer's left-hand adversary sits at the Dummy's right)."""
    _, left, right = players[players.index(dealer) :] + players[: players.index(dealer)]
    return (right, dealer, left, DUMMY)


def liable_for_revoke(player: str) -> bool:
    """ "Dummy is not liable for a revoke, as its cards are exposed to adversaries." """
    return player.casefold() != DUMMY.casefold()


def liable_for_exposed_card(player: str, dummy_partner: str) -> bool:
    """ "Dummy's partner is not liable for an exposed card, or for any remark"."""
    return player != dummy_partner


def _rules(options: Mapping[str, Any]) -> PointsRules:
    length = options.get("game_points", 7)
    if length not in GAME_LENGTHS:
        raise TallyError(
            f"options.game_points: {length} is no game's length: seven points are game, or"
            " five or ten by agreement (seed 000, Dummy Whist)"
        )
    base = ENGLISH if options.get("english") else AMERICAN
    return replace(base, game_points=length, rubber=True)


class DummySheet(PointsSheet):
    """Three players; the Dummy is the partner of one for a rubber, then of the next."""

    game = "dummy-whist"
    #: "Dummy deals the first hand of each Rubber, the partner dealing the cards for
    #: Dummy": the deal goes round four seats, one of them the Dummy's, so a record's
    #: dealer (a player) is not checked against the rotation
    rotates = False

    def __init__(self, players: tuple[str, ...], options: Mapping[str, Any]) -> None:
        self.rules = _rules(options)
        first = options.get("dummy_partner") or players[0]
        if first not in players:
            raise TallyError(f"options.dummy_partner: {first!r} is not one of {list(players)}")
        self._first = players.index(first)
        super().__init__(players, options)

    @property
    def dummy_partner(self) -> str:
        """ "At the end of each Rubber, Dummy changes partners"."""
        return self.players[(self._first + len(self.rubbers)) % 3]

    def sides(self) -> Sides:
        partner = self.dummy_partner
        others = [p for p in self.players if p != partner]
        i = self.players.index(partner)
        others = [self.players[(i + 1) % 3], self.players[(i + 2) % 3]]
        return Sides((pair(partner, DUMMY), pair(*others)))

    def check_revoker(self, record: Record, field: str, by: str) -> None:
        if not liable_for_revoke(by):
            raise record.error(
                field,
                "Dummy is not liable for a revoke, as its cards are exposed to adversaries"
                " (seed 000, Dummy Whist): the game continues as if no revoke had occurred",
            )


class DoubleDummySheet(PointsSheet):
    """Two players, each with his Dummy: the sides are named by the players."""

    game = "double-dummy"

    def __init__(self, players: tuple[str, ...], options: Mapping[str, Any]) -> None:
        self.rules = replace(_rules(options), revoke_tricks=None)
        super().__init__(players, options)

    def sides(self) -> Sides:
        a, b = self.players
        return Sides(((a, (a,)), (b, (b,))))

    def no_revoke_penalty(self) -> str:
        return "There is no penalty for revoke, exposed cards, etc. (seed 000, Double Dummy)"


class DummyWhist(SocialGame):
    name = "dummy-whist"
    title = "Dummy Whist"
    players = "3, one with the Dummy for a rubber"
    pack_note = "52 cards; the fourth hand (Dummy) exposed"
    source = "seed 000, 'Dummy Whist'"
    options: Mapping[str, object] = {"english": False, "game_points": 7, "dummy_partner": ""}
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="'as if it were the Dummy's deal': the player at the left of the Dummy, the"
        " dealer, the player at the right of Dummy, then the Dummy",
        turned="the last card, as in Whist",
        trump="the suit turned",
        leader="'the player to right of Dummy leading'",
        deal_passes="to the left; 'Dummy deals the first hand of each Rubber, the partner"
        " dealing the cards for Dummy'",
        misdeal="as in Whist",
    )
    player_counts = (3,)
    default_players = ("A", "B", "C")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> DummySheet:
        return DummySheet(players, options)


class DoubleDummy(SocialGame):
    name = "double-dummy"
    title = "Double Dummy"
    players = "2, each with a Dummy"
    pack_note = "52 cards; two hands exposed; no misdeal"
    source = "seed 000, 'Double Dummy'"
    options: Mapping[str, object] = {"english": False, "game_points": 7}
    deal_rule = DealRule(
        cards=52,
        hands=4,
        cards_each=13,
        belongs_to_no_one=0,
        packets="as in Whist, 'the players dealing for themselves and their Dummy partner in turn'",
        turned="the last card, as in Whist",
        trump="the suit turned",
        leader="the player at the dealer's left ('The dealer is at a disadvantage')",
        deal_passes="to the left",
        misdeal="'there is no misdeal'",
    )
    player_counts = (2,)
    default_players = ("A", "B")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> DoubleDummySheet:
        return DoubleDummySheet(players, options)

"""Thirteen and the Odd, two-handed whist (seed 000, "Thirteen and the Odd").

"Use a full pack of 52 cards, ranking as in Whist. Two can play. Cut for deal, Ace being
low. Deal thirteen cards to each and turn up the next card for trump. The dealer's
opponent leads and tricks are taken exactly as in Whist, the same rules and laws
applying. The player first taking seven tricks wins the game. A revoke forfeits the game
if the trick is quitted before it is discovered."

Each hand is a game. Twenty-six cards are dealt and the 27th turned: it and the other
25 belong to no one. Readings chosen: the record gives the tricks taken (play may stop
at the seventh); a revoke names the revoker, who forfeits the game whatever his tricks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from whist.games.social import DealRule, Record, Sheet, SocialGame, player_of

TRICKS_TO_WIN = 7
DEALT = 26
UNDEALT = 52 - DEALT - 1
"""Cards that belong to no one, besides the trump card turned."""


@dataclass(frozen=True)
class ThirteenHand:
    tricks: tuple[tuple[str, int], ...]
    revoke: str | None = None
    dealer: str | None = None


@dataclass(frozen=True)
class ThirteenResult:
    hand: int
    winner: str
    lines: tuple[str, ...]


class ThirteenSheet(Sheet[ThirteenHand, ThirteenResult]):
    game = "thirteen-and-the-odd"

    def _reset(self) -> None:
        self.won: dict[str, int] = {p: 0 for p in self.players}

    def read(self, record: Record) -> ThirteenHand:
        record.only(
            ["dealer", "tricks", "revoke"],
            {
                "honours": "the book scores no honours in Thirteen and the Odd: the game is seven"
                " tricks"
            },
        )
        dealer = player_of(record, "dealer", self.players, required=False)
        self.check_dealer(record, dealer)
        revoke = player_of(record, "revoke", self.players, required=False)
        if not record.has("tricks") and revoke is None:
            raise record.error("tricks", 'is missing: write {"A": 7, "B": 4}')
        tricks: dict[str, int] = {}
        if record.has("tricks"):
            raw = record.data["tricks"]
            if not isinstance(raw, Mapping):
                raise record.error("tricks", f"{raw!r} is not an object")
            for key, value in raw.items():
                field = f"tricks.{key}"
                name = player_of(
                    Record({field: key}, record.hand), field, self.players, required=True
                )
                assert name is not None
                tricks[name] = record.number(value, f"tricks.{key}", 0, 13)
        if sum(tricks.values()) > 13:
            raise record.error("tricks", f"{sum(tricks.values())} tricks: there are thirteen")
        if revoke is None and not any(n >= TRICKS_TO_WIN for n in tricks.values()):
            raise record.error(
                "tricks", "nobody has seven: 'The player first taking seven tricks wins the game'"
            )
        return ThirteenHand(
            tricks=tuple((p, tricks.get(p, 0)) for p in self.players),
            revoke=revoke,
            dealer=dealer,
        )

    def _score(self, hand: ThirteenHand) -> ThirteenResult:
        if hand.revoke is not None:
            winner = next(p for p in self.players if p != hand.revoke)
            line = f"{hand.revoke} revoked and forfeits the game to {winner}"
        else:
            winner = next(p for p, n in hand.tricks if n >= TRICKS_TO_WIN)
            line = f"{winner} took seven tricks and wins the game"
        self.won[winner] += 1
        return ThirteenResult(hand=self.hand_number, winner=winner, lines=(line,))

    def hand_row(self, result: ThirteenResult) -> dict[str, Any]:
        return {"winner": result.winner}

    def hand_text(self, result: ThirteenResult) -> str:
        return ""

    def sheet_row(self) -> dict[str, Any]:
        return {"games": dict(self.won)}

    def sheet_text(self) -> list[str]:
        return ["games won: " + ", ".join(f"{p} {n}" for p, n in self.won.items())]


class ThirteenAndTheOdd(SocialGame):
    name = "thirteen-and-the-odd"
    title = "Thirteen and the Odd (two-handed whist)"
    players = "2"
    pack_note = "52 cards; thirteen to each, the next turned for trump, the rest undealt"
    source = "seed 000, 'Thirteen and the Odd'"
    player_counts = (2,)
    deal_rule = DealRule(
        cards=52,
        hands=2,
        cards_each=13,
        belongs_to_no_one=UNDEALT + 1,
        packets="'thirteen cards to each'",
        turned="'the next card', turned up for trump: it and the undealt cards belong to no one",
        trump="the suit turned",
        leader="'The dealer's opponent leads'",
        deal_passes="to the other player, as in Whist",
        misdeal="as in Whist ('the same rules and laws applying')",
    )
    default_players = ("A", "B")

    def new_sheet(self, players: tuple[str, ...], options: Mapping[str, Any]) -> ThirteenSheet:
        return ThirteenSheet(players, options)

"""The game itself: cards, packs, deals, trump records, tricks, the play and the laws.

Pure Python with no I/O beyond parsing text; imports nothing but the standard library.
"""

from typing import TYPE_CHECKING, Any

from whist.board import Board, rotating_dealer
from whist.cards import KNIGHT, SUITS, Card, Rank, Suit, format_cards, parse_cards
from whist.deal import Deal, format_hand, parse_hand
from whist.errors import DealError, IllegalPlayError, LawError, NotationError, WhistError
from whist.games import (
    BISHOPS_WHIST,
    DUPLICATE_WHIST,
    Game,
    Score,
    find_game,
    game_names,
)
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack, find_pack
from whist.ranking import deal_count, rank_deal, unrank_deal
from whist.seats import SEATS, Seat, Side
from whist.tricks import TrickRecord
from whist.trump import TrumpRecord

if TYPE_CHECKING:
    from whist.games.bridge_whist import BridgeWhist
    from whist.play import Play

    BRIDGE_WHIST: BridgeWhist


def __getattr__(name: str) -> Any:
    # The play and its laws are most of the engine's import time, and a command that
    # only reads or writes deals (``whist convert``) never plays a card.
    if name == "Play":
        from whist.play import Play

        return Play
    if name == "BRIDGE_WHIST":  # registered with the games loaded on first use
        from whist.games import BRIDGE_WHIST

        return BRIDGE_WHIST
    raise AttributeError(f"module 'whist' has no attribute {name!r}")


__all__ = [
    "BISHOPS_PACK",
    "BISHOPS_WHIST",
    "BRIDGE_WHIST",
    "DUPLICATE_WHIST",
    "KNIGHT",
    "SEATS",
    "STANDARD_PACK",
    "SUITS",
    "Board",
    "Card",
    "Deal",
    "DealError",
    "Game",
    "IllegalPlayError",
    "LawError",
    "NotationError",
    "Pack",
    "Play",
    "Rank",
    "Score",
    "Seat",
    "Side",
    "Suit",
    "TrickRecord",
    "TrumpRecord",
    "WhistError",
    "deal_count",
    "find_game",
    "find_pack",
    "format_cards",
    "format_hand",
    "game_names",
    "parse_cards",
    "parse_hand",
    "rank_deal",
    "rotating_dealer",
    "unrank_deal",
]

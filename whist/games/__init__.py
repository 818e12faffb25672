"""Games as data plus a small class, found by name in a registry.

A :class:`~whist.games.base.Game` says which pack it uses, which cards are lawful
(which plays are renounces), who wins a trick, and how a deal scores. Later games
of the books (Bridge Whist, Cayenne, Solo ...) plug in as one module each:
subclass ``Game`` and call :func:`register`.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from whist.errors import NotationError
from whist.games.base import Game, Score
from whist.games.bishops import BishopsWhist
from whist.games.duplicate import DuplicateWhist
from whist.tricks import PlayedCard

if TYPE_CHECKING:
    from whist.games.bridge_whist import BridgeWhist

    BRIDGE_WHIST: BridgeWhist

_REGISTRY: dict[str, Game] = {}
_social_games_registered = False


def register(game: Game) -> Game:
    """Add ``game`` to the registry under ``game.name``."""
    _REGISTRY[game.name] = game
    return game


def find_game(name: str) -> Game:
    """The game registered as ``name`` (e.g. ``duplicate-whist``, ``bishops-whist``)."""
    if name not in _REGISTRY:
        _register_social_games()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise NotationError(
            f"unknown game {name!r}: the games are {', '.join(game_names())}"
        ) from None


def game_names() -> list[str]:
    _register_social_games()
    return sorted(_REGISTRY)


def _register_social_games() -> None:
    """Register Bridge Whist and the other games of seed 000 (Solo, Cayenne, Mort...),
    once.

    Loaded lazily on purpose: their rules and sheets are two thirds of the engine's
    import time, and a command of duplicate boards (``whist deal``, ``whist convert``)
    never looks one up; they join the registry the first time a name is not among
    duplicate and Bishops whist, or every name is asked for."""
    global _social_games_registered
    if _social_games_registered:
        return
    _social_games_registered = True
    from whist.games.bridge_whist import BridgeWhist
    from whist.games.social_games import SOCIAL_GAMES

    for game in (BridgeWhist(), *SOCIAL_GAMES):
        _REGISTRY.setdefault(game.name, game)


def dealt_at_the_table(name: str) -> str | None:
    """Why a command of duplicate boards (``whist deal``, ``whist replay``, an event
    folder, the kiosk's duplicate tables) cannot take the game ``name``, or None when it
    is no social game: the social games are dealt at the table, hand by hand, and scored
    on their own sheets."""
    try:
        game = find_game(name)
    except ValueError:
        return None
    # A game is a SocialGame only if that class's module is loaded: asking sys.modules
    # keeps the boards' games (found without the social ones) from loading it.
    social = sys.modules.get("whist.games.social")
    if social is None or not isinstance(game, social.SocialGame):
        return None
    return (
        f"{game.title} ({name}) is dealt at the table, not from boards: score its hands "
        f"with `whist tally {name} FILE.json` or the kiosk's score-keeper"
    )


DUPLICATE_WHIST = register(DuplicateWhist())
BISHOPS_WHIST = register(BishopsWhist())


def __getattr__(name: str) -> Game:
    # BRIDGE_WHIST joins the registry with the other games on first use (see
    # _register_social_games): its declarations are no part of dealing or converting.
    if name == "BRIDGE_WHIST":
        return find_game("bridge-whist")
    raise AttributeError(f"module 'whist.games' has no attribute {name!r}")


__all__ = [
    "BISHOPS_WHIST",
    "BRIDGE_WHIST",
    "DUPLICATE_WHIST",
    "Game",
    "PlayedCard",
    "Score",
    "dealt_at_the_table",
    "find_game",
    "game_names",
    "register",
]

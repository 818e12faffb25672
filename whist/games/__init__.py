"""Games as data plus a small class, found by name in a registry.

A :class:`~whist.games.base.Game` says which pack it uses, which cards are lawful
(which plays are renounces), who wins a trick, and how a deal scores. Later games
of the books (Bridge Whist, Cayenne, Solo ...) plug in as one module each:
subclass ``Game`` and call :func:`register`.
"""

from __future__ import annotations

from whist.errors import NotationError
from whist.games.base import Game, Score
from whist.games.bishops import BishopsWhist
from whist.games.bridge_whist import BridgeWhist
from whist.games.duplicate import DuplicateWhist
from whist.games.social_games import SOCIAL_GAMES
from whist.tricks import PlayedCard

_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add ``game`` to the registry under ``game.name``."""
    _REGISTRY[game.name] = game
    return game


def find_game(name: str) -> Game:
    """The game registered as ``name`` (e.g. ``duplicate-whist``, ``bishops-whist``)."""
    try:
        return _REGISTRY[name]
    except KeyError:
        raise NotationError(
            f"unknown game {name!r}: the games are {', '.join(game_names())}"
        ) from None


def game_names() -> list[str]:
    return sorted(_REGISTRY)


DUPLICATE_WHIST = register(DuplicateWhist())
BISHOPS_WHIST = register(BishopsWhist())
BRIDGE_WHIST = register(BridgeWhist())

__all__ = [
    "BISHOPS_WHIST",
    "BRIDGE_WHIST",
    "DUPLICATE_WHIST",
    "Game",
    "PlayedCard",
    "Score",
    "find_game",
    "game_names",
    "register",
]

# the other games of seed 000, scored by their sheets (whist tally)
for _social in SOCIAL_GAMES:
    register(_social)

"""Helpers for the social games' tests: a sitting scored from plain records."""

from __future__ import annotations

from typing import Any

from whist.games import find_game
from whist.games.social import SocialGame


def sitting(
    game: str,
    hands: list[dict[str, Any]],
    players: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> Any:
    found = find_game(game)
    assert isinstance(found, SocialGame)
    sheet = found.sheet_for(players, options)
    for hand in hands:
        sheet.add_record(hand)
    return sheet

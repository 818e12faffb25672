"""The running score sheet of a score-keeper table as the players read it, in the book's
terms: Solo's chips per player, Cayenne's odd points and scoring points toward the
rubber, Mort's game of five and what each has won as the Live player, the straight
game's points toward the game, games and rubbers.

Every figure is read from the game's own sheet (:meth:`whist.games.social.Sheet.summary`,
the data ``whist tally --json`` prints): nothing is scored here. A board is a caption,
the columns (sides or players) and rows of a label and a cell per column.
"""

from __future__ import annotations

from typing import Any

from whist.games.mort import MortSheet
from whist.games.social import Sheet

Board = dict[str, Any]


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _row(label: str, cells: list[Any], note: str = "") -> dict[str, Any]:
    return {"label": label, "cells": [str(c) for c in cells], "note": note}


def boards(sheet: Sheet[Any, Any]) -> list[Board]:
    """The sheet's running totals as tables for the page."""
    data = sheet.summary()
    game = sheet.game
    if game == "solo-whist":
        players = list(sheet.players)
        return [
            {
                "caption": "Chips: won (+) and paid (−) so far",
                "columns": players,
                "rows": [_row("Chips", [_signed(data["chips"][p]) for p in players])],
                "kind": "chips",
            }
        ]
    if game == "thirteen-and-the-odd":
        players = list(sheet.players)
        return [
            {
                "caption": "Games won (first to seven tricks wins)",
                "columns": players,
                "rows": [_row("Games won", [data["games"][p] for p in players])],
            }
        ]
    if game == "cayenne":
        return [_cayenne(data)]
    if isinstance(sheet, MortSheet):
        return _mort(sheet, data)
    return [_points(sheet, data)]


def _points(sheet: Sheet[Any, Any], data: dict[str, Any]) -> Board:
    """Whist of 1893, Dummy, Double Dummy, Humbug, Three-handed: points toward the game,
    games won and, with the English custom, the rubbers."""
    rules = sheet.rules  # type: ignore[attr-defined]
    sides = list(data["current"])
    # with rubbers, the games of the rubber in progress (the sheet keeps them for the
    # rubber's end; Dummy's sides change with each rubber); else every game
    games = [(g["winner"], g["value"]) for g in data["games"]]
    label = "Games won"
    if rules.rubber:
        games = [(g.winner, g.value) for g in sheet.rubber_games]  # type: ignore[attr-defined]
        label = "Games won this rubber"
    rows = [
        _row(
            "Points this game",
            [data["current"][s] for s in sides],
            f"{rules.game_points} points win the game",
        ),
        _row(label, [sum(1 for w, _ in games if w == s) for s in sides]),
    ]
    if rules.value == "law1":
        rows.append(
            _row(
                f"Value of the g{label[1:]}",
                [sum(v for w, v in games if w == s) for s in sides],
                "each game: the game's points less the losers' score",
            )
        )
    notes = []
    if rules.rubber:
        rubbers = data["rubbers"]
        how = "the games' values less the losers'"
        if rules.value == "trebles":
            how = "the trebles, doubles and singles less the losers'"
        if rules.rubber_points:
            how += f", and {rules.rubber_points} for the rubber"
        totals = data["totals"]
        if set(totals) <= set(sides):
            won = [sum(1 for r in rubbers if r["winner"] == s) for s in sides]
            rows.append(_row("Rubbers won", won))
            rows.append(
                _row(
                    "Points of the rubbers finished",
                    [_signed(totals.get(s, 0)) for s in sides],
                    how,
                )
            )
        else:
            # Dummy changes partners with each rubber: the rubbers' sides are not today's
            notes.append(
                f"Rubbers finished ({how}): "
                + ", ".join(f"{s} {_signed(v)}" for s, v in totals.items())
            )
    return {"caption": "The game in progress", "columns": sides, "rows": rows, "notes": notes}


def _cayenne(data: dict[str, Any]) -> Board:
    """ "Note the difference between 'points' and 'scoring points'": points made in play
    toward a game of ten, the scoring points the value of the games won (seed 000)."""
    current = data["current"]
    sides = list(current["odd_points"])
    rubbers = data["rubbers"]
    games = [current["scoring_points"][s] for s in sides]
    return {
        "caption": "The rubber in progress (four games win it)",
        "columns": sides,
        "rows": [
            _row(
                "Points toward the next game",
                [current["odd_points"][s] for s in sides],
                "ten points are a game",
            ),
            _row(
                "Games won (their scoring points)",
                [" + ".join(str(v) for v in g) if g else "none" for g in games],
            ),
            _row("Scoring points this rubber", [sum(g) for g in games]),
            _row("Rubbers won", [sum(1 for r in rubbers if r["winner"] == s) for s in sides]),
            _row(
                "Scoring points of the rubbers finished",
                [sum(r["scoring_points"].get(s, 0) for r in rubbers) for s in sides],
                "with 8 to the winners of each rubber",
            ),
        ],
    }


def _mort(sheet: MortSheet, data: dict[str, Any]) -> list[Board]:
    """The game of five in progress, and each player's winnings as the Live player (his
    score doubled: "whatever score he makes is doubled")."""
    current = data["current"]
    players = list(sheet.players)
    live = data["live_player"]
    out = sheet.sitting_out
    return [
        {
            "caption": f"The game in progress: {live} is the Live player"
            + (f"; {out} sits out" if out else ""),
            "columns": list(current),
            "rows": [
                _row("Points this game", list(current.values()), "five points are a game"),
            ],
        },
        {
            "caption": "Won (+) or lost (−) as the Live player, games finished",
            "columns": players,
            "rows": [
                _row(
                    "As Live player",
                    [_signed(data["winnings"].get(p, 0)) for p in players],
                )
            ],
        },
    ]

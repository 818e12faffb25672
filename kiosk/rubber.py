"""A table playing rubbers of Bridge Whist: its movement, and the score sheet the table
page shows.

Bridge Whist (seed 000, "The Rubber"): "The Rubber is the best of three games. If the
same players win the first two, the third is not played." -- "Each game consists of
thirty points, scored from points made by taking in tricks only. Points made for Honors,
Chicane and Slams do not count for game." -- "The winners of the Rubber score one hundred
points."

The kiosk runs such a table as an event of one table and one round in which the deals
are played one after the other by the same four players: the movement named
:data:`RUBBER` (North-South are contestant 1, East-West contestant 2). The sheet is
made from the table's scored deals in the order they were scored, so it is rebuilt from
the log like everything else (a restart shows the same sheet). The sheet's arithmetic
-- game at 30, the revoking side's cap, the rubber's 100 -- is scoring's
(:mod:`scoring`); this module only lays it out for the tablet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kiosk.tables import BoardRun
from scoring.movement import Movement, Round, TableRound
from scoring.rubber import RubberSheet
from whist import Side
from whist.bridge import BridgePlay
from whist.games.bridge_whist import RUBBER_BONUS

#: the movement's name for a single table playing rubbers
RUBBER = "rubber"


def rubber_movement(deals: Sequence[int]) -> Movement:
    """One table, one round, every deal in order: four players playing rubbers."""
    numbers = tuple(sorted(deals))
    if not numbers:
        raise ValueError("a table playing rubbers needs at least one deal")
    return Movement(
        name=RUBBER,
        tables=1,
        rounds=(Round(1, (TableRound(1, numbers, ns=1, ew=2),)),),
        kind="pairs",
        deals=max(numbers),
        description="Bridge Whist rubbers at one table: the same four players play every deal",
    )


def is_rubber(movement: Movement) -> bool:
    """Does this event's one table play rubbers (rather than duplicate)?"""
    return movement.name == RUBBER and movement.tables == 1


SIDE_LABELS = {Side.NS: "North-South", Side.EW: "East-West"}
RULE = (
    "Game is 30 points, from tricks only; honours, chicane and slams are kept apart and "
    "count at the end of the rubber. The rubber is the best of three games; its winners "
    "score 100. The side with the most points wins."
)


def _sides(values: Mapping[Side, int]) -> dict[str, int]:
    return {side.value: int(values[side]) for side in Side}


def _rubber_json(number: int, sheet: RubberSheet, rows: list[dict[str, Any]]) -> dict[str, Any]:
    totals = sheet.totals()
    winner = sheet.winner
    won = sheet.games_won
    below = sheet.below
    if winner is not None:
        side, margin = sheet.result()
        state = f"{SIDE_LABELS[winner]} won the rubber, {won[winner]} games to {won[winner.other]}"
        state += f"; {SIDE_LABELS[side]} win by {margin} points" if side else "; equal points"
    else:
        state = (
            f"Game {sheet.game_number}: North-South {below[Side.NS]}, East-West "
            f"{below[Side.EW]} toward 30; games won: North-South {won[Side.NS]}, "
            f"East-West {won[Side.EW]}"
        )
    return {
        "number": number,
        "rows": rows,
        "games_won": _sides(won),
        "winner": winner.value if winner else None,
        "winner_label": SIDE_LABELS[winner] if winner else None,
        "bonus": {s.value: (RUBBER_BONUS if s is winner else 0) for s in Side} if winner else None,
        "tricks_total": _sides({s: sum(h.points[s].tricks for h in sheet.hands) for s in Side}),
        "honours_total": _sides({s: sum(h.points[s].above for h in sheet.hands) for s in Side}),
        "totals": _sides(totals),
        "state": state,
    }


def _rubbers(runs: Sequence[BoardRun]) -> list[tuple[RubberSheet, list[dict[str, Any]]]]:
    """The table's rubbers from its scored deals in the order they were scored: each hand
    onto the rubber in progress, a new rubber after one is won; with each rubber its rows
    for the tablet."""
    rubbers: list[tuple[RubberSheet, list[dict[str, Any]]]] = []
    sheet = RubberSheet()
    rows: list[dict[str, Any]] = []
    for run in runs:
        play = run.play
        if not isinstance(play, BridgePlay) or play.declaration is None:
            continue  # a deal the director scored (a new deal, a fouled board): not on the sheet
        hand = sheet.add(play.points(), play.declaration.describe())
        rows.append(
            {
                "board": run.number,
                "game": hand.game,
                "tricks": _sides({s: hand.points[s].tricks for s in Side}),
                "honours": _sides({s: hand.points[s].above for s in Side}),
                "note": "; ".join((hand.description, *hand.lines)),
                "game_won": hand.game_won_by.value if hand.game_won_by else None,
            }
        )
        if sheet.is_finished:
            rubbers.append((sheet, rows))
            sheet, rows = RubberSheet(), []
    if rows or not rubbers:
        rubbers.append((sheet, rows))
    return rubbers


def rubber_json(runs: Sequence[BoardRun]) -> dict[str, Any]:
    """The table page's score sheet: every rubber of the table so far."""
    return {
        "rule": RULE,
        "rubbers": [
            _rubber_json(n, sheet, rows) for n, (sheet, rows) in enumerate(_rubbers(runs), 1)
        ],
    }


def rubber_text(runs: Sequence[BoardRun]) -> str:
    """Every rubber of the table as scoring writes the sheet (``whist demo --rubber``)."""
    out = []
    for n, (sheet, _) in enumerate(_rubbers(runs), 1):
        text = f"Rubber {n}\n{sheet.text()}"
        if not sheet.is_finished:
            below, won = sheet.below, sheet.games_won
            text += (
                f"\n(not finished: game {sheet.game_number} stands NS {below[Side.NS]}, "
                f"EW {below[Side.EW]}; games NS {won[Side.NS]}, EW {won[Side.EW]})"
            )
        out.append(text)
    return "\n\n".join(out)

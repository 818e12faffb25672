"""The live results: every recorded score, by deal (the travellers), and the ranking.

The ranking is :mod:`scoring`'s (ARCHITECTURE.md: the kiosk never re-derives a rule
that scoring owns); this module only hands it the results as they are recorded, under
the core's game name, and asks the movement which side a contestant sits on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from kiosk.names import named
from scoring.movement import Movement
from scoring.results import DealResult, Scoresheet, Status
from whist import Side

if TYPE_CHECKING:
    from kiosk.context import Kiosk

DIRECTION_LABELS = {Side.NS: "N-S", Side.EW: "E-W"}


def standings(kiosk: Kiosk) -> dict[str, Any]:
    evening = kiosk.evening
    with evening.lock:
        evening.catch_up()
        results = list(evening.results.values())
        deals = sorted({r.board for r in results})
        return {
            "event": kiosk.event.name,
            "game": kiosk.event.game,
            "movement": evening.movement.name,
            "recorded": len(results),
            "expected": sum(
                len(tr.deals) for rnd in evening.movement.rounds for tr in rnd.tables if tr.full
            ),
            "deals": [{"board": d, "traveller": evening.traveller(d)} for d in deals],
            "ranking": ranking(kiosk),
        }


def scoresheet(kiosk: Kiosk) -> Scoresheet:
    """A :class:`scoring.results.Scoresheet` holding every result recorded so far."""
    evening = kiosk.evening
    sheet = Scoresheet(evening.movement, game=kiosk.event.game, names=evening.names)
    for result in sorted(evening.results.values(), key=lambda r: (r.round, r.table, r.board)):
        sheet.add(
            DealResult.from_sides(
                result.points,
                deal=result.board,
                round=result.round,
                table=result.table,
                status=cast(Status, result.status),
            )
        )
    return sheet


def ranking(kiosk: Kiosk) -> dict[str, Any]:
    """The ranking of the contestants by :mod:`scoring`, by the book's method for the
    movement, from the results so far."""
    sheet = scoresheet(kiosk)
    table = sheet.ranking()
    movement = kiosk.evening.movement
    label = "player" if movement.by_players else "pair"
    rows = [
        {
            "place": s.place_text,
            "contestant": s.contestant,
            "name": named(label, s.contestant, kiosk.evening.names),
            "direction": _direction(movement, s.contestant),
            "score": s.shown,
            "total": s.total,
            "note": s.note,
        }
        for s in table.standings
    ]
    summary = "; ".join(f"{k}: {v}" for k, v in table.summary)
    note = f"method: {table.method}" + (f"; {summary}" if summary else "")
    warnings = sheet.warnings()
    return {
        "available": True,
        "method": table.method,
        "rows": rows,
        "note": note,
        "warnings": warnings,
    }


def _direction(movement: Movement, contestant: int) -> str:
    """``N-S`` or ``E-W`` when the contestant sits the same way every round (as the
    movement seats it), else nothing."""
    side = movement.direction_of(contestant)
    return DIRECTION_LABELS[side] if side is not None else ""

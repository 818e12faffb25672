"""The live results: every recorded score, by deal (the travellers), and the ranking.

The ranking is :mod:`scoring`'s (ARCHITECTURE.md: the kiosk never re-derives a rule
that scoring owns); this module only hands it the results as they are recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kiosk.names import named

if TYPE_CHECKING:
    from kiosk.context import Kiosk


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


def scoresheet(kiosk: Kiosk) -> Any:
    """A :class:`scoring.results.Scoresheet` holding every result recorded so far."""
    from scoring.results import DealResult, Scoresheet

    evening = kiosk.evening
    game = "bishops" if kiosk.event.game == "bishops-whist" else "whist"
    sheet = Scoresheet(evening.movement, game=game, names=evening.names)
    for result in sorted(evening.results.values(), key=lambda r: (r.round, r.table, r.board)):
        sheet.add(
            DealResult(
                deal=result.board,
                ns_score=result.points["NS"],
                ew_score=result.points["EW"],
                round=result.round,
                table=result.table,
                status=result.status,  # type: ignore[arg-type]
            )
        )
    return sheet


def ranking(kiosk: Kiosk) -> dict[str, Any]:
    """The ranking of the contestants by :mod:`scoring`, by the book's method for the
    movement, from the results so far."""
    try:
        sheet = scoresheet(kiosk)
    except ImportError:
        return {"available": False, "rows": [], "note": "the scoring package has no results"}
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
    warnings = list(getattr(sheet, "warnings", list)())
    return {
        "available": True,
        "method": table.method,
        "rows": rows,
        "note": note,
        "warnings": warnings,
    }


def _direction(movement: Any, contestant: int) -> str:
    """``N-S`` or ``E-W`` when the contestant sits the same way every round (as the
    movement seats it), else nothing."""
    sides = set()
    for rnd in movement.rounds:
        seating = movement.seating(contestant, rnd.number)
        if seating is not None:
            sides.add({"ns": "N-S", "north": "N-S", "south": "N-S"}.get(seating.seat, "E-W"))
    return sides.pop() if len(sides) == 1 else ""

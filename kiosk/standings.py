"""The live results: every recorded score, by deal (the travellers), and the ranking.

The ranking is :mod:`scoring`'s (ARCHITECTURE.md: the kiosk never re-derives a rule
that scoring owns); this module only hands it the results as they are recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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


def ranking(kiosk: Kiosk) -> dict[str, Any]:
    """The ranking of the contestants by :mod:`scoring` from the results so far."""
    return {"available": False, "rows": [], "note": "scoring has no results API yet"}

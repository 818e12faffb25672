"""The demo's simulated players: they play every table to the end of the evening through
the same door as the tablets, in full and in quick mode, and for Bishops whist."""

from __future__ import annotations

from pathlib import Path

import pytest

from kiosk.autoplay import Autoplayer
from kiosk.evening import Evening
from kiosk.store import Store
from scoring.movement import Movement

from .conftest import MOVEMENT, make_event


@pytest.mark.parametrize(
    ("game", "quick"),
    [("duplicate-whist", False), ("duplicate-whist", True), ("bishops-whist", False)],
)
def test_simulated_players_finish_the_evening(game: str, quick: bool, tmp_path: Path) -> None:
    event = make_event(game)
    store = Store(f"sqlite:///{tmp_path / 'k.sqlite3'}")
    evening = Evening(
        store,
        game=game,
        boards=event.boards,
        movement=Movement.from_dict(MOVEMENT),
        settings={"quick_mode": quick},
    )
    steps = Autoplayer(evening, seed=3).run_evening()
    assert len(evening.results) == 8  # 2 tables x 2 rounds x 2 boards
    assert all(evening.phase(t) == "finished" for t in evening.tables.values())
    rows = store.entries_after(0)
    assert len(rows) == steps
    if not quick:
        plays = [r for r in rows if r.kind == "action" and r.data["action"]["type"] == "PlayCard"]
        assert len(plays) == 8 * 52
        if game == "duplicate-whist":
            assert all(sum(r.points.values()) == 13 for r in evening.results.values())
    assert Autoplayer(evening).step(1) is False
    store.close()

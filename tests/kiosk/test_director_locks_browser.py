"""The director's console releases a locked table and lets another tablet take a table,
in Debian's Chromium against a real ``whist kiosk`` (the information-discipline lock and
device claim, kiosk/locks.py)."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event

from .browser import KioskServer, chromium, running_kiosk, screenshot
from .conftest import make_event

pytestmark = pytest.mark.slow


def _table(server: KioskServer, kind: str, data: dict[str, Any]) -> tuple[int, Any]:
    result: tuple[int, Any] = server.post(
        "/api/tables/1/actions",
        {"id": uuid.uuid4().hex, "kind": kind, "data": data},
        {"X-Table-Token": server.token(1)},
    )
    return result


def test_console_releases_a_locked_table_and_moves_a_table_to_another_tablet(
    tmp_path: Path,
) -> None:
    event: Event = make_event()
    board = event.boards[0]
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        assert _table(server, "seats", {"seats": {"ns": 1, "ew": 3}})[0] == 200
        assert _table(server, "board", {"board": 1})[0] == 200
        wrong = board.deal.hand(board.leader.partner)[0]
        action = {"type": "PlayCard", "fields": {"seat": str(board.leader), "card": str(wrong)}}
        status, body = _table(server, "action", {"action": action})
        assert status == 423 and body["error"] == "table-locked", body

        console = browser.new_page(viewport={"width": 1280, "height": 900})
        errors: list[str] = []
        console.on("pageerror", lambda e: errors.append(str(e)))
        console.goto(server.base + "/director")
        console.fill("#secret", server.secret)
        console.click("#login")
        row = "#grid tr[data-table='1']"
        console.wait_for_selector(f"{row}.locked button[data-action='release']")
        leader = board.leader.name.title()
        assert f"locked: {leader} {wrong.display} is not in the hand" in console.inner_text(row)
        cells = console.locator("#alerts tr[data-kind='table-locked'] td").all_inner_texts()
        assert cells[1:6] == ["1", "1", "1", leader, "(e)"]
        screenshot(console, "director-locked-table")
        console.click(f"{row} button[data-action='release']")
        console.wait_for_selector("#grid-message.info")
        state = server.director_get("/api/tables/1/state")
        assert state["locked"] is None
        log = server.director_get("/api/director/log")["log"]
        assert log[-1]["kind"] == "release" and wrong.display in log[-1]["reason"]

        # A tablet opens the table's page and claims it; the console moves it.
        tablet = browser.new_context().new_page()
        assert tablet.goto(server.urls["1"]).status == 200
        other = browser.new_context().new_page()
        assert other.goto(server.urls["1"]).status == 403
        console.wait_for_selector(f"{row} button[data-action='reset-device']")
        console.click(f"{row} button[data-action='reset-device']")
        console.wait_for_function(
            "() => document.getElementById('grid-message').textContent"
            ".includes('the next tablet to open its page takes it')"
        )
        assert other.goto(server.urls["1"]).status == 200
        assert errors == []

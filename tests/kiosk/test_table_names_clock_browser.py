"""The tablet shows the names the director typed and the round clock he set (issue 10:
"Names: pairs/players with names ... shown on table pages"; "a round clock (round length
set by the director, time left on every tablet and the console)"), in Debian's Chromium
against a real ``whist kiosk``."""

from __future__ import annotations

from pathlib import Path

import pytest

from .browser import chromium, running_kiosk, screenshot
from .conftest import make_event

pytestmark = pytest.mark.slow


def test_tablet_shows_the_names_and_the_time_left(tmp_path: Path) -> None:
    with running_kiosk(make_event(), tmp_path) as server, chromium() as browser:
        director = {"X-Director-Secret": server.secret}
        status, body = server.post(
            "/api/director/names", {"csv": "1,Smith & Jones\n3,Brown & Green\n"}, director
        )
        assert status == 200, body
        status, body = server.post("/api/director/clock", {"minutes": 20}, director)
        assert status == 200, body
        page = browser.new_page(viewport={"width": 390, "height": 844})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(server.urls["1"])
        seating = page.locator("#seating").inner_text()
        assert "Smith & Jones" in seating and "Brown & Green" in seating
        # No clock until the round starts: the first table seated starts it.
        assert page.locator("#clock").is_hidden()
        page.fill("input[data-seat='ns']", "1")
        page.fill("input[data-seat='ew']", "3")
        page.locator("#seats-form button[type='submit']").click()
        page.wait_for_selector("#clock:not([hidden])")
        assert page.locator("#clock").inner_text() in ("20 min left", "19 min left")
        screenshot(page, "table-names-clock-phone")
        # The director stops the clock: the tablet no longer shows one.
        status, body = server.post("/api/director/clock", {"stop": 1}, director)
        assert status == 200, body
        page.wait_for_selector("#clock", state="hidden", timeout=10_000)
        assert errors == []

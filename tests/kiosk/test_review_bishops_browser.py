"""The hand viewer of a Bishops whist evening in Debian's Chromium (Playwright) against a
real ``whist kiosk`` process: the scripted table-board's planted card highlighted with
the points it gave away and the tricks beside them, the points objective explained in a
line, the knights shown and taken out one at a time, the cards beyond the solver's limit
saying so. Screenshots go to /tmp/kiosk-screenshots (not git)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.playreview_bishops import BOARD, TABLE, play_bishops_evening

from .browser import KioskServer, chromium, free_port, screenshot
from .test_review_browser import _analysed

pytestmark = pytest.mark.slow


def test_the_bishops_viewer_marks_the_planted_card_in_points(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    planted = play_bishops_evening(folder)
    server = KioskServer(folder, free_port())
    server.start()
    try:
        assert _analysed(server, 8)["failed"] == []
        with chromium() as browser:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(server.base + "/results")
            page.click(f'a.play-link[href="/review/{BOARD}/{TABLE}"]')
            page.wait_for_selector("#viewer:not([hidden])")
            hint = page.text_content("#unit-hint") or ""
            assert "a side scores a point for each trick over six and two for each bishop" in hint
            costly = page.query_selector_all("#costly button")
            numbers = [int(b.get_attribute("data-number") or 0) for b in costly]
            assert planted.number in numbers
            # the cards before the solver's reach say so
            note = page.text_content("#note") or ""
            assert "not solved within the limit of 200,000 positions" in note
            page.keyboard.press("ArrowRight")
            assert "No double-dummy value: not solved within the limit" in (
                page.text_content("#card-info") or ""
            )
            # the four knights: shown as Kt, and a knight played leaves the others
            knights = sum((page.text_content(f"#hand-{s}") or "").count("Kt") for s in "NESW")
            assert knights == 4
            for _ in range(planted.number - 2):
                page.keyboard.press("ArrowRight")
            assert "costly-card" not in (page.get_attribute("#card-info", "class") or "")
            page.keyboard.press("ArrowRight")
            info = page.text_content("#card-info") or ""
            assert "costly-card" in (page.get_attribute("#card-info", "class") or "")
            assert f"This card gave away {planted.cost} point" in info
            assert "(tricks " in info and "North-South: " in info
            assert page.query_selector(f"#slot-{planted.seat}.costly-card") is not None
            shot = screenshot(page, "review-bishops-costly-card")
            assert shot.stat().st_size > 10_000
            page.keyboard.press("End")
            assert page.text_content("#where") == "card 52 of 52 · trick 13"
            left = sum(len((page.text_content(f"#hand-{s}") or "").split("Kt")) - 1 for s in "NESW")
            assert left == 0
            phone = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
            phone.goto(server.base + f"/review/{BOARD}/{TABLE}")
            phone.wait_for_selector("#viewer:not([hidden])")
            phone.click(f'#costly button[data-number="{planted.number}"]')
            assert "costly-card" in (phone.get_attribute("#card-info", "class") or "")
            width = phone.evaluate("() => document.documentElement.scrollWidth")
            assert width <= 390, f"the page is {width}px wide on a 390px phone"
            screenshot(phone, "review-bishops-phone")
    finally:
        server.stop()

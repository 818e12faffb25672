"""The hand viewer in Debian's Chromium (Playwright) against a real ``whist kiosk``
process: an evening played through the kiosk's log (one table-board scripted with a
planted costly card), analysed by the kiosk's background worker, then walked card by card
from the live results -- buttons, arrow keys, the costly card highlighted -- on a laptop
and on a phone; and an evening still in play, whose boards nobody may open yet, not even
with a table's token. Screenshots go to /tmp/kiosk-screenshots (not git)."""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from tests.playreview_evening import BOARD, TABLE, play_evening

from .browser import KioskServer, chromium, free_port, screenshot

pytestmark = pytest.mark.slow


def _analysed(server: KioskServer, total: int) -> dict[str, Any]:
    """Wait for the background analysis (the director's console's figure)."""
    deadline = time.monotonic() + 120
    body: dict[str, Any] = {}
    while time.monotonic() < deadline:
        body = server.director_get("/review/progress")
        if body["done"] == total:
            return body
        time.sleep(0.3)
    raise AssertionError(f"the analysis did not finish: {body}")


def _where(page: Any) -> str:
    return str(page.text_content("#where"))


def test_the_viewer_steps_through_a_play_with_the_planted_card_marked(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    planted = play_evening(folder)
    server = KioskServer(folder, free_port())
    server.start()
    try:
        progress = _analysed(server, 8)
        assert progress["text"] == "Play analysis: 8 of 8 table-boards analysed"
        with chromium() as browser:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(server.base + "/results")
            page.click(f'a.play-link[href="/review/{BOARD}/{TABLE}"]')
            page.wait_for_selector("#viewer:not([hidden])")
            assert _where(page) == "card 0 of 52"
            assert page.is_disabled("#back")
            # the four hands, thirteen cards each, before the lead
            north = page.text_content("#hand-N") or ""
            assert north.startswith("North")
            # one costly card at this table-board: the planted one
            costly = page.query_selector_all("#costly button")
            assert len(costly) == 1
            assert costly[0].get_attribute("data-number") == str(planted.number)
            page.click("#forward")
            assert _where(page) == "card 1 of 52 · trick 1"
            page.keyboard.press("ArrowRight")
            page.keyboard.press("ArrowRight")
            assert _where(page) == "card 3 of 52 · trick 1"
            page.keyboard.press("ArrowLeft")
            assert _where(page) == "card 2 of 52 · trick 1"
            assert page.text_content("#trick .slot.last") != ""
            page.click("#back")
            page.click("#back")
            assert _where(page) == "card 0 of 52"
            # up to the card before the planted one: nothing highlighted yet
            for _ in range(planted.number - 1):
                page.keyboard.press("ArrowRight")
            assert "costly-card" not in (page.get_attribute("#card-info", "class") or "")
            hand_before = page.text_content(f"#hand-{planted.seat}") or ""
            page.keyboard.press("ArrowRight")
            info = page.text_content("#card-info") or ""
            assert "costly-card" in (page.get_attribute("#card-info", "class") or "")
            assert f"gave away {planted.cost} trick" in info
            assert page.query_selector(f"#slot-{planted.seat}.costly-card") is not None
            # the hand shrank by the card played
            hand_after = page.text_content(f"#hand-{planted.seat}") or ""
            assert len(hand_after) < len(hand_before)
            shot = screenshot(page, "review-costly-card")
            assert shot.stat().st_size > 10_000
            page.keyboard.press("End")
            assert _where(page) == "card 52 of 52 · trick 13"
            page.keyboard.press("Home")
            assert _where(page) == "card 0 of 52"
            # the list of costly cards jumps to the card
            page.click("#costly button")
            assert (
                _where(page)
                == f"card {planted.number} of 52 · trick {(planted.number - 1) // 4 + 1}"
            )
            # the same page on a phone
            phone = browser.new_page(viewport={"width": 390, "height": 844}, is_mobile=True)
            phone.goto(server.base + f"/review/{BOARD}/{TABLE}")
            phone.wait_for_selector("#viewer:not([hidden])")
            for _ in range(planted.number):
                phone.click("#forward")
            assert "costly-card" in (phone.get_attribute("#card-info", "class") or "")
            width = phone.evaluate("() => document.documentElement.scrollWidth")
            assert width <= 390, f"the page is {width}px wide on a 390px phone"
            screenshot(phone, "review-phone")
            # the director's console shows the analysis's progress
            console = browser.new_page()
            console.goto(server.base + "/director")
            console.fill("input[name=secret]", server.secret)
            console.press("input[name=secret]", "Enter")
            console.wait_for_selector("#review-progress")
            console.wait_for_function(
                "() => document.getElementById('review-progress').textContent.indexOf('8 of 8') >= 0"
            )
    finally:
        server.stop()


def _status(url: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def test_nothing_is_shown_before_the_board_is_complete_everywhere(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    play_evening(folder, stop_after=(1, 1))  # table 1 has played board 1; table 2 not yet
    server = KioskServer(folder, free_port())
    server.start()
    try:
        token = server.token(1)
        for path in ("/review/1/1", "/review/1/1/data", f"/review/1/1?token={token}"):
            for headers in ({}, {"X-Table-Token": token, "X-Table-Device": "tablet-1"}):
                status, body = _status(server.base + path, headers)
                assert status == 403, (path, headers, body)
                assert '"deal"' not in body and "N:" not in body
                assert "still to play it: table 2" in body
        with chromium() as browser:
            page = browser.new_page()
            page.goto(server.base + f"/review/1/1?token={token}")
            assert "still to play it: table 2" in (page.text_content("body") or "")
            assert page.query_selector("#viewer") is None
            screenshot(page, "review-withheld")
        progress = server.director_get("/review/progress")
        assert progress["done"] == 0
    finally:
        server.stop()

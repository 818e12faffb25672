"""The field results page in real Chromium (Playwright), from a real ``whist sim serve``
process: the kiosk's live results stylesheets, readable on a phone (nothing wider than
the screen), each direction ranked apart for Mitchell sections, each club's own ranking,
and for each board whether it is released or which club's tables still play it."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.kiosk.browser import chromium, screenshot

from .conftest import CentralServer, Club, run

pytestmark = pytest.mark.slow


def finished(club: Club) -> set[int]:
    """The boards every one of the club's three tables has scored."""
    kiosk = club.open()
    counts = Counter(r.board for r in kiosk.evening.results.values())
    return {board for board, n in counts.items() if n == 3}


def open_page(browser: Any, url: str, width: int, height: int) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport={"width": width, "height": height})
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(str(e)))
    response = page.goto(url)
    assert response is not None and response.status == 200
    page.wait_for_selector("#boards li")
    return page, problems


def test_the_field_page_on_a_phone_and_a_wide_screen(
    clubs: dict[str, Club], server: CentralServer
) -> None:
    a, b = clubs["a"], clubs["b"]
    a.play()
    # club B is in its last round: some boards finished by its three tables, not all
    while not finished(b):
        b.play(40)
    for club in (a, b):
        assert run("push", str(club.folder), "--central", server.url).exit_code == 0
    field = server.get("/api/field")
    released = field["released"]
    assert released and len(released) < field["boards"]
    waiting = [p for p in field["progress"] if not p["released"]]

    with chromium() as browser:
        phone, problems = open_page(browser, server.url + "/", 390, 844)
        shot = screenshot(phone, "field-page-phone")
        assert shot.exists()
        phone.screenshot(path=str(shot.with_name("field-page-phone-screen.png")))
        # the event's name on the first screen
        brand = phone.locator("header.top .brand")
        assert brand.inner_text() == "Simultaneous test"
        box = brand.bounding_box()
        assert box is not None and box["y"] >= 0 and box["x"] + box["width"] <= 390
        # the kiosk's look: its header's felt green and its panels (kiosk.css, results.css)
        header = phone.eval_on_selector("header.top", "e => getComputedStyle(e).backgroundColor")
        assert header == "rgb(31, 107, 69)"
        panel = phone.eval_on_selector(".panel", "e => getComputedStyle(e).borderRadius")
        assert panel == "10px"
        # readable on a phone: nothing wider than the screen, type not shrunk
        width = phone.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390
        size = phone.eval_on_selector("main td", "e => parseFloat(getComputedStyle(e).fontSize)")
        assert size >= 14
        # Mitchell sections: each direction ranked apart, across both clubs
        titles = phone.locator("#lists h3").all_inner_texts()
        assert titles == ["North-South", "East-West"]
        ranking = phone.inner_text("#lists")
        assert "Club A, pair 1" in ranking and "Club B, pair 1" in ranking
        # each board: released, or which club's tables still play it
        items = phone.locator("#boards li")
        assert items.count() == field["boards"]
        for board in released:
            text = items.nth(board - 1).inner_text()
            assert "released: finished in every club" in text
        for board in waiting:
            text = items.nth(board["board"] - 1).inner_text()
            assert "waiting for Club B (table" in text
            assert "Club A" not in text
        # each club's own ranking, by its kiosk's method
        own = phone.inner_text("#clubs-ranking")
        assert "Club A" in own and "Club B" in own and "Mitchell system" in own
        # only released boards' travellers
        boards_shown = phone.locator("#deals h3").all_inner_texts()
        assert boards_shown == [f"Board {n}" for n in released]
        assert problems == []  # no CSP refusal, no script error

        wide, problems = open_page(browser, server.url + "/", 1280, 900)
        screenshot(wide, "field-page-wide")
        # side by side on a wide screen: the two direction lists share a row
        tops = wide.eval_on_selector_all("#lists .list", "ls => ls.map(l => l.offsetTop)")
        assert len(set(tops)) == 1
        assert problems == []

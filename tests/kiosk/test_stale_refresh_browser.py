"""A table page and an answer that arrives late: with several kiosk processes (or one
busy one) a refresh asked before an action was answered can arrive after it. The page
must not take the table back to what that late answer says -- it would then send its
next action with an old number, be refused (409) and drop it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from whist import Play

from .browser import chromium, page_seq, running_kiosk, settled
from .conftest import make_event
from .test_e2e import TablePage

pytestmark = pytest.mark.slow


def test_a_refresh_answered_after_an_action_does_not_take_the_page_back(
    tmp_path: Path,
) -> None:
    event: Event = make_event()
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        table = TablePage(browser.new_page(viewport={"width": 1024, "height": 1300}))
        table.page.goto(server.urls["1"])
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        mirror = Play.from_board(event.boards[0])
        held: list[tuple[Any, Any]] = []

        def hold(route: Any) -> None:
            if held:
                route.continue_()
                return
            # the server answers now, the page hears it later
            held.append((route, route.fetch()))

        table.page.route("**/api/tables/1/state", hold)
        deadline = 100
        while not held and deadline:
            table.page.wait_for_timeout(100)  # the page refreshes every 2.5 s
            deadline -= 1
        assert held, "the page did not refresh"
        before = page_seq(table.page)
        card = mirror.lawful_plays()[-1]
        mirror.play(card, mirror.to_play)
        table.card(card)  # answered: the page is at before + 1
        route, stale = held[0]
        route.fulfill(response=stale)  # the refresh asked before the card, heard after
        table.page.wait_for_timeout(300)
        assert page_seq(table.page) == before + 1
        card = mirror.lawful_plays()[-1]
        mirror.play(card, mirror.to_play)
        table.card(card)
        settled(table.page, before + 2)
        assert not table.page.is_visible("#message.error")
        log = server.director_get("/director/export/log.json")["log"]
        assert [r["seq"] for r in log if r["table"] == 1][-1] == before + 2

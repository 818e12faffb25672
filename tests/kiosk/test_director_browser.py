"""The director's console in Debian's Chromium against a real ``whist kiosk``: the alerts
with table, board, trick, seat and law; the adjust form with a refusal shown beside it;
names typed and imported (a bad CSV refused with its line); the round clock.
Screenshots go to /tmp/kiosk-screenshots."""

from __future__ import annotations

import urllib.request
import uuid
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from whist import Play

from .browser import KioskServer, chromium, running_kiosk, screenshot
from .conftest import make_event

pytestmark = pytest.mark.slow


def _table(server: KioskServer, table: int, kind: str, data: dict[str, Any]) -> Any:
    status, body = server.post(
        f"/api/tables/{table}/actions",
        {"id": uuid.uuid4().hex, "kind": kind, "data": data},
        {"X-Table-Token": server.token(table)},
    )
    assert status == 200, body
    return body


def _card(server: KioskServer, seat: str, card: str) -> Any:
    action = {"type": "PlayCard", "fields": {"seat": seat, "card": card}}
    return _table(server, 1, "action", {"action": action})


def test_console_alerts_adjust_names_and_clock(tmp_path: Path) -> None:
    event: Event = make_event()
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        # Table 1: seated, board 1, a lead out of turn taken back, then a call.
        _table(server, 1, "seats", {"seats": {"ns": 1, "ew": 3}})
        _table(server, 1, "board", {"board": 1})
        board = next(b for b in event.boards if b.number == 1)
        play = Play.from_board(board)
        leader = play.to_play
        assert leader is not None
        wrong = leader.left
        _card(server, str(wrong), str(play.hand(wrong)[0]))
        _table(server, 1, "action", {"action": {"type": "TakeBackFalseLead", "fields": {}}})
        _table(server, 1, "call", {"reason": "North says West looked at the last trick"})

        console = browser.new_page(viewport={"width": 1280, "height": 1000})
        errors: list[str] = []
        console.on("pageerror", lambda e: errors.append(str(e)))
        response = console.goto(server.base + "/director")
        assert response is not None
        console.fill("#secret", server.secret)
        console.click("#login")
        console.wait_for_selector("#alerts tr[data-kind='lead-out-of-turn']")
        with urllib.request.urlopen(server.base + "/director", timeout=10) as page:
            assert page.headers["Cache-Control"] == "no-store"
        cells = console.locator("#alerts tr[data-kind='lead-out-of-turn'] td").all_inner_texts()
        assert cells[1:6] == ["1", "1", "1", wrong.name.title(), "24"]
        what, _, detail = cells[6].partition("\n")
        assert what.startswith(f"{wrong.name.title()} led ") and what.endswith(
            " out of turn (law 24)"
        )
        # what the law says and who decides, under it
        assert detail.startswith(f"{wrong.name.title()} led out of turn: the first time")
        call = console.locator("#alerts tr[data-kind='director-called'] td").all_inner_texts()
        assert "West looked at the last trick" in call[6]
        screenshot(console, "director-alerts")
        # The call's "Answer…" opens the table's correction, ready for the reason.
        console.click("#grid tr[data-table='1'] button[data-action='answer']")
        assert console.input_value("#c-kind") == "answer"
        assert console.evaluate("document.activeElement.id") == "c-reason"
        console.fill("#c-reason", "West did not look: play on")
        console.click("#c-submit")
        console.wait_for_selector("#correct-message.info")
        console.wait_for_function(
            "() => !document.querySelector(\"#grid tr[data-table='1'] button[data-action='answer']\")"
        )
        # An alert's "Adjust…" opens the adjust form on its table and board.
        console.click("#alerts tr[data-kind='lead-out-of-turn'] button[data-action='adjust']")
        assert console.input_value("#a-board") == "1"
        assert console.evaluate("document.activeElement.id") == "a-reason"

        # The adjust form: a wrong round is refused beside the button, the round marked.
        console.select_option("#a-table", "1")
        console.select_option("#a-board", "3")
        console.select_option("#a-round", "1")
        console.fill("#a-ns", "7")
        console.fill("#a-ew", "6")
        console.fill("#a-reason", "board fouled")
        console.click("#a-submit")
        console.wait_for_selector("#adjust-message.error")
        message = console.inner_text("#adjust-message")
        assert message.startswith("table 1 does not play board 3 in round 1")
        assert console.get_attribute("#a-round", "aria-invalid") == "true"
        # The message sits in the adjust form, under its button, not at the page's top.
        box = console.locator("#adjust-message").bounding_box()
        button = console.locator("#a-submit").bounding_box()
        assert box is not None and button is not None
        assert 0 <= box["y"] - button["y"] < 120
        assert console.is_hidden("#message")
        screenshot(console, "director-adjust-refused")
        # As the movement plays it: round 2, accepted, though table 1 is in round 1.
        console.select_option("#a-round", "")
        console.click("#a-submit")
        console.wait_for_selector("#adjust-message.info")
        results = server.director_get("/director/export/results.json")
        assert results["format"] == "whist-results"
        assert results["results"][0]["round"] == 2
        # The audit log says it in words, with the reason.
        console.wait_for_function(
            "() => document.querySelector('#audit tbody').innerText"
            ".includes('board 3: score N-S 7, E-W 6\tboard fouled')"
        )

        # Names: typed, then a CSV with a bad line (refused with its line), then a good one.
        console.fill(".name-input[data-number='1']", "Mrs Smith & Mr Jones")
        console.click("#n-save")
        console.wait_for_selector("#names-message.info")
        bad = tmp_path / "bad.csv"
        bad.write_text("1,Smith\n2,Gray\nseven,Brown\n", encoding="utf-8")
        console.set_input_files("#n-file", str(bad))
        console.click("#n-import")
        console.wait_for_selector("#csv-message.error")
        assert "line 3: 'seven' is not a pair number" in console.inner_text("#csv-message")
        screenshot(console, "director-names-bad-csv")
        good = tmp_path / "pairs.csv"
        good.write_text("number,name\n2,Gray & Hill\n3,Dana & Bishop\n4,Cavendish\n", "utf-8")
        console.set_input_files("#n-file", str(good))
        console.click("#n-import")
        console.wait_for_selector("#csv-message.info")
        assert console.input_value(".name-input[data-number='3']") == "Dana & Bishop"
        state = server.get("/api/tables/1/state", {"X-Table-Token": server.token(1)})
        assert {s["name"] for s in state["seating"]} == {"Mrs Smith & Mr Jones", "Dana & Bishop"}

        # The round clock: 20 minutes, round 1 started by table 1's seats.
        console.fill("#k-minutes", "20")
        console.click("#k-set")
        console.wait_for_selector("#clock-message.info")
        console.wait_for_function(
            "() => /^Round 1: 1\\d:\\d\\d left/.test(document.getElementById('clock-now')"
            ".textContent)"
        )
        console.wait_for_function(
            "() => /1\\d:\\d\\d/.test(document.querySelector(\"#grid tr[data-table='1']\")"
            ".children[5].textContent)"
        )
        console.fill("#k-minutes", "999")
        console.click("#k-set")
        console.wait_for_selector("#clock-message.error")
        assert "1 to 240 minutes" in console.inner_text("#clock-message")
        # The director releases every board's results from the settings.
        console.select_option("#s-release_results", "now")
        console.click("#s-save")
        console.wait_for_selector("#message.info")
        assert server.director_get("/api/director/grid")["settings"]["release_results"] == "now"
        screenshot(console, "director-console-full")
        assert errors == []

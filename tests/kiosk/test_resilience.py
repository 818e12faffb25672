"""Reliability, with a real ``whist kiosk`` process and Debian's Chromium:

- the server is killed (SIGKILL) in the middle of a deal and started again: every play the
  tablets were told is saved is there, the tablet's plays made while it was down arrive
  once, a retried request is not doubled;
- a tablet goes offline for a whole trick: its plays wait in the browser (the page says
  how many) and arrive once, in order, when the network returns.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from dealer.event import Event
from whist import Play

from .browser import chromium, page_seq, running_kiosk, settled
from .conftest import make_event

pytestmark = pytest.mark.slow


@pytest.fixture()
def event() -> Event:
    return make_event()


def _seat_and_start(page: object, board: int = 1) -> None:
    p = page  # a Playwright page
    p.fill('#seats-form input[data-seat="ns"]', "1")  # type: ignore[attr-defined]
    p.fill('#seats-form input[data-seat="ew"]', "3")  # type: ignore[attr-defined]
    p.click("#seats-confirm")  # type: ignore[attr-defined]
    settled(p, 1)
    p.fill("#board-number", str(board))  # type: ignore[attr-defined]
    p.click("#board-start")  # type: ignore[attr-defined]
    settled(p, 2)


def _tap(page: object, selector: str) -> None:
    page.dispatch_event(selector, "click")  # type: ignore[attr-defined]


def _log_kinds(server: object, table: int) -> list[tuple[str, str]]:
    log = server.director_get("/director/export/log.json")["log"]  # type: ignore[attr-defined]
    ids = Counter(e["client_id"] for e in log)
    assert max(ids.values()) == 1, "an action was recorded twice"
    out = []
    for e in log:
        if e["table"] != table:
            continue
        action = e["data"].get("action")
        out.append((e["kind"], action["type"] if action else ""))
    return out


def test_server_killed_mid_deal_and_restarted_nothing_lost(event: Event, tmp_path: Path) -> None:
    board = event.boards[0]
    mirror = Play.from_board(board)
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        page = browser.new_page()
        page.goto(server.urls["1"])
        _seat_and_start(page)
        for _ in range(5):  # one trick and a card
            card = mirror.lawful_plays()[-1]
            mirror.play(card)
            before = page_seq(page)
            _tap(page, f'#picker button.card[data-card="{card}"]')
            settled(page, before + 1)
            if len(mirror.current_trick) == 4:
                mirror.quit_trick()
                _tap(page, "#quit")
                settled(page, before + 2)
        seq = page_seq(page)

        # a request the server answered, and its retry after the restart
        token = {"X-Table-Token": server.token(1)}
        status, body = server.post(
            "/api/tables/1/actions",
            {"id": "call-1", "kind": "call", "data": {"reason": "test"}},
            token,
        )
        assert status == 200 and not body["duplicate"]
        seq += 1
        page.wait_for_function("n => window.whistKiosk.state().seq >= n", arg=seq, timeout=10_000)

        server.kill()
        played_while_down = []
        for _ in range(2):
            card = mirror.lawful_plays()[-1]
            mirror.play(card)
            played_while_down.append(card)
            _tap(page, f'#picker button.card[data-card="{card}"]')
        page.wait_for_function(
            "() => document.querySelector('#queue').textContent === '2 waiting to send'"
        )
        page.wait_for_function("() => document.querySelector('#net').textContent === 'offline'")
        assert page.inner_text("#queue") == "2 waiting to send"

        server.start()  # same folder, same database, same port
        settled(page, seq + 2, timeout=20_000)
        assert page.inner_text("#net") == "online"
        assert page.is_hidden("#queue")

        status, body = server.post(
            "/api/tables/1/actions",
            {"id": "call-1", "kind": "call", "data": {"reason": "test"}},
            token,
        )
        assert status == 200 and body["duplicate"]

        state = server.get("/api/tables/1/state", token)
        assert state["seq"] == seq + 2
        assert [p["card"] for p in state["board"]["trick"]] == [
            str(p.card) for p in mirror.current_trick
        ]
        assert state["board"]["last_trick"]["winner"] == str(mirror.tricks[0].winner)
        kinds = _log_kinds(server, 1)
        assert kinds.count(("action", "PlayCard")) == 7
        assert kinds.count(("action", "QuitTrick")) == 1
        assert kinds.count(("call", "")) == 1


def test_tablet_offline_for_a_trick_its_plays_arrive_once(event: Event, tmp_path: Path) -> None:
    board = event.boards[0]
    mirror = Play.from_board(board)
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        context = browser.new_context()
        page = context.new_page()
        page.goto(server.urls["1"])
        _seat_and_start(page)
        seq = page_seq(page)

        context.set_offline(True)
        for n in range(4):
            card = mirror.lawful_plays()[-1]
            seat = mirror.to_play
            mirror.play(card)
            _tap(page, f'#picker button.card[data-card="{card}"]')
            page.wait_for_function(
                "n => document.querySelector('#queue').textContent === n + ' waiting to send'",
                arg=n + 1,
            )
            slot = page.inner_text(f'#trick .slot[data-seat="{seat}"] .card-shown')
            assert slot == card.display  # shown at once, while it waits
        assert page.is_visible("#quit")
        _tap(page, "#quit")
        winner = mirror.quit_trick().winner
        lead = mirror.lawful_plays()[-1]
        mirror.play(lead)
        _tap(page, f'#picker button.card[data-card="{lead}"]')  # the winner leads, unknown here
        page.wait_for_function(
            "() => document.querySelector('#queue').textContent === '6 waiting to send'"
        )
        assert page.inner_text("#net") == "offline"
        assert server.get("/api/tables/1/state", {"X-Table-Token": server.token(1)})["seq"] == seq

        context.set_offline(False)
        settled(page, seq + 6, timeout=20_000)
        state = server.get("/api/tables/1/state", {"X-Table-Token": server.token(1)})
        assert state["seq"] == seq + 6
        assert state["board"]["last_trick"]["winner"] == str(winner)
        assert state["board"]["trick"] == [
            {"seat": str(winner), "card": str(lead), "display": lead.display}
        ]
        kinds = _log_kinds(server, 1)
        assert kinds.count(("action", "PlayCard")) == 5
        assert kinds.count(("action", "QuitTrick")) == 1
        # the page's later refreshes send nothing again
        page.wait_for_timeout(2600)
        assert (
            server.get("/api/tables/1/state", {"X-Table-Token": server.token(1)})["seq"] == seq + 6
        )

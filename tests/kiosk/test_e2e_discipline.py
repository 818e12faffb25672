"""Information discipline in Debian's Chromium against a real ``whist kiosk``: a wrong
card locks the table until the director releases it; a second device cannot open a
claimed table; the live results show a board only when every table has played it, on a
390-px phone and a 1920-px projector (screenshots in /tmp/kiosk-screenshots)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from whist import Play

from .browser import chromium, page_seq, running_kiosk, screenshot, settled, tablet_headers
from .conftest import make_event

pytestmark = pytest.mark.slow

#: the WCAG ratio of two sRGB colours ("rgb(r, g, b)"), computed in the page for every
#: element with its own text, against the first opaque background up the tree
CONTRAST_JS = """
root => {
  function lum(c) {
    const v = c.match(/[0-9.]+/g).slice(0, 3).map(Number).map(x => {
      x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  function background(el) {
    for (; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      const alpha = bg.match(/[0-9.]+/g);
      if (alpha && (alpha.length < 4 || Number(alpha[3]) > 0.5)) { return bg; }
    }
    return "rgb(255, 255, 255)";
  }
  let worst = [99, ""];
  for (const el of root.querySelectorAll("*")) {
    const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || el.offsetParent === null) { continue; }
    const a = lum(getComputedStyle(el).color), b = lum(background(el));
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < worst[0]) { worst = [ratio, el.tagName + " " + el.textContent.trim().slice(0, 40)]; }
  }
  return worst;
}
"""


@pytest.fixture()
def event() -> Event:
    return make_event()


def _post(server: Any, table: int, kind: str, data: dict[str, Any], headers: dict[str, str]) -> Any:
    status, body = server.post(
        f"/api/tables/{table}/actions", {"kind": kind, "data": data}, headers
    )
    assert status == 200, body
    return body["state"]


def _play_board(server: Any, event: Event, table: int, board: int) -> None:
    """Seat table ``table``, play ``board`` through with lawful cards, confirm it: through
    the API, as a tablet of that table would."""
    headers = {"X-Table-Token": server.token(table), "X-Table-Device": f"tablet-{table}"}
    state = server.get(f"/api/tables/{table}/state", headers)
    if not state["seated"]:
        seats = {s["seat"]: s["contestant"] for s in state["seating"]}
        _post(server, table, "seats", {"seats": seats}, headers)
    _post(server, table, "board", {"board": board}, headers)
    mirror = Play.from_board(next(b for b in event.boards if b.number == board))
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        card = mirror.lawful_plays()[0]
        mirror.play(card, seat)
        action = {"type": "PlayCard", "fields": {"seat": str(seat), "card": str(card)}}
        _post(server, table, "action", {"action": action}, headers)
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            _post(server, table, "action", {"action": {"type": "QuitTrick", "fields": {}}}, headers)
    _post(server, table, "confirm", {"seat": "E"}, headers)


def _fits(page: Any, width: int) -> None:
    scroll = page.evaluate("document.documentElement.scrollWidth")
    assert scroll <= width, f"the page is {scroll} px wide on a {width}-px screen"


def test_results_hidden_until_the_board_is_complete_everywhere(
    event: Event, tmp_path: Path
) -> None:
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        phone = browser.new_page(viewport={"width": 390, "height": 844})
        projector = browser.new_page(viewport={"width": 1920, "height": 1080})
        for page in (phone, projector):
            page.goto(server.base + "/results")
        _play_board(server, event, 1, 1)  # table 1, round 1; table 2 plays it in round 2
        for page in (phone, projector):
            page.reload()
            assert page.inner_text("#progress") == "0 of 4 boards complete"
            assert page.is_visible("#deals-none")
            assert "Board 1" not in page.inner_text("#results-app")
        public = server.get("/api/results")
        assert public["deals"] == [] and public["lists"] == []
        screenshot(phone, "results-phone-board-not-complete")

        # table 1 finishes its round: the end-of-round page shows where to go and its own
        # scores, nothing of boards 1 and 2, which table 2 plays in round 2
        _play_board(server, event, 1, 2)
        tablet = browser.new_page(viewport={"width": 390, "height": 844})
        tablet.goto(server.urls["1"])
        tablet.wait_for_selector("#p-round-end:not([hidden])")
        scores = tablet.inner_text("#round-scores")
        assert "Board 1: North-South" in scores and "Board 2: North-South" in scores
        assert "go to table" in tablet.inner_text("#where-next")
        page_text = tablet.inner_text("body")
        assert not any(suit in page_text for suit in "♠♥♦♣"), page_text  # not even the trump
        for hand in ("N", "E", "S", "W"):
            assert tablet.locator(f"#hands .hand-{hand}").count() == 0
        assert "shown when every table has played it" in tablet.inner_text("#p-previous")
        screenshot(tablet, "table-round-end-phone")

        # table 2 moves to round 2 (the director, for the test) and plays board 1 there
        status, _ = server.post(
            "/api/director/tables/2/actions",
            {"kind": "set-round", "data": {"round": 2}, "reason": "test"},
            {"X-Director-Secret": server.secret},
        )
        assert status == 200
        _play_board(server, event, 2, 1)
        for page in (phone, projector):  # the page updates itself
            page.wait_for_function(
                "() => document.querySelector('#progress').textContent === "
                "'1 of 4 boards complete'",
                timeout=10_000,
            )
            page.wait_for_selector("#deals .traveller")
            assert page.inner_text("#deals h3") == "Board 1"
            titles = page.locator("#lists h3").all_inner_texts()
            assert titles == ["North-South", "East-West"]
            assert page.locator("#deals tbody tr").count() == 2
            worst = page.evaluate(CONTRAST_JS, page.query_selector("body"))
            assert worst[0] >= 4.5, worst
        _fits(phone, 390)
        _fits(projector, 1920)
        font = projector.evaluate(
            "parseFloat(getComputedStyle(document.querySelector('#lists td')).fontSize)"
        )
        assert font >= 26, "large type on the projector"
        screenshot(phone, "results-phone-board-complete")
        screenshot(projector, "results-projector-board-complete")


def test_wrong_card_locks_the_table_until_the_director_releases_it(
    event: Event, tmp_path: Path
) -> None:
    board = event.boards[0]
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(server.urls["1"])
        for seat, number in {"ns": 1, "ew": 3}.items():
            page.fill(f'#seats-form input[data-seat="{seat}"]', str(number))
        before = page_seq(page)
        page.click("#seats-confirm")
        settled(page, before + 1)
        page.fill("#board-number", "1")
        before = page_seq(page)
        page.click("#board-start")
        settled(page, before + 1)

        # the leader's partner's card tapped for the leader: not in the leader's hand
        wrong = board.deal.hand(board.leader.partner)[0]
        page.click(f'#picker button.card[data-card="{wrong}"]')
        page.wait_for_selector("#message:not([hidden])")
        leader = board.leader.name.title()
        expected = (
            f"the director has been called: board 1, {leader}, {wrong.display} was entered "
            f"and is not in {leader}'s recorded hand"
        )
        page.wait_for_function(
            "t => document.querySelector('#message').textContent.startsWith(t)",
            arg=expected,
            timeout=10_000,
        )
        # another tap, a card the leader does hold: the same answer, nothing played
        right = Play.from_board(board).lawful_plays()[0]
        page.click(f'#picker button.card[data-card="{right}"]')
        page.wait_for_function(
            "t => document.querySelector('#message').textContent.startsWith(t)"
            " && window.whistKiosk.queue().length === 0",
            arg=expected,
            timeout=10_000,
        )
        screenshot(page, "table-locked-phone")
        state = server.get("/api/tables/1/state", tablet_headers(page, server.token(1)))
        assert state["locked"]["card"] == str(wrong) and state["board"]["trick"] == []
        grid = server.director_get("/api/director/grid")
        assert grid["tables"][0]["locked"]["seat"] == str(board.leader)
        assert any(a["kind"] == "table-locked" for a in grid["alerts"])

        status, body = server.post(
            "/api/director/tables/1/actions",
            {"kind": "release", "data": {}, "reason": "a slip of the finger"},
            {"X-Director-Secret": server.secret},
        )
        assert status == 200, body
        page.wait_for_function(
            "() => window.whistKiosk.state().locked === null", timeout=10_000, polling=200
        )
        page.wait_for_selector("#message", state="hidden")
        before = page_seq(page)
        page.click(f'#picker button.card[data-card="{right}"]')
        settled(page, before + 1)
        slot = page.inner_text(f'#trick .slot[data-seat="{board.leader}"] .card-shown')
        assert slot == right.display

        # someone's phone scans the QR code on the table: refused
        phone = browser.new_page(viewport={"width": 390, "height": 844})
        response = phone.goto(server.urls["1"])
        assert response is not None and response.status == 403
        assert "already open on another tablet" in phone.inner_text("body")
        screenshot(phone, "table-second-device-refused")

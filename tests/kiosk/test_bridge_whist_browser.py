"""Bridge Whist in Debian's Chromium (Playwright) against a real ``whist kiosk``
process: the declaration (the dealer leaves it to his partner, who declares), a double
by the leader, a re-double by the declarer, "play", then the whole board played through
the page with the dummy's hand face up after the opening lead, and the score confirmed
by an adversary. Screenshots go to /tmp/kiosk-screenshots (not git)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer.event import Event
from dealer.folder import save_event
from kiosk import create_app
from kiosk.autoplay import Autoplayer
from kiosk.bridge import declaration_play
from kiosk.rubber import rubber_movement
from whist import Seat
from whist.notation import decode_action

from .browser import KioskServer, chromium, free_port, running_kiosk, screenshot
from .test_bridge_whist import bridge_event
from .test_e2e import TablePage, play_on
from .test_table_flow import FlowPage

pytestmark = pytest.mark.slow


@pytest.fixture()
def event() -> Event:
    return bridge_event()


def test_declaration_double_redouble_and_play_of_a_board(event: Event, tmp_path: Path) -> None:
    board = next(b for b in event.boards if b.number == 1)
    mirror = declaration_play(board)
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        page = browser.new_page(viewport={"width": 900, "height": 1100})
        page.goto(server.urls["1"])
        table = TablePage(page)
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        prompt = page.locator("#declare-prompt")
        assert prompt.inner_text() == "North (dealer): declare trumps, or leave it to South"
        assert page.locator("#p-picker").is_hidden()  # no card before the declaration
        screenshot(page, "bridge-1-dealer-declares")

        def say(kind: str, value: str = "") -> None:
            selector = f'#declare-options button[data-option="{kind}"]'
            if value:
                selector += f'[data-value="{value}"]'
            action = page.evaluate(
                "([k, v]) => window.whistKiosk.state().board.declaration.options"
                ".filter(o => o.kind === k && (!v || o.value === v))[0].action",
                [kind, value],
            )
            mirror.apply(decode_action(action))
            table.act(selector)

        say("pass")
        assert prompt.inner_text().startswith("South: North (dealer) left it to you")
        assert page.locator('#declare-options button[data-option="pass"]').count() == 0
        say("declare", "H")
        assert prompt.inner_text() == "East (to lead): double, or leave it to West, or say play"
        assert page.locator("#h-trump").inner_text() == "♥ by South"
        screenshot(page, "bridge-2-leader-may-double")
        say("double")
        assert prompt.inner_text() == (
            "South (declared): re-double, or leave it to North, or say play"
        )
        say("redouble")
        assert prompt.inner_text().startswith("East (doubled first): re-double")
        assert "South re-doubles" in page.locator("#declare-said").inner_text()
        screenshot(page, "bridge-3-after-redouble")
        say("play")
        assert page.locator("#h-trump").inner_text() == "♥ by South, re-doubled (x4)"
        assert page.locator("#turn").inner_text() == "East to play"
        assert page.locator("#dummy").is_hidden()  # face up only after the opening lead
        lead = mirror.lawful_plays()[-1]
        mirror.play(lead, Seat.EAST)
        table.card(lead)
        assert page.locator("#dummy").is_visible()
        # "the dealer's partner then lays his cards face up": South, who declared
        assert page.locator("#dummy-title").inner_text().startswith("South's hand, face up")
        shown = page.locator("#dummy-cards").inner_text()
        for card in board.deal.hand(Seat.SOUTH):
            assert card.display[1:] in shown
        screenshot(page, "bridge-4-dummy-face-up")
        play_on(table, mirror)
        page.wait_for_selector("#p-end:not([hidden])")
        expected = mirror.score()
        score = page.locator("#score").inner_text()
        assert score == (
            f"North-South {expected.points[Seat.NORTH.side]} · "
            f"East-West {expected.points[Seat.EAST.side]} points"
        )
        ns, ew = expected.points[Seat.NORTH.side], expected.points[Seat.EAST.side]
        assert (
            page.locator("#score-lines li.net")
            .inner_text()
            .endswith(f"North-South {ns - ew:+d}, East-West {ew - ns:+d}".replace("+0", "0"))
        )
        screenshot(page, "bridge-5-end-of-the-deal")
        table.act("#confirm-W")
        page.wait_for_selector("#p-board:not([hidden])")
        screenshot(page, "bridge-6-scored")


def test_the_rubber_sheet_on_the_table_page_after_a_restart(tmp_path: Path) -> None:
    """A table playing rubbers: five deals scored by a first kiosk process, then the page of
    a new process shows the sheet (game at 30 by tricks, honours apart) and the next deal's
    declaration under it."""
    event = bridge_event(movement=rubber_movement(range(1, 9)).to_dict(), boards=8)
    folder = tmp_path / "event"
    save_event(event, folder)
    first = create_app({"EVENT_PATH": str(folder)})
    kiosk = first.extensions["kiosk"]
    players = Autoplayer(kiosk.evening, seed=2)
    while len(kiosk.evening.results) < 5:
        assert players.step(1)
    while kiosk.evening.phase(kiosk.evening.tables[1]) != "board":
        assert players.step(1)
    sheet = kiosk.evening.table_view(1)["rubber"]
    kiosk.store.close()
    server = KioskServer(folder, free_port())
    server.start()
    try:
        with chromium() as browser:
            page = browser.new_page(viewport={"width": 1000, "height": 1100})
            page.goto(server.urls["1"])
            page.wait_for_selector("#p-rubber:not([hidden])")
            rows = page.locator("#rubber-sheet tbody tr:not(.total):not(.bonus)")
            assert rows.count() == sum(len(r["rows"]) for r in sheet["rubbers"]) == 5
            state = page.locator(".rubber-state").last.inner_text()
            assert state == sheet["rubbers"][-1]["state"]
            assert (
                "Game is 30 points, from tricks only" in page.locator("#rubber-sheet").inner_text()
            )
            screenshot(page, "bridge-7-rubber-sheet")
            TablePage(page).start(6)
            page.wait_for_selector("#p-declare:not([hidden])")
            assert page.locator("#p-rubber").is_visible()
            screenshot(page, "bridge-8-rubber-next-deal")
    finally:
        server.stop()


def test_a_trump_named_out_of_turn_reported_on_the_tablet(event: Event, tmp_path: Path) -> None:
    """ "If the partner names a trump suit or Grand before the option has been properly
    passed to him by the dealer, a new deal must be had": the players report it under
    "Something happened" (who, and what he named: here sans atout), and the tablet says
    the director decides."""
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        page = browser.new_page(viewport={"width": 900, "height": 1000})
        page.goto(server.urls["1"])
        table = FlowPage(page)
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        page.click("#something")
        # the menu is drawn after the click's answer: wait for it before reading it
        page.wait_for_selector("button.menu-entry")
        entries = page.locator("button.menu-entry").evaluate_all(
            "els => els.map(e => e.dataset.entry)"
        )
        # in the declaration: only what can happen in it (and the director)
        assert sorted(entries) == ["declared-early", "director"]
        page.click('button.menu-entry[data-entry="declared-early"]')
        table.flow_seat(Seat.SOUTH)
        page.click('#flow-body button[data-value="null"]')
        assert "Sans atout" in page.locator("#flow-body .summary").inner_text()
        table.record()
        page.wait_for_selector("#p-declare:not([hidden])")
        prompt = page.locator("#declare-prompt").inner_text()
        assert "a new deal must be had" in prompt
        assert prompt.endswith("call the director, who decides this board's score")
        assert page.locator("#declare-options button").count() == 0
        screenshot(page, "bridge-9-new-deal")

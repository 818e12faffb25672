"""End to end in Debian's Chromium (Playwright) against a real ``whist kiosk`` process:
two tables play a board each -- one with a revoke established and claimed (laws 28, 30,
(g)), one with a lead out of turn and its penalty (law 24) -- and the results reach the
live results page by themselves. Screenshots go to /tmp/kiosk-screenshots (not git)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
import zxingcpp
from PIL import Image

from dealer.event import Event
from whist import Card, Play, Seat
from whist.play import PlayCard, TakeBackFalseLead

from .browser import chromium, page_seq, running_kiosk, screenshot, settled
from .conftest import make_event

pytestmark = pytest.mark.slow


class TablePage:
    """A tablet's page, driven as the players drive it."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def act(self, selector: str, *, fast: bool = False) -> None:
        """Touch ``selector`` and wait until the server has the action. ``fast`` dispatches
        the click event on the (visible) button without Playwright's pointer checks: the
        page's own handler runs as for a touch, in a tenth of the time."""
        before = page_seq(self.page)
        if fast:
            assert self.page.is_visible(selector), selector
            self.page.dispatch_event(selector, "click")
        else:
            self.page.click(selector)
        settled(self.page, before + 1)

    def seat(self, numbers: dict[str, int]) -> None:
        for seat, number in numbers.items():
            self.page.fill(f'#seats-form input[data-seat="{seat}"]', str(number))
        self.act("#seats-confirm")

    def start(self, board: int) -> None:
        self.page.fill("#board-number", str(board))
        self.act("#board-start")

    def card(self, card: Card) -> None:
        self.act(f'#picker button.card[data-card="{card}"]', fast=True)

    def quit(self) -> None:
        self.act("#quit", fast=True)

    def card_for(self, seat: Seat, card: Card) -> None:
        """Touch ``seat`` on the compass, then ``card``: the card is that seat's, in turn
        or not (a lead or play out of turn)."""
        self.page.click(f'#trick .slot[data-seat="{seat}"]')
        self.card(card)


def play_on(
    table: TablePage, mirror: Play, *, renounce: bool = False, lead: Any = None
) -> tuple[str, int] | None:
    """Play the board to its end with lawful cards, except one renounce if asked; quit each
    trick through the page. ``lead`` picks the next lead's suit (to comply with a call)."""
    offence: tuple[str, int] | None = None
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        lawful = mirror.lawful_plays()
        others = [c for c in mirror.hand(seat) if c not in lawful]
        if renounce and offence is None and others and mirror.current_trick:
            card = others[-1]
            offence = (str(seat), mirror.trick_number)
        elif lead is not None and not mirror.current_trick:
            card = next((c for c in lawful if c.suit is lead), lawful[-1])
            lead = None
        else:
            card = lawful[-1]
        mirror.play(card, seat)
        table.card(card)
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            table.quit()
    return offence


@pytest.fixture()
def event() -> Event:
    return make_event()


def test_two_tables_revoke_and_lead_out_of_turn_reach_the_results(
    event: Event, tmp_path: Path
) -> None:
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        results = browser.new_page(viewport={"width": 1100, "height": 900})
        results.goto(server.base + "/results")

        # --- table 1, board 1: a revoke, established when the trick is quitted, claimed
        one = TablePage(browser.new_page(viewport={"width": 1024, "height": 1300}))
        errors: list[str] = []
        one.page.on("pageerror", lambda e: errors.append(str(e)))
        one.page.goto(server.urls["1"])
        one.seat({"ns": 1, "ew": 3})
        one.start(1)
        board1 = event.boards[0]
        mirror1 = Play.from_board(board1)
        assert one.page.inner_text("#turn") == f"{board1.leader.name.title()} to play"
        offence = play_on(one, mirror1, renounce=True)
        assert offence is not None
        offender, trick = offence
        claimant = str(Seat.parse(offender).left)
        one.page.wait_for_selector(f'[data-claim="{claimant}:{offender}:{trick}"]')
        screenshot(one.page, "table-end-of-deal-revoke")
        one.act(f'[data-claim="{claimant}:{offender}:{trick}"]')
        mirror1.claim_revoke(Seat.parse(claimant), Seat.parse(offender), trick)
        score1 = mirror1.score()
        assert "revoke" in one.page.inner_text("#score-lines")
        one.act("#confirm-E")
        one.page.wait_for_selector("#p-previous:not([hidden])")
        # table 2 plays board 1 in round 2: no hand record yet (kiosk.publication)
        assert "♠" not in one.page.inner_text("#hands")
        assert "shown when every table has played it" in one.page.inner_text("#hands")

        # --- table 2, board 3: West-of-the-leader's partner leads out of turn (law 24)
        two = TablePage(browser.new_page(viewport={"width": 800, "height": 1200}))
        two.page.goto(server.urls["2"])
        two.seat({"ns": 2, "ew": 4})
        two.start(3)
        board3 = event.boards[2]
        mirror3 = Play.from_board(board3)
        offender3 = board3.leader.partner
        false_lead = mirror3.hand(offender3)[0]
        two.card_for(offender3, false_lead)
        mirror3.apply(PlayCard(offender3, false_lead))
        # law 24: the suit is called by the adversary on the right of the leader
        chooser = board3.leader.right
        two.page.wait_for_selector("#p-rights:not([hidden])")
        assert "law 24" in two.page.inner_text("#rights")
        screenshot(two.page, "table-lead-out-of-turn")
        two.act("#take-back")
        mirror3.apply(TakeBackFalseLead())
        held = {c.suit for c in mirror3.hand(board3.leader) if c.suit is not None}
        called = next(
            s
            for s in ("hearts", "spades", "diamonds", "clubs")
            if any(h.name.lower() == s for h in held)
        )
        two.act(f'[data-choice="0:{chooser}:call-{called}"]')
        mirror3.choose_penalty(0, chooser, f"call-{called}")
        assert f"{chooser.name.title()} chose" in two.page.inner_text("#rights")
        suit = next(h for h in held if h.name.lower() == called)
        play_on(two, mirror3, lead=suit)
        two.act("#confirm-W")
        score3 = mirror3.score()

        # --- boards 1 and 3 are still to be played at the other table: not shown, until
        # the director releases the results (kiosk.publication)
        assert server.get("/api/results")["deals"] == []
        assert "Board" not in results.inner_text("#deals")
        status, _ = server.post(
            "/api/director/settings",
            {"name": "release_results", "value": "now"},
            {"X-Director-Secret": server.secret},
        )
        assert status == 200
        # --- the results page updates itself
        results.wait_for_function(
            "() => document.querySelector('#deals').textContent.includes('Board 3')"
            " && document.querySelector('#deals').textContent.includes('Board 1')",
            timeout=15_000,
        )
        text = results.inner_text("#deals")
        assert (
            f"{score1.points[Seat.NORTH.side]}" in text
            and f"{score3.points[Seat.EAST.side]}" in text
        )
        # the running ranking counts only boards complete everywhere: none yet
        assert results.inner_text("#progress") == "0 of 4 boards complete"
        assert "starts when the first board is complete" in results.inner_text("#ranking-note")
        screenshot(results, "results")
        data = server.get("/api/results")
        points = {d["board"]: d["traveller"][0]["points"] for d in data["deals"]}
        assert points[1] == {s.value: n for s, n in score1.points.items()}
        assert points[3] == {s.value: n for s, n in score3.points.items()}

        # --- the director's console sees both tables and the log
        console = browser.new_page(viewport={"width": 1200, "height": 1100})
        console.goto(server.base + "/director")
        console.fill("#secret", server.secret)
        console.click("#login")
        console.wait_for_selector("#grid tbody tr[data-table='2']")
        assert "board number" in console.inner_text("#grid")
        screenshot(console, "director-console")
        # the QR code of table 1's link, as shown for printing, reads back as the link
        image = Image.open(io.BytesIO(console.locator("img.qr").first.screenshot()))
        [code] = zxingcpp.read_barcodes(image)
        assert code.text == server.urls["1"]
        assert errors == []


def test_two_tablets_at_one_table_and_a_renounce_corrected_at_once(
    event: Event, tmp_path: Path
) -> None:
    """Two tablets at one table see each other's plays; with the director's setting
    "renounces told at once" the page offers the correction (laws 28, 29) and then shows
    the card played in error as liable to be called."""
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        status, _ = server.post(
            "/api/director/settings",
            {"name": "renounce_notice", "value": "immediate"},
            {"X-Director-Secret": server.secret},
        )
        assert status == 200
        # two tablets of one device (one browser, two pages): a second device is refused
        # unless the director moves the table to it (kiosk.locks)
        device = browser.new_context()
        first = TablePage(device.new_page())
        first.page.goto(server.urls["1"])
        first.seat({"ns": 1, "ew": 3})
        first.start(1)
        second = TablePage(device.new_page())
        second.page.goto(server.urls["1"])
        mirror = Play.from_board(event.boards[0])
        while True:  # play on the first tablet until someone can renounce
            seat = mirror.to_play
            assert seat is not None
            lawful = mirror.lawful_plays()
            others = [c for c in mirror.hand(seat) if c not in lawful]
            if mirror.current_trick and others:
                break
            mirror.play(lawful[-1], seat)
            first.card(lawful[-1])
            if len(mirror.current_trick) == 4:
                mirror.quit_trick()
                first.quit()
        played = first.page.evaluate("window.whistKiosk.state().seq")
        second.page.wait_for_function(
            "n => window.whistKiosk.state().seq >= n", arg=played, timeout=10_000
        )
        # the second tablet renounces for the player whose turn it is
        wrong = others[-1]
        mirror.play(wrong, seat)
        second.card(wrong)
        second.page.wait_for_selector("#p-renounces:not([hidden])")
        assert seat.name.title() in second.page.inner_text("#renounces")
        second.page.click(f"#renounces button >> text=Correct {seat.name.title()}'s renounce")
        right = next(c for c in mirror.hand(seat) if c.suit is mirror.current_trick[0].card.suit)
        second.card(right)
        mirror.correct_renounce(seat, right)
        second.page.wait_for_selector("#liable:not([hidden])")
        assert wrong.display in second.page.inner_text("#liable")
        assert second.page.is_hidden("#p-renounces")
        # the first tablet sees the corrected trick
        seq = second.page.evaluate("window.whistKiosk.state().seq")
        first.page.wait_for_function(
            "n => window.whistKiosk.state().seq >= n", arg=seq, timeout=10_000
        )
        slot = first.page.inner_text(f'#trick .slot[data-seat="{seat}"] .card-shown')
        assert slot == right.display

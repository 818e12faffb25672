"""The table page's designed flow in Debian's Chromium (Playwright) against a real
``whist kiosk``: a card entered for the seat touched on the compass (a lead out of turn,
law 24), "Something happened" for an exposed card (laws 20, 21, (h)) and a claim (laws 27,
36), each right to a penalty on screen until chosen or lapsed (saying why), a revoke
claimed at the end ((g)), Undo and "Turn and quit" apart, the director's call shown until
answered, the keyboard, the phone's picker and the contrast of what is shown.
Screenshots go to /tmp/kiosk-screenshots (not git)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from whist import Card, Play, Seat

from .browser import chromium, running_kiosk, screenshot, settled
from .conftest import make_event
from .test_e2e import TablePage

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1024, "height": 768}

#: The contrast of every visible text against what lies behind it (WCAG 2 formula).
CONTRAST_JS = """
() => {
  function rgba(s) {
    const m = s.match(/rgba?\\(([^)]+)\\)/); if (!m) return [0, 0, 0, 0];
    const p = m[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function over(top, under) {
    const a = top[3]; return [0, 1, 2].map(i => top[i] * a + under[i] * (1 - a)).concat([1]);
  }
  function background(el) {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] === 1) break; }
    }
    let colour = [255, 255, 255, 1];
    for (let i = layers.length - 1; i >= 0; i--) colour = over(layers[i], colour);
    return colour;
  }
  function lum(c) {
    const v = c.slice(0, 3).map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  }
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !el.offsetParent && getComputedStyle(el).position !== 'fixed') continue;
    const r = el.getBoundingClientRect(); if (!r.width || !r.height) continue;
    const bg = background(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    out.push({text: el.textContent.trim().slice(0, 40), ratio: Math.round(ratio * 100) / 100,
              tag: el.tagName, cls: el.className});
  }
  return out;
}
"""


def low_contrast(page: Any) -> list[dict[str, Any]]:
    return [e for e in page.evaluate(CONTRAST_JS) if e["ratio"] < 4.5]


class FlowPage(TablePage):
    """The table page, driven through the compass and "Something happened"."""

    def tap_seat(self, seat: Seat) -> None:
        self.page.click(f'#compass .slot[data-seat="{seat}"]')

    def report(self, key: str) -> None:
        self.page.click("#something")
        self.page.click(f'button.menu-entry[data-entry="{key}"]')

    def flow_seat(self, seat: Seat | None) -> None:
        value = "" if seat is None else str(seat)
        self.page.click(f'#flow-body .compass-pick [data-seat="{value}"]')

    def flow_card(self, card: Card) -> None:
        self.page.click(f'#picker button.card[data-card="{card}"]')

    def record(self) -> None:
        self.act("#flow-record")

    def right(self, index: int) -> str:
        return str(self.page.inner_text(f'#rights .right[data-index="{index}"]'))


@pytest.fixture()
def event() -> Event:
    return make_event()


def test_a_whole_board_with_a_lead_out_of_turn_and_a_revoke_claimed(
    event: Event, tmp_path: Path
) -> None:
    """Law 24: West leads out of turn (East was to lead), entered by touching West on the
    compass and then the card; the card is taken back, and the suit is called from East
    by North, "the adversary on the right of the player from whom a suit can rightfully be
    called" -- the tablet offers it to North alone. A renounce is established when its
    trick is quitted (law 28) and claimed at the end ((g))."""
    board = event.boards[0]
    assert board.leader is Seat.EAST
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        table = FlowPage(browser.new_page(viewport=TABLET))
        errors: list[str] = []
        table.page.on("pageerror", lambda e: errors.append(str(e)))
        table.page.goto(server.urls["1"])
        table.page.wait_for_selector("#p-seats:not([hidden])")
        assert low_contrast(table.page) == []
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        mirror = Play.from_board(board)
        assert table.page.inner_text("#turn") == "East to play"
        bottom = table.page.eval_on_selector("#picker", "e => e.getBoundingClientRect().bottom")
        assert bottom <= TABLET["height"]  # the whole picker on a tablet's first screen
        assert table.page.get_attribute('#compass .slot[data-seat="E"]', "aria-pressed") == "true"
        screenshot(table.page, "flow-play-tablet")

        false_lead = mirror.hand(Seat.WEST)[0]
        table.tap_seat(Seat.WEST)
        assert "West plays out of turn" in table.page.inner_text("#turn")
        table.card(false_lead)
        mirror.play(false_lead, Seat.WEST)
        slot = table.page.inner_text('#compass .slot[data-seat="W"] .card-shown')
        assert slot == false_lead.display
        text = table.right(0)
        assert "West led out of turn in trick 1" in text and "24" in text
        assert table.page.is_visible("#take-back")
        screenshot(table.page, "flow-lead-out-of-turn-tablet")
        table.act("#take-back")
        mirror.take_back_false_lead()
        # East is to lead: the suit is called now, by North alone (law 24)
        table.page.wait_for_selector('[data-choice^="0:N:call-"]')
        assert table.page.query_selector('[data-choice^="0:S:"]') is None
        buttons = table.page.query_selector_all('#rights .right[data-index="0"] .choices button')
        assert 2 <= len(buttons) <= 4
        assert "North decides" in table.right(0)
        screenshot(table.page, "flow-suit-call-tablet")
        assert low_contrast(table.page) == []
        table.page.set_viewport_size(PHONE)
        screenshot(table.page, "flow-suit-call-phone")
        table.page.set_viewport_size(TABLET)
        suit = next(c.suit for c in mirror.hand(Seat.EAST) if c.suit is not None)
        table.act(f'[data-choice="0:N:call-{suit.name.lower()}"]')
        mirror.choose_penalty(0, Seat.NORTH, f"call-{suit.name.lower()}")
        assert "North chose" in table.right(0)
        table.page.click('#rights .right[data-index="0"] button.understood')
        assert table.page.is_hidden("#p-rights")

        # play on, with one renounce in error, established when its trick is quitted
        offence: tuple[Seat, int] | None = None
        while not mirror.is_complete:
            seat = mirror.to_play
            assert seat is not None
            lawful = mirror.lawful_plays()
            others = [c for c in mirror.hand(seat) if c not in lawful]
            if offence is None and others and mirror.current_trick:
                card = others[-1]
                offence = (seat, mirror.trick_number)
            elif not mirror.current_trick and mirror.trick_number == 1:
                card = next(c for c in lawful if c.suit is suit)  # the suit called
            else:
                card = lawful[-1]
            mirror.play(card, seat)
            table.card(card)
            if len(mirror.current_trick) == 4:
                mirror.quit_trick()
                table.quit()
        assert offence is not None
        offender, trick = offence
        claimant = offender.left
        claim = f'[data-claim="{claimant}:{offender}:{trick}"]'
        table.page.wait_for_selector(claim)
        table.act(claim)
        mirror.claim_revoke(claimant, offender, trick)
        assert "revoke" in table.page.inner_text("#score-lines")
        assert low_contrast(table.page) == []
        score = mirror.score()
        assert str(score.points[Seat.NORTH.side]) in table.page.inner_text("#score")
        table.act("#confirm-E")
        assert errors == []


def test_exposed_card_claim_undo_quit_director_and_keyboard(event: Event, tmp_path: Path) -> None:
    """An exposed card (law 20 I: "Every card faced upon the table otherwise than in the
    regular course of play") called by the holder's right-hand adversary ((h)); a law-26
    right that lapses, the tablet saying why; Undo and "Turn and quit" never in one place;
    a card typed on the keyboard; the director's call shown until answered; a claim of the
    rest admitted (law 27); the picker whole on a phone; contrast of at least 4.5:1."""
    board = event.boards[0]
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        table = FlowPage(browser.new_page(viewport=PHONE))
        errors: list[str] = []
        table.page.on("pageerror", lambda e: errors.append(str(e)))
        table.page.goto(server.urls["1"])
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        page = table.page
        mirror = Play.from_board(board)

        # the phone: the whole picker below the turn display, with no scrolling
        screenshot(page, "flow-play-phone")
        box = page.eval_on_selector(
            "#picker", "e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }"
        )
        turn = page.eval_on_selector("#turn", "e => e.getBoundingClientRect().top")
        assert 0 <= turn < box[0] and box[1] <= PHONE["height"], (turn, box)
        assert low_contrast(page) == []

        # "Something happened" on the phone: the menu, director's call included, on screen
        page.click("#something")
        page.wait_for_selector('button.menu-entry[data-entry="director"]')
        screenshot(page, "flow-menu-phone")
        director = page.eval_on_selector(
            'button.menu-entry[data-entry="director"]', "e => e.getBoundingClientRect().bottom"
        )
        assert director <= PHONE["height"]  # on the first screen, no scrolling
        assert page.eval_on_selector("body", "b => b.scrollHeight") < 2200
        assert low_contrast(page) == []
        page.set_viewport_size(TABLET)
        screenshot(page, "flow-menu-tablet")
        page.set_viewport_size(PHONE)
        page.click("#flow-cancel")

        # an exposed card: South's, called by East (South's right-hand adversary)
        exposed = mirror.hand(Seat.SOUTH)[0]
        table.report("exposed")
        table.flow_seat(Seat.SOUTH)
        table.flow_card(exposed)
        assert exposed.display in page.inner_text("#flow-body")
        table.record()
        assert page.inner_text("#message").startswith("Recorded: a card shown")
        mirror.expose_card(Seat.SOUTH, exposed)
        call = f'[data-call="E:S:{exposed}"]'
        page.wait_for_selector(call)
        assert "(h)" in table.right(0)
        table.act(call)
        mirror.call_card(Seat.EAST, Seat.SOUTH, exposed)

        # East leads by the keyboard: type the card, Enter plays it
        lead = mirror.lawful_plays()[-1]
        page.set_viewport_size(TABLET)
        page.focus("#turn")
        for typed, card in (("H10", "HT"), ("DT", "DT"), ("c9", "C9"), ("SQ", "SQ")):
            page.keyboard.type(typed)
            assert page.evaluate("document.activeElement.dataset.card") == card, typed
        page.keyboard.press("Escape")
        page.focus("#turn")
        page.keyboard.type(str(lead)[0] + ("10" if str(lead)[1] == "T" else str(lead)[1]))
        focused = page.evaluate("document.activeElement.dataset.card")
        assert focused == str(lead)
        assert page.evaluate("getComputedStyle(document.activeElement).outlineStyle") == "solid"
        screenshot(page, "flow-keyboard-tablet")
        before = int(page.evaluate("window.whistKiosk.state().seq"))
        page.keyboard.press("Enter")
        settled(page, before + 1)
        mirror.play(lead, Seat.EAST)
        assert page.inner_text('#compass .slot[data-seat="E"] .card-shown') == lead.display

        # law 26: North (fourth) plays before South (second); South then plays: the right
        # of West (third) lapses, and the tablet says why
        table.tap_seat(Seat.NORTH)
        north = mirror.lawful_plays(Seat.NORTH)[-1]
        table.card(north)
        mirror.play(north, Seat.NORTH)
        [right] = [i for i, r in enumerate(mirror.irregularities) if r.law == "26"]
        page.wait_for_selector(f'[data-choice^="{right}:W:"]')
        assert "West decides" in table.right(right)
        south = exposed if exposed in mirror.lawful_plays(Seat.SOUTH) else None
        south = south or mirror.lawful_plays(Seat.SOUTH)[-1]
        table.card(south)
        mirror.play(south, Seat.SOUTH)
        lapsed = table.right(right)
        assert "lapsed" in lapsed and mirror.irregularities[right].lapsed[1:] in lapsed
        screenshot(page, "flow-lapsed-tablet")
        assert low_contrast(page) == []
        page.set_viewport_size(PHONE)
        screenshot(page, "flow-lapsed-phone")
        page.set_viewport_size(TABLET)

        # Undo and "Turn and quit": never in one place
        west = mirror.lawful_plays(Seat.WEST)[-1]
        undo_box = page.eval_on_selector("#undo", "e => JSON.stringify(e.getBoundingClientRect())")
        table.card(west)
        mirror.play(west, Seat.WEST)
        assert page.is_visible("#quit") and page.is_visible("#undo")
        quit_box = page.eval_on_selector("#quit", "e => JSON.stringify(e.getBoundingClientRect())")
        assert quit_box != undo_box
        overlap = page.evaluate(
            """() => { const a = document.querySelector('#quit').getBoundingClientRect();
                      const b = document.querySelector('#undo').getBoundingClientRect();
                      return !(a.right <= b.left || b.right <= a.left ||
                               a.bottom <= b.top || b.bottom <= a.top); }"""
        )
        assert not overlap
        screenshot(page, "flow-quit-tablet")
        table.act("#undo", fast=True)
        mirror.undo()
        assert page.is_hidden("#quit")
        table.card(west)
        mirror.play(west, Seat.WEST)
        before = int(page.evaluate("window.whistKiosk.state().seq"))
        page.focus("#turn")
        page.keyboard.press("q")
        settled(page, before + 1)
        mirror.quit_trick()
        assert page.inner_text("#trick-no") == "2"

        # the director's call stays until the director answers
        table.report("director")
        page.fill("#flow-text", "East has twelve cards")
        page.click("#flow-body button[type=submit]")
        table.record()
        page.wait_for_selector("#called:not([hidden])")
        banner = page.inner_text("#called")
        assert banner.startswith("Director called at ") and "twelve" in banner
        page.reload()
        page.wait_for_selector("#called:not([hidden])")
        assert page.inner_text("#called") == banner
        status, _ = server.post(
            "/api/director/tables/1/actions",
            {"kind": "answer", "data": {}, "reason": "counted: thirteen"},
            {"X-Director-Secret": server.secret},
        )
        assert status == 200
        page.wait_for_selector("#called", state="hidden", timeout=10_000)

        # a claim of the rest, admitted: the deal ends (law 27)
        leader = mirror.to_play
        assert leader is not None
        remaining = 13 - len(mirror.tricks)
        table.report("claim")
        table.flow_seat(leader)
        page.click(f'#flow-body [data-number="{remaining}"]')
        page.click('#flow-body [data-value="true"]')
        table.record()
        mirror.claim(leader, remaining, accepted=True)
        page.wait_for_selector("#p-end:not([hidden])")
        score = mirror.score()
        assert str(score.points[Seat.NORTH.side]) in page.inner_text("#score")
        assert low_contrast(page) == []
        assert errors == []


def test_a_contested_claim_and_a_play_out_of_turn_without_penalty(
    event: Event, tmp_path: Path
) -> None:
    """Law 36: "his partner's cards must be laid upon the table, and are liable to be
    called" -- the holder's right-hand adversary touches "calls a card", then the card.
    Law 25: "If the third hand plays before the second" -- no penalty, and the tablet
    says so."""
    board = event.boards[0]
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        table = FlowPage(browser.new_page(viewport=TABLET))
        errors: list[str] = []
        table.page.on("pageerror", lambda e: errors.append(str(e)))
        table.page.goto(server.urls["1"])
        table.seat({"ns": 1, "ew": 3})
        table.start(1)
        page = table.page
        mirror = Play.from_board(board)

        table.report("claim")
        table.flow_seat(Seat.EAST)
        page.click('#flow-body [data-number="13"]')
        page.click('#flow-body [data-value="false"]')
        table.record()
        mirror.claim(Seat.EAST, 13, accepted=False)
        lead = mirror.lawful_plays()[0]
        table.card(lead)
        mirror.play(lead, Seat.EAST)
        # West's cards lie on the table: South, on West's right, calls one
        [index] = [i for i, r in enumerate(mirror.irregularities) if r.law == "36"]
        assert "South decides" in table.right(index)
        wanted = next((c for c in mirror.hand(Seat.WEST) if c.suit is lead.suit), None)
        wanted = wanted or mirror.hand(Seat.WEST)[0]
        page.click(f'#rights .right[data-index="{index}"] [data-call^="S:W:"]')
        assert "touch the card South calls" in page.inner_text("#message")
        table.card(wanted)
        mirror.call_card(Seat.SOUTH, Seat.WEST, wanted)
        assert "South called" in table.right(index)
        screenshot(page, "flow-claim-contested-tablet")
        south = mirror.lawful_plays(Seat.SOUTH)[-1]
        table.card(south)
        mirror.play(south, Seat.SOUTH)
        table.card(wanted)
        mirror.play(wanted, Seat.WEST)
        north = mirror.lawful_plays(Seat.NORTH)[-1]
        table.card(north)
        mirror.play(north, Seat.NORTH)
        table.quit()
        mirror.quit_trick()

        # trick 2: the third hand plays before the second (law 25)
        leader = mirror.to_play
        assert leader is not None
        first = mirror.lawful_plays()[-1]
        table.card(first)
        mirror.play(first, leader)
        third = leader.partner
        card = mirror.lawful_plays(third)[-1]
        table.tap_seat(third)
        table.card(card)
        mirror.play(card, third)
        [told] = [i for i, r in enumerate(mirror.irregularities) if r.law == "25"]
        text = table.right(told)
        assert f"{third.name.title()} played out of turn in trick 2" in text
        assert "no penalty" in text.lower()
        page.click(f'#rights .right[data-index="{told}"] button.understood')
        assert page.query_selector(f'#rights .right[data-index="{told}"]') is None
        assert errors == []

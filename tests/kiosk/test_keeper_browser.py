"""A Solo evening of four hands in the score-keeper, in Debian's Chromium (issue 16):
the director opens the table, the players enter each hand's bidding (only the lawful
calls are offered), tricks and revokes by large buttons, a refused hand shows the
rules' reason, the last hand is undone and entered again, and the sheet survives a
restart of the kiosk. Screenshots in /tmp/kiosk-screenshots/keeper-*.png."""

from __future__ import annotations

import re
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event

from .browser import chromium, running_kiosk, screenshot
from .conftest import make_event

pytestmark = pytest.mark.slow


@pytest.fixture()
def event() -> Event:
    return make_event()


def open_table(base: str, secret: str) -> str:
    """The director opens a Solo table and reads its link from /director/keepers."""
    form = urllib.parse.urlencode({"game": "solo-whist", "players": "Ann,Bob,Cyril,Dora"})
    request = urllib.request.Request(
        f"{base}/director/keepers",
        data=form.encode(),
        headers={"X-Director-Secret": secret},
        method="POST",
    )
    urllib.request.urlopen(request).read()
    page = urllib.request.urlopen(
        urllib.request.Request(f"{base}/director/keepers", headers={"X-Director-Secret": secret})
    ).read()
    found = re.search(r'href="(http://[^"]+/keep/1\?token=[^"]+)"', page.decode())
    assert found, "the director's page lists the table's link"
    return found.group(1)


def choose(page: Any, key: str, value: str) -> None:
    page.click(f".field[data-key=\"{key}\"] button[data-value='{value}']")


def bid(page: Any, who: str, call: str) -> None:
    page.wait_for_selector(f'#auction-turn:text-is("{who} to call:")')
    page.click(f'#auction-buttons button[data-call="{call}"]')


def offered(page: Any, who: str) -> list[str]:
    page.wait_for_selector(f'#auction-turn:text-is("{who} to call:")')
    return list(
        page.eval_on_selector_all("#auction-buttons button", "b => b.map(x => x.dataset.call)")
    )


def bob_abundance_in_hearts(page: Any) -> None:
    """Hand 4's bidding: Dora deals, Bob calls Abundance and names hearts."""
    for who, call in (("Ann", "pass"), ("Bob", "abundance"), ("Cyril", "pass"), ("Dora", "pass")):
        bid(page, who, call)
    choose(page, "trump", '"H"')


def scored(page: Any, hand: int) -> None:
    page.click("#record")
    page.wait_for_selector(f'#hand-number:text-is("{hand + 1}")')


def chips(page: Any) -> dict[str, str]:
    cells = page.eval_on_selector_all(
        'table.board[data-kind="chips"] td',
        "tds => tds.map(t => [t.dataset.column, t.textContent])",
    )
    return dict(cells)


def test_a_solo_evening_of_four_hands(event: Event, tmp_path: Path) -> None:
    with running_kiosk(event, tmp_path) as server, chromium() as browser:
        link = open_table(server.base, server.secret)
        page = browser.new_page(viewport={"width": 900, "height": 1100})
        page.on("dialog", lambda dialog: dialog.accept())
        page.goto(link)
        page.wait_for_selector('#hand-number:text-is("1")')

        # hand 1: Ann deals; Bob's Solo of seven tricks, "17 chips" from each
        choose(page, "dealer", '"Ann"')
        assert offered(page, "Bob") == [
            "pass",
            "propose",
            "solo",
            "misere",
            "abundance",
            "abundance-in-trumps",
            "open-misere",
            "abundance-declaree",
        ]
        bid(page, "Bob", "solo")
        assert "propose" not in offered(page, "Cyril") and "solo" not in offered(page, "Cyril")
        bid(page, "Cyril", "pass")
        bid(page, "Dora", "pass")
        screenshot(page, "keeper-solo-bidding")
        bid(page, "Ann", "pass")
        page.wait_for_selector('#contract:text("Solo by Bob: 5 tricks")')
        choose(page, "tricks", "7")
        scored(page, 1)
        assert chips(page) == {"Ann": "-17", "Bob": "+51", "Cyril": "-17", "Dora": "-17"}

        # hand 2: Bob deals (the deal passes to the left: offered as the default);
        # Cyril proposes, Ann accepts, all thirteen: double for the over tricks
        bid(page, "Cyril", "propose")
        bid(page, "Dora", "pass")
        assert "accept" in offered(page, "Ann")
        bid(page, "Ann", "accept")
        bid(page, "Bob", "pass")
        choose(page, "tricks", "13")
        scored(page, 2)

        # hand 3: Cyril deals; Ann's Misère, the score asked before the tricks: refused
        bid(page, "Dora", "pass")
        bid(page, "Ann", "misere")
        bid(page, "Bob", "pass")
        bid(page, "Cyril", "pass")
        page.wait_for_selector('#contract:text("Misère by Ann")')
        page.click("#record")
        page.wait_for_selector('#message:text("Tricks: not given yet")')
        screenshot(page, "keeper-solo-refused")
        choose(page, "tricks", "1")
        scored(page, 3)

        # hand 4: Dora deals; Bob's Abundance, he names hearts; Ann revokes -- entered
        # wrongly first (no trump named: refused), then undone and entered again
        bob_abundance_in_hearts(page)
        choose(page, "tricks", "8")
        scored(page, 4)
        before_undo = chips(page)
        page.click("#undo")
        page.wait_for_selector('#hand-number:text-is("4")')
        bob_abundance_in_hearts(page)
        choose(page, "tricks", "9")
        choose(page, "revokes", '"Ann"')
        scored(page, 4)
        after = chips(page)
        assert after != before_undo
        assert sum(int(n) for n in after.values()) == 0
        screenshot(page, "keeper-solo-evening")
        lines = page.inner_text("#hands")
        assert "revoke by Ann" in lines and "all thirteen" in lines

        # the kiosk killed and started again: the sheet is rebuilt from the log
        server.kill()
        server.start()
        page.goto(link)
        page.wait_for_selector('#hand-number:text-is("5")')
        assert chips(page) == after
        screenshot(page, "keeper-solo-after-restart")
        director = browser.new_page(viewport={"width": 900, "height": 900})
        director.set_extra_http_headers({"X-Director-Secret": server.secret})
        director.goto(f"{server.base}/director/keepers")
        assert "Solo Whist, Ann, Bob, Cyril, Dora" in director.inner_text("main")
        assert "(4 hands)" in director.inner_text("main")
        screenshot(director, "keeper-director-tables")
        # another table's link does not open this sheet
        other = link.replace("/keep/1?", "/keep/2?")
        assert browser.new_page().goto(other).status == 403

        # hand 5: Ann misdeals; in Solo "a misdeal does not lose the deal" (seed 000):
        # the misdeal is listed, void, and Ann is offered as the dealer again
        page.click("#misdeal")
        page.wait_for_selector('#hand-number:text-is("6")')
        assert "a misdeal by Ann" in page.inner_text("#hands")
        assert page.inner_text('.field[data-key="dealer"] button[aria-pressed="true"]').endswith(
            "Ann"
        )
        assert chips(page) == after
        screenshot(page, "keeper-solo-misdeal")

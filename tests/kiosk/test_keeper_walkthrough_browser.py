"""A first-time player's sittings in the score-keeper, in Debian's Chromium at phone
width (issue 16).

Mort for four: "Four can
play, but in this case the fourth (the live player's opposite) must remain out of the
game while the Live player plays his exposed hand" (seed 000, Mort). Two games of
hands: the one sitting out is shown as such (and is not offered as the dealer), the
Mort passes to the left with each new game and the sitting out with it, and the sheet
is the book's. Solo for five: "each player, in turn, sits out one hand ... The dealer of
the previous hand is usually selected as the one not to play" -- offered so, and the
five players' chips fit the phone. Screenshots:
/tmp/kiosk-screenshots/keeper-mort-four-*.png, keeper-solo-five-*.png."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser import KioskServer, chromium, running_kiosk, screenshot
from .conftest import make_event
from .test_keeper_games_browser import PHONE, board, enter, fits, open_table, records_sent, tally

pytestmark = pytest.mark.slow

PLAYERS = "Ann,Bob,Cyril,Dora"


@pytest.fixture(scope="module")
def kiosk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[KioskServer, Any]]:
    with running_kiosk(make_event(), tmp_path_factory.mktemp("mort4")) as server, chromium() as b:
        yield server, b


def sitting_out(page: Any) -> str:
    return str(page.inner_text('.field[data-key="out"] .fixed'))


def dealers_offered(page: Any) -> list[str]:
    return list(
        page.eval_on_selector_all(
            '.field[data-key="dealer"] button', "bs => bs.map(b => b.textContent)"
        )
    )


def test_mort_for_four_the_live_players_opposite_sits_out(
    kiosk: tuple[KioskServer, Any], tmp_path: Path
) -> None:
    """Game 1: Ann Live (the first named), Cyril her opposite out, Bob and Dora against
    her: 3 and 2 by tricks, five points, a triple and the four bonus points, "whatever
    score he makes is doubled": (5 + 3 + 4) x 2 = 24. Game 2: "the Mort passing around
    toward the left with each new game", Bob Live and Dora out; a slam, "twenty points
    ... not scored until the end of that game after all other points have been scored",
    then five by tricks against three: (5 + 1 + 4) x 2 + 20 = 40, less 3, Bob wins 37."""
    hands = [
        {"dealer": "Ann", "tricks": {"Ann-Mort": 9}},
        {"dealer": "Bob", "tricks": {"Ann-Mort": 8}},
        {"dealer": "Bob", "tricks": {"Bob-Mort": 4}},
        {"dealer": "Cyril", "tricks": {"Bob-Mort": 13}},
        {"dealer": "Ann", "tricks": {"Bob-Mort": 11}},
    ]
    server, browser = kiosk
    link = open_table(server, "mort", PLAYERS, {})
    page = browser.new_page(viewport=PHONE)
    sent = records_sent(page)
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    # who sits out: shown, not asked, and not offered to deal
    assert page.inner_text('.field[data-key="live"] .fixed') == "Ann"
    assert sitting_out(page) == "Cyril"
    assert dealers_offered(page) == ["Ann", "Bob", "Dora"]
    assert "Ann is the Live player; Cyril sits out" in page.inner_text("#boards")
    fits(page)
    screenshot(page, "keeper-mort-four-first-hand-phone")
    for hand in hands[:3]:
        enter(page, hand)
    # game 2: Bob Live, Dora his opposite out; the deal passes among the three in it
    assert page.inner_text('.field[data-key="live"] .fixed') == "Bob"
    assert sitting_out(page) == "Dora"
    assert dealers_offered(page) == ["Ann", "Bob", "Cyril"]
    assert board(page, "As Live player") == {"Ann": "+24", "Bob": "0", "Cyril": "0", "Dora": "0"}
    screenshot(page, "keeper-mort-four-game2-phone")
    for hand in hands[3:]:
        enter(page, hand)
    # game 3: Cyril Live, Ann (his opposite) out
    assert page.inner_text('.field[data-key="live"] .fixed') == "Cyril"
    assert sitting_out(page) == "Ann"
    assert "Ann" not in dealers_offered(page)
    assert "Cyril is the Live player; Ann sits out" in page.inner_text("#boards")
    assert board(page, "As Live player") == {"Ann": "+24", "Bob": "+37", "Cyril": "0", "Dora": "0"}
    lines = page.inner_text("#hands")
    assert "the Live player Ann wins 24" in lines and "the Live player Bob wins 37" in lines
    assert "Bob-Mort slam: twenty points at the end of the game" in lines
    totals = page.eval_on_selector_all("#totals li", "lis => lis.map(l => l.textContent)")
    assert "game in progress: Cyril-Mort 0, Dora-Bob 0; Ann sits out" in totals
    # the page sent who sat out with each hand (the sheet checks it), and whist tally
    # scores the same records to the same sheet
    assert [r["out"] for r in sent] == ["Cyril", "Cyril", "Dora", "Dora", "Dora"]
    printed = tally(tmp_path, "mort", PLAYERS, {"first_live": ""}, sent)
    assert printed.splitlines()[-len(totals) :] == totals
    fits(page)
    screenshot(page, "keeper-mort-four-game3-phone")


def test_solo_for_five_the_last_dealer_sits_out_and_the_chips_fit(
    kiosk: tuple[KioskServer, Any],
) -> None:
    """ "Five may play, in which case each player, in turn, sits out one hand ... The
    dealer of the previous hand is usually selected as the one not to play" (seed 000,
    Solo Whist): the second hand offers Ann, the first hand's dealer, as sitting out; the
    chips of five players are read without scrolling sideways."""
    server, browser = kiosk
    link = open_table(server, "solo-whist", "Ann,Bob,Cyril,Dora,Eve", {})
    page = browser.new_page(viewport=PHONE)
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    assert page.query_selector('.field[data-key="out"] button[aria-pressed="true"]') is None
    enter(
        page,
        {
            "dealer": "Ann",
            "out": "Eve",
            "bids": [["Bob", "solo"], ["Cyril", "pass"], ["Dora", "pass"], ["Ann", "pass"]],
            "tricks": 6,
        },
    )
    chosen = page.inner_text('.field[data-key="out"] button[aria-pressed="true"]')
    assert chosen.endswith("Ann"), chosen
    assert "The dealer of the previous hand usually sits out" in page.inner_text("#fields")
    # the bidding is open at once: Bob deals, Ann out, Cyril calls first
    page.wait_for_selector('#auction-turn:text-is("Cyril to call:")')
    assert board(page, "Chips") == {
        "Ann": "-16",
        "Bob": "+48",
        "Cyril": "-16",
        "Dora": "-16",
        "Eve": "0",
    }
    wide = page.eval_on_selector(".board-wrap", "w => w.scrollWidth - w.clientWidth")
    assert wide <= 0, f"the chips are {wide}px wider than the phone"
    fits(page)
    screenshot(page, "keeper-solo-five-phone")

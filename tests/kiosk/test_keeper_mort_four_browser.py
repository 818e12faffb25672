"""Mort for four in the score-keeper, in Debian's Chromium at phone width: "Four can
play, but in this case the fourth (the live player's opposite) must remain out of the
game while the Live player plays his exposed hand" (seed 000, Mort). Two games of
hands: the one sitting out is shown as such (and is not offered as the dealer), the
Mort passes to the left with each new game and the sitting out with it, and the sheet
is the book's. Screenshots: /tmp/kiosk-screenshots/keeper-mort-four-*.png."""

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

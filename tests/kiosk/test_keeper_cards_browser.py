"""The card-by-card entry of the score-keeper in Debian's Chromium (issue 16): a whole
Solo hand tapped card by card at phone width, with a card taken back, and a hand of
Whist of 1893 with a revoke found and claimed; each sheet is the one ``whist tally``
prints for the same play. Screenshots in /tmp/kiosk-screenshots/keeper-cards-*.png."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.kiosk.browser import KioskServer, chromium, running_kiosk, screenshot
from tests.kiosk.conftest import make_event
from tests.kiosk.test_keeper_cards import tally
from tests.kiosk.test_keeper_games_browser import PHONE, TABLET, fits, open_table, tap
from tests.whist.test_social_entry import random_play, renouncing_play
from tests.whist.test_social_entry import start as sheet_for
from whist.social_notation import format_action
from whist.social_play import SocialPlay
from whist.social_tally import played

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def kiosk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[KioskServer, Any]]:
    with running_kiosk(make_event(), tmp_path_factory.mktemp("cards")) as server, chromium() as b:
        yield server, b


def tap_card(page: Any, card: str, lines: int) -> None:
    """A suit, then the rank; wait until the server holds ``lines`` taps."""
    page.click(f'.picker button.suit[data-suit="{card[0]}"]')
    page.click(f'.picker button[data-card="{card}"]')
    page.wait_for_selector(f'#cards[data-lines="{lines}"]')


def begin(page: Any, turned: str) -> None:
    page.click("#cards-begin")
    page.wait_for_selector('#cards[data-lines="turned"]')
    page.click(f'.picker button.suit[data-suit="{turned[0]}"]')
    page.click(f'.picker button[data-card="{turned}"]')
    page.wait_for_selector('#cards[data-lines="0"]')


def honours(play: SocialPlay) -> dict[str, int]:
    """The ace, king, queen and knave of trumps each side was dealt."""
    held = dict.fromkeys(play.table.sides, 0)
    for hand in play.table.hands:
        for card in hand.cards:
            if card.suit is play.table.trump and card.rank.letter in "AKQJ":
                held[hand.side] += 1
    return held


def sheet_lines(server: KioskServer, link: str) -> Any:
    token = link.split("token=")[1]
    number = link.split("/keep/")[1].split("?")[0]
    return server.get(f"/keep/{number}/sheet", {"X-Keeper-Token": token})


def test_a_solo_hand_entered_card_by_card_with_a_card_taken_back(
    kiosk: tuple[KioskServer, Any], tmp_path: Path
) -> None:
    server, browser = kiosk
    players = ["A", "B", "C", "D"]
    bids = [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
    sheet, setup = sheet_for("solo-whist", players, {}, {"bids": bids})
    play, cards = random_play(sheet, setup, 11, [], False)
    turned = str(play.table.turned)
    link = open_table(server, "solo-whist", ",".join(players), {})
    page = browser.new_page(viewport=PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    tap(page, "dealer", "A")
    for who, call in bids:
        page.wait_for_selector(f'#auction-turn:text-is("{who} to call:")')
        page.click(f'#auction-buttons button[data-call="{call}"]')
    page.wait_for_selector("#auction-turn:text-is('The bidding is over.')")
    page.click("#cards-begin")
    page.wait_for_selector('#cards[data-lines="turned"]')
    fits(page)
    screenshot(page, "keeper-cards-turned-phone")
    page.click(f'.picker button.suit[data-suit="{turned[0]}"]')
    page.click(f'.picker button[data-card="{turned}"]')
    page.wait_for_selector('#cards[data-lines="0"]')
    assert page.inner_text("#cards-turn") == "Trick 1: B to play"
    lines = [format_action(play.table, a) for a in play.history]
    for n, line in enumerate(lines):
        if n == 6:
            # a slip of the finger: a card not yet played, then taken back
            wrong = next(str(c) for c in cards if str(c) not in lines[: n + 1] and str(c) != turned)
            tap_card(page, wrong, n + 1)
            assert page.locator(f'#cards-on-table li[data-card="{wrong}"]').count() == 1
            page.click("#cards-undo")
            page.wait_for_selector(f'#cards[data-lines="{n}"]')
            assert page.locator(f'#cards-on-table li[data-card="{wrong}"]').count() == 0
            page.click(f'.picker button.suit[data-suit="{wrong[0]}"]')
            assert page.is_enabled(f'.picker button[data-card="{wrong}"]')
        tap_card(page, line, n + 1)
        if n == 5:
            fits(page)
            screenshot(page, "keeper-cards-solo-phone")
            page.click(f'.picker button.suit[data-suit="{lines[4][0]}"]')
            assert page.is_disabled(f'.picker button[data-card="{lines[4]}"]')  # greyed
    page.wait_for_selector("#cards-done")
    winners = page.eval_on_selector_all("#cards-tricks li", "l => l.map(x => x.dataset.winner)")
    assert winners == [play.table.hands[t.winner].name for t in play.tricks]
    fits(page)
    screenshot(page, "keeper-cards-solo-done-phone")
    page.click("#record")
    page.wait_for_selector('#hand-number:text-is("2")')
    state = sheet_lines(server, link)
    printed = tally(tmp_path, "solo-whist", players, {}, {**setup, "play": played(play, cards)})
    assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]
    assert state["chips"] == printed["chips"]
    page.set_viewport_size(TABLET)
    screenshot(page, "keeper-cards-solo-scored-tablet")
    assert errors == []
    page.close()


def test_a_whist_hand_with_a_revoke_claimed(kiosk: tuple[KioskServer, Any], tmp_path: Path) -> None:
    """Law 28: "A revoke is a renounce in error not corrected in time"."""
    server, browser = kiosk
    players = ["A", "B", "C", "D"]
    sheet, setup = sheet_for("whist-1893", players, {"english": True}, {})
    play, cards, offender = renouncing_play(sheet, setup, 7)
    name = play.table.hands[offender].name
    lines = [format_action(play.table, a) for a in play.history]
    link = open_table(server, "whist-1893", ",".join(players), {"english": "true"})
    page = browser.new_page(viewport=TABLET)
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    tap(page, "dealer", "A")
    page.set_viewport_size(PHONE)
    screenshot(page, "keeper-cards-whist-form-phone")
    page.set_viewport_size(TABLET)
    begin(page, str(play.table.turned))
    done = 0
    claim_at = None
    for n, line in enumerate(lines):
        done += 1
        tap_card(page, line, done)
        if claim_at is None and page.locator(".revoke-found").count():
            box = page.locator(f'.revoke-found[data-hand="{name}"]')
            assert "a revoke" in box.inner_text()
            claimants = box.locator("button[data-claimant]")
            assert claimants.count() == 2  # the two adversaries, not the partner
            screenshot(page, "keeper-cards-revoke-tablet")
            page.set_viewport_size(PHONE)
            fits(page)
            screenshot(page, "keeper-cards-revoke-phone")
            page.set_viewport_size(TABLET)
            claimant = claimants.first.get_attribute("data-claimant")
            claimants.first.click()
            done += 1
            page.wait_for_selector(f'#cards[data-lines="{done}"]')
            assert page.locator(".revoke-found").count() == 0
            assert f"Revoke by {name}" in page.inner_text(".claim-made")
            claim_at = (n + 1, claimant)
    assert claim_at is not None
    page.wait_for_selector("#cards-done")
    # the hands are known: the honours each side held are chosen for the table
    held = honours(play)
    for side, n in held.items():
        chosen = page.get_attribute(
            f'.field[data-key="honours.{side}"] button.chosen', "data-value"
        )
        assert chosen == str(n), (side, chosen, n)
    screenshot(page, "keeper-cards-whist-done-tablet")
    page.click("#record")
    page.wait_for_selector('#hand-number:text-is("2")')
    trick = next(t.number for t in play.tricks if play.renounces[0] in t.plays)
    at, claimant = claim_at
    actions = [*lines[:at], f"claim {claimant} {name} {trick}", *lines[at:]]
    deal = played(play, cards)["deal"]
    given = {side: n for side, n in held.items() if n}
    hand = {**setup, "honours": given, "play": {"deal": deal, "actions": actions}}
    printed = tally(tmp_path, "whist-1893", players, {"english": True}, hand)
    state = sheet_lines(server, link)
    assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]
    assert any("revoke" in line for line in printed["hands"][0]["lines"])
    screenshot(page, "keeper-cards-whist-scored-tablet")
    page.close()

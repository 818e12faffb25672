"""A short sitting of each of the nine social games in the score-keeper, in Debian's
Chromium, as a club would enter it (issue 16): the director opens the table with the
options the table agreed (chosen as choices, not typed), the players tap the answers,
and the sheet the page shows is the one ``whist tally`` prints for the same hands.

The records the page sent are captured; each must hold what the players tapped, and
``whist tally`` scores them from a file: the page's whole sheet (as text) must be the
lines tally prints, and its board the book's figures. Every page is taken at phone
width (390 px, nothing wider than the screen) and at tablet width; screenshots in
/tmp/kiosk-screenshots/keeper-<game>-{phone,tablet}.png."""

from __future__ import annotations

import json
import re
import subprocess
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .browser import WHIST, KioskServer, chromium, running_kiosk, screenshot
from .conftest import make_event

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 820, "height": 1180}


@pytest.fixture(scope="module")
def kiosk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[KioskServer, Any]]:
    with running_kiosk(make_event(), tmp_path_factory.mktemp("keeper")) as server, chromium() as b:
        yield server, b


def open_table(server: KioskServer, game: str, players: str, options: dict[str, str]) -> str:
    """The director opens the table on /director/keepers with the options' choices (the
    radio buttons' values) and reads the new table's link."""
    before = director_page(server)
    form = {"game": game, "players": players}
    form.update({f"option-{game}-{k}": v for k, v in options.items()})
    request = urllib.request.Request(
        f"{server.base}/director/keepers",
        data=urllib.parse.urlencode(form).encode(),
        headers={"X-Director-Secret": server.secret},
        method="POST",
    )
    urllib.request.urlopen(request).read()
    links = re.findall(r'href="(http://[^"]+/keep/\d+\?token=[^"]+)"', director_page(server))
    new = [link for link in links if link not in before]
    assert len(new) == 1, "the director's page lists the new table's link"
    return str(new[0])


def director_page(server: KioskServer) -> str:
    request = urllib.request.Request(
        f"{server.base}/director/keepers", headers={"X-Director-Secret": server.secret}
    )
    return str(urllib.request.urlopen(request).read().decode())


def tap(page: Any, key: str, value: object) -> None:
    value_json = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    page.click(f".field[data-key=\"{key}\"] button[data-value='{value_json}']")


def enter(page: Any, hand: dict[str, Any], multi: tuple[str, ...] = ()) -> None:
    """Tap a hand's answers in the order the page asks them: dealer, who sits out, the
    bidding, then the rest (the contract's questions appear after the bidding)."""
    number = int(page.inner_text("#hand-number"))
    if "dealer" in hand:
        tap(page, "dealer", hand["dealer"])
    if "out" in hand:
        tap(page, "out", hand["out"])
    for who, call in hand.get("bids", []):
        page.wait_for_selector(f'#auction-turn:text-is("{who} to call:")')
        page.click(f'#auction-buttons button[data-call="{call}"]')
    if "bids" in hand:
        page.wait_for_selector("#auction-turn:text-is('The bidding is over.')")
    if "by_trick" in hand:
        by_trick(page, hand["by_trick"])
    for key, value in hand.items():
        if key in ("dealer", "out", "bids", "live", "by_trick"):
            continue
        if key == "tricks" and "by_trick" in hand:
            continue  # filled by the count, checked in the record sent
        if key == "revokes" and game_of(page) == "mort":
            # Mort's two questions: the side, then the adversaries' penalty
            for revoke in value:
                tap(page, "revokes", revoke["by"])
                tap(page, "revokes.penalty", revoke["penalty"])
        elif key in multi:
            for item in value:
                tap(page, key, item)
        elif isinstance(value, dict):
            for sub, n in value.items():
                tap(page, f"{key}.{sub}", n)
        else:
            tap(page, key, value)
    page.click("#record")
    page.wait_for_selector(f'#hand-number:text-is("{number + 1}")')


def records_sent(page: Any) -> list[dict[str, Any]]:
    """The hands' records the page sends, as it sends them."""
    sent: list[dict[str, Any]] = []

    def hand(request: Any) -> None:
        if request.url.endswith("/hand"):
            sent.append(json.loads(request.post_data or "{}")["record"])

    page.on("request", hand)
    return sent


def by_trick(page: Any, takers: list[str]) -> None:
    """The tricks counted as they are played: a tap for each trick's taker, one taken
    back and tapped again (a slip of the finger)."""
    page.click(".by-trick-open")
    for n, who in enumerate(takers):
        page.click(f'.by-trick-panel button[data-taker="{who}"]')
        if n == 2:
            page.click(".by-trick-panel button.secondary")
            page.click(f'.by-trick-panel button[data-taker="{who}"]')
    status = page.inner_text(".by-trick-status")
    assert status.startswith(f"All {len(takers)} tricks counted"), status
    assert page.is_disabled(f'.by-trick-panel button[data-taker="{takers[0]}"]')
    fits(page)
    screenshot(page, f"keeper-by-trick-{game_of(page)}")


def game_of(page: Any) -> str:
    title = str(page.evaluate("() => document.title")).split(" · ")[0].split(" (")[0]
    return title.lower().replace(" ", "-")


def tally(tmp: Path, game: str, players: str, options: dict[str, Any], hands: list[Any]) -> str:
    path = tmp / f"{game}.json"
    sitting = {"game": game, "players": players.split(","), "options": options, "hands": hands}
    path.write_text(json.dumps(sitting))
    done = subprocess.run(
        [str(WHIST), "tally", game, str(path)], capture_output=True, text=True, check=True
    )
    return done.stdout


def board(page: Any, row: str) -> dict[str, str]:
    cells = page.eval_on_selector_all(
        f'table.board tr[data-row="{row}"] td',
        "tds => tds.map(t => [t.dataset.column, t.textContent])",
    )
    return dict(cells)


def fits(page: Any) -> None:
    """Nothing wider than the screen (no sideways scrolling on a phone)."""
    wide = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
    assert wide <= 0, f"the page is {wide}px wider than the screen"


def sitting(
    kiosk: tuple[KioskServer, Any],
    tmp_path: Path,
    game: str,
    players: str,
    options: tuple[dict[str, str], dict[str, Any]],
    hands: list[dict[str, Any]],
    multi: tuple[str, ...] = (),
) -> Any:
    """Open the table with ``options`` (the form's choices, and the options the sheet must
    have from them), enter the hands at phone width, check the sheet against tally; the
    page, left at tablet width."""
    server, browser = kiosk
    chosen, agreed = options
    link = open_table(server, game, players, chosen)
    token = link.split("token=")[1]
    number = link.split("/keep/")[1].split("?")[0]
    assert server.get(f"/keep/{number}/sheet", {"X-Keeper-Token": token})["options"] == agreed
    page = browser.new_page(viewport=PHONE)
    sent = records_sent(page)
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    fits(page)
    for hand in hands:
        enter(page, hand, multi)
    assert len(sent) == len(hands)
    for tapped, record in zip(hands, sent, strict=True):
        for key, value in tapped.items():
            if key == "by_trick":
                continue
            assert record[key] == value, (key, record)
    printed = tally(tmp_path, game, players, agreed, sent)
    text = page.eval_on_selector_all("#totals li", "lis => lis.map(l => l.textContent)")
    assert text, "the sheet's lines"
    assert printed.splitlines()[-len(text) :] == text
    fits(page)
    screenshot(page, f"keeper-{game}-phone")
    page.set_viewport_size(TABLET)
    fits(page)
    screenshot(page, f"keeper-{game}-tablet")
    return page


def test_whist_1893_with_the_english_count(kiosk: Any, tmp_path: Path) -> None:
    """ "The four Honors, score four points"; a treble "when adversaries have failed to
    score" (seed 000, Whist, the old English custom)."""
    page = sitting(
        kiosk,
        tmp_path,
        "whist-1893",
        "Ann,Bob,Cyril,Dora",
        ({"english": "true"}, {"english": True}),
        [
            {
                "dealer": "Ann",
                "by_trick": ["Ann-Cyril"] * 5 + ["Bob-Dora"] * 4 + ["Ann-Cyril"] * 4,
                "tricks": {"Ann-Cyril": 9},
                "honours": {"Ann-Cyril": 4},
            },
            {"dealer": "Bob", "tricks": {"Ann-Cyril": 6}, "revokes": [{"by": "Bob"}]},
        ],
    )
    assert "How the games are counted: The old English custom" in page.inner_text("#agreed")
    assert board(page, "Games won this rubber") == {"Ann-Cyril": "1", "Bob-Dora": "0"}


def test_solo_with_the_grand_keeps_the_chips(kiosk: Any, tmp_path: Path) -> None:
    """ "In some localities, if no bid is made, the trump is turned down and the game is
    played without trumps, each for himself, the winner of the last trick losing the
    value of a Solo to each of the other players, (called a *Grand*)" (seed 000)."""
    page = sitting(
        kiosk,
        tmp_path,
        "solo-whist",
        "Ann,Bob,Cyril,Dora",
        ({"grand": "true"}, {"grand": True, "six_trick_solo": False}),
        [
            {
                "dealer": "Ann",
                "bids": [
                    ["Bob", "abundance"],
                    ["Cyril", "pass"],
                    ["Dora", "pass"],
                    ["Ann", "pass"],
                ],
                "trump": "H",
                "by_trick": ["Bob"] * 6 + ["the adversaries"] * 4 + ["Bob"] * 3,
                "tricks": 9,
            },
            {
                "dealer": "Bob",
                "bids": [["Cyril", "pass"], ["Dora", "pass"], ["Ann", "pass"], ["Bob", "pass"]],
                "last_trick": "Dora",
            },
            {
                "dealer": "Cyril",
                "bids": [["Dora", "pass"], ["Ann", "misere"], ["Bob", "pass"], ["Cyril", "pass"]],
                "tricks": 1,
                "revokes": ["Bob"],
            },
        ],
        multi=("revokes",),
    )
    chips = board(page, "Chips")
    assert sum(int(n) for n in chips.values()) == 0
    assert "Grand is played" in page.inner_text("#agreed")
    lines = page.inner_text("#hands")
    assert "Misère by Ann" in lines and "1 tricks" not in lines


def test_mort_the_books_example_with_the_live_player_chosen(kiosk: Any, tmp_path: Path) -> None:
    """Mort's "Example in Scoring": won 7 to 2 against a slam, "The Live player thus wins
    4" (seed 000); the first Live player is the one the director chose, the first named."""
    page = sitting(
        kiosk,
        tmp_path,
        "mort",
        "L,X,Y",
        ({"first_live": '""'}, {"first_live": ""}),
        [
            {"dealer": "L", "tricks": {"L-Mort": 5}},
            {"dealer": "X", "tricks": {"L-Mort": 0}},
            {"dealer": "Y", "tricks": {"L-Mort": 10}},
            {"dealer": "L", "tricks": {"L-Mort": 9}},
        ],
    )
    assert board(page, "As Live player") == {"L": "+4", "X": "0", "Y": "0"}


def test_mort_a_revoke_and_the_second_player_live(kiosk: Any, tmp_path: Path) -> None:
    """ "The adversaries may ... add three points to their own score, deduct three from
    the revoking side's, or take three tricks" (seed 000, Mort), the Live player the
    second named."""
    page = sitting(
        kiosk,
        tmp_path,
        "mort",
        "Ann,Bob,Cyril",
        ({"first_live": '"seat:2"'}, {"first_live": "Bob"}),
        [
            {
                "dealer": "Bob",
                "tricks": {"Bob-Mort": 8},
                "revokes": [{"by": "Cyril-Ann", "penalty": "add"}],
            },
        ],
    )
    assert "The first Live player (who cut lowest): Bob" in page.inner_text("#agreed")
    # two by tricks and the three points added: five, the game; doubled with the
    # triple and the bonus of four: (5 + 3 + 4) x 2 = 24, and Cyril is Live next
    assert board(page, "As Live player") == {"Ann": "0", "Bob": "+24", "Cyril": "0"}
    assert "Cyril is the Live player" in page.inner_text("#boards")


def test_cayenne_the_books_example_hand_by_hand(kiosk: Any, tmp_path: Path) -> None:
    """Seed 000's Cayenne example: "B-D won the Rubber by 18 points" (22 to 4)."""
    page = sitting(
        kiosk,
        tmp_path,
        "cayenne",
        "A,B,C,D",
        ({}, {}),
        [
            {
                "dealer": "A",
                "declared_by": "A",
                "cayenne": "H",
                "declaration": "H",
                "tricks": {"A-C": 8},
                "honours": {"A-C": 3},
            },
            {
                "dealer": "B",
                "declared_by": "B",
                "cayenne": "S",
                "declaration": "C",
                "tricks": {"A-C": 3},
                "honours": {"B-D": 4},
            },
            {
                "dealer": "C",
                "declared_by": "C",
                "cayenne": "D",
                "declaration": "grand",
                "tricks": {"A-C": 5},
            },
        ],
    )
    assert board(page, "Rubbers won") == {"A-C": "0", "B-D": "1"}
    assert board(page, "Scoring points of the rubbers finished") == {"A-C": "4", "B-D": "22"}


def test_dummy_whist_a_game_of_five(kiosk: Any, tmp_path: Path) -> None:
    """ "Seven points are game, but the players may, at their discretion, change this to
    five or ten points" (seed 000, Dummy Whist)."""
    page = sitting(
        kiosk,
        tmp_path,
        "dummy-whist",
        "Ann,Bob,Cyril",
        (
            {"game_points": "5", "dummy_partner": '"seat:3"'},
            {"english": False, "game_points": 5, "dummy_partner": "Cyril"},
        ),
        [
            {"tricks": {"Cyril-Dummy": 9}},
            {"tricks": {"Cyril-Dummy": 8}},
        ],
    )
    assert "Points to a game: Five" in page.inner_text("#agreed")


def test_double_dummy_a_game_of_ten(kiosk: Any, tmp_path: Path) -> None:
    """Double Dummy: "The laws and rules are the same as for Dummy Whist" (seed 000): a
    game of ten by agreement; no revoke is asked ("There is no penalty for revoke")."""
    page = sitting(
        kiosk,
        tmp_path,
        "double-dummy",
        "Ann,Bob",
        ({"game_points": "10"}, {"english": False, "game_points": 10}),
        [
            {"dealer": "Ann", "tricks": {"Ann": 11}},
            {"dealer": "Bob", "tricks": {"Ann": 12}},
        ],
    )
    assert not page.query_selector('.field[data-key="revokes"]')
    assert board(page, "Games won this rubber") == {"Ann": "1", "Bob": "0"}


def test_humbug_honours_and_the_exchange(kiosk: Any, tmp_path: Path) -> None:
    page = sitting(
        kiosk,
        tmp_path,
        "humbug",
        "Ann,Bob",
        ({}, {}),
        [
            {"dealer": "Ann", "tricks": {"Ann": 8}, "honours": {"Bob": 3}, "exchanged": ["Bob"]},
            {"dealer": "Bob", "tricks": {"Ann": 10}, "revokes": [{"by": "Bob"}]},
        ],
        multi=("exchanged",),
    )
    assert page.query_selector('.field[data-key="exchanged"] .hint')


def test_three_handed_a_revoke_to_one_player(kiosk: Any, tmp_path: Path) -> None:
    """ "Four tricks are a book ... Ten points are game" (seed 000, Three-handed Whist)."""
    page = sitting(
        kiosk,
        tmp_path,
        "three-handed-whist",
        "Ann,Bob,Cyril",
        ({}, {}),
        [
            {
                "dealer": "Ann",
                "by_trick": ["Ann", "Bob", "Cyril"] * 2 + ["Ann"] * 5 + ["Bob"] * 2,
                "tricks": {"Ann": 7, "Bob": 4},
            },
            {
                "dealer": "Bob",
                "tricks": {"Ann": 3, "Bob": 6},
                "revokes": [{"by": "Cyril", "to": "Bob"}],
            },
        ],
    )
    assert board(page, "Games won") == {"Ann": "0", "Bob": "0", "Cyril": "0"}
    assert "Cyril took the rest of the thirteen." in page.inner_text("#fields")


def test_thirteen_and_the_odd_first_to_seven(kiosk: Any, tmp_path: Path) -> None:
    """ "The player first taking seven tricks wins the game. A revoke forfeits the game"
    (seed 000, Thirteen and the Odd)."""
    page = sitting(
        kiosk,
        tmp_path,
        "thirteen-and-the-odd",
        "Ann,Bob",
        ({}, {}),
        [
            {"dealer": "Ann", "tricks": {"Ann": 7, "Bob": 2}},
            {"dealer": "Bob", "tricks": {"Ann": 3, "Bob": 4}, "revoke": "Bob"},
        ],
    )
    assert board(page, "Games won") == {"Ann": "2", "Bob": "0"}
    pressed = '.field[data-key="revoke"] button[aria-pressed="true"]'
    assert page.inner_text(pressed) == "No revoke"


def test_the_director_chooses_the_options_on_a_phone(kiosk: Any) -> None:
    """The director's form offers the chosen game's options only, each a choice with its
    line; the table's page shows what was agreed."""
    server, browser = kiosk
    page = browser.new_page(viewport=PHONE)
    page.set_extra_http_headers({"X-Director-Secret": server.secret})
    page.goto(f"{server.base}/director/keepers")
    assert not page.is_visible('.game-options[data-game="dummy-whist"]')
    page.select_option("#keeper-game", "dummy-whist")
    assert page.is_visible('.game-options[data-game="dummy-whist"]')
    assert not page.is_visible('.game-options[data-game="solo-whist"]')
    page.fill("#keeper-players", "Nan, Olly, Pip")
    page.check('input[name="option-dummy-whist-game_points"][value="10"]')
    page.check('input[name="option-dummy-whist-dummy_partner"][value=\'"seat:2"\']')
    fits(page)
    screenshot(page, "keeper-director-options-phone")
    page.click("button[type=submit]")
    page.wait_for_selector(".message:text('opened')")
    link = page.eval_on_selector_all(
        ".keeper-links a", "links => links.map(a => a.href).filter(h => h.includes('/keep/'))"
    )[-1]
    fits(page)
    table = browser.new_page(viewport=PHONE)
    table.goto(link)
    table.wait_for_selector('#hand-number:text-is("1")')
    agreed = table.inner_text("#agreed")
    assert "Points to a game: Ten" in agreed
    assert "Dummy's partner for the first rubber (who cut lowest): Olly" in agreed
    assert "Olly-Dummy" in table.inner_text("#fields")


def test_solo_for_three_the_six_trick_solo_on_the_second_call(kiosk: Any, tmp_path: Path) -> None:
    """ "In some localities, to avoid the hands being thrown up when all have passed, each
    player is given an opportunity to bid to play what is called a Six-trick Solo. If a
    player, on the second call for bids, offers to play a six-trick Solo, he stands to
    win six tricks ... he naming any suit as trump" (seed 000, Solo for Three Players)."""
    page = sitting(
        kiosk,
        tmp_path,
        "solo-whist",
        "Ann,Bob,Cyril",
        ({"six_trick_solo": "true"}, {"grand": False, "six_trick_solo": True}),
        [
            {
                "dealer": "Ann",
                "bids": [
                    ["Bob", "pass"],
                    ["Cyril", "pass"],
                    ["Ann", "pass"],
                    ["Bob", "six-trick-solo"],
                ],
                "trump": "S",
                "tricks": 7,
            },
        ],
    )
    assert "Six-trick Solo by Bob" in page.inner_text("#hands")
    assert page.inner_text("#auction-note") == ""
    assert sum(int(n) for n in board(page, "Chips").values()) == 0


def test_solo_for_five_one_sits_out(kiosk: Any, tmp_path: Path) -> None:
    page = sitting(
        kiosk,
        tmp_path,
        "solo-whist",
        "Ann,Bob,Cyril,Dora,Eve",
        ({}, {"grand": False, "six_trick_solo": False}),
        [
            {
                "dealer": "Ann",
                "out": "Eve",
                "bids": [["Bob", "misere"], ["Cyril", "pass"], ["Dora", "pass"], ["Ann", "pass"]],
                "tricks": 0,
            },
        ],
    )
    assert board(page, "Chips")["Eve"] == "0"
    assert board(page, "Chips")["Bob"] == "+60"


def test_two_tablets_on_one_sheet_the_second_is_shown_the_first_ones_hand(
    kiosk: tuple[KioskServer, Any],
) -> None:
    """Two tablets on one table's link: the first scores hand 1; the second, still showing
    hand 1, is refused, shown the sheet with that hand, and nothing is scored twice."""
    server, browser = kiosk
    link = open_table(server, "thirteen-and-the-odd", "Kim,Lee", {})
    first, second = browser.new_page(viewport=PHONE), browser.new_page(viewport=TABLET)
    for page in (first, second):
        page.goto(link)
        page.wait_for_selector('#hand-number:text-is("1")')
    enter(first, {"dealer": "Kim", "tricks": {"Kim": 7, "Lee": 3}})
    tap(second, "dealer", "Kim")
    tap(second, "tricks.Kim", 7)
    tap(second, "tricks.Lee", 4)
    second.click("#record")
    second.wait_for_selector('#hand-number:text-is("2")')
    assert "changed on another tablet" in second.inner_text("#message")
    assert second.eval_on_selector_all("#hands li", "l => l.length") == 1
    assert board(second, "Games won") == {"Kim": "1", "Lee": "0"}


def test_a_hand_entered_with_the_keyboard_alone(kiosk: tuple[KioskServer, Any]) -> None:
    """Every answer is a button: Tab moves between them, Enter or Space chooses, and the
    one chosen says so (aria-pressed) besides its colour and tick."""
    server, browser = kiosk
    link = open_table(server, "humbug", "Kim,Lee", {})
    page = browser.new_page(viewport=TABLET)
    sent = records_sent(page)
    page.goto(link)
    page.wait_for_selector('#hand-number:text-is("1")')
    page.focus('.field[data-key="dealer"] button[data-value=\'"Kim"\']')
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.value") == '"Lee"'
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")
    pressed = '.field[data-key="dealer"] button[aria-pressed="true"]'
    assert page.get_attribute(pressed, "data-value") == '"Kim"'
    page.focus('.field[data-key="tricks.Kim"] button[data-value="9"]')
    page.keyboard.press("Space")
    page.focus('.field[data-key="exchanged"] button[data-value=\'"Lee"\']')
    page.keyboard.press("Enter")
    page.focus("#record")
    page.keyboard.press("Enter")
    page.wait_for_selector('#hand-number:text-is("2")')
    assert board(page, "Points this game") == {"Kim": "3", "Lee": "0"}
    assert sent == [{"dealer": "Kim", "tricks": {"Kim": 9}, "exchanged": ["Lee"]}]

"""The table score-keeper of the social games (issue 16): each game's hand through the
page's endpoints, the rules' refusals in players' words, undo, a restart on SQLite and
PostgreSQL, and the token that opens one table's sheet only."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from kiosk import create_app
from kiosk.keeper_views import keepers
from whistcli.tally import load_sitting

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture()
def db_url(both_databases: str) -> str:
    return both_databases


def start(event: Event, url: str) -> Flask:
    return create_app({"EVENT": event, "DATABASE_URL": url, "TESTING": True})


@pytest.fixture()
def kiosk_app(event: Event, db_url: str) -> Iterator[Flask]:
    app = start(event, db_url)
    yield app
    app.extensions["kiosk"].store.close()


class Keeper:
    """A score-keeper tablet talking to the page's endpoints."""

    def __init__(self, app: Flask, game: str, players: list[str] | None = None, **options: Any):
        with app.app_context():
            table = keepers().open(game, players, options)
            self.number = table.number
            self.token = keepers().token(table.number)
        self.client: FlaskClient = app.test_client()

    def get(self) -> dict[str, Any]:
        answer = self.client.get(
            f"/keep/{self.number}/sheet", headers={"X-Keeper-Token": self.token}
        )
        assert answer.status_code == 200, answer.get_json()
        return dict(answer.get_json())

    def post(self, path: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
        answer = self.client.post(
            f"/keep/{self.number}/{path}", json=body, headers={"X-Keeper-Token": self.token}
        )
        assert answer.status_code == status, answer.get_json()
        return dict(answer.get_json())

    def hand(self, record: dict[str, Any], status: int = 200) -> dict[str, Any]:
        return self.post("hand", {"record": record, "seq": self.get()["seq"]}, status)

    def undo(self) -> dict[str, Any]:
        return self.post("undo", {"seq": self.get()["seq"]})


def keys(state: dict[str, Any]) -> list[str]:
    """The record's fields the page asks (the trick-by-trick counter fills "tricks")."""
    return [f["key"] for f in state["fields"] if f["kind"] != "by-trick"]


def test_solo_offers_only_the_lawful_calls_and_keeps_the_chips(kiosk_app: Flask) -> None:
    """ "No player can bid after he has once passed, except ... when the player to the
    dealer's left (even though he passed before) may *accept*" (seed 000, Solo Whist);
    a Solo of seven tricks: "17 chips" from each."""
    k = Keeper(kiosk_app, "solo-whist")
    state = k.get()
    assert keys(state) == ["dealer", "bids"]
    view = k.post("auction", {"dealer": "A", "calls": []})
    assert view["to_call"] == "B"
    offered = [c["call"] for c in view["lawful"]]
    assert "pass" in offered and "propose" in offered and "accept" not in offered
    view = k.post("auction", {"dealer": "A", "calls": [["B", "solo"]]})
    offered = [c["call"] for c in view["lawful"]]
    assert "propose" not in offered and "solo" not in offered and "misere" in offered
    # after a pass, no call from him: the next to call is refused with the book's words
    refused = k.post("auction", {"dealer": "A", "calls": [["B", "pass"], ["B", "solo"]]}, 400)
    assert "cannot bid after he has once passed" in refused["message"]
    bids = [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
    view = k.post("auction", {"dealer": "A", "calls": bids})
    assert view["finished"] and view["contract"].startswith("Solo by B")
    assert keys(view) == ["tricks", "revokes"]
    state = k.hand({"dealer": "A", "bids": bids, "tricks": 7})
    assert state["chips"] == {"A": -17, "B": 51, "C": -17, "D": -17}
    assert state["hand"] == 2 and state["fields"][0]["default"] == "B"


def test_solo_proposal_going_round_offers_the_late_acceptance(kiosk_app: Flask) -> None:
    k = Keeper(kiosk_app, "solo-whist")
    calls = [["B", "pass"], ["C", "propose"], ["D", "pass"], ["A", "pass"]]
    view = k.post("auction", {"dealer": "A", "calls": calls})
    assert view["to_call"] == "B"
    assert {c["call"] for c in view["lawful"]} == {"pass", "accept"}


@pytest.mark.parametrize(
    ("game", "players", "options", "record", "expect"),
    [
        ("whist-1893", None, {}, {"dealer": "A", "tricks": {"A-C": 9}}, "3"),
        ("dummy-whist", ["A", "B", "C"], {}, {"tricks": {"A-Dummy": 8}}, "2"),
        ("double-dummy", None, {}, {"tricks": {"A": 10}}, "4"),
        ("humbug", None, {}, {"tricks": {"A": 8}, "honours": {"A": 4}, "exchanged": ["B"]}, ""),
        ("three-handed-whist", None, {}, {"tricks": {"A": 6, "B": 4}}, ""),
        ("thirteen-and-the-odd", None, {}, {"tricks": {"A": 7, "B": 3}}, ""),
        ("mort", ["A", "B", "C"], {}, {"live": "A", "tricks": {"A-Mort": 9}}, ""),
        (
            "cayenne",
            None,
            {},
            {
                "dealer": "A",
                "declared_by": "A",
                "cayenne": "H",
                "declaration": "H",
                "tricks": {"A-C": 9},
                "honours": {"A-C": 4},
            },
            "",
        ),
    ],
)
def test_each_game_takes_a_hand_and_keeps_the_sheet(
    kiosk_app: Flask,
    game: str,
    players: list[str] | None,
    options: dict[str, Any],
    record: dict[str, Any],
    expect: str,
) -> None:
    """A hand of each game through the page's endpoints: the sheet is the game's own
    (the same lines ``whist tally`` prints), and the next hand's questions follow."""
    k = Keeper(kiosk_app, game, players, **options)
    before = k.get()
    assert before["hand"] == 1 and before["hands"] == []
    # every field the page asks is one the record of this game has
    for key in keys(before):
        assert key.split(".")[0] in {
            "dealer",
            "tricks",
            "honours",
            "revokes",
            "revoke",
            "exchanged",
            "live",
            "declared_by",
            "cayenne",
            "declaration",
            "bids",
            "out",
        }
    state = k.hand(record)
    assert state["hand"] == 2
    assert len(state["hands"]) == 1 and state["hands"][0]["lines"]
    assert state["totals"]
    if expect:
        assert expect in " ".join(state["hands"][0]["lines"]) + state["hands"][0]["figures"]


def test_mort_names_its_live_player_and_mort_revoke_choices(kiosk_app: Flask) -> None:
    """ "There are no Honors in Mort" (seed 000): the page asks none; the revoke's
    penalty is the adversaries' option of three points or three tricks."""
    k = Keeper(kiosk_app, "mort", ["A", "B", "C"])
    state = k.get()
    assert keys(state) == ["live", "dealer", "tricks.A-Mort", "revokes"]
    (revoke,) = [f for f in state["fields"] if f["key"] == "revokes"]
    penalties = revoke["penalty"]["options"]
    assert {o["value"] for o in penalties} == {"add", "deduct", "tricks"}


def test_a_refused_hand_shows_the_rules_reason_in_players_words(kiosk_app: Flask) -> None:
    k = Keeper(kiosk_app, "whist-1893")
    refused = k.hand({"tricks": {"A-C": 14}}, 400)
    assert refused["error"] == "refused-hand"
    assert refused["message"] == "Tricks: 14 is outside 0 to 13"
    refused = k.hand({"dealer": "A", "tricks": {"A-C": 7}, "honours": {"A-C": 2}}, 400)
    assert refused["message"].startswith("Honours: scored only with the English custom")
    mort = Keeper(kiosk_app, "mort", ["A", "B", "C"])
    refused = mort.hand({"live": "A", "tricks": {"A-Mort": 7}, "honours": {"A-Mort": 2}}, 400)
    assert refused["message"] == "Honours: 'There are no Honors in Mort' (seed 000, Mort)"
    refused = k.hand({"dealer": "A"}, 400)
    assert refused["message"] == "Tricks: not given yet; choose it before scoring the hand"
    assert k.get()["hands"] == [] and mort.get()["hands"] == []


def test_undo_takes_back_the_last_hand_only(kiosk_app: Flask) -> None:
    k = Keeper(kiosk_app, "whist-1893")
    k.hand({"dealer": "A", "tricks": {"A-C": 9}})
    k.hand({"dealer": "B", "tricks": {"A-C": 10}})
    state = k.undo()
    assert len(state["hands"]) == 1 and state["fields"][0]["default"] == "B"
    k.undo()
    refused = k.post("undo", {"seq": k.get()["seq"]}, 400)
    assert "no hand to undo" in refused["message"]


def test_a_misdeal_is_a_hand_of_the_sheet_on_the_page(kiosk_app: Flask) -> None:
    """Law 17: "A misdeal loses the deal" (Whist), but in Solo "a misdeal does not lose
    the deal"; Double Dummy: "there is no misdeal" (seed 000). The page lists the misdeal
    among the hands, offers the next dealer as the game's laws say, and offers no
    misdeal where there is none."""
    solo = Keeper(kiosk_app, "solo-whist")
    assert solo.get()["misdeal"]
    state = solo.hand({"dealer": "B", "misdeal": True})
    [misdeal] = state["hands"]
    assert misdeal["hand"] == 1 and "misdeal by B" in misdeal["said"][0]
    assert state["hand"] == 2 and state["fields"][0]["default"] == "B"  # the same dealer
    whist = Keeper(kiosk_app, "whist-1893")
    whist.hand({"dealer": "A", "tricks": {"A-C": 9}})
    state = whist.hand({"dealer": "B", "misdeal": True})
    assert [h["hand"] for h in state["hands"]] == [1, 2]
    assert "misdeal by B" in state["hands"][1]["said"][0]
    assert state["fields"][0]["default"] == "C"  # the deal passes to the left
    state = whist.undo()
    assert [h["hand"] for h in state["hands"]] == [1]
    double = Keeper(kiosk_app, "double-dummy", ["A", "B"])
    assert not double.get()["misdeal"]
    refused = double.hand({"dealer": "A", "misdeal": True}, 400)
    assert "There is no misdeal" in refused["message"]


def test_a_stale_tablet_is_refused_and_a_retry_is_not_doubled(kiosk_app: Flask) -> None:
    k = Keeper(kiosk_app, "whist-1893")
    seq = k.get()["seq"]
    body = {"record": {"dealer": "A", "tricks": {"A-C": 9}}, "seq": seq, "client_id": "x1"}
    k.post("hand", body)
    again = k.post("hand", body)  # the same id: answered, not scored twice
    assert len(again["hands"]) == 1
    stale = k.post("hand", {**body, "client_id": "x2"}, 409)
    assert stale["error"] == "stale"


def test_the_sitting_survives_a_restart(event: Event, db_url: str) -> None:
    """Rows in the kiosk's append-only log: a new kiosk on the same database rebuilds
    the sheets, undo included, beside the duplicate tables (which ignore them)."""
    app = start(event, db_url)
    solo = Keeper(app, "solo-whist")
    bids = [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
    solo.hand({"dealer": "A", "bids": bids, "tricks": 7})
    solo.hand(
        {
            "dealer": "B",
            "bids": [["C", "misere"], ["D", "pass"], ["A", "pass"], ["B", "pass"]],
            "tricks": 0,
        }
    )
    solo.undo()
    whist = Keeper(app, "whist-1893")
    whist.hand({"dealer": "A", "tricks": {"A-C": 9}})
    chips = solo.get()["chips"]
    app.extensions["kiosk"].store.close()

    again = start(event, db_url)
    try:
        assert again.extensions["kiosk"].evening.replay_errors == []
        client = again.test_client()
        answer = client.get(
            f"/keep/{solo.number}/sheet", headers={"X-Keeper-Token": solo.token}
        ).get_json()
        assert answer["chips"] == chips == {"A": -17, "B": 51, "C": -17, "D": -17}
        assert len(answer["hands"]) == 1
        with again.app_context():
            assert keepers().replay_errors == []
            assert len(keepers().table(whist.number).sheet.history) == 1
        # the duplicate tables are untouched by the score-keeper's rows
        kiosk = again.extensions["kiosk"]
        table = client.get("/api/tables/1/state", headers={"X-Table-Token": kiosk.table_token(1)})
        assert table.status_code == 200
        assert (
            client.get("/api/tables/1/state", headers={"X-Table-Token": solo.token}).status_code
            == 403
        )
    finally:
        again.extensions["kiosk"].store.close()


def test_a_token_opens_its_own_table_only(kiosk_app: Flask) -> None:
    """The link lies on the table: it opens that sheet and nothing else -- not another
    score-keeper table, not a duplicate table, not the director's pages."""
    first = Keeper(kiosk_app, "solo-whist")
    second = Keeper(kiosk_app, "whist-1893")
    client = kiosk_app.test_client()
    mine = {"X-Keeper-Token": first.token}
    assert client.get(f"/keep/{second.number}/sheet", headers=mine).status_code == 403
    assert client.get(f"/keep/{second.number}?token={first.token}").status_code == 403
    assert (
        client.post(
            f"/keep/{second.number}/hand", json={"record": {}, "seq": 1}, headers=mine
        ).status_code
        == 403
    )
    assert client.get(f"/keep/{first.number}/sheet").status_code == 403
    assert client.get("/keep/99/sheet", headers=mine).status_code == 403
    # a duplicate table's token is not a score-keeper's, nor the other way round
    with kiosk_app.app_context():
        table_token = kiosk_app.extensions["kiosk"].table_token(first.number)
    assert table_token != first.token
    assert client.get(f"/table/{first.number}?token={first.token}").status_code == 403
    assert client.get("/director/keepers", headers=mine).status_code == 302
    page = client.get(f"/keep/{first.number}?token={first.token}")
    assert page.status_code == 200 and b"Solo Whist" in page.data
    assert b"Whist of 1893" not in page.data


def test_the_director_opens_a_table_and_finds_its_link(kiosk_app: Flask) -> None:
    client = kiosk_app.test_client()
    secret = kiosk_app.extensions["kiosk"].director_secret
    with client.session_transaction() as session:
        session["director"] = kiosk_app.extensions["kiosk"].event.event_id
        session["csrf"] = "c" * 32
    answer = client.post(
        "/director/keepers",
        data={"game": "cayenne", "players": "Ann, Bob, Cyril, Dora", "csrf": "c" * 32},
    )
    assert answer.status_code == 302
    assert 'href="/director/keepers"' in client.get("/director").data.decode()
    page = client.get("/director/keepers").data.decode()
    assert "Cayenne" in page and "Ann, Bob, Cyril, Dora" in page
    with kiosk_app.app_context():
        token = keepers().token(1)
    assert f"/keep/1?token={token}" in page
    refused = client.post(
        "/director/keepers", data={"game": "bridge", "players": "", "csrf": "c" * 32}
    )
    assert "not a game the score-keeper keeps" in client.get(refused.location).data.decode()
    # without the director, nothing is opened
    stranger = kiosk_app.test_client()
    assert (
        stranger.post("/director/keepers", data={"game": "mort", "players": "A,B,C"}).status_code
        == 403
    )
    assert secret not in page


def test_a_sheet_takes_a_bounded_number_of_hands(
    kiosk_app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("kiosk.keeper.MAX_HANDS", 2)
    k = Keeper(kiosk_app, "double-dummy")
    k.hand({"tricks": {"A": 7}})
    k.hand({"tricks": {"A": 7}})
    refused = k.hand({"tricks": {"A": 7}}, 409)
    assert "the most a table keeps" in refused["message"]
    assert len(k.get()["hands"]) == 2


@pytest.mark.parametrize("name", ["mort-book", "cayenne-book", "solo-evening"])
def test_the_books_examples_hand_by_hand_give_what_tally_prints(
    kiosk_app: Flask, name: str
) -> None:
    """The book's worked examples (examples/, docs/tally.md) entered hand by hand at the
    score-keeper end on the sheet ``whist tally`` prints: Mort's "The Live player thus
    wins 4", Cayenne's "B-D won the Rubber by 18 points"."""
    text = (EXAMPLES / f"{name}.json").read_text(encoding="utf-8")
    data = json.loads(text)
    expected = load_sitting(data["game"], text, name).text()
    k = Keeper(kiosk_app, data["game"], data.get("players"), **data.get("options", {}))
    for record in data["hands"]:
        state = k.hand(record)
    lines = [
        f"hand {h['hand']}: {'; '.join(h['lines']) or 'no points'}"
        + (f" [{h['figures']}]" if h["figures"] else "")
        for h in state["hands"]
    ]
    assert lines + state["totals"] == expected


def test_two_kiosks_on_one_database_share_a_sheet(event: Event, db_url: str) -> None:
    """Two server processes on one database (PostgreSQL for a hall): a hand written
    through one is on the other's sheet, and the other's stale tablet is refused."""
    one, two = start(event, db_url), start(event, db_url)
    try:
        k = Keeper(one, "whist-1893")
        seq = k.get()["seq"]
        k.hand({"dealer": "A", "tricks": {"A-C": 9}})
        other = two.test_client()
        headers = {"X-Keeper-Token": k.token}
        seen = other.get(f"/keep/{k.number}/sheet", headers=headers).get_json()
        assert len(seen["hands"]) == 1
        stale = other.post(
            f"/keep/{k.number}/hand",
            json={"record": {"dealer": "B", "tricks": {"A-C": 4}}, "seq": seq},
            headers=headers,
        )
        assert stale.status_code == 409
    finally:
        one.extensions["kiosk"].store.close()
        two.extensions["kiosk"].store.close()

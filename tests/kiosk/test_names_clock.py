"""Names of the pairs (typed or from a CSV of number,name) and the round clock: director's
rows of the log, shown on the tablets, the console, the results and the exports."""

from __future__ import annotations

import time
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from kiosk import create_app

from .conftest import Tablet, play_out


def _secret(app: Flask) -> dict[str, str]:
    return {"X-Director-Secret": app.extensions["kiosk"].director_secret}


def _names(client: FlaskClient, app: Flask, body: dict[str, Any]) -> Any:
    return client.post("/api/director/names", json=body, headers=_secret(app))


def test_names_typed_and_imported_reach_tablets_results_and_exports(
    client: FlaskClient, app: Flask, event: Event, db_url: str
) -> None:
    typed = _names(client, app, {"names": {"1": "Mrs Smith & Mr Jones", "3": "  The   Browns "}})
    assert typed.status_code == 200, typed.get_json()
    imported = _names(
        client, app, {"csv": 'number,name\n2,"Gray, Hill"\n\n4,Dana & Bishop\n3,Browns\n'}
    )
    assert imported.status_code == 200, imported.get_json()
    assert imported.get_json()["names"] == {
        "1": "Mrs Smith & Mr Jones",
        "2": "Gray, Hill",
        "3": "Browns",
        "4": "Dana & Bishop",
    }
    tablet = Tablet(client, app, 1)
    seating = {s["contestant"]: s["name"] for s in tablet.state()["seating"]}
    assert seating == {1: "Mrs Smith & Mr Jones", 3: "Browns"}
    log = client.get("/api/director/log", headers=_secret(app)).get_json()["log"]
    assert [(e["kind"], e["reason"]) for e in log] == [
        ("names", "names typed at the console"),
        ("names", "3 names imported from a file"),
    ]
    # An empty name takes the name away.
    assert _names(client, app, {"names": {"4": ""}}).status_code == 200
    # The results and the exports name them.
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    play_out(tablet, event, 1)
    tablet.ok("confirm", {"seat": "E"})
    results = client.get("/director/export/results.json", headers=_secret(app)).get_json()
    assert results["names"]["1"] == "Mrs Smith & Mr Jones" and results["names"]["3"] == "Browns"
    usebio = client.get("/director/export/usebio.xml", headers=_secret(app)).get_data(True)
    # a pair's two players, as USEBIO's PLAYER elements
    assert "<PLAYER_NAME>Mrs Smith</PLAYER_NAME>" in usebio
    assert "<PLAYER_NAME>Mr Jones</PLAYER_NAME>" in usebio
    # Director's rows of the log: a restart keeps them.
    app.extensions["kiosk"].store.close()
    again = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    try:
        assert again.extensions["kiosk"].evening.names == {
            1: "Mrs Smith & Mr Jones",
            2: "Gray, Hill",
            3: "Browns",
        }
    finally:
        again.extensions["kiosk"].store.close()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1,Smith\nx,Jones\n", "line 2: 'x' is not a pair number; write number,name"),
        ("1,Smith\n9,Jones\n", "line 2: there is no pair 9 in this movement (pairs 1-4)"),
        ("1,Smith\n2,Jones\n1,Brown\n", "line 3: pair 1 is named twice (also on line 1)"),
        ("1,Smith,Jones\n", "line 1: 3 fields; write number,name"),
        ("1,\n", "line 1: no name for pair 1"),
        ("1,Smith\n2,a\x07b\n", "line 2: the name has a control character"),
        ("1," + "x" * 81 + "\n", "line 1: the name has 81 characters; at most 80"),
        ("\n\n", "the file has no number,name lines"),
        ("1,##Smith\n", "line 1: a name cannot start with #"),
        ('1,"Smith\n', "line 1: not CSV"),
    ],
)
def test_a_bad_csv_is_refused_with_its_line_and_nothing_is_taken(
    client: FlaskClient, app: Flask, text: str, message: str
) -> None:
    response = _names(client, app, {"csv": text})
    assert response.status_code == 400
    body = response.get_json()
    assert body["error"] == "bad-names" and body["message"].startswith(message), body
    assert app.extensions["kiosk"].evening.names == {}
    assert client.get("/api/director/log", headers=_secret(app)).get_json()["log"] == []


def test_names_need_the_director(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    assert client.post("/api/director/names", json={"names": {"1": "x"}}).status_code == 403
    assert client.post("/api/director/clock", json={"minutes": 5}).status_code == 403
    assert tablet.post("names", {"names": {"1": "x"}}).status_code == 403
    assert tablet.post("clock", {"minutes": 1}).status_code == 403
    assert _names(client, app, {"names": {"7": "x"}}).status_code == 400
    assert _names(client, app, {"names": {"1": 3}}).status_code == 400
    assert _names(client, app, {"list": []}).status_code == 400


def _clock(client: FlaskClient, app: Flask, body: dict[str, Any]) -> Any:
    return client.post("/api/director/clock", json=body, headers=_secret(app))


def test_round_clock_on_tablets_and_console_and_time_up_flagged(
    client: FlaskClient, app: Flask, event: Event, monkeypatch: pytest.MonkeyPatch
) -> None:
    tablet = Tablet(client, app, 1)
    assert tablet.state()["clock"] is None  # no round length set
    assert _clock(client, app, {"minutes": 15}).status_code == 200
    assert tablet.state()["clock"] is None  # round 1 has not started
    before = time.time()
    tablet.seat_up()  # the first table seated starts the round
    clock = tablet.state()["clock"]
    assert clock["round"] == 1 and before + 900 <= clock["ends_at"] <= time.time() + 900
    assert 895 <= clock["seconds_left"] <= 900
    tablet.ok("board", {"board": 1})
    # Table 2 has not sat down: it still sees round 1's clock, started by table 1.
    assert Tablet(client, app, 2).state()["clock"]["ends_at"] == clock["ends_at"]
    grid = client.get("/api/director/grid", headers=_secret(app)).get_json()
    assert grid["clock"]["minutes"] == 15 and grid["clock"]["rounds"]["2"] is None
    assert not any(t["time_up"] for t in grid["tables"])
    # Sixteen minutes later: both tables still have boards to play; they are flagged.
    later = time.time() + 16 * 60
    monkeypatch.setattr(time, "time", lambda: later)
    assert tablet.state()["clock"]["seconds_left"] == 0
    grid = client.get("/api/director/grid", headers=_secret(app)).get_json()
    assert [t["time_up"] for t in grid["tables"]] == [True, True]
    # The director restarts the round's clock: the time runs from now.
    assert _clock(client, app, {"start": 1}).status_code == 200
    assert tablet.state()["clock"]["seconds_left"] == 900
    assert _clock(client, app, {"stop": 1}).status_code == 200
    assert tablet.state()["clock"] is None
    for bad in ({"minutes": 0.5}, {"minutes": 999}, {"start": 9}, {}, {"start": 1, "stop": 1}):
        assert _clock(client, app, bad).status_code == 400, bad

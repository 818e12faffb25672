"""The director's console: the secret, the session and CSRF, the grid, alerts, corrections
and adjustments in the audit log, exports; the public pages and escaping."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from dealer.formats.pbn import loads
from kiosk import create_app
from scoring.resultsfile import loads as results_loads

from .conftest import Tablet, play_out


def _secret(app: Flask) -> dict[str, str]:
    return {"X-Director-Secret": app.extensions["kiosk"].director_secret}


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', html)
    assert found is not None
    return found.group(1)


def _login(client: FlaskClient, app: Flask) -> str:
    page = client.get("/director")
    assert page.status_code == 200 and b"Director's secret" in page.data
    token = _csrf(page.get_data(as_text=True))
    response = client.post(
        "/director/login",
        data={"csrf": token, "secret": app.extensions["kiosk"].director_secret},
    )
    assert response.status_code == 302
    console = client.get("/director")
    assert b"Tables" in console.data
    return _csrf(console.get_data(as_text=True))


def test_director_api_needs_the_secret(client: FlaskClient, app: Flask) -> None:
    for url in (
        "/api/director/grid",
        "/api/director/alerts",
        "/api/director/log",
        "/api/director/urls",
    ):
        response = client.get(url)
        assert response.status_code == 403, url
        assert response.get_json()["error"] == "director-only"
        assert client.get(url, headers={"X-Director-Secret": "wrong"}).status_code == 403
        assert client.get(url, headers=_secret(app)).status_code == 200
    for url in (
        "/director/export/play.pbn",
        "/director/export/log.json",
        "/director/export/results.json",
    ):
        assert client.get(url).status_code == 403
        assert client.get(url, headers=_secret(app)).status_code == 200


def test_login_with_a_wrong_secret_or_no_csrf(client: FlaskClient, app: Flask) -> None:
    page = client.get("/director")
    token = _csrf(page.get_data(as_text=True))
    wrong = client.post("/director/login", data={"csrf": token, "secret": "guess"})
    assert wrong.status_code == 403 and b"not the director" in wrong.data
    no_csrf = client.post(
        "/director/login",
        data={"secret": app.extensions["kiosk"].director_secret},
        headers={"Accept": "application/json"},
    )
    assert no_csrf.status_code == 403 and no_csrf.get_json()["error"] == "csrf"
    assert client.get("/api/director/grid").status_code == 403


def test_session_needs_csrf_on_every_post(client: FlaskClient, app: Flask) -> None:
    csrf = _login(client, app)
    assert client.get("/api/director/grid").status_code == 200
    body = {"name": "idle_minutes", "value": 5}
    refused = client.post("/api/director/settings", json=body)
    assert refused.status_code == 403 and refused.get_json()["error"] == "csrf"
    bad = client.post("/api/director/settings", json=body, headers={"X-CSRF-Token": "x"})
    assert bad.status_code == 403
    ok = client.post("/api/director/settings", json=body, headers={"X-CSRF-Token": csrf})
    assert ok.status_code == 200 and ok.get_json()["settings"]["idle_minutes"] == 5
    out = client.post("/director/logout", data={"csrf": csrf})
    assert out.status_code == 302
    assert client.get("/api/director/grid").status_code == 403


def test_console_lists_the_table_urls(client: FlaskClient, app: Flask) -> None:
    _login(client, app)
    html = client.get("/director").get_data(as_text=True)
    for table in (1, 2):
        assert f"/table/{table}?token={app.extensions['kiosk'].table_token(table)}" in html
    urls = client.get("/api/director/urls").get_json()
    assert set(urls["tables"]) == {"1", "2"} and urls["results"].endswith("/results")


def test_grid_shows_round_board_trick_and_whom_it_waits_on(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    grid = client.get("/api/director/grid", headers=_secret(app)).get_json()
    row = next(t for t in grid["tables"] if t["table"] == 1)
    assert (row["round"], row["board"], row["trick"]) == (1, 1, 1)
    assert row["waiting_on"] == event.boards[0].leader.name.title()
    other = next(t for t in grid["tables"] if t["table"] == 2)
    assert other["waiting_on"] == "players' numbers"


def test_alerts_listed_and_dismissed(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    assert tablet.post("board", {"board": 4}).status_code == 422
    tablet.ok("call", {"reason": "a card on the floor"})
    alerts = client.get("/api/director/alerts", headers=_secret(app)).get_json()["alerts"]
    assert {a["kind"] for a in alerts} == {"wrong-board", "director-called"}
    first = alerts[0]["id"]
    assert client.post(f"/api/director/alerts/{first}/dismiss").status_code == 403
    assert (
        client.post(f"/api/director/alerts/{first}/dismiss", headers=_secret(app)).status_code
        == 200
    )
    assert client.post("/api/director/alerts/999/dismiss", headers=_secret(app)).status_code == 404
    left = client.get("/api/director/alerts", headers=_secret(app)).get_json()["alerts"]
    assert len(left) == 1
    every = client.get("/api/director/alerts?all=1", headers=_secret(app)).get_json()["alerts"]
    assert len(every) == 2


def _director(
    client: FlaskClient,
    app: Flask,
    table: int,
    kind: str,
    data: dict[str, Any],
    reason: str = "law (e) III",
) -> Any:
    return client.post(
        f"/api/director/tables/{table}/actions",
        json={"kind": kind, "data": data, "reason": reason},
        headers=_secret(app),
    )


def test_correction_needs_a_reason_and_goes_to_the_audit_log(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    play_out(tablet, event, 1, stop_after=1)
    assert tablet.post("undo").status_code == 422
    no_reason = _director(client, app, 1, "undo", {}, reason=" ")
    assert no_reason.status_code == 400
    response = _director(client, app, 1, "undo", {}, reason="the trick was quitted by mistake")
    assert response.status_code == 200
    state = response.get_json()["state"]
    assert state["phase"] == "quit" and len(state["board"]["trick"]) == 4
    log = client.get("/api/director/log", headers=_secret(app)).get_json()["log"]
    assert log[-1]["kind"] == "undo" and log[-1]["actor"] == "director"
    assert log[-1]["reason"] == "the trick was quitted by mistake"
    assert _director(client, app, 1, "dance", {}).status_code == 400
    assert _director(client, app, 9, "undo", {}).status_code == 404


def test_the_director_answers_a_call(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    tablet.ok("call", {"reason": "a revoke is disputed"})
    row = client.get("/api/director/grid", headers=_secret(app)).get_json()["tables"][0]
    assert row["called"] == "a revoke is disputed"
    assert tablet.post("answer").status_code == 403
    answered = _director(client, app, 1, "answer", {}, reason="no revoke: play on")
    assert answered.status_code == 200 and answered.get_json()["state"]["called"] == ""
    log = client.get("/api/director/log", headers=_secret(app)).get_json()["log"]
    assert [e["kind"] for e in log] == ["call", "answer"]


def test_adjusted_score_reaches_the_results(client: FlaskClient, app: Flask) -> None:
    response = _director(
        client, app, 2, "adjust", {"board": 3, "NS": 7, "EW": 6, "note": "average"}
    )
    assert response.status_code == 200
    # board 3 is played at table 1 too (round 2): not shown until the director releases
    assert client.get("/api/results").get_json()["deals"] == []
    released = client.post(
        "/api/director/settings",
        json={"name": "release_results", "value": "now"},
        headers=_secret(app),
    )
    assert released.status_code == 200
    results = client.get("/api/results").get_json()
    [deal] = results["deals"]
    assert deal["board"] == 3 and deal["traveller"][0]["points"] == {"NS": 7, "EW": 6}
    assert deal["traveller"][0]["adjusted"] == "average"
    assert _director(client, app, 2, "adjust", {"board": 9, "NS": 7, "EW": 6}).status_code == 422
    assert _director(client, app, 2, "adjust", {"board": 3}).status_code == 400


def test_adjusting_a_board_of_an_earlier_round(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law (e) III: "the Director ... shall decide" -- on any board, even when the table
    has moved on. The round is the movement's: where this table plays this board."""
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    for board in (1, 2):
        tablet.ok("board", {"board": board})
        play_out(tablet, event, board)
        tablet.ok("confirm", {"seat": "E"})
    assert tablet.ok("next")["round"] == 2
    # Board 1 (played in round 1) corrected; board 2 given an average; board 3 (round 2,
    # not yet played) adjusted before play; a board table 1 plays in no round with the
    # round typed wrongly is refused with the movement's answer.
    fixed = _director(client, app, 1, "adjust", {"board": 1, "NS": 9, "EW": 4}, "score misread")
    assert fixed.status_code == 200, fixed.get_json()
    average = _director(client, app, 1, "adjust", {"board": 2, "status": "average"})
    assert average.status_code == 200, average.get_json()
    wrong = _director(client, app, 1, "adjust", {"board": 3, "round": 1, "NS": 7, "EW": 6})
    assert wrong.status_code == 422
    assert wrong.get_json()["message"] == (
        "table 1 does not play board 3 in round 1: board 3 is played at table 2 in round 1, "
        "table 1 in round 2"
    )
    ahead = _director(client, app, 1, "adjust", {"board": 3, "NS": 7, "EW": 6}, "fouled")
    assert ahead.status_code == 200, ahead.get_json()
    results = app.extensions["kiosk"].evening.results
    assert (results[(1, 1)].round, results[(1, 1)].points) == (1, {"NS": 9, "EW": 4})
    assert (results[(1, 2)].round, results[(1, 2)].status) == (1, "average")
    assert results[(1, 3)].round == 2
    assert results[(1, 1)].seats == {"ns": 1, "ew": 3}
    log = client.get("/api/director/log", headers=_secret(app)).get_json()["log"]
    assert [(e["kind"], e["data"]["board"], e["reason"]) for e in log] == [
        ("adjust", 1, "score misread"),
        ("adjust", 2, "law (e) III"),
        ("adjust", 3, "fouled"),
    ]
    assert app.extensions["kiosk"].evening.tables[1].round == 2
    # An adjustment made from the console does not answer the table's call.
    tablet.state()
    tablet.ok("call", {"reason": "who deals?"})
    assert _director(client, app, 1, "adjust", {"board": 1, "NS": 8, "EW": 5}).status_code == 200
    assert tablet.state()["called"] == "who deals?"
    # Table 2 was moved on to round 2 without playing board 4 (its round-1 board): the
    # board is adjusted in round 1, where the movement plays it, never on the table.
    assert _director(client, app, 2, "set-round", {"round": 2}).status_code == 200
    skipped = _director(client, app, 2, "adjust", {"board": 4, "status": "not-played"})
    assert skipped.status_code == 200, skipped.get_json()
    assert (results[(2, 4)].round, results[(2, 4)].seats) == (1, {"ns": 2, "ew": 4})


def test_director_moves_a_table_and_changes_settings(client: FlaskClient, app: Flask) -> None:
    response = _director(client, app, 1, "set-round", {"round": 2})
    assert response.get_json()["state"]["round"] == 2
    assert _director(client, app, 1, "set-round", {"round": 7}).status_code == 400
    bad = client.post(
        "/api/director/settings", json={"name": "colour", "value": 1}, headers=_secret(app)
    )
    assert bad.status_code == 400
    bad = client.post(
        "/api/director/settings",
        json={"name": "renounce_notice", "value": "often"},
        headers=_secret(app),
    )
    assert bad.status_code == 400


def test_pbn_export_carries_every_card_played(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    mirror = play_out(tablet, event, 1)
    text = client.get("/director/export/play.pbn", headers=_secret(app)).get_data(as_text=True)
    [record] = loads(text)
    assert record.board == 1 and record.get("Table") == "1"
    lines = record.sections["Play"]
    assert len(lines) == 13
    first = mirror.tricks[0]
    assert str(first.card_of(first.leader)) in lines[0].split()
    log = json.loads(client.get("/director/export/log.json", headers=_secret(app)).data)
    assert len(log["log"]) == 2 + 13 * 5


def test_public_pages_and_escaping(event: Event, tmp_path: Path) -> None:
    from dataclasses import replace

    nasty = replace(event, name="<script>alert(1)</script> & co")
    app = create_app({"EVENT": nasty, "DATABASE_URL": f"sqlite:///{tmp_path / 'x.sqlite3'}"})
    client = app.test_client()
    for url in ("/", "/results", "/director"):
        response = client.get(url)
        assert response.status_code == 200, url
        html = response.get_data(as_text=True)
        assert "<script>alert(1)</script>" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html
    data = client.get("/api/results").get_json()
    assert data["event"] == nasty.name
    app.extensions["kiosk"].store.close()


def test_html_error_page_for_people(client: FlaskClient) -> None:
    response = client.get("/table/1?token=nope", headers={"Accept": "text/html"})
    assert response.status_code == 403
    assert "text/html" in response.headers["Content-Type"]
    assert b'id="error-message"' in response.data
    missing = client.get("/no/such/page", headers={"Accept": "text/html"})
    assert missing.status_code == 404


def test_ranking_by_scoring_and_usebio_export(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    one = Tablet(client, app, 1)
    one.seat_up()
    one.ok("board", {"board": 1})
    play_out(one, event, 1)
    one.ok("confirm", {"seat": "E"})
    adjust = {"board": 1, "status": "played", "round": 2, "NS": 20, "EW": -7}
    refused = _director(client, app, 2, "adjust", adjust)
    assert refused.status_code == 422 and refused.get_json()["error"] == "scoring"
    assert "add up to 13" in refused.get_json()["message"]
    adjust["status"] = "average"
    assert _director(client, app, 2, "adjust", adjust).status_code == 200
    assert _director(client, app, 2, "adjust", {**adjust, "status": "bogus"}).status_code in (
        400,
        422,
    )
    # the export is a results file (docs/results-format.md): `whist score` reads it
    exported = client.get("/director/export/results.json", headers=_secret(app))
    sheet = results_loads(exported.get_data(as_text=True), "results.json").scoresheet()
    warnings = sheet.warnings()
    assert any("two-table" in w for w in warnings)
    grid = client.get("/api/director/grid", headers=_secret(app)).get_json()
    assert grid["law_notes"] == warnings
    assert {s.contestant for s in sheet.ranking().standings} >= {1, 3}
    page = client.get("/results").get_data(as_text=True)
    assert "Pair 1" in page and "Pair 3" in page
    xml = client.get("/director/export/usebio.xml", headers=_secret(app))
    assert xml.status_code == 200 and b"USEBIO" in xml.data
    assert client.get("/director/export/usebio.xml").status_code == 403


def test_an_unexpected_error_is_a_json_500(app: Flask) -> None:
    app.config["PROPAGATE_EXCEPTIONS"] = False
    app.config["TESTING"] = False
    kiosk = app.extensions["kiosk"]

    def broken(table: int) -> dict[str, Any]:
        raise RuntimeError("disk on fire")

    kiosk.evening.table_view = broken
    client = app.test_client()
    response = client.get("/api/tables/1/state", headers={"X-Table-Token": kiosk.table_token(1)})
    assert response.status_code == 500
    assert response.get_json()["error"] == "internal"
    assert "RuntimeError" in response.get_json()["message"]


def test_links_use_the_public_address_when_known(client: FlaskClient, app: Flask) -> None:
    app.config["PUBLIC_URL"] = "http://192.168.1.20:8080"
    urls = client.get("/api/director/urls", headers=_secret(app)).get_json()
    assert urls["tables"]["1"].startswith("http://192.168.1.20:8080/table/1?token=")
    assert urls["director"] == "http://192.168.1.20:8080/director"

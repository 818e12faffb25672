"""Whatever a table's token (or the director) sends, the answer is a 400 with a message,
never a 500, and nothing is half-recorded: bad Unicode, huge or nested numbers, oversized
ids, texts too long; a bad action never fails another table's action in the same group
commit; the director's console never fetches megabytes of alerts."""

from __future__ import annotations

import json
import threading
import time
import uuid
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from kiosk.limits import MAX_TEXT, CallRate
from kiosk.store import OPEN_ALERTS_PER_KIND

from .conftest import Tablet


def _rows(app: Flask) -> int:
    return int(app.extensions["kiosk"].store.last_id())


def _alerts(app: Flask) -> int:
    return int(app.extensions["kiosk"].store.count_alerts(include_dismissed=True))


def _seated(client: FlaskClient, app: Flask, table: int = 1) -> Tablet:
    tablet = Tablet(client, app, table)
    seats = {1: {"ns": 1, "ew": 3}, 2: {"ns": 2, "ew": 4}}[table]
    tablet.ok("seats", {"seats": seats})
    return tablet


def _both(client: FlaskClient, token: str, text: str | bytes, table: int = 1) -> tuple[int, Any]:
    """POST ``text`` as a table's action through the direct WSGI path (token header) and
    through Flask's view (``?token=``): the same status, headers and body."""
    answers = [
        client.post(
            f"/api/tables/{table}/actions",
            data=text,
            headers={"X-Table-Token": token, "Content-Type": "application/json"},
        ),
        client.post(
            f"/api/tables/{table}/actions?token={token}",
            data=text,
            headers={"Content-Type": "application/json"},
        ),
    ]
    direct, flask = ((a.status, list(a.headers), a.get_data()) for a in answers)
    assert direct == flask, (direct, flask)
    return answers[0].status_code, answers[0].get_json()


DEEP = "[" * 30_000 + "]" * 30_000
NESTED = "[" * 20 + "]" * 20

#: (what, the JSON text of the action; ``{seq}`` is the table's sequence number)
BAD_BODIES = [
    ("a lone surrogate in a call's reason", '{"kind": "call", "data": {"reason": "help \\udc80"}}'),
    ("a lone surrogate in the row's reason", '{"kind": "call", "reason": "\\ud800"}'),
    ("a lone surrogate in a name", '{"kind": "call", "data": {"\\udc80": 1}}'),
    ("bytes that are not UTF-8", b'{"kind": "call", "data": {"reason": "\xff\xfe"}}'),
    ("1e400", '{"kind": "call", "seq": 1e400}'),
    ("1e400 in the data", '{"kind": "call", "data": {"n": 1e400}}'),
    ("10^5000", '{"kind": "call", "data": {"n": 1' + "0" * 5000 + "}}"),
    ("NaN", '{"kind": "call", "data": {"n": NaN}}'),
    ("arrays nested 30000 deep", '{"kind": "call", "data": {"n": ' + DEEP + "}}"),
    ("arrays nested 20 deep", '{"kind": "call", "data": {"n": ' + NESTED + "}}"),
    ("seq 1e20", '{"kind": "call", "seq": 1e20}'),
    ("seq 10^20", '{"kind": "call", "seq": 100000000000000000000}'),
    ("seq 2^40", '{"kind": "call", "seq": 1099511627776}'),
    ("seq true", '{"kind": "call", "seq": true}'),
    ("seq negative", '{"kind": "call", "seq": -1}'),
    ("round 10^12", '{"kind": "call", "round": 1000000000000}'),
    ("round false", '{"kind": "call", "round": false}'),
    ("a 60 KB reason", json.dumps({"kind": "call", "data": {"reason": "x" * 60_000}})),
    ("a 60 KB row reason", json.dumps({"kind": "call", "reason": "x" * 60_000})),
    ("a reason that is not text", '{"kind": "call", "reason": ["a"]}'),
    ("10000 values", json.dumps({"kind": "call", "data": {"n": [0] * 10_000}})),
    ("an id of 2^63", '{"kind": "call", "id": 9223372036854775808}'),
    ("a board of 10^12", '{"kind": "board", "data": {"board": 1000000000000}}'),
    ("a board that is true", '{"kind": "board", "data": {"board": true}}'),
    ("a board of 1.5", '{"kind": "board", "data": {"board": 1.5}}'),
    ("a board of 0", '{"kind": "board", "data": {"board": 0}}'),
    ("tricks as text", '{"kind": "tricks", "data": {"NS": "7", "EW": 6}}'),
]


@pytest.mark.parametrize(("what", "text"), BAD_BODIES, ids=[b[0] for b in BAD_BODIES])
def test_bad_input_is_400_with_a_message_and_nothing_recorded(
    client: FlaskClient, app: Flask, what: str, text: str | bytes
) -> None:
    tablet = _seated(client, app)
    rows, alerts = _rows(app), _alerts(app)
    status, body = _both(client, tablet.token, text)
    assert status == 400, (what, body)
    assert body["error"] == "bad-request" and len(body["message"]) > 10, body
    assert _rows(app) == rows and _alerts(app) == alerts, what
    # the table goes on as before
    assert tablet.ok("call", {"reason": "the board is fouled"})["seq"] == tablet.seq


def test_a_reason_at_the_limit_is_recorded_and_the_director_sees_the_call(
    client: FlaskClient, app: Flask
) -> None:
    tablet = _seated(client, app)
    reason = "é" * MAX_TEXT
    tablet.ok("call", {"reason": reason})
    alerts = app.extensions["kiosk"].store.alerts()
    assert alerts and alerts[0].message.endswith(reason)


def test_the_director_gets_400_for_oversized_ids(client: FlaskClient, app: Flask) -> None:
    kiosk = app.extensions["kiosk"]
    director = {"X-Director-Secret": kiosk.director_secret}
    answer = client.post(f"/api/director/alerts/{2**63}/dismiss", headers=director)
    assert answer.status_code == 400 and "alert" in answer.get_json()["message"]
    answer = client.post(
        f"/api/director/tables/{10**12}/actions",
        json={"kind": "answer", "reason": "ruled", "data": {}},
        headers=director,
    )
    assert answer.status_code == 400 and "table" in answer.get_json()["message"]
    answer = client.post(
        "/api/director/tables/1/actions",
        data='{"kind": "adjust", "reason": "\\udc80", "data": {"board": 1, "status": "average"}}',
        headers={**director, "Content-Type": "application/json"},
    )
    assert answer.status_code == 400, answer.get_json()
    answer = client.post(
        "/api/director/settings",
        data='{"name": "quick_mode", "value": 1e400}',
        headers={**director, "Content-Type": "application/json"},
    )
    assert answer.status_code == 400, answer.get_json()
    # a table's own token does not reach a table of 10^12: not its table (403), on both paths
    token = kiosk.table_token(1)
    assert _both(client, token, '{"kind": "call"}', table=10**12)[0] == 403
    assert _rows(app) == 0


def test_a_bad_action_never_fails_another_tables_action_in_the_same_commit(
    client: FlaskClient, app: Flask
) -> None:
    """Table 2's call waits for the group commit (held here); table 1's broken one, sent
    meanwhile through the API and straight to the journal (as any caller could), is
    refused at once and never joins the batch: table 2's is written."""
    kiosk = app.extensions["kiosk"]
    evening = kiosk.evening
    _seated(client, app, 1)
    two = _seated(app.test_client(), app, 2)
    answers: dict[str, Any] = {}

    def good() -> None:
        answers["good"] = two.post("call", {"reason": "a card on the floor"})

    def bad() -> None:
        answers["api"] = app.test_client().post(
            "/api/tables/1/actions",
            data='{"kind": "call", "data": {"reason": "\\udc80"}}',
            headers={"X-Table-Token": kiosk.table_token(1), "Content-Type": "application/json"},
        )
        try:
            evening.submit(
                table=1,
                kind="call",
                data={"reason": "\udc80"},
                client_id=None,
                seq=None,
                round=None,
                actor="table",
            )
        except Exception as exc:
            answers["journal"] = exc

    with evening.commit_lock:
        waiting = threading.Thread(target=good)
        waiting.start()
        for _ in range(500):  # until table 2's action is applied and waits to be written
            if evening._pending:
                break
            time.sleep(0.01)
        assert len(evening._pending) == 1
        refused = threading.Thread(target=bad)
        refused.start()
        refused.join(20)
        assert not refused.is_alive(), "the bad action waited for the commit"
        assert len(evening._pending) == 1, "the bad action joined the batch"
    waiting.join(20)
    assert answers["api"].status_code == 400
    assert getattr(answers["journal"], "status", None) == 400
    assert answers["good"].status_code == 200, answers["good"].get_json()
    log = kiosk.store.entries_after(0)
    assert [(e.stream, e.kind) for e in log if e.kind == "call"] == [(2, "call")]


def test_calls_fold_into_a_few_alerts_and_the_console_pages_them(
    client: FlaskClient, app: Flask
) -> None:
    kiosk = app.extensions["kiosk"]
    tablet = _seated(client, app)
    for n in range(8):
        tablet.ok("call", {"reason": f"call {n} " + "x" * 400})
    open_ = kiosk.store.alerts()
    mine = [a for a in open_ if a.kind == "director-called" and a.table == 1]
    assert len(mine) == OPEN_ALERTS_PER_KIND
    assert mine[0].repeats == 8 - OPEN_ALERTS_PER_KIND
    assert "more like it" in mine[0].to_json()["message"]
    director = {"X-Director-Secret": kiosk.director_secret}
    grid = client.get("/api/director/grid", headers=director).get_json()
    assert grid["alerts_total"] == len(open_) and len(grid["alerts"]) <= 50
    page = client.get("/api/director/alerts?limit=2", headers=director).get_json()
    assert len(page["alerts"]) == 2 and page["total"] == len(open_) and page["next_offset"] == 2
    rest = client.get("/api/director/alerts?limit=2&offset=2", headers=director).get_json()
    assert {a["id"] for a in rest["alerts"]}.isdisjoint(a["id"] for a in page["alerts"])
    for query in ("limit=0", "limit=201", "limit=x", "offset=-1", f"offset={10**12}"):
        answer = client.get(f"/api/director/alerts?{query}", headers=director)
        assert answer.status_code == 400, query


def test_a_table_calling_in_a_loop_is_told_to_wait(client: FlaskClient, app: Flask) -> None:
    kiosk = app.extensions["kiosk"]
    kiosk.call_rate = CallRate(burst=3, window=60)
    tablet = _seated(client, app)
    for _ in range(3):
        tablet.ok("call", {"reason": "help"})
    rows = _rows(app)
    answer = tablet.post("call", {"reason": "help"})
    assert answer.status_code == 429 and "wait" in answer.get_json()["message"]
    assert _rows(app) == rows
    # another table is not affected
    _seated(app.test_client(), app, 2).ok("call", {"reason": "help"})


def test_call_rate_window_slides() -> None:
    rate = CallRate(burst=2, window=10)
    rate.allow(1, now=0)
    rate.allow(1, now=1)
    with pytest.raises(Exception, match="wait"):
        rate.allow(1, now=5)
    rate.allow(1, now=10.5)
    rate.allow(2, now=5)


def test_a_failed_group_commit_is_retried_row_by_row(
    client: FlaskClient, app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """If the batch's one transaction fails for a reason that is no refusal of a row, the
    rows are tried one by one: each table gets its own answer."""
    kiosk = app.extensions["kiosk"]
    tablet = _seated(client, app)

    def broken(entries: list[Any]) -> list[Any]:
        raise OSError("disk hiccup")

    monkeypatch.setattr(kiosk.store, "append_many", broken)
    assert tablet.post("call", {"reason": "x"}, id=uuid.uuid4().hex).status_code == 200


def test_the_audit_log_the_console_polls_is_bounded(client: FlaskClient, app: Flask) -> None:
    kiosk = app.extensions["kiosk"]
    tablet = _seated(client, app)
    for n in range(6):
        tablet.ok("call", {"reason": f"call {n}"})
    director = {"X-Director-Secret": kiosk.director_secret}
    every = client.get("/api/director/log", headers=director).get_json()
    assert every["total"] == 6 and len(every["log"]) == 6
    newest = client.get("/api/director/log?limit=2", headers=director).get_json()
    assert [e["data"]["reason"] for e in newest["log"]] == ["call 4", "call 5"]
    older = client.get("/api/director/log?limit=2&offset=2", headers=director).get_json()
    assert [e["data"]["reason"] for e in older["log"]] == ["call 2", "call 3"]
    assert client.get("/api/director/log?limit=5000", headers=director).status_code == 400

"""The director is told of every irregularity, claim, revoke claim and call, with the
table, board, trick, seat and law (issue 10, "The director"); never twice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import text

from dealer.event import Event
from kiosk import create_app
from kiosk.alerts import (
    AlertSpec,
    alerts_json,
    lock_alert,
    new_alerts,
    raise_alerts,
    snapshot,
)
from kiosk.store import Store
from kiosk.tables import BoardRun, TableState
from whist import Play, Seat

from .conftest import Tablet
from .irregular import play_irregular_board


@pytest.fixture()
def db_url(both_databases: str) -> str:
    """This module's tests run on SQLite and on PostgreSQL."""
    return both_databases


def _alerts(client: FlaskClient, app: Flask) -> list[dict[str, Any]]:
    secret = {"X-Director-Secret": app.extensions["kiosk"].director_secret}
    grid = client.get("/api/director/grid", headers=secret).get_json()
    alerts: list[dict[str, Any]] = grid["alerts"]
    return alerts


def test_new_alerts_compares_the_play_before_and_after(event: Event) -> None:
    """Law 24: "If a player lead out of turn, a suit may be called from him or his
    partner" -- the director is told who, where and which law."""
    board = event.boards[0]
    play = Play.from_board(board)
    state = TableState(2, 1, current=BoardRun(board, 1, play))
    leader = play.to_play
    assert leader is not None
    before = snapshot(state)
    assert new_alerts(before, snapshot(state)) == []
    wrong = leader.left
    card = play.hand(wrong)[0]
    play.play(card, wrong)
    [spec] = new_alerts(before, snapshot(state))
    assert spec.kind == "lead-out-of-turn" and spec.law == "24"
    assert spec.trick == 1 and spec.seat == wrong.letter
    assert spec.message == (
        f"Table 2, board {board.number}, trick 1: {wrong.name.title()} led {card.display} "
        "out of turn (law 24)"
    )
    # Nothing new since: no alert; a snapshot of another board counts as nothing.
    assert new_alerts(snapshot(state), snapshot(state)) == []
    assert new_alerts(None, None) == []


def test_every_irregularity_is_an_alert_with_its_place(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    done = play_irregular_board(tablet, event, 1)
    tablet.ok("call", {"reason": "a revoke is disputed"})
    alerts = _alerts(client, app)
    by_kind = {a["kind"]: a for a in alerts}
    assert set(by_kind) == {
        "lead-out-of-turn",
        "card-liable",
        "claim",
        "revoke-claim",
        "director-called",
    }, alerts
    lead = by_kind["lead-out-of-turn"]
    assert (lead["table"], lead["board"], lead["trick"], lead["seat"], lead["law"]) == (
        1,
        1,
        1,
        done.false_leader.letter,
        "24",
    )
    assert (
        f"{done.false_leader.name.title()} led {done.false_card.display} out of turn"
        in (lead["message"])
    )
    exposed = by_kind["card-liable"]
    assert (
        exposed["seat"] == done.exposed[0].letter
        and done.exposed[1].display in (exposed["message"])
    )
    claim = by_kind["claim"]
    assert claim["seat"] == done.claimant.letter and claim["law"] == "27"
    assert claim["trick"] == done.claim_trick
    assert "claimed the rest of the tricks" in claim["message"]
    revoke = by_kind["revoke-claim"]
    assert (revoke["seat"], revoke["trick"], revoke["law"]) == (
        done.offender.letter,
        done.revoke_trick,
        "30",
    )
    assert f"a revoke is claimed against {done.offender.name.title()}" in revoke["message"]
    call = by_kind["director-called"]
    # the deal is over (claimed): the call is placed at the board, not at a trick
    assert call["message"].startswith("Table 1, board 1: the table calls the director")
    assert call["trick"] is None
    assert "a revoke is disputed" in call["message"]


def test_an_alert_is_never_raised_twice(
    client: FlaskClient, app: Flask, event: Event, db_url: str
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    play = Play.from_board(event.boards[0])
    leader = play.to_play
    assert leader is not None
    wrong = leader.left
    body = {
        "action": {
            "type": "PlayCard",
            "fields": {"seat": str(wrong), "card": str(play.hand(wrong)[0])},
        }
    }
    first = tablet.post("action", body, id="lead-1", seq=tablet.seq)
    assert first.status_code == 200
    retry = tablet.post("action", body, id="lead-1", seq=tablet.seq - 1)
    assert retry.status_code == 200 and retry.get_json()["duplicate"]
    assert [a["kind"] for a in _alerts(client, app)] == ["lead-out-of-turn"]
    # A card played to the false lead changes nothing the director has not heard of.
    assert tablet.play(str(play.hand(wrong.left)[0]), str(wrong.left)).status_code == 200
    assert [a["kind"] for a in _alerts(client, app)] == ["lead-out-of-turn"]
    # The server restarts on the same database: the log is replayed, no alert is raised.
    app.extensions["kiosk"].store.close()
    again = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    try:
        assert [a["kind"] for a in _alerts(again.test_client(), again)] == ["lead-out-of-turn"]
        assert again.extensions["kiosk"].evening.tables[1].current.play.irregularities
    finally:
        again.extensions["kiosk"].store.close()
    assert Seat.NORTH  # the seats are the engine's


def test_an_alert_the_database_refuses_does_not_refuse_the_action(
    client: FlaskClient, app: Flask, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The call is written and acknowledged; the alert failing after it is logged, not a
    500 for a row that is in fact in the log."""
    store = app.extensions["kiosk"].store

    def broken(*args: object) -> int:
        raise OSError("disk full")

    monkeypatch.setattr(store, "add_alert", broken)
    tablet = Tablet(client, app, 1)
    assert tablet.ok("call", {"reason": "a card on the floor"})["called"] == "a card on the floor"
    assert [e.kind for e in store.entries_after(0)] == ["call"]


def test_a_locked_table_is_an_alert_with_its_place() -> None:
    spec = lock_alert(3, 7, 4, "S", "♠A")
    assert (spec.kind, spec.trick, spec.seat, spec.law) == ("table-locked", 4, "S", "(e)")
    assert spec.message.startswith(
        "Table 3, board 7, trick 4: the table is locked: ♠A was entered for South and is not "
        "in South's recorded hand."
    )


def test_a_database_without_the_place_table_gets_it(tmp_path: Path) -> None:
    """A kiosk database made before alerts had places (or a store opened before this
    module was loaded) is given the table when the first alert is raised or read."""
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    store = Store(url)
    try:
        with store.engine.begin() as connection:
            connection.execute(text("DROP TABLE kiosk_alert_place"))
        raise_alerts(store, 1, 1, 2, [AlertSpec("claim", "Table 1: a claim", 9, "S", "27")])
        [alert] = alerts_json(store, store.alerts())
        assert (alert["trick"], alert["seat"], alert["law"]) == (9, "S", "27")
    finally:
        store.close()

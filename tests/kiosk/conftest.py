"""Fixtures of the kiosk tests: a small real event (dealer), a two-table movement
(scoring's JSON), the app on a temporary SQLite file, and a tablet helper."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from dealer.generate import create_event
from kiosk import create_app
from tests.conftest import PostgresServer
from whist import Card, Play

SECRET = bytes(range(32))

#: Two tables, two rounds, four deals: pairs 1-2 sit North-South, 3-4 East-West.
MOVEMENT: dict[str, Any] = {
    "name": "mitchell",
    "kind": "pairs",
    "tables": 2,
    "deals": 4,
    "rounds": [
        {
            "round": 1,
            "tables": [
                {"table": 1, "deals": [1, 2], "ns": 1, "ew": 3},
                {"table": 2, "deals": [3, 4], "ns": 2, "ew": 4},
            ],
        },
        {
            "round": 2,
            "tables": [
                {"table": 1, "deals": [3, 4], "ns": 1, "ew": 4},
                {"table": 2, "deals": [1, 2], "ns": 2, "ew": 3},
            ],
        },
    ],
}


def make_event(game: str = "duplicate-whist", boards: int = 4) -> Event:
    return create_event(
        boards=boards,
        game=game,
        secret=SECRET,
        name="Test evening",
        event_id="test-evening",
        movement=MOVEMENT,
    )


@pytest.fixture()
def event() -> Event:
    return make_event()


@pytest.fixture()
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'kiosk.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgresql"])
def both_databases(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A new SQLite file, then a new database on the session's PostgreSQL
    (tests/conftest.py): a module runs its tests on both by naming this fixture as its
    ``db_url``."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'kiosk.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()


@pytest.fixture()
def app(event: Event, db_url: str) -> Iterator[Flask]:
    application = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    yield application
    application.extensions["kiosk"].store.close()


@pytest.fixture()
def client(app: Flask) -> FlaskClient:
    return app.test_client()


class Tablet:
    """A table's tablet talking to the API as the page does."""

    def __init__(self, client: FlaskClient, app: Flask, table: int) -> None:
        self.client = client
        self.app = app
        self.table = table
        self.token = app.extensions["kiosk"].table_token(table)
        #: the table's token and this tablet's device id (kiosk.locks: once a tablet has
        #: claimed the table, the token works from that device only)
        self.headers = {"X-Table-Token": self.token, "X-Table-Device": f"tablet-{table}"}
        self.seq = 0
        self.round = 1

    def state(self) -> dict[str, Any]:
        response = self.client.get(f"/api/tables/{self.table}/state", headers=self.headers)
        assert response.status_code == 200, response.get_json()
        body: dict[str, Any] = response.get_json()
        self.seq, self.round = body["seq"], body["round"]
        return body

    def post(
        self,
        kind: str,
        data: dict[str, Any] | None = None,
        *,
        id: str | None = None,
        seq: int | str | None = "auto",
    ) -> Any:
        body = {
            "id": id or uuid.uuid4().hex,
            "kind": kind,
            "data": data or {},
            "round": self.round,
            "seq": self.seq if seq == "auto" else seq,
        }
        response = self.client.post(
            f"/api/tables/{self.table}/actions", json=body, headers=self.headers
        )
        if response.status_code == 200:
            state = response.get_json()["state"]
            self.seq, self.round = state["seq"], state["round"]
        return response

    def ok(self, kind: str, data: dict[str, Any] | None = None) -> dict[str, Any]:
        response = self.post(kind, data)
        assert response.status_code == 200, response.get_json()
        state: dict[str, Any] = response.get_json()["state"]
        return state

    def action(self, type_: str, **fields: Any) -> Any:
        return self.post("action", {"action": {"type": type_, "fields": fields}})

    def play(self, card: str, seat: str | None = None) -> Any:
        fields: dict[str, Any] = {"card": card}
        if seat is not None:
            fields["seat"] = seat
        return self.action("PlayCard", **fields)

    def seat_up(self) -> dict[str, Any]:
        state = self.state()
        seats = {s["seat"]: s["contestant"] for s in state["seating"]}
        return self.ok("seats", {"seats": seats})


def board_actions(event: Event, number: int) -> list[tuple[str, dict[str, Any]]]:
    """Board ``number`` played out lawfully (the highest lawful card each time), as the
    API's actions: every card, and every trick quitted."""
    mirror = Play.from_board(next(b for b in event.boards if b.number == number))
    actions: list[tuple[str, dict[str, Any]]] = []
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        card = mirror.lawful_plays()[-1]
        mirror.play(card, seat)
        fields = {"seat": str(seat), "card": str(card)}
        actions.append(("action", {"action": {"type": "PlayCard", "fields": fields}}))
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            actions.append(("action", {"action": {"type": "QuitTrick", "fields": {}}}))
    return actions


def play_out(tablet: Tablet, event: Event, board: int, *, stop_after: int = 13) -> Play:
    """Play lawful cards (the lowest lawful card each time) through ``stop_after`` tricks,
    quitting each trick, mirroring the play on a local engine."""
    b = next(x for x in event.boards if x.number == board)
    assert b.trump is not None
    mirror = Play.from_board(b)
    while len(mirror.tricks) < stop_after:
        seat = mirror.to_play
        assert seat is not None
        card: Card = mirror.lawful_plays()[-1]
        response = tablet.play(str(card), str(seat))
        assert response.status_code == 200, response.get_json()
        mirror.play(card, seat)
        if len(mirror.current_trick) == 4:
            response = tablet.action("QuitTrick")
            assert response.status_code == 200, response.get_json()
            mirror.quit_trick()
    return mirror


def play_with_renounce(tablet: Tablet, event: Event, board: int) -> tuple[Play, str, int]:
    """Play the whole board lawfully except one renounce in error (law 28), the first time
    a player who must follow suit holds another card. Returns the mirror, the offender's
    seat letter and the trick of the renounce."""
    b = next(x for x in event.boards if x.number == board)
    assert b.trump is not None
    mirror = Play.from_board(b)
    offender: tuple[str, int] | None = None
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        lawful = mirror.lawful_plays()
        others = [c for c in mirror.hand(seat) if c not in lawful]
        if offender is None and others and mirror.current_trick:
            card = others[-1]
            offender = (str(seat), mirror.trick_number)
        else:
            card = lawful[-1]
        response = tablet.play(str(card), str(seat))
        assert response.status_code == 200, response.get_json()
        mirror.play(card, seat)
        if len(mirror.current_trick) == 4:
            assert tablet.action("QuitTrick").status_code == 200
            mirror.quit_trick()
    assert offender is not None, "no renounce was possible in this deal"
    return mirror, offender[0], offender[1]

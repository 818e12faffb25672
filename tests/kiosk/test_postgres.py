"""The kiosk on a real PostgreSQL (the session's server, tests/conftest.py): real
``whist kiosk --db postgresql://...`` processes, killed, restarted and run two at once,
and the one-line refusals of a database that cannot be used."""

from __future__ import annotations

import threading
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from tests.conftest import PostgresServer
from whistcli.kiosk import kiosk

from .browser import KioskServer, free_port
from .conftest import board_actions, make_event

pytestmark = pytest.mark.slow


class Tablet:
    """Table ``table``'s tablet on one server, speaking the API as the page does."""

    def __init__(self, server: KioskServer, table: int = 1) -> None:
        self.server = server
        self.table = table
        self.headers = {"X-Table-Token": server.token(table), "X-Table-Device": "tablet-1"}
        self.seq = 0

    def send(self, kind: str, data: dict[str, Any], id: str | None = None) -> tuple[int, Any]:
        body = {"id": id or uuid.uuid4().hex, "kind": kind, "data": data, "seq": self.seq}
        status, answer = self.server.post(
            f"/api/tables/{self.table}/actions", {**body, "round": 1}, self.headers
        )
        if status == 200:
            self.seq = answer["state"]["seq"]
        return status, answer

    def look(self) -> dict[str, Any]:
        state: dict[str, Any] = self.server.get(f"/api/tables/{self.table}/state", self.headers)
        self.seq = state["seq"]
        return state


def _log(server: KioskServer) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = server.director_get("/director/export/log.json")["log"]
    return rows


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    save_event(make_event(), tmp_path / "event")
    return tmp_path / "event"


def test_a_killed_kiosk_on_postgresql_loses_no_acknowledged_action(
    postgres: PostgresServer, folder: Path
) -> None:
    """SIGKILL of ``whist kiosk --db postgresql://...`` while a tablet streams its plays:
    after the restart every action the tablet was told is saved is in the log, once; the
    one in flight, sent again with its id, is recorded once."""
    event = make_event()
    server = KioskServer(folder, free_port(), db=postgres.new_database())
    server.start()
    try:
        tablet = Tablet(server)
        assert tablet.send("seats", {"seats": {"ns": 1, "ew": 3}})[0] == 200
        assert tablet.send("board", {"board": 1})[0] == 200
        actions = board_actions(event, 1)
        acknowledged: list[str] = []
        in_flight: list[tuple[str, str, dict[str, Any]]] = []
        enough = threading.Event()

        def stream() -> None:
            for kind, data in actions:
                action_id = uuid.uuid4().hex
                in_flight[:] = [(action_id, kind, data)]
                try:
                    status, _ = tablet.send(kind, data, action_id)
                except OSError:
                    return  # the server is gone: this one was never acknowledged
                if status != 200:
                    return
                acknowledged.append(action_id)
                in_flight.clear()
                if len(acknowledged) >= 12:
                    enough.set()

        sender = threading.Thread(target=stream)
        sender.start()
        assert enough.wait(60)
        server.kill()
        sender.join(30)
        assert 12 <= len(acknowledged) < len(actions)

        server.start()
        counted = Counter(r["client_id"] for r in _log(server))
        assert all(counted[a] == 1 for a in acknowledged)
        assert max(counted.values()) == 1
        tablet.look()
        if in_flight:
            action_id, kind, data = in_flight[0]
            stored = counted[action_id] == 1
            if stored:  # committed before the kill: its retry is answered, not doubled
                tablet.seq -= 1
            status, answer = tablet.send(kind, data, action_id)
            assert status == 200, answer
            assert answer["duplicate"] == stored
        rows = _log(server)
        assert Counter(r["client_id"] for r in rows).most_common(1)[0][1] == 1
        table_rows = [r for r in rows if r["table"] == 1]
        assert [r["seq"] for r in table_rows] == list(range(1, len(table_rows) + 1))
    finally:
        server.stop()


def test_two_kiosk_processes_on_one_postgresql_database_agree(
    postgres: PostgresServer, folder: Path
) -> None:
    """Two ``whist kiosk`` processes on two ports, one database: a table's actions sent to
    either are seen by both, a stale write is refused (409) and nothing is lost or
    doubled; the director's log is the same from either."""
    url = postgres.new_database()
    first = KioskServer(folder, free_port(), db=url)
    second = KioskServer(folder, free_port(), db=url)
    first.start()
    second.start()
    try:
        on_first, on_second = Tablet(first), Tablet(second)
        assert on_first.send("seats", {"seats": {"ns": 1, "ew": 3}})[0] == 200
        assert on_second.look()["phase"] == "board"
        assert on_second.send("board", {"board": 1})[0] == 200
        actions = board_actions(make_event(), 1)
        for n, (kind, data) in enumerate(actions[:10]):
            tablet = on_first if n % 2 else on_second
            tablet.look()
            status, answer = tablet.send(kind, data)
            assert status == 200, answer
        on_first.look()
        on_second.look()
        status, answer = on_second.send(*actions[10])
        assert status == 200, answer
        # the first tablet has not seen the second's last action: refused, not lost
        status, answer = on_first.send("call", {"reason": "stale"})
        assert status == 409, answer
        assert on_first.look() == on_second.look()
        first_log, second_log = _log(first), _log(second)
        assert first_log == second_log
        assert len({r["client_id"] for r in first_log}) == len(first_log) == 2 + 11
    finally:
        first.stop()
        second.stop()


def test_a_server_that_does_not_answer_is_one_line_naming_host_and_port(folder: Path) -> None:
    port = free_port()  # nothing listens there
    result = CliRunner().invoke(
        kiosk, [str(folder), "--db", f"postgresql://whist@127.0.0.1:{port}/evening"]
    )
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    message = result.output.strip()
    assert "\n" not in message, message
    assert f"cannot reach the database server at 127.0.0.1:{port}" in message
    assert f"pg_isready -h 127.0.0.1 -p {port}" in message


def test_a_database_that_does_not_exist_is_one_line(postgres: PostgresServer, folder: Path) -> None:
    url = postgres.url("no_such_evening")
    result = CliRunner().invoke(kiosk, [str(folder), "--db", url])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    message = result.output.strip()
    assert "\n" not in message, message
    assert "database 'no_such_evening' does not exist" in message
    assert f"createdb -h 127.0.0.1 -p {postgres.port} no_such_evening" in message


@pytest.mark.parametrize(
    ("url", "said"),
    [
        ("postgres-ish:/nothing", "is not a database URL"),
        ("oracle9://x@y/z", "unknown database"),
        ("not a url at all", "is not a database URL"),
    ],
)
def test_a_wrong_url_is_one_line(folder: Path, url: str, said: str) -> None:
    result = CliRunner().invoke(kiosk, [str(folder), "--db", url])
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
    message = result.output.strip()
    assert "\n" not in message and said in message, message

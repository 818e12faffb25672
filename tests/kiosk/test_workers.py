"""Several kiosk processes on one PostgreSQL database: ``whist kiosk --workers N`` (one
port, N forked workers) and kiosks started separately on two ports, driven at once;
what a worker holds in memory (a table's device claim) follows the log; a worker killed
mid-stream loses nothing; SQLite refuses ``--workers``."""

from __future__ import annotations

import http.client
import json
import os
import signal
import ssl
import threading
import time
import urllib.error
import urllib.request
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
from .test_serving import certificate, kiosk_process

__all__ = ["certificate"]  # a fixture of test_serving, used here

pytestmark = pytest.mark.slow


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    save_event(make_event(), tmp_path / "event")
    return tmp_path / "event"


class Tablet:
    """A table's tablet speaking the API on ``server`` (each request on a new connection,
    so on one port with workers the requests land on either worker)."""

    def __init__(self, server: KioskServer, table: int, device: str = "tablet") -> None:
        self.server = server
        self.table = table
        self.headers = {"X-Table-Token": server.token(table), "X-Table-Device": device}
        self.seq = 0
        self.acknowledged: list[str] = []

    def send(self, kind: str, data: dict[str, Any], id: str | None = None) -> tuple[int, Any]:
        action_id = id or uuid.uuid4().hex
        body = {"id": action_id, "kind": kind, "data": data, "seq": self.seq}
        status, answer = self.server.post(
            f"/api/tables/{self.table}/actions", {**body, "round": 1}, self.headers
        )
        if status == 200:
            self.seq = answer["state"]["seq"]
            if not answer.get("duplicate"):
                self.acknowledged.append(action_id)
        return status, answer

    def surely(self, kind: str, data: dict[str, Any]) -> None:
        """Send until answered, with the same id (as the page does when the server is
        gone or answers 503): a retry already recorded is answered as a duplicate."""
        action_id = uuid.uuid4().hex
        # a deadline, not a count: on a loaded machine the replacement worker may take
        # many seconds to start (this waits; it measures nothing)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                status, answer = self.send(kind, data, action_id)
            except (OSError, urllib.error.URLError):
                time.sleep(0.05)
                continue
            if status == 200:
                if answer.get("duplicate"):
                    self.acknowledged.append(action_id)
                return
            if status != 503:
                raise AssertionError(f"table {self.table}: {status} {answer}")
            time.sleep(0.05)
        raise AssertionError(f"table {self.table}: {kind} never answered")

    def look(self) -> dict[str, Any]:
        state: dict[str, Any] = self.server.get(f"/api/tables/{self.table}/state", self.headers)
        self.seq = state["seq"]
        return state


def _log(server: KioskServer) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = server.director_get("/director/export/log.json")["log"]
    return rows


def _play_round(tablet: Tablet, boards: tuple[int, int]) -> None:
    event = make_event()
    tablet.surely("seats", {"seats": {"ns": tablet.table, "ew": tablet.table + 2}})
    for board in boards:
        tablet.surely("board", {"board": board})
        for kind, data in board_actions(event, board):
            tablet.surely(kind, data)
        tablet.surely("confirm", {"seat": "E"})


def _workers(supervisor: int) -> list[int]:
    """The supervisor's child processes (its workers)."""
    children = Path(f"/proc/{supervisor}/task/{supervisor}/children").read_text()
    return [int(pid) for pid in children.split()]


def _cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def test_workers_on_sqlite_are_refused_in_one_line(folder: Path) -> None:
    for db in ([], ["--db", f"sqlite:///{folder / 'k.sqlite3'}"]):
        result = CliRunner().invoke(kiosk, [str(folder), "--workers", "2", *db])
        assert result.exit_code == 1 and isinstance(result.exception, SystemExit)
        message = result.output.strip()
        assert "\n" not in message, message
        assert "--workers 2 needs a database server (--db postgresql://" in message


def test_two_workers_on_one_port_share_the_tables_and_a_killed_one_loses_nothing(
    postgres: PostgresServer, folder: Path
) -> None:
    """``--workers 2``: two tables' tablets stream their plays at once on fresh
    connections (so each action lands on either worker, which must catch up with the
    other's rows to accept it: a stale worker answers 409). Mid-stream one worker is
    SIGKILLed: the supervisor starts another, the tablets send again what was not
    answered, and the log holds every acknowledged action once, each table's rows
    numbered 1, 2, 3 ... without a gap."""
    server = KioskServer(
        folder, free_port(), db=postgres.new_database(), options=("--workers", "2")
    )
    server.start()
    try:
        assert server.process is not None
        pids = _workers(server.process.pid)
        assert len(pids) == 2
        before = {pid: _cpu_ticks(pid) for pid in pids}
        tablets = [Tablet(server, 1), Tablet(server, 2)]
        rounds = {1: (1, 2), 2: (3, 4)}
        threads = [threading.Thread(target=_play_round, args=(t, rounds[t.table])) for t in tablets]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 60
        while sum(len(t.acknowledged) for t in tablets) < 30 and time.monotonic() < deadline:
            time.sleep(0.01)
        busy = {pid: _cpu_ticks(pid) - before[pid] for pid in pids}
        victim = pids[0]
        os.kill(victim, signal.SIGKILL)
        for thread in threads:
            thread.join(120)
        assert not any(thread.is_alive() for thread in threads)
        assert all(ticks > 0 for ticks in busy.values()), busy  # both workers answered
        rows = _log(server)
        counted = Counter(r["client_id"] for r in rows)
        assert max(counted.values()) == 1
        for tablet in tablets:
            assert all(counted[a] == 1 for a in tablet.acknowledged)
            seqs = [r["seq"] for r in rows if r["table"] == tablet.table]
            # seats, 2 x (the board, 52 cards, 13 quits, the score confirmed); a device row
            # is not written (the API's header does not claim)
            assert seqs == list(range(1, 1 + 1 + 2 * (1 + 52 + 13 + 1)))
            assert tablet.look()["phase"] == "round-end"
        assert victim not in _workers(server.process.pid)
        assert len(_workers(server.process.pid)) == 2  # the killed one was replaced
    finally:
        server.stop()


def test_a_table_moved_to_another_tablet_on_one_kiosk_is_moved_on_the_other(
    postgres: PostgresServer, folder: Path
) -> None:
    """Kiosks on two ports, one database: the table claimed by a tablet through the
    first, moved by the director to a new tablet on the second, refuses the old tablet
    and takes the new one on the first at once, with nothing else asked of the first
    meanwhile (the claim is the log's, not a process's memory)."""
    url = postgres.new_database()
    first = KioskServer(folder, free_port(), db=url)
    second = KioskServer(folder, free_port(), db=url)
    first.start()
    second.start()
    try:
        opener = urllib.request.build_opener()
        opener.addheaders = [("Cookie", "whist_device=old-tablet")]
        with opener.open(first.urls["1"], timeout=10) as page:
            assert page.status == 200
        old, new = Tablet(first, 1, "old-tablet"), Tablet(first, 1, "new-tablet")
        old.look()
        assert old.send("seats", {"seats": {"ns": 1, "ew": 3}})[0] == 200
        assert new.send("call", {"reason": "not mine"})[0] == 403
        status, answer = second.post(
            "/api/director/tables/1/actions",
            {"kind": "reset-device", "data": {}, "reason": "tablet replaced"},
            {"X-Director-Secret": second.secret},
        )
        assert status == 200, answer
        opener = urllib.request.build_opener()
        opener.addheaders = [("Cookie", "whist_device=new-tablet")]
        with opener.open(second.urls["1"], timeout=10) as page:
            assert page.status == 200
        old.seq = new.seq = Tablet(second, 1, "new-tablet").look()["seq"]
        status, answer = old.send("call", {"reason": "still mine?"})
        assert status == 403 and answer["error"] == "other-device", answer
        status, answer = new.send("board", {"board": 1})
        assert status == 200, answer
        assert _log(first) == _log(second)
    finally:
        first.stop()
        second.stop()


def test_two_workers_behind_https_answer_on_the_one_port(
    postgres: PostgresServer, folder: Path, certificate: tuple[Path, Path]
) -> None:
    """``--workers 2 --https CERT KEY``: each worker's TLS front end accepts on the shared
    port; a table's actions sent on new connections (so to either worker) are all taken,
    in order; SIGTERM to the supervisor stops the workers too."""
    cert, key = certificate
    port = free_port()
    context = ssl.create_default_context(cafile=str(cert))
    options = ("--port", str(port), "--https", str(cert), str(key), "--workers", "2")
    with kiosk_process(folder, "--db", postgres.new_database(), *options) as (process, banner):
        assert f"Serving on https://127.0.0.1:{port} with 2 worker processes" in banner
        workers = _workers(process.pid)
        assert len(workers) == 2
        token = banner.split("table 1: ")[1].split("token=")[1].split()[0]
        headers = {"Content-Type": "application/json", "X-Table-Token": token}
        for seq in range(6):
            conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=30, context=context)
            body = {"id": uuid.uuid4().hex, "kind": "call", "data": {}, "seq": seq, "round": 1}
            conn.request("POST", "/api/tables/1/actions", json.dumps(body), headers)
            answer = conn.getresponse()
            assert answer.status == 200, answer.read()
            assert json.loads(answer.read())["seq"] == seq + 1
            conn.close()
        process.terminate()
        process.wait(30)
        assert not any(Path(f"/proc/{pid}").exists() for pid in workers)

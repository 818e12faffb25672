"""The README's simultaneous event with three clubs on one machine, command for command
(the database the session's PostgreSQL, the ports free ones): ``whist deal``, ``whist sim
create``, ``whist sim serve``, three ``whist kiosk`` processes with tablets at them,
``whist sim push --every`` beside each running kiosk, ``release``, ``export`` and
``whist score``."""

from __future__ import annotations

import os
import re
import subprocess
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from dealer.folder import load_event
from field.central import Central
from tests.conftest import PostgresServer
from tests.kiosk.browser import KioskServer, free_port
from tests.kiosk.conftest import board_actions

from .conftest import WHIST, CentralServer

pytestmark = pytest.mark.slow

README = Path(__file__).resolve().parents[2] / "README.md"


def whist(*args: str) -> str:
    done = subprocess.run([str(WHIST), *args], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_the_readmes_three_clubs_on_one_machine(tmp_path: Path, postgres: PostgresServer) -> None:
    text = README.read_text()
    for command in (
        "whist sim create autumn",
        "whist sim serve",
        "whist kiosk clubs/north",
        "whist kiosk clubs/east --port 8083 &   # (sim.json's; --push-to URL",
        "whist sim push clubs/east",
        "whist sim release",
        "whist sim export",
    ):
        assert command in text  # fmt: skip
    db = postgres.new_database()
    os.chdir(tmp_path)
    whist("deal", "--boards", "26", "--name", "Autumn simultaneous", "--out", "autumn")
    created = whist(
        "sim", "create", "autumn", "--db", db, "--out", "clubs",
        "--section", "north:mitchell:13:North Whist Club",
        "--section", "south:mitchell:13:South Whist Club",
        "--section", "east:mitchell:13:East Whist Club",
    )  # fmt: skip
    assert len(re.findall(r"upload key [0-9a-f]{48}", created)) == 3
    central = CentralServer(db)
    central.start()
    # each club's kiosk pushes by itself (the README's sim.json names port 8090; here the
    # server's free port is given with --push-to)
    kiosks = {
        c: KioskServer(
            tmp_path / "clubs" / c,
            free_port(),
            options=("--push-to", central.url, "--push-every", "0.5"),
        )
        for c in ("north", "south", "east")
    }
    try:
        for kiosk in kiosks.values():
            kiosk.start()
            play_a_board(kiosk)
        logs = {
            c: len(k.director_get("/director/export/log.json")["log"]) for c, k in kiosks.items()
        }
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            central_db = Central(db)
            rows = {s.name: (s.rows, s.results_upto) for s in central_db.sections()}
            central_db.close()
            if rows == {c: (n, n) for c, n in logs.items()}:
                break
            time.sleep(0.5)
        else:
            raise AssertionError(f"the pushes did not arrive: {rows}, the kiosks' logs {logs}")
        page = central.get("/api/field")
        assert [s["club"] for s in page["sections"]] == [
            "East Whist Club", "North Whist Club", "South Whist Club"
        ]  # fmt: skip
        # and by hand: nothing new, nothing doubled
        pushed = whist("sim", "push", "clubs/east", "--central", central.url)
        assert "(0 new)" in pushed
    finally:
        for kiosk in kiosks.values():
            kiosk.stop()
        central.stop()
    assert "released at" in whist("sim", "release", "--db", db, "--at", "2026-01-01T22:30")
    assert "3 results of 39 tables" in whist("sim", "export", "--db", db, "--out", "field.json")
    ranked = whist("score", "field.json", "--method", "matchpoints", "--deal", "1")
    for club in ("North", "South", "East"):
        assert f"{club} Whist Club pair 1" in ranked


def play_a_board(kiosk: KioskServer) -> None:
    """Table 1 takes its seats and plays its first board out, the score confirmed."""
    event = load_event(kiosk.folder)
    headers = {"X-Table-Token": kiosk.token(1), "X-Table-Device": "tablet-1"}
    seq = 0

    def send(kind: str, data: dict[str, Any]) -> dict[str, Any]:
        nonlocal seq
        body = {"id": uuid.uuid4().hex, "kind": kind, "data": data, "seq": seq, "round": 1}
        status, answer = kiosk.post("/api/tables/1/actions", body, headers)
        assert status == 200, answer
        seq = answer["state"]["seq"]
        state: dict[str, Any] = answer["state"]
        return state

    state = send("call", {"reason": "the tablet works"})
    state = send("seats", {"seats": {s["seat"]: s["contestant"] for s in state["seating"]}})
    board = state["deals"][0]
    send("board", {"board": board})
    for kind, data in board_actions(event, board):
        send(kind, data)
    send("confirm", {"seat": "E"})

"""A club's kiosk pushing its own log in the background (``whist kiosk CLUB --push-to
URL``): the central server stopped mid-evening, the tables play on, the server back,
everything arrives exactly once; the back-off and the words on the director's console.

The real parts: the central server a ``whist sim serve`` process on the session's
PostgreSQL, the club's kiosk a ``whist kiosk`` process on its SQLite file, its tables
played over HTTP as tablets play them."""

from __future__ import annotations

import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from dealer.folder import load_event
from field.client import Offline, Pushed, PushError, Sync
from tests.kiosk.browser import KioskServer, free_port
from tests.kiosk.conftest import board_actions

from .conftest import CentralServer, Club, run
from .test_push import central_log


class Tablet:
    """One table's tablet over HTTP: the state, and an action at a time."""

    def __init__(self, kiosk: KioskServer, table: int) -> None:
        self.kiosk = kiosk
        self.table = table
        self.headers = {
            "X-Table-Token": kiosk.token(table),
            "X-Table-Device": f"sync-tablet-{table}",
        }
        self.seq = 0
        self.round = 1
        self.acked: list[str] = []

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.kiosk.get(f"/api/tables/{self.table}/state", self.headers)
        self.seq, self.round = state["seq"], state["round"]
        return state

    def post(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        action = uuid.uuid4().hex
        body = {"id": action, "kind": kind, "data": data, "seq": self.seq, "round": self.round}
        status, answer = self.kiosk.post(f"/api/tables/{self.table}/actions", body, self.headers)
        assert status == 200, answer
        self.acked.append(action)
        state: dict[str, Any] = answer["state"]
        self.seq, self.round = state["seq"], state["round"]
        return state


def play_round(tablet: Tablet, event: Event) -> None:
    """The table plays its round out (seats, each board card by card, the scores) and
    moves on to the next."""
    state = tablet.state()
    while state["phase"] != "finished":
        phase = state["phase"]
        if phase == "seats":
            state = tablet.post(
                "seats", {"seats": {s["seat"]: s["contestant"] for s in state["seating"]}}
            )
        elif phase == "board":
            number = state["remaining"][0]
            tablet.post("board", {"board": number})
            for kind, data in board_actions(event, number):  # every card, every trick quitted
                tablet.post(kind, data)
            state = tablet.post("confirm", {"seat": "E"})
        elif phase == "round-end":
            tablet.post("next", {})
            return
        else:
            raise AssertionError(f"table {tablet.table}: unexpected phase {phase!r}")


def upstream(kiosk: KioskServer) -> dict[str, Any]:
    grid: dict[str, Any] = kiosk.director_get("/api/director/grid")
    assert grid["upstream"] is not None
    return grid["upstream"]  # type: ignore[no-any-return]


def wait_for(kiosk: KioskServer, what: str, test: Any, seconds: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    up = upstream(kiosk)
    while time.monotonic() < deadline:
        up = upstream(kiosk)
        if test(up):
            return up
        time.sleep(0.2)
    raise AssertionError(f"{what}: the console says {up}")


@pytest.mark.slow
def test_a_clubs_kiosk_pushes_by_itself_through_a_central_outage_exactly_once(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a = clubs["a"]
    kiosk = KioskServer(
        a.folder, free_port(), options=("--push-to", server.url, "--push-every", "0.3")
    )
    kiosk.start()
    try:
        event = load_event(a.folder)
        tablets = [Tablet(kiosk, t) for t in (1, 2, 3)]
        for t in tablets:
            play_round(t, event)  # round 1
        up = wait_for(
            kiosk,
            "round 1 at the server",
            lambda u: u["state"] == "up-to-date" and u["pending"] == 0 and u["server_row"] > 0,
        )
        assert "Every action is at the central server" in up["words"]
        first = up["server_row"]

        # the network is cut mid-evening: the tables play on, the kiosk keeps trying
        server.stop()
        started = time.monotonic()
        for t in tablets:
            play_round(t, event)  # round 2, with no central server
        played_offline = time.monotonic() - started
        up = wait_for(kiosk, "offline", lambda u: u["state"] == "offline" and u["failures"] >= 2)
        assert up["pending"] > 0
        assert up["server_row"] == first
        assert "wait to be sent: the central server cannot be reached" in up["words"]
        assert "cannot reach the central server at " + server.url in up["error"]
        # backing off: the wait grows with the failures (0.3 s, then 0.6 s, 1.2 s, ...)
        later = wait_for(kiosk, "backing off", lambda u: u["failures"] >= 4, seconds=30)
        assert later["failures"] >= 4
        assert played_offline < 60  # the tables were not held up (a generous bound, not a timing)

        server.start()  # back on the same port
        for t in tablets:
            play_round(t, event)  # round 3: the evening ends
        wait_for(
            kiosk,
            "everything at the server",
            lambda u: u["state"] == "up-to-date" and u["pending"] == 0,
        )
        log = kiosk.director_get("/director/export/log.json")["log"]
    finally:
        kiosk.stop()
    # every acknowledged action in the club's log once, and the log at the server row for
    # row, each row once
    acked = [a for t in tablets for a in t.acked]
    ids = Counter(r["client_id"] for r in log)
    assert all(ids[a] == 1 for a in acked)
    theirs = central_log(central_db, "a")
    assert Counter(r["client_id"] for r in theirs).most_common(1)[0][1] == 1
    assert [(r["id"], r["client_id"]) for r in log] == [
        (r["row_id"], r["client_id"]) for r in theirs
    ]
    # and the results with them: club A has finished every board
    field = server.get("/api/field")
    assert {s["section"]: s["finished"] for s in field["sections"]}["a"] == [1, 2, 3, 4, 5, 6]


@pytest.mark.slow
def test_push_to_needs_a_clubs_folder(tmp_path: Path, clubs: dict[str, Club]) -> None:
    from click.testing import CliRunner

    from tests.field.conftest import dealer_event
    from whistcli.kiosk import kiosk as kiosk_command

    dealer = dealer_event(tmp_path / "other")
    done = CliRunner().invoke(
        kiosk_command,
        [str(dealer), "--movement", "mitchell", "--tables", "3", "--push-to", "http://127.0.0.1:9"],
    )
    assert done.exit_code == 1
    assert "sim.json" in done.output and "not a club folder's" in done.output
    both = CliRunner().invoke(
        kiosk_command, [str(clubs["a"].folder), "--push-to", "http://x", "--no-push"]
    )
    assert both.exit_code == 2 and "give one of them" in both.output
    zero = run("push", str(clubs["a"].folder), "--every", "0")
    assert zero.exit_code == 2 and "0.1" in zero.output


# --- the back-off, alone (a clock of our own: no waiting) --------------------------------


class Upstairs:
    """A central server in a test: down, up, or refusing."""

    def __init__(self) -> None:
        self.mode = "up"
        self.local = 10
        self.calls = 0

    def push(self) -> tuple[Pushed, int]:
        self.calls += 1
        if self.mode == "down":
            raise Offline("cannot reach the central server at http://x (refused): nothing is lost")
        if self.mode == "refuse":
            raise PushError("wrong upload key for section 'a'", status=403, error="wrong-key")
        if self.mode == "broken":
            raise RuntimeError("database is locked")
        return Pushed(
            sent=self.local, received=self.local, last_row=self.local, requests=2
        ), self.local


def test_the_sync_backs_off_while_the_server_is_down_and_resumes() -> None:
    now = [1000.0]
    up = Upstairs()
    sync = Sync(
        up.push,
        central="http://x/",
        section="a",
        every=30,
        local_row=lambda: up.local,
        clock=lambda: now[0],
    )
    assert sync.state.state == "waiting"
    assert sync.step() == 30
    assert sync.state.state == "up-to-date" and sync.state.pending == 0
    assert sync.status()["words"] == "Every action is at the central server (rows up to 10)."

    up.mode = "down"
    up.local = 25
    waits = [sync.step() for _ in range(6)]
    # twice as long each time, up to 20 times the interval (here 600 s, above the 300 s cap)
    assert waits == [30, 60, 120, 240, 300, 300]
    state = sync.status()
    assert state["state"] == "offline" and state["pending"] == 15 and state["failures"] == 6
    assert state["words"].startswith("15 actions wait to be sent: the central server cannot be")
    assert state["error"].startswith("cannot reach the central server at http://x (refused)")
    assert "Next try in 300 s" in state["words"]
    assert state["last_push"] == 1000.0

    up.mode = "up"
    assert sync.step() == 30  # back: the usual interval again
    assert (
        sync.state.state == "up-to-date"
        and sync.state.failures == 0
        and sync.state.server_row == 25
    )


def test_a_refusal_or_a_failure_is_told_and_retried() -> None:
    up = Upstairs()
    sync = Sync(up.push, central="http://x", section="a", every=1, clock=lambda: 0.0)
    up.mode = "refuse"
    assert sync.step() == 1
    assert sync.step() == 2
    words = sync.status()["words"]
    assert "refused the push: wrong upload key for section 'a'" in words
    assert "Tell the organiser" in words
    up.mode = "broken"
    sync.step()
    assert sync.state.state == "failed"
    assert "database is locked" in sync.status()["words"]
    with pytest.raises(ValueError, match="above 0"):
        Sync(up.push, central="x", section="a", every=0)


def test_the_background_thread_stops_and_outlives_errors() -> None:
    up = Upstairs()
    up.mode = "broken"
    sync = Sync(up.push, central="http://x", section="a", every=0.01)
    sync.start()
    deadline = time.monotonic() + 10
    while up.calls < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert up.calls >= 3  # the thread lives on after each failure
    sync.stop(timeout=5)
    calls = up.calls
    time.sleep(0.1)
    assert up.calls == calls


@pytest.mark.slow
def test_the_directors_console_shows_the_push_in_words(clubs: dict[str, Club]) -> None:
    """In Chromium: the console's panel says how many actions wait and why (here no
    central server answers at all)."""
    from tests.kiosk.browser import chromium, screenshot

    nowhere = f"http://127.0.0.1:{free_port()}"
    kiosk = KioskServer(
        clubs["a"].folder, free_port(), options=("--push-to", nowhere, "--push-every", "0.2")
    )
    kiosk.start()
    try:
        event = load_event(clubs["a"].folder)
        play_round(Tablet(kiosk, 1), event)
        with chromium() as browser:
            page = browser.new_page(viewport={"width": 1100, "height": 900})
            page.goto(kiosk.base + "/director")
            page.fill("#secret", kiosk.secret)
            page.click("#login")
            page.wait_for_selector("#upstream:not([hidden])")
            page.wait_for_function(
                "() => /wait to be sent/.test(document.getElementById('upstream-words').textContent)"
            )
            words = page.inner_text("#upstream-words")
            assert "wait to be sent: the central server cannot be reached" in words
            detail = page.inner_text("#upstream-detail")
            assert "Section a at " + nowhere in detail and "Last push: none yet" in detail
            assert "Last error: cannot reach the central server at " + nowhere in detail
            page.locator("#upstream").screenshot(
                path=str(
                    screenshot(page, "director-upstream").with_name("director-upstream-panel.png")
                )
            )
    finally:
        kiosk.stop()
    # a kiosk without a central server has no such panel
    assert upstream_missing(clubs["b"])


def upstream_missing(club: Club) -> bool:
    kiosk = KioskServer(club.folder, free_port())
    kiosk.start()
    try:
        return kiosk.director_get("/api/director/grid")["upstream"] is None  # type: ignore[no-any-return]
    finally:
        kiosk.stop()


@pytest.mark.slow
def test_push_every_goes_on_through_an_outage_and_stops_at_a_refusal(
    clubs: dict[str, Club], server: CentralServer, tmp_path: Path
) -> None:
    """``whist sim push --every``: the kiosk's sync in the foreground, one line a try."""
    import json
    import os
    import shutil
    import subprocess

    from .conftest import WHIST

    a = clubs["a"]
    a.play(60)
    a.close()
    nowhere = f"http://127.0.0.1:{free_port()}"
    pushing = subprocess.Popen(
        [str(WHIST), "sim", "push", str(a.folder), "--every", "0.1", "--central", nowhere],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    lines: list[str] = []
    try:
        assert pushing.stdout is not None
        deadline = time.monotonic() + 60
        while len(lines) < 3 and time.monotonic() < deadline:
            line = pushing.stdout.readline()
            if not line:
                break
            if "wait to be sent" in line:
                lines.append(line)
        assert pushing.poll() is None  # still trying
    finally:
        pushing.terminate()
        pushing.wait(10)
        if pushing.stdout is not None:
            pushing.stdout.close()
    assert len(lines) == 3, lines
    assert "60 actions wait to be sent: the central server cannot be reached" in lines[0]
    assert "(1 failed try in a row)" in lines[0] and "(3 failed tries in a row)" in lines[2]

    # the server's refusal ends it, with the server's words
    other = tmp_path / "other"
    shutil.copytree(a.folder, other)
    settings = json.loads((other / "sim.json").read_text())
    (other / "sim.json").write_text(json.dumps({**settings, "key": "0" * 48}))
    done = subprocess.run(
        [str(WHIST), "sim", "push", str(other), "--every", "0.1", "--central", server.url],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert "the central server refused the push: wrong upload key for section 'a'" in done.stderr

"""Fixtures of the simultaneous event's tests: a dealer's event, the central event on the
session's real PostgreSQL, the clubs' folders, real SQLite kiosks played by the kiosk's
own simulated players, and the central server as a real ``whist sim serve`` process."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.folder import load_event, save_event
from dealer.generate import create_event
from kiosk.autoplay import Autoplayer
from kiosk.context import Kiosk
from tests.conftest import PostgresServer
from tests.kiosk.browser import drain
from whistcli.sim import club_key, sim

WHIST = Path(sys.executable).parent / "whist"
SECRET = b"simultaneous test secret 32 byte"


def run(*args: str) -> Any:
    """``whist sim ARGS`` in this process; the result (exit code, output)."""
    return CliRunner().invoke(sim, list(args), catch_exceptions=False)


@dataclass
class Club:
    """A club's folder and its kiosk (SQLite, in this process), played by the kiosk's
    simulated players."""

    folder: Path
    seed: int = 0
    kiosk: Kiosk | None = None
    player: Autoplayer | None = None

    @property
    def settings(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads((self.folder / "sim.json").read_text())
        return data

    def open(self) -> Kiosk:
        if self.kiosk is None:
            event = load_event(self.folder)
            # as `whist kiosk CLUB` does: the club's own key, from its sim.json
            self.kiosk = Kiosk.open(
                event,
                f"sqlite:///{self.folder / 'kiosk.sqlite3'}",
                secret=club_key(self.folder),
            )
            self.player = Autoplayer(self.kiosk.evening, seed=self.seed)
        return self.kiosk

    def play(self, steps: int | None = None) -> int:
        """``steps`` actions round the tables (all of the evening when ``None``); how many
        were taken."""
        self.open()
        assert self.player is not None
        if steps is None:
            return self.player.run_evening()
        done = 0
        tables = list(self.kiosk.evening.table_numbers()) if self.kiosk else []
        while done < steps and tables:
            for table in list(tables):
                if done >= steps:
                    break
                if self.player.step(table):
                    done += 1
                else:
                    tables.remove(table)
        return done

    def log(self) -> list[dict[str, Any]]:
        kiosk = self.open()
        return [e.to_json() for e in kiosk.store.entries_after(0)]

    def close(self) -> None:
        if self.kiosk is not None:
            self.kiosk.store.close()
            self.kiosk = None


@dataclass
class CentralServer:
    """``whist sim serve --db URL`` in a subprocess; ``stop`` cuts the network (the clubs
    cannot reach it), ``start`` brings it back on the same port."""

    db: str
    port: int = 0
    process: subprocess.Popen[str] | None = None
    output: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [str(WHIST), "sim", "serve", "--db", self.db, "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.process.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            self.output.append(line)
            found = re.match(r"Serving on http://127\.0\.0\.1:(\d+)", line)
            if found:
                self.port = int(found.group(1))
                threading.Thread(target=drain, args=(self.process.stdout,), daemon=True).start()
                return
        raise AssertionError("whist sim serve did not start:\n" + "".join(self.output))

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        if self.process is not None and self.process.stdout is not None:
            self.process.stdout.close()
        self.process = None

    def get(self, path: str) -> Any:
        import urllib.request

        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            return json.loads(response.read())


def dealer_event(tmp_path: Path, boards: int = 6) -> Path:
    """The dealer's event folder (``whist deal``'s), no movement: each club has its own."""
    event = create_event(
        boards=boards, secret=SECRET, name="Simultaneous test", event_id="sim-test"
    )
    return save_event(event, tmp_path / "dealer")


SECTIONS = ("a:mitchell:3:Club A", "b:mitchell:3:Club B")


def make_sim(tmp_path: Path, db: str, sections: tuple[str, ...] = SECTIONS) -> dict[str, Club]:
    """``whist sim create`` of the dealer's event on ``db``; the clubs by section."""
    event = dealer_event(tmp_path)
    done = run(
        "create",
        str(event),
        "--db",
        db,
        "--out",
        str(tmp_path / "clubs"),
        *(x for s in sections for x in ("--section", s)),
    )
    assert done.exit_code == 0, done.output
    return {
        s.split(":")[0]: Club(tmp_path / "clubs" / s.split(":")[0], seed=i)
        for i, s in enumerate(sections)
    }


@pytest.fixture()
def central_db(postgres: PostgresServer) -> str:
    return postgres.new_database()


@pytest.fixture()
def clubs(tmp_path: Path, central_db: str) -> Iterator[dict[str, Club]]:
    made = make_sim(tmp_path, central_db)
    yield made
    for club in made.values():
        club.close()


@pytest.fixture()
def server(central_db: str, clubs: dict[str, Club]) -> Iterator[CentralServer]:
    running = CentralServer(central_db)
    running.start()
    yield running
    running.stop()

"""Helpers of the browser and server tests: a real ``whist kiosk`` subprocess on loopback
and Debian's Chromium driven by Playwright."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from dealer.folder import save_event

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SHOTS = Path("/tmp/kiosk-screenshots")
WHIST = Path(sys.executable).parent / "whist"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def drain(stream: Any) -> None:
    """Read and drop a child's output, so that a full pipe never stalls it."""
    for _ in stream:
        pass


@dataclass
class KioskServer:
    """``whist kiosk FOLDER --port PORT`` in a subprocess; ``start`` again after ``kill``
    to restart it on the same folder, database and port."""

    folder: Path
    port: int
    process: subprocess.Popen[str] | None = None
    urls: dict[str, str] = field(default_factory=dict)
    secret: str = ""
    #: ``--db`` (default: the SQLite file in the event's folder)
    db: str | None = None
    #: further options of ``whist kiosk`` (``--workers 2``)
    options: tuple[str, ...] = ()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                str(WHIST),
                "kiosk",
                str(self.folder),
                "--port",
                str(self.port),
                *(["--db", self.db] if self.db else []),
                *self.options,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert self.process.stdout is not None
        deadline = time.monotonic() + 90  # a start under a loaded machine
        lines = []
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            lines.append(line)
            found = re.match(r"\s+table (\d+): (\S+)", line)
            if found:
                self.urls[found.group(1)] = found.group(2)
            found = re.search(r"\(secret: (\S+)\)", line)
            if found:
                self.secret = found.group(1)
            if line.startswith("Serving on"):
                threading.Thread(target=drain, args=(self.process.stdout,), daemon=True).start()
                return
        raise AssertionError("whist kiosk did not start:\n" + "".join(lines))

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, as when the power cord is pulled from the server."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)
        if self.process is not None and self.process.stdout is not None:
            self.process.stdout.close()
        self.process = None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        if self.process is not None and self.process.stdout is not None:
            self.process.stdout.close()
        self.process = None

    def token(self, table: int) -> str:
        return self.urls[str(table)].split("token=")[1]

    def get(self, path: str, headers: dict[str, str] | None = None) -> Any:
        request = urllib.request.Request(self.base + path, headers=headers or {})
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())

    def director_get(self, path: str) -> Any:
        return self.get(path, {"X-Director-Secret": self.secret})

    def post(self, path: str, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, Any]:
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", **headers},
            method="POST",
        )
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as exc:
            return exc.code, json.loads(exc.read())


@contextmanager
def running_kiosk(event: Event, tmp: Path) -> Iterator[KioskServer]:
    folder = tmp / "event"
    save_event(event, folder)
    server = KioskServer(folder, free_port())
    server.start()
    try:
        yield server
    finally:
        server.stop()


@contextmanager
def chromium() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed (/usr/bin/chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def screenshot(page: Any, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def settled(page: Any, seq: int, timeout: float = 15_000) -> None:
    """Wait until the page has sent everything and knows the table at ``seq`` or later."""
    page.wait_for_function(
        "n => window.whistKiosk && window.whistKiosk.queue().length === 0 "
        "&& window.whistKiosk.state().seq >= n",
        arg=seq,
        timeout=timeout,
        polling=2,
    )


def tablet_headers(page: Any, token: str) -> dict[str, str]:
    """The API headers of the tablet whose browser shows ``page``: the table's token and
    the device cookie the table page set (kiosk.locks: once a tablet has claimed the
    table, the token works from that device only)."""
    cookies = {c["name"]: c["value"] for c in page.context.cookies()}
    return {"X-Table-Token": token, "X-Table-Device": cookies["whist_device"]}


def page_seq(page: Any) -> int:
    return int(page.evaluate("window.whistKiosk.state().seq"))

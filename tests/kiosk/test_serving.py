"""A real ``whist kiosk`` (waitress in a subprocess, 127.0.0.1 only) holding up in a hall:
200 idle sockets and clients stalling in mid-request while a tablet plays a whole board,
and HTTPS with ``--https CERT KEY``. Bounded in sockets and time; no timed assertion but a
generous timeout on the tablet's requests."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import socket
import ssl
import subprocess
import threading
import uuid
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest

from dealer.event import Event
from dealer.folder import save_event
from kiosk.server import WAITRESS

from .browser import WHIST, drain, free_port, running_kiosk
from .conftest import board_actions, make_event

IDLE = 200
SLOW = 20


class Tablet:
    """A table's tablet on a kept-alive connection, as the page talks to the API."""

    def __init__(self, conn: http.client.HTTPConnection, table: int, token: str) -> None:
        self.conn = conn
        self.table = table
        self.token = token
        self.seq = 0
        self.round = 1
        self.acked: list[str] = []

    def post(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        action = uuid.uuid4().hex
        body = {"id": action, "kind": kind, "data": data, "seq": self.seq, "round": self.round}
        self.conn.request(
            "POST",
            f"/api/tables/{self.table}/actions",
            body=json.dumps(body),
            headers={"Content-Type": "application/json", "X-Table-Token": self.token},
        )
        response = self.conn.getresponse()
        payload = json.loads(response.read())
        assert response.status == 200, (kind, payload)
        self.acked.append(action)
        state: dict[str, Any] = payload["state"]
        self.seq, self.round = state["seq"], state["round"]
        return state

    def play_board(self, event: Event, number: int) -> int:
        """Take board ``number`` and play it to the end (every card, every trick quitted,
        the score confirmed); the number of actions."""
        before = len(self.acked)
        self.post("board", {"board": number})
        for kind, data in board_actions(event, number):
            self.post(kind, data)
        self.post("confirm", {"seat": "E"})
        return len(self.acked) - before


@contextmanager
def idle_and_slow(port: int, idle: int, slow: int) -> Iterator[list[socket.socket]]:
    """``idle`` sockets connected and silent, and ``slow`` sending half a request (headers
    announcing a body, a few bytes of it) and stalling; closed at the end."""
    with ExitStack() as stack:
        sockets = []
        for n in range(idle + slow):
            s = stack.enter_context(socket.create_connection(("127.0.0.1", port), timeout=10))
            if n >= idle:
                s.sendall(
                    b"POST /api/tables/1/actions HTTP/1.1\r\nHost: x\r\n"
                    b'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"kind'
                )
            sockets.append(s)
        yield sockets


def _log(server: Any) -> Counter[str]:
    log = server.director_get("/director/export/log.json")["log"]
    return Counter(e["client_id"] for e in log)


def test_a_tablet_plays_a_board_while_200_sockets_idle_and_20_stall(tmp_path: Path) -> None:
    """Waitress's own default (100 connections) is full with the idle sockets alone: the
    tablet's connection would wait unanswered until the idle ones time out."""
    assert WAITRESS["connection_limit"] > IDLE + SLOW
    event = make_event()
    with running_kiosk(event, tmp_path) as server, idle_and_slow(server.port, IDLE, SLOW):
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        tablet = Tablet(conn, 1, server.token(1))
        tablet.post("seats", {"seats": {"ns": 1, "ew": 3}})
        actions = tablet.play_board(event, 1)
        assert actions == 1 + 52 + 13 + 1
        # a second tablet opening its connection now is served as well
        other = Tablet(
            http.client.HTTPConnection("127.0.0.1", server.port, timeout=30), 2, server.token(2)
        )
        other.post("seats", {"seats": {"ns": 2, "ew": 4}})
        logged = _log(server)
        conn.close()
        other.conn.close()
    acked = tablet.acked + other.acked
    assert all(logged[a] == 1 for a in acked) and len(logged) == len(acked)


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1, made by the openssl command."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("the openssl command is not installed")
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
        timeout=60,
    )
    return cert, key


@contextmanager
def kiosk_process(folder: Path, *extra: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``whist kiosk FOLDER EXTRA...`` on 127.0.0.1; the process and its banner."""
    process = subprocess.Popen(
        [str(WHIST), "kiosk", str(folder), *extra],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert process.stdout is not None
    lines = []
    try:
        for line in process.stdout:
            lines.append(line)
            if line.startswith("Serving on"):
                threading.Thread(target=drain, args=(process.stdout,), daemon=True).start()
                break
        else:
            raise AssertionError("whist kiosk did not start:\n" + "".join(lines))
        yield process, "".join(lines)
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(10)
        process.stdout.close()


def test_https_serves_pages_with_a_secure_session_cookie(
    tmp_path: Path, certificate: tuple[Path, Path]
) -> None:
    cert, key = certificate
    folder = tmp_path / "event"
    save_event(make_event(), folder)
    port = free_port()
    context = ssl.create_default_context(cafile=str(cert))
    with kiosk_process(folder, "--port", str(port), "--https", str(cert), str(key)) as (
        process,
        banner,
    ):
        assert f"Serving on https://127.0.0.1:{port}" in banner
        assert f"table 1: https://127.0.0.1:{port}/table/1?token=" in banner
        # clients that connect and never say hello hold no thread of the server
        with idle_and_slow(port, 20, 0):
            conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=30, context=context)
            conn.request("GET", "/results")
            answer = conn.getresponse()
            assert answer.status == 200 and b"<html" in answer.read()
            conn.request("GET", "/director")
            answer = conn.getresponse()
            answer.read()
            cookie = answer.getheader("Set-Cookie") or ""
            assert "Secure" in cookie and "HttpOnly" in cookie
            assert answer.getheader("Cache-Control") == "no-store"
            token = banner.split("table 1: ")[1].split("token=")[1].split()[0]
            tablet = Tablet(conn, 1, token)
            assert tablet.post("call", {"reason": "over TLS"})["seq"] == 1
            conn.close()
        # plain HTTP on the TLS port gets no page
        with socket.create_connection(("127.0.0.1", port), timeout=10) as plain:
            plain.sendall(b"GET /results HTTP/1.1\r\nHost: x\r\n\r\n")
            try:
                reply = plain.recv(100)
            except OSError:
                reply = b""
            assert not reply.startswith(b"HTTP/1.1 200")
        assert process.poll() is None


def test_https_with_a_bad_certificate_is_a_clear_error(
    tmp_path: Path, certificate: tuple[Path, Path]
) -> None:
    cert, key = certificate
    folder = tmp_path / "event"
    save_event(make_event(), folder)
    result = subprocess.run(
        [str(WHIST), "kiosk", str(folder), "--port", "0", "--https", str(key), str(cert)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1 and "Traceback" not in output
    assert output.startswith("Error: cannot use certificate"), output

"""Files and start-up: the database is private, and ``whist kiosk`` refuses -- one clear
line, a non-zero exit, no traceback, nothing overwritten -- an event without its secret,
a database of another event, a damaged one, one of deals since dealt again, and one that
lost rows the tablets were told were saved. The director's session ends by signing out;
nothing private is cached."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from flask.testing import FlaskClient

from dealer.event import Event
from dealer.folder import save_event
from dealer.generate import create_event
from dealer.kioskdb import set_aside
from kiosk import create_app
from kiosk.context import Kiosk, KioskSetupError
from scoring import build_movement
from whistcli.main import cli

from .browser import WHIST, running_kiosk
from .conftest import MOVEMENT, SECRET, make_event


def _refused(folder: Path) -> str:
    """``whist kiosk FOLDER`` (a real process: were it to start, the timeout ends it)
    refused at start: its one line of output."""
    try:
        result = subprocess.run(
            [str(WHIST), "kiosk", str(folder), "--port", "0"],
            capture_output=True,
            text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"whist kiosk started on {folder}: {exc.stdout!r}") from None
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "Traceback" not in output
    lines = output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), output
    return lines[0]


def _played(folder: Path, event: Event) -> None:
    """The folder's kiosk database with a few actions in it."""
    app = create_app({"EVENT_PATH": str(folder), "TESTING": True})
    client = app.test_client()
    token = app.extensions["kiosk"].table_token(1)
    for n in range(3):
        answer = client.post(
            "/api/tables/1/actions",
            json={"kind": "call", "data": {"reason": f"call {n}"}},
            headers={"X-Table-Token": token},
        )
        assert answer.status_code == 200
    app.extensions["kiosk"].store.close()


def _snapshot(folder: Path) -> dict[str, bytes]:
    """The folder's files but SQLite's ``-shm`` (its shared-memory index, rebuilt by every
    connection that opens the database, even a read-only one)."""
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and not p.name.endswith("-shm")
    }


def test_the_database_and_its_files_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    save_event(make_event(), folder)
    old = os.umask(0o022)
    try:
        app = create_app({"EVENT_PATH": str(folder), "TESTING": True})
        token = app.extensions["kiosk"].table_token(1)
        answer = app.test_client().post(
            "/api/tables/1/actions", json={"kind": "call"}, headers={"X-Table-Token": token}
        )
        assert answer.status_code == 200
        for name in (
            "kiosk.sqlite3",
            "kiosk.sqlite3-wal",
            "kiosk.sqlite3-shm",
            "kiosk.sqlite3.acked",
        ):
            mode = stat.S_IMODE((folder / name).stat().st_mode)
            assert mode == 0o600, (name, oct(mode))
        app.extensions["kiosk"].store.close()
    finally:
        os.umask(old)


def test_a_missing_secret_refuses_to_start(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    save_event(make_event(), folder)
    (folder / "secret").unlink()
    line = _refused(folder)
    assert "no secret file" in line and "`secret`" in line and "whist deal" in line
    assert not (folder / "kiosk.sqlite3").exists()  # and no random key kept anywhere
    # the SECRET override of the tests and scripts still works
    app = create_app({"EVENT_PATH": str(folder), "SECRET": SECRET, "TESTING": True})
    assert app.extensions["kiosk"].table_token(1)
    app.extensions["kiosk"].store.close()


def test_a_movement_that_does_not_fit_opens_no_database(tmp_path: Path) -> None:
    """A start refused for its movement (boards the event does not have) makes no
    database: nothing is half-written."""
    database = tmp_path / "kiosk.sqlite3"
    with pytest.raises(KioskSetupError, match="boards"):
        Kiosk.open(
            make_event(),
            f"sqlite:///{database}",
            movement=build_movement("mitchell", 5, 10),
            secret=SECRET,
        )
    assert not database.exists()


def test_a_database_of_another_event_refuses_to_start(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    save_event(make_event(), first)
    _played(first, make_event())
    other = create_event(
        boards=4, secret=SECRET, name="Another evening", event_id="another", movement=MOVEMENT
    )
    save_event(other, second)
    for name in ("kiosk.sqlite3", "kiosk.sqlite3.acked"):
        shutil.copy(first / name, second / name)
    before = _snapshot(second)
    line = _refused(second)
    assert str(second / "kiosk.sqlite3") in line
    assert "'test-evening'" in line and "'another'" in line and "move the file aside" in line
    assert _snapshot(second) == before


def test_a_damaged_database_refuses_to_start(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    save_event(make_event(), folder)
    (folder / "kiosk.sqlite3").write_bytes(os.urandom(4096))
    before = _snapshot(folder)
    line = _refused(folder)
    assert str(folder / "kiosk.sqlite3") in line and "damaged" in line and "aside" in line
    assert _snapshot(folder) == before


def test_a_database_of_deals_dealt_again_refuses_to_start(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    event = make_event()
    save_event(event, folder)
    _played(folder, event)
    redealt = create_event(
        boards=4,
        secret=bytes(reversed(SECRET)),
        name=event.name,
        event_id=event.event_id,
        movement=MOVEMENT,
    )
    save_event(redealt, folder, overwrite=True)
    before = _snapshot(folder)
    line = _refused(folder)
    assert str(folder / "kiosk.sqlite3") in line and "dealt again" in line
    assert _snapshot(folder) == before


def test_deal_force_keeps_the_old_database_aside(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    runner = CliRunner()
    movement = tmp_path / "movement.json"
    movement.write_text(__import__("json").dumps(MOVEMENT))
    args = ["deal", "--boards", "4", "--out", str(folder), "--movement", str(movement)]
    assert runner.invoke(cli, args).exit_code == 0
    _played(folder, make_event())
    played = (folder / "kiosk.sqlite3").read_bytes()
    result = runner.invoke(cli, [*args, "--force"])
    assert result.exit_code == 0, result.output
    assert "kiosk.sqlite3.replaced-" in result.output and "new log" in result.output
    kept = sorted(p.name for p in folder.glob("kiosk.sqlite3.replaced-*"))
    assert kept and not (folder / "kiosk.sqlite3").exists()
    assert (folder / kept[0]).read_bytes() == played
    # the kiosk starts on the new deals with a new log
    app = create_app({"EVENT_PATH": str(folder), "TESTING": True})
    assert app.extensions["kiosk"].store.last_id() == 0
    app.extensions["kiosk"].store.close()


def test_set_aside_renames_the_wal_with_its_database(tmp_path: Path) -> None:
    for suffix in ("", "-wal", "-shm", ".acked"):
        (tmp_path / f"kiosk.sqlite3{suffix}").write_text(suffix)
    lines = set_aside(tmp_path, now=0)
    assert len(lines) == 1
    names = sorted(p.name for p in tmp_path.iterdir())
    stamp = names[0].removeprefix("kiosk.sqlite3.replaced-")[:15]
    assert names == sorted(
        f"kiosk.sqlite3.replaced-{stamp}{s}" for s in ("", "-wal", "-shm", ".acked")
    )
    assert set_aside(tmp_path) == []


@pytest.mark.slow
def test_a_deleted_wal_after_a_kill_refuses_to_start(tmp_path: Path) -> None:
    """SIGKILL of a real ``whist kiosk`` after acknowledged actions, its ``-wal`` file
    deleted: the next start refuses and names the file; putting the -wal back recovers
    every action."""
    event = make_event()
    with running_kiosk(event, tmp_path) as server:
        token = {"X-Table-Token": server.token(1)}
        for n in range(5):
            status, _ = server.post(
                "/api/tables/1/actions", {"kind": "call", "data": {"reason": str(n)}}, token
            )
            assert status == 200
        server.kill()
        folder = server.folder
        wal = folder / "kiosk.sqlite3-wal"
        assert wal.stat().st_size > 0
        kept = wal.read_bytes()
        wal.unlink()
        before = _snapshot(folder)
        line = _refused(folder)
        assert "kiosk.sqlite3" in line and "-wal" in line and "5" in line, line
        assert _snapshot(folder) == before
        wal.write_bytes(kept)
        server.start()
        log = server.director_get("/director/export/log.json")["log"]
        assert len(log) == 5


def test_signing_out_ends_the_directors_session(client: FlaskClient) -> None:
    kiosk_ = client.application.extensions["kiosk"]
    page = client.get("/director")
    csrf = page.get_data(as_text=True).split('name="csrf" value="')[1].split('"')[0]
    answer = client.post("/director/login", data={"csrf": csrf, "secret": kiosk_.director_secret})
    assert answer.status_code == 302
    console = client.get("/director").get_data(as_text=True)
    assert 'id="logout"' in console
    csrf = console.split('name="csrf" value="')[1].split('"')[0]
    assert client.get("/api/director/grid").status_code == 200
    assert client.post("/director/logout", data={}).status_code == 403  # no CSRF token
    assert client.get("/api/director/grid").status_code == 200
    assert client.post("/director/logout", data={"csrf": csrf}).status_code == 302
    assert client.get("/api/director/grid").status_code == 403
    assert "secret" in client.get("/director").get_data(as_text=True).lower()


def test_console_api_and_exports_are_never_cached(client: FlaskClient) -> None:
    director = {"X-Director-Secret": client.application.extensions["kiosk"].director_secret}
    for path in (
        "/director",
        "/api/director/grid",
        "/api/director/alerts",
        "/director/export/play.pbn",
        "/director/export/log.json",
        "/director/export/results.json",
        "/director/export/usebio.xml",
    ):
        answer = client.get(path, headers=director)
        assert answer.status_code == 200, path
        assert answer.headers.getlist("Cache-Control") == ["no-store"], path


def test_a_secret_in_an_old_database_is_no_key(tmp_path: Path) -> None:
    """The key is never taken from (or made into) the store: without the event's secret
    the kiosk does not start, whatever the database holds."""
    folder = tmp_path / "event"
    event = replace(make_event(), secret=None)
    save_event(make_event(), folder)
    (folder / "secret").unlink()
    with pytest.raises(ValueError, match="no secret file"):
        create_app({"EVENT": event, "DATABASE_URL": f"sqlite:///{folder / 'kiosk.sqlite3'}"})

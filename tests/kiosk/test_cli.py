"""``whist kiosk`` and ``whist demo`` from the command line."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from kiosk import create_app
from whistcli.demo import demo
from whistcli.kiosk import kiosk, startup_text

from .conftest import make_event


def test_kiosk_refuses_an_event_without_a_movement(tmp_path: Path) -> None:
    event = replace(make_event(), movement=None)
    save_event(event, tmp_path / "event")
    result = CliRunner().invoke(kiosk, [str(tmp_path / "event"), "--port", "0"])
    assert result.exit_code != 0
    assert "--movement" in result.output and "no movement" in result.output


def test_kiosk_refuses_a_movement_without_tables(tmp_path: Path) -> None:
    save_event(make_event(), tmp_path / "event")
    result = CliRunner().invoke(kiosk, [str(tmp_path / "event"), "--movement", "mitchell"])
    assert result.exit_code != 0 and "--tables" in result.output
    result = CliRunner().invoke(
        kiosk, [str(tmp_path / "event"), "--movement", "nonesuch", "--tables", "3"]
    )
    assert result.exit_code != 0 and "nonesuch" in result.output


def test_kiosk_refuses_a_folder_that_is_not_an_event(tmp_path: Path) -> None:
    result = CliRunner().invoke(kiosk, [str(tmp_path)])
    assert result.exit_code != 0 and "cannot read event" in result.output


def test_startup_text_names_every_url(tmp_path: Path) -> None:
    event = make_event()
    app = create_app({"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}"})
    text = startup_text(app, "http://10.0.0.2:8080")
    kiosk_ = app.extensions["kiosk"]
    for table in (1, 2):
        assert f"http://10.0.0.2:8080/table/{table}?token={kiosk_.table_token(table)}" in text
    assert f"(secret: {kiosk_.director_secret})" in text
    assert "http://10.0.0.2:8080/results" in text
    assert "works on the first tablet or phone that opens it" in text
    kiosk_.store.close()


@pytest.mark.slow
def test_demo_plays_the_whole_evening_without_serving(tmp_path: Path) -> None:
    folder = tmp_path / "demo"
    result = CliRunner().invoke(demo, ["--dir", str(folder), "--no-serve", "--seed", "00" * 32])
    assert result.exit_code == 0, result.output
    assert "18 of 18 scores recorded" in result.output
    assert "Ranking:" in result.output and "Pair 6" in result.output
    # the paper before the evening (no results pages: there are none yet)
    assert "printing failed" not in result.output and "paper: " in result.output
    assert (folder / "paper.pdf").stat().st_size > 10_000
    assert (folder / "kiosk.sqlite3").exists()
    # the background play analysis ended with the evening: nothing writes in the folder
    # once the command is done (a next demo removes it)
    assert not [t for t in threading.enumerate() if t.name == "play-review"]
    resumed = CliRunner().invoke(demo, ["--dir", str(folder), "--no-serve", "--resume"])
    assert resumed.exit_code == 0, resumed.output
    assert "resuming" in resumed.output and "played the whole evening: 0 actions" in resumed.output
    assert "18 of 18 scores recorded" in resumed.output
    again = CliRunner().invoke(demo, ["--dir", str(folder), "--no-serve"])
    assert again.exit_code == 0, again.output  # a demo folder is made afresh
    missing = CliRunner().invoke(demo, ["--dir", str(tmp_path / "none"), "--resume"])
    assert missing.exit_code != 0 and "no demo evening" in missing.output
    other = tmp_path / "mine"
    other.mkdir()
    (other / "notes.txt").write_text("keep me")
    refused = CliRunner().invoke(demo, ["--dir", str(other), "--no-serve"])
    assert refused.exit_code != 0 and "not a demo event" in refused.output
    assert (other / "notes.txt").exists()


def test_a_port_in_use_is_a_clear_error(tmp_path: Path) -> None:
    import socket

    save_event(make_event(), tmp_path / "event")
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = CliRunner().invoke(kiosk, [str(tmp_path / "event"), "--port", str(port)])
    assert result.exit_code != 0
    assert f"cannot listen on 127.0.0.1:{port}" in result.output and "--port" in result.output


@pytest.mark.parametrize("port", ["99999", "-1"])
def test_a_port_out_of_range_is_a_clear_error(tmp_path: Path, port: str) -> None:
    save_event(make_event(), tmp_path / "event")
    result = CliRunner().invoke(kiosk, [str(tmp_path / "event"), "--port", port])
    # a clear error (click's exit), not socket's OverflowError as a traceback
    assert result.exit_code == 1 and isinstance(result.exception, SystemExit), result.output
    assert f"--port {port} is not a port" in result.output and "1 to 65535" in result.output


def test_create_app_without_config_reads_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_event(make_event(), tmp_path / "event")
    monkeypatch.delenv("WHIST_KIOSK_EVENT", raising=False)
    with pytest.raises(ValueError, match="WHIST_KIOSK_EVENT"):
        create_app()
    monkeypatch.setenv("WHIST_KIOSK_EVENT", str(tmp_path / "event"))
    monkeypatch.setenv("WHIST_KIOSK_DB", f"sqlite:///{tmp_path / 'env.sqlite3'}")
    app = create_app()
    assert app.test_client().get("/").status_code == 200
    assert (tmp_path / "env.sqlite3").exists()
    app.extensions["kiosk"].store.close()

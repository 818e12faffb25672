"""``whist kiosk EVENT --score-keeper GAME --players ...``: the score-keeper table opened
at the start (the same one again after a restart), its link printed with the others."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from whistcli import kiosk as kiosk_command
from whistcli.kiosk import kiosk, startup_text

from .conftest import make_event


def run(folder: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[Any, str]:
    """The command up to serving: the app it would serve and the text it would print."""
    served: list[Any] = []

    def serve(app: Any, *_: Any) -> None:
        served.append(app)

    monkeypatch.setattr(kiosk_command, "serve", serve)
    result = CliRunner().invoke(kiosk, [str(folder), *args])
    if not served:
        return None, result.output
    app = served[0]
    text = startup_text(app, "http://10.0.0.2:8080")
    app.extensions["kiosk"].store.close()
    return app, text


def test_score_keeper_opens_once_and_prints_its_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_event(make_event(), tmp_path / "event")
    args = ("--score-keeper", "solo-whist", "--players", "Ann,Bob,Cyril,Dora")
    app, text = run(tmp_path / "event", monkeypatch, *args)
    token = app.extensions["keepers"].token(1)
    line = f"score-keeper 1 (Solo Whist: Ann, Bob, Cyril, Dora): http://10.0.0.2:8080/keep/1?token={token}"
    assert line in text
    # the same evening started again: the same table, not a second one
    app, text = run(tmp_path / "event", monkeypatch, *args)
    assert line in text and "score-keeper 2" not in text
    # another game: a second table
    app, text = run(tmp_path / "event", monkeypatch, "--score-keeper", "mort", "--players", "A,B,C")
    assert "score-keeper 2 (Mort (Dead Whist, French Dummy): A, B, C)" in text


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("--score-keeper", "bridge-whist"), "not a game the score-keeper keeps"),
        (("--score-keeper", "mort", "--players", "A,B"), "2 names, but this game has 3 or 4"),
        (("--players", "A,B,C,D"), "add --score-keeper GAME"),
    ],
)
def test_score_keeper_refusals_are_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], said: str
) -> None:
    save_event(make_event(), tmp_path / "event")
    app, output = run(tmp_path / "event", monkeypatch, *args)
    assert app is None and said in output and "Traceback" not in output

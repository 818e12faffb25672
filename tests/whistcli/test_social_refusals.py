"""The commands of duplicate boards refuse the social games (dealt at the table, scored
by `whist tally`) in one line saying what and what to do: `whist deal --game`, `whist
replay --game` and a record's [WhistGame], an event.json naming a social game, and the
kiosk opening such an event."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.event import Event, EventError
from dealer.folder import load_event
from whist.games.social_games import SOCIAL_GAMES
from whist.social_play import dealt_at_the_table
from whistcli.main import cli

SOCIAL = [g.name for g in SOCIAL_GAMES]
SEED = "00" * 32


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert "Traceback" not in result.output
    return result.exit_code, result.output


def test_only_the_social_games_are_dealt_at_the_table() -> None:
    for name in ("duplicate-whist", "bishops-whist", "bridge-whist", "no-such-game"):
        assert dealt_at_the_table(name) is None
    for name in SOCIAL:
        reason = dealt_at_the_table(name)
        assert reason is not None and f"whist tally {name} FILE.json" in reason


@pytest.mark.parametrize("name", SOCIAL)
def test_deal_refuses_a_social_game(name: str, tmp_path: Path) -> None:
    code, out = run("deal", "--boards", "4", "--game", name, "--out", str(tmp_path / "ev"))
    assert code == 2
    assert "dealt at the table" in out and f"whist tally {name}" in out
    assert "score-keeper" in out and not (tmp_path / "ev").exists()


def test_replay_refuses_game_mort() -> None:
    sample = resources.files("whist.data") / "sample-duplicate.pbn"
    with resources.as_file(sample) as path:
        code, out = run("replay", "--game", "mort", str(path))
    assert code == 1
    (line,) = [x for x in out.splitlines() if x.startswith("Error")]
    assert "Mort" in line and "whist tally mort" in line and "whist replay" in line


def test_replay_reports_a_record_naming_a_social_game(tmp_path: Path) -> None:
    text = (resources.files("whist.data") / "sample-duplicate.pbn").read_text("utf-8")
    pbn = tmp_path / "cayenne.pbn"
    pbn.write_text(text.replace('[WhistGame "duplicate-whist"]', '[WhistGame "cayenne"]', 1))
    result = CliRunner().invoke(cli, ["replay", "--json", str(pbn)])
    assert "Traceback" not in result.output
    records = json.loads(result.stdout)
    assert "dealt at the table" in records[0]["error"]
    assert "whist tally cayenne" in records[0]["error"]
    assert records[1].get("error") is None  # the other boards replay as before


@pytest.fixture(scope="module")
def social_event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ev") / "ev"
    assert run("deal", "--boards", "4", "--seed", SEED, "--out", str(out))[0] == 0
    data = json.loads((out / "event.json").read_text("utf-8"))
    data["game"] = "mort"
    for board in data["boards"]:
        board["game"] = "mort"
    (out / "event.json").write_text(json.dumps(data), "utf-8")
    return out


def test_event_json_naming_a_social_game_is_refused(social_event: Path) -> None:
    with pytest.raises(EventError, match=r"dealt at the table.*whist tally mort"):
        load_event(social_event)


def test_event_object_of_a_social_game_is_refused() -> None:
    with pytest.raises(EventError, match="dealt at the table"):
        Event(event_id="x", name="", game="solo-whist", boards=(), commitment="0" * 64)


def test_kiosk_refuses_an_event_of_a_social_game_in_one_line(social_event: Path) -> None:
    code, out = run("kiosk", str(social_event), "--port", "0")
    assert code == 1
    errors = [x for x in out.splitlines() if x.startswith("Error")]
    assert len(errors) == 1
    assert f"cannot read event {social_event}" in errors[0]
    assert "Mort" in errors[0] and "whist tally mort" in errors[0]


def test_kiosk_app_refuses_an_event_folder_of_a_social_game(
    social_event: Path, tmp_path: Path
) -> None:
    from kiosk import create_app

    with pytest.raises(EventError, match="dealt at the table"):
        create_app({"EVENT_PATH": str(social_event), "DATABASE_URL": f"sqlite:///{tmp_path}/k.db"})

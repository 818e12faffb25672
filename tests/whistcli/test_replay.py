"""``whist replay FILE [--game NAME] [--json]`` on the shipped files, on written files
with claims, renounces, missing deals and faults, and on the shared PBN files."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from whistcli.main import cli

DATA = Path(str(resources.files("whist").joinpath("data")))
BISHOPS = DATA / "bishops-example.pbn"
SAMPLE = DATA / "sample-duplicate.pbn"
DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def _run(*args: str) -> Any:
    result = CliRunner().invoke(cli, ["replay", *args])
    return result


def _json(*args: str) -> list[dict[str, Any]]:
    result = _run(*args, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert isinstance(data, list)
    return data


def test_bishops_example_text_shows_each_trick_and_the_score() -> None:
    result = _run(str(BISHOPS))
    assert result.exit_code == 0, result.output
    out = result.output
    assert "bishops-whist, dealer West, trump ♣5, North leads" in out
    assert "trick  4: S ♠K   W Kt   N ♠2   E ♠8   -> South" in out
    assert "trick 13: W ♦Q   N Kt   E ♦6   S ♣B   -> North" in out
    assert "tricks taken: NS 7, EW 6" in out and "score: NS 3, EW 6" in out
    assert "irregularities: none" in out


def test_bishops_example_json() -> None:
    (item,) = _json(str(BISHOPS))
    assert item["board"] == 1 and item["game"] == "bishops-whist"
    assert item["trump"] == "C5" and item["leader"] == "N" and item["complete"] is True
    assert [t["winner"] for t in item["tricks"]] == list("NNSSSEWWWNEWN")
    assert item["tricks"][3] == {
        "number": 4,
        "leader": "S",
        "cards": ["SK", "N", "S2", "S8"],
        "seats": ["S", "W", "N", "E"],
        "winner": "S",
    }
    assert item["tricks_won"] == {"NS": 7, "EW": 6}
    assert item["points"] == {"NS": 3, "EW": 6}
    assert item["irregularities"] == [] and item["error"] is None


def test_sample_duplicate_boards() -> None:
    items = _json(str(SAMPLE))
    assert [i["board"] for i in items] == [1, 2]
    for item in items:
        assert item["game"] == "duplicate-whist" and item["complete"]
        assert len(item["tricks"]) == 13
        # every trick counts (Laws of Duplicate Whist (a)): points are the tricks
        assert item["points"] == item["tricks_won"]
        assert sum(item["tricks_won"].values()) == 13


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "t.pbn"
    path.write_text(text, encoding="utf-8")
    return path


def test_renounce_is_reported_not_refused_and_a_claim_is_incomplete(tmp_path: Path) -> None:
    # North holds the heart ace-queen; on West's heart lead North throws a spade (renounce)
    deal = "N:AK.AQ.AKQJT9876. QJT98765432..54. ...AKQJT98765432 .KJT98765432.32."
    text = (
        f'[Board "1"]\n[Dealer "S"]\n[Deal "{deal}"]\n[WhistTrump "S"]\n[Play "W"]\n'
        "HK SA S2 C2\n"
        "- - - -\n*\n\n"
        f'[Board "2"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n\n'
        f'[Board "3"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Play "E"]\nHA SA CA DA\n*\n'
    )
    first, second, third = _json(str(_write(tmp_path, text)))
    assert first["complete"] is False and len(first["tricks"]) == 1
    assert first["tricks"][0]["cards"] == ["HK", "SA", "S2", "C2"]
    assert first["tricks"][0]["winner"] == "N"  # spades are trumps
    assert len(first["irregularities"]) == 1 and "North" in first["irregularities"][0]
    assert first["points"] == {"NS": 1, "EW": 0}
    assert second["error"] is not None and "no [Play]" in second["error"]
    assert third["error"] is not None and "no trump" in third["error"]
    result = _run(str(_write(tmp_path, text)))
    assert result.exit_code == 0
    assert "not replayed" in result.output and "renounce" in result.output


def test_bridge_record_uses_the_contract_strain(tmp_path: Path) -> None:
    text = (
        f'[Board "5"]\n[Dealer "N"]\n[Deal "{DEAL}"]\n[Declarer "S"]\n[Contract "7NT"]\n'
        '[Result "1"]\n[Play "E"]\nHA DA CA SA\n*\n'
    )
    (item,) = _json(str(_write(tmp_path, text)))
    assert item["trump"] == "NT" and item["leader"] == "E"
    assert item["tricks"][0]["winner"] == "E" and item["complete"] is False


def test_game_option_and_errors(tmp_path: Path) -> None:
    (item,) = _json(str(BISHOPS), "--game", "duplicate-whist")
    assert item["error"] is not None and "standard pack" in item["error"]
    bad_game = _run(str(BISHOPS), "--game", "poker")
    assert bad_game.exit_code != 0 and "bishops-whist" in bad_game.output
    missing = _run(str(tmp_path / "nope.pbn"))
    assert missing.exit_code != 0 and "cannot read" in missing.output
    broken = _run(str(_write(tmp_path, '[Board "1"]\n[Event]\n')))
    assert broken.exit_code != 0 and "line 2" in broken.output
    empty = _run(str(_write(tmp_path, "% nothing\n")))
    assert empty.exit_code != 0 and "no PBN game" in empty.output


def test_the_console_script_runs_in_a_real_process() -> None:
    script = Path(sys.executable).parent / "whist"
    if not script.exists():
        pytest.skip("the whist console script is not installed in this environment")
    done = subprocess.run(
        [str(script), "replay", str(BISHOPS), "--json"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert json.loads(done.stdout)[0]["points"] == {"NS": 3, "EW": 6}


def test_replay_of_the_shared_real_events(shared_data: Path) -> None:
    path = shared_data / "pbn" / "real-events" / "sky_club_2196_pairs_sky_club_jackpot_2000.pbn"
    items = _json(str(path))
    complete = [i for i in items if i["complete"]]
    assert complete
    for item in complete:
        declarer_side = "NS" if item["declarer"] in ("N", "S") else "EW"
        assert item["tricks_won"][declarer_side] == item["result"]


def test_several_files_and_the_shipped_names_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = _run("bishops-example.pbn", "sample-duplicate", "--json")
    assert result.exit_code == 0, result.output
    items = json.loads(result.output)
    assert [i["game"] for i in items] == ["bishops-whist"] + ["duplicate-whist"] * 2
    partly = _run("missing.pbn", "bishops-example.pbn")
    assert partly.exit_code != 0
    assert "cannot read missing.pbn" in partly.output and "score: NS 3, EW 6" in partly.output

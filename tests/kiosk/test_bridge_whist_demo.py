"""``whist demo --game bridge-whist``: a whole evening of duplicate Bridge Whist played
and scored without serving (the results file read back by ``whist score``), and a table
playing rubbers (``--rubber``) whose sheet the demo prints."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from dealer.folder import load_event
from whistcli.demo import demo
from whistcli.score import score


def test_demo_plays_and_scores_a_whole_bridge_whist_evening(tmp_path: Path) -> None:
    folder, results = tmp_path / "demo", tmp_path / "results.json"
    args = ["--game", "bridge-whist", "--dir", str(folder), "--no-serve", "--seed", "11" * 32]
    result = CliRunner().invoke(demo, [*args, "--results", str(results)])
    assert result.exit_code == 0, result.output
    assert "6 boards of bridge-whist" in result.output
    assert "18 of 18 scores recorded" in result.output
    # the paper without trump slips ("No trump card is turned")
    assert re.search(r"paper: .*paper\.pdf \(\d+ pages: hand records, cards\)", result.output)
    assert "printing failed" not in result.output
    event = load_event(folder)
    assert all(b.trump is None for b in event.boards)  # "No trump card is turned."
    data = json.loads(results.read_text())
    assert data["game"] == "bridge-whist"
    scores = [r for r in data["results"]]
    assert len(scores) == 18
    # the duplicate reading: each side's points less the adversaries' (opposite nets)
    assert all(r["ns_score"] == -r["ew_score"] for r in scores), scores[:3]
    assert any(r["ns_score"] for r in scores)
    ranked = CliRunner().invoke(score, [str(results)])
    assert ranked.exit_code == 0, ranked.output
    # the demo's ranking and `whist score`'s agree on the first of each direction
    firsts = re.findall(r"^\s+1\s+Pair (\d+)\s+(N-S|E-W)", result.output, re.M)
    assert len(firsts) == 2
    for number, side in firsts:
        assert re.search(rf"^\s+1\s+{number} {side.replace('-', '')}\s", ranked.output, re.M)


def test_demo_rubbers_at_one_table(tmp_path: Path) -> None:
    """ "The Rubber is the best of three games." The demo's table plays eight deals as
    rubbers and prints each rubber as scoring keeps the sheet."""
    folder = tmp_path / "rubber"
    args = ["--game", "bridge-whist", "--rubber", "--deals", "8", "--dir", str(folder)]
    result = CliRunner().invoke(demo, [*args, "--no-serve", "--seed", "33" * 32])
    assert result.exit_code == 0, result.output
    assert "8 boards of bridge-whist" in result.output
    assert "Rubber 1\nhand  game  declaration" in result.output
    hands = re.findall(
        r"^\s+\d+\s+[123]\s+(?:spades|hearts|diamonds|clubs|sans atout)", result.output, re.M
    )
    assert len(hands) == 8
    assert re.search(r"rubber to (NS|EW): 100", result.output)
    assert load_event(folder).movement is not None
    assert load_event(folder).movement["name"] == "rubber"


def test_demo_rubber_is_for_bridge_whist_only(tmp_path: Path) -> None:
    result = CliRunner().invoke(demo, ["--rubber", "--dir", str(tmp_path / "x"), "--no-serve"])
    assert result.exit_code != 0
    assert "--rubber is for --game bridge-whist" in result.output


def test_whist_kiosk_movement_rubber(tmp_path: Path) -> None:
    """``whist kiosk EVENT --movement rubber``: a Bridge Whist event's boards played as
    rubbers at one table; refused for another game, or with more tables."""
    from dataclasses import replace

    from dealer.folder import save_event
    from kiosk import create_app
    from whistcli.kiosk import kiosk, movement_for

    from .conftest import make_event
    from .test_bridge_whist import bridge_event

    whist_event = replace(make_event(), movement=None)
    save_event(whist_event, tmp_path / "whist")
    refused = CliRunner().invoke(kiosk, [str(tmp_path / "whist"), "--movement", "rubber"])
    assert refused.exit_code != 0
    assert "--movement rubber is for Bridge Whist" in refused.output
    bridge = replace(bridge_event(), movement=None)
    save_event(bridge, tmp_path / "bridge")
    two = CliRunner().invoke(
        kiosk, [str(tmp_path / "bridge"), "--movement", "rubber", "--tables", "2"]
    )
    assert two.exit_code != 0 and "one table" in two.output
    movement = movement_for("rubber", None, len(bridge.boards))
    app = create_app(
        {
            "EVENT": bridge,
            "MOVEMENT": movement,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}",
            "TESTING": True,
        }
    )
    try:
        view = app.extensions["kiosk"].evening.table_view(1)
        assert view["deals"] == [1, 2, 3, 4]
        assert view["rubber"]["rubbers"][0]["rows"] == []
    finally:
        app.extensions["kiosk"].store.close()

"""`whist tally` on the book's examples (the real command), bad input, and `whist games`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from whist.games import _REGISTRY, game_names, register
from whist.games.duplicate import DuplicateWhist
from whistcli.games import describe
from whistcli.main import cli

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
WHIST = str(Path(sys.executable).with_name("whist"))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([WHIST, *args], capture_output=True, text=True, check=False)


def test_tally_cayenne_book_example() -> None:
    """seed 000, Cayenne: "B-D won the Rubber by 18 points"."""
    done = run("tally", "cayenne", str(EXAMPLES / "cayenne-book.json"), "--json")
    assert done.returncode == 0, done.stderr
    sheet = json.loads(done.stdout)
    assert sheet["rubbers"] == [
        {"rubber": 1, "winner": "B-D", "by": 18, "scoring_points": {"A-C": 4, "B-D": 22}}
    ]
    assert [h["scoring_points"] for h in sheet["hands"]] == [
        {"A-C": [4], "B-D": []},
        {"A-C": [4], "B-D": [2, 4]},
        {"A-C": [4], "B-D": [2, 4, 4, 4]},
    ]
    assert [h["odd_points"] for h in sheet["hands"]] == [
        {"A-C": 6, "B-D": 0},
        {"A-C": 0, "B-D": 4},
        {"A-C": 0, "B-D": 0},
    ]
    text = run("tally", "cayenne", str(EXAMPLES / "cayenne-book.json")).stdout
    assert "[A-C 4 (6 odd), B-D 0 (0 odd)]" in text
    assert "[A-C 4 (0 odd), B-D 2-4 (4 odd)]" in text
    assert "rubber 1: B-D by 18 (A-C 4, B-D 22)" in text


def test_tally_mort_book_example() -> None:
    """seed 000, Mort: "26 points ... Opponents ... 22. The Live player thus wins 4"."""
    done = run("tally", "mort", str(EXAMPLES / "mort-book.json"), "--json")
    assert done.returncode == 0, done.stderr
    sheet = json.loads(done.stdout)
    assert [h["scores"] for h in sheet["hands"]] == [
        {"L-Mort": 0, "X-Y": 2},
        {"L-Mort": 0, "X-Y": 2},
        {"L-Mort": 4, "X-Y": 2},
        {"L-Mort": 7, "X-Y": 2},
    ]
    game = sheet["games"][0]
    assert game["bonus"] == 2 and game["slams"] == {"X-Y": 1}
    assert game["totals"] == {"L-Mort": 26, "X-Y": 22} and game["net"] == 4
    text = run("tally", "mort", str(EXAMPLES / "mort-book.json")).stdout
    assert "game 1: L-Mort wins; L-Mort 26, X-Y 22; Live player L +4" in text


def test_tally_solo_evening() -> None:
    done = run("tally", "solo-whist", str(EXAMPLES / "solo-evening.json"), "--json")
    assert done.returncode == 0, done.stderr
    sheet = json.loads(done.stdout)
    assert sheet["hands"][0]["chips"] == {"A": -17, "B": 51, "C": -17, "D": -17}
    assert sheet["chips"] == {"A": -62, "B": 56, "C": 18, "D": -12}


def test_tally_bad_input_names_hand_and_field(tmp_path: Path) -> None:
    runner = CliRunner()
    cases = {
        '{"hands": [{"declaration": "H", "cayenne": "S", "tricks": {"A-C": 14}}]}': "hand 1, tricks.A-C: 14 is outside 0 to 13",
        '{"hands": [{"declaration": "X", "tricks": {"A-C": 7}}]}': "hand 1, declaration",
        '{"hands": [{"declaration": "grand", "tricks": {"E-F": 7}}]}': "'E-F' is no side",
        '{"hands": [': "not JSON at line 1",
        '{"game": "mort", "hands": [{}]}': "the file is a sitting of 'mort'",
        '{"hands": []}': "list of one or more hands",
        '{"players": ["A"], "hands": [{}]}': "players: 1 names, but this game has 4",
    }
    for text, message in cases.items():
        path = tmp_path / "sitting.json"
        path.write_text(text, encoding="utf-8")
        result = runner.invoke(cli, ["tally", "cayenne", str(path)])
        assert result.exit_code == 1, text
        assert message in result.output, (text, result.output)
        assert "Traceback" not in result.output
    assert (
        "is not scored by tally"
        in runner.invoke(cli, ["tally", "duplicate-whist", str(path)]).output
    )
    assert (
        "cannot read" in runner.invoke(cli, ["tally", "mort", str(tmp_path / "none.json")]).output
    )


def test_games_lists_the_registry() -> None:
    done = run("games", "--json")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert [r["name"] for r in rows] == game_names()
    by = {r["name"]: r for r in rows}
    assert by["cayenne"]["source"] == "seed 000, 'Cayenne Whist'"
    assert by["duplicate-whist"]["scored_by"].startswith("deals")
    assert "39 cards" in by["three-handed-whist"]["pack"]
    assert "seed 001" in by["bishops-whist"]["source"]
    assert by["bridge-whist"]["source"] == "seed 000, 'Bridge Whist'"


def test_games_does_not_lend_a_parents_source() -> None:
    """A game registered without its own source (a variant of duplicate whist) is not
    listed under the Laws of Duplicate Whist."""

    class Variant(DuplicateWhist):
        name = "variant-whist"
        title = "A variant"

    register(Variant())
    try:
        row = next(r for r in describe() if r["name"] == "variant-whist")
        assert row["source"] == "not stated by the game"
    finally:
        del _REGISTRY["variant-whist"]

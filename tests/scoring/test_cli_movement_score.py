"""``whist movement`` and ``whist score`` on real files and a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from scoring import Movement, ResultsFile, build_movement, dump, movement_names
from whistcli.main import cli

from .test_results import book_example_results


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_names_one_per_line() -> None:
    code, out = run("movement", "--names")
    assert code == 0
    lines = out.splitlines()
    assert [line.split("\t")[0] for line in lines] == [n for n, _ in movement_names()]
    assert "mitchell\t" in out and "howell\t" in out


def test_json_asc_text_outputs() -> None:
    code, out = run("movement", "mitchell", "--tables", "5", "--deals", "10", "--json")
    assert code == 0
    assert Movement.from_json(out) == build_movement("mitchell", 5, 10)
    code, out = run("movement", "howell", "--tables", "4", "--asc")
    assert code == 0 and out.splitlines()[0] == "8 4 7 7 0"
    code, out = run("movement", "individual-8", "--tables", "2", "--deals", "28")
    assert code == 0 and "Round 14" in out


def test_errors_quote_the_book_and_exit_non_zero() -> None:
    code, out = run("movement", "mitchell", "--tables", "4")
    assert code == 1 and "applicable only when the number of tables is odd" in out
    code, out = run("movement", "mitchell-7", "--tables", "6")
    assert code == 1 and "divisible by three" in out
    code, out = run("movement", "nosuch", "--tables", "4")
    assert code == 1 and "unknown movement 'nosuch'" in out
    code, out = run("movement", "mitchell")
    assert code == 1 and "--tables" in out


def test_score_prints_the_books_example(tmp_path: Path) -> None:
    m = build_movement("mitchell", 5, 20)
    path = tmp_path / "night.json"
    dump(ResultsFile(movement=m, results=tuple(book_example_results(m)), event="Example"), path)
    code, out = run(
        "score", str(path), "--deal", "1", "--card", "1", "--usebio", str(tmp_path / "u.xml")
    )
    assert code == 0, out
    assert "Example" in out and "+15 -15" in out and "Total score: 1300" in out
    # "Each North and South score is compared with this average. The same course is
    # pursued with the East and West scores": two rankings; N-S pair 1 (+2) and E-W pair
    # 2 (+2) are not in one list, so no fraction of a trick is needed between them
    assert "by the fraction of a trick" not in out
    lines = out.splitlines()
    assert "   1    7 NS         +6  total   151" in lines
    assert "   1    6 EW         +4  total   119" in lines
    assert lines.index("North-South") < lines.index("East-West")
    assert "Deal 1" in out and "Card of 1" in out
    assert (tmp_path / "u.xml").read_text().startswith("<?xml")
    code, out = run("score", str(path), "--method", "matchpoints", "--json")
    data = json.loads(out)
    assert data["method"] == "matchpoints" and len(data["standings"]) == 10


def test_score_errors(tmp_path: Path) -> None:
    code, out = run("score", str(tmp_path / "missing.json"))
    assert code == 1 and "cannot read" in out
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  oops")
    code, out = run("score", str(bad))
    assert code == 1 and "line 2" in out


def test_real_process() -> None:
    """The installed console script, as a director would run it."""
    script = Path(sys.executable).parent / "whist"
    if not script.exists():
        pytest.skip("the whist console script is not installed beside this Python")
    proc = subprocess.run(
        [str(script), "movement", "clay", "--tables", "3", "--text"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("clay: 3 tables, 6 rounds, 6 deals")
    proc = subprocess.run(
        [str(script), "movement", "snow", "--tables", "4", "--deals", "12"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 1 and "not applicable except" in proc.stderr

"""``bench/bench_solver.py`` on two small deals, run as its users run it: two worker
processes (``--jobs 2``) print the deals in deal order with the values the solver finds
for the same boards in this process, the distribution is printed and kept in ``--json``,
and a board the solver gives up on lands in the "gave up" bucket. Its figures of time are
never checked (speed belongs to the bench), only that each is reported."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from solver import Solver
from whist.games import BISHOPS_WHIST

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_solver.py"
SMALL = ("--deals", "2", "--baseline", "0", "--cards", "6", "--seed", "5")
BUCKETS = ["< 1 s", "1-2 s", "2-5 s", "5-10 s", "10-30 s", ">= 30 s", "gave up"]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=300
    )


def _bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_solver", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "bench_solver", bench)  # for its dataclasses
    spec.loader.exec_module(bench)
    return bench


def test_two_workers_report_each_deal_in_order_and_keep_the_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    figures = tmp_path / "solver.json"
    done = _run(*SMALL, "--jobs", "2", "--json", str(figures))
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    deals = re.findall(r"^  deal +(\d+): +[\d.]+ s +([\d,]+) positions  N-S (\d+) tricks, "
                       r"points ([+-]\d+)$", out, re.MULTILINE)  # fmt: skip
    assert [d[0] for d in deals] == ["1", "2"], out
    assert "Bishops whist, 2 deals (tricks and points): median " in out
    assert re.search(r"distribution .*: median [\d.]+ s, p75 [\d.]+ s, p90 [\d.]+ s, max", out)
    counts = re.search("  boards: " + ", ".join(f"{re.escape(b)}: (\\d+)" for b in BUCKETS), out)
    assert counts is not None and sum(map(int, counts.groups())) == 2, out
    assert "positions a board, median: " in out and "(2 jobs, " in out
    kept = json.loads(figures.read_text())
    assert kept["jobs"] == 2 and kept["cards"] == 6 and kept["deals"] == 2
    assert [b["number"] for b in kept["boards"]] == [1, 2]
    # the values the workers found are the solver's for the same boards, in this process
    bench = _bench(monkeypatch)
    for board, line, row in zip(bench.bishops_boards(2, 5), deals, kept["boards"], strict=True):
        value = Solver(BISHOPS_WHIST, board.trump).solve(bench.board_position(board, 6))
        assert (row["tricks"], row["points"]) == (value.tricks, value.points)
        assert (int(line[2]), int(line[3])) == (value.tricks, value.points)
        assert int(line[1].replace(",", "")) == row["positions"] > 0
        assert row["gave_up"] is False
    spread = kept["distribution"]
    assert list(spread["buckets"]) == BUCKETS and sum(spread["buckets"].values()) == 2
    assert spread["buckets"]["gave up"] == 0
    assert spread["median_s"] <= spread["p75_s"] <= spread["p90_s"] <= spread["max_s"]
    seconds = sorted(b["seconds"] for b in kept["boards"])
    assert spread["max_s"] == pytest.approx(seconds[-1], abs=1e-3)
    positions = sorted(b["positions"] for b in kept["boards"])
    assert spread["positions_median"] == int(sum(positions) / 2)


def test_a_board_given_up_is_counted_apart() -> None:
    """With a limit of 50 positions neither board is solved: each line says "gave up",
    the bucket holds both, and a quantile that lands on such a board is not a time."""
    done = _run(*SMALL, "--max-nodes", "50")
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert out.count("positions  gave up") == 2, out
    assert "; gave up: 2" in out
    assert "median gave up, p75 gave up, p90 gave up, max gave up" in out
    assert ">= 30 s: 0, gave up: 2" in out and "positions a board, median: gave up" in out


def test_two_processes_a_board_give_the_same_values_and_wall_seconds() -> None:
    """``--workers 2`` (solver/parallel.py): the same values as one process, and each
    deal's wall-clock seconds printed beside its CPU seconds."""
    one, two = _run(*SMALL), _run(*SMALL, "--workers", "2")
    assert one.returncode == 0 and two.returncode == 0, two.stderr[-3000:]
    values = r"^  deal +(\d+): .* positions  (N-S \d+ tricks, points [+-]\d+)"
    assert re.findall(values, two.stdout, re.MULTILINE) == re.findall(
        values, one.stdout, re.MULTILINE
    )
    assert len(re.findall(r"\(wall [\d.]+ s\)$", two.stdout, re.MULTILINE)) == 2, two.stdout
    assert "wall-clock (2 processes a board): median " in two.stdout
    assert "wall-clock" not in one.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--jobs", "0"), "--jobs 0: at least one worker"),
        (("--json", "/nonexistent-folder/f.json"), "no folder /nonexistent-folder"),
        (("--cards", "14"), "--cards: invalid choice"),
        (("--workers", "3"), "--workers 3: 1 or 2 processes a board"),
        (("--workers", "2", "--jobs", "2"), "--workers 2 with --jobs"),
    ],
)
def test_bad_options_are_refused_before_the_run(args: tuple[str, ...], message: str) -> None:
    done = _run(*SMALL, *args)
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert "deal " not in done.stdout

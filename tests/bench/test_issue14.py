"""``bench/issue14.py --quick`` runs and prints every row of issue 14's table (a smoke
run of the bench: its figures are never checked, only that each row is measured)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "issue14.py"

#: the rows of issue 14's table and targets, as the bench names them
ROWS = (
    "`whist deal --boards 200` CPU, peak",
    "`whist deal --boards 2,000` CPU, peak",
    *(f"`whist convert` 300 boards PBN -> {f}" for f in ("BER", "CSV", "LIN", "PBN")),
    *(f"`whist convert` 99 boards PBN -> {f}" for f in ("DLM", "DUP")),
    "`whist --help`",
    "`whist convert` 99 boards -> DLM (start-up)",
    "kiosk, 3 tablets, full durability, run 1",
    "scoring, full recompute, 13 tables x 27 deals",
    "scoring, incremental update, 13 tables",
    "scoring, full recompute, 15 tables x 27 deals",
    "scoring, incremental update, 15 tables",
    "`whist deal analyse --table`, 2 boards, in process",
    "`whist deal analyse --table`, 2 boards, whole process",
)


@pytest.mark.slow
def test_quick_run_prints_every_row() -> None:
    env = {k: v for k, v in os.environ.items() if k != "BIGDEAL"}
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick"],
        capture_output=True,
        text=True,
        timeout=600,
        env=env,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert "load" in out.splitlines()[0]
    table = out[out.index("| what |") :].splitlines()
    # a header, its rule, then one line a row, each with a verdict in its last cell
    for row in ROWS:
        lines = [line for line in table if line.startswith(f"| {row} |")]
        assert len(lines) == 1, (row, out[-3000:])
        assert lines[0].rstrip().endswith(("| met |", "| NOT met |", "| skipped |"))
    assert len(table) == 2 + len(ROWS)
    # without bigdealx its rows say so rather than fail
    assert "bigdealx skipped" in out
    assert "at the end" in out

"""A small sample of bench/solver_agreement.py, run as its users run it (the full runs,
1,000 deals against DDS and thousands of Bishops endings against brute force, are too
slow for the suite): every position agrees, and the bench says so in its own words."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "solver_agreement.py"


def test_a_sample_of_the_agreement_bench() -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(BENCH),
            *("--deals", "4", "--from-trick", "8"),
            *("--endings", "40", "--cards", "4", "--seed", "3"),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    out = result.stdout
    assert "DISAGREE" not in out, out
    dds = re.search(r"(\d+)/4 deals agree at every trick; positions (\d+)/(\d+) agree", out)
    assert dds is not None, out
    assert dds.group(1) == "4" and dds.group(2) == dds.group(3) == "24", out
    bishops = re.search(r"(\d+)/40 agree on tricks and points", out)
    assert bishops is not None and bishops.group(1) == "40", out

"""A small sample of bench/solver_agreement.py, run as its users run it (the full runs,
1,000 deals against DDS and thousands of Bishops endings against brute force, are too
slow for the suite): every position agrees, and the bench says so in its own words; the
Bishops endings checked by two worker processes are the ones the bench draws alone."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "solver_agreement.py"


def test_a_sample_of_the_agreement_bench(monkeypatch: pytest.MonkeyPatch) -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(BENCH),
            *("--deals", "4", "--from-trick", "8"),
            *("--endings", "40", "--cards", "4", "--seed", "3", "--jobs", "2"),
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
    bishops = re.search(
        r"(\d+)/40 agree on tricks and points \(tricks (\d+)/40, points (\d+)/40", out
    )
    assert bishops is not None and bishops.groups() == ("40", "40", "40"), out
    assert "(2 jobs," in out, out
    # the sizes the workers report are those of the endings the seed draws, one by one
    spec = importlib.util.spec_from_file_location("solver_agreement", BENCH)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "solver_agreement", bench)  # for its dataclass
    spec.loader.exec_module(bench)
    drawn = Counter(bench.ending_of(3, number, 1, 4)[0] for number in range(1, 41))
    reported = {int(k): int(n) for k, n in re.findall(r"(\d) cards: \d+/(\d+)", out)}
    assert reported == dict(drawn), out

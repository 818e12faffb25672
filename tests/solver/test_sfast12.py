"""sfast12 (issue 17): the same positions, fewer instructions (solver/_core.c). A W's four
suits' words are or-ed as one 64-bit word and its flag word apart (or_w(): the cards of the
failed cards gathered in at_least(), foresee() and the last tricks' searches); mid_bound()
counts the bishops on the trick (one to three cards) without a loop.

Why: no option turns either off (the same positions), and a slip would change which cards
an entry keeps or what mid_bound() decides, silently. The build with -DSFAST12_CHECK or-s
the words one by one too and counts the trick's bishops with the loop, and exits where they
differ; this runs it on searches of both games, with knights and bishops in play. A C
compiler is needed for the check build (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(1201, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_words_or_ed_at_once_and_the_tricks_bishops_counted_at_once(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST12_CHECK", _SEARCHES)
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(r"sfast12: (\d+) ors, (\d+) tricks' bishops compared", run.stderr)
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0

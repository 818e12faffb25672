"""sfast16 (issue 17): the same positions, fewer instructions (solver/_core.c).
The bishops in the hands (bishops_left(), mid_bound()) are read off the cards in play (one
POPCNT of the four suits' bishop bits), no longer a count that take() and give() kept.

Why: no option turns it off (the same positions), and a wrong count would loosen or tighten
mid_bound()'s and the bounds' bishops silently. The build with -DSFAST16_CHECK counts the
bishops hand by hand and suit by suit at each read too, and exits where they differ; this
runs it on searches of both games, with knights, bishops and trumps in play. A C compiler
is needed for the check build (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(1601, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_bishops_held_read_off_the_cards_in_play_are_those_counted(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST16_CHECK", _SEARCHES)
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(
        r"sfast16: (\d+) counts of the bishops held checked, (\d+) bishops", run.stderr
    )
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing, or only hands without a bishop
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0

"""sfast13 (issue 17): the same positions, fewer instructions (solver/_core.c).
later_tricks() keeps its last findings with trumps in play (Ctx.later_last) and reuses them
where the hands' knights and the trumps' codes by grade are those it read last (mid_bound()'s
siblings: a plain card played since).

Why: no option turns it off (the same positions), and a key that missed something
later_tricks() reads would bound positions with another position's later tricks, silently.
The build with -DSFAST13_CHECK works each reused finding out afresh too and exits where they
differ; this runs it on searches of both games, with knights, bishops and trumps in play. A
C compiler is needed for the check build (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(1301, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_later_tricks_kept_are_those_worked_out_afresh(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST13_CHECK", _SEARCHES)
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(r"sfast13: (\d+) later tricks reused, (\d+) worked out", run.stderr)
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0

"""sfast20 (issue 17): the same positions, fewer instructions (solver/_core.c).
later_knights() (mid_bound()'s and bounded_early()'s later tricks without trumps in play)
copies its findings from a table made at load, indexed by the seats holding knights
(knight_seats(): the four counts compared at once), instead of working them out from the
four counts each call; knights_hold() and other_grades() read those seats too; could_take()
asks each of a hand's tries as it finds it, not gathered first in an array; later_tricks()
keeps 256 findings with trumps in play, not the last one only (checked by
tests/solver/test_sfast13.py's build). Callgrind, bench/driver_deals.py, the whole
process: deal 10 14,585.1M -> 14,309.2M instructions (-1.89%), deal 70 17,153.4M ->
16,699.4M (-2.65%), deal 2 1,437.6M -> 1,421.1M (-1.15%), the same positions (see the top
comment of solver/_core.c).

Why: no option turns it off (the same positions), and a table entry or a seat's bit wrong
(a knight's side, knight_pair()'s claim of the last two tricks) or a try of could_take()
lost or reordered (the card mid_bound() reads as the fourth hand's taker) would bound
positions wrongly, silently. The build with -DSFAST20_CHECK works later_knights()'s and
knights_hold()'s findings out from the counts as before, and keeps main's could_take()
beside the new one, and exits where they differ; this runs it on searches of both games,
with knights, bishops and trumps in play. A C compiler is needed for the check build
(~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(2001, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_knights_seats_and_tries_decide_as_the_counts_did(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST20_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(
        r"sfast20: (\d+) later knights checked, (\d+) knights held checked, (\d+) takes checked",
        run.stderr,
    )
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0
    assert int(counts.group(3)) > 0

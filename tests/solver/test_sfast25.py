"""sfast25 (issue 17): the same positions, fewer instructions (solver/_core.c).
quick_tricks() (the leader's side's sure tricks, asked at most positions by the bounds)
finds nothing at a third to a half of its calls, and paid its whole frame for them. Now,
inlined at its callers, it scans first (quick_first(): the hands' voids and dangers as bit
sets) for the first suit of the leader's that may find something (his side holds its top
card and a round survives, or a cross suit for sknight3's way on): where none may, it
returns at once, else the function as it was (quick_tricks_found()) starts at that suit.
Callgrind, the whole process, bench/driver_deals.py (both searches, the positions the
same): deal 20 11,483.6M -> 11,460.4M instructions (-0.20%); seed 18's deal 8 5,790.0M ->
5,773.8M (-0.28%).

Why: no option turns it off (the same positions). A scan that said "nothing" where the
function finds something, or a first suit past one that counts, would lose sure tricks
silently (more positions, not other values: no other test would fail at once). The build
with -DSFAST25_CHECK checks, at every call, the scan's "nothing" against a plain scan by
survive() and the function from the scan's suit against the function from suit 0 (the
same tricks, bishops, cards and way on), and exits where they differ; this runs it on
deal 20's whole search (a trump deal: clubs, knights in play) and asserts that the scan
answered "nothing" at a good share of the calls. A C compiler is needed for the check
build (~10 s of CPU, then ~30 s for the deal).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import DEAL_20_SOLVED, deal_solved_by_check_build


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_quick_tricks_scan_finds_nothing_only_where_the_function_does(tmp_path: Path) -> None:
    run, solved = deal_solved_by_check_build(tmp_path, "SFAST25_CHECK", 20)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert solved == DEAL_20_SOLVED
    checks = re.search(
        r"sfast25: (\d+) quick_tricks\(\) calls, (\d+) found nothing by the scan", run.stderr
    )
    assert checks is not None, run.stderr[-3000:]
    calls, none = (int(count) for count in checks.groups())
    assert calls > 1_000_000, calls
    assert none > calls // 10, (none, calls)

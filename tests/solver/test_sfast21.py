"""sfast21 (issue 17): the same positions, fewer instructions (solver/_core.c).
later_tricks() keeps its findings with trumps in play in 2,048 slots, not sfast20's 256
(Ctx.later_kept[], direct-mapped by the trumps' codes by grade and the knights held):
bench/driver_deals.py's deal 70 (a trump deal) worked them out 332K times with 256 slots,
151K with 2,048. Callgrind, the whole process: deal 70 17,030.3M -> 16,990.5M
instructions (-0.23%), deal 2 1,432.5M -> 1,426.8M (-0.40%), the same positions (see the
top comment of solver/_core.c). Also sfast21: mid_bound() asks whether a hand of y still to
play holds a trump only where y counts top trumps (deal 10 -0.81%); its guard is
tests/solver/test_sknight6.py's (its mid-trick endings against brute force fail with the
test inverted).

Why: no option turns it off (the same positions). A slot index past the array (the shift
of later_slot() not matching LATER_KEPT), or a finding reused for other trumps or knights,
would bound positions wrongly, silently; fewer slots again would only cost instructions.
The build with -DSFAST13_CHECK works each reused finding out afresh too and exits where
they differ, and counts the findings worked out; this runs it on deal 70's whole search
(both searches) and asserts both. A C compiler is needed for the check build (~10 s of
CPU, then ~20 s for the deal).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import deal_solved_by_check_build


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_later_tricks_kept_in_more_slots_are_found_again(tmp_path: Path) -> None:
    run, solved = deal_solved_by_check_build(tmp_path, "SFAST13_CHECK", 70)
    # deal 70's value (bench/driver_deals.py)
    assert solved[:2] == ("10", "4")
    counts = re.search(r"sfast13: (\d+) later tricks reused, (\d+) worked out", run.stderr)
    assert counts is not None, run.stderr[-3000:]
    reused, worked_out = int(counts.group(1)), int(counts.group(2))
    # 2,048 slots: ~151K worked out; sfast20's 256: ~332K
    assert worked_out < 220_000, (reused, worked_out)
    assert reused > 10 * worked_out, (reused, worked_out)

"""sfast23 (issue 17): the same positions, fewer instructions (solver/_core.c).
(a) mid_bound() asks the fourth hand's could_take() once (an adversary fourth hand that
cannot take the trick was asked the same question a second time); (b) mid_bound()'s
held_top() block is skipped whole where the side without the top trump holds no knight
(neither held_top() call can be made there); (c) held_top() counts the other side's longest
holdings and the hand's plain cards drawn by them four suits at once, in a word's 16-bit
lanes, the lengths read off Ctx.lengths' nibbles (PDEP) rather than counted card by card.
Callgrind, the whole process, bench/driver_deals.py (both searches, the positions the
same): deal 20 14,673.2M -> 14,454.9M instructions (-1.49%; held_top() 559M -> 376M),
deal 96 9,257.2M -> 9,118.9M (-1.49%), deal 10 (no trumps) 13,585.7M -> 13,535.7M (-0.37%;
see the top comment of solver/_core.c).

Why: no option turns them off (the same positions). A wrong length in a lane, a skipped
block that would have raised a side's sure tricks or a fourth hand's answer lost would
bound positions wrongly, silently. The build with -DSFAST23_CHECK asks the fourth hand's
could_take() a second time anyway, makes the skipped blocks' held_top() calls where they
would be made, counts the lanes' sums card by card beside them and compares Ctx.lengths'
lanes with the hands' cards, and exits where any differs; this runs it on deal 20's whole
search (a trump deal: clubs) and asserts each check was made. A C compiler is needed for
the check build (~10 s of CPU, then ~30 s for the deal).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import DEAL_20_SOLVED, deal_solved_by_check_build


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_mid_bound_and_held_top_find_what_they_found_before(tmp_path: Path) -> None:
    run, solved = deal_solved_by_check_build(tmp_path, "SFAST23_CHECK", 20)
    assert "skipped where it asks" not in run.stderr, run.stderr[-3000:]
    assert solved == DEAL_20_SOLVED
    checks = re.search(
        r"sfast23: (\d+) fourth hands checked, (\d+) held_top\(\) blocks skipped, (\d+) lanes checked",
        run.stderr,
    )
    assert checks is not None, run.stderr[-3000:]
    assert all(int(count) > 100_000 for count in checks.groups()), checks.groups()

"""sfast22 (issue 17): the same positions, fewer instructions (solver/_core.c).
(a) held_top() counts the other side's longest holdings (x's ``most[]``) only where a hand's
plain cards are asked (a hand with top trumps, no knight, no lower trump), not at every
call; (b) mid_bound() asks held_top() only of the side holding the top trump in play (it
counts a hand's trumps above all of the other side's: none elsewhere), and makes the seats
still to play as a rotation, not a loop; (c) points_bishops_on() of four tricks or more is
the bishops in the hands (one POPCNT: a hand holds at most the four). Callgrind, the whole
process, bench/driver_deals.py --deals 20 (both searches, 7,351,798 positions, the same):
15,163.6M -> 14,733.2M instructions (-2.84%; held_top() 925M -> 564M; see the top
comment of solver/_core.c).

Why: no option turns them off (the same positions). A held_top() skipped where it would
have counted, or a wrong count of the bishops four tricks hold, would bound positions
wrongly, silently. The build with -DSFAST22_CHECK keeps main's held_top() beside the new
one and exits where they differ, asks mid_bound()'s skipped held_top() calls anyway (they
must find nothing), makes the seats still to play with main's loop too, and counts the
bishops four tricks or more hold as main did; this runs it on deal 20's whole search (a
trump deal: clubs) and asserts each check was made. A C compiler is needed for the check
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
def test_held_top_and_the_bishops_on_tricks_are_found_as_before(tmp_path: Path) -> None:
    run, solved = deal_solved_by_check_build(tmp_path, "SFAST22_CHECK", 20)
    assert "skipped where it counts" not in run.stderr, run.stderr[-3000:]
    assert solved == DEAL_20_SOLVED
    skips = re.search(
        r"sfast22: (\d+) mid_bound\(\) skips checked, (\d+) held_top\(\) checked", run.stderr
    )
    assert skips is not None, run.stderr[-3000:]
    assert int(skips.group(1)) > 100_000 and int(skips.group(2)) > 100_000, skips.groups()
    bishops = re.search(r"sfast22: (\d+) points_bishops_on\(\) checked", run.stderr)
    assert bishops is not None, run.stderr[-3000:]
    assert int(bishops.group(1)) > 100_000, bishops.group(1)

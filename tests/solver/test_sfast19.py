"""sfast19 (issue 17): the same positions, fewer instructions (solver/_core.c).
sknight3's ways on through the partner's entry (entry_cash(): the partner's tops of the
other suits cashed after the entry) were found at every quick_tricks() call of
bounded_quick(), but count only where the quick tricks found do not decide. quick_tricks()
now keeps what those ways start from (QuickWay: only where there is an entry or the
leader's top over the partner's second card) and bounded_quick() asks quick_more() for
them only where the quick tricks found decide nothing. Callgrind, bench/driver_deals.py,
the whole process: deal 12 17,556.1M -> 17,480.7M instructions (-0.43%), the same
positions (see the top comment of solver/_core.c for deals 10 and 2).

Why: no option turns it off (the same positions), and a way on that quick_more() found
otherwise than quick_tricks() did (a field of the state not kept, the order of the ways
changed) would decide another bound, silently. The build with -DSFAST19_CHECK keeps main's
quick_tricks() (the ways found at once) and bounded_quick() with it, and exits where
bounded_quick() decides otherwise or with other cards, or quick_more() finds other ways;
this runs it on searches of both games, with knights, bishops and trumps in play. A C
compiler is needed for the check build (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(1901, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_ways_on_found_late_are_those_found_at_once(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST19_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(
        r"sfast19: (\d+) quick bounds compared, (\d+) ways on found late", run.stderr
    )
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0

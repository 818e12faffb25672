"""What foresee() (solver/_core.c) found out about the fourth hand's cards is used as it
would be worked out again (sfore2): a card it found decided, its cards worked out, is not
played again by at_least()'s loop (the next trick start counted, its outcome and cards
taken as found), and at a trick start whose carried table answer is fresh (nothing stored
since) points_other_need() is not asked again.

Why: no option turns it off (the same positions), and a slip would change outcomes or
the cards an entry keeps, silently. The build with -DSFORE2_CHECK plays and searches each
such card as before (on a copy of the search's state) and asks points_other_need() again
at each fresh carry, and exits where either differs; this runs it on searches of both
games (Bishops: the points search too). A C compiler is needed (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(79, 6, 9, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_what_foresee_passes_on_is_what_the_search_would_find(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFORE2_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    # both uses met (else the check compared nothing)
    counts = re.search(r"checked (\d+) carried cards, (\d+) fresh carries", run.stderr)
    assert counts is not None, run.stderr[-3000:]
    assert int(counts.group(1)) > 0 and int(counts.group(2)) > 0, counts.group(0)

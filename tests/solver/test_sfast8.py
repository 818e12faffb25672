"""The suit's codes by rank that ``take()`` (solver/_core.c) keeps when a card is played are
those ``codes_of()`` makes afresh from the hands (sfast8: the places above and below the
card from one shift).

Why: no option turns it off (the same positions), and the codes by rank are the table's
keys and regions, so a slip would change which positions an entry answers for, silently.
The build with -DSFAST8_CHECK compares, at each card taken, the suit's codes by rank with
codes_of()'s and exits where they differ; this runs it on searches of both games, with
knights in play and not. A C compiler is needed, as for the installed core (~10 s of CPU).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(78, 8, 10, 4)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_take_keeps_the_codes_by_rank_as_codes_of_makes_them(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST8_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout

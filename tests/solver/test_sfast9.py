"""foresee() (solver/_core.c) leaves bounded()'s quick tricks to the card's search where
they could only decide against the hand and a card before it was left open (sfast9):
bounded() is split in two steps (bounded_early(), bounded_quick()), the second asked late
from what the first found (Carry.st) if the card is searched at all; and foresee() finds
the later tricks (later_tricks(): trumps and knights) once for the cards that are neither.

Why: no option turns it off (the same positions), and a slip (a step that could decide
for the hand left out, a carried state or a reused later tricks' that differs from the
position's) would change cut-offs or the cards an entry keeps, silently. The build with
-DSFAST9_CHECK asks each quick tricks' step left out and exits if it would have decided
for the hand; at each card's search that asks it late, asks bounded() whole again and
exits where the outcome or the cards differ; and finds each reused later tricks' afresh,
exiting where they differ. This runs it on searches of both games (Bishops: the points
search too). A C compiler is needed (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(91, 4, 9, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_quick_tricks_left_to_the_search_are_what_bounded_finds(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST9_CHECK", _SEARCHES)
    assert "differ" not in run.stderr and "decide for" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    # both sides met (else the check compared nothing)
    counts = re.search(
        r"(\d+) quick tricks left out, (\d+) asked late, (\d+) later tricks reused", run.stderr
    )
    assert counts is not None, run.stderr[-3000:]
    assert all(int(count) > 0 for count in counts.groups()), counts.group(0)

"""sfast24 (issue 17): the same positions, fewer instructions (solver/_core.c).
follow_weight() (order_moves()' weight of a follower's card) asks the knight's two tests
(sknight9's knight_late(), sorder5's knight in lieu of the bishop) in one block taken only
by the knight (marked unlikely), and the bishop's test only of the other cards, rather
than each card testing ``code == KNIGHT_CODE`` in three compound conditions. Callgrind,
the whole process, bench/driver_deals.py (both searches, the positions the same): deal 20
13,423.5M -> 13,326.8M instructions (-0.72%; follow_weight() and what GCC inlines there
~280M -> ~182M; see the top comment of solver/_core.c for deal 62).

Why: no option turns it off (the same positions). A weight changed would reorder a
follower's cards silently (positions, not values: no other test would fail at once). The
build with -DSFAST24_CHECK keeps follow_weight() as it was before (follow_weight_pre24()),
asks both of every follower's card ordered and exits where they differ; this runs it on
deal 20's whole search (a trump deal: clubs, knights in play) and asserts cards were
checked, knights among them. A C compiler is needed for the check build (~10 s of CPU,
then ~30 s for the deal).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import DEAL_20_SOLVED, deal_solved_by_check_build


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_follow_weight_gives_the_weights_it_gave_before(tmp_path: Path) -> None:
    run, solved = deal_solved_by_check_build(tmp_path, "SFAST24_CHECK", 20)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert solved == DEAL_20_SOLVED
    checks = re.search(
        r"sfast24: (\d+) follow_weight\(\) weights checked, (\d+) of knights", run.stderr
    )
    assert checks is not None, run.stderr[-3000:]
    weights, knights = (int(count) for count in checks.groups())
    assert weights > 1_000_000, weights
    assert knights > 10_000, knights

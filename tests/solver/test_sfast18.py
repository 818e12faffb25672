"""sfast18 (issue 17): the same positions, fewer instructions (solver/_core.c).
A follower's lawful cards (lawful_moves(), at the second to fourth hand) are kept for the
trick start they were found under, by place in the trick and suit led, and reused after
the trick start's other leads of that suit and the other cards before him
(kept_moves()); not where run_starts() asked the other suits' grades (a knight in
play: the trick's cards count there). A follower's runs read the cards in play at the
trick's start (Ctx.start_play[]), not all_in_suit()'s loop over the trick. Callgrind,
bench/driver_deals.py, the whole process: deal 12 19,199.9M -> 18,960.1M instructions
(-1.25%), deal 10 -0.81%, deal 2 -1.14%, the same positions.

Why: no option turns it off (the same positions), and cards kept under a stamp that missed
something lawful_moves() reads would search another hand's cards, silently. The build with
-DSFAST18_CHECK finds each hand's cards afresh too (kept, or found from the trick start's
cards in play) and exits where they differ; this runs it on searches of both games, with
knights, bishops and trumps in play. A C compiler is needed for the check build (~10 s of
CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import check_core_searches, run_with_check_core

_SEARCHES = check_core_searches(1801, 3, 10, 10)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_followers_cards_kept_are_those_found_afresh(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST18_CHECK", _SEARCHES)
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    counts = re.search(r"sfast18: (\d+) followers' cards kept and checked, (\d+) found", run.stderr)
    assert counts is not None, run.stderr[-3000:]
    # else the check compared nothing
    assert int(counts.group(1)) > 0
    assert int(counts.group(2)) > 0

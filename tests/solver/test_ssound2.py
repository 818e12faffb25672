"""A complete trick keeps its cards on their side of the bishop where the next position's
outcome rested on the count of cards above it (ssound2; ``count_side()`` in
solver/_core.c, called by ``relevance()``).

Why: the next trick start's key holds each suit's count of cards above the bishop, and a
card played is out of it. A position of this trick's start with a card above the bishop
swapped, below W's places, for one below it (the same key here) would play the low card
instead and meet another count. ssound's check build found it (bench/solver_check.py):
ending 1 of seed 7, trick 9, West led a spade, North discarded the club bishop, East to
play; East's club ace discarded under South's ruff left South's clubs below the knights'
ten, and W kept no club, so the entry answered for East's two and South's ace (brute
force: 6 and 9 points). No root value differed, so the regression test runs the check
build itself (a C compiler, as the installed core needs; ~2 minutes of CPU): it fails
before the fix (the check exits at the wrong W).

Checked (bench/solver_check.py, seed 7, 400 endings of 6-10 cards, one table kept): the
plain hit check found 8 wrong inner decisions before, none after; the W check (with and
without SOLVER_CHECK_MID) clean on the endings run."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import disagreeing_with_brute_table_kept, run_with_check_core
from tests.solver.test_skey3 import _endings

_ENDING_ONE = """
import random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
from solver.search import _core
from tests.solver.brute import knights_ending, random_ending
from tests.solver.compiled import compiled_solver
from whist.games import BISHOPS_WHIST
assert _core.__file__.startswith(sys.argv[1])
rng = random.Random(7)
endings = [knights_ending(rng, 6, 10) if i % 3 else random_ending(rng, BISHOPS_WHIST, rng.randint(6, 10))
           for i in range(2)]
_core.clear()
compiled_solver(endings[1], 0).solve(endings[1])
"""


def test_small_endings_with_the_table_kept_agree_with_the_brute_force() -> None:
    rng = random.Random(1899 + 170)
    assert disagreeing_with_brute_table_kept(_endings(rng, 3, 5, 36)) == []


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_check_build_finds_no_wrong_w_on_ssounds_ending(tmp_path: Path) -> None:
    env = {"SOLVER_CHECK_W": "1", "SOLVER_CHECK_MID": "1", "SOLVER_CHECK_STOP": "1"}
    run = run_with_check_core(tmp_path, "SOLVER_CHECK", _ENDING_ONE, env)
    assert "CHECK" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]

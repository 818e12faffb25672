"""A complete trick's cards kept in ``W`` (``relevance()`` in solver/_core.c: ``trick_w()``
and ``count_side()``) and the quick tricks (``quick_tricks()``) worked out with fewer
instructions (sfast7): the same cards and tricks.

Why: sfast7 tells ``trick_w()``'s ways apart by the suits on the trick (a bit each), asks
``count_side()``'s tests (``count_keyed()``, ``count_open()``) once a suit rather than once
a card (``side_suits()``), reads the next position's own W before ``trick_w()`` rather than
from a copy, and has ``quick_tricks()`` work out a hand's tops in a suit only where that
hand holds the suit's highest card. No option turns it off (the same positions), so a slip
would change only which positions an entry answers for, silently (a value could still
come out right, or be wrong only on a rare trick). The build with -DSFAST7_CHECK keeps the
functions as they were (``relevance_main()``, ``quick_tricks_main()``) and exits where the
two give another W (or other tricks or bishops); this runs it on searches of both games,
tricks and points, with knights in play and not, under the options that change what
those keep. A C compiler is needed, as for the installed core (~10 s of CPU; the check
build has no BMI2, so it runs the other way of ``side_suits()``'s low cards: the default
build's is checked by the positions, bench/driver_deals.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import run_with_check_core

_SEARCHES = """
import random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
from solver.search import (
    _core, KEEP_HOLDER, KNIGHT_GRADES, NO_BOTH_QUICK, NO_CAPTURE, NO_COUNT_FREE, NO_COUNT_OUT,
    NO_ENTRY, NO_HOLDER, NO_KNIGHT_TEN, NO_SIDE_OPEN,
)
from tests.solver.compiled import compiled_solver
from tests.solver.deals import last_tricks_positions, played_to
assert _core.__file__.startswith(sys.argv[1])
rng = random.Random(77)
positions = [played_to(rng, rng.randint(8, 10), rng.randrange(4)) for _ in range(4)]
positions += last_tricks_positions(77)[::3]
options_tried = (0, NO_SIDE_OPEN, KEEP_HOLDER, NO_COUNT_OUT, NO_HOLDER, NO_COUNT_FREE,
                 KNIGHT_GRADES, NO_KNIGHT_TEN, NO_ENTRY, NO_BOTH_QUICK, NO_CAPTURE)
for options in options_tried:
    _core.clear()
    for position in positions:
        compiled_solver(position, options).solve(position)
print("searched", len(positions), "under", len(options_tried))
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_a_tricks_cards_and_the_quick_tricks_are_those_before_sfast7(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST7_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout and "under 11" in run.stdout

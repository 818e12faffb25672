"""order_moves() (solver/_core.c) with fewer instructions (sorder6): the same cards in the
same order.

Why: sorder6 reads the holders of a suit's top cards off the codes by rank where a weight
asks them (top_seat(), cards_above()), not from the three tops of every suit worked out
first (tops_of()), adds the history in the weights' loop, and inlines the weights. No
option turns it off (the same positions), so a slip would change only the order the cards
are tried in, silently: a value stays right, the positions grow. The build with
-DSORDER6_CHECK keeps order_moves() as it was (order_moves_main()) and exits where the two
put the cards in another order; this runs it on searches of both games (Bishops: the
points search too) under the options that change the order (sval2's FOURTH_TRUMP_FIRST
too: its rule, merged after sorder6, is in both; sval3's SECOND_WINNER_FIRST so too). quick_tricks()'s part of
sorder6 is checked by test_sfast7.py (quick_tricks_main()). A C compiler is needed (~20 s
of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import run_with_check_core

_SEARCHES = """
import random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
from solver.search import (
    _core, FOURTH_TRUMP_FIRST, NO_BISHOP_ONTO, NO_FORCE_BISHOP,
    NO_GUARDED_BISHOP, NO_HISTORY, NO_IN_LIEU, NO_TOP_LEAD, SECOND_WINNER_FIRST,
)
from tests.solver.compiled import compiled_solver
from tests.solver.deals import last_tricks_positions, played_to
assert _core.__file__.startswith(sys.argv[1])
rng = random.Random(61)
positions = [played_to(rng, rng.randint(5, 9), rng.randrange(4)) for _ in range(6)]
positions += last_tricks_positions(61)[::3]
options_tried = (0, NO_HISTORY, NO_TOP_LEAD, NO_BISHOP_ONTO, NO_GUARDED_BISHOP,
                 NO_IN_LIEU, NO_FORCE_BISHOP, FOURTH_TRUMP_FIRST, SECOND_WINNER_FIRST)
for options in options_tried:
    _core.clear()
    for position in positions:
        compiled_solver(position, options).solve(position)
print("searched", len(positions), "under", len(options_tried))
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_cards_are_ordered_as_before_sorder6(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SORDER6_CHECK", _SEARCHES)
    assert "differs" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout and "under 9" in run.stdout
    compared = re.search(r"sorder6: (\d+) orders compared", run.stderr)
    assert compared is not None and int(compared.group(1)) > 0, run.stderr[-3000:]

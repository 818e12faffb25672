"""sfast11 (issue 17): the same positions, fewer instructions (solver/_core.c). foresee()
puts a fourth-hand card's keys together from the first low card's (a card below the
bishop, not the knight, changes no part of the key but the lengths, the turn and the
need); count_position() tests the limit of positions and the probe's budget with one
compare (Ctx.node_check, limits_set()); the table's walk is inlined in lookup() and
tricks_bound(); other_grades() ors the hands' suits as words.

Why: no option turns any of it off (the same positions), and a slip would change the
table's answers or where a search stops, silently. The build with -DSFAST11_CHECK makes
each low card's keys afresh too (make_keys()) and exits where they differ; the limits are
checked where a search gives up: at the position just over the limit, inside the first
tricks' probes (a budget of their own) and beyond them. A C compiler is needed for the
check build (~10 s of CPU).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from solver import Solver, SolverGaveUp
from solver.search import _core
from tests.solver.compiled import check_core_searches, run_with_check_core
from tests.solver.test_sprobe import _cheap_deals

_SEARCHES = check_core_searches(1101, 3, 10, 10)

#: the most positions one ending of the last three tricks can count past the limit: the
#: eleventh trick's positions (1 + 3 + 9 + 27 before its fourth card) and the twelfth
#: trick's starts (3**4), each with its last two tricks (at most four more)
_ENDING_MOST = 1 + 3 + 9 + 27 + 3**4 * 5


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_a_low_cards_keys_put_together_are_make_keys(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST11_CHECK", _SEARCHES)
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched" in run.stdout
    count = re.search(r"sfast11: (\d+) low cards' keys reused", run.stderr)
    assert count is not None, run.stderr[-3000:]
    assert int(count.group(1)) > 0  # else the check compared nothing


@pytest.mark.parametrize("limit", [500, 5_000, 20_000])
def test_a_search_gives_up_at_the_position_just_over_its_limit(limit: int) -> None:
    """Each search of a whole deal stops just past its limit (the probes at the first two
    tricks, with their own budget, run under 500 and beyond it): at the limit + 1
    positions, or, where the limit falls inside the last three tricks' own solver
    (last_three(), two_fast(): they count their positions without asking the limit, to
    keep the ending's loop lean, and an ending is a small tree), at most one ending's
    positions more (an eleventh trick has at most 3**4 ways to be played, each of two more
    tricks: :data:`_ENDING_MOST`). Since sdds1 the 5,000 limit falls in one: 5,011."""
    assert _core is not None, "the compiled core is built by pip install"
    position = _cheap_deals()[0]
    _core.clear()
    solver = Solver(position.game, position.trump, max_nodes=limit)
    with pytest.raises(SolverGaveUp):
        solver.solve(position)
    assert limit + 1 <= solver._tricks.nodes <= limit + 1 + _ENDING_MOST

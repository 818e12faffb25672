"""The points search's tricks bound keys its lookup in the tricks search's table from the
points key it made already (sfast6; ``tricks_context()`` in solver/_core.c), rather than
making the tricks key again (``make_keys_as()`` under the weights 1, 0, 0).

Why: the two keys differ only in the weights, the need and the bishops' holders (a holder
without a knight keyed as the first hand without one in the tricks search, none with no
knight held), so the derivation is cheaper; but a change to ``make_keys_as()`` that the
derivation does not follow would look up other entries, silently (a value could still
come out right). The build with -DSFAST6_KEYS_CHECK makes the tricks key both ways at
every tricks bound and exits where they differ; this runs it on points searches with
knights in play, under the options that change the key (KEEP_HOLDER, NO_HOLDER,
NO_COUNT_OUT). A C compiler is needed, as for the installed core (~1 minute of CPU)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.solver.compiled import run_with_check_core

_SEARCHES = """
import random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
from solver.search import _core, KEEP_HOLDER, NO_COUNT_OUT, NO_HOLDER
from tests.solver.compiled import compiled_solver
from tests.solver.deals import played_to
assert _core.__file__.startswith(sys.argv[1])
rng = random.Random(66)
positions = [played_to(rng, rng.randint(6, 9)) for _ in range(6)]
for options in (0, KEEP_HOLDER, NO_HOLDER, NO_COUNT_OUT):
    _core.clear()
    for position in positions:
        compiled_solver(position, options).solve(position)
print("searched", len(positions))
"""


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("cc") is None, reason="the check build needs a C compiler")
def test_the_tricks_key_derived_from_the_points_key_is_the_one_made_afresh(tmp_path: Path) -> None:
    run = run_with_check_core(tmp_path, "SFAST6_KEYS_CHECK", _SEARCHES)
    assert "tricks key" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    assert "searched 6" in run.stdout

"""The check build of the compiled core (-DSOLVER_CHECK, never the default build): random
Bishops endings solved one after another from one table kept (as test_skey3's endings),
with each table hit at a trick from 7 on searched again without the table, and with
``--swaps`` each store, or with ``--w`` each trick start's W, checked on the positions
made by swapping two cards of a suit between two hands (solver/_core.c: check_hit(),
check_store(), at_least()'s wrapper). A wrong outcome is printed by the core (stderr, the
position and the entry or the swapped position); ``--stop``: exits at the first.

Usage: ``.venv/bin/python bench/solver_check.py [--seed 7] [--fewest 6] [--most 10]
[--count 400] [--options 0] [--swaps] [--w] [--stop]`` (needs a C compiler)
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

from solver_stats import build_core

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--fewest", type=int, default=6, help="fewest cards a hand")
    parser.add_argument("--most", type=int, default=10, help="most cards a hand")
    parser.add_argument("--count", type=int, default=400)
    parser.add_argument("--options", type=int, default=0, help="solver/search.py's bits")
    parser.add_argument("--swaps", action="store_true", help="check each store's swaps")
    parser.add_argument("--w", action="store_true", help="check each trick start's W")
    parser.add_argument("--stop", action="store_true", help="exit at the first wrong")
    args = parser.parse_args()
    if args.swaps:
        os.environ["SOLVER_CHECK_SWAPS"] = "1"
    if args.w:
        os.environ["SOLVER_CHECK_W"] = "1"
    if args.stop:
        os.environ["SOLVER_CHECK_STOP"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        build_core(Path(folder), "SOLVER_CHECK")
        sys.path.insert(0, folder)  # the checking core before the installed one
        sys.path.insert(1, str(ROOT))
        from solver.search import _core
        from tests.solver.brute import knights_ending, random_ending
        from tests.solver.compiled import compiled_solver
        from whist.games import BISHOPS_WHIST

        assert _core is not None and _core.__file__ is not None
        assert _core.__file__.startswith(folder), _core.__file__
        rng = random.Random(args.seed)
        endings = [
            knights_ending(rng, args.fewest, args.most)
            if i % 3
            else random_ending(rng, BISHOPS_WHIST, rng.randint(args.fewest, args.most))
            for i in range(args.count)
        ]
        _core.clear()
        for i, position in enumerate(endings):
            print(f"ending {i}", file=sys.stderr, flush=True)
            compiled_solver(position, args.options).solve(position)
        print(f"{len(endings)} endings solved")


if __name__ == "__main__":
    main()

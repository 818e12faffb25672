"""The compiled core with some of its prunings turned off (``options``: the bits of
:mod:`solver.search`), for the tests that compare values, or positions searched, with
an option off and on."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from solver import Position, Solver, Value
from solver.search import NO_FORESIGHT, NO_LAST_TWO, NO_TABLE, _core
from tests.solver.brute import brute


def compiled_solver(position: Position, options: int) -> Solver:
    """A solver for ``position``'s game and trump whose searches (tricks, and points
    where the game has them) run in the compiled core with ``options``, from the table
    as it is (Solver.keep_table(): a test clears it where it wants it empty)."""
    solver = Solver(position.game, position.trump)
    solver.keep_table()
    for search in {id(s): s for s in (solver._tricks, solver._points)}.values():
        assert search.compiled, "the compiled core is built by pip install"
        search.options = options
    return solver


def solve_afresh(position: Position, options: int) -> tuple[Value, int]:
    """The value of ``position`` with ``options`` and the positions searched, from an
    empty table (so the counts of two option sets compare)."""
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear()
    solver = compiled_solver(position, options)
    return solver.solve(position), solver.nodes


def rule_against_brute(position: Position, off: int) -> tuple[int, int]:
    """Asserts that ``position`` has the brute force's value with the rule and without
    (``off``, its bit), and returns the positions searched without the table, the last two
    tricks solved apart or the look ahead at the fourth hand: (without, with)."""
    alone = NO_TABLE | NO_LAST_TWO | NO_FORESIGHT
    on, nodes_on = solve_afresh(position, alone)
    other, nodes_off = solve_afresh(position, alone | off)
    assert on == other == solve_afresh(position, 0)[0]
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))
    return nodes_off, nodes_on


def searches_differing(positions: Iterable[Position], options: int, base: int = 0) -> int:
    """Asserts that each of ``positions`` has the same value with ``options`` as with
    none (each from an empty table), and returns at how many of them the positions
    searched differ: a test that an option changes no value also checks that it did
    something, else it would compare nothing. ``base``: options set in both searches (an
    option whose work a later one does, measured without the later one)."""
    differ = 0
    for position in positions:
        ours, nodes_ours = solve_afresh(position, base)
        other, nodes_other = solve_afresh(position, base | options)
        assert ours == other, position
        differ += nodes_ours != nodes_other
    return differ


def searched_with_and_without(
    positions: Iterable[Position], off: int, also: int = 0
) -> tuple[int, int]:
    """Asserts that each of ``positions`` has one value with a rule and without it
    (``off``, its bit), the table on and off, each from an empty table; returns the
    positions searched over them all: (with the rule, without), for the test that it cuts.
    ``also``: options set in every search (a later rule of the order kept out of the count)."""
    searched = {0: 0, off: 0}
    for position in positions:
        for base in (0, NO_TABLE):
            values = set()
            for extra in (0, off):
                value, nodes = solve_afresh(position, base | extra | also)
                values.add(value)
                searched[extra] += nodes
            assert len(values) == 1, position
    return searched[0], searched[off]


def values_with_table_kept(positions: Sequence[Position], options: int) -> list[Value]:
    """The values of ``positions`` solved one after another with ``options`` from one
    table, cleared once before the first (so each later position meets the entries the
    earlier ones stored, as a whole deal's searches do)."""
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear()
    return [compiled_solver(p, options).solve(p) for p in positions]


def values_and_positions_table_kept(
    positions: Sequence[Position], options: int
) -> list[tuple[Value, int]]:
    """Each of ``positions``' value and positions searched, solved one after another with
    ``options`` from one table cleared once before the first (values_with_table_kept()
    with the counts, for the tests that a change moves no position)."""
    assert _core is not None, "the compiled core is built by pip install"
    _core.clear()
    found = []
    for position in positions:
        solver = compiled_solver(position, options)
        found.append((solver.solve(position), solver.nodes))
    return found


def disagreeing_with_brute(positions: Iterable[Position], options: int = 0) -> list[Position]:
    """The ``positions`` whose tricks or points, each solved from an empty table with
    every pruning on (but ``options``'), differ from the brute force's (a test asserts
    none do)."""
    wrong = []
    for position in positions:
        value = solve_afresh(position, options)[0]
        if (value.tricks, value.points) != (brute(position, "tricks"), brute(position, "points")):
            wrong.append(position)
    return wrong


def disagreeing_with_brute_table_kept(positions: Sequence[Position]) -> list[Position]:
    """The ``positions`` whose tricks or points, solved one after another from one table
    (values_with_table_kept(), every pruning on), differ from the brute force's: each
    later position meets the entries the earlier ones stored."""
    values = values_with_table_kept(positions, 0)
    return [
        p
        for p, v in zip(positions, values, strict=True)
        if (v.tricks, v.points) != (brute(p, "tricks"), brute(p, "points"))
    ]


_ROOT = Path(__file__).resolve().parents[2]


def run_with_check_core(
    folder: Path, macro: str, script: str, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``script`` run by a fresh interpreter on a copy of the solver in ``folder`` whose
    core is built with ``-D<macro>`` (a check build: never the default one). The script
    gets the copy's folder and the project's as ``sys.argv[1]`` and ``sys.argv[2]``."""
    # the bench's own check build (bench/solver_stats.py's build_core()), loaded from its
    # file as tests/bench loads the bench scripts: one way to build a check core
    spec = importlib.util.spec_from_file_location(
        "solver_stats", _ROOT / "bench" / "solver_stats.py"
    )
    assert spec is not None and spec.loader is not None
    stats = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stats)
    stats.build_core(folder, macro)
    return subprocess.run(
        [sys.executable, "-c", script, str(folder), str(_ROOT)],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        check=False,
    )


def check_core_searches(seed: int, low: int, high: int, count: int) -> str:
    """The script a check-build test gives :func:`run_with_check_core`: ``count`` random
    positions played to a trick from ``low`` to ``high`` (``seed``), and every third of the
    last tricks' positions, searched once each on one table; it prints "searched N"."""
    return f"""
import random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
from solver.search import _core
from tests.solver.compiled import compiled_solver
from tests.solver.deals import last_tricks_positions, played_to
assert _core.__file__.startswith(sys.argv[1])
rng = random.Random({seed})
positions = [played_to(rng, rng.randint({low}, {high}), rng.randrange(4)) for _ in range({count})]
positions += last_tricks_positions({seed})[::3]
_core.clear()
for position in positions:
    compiled_solver(position, 0).solve(position)
print("searched", len(positions))
"""


def check_core_deal(number: int) -> str:
    """The script a check-build test gives :func:`run_with_check_core`: bench_solver's
    deal ``number`` (seed 17, a trump suit) solved whole from an empty table; it prints
    "solved TRICKS POINTS POSITIONS" (both searches' positions)."""
    return f"""
import sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(1, sys.argv[2])
sys.path.insert(2, sys.argv[2] + "/bench")
from bench_solver import bishops_boards, board_position
from solver import Solver
from solver.search import _core
from whist.games import BISHOPS_WHIST
assert _core.__file__.startswith(sys.argv[1])
board = next(b for b in bishops_boards({number}, 17) if b.number == {number})
assert board.trump is not None
_core.clear()
solver = Solver(BISHOPS_WHIST, board.trump, max_nodes=60_000_000)
value = solver.solve(board_position(board, 13))
print("solved", value.tricks, value.points, solver._tricks.nodes + solver._points.nodes)
"""


# deal 20's value and positions (bench/driver_deals.py), pinned by the check builds of
# sfast22 and sfast23 (the same with and without them): round 31 merged 7,351,798 before,
# 7,301,558 at a10e711; round 32: sknight10's kept guard 6,753,528, with stail14's second
# hand low 6,751,846; round 33: sorder16's bishop onto the partner's trick 5,803,677;
# round 34: sknight12's East-West second hand low 5,758,209 alone, merged with sorder17's
# shorter rule (2) 5,766,862
DEAL_20_SOLVED = ("5", "-2", "5766862")


def deal_solved_by_check_build(
    folder: Path, macro: str, number: int
) -> tuple[subprocess.CompletedProcess[str], tuple[str, ...]]:
    """:func:`check_core_deal`'s deal ``number`` solved by the check build ``-D<macro>``:
    the run (its stderr holds the build's counts) and the (tricks, points, positions) it
    printed, after asserting that no check differed and the run ended well."""
    run = run_with_check_core(folder, macro, check_core_deal(number))
    assert "differ" not in run.stderr, run.stderr[-3000:]
    assert run.returncode == 0, run.stderr[-3000:]
    solved = re.search(r"solved (\d+) (-?\d+) (\d+)", run.stdout)
    assert solved is not None, run.stdout[-3000:]
    return run, solved.groups()

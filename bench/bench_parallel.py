"""A board on one process against the same board on two (``Solver(..., workers=2)``,
solver/parallel.py; issue 17); own runner, not part of the test run.

The seeded Bishops deals of bench/bench_solver.py (``--trick 1``: whole deals, the same
deals for the same seed), or the same deals played at random to the start of trick
``--trick`` (bench/solver_nodes.py's positions), each solved for tricks and points once
by one process and once by two, the order alternating from deal to deal, the table
cleared before each. Figures a deal and their medians:

- ``one core``: one process's CPU seconds -- its wall-clock time on an idle core;
- ``two cores``: the CPU seconds the two processes' figures waited for, each process's
  own clock (:attr:`solver.Solver.waited_seconds`) -- the wall-clock time on two idle
  cores (the tricks, and the first of the two points searches to finish);
- the CPU seconds of both processes, the wall-clock seconds measured (on a busy machine
  two processes get less than two cores: then longer than the line above), positions;
- ``path``: the critical path (spar3), the positions the answers waited for with two
  processes (:attr:`solver.Solver.critical_nodes`: for the tricks, the positions of the
  process that found them, for the points, of the process that found them first), and
  its gain, one process's positions over it. Positions do not depend on the machine's
  load, so this is the figure to trust on a busy machine (2.0x: the second core halves
  the board's time);
- spar5: each process's own CPU seconds (user+system), minor page faults (the shared
  table's pages it mapped), positions and CPU a position -- one process's, then each
  worker's (solver/parallel.py's ``Pair.usage``): what the second core's gain loses to
  a position's cost on two cores, apart from the path.

The load average is printed at the start and the end: the wall-clock seconds mean
something only when it stays under 2 (``uptime``).

Usage: ``.venv/bin/python bench/bench_parallel.py [--deals 6] [--trick 1]
[--max-nodes 60000000] [--seed 17] [--private] [--race] [--points-together] [--only
2,4,6] [--pin 1]`` (``--private``: each worker its own table, as before the shared one;
``--race``: the two points searches race, as before spar4; ``--points-together``: only
the points search's tests shared, the tricks the first worker's; ``--only``: those deals
of the seeded list only, numbered from 1; ``--pin``: everything on that CPU)

spar6: the path is the idle cores' figure only when both workers run at one speed: each
deal's ``balance`` (the slower worker's CPU seconds over the faster's) says whether they
did. Under 0.8 (one worker's core busier with other sessions) the faster takes most of
the tests and the path drifts toward one process's positions (or, the slower answering
first with the table the faster filled, far below). ``--pin``: two workers on one core
get equal shares. sybwc: and only when they search at once: ``overlap`` (both workers' CPU
seconds over the wall-clock seconds) near 2; near 1 they took turns on one core (the
machine's load, or ``--pin``), and the path is then far shorter than two idle cores'
(deal 6: 7.5-9.5M against 11.0-12.4M at once; see OVERLAPPED). The trace of every shared
test (target, bounds, outcome, positions, which worker): ``SOLVER_COOP_TRACE=1`` (on
stderr).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from solver_nodes import positions  # noqa: E402

from solver import Position, Solver, SolverGaveUp, parallel  # noqa: E402
from solver.search import _core  # noqa: E402
from whist import BISHOPS_PACK  # noqa: E402
from whist.games import BISHOPS_WHIST  # noqa: E402


def cpu_seconds() -> float:
    """CPU seconds of this process and of its ended children (the workers: each solver is
    closed, so they are ended, before this is read)."""
    spent = os.times()
    return spent.user + spent.system + spent.children_user + spent.children_system


Figures = tuple[str, float, float, float, int, int, str]

#: spar6: the least ratio of the two workers' CPU seconds (the slower's over the faster's)
#: for which the path stands for two idle cores: a worker slowed (its core busier with
#: other processes) leaves the other more of the tests, and the path, the positions of the
#: worker whose answer came first, is then no longer the positions an idle machine waits
#: for (``--pin`` gives both workers one core's equal shares)
BALANCED = 0.8

#: sybwc: the least overlap (both workers' CPU seconds over the board's wall-clock
#: seconds) for which the two workers searched at once. Below it they mostly took turns
#: on one core (the machine's load, or ``--pin``), and a test both search (the one at the
#: value, joined) then costs far less than at once: the worker resumed finds in the table
#: the subtrees the other finished during its slice, where two workers at once walk the
#: same subtrees side by side. Deal 6 (seed 17, one process 14.46M positions, 5.2-5.4 s
#: CPU), at once (overlap 1.96-1.99): paths 11.0-12.4M (1.2-1.3x); in turn (overlap
#: 0.5-1.1, the machine loaded, or pinned): 7.5-9.5M (1.5-1.9x), with the two workers' CPU
#: summed 5.4-9.5 s (solver/parallel.py, sybwc)
OVERLAPPED = 1.6


def run(position: Position, workers: int, max_nodes: int) -> Figures:
    """(result, seconds on idle cores, CPU seconds, wall seconds, positions, the positions
    the answers waited for: the critical path, each process's own usage: user and system
    CPU seconds, minor page faults, positions, and its CPU microseconds a position)."""
    if _core is not None:
        _core.clear()  # a fresh table, as a new process has (the workers are forked)
    before = resource.getrusage(resource.RUSAGE_SELF)
    cpu, wall, own = cpu_seconds(), time.perf_counter(), time.process_time()
    with Solver(BISHOPS_WHIST, position.trump, max_nodes=max_nodes, workers=workers) as solver:
        try:
            value = solver.solve(position)
            result = f"{value.tricks} tricks, points {value.points:+d}"
        except SolverGaveUp:
            result = "gave up"
    wall = time.perf_counter() - wall
    waited = solver.waited_seconds
    idle = time.process_time() - own if waited is None else waited
    if result == "gave up" and waited is not None:  # both searching until one gave up
        idle = (cpu_seconds() - cpu) / 2
    after = resource.getrusage(resource.RUSAGE_SELF)
    pair = solver._pair
    if not isinstance(pair, parallel.Pair):
        spent = [
            (
                "one",
                after.ru_utime - before.ru_utime,
                after.ru_stime - before.ru_stime,
                after.ru_minflt - before.ru_minflt,
                solver.nodes,
            )
        ]
    else:  # spar5: each worker's own (solver/parallel.py's Pair.usage)
        spent = [(role, u.user, u.system, u.faults, u.nodes) for role, u in pair.usage.items()]
    usage = "; ".join(
        f"{role} {user:.2f}+{system:.2f} s, {faults:,} faults, {nodes:,} positions"
        + (f", {1e6 * (user + system) / nodes:.2f} us each" if nodes else "")
        for role, user, system, faults, nodes in spent
    )
    if len(spent) == 2:  # spar6: the workers' speeds alike, else the path is not 2 idle cores'
        cpus = [user + system for _, user, system, _, _ in spent]
        balance = min(cpus) / max(cpus) if max(cpus) else 1.0
        usage += f"; balance {balance:.2f}" + (
            "" if balance >= BALANCED else " (UNEQUAL speeds: the path is not two idle cores')"
        )
        # sybwc: the workers' CPU seconds over the wall-clock seconds: near 2 they searched
        # at once on two cores, near 1 in turn on one core's time slices (the machine's
        # load, or --pin), where the path is not two idle cores' (see OVERLAPPED)
        overlap = sum(cpus) / wall if wall else 0.0
        usage += f"; overlap {overlap:.2f}" + (
            ""
            if overlap >= OVERLAPPED
            else " (IN TURN, not at once: the path is not two idle cores')"
        )
    return result, idle, cpu_seconds() - cpu, wall, solver.nodes, solver.critical_nodes, usage


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--trick", type=int, default=1)
    parser.add_argument("--max-nodes", type=int, default=60_000_000)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument(
        "--private",
        action="store_true",
        help="each worker its own table, the loser killed (before spar2's shared table)",
    )
    parser.add_argument(
        "--race", action="store_true", help="the two points searches race (before spar4)"
    )
    parser.add_argument(
        "--points-together",
        action="store_true",
        help="the points search's tests shared, the tricks the first worker's alone",
    )
    parser.add_argument("--only", default="", help="the deals to run, e.g. 2,4,6 (numbered from 1)")
    parser.add_argument(
        "--pin",
        type=int,
        default=None,
        help="run on this CPU only (the workers too: equal shares of one core, so the path "
        "is two idle cores' whatever the other cores' load)",
    )
    args = parser.parse_args()
    if args.pin is not None:
        os.sched_setaffinity(0, {args.pin})
    only = {int(n) for n in args.only.split(",") if n.strip()}
    parallel.SHARED = not args.private
    parallel.COOPERATE = not args.race
    parallel.COOPERATE_TRICKS = not args.points_together
    print(f"load average {os.getloadavg()[0]:.2f} at the start", flush=True)
    figures: dict[int, list[Figures]] = {1: [], 2: []}
    found = positions(BISHOPS_WHIST, BISHOPS_PACK, args.deals, args.trick, args.seed)
    for number, position in enumerate(found, 1):
        if only and number not in only:
            continue
        for workers in (1, 2) if number % 2 else (2, 1):
            figures[workers].append(run(position, workers, args.max_nodes))
        (result, one, cpu1, wall1, nodes1, _, usage1) = figures[1][-1]
        (other, two, cpu2, wall2, nodes2, path, usage2) = figures[2][-1]
        if "gave up" not in (result, other) and result != other:
            raise SystemExit(f"deal {number}: one process {result}, two {other}")
        ratio = f"{one / two:.1f}x" if "gave up" not in (result, other) and two else "-"
        print(
            f"  deal {number:>3}: {result if result != 'gave up' else other:<24} one core "
            f"{one:6.2f} s, two cores {two:6.2f} s ({ratio})  |  CPU "
            f"{cpu1:6.2f} / {cpu2:6.2f} s, wall {wall1:6.2f} / {wall2:6.2f} s, positions "
            f"{nodes1:,} / {nodes2:,}, path {path:,} ("
            + (f"{nodes1 / path:.2f}x)" if path and "gave up" not in (result, other) else "-)")
            + ("" if result == other else f"  (one: {result})"),
            flush=True,
        )
        print(f"    CPU (user+system), page faults: {usage1}  |  {usage2}", flush=True)
    solved = [
        i
        for i, (a, b) in enumerate(zip(figures[1], figures[2], strict=True))
        if a[0] == b[0] != "gave up"
    ]

    def median(workers: int, field: int) -> float:
        values = [float(figures[workers][i][field]) for i in solved]
        return statistics.median(values) if values else 0.0

    gains = [figures[1][i][4] / max(figures[2][i][5], 1) for i in solved]
    print(
        f"{len(solved)} of {len(figures[1])} deals from trick {args.trick} solved alike (medians): "
        f"one core {median(1, 1):.2f} s, two cores {median(2, 1):.2f} s; CPU {median(1, 2):.2f}"
        f" / {median(2, 2):.2f} s; wall {median(1, 3):.2f} / {median(2, 3):.2f} s; "
        f"positions {median(1, 4):,.0f} one process, critical path {median(2, 5):,.0f} two "
        f"(gain: geometric mean {statistics.geometric_mean(gains) if gains else 0:.2f}x)"
    )
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


if __name__ == "__main__":
    main()

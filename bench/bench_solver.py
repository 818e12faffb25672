"""Benchmark of the double-dummy solver (issue 17); own runner, not part of the test run.

1. Bishops whist: N random deals (default 100, seeded), each solved whole for a random
   trump and leader -- North-South's tricks and the points difference, two searches.
   Figures: CPU seconds a board (median, p90, max), boards over 30 s, boards the solver
   gave up on at ``--max-nodes`` positions a search. Target: median < 2 s, none > 30 s.
2. Baseline, duplicate whist: M random deals (default 20) solved for tricks by this
   solver and by DDS (endplay, the solver of record) in the same run, and the ratio of
   the medians, with the agreement count.

Usage: ``.venv/bin/python bench/bench_solver.py [--deals 100] [--baseline 20]
[--max-nodes 300000000] [--seed 17] [--workers 2]`` (``--workers 2``: each board on
two processes, solver/parallel.py; the CPU seconds are both processes', and the
wall-clock seconds are printed too; bench/bench_parallel.py compares one and two)
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from dealer.analysis import dd_tricks
from solver import Solver, SolverGaveUp, opening
from whist import BISHOPS_PACK, STANDARD_PACK, Deal, Seat, Side, Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST
from whist.packs import Pack


def random_deal(rng: random.Random, pack: Pack) -> Deal:
    cards = list(pack.cards)
    rng.shuffle(cards)
    return Deal.from_hands(pack, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat})


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cpu_seconds() -> float:
    """CPU seconds of this process and of its ended children (``--workers 2``'s
    processes: the solver is closed, so they are ended, before this is read)."""
    spent = os.times()
    return spent.user + spent.system + spent.children_user + spent.children_system


def bench_bishops(deals: int, seed: int, max_nodes: int | None, workers: int = 1) -> None:
    rng = random.Random(seed)
    times: list[float] = []
    walls: list[float] = []
    gave_up = 0
    for number in range(1, deals + 1):
        deal = random_deal(rng, BISHOPS_PACK)
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        start, wall = cpu_seconds(), time.perf_counter()
        with Solver(BISHOPS_WHIST, trump, max_nodes=max_nodes, workers=workers) as solver:
            try:
                value = solver.solve(opening(deal, trump, leader, BISHOPS_WHIST))
                result = f"N-S {value.tricks} tricks, points {value.points:+d}"
            except SolverGaveUp:
                gave_up += 1
                result = "gave up"
        spent = cpu_seconds() - start
        times.append(spent)
        walls.append(time.perf_counter() - wall)
        print(
            f"  deal {number:>3}: {spent:7.2f} s  {solver.nodes:>12,} positions  {result}"
            f"  (wall {walls[-1]:.2f} s)"
        )
    print(
        f"Bishops whist, {deals} deals (tricks and points): median {statistics.median(times):.2f} s, "
        f"p90 {quantile(times, 0.9):.2f} s, max {max(times):.2f} s; over 30 s: "
        f"{sum(1 for t in times if t > 30)}; gave up: {gave_up}"
    )
    print(
        f"  wall-clock ({workers} process{'es' if workers > 1 else ''} a board): median "
        f"{statistics.median(walls):.2f} s, p90 {quantile(walls, 0.9):.2f} s, max {max(walls):.2f} s"
    )


def bench_baseline(deals: int, seed: int) -> None:
    rng = random.Random(seed + 1)
    ours: list[float] = []
    theirs: list[float] = []
    agree = 0
    for _ in range(deals):
        deal = random_deal(rng, STANDARD_PACK)
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        start = time.process_time()
        value = Solver(DUPLICATE_WHIST, trump).solve(
            opening(deal, trump, leader, DUPLICATE_WHIST), points=False
        )
        ours.append(time.process_time() - start)
        start = time.process_time()
        dds = dd_tricks(deal, trump, leader)[Side.NS]
        theirs.append(time.process_time() - start)
        agree += value.tricks == dds
    ratio = statistics.median(ours) / max(statistics.median(theirs), 1e-6)
    print(
        f"duplicate whist, {deals} deals (tricks): ours median {statistics.median(ours):.3f} s, "
        f"DDS median {statistics.median(theirs):.4f} s, ratio {ratio:.0f}x; agree {agree}/{deals}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--baseline", type=int, default=20)
    parser.add_argument("--max-nodes", type=int, default=300_000_000)
    parser.add_argument("--seed", type=int, default=17)
    # a board on two cores (solver/parallel.py): CPU seconds then count both processes
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    if args.baseline:  # --baseline 0: the Bishops deals only
        bench_baseline(args.baseline, args.seed)
    bench_bishops(args.deals, args.seed, args.max_nodes or None, args.workers)


if __name__ == "__main__":
    main()

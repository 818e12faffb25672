"""Benchmark of scoring (issue 5, "Movements and scoring"); own runner, not part of the
test run.  Prints figures and ratios against a naive baseline measured in the same run.

The event: 50 tables, 27 deals, Mitchell-style (N-S pairs 1, 3, ... 99 seated, E-W
pairs 2, 4, ... 100 moving up one table a round), 27 rounds of one deal, every deal
played at all 50 tables (so each traveller has 50 lines: 1,350 results).  A true
Mitchell cannot seat 50 tables with 27 deals (the book: odd tables, deals a multiple
of the tables); this is the same scoring load with duplicated boards.

1. Full recompute: a new :class:`scoring.Scoresheet`, all 1,350 results, the book's
   Mitchell ranking (direction averages) and the matchpoint ranking.  Target < 100 ms.
2. Incremental: one more result into a sheet holding the other 1,349, then both
   rankings.  Target < 1 ms (issue 14; issue 5 asked < 5 ms).
3. Baseline: a naive scorer that recomputes everything from the list of results with
   pairwise comparisons (what a kiosk would do without the incremental sheet), run in
   turn with the full recompute; the full recompute must be faster (issue 14).

Usage: ``.venv/bin/python bench/bench_scoring.py [--tables 50] [--deals 27] [--repeat 15]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable

from scoring import DealResult, Movement, Round, Scoresheet, TableRound


def event(tables: int, deals: int) -> Movement:
    rounds = []
    for r in range(deals):
        trs = tuple(
            TableRound(table=t, deals=(r + 1,), ns=2 * t - 1, ew=2 * ((t - 1 - r) % tables + 1))
            for t in range(1, tables + 1)
        )
        rounds.append(Round(r + 1, trs))
    return Movement("mitchell", tables, tuple(rounds), "pairs", deals, "benchmark")


def results_for(m: Movement, seed: int = 1) -> list[DealResult]:
    rng = random.Random(seed)
    out = []
    for rnum, tr in m.iter_table_rounds():
        for d in tr.deals:
            ns = rng.randint(2, 11)
            out.append(
                DealResult(deal=d, round=rnum, table=tr.table, ns_score=ns, ew_score=13 - ns)
            )
    return out


def naive(m: Movement, results: list[DealResult]) -> tuple[dict[int, int], dict[int, int]]:
    """Everything from scratch: look up seats, pairwise matchpoints, totals, ranking."""
    seat = {(rnum, tr.table): (tr.ns, tr.ew) for rnum, tr in m.iter_table_rounds()}
    by_deal: dict[int, list[tuple[int, int, int, int]]] = defaultdict(list)
    for r in results:
        ns, ew = seat[(r.round or 0, r.table or 0)]
        by_deal[r.deal].append((ns or 0, ew or 0, r.ns_score, r.ew_score))
    mp: dict[int, int] = defaultdict(int)
    tricks: dict[int, int] = defaultdict(int)
    for lines in by_deal.values():
        for ns, ew, a, b in lines:
            tricks[ns] += a
            tricks[ew] += b
            for _ns2, _ew2, a2, b2 in lines:
                mp[ns] += 2 if a > a2 else 1 if a == a2 else 0
                mp[ew] += 2 if b > b2 else 1 if b == b2 else 0
            mp[ns] -= 1
            mp[ew] -= 1
    sorted(mp, key=lambda c: -mp[c])
    ns_pairs = [c for c in tricks if c % 2]
    ew_pairs = [c for c in tricks if c % 2 == 0]
    for group in (ns_pairs, ew_pairs):
        avg = round(sum(tricks[c] for c in group) / len(group))
        sorted(group, key=lambda c: -(tricks[c] - avg))
    return dict(mp), dict(tricks)


def timed(fn: Callable[[], object], repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        runs.append(time.process_time() - start)
    return statistics.median(runs) * 1000


def timed_pair(
    first: Callable[[], object], second: Callable[[], object], repeat: int
) -> tuple[float, float]:
    """Median CPU milliseconds of two functions run in turn (first, second, first, ...):
    the machine is shared, and a burst of load then falls on both alike."""
    a: list[float] = []
    b: list[float] = []
    for _ in range(repeat):
        for fn, runs in ((first, a), (second, b)):
            start = time.process_time()
            fn()
            runs.append(time.process_time() - start)
    return statistics.median(a) * 1000, statistics.median(b) * 1000


def measure(tables: int, deals: int, repeat: int) -> tuple[float, float, float]:
    """Full recompute, incremental update and naive baseline (CPU ms) for one event."""
    m = event(tables, deals)
    results = results_for(m)

    def full() -> Scoresheet:
        sheet = Scoresheet(m, method="average")
        sheet.add_many(results)
        sheet.ranking("average")
        sheet.ranking("matchpoints")
        return sheet

    sheet = full()
    # check against the naive scorer before timing anything
    mp, tricks = naive(m, results)
    assert {c: v[0] for c, v in sheet.matchpoints().items()} == mp
    assert sheet.totals() == tricks
    full_ms, naive_ms = timed_pair(full, lambda: naive(m, results), repeat)

    rng = random.Random(7)
    samples = []
    for _ in range(max(repeat, 30)):
        r = rng.choice(results)
        sheet.remove(r.deal, r.round or 0, r.table or 0)
        start = time.process_time()
        sheet.add(r)
        sheet.ranking("average")
        sheet.ranking("matchpoints")
        samples.append(time.process_time() - start)
    incr_ms = statistics.median(samples) * 1000
    return full_ms, incr_ms, naive_ms


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--deals", type=int, default=27)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args(argv)
    print(
        f"Scoring (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; median CPU "
        "time, the full recompute and the naive baseline run in turn)"
    )
    sizes = sorted({13, args.tables})
    fulls = []
    for tables in sizes:
        full_ms, incr_ms, naive_ms = measure(tables, args.deals, args.repeat)
        fulls.append(full_ms)
        print(
            f"event: {tables} tables, {args.deals} deals, {tables * args.deals} results "
            f"(load average {os.getloadavg()[0]:.1f})"
        )
        print(
            f"  full recompute (sheet + all results + both rankings): {full_ms:8.2f} ms  "
            f"target < 100 ms  {'OK' if full_ms < 100 else 'OVER'}"
        )
        print(
            f"  incremental (one new result + both rankings):          {incr_ms:8.2f} ms  "
            f"target < 1 ms  {'OK' if incr_ms < 1 else 'OVER'}"
        )
        print(f"  naive baseline (full pairwise recompute):              {naive_ms:8.2f} ms")
        print(
            f"  ratio full recompute / naive:  {full_ms / naive_ms:6.2f}x  -> "
            f"{'faster' if full_ms < naive_ms else 'slower'} than the baseline"
        )
        print(f"  ratio naive / incremental:     {naive_ms / incr_ms:6.1f}x")
    if len(sizes) == 2:
        print(
            f"growth {sizes[1]} / {sizes[0]} tables: full recompute x{fulls[1] / fulls[0]:.2f} "
            f"for x{sizes[1] / sizes[0]:.1f} results"
        )


if __name__ == "__main__":
    main()

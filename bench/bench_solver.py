"""Benchmark of the double-dummy solver (issue 17); own runner, not part of the test run.

1. Bishops whist: N random deals (default 100, seeded), each solved whole for a random
   trump and leader -- North-South's tricks and the points difference, two searches.
   Figures: CPU seconds a board (median, p90, max), boards over 30 s, boards the solver
   gave up on at ``--max-nodes`` positions a search. Target: median < 2 s, none > 30 s.
2. Baseline, duplicate whist: M random deals (default 20) solved for tricks by this
   solver and by DDS (endplay, the solver of record) in the same run, and the ratio of
   the medians, with the agreement count.

``--jobs N`` solves the deals in N worker processes (each board's CPU seconds are still
measured inside its worker with ``process_time``, so the figures are a board's own; the
lines come out in deal order), and the distribution is reported after the summary: the
median, p75, p90 and max of the CPU seconds a board, the boards in each bucket (< 1 s,
1-2, 2-5, 5-10, 10-30, >= 30 s, gave up) and the median of the positions searched; a
board the solver gave up on counts as longer than every board it finished (its true time
is unknown, only more than it spent). ``--json FILE`` keeps the figures (each board and
the distribution), written atomically. ``--cards N`` deals N cards a hand instead of 13
(an ending at trick 14 - N, the rest of each hand taken as played: quick runs).
``--workers 2`` solves each board on two processes (solver/parallel.py): a board's CPU
seconds are then both processes', and its wall-clock seconds are printed too
(bench/bench_parallel.py compares one and two processes); not with ``--jobs`` above 1.

Usage: ``.venv/bin/python bench/bench_solver.py [--deals 100] [--baseline 20]
[--max-nodes 300000000] [--seed 17] [--jobs N] [--json FILE] [--cards 13] [--workers 2]``
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from dealer.analysis import dd_tricks
from fileio import atomic_write_text
from solver import Position, Solver, SolverGaveUp, opening
from whist import BISHOPS_PACK, STANDARD_PACK, Deal, Seat, Side, Suit
from whist.cards import Card
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST
from whist.packs import Pack


def random_deal(rng: random.Random, pack: Pack) -> Deal:
    cards = list(pack.cards)
    rng.shuffle(cards)
    return Deal.from_hands(pack, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat})


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass(frozen=True)
class Board:
    """A deal of the run as dealt (the pack's cards in dealt order, 13 to each seat in
    turn), its trump and leader: drawn in the parent, in order, from the run's one
    generator, so the deals are those of every earlier run with the same seed whatever
    the number of workers."""

    number: int
    cards: tuple[Card, ...]
    trump: Suit | None
    leader: Seat


@dataclass(frozen=True)
class Solved:
    """A board's figures: its CPU seconds and positions (both searches), its wall-clock
    seconds, and its values (None: the solver gave up at --max-nodes)."""

    number: int
    seconds: float
    wall: float
    positions: int
    tricks: int | None
    points: int | None

    @property
    def gave_up(self) -> bool:
        return self.tricks is None


def bishops_boards(deals: int, seed: int) -> list[Board]:
    rng = random.Random(seed)
    boards = []
    for number in range(1, deals + 1):
        cards = list(BISHOPS_PACK.cards)
        rng.shuffle(cards)  # random_deal()'s draw, so the deals stay those of earlier runs
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        boards.append(Board(number, tuple(cards), trump, leader))
    return boards


def board_position(board: Board, cards: int) -> Position:
    """The board whole (``cards`` 13: as :func:`solver.opening` has it), or its ending of
    ``cards`` a hand: the first ones dealt to each seat, N-S having taken half of the
    tricks before (rounded down), leader to lead."""
    hands = {s: board.cards[13 * s.value : 13 * s.value + 13] for s in Seat}
    if cards == 13:
        deal = Deal.from_hands(BISHOPS_PACK, hands)
        return opening(deal, board.trump, board.leader, BISHOPS_WHIST)
    before = 13 - cards
    return Position(
        hands={s: hand[:cards] for s, hand in hands.items()},
        trick=(),
        trump=board.trump,
        to_play=board.leader,
        trick_number=before + 1,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: before // 2, Side.EW: before - before // 2},
    )


def cpu_seconds() -> float:
    """CPU seconds of this process and of its ended children (``--workers 2``'s
    processes: the solver is closed, so they are ended, before this is read)."""
    spent = os.times()
    return spent.user + spent.system + spent.children_user + spent.children_system


def solve_bishops_board(
    board: Board, cards: int, max_nodes: int | None, workers: int = 1
) -> Solved:
    """One board's two searches, timed in the process that runs them."""
    start, wall = cpu_seconds(), time.perf_counter()
    with Solver(BISHOPS_WHIST, board.trump, max_nodes=max_nodes, workers=workers) as solver:
        try:
            value = solver.solve(board_position(board, cards))
            tricks, points = value.tricks, value.points
        except SolverGaveUp:
            tricks = points = None
    spent = cpu_seconds() - start
    wall = time.perf_counter() - wall
    return Solved(board.number, spent, wall, solver.nodes, tricks, points)


def _solve_task(task: tuple[Board, int, int | None, int]) -> Solved:
    return solve_bishops_board(*task)


def solve_bishops_boards(
    boards: Sequence[Board], cards: int, max_nodes: int | None, jobs: int, workers: int = 1
) -> Iterator[Solved]:
    """Every board solved, in deal order, by ``jobs`` worker processes (1: in this one,
    as the runs before ``--jobs`` did; each worker keeps its solver's table from board to
    board as this process does)."""
    tasks = [(board, cards, max_nodes, workers) for board in boards]
    if jobs == 1:
        yield from map(_solve_task, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_solve_task, tasks)


#: the buckets of CPU seconds a board, by their upper ends (the last: the rest)
BUCKETS = ((1.0, "< 1 s"), (2.0, "1-2 s"), (5.0, "2-5 s"), (10.0, "5-10 s"), (30.0, "10-30 s"))
OVER = ">= 30 s"
GAVE_UP = "gave up"


def distribution(solved: Sequence[Solved]) -> dict[str, object]:
    """The figures of the run: quantiles of the seconds a board and of its positions,
    a board the solver gave up on counted as longer (and more) than any it finished (a
    quantile that lands on one is None: unknown, beyond the limit)."""
    seconds = sorted(math.inf if s.gave_up else s.seconds for s in solved)
    positions = sorted(math.inf if s.gave_up else s.positions for s in solved)

    def finite(value: float) -> float | None:
        return None if math.isinf(value) else round(value, 3)

    buckets = dict.fromkeys([label for _, label in BUCKETS] + [OVER, GAVE_UP], 0)
    for s in solved:
        label = (
            GAVE_UP
            if s.gave_up
            else next((label for end, label in BUCKETS if s.seconds < end), OVER)
        )
        buckets[label] += 1
    median_positions = statistics.median(positions) if positions else math.inf
    return {
        "boards": len(solved),
        "median_s": finite(statistics.median(seconds)) if seconds else None,
        "p75_s": finite(quantile(seconds, 0.75)) if seconds else None,
        "p90_s": finite(quantile(seconds, 0.9)) if seconds else None,
        "max_s": finite(seconds[-1]) if seconds else None,
        "buckets": buckets,
        "positions_median": None if math.isinf(median_positions) else int(median_positions),
    }


def distribution_lines(figures: dict[str, object]) -> list[str]:
    def shown(key: str) -> str:
        value = figures[key]
        return GAVE_UP if value is None else f"{value:.2f} s"

    buckets = figures["buckets"]
    assert isinstance(buckets, dict)
    positions = figures["positions_median"]
    return [
        f"  distribution (CPU s a board; a board given up is longer than any): median "
        f"{shown('median_s')}, p75 {shown('p75_s')}, p90 {shown('p90_s')}, max {shown('max_s')}",
        "  boards: " + ", ".join(f"{label}: {n}" for label, n in buckets.items()),
        "  positions a board, median: " + (GAVE_UP if positions is None else f"{positions:,}"),
    ]


def write_figures(
    path: Path, solved: Sequence[Solved], figures: dict[str, object], run: dict[str, object]
) -> None:
    """The run's figures as JSON, written atomically (fileio): the run's arguments, each
    board (deal order) and the distribution."""
    document = {
        "bench": "bench/bench_solver.py",
        "game": BISHOPS_WHIST.name,
        **run,
        "boards": [
            {
                **asdict(s),
                "seconds": round(s.seconds, 4),
                "wall": round(s.wall, 4),
                "gave_up": s.gave_up,
            }
            for s in solved
        ],
        "distribution": figures,
    }
    atomic_write_text(path, json.dumps(document, indent=2) + "\n")


def bench_bishops(
    deals: int,
    seed: int,
    max_nodes: int | None,
    jobs: int = 1,
    cards: int = 13,
    json_path: Path | None = None,
    workers: int = 1,
) -> None:
    boards = bishops_boards(deals, seed)
    start = time.perf_counter()
    solved: list[Solved] = []
    for board in solve_bishops_boards(boards, cards, max_nodes, jobs, workers):
        solved.append(board)
        result = (
            "gave up" if board.gave_up else f"N-S {board.tricks} tricks, points {board.points:+d}"
        )
        print(
            f"  deal {board.number:>3}: {board.seconds:7.2f} s  {board.positions:>12,} "
            f"positions  {result}" + (f"  (wall {board.wall:.2f} s)" if workers > 1 else ""),
            flush=True,
        )
    wall = time.perf_counter() - start
    times = [s.seconds for s in solved]
    gave_up = sum(1 for s in solved if s.gave_up)
    print(
        f"Bishops whist, {deals} deals (tricks and points): median {statistics.median(times):.2f} s, "
        f"p90 {quantile(times, 0.9):.2f} s, max {max(times):.2f} s; over 30 s: "
        f"{sum(1 for t in times if t > 30)}; gave up: {gave_up}"
    )
    figures = distribution(solved)
    for line in distribution_lines(figures):
        print(line)
    if workers > 1:
        walls = [s.wall for s in solved]
        print(
            f"  wall-clock ({workers} processes a board): median {statistics.median(walls):.2f} s, "
            f"p90 {quantile(walls, 0.9):.2f} s, max {max(walls):.2f} s"
        )
    print(f"  ({jobs} job{'s' if jobs > 1 else ''}, {wall:.1f} s wall)")
    if json_path is not None:
        run: dict[str, object] = {
            "deals": deals,
            "seed": seed,
            "max_nodes": max_nodes,
            "jobs": jobs,
            "cards": cards,
            "workers": workers,
            "wall_s": round(wall, 3),
            "load_average": list(os.getloadavg()),
        }
        write_figures(json_path, solved, figures, run)
        print(f"  figures written to {json_path}")


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
    add_run_options(parser)
    args = parser.parse_args()
    check_run_options(parser, args)
    if args.baseline:  # --baseline 0: the Bishops deals only
        bench_baseline(args.baseline, args.seed)
    bench_bishops(
        args.deals,
        args.seed,
        args.max_nodes or None,
        args.jobs,
        args.cards,
        args.json,
        args.workers,
    )


def add_run_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--jobs", type=int, default=1, help="worker processes across deals (default 1)"
    )
    parser.add_argument("--json", type=Path, metavar="FILE", help="keep the figures in FILE (JSON)")
    parser.add_argument(
        "--cards",
        type=int,
        default=13,
        choices=range(1, 14),
        metavar="N",
        help="cards a hand (default 13: whole deals; fewer: an ending, for quick runs)",
    )
    # a board on two cores (solver/parallel.py): CPU seconds then count both processes
    parser.add_argument(
        "--workers", type=int, default=1, help="processes a board (2: solver/parallel.py)"
    )


def check_run_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse at once what would fail only at the end of a long run."""
    if args.deals < 1:
        parser.error(f"--deals {args.deals}: at least one deal")
    if args.jobs < 1:
        parser.error(f"--jobs {args.jobs}: at least one worker")
    if args.workers not in (1, 2):
        parser.error(f"--workers {args.workers}: 1 or 2 processes a board")
    if args.workers > 1 and args.jobs > 1:
        # the jobs' pool processes are daemons, which may not start the solver's workers
        parser.error("--workers 2 with --jobs: choose one way to use the cores")
    if args.json is not None and not args.json.parent.is_dir():
        parser.error(f"--json {args.json}: no folder {args.json.parent} to write it in")


if __name__ == "__main__":
    main()

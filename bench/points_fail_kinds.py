"""What decides the trick starts of the points search's dear failing test (issue 17, sbound2).

The points test at the value + 1 fails: East-West refute every North-South card, and most
of a deal's points positions are spent proving it. This builds the compiled core with
-DPOINTS_TRACE (into a temporary folder, the installed core left as it is), solves one of
bench/bench_solver.py's deals whole, and reads the trick starts of the points search that
the bounds and the table left open (solver/_core.c: trace_pos()). Of those at ``--tricks``
in the failing test that cost the most (``--test``: by default the root target whose
failing trick starts cost the most), it draws ``--sample`` weighted by their positions and
solves each exactly three ways with the installed core: its points, its tricks (T) and the
bishops North-South can take whatever the tricks (K). It then says, as shares of those
positions, which bound would have decided the trick start at its target:
- "A": the tricks search's value read as as_gain() reads a tricks entry (T tricks and the
  most bishops T tricks can hold): a tricks entry of the position, or a sure upper bound
  on North-South's tricks as tight, would have decided it;
- "B": every trick left and K bishops (a bound on the bishops alone);
- "none": neither, only the two together (one East-West play holding both down);
and whether North-South need to capture an East-West bishop there ("capture") or need
no more bishops than they hold ("own").

Usage: ``.venv/bin/python bench/points_fail_kinds.py [--deal 6] [--tricks 9,10]
[--sample 300] [--test 13] [--seed 17]`` (needs a C compiler, as ``pip install -e .``)
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench_solver import bishops_boards
from solver_stats import build_core

from solver.rules import trump_code
from solver.search import _core

ROOT = Path(__file__).resolve().parent.parent
BISHOP_GRADE = 11
KNIGHT_CODE = 74


@dataclass
class Start:
    """A trick start of the trace (trace_pos()'s line)."""

    root: int
    number: int
    turn: int
    need: int
    target: int
    result: int
    spent: int
    hands: list[list[int]]


def parse(line: str) -> Start:
    fields = line.split()
    root, number, turn, need, target, result, spent = map(int, fields[:7])
    hands = []
    for field in fields[7:11]:
        knights, *masks = field.split(":")
        codes = [
            suit * 16 + grade
            for suit, mask in enumerate(masks)
            for grade in range(16)
            if int(mask, 16) >> grade & 1
        ]
        hands.append(codes + [KNIGHT_CODE] * int(knights))
    return Start(root, number, turn, need, target, result, spent, hands)


def value(start: Start, trump: int, weights: tuple[int, int, int]) -> int:
    tw, bw, step = weights
    need = start.need if step else 0
    found: tuple[int, int] = _core.solve(
        start.hands, [], [], start.turn, start.number, need, trump, 1, tw, bw, step, 0, 0
    )
    return found[0]


def bishops_on(hands: list[list[int]], tricks: int) -> int:
    """points_bishops_on(): the most bishops ``tricks`` tricks can hold"""
    held = [sum(1 for c in h if c & 15 == BISHOP_GRADE and c != KNIGHT_CODE) for h in hands]
    return sum(min(n, tricks) for n in held)


def kind(start: Start, trump: int) -> str:
    _core.forget()
    left = 14 - start.number
    tricks = value(start, trump, (1, 0, 0))
    bishops = value(start, trump, (0, 1, 0))

    def step_at(t: int) -> int:
        return 1 if 0 < start.need <= t else 0

    by_tricks = tricks + 4 * bishops_on(start.hands, tricks) + step_at(tricks)
    by_bishops = left + step_at(left) + 4 * bishops
    name = ("A" if by_tricks < start.target else "") + ("B" if by_bishops < start.target else "")
    rest = start.target - left - step_at(left)
    wanted = max(0, -(-rest // 4))
    own = sum(1 for seat in (0, 2) for c in start.hands[seat] if c & 15 == BISHOP_GRADE)
    return f"{name or 'none'} {'capture' if wanted > own else 'own'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deal", type=int, default=6)
    parser.add_argument("--tricks", default="9,10")
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("--test", type=int, default=None, help="the root target (points)")
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    board = next(b for b in bishops_boards(args.deal, args.seed) if b.number == args.deal)
    trump = trump_code(board.trump)
    with tempfile.TemporaryDirectory() as folder:
        build_core(Path(folder), "POINTS_TRACE")
        trace = Path(folder) / "trace.txt"
        env = dict(os.environ, POINTS_TRACE=str(trace))
        env["PYTHONPATH"] = os.pathsep.join([folder, str(ROOT), str(ROOT / "bench")])
        subprocess.run(
            [sys.executable, str(ROOT / "bench" / "driver_deals.py"), "--deals", str(args.deal),
             "--seed", str(args.seed)],
            check=True, env=env, cwd=folder,
        )  # fmt: skip
        starts = [parse(line) for line in trace.read_text().splitlines()]
    failing: dict[int, int] = {}
    for s in starts:
        if s.result == 0:
            failing[s.root] = failing.get(s.root, 0) + (s.spent if s.number == 9 else 0)
    test = args.test if args.test is not None else max(failing, key=lambda r: failing[r])
    rng = random.Random(1)
    for number in (int(t) for t in args.tricks.split(",")):
        rows = [s for s in starts if s.root == test and s.number == number and s.result == 0]
        if not rows:
            continue
        total = sum(s.spent for s in rows)
        drawn = rng.choices(rows, weights=[s.spent for s in rows], k=args.sample)
        counts: dict[str, int] = {}
        for s in drawn:
            k = kind(s, trump)
            counts[k] = counts.get(k, 0) + 1
        print(f"deal {args.deal}, points test {test}, trick {number}: {len(rows):,} failing "
              f"trick starts searched, {total:,} positions under them")  # fmt: skip
        for k, n in sorted(counts.items()):
            print(f"   {k:14} {100 * n / args.sample:5.1f}% of those positions")


if __name__ == "__main__":
    main()

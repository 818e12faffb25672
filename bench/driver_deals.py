"""The positions of each of solve()'s two searches on whole deals (issue 17, the driver).

For bench/bench_solver.py's deals (the same seed and draws), each board solved whole as
solver/api.py solves it, one process: the tricks search's positions and the points
search's apart, and whether each gave up at ``--max-nodes`` positions (a search). Positions
do not depend on the machine's load: this compares drivers (first guesses, order of tests).

Usage: ``.venv/bin/python bench/driver_deals.py [--deals 1-10] [--max-nodes 60000000]
[--seed 17] [--options 0]``
"""

from __future__ import annotations

import argparse

from bench_solver import bishops_boards, board_position

from solver import Solver, SolverGaveUp
from whist.games import BISHOPS_WHIST


def numbers(text: str) -> list[int]:
    found: list[int] = []
    for part in text.split(","):
        first, _, last = part.partition("-")
        found.extend(range(int(first), int(last or first) + 1))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", default="1-10", help="deal numbers: 1-10 or 1,3,5")
    parser.add_argument("--max-nodes", type=int, default=60_000_000)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--options", type=int, default=0, help="the core's options, or-ed")
    args = parser.parse_args()
    wanted = numbers(args.deals)
    boards = bishops_boards(max(wanted), args.seed)
    total = solved = 0
    print(f"{'deal':>4} {'tricks':>12} {'points':>12} {'both':>12}  values")
    for board in boards:
        if board.number not in wanted:
            continue
        solver = Solver(BISHOPS_WHIST, board.trump, max_nodes=args.max_nodes)
        solver._tricks.options = solver._points.options = args.options
        try:
            value = solver.solve(board_position(board, 13))
            shown = f"{value.tricks} {value.points}"
            solved += 1
        except SolverGaveUp:
            shown = "gave up"
        t, p = solver._tricks.nodes, solver._points.nodes
        total += t + p
        print(f"{board.number:>4} {t:>12,} {p:>12,} {t + p:>12,}  {shown}", flush=True)
    print(f"solved {solved} of {len(wanted)}; positions {total:,}")


if __name__ == "__main__":
    main()

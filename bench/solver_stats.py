"""Where a Bishops deal's search spends its positions (issue 17): the compiled core built
with -DSOLVER_STATS (into a temporary folder, with a copy of the solver package, so the
installed core is left as it is), then bench/bench_solver.py's deals searched whole and
the counts printed by trick: positions, the share of them on a trick a knight led (the
irregular trick) and under a knight's lead at a trick start, the table's hit rate at trick
starts, the first card's cut-off rate by place in the trick, and the width searched (the
cards tried at a searched position, and at one where every card failed: the "all" nodes,
whose width multiplies from trick to trick). Positions, not seconds: load-independent.

Usage: ``.venv/bin/python bench/solver_stats.py [--deals 1,3,5] [--max-nodes 20000000]
[--points] [--order] [--seed 17]`` (needs a C compiler, as ``pip install -e .`` does)
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent

#: the rows of _core.stats(), in the order of its enum (solver/_core.c, SOLVER_STATS)
KINDS = [
    "nodes",
    "knight",
    "start",
    "bound",
    "probe",
    "hit",
    "tbound",
    "store",
    "cut_first",
    "cut_later",
    "all_fail",
    "mid",
    "leader_won",
    "leader_won_nodes",
    "other_won",
    "other_won_nodes",
    "mid_searched",
    "mid_nodes",
    "moves",
    "fail_moves",
    "plain_moves",
    "knights_held",
    "knight_lead_nodes",
    "miss_nokey",
    "miss_nomatch",
    "miss_undecided",
    "miss_lost",
    "store_abs",
    "miss_ranks",
    "nk_need_key",
    "nk_need_decides",
    "nk_holder",
    "nm_one",
    "nm_honours",
    "nm_grades",
    "nm_top",
    "nm_deep",
    "nk_same_ctx",
    "nk_same_len",
    "nk_p_need",
    "nk_p_turn",
    "nk_p_count",
    "nk_p_bishop",
    "nk_p_holder",
    "nk_p_move",
    "nk_p_swap",
    "nk_p_knight",
    "nk_p_none",
    "nk_count_match",
    "nk_count_decides",
    "nm_count_kept",
    "nm_count_kept_grades",
    "nm_count_free",
    "nm_many",
    "nm_high",
    "nm_low",
    "nm_partner",
    "nm_other_side",
    "nm_count_out",
]

#: skey2's columns: a "no key" miss against the keys stored so far (miss_key_part())
KEY_PARTS = KINDS[KINDS.index("nk_same_ctx") : KINDS.index("nm_count_kept")]


def build_core(folder: Path, macro: str = "SOLVER_STATS") -> None:
    """The solver package copied into ``folder`` with its core built with ``macro``
    defined: SOLVER_STATS (the counts), POINTS_TRACE (points_fail_kinds.py) or
    SOLVER_CHECK (solver_check.py)."""
    shutil.copytree(ROOT / "solver", folder / "solver", ignore=shutil.ignore_patterns("*.so"))
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    include = sysconfig.get_paths()["include"]
    subprocess.run(
        ["cc", "-O2", "-shared", "-fPIC", f"-D{macro}", f"-I{include}",
         str(ROOT / "solver" / "_core.c"), "-o", str(folder / "solver" / f"_core{suffix}")],
        check=True,
    )  # fmt: skip


def table(rows: list[tuple[int, int, int, int]]) -> None:
    counts: dict[tuple[str, int, int], int] = {}
    for kind, number, place, value in rows:
        counts[(KINDS[kind], number, place)] = value

    def get(kind: str, number: int, place: int = 0) -> int:
        return counts.get((kind, number, place), 0)

    total = sum(v for (k, _, _), v in counts.items() if k == "nodes") or 1
    print(
        "trick   positions   share  knight-led  under-knight-lead  hit%   "
        "first-cut% by place   width (all nodes) by place   "
        "misses (% of probes): no key, no match, undecided, lost, in grades; "
        "no key but other need's, deciding, other holder's; no match by one suit, by "
        "honours, by a suit in grades; by one suit from its top, from its third card"
    )
    for number in range(1, 14):
        nodes = sum(get("nodes", number, p) for p in range(4))
        if not nodes:
            continue
        firsts, widths = [], []
        for p in range(4):
            first, later = get("cut_first", number, p), get("cut_later", number, p)
            fails = get("all_fail", number, p)
            firsts.append(f"{100 * first / (first + later):3.0f}" if first + later else "  -")
            widths.append(f"{get('fail_moves', number, p) / fails:4.2f}" if fails else "   -")
        probes = get("probe", number)
        print(
            f"{number:5} {nodes:11,} {100 * nodes / total:6.1f}% "
            f"{100 * sum(get('knight', number, p) for p in range(4)) / nodes:9.1f}% "
            f"{100 * get('knight_lead_nodes', number) / total:16.1f}% "
            f"{100 * get('hit', number) / probes if probes else 0:6.1f}   "
            f"{' '.join(firsts)}      {' '.join(widths)}      "
            + " ".join(
                f"{100 * get(k, number) / probes if probes else 0:5.1f}"
                for k in (
                    "miss_nokey",
                    "miss_nomatch",
                    "miss_undecided",
                    "miss_lost",
                    "miss_ranks",
                    "nk_need_key",
                    "nk_need_decides",
                    "nk_holder",
                    "nm_one",
                    "nm_honours",
                    "nm_grades",
                    "nm_top",
                    "nm_deep",
                )
            )
            + "  stores in grades "
            + (
                f"{100 * get('store_abs', number) / get('store', number):5.1f}%"
                if get("store", number)
                else "    -"
            )
        )


def miss_table(rows: list[tuple[int, int, int, int]], miss: str, parts: list[str]) -> None:
    """The misses of one kind by what sets them apart (% of the probes at the trick):
    ``miss`` "nokey" (skey2: a "no key" miss against the nearest key stored so far,
    miss_key_part()) or "nomatch" (skey4: a "no match" miss against the entries of its
    key, miss_nomatch() in solver/_core.c), ``parts`` its columns (of KINDS)."""
    counts = {(KINDS[kind], number): value for kind, number, place, value in rows if place == 0}
    prefix, label = parts[0][:3], {"nokey": "no key", "nomatch": "no match"}[miss]
    print(f"{label} misses (% of probes): " + " ".join(k.removeprefix(prefix) for k in parts))
    for number in range(1, 14):
        probes = counts.get(("probe", number), 0)
        if not probes:
            continue
        cells = [f"{100 * counts.get((k, number), 0) / probes:5.1f}" for k in parts]
        missed = 100 * counts.get((f"miss_{miss}", number), 0) / probes
        print(f"{number:5} {label} {missed:5.1f}  " + " ".join(cells))


def order_table(rows: list[tuple[int, ...]]) -> None:
    """The move order's counts (_core.order_stats()): by search, by whether a knight led
    the trick, by trick and by place, the positions searched, the share of them that cut
    off, of those the share cut by the first card tried, the cards tried in a cut-off
    (1.00 best), and the positions spent under the cards tried before the cutting one."""
    print("search  knight-led  trick  place  searched   cut%  first%  tried  wasted")
    for search, knight, number, place, nodes, cut, first, tried, _, _, waste in rows:
        print(
            f"{('tricks', 'points')[search]:7} {('no', 'yes')[knight]:>10} {number:6} {place:6} "
            f"{nodes:9,} {100 * cut / nodes:6.1f} {100 * first / cut if cut else 0:7.1f} "
            f"{tried / cut if cut else 0:6.2f} {waste:9,}"
        )
    sums: dict[tuple[int, int, int], list[int]] = {}
    for search, knight, _, place, nodes, cut, first, tried, _, _, waste in rows:
        total = sums.setdefault((search, knight, place), [0, 0, 0, 0, 0])
        for i, v in enumerate((nodes, cut, first, tried, waste)):
            total[i] += v
    print("all tricks: search  knight-led  place  searched   cut%  first%  tried  wasted")
    for (search, knight, place), (nodes, cut, first, tried, waste) in sorted(sums.items()):
        print(
            f"{('tricks', 'points')[search]:>19} {('no', 'yes')[knight]:>11} {place:6} "
            f"{nodes:9,} {100 * cut / nodes:6.1f} {100 * first / cut if cut else 0:7.1f} "
            f"{tried / cut if cut else 0:6.2f} {waste:9,}"
        )


#: order_kind()'s kinds of a follower's card (solver/_core.c, SOLVER_STATS)
ORDER_KINDS = ["low follow", "discard", "over partner", "sure win", "win, may lose"]
#: order_kind()'s kinds of a lead
LEAD_KINDS = [
    "lead, unsure",
    "to partner's top",
    "lead the top",
    "under own top",
    "knight",
    "unsure, their B",
    "partner's, their B",
    "partner's, his B",
]


def fails_table(rows: list[tuple[int, int, int, int, int]]) -> None:
    """Where the first card tried failed and a later one cut off (not on a knight's lead):
    the kinds of the two cards (order_kind(); place 0 a lead, LEAD_KINDS; "+B" a bishop in
    the points search) and the positions searched under the cards tried before the
    cutting one, the largest first."""
    print("search  place  first card          cutting card        wasted")

    def kind(k: int, place: int) -> str:
        return (LEAD_KINDS if place == 0 else ORDER_KINDS)[k // 2] + (" +B" if k % 2 else "")

    for search, place, first, cutting, waste in sorted(rows, key=lambda r: -r[4])[:24]:
        print(
            f"{('tricks', 'points')[search]:7} {place:5}  {kind(first, place):18}  {kind(cutting, place):18} "
            f"{waste:9,}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1,3,5", help="bench_solver's deal numbers")
    parser.add_argument("--max-nodes", type=int, default=20_000_000)
    parser.add_argument("--points", action="store_true", help="the points search too")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--order", action="store_true", help="the move order's counts too")
    args = parser.parse_args()
    numbers = [int(n) for n in args.deals.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        build_core(Path(folder))
        sys.path.insert(0, folder)  # the counting core before the installed one
        sys.path.insert(1, str(ROOT / "bench"))
        from bench_solver import bishops_boards, board_position

        from solver import Solver, SolverGaveUp
        from whist.games import BISHOPS_WHIST

        core: ModuleType = sys.modules["solver._core"]
        if not hasattr(core, "stats"):
            raise SystemExit(f"the core imported ({core.__file__}) does not count")
        boards = bishops_boards(max(numbers), args.seed)
        for number in numbers:
            board = boards[number - 1]
            position = board_position(board, 13)
            solver = Solver(BISHOPS_WHIST, board.trump, max_nodes=args.max_nodes)
            searches = (("tricks", True, False), ("points", False, True))
            for name, tricks, points in searches[: 2 if args.points else 1]:
                core.stats()
                core.order_stats()
                core.order_fails()
                try:
                    value = solver.solve(position, tricks=tricks, points=points)
                    found = str(value.tricks if tricks else value.points)
                except SolverGaveUp:
                    found = f"gave up at {args.max_nodes:,}"
                print(f"deal {number}, trump {board.trump}, {name}: {found}")
                rows = core.stats()
                table(rows)
                miss_table(rows, "nokey", KEY_PARTS)
                miss_table(rows, "nomatch", KINDS[KINDS.index("nm_count_kept") :])
                if args.order:
                    order_table(core.order_stats())
                    fails_table(core.order_fails())


if __name__ == "__main__":
    main()

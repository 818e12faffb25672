"""Scratch (sworst): bench/points_probes.py's replay of whole deals (bench_solver's, seed 17;
tricks then points, one null-window test at a time, the table forgotten between deals) with
the points walk's test beside a failed estimate on (solver/api.py BESIDE_WALK) or off.

Usage: .venv/bin/python scratch_sworst/walks.py on|off DEAL[,DEAL...] [--max-nodes N]"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import points_probes

from solver import api
from solver.search import forget_table


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("walk", choices=["on", "off"])
    parser.add_argument("deals")
    parser.add_argument("--max-nodes", type=int, default=200_000_000)
    args = parser.parse_args()
    api.BESIDE_WALK = args.walk == "on"
    found = points_probes.whole_deals(100, 17)
    for n in (int(x) for x in args.deals.split(",")):
        forget_table()
        _, t, p, _, probes = points_probes.replay(found[n - 1], args.max_nodes, 0)
        shown = points_probes.shown(probes)
        print(f"{args.walk} {n:>3} tricks {t:,} points {p:,}  {shown}", flush=True)


if __name__ == "__main__":
    main()

"""Benchmark of the printer (issue 4); own runner, not part of the test run. Prints
figures and a ratio against a baseline measured in the same run.

The full pack for an evening of 36 boards at 9 tables (Mitchell): hand records (2 a
page), 36 trump slips, 144 curtain cards and the guide cards for 9 tables, one PDF on A4,
every QR code signed. Target: under 3 s.

Baseline: the same pack with the QR symbols made the ``qrcode`` package's default way,
which tries all eight mask patterns and keeps the best; the printer fixes the mask
(:mod:`printing.qr`), the largest single saving. A check decodes nothing (the tests do);
the figure is wall time of :func:`printing.render_pdf`, best and median of the runs,
plus the first (cold) run which also registers the font.

Usage: ``.venv/bin/python bench/bench_printing.py [--runs 5] [--boards 36] [--tables 9]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

import qrcode
from qrcode.constants import ERROR_CORRECT_M

import printing.qr
from printing import PrintEvent, render_pdf
from scoring import build_movement
from whist import STANDARD_PACK, Board, TrumpRecord, deal_count, rotating_dealer, unrank_deal

ITEMS = ("hand-records", "trump-slips", "curtain-cards", "guide-cards")
TARGET_SECONDS = 3.0


def make_event(boards: int, tables: int) -> PrintEvent:
    rng = random.Random(1897)
    total = deal_count(STANDARD_PACK)
    made = []
    for number in range(1, boards + 1):
        deal = unrank_deal(STANDARD_PACK, rng.randrange(total))
        dealer = rotating_dealer(number)
        made.append(Board(number, deal, dealer, TrumpRecord.turned(deal.hand(dealer)[-1])))
    movement = build_movement("mitchell", tables, boards)
    return PrintEvent(
        "bench-2026", "Benchmark Pairs", tuple(made), b"bench secret", movement=movement
    )


def best_mask_modules(text: str) -> list[list[bool]]:
    """The baseline: qrcode's default best-of-eight mask search."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=0)
    code.add_data(text.encode("utf-8"), optimize=0)
    code.make(fit=True)
    matrix: list[list[bool]] = code.get_matrix()
    return matrix


def time_runs(event: PrintEvent, runs: int) -> tuple[list[float], list[float], int, int]:
    """Wall and CPU seconds of each run (CPU time is steadier on a shared machine)."""
    wall, cpu = [], []
    pages = size = 0
    for _ in range(runs):
        started, started_cpu = time.perf_counter(), time.process_time()
        data, pages = render_pdf(event, ITEMS, paper="a4", per_page=2)
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        size = len(data)
    return wall, cpu, pages, size


def with_modules(maker: Callable[[str], list[list[bool]]], action: Callable[[], None]) -> None:
    saved = printing.qr.qr_modules
    setattr(printing.qr, "qr_modules", maker)  # noqa: B010 - swap in the baseline
    try:
        action()
    finally:
        setattr(printing.qr, "qr_modules", saved)  # noqa: B010


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--boards", type=int, default=36)
    parser.add_argument("--tables", type=int, default=9)
    args = parser.parse_args()

    event = make_event(args.boards, args.tables)
    started = time.perf_counter()
    render_pdf(event, ITEMS)
    cold = time.perf_counter() - started

    ours, ours_cpu, pages, size = time_runs(event, args.runs)
    baseline: list[float] = []

    def run_baseline() -> None:
        baseline.extend(time_runs(event, max(1, args.runs // 2))[1])

    with_modules(best_mask_modules, run_baseline)

    best, median = min(ours), statistics.median(ours)
    best_cpu, base_best = min(ours_cpu), min(baseline)
    print(
        f"full pack: {args.boards} boards, {args.tables} tables "
        f"({', '.join(ITEMS)}): {pages} pages, {size / 1024:.0f} KiB"
    )
    print(
        f"  printer:  wall best {best:.2f} s, median {median:.2f} s over {args.runs} runs; "
        f"CPU best {best_cpu:.2f} s; cold first run {cold:.2f} s"
    )
    print(f"  baseline (best-mask QR search): CPU best {base_best:.2f} s over {len(baseline)} runs")
    print(f"  ratio baseline/printer (CPU): {base_best / best_cpu:.2f}x")
    verdict = "meets" if median < TARGET_SECONDS else "MISSES"
    print(f"  target < {TARGET_SECONDS:.0f} s: {verdict} (median {median:.2f} s)")


if __name__ == "__main__":
    main()

"""Benchmark of the printer (issues 4 and 12); own runner, not part of the test run.

Every item (hand records 4 a page, trump slips, curtain cards, guide cards, score cards,
travellers, the dealing sheet and the results pages) for an evening of 36 boards at 9
tables (Mitchell), on A4, every QR code signed; then the same for 360 boards, to show
that the time grows linearly with the boards (the ratio of CPU seconds per board,
360 against 36, should stay near 1). Target for 36 boards: under 1 s of CPU.

The QR share is measured with :mod:`cProfile` on one cold 36-board run (the remembered
symbols cleared first): the time inside :mod:`printing.qr` and the ``qrcode`` package
(building the symbols and drawing them), as a share of the whole run under the
profiler. Every timed run is cold too (a layout measures each code before drawing it,
and within a run the symbol is built once).

Usage: ``.venv/bin/python bench/bench_printing.py [--runs 3] [--boards 36] [--tables 9]``
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time

from printing import PrintEvent, render_pdf
from printing.qr import qr_modules
from printing.render import ITEMS
from scoring import build_movement
from scoring.results import DealResult, Scoresheet
from whist import STANDARD_PACK, Board, TrumpRecord, deal_count, rotating_dealer, unrank_deal

TARGET_CPU = 1.0


def make_event(boards: int, tables: int) -> PrintEvent:
    rng = random.Random(1897)
    total = deal_count(STANDARD_PACK)
    made = []
    for number in range(1, boards + 1):
        deal = unrank_deal(STANDARD_PACK, rng.randrange(total))
        dealer = rotating_dealer(number)
        made.append(Board(number, deal, dealer, TrumpRecord.turned(deal.hand(dealer)[-1])))
    movement = build_movement("mitchell", tables, boards)
    sheet = Scoresheet(movement, game="whist")
    for rnd in movement.rounds:
        for table_round in rnd.tables:
            for deal_number in table_round.deals:
                ns = rng.randrange(3, 11)
                sheet.add(
                    DealResult(
                        deal=deal_number,
                        ns_score=ns,
                        ew_score=13 - ns,
                        round=rnd.number,
                        table=table_round.table,
                    )
                )
    return PrintEvent(
        "bench-2026",
        "Benchmark Pairs",
        tuple(made),
        b"bench secret",
        movement=movement,
        date="Thursday 26 November 2026",
        session="Evening session",
        results=sheet,
    )


def cpu_runs(event: PrintEvent, runs: int) -> tuple[list[float], int]:
    times = []
    pages = 0
    for _ in range(runs):
        qr_modules.cache_clear()  # cold: every QR symbol built again, as in a first print
        started = time.process_time()
        _, pages = render_pdf(event, ITEMS, paper="a4", per_page=4)
        times.append(time.process_time() - started)
    return times, pages


def qr_share(event: PrintEvent) -> float:
    """The share of a cold run (no QR symbol remembered) spent on QR codes."""
    qr_modules.cache_clear()
    profile = cProfile.Profile()
    profile.enable()
    render_pdf(event, ITEMS, paper="a4", per_page=4)
    profile.disable()
    stats = pstats.Stats(profile)
    total = 0.0
    inside = 0.0
    for (filename, _, _), row in stats.stats.items():  # type: ignore[attr-defined]
        own = row[2]  # tottime
        total += own
        if filename.endswith("printing/qr.py") or "/qrcode/" in filename:
            inside += own
    return inside / total if total else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--boards", type=int, default=36)
    parser.add_argument("--tables", type=int, default=9)
    args = parser.parse_args()

    small = make_event(args.boards, args.tables)
    render_pdf(small, ITEMS)  # registers the font, warms the caches
    small_cpu, small_pages = cpu_runs(small, args.runs)
    large = make_event(10 * args.boards, args.tables)
    large_cpu, large_pages = cpu_runs(large, max(1, args.runs // 2))
    best_small, best_large = min(small_cpu), min(large_cpu)
    print(f"every item ({', '.join(ITEMS)}), A4, hand records 4 a page")
    print(
        f"  {args.boards} boards: {small_pages} pages, CPU best {best_small:.2f} s, "
        f"median {statistics.median(small_cpu):.2f} s over {len(small_cpu)} runs"
    )
    print(
        f"  {10 * args.boards} boards: {large_pages} pages, CPU best {best_large:.2f} s "
        f"over {len(large_cpu)} runs"
    )
    per_board = (best_large / (10 * args.boards)) / (best_small / args.boards)
    print(f"  CPU per board, {10 * args.boards} against {args.boards} boards: {per_board:.2f}x")
    print(f"  QR share of the {args.boards}-board run (cProfile): {qr_share(small):.0%}")
    verdict = "meets" if best_small < TARGET_CPU else "MISSES"
    print(f"  target < {TARGET_CPU:.0f} s CPU for {args.boards} boards: {verdict}")


if __name__ == "__main__":
    main()

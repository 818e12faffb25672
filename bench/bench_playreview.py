"""Benchmark of the play review (issue 17, "Every card of the evening, afterwards"): own
runner, not part of the test run. Prints figures and a ratio against a baseline measured
in the same run.

The evening: 9 tables, 36 boards of duplicate whist (a Mitchell of 9 rounds of 4
boards), every table playing every board it meets -- 324 table-boards, 16,848 cards --
played by the kiosk's simulated players through the kiosk's own door into its SQLite log
(random lawful cards: far more costly cards than real players make, so more "which cards
kept the value" searches: the harder case).

1. Reading: the whole log read back and replayed (:func:`dealer.kiosklog.read_plays`).
2. The analysis: every card's value before and after, every costly card's better cards
   (:func:`dealer.playreview.review_play`, DDS's ``AnalysePlay`` and ``SolveBoard``).
   Target: the whole evening in < 10 min on 2 cores.
3. Baseline: the obvious way -- one ``solve_board`` of every position, the value of the
   card played read from it -- on the first ``--sample`` table-boards, scaled to the
   evening.

4. Bishops whist: the same evening of Bishops deals, played the same way, analysed by the
   project's solver (:mod:`solver`, points North-South can force) -- the first
   ``--bishops-sample`` table-boards, each in a child process given ``--bishops-budget``
   seconds, with the kiosk's limit of positions a search (``--bishops-max-nodes``, 0:
   none), scaled to the evening, with how many cards got values within the limit (or
   how many table-boards did not finish in the budget).

Usage: ``.venv/bin/python bench/bench_playreview.py [--tables 9] [--sample 12]
[--bishops-sample 2] [--bishops-budget 120] [--bishops-max-nodes 200000]``
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from endplay.dds import solve_board

from dealer.analysis import DDS_LOCK, to_dds
from dealer.generate import create_event
from dealer.kiosklog import TablePlay, read_plays
from dealer.playreview import PlayReviewError, review_play, solver_for
from kiosk.autoplay import Autoplayer
from kiosk.evening import Evening
from kiosk.store import Store
from scoring import build_movement
from whist import Board, Card, Play


def play_evening(folder: Path, tables: int, game: str) -> tuple[list[Board], float]:
    boards = 4 * tables
    event = create_event(
        boards=boards, game=game, secret=bytes(range(32)), name="bench", event_id="bench"
    )
    movement = build_movement("mitchell", tables, boards)
    store = Store(f"sqlite:///{folder / 'kiosk.sqlite3'}", synchronous="normal")
    started = time.perf_counter()
    evening = Evening(store, game=game, boards=event.boards, movement=movement)
    Autoplayer(evening, seed=17).run_evening()
    store.close()
    return list(event.boards), time.perf_counter() - started


def baseline(play: Play) -> int:
    """Every position solved on its own; returns the number of positions."""
    deal = to_dds(play.deal, play.first_leader, play.trump_suit)
    positions = 0
    for trick in play.tricks:
        for p in trick.cards:
            with DDS_LOCK:
                scores = {Card.parse(str(c)): int(t) for c, t in solve_board(deal)}
            assert p.card in scores
            deal.play(str(p.card))
            positions += 1
    return positions


def _bishops_one(play: Play, board: int, max_nodes: int | None, queue: Any) -> None:
    started = time.perf_counter()
    solver = solver_for("bishops-whist", max_nodes=max_nodes)
    review = review_play(play, board=board, solver=solver)
    solved = sum(1 for c in review.cards if c.solved)
    queue.put((time.perf_counter() - started, len(review.cards), len(review.costly), solved))


def bishops(tables: int, sample: int, budget: float, max_nodes: int | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        boards, _ = play_evening(Path(tmp), tables, "bishops-whist")
        plays = [p for p in read_plays(Path(tmp), boards) if p.play is not None]
    context = multiprocessing.get_context("fork")
    times: list[float] = []
    unfinished = 0
    solved_cards = all_cards = 0
    for p in plays[:sample]:
        queue = context.Queue()
        child = context.Process(target=_bishops_one, args=(p.play, p.board, max_nodes, queue))
        child.start()
        child.join(budget)
        if child.is_alive():
            child.kill()
            child.join()
            unfinished += 1
            continue
        seconds, cards, costly, solved = queue.get()
        times.append(seconds)
        solved_cards += solved
        all_cards += cards
        print(
            f"   table {p.table}, board {p.board}: {cards} cards, {solved} with values, "
            f"{costly} costly, {seconds:.1f} s"
        )
    if times:
        scaled = statistics.mean(times) * len(plays)
        limit = f"{max_nodes:,} positions a search" if max_nodes else "no limit"
        print(
            f"4. Bishops whist: {len(times)} of {min(sample, len(plays))} table-boards analysed, "
            f"median {statistics.median(times):.1f} s; the evening ({len(plays)} table-boards) "
            f"~ {scaled / 60:.0f} min on one core; {solved_cards} of {all_cards} cards with "
            f"values ({limit})"
        )
    if unfinished:
        print(
            f"4. Bishops whist: {unfinished} of {min(sample, len(plays))} table-boards not "
            f"analysed within {budget:.0f} s each: the evening would take more than "
            f"{budget * len(plays) / 3600:.1f} h on one core with this solver"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=9)
    parser.add_argument("--sample", type=int, default=12)
    parser.add_argument("--game", default="duplicate-whist")
    parser.add_argument("--bishops-sample", type=int, default=2)
    parser.add_argument("--bishops-budget", type=float, default=120.0)
    parser.add_argument(
        "--bishops-max-nodes",
        type=int,
        default=200_000,
        help="the solver's limit of positions a search, as the kiosk's (0: none)",
    )
    args = parser.parse_args()
    run(args)
    if args.bishops_sample > 0:
        bishops(
            args.tables, args.bishops_sample, args.bishops_budget, args.bishops_max_nodes or None
        )


def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        boards, played = play_evening(folder, args.tables, args.game)
        print(f"evening played through the kiosk: {played:.1f} s")
        started = time.perf_counter()
        plays: list[TablePlay] = read_plays(folder, boards)
        read = time.perf_counter() - started
        cards = sum(len(p.play.actions) for p in plays if p.play is not None)
        print(f"1. log read and replayed: {len(plays)} table-boards in {read:.2f} s")
        try:
            solver = solver_for(args.game)
        except PlayReviewError as exc:
            print(f"2. {exc}: no figure for {args.game}")
            return
        per_board: list[float] = []
        costly = 0
        started = time.perf_counter()
        for p in plays:
            assert p.play is not None
            one = time.perf_counter()
            review = review_play(p.play, board=p.board, table=p.table, seats=p.seats, solver=solver)
            per_board.append(time.perf_counter() - one)
            costly += len(review.costly)
        total = time.perf_counter() - started
        positions = sum(1 for p in plays if p.play is not None for _ in range(52))
        print(
            f"2. analysis: {len(plays)} table-boards, {positions:,} positions "
            f"({costly:,} costly cards) in {total:.1f} s on one core "
            f"(target < 600 s on 2 cores); a table-board: median "
            f"{statistics.median(per_board) * 1000:.0f} ms, max {max(per_board) * 1000:.0f} ms"
        )
        sample = [p for p in plays if p.play is not None][: args.sample]
        started = time.perf_counter()
        counted = sum(baseline(p.play) for p in sample if p.play is not None)
        naive = (time.perf_counter() - started) / max(len(sample), 1) * len(plays)
        print(
            f"3. baseline (solve_board at each of {counted:,} positions of {len(sample)} "
            f"table-boards, scaled): {naive:.1f} s for the evening; the analysis takes "
            f"{total / naive:.2f} of it"
        )
        assert cards >= positions  # every card recorded was a card analysed


if __name__ == "__main__":
    main()

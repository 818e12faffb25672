"""Agreement of the double-dummy solver at scale (issue 17); own runner, too slow for the
test suite (which keeps a small sample: tests/solver/test_agreement_sample.py).

1. **Duplicate whist against DDS** (endplay, the solver of record): ``--deals`` random
   deals (default 1,000, seeded), each with a random trump suit (duplicate whist always
   has one) and the real leader, the dealer's left; a random lawful play of the deal, and
   at the start of each trick from ``--from-trick`` on (default 1: the whole deal) North-
   South's tricks from the solver (:mod:`solver`, standard pack) and from DDS
   (``analyse_start``), trick for trick. Figures: positions and deals agreeing, positions
   the solver gave up on (``--max-nodes``), CPU seconds of each. With a slow solver, run
   from a later trick (``--from-trick 6``) or fewer deals, and say so.
2. **Bishops endings against brute force**: ``--endings`` random Bishops positions
   (default 3,000) with ``--min-cards`` (default 1) to ``--cards`` cards a hand (default
   5), part of the current trick played, random trump, tricks and bishops already taken,
   solved by the solver and by an exhaustive minimax (memoised, no pruning: :func:`tests.
   solver.brute.brute_values`) over the engine's own lawful plays and trick winner
   (``Game.lawful_plays``, ``Game.trick_winner``: the knights' rules as the engine has
   them), scored by the engine (``Game.score``): tricks and points. The endings are
   checked by ``--jobs`` worker processes (default: the machine's cores); each ending is
   drawn from its own generator (the seed and its number), so the endings and the
   figures do not depend on the number of workers. Figures: endings agreeing, by hand
   size and on tricks and points apart, CPU seconds of each side, positions a second.

Usage: ``.venv/bin/python bench/solver_agreement.py [--deals 1000] [--from-trick 1]
[--endings 3000] [--cards 5] [--min-cards 1] [--jobs N] [--max-nodes N] [--seed 17]
[--skip-dds] [--skip-bishops]``
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from endplay.dds import analyse_start
from endplay.types import Deal as DdsDeal

from dealer.analysis import _DENOM, _PLAYER, DDS_LOCK
from solver import Position, Solver, SolverGaveUp, opening, play
from whist import STANDARD_PACK, Card, Deal, Seat, Side, Suit
from whist.deal import format_hand
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.packs import Pack

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.solver.brute import brute_values


def random_deal(rng: random.Random, pack: Pack) -> Deal:
    cards = list(pack.cards)
    rng.shuffle(cards)
    return Deal.from_hands(pack, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat})


def random_card(rng: random.Random, position: Position) -> Card:
    hand = list(position.hands[position.to_play])
    allowed = position.game.lawful_plays(
        hand, position.trick, position.trump, position.trick_number
    )
    return rng.choice(list(dict.fromkeys(allowed)))


# -- 1. duplicate whist against DDS ------------------------------------------------------


def dds_tricks(position: Position) -> int:
    """North-South's tricks in the whole deal from a trick's start, by DDS."""
    hands = position.hands
    text = "N:" + " ".join(format_hand(list(hands[s]), STANDARD_PACK) for s in Seat)
    leader = position.to_play
    deal = DdsDeal(text, first=_PLAYER[leader], trump=_DENOM[position.trump])
    with DDS_LOCK:
        declarer = int(analyse_start(deal))
    left = len(hands[leader])
    rest = declarer if leader.right.side is Side.NS else left - declarer
    return position.tricks_taken[Side.NS] + rest


def bench_dds(deals: int, from_trick: int, max_nodes: int | None, seed: int) -> None:
    rng = random.Random(seed)
    positions = agree = gave_up = deals_agreeing = 0
    ours = theirs = 0.0
    disagreements: list[str] = []
    for number in range(1, deals + 1):
        deal = random_deal(rng, STANDARD_PACK)
        trump = rng.choice(list(Suit))
        dealer = rng.choice(list(Seat))
        position = opening(deal, trump, dealer.left, DUPLICATE_WHIST)
        solver = Solver(DUPLICATE_WHIST, trump, max_nodes=max_nodes)
        all_agree = True
        while position.trick_number <= 13:
            if position.trick_number >= from_trick and not position.trick:
                start = time.process_time()
                try:
                    value = solver.solve(position, points=False).tricks
                except SolverGaveUp:
                    value = None
                ours += time.process_time() - start
                start = time.process_time()
                reference = dds_tricks(position)
                theirs += time.process_time() - start
                positions += 1
                if value is None:
                    gave_up += 1
                    all_agree = False
                elif value == reference:
                    agree += 1
                else:
                    all_agree = False
                    disagreements.append(
                        f"deal {number} trick {position.trick_number}: ours {value}, DDS "
                        f"{reference} ({deal.to_pbn(Seat.NORTH)}, trump {trump}, "
                        f"{position.to_play} to lead)"
                    )
            position = play(position, random_card(rng, position))
        deals_agreeing += all_agree
        if number % 10 == 0:
            print(
                f"  {number} deals: {agree}/{positions} positions agree, {gave_up} gave up",
                flush=True,
            )
    print(
        f"duplicate whist against DDS, {deals} random deals from trick {from_trick}: "
        f"{deals_agreeing}/{deals} deals agree at every trick; positions {agree}/{positions} "
        f"agree, {gave_up} gave up (limit {max_nodes or 'none'}), "
        f"{len(disagreements)} disagree; CPU ours {ours:.1f} s, DDS {theirs:.1f} s"
    )
    for line in disagreements[:10]:
        print("  DISAGREE", line)


# -- 2. Bishops endings against brute force ---------------------------------------------


def random_ending(rng: random.Random, game: Game, cards: int) -> Position:
    """A random position of ``cards`` cards a hand, part of the current trick played,
    random trump, tricks and bishops taken before."""
    deal = random_deal(rng, game.pack)
    trump = rng.choice([None, *Suit])
    position = opening(deal, trump, rng.choice(list(Seat)), game)
    while position.trick_number < 14 - cards:
        position = play(position, random_card(rng, position))
    for _ in range(rng.randrange(4)):
        position = play(position, random_card(rng, position))
    return position


@dataclass(frozen=True)
class Checked:
    """One ending's outcome: its number and size, both values, the CPU each took."""

    number: int
    cards: int
    ours: tuple[int | None, int | None]
    brute: tuple[int, int]
    ours_cpu: float
    brute_cpu: float
    position: str


def ending_of(seed: int, number: int, min_cards: int, cards: int) -> tuple[int, Position]:
    """Ending ``number`` of a run: drawn from its own generator, seeded by the run's seed
    and its number, so that an ending does not depend on how many workers share the run
    or which one draws it."""
    rng = random.Random(seed * 1_000_003 + number)
    size = rng.randint(min_cards, cards)
    return size, random_ending(rng, BISHOPS_WHIST, size)


def check_ending(seed: int, number: int, min_cards: int, cards: int) -> Checked:
    size, position = ending_of(seed, number, min_cards, cards)
    start = time.process_time()
    value = Solver(BISHOPS_WHIST, position.trump).solve(position)
    ours = time.process_time() - start
    start = time.process_time()
    brute = brute_values(position)
    theirs = time.process_time() - start
    return Checked(number, size, (value.tricks, value.points), brute, ours, theirs, str(position))


def check_endings(
    endings: int, min_cards: int, cards: int, seed: int, jobs: int
) -> Iterator[Checked]:
    """Every ending of the run, in order of number, checked by ``jobs`` worker processes
    (1: in this one)."""
    tasks = [(seed, number, min_cards, cards) for number in range(1, endings + 1)]
    if jobs == 1:
        yield from itertools.starmap(check_ending, tasks)
        return
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        yield from pool.imap(_check_task, tasks, chunksize=4)


def _check_task(task: tuple[int, int, int, int]) -> Checked:
    return check_ending(*task)


def bench_bishops(endings: int, min_cards: int, cards: int, seed: int, jobs: int) -> None:
    start = time.perf_counter()
    tricks_agree = points_agree = agree = 0
    by_size: dict[int, list[int]] = {}
    ours = theirs = 0.0
    disagreements: list[str] = []
    for checked in check_endings(endings, min_cards, cards, seed, jobs):
        ours += checked.ours_cpu
        theirs += checked.brute_cpu
        tally = by_size.setdefault(checked.cards, [0, 0, 0, 0])
        tally[3] += 1
        tricks_ok = checked.ours[0] == checked.brute[0]
        points_ok = checked.ours[1] == checked.brute[1]
        tricks_agree += tricks_ok
        points_agree += points_ok
        tally[0] += tricks_ok
        tally[1] += points_ok
        if tricks_ok and points_ok:
            agree += 1
            tally[2] += 1
        else:
            disagreements.append(
                f"ending {checked.number}: ours {checked.ours[0]}/{checked.ours[1]}, brute "
                f"{checked.brute[0]}/{checked.brute[1]}: {checked.position}"
            )
        if checked.number % 100 == 0:
            print(f"  {checked.number} endings: {agree} agree", flush=True)
    wall = time.perf_counter() - start
    sizes = "; ".join(
        f"{k} cards: {both}/{n} (tricks {t}, points {p})"
        for k, (t, p, both, n) in sorted(by_size.items())
    )
    print(
        f"Bishops endings against brute force, {endings} random positions of {min_cards}-"
        f"{cards} cards a hand: {agree}/{endings} agree on tricks and points (tricks "
        f"{tricks_agree}/{endings}, points {points_agree}/{endings}; {sizes}); CPU ours "
        f"{ours:.1f} s, brute force {theirs:.1f} s; {endings / wall:.1f} positions/s "
        f"({jobs} jobs, {wall:.0f} s wall)"
    )
    for line in disagreements[:10]:
        print("  DISAGREE", line)


def timed(what: str, run: Callable[[], None]) -> None:
    start = time.perf_counter()
    run()
    print(f"  ({what}: {time.perf_counter() - start:.0f} s wall)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--from-trick", type=int, default=1, choices=range(1, 14))
    parser.add_argument("--max-nodes", type=int, default=0, help="0: no limit")
    parser.add_argument("--endings", type=int, default=3000)
    parser.add_argument("--cards", type=int, default=5, choices=range(1, 6))
    parser.add_argument("--min-cards", type=int, default=1, choices=range(1, 6))
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (Bishops)"
    )
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--skip-dds", action="store_true")
    parser.add_argument("--skip-bishops", action="store_true")
    args = parser.parse_args()
    if args.min_cards > args.cards:
        parser.error(f"--min-cards {args.min_cards} is more than --cards {args.cards}")
    if args.jobs < 1:
        parser.error(f"--jobs {args.jobs}: at least one worker")
    if not args.skip_dds:
        timed(
            "DDS agreement",
            lambda: bench_dds(args.deals, args.from_trick, args.max_nodes or None, args.seed),
        )
    if not args.skip_bishops:
        timed(
            "Bishops agreement",
            lambda: bench_bishops(args.endings, args.min_cards, args.cards, args.seed, args.jobs),
        )


if __name__ == "__main__":
    main()

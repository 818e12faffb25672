"""Positions the double-dummy solver searches, a yardstick for its pruning (issue 17).

Node counts do not depend on the machine's load (CPU seconds do), so each change to the
search can be judged in the same run on a loaded machine. A fixed, seeded set of random
Bishops deals is played out lawfully at random to the start of trick ``--trick`` (1: the
whole deal) and solved there for tricks and for points, each search limited to
``--max-nodes`` positions (a search beyond it counts the limit and "gave up"); the same for
random duplicate-whist deals (standard pack). Prints each position's count, the total and
the geometric mean per set, and the CPU seconds.

Usage: ``.venv/bin/python bench/solver_nodes.py [--deals 12] [--trick 4] [--max-nodes
50000000] [--seed 5] [--skip-standard] [--skip-bishops] [--options 0]``
"""

from __future__ import annotations

import argparse
import math
import random
import time

from solver import Position, Solver, SolverGaveUp, opening, play
from whist import BISHOPS_PACK, STANDARD_PACK, Card, Deal, Seat, Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.packs import Pack


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


def positions(game: Game, pack: Pack, deals: int, trick: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    found = []
    for _ in range(deals):
        deal = random_deal(rng, pack)
        trump = rng.choice([None, *Suit]) if game is BISHOPS_WHIST else rng.choice(list(Suit))
        position = opening(deal, trump, rng.choice(list(Seat)), game)
        while position.trick_number < trick:
            position = play(position, random_card(rng, position))
        found.append(position)
    return found


def run(name: str, game: Game, pack: Pack, args: argparse.Namespace) -> None:
    counts: list[int] = []
    gave_up = 0
    start = time.process_time()
    objectives = ("tricks", "points") if game is BISHOPS_WHIST else ("tricks",)
    for number, position in enumerate(positions(game, pack, args.deals, args.trick, args.seed), 1):
        for objective in objectives:
            solver = Solver(game, position.trump, max_nodes=args.max_nodes)
            # the yardstick as measured since its first round: the process's table kept
            # from one search to the next (the points' tricks search finds the tricks
            # search's entries), not forgotten as a new solver does for a new deal
            solver.keep_table()
            solver._tricks.options = solver._points.options = args.options
            try:
                value = solver.solve(
                    position, tricks=objective == "tricks", points=objective == "points"
                )
                shown = str(value.tricks if objective == "tricks" else value.points)
            except SolverGaveUp:
                gave_up += 1
                shown = "gave up"
            counts.append(max(1, solver.nodes))
            # the points: the tricks search before the points search, apart
            split = (
                f"  (tricks {solver._tricks.nodes:,} + points {solver._points.nodes:,})"
                if objective == "points"
                else ""
            )
            print(
                f"  {name} {number:>3} {objective:<6} {solver.nodes:>13,}  {shown}{split}",
                flush=True,
            )
    spent = time.process_time() - start
    mean = math.exp(sum(math.log(c) for c in counts) / len(counts))
    print(
        f"{name}: {len(counts)} searches from trick {args.trick}, total {sum(counts):,} "
        f"positions, geometric mean {mean:,.0f}, gave up {gave_up}, {spent:.1f} s CPU"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--trick", type=int, default=4)
    parser.add_argument("--max-nodes", type=int, default=50_000_000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--skip-standard", action="store_true")
    parser.add_argument("--options", type=int, default=0, help="the core's options, or-ed")
    parser.add_argument("--skip-bishops", action="store_true")
    args = parser.parse_args()
    if not args.skip_standard:
        run("standard", DUPLICATE_WHIST, STANDARD_PACK, args)
    if not args.skip_bishops:
        run("bishops", BISHOPS_WHIST, BISHOPS_PACK, args)


if __name__ == "__main__":
    main()

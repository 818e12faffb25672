"""Where the two searches of a Bishops deal spend their positions (issue 17), probe by probe.

For the positions of ``bench/solver_nodes.py`` (``--trick N``) or the whole deals of
``bench/bench_solver.py`` (``--whole``), the tricks search's driver (solve() in
_core.c, from solver/api.py's first guess, _tricks_guess()) then the points search's are
replayed one null-window test (probe) at a time, each a call of the compiled core bounded
to that one target (the table carries over between calls as between the tests of one
call; the move order's history starts afresh at each, so the counts differ a little from
one call's): which targets are tested, which fail, and the positions each costs, against
the window and the first guess solver/api.py gives it. Positions do not depend on the
machine's load.

Usage: ``.venv/bin/python bench/points_probes.py [--trick 5] [--deals 8] [--whole] [--only 1,6]
[--max-nodes 100000000] [--options 0] [--plain-walk] [--forget]``
"""

from __future__ import annotations

import argparse
import random

from bench_solver import random_deal as whole_random_deal
from solver_nodes import positions

from solver import Position, Solver, opening
from solver.api import (
    ODD_FROM,
    POINTS_PER_BISHOP,
    TRICKS_IN_A_DEAL,
    _bishops_held,
    _bishops_left,
    _check,
    _points_guess,
    _points_held,
    _points_window,
    _tricks_guess,
)
from solver.search import (
    NO_BESIDE,
    NO_HOLDER_GUESS,
    NO_TRICKS_GUESS,
    PLAIN_WALK,
    Search,
    _core,
    forget_table,
    walk,
)
from whist import BISHOPS_PACK, Seat, Suit
from whist.games import BISHOPS_WHIST


def whole_deals(deals: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    found = []
    for _ in range(deals):
        deal = whole_random_deal(rng, BISHOPS_PACK)
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        found.append(opening(deal, trump, leader, BISHOPS_WHIST))
    return found


def probe(search: Search, args: tuple[object, ...], target: int, limit: int) -> tuple[bool, int]:
    """One null-window test of ``search`` at ``target``: passed, and its positions."""
    assert _core is not None
    value, nodes = _core.solve(
        *args,
        search.trick_weight,
        search.bishop_weight,
        search.step,
        limit,
        search.options,
        target - 1,
        target,
        -1,
    )
    if value < 0:
        raise RuntimeError("gave up")
    return value >= target, nodes


class GaveUpIn(Exception):
    """A test went past the limit: which search, and the tests before it."""

    def __init__(self, search: str, probes: list[tuple[int, bool, int]], target: int) -> None:
        super().__init__(f"{search}: {shown(probes)} {target}?: gave up")


def drive(
    search: Search,
    args: tuple[object, ...],
    window: tuple[int, int],
    guess: int | None,
    stride: int,
    limit: int,
) -> tuple[int, list[tuple[int, bool, int]]]:
    """solve()'s driver in C, one test at a time (most() is not lowered here: the window
    given is always inside it): the value, and each test's target, outcome, positions."""
    probes: list[tuple[int, bool, int]] = []
    lo, hi = window
    estimate = first = guess
    if search.options & NO_BESIDE:
        first = None
    if guess is not None and guess == lo and lo < hi:
        guess = lo + 1
    guessed = guess is not None and lo < guess <= hi
    wanted = guess
    while lo < hi:
        target = (lo + hi + 1) // 2
        if wanted is not None and lo < wanted <= hi:
            target = wanted
        chosen, wanted = wanted, None
        try:
            ok, nodes = probe(search, args, target, limit)
        except RuntimeError:
            raise GaveUpIn("points" if search.step else "tricks", probes, target) from None
        probes.append((target, ok, nodes))
        if ok:
            lo = target
        else:
            hi = target - 1
        if stride and estimate is not None and target == chosen:
            estimate, wanted = walk(stride, estimate, target, ok, first)
        elif guessed and not stride:
            wanted = lo + 1 if ok else hi
        # sdriver: the walk without a stride goes on while the tests go one way
        guessed = guessed and not stride and not search.options & PLAIN_WALK and target == chosen
    return lo, probes


def shown(probes: list[tuple[int, bool, int]]) -> str:
    return " ".join(f"{t}{'+' if ok else '-'}:{n:,}" for t, ok, n in probes)


def replay(
    position: Position,
    max_nodes: int,
    options: int,
    plain_walk: bool = False,
    tricks_guess: int | None = None,
    forget: bool = False,
) -> tuple[str, int, int, list[tuple[int, bool, int]], list[tuple[int, bool, int]]]:
    """The tricks search's tests (as solver/api.py's driver: no guess on a fresh solver,
    or ``tricks_guess``), then the points search's, one at a time; ``forget``: from an
    empty table (the core's table is the process's and probe() calls the core, not
    Solver.solve(), so without it a position's tests find the entries of the positions
    replayed before it, and once the pool fills their figures are not its own alone)."""
    if forget:  # stail: from an empty table, as solver/api.py begins a new deal
        forget_table()
    solver = Solver(position.game, position.trump, max_nodes=max_nodes)
    solver._tricks.options = options
    solver._points.options = options
    hands, trick = _check(position)
    turn, number = position.to_play.value, position.trick_number
    tricks_left = TRICKS_IN_A_DEAL + 1 - number

    def args(search: Search, need: int) -> tuple[object, ...]:
        return (
            [list(h) for h in hands],
            [s for s, _ in trick],
            [c for _, c in trick],
            turn,
            number,
            need,
            search.trump,
            1,
        )

    if tricks_guess is None and not options & NO_TRICKS_GUESS:
        tricks_guess = _tricks_guess(hands, solver._tricks.trump, turn, number)
    rest, tricks_probes = drive(
        solver._tricks, args(solver._tricks, 0), (0, tricks_left), tricks_guess, 0, max_nodes
    )
    tricks_nodes = sum(n for _, _, n in tricks_probes)
    need = max(0, ODD_FROM - position.tricks_taken[Seat.NORTH.side])
    bishops = _bishops_left(hands, trick)
    low, high = _points_window(rest, need, bishops)
    held = None if options & NO_HOLDER_GUESS else _bishops_held(hands)
    guess = _points_guess(rest, low, bishops, tricks_left, held)
    if not trick:  # as solver/api.py
        low, high = _points_held(rest, need, hands, tricks_left)
        guess = min(max(guess, low), high)
    # with solver/api.py's stride (walk())
    stride = 0 if plain_walk else 2 * POINTS_PER_BISHOP
    value, probes = drive(
        solver._points, args(solver._points, need), (low, high), guess, stride, max_nodes
    )
    points_nodes = sum(n for _, _, n in probes)
    return (
        (
            f"{tricks_nodes:>12,} {points_nodes:>12,} {points_nodes / max(1, tricks_nodes):5.2f}"
            f"  tricks {rest}: {shown(tricks_probes)}\n"
            f"{'':>36}window [{low},{high}] guess {guess} value {value}  {shown(probes)}"
        ),
        tricks_nodes,
        points_nodes,
        tricks_probes,
        probes,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--trick", type=int, default=5)
    parser.add_argument("--whole", action="store_true", help="bench_solver.py's whole deals")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--only", default=None, help="these positions only: 1,6")
    parser.add_argument("--max-nodes", type=int, default=100_000_000)
    parser.add_argument("--options", type=int, default=0)
    parser.add_argument(
        "--plain-walk", action="store_true", help="the test beside the guess, then binary"
    )
    parser.add_argument(
        "--forget", action="store_true", help="each position from an empty table (stail)"
    )
    args = parser.parse_args()
    if args.whole:
        found = whole_deals(args.deals, 17 if args.seed is None else args.seed)
    else:
        found = positions(
            BISHOPS_WHIST,
            BISHOPS_PACK,
            args.deals,
            args.trick,
            5 if args.seed is None else args.seed,
        )
    print(f"{'#':>3} {'tricks':>12} {'points':>12} ratio  probes (target+/-: positions)")
    total_t = total_p = tests = failed = 0
    only = {int(n) for n in args.only.split(",")} if args.only else None
    for number, position in enumerate(found, 1):
        if only is not None and number not in only:
            continue
        try:
            line, t, p, tricks_probes, probes = replay(
                position, args.max_nodes, args.options, args.plain_walk, forget=args.forget
            )
        except GaveUpIn as error:
            print(f"{number:>3} gave up in {error}", flush=True)
            continue
        total_t += t
        total_p += p
        tests += len(probes) + len(tricks_probes)
        failed += sum(1 for _, ok, _ in probes + tricks_probes if not ok)
        print(f"{number:>3} {line}", flush=True)
    print(
        f"total tricks {total_t:,} points {total_p:,} ({total_p / max(1, total_t):.2f}x); "
        f"{tests} tests, {failed} failed"
    )


if __name__ == "__main__":
    main()

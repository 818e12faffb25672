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
   (default 3,000) with 1 to ``--cards`` cards a hand (default 5), part of the current
   trick played, random trump, tricks and bishops already taken, solved by the solver
   and by an exhaustive minimax (memoised, no pruning) over the engine's own lawful plays
   and trick winner (``Game.lawful_plays``, ``Game.trick_winner``: the knights' rules as
   the engine has them), scored by the engine (``Game.score``): tricks and points.

Usage: ``.venv/bin/python bench/solver_agreement.py [--deals 1000] [--from-trick 1]
[--endings 3000] [--cards 5] [--max-nodes N] [--seed 17] [--skip-dds] [--skip-bishops]``
"""

from __future__ import annotations

import argparse
import functools
import random
import time
from collections.abc import Callable

from endplay.dds import analyse_start
from endplay.types import Deal as DdsDeal

from dealer.analysis import _DENOM, _PLAYER, DDS_LOCK
from solver import Position, Solver, SolverGaveUp, opening, play
from whist import STANDARD_PACK, Card, Deal, Seat, Side, Suit
from whist.deal import format_hand
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.packs import Pack
from whist.tricks import PlayedCard, TrickRecord
from whist.trump import TrumpRecord


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


def brute_force(position: Position) -> tuple[int, int]:
    """(North-South's tricks, points less East-West's) by exhaustive minimax over the
    engine's lawful plays and trick winner, scored by the engine; memoised on the cards
    left, the trick and what each side took (no bound, no pruning)."""
    game = position.game

    @functools.cache
    def score(ns: int, ew: int, bishops: int) -> tuple[int, int]:
        tricks = [TrickRecord(i + 1, Seat.NORTH, (), Seat.NORTH) for i in range(ns)]
        tricks += [TrickRecord(ns + i + 1, Seat.EAST, (), Seat.EAST) for i in range(ew)]
        points = game.score(tricks, (), TrumpRecord.fixed(position.trump), Seat.NORTH).points
        return ns, points[Side.NS] - points[Side.EW] + 2 * bishops

    def solve(objective: int) -> int:
        memo: dict[tuple[object, ...], int] = {}

        def search(
            hands: tuple[tuple[Card, ...], ...],
            trick: tuple[PlayedCard, ...],
            turn: Seat,
            number: int,
            ns: int,
            ew: int,
            bishops: int,
        ) -> int:
            if len(trick) == 4:
                won = trick[game.trick_winner(list(trick), position.trump, number)].seat
                took = sum(1 for p in trick if p.card.is_bishop)
                if won.side is Side.NS:
                    ns, bishops = ns + 1, bishops + took
                else:
                    ew, bishops = ew + 1, bishops - took
                if number == 13:
                    return score(ns, ew, bishops)[objective]
                trick, turn, number = (), won, number + 1
            key = (hands, trick, turn, number, ns, ew, bishops)
            if key in memo:
                return memo[key]
            hand = hands[turn.value]
            results = []
            for card in dict.fromkeys(game.lawful_plays(list(hand), trick, position.trump, number)):
                rest = list(hand)
                rest.remove(card)
                after = tuple(tuple(rest) if s is turn else hands[s.value] for s in Seat)
                results.append(
                    search(
                        after, (*trick, PlayedCard(turn, card)), turn.left, number, ns, ew, bishops
                    )
                )
            best = max(results) if turn.side is Side.NS else min(results)
            memo[key] = best
            return best

        hands = tuple(tuple(sorted(position.hands[s], key=str)) for s in Seat)
        bishops = position.bishops_taken[Side.NS] - position.bishops_taken[Side.EW]
        return search(
            hands,
            tuple(position.trick),
            position.to_play,
            position.trick_number,
            position.tricks_taken[Side.NS],
            position.tricks_taken[Side.EW],
            bishops,
        )

    return solve(0), solve(1)


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


def bench_bishops(endings: int, cards: int, seed: int) -> None:
    rng = random.Random(seed + 1)
    agree = 0
    by_size: dict[int, list[int]] = {}
    ours = theirs = 0.0
    disagreements: list[str] = []
    for number in range(1, endings + 1):
        size = rng.randint(1, cards)
        position = random_ending(rng, BISHOPS_WHIST, size)
        start = time.process_time()
        value = Solver(BISHOPS_WHIST, position.trump).solve(position)
        ours += time.process_time() - start
        start = time.process_time()
        tricks, points = brute_force(position)
        theirs += time.process_time() - start
        tally = by_size.setdefault(size, [0, 0])
        tally[1] += 1
        if (value.tricks, value.points) == (tricks, points):
            agree += 1
            tally[0] += 1
        else:
            disagreements.append(
                f"ending {number}: ours {value.tricks}/{value.points}, brute {tricks}/{points}: "
                f"{position}"
            )
        if number % 100 == 0:
            print(f"  {number} endings: {agree} agree", flush=True)
    sizes = ", ".join(f"{k} cards {a}/{n}" for k, (a, n) in sorted(by_size.items()))
    print(
        f"Bishops endings against brute force, {endings} random positions of 1-{cards} cards "
        f"a hand: {agree}/{endings} agree on tricks and points ({sizes}); CPU ours "
        f"{ours:.1f} s, brute force {theirs:.1f} s"
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
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--skip-dds", action="store_true")
    parser.add_argument("--skip-bishops", action="store_true")
    args = parser.parse_args()
    if not args.skip_dds:
        timed(
            "DDS agreement",
            lambda: bench_dds(args.deals, args.from_trick, args.max_nodes or None, args.seed),
        )
    if not args.skip_bishops:
        timed("Bishops agreement", lambda: bench_bishops(args.endings, args.cards, args.seed))


if __name__ == "__main__":
    main()

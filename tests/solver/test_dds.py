"""The solver on the standard pack against DDS (endplay), the solver of record for
duplicate whist: the same tricks for the recorded trump and leader, on random endings
(in the suite) and on whole random deals (marked slow; the 1,000-deal figure comes from
``bench/bench_solver.py --baseline 1000``)."""

from __future__ import annotations

import random

import pytest
from endplay.dds import analyse_start
from endplay.types import Deal as DdsDeal

from dealer.analysis import _DENOM, _PLAYER, DDS_LOCK, dd_tricks
from solver import Position, Solver, opening
from whist import STANDARD_PACK, Deal, Seat, Side, Suit
from whist.cards import Card
from whist.deal import format_hand
from whist.games import DUPLICATE_WHIST


def _dds_ns_tricks(hands: dict[Seat, list[Card]], trump: Suit | None, leader: Seat) -> int:
    text = "N:" + " ".join(format_hand(hands[s], STANDARD_PACK) for s in Seat)
    deal = DdsDeal(text, first=_PLAYER[leader], trump=_DENOM[trump])
    with DDS_LOCK:
        declarer = int(analyse_start(deal))
    return declarer if leader.right.side is Side.NS else len(hands[leader]) - declarer


def test_random_endings_agree_with_dds() -> None:
    rng = random.Random(97)
    for _ in range(300):
        cards = list(STANDARD_PACK.cards)
        rng.shuffle(cards)
        size = rng.randint(1, 7)
        hands = {s: cards[s.value * size : (s.value + 1) * size] for s in Seat}
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        number = 14 - size
        position = Position(
            hands={s: tuple(h) for s, h in hands.items()},
            trick=(),
            trump=trump,
            to_play=leader,
            trick_number=number,
            game=DUPLICATE_WHIST,
            tricks_taken={Side.NS: number - 1, Side.EW: 0},
        )
        ours = Solver(DUPLICATE_WHIST, trump).solve(position, points=False).tricks
        assert ours is not None
        assert ours - (number - 1) == _dds_ns_tricks(hands, trump, leader), (hands, trump)


@pytest.mark.slow
def test_whole_deals_agree_with_dds() -> None:
    rng = random.Random(1000)
    for _ in range(10):
        cards = list(STANDARD_PACK.cards)
        rng.shuffle(cards)
        deal = Deal.from_hands(
            STANDARD_PACK, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat}
        )
        trump = rng.choice([None, *Suit])
        leader = rng.choice(list(Seat))
        value = Solver(DUPLICATE_WHIST, trump).solve(
            opening(deal, trump, leader, DUPLICATE_WHIST), points=False
        )
        assert value.tricks == dd_tricks(deal, trump, leader)[Side.NS]

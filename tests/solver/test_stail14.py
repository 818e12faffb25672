"""stail14 (issue 17, round 32): the tricks search's second hand low, widened
(NO_SECOND_LOW_WIDE, second_hand_low() in _core.c), and on a knight led
(NO_SECOND_KNIGHT_LOW, partner_over_knight()), found by counting the tricks search's cut
nodes where the first card tried failed (_core.c's STAIL13_COUNT study build).

Where the partner, to play last, overtakes the card led and anything the next hand could
play, the second hand's sure winner of the suit led is tried after its low cards: in the
tricks search sorder8 had it only in the trump suit where the adversaries hold a trump
above the card; now at North-South's second hand in any suit, and at East-West's in the
trump suit where the card is above the partner's every card of the suit (deal 28,
diamonds trumps, North's D3 led: East's DAK4, South's D52, West's DQJ76: D4, not DA).

Measured (bench/driver_deals.py, both searches, main a10e711 -> stail14, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
96) 119,458,606 -> 117,340,178 (-1.77%; its tricks searches 31,861,861 -> 29,825,825);
deal 14 49,366,236 -> 44,479,517; 63 62,640,758 -> 60,719,831; 54 42,472,552 ->
43,475,270 (its points search, through the tricks search's table).

On a knight led, North-South's second hand's sure trump above the partner's every trump,
where the partner could take the trick over the knight and the next hand, after the low
cards (deal 29, spades trumps, West's knight: North's SAJ5, East's S64, South's SK2): the
median set 117,340,178 -> 116,942,034 (its tricks 29,825,825 -> 29,354,074; 29 8,112,045
-> 7,377,925; 79 +301K); deal 14 44,479,517 -> 41,734,903."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_SECOND_KNIGHT_LOW, NO_SECOND_LOW_WIDE, NO_TABLE
from tests.solver.brute import led_ending
from tests.solver.compiled import disagreeing_with_brute, searches_differing, solve_afresh
from tests.solver.deals import knight_led_endings, random_endings_where
from whist import Seat
from whist.cards import Suit

#: the Bishops pack's ranks in a suit, lowest first
_ORDER = "23456789BQKA"


def _second_low(position: Position) -> bool:
    """A plain card led, the second hand to play holding two cards or more of its suit and
    the partner one at least: North-South's in any suit, East-West's in the trump suit."""
    if len(position.trick) != 1 or position.trick[0].card.is_knight:
        return False
    suit, seat = position.trick[0].card.suit, position.to_play
    if seat in (Seat.EAST, Seat.WEST) and suit is not position.trump:
        return False
    mine = [c for c in position.hands[seat] if not c.is_knight and c.suit is suit]
    partner = [c for c in position.hands[seat.partner] if not c.is_knight and c.suit is suit]
    return len(mine) >= 2 and bool(partner)


def _over_partner_on_knight(position: Position) -> bool:
    """A knight led by East-West (tricks 1-12), North-South's second hand to play holding
    a trump above the partner's every trump."""
    trump, seat = position.trump, position.to_play
    if trump is None or seat not in (Seat.NORTH, Seat.SOUTH) or position.trick_number == 13:
        return False
    if len(position.trick) != 1 or not position.trick[0].card.is_knight:
        return False
    mine = [
        _ORDER.index(c.rank.letter)
        for c in position.hands[seat]
        if not c.is_knight and c.suit is trump
    ]
    partner = [
        _ORDER.index(c.rank.letter)
        for c in position.hands[seat.partner]
        if not c.is_knight and c.suit is trump
    ]
    return bool(mine) and (not partner or max(mine) > max(partner))


def test_on_a_knight_the_same_values_and_acting() -> None:
    """Knight-led endings of four to six cards a hand in the second rule's case: the same
    values with and without it; its order differs on some of them."""
    rng = random.Random(143)
    endings = knight_led_endings(rng, 4, 6, 0, _over_partner_on_knight, 30)
    assert searches_differing(endings, NO_SECOND_KNIGHT_LOW) > 0


def test_on_a_knight_small_endings_agree_with_brute_force() -> None:
    """Knight-led endings of two to five cards a hand in the second rule's case against
    the brute force (no table)."""
    rng = random.Random(144)
    assert not disagreeing_with_brute(
        knight_led_endings(rng, 2, 5, 0, _over_partner_on_knight, 20), NO_TABLE
    )


def test_the_same_values_and_acting() -> None:
    """Endings of four to six cards a hand in the rule's case: the same values with and
    without it (each from an empty table); its order differs on some of them."""
    rng = random.Random(141)
    endings = random_endings_where(_second_low, rng, 4, 6, 40)
    assert searches_differing(endings, NO_SECOND_LOW_WIDE) > 0


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand in the rule's case against the brute force (no
    table)."""
    rng = random.Random(142)
    assert not disagreeing_with_brute(random_endings_where(_second_low, rng, 2, 5, 30), NO_TABLE)


def test_deal_28s_trick() -> None:
    """Deal 28's third trick (bench_solver, seed 17), diamonds trumps: North led the D3;
    East holds DA DK D4, South D5 D2, West DQ DB D7 D6 (West overtakes whatever South
    plays): the same value with and without the rule, and another order with it (both
    searches from an empty table: 465,505 positions with it, 418,912 without; on the
    whole deal the tricks search 1,483,742 -> 1,139,174)."""
    position = led_ending(
        {
            Seat.NORTH: "S8 S7 S6 S3 H2 D9 D8 CQ C7 C5",
            Seat.EAST: "SB S4 HK HQ H8 H7 H5 DA DK D4 N",
            Seat.SOUTH: "SA S9 S5 S2 HB H9 D5 D2 CB N N",
            Seat.WEST: "SK SQ DQ DB D7 D6 CA C9 C8 C4 N",
        },
        Suit.DIAMONDS,
        Seat.NORTH,
        "D3",
        ns=1,
        ew=1,
    )
    with_rule, nodes_with = solve_afresh(position, 0)
    without, nodes_without = solve_afresh(position, NO_SECOND_LOW_WIDE)
    assert with_rule == without
    assert nodes_with != nodes_without

"""stail13 (issue 17, round 31): two move-order rules for North-South on the irregular
trick (a knight led, tricks 1-12), found by counting the tricks search's cut nodes where
the first card tried failed (_core.c's STAIL13_COUNT study build).

NO_KNIGHT_TENACE (keeps_knight_tenace()): North-South's second hand's trump that takes
the trick for sure, where the hand holds a lower trump and the next hand a trump between
the two, is tried after the low cards (deal 65, clubs trumps: North's CAJ8 over East's
CQ53 on West's knight, D2 cut, not CA), in both searches.

NO_FOURTH_PLAIN_NS (trump_after_plain_loser()): sval2's fourth-hand rule (a trump after a
plain card that takes the trick and would lose a round of its own suit) also in the
tricks search at North-South's fourth hand.

Measured (bench/driver_deals.py, both searches, main 65cc29c -> stail13, no value
changed): the median-board set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79,
96) 126,772,067 -> 120,786,457 (-4.7%; the tenace rule alone 122,802,521, the fourth-hand
rule alone 124,169,929; 96 6,874,666 -> 5,235,277, 79 9,470,382 -> 6,950,100, 8 7,915,632
-> 6,037,454; 83 9,554,061 -> 10,815,523); deals 1, 8 25,526,189 -> 23,648,011; 2, 6, 7
5,073,969 -> 5,090,693; 54 44,869,221 -> 42,861,327."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_FOURTH_PLAIN_NS, NO_KNIGHT_TENACE, NO_TABLE
from tests.solver.brute import led_ending
from tests.solver.compiled import disagreeing_with_brute, searches_differing, solve_afresh
from tests.solver.deals import knight_led_endings
from whist import Seat
from whist.cards import Suit

#: the Bishops pack's ranks in a suit, lowest first
_ORDER = "23456789BQKA"


def _grades(position: Position, seat: Seat, suit: Suit | None) -> list[int]:
    return sorted(
        _ORDER.index(c.rank.letter)
        for c in position.hands[seat]
        if not c.is_knight and c.suit is suit
    )


def _north_south_on_knight(position: Position, played: int) -> Seat | None:
    """North-South's hand to play after ``played`` cards of a trick a knight led (tricks
    1-12), or None."""
    seat = position.to_play
    if len(position.trick) != played or not position.trick[0].card.is_knight:
        return None
    if seat not in (Seat.NORTH, Seat.SOUTH) or position.trick_number == 13:
        return None
    return seat


def _tenace(position: Position) -> bool:
    """A knight led by East-West, North-South's second hand to play, holding two trumps
    with a trump of the next hand's between them and none of the next hand's above both."""
    trump, seat = position.trump, _north_south_on_knight(position, 1)
    if trump is None or seat is None:
        return False
    mine, theirs = _grades(position, seat, trump), _grades(position, seat.left, trump)
    if len(mine) < 2 or (theirs and theirs[-1] > mine[-1]):
        return False
    return any(b < t < a for a, b in zip(mine[1:], mine[:-1], strict=True) for t in theirs)


def _fourth_plain(position: Position) -> bool:
    """A knight led by East-West, North-South's fourth hand to play holding a trump and a
    plain card that is not its suit's highest still held."""
    trump, seat = position.trump, _north_south_on_knight(position, 3)
    if trump is None or seat is None:
        return False
    if not _grades(position, seat, trump):
        return False
    for card in position.hands[seat]:
        if card.is_knight or card.suit is trump:
            continue
        g = _ORDER.index(card.rank.letter)
        if any(g < h for other in Seat for h in _grades(position, other, card.suit)):
            return True
    return False


def test_the_tenace_kept_the_same_values_and_acting() -> None:
    """Endings of four to six cards a hand in the tenace rule's case: the same values with
    and without it (each from an empty table); its order differs on some of them."""
    rng = random.Random(131)
    assert searches_differing(knight_led_endings(rng, 4, 6, 0, _tenace, 30), NO_KNIGHT_TENACE) > 0


def test_the_fourth_hand_the_same_values_and_acting() -> None:
    """Endings of four to six cards a hand in the fourth-hand rule's case: the same values
    with and without it; its order differs on some of them."""
    rng = random.Random(132)
    assert (
        searches_differing(knight_led_endings(rng, 4, 6, 2, _fourth_plain, 30), NO_FOURTH_PLAIN_NS)
        > 0
    )


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand in either rule's case against the brute force
    (no table)."""
    rng = random.Random(133)
    endings = knight_led_endings(rng, 2, 5, 0, _tenace, 20) + knight_led_endings(
        rng, 2, 5, 2, _fourth_plain, 20
    )
    assert not disagreeing_with_brute(endings, NO_TABLE)


def test_a_tenace_ending() -> None:
    """Clubs trumps, trick 10: West led a knight; North holds the CA, the CB (the bishop) and the D2, East
    (next) the CQ and the C3, South no club: the same value with and without the rule, and
    another order with it (no table: 595 positions with it, 633 without)."""
    position = led_ending(
        {
            Seat.NORTH: "CA CB D2 H4",
            Seat.EAST: "CQ C3 H5 D6",
            Seat.SOUTH: "S9 D9 H9 DA",
            Seat.WEST: "S5 D5 H2",
        },
        Suit.CLUBS,
        Seat.WEST,
        "N",
        ns=5,
        ew=4,
    )
    with_rule, nodes_with = solve_afresh(position, NO_TABLE)
    without, nodes_without = solve_afresh(position, NO_TABLE | NO_KNIGHT_TENACE)
    assert with_rule == without
    assert nodes_with != nodes_without

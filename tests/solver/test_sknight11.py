"""sknight11 (round 33: keeps_guard() in solver/_core.c, under NO_SECOND_GUARD, bit 91, and
NO_BARE_GUARD, bit 93).

sorder11's kept guard (East-West's fourth hand's winner of the suit led, above the bishop,
its side's only card above the adversaries' best of the suit in their hands, itself above
the bishop, while the partner holds the suit's bishop with another card and the hand a
lower card: tried after the low cards), where both sides hold knights in a trump game,
(1) at East-West's second hand too, on a plain suit led that is not trumps (deal 70,
spades trumps, North's DQ led: East's DA8 over West's DJ43 under South's DK9762, D8, not
DA), and (2) at their fourth hand with the partner's bishop bare too (deal 79, hearts
trumps, North's H9 led, East's knight, South's H7: West's HA843 over East's bare HJ under
North's HK652, H4, not HA). Counted first (_core.c's -DSTAIL13_COUNT -DSKNIGHT10_COUNT
study build, the median set): at the points search's East-West fourth and second hands
where both sides hold knights, a sure winner of the suit led tried first and a low card of
it cutting wasted 1.03M (79 499K) and 1.00M (26 367K, 70 289K) positions.
bench/driver_deals.py (both searches, 60M a search; main 15e7d83 -> sknight11): the
median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96) 113,854,402 ->
112,555,074 (-1.14%; 70 8,692,758 -> 7,700,652 by (1), 79 7,126,047 -> 6,818,824 by (2), no
deal more); deals 4,11,12,16-20 (40M) 26,650,319 -> 26,644,980. In no trumps both lost
(deal 10 +0.76M and +0.97M), and (1) on a trump led (deal 11 +0.58M).

An order never changes a value: endings where each pattern stands at the root trick have
the same values with and without its bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_BARE_GUARD, NO_SECOND_GUARD
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead, endings_where, keeps_the_guard, plain_grades
from whist import Seat
from whist.games.bishops import GRADE


def _both_knights(position: Position) -> bool:
    seat = position.to_play

    def holds(s: Seat) -> bool:
        return any(c.is_knight for c in position.hands[s])

    return (holds(seat) or holds(seat.partner)) and (holds(seat.left) or holds(seat.right))


def _second(position: Position) -> bool:
    """East or West second to a plain card led in a trump game (not trumps), both sides
    holding knights, the hand's top of the suit above the card led: the kept guard."""
    led = east_west_on_plain_lead(position, 1)
    if (
        led is None
        or led.suit is None
        or position.trump is None
        or led.suit == position.trump
        or not _both_knights(position)
    ):
        return False
    hand = plain_grades(position, position.to_play, led.suit)
    return bool(hand) and max(hand) > GRADE[led.rank] and keeps_the_guard(position, led.suit)


def _bare(position: Position) -> bool:
    """East or West fourth to a plain card led in a trump game, both sides holding knights:
    the kept guard over the partner's bare bishop."""
    led = east_west_on_plain_lead(position, 3)
    if led is None or led.suit is None or position.trump is None or not _both_knights(position):
        return False
    return keeps_the_guard(position, led.suit, bare=True)


def test_the_second_hand_keeps_the_guard_changes_no_value_and_acts() -> None:
    positions = endings_where(_second, 3311, 7, 8)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_SECOND_GUARD) > 0


def test_the_second_hand_keeps_the_guard_agrees_with_the_brute_force() -> None:
    positions = endings_where(_second, 3313, 5, 3)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_SECOND_GUARD) > 0


def test_the_guard_over_the_bare_bishop_changes_no_value_and_acts() -> None:
    positions = endings_where(_bare, 3313, 7, 8)
    assert searches_differing(positions, NO_BARE_GUARD) > 0


def test_the_guard_over_the_bare_bishop_agrees_with_the_brute_force() -> None:
    positions = endings_where(_bare, 3314, 5, 3)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_BARE_GUARD) > 0

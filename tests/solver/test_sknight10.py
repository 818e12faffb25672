"""sknight10 (round 32: keeps_guard() in solver/_core.c, under NO_KNIGHT_GUARD, bit 90).

sorder11's kept guard (East-West's fourth hand) at North-South's fourth hand too, where
both sides hold knights, the hand one, on a plain suit led that is not trumps: the hand's
winner of the suit led (above the bishop), its side's only card above the adversaries' best
of the suit in their hands (itself above the bishop), while the partner holds the suit's
bishop with another card and the hand a lower card of the suit, is tried after the low
cards: spent on this trick, it leaves the partner's bishop under the adversaries' card.
Counted first (_core.c's -DSTAIL13_COUNT -DSKNIGHT10_COUNT study build, the median set): at
the points search's North-South fourth hand where both sides hold knights, a sure winner
of the suit led tried first and a low card of it cutting wasted 2.05M positions (11,149 cut
nodes), the largest group. bench/driver_deals.py (both searches, 60M a search; main a10e711
-> sknight10): the median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96)
119,458,606 -> 117,476,640 (-1.66%; 10 -1.43M, 20 -0.55M, no deal more); deals
4,11,12,16-20 (40M) 27,311,339 -> 26,763,309 (20 -0.55M); 1,8 23,650,502 -> 23,598,077.

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_KNIGHT_GUARD
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where, keeps_the_guard
from whist import Seat


def _keeps(position: Position) -> bool:
    """North or South fourth to a plain card led (not trumps), holding a knight, an
    adversary one too, the hand a card of the suit above the bishop and above the
    adversaries' best (above the bishop) with a lower card, the partner the bishop and
    another card, the side no other card above the adversaries' best."""
    if len(position.trick) != 3 or position.to_play not in (Seat.NORTH, Seat.SOUTH):
        return False
    led = position.trick[0].card
    if led.suit is None or led.suit == position.trump:  # a knight led, or trumps
        return False
    seat = position.to_play

    def holds(s: Seat) -> bool:
        return any(c.is_knight for c in position.hands[s])

    if not holds(seat) or not (holds(seat.left) or holds(seat.right)):
        return False
    return keeps_the_guard(position, led.suit)


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_keeps, seed, cards, count)


def test_the_guard_kept_with_knights_changes_no_value_and_acts() -> None:
    positions = _endings(3201, 7, 8)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_KNIGHT_GUARD) > 0


def test_the_guard_kept_with_knights_agrees_with_the_brute_force() -> None:
    positions = _endings(3202, 5, 3)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_KNIGHT_GUARD) > 0

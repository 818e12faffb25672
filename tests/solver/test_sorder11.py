"""sorder11 (round 28: keeps_guard() in solver/_core.c, under NO_KEEP_GUARD, bit 70).

In the points search East-West's fourth hand, holding a card of the suit led above the
bishop that takes the trick, its side's only card above the adversaries' best of the suit
in their hands (itself above the bishop), while the partner holds the suit's bishop with
another card and the hand a lower card of the suit, tries its low cards first: spent on
this trick, the winner leaves the partner's bishop under the adversaries' card (deal 78's
first trick, no trumps, North's CK led from CK9, East's C4, South's C8 from CQ83: West's
CA752 over East's CJ6, C2, not CA). bench/driver_deals.py (both searches, 60M a search;
main f72e41a -> sorder11): the median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,
25,78,70,79,60) 141,008,964 -> 137,784,400 (points 99.2M -> 96.0M; 78 10,518,533 ->
6,820,158, 60 11,914,941 -> 12,377,977, 70 +9.5K, the others within 41 positions); deals
2,6,7, 1,8, 63 and 54 the same; deals 4,11,12,16-20 (40M) 28,995,204 -> 29,147,663 (11 +102K, 12 +50K).

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_KEEP_GUARD
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead, endings_where, keeps_the_guard


def _keeps(position: Position) -> bool:
    """East or West fourth to a plain card led, holding a card of the suit above the bishop
    and above the adversaries' best (above the bishop) with a lower card, the partner the
    bishop and another card, the side no other card above the adversaries' best."""
    led = east_west_on_plain_lead(position, 3)
    if led is None:
        return False
    return keeps_the_guard(position, led.suit)


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_keeps, seed, cards, count)


def test_the_guard_kept_changes_no_value_and_acts() -> None:
    positions = _endings(2801, 7, 16)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_KEEP_GUARD) > 0


def test_the_guard_kept_agrees_with_the_brute_force() -> None:
    positions = _endings(2802, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_KEEP_GUARD) > 0

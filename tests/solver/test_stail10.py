"""stail10 (round 27: forces_next_top() in solver/_core.c, under NO_SECOND_FORCE, bit 65).

East-West's second hand, holding the suit's bishop and a card above it, tries first its
card below the bishop that only the third hand's top beats, where that top is above all
the hand's cards and the leader holds no card of the suit above the hand's top: the third
hand spends its top or gives up the trick, and the hand's top stays over the leader's
cards with the bishop under it (deal 63's first trick, North's D2 led from DQ82: East's
DKB95 under South's DA74: D9, not DK, stail9's cover, nor D5). Both searches.
bench/driver_deals.py (both searches, 60M a search; main 2549491 -> stail10): deal 63
86,367,350 -> 75,179,942 (tricks 32,390,315 -> 28,880,188, points 53,977,035 ->
46,299,754); the median-board set (deals 8,10,12,20,28,60,65,66,79,84,89,98,1,2,6,7)
149,262,166 -> 149,261,669 (65 -497, the others the same); deal 54 the same.

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_SECOND_FORCE
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead, endings_where, plain_grades
from whist.games.bishops import GRADE

BISHOP = 11


def _forces(position: Position) -> bool:
    """East or West second to a plain card led, holding the suit's bishop, a card above it
    and a card below it above the card led and the third hand's second card; the third
    hand's top above every card of the hand's, the leader none above the hand's top."""
    led = east_west_on_plain_lead(position, 1)
    if led is None:
        return False
    hand = plain_grades(position, position.to_play, led.suit)
    third = sorted(plain_grades(position, position.to_play.left, led.suit), reverse=True)
    leader = plain_grades(position, position.trick[0].seat, led.suit)
    if BISHOP not in hand or max(hand) <= BISHOP or len(third) < 2 or third[0] <= max(hand):
        return False
    if any(g > max(hand) for g in leader):
        return False
    led_grade = GRADE[led.rank]
    return any(third[1] < g < BISHOP and g > led_grade for g in hand)


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_forces, seed, cards, count)


def test_the_force_changes_no_value_and_acts() -> None:
    positions = _endings(2701, 7, 16)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_SECOND_FORCE) > 0


def test_the_force_agrees_with_the_brute_force() -> None:
    positions = _endings(2702, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_SECOND_FORCE) > 0

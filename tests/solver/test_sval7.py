"""sval7 (round 30: spends_trump_guard() in solver/_core.c, under TRUMP_GUARD_WIDE, bit 82).

sorder12's rule (round 29, test_sorder12.py) tries the second hand's sure winner played off
its suit after the discards where the hand holds that suit's bishop; by default no longer
where the hand holds another card of the suit above the bishop (the bishop stays guarded
when the card is spent): there the card is weighed as any sure winner again. Deal 41 (no
trumps), whose points search sorder12 had taken from 15.9M positions to 20.8M: East, second
to North's knight at trick 1, holding CAQJ954 under South's CK3, tried S3 first (6.88M
positions to refute the test) where CA refutes it in 1.84M.
bench/driver_deals.py (both searches, 60M a search; main 70d0ad9 -> sval7): deal 41
25,807,280 -> 20,962,566 (-18.8%); the median-board set (deals
55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96) 127,397,141 -> 127,397,139; deals 2,6,7
5,124,076, 1,8 25,556,797, 63 62,640,758, 54 45,050,192 the same; 4,11,12,16-20 (40M)
28,446,716 -> 28,445,821.
An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import TRUMP_GUARD_WIDE
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where, second_hand_over_its_bishop


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(
        lambda position: second_hand_over_its_bishop(position, guarded=True), seed, cards, count
    )


def test_the_guarded_bishop_changes_no_value_and_acts() -> None:
    positions = _endings(3071, 7, 16)
    # the same values (asserted inside), and the bit acted
    assert searches_differing(positions, TRUMP_GUARD_WIDE) > 0


def test_the_guarded_bishop_agrees_with_the_brute_force() -> None:
    positions = _endings(3072, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, TRUMP_GUARD_WIDE) > 0

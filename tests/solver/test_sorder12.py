"""sorder12 (round 29: spends_trump_guard() in solver/_core.c, under NO_TRUMP_GUARD, bit 76).

In the points search the second hand, playing a card off its suit (a ruff of a plain suit
led, or any card on a knight led: the irregular trick) that takes the trick for sure and
lies above the adversaries' best of its suit (itself above the bishop), while the hand
holds that suit's bishop, tries its discards first: spent on this trick, the card leaves
the hand's own bishop under the adversaries' card (deal 96, hearts trumps, East's knight
led at trick 2: South's HAJ65 under West's HKQ7, C3, not HA).
bench/driver_deals.py (both searches, 60M a search; main 463f4f5 -> sorder12): the
median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96) 135,788,630 ->
128,311,361 (-5.5%; points 95.8M -> 88.3M; 96 9,530,687 -> 3,093,455 points, 10 5,580,463
-> 5,167,557, 65 5,506,329 -> 5,224,559, 29 5,431,255 -> 5,174,480; the worst 25 +295
positions); deals 2,6,7 -29, 1,8 -910, 4,11,12,16-20 (40M) 28,595,875 -> 28,555,372, 63
-25K, 54 +17K (+0.04%).

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_TRUMP_GUARD
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where, second_hand_over_its_bishop


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(second_hand_over_its_bishop, seed, cards, count)


def test_the_own_guard_kept_changes_no_value_and_acts() -> None:
    positions = _endings(2901, 7, 16)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_TRUMP_GUARD) > 0


def test_the_own_guard_kept_agrees_with_the_brute_force() -> None:
    positions = _endings(2902, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_TRUMP_GUARD) > 0

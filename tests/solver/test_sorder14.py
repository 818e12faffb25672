"""sorder14 (round 31: trump_below_late() in solver/_core.c, under NO_TRUMP_BELOW, bit 84).

In the points search East-West's second hand on a knight led (tricks 1-7), holding a trump
that takes the trick for sure below the partner's top trump, no adversary holding a trump
above it, the hand holding a lower trump and the partner no knight, tries its lowest
cards first, as sval3's second_trump_late() does for a trump above the partner's: the
partner's top trump may take the trick and the hand's is kept over the adversaries'
(deal 28, diamonds: West's DQ76 under East's DK4). sorder13 (round 30) measured the rule
without the partner's knight asked: the median set -0.36% but deal 54 +6.7% (East's DQ9
under West's DK84, West holding a knight, where the queen is mostly the card that cuts).
bench/driver_deals.py (both searches, 60M a search; main 65cc29c -> sorder14, no value
changed): the median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96)
126,772,067 -> 126,431,434 (-0.27%; 28 5,993,712 -> 5,659,507 points, 79 -13,590, 55
+2,890, 20 +4,135, 65 +137); deals 2,6,7 5,073,969 and 1,8 25,526,189 the same;
4,11,12,16-20 (40M) 28,366,443 -> 28,385,062; 63, 41, 22, 80 the same; 54 44,869,221 ->
44,986,977 (+0.26%, against sorder13's +6.7%).

The second rule (trump_guard_late(), under NO_TRUMP_KEPT, bit 85): East-West's second
hand's sure trump on a knight led (tricks 1-7), its only trump above the adversaries'
trumps (they hold some), the partner holding no trump but able to take the trick, is
tried after the hand's lowest cards (deal 79, hearts: West's H83 over North's H65 on
North's knight led, East's SA8 DA3: S6 or D7, not H8). With the first rule in: the median
set 126,431,434 -> 126,266,360 (-0.13%; 79 6,205,144 -> 6,030,699 points, 25 -39K; 29
+37K, 96 +12K); 4,11,12,16-20 (40M) 28,385,062 -> 28,380,030; 2,6,7, 1,8, 63, 54, 41, 22,
80 the same. Both rules: the median set 126,772,067 -> 126,266,360 (-0.40%).

An order never changes a value. Knight-led endings of seven cards a hand are trick 7, the
last of EARLY_TRICKS, so each rule acts at the root trick alone: with its pattern standing
(the partner holding no knight; no trump) its bit changes the positions searched somewhere
(and no value), with the partner holding a knight (a trump) it changes none."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_TRUMP_BELOW, NO_TRUMP_KEPT
from tests.solver.compiled import searches_differing
from tests.solver.deals import plain_grades
from tests.solver.test_irregular import _knight_led
from whist import KNIGHT, Seat


def _trump_below(position: Position) -> bool:
    """East or West second to play on a knight led, holding a trump above every adversary's
    trump, below the partner's top trump, and a lower trump."""
    second = position.to_play
    trump = position.trump
    if len(position.trick) != 1 or trump is None or second in (Seat.NORTH, Seat.SOUTH):
        return False
    hand = plain_grades(position, second, trump)
    partner = plain_grades(position, second.partner, trump)
    theirs = plain_grades(position, second.left, trump)
    theirs += plain_grades(position, second.right, trump)
    return any(
        (not theirs or g > max(theirs)) and partner and g < max(partner) and min(hand) < g
        for g in hand
    )


def _only_trump_above(position: Position) -> bool:
    """East or West second to play on a knight led, holding a trump above every adversary's
    trump (they hold some), its other trumps all below the adversaries' top trump."""
    second = position.to_play
    trump = position.trump
    if len(position.trick) != 1 or trump is None or second in (Seat.NORTH, Seat.SOUTH):
        return False
    hand = sorted(plain_grades(position, second, trump))
    theirs = plain_grades(position, second.left, trump)
    theirs += plain_grades(position, second.right, trump)
    return (
        bool(hand and theirs) and hand[-1] > max(theirs) and all(g < max(theirs) for g in hand[:-1])
    )


def _guard_endings(seed: int, partner_trump: bool, count: int) -> list[Position]:
    """``count`` knight-led endings of seven cards a hand where the second hand's only trump
    above the adversaries' stands, the partner holding a trump (``partner_trump``) or none."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = _knight_led(rng, 7, 7)
        if len(position.trick) != 1 or not _only_trump_above(position):
            continue
        assert position.trick_number == 7
        trump = position.trump
        assert trump is not None  # (_only_trump_above() asks one)
        if bool(plain_grades(position, position.to_play.partner, trump)) == partner_trump:
            found.append(position)
    return found


def _endings(seed: int, partner_knight: bool, count: int) -> list[Position]:
    """``count`` knight-led endings of seven cards a hand in the pattern, the partner
    holding a knight (``partner_knight``) or none."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = _knight_led(rng, 7, 7)
        if len(position.trick) != 1 or not _trump_below(position):
            continue
        assert position.trick_number == 7
        partner = position.hands[position.to_play.partner]
        if (KNIGHT in partner) == partner_knight:
            found.append(position)
    return found


def test_the_trump_below_kept_back_changes_no_value_and_acts() -> None:
    positions = _endings(3101, partner_knight=False, count=20)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_TRUMP_BELOW) > 0


def test_a_partner_with_a_knight_leaves_the_order_as_it_was() -> None:
    positions = _endings(3102, partner_knight=True, count=20)
    assert searches_differing(positions, NO_TRUMP_BELOW) == 0


def test_the_only_trump_above_kept_back_changes_no_value_and_acts() -> None:
    positions = _guard_endings(3103, partner_trump=False, count=20)
    assert searches_differing(positions, NO_TRUMP_KEPT) > 0


def test_a_partner_with_a_trump_leaves_the_guard_rule_out() -> None:
    positions = _guard_endings(3104, partner_trump=True, count=20)
    assert searches_differing(positions, NO_TRUMP_KEPT) == 0

"""stail9 (round 26: keeps_top_over_bishop() and covers_over_bishop() in solver/_core.c).

In the points search (a) North-South's second or fourth hand tries its sure winner after
its low cards where the card it would take is the right-hand adversary's honour (above
the bishop), that adversary still holds a card above the bishop with at least as many
cards of the suit as the partner, the partner holds the suit's bishop and the side no
other card above it (deal 63's second trick: West's SK led from SKQ64, North's SA75 over
South's SB8: S5, not SA; NO_PARTNER_OVER turns it off with stail2's rule); (b) East-West's
second hand covers first with its unsure winner above the bishop where it holds the
suit's bishop (deal 63's first trick, North's DQ or D2 led: East's DKB95 under South's
DA74: DK, not D5 or D9; NO_FORCE_BISHOP turns it off with stail6's rule).
bench/driver_deals.py (both searches; main a728685 -> stail9): deal 63 gave up at 60M a
search (150M: points 76,071,554) -> solves, 91,080,937 positions (points 54,719,545); the
median-board set (deals 8,10,12,20,28,60,65,66,79,84,89,98,1,2,6,7) 158,573,311 ->
156,554,094 (66 -28%, 65 -12% in points; 84 +36% in points).

An order never changes a value: endings where either pattern stands at the root trick
have the same values with and without the bit (and the bit changes the positions
searched somewhere, so the test would catch the rule's loss), and five-card ones agree
with the brute force."""

from __future__ import annotations

from collections.abc import Callable

from solver import Position
from solver.search import NO_FORCE_BISHOP, NO_PARTNER_OVER
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead, endings_where, plain_grades
from whist import Seat
from whist.games.bishops import GRADE

BISHOP = 11


def _keeps(position: Position) -> bool:
    """North or South second or fourth, the right-hand adversary's card an honour above
    the bishop on top of the trick; the hand's top above it its side's only card above the
    bishop, with a lower card beside it; the partner holding the bishop, the adversary a
    card above the bishop and at least as many cards of the suit as the partner."""
    if len(position.trick) not in (1, 3) or position.to_play not in (Seat.NORTH, Seat.SOUTH):
        return False
    led = position.trick[0].card
    honour = position.trick[-1]
    if led.is_knight or honour.card.is_knight or honour.card.suit != led.suit:
        return False
    if any(p.card.is_knight or p.card.suit != led.suit for p in position.trick):
        return False  # no knight, ruff or discard on the trick: the honour's top is plain
    grade = GRADE[honour.card.rank]
    if grade <= BISHOP or any(GRADE[p.card.rank] > grade for p in position.trick):
        return False
    hand = plain_grades(position, position.to_play, led.suit)
    partner = plain_grades(position, position.to_play.partner, led.suit)
    theirs = plain_grades(position, honour.seat, led.suit)
    above = [g for g in hand if g > BISHOP]
    return (
        len(above) == 1
        and above[0] > grade
        and min(hand) < above[0]
        and BISHOP in partner
        and not any(g > BISHOP for g in partner)
        and any(g > BISHOP for g in theirs)
        and len(theirs) >= len(partner)
    )


def _covers(position: Position) -> bool:
    """East or West second to a plain card led, holding the suit's bishop and a card of the
    suit above it."""
    led = east_west_on_plain_lead(position, 1)
    if led is None:
        return False
    hand = plain_grades(position, position.to_play, led.suit)
    return BISHOP in hand and any(g > BISHOP for g in hand)


def _endings(
    seed: int, cards: int, count: int, pattern: Callable[[Position], bool]
) -> list[Position]:
    return endings_where(pattern, seed, cards, count)


def test_the_top_kept_changes_no_value_and_acts() -> None:
    positions = _endings(2601, 7, 16, _keeps)
    # the same values (asserted inside), and the rule acted: 14 of the 16 differ with it,
    # 2 by stail2's rule alone (the same bit)
    assert searches_differing(positions, NO_PARTNER_OVER) > len(positions) // 2


def test_the_top_kept_agrees_with_the_brute_force() -> None:
    positions = _endings(2602, 5, 12, _keeps)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_PARTNER_OVER) > 0


def test_the_cover_changes_no_value_and_acts() -> None:
    positions = _endings(2603, 7, 16, _covers)
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0


def test_the_cover_agrees_with_the_brute_force() -> None:
    positions = _endings(2604, 5, 12, _covers)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0

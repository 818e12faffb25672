"""stail15 (issue 17, round 33): where stail14's widened second hand low (NO_SECOND_LOW_WIDE,
second_hand_low() in _core.c) is not tried in the tricks search.

stail14 tried the second hand's sure winner of the suit led after its low cards wherever
the partner, to play last, overtakes the card led and the next hand's best: at
North-South's second hand in any suit, at East-West's in the trump suit. Counted by
category, it lost on deals 50 and 84 (bench_solver, seed 17) in two different places:
deal 50 at North-South's second hand in a plain suit of a trump deal (an adversary able
to ruff it), deal 84 at
East-West's in the trump suit (North leads a trump from DJ965, East holds DA3, South
DQ842, West DK7: East's D3 tried first, DA cut). Now not (1) at North-South's second hand
in a plain suit of a trump deal, the hand holding three cards of it or more, where an
adversary void in the suit holds a trump (SECOND_LOW_RUFFED: there too);
not (2) at East-West's second hand where the hand holds fewer than three trumps and its
side fewer trumps than the adversaries (SECOND_LOW_SHORT: there too).

Measured (bench/driver_deals.py, both searches, main 15e7d83 -> stail15, no value
changed): deal 50 21,520,455 -> 17,820,273 (its tricks 18,937,219 -> 15,649,675: rule (1));
deal 84 6,521,927 -> 5,434,624 (tricks 4,141,656 -> 2,977,080: rule (2)); the median-board
set (55, 62, 83, 46, 20, 28, 65, 29, 8, 26, 10, 25, 78, 70, 79, 96) 113,854,402 ->
113,930,655 (+0.07%: 25 +83K, 29 +15K; 26 -20K, 62 -10K); 54 43,457,422 -> 43,457,792.
With both bits set the same positions as main (84 6,521,927; 2, 6, 7 4,950,737)."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_TABLE, SECOND_LOW_RUFFED, SECOND_LOW_SHORT
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import plain_grades, random_endings_where
from whist import Seat, Suit


def _held(position: Position, seat: Seat, suit: Suit) -> int:
    """How many plain cards of ``suit`` ``seat`` holds (its knights left out)."""
    return len(plain_grades(position, seat, suit))


def _plain_led_second(position: Position) -> bool:
    """A plain card led, the second hand holding two cards or more of its suit, the partner
    one at least."""
    if len(position.trick) != 1 or position.trick[0].card.is_knight:
        return False
    suit, seat = position.trick[0].card.suit, position.to_play
    return _held(position, seat, suit) >= 2 and _held(position, seat.partner, suit) > 0


def _ruffable(position: Position) -> bool:
    """Rule (1)'s case: North-South's second hand, a plain suit of a trump deal led, the
    hand holding three cards of it or more, an adversary void in it holding a trump."""
    trump, seat = position.trump, position.to_play
    if trump is None or seat not in (Seat.NORTH, Seat.SOUTH) or not _plain_led_second(position):
        return False
    suit = position.trick[0].card.suit
    if suit is trump or _held(position, seat, suit) < 3:
        return False
    return any(
        _held(position, adversary, suit) == 0 and _held(position, adversary, trump) > 0
        for adversary in (seat.left, seat.right)
    )


def _short_trumps(position: Position) -> bool:
    """Rule (2)'s case: East-West's second hand, a trump led, the hand holding two trumps,
    its side fewer than the adversaries."""
    trump, seat = position.trump, position.to_play
    if trump is None or seat not in (Seat.EAST, Seat.WEST) or not _plain_led_second(position):
        return False
    if position.trick[0].card.suit is not trump:
        return False
    ours = _held(position, seat, trump) + _held(position, seat.partner, trump)
    theirs = _held(position, seat.left, trump) + _held(position, seat.right, trump)
    return _held(position, seat, trump) < 3 and ours < theirs


def test_ruffable_the_same_values_and_acting() -> None:
    """Endings of four to six cards a hand in rule (1)'s case: the same values with and
    without it (each from an empty table); its order differs on some of them."""
    rng = random.Random(151)
    endings = random_endings_where(_ruffable, rng, 4, 6, 40)
    assert searches_differing(endings, SECOND_LOW_RUFFED) > 0


def test_ruffable_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand in rule (1)'s case against the brute force (no
    table)."""
    rng = random.Random(152)
    assert not disagreeing_with_brute(random_endings_where(_ruffable, rng, 2, 5, 30), NO_TABLE)


def test_short_trumps_the_same_values_and_acting() -> None:
    """Endings of four to six cards a hand in rule (2)'s case: the same values with and
    without it; its order differs on some of them."""
    rng = random.Random(153)
    endings = random_endings_where(_short_trumps, rng, 4, 6, 40)
    assert searches_differing(endings, SECOND_LOW_SHORT) > 0


def test_short_trumps_small_endings_agree_with_brute_force() -> None:
    """Endings of two to five cards a hand in rule (2)'s case against the brute force (no
    table)."""
    rng = random.Random(154)
    assert not disagreeing_with_brute(random_endings_where(_short_trumps, rng, 2, 5, 30), NO_TABLE)

"""sknight9 (round 31: knight_late() in solver/_core.c, under NO_KNIGHT_LATE, bit 79).

In the points search, with a trump suit and both sides holding knights, the second hand's
knight that would take the trick (not on a knight led) is tried as the kept knight's
discard (after the hand's cards of the suit led and its low discards), not as a winner:
spent now it is lost to the thirteenth, where the other side's knight may take the last
trick and its bishops. Counted first (a scratch -DSOLVER_STATS build, the median set): at
the points search's second hand where both sides hold knights, the knight tried first and a
discard cutting wasted 1.31M positions (61K positions), the largest group of many events.
bench/driver_deals.py (both searches, 60M a search; main 65cc29c -> sknight9): the
median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96) 126,772,067 ->
125,794,346 (-0.77%; 70 -233K, 29 -200K, 96 -141K, 28 -124K, 79 -108K; the worst 65 +73K,
26 +35K); deals 2,6,7 5,073,969 -> 4,920,965; 1,8 25,526,189 -> 25,534,139;
4,11,12,16-20 (40M) 28,366,443 -> 27,258,535 (11 -19%); 54 44,869,221 -> 44,520,369; the
no-trump deals (63, 41, 22, 80) the same.

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_KNIGHT_LATE
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where
from whist import Seat


def _second_hand_knights(position: Position) -> bool:
    """The second hand to play on a plain card led, a trump suit, the hand holding a
    knight and an adversary one too (knight_late()'s pattern; whether the knight would
    take the trick is left to the search)."""
    if position.trump is None or len(position.trick) != 1 or position.trick[0].card.is_knight:
        return False
    seat = position.to_play

    def holds(s: Seat) -> bool:
        return any(c.is_knight for c in position.hands[s])

    return holds(seat) and (holds(seat.left) or holds(seat.right))


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_second_hand_knights, seed, cards, count)


def test_the_knight_kept_changes_no_value_and_acts() -> None:
    positions = _endings(3101, 7, 16)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_KNIGHT_LATE) > 0


def test_the_knight_kept_agrees_with_the_brute_force() -> None:
    positions = _endings(3102, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_KNIGHT_LATE) > 0

"""sknight12 (round 34: second_hand_low() in solver/_core.c, under NO_EW_SECOND_LOW, bit
100).

stail2's second hand low (rule (a): the hand's sure winner of the suit led after its low
cards where the partner, to play last, overtakes the card led and the next hand's best),
North-South's alone in the points search before, at East-West's second hand too where
both sides hold knights in a trump game (seed 18's deal 5, clubs trumps, South's H3 led:
West's HA6, East's HQ95 over North's HJ74, H6, not HA). Counted first (_core.c's
-DSTAIL13_COUNT -DSKNIGHT10_COUNT study build): at the points search's East-West second
hand where both sides hold knights, a sure winner tried first and a low card cutting
wasted 3.3M positions on seed 18's deal 34, 0.7M on deal 5 (and a sure winner first, a
low card beating the card led cutting, 2.0M there). bench/driver_deals.py --seed 18 (both
searches): deal 34 112,166,021 -> 103,004,589, deal 5 83,572,015 -> 79,862,110.

An order never changes a value: endings where each pattern stands at the root trick have
the same values with and without its bit (and the bit changes the positions searched
somewhere, so the test would catch the rule's loss), and five-card ones agree with the
brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_EW_SECOND_LOW
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead, endings_where, plain_grades
from whist import Seat
from whist.cards import Rank
from whist.games.bishops import GRADE


def _both_knights(position: Position) -> bool:
    def holds(s: Seat) -> bool:
        return any(c.is_knight for c in position.hands[s])

    return (holds(Seat.NORTH) or holds(Seat.SOUTH)) and (holds(Seat.EAST) or holds(Seat.WEST))


def _second(position: Position) -> tuple[list[int], list[int], list[int], int] | None:
    """East or West second to a card led (not a knight) in a trump game, both sides holding
    knights: the hand's, the partner's and the next hand's grades of the suit led, and the
    card led's."""
    led = east_west_on_plain_lead(position, 1)
    if led is None or led.suit is None or position.trump is None or not _both_knights(position):
        return None
    seat = position.to_play
    return (
        plain_grades(position, seat, led.suit),
        plain_grades(position, seat.partner, led.suit),
        plain_grades(position, seat.left, led.suit),
        GRADE[led.rank],
    )


def _partner_over(position: Position) -> bool:
    """The hand holding a card above the card led and a lower one, not the bishop, the
    partner a card above the card led and the next hand's every card of the suit: (1)."""
    found = _second(position)
    if found is None:
        return False
    hand, partner, nxt, led = found
    if GRADE[Rank.BISHOP] in hand or len(hand) < 2 or max(hand) < led or not partner:
        return False
    return max(partner) > max([led, *nxt]) and min(hand) < max(hand)


def test_the_partner_overtakes_changes_no_value_and_acts() -> None:
    positions = endings_where(_partner_over, 3411, 7, 8)
    # the same values (asserted inside), and the rule acted
    assert searches_differing(positions, NO_EW_SECOND_LOW) > 0


def test_the_partner_overtakes_agrees_with_the_brute_force() -> None:
    positions = endings_where(_partner_over, 3412, 5, 3)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_EW_SECOND_LOW) >= 0  # (values asserted inside)

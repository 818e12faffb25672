"""sorder16 (issue 17, round 33: bishop_onto_partner() in solver/_core.c, under
NO_SECOND_ONTO, bit 94, and NO_SECOND_ONTO_LED, bit 95).

The points search's second hand on a plain card led, whose partner (to play last) takes
the trick for sure (its best card above the card led and above anything the next hand
could play), plays a bishop the adversaries could take onto that trick first: (1) a
bishop of another suit (a discard), before the hand's sure ruffs (deal 62, diamonds
trumps, North's H6 led: East void of hearts with DKQB65 SB94, West's HA: SB, not a ruff;
deal 79, hearts, South's S9 led: West void with HA83 DKB6, East's SA: DB, not a ruff);
(2) in a trump deal, the bishop of the suit led below the card led, as onto the partner's
trick. Counted first (_core.c's -DSTAIL13_COUNT -DSKNIGHT10_COUNT study build, the median
set): the second hand's sure ruff tried first and a discard cutting wasted ~2.9M positions
(the largest recurring kind across the places), the bishop the discard that cut.
bench/driver_deals.py (both searches, 60M a search; main 15e7d83 -> (1) -> (1) and (2), no
value changed): the median-board set (deals 55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96)
113,854,402 -> 103,372,137 -> 97,996,205 (-13.9%; 62 7,019,485 -> 3,467,703, 79 7,126,047
-> 6,753,115, 29 7,377,925 -> 6,565,353, 25 8,388,337 -> 3,545,738; 70 +0.34M).

An order never changes a value: endings where a pattern stands at the root trick have
the same values with and without its bit (and the bit changes the positions searched
somewhere), and five-card ones agree with the brute force."""

from __future__ import annotations

from solver import Position
from solver.search import NO_SECOND_ONTO, NO_SECOND_ONTO_LED
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where, plain_grades
from whist import Suit
from whist.cards import Rank
from whist.games.bishops import GRADE

BISHOP = GRADE[Rank.BISHOP]


def _partner_takes(position: Position) -> Suit | None:
    """The suit of the plain card led where the second hand is to play, its partner holds
    a card of it above the card led and above the next hand's cards of it, and the next
    hand holds one (it cannot ruff); else None."""
    if len(position.trick) != 1:
        return None
    led = position.trick[0].card
    if led.is_knight or led.suit is None:
        return None
    seat = position.to_play
    partner = plain_grades(position, seat.partner, led.suit)
    following = plain_grades(position, seat.left, led.suit)
    if not partner or not following or max(partner) < GRADE[led.rank]:
        return None
    return led.suit if max(partner) > max(following) else None


def _exposed(position: Position, suit: Suit) -> bool:
    """The hand to play holds ``suit``'s bishop and an adversary a card of it above."""
    seat = position.to_play
    theirs = plain_grades(position, seat.left, suit) + plain_grades(position, seat.right, suit)
    return BISHOP in plain_grades(position, seat, suit) and any(g > BISHOP for g in theirs)


def _discards_bishop(position: Position) -> bool:
    """(1): the hand void of the suit led, holding another plain suit's exposed bishop."""
    led = _partner_takes(position)
    if led is None or plain_grades(position, position.to_play, led):
        return False
    return any(_exposed(position, s) for s in Suit if s not in (led, position.trump))


def _bishop_under(position: Position) -> bool:
    """(2): a trump deal, the hand holding the exposed bishop of the suit led below it."""
    led = _partner_takes(position)
    if led is None or position.trump is None or not _exposed(position, led):
        return False
    return GRADE[position.trick[0].card.rank] > BISHOP


def test_the_bishop_discarded_onto_the_partners_trick_changes_no_value_and_acts() -> None:
    positions = endings_where(_discards_bishop, 3301, 7, 10)
    assert searches_differing(positions, NO_SECOND_ONTO) > 0


def test_the_bishop_of_the_suit_led_changes_no_value_and_acts() -> None:
    positions = endings_where(_bishop_under, 3302, 7, 10)
    assert searches_differing(positions, NO_SECOND_ONTO_LED) > 0


def test_both_rules_agree_with_the_brute_force() -> None:
    positions = endings_where(_discards_bishop, 3303, 5, 3)
    positions += endings_where(_bishop_under, 3304, 5, 3)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_SECOND_ONTO | NO_SECOND_ONTO_LED) > 0

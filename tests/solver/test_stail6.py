"""stail6 (round 24: forces_bishop() in solver/_core.c, NO_FORCE_BISHOP): in the points
search East-West's second hand tries first a card of the suit led that only the third
hand's bishop beats while its partner, to play last, holds a card of the suit above the
bishop: the third hand must spend its bishop onto the partner's card or give up the
trick (deal 63's first trick, North's S7 led from SA75: East's S932 over South's SB8,
West's SKQ64: S9, not S3). bench/driver_deals.py, 150M positions a search: deal 63's
points search 98,657,538 -> 87,736,875 positions.

An order never changes a value: endings where the rule's pattern stands at the root
trick have the same values with and without the bit (and the bit changes the positions
searched somewhere, so the test would catch the rule's loss), and five-card ones agree
with the brute force."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_FORCE_BISHOP
from tests.solver.brute import random_ending
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import east_west_on_plain_lead
from whist.games import BISHOPS_WHIST
from whist.games.bishops import GRADE

BISHOP = 11


def _forcing(position: Position) -> bool:
    """East or West second to a plain card led, holding a card of the suit that only the
    third hand's bishop beats, its partner a card of the suit above the bishop."""
    led = east_west_on_plain_lead(position, 1)
    if led is None:
        return False
    second = position.to_play
    third = [
        GRADE[c.rank] for c in position.hands[second.left] if c.suit == led.suit and not c.is_knight
    ]
    fourth = [
        GRADE[c.rank]
        for c in position.hands[second.partner]
        if c.suit == led.suit and not c.is_knight
    ]
    if not any(g > BISHOP for g in fourth):
        return False
    return any(
        card.suit == led.suit
        and not card.is_knight
        and GRADE[led.rank] < GRADE[card.rank] < BISHOP
        and sorted(x for x in third if x > GRADE[card.rank]) == [BISHOP]
        for card in position.hands[second]
    )


def _endings(seed: int, cards: int, count: int) -> list[Position]:
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        if _forcing(position):
            found.append(position)
    return found


def test_the_bishop_forced_changes_no_value_and_acts() -> None:
    positions = _endings(2406, 7, 16)
    # the same values (asserted inside), and the rule acted somewhere
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0


def test_the_bishop_forced_agrees_with_the_brute_force() -> None:
    positions = _endings(2407, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0

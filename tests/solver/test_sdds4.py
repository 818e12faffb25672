"""sdds4 (round 27: too_low_third() in solver/_core.c, NO_THIRD_LOW, the options' bit 64;
after DDS's third hand, "our cards are too low to matter", WeightAllocTrumpNotvoid2() and
WeightAllocNTNotvoid2()): the third hand's card of the suit led that beats the trick so far
but that every card of the fourth hand's of the suit beats is weighed as a low card (30 -
g), not high enough to force (20 + g / 2): whatever the hand plays, the fourth hand can take
the trick over it (standard deal 20 of seed 5, hearts trumps, after C5 C6 CQ CK: East's H4
led, South's H7, West's HQT86 under North's HA: H6, not HQ; DDS's H6 subtree 224
positions, ours HQ's 12,419). Either side's in the points search, East-West's only in the
tricks search (at North-South's there deal 10's points search rose 6.58M -> 19.18M through
the tricks search's table). bench/driver_deals.py (both searches, positions): deals 2,6,7
6,989,236 -> 6,937,978; 1,8 28,194,431 -> 27,338,240; 4,11,12,16-20 (40M a search)
42,459,633 -> 42,150,103; the median set of 16 deals 149,262,166 -> 146,698,825; deal 63
86,367,350 -> 85,976,520.

An order never changes a value: endings where the rule's pattern stands at the root
trick have the same values with and without the bit, and the bit changes the positions
searched somewhere (so the test catches the rule's loss); five-card ones agree with the
brute force."""

from __future__ import annotations

from collections.abc import Iterable

from solver import Position
from solver.search import NO_THIRD_LOW
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where
from whist.cards import Card
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.games.bishops import GRADE

#: the standard pack's ranks in order (a jack where the Bishops pack has its bishop)
_STANDARD = {rank: 2 + i for i, rank in enumerate("23456789TJQKA")}


def _grade(game: Game, card: Card) -> int:
    return GRADE[card.rank] if game is BISHOPS_WHIST else _STANDARD[card.rank.value]


def _too_low(position: Position) -> bool:
    """The third hand to play to a plain card led, holding a card of the suit above the
    trick's cards of the suit, the fourth hand holding cards of the suit all above the third
    hand's top."""
    if len(position.trick) != 2:
        return False
    game = position.game
    led = position.trick[0].card
    if led.is_knight:
        return False
    third = position.to_play

    def grades(cards: Iterable[Card]) -> list[int]:
        return sorted(_grade(game, c) for c in cards if c.suit == led.suit and not c.is_knight)

    mine, fourth = grades(position.hands[third]), grades(position.hands[third.left])
    on_trick = grades(p.card for p in position.trick)
    return bool(mine and fourth) and fourth[0] > mine[-1] and mine[-1] > on_trick[-1]


def _endings(game: Game, seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_too_low, seed, cards, count, game)


def test_the_third_hand_too_low_changes_no_value_and_acts() -> None:
    positions = _endings(BISHOPS_WHIST, 2701, 7, 16)
    # the same values (asserted inside), and the rule acted somewhere
    assert searches_differing(positions, NO_THIRD_LOW) > 0


def test_the_third_hand_too_low_on_the_standard_pack() -> None:
    positions = _endings(DUPLICATE_WHIST, 2702, 7, 16)
    assert searches_differing(positions, NO_THIRD_LOW) > 0


def test_the_third_hand_too_low_agrees_with_the_brute_force() -> None:
    positions = _endings(BISHOPS_WHIST, 2703, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_THIRD_LOW) > 0

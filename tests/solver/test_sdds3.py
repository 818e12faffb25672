"""sdds3 (round 26: forces_top() in solver/_core.c, under NO_FORCE_BISHOP with stail6's
rule; after DDS's RankForcesAce()): the third hand whose cards of the suit led the fourth
hand's top beats all tries first its cheapest card above the fourth hand's second card
of the suit, which makes the fourth hand spend its top or give up the trick (standard
deal 20 of seed 5, hearts trumps, trick 4: East's S4 led, South's S2, West's SK953 under
North's SA6: S9, not S3 and SK). bench/driver_deals.py (both searches, positions): deals
2,6,7 7,976,753 -> 7,900,230; 1,8 30,616,050 -> 30,150,347; 4,11,12,16-20 (40M a search)
44,661,969 -> 44,399,448; the standard pack's 30 deals of seed 5 (the tricks search)
7,090,434 -> 6,834,674.

And partner_takes() (under NO_PARTNER_OVER with stail2's and sorder8's rules; after DDS's
second hand, "partner can beat both opponents"): the second hand's card that beats the
card led but not surely, where the partner, to play last, holds a card of the suit above
the card led and above anything the next hand could play, is weighed as a low card, not
covering before the low cards. Over forces_top(): deals 2,6,7 7,900,230 -> 7,173,185; 1,8
30,150,347 -> 29,009,005; 4,11,12,16-20 (40M) 44,399,448 -> 44,109,646; bench_solver's
median set of 16 deals 154,661,451 -> 152,387,269 (main 158,573,311).

An order never changes a value: endings where the rule's pattern stands at the root
trick have the same values with and without the bit (and the bit changes the positions
searched somewhere, so the test would catch the rule's loss: on the standard pack the
bit's other rule, stail6's, never acts, having no bishop), and five-card ones agree with
the brute force."""

from __future__ import annotations

import random
from collections.abc import Iterable

from solver import Position
from solver.search import NO_FORCE_BISHOP, NO_PARTNER_OVER
from tests.solver.brute import random_ending
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import endings_where
from whist import Seat
from whist.cards import Card
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.games.bishops import GRADE

#: the standard pack's ranks in order (a jack where the Bishops pack has its bishop)
_STANDARD = {rank: 2 + i for i, rank in enumerate("23456789TJQKA")}


def _grade(game: Game, card: Card) -> int:
    return GRADE[card.rank] if game is BISHOPS_WHIST else _STANDARD[card.rank.value]


def _forcing(position: Position) -> bool:
    """The third hand to play to a plain card led, the fourth hand holding two cards or
    more of the suit, its top above every card of the third hand's, and the third hand a
    card above the fourth hand's second card and above the trick's cards of the suit."""
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
    if len(fourth) < 2 or not mine or fourth[-1] <= mine[-1]:
        return False
    return any(g > fourth[-2] and g > on_trick[-1] for g in mine)


def _endings(game: Game, seed: int, cards: int, count: int) -> list[Position]:
    return endings_where(_forcing, seed, cards, count, game)


def test_the_top_forced_changes_no_value_and_acts() -> None:
    positions = _endings(BISHOPS_WHIST, 2601, 7, 16)
    # the same values (asserted inside), and the rule acted somewhere
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0


def test_the_top_forced_on_the_standard_pack() -> None:
    positions = _endings(DUPLICATE_WHIST, 2602, 7, 16)
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0


def test_the_top_forced_agrees_with_the_brute_force() -> None:
    positions = _endings(BISHOPS_WHIST, 2603, 5, 12)
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_FORCE_BISHOP) > 0


def _partner_takes(position: Position) -> bool:
    """partner_takes() (sdds3's second rule, under NO_PARTNER_OVER with stail2's and
    sorder8's): the second hand to play to a plain card led, holding a card of the suit
    above it, its partner a card of the suit above the card led and above every card of
    the suit the next hand holds (which holds one: no ruff)."""
    if len(position.trick) != 1:
        return False
    game = position.game
    led = position.trick[0].card
    if led.is_knight:
        return False
    second = position.to_play

    def grades(seat: Seat) -> list[int]:
        return sorted(
            _grade(game, c) for c in position.hands[seat] if c.suit == led.suit and not c.is_knight
        )

    mine, third, fourth = grades(second), grades(second.left), grades(second.partner)
    top = _grade(game, led)
    return bool(mine and third and fourth) and mine[-1] > top and fourth[-1] > max(top, third[-1])


def _covering_endings(seed: int, cards: int, count: int) -> list[Position]:
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        if _partner_takes(position):
            found.append(position)
    return found


def test_the_partner_takes_changes_no_value_and_acts() -> None:
    positions = _covering_endings(2605, 7, 16)
    # the same values (asserted inside), and the bit acted somewhere (it holds stail2's
    # and sorder8's rules too; on the standard pack this one rarely acts: its 30 deals
    # of seed 5 took 6,834,674 -> 6,824,841 positions)
    assert searches_differing(positions, NO_PARTNER_OVER) > 0


def test_the_partner_takes_agrees_with_the_brute_force() -> None:
    positions = _covering_endings(2606, 5, 12)
    assert disagreeing_with_brute(positions) == []

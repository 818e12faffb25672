"""sorder17 (issue 17, round 34: onto_led_short() in solver/_core.c, under ONTO_LED_LONG,
bit 98).

sorder16's rule (2) (the points search's second hand, in a trump deal, plays the bishop of
the suit led below the card led first, onto a trick its partner takes for sure) at
East-West only where the hand holds at most one other card of the suit: with two or more
besides it the bishop is tried as before, onto the adversaries' trick. Seed 17's deal 70
(spades trumps, South's DK led: West's DJ43 under North's DQ5, East's DA8 to play last:
DJ, then D4 cut) lost 0.28M positions by rule (2) at East-West; deal 65 gained 1.06M
there, its bishop doubleton. bench/driver_deals.py (both searches; main af3f80c ->
sorder17, no value changed): the median-board set (deals
55,62,83,46,20,28,65,29,8,26,10,25,78,70,79,96) 97,051,729 -> 96,746,134 (70 7,964,104 ->
7,634,430; 20 +17K, 83 +14K).

An order never changes a value: endings where the pattern stands at the root trick have
the same values with and without the bit (and the bit changes the positions searched
somewhere), and five-card ones agree with the brute force."""

from __future__ import annotations

import random

from solver import Position
from solver.search import ONTO_LED_LONG
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import plain_grades
from tests.solver.test_sorder16 import _bishop_under
from whist import Seat, Side, Suit
from whist.cards import Card
from whist.games import BISHOPS_WHIST
from whist.games.bishops import GRADE
from whist.tricks import PlayedCard


def _long_bishop_under(position: Position) -> bool:
    """sorder16's (2) at East-West's second hand, the hand holding two cards of the suit
    led or more besides its bishop: where the bit gives back the old order."""
    seat = position.to_play
    if seat in (Seat.NORTH, Seat.SOUTH) or not _bishop_under(position):
        return False
    led = position.trick[0].card.suit
    assert led is not None  # _bishop_under(): a plain card led
    return len(plain_grades(position, seat, led)) >= 3


def _long_bishop_ending(rng: random.Random, cards: int) -> Position:
    """A random trump ending of ``cards`` a hand where the pattern stands (drawn at random it
    is about one ending in 20,000): East or West second to play, holding the bishop of the
    suit led with two lower cards of it; the leader's queen or king led, the partner's ace,
    the adversaries' other honour, the next hand holding the suit; the rest at random."""
    pack = list(BISHOPS_WHIST.pack.cards)
    rng.shuffle(pack)
    trump, led = rng.choice(list(Suit)), rng.choice(list(Suit))
    seat = rng.choice([Seat.EAST, Seat.WEST])
    leader, following = seat.right, seat.left
    by_grade = {GRADE[c.rank]: c for c in pack if c.suit == led and not c.is_knight}
    lead, other = rng.sample([12, 13], 2)
    lows = rng.sample(range(2, 10), 3)  # (no ten: the knights stand for the tens)
    hands: dict[Seat, list[Card]] = {s: [] for s in Seat}
    hands[seat] += [by_grade[11], by_grade[lows[0]], by_grade[lows[1]]]
    hands[seat.partner].append(by_grade[14])
    hands[rng.choice([leader, following])].append(by_grade[other])
    if not any(c.suit == led for c in hands[following]):
        hands[following].append(by_grade[lows[2]])
    placed = {by_grade[lead], *(c for h in hands.values() for c in h)}
    rest = [c for c in pack if c not in placed and not (c.suit == led and not c.is_knight)]
    for s in Seat:
        while len(hands[s]) < cards - (s == leader):
            hands[s].append(rest.pop())
    number = 14 - cards
    ns = rng.randint(0, number - 1)
    gone = [c for c in rest if c.is_bishop]
    split = rng.randint(0, len(gone))
    position = Position(
        hands={s: tuple(h) for s, h in hands.items()},
        trick=(PlayedCard(leader, by_grade[lead]),),
        trump=trump,
        to_play=seat,
        trick_number=number,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: ns, Side.EW: number - 1 - ns},
        bishops_taken={Side.NS: split, Side.EW: len(gone) - split},
    )
    assert _long_bishop_under(position)
    return position


def test_the_long_bishop_kept_changes_no_value_and_acts() -> None:
    rng = random.Random(3401)
    positions = [_long_bishop_ending(rng, 7) for _ in range(10)]
    assert searches_differing(positions, ONTO_LED_LONG) > 0


def test_the_long_bishop_kept_agrees_with_the_brute_force() -> None:
    rng = random.Random(3402)
    positions = [_long_bishop_ending(rng, 5) for _ in range(6)]
    assert disagreeing_with_brute(positions) == []
    assert disagreeing_with_brute(positions, ONTO_LED_LONG) == []

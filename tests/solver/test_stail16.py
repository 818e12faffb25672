"""stail16 (issue 17, round 34: holds_up_over_bishop() in solver/_core.c, under NO_HOLD_UP,
bit 96).

The points search's fourth hand, on a plain suit led whose trick the right-hand adversary's
honour (a card above the bishop) tops, that adversary still holding the suit's bishop with
another card, holds up: its winner of the suit, where the hand also holds another card above
the bishop and above all of that adversary's cards and a low card (below the bishop), is
tried after the low cards. Ducked, the hand keeps both its cards over the guarded bishop (a
tenace); spent on the honour, it leaves one card over the bishop and its guard. Counted
first (_core.c's -DSTAIL13_COUNT -DSKNIGHT10_COUNT study build, seed 18's deal 12, the points
search over 200M positions): North-South's fourth hand's sure winner tried first and a low
card cutting, one node at the first trick 20.5M positions (no trumps, West's D5 led, North's
D6, East's DK from DKJ2: South's DAQ973, D3 cut, not DA).
An order never changes a value: endings where the pattern stands at the root trick have the
same values with and without the bit (and the bit changes the positions searched somewhere),
and five-card ones agree with the brute force."""

from __future__ import annotations

import random

from solver import Position
from solver.search import HOLD_UP_UNCOUNTED, NO_HOLD_UP
from tests.solver.compiled import disagreeing_with_brute, searches_differing
from tests.solver.deals import plain_grades
from whist import Seat, Side, Suit
from whist.cards import Card, Rank
from whist.games import BISHOPS_WHIST
from whist.games.bishops import GRADE
from whist.tricks import PlayedCard

BISHOP = GRADE[Rank.BISHOP]


def _holds_up(position: Position) -> bool:
    """The fourth hand to play on a plain suit led, the trick topped by the right-hand
    adversary's card of the suit above the bishop (no trump, no knight on the trick), that
    adversary holding the bishop and another card of the suit, the hand a card above the
    honour, another above the bishop and above all of that adversary's cards, and one below
    the bishop."""
    if len(position.trick) != 3:
        return False
    led = position.trick[0].card
    if any(p.card.is_knight or p.card.suit is None for p in position.trick) or led.suit is None:
        return False
    suit = led.suit
    honour = position.trick[2].card
    if honour.suit != suit or GRADE[honour.rank] <= BISHOP:
        return False
    if any(p.card.suit != suit and p.card.suit == position.trump for p in position.trick):
        return False
    if any(p.card.suit == suit and GRADE[p.card.rank] > GRADE[honour.rank] for p in position.trick):
        return False
    seat = position.to_play
    theirs = plain_grades(position, seat.right, suit)
    hand = sorted(plain_grades(position, seat, suit), reverse=True)
    if BISHOP not in theirs or len(theirs) < 2 or len(hand) < 3:
        return False
    return (
        hand[0] > GRADE[honour.rank]
        and hand[1] > BISHOP
        and hand[1] > max(theirs)
        and hand[-1] < BISHOP
    )


def _hold_up_ending(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending of ``cards`` a hand at the pattern's fourth hand (random
    endings hold it too seldom to be drawn): a plain suit led low, the second hand's low
    card, the third hand's honour over its guarded bishop, the fourth hand's two cards above
    the bishop and a low one; the rest of the pack dealt at random."""
    while True:
        pack = list(BISHOPS_WHIST.pack.cards)
        rng.shuffle(pack)
        suit = rng.choice(list(Suit))
        of_suit = {GRADE[c.rank]: c for c in pack if c.suit == suit}
        honour = rng.choice([GRADE[Rank.QUEEN], GRADE[Rank.KING]])
        above = [g for g in of_suit if g > BISHOP and g != honour]
        lows = rng.sample([g for g in of_suit if g < BISHOP], 4)
        leader = rng.choice(list(Seat))
        second, third, fourth = leader.left, leader.left.left, leader.right
        trick = [
            PlayedCard(leader, of_suit[lows[0]]),
            PlayedCard(second, of_suit[lows[1]]),
            PlayedCard(third, of_suit[honour]),
        ]
        held: dict[Seat, list[Card]] = {
            leader: [],
            second: [],
            third: [of_suit[BISHOP], of_suit[lows[2]]],
            fourth: [of_suit[g] for g in above] + [of_suit[lows[3]]],
        }
        used = {p.card for p in trick} | {c for h in held.values() for c in h}
        rest = [c for c in pack if c not in used]
        for seat in Seat:
            want = cards - (seat != fourth) - len(held[seat])
            held[seat] += [rest.pop() for _ in range(want)]
        number = 14 - cards
        ns = rng.randint(0, number - 1)
        gone = [c for c in rest if c.is_bishop]
        split = rng.randint(0, len(gone))
        position = Position(
            hands={s: tuple(h) for s, h in held.items()},
            trick=tuple(trick),
            trump=rng.choice([None, *Suit]),
            to_play=fourth,
            trick_number=number,
            game=BISHOPS_WHIST,
            tricks_taken={Side.NS: ns, Side.EW: number - 1 - ns},
            bishops_taken={Side.NS: split, Side.EW: len(gone) - split},
        )
        if _holds_up(position):
            return position


def test_the_hold_up_changes_no_value_and_acts() -> None:
    rng = random.Random(3401)
    positions = [_hold_up_ending(rng, 7) for _ in range(12)]
    assert searches_differing(positions, NO_HOLD_UP) > 0


def test_the_hold_up_agrees_with_the_brute_force() -> None:
    rng = random.Random(3402)
    positions = [_hold_up_ending(rng, 5) for _ in range(6)]
    assert disagreeing_with_brute(positions) == []
    assert searches_differing(positions, NO_HOLD_UP) > 0


def _outnumbered(position: Position) -> bool:
    """The pattern where the adversary's cards of the suit outnumber the hand's above the
    bishop (the rule leaves the winner first there unless HOLD_UP_UNCOUNTED)."""
    seat = position.to_play
    suit = position.trick[0].card.suit
    assert suit is not None
    above = [g for g in plain_grades(position, seat, suit) if g > BISHOP]
    return len(above) < len(plain_grades(position, seat.right, suit))


def test_the_uncounted_hold_up_changes_no_value_and_acts() -> None:
    rng = random.Random(3403)
    positions: list[Position] = []
    while len(positions) < 8:
        position = _hold_up_ending(rng, 7)
        if _outnumbered(position):
            positions.append(position)
    assert searches_differing(positions, HOLD_UP_UNCOUNTED) > 0

"""Positions of random whole deals for the solver's tests: a deal shuffled from the
game's pack with a random trump and leader, played on by random lawful cards (the
positions a whole deal's analysis meets, cheap enough for a test).

The draws are made in one order (the shuffle, the trump, the leader, then one choice a
card among the distinct lawful cards), so a seed gives the positions it gave before the
tests shared these helpers."""

from __future__ import annotations

import random
from collections.abc import Callable

from solver import Position, opening, play
from tests.solver.brute import knights_ending, random_ending
from whist import BISHOPS_PACK, KNIGHT, STANDARD_PACK, Deal, Seat, Suit
from whist.cards import Card, Rank
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.games.bishops import GRADE


def random_opening(rng: random.Random, game: Game = BISHOPS_WHIST) -> Position:
    """A shuffled deal at its first lead: in Bishops whist any trump or none, in
    duplicate whist a suit."""
    pack = BISHOPS_PACK if game is BISHOPS_WHIST else STANDARD_PACK
    cards = list(pack.cards)
    rng.shuffle(cards)
    deal = Deal.from_hands(pack, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat})
    trump = rng.choice([None, *Suit]) if game is BISHOPS_WHIST else rng.choice(list(Suit))
    return opening(deal, trump, rng.choice(list(Seat)), game)


def lawful_cards(position: Position) -> list[Card]:
    """The distinct cards the player to play may play (in the hand's order)."""
    hand = list(position.hands[position.to_play])
    allowed = position.game.lawful_plays(
        hand, position.trick, position.trump, position.trick_number
    )
    return list(dict.fromkeys(allowed))


def play_at_random(rng: random.Random, position: Position) -> Position:
    """``position`` after one lawful card chosen at random."""
    return play(position, rng.choice(lawful_cards(position)))


def played_to(rng: random.Random, trick: int, cards_on_table: int = 0) -> Position:
    """A random Bishops deal played at random to ``trick`` and ``cards_on_table`` cards
    of it."""
    position = random_opening(rng)
    while position.trick_number < trick or len(position.trick) < cards_on_table:
        position = play_at_random(rng, position)
    return position


def last_tricks_positions(seed: int) -> list[Position]:
    """Positions for the tests of the last tricks' code (last_three(), two_fast()): endings
    of 3-7 cards a hand with knights held, random endings of both games, and Bishops deals
    played on to tricks 7-11 with 0-3 cards on the table, drawn from ``seed``."""
    rng = random.Random(seed)
    found = [knights_ending(rng, 3, 7) for _ in range(16)]
    found += [random_ending(rng, DUPLICATE_WHIST, cards) for cards in (3, 4, 5, 6, 7, 8)]
    found += [random_ending(rng, BISHOPS_WHIST, cards) for cards in (3, 4, 5, 6, 7, 8, 9)]
    found += [played_to(rng, trick, rng.randrange(4)) for trick in (7, 8, 9, 10, 11)]
    return found


def plain_grades(position: Position, seat: Seat, suit: Suit) -> list[int]:
    """The Bishops grades of the plain cards of ``suit`` ``seat`` holds (its knights
    left out), for the rule tests' patterns."""
    return [GRADE[c.rank] for c in position.hands[seat] if c.suit == suit and not c.is_knight]


def east_west_on_plain_lead(position: Position, cards_on_trick: int) -> Card | None:
    """The plain card led, where East or West is to play with ``cards_on_trick`` cards on
    the trick and the lead is not a knight (the order rules' patterns); else None."""
    if len(position.trick) != cards_on_trick or position.to_play in (Seat.NORTH, Seat.SOUTH):
        return None
    led = position.trick[0].card
    return None if led.is_knight else led


def keeps_the_guard(position: Position, suit: Suit, bare: bool = False) -> bool:
    """The hand to play holding a card of ``suit`` above the bishop and above the
    adversaries' best of it (itself above the bishop) with a lower card, the partner the
    bishop and another card, the side no other card above the adversaries' best: sorder11's
    kept guard (keeps_guard() in _core.c), the winner tried after the low cards. ``bare``:
    the partner's bishop alone instead (sknight11's fourth hand)."""
    seat = position.to_play
    bishop = GRADE[Rank.BISHOP]
    hand = plain_grades(position, seat, suit)
    partner = plain_grades(position, seat.partner, suit)
    theirs = plain_grades(position, seat.left, suit) + plain_grades(position, seat.right, suit)
    if bishop not in partner or (len(partner) == 1) != bare or not theirs or max(theirs) <= bishop:
        return False
    if len(hand) < 2 or max(hand) < max(theirs):
        return False
    others = sorted(hand)[:-1] + partner
    return not any(g > max(theirs) for g in others)


def second_hand_over_its_bishop(position: Position, guarded: bool | None = None) -> bool:
    """The second hand, not following the card led (a knight, or a suit it lacks), holding
    a suit's bishop and a card of that suit (the trump suit on a plain lead) above the
    adversaries' best of it, itself above the bishop: sorder12's pattern (spends_trump_guard()
    in _core.c). ``guarded``: True, two or more of the hand's cards of the suit above the
    bishop (sval7's, the bishop guarded when the top one is spent); False, one only; None,
    either."""
    if len(position.trick) != 1:
        return False
    seat = position.to_play
    led = position.trick[0].card
    trump = position.trump
    if led.suit is None:  # a knight led
        suits = list(Suit)
    elif trump is None or trump == led.suit or plain_grades(position, seat, led.suit):
        return False
    else:
        suits = [trump]
    bishop = GRADE[Rank.BISHOP]
    for suit in suits:
        hand = plain_grades(position, seat, suit)
        theirs = plain_grades(position, seat.left, suit) + plain_grades(position, seat.right, suit)
        above = [g for g in hand if g > bishop]
        if (
            bishop in hand
            and (guarded is None or (len(above) > 1) == guarded)
            and theirs
            and bishop < max(theirs) < max(hand)
        ):
            return True
    return False


def endings_where(
    pattern: Callable[[Position], bool],
    seed: int,
    cards: int,
    count: int,
    game: Game = BISHOPS_WHIST,
) -> list[Position]:
    """``count`` random endings of ``cards`` a hand (``random.Random(seed)``) in which
    ``pattern`` holds: the positions a rule of the order acts at, for its tests."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = random_ending(rng, game, cards)
        if pattern(position):
            found.append(position)
    return found


def random_endings_where(
    pattern: Callable[[Position], bool],
    rng: random.Random,
    fewest: int,
    most: int,
    count: int,
) -> list[Position]:
    """``count`` random Bishops endings of ``fewest`` to ``most`` cards a hand drawn from
    ``rng`` in which ``pattern`` holds: the positions a bound acts at, for its tests."""
    found: list[Position] = []
    while len(found) < count:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if pattern(position):
            found.append(position)
    return found


def knight_led_endings(
    rng: random.Random,
    fewest: int,
    most: int,
    followers: int,
    pattern: Callable[[Position], bool],
    count: int,
) -> list[Position]:
    """``count`` random endings of ``fewest`` to ``most`` cards a hand at which East-West
    led a knight and ``followers`` cards followed at random, ``pattern`` holding."""
    found: list[Position] = []
    while len(found) < count:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if position.trick or position.to_play not in (Seat.EAST, Seat.WEST):
            continue
        if KNIGHT not in lawful_cards(position):
            continue
        position = play(position, KNIGHT)
        for _ in range(followers):
            position = play(position, rng.choice(lawful_cards(position)))
        if pattern(position):
            found.append(position)
    return found


def ending_with_bishop_and_knight(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending of ``cards`` a hand with a bishop and a knight still held
    (where the points search and the tricks search can differ)."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        held = [c for hand in position.hands.values() for c in hand]
        if KNIGHT in held and any(c.is_bishop for c in held):
            return position

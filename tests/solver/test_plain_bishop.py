"""The tricks search's bishop where no knight makes it special (issue 17, option bits
KEEP_HOLDER and KEEP_BISHOP of the compiled core).

In the tricks search a bishop is special only through the knights revoke: "When you hold
only the bishop of the suit led (and at same time a knight) you may deny to play your
bishop and play a knight" (Dana, 1899, "The sometimes half kinship of the knight to
trumps"). Its points count in the points search only. So, reading the rule literally as
the holder's privilege (a hand without a knight never gets one back):

- the key (KEEP_HOLDER off): a bishop held by a hand without a knight is keyed as held
  by "a hand without a knight", not by its seat, and with no knight left at all the key
  keeps no bishop's place ("in case no knight whatever chance to fall on thirteenth trick
  the cards retain their usual rank"): the cards of the entry tell the rest;
- the merging (KEEP_BISHOP off): such a hand's bishop is merged with its neighbours of
  the suit like any card (the narrower rule of equivalent cards still keeps them apart
  where a knight of another hand or a card of another plain suit lies between).

Each is checked against the brute force on random endings where it applies, and against
the search with it off on random positions of both packs, solved one after another in
one process so that the table learnt from one answers for the next.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from solver import Position, Value
from solver.rules import encode
from solver.search import KEEP_BISHOP, KEEP_HOLDER, NO_MERGE, NO_QUICK, NO_TABLE, _core
from tests.solver.brute import brute, random_ending
from tests.solver.compiled import compiled_solver
from whist import Seat
from whist.cards import Card
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game

PLAIN = NO_TABLE | NO_MERGE | NO_QUICK


def _solve(position: Position, options: int, *, points: bool = True) -> Value:
    solver = compiled_solver(position, options)
    return solver.solve(position, points=points)


def _grade(card: Card) -> int:
    return encode(card) & 15


def _knightless_bishop(position: Position) -> tuple[Seat, Card] | None:
    """A hand without a knight holding a bishop, while another hand holds a knight (the
    positions the rules change), or None."""
    knights = {s for s, hand in position.hands.items() if any(c.is_knight for c in hand)}
    if not knights:
        return None
    for seat, hand in position.hands.items():
        if seat in knights:
            continue
        for card in hand:
            if card.is_bishop:
                return seat, card
    return None


def _with_neighbour(position: Position, knight: bool) -> bool:
    """A hand holds a bishop and the next card of its suit left in play (above or
    below: no card of the suit between), and holds a knight or not as ``knight``."""
    for hand in position.hands.values():
        if any(c.is_knight for c in hand) is not knight:
            continue
        for bishop in hand:
            if not bishop.is_bishop:
                continue
            suit = [c for h in position.hands.values() for c in h if c.suit is bishop.suit] + [
                p.card for p in position.trick if p.card.suit is bishop.suit
            ]
            grades = sorted(_grade(c) for c in suit)
            i = grades.index(_grade(bishop))
            near = {grades[j] for j in (i - 1, i + 1) if 0 <= j < len(grades)}
            if any(c.suit is bishop.suit and _grade(c) in near for c in hand):
                return True
    return False


def _moved(position: Position, seat: Seat, bishop: Card) -> Position | None:
    """The same position with ``bishop`` and a smaller card of its suit in another hand
    without a knight changed over (None if there is none)."""
    for other, cards in position.hands.items():
        if other is seat or any(c.is_knight for c in cards):
            continue
        for card in cards:
            if card.suit is bishop.suit and _grade(card) < _grade(bishop):
                return _changed_over(position, seat, bishop, other, card)
    return None


def _changed_over(
    position: Position, seat: Seat, bishop: Card, other: Seat, card: Card
) -> Position:
    hands = dict(position.hands)
    hands[seat] = tuple(card if c == bishop else c for c in hands[seat])
    hands[other] = tuple(bishop if c == card else c for c in hands[other])
    return replace(position, hands=hands)


def _from_a_knight_s_hand(position: Position) -> Position | None:
    """The same position with a bishop held by a hand with a knight changed over with a
    smaller card of its suit in a hand without one (None if there is none)."""
    for seat, hand in position.hands.items():
        if not any(c.is_knight for c in hand):
            continue
        for bishop in (c for c in hand if c.is_bishop):
            for other, cards in position.hands.items():
                if any(c.is_knight for c in cards):
                    continue
                for card in cards:
                    if card.suit is bishop.suit and _grade(card) < _grade(bishop):
                        return _changed_over(position, seat, bishop, other, card)
    return None


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("options", [KEEP_HOLDER, KEEP_BISHOP], ids=["keep-holder", "keep-bishop"])
def test_each_rule_off_gives_the_same_value(game: Game, options: int) -> None:
    """Random positions of 5 to 7 cards a hand solved in turn (the table kept between
    them) with the rule on, with it off, and with no pruning at all: tricks and points."""
    rng = random.Random(options + (game is BISHOPS_WHIST))
    for _ in range(40):
        position = random_ending(rng, game, rng.randint(5, 7))
        on = _solve(position, 0)
        assert on == _solve(position, options), position
        assert on == _solve(position, PLAIN), position


def test_a_knightless_holder_s_bishop_moved_keeps_each_value() -> None:
    """Pairs of endings differing only in which hand without a knight holds a bishop,
    another hand holding a knight: solved back to back with the table kept (the pair
    shares a key), each agrees with the brute force."""
    assert _core is not None, "the compiled core is built by pip install"
    rng = random.Random(1899)
    pairs = differ = 0
    while pairs < 15:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(3, 4))
        found = _knightless_bishop(position)
        moved = _moved(position, *found) if found else None
        if moved is None:
            continue
        pairs += 1
        values = []
        for each in (position, moved):
            value = _solve(each, 0, points=False).tricks
            assert value == brute(each, "tricks"), each
            values.append(value)
        differ += values[0] != values[1]
    assert differ >= 2, "some pairs should differ in value: the test tells them apart"


def test_a_bishop_moved_from_a_knight_s_hand_keeps_each_value() -> None:
    """Pairs of endings differing only in whether a hand with a knight or one without
    holds a bishop ("you may deny to play your bishop and play a knight": the first
    only), solved back to back with the table kept: the key still tells them apart, each
    agrees with the brute force."""
    rng = random.Random(1900)
    pairs = 0
    while pairs < 40:
        position = random_ending(rng, BISHOPS_WHIST, 4)
        moved = _from_a_knight_s_hand(position)
        if moved is None:
            continue
        pairs += 1
        for each in (position, moved):
            assert _solve(each, NO_QUICK, points=False).tricks == brute(each, "tricks"), each


@pytest.mark.parametrize(
    "knight", [False, True], ids=["holder-without-knight", "holder-with-knight"]
)
def test_a_bishop_next_to_a_card_of_its_hand_agrees_with_brute_force(knight: bool) -> None:
    """Endings where a hand holds a bishop and the next card of its suit: merged when the
    hand holds no knight (only the merging prunes: no table, no quick tricks), kept apart
    when it holds one ("you may deny to play your bishop and play a knight" only while
    the bishop is the only card of the suit): the brute force's tricks either way."""
    rng = random.Random(11 + knight)
    checked = 0
    while checked < 25:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(3, 4))
        if not _with_neighbour(position, knight):
            continue
        checked += 1
        value = _solve(position, NO_TABLE | NO_QUICK, points=False).tricks
        assert value == brute(position, "tricks"), position

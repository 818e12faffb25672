"""The solver's rules on codes (solver/rules.py) against the engine's own
(``Game.lawful_plays``, ``Game.trick_winner``) on random positions of both games: every
lawful card of every hand, every trick, in every trick number."""

from __future__ import annotations

import random

import pytest

from solver.rules import decode, encode, lawful, trump_code, winner
from whist import Seat
from whist.cards import Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.tricks import PlayedCard


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_codes_round_trip(game: Game) -> None:
    bishops = game is BISHOPS_WHIST
    for card in game.pack.distinct_cards:
        assert decode(encode(card), bishops) == card


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_lawful_and_winner_match_the_engine(game: Game) -> None:
    rng = random.Random(1899)
    bishops = game is BISHOPS_WHIST
    tricks = 0
    for _ in range(25_000 if bishops else 5_000):
        cards = list(game.pack.cards)
        rng.shuffle(cards)
        number = rng.randint(1, 13)
        size = 14 - number
        hands = [cards[i * size : (i + 1) * size] for i in range(4)]
        trump = rng.choice([None, *Suit])
        trick: list[PlayedCard] = []
        seat = rng.choice(list(Seat))
        for _ in range(4):
            hand = hands[seat.value]
            expected = game.lawful_plays(hand, trick, trump, number)
            got = lawful([encode(c) for c in hand], [encode(p.card) for p in trick], bishops)
            assert sorted(got) == sorted(encode(c) for c in expected), (hand, trick, number)
            card = rng.choice(expected)
            hand.remove(card)
            trick.append(PlayedCard(seat, card))
            seat = seat.left
        tricks += 1
        codes = [encode(p.card) for p in trick]
        assert winner(codes, trump_code(trump), number, bishops) == game.trick_winner(
            trick, trump, number
        ), (trick, trump, number)
    assert tricks >= 5_000


@pytest.mark.slow
def test_winner_on_hundreds_of_thousands_of_bishops_tricks() -> None:
    """Any four cards of the Bishops pack (lawful or not), any trump, any trick number."""
    rng = random.Random(17)
    cards = list(BISHOPS_WHIST.pack.cards)
    for _ in range(300_000):
        four = rng.sample(cards, 4)
        trick = [PlayedCard(s, c) for s, c in zip(Seat, four, strict=True)]
        trump = rng.choice([None, *Suit])
        number = rng.choice((1, 12, 13, rng.randint(1, 13)))
        assert winner([encode(c) for c in four], trump_code(trump), number, True) == (
            BISHOPS_WHIST.trick_winner(trick, trump, number)
        )

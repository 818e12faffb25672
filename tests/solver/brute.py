"""A brute-force reference for the solver's tests: plain minimax over every lawful card,
with the engine's own rules (``Game.lawful_plays``, ``Game.trick_winner``) and its own
scoring (``Game.score``), no table, no bound, no merging."""

from __future__ import annotations

import random
from collections.abc import Sequence

from solver import Position
from whist import Seat, Side
from whist.cards import Card, Suit, parse_cards
from whist.games import BISHOPS_WHIST, Game
from whist.tricks import PlayedCard, TrickRecord
from whist.trump import TrumpRecord


def brute(position: Position, objective: str) -> int:
    """The N-S value by exhaustive minimax: ``"tricks"`` (N-S tricks of the deal) or
    ``"points"`` (N-S minus E-W points of the play, scored by ``Game.score`` over
    stand-in records of the tricks before)."""
    game = position.game
    hands = {s: list(position.hands[s]) for s in Seat}
    before: list[TrickRecord] = []
    # stand-in tricks for what each side took before: card-less, bishops counted apart
    for side in Side:
        for _ in range(position.tricks_taken[side]):
            before.append(TrickRecord(len(before) + 1, side.seats[0], (), side.seats[0]))
    bishops = {side: position.bishops_taken[side] for side in Side}

    def value(done: list[TrickRecord]) -> int:
        tricks = before + done
        if objective == "tricks":
            return sum(1 for t in tricks if t.winning_side is Side.NS)
        score = game.score(tricks, (), TrumpRecord.fixed(position.trump), Seat.NORTH)
        extra = 2 * (bishops[Side.NS] - bishops[Side.EW]) if game is BISHOPS_WHIST else 0
        return score.points[Side.NS] - score.points[Side.EW] + extra

    def search(trick: list[PlayedCard], turn: Seat, number: int, done: list[TrickRecord]) -> int:
        if len(trick) == 4:
            index = game.trick_winner(trick, position.trump, number)
            won = trick[index].seat
            record = TrickRecord(number, trick[0].seat, tuple(trick), won)
            if number == 13 or not hands[won]:
                return value([*done, record])
            return search([], won, number + 1, [*done, record])
        hand = hands[turn]
        results = []
        for card in dict.fromkeys(game.lawful_plays(hand, trick, position.trump, number)):
            hand.remove(card)
            results.append(search([*trick, PlayedCard(turn, card)], turn.left, number, done))
            hand.append(card)
        return max(results) if turn.side is Side.NS else min(results)

    return search(list(position.trick), position.to_play, position.trick_number, [])


def random_ending(rng: random.Random, game: Game, cards: int) -> Position:
    """A random position with ``cards`` cards a hand (after 13 - cards tricks), a random
    part of the current trick already played, random trump, random tricks taken."""
    pack = list(game.pack.cards)
    rng.shuffle(pack)
    number = 14 - cards
    leader = rng.choice(list(Seat))
    on_trick = rng.randrange(4)
    hands: dict[Seat, list[Card]] = {s: [pack.pop() for _ in range(cards)] for s in Seat}
    trick: list[PlayedCard] = []
    seat = leader
    for _ in range(on_trick):
        allowed = game.lawful_plays(hands[seat], trick, None, number)
        card = rng.choice(allowed)
        hands[seat].remove(card)
        trick.append(PlayedCard(seat, card))
        seat = seat.left
    trump = rng.choice([None, *Suit])
    ns = rng.randint(0, number - 1)
    taken = {Side.NS: ns, Side.EW: number - 1 - ns}
    gone = [c for c in pack if c.is_bishop] if game is BISHOPS_WHIST else []
    split = rng.randint(0, len(gone))
    bishops = {Side.NS: split, Side.EW: len(gone) - split}
    return Position(
        hands={s: tuple(h) for s, h in hands.items()},
        trick=tuple(trick),
        trump=trump,
        to_play=seat,
        trick_number=number,
        game=game,
        tricks_taken=taken,
        bishops_taken=bishops,
    )


def sequence_of(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def bishops_ending(
    hands: dict[Seat, str], trump: Suit | None, leader: Seat, ns: int, ew: int
) -> Position:
    """A hand-built Bishops ending at a trick start: each seat's cards as text, the
    tricks each side has taken (the trick number follows from them)."""
    return Position(
        hands={seat: parse_cards(text) for seat, text in hands.items()},
        trick=(),
        trump=trump,
        to_play=leader,
        trick_number=ns + ew + 1,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: ns, Side.EW: ew},
    )

"""A brute-force reference for the solver's tests and for bench/solver_agreement.py:
exhaustive minimax over every lawful card, with the engine's own rules
(``Game.lawful_plays``, ``Game.trick_winner``) and its own scoring (``Game.score``), no
bound, no pruning, no merging, and no code of :mod:`solver` (its :class:`Position` is
only the question's form).

Two forms of the same search:

- :func:`brute_values` (what :func:`brute` answers from): memoised. The engine is asked
  once for each distinct question -- a hand's lawful plays given the trick's cards, trump
  and number; a trick's winner given its four cards, leader, trump and number; the score
  of the tricks and bishops each side took -- with the cards as numbers of the pack
  (``Pack.card_id``; copies such as the knights share a number, as they are equal cards),
  and the value of each trick start is kept, keyed on everything that decides the rest:
  the cards left in each hand, the leader, the trick's number, the tricks North-South
  took so far in the search and the bishops each side took so far. Every card is still
  tried at every turn: a memo hit only replays a value searched before for the same
  position with the same score so far. One walk gives both values: the tricks and the
  points minimax are each taken over the same tree (max at North-South's turns, min at
  East-West's), pair member by pair member. The score at the end is asked of stand-in
  records (each side's number of tricks, the bishops it took lying on the first of
  them): exact as long as the engine scores a play by the tricks each side won and the
  bishops among them, as it does for both games (Dana: "each trick over six one point;
  each bishop among a side's tricks two points"); the plain minimax scores the real
  tricks, and the tests compare the two.
- :func:`plain_brute`: the plain minimax, no memo at all, the engine called at every
  node; slow (minutes at five cards a hand), kept as the cross-check of the memoised one
  (tests/solver/test_brute.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from solver import Position
from whist import Seat, Side
from whist.cards import KNIGHT, Card, Suit, parse_cards
from whist.games import BISHOPS_WHIST, Game
from whist.tricks import PlayedCard, TrickRecord
from whist.trump import TrumpRecord

SEATS = tuple(Seat)
#: (tricks, points) of North-South from a trick start
Values = tuple[int, int]


def brute(position: Position, objective: str) -> int:
    """The N-S value by exhaustive minimax: ``"tricks"`` (N-S tricks of the deal) or
    ``"points"`` (N-S minus E-W points of the play, scored by ``Game.score`` over
    stand-in records of the tricks before)."""
    if objective not in ("tricks", "points"):
        raise ValueError(f"objective {objective!r}: 'tricks' or 'points'")
    tricks, points = brute_values(position)
    return tricks if objective == "tricks" else points


def _stand_ins(taken: dict[Side, int], number: int = 0) -> list[TrickRecord]:
    """Card-less records of the tricks each side took before the position."""
    records: list[TrickRecord] = []
    for side in Side:
        for _ in range(taken[side]):
            records.append(TrickRecord(number + len(records) + 1, side.seats[0], (), side.seats[0]))
    return records


def _bishops_before(position: Position) -> int:
    """Points of the bishops taken before the position (the position says how many each
    side took, not in which tricks): two a bishop, the book's "each bishop among a
    side's tricks two points"; none outside Bishops whist."""
    if position.game is not BISHOPS_WHIST:
        return 0
    return 2 * (position.bishops_taken[Side.NS] - position.bishops_taken[Side.EW])


class _Cards:
    """The pack's cards as numbers (``Pack.card_id``; copies such as the knights share
    one) and a hand as one int: a bit for each card the pack holds once, a four-bit count
    for each card it holds more than once; the four hands side by side in one int."""

    def __init__(self, game: Game) -> None:
        pack = game.pack
        self.cards = pack.distinct_cards
        self.weight: list[int] = []
        bit = len(self.cards)
        for number, card in enumerate(self.cards):
            if pack.multiplicity(card) > 1:
                self.weight.append(1 << bit)
                bit += 4
            else:
                self.weight.append(1 << number)
        self.width = bit
        self.mask = (1 << bit) - 1

    def hand(self, cards: Sequence[Card], pack_of: Game) -> int:
        return sum(self.weight[pack_of.pack.card_id(c)] for c in cards)

    def held(self, hand: int) -> list[int]:
        """The card numbers of a hand, copies repeated, in the pack's order."""
        out = []
        single = hand & ((1 << len(self.cards)) - 1)
        while single:
            low = single & -single
            out.append(low.bit_length() - 1)
            single ^= low
        for number, weight in enumerate(self.weight):
            if weight >> len(self.cards):
                out.extend([number] * (hand // weight & 15))
        return sorted(out)


def brute_values(position: Position) -> Values:
    """North-South's (tricks of the deal, points less East-West's) by exhaustive
    minimax, memoised (see the module's docstring)."""
    game, trump = position.game, position.trump
    pack = game.pack
    code = _Cards(game)
    cards, weight, mask, width = code.cards, code.weight, code.mask, code.width
    bishop_bit = [1 << c if card.is_bishop else 0 for c, card in enumerate(cards)]
    record = TrumpRecord.fixed(trump)
    before = _stand_ins(dict(position.tricks_taken))
    ns_before = position.tricks_taken[Side.NS]
    extra = _bishops_before(position)
    ns_seat = [s.side is Side.NS for s in SEATS]
    first = position.trick_number

    # a trick so far as an int: six bits a card (its number + 1), the first card lowest
    lawful_memo: dict[tuple[int, int, int, int], tuple[tuple[int, int], ...]] = {}
    winner_memo: dict[tuple[int, int, int], tuple[int, int]] = {}
    score_memo: dict[tuple[int, int, int, int], int] = {}
    start_memo: dict[tuple[int, int, int, int, int, int], Values] = {}

    def on_trick(trick: int) -> list[int]:
        out = []
        while trick:
            out.append((trick & 63) - 1)
            trick >>= 6
        return out

    def lawful(turn: int, hand: int, trick: int, number: int) -> tuple[tuple[int, int], ...]:
        """Each distinct lawful card (by number) with what playing it takes off the
        four hands' int."""
        key = (turn, hand, trick, number)
        got = lawful_memo.get(key)
        if got is None:
            played = on_trick(trick)
            leader = turn - len(played)
            allowed = game.lawful_plays(
                [cards[c] for c in code.held(hand)],
                [PlayedCard(SEATS[(leader + i) % 4], cards[c]) for i, c in enumerate(played)],
                trump,
                number,
            )
            got = tuple(
                (c, weight[c] << width * turn)
                for c in dict.fromkeys(pack.card_id(card) for card in allowed)
            )
            lawful_memo[key] = got
        return got

    def winner(leader: int, trick: int, number: int) -> tuple[int, int]:
        """The seat (its number) that wins the trick, and the bishops on it (bits)."""
        key = (leader, trick, number)
        got = winner_memo.get(key)
        if got is None:
            played = on_trick(trick)
            index = game.trick_winner(
                [PlayedCard(SEATS[(leader + i) % 4], cards[c]) for i, c in enumerate(played)],
                trump,
                number,
            )
            taken = 0
            for c in played:
                taken |= bishop_bit[c]
            got = ((leader + index) % 4, taken)
            winner_memo[key] = got
        return got

    def score(ns: int, ew: int, ns_bishops: int, ew_bishops: int) -> int:
        """N-S points less E-W's at the end: the engine's score of the tricks before and
        of stand-ins for the tricks of the search, each side's holding the bishops it
        took (bits of their numbers)."""
        key = (ns, ew, ns_bishops, ew_bishops)
        got = score_memo.get(key)
        if got is None:
            records = list(before)
            for side, count, bishops in ((Side.NS, ns, ns_bishops), (Side.EW, ew, ew_bishops)):
                seat = side.seats[0]
                held = [
                    PlayedCard(seat, c)
                    for c, bit in zip(cards, bishop_bit, strict=True)
                    if bishops & bit
                ]
                for i in range(count):
                    # all the side's bishops on its first trick: the score counts them
                    # wherever they lie among its tricks
                    on = tuple(held) if i == 0 else ()
                    records.append(TrickRecord(len(records) + 1, seat, on, seat))
            points = game.score(records, (), record, Seat.NORTH).points
            got = points[Side.NS] - points[Side.EW] + extra
            score_memo[key] = got
        return got

    def in_trick(
        hands: int,
        trick: int,
        played: int,
        leader: int,
        turn: int,
        number: int,
        ns: int,
        ns_bishops: int,
        ew_bishops: int,
    ) -> Values:
        # a trick's middle is never memoised: the same cards on the same trick start
        # only ever come from that start, whose value is kept
        if played == 3:
            return last_to_play(hands, trick, leader, turn, number, ns, ns_bishops, ew_bishops)
        best_tricks = best_points = -1
        maximise = ns_seat[turn]
        hand = hands >> width * turn & mask
        plays = lawful_memo.get((turn, hand, trick, number)) or lawful(turn, hand, trick, number)
        for card, taken in plays:
            tricks, points = in_trick(
                hands - taken,
                trick | (card + 1) << 6 * played,
                played + 1,
                leader,
                (turn + 1) % 4,
                number,
                ns,
                ns_bishops,
                ew_bishops,
            )
            if best_tricks == -1:
                best_tricks, best_points = tricks, points
            elif maximise:
                best_tricks = tricks if tricks > best_tricks else best_tricks
                best_points = points if points > best_points else best_points
            else:
                best_tricks = tricks if tricks < best_tricks else best_tricks
                best_points = points if points < best_points else best_points
        assert best_tricks != -1, "no lawful card"
        return best_tricks, best_points

    def last_to_play(
        hands: int,
        trick: int,
        leader: int,
        turn: int,
        number: int,
        ns: int,
        ns_bishops: int,
        ew_bishops: int,
    ) -> Values:
        """The fourth hand's cards, each ending the trick (the bulk of the walk's
        nodes: kept to the memo look-ups; the fold of the values repeats in_trick's
        inline, as a call a node would cost a good part of the walk)."""
        best_tricks = best_points = -1
        maximise = ns_seat[turn]
        last = number == 13
        hand = hands >> width * turn & mask
        plays = lawful_memo.get((turn, hand, trick, number)) or lawful(turn, hand, trick, number)
        for card, taken in plays:
            after = hands - taken
            now = trick | (card + 1) << 18
            won, bishops = winner_memo.get((leader, now, number)) or winner(leader, now, number)
            if ns_seat[won]:
                more, ns_more, ew_more = ns + 1, ns_bishops | bishops, ew_bishops
            else:
                more, ns_more, ew_more = ns, ns_bishops, ew_bishops | bishops
            if last or not after >> width * won & mask:
                tricks = ns_before + more
                points = score(more, number - first + 1 - more, ns_more, ew_more)
            else:
                key = (after, won, number + 1, more, ns_more, ew_more)
                got = start_memo.get(key)
                if got is None:
                    got = in_trick(after, 0, 0, won, won, number + 1, more, ns_more, ew_more)
                    start_memo[key] = got
                tricks, points = got
            if best_tricks == -1:
                best_tricks, best_points = tricks, points
            elif maximise:
                best_tricks = tricks if tricks > best_tricks else best_tricks
                best_points = points if points > best_points else best_points
            else:
                best_tricks = tricks if tricks < best_tricks else best_tricks
                best_points = points if points < best_points else best_points
        assert best_tricks != -1, "no lawful card"
        return best_tricks, best_points

    hands = sum(code.hand(position.hands[s], game) << width * s.value for s in SEATS)
    trick = 0
    for i, played in enumerate(position.trick):
        trick |= (pack.card_id(played.card) + 1) << 6 * i
    turn = position.to_play.value
    if len(position.trick) > 3:
        raise ValueError(f"a trick of {len(position.trick)} cards is not a trick in play")
    return in_trick(
        hands, trick, len(position.trick), (turn - len(position.trick)) % 4, turn, first, 0, 0, 0
    )


def plain_brute(position: Position, objective: str) -> int:
    """:func:`brute` by the plain minimax: no memo, the engine asked at every node."""
    game = position.game
    hands = {s: list(position.hands[s]) for s in Seat}
    # stand-in tricks for what each side took before: card-less, bishops counted apart
    before = _stand_ins(dict(position.tricks_taken))

    def value(done: list[TrickRecord]) -> int:
        tricks = before + done
        if objective == "tricks":
            return sum(1 for t in tricks if t.winning_side is Side.NS)
        score = game.score(tricks, (), TrumpRecord.fixed(position.trump), Seat.NORTH)
        return score.points[Side.NS] - score.points[Side.EW] + _bishops_before(position)

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


def knights_ending(rng: random.Random, fewest: int, most: int) -> Position:
    """A random Bishops ending of ``fewest`` to ``most`` cards a hand in which two hands
    at least hold a knight (so that knights are led, and win plain suits' tricks, in its
    search)."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(fewest, most))
        if sum(KNIGHT in hand for hand in position.hands.values()) >= 2:
            return position


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


def led_ending(
    hands: dict[Seat, str], trump: Suit | None, leader: Seat, led: str, ns: int, ew: int
) -> Position:
    """:func:`bishops_ending` with ``led`` on the trick, played by ``leader`` (whose hand
    is given without it): the next hand to play."""
    ending = bishops_ending(hands, trump, leader, ns=ns, ew=ew)
    return replace(ending, trick=(PlayedCard(leader, Card.parse(led)),), to_play=leader.left)

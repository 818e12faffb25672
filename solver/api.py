"""The solver's public face: a position in the engine's terms in, its double-dummy value out.

The value is what the game scores (its ``Game.score``), best play on both sides, with
every hand seen:

- ``tricks``: the tricks North-South take in the whole deal when they play for tricks
  (the figure DDS gives for duplicate whist);
- ``points``: the North-South points minus the East-West points from the play, when
  North-South play for that difference and East-West against it. Duplicate whist counts
  every trick (Laws of Duplicate Whist (a)), so it is the trick difference. Bishops whist
  counts "each trick over six one point" and "each bishop among a side's tricks two
  points" (Dana, 1899, "Part Second. The Game"); the dealer's point for a bishop cut
  does not depend on the play and is not in it (:func:`solve_board` adds it).

A position mid-deal carries the tricks and bishops each side has taken so far, because
the points of the rest depend on them (the seventh trick is the first that scores).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

from solver.rules import KNIGHT_CODE, decode, encode, lawful, trump_code
from solver.search import NO_HOLDER_GUESS, NO_TRICKS_GUESS, GaveUp, Search, forget_table
from whist.board import Board
from whist.cards import Card, Suit
from whist.deal import Deal
from whist.games import BISHOPS_WHIST, Game, find_game
from whist.seats import Seat, Side
from whist.tricks import PlayedCard

TRICKS_IN_A_DEAL = 13
ODD_FROM = 7
POINTS_PER_BISHOP = 2


class SolverError(ValueError):
    """A position the solver cannot take: cards that do not add up, the wrong pack, a
    player out of turn. The message says what and where."""


class SolverGaveUp(SolverError):
    """The search went past the limit of positions it was given, without an answer."""


@dataclass(frozen=True)
class Position:
    """A moment of a deal: the cards each seat still holds, the cards on the trick now
    being played (in play order), the trump suit (``None``: no trumps), whose turn it
    is, the number of that trick (1-13), the game, and what each side took before."""

    hands: Mapping[Seat, Sequence[Card]]
    trick: Sequence[PlayedCard]
    trump: Suit | None
    to_play: Seat
    trick_number: int
    game: Game
    tricks_taken: Mapping[Side, int] = field(default_factory=lambda: dict.fromkeys(Side, 0))
    bishops_taken: Mapping[Side, int] = field(default_factory=lambda: dict.fromkeys(Side, 0))


@dataclass(frozen=True)
class Value:
    """The double-dummy value of a position for the whole deal, from North-South's side;
    :meth:`tricks_of` and :meth:`points_of` give either side's."""

    tricks: int | None
    points: int | None

    def tricks_of(self, side: Side) -> int | None:
        if self.tricks is None:
            return None
        return self.tricks if side is Side.NS else TRICKS_IN_A_DEAL - self.tricks

    def points_of(self, side: Side) -> int | None:
        """The side's points minus its adversaries'."""
        if self.points is None:
            return None
        return self.points if side is Side.NS else -self.points


class _Workers(Protocol):
    """What the solver uses of solver/parallel.py's ``Pair`` (imported where it is first
    needed: that module imports this one)."""

    nodes: int
    seconds: float
    critical: int

    def solve(
        self, position: Position, last_tricks: int | None, last_points: int | None
    ) -> tuple[int, int]: ...

    def close(self) -> None: ...


#: each Solver's serial (Solver._table_user)
_SERIALS = itertools.count()


class Solver:
    """Solves positions of deals with one game and trump, keeping what it learnt (the
    transposition tables) between calls: reuse one for all the positions of a deal.

    The compiled core's table is the process's: a solver's first search after another
    solver's forgets it (:func:`solver.search.forget_table`), so make a new solver for a
    new deal. The old deal's entries would never give a wrong value, but they slow the
    new deal's lookups: bench_solver's deals 4-12, one after another in one process, took
    20-30% more CPU for the same positions than each after a clear."""

    #: the serial of the solver whose searches the process's table holds
    _table_user: ClassVar[int | None] = None

    def __init__(
        self, game: Game, trump: Suit | None, *, max_nodes: int | None = None, workers: int = 1
    ) -> None:
        """``max_nodes``: give up (:class:`SolverGaveUp`) after searching that many
        positions for one figure; ``None``: no limit.

        ``workers``: 2 searches a Bishops position on two cores (two processes sharing
        one table and splitting the null-window tests of both searches between them,
        each outcome handed to the other at once: solver/parallel.py), the same values
        sooner on a machine with a core to spare; a figure gives up only when both
        processes' searches do.
        More than 2 uses 2; 1 (or a system without ``fork``), this process alone. Close
        the solver (:meth:`close`, or ``with``) to end its processes at once; they also
        end with this process."""
        if workers < 1:
            raise SolverError(f"workers={workers}: a solver needs at least one process")
        self.game = game
        self.trump = trump
        self.max_nodes = max_nodes
        self._serial = next(_SERIALS)
        self._bishops = game is BISHOPS_WHIST
        code = trump_code(trump)
        self._tricks = Search(code, self._bishops, max_nodes=max_nodes)
        self._points = (
            Search(
                code,
                True,
                trick_weight=1,
                bishop_weight=2 * POINTS_PER_BISHOP,
                step=1,
                max_nodes=max_nodes,
            )
            if self._bishops
            else self._tricks
        )
        #: the last values found (the deal's N-S tricks and points): the first guess of the
        #: next search (the positions of one deal's play follow one another, their values
        #: mostly equal or next to each other; a wrong guess costs a test, never a value)
        self._last_tricks: int | None = None
        self._last_points: int | None = None
        self._pair: _Workers | None = None
        if workers > 1 and self._bishops:  # duplicate whist: one search, nothing to race
            from solver.parallel import Pair, can_fork  # here: it imports this module

            if can_fork():
                self._pair = Pair(lambda: Solver(game, trump, max_nodes=max_nodes), max_nodes)

    def close(self) -> None:
        """End the worker processes (``workers=2``), if any; the solver starts them again
        if it is used after."""
        if self._pair is not None:
            self._pair.close()

    def keep_table(self) -> None:
        """Go on from the process's table as it is, other solvers' entries kept (for the
        tests that check entries stay true from one deal's positions to another's)."""
        Solver._table_user = self._serial

    def __enter__(self) -> Solver:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @property
    def nodes(self) -> int:
        """Positions searched so far, for the benchmark."""
        searches = {id(s): s for s in (self._tricks, self._points)}
        own = sum(s.nodes for s in searches.values())
        return own + (self._pair.nodes if self._pair is not None else 0)

    @property
    def waited_seconds(self) -> float | None:
        """With two processes: the CPU seconds (each process's own clock, not slowed by
        others) that the values found so far waited for -- the seconds they take on a
        machine with two idle cores. None with one process."""
        return self._pair.seconds if self._pair is not None else None

    @property
    def critical_nodes(self) -> int:
        """The positions the values found so far waited for (spar3): with two processes
        the critical path (solver/parallel.py's ``Pair.critical``: the positions searched
        before each answer by the process that gave it), with one all of them. Against
        one process's :attr:`nodes`, the gain of the second core on idle cores, measured
        independently of the machine's load."""
        return self._pair.critical if self._pair is not None else self.nodes

    def solve(self, position: Position, *, tricks: bool = True, points: bool = True) -> Value:
        """The value of ``position`` (tricks, points or both: each is a search)."""
        try:
            return self._solve(position, tricks, points)
        except GaveUp as error:
            raise SolverGaveUp(
                f"no double-dummy value within the limit of {self.max_nodes:,} positions "
                f"searched (trick {position.trick_number}, {position.to_play.name.title()} "
                "to play)"
            ) from error

    def _solve(self, position: Position, tricks: bool, points: bool) -> Value:
        hands, trick = self._check(position)
        if not (tricks or points):
            return Value(tricks=None, points=None)
        if self._pair is not None and points:
            # two processes: the tricks then the points in one, the points alone in the
            # other, the first points found taken (solver/parallel.py)
            found_tricks, found_points = self._pair.solve(
                position, self._last_tricks, self._last_points
            )
            self._last_tricks, self._last_points = found_tricks, found_points
            return Value(tricks=found_tricks if tricks else None, points=found_points)
        if Solver._table_user != self._serial:  # a new deal: the table forgotten
            forget_table()
            Solver._table_user = self._serial
        # the tricks first, also when only the points are asked for in Bishops whist:
        # they bound the points (_points_window), and the compiled core bounds each
        # position of the points search by what the tricks search's table holds
        rest = self._rest(position, hands, trick)
        trick_count = position.tricks_taken[Side.NS] + rest if tricks else None
        point_count = None
        if points:
            if not self._bishops:
                point_count = 2 * (position.tricks_taken[Side.NS] + rest) - TRICKS_IN_A_DEAL
            else:
                point_count = self._points_count(position, hands, trick, rest)
        return Value(tricks=trick_count, points=point_count)

    def _check(self, position: Position) -> tuple[list[list[int]], list[tuple[int, int]]]:
        if position.game is not self.game or position.trump is not self.trump:
            raise SolverError(
                f"this solver is for {self.game.name} with {_trump_name(self.trump)}; the "
                f"position is {position.game.name} with {_trump_name(position.trump)}"
            )
        return _check(position)

    def _rest(
        self, position: Position, hands: list[list[int]], trick: list[tuple[int, int]]
    ) -> int:
        """The tricks North-South take from ``position`` on (the tricks search)."""
        ns_before = position.tricks_taken[Side.NS]
        guess = None if self._last_tricks is None else self._last_tricks - ns_before
        if guess is None and not self._tricks.options & NO_TRICKS_GUESS:
            guess = _tricks_guess(
                hands, trump_code(position.trump), position.to_play.value, position.trick_number
            )
        rest = self._tricks.solve(
            hands, trick, position.to_play.value, position.trick_number, 0, guess=guess
        )
        self._last_tricks = ns_before + rest
        return rest

    def _points_count(
        self,
        position: Position,
        hands: list[list[int]],
        trick: list[tuple[int, int]],
        rest: int | None,
    ) -> int:
        """The deal's points difference (the points search of a Bishops deal), within the
        window the tricks value ``rest`` gives; ``None``: without it, nor the tricks
        search's table (solver/parallel.py searches so while the tricks are searched)."""
        number = position.trick_number
        need = max(0, ODD_FROM - position.tricks_taken[Side.NS])
        bishops = _bishops_left(hands, trick)
        constant = _points_from_gain(position, hands, trick, 0)
        low, high = 0, None
        guess = None if self._last_points is None else self._last_points - constant
        if rest is not None:
            low, high = _points_window(rest, need, bishops)
            if guess is None:
                held = None if self._points.options & NO_HOLDER_GUESS else _bishops_held(hands)
                guess = _points_guess(rest, low, bishops, TRICKS_IN_A_DEAL + 1 - number, held)
            if not trick:  # spoints4: the bishops the tricks can hold (_points_held())
                low, high = _points_held(rest, need, hands, TRICKS_IN_A_DEAL + 1 - number)
                guess = min(max(guess, low), high)
        # spoints4: the walk from the guess goes on a bishop at a time (search.walk())
        gain = self._points.solve(
            hands,
            trick,
            position.to_play.value,
            number,
            need,
            low=low,
            high=high,
            guess=guess,
            stride=2 * POINTS_PER_BISHOP,
        )
        self._last_points = constant + gain
        return constant + gain

    def solve_plays(
        self, position: Position, *, tricks: bool = True, points: bool = True
    ) -> dict[Card, Value]:
        """The value after each card the player to play may lawfully play."""
        hands, trick = _check(position)
        seat = position.to_play
        codes = lawful(
            sorted(hands[seat.value], reverse=True), [c for _, c in trick], self._bishops
        )
        out: dict[Card, Value] = {}
        for code in dict.fromkeys(codes):
            card = decode(code, self._bishops)
            out[card] = self.solve(play(position, card), tricks=tricks, points=points)
        return out


def play(position: Position, card: Card) -> Position:
    """The position after the player to play plays ``card`` (lawfully: else SolverError)."""
    seat = position.to_play
    hand = list(position.hands[seat])
    allowed = position.game.lawful_plays(
        hand, position.trick, position.trump, position.trick_number
    )
    if card not in allowed:
        raise SolverError(
            f"{seat.name.title()} may not play {card} in trick {position.trick_number}: "
            f"the lawful cards are {' '.join(str(c) for c in dict.fromkeys(allowed))}"
        )
    hand.remove(card)
    hands = dict(position.hands)
    hands[seat] = tuple(hand)
    trick = (*position.trick, PlayedCard(seat, card))
    if len(trick) < 4:
        return Position(
            hands,
            trick,
            position.trump,
            seat.left,
            position.trick_number,
            position.game,
            position.tricks_taken,
            position.bishops_taken,
        )
    index = position.game.trick_winner(trick, position.trump, position.trick_number)
    won_by = trick[index].seat
    tricks_taken = dict(position.tricks_taken)
    tricks_taken[won_by.side] += 1
    bishops_taken = dict(position.bishops_taken)
    if position.game is BISHOPS_WHIST:
        bishops_taken[won_by.side] += sum(1 for p in trick if p.card.is_bishop)
    return Position(
        hands,
        (),
        position.trump,
        won_by,
        position.trick_number + 1,
        position.game,
        tricks_taken,
        bishops_taken,
    )


def solve(
    position: Position,
    *,
    tricks: bool = True,
    points: bool = True,
    max_nodes: int | None = None,
    workers: int = 1,
) -> Value:
    """The double-dummy value of one position (a fresh :class:`Solver`; ``workers``: the
    processes it may search in, see :class:`Solver`)."""
    with Solver(position.game, position.trump, max_nodes=max_nodes, workers=workers) as solver:
        return solver.solve(position, tricks=tricks, points=points)


def opening(deal: Deal, trump: Suit | None, leader: Seat, game: Game) -> Position:
    """The position before the first card: all four hands, ``leader`` to lead."""
    return Position(
        hands={seat: deal.hand(seat) for seat in Seat},
        trick=(),
        trump=trump,
        to_play=leader,
        trick_number=1,
        game=game,
    )


def solve_deal(
    deal: Deal,
    trump: Suit | None,
    leader: Seat,
    game: Game,
    *,
    tricks: bool = True,
    points: bool = True,
    max_nodes: int | None = None,
    workers: int = 1,
) -> Value:
    """The value of a whole deal with ``leader`` leading to the first trick."""
    position = opening(deal, trump, leader, game)
    return solve(position, tricks=tricks, points=points, max_nodes=max_nodes, workers=workers)


def solve_board(
    board: Board,
    *,
    tricks: bool = True,
    points: bool = True,
    max_nodes: int | None = None,
    workers: int = 1,
) -> Value:
    """The value of a board for its recorded trump and its real leader, the player on the
    dealer's left (law 13; Dana: "The player at the left of the dealer leads"); a bishop
    cut adds the dealer's side its point ("a bishop cut for trump one point")."""
    trump = board.trump
    if trump is None or trump.is_pending:
        raise SolverError(
            f"board {board.number}: the trump is not recorded yet"
            + (" (a knight was cut: the dealer names the suit)" if trump is not None else "")
        )
    game = find_game(board.game)
    value = solve_deal(
        board.deal,
        trump.suit,
        board.leader,
        game,
        tricks=tricks,
        points=points,
        max_nodes=max_nodes,
        workers=workers,
    )
    if value.points is not None and trump.is_bishop_cut:
        bonus = 1 if board.dealer.side is Side.NS else -1
        value = Value(tricks=value.tricks, points=value.points + bonus)
    return value


# -- checks and conversions -------------------------------------------------------------


def _check(position: Position) -> tuple[list[list[int]], list[tuple[int, int]]]:
    """The position in codes, after checking it adds up (else SolverError)."""
    game = position.game
    number = position.trick_number
    if not 1 <= number <= TRICKS_IN_A_DEAL:
        raise SolverError(f"trick number {number}: a deal has tricks 1 to 13")
    if len(position.trick) > 3:
        raise SolverError("the current trick has four cards: it is complete; start the next")
    taken = sum(position.tricks_taken.get(side, 0) for side in Side)
    if taken != number - 1:
        raise SolverError(
            f"trick {number}: the sides have taken {taken} tricks before it; they should "
            f"have taken {number - 1} (pass tricks_taken)"
        )
    expected_turn = position.trick[-1].seat.left if position.trick else position.to_play
    if position.to_play is not expected_turn:
        raise SolverError(
            f"{position.to_play.name.title()} to play, but {expected_turn.name.title()} "
            "is next after the cards on the trick"
        )
    on_trick = {p.seat for p in position.trick}
    left = TRICKS_IN_A_DEAL - number + 1
    allowed = Counter(game.pack.cards)
    seen: Counter[Card] = Counter()
    for seat in Seat:
        cards = position.hands.get(seat, ())
        want = left - (1 if seat in on_trick else 0)
        if len(cards) != want:
            raise SolverError(
                f"{seat.name.title()} holds {len(cards)} cards in trick {number}; "
                f"should hold {want}"
            )
        seen.update(cards)
    seen.update(p.card for p in position.trick)
    for card, count in seen.items():
        if count > allowed.get(card, 0):
            where = "in the pack" if allowed.get(card, 0) else f"in the {game.pack.name} pack"
            raise SolverError(
                f"{card} appears {count} times; there are {allowed.get(card, 0)} {where}"
            )
    hands = [[encode(c) for c in position.hands.get(seat, ())] for seat in Seat]
    trick = [(p.seat.value, encode(p.card)) for p in position.trick]
    return hands, trick


def _points_window(rest: int, need: int, bishops: int) -> tuple[int, int]:
    """Bounds of the points search's gain (see search.py: a point a trick, four a bishop,
    one for the seventh trick) from ``rest``, the tricks North-South take from here on.
    Playing for tricks they take ``rest`` or more, so gain at least ``rest`` (and the
    step if that reaches their seventh); their adversaries playing against tricks hold
    them to ``rest``, so at most that plus every bishop left."""
    low = rest + (1 if 0 < need <= rest else 0)
    return low, low + 2 * POINTS_PER_BISHOP * bishops


def _points_held(
    rest: int, need: int, hands: Sequence[Sequence[int]], tricks_left: int
) -> tuple[int, int]:
    """:func:`_points_window` at a trick start, narrowed by where the bishops are: each
    hand plays one card a trick, so the ``rest`` tricks North-South take hold at most
    ``rest`` of each hand's bishops, and the tricks East-West take at most so many of the
    rest (a bishop is the taker's: "each bishop counts two points", Dana). Playing for
    tricks North-South take at least ``rest``, East-West at most the others; playing
    against, East-West hold them to ``rest`` (solver/_core.c as_gain(): the same bound
    at every trick start of the search)."""
    held = [sum(1 for c in hand if c != KNIGHT_CODE and c & 15 == 11) for hand in hands]
    bishops = sum(held)
    low, high = _points_window(rest, need, bishops)
    theirs = min(bishops, sum(min(n, tricks_left - rest) for n in held))
    ours = min(bishops, sum(min(n, rest) for n in held))
    return (
        low + 2 * POINTS_PER_BISHOP * (bishops - theirs),
        high - 2 * POINTS_PER_BISHOP * (bishops - ours),
    )


#: spv: how far _points_guess() leans a bishop from the tricks' share towards its holder
HOLDER_PULL = 0.2


def _points_guess(
    rest: int, low: int, bishops: int, tricks_left: int, held: tuple[int, int] | None = None
) -> int:
    """The first guess of the points search's gain: the tricks value's (``low``) and the
    bishops left shared as the tricks are (North-South taking ``rest`` of the
    ``tricks_left``). Measured (bench/solver_nodes.py, whole deals): the tests far from
    the value are dear early in a deal, and this guess is mostly the value or next to it.

    Round 12 (spv), bench/points_probes.py --whole (seed 17, tricks first): it is the value
    on deals 2, 4, 7, 8, 10 and a bishop off on 1, 6, 9 (tests/solver/test_points_guess.py),
    where the value as the guess would save 17%, 7% and 42% of the points positions (deal
    1 22.83M -> 18.96M, 6 8.59M -> 8.01M, 9 34.40M -> 19.96M; deal 9's first test, 17-, alone
    10.4M; the holders below change none of these ten). Measured and left out: the points of the tricks search's line of play (each
    card the first, bishops taken first, that a tricks test of its child confirms keeps the
    tricks value): right on deals 2, 4, 6, 7 but 17 for 21 on deal 1, and dear (1.3M, 1.5M,
    23.4M, 21.8M tests' positions on deals 2, 6, 4, 1); each bishop leaned half-way (0.5) from
    the tricks' share towards its holder's side after the first trick (on 163 positions
    played at random to tricks 2-7, a bishop or more off 56 times against 87; at the
    opening worse, 4 of 11 deals the value against 7): points positions of
    bench/solver_nodes.py's positions from trick 3 (6 deals) +12%, trick 4 (seed 9, 12
    deals) 11.49M -> 12.06M, trick 5 +0.5%, trick 6 -6%, trick 7 +5% (a guess one off on
    the wrong side of the walk costs a test more than one a bishop off); the test at
    v + 1 before the test at v (deal 1 +4.7%, deal 2 -12%, the others within 1%); after
    the guess passes, the test a bishop above it before the one beside it (deal 2 1.54M
    -> 2.35M, deal 7 4.35M -> 6.83M: the far test is not cheap).

    Kept (``held``, NO_HOLDER_GUESS off): each bishop leans a fifth of the way from the
    tricks' share towards its holder's side (:data:`HOLDER_PULL`). On the 76 deals of
    bench_solver's 100 (seed 17) that solve, the guess is the value on 43 (37 before), 25
    bishops off in all (35); it changes on 12 of them, so the others search the same
    positions. Points positions of those 12 (bench/driver_deals.py, bit set -> not): deal
    11 17.21M -> 12.41M, 66 20.68M -> 13.75M, 56 20.39M -> 19.57M, 99 20.72M -> 19.44M,
    29 14.77M -> 14.30M, 75 11.73M -> 11.49M, 87 3.75M -> 3.43M, 32 452K -> 376K, 18 and
    45 (46.4M) the same, 12 8.04M -> 8.20M, 44 4.22M -> 5.24M (29 for 28 became 25): 168.5M
    -> 154.6M (-8.2%; both searches 231.9M -> 218.0M, -6.0%); yardsticks (bench/solver_nodes.py) from trick 5 the same 1,046,076, from trick 3
    4,910,982 -> 4,904,430. The pull was fitted on those deals, so checked on others
    (the lead, seed 23, deals 1-60, the guess changed on 8): points positions of the six
    that solve either way 63.94M -> 58.98M (-7.8%; deal 12 2.20M -> 1.89M, 21 9.57M ->
    8.74M, 26 0.96M -> 0.84M, 41 20.38M -> 18.31M, 43 21.34M -> 15.88M, 54 9.48M ->
    13.32M worse), deal 34 solved (42.9M; gave up at 60M), deal 7 gives up either way."""
    share = rest / tricks_left
    expected = bishops * share
    if held is not None:
        ours, theirs = held
        expected += HOLDER_PULL * (ours * (1 - share) - theirs * share)
    return low + 2 * POINTS_PER_BISHOP * round(expected)


#: _tricks_guess()'s points of a card by grade (castle-ace, king, queen, bishop)
_GUESS_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}


def _tricks_guess(hands: Sequence[Sequence[int]], trump: int, turn: int, number: int) -> int:
    """The first guess of the tricks search with no last value to start from (sdriver):
    North-South's share of the tricks left as their share of the points of the cards
    (castle-ace 4, king 3, queen 2, bishop 1, a knight 1, each trump one more), the side
    to play a third of a trick more, rounded up. On 60 positions of random Bishops deals
    (bench_solver.py's whole deals 1, 2, 4, 6, 7, 8 and 54 of bench/solver_nodes.py's at
    tricks 3-7) the share is off by 0.97 tricks on average (the middle of the window by
    1.7), and the guess is the value or one above it (the two tests the value needs and
    no more) on 36. solve()'s walk from it goes on a trick at a time, so the tests are
    near the value. A guess orders the tests, never changes a value."""
    power = [0, 0]
    for seat, hand in enumerate(hands):
        for code in hand:
            if code == KNIGHT_CODE:
                power[seat & 1] += 1
                continue
            power[seat & 1] += _GUESS_POINTS.get(code & 15, 0) + (1 if code >> 4 == trump else 0)
    left = TRICKS_IN_A_DEAL + 1 - number
    total = power[0] + power[1]
    share = left * power[0] / total if total else left / 2
    share += 1 / 3 if turn & 1 == 0 else -1 / 3
    # rounded up: the two tests the value needs are "at least v" (passes) and "at least
    # v + 1" (fails), and the walk from v + 1 (a fail, then v) makes just those two, as
    # from v; a guess below v, one test more
    return min(left, max(0, math.floor(share) + 1))


def _bishops_held(hands: Sequence[Sequence[int]]) -> tuple[int, int]:
    """The bishops North-South's hands hold, and East-West's."""
    held = [0, 0]
    for seat, hand in enumerate(hands):
        held[seat & 1] += sum(1 for c in hand if c != KNIGHT_CODE and c & 15 == 11)
    return held[0], held[1]


def _bishops_left(hands: list[list[int]], trick: list[tuple[int, int]]) -> int:
    return sum(1 for h in hands for c in h if c != KNIGHT_CODE and c & 15 == 11) + sum(
        1 for _, c in trick if c != KNIGHT_CODE and c & 15 == 11
    )


def _points_from_gain(
    position: Position, hands: list[list[int]], trick: list[tuple[int, int]], gain: int
) -> int:
    """The points difference of the deal from the search's gain (see search.py): with
    ``T`` the N-S tricks of the deal, odd(T) - odd(13 - T) = T - 7 + [T >= 7]."""
    ns = position.tricks_taken[Side.NS]
    bishops_left = _bishops_left(hands, trick)
    constant = (
        ns
        - ODD_FROM
        + POINTS_PER_BISHOP * (position.bishops_taken[Side.NS] - position.bishops_taken[Side.EW])
        - POINTS_PER_BISHOP * bishops_left
        + (1 if ns >= ODD_FROM else 0)
    )
    return constant + gain


def _trump_name(suit: Suit | None) -> str:
    return f"{suit.name.lower()} trumps" if suit else "no trumps"


__all__ = [
    "Position",
    "Solver",
    "SolverError",
    "SolverGaveUp",
    "Value",
    "opening",
    "play",
    "solve",
    "solve_board",
    "solve_deal",
]

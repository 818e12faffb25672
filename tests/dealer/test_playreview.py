"""Every card analysed double dummy (dealer.playreview): the values against DDS run
independently (``analyse_start``, ``solve_board``), a play that is double-dummy best
except one planted card, the accounts that must balance, and the irregularities at which
the analysis stops."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from dealer.analysis import dd_tricks
from dealer.generate import create_event
from dealer.playreview import (
    BishopsSolver,
    DdsSolver,
    PlayReviewError,
    SolverStopped,
    TableBoardReview,
    player_keys,
    review_play,
    solver_for,
    summarise,
)
from dealer.playreview import _points_played as _points_played
from solver import Position, opening
from solver import play as solver_play
from tests.playreview_evening import dd_scores
from whist import Board, Card, Deal, Play, Seat, Side, Suit, find_game

BOARDS = create_event(
    boards=8, game="duplicate-whist", secret=bytes(range(32)), name="t", event_id="t"
).boards


def _play(board: Board, choose: object, stop: int = 52) -> Play:
    """``board`` played to its end (or ``stop`` cards), ``choose(play, number)`` picking
    each card."""
    play = Play.from_board(board)
    number = 0
    while not play.is_complete and number < stop:
        if play.to_play is None:
            play.quit_trick()
            continue
        number += 1
        play.play(choose(play, number))  # type: ignore[operator]
    if number == 52:
        play.quit_trick()
    return play


def _random(seed: int) -> object:
    rng = random.Random(seed)
    return lambda play, _n: rng.choice(play.lawful_plays())


@pytest.mark.parametrize("board", BOARDS[:4], ids=lambda b: f"board{b.number}")
def test_the_values_start_at_ddss_figure_and_end_at_the_tricks_taken(board: Board) -> None:
    play = _play(board, _random(board.number))
    review = review_play(play, board=board.number)
    assert len(review.cards) == 52 and review.note == ""
    assert board.trump is not None
    start = dd_tricks(board.deal, board.trump.suit, board.leader)[Side.NS]
    assert review.cards[0].before == start
    assert review.cards[-1].after == play.tricks_won()[Side.NS]
    # every trick North-South lost from the start is a card of theirs that cost, less
    # every one East-West gave back: the accounts balance
    lost = review.lost_by_side()
    assert start - lost[Side.NS] + lost[Side.EW] == play.tricks_won()[Side.NS]
    # the value after a card is what solve_board, run on its own at the position after
    # it, gives: the tricks North-South have won plus what the side to play takes at best
    for k in (1, 7, 18, 30, 44):
        position = _play(board, lambda p, n: review.cards[n - 1].card, stop=k)
        while position.to_play is None:
            position.quit_trick()
        seat = position.to_play
        best = max(t for _, t in dd_scores(position))
        won = sum(1 for t in position.tricks if t.winner.side is Side.NS)
        left = 13 - len(position.tricks)
        assert review.cards[k - 1].after == won + (best if seat.side is Side.NS else left - best)
        assert review.cards[k].before == review.cards[k - 1].after


def test_a_best_play_costs_nothing_and_the_planted_card_costs_what_dds_says() -> None:
    board = BOARDS[1]
    planted: dict[str, object] = {}

    def choose(play: Play, number: int) -> Card:
        scores = dd_scores(play)
        best, worst = max(t for _, t in scores), min(t for _, t in scores)
        if not planted and number >= 21 and worst < best:
            card = next(c for c, t in scores if t == worst)
            planted.update(number=number, card=card, seat=play.to_play, cost=best - worst)
            return card
        return next(c for c, t in scores if t == best)

    play = _play(board, choose)
    review = review_play(play, board=board.number)
    assert [(c.number, c.card, c.seat, c.cost) for c in review.costly] == [
        (planted["number"], planted["card"], planted["seat"], planted["cost"])
    ]
    costly = review.costly[0]
    # the cards that kept the value are the ones solve_board puts at the top
    before = _play(board, lambda p, n: review.cards[n - 1].card, stop=costly.number - 1)
    scores = dd_scores(before)
    top = max(t for _, t in scores)
    assert set(costly.better) == {c for c, t in scores if t == top}
    assert costly.card not in costly.better


def test_the_analysis_stops_at_a_renounce_and_says_so() -> None:
    board = BOARDS[2]
    play = Play.from_board(board)
    number = 0
    renounced = None
    while renounced is None:
        if play.to_play is None:
            play.quit_trick()
            continue
        seat = play.to_play
        lawful = play.lawful_plays()
        held = play.hand(seat)
        unlawful = [c for c in held if c not in lawful]
        number += 1
        if unlawful and number > 4:
            renounced = (seat, unlawful[0], number)
            play.play(unlawful[0])  # recorded, not refused (law 28)
        else:
            play.play(lawful[0])
    review = review_play(play, board=board.number)
    seat, card, at = renounced
    assert len(review.cards) == at - 1
    assert review.note == (
        f"the analysis stops at trick {(at - 1) // 4 + 1}: {seat.name.title()} renounced with "
        f"{card.display} (law 28)"
    )


def test_the_analysis_stops_at_a_claim_and_a_lead_out_of_turn() -> None:
    board = BOARDS[3]
    play = _play(board, _random(1), stop=20)
    while play.to_play is None and not play.is_complete:
        play.quit_trick()
    play.claim(Seat.NORTH, accepted=True)
    review = review_play(play, board=board.number)
    assert len(review.cards) == 20
    assert (
        review.note == "the analysis stops at trick 6: the rest of the tricks were claimed (law 27)"
    )

    play = Play.from_board(board)
    wrong = board.leader.partner
    play.play(play.hand(wrong)[0], wrong)
    review = review_play(play, board=board.number)
    assert review.cards == ()
    assert "out of turn (laws 24-26)" in review.note


def test_json_round_trip_and_the_evenings_tallies() -> None:
    reviews = []
    for i, board in enumerate(BOARDS[:3]):
        play = _play(board, _random(i))
        seats = {"ns": 1, "ew": 2 + i}
        reviews.append(review_play(play, board=board.number, table=1, round_number=1, seats=seats))
    for review in reviews:
        assert TableBoardReview.from_json(review.to_json()) == review
    tally = summarise(reviews)
    assert list(tally["pairs"]) == ["pair 1", "pair 2", "pair 3", "pair 4"]
    assert tally["pairs"]["pair 1"].boards == 3
    assert tally["pairs"]["pair 1"].cards == 3 * 26
    assert tally["pairs"]["pair 1"].lost == sum(r.lost_by_side()[Side.NS] for r in reviews)
    assert tally["players"]["pair 3 East"].lost == reviews[1].lost_by_seat()[Seat.EAST]
    assert player_keys(reviews[0], Seat.SOUTH) == ("pair 1 South", "pair 1")
    individual = TableBoardReview(
        **{**reviews[0].__dict__, "seats": {"north": 5, "east": 2, "south": 7, "west": 1}}
    )
    assert player_keys(individual, Seat.NORTH) == ("player 5", "players 5 & 7")


def test_each_game_has_its_solver() -> None:
    with pytest.raises(PlayReviewError, match="no double-dummy solver for the play of"):
        solver_for("no-such-game")
    assert isinstance(solver_for("duplicate-whist"), DdsSolver)
    assert isinstance(solver_for("bishops-whist"), BishopsSolver)


# --- Bishops whist: the project's solver behind the same interface ----------------------

BISHOPS = [
    b
    for b in create_event(
        boards=12, game="bishops-whist", secret=bytes(range(32)), name="b", event_id="b"
    ).boards
    if b.trump is not None and not b.trump.is_pending
]


def _brute(position: Position) -> int:
    """North-South's points less East-West's by full search (North-South for the most)."""
    if position.trick_number > 13:
        return _points_played(position)
    hand = list(position.hands[position.to_play])
    cards = dict.fromkeys(
        position.game.lawful_plays(hand, position.trick, position.trump, position.trick_number)
    )
    values = [_brute(solver_play(position, c)) for c in cards]
    return max(values) if position.to_play.side is Side.NS else min(values)


@pytest.mark.parametrize("board", BISHOPS[:3], ids=lambda b: f"board{b.number}")
def test_bishops_values_of_the_last_two_tricks_agree_with_a_full_search(board: Board) -> None:
    play = _play(board, _random(board.number))
    assert play.is_complete
    cards = [p.card for t in play.tricks for p in t.cards]
    assert board.trump is not None
    solver = BishopsSolver()
    values = solver.values_from(board.deal, board.trump.suit, board.leader, cards, 44)
    game = find_game("bishops-whist")
    position = opening(board.deal, board.trump.suit, board.leader, game)
    for card in cards[:44]:
        position = solver_play(position, card)
    for i, value in enumerate(values):
        assert value == _brute(position), f"after {44 + i} cards"
        if i < 8:
            position = solver_play(position, cards[44 + i])
    # the last value is the play's own points: the engine's score of the deal, less the
    # dealer's point for a bishop cut (it does not depend on the play)
    score = play.score()
    cut = (1 if board.dealer.side is Side.NS else -1) if board.trump.is_bishop_cut else 0
    assert values[-1] == score.points[Side.NS] - score.points[Side.EW] - cut
    # the better cards at trick 12 are the ones the full search puts at the top
    before = opening(board.deal, board.trump.suit, board.leader, game)
    for card in cards[:44]:
        before = solver_play(before, card)
    side = before.to_play.side
    hand = list(before.hands[before.to_play])
    scores = {
        c: _brute(solver_play(before, c)) * (1 if side is Side.NS else -1)
        for c in dict.fromkeys(game.lawful_plays(hand, (), before.trump, 12))
    }
    top = max(scores.values())
    best = solver.best(board.deal, board.trump.suit, board.leader, cards[:44])
    assert set(best) == {c for c, v in scores.items() if v == top}
    assert solver.unit == "points" and solver.background is False  # no limit: not in the kiosk
    assert BishopsSolver(max_nodes=1000).background


def test_a_solver_that_stops_leaves_the_cards_before_analysed() -> None:
    """A solver that finds no value from some position on (the Bishops search over its
    limit): the cards whose values before and after are known are analysed, and the note
    says where and why the analysis stopped."""

    class Stopping(DdsSolver):
        def trace(
            self, deal: Deal, trump: Suit | None, leader: Seat, cards: Sequence[Card]
        ) -> list[int | None]:
            values = super().trace(deal, trump, leader, cards)
            raise SolverStopped("the search went over its limit", values[:30])

    board = BOARDS[4]
    play = _play(board, _random(4))
    review = review_play(play, board=board.number, solver=Stopping())
    assert len(review.cards) == 29
    assert review.note == "the analysis stops at trick 8: the search went over its limit"
    full = review_play(play, board=board.number)
    assert review.cards == full.cards[:29]

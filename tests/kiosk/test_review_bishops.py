"""The kiosk's background analysis of a Bishops whist evening (kiosk.review): each
table-board analysed by the project's solver within the kiosk's limit of positions a
figure, the scripted table-board's planted card marked with the points it gave away
(worked out by a brute-force search with the engine's rules, not by the solver), the
positions beyond the limit left without a value and saying so -- never a wrong figure."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from dealer.kiosklog import read_plays
from dealer.playreview import review_play, solver_for
from kiosk import create_app
from kiosk.review import MAX_NODES, ReviewWorker
from tests.playreview_bishops import BOARD, SCRIPT_FROM, TABLE, play_bishops_evening, position_of
from tests.playreview_evening import Planted
from tests.solver.brute import brute
from whist import Play


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Planted]:
    folder = tmp_path_factory.mktemp("bishops-review") / "event"
    return folder, play_bishops_evening(folder)


def test_the_worker_analyses_a_bishops_evening_within_its_limit(
    played: tuple[Path, Planted],
) -> None:
    folder, planted = played
    app = create_app({"EVENT_PATH": str(folder), "TESTING": True})
    kiosk = app.extensions["kiosk"]
    try:
        worker = ReviewWorker(kiosk)
        assert worker.max_nodes == MAX_NODES
        assert worker.run_once()
        progress = worker.progress(kiosk)
        assert progress["text"] == "Play analysis: 8 of 8 table-boards analysed", progress
        assert progress["failed"] == []
        body = app.test_client().get(f"/review/{BOARD}/{TABLE}/data").get_json()
        assert body["status"] == "ready", body
        review = body["review"]
        assert review["game"] == "bishops-whist" and review["unit"] == "points"
        cards = review["cards"]
        assert len(cards) == 52
        # the ending the players scripted: the planted card is its one costly card, with
        # the points the brute force found
        first = 4 * (SCRIPT_FROM - 1) + 1
        costly = [
            (c["number"], c["seat"], c["card"], c["cost"])
            for c in cards
            if c["number"] >= first and c["cost"] > 0
        ]
        assert costly == [(planted.number, str(planted.seat), str(planted.card), planted.cost)]
        # every value there is the brute force's, tricks as well as points
        (table_play,) = [
            p
            for p in read_plays(folder, kiosk.event.boards)
            if (p.table, p.board) == (TABLE, BOARD)
        ]
        assert table_play.play is not None
        replay = Play(
            table_play.play.deal,
            table_play.play.game,
            table_play.play.initial_trump,
            table_play.play.first_leader,
            dealer=table_play.play.dealer,
        )
        for action in table_play.play.actions:
            number = 4 * len(replay.tricks) + len(replay.current_trick) + 1
            if number >= first and type(action).__name__ == "PlayCard" and number < 52:
                position = position_of(replay)
                card = cards[number - 1]
                assert card["before"] == brute(position, "points"), number
                assert card["tricks_before"] == brute(position, "tricks"), number
            replay.apply(action)
        # the cards before the limit's reach have no value and say why; the solved ones
        # are the last ones, and their values chain
        unsolved = [c for c in cards if c["before"] is None or c["after"] is None]
        solved = [c for c in cards if c not in unsolved]
        assert review["solved"] == len(solved) and len(solved) >= 12
        assert [c["number"] for c in solved] == list(range(53 - len(solved), 53))
        for c in unsolved:
            assert c["cost"] == 0
            assert c["note"] == (
                f"not solved within the limit of {MAX_NODES:,} positions a search (too many "
                "cards left for the solver yet)"
            )
        for a, b in itertools.pairwise(solved):
            assert a["after"] == b["before"] and a["tricks_after"] == b["tricks_before"]
        assert solved[-1]["tricks_after"] == review["result"]["NS"]
        # the same as `whist analyse-play` with the same limit
        expected = review_play(
            table_play.play,
            board=BOARD,
            table=TABLE,
            round_number=table_play.round,
            seats=table_play.seats,
            solver=solver_for("bishops-whist", max_nodes=MAX_NODES),
        ).to_json()
        # (the compiled core keeps its tables for the process, so a second run may reach a
        # position or two further within the same limit: where both found a value, it is
        # the same)
        for ours, theirs in zip(cards, expected["cards"], strict=True):
            for key in ("before", "after", "tricks_before", "tricks_after"):
                if ours[key] is not None and theirs[key] is not None:
                    assert ours[key] == theirs[key], (ours, theirs)
        # knights are four alike: the hands hold them by count
        assert sum(h.count("N") for h in review["hands"].values()) == 4
    finally:
        kiosk.store.close()

"""The Bishops figures in the event: the new analysis fields' tag and JSON forms round
trip, and a knight cut whose suit is not named gets one figure per suit."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer.bishops_analysis import analyse_bishops_board
from dealer.event import BoardAnalysis, EventError
from dealer.folder import analysis_tags, load_event, save_event
from dealer.generate import create_event
from whist import Side, Suit, TrumpRecord


def test_points_and_by_trump_texts_round_trip() -> None:
    analysis = BoardAnalysis(
        tricks={Side.NS: 7, Side.EW: 6},
        points=-2,
        by_trump={Suit.SPADES: (7, 3), Suit.HEARTS: (6, -1)},
    )
    assert analysis.points_text == "NS -2"
    assert analysis.by_trump_text == "S 7 +3 H 6 -1"
    assert BoardAnalysis.parse_points("NS -2") == -2
    assert BoardAnalysis.parse_points("NS +0") == 0
    assert BoardAnalysis.parse_by_trump("S 7 +3 H 6 -1") == analysis.by_trump
    tags = dict(analysis_tags(analysis))
    assert tags["WhistDoubleDummyPoints"] == "NS -2"
    assert tags["WhistDoubleDummyByTrump"] == "S 7 +3 H 6 -1"
    with pytest.raises(EventError, match="must read like 'NS \\+3'"):
        BoardAnalysis.parse_points("EW 3")
    with pytest.raises(EventError, match="is not a suit, tricks and points"):
        BoardAnalysis.parse_by_trump("X 7 +3")


def test_event_file_and_pbn_keep_the_bishops_figures(tmp_path: Path) -> None:
    event = create_event(boards=2, game="bishops-whist", secret=bytes(range(32)))
    analysis = {
        1: BoardAnalysis(tricks={Side.NS: 8, Side.EW: 5}, points=4),
        2: BoardAnalysis(by_trump={s: (6, -1) for s in Suit}, note="a knight was cut"),
    }
    event = event.with_analysis(analysis)
    save_event(event, tmp_path)
    assert load_event(tmp_path).analysis == analysis
    pbn = (tmp_path / "boards.pbn").read_text()
    assert '[WhistDoubleDummyPoints "NS +4"]' in pbn
    assert '[WhistDoubleDummyByTrump "S 6 -1 H 6 -1 D 6 -1 C 6 -1"]' in pbn


def test_a_pending_knight_cut_asks_each_suit_and_says_when_it_gives_up() -> None:
    board = create_event(boards=1, game="bishops-whist", secret=bytes(range(32))).boards[0]
    from dataclasses import replace

    pending = replace(board, trump=TrumpRecord.parse("N"))
    result = analyse_bishops_board(pending, max_nodes=1_000)
    assert result.tricks is None and result.by_trump is None
    assert result.note is not None and "within the limit of 1,000 positions" in result.note
    assert "no book lead for Bishops whist" in result.note
    unrecorded = analyse_bishops_board(replace(board, trump=None))
    assert unrecorded.note is not None and "trump is not yet recorded" in unrecorded.note

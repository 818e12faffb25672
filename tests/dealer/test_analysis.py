"""Double-dummy analysis (dealer/analysis.py): the real opening leader (dealer's left,
law 13) and the recorded trump, agreement between DDS's two entry points, the lock under
threads, the Bishops note, and the analysis stored in the event folder."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from dealer.analysis import analyse_board, analyse_event, dd_table, dd_tricks, table_strains
from dealer.folder import load_event, save_event
from dealer.generate import create_event
from whist import Board, Card, Deal, Seat, Side, Suit, TrumpRecord

SUITED = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def test_leader_and_trump_are_the_boards() -> None:
    # North holds every spade. West deals, North leads: spades trumps, NS take all.
    board = Board(4, SUITED, Seat.WEST, TrumpRecord.turned(Card.parse("C2")))
    assert dd_tricks(SUITED, Suit.SPADES, Seat.NORTH) == {Side.NS: 13, Side.EW: 0}
    # Clubs trumps (West's), North leads a spade: West ruffs and takes everything.
    analysis = analyse_board(board)
    assert analysis.tricks == {Side.NS: 0, Side.EW: 13}
    assert analysis.book_lead == Card.parse("SJ")  # A K Q J & 3 or more lower: J


def test_tricks_agree_with_the_table() -> None:
    event = create_event(boards=2, first_board=2, secret=bytes(range(32)))
    for board in event.boards[:1]:
        a = analyse_board(board, table=True)
        assert a.tricks is not None and a.table is not None and board.trump is not None
        strain = board.trump.suit.letter if board.trump.suit else "NT"
        # The declarer of the table with the lead on their left is the dealer.
        assert a.tricks[board.dealer.side] == a.table[strain][board.dealer]
        assert a.book_lead is not None and a.book_lead in board.deal.hand(board.leader)


def test_lock_serialises_threads() -> None:
    deals = [b.deal for b in create_event(boards=6, secret=bytes(range(1, 33))).boards]
    expected = [dd_tricks(d, Suit.HEARTS, Seat.EAST) for d in deals]
    results: dict[int, dict[Side, int]] = {}

    def work(i: int) -> None:
        results[i] = dd_tricks(deals[i], Suit.HEARTS, Seat.EAST)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(deals))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [results[i] for i in range(len(deals))] == expected


def test_table_shape() -> None:
    table = dd_table(SUITED)
    assert table["S"][Seat.NORTH] == 13 and table["NT"][Seat.NORTH] == 0
    assert set(table) == {"NT", "S", "H", "D", "C"}


def test_bishops_goes_to_the_solver_and_round_trip(tmp_path: Path, monkeypatch: Any) -> None:
    # a small limit of positions: the solver gives up and each board says so
    monkeypatch.setattr("dealer.bishops_analysis.MAX_NODES", 10_000)
    bishops = create_event(boards=3, game="bishops-whist", secret=bytes(range(32)))
    analysed, notes = analyse_event(bishops)
    assert notes == []
    assert all(
        a.tricks is None and a.note and "within the limit of 10,000 positions" in a.note
        for a in analysed.analysis.values()
    )
    event, notes = analyse_event(
        create_event(boards=2, secret=bytes(range(32))), table=True, boards=[2]
    )
    assert notes == []
    save_event(event, tmp_path)
    loaded = load_event(tmp_path)
    assert loaded.analysis == event.analysis
    assert "[WhistDoubleDummy " in (tmp_path / "boards.pbn").read_text()


def test_batches_give_what_each_board_gives_alone(monkeypatch: Any) -> None:
    """analyse_event solves its boards in DDS's batch calls (every core, issue 14): the
    figures are those of analyse_board a board at a time, for turned trumps, a declared
    suit, no trumps and a trump not recorded, with the table; progress after each batch
    (eight boards a batch here, so that there are two)."""
    from dataclasses import replace

    monkeypatch.setattr("dealer.analysis.BATCH", 8)

    event = create_event(boards=11, secret=bytes(range(16)), event_id="batch")
    boards = list(event.boards)
    boards[1] = replace(boards[1], trump=TrumpRecord.fixed(Suit.HEARTS))
    boards[2] = replace(boards[2], trump=TrumpRecord.fixed(None))
    boards[3] = replace(boards[3], trump=None)
    event = replace(event, boards=tuple(boards))
    seen: list[int] = []
    analysed, _ = analyse_event(event, table=True, progress=seen.append)
    for board in boards:
        assert analysed.analysis[board.number] == analyse_board(board, table=True)
    assert seen == [8, 11]
    plain, _ = analyse_event(event, boards=[2, 4, 5])
    assert sorted(plain.analysis) == [2, 4, 5]
    assert all(plain.analysis[n].table is None for n in (2, 4, 5))
    assert plain.analysis[4].tricks is None and plain.analysis[2].tricks is not None


def test_duplicate_whist_tables_have_no_no_trump_column(tmp_path: Path) -> None:
    """Duplicate whist has no no-trump game: "A trump card should be turned and should be
    recorded on a slip of card-board before the play begins" (seed 000), so its table is
    solved for the four suits alone (issue 14: a fifth less work), each figure the one
    DDS's full table gives; a board replayed with no trumps, and Bridge Whist (whose
    declarations include no trumps), keep the column. The suits' table goes through the
    event folder as our WhistDoubleDummyTable tag (DoubleDummyTricks has all five)."""
    from dataclasses import replace

    event = create_event(boards=3, secret=bytes(range(32)), event_id="suits")
    boards = list(event.boards)
    boards[2] = replace(boards[2], trump=TrumpRecord.fixed(None))
    event = replace(event, boards=tuple(boards))
    analysed, _ = analyse_event(event, table=True)
    for board in boards:
        table = analysed.analysis[board.number].table
        assert table is not None
        full = dd_table(board.deal)
        wanted = ("NT", "S", "H", "D", "C") if board.number == 3 else ("S", "H", "D", "C")
        assert tuple(table) == wanted == table_strains(board)
        assert all(table[s] == full[s] for s in wanted)
        assert analyse_board(board, table=True).table == table
    bridge = create_event(boards=1, game="bridge-whist", secret=bytes(range(32))).boards[0]
    assert table_strains(bridge) == ("NT", "S", "H", "D", "C")
    save_event(analysed, tmp_path)
    text = (tmp_path / "boards.pbn").read_text()
    assert text.count("[WhistDoubleDummyTable ") == 2 and text.count("[DoubleDummyTricks ") == 1
    assert load_event(tmp_path).analysis == analysed.analysis

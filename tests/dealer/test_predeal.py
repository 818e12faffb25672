"""Pre-dealing an event on sim:// with the resumable journal (dealer.predeal)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer.folder import load_event, save_event
from dealer.generate import create_event
from dealer.predeal import (
    JOURNAL_FILE,
    Journal,
    PredealError,
    parse_board_list,
    predeal,
    record_read_deal,
    trump_for,
    verify_event,
)
from firmware_bridge.session import BoardPlan, Instruction, Machine
from whist.seats import Seat
from whist.trump import TrumpRecord

SECRET = bytes(range(32))


def _event(folder: Path, game: str = "duplicate-whist", boards: int = 6) -> Path:
    save_event(create_event(boards=boards, game=game, secret=SECRET, event_id="test-event"), folder)
    return folder


@pytest.mark.parametrize("game", ["duplicate-whist", "bishops-whist"])
def test_predeal_every_board_dealt_and_verified(tmp_path: Path, game: str) -> None:
    folder = _event(tmp_path / "ev", game)
    seen: list[tuple[str, int, int]] = []
    report = predeal(
        folder,
        "sim://?seed=3&jam=2:4&misdrop=4:30&reset=5:12",
        progress=lambda kind, board, n: seen.append((kind, board, n)),
    )
    data = report.to_json()
    assert data["boards_planned"] == data["boards_dealt"] == data["boards_verified"] == 6
    assert data["misdealt"] == 0 and data["failed_boards"] == []
    assert data["faults"]["jam"] == 1 and data["faults"]["reset"] == 1
    assert data["retries"] >= 1
    assert ("card", 1, 52) in seen and ("done", 6, 0) in seen
    steps = [e["step"] for e in Journal(folder / JOURNAL_FILE).entries()]
    assert steps[0] == "run" and steps.count("verified") == 6


def test_interrupted_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev")
    told: list[Instruction] = []

    def operator(instruction: Instruction) -> None:
        told.append(instruction)
        if instruction.board == 3 and instruction.kind == "verify":
            raise KeyboardInterrupt  # the director pulls the plug during board 3

    with pytest.raises(KeyboardInterrupt):
        predeal(folder, "sim://?seed=1", operator=operator)
    journal = Journal(folder / JOURNAL_FILE)
    assert journal.interrupted() == {3}
    told.clear()
    report = predeal(folder, "sim://?seed=2", operator=told.append)
    assert report.already_done == [1, 2]
    assert report.boards_resumed == 1
    assert report.boards_verified == 6
    resume = [t for t in told if t.kind == "resume"]
    assert len(resume) == 1 and resume[0].board == 3 and "dealt again" in resume[0].message
    assert journal.interrupted() == set()
    # A third run has nothing left to do.
    again = predeal(folder, "sim://?seed=3")
    assert again.already_done == [1, 2, 3, 4, 5, 6] and again.boards_verified == 6


def test_torn_journal_line_is_ignored_and_closed(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", boards=2)
    predeal(folder, "sim://", boards=[1])
    path = folder / JOURNAL_FILE
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"step": "start", "board": 2, "dig')  # power lost mid-write
    report = predeal(folder, "sim://")
    assert report.already_done == [1] and report.boards_verified == 2
    assert all(json.loads(line) for line in path.read_text().splitlines() if '"dig' not in line)


def test_changed_deal_is_dealt_again(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", boards=2)
    predeal(folder, "sim://")
    other = create_event(boards=2, secret=bytes(32), event_id="test-event")
    save_event(other, folder, overwrite=True)
    report = predeal(folder, "sim://")
    assert report.already_done == [] and report.boards_verified == 2


def test_journal_of_another_event_is_refused(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", boards=1)
    (folder / JOURNAL_FILE).write_text('{"step": "run", "event": "someone-else"}\n')
    with pytest.raises(PredealError, match="belongs to event 'someone-else'"):
        predeal(folder, "sim://")


def test_parse_board_list() -> None:
    assert parse_board_list("1-3, 7,2", range(1, 10)) == [1, 2, 3, 7]
    with pytest.raises(PredealError, match="no board 12"):
        parse_board_list("10-12", range(1, 12))
    with pytest.raises(PredealError, match="runs backwards"):
        parse_board_list("5-2", range(1, 12))
    with pytest.raises(PredealError, match="not a board number"):
        parse_board_list("x", range(1, 12))


def test_verify_event_finds_a_wrong_tray(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", "bishops-whist", boards=3)
    report = verify_event(folder, "sim://?seed=4&swap=2")
    assert report.misdealt == [2] and report.boards_verified == 2


def test_record_a_deal_read_from_the_table(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", boards=2)
    with Machine("sim://?seed=8") as reader:
        deal = reader.read_deal(load_event(folder).board(1).deal.pack)
    dealer = Seat.NORTH
    trump = trump_for(deal, dealer, None, deal.hand(dealer)[-1])
    with pytest.raises(PredealError, match="already holds another deal"):
        record_read_deal(folder, 1, deal, trump)
    record_read_deal(folder, 1, deal, trump, replace_existing=True)
    saved = load_event(folder)
    assert saved.board(1).deal == deal and saved.board(1).trump == trump
    assert BoardPlan.from_deal(1, saved.board(1).deal).to_deal() == deal
    with pytest.raises(PredealError, match="not in the dealer's hand"):
        trump_for(deal, Seat.EAST, None, deal.hand(Seat.NORTH)[0])
    given = trump_for(deal, dealer, str(deal.hand(dealer)[0]), None)
    assert given == TrumpRecord.turned(deal.hand(dealer)[0])


def test_boards_that_cannot_be_dealt_are_reported(tmp_path: Path) -> None:
    folder = _event(tmp_path / "ev", boards=3)
    resets = ",".join(f"2:{k}" for k in range(5, 10))  # a reset in each of 5 attempts
    report = predeal(folder, f"sim://?seed=5&reset={resets}&stuck=3")
    data = report.to_json()
    assert data["boards_verified"] == 1
    assert data["failed_boards"] == [2]
    assert data["misdealt_boards"] == [3] and data["misdealt"] == 1
    assert data["retries"] == 8
    assert any("MISDEALT" in line and "3" in line for line in report.lines())
    assert any("NOT DEALT" in line and "2" in line for line in report.lines())
    steps = [(e.get("board"), e["step"]) for e in Journal(folder / JOURNAL_FILE).entries()]
    assert (2, "failed") in steps and (3, "failed") in steps
    assert Journal(folder / JOURNAL_FILE).done("test-event", {}) == set()

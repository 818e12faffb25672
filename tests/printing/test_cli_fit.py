"""``whist deal --movement``, ``whist print --movement`` and the kiosk refuse a movement
whose deals are not the event's boards; ``whist print --what results`` reads a results
file; the header carries name, date and session; no progress bar into a pipe."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.event import Event, commitment_of
from dealer.folder import save_event
from kiosk.context import Kiosk, KioskSetupError
from scoring import build_movement
from scoring.results import DealResult
from scoring.resultsfile import ResultsFile, dumps
from whist import Board
from whistcli.main import cli

SECRET = b"test secret of the printing suite"


def make_event(folder: Path, boards: list[Board], movement: dict[str, Any] | None) -> Event:
    event = Event(
        event_id="tuesday-pairs",
        name="Tuesday Pairs",
        game="duplicate-whist",
        boards=tuple(boards),
        commitment=commitment_of(SECRET),
        secret=SECRET,
        movement=movement,
        created="2026-11-24T19:00:00Z",
    )
    save_event(event, folder)
    return event


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def movement_file(tmp_path: Path, deals: int) -> Path:
    path = tmp_path / f"movement-{deals}.json"
    path.write_text(build_movement("mitchell", 3, deals).to_json(), encoding="utf-8")
    return path


def test_print_refuses_a_movement_with_missing_or_extra_boards(
    tmp_path: Path, boards: list[Board]
) -> None:
    folder = tmp_path / "event"
    make_event(folder, boards[:6], None)
    short = run(
        "print", str(folder), "--what", "travellers", "--movement", str(movement_file(tmp_path, 3))
    )
    assert short.exit_code == 1
    assert "boards 4–6 are extra (played in no round)" in short.output
    assert "Traceback" not in short.output
    long = run(
        "print", str(folder), "--what", "travellers", "--movement", str(movement_file(tmp_path, 9))
    )
    assert long.exit_code == 1
    assert "boards 7–9 are missing from the event" in long.output
    fits = run(
        "print",
        str(folder),
        "--what",
        "travellers",
        "--movement",
        str(movement_file(tmp_path, 6)),
        "--out",
        str(tmp_path / "t.pdf"),
    )
    assert fits.exit_code == 0, fits.output


def test_a_stored_movement_that_does_not_fit_blocks_only_its_own_items(
    tmp_path: Path, boards: list[Board]
) -> None:
    folder = tmp_path / "event"
    make_event(folder, boards[:6], build_movement("mitchell", 3, 3).to_dict())
    records = run("print", str(folder), "--what", "hand-records", "--out", str(tmp_path / "h.pdf"))
    assert records.exit_code == 0, records.output
    travellers = run("print", str(folder), "--what", "travellers")
    assert travellers.exit_code == 1
    assert "(event.json, 'movement') does not fit" in travellers.output
    assert "boards 4–6 are extra" in travellers.output


def test_deal_refuses_a_movement_for_other_boards(tmp_path: Path) -> None:
    result = run(
        "deal",
        "--boards",
        "6",
        "--out",
        str(tmp_path / "e"),
        "--movement",
        str(movement_file(tmp_path, 9)),
    )
    assert result.exit_code != 0
    assert "boards 7–9 are missing from the event" in result.output
    assert not (tmp_path / "e" / "event.json").exists()


def test_kiosk_refuses_extra_boards(tmp_path: Path, boards: list[Board]) -> None:
    event = make_event(tmp_path / "event", boards[:6], None)
    movement = build_movement("mitchell", 3, 3)
    with pytest.raises(KioskSetupError, match="boards 4–6 are extra"):
        Kiosk.open(event, f"sqlite:///{tmp_path / 'k.sqlite3'}", movement=movement)


def test_results_pages_from_a_results_file(
    tmp_path: Path, boards: list[Board], read_pages: Any
) -> None:
    movement = build_movement("mitchell", 3, 6)
    folder = tmp_path / "event"
    make_event(folder, boards[:6], movement.to_dict())
    results = [
        DealResult(deal=deal, ns_score=7, ew_score=6, round=rnd.number, table=tr.table)
        for rnd in movement.rounds
        for tr in rnd.tables
        for deal in tr.deals
    ]
    path = tmp_path / "results.json"
    path.write_text(dumps(ResultsFile(movement, tuple(results), "Tuesday Pairs")))
    out = tmp_path / "results.pdf"
    result = run(
        "print",
        str(folder),
        "--what",
        "results",
        "--results",
        str(path),
        "--out",
        str(out),
        "--session",
        "Evening session",
    )
    assert result.exit_code == 0, result.output
    assert "printing" not in result.output  # no progress bar into a pipe
    pages = read_pages(out.read_bytes(), qr=False)
    assert len(pages) == 3  # two boards a page
    text = pages[0].text
    assert "Tuesday Pairs · Tuesday 24 November 2026 · Evening session" in text
    assert "Board 1" in text and "Results" in text and "Frequencies" in text
    assert "North (dealer)" in text and "HCP" in text  # the hands beside the results
    missing = run("print", str(folder), "--what", "results")
    assert missing.exit_code == 1 and "kiosk.sqlite3" in missing.output
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "whist-results"}))
    refused = run("print", str(folder), "--what", "results", "--results", str(bad))
    assert refused.exit_code == 1 and "Traceback" not in refused.output


def test_dealing_sheet_names_a_seat_for_every_card(
    tmp_path: Path, boards: list[Board], read_pages: Any
) -> None:
    from printing.club_sheets import dealing_line, pack_columns

    folder = tmp_path / "event"
    make_event(folder, boards[:2], None)
    out = tmp_path / "deal.pdf"
    assert run("print", str(folder), "--what", "dealing-sheet", "--out", str(out)).exit_code == 0
    (page,) = read_pages(out.read_bytes(), qr=False)
    for board in boards[:2]:
        line = dealing_line(board)
        assert len(line) == 52
        for seat in "NESW":
            assert line.count(seat) == 13
        held = {
            column[2]
            for column, letter in zip(pack_columns(board.deal.pack), line, strict=True)
            if letter == "N"
        }
        assert held == set(board.deal.hand(board.dealer.__class__.NORTH))
        assert f"Board {board.number}" in page.text


def test_results_pages_from_the_kiosks_database(tmp_path: Path, read_pages: Any) -> None:
    """An evening played through the kiosk (its simulated players, quick mode), then
    `whist print EVENT --what results` reads the kiosk's database in the event folder."""
    from dealer.generate import create_event
    from kiosk.autoplay import Autoplayer
    from kiosk.evening import Evening
    from kiosk.store import Store
    from scoring import Movement

    movement = build_movement("mitchell", 3, 6)
    folder = tmp_path / "event"
    event = create_event(
        boards=6,
        secret=SECRET,
        name="Kiosk Night",
        event_id="kiosk-night",
        movement=movement.to_dict(),
    )
    save_event(event, folder)
    store = Store(f"sqlite:///{folder / 'kiosk.sqlite3'}")
    evening = Evening(
        store,
        game=event.game,
        boards=event.boards,
        movement=Movement.from_dict(movement.to_dict()),
        settings={"quick_mode": True},
    )
    Autoplayer(evening, seed=12).run_evening()
    played = {(r.board, r.table): r.points for r in evening.results.values()}
    store.close()
    assert len(played) == 18  # 3 tables x 3 rounds x 2 boards
    out = tmp_path / "results.pdf"
    result = run("print", str(folder), "--what", "results", "--out", str(out))
    assert result.exit_code == 0, result.output
    pages = read_pages(out.read_bytes())
    assert len(pages) == 3
    codes = [code for page in pages for code in page.codes]
    assert len(codes) == 6  # each board's hand record, decoded
    first = [line.strip() for line in pages[0].text.splitlines()]
    start = first.index("Results")
    header_end = start + first[start:].index("Round") + 1
    while not first[header_end].isdigit():  # the header row's cells, some on two lines
        header_end += 1
    # the first line under the header row: round 1 at table 1, with its scores
    row = first[header_end : header_end + 8]
    points = played[(1, 1)]
    assert row[:2] == ["1", "1"]
    assert row[4:6] == [str(points["NS"]), str(points["EW"])]
    assert "Frequencies" in first


def test_progress_bar_on_a_terminal_only(tmp_path: Path, boards: list[Board]) -> None:
    """The bar goes to stderr when it is a terminal (a pseudo-terminal here), and not
    into a pipe."""
    import fcntl
    import os
    import pty
    import shutil
    import struct
    import subprocess
    import sys
    import termios

    folder = tmp_path / "event"
    make_event(folder, boards[:2], None)
    whist = shutil.which("whist", path=str(Path(sys.executable).parent)) or "whist"
    args = [whist, "print", str(folder), "--what", "trump-slips", "--out"]
    piped = subprocess.run(
        [*args, str(tmp_path / "a.pdf")], capture_output=True, text=True, timeout=120
    )
    assert piped.returncode == 0, piped.stderr
    assert "printing" not in piped.stderr and "item" not in piped.stderr
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))  # 80 columns
    try:
        done = subprocess.run(
            [*args, str(tmp_path / "b.pdf")], stderr=slave, stdout=subprocess.PIPE, timeout=120
        )
        os.close(slave)
        shown = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(master)
    assert done.returncode == 0
    assert b"printing" in shown and b"2/2" in shown

"""``whist print``: a real event folder written by the dealer, printed through the
console script's command group, the PDF read back (pages, sizes, QR codes)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from reportlab.lib.pagesizes import letter

from dealer.event import Event, commitment_of
from dealer.folder import save_event
from printing import verify_payload
from scoring import build_movement
from whist import Board
from whistcli.main import cli

SECRET = b"cli test secret"
ReadPages = Callable[..., list[Any]]


def make_event(folder: Path, boards: list[Board], movement: bool) -> Event:
    event = Event(
        event_id="tuesday-pairs",
        name="Tuesday Pairs",
        game="duplicate-whist",
        boards=tuple(boards),
        commitment=commitment_of(SECRET),
        secret=SECRET,
        movement=build_movement("mitchell", 3, 6).to_dict() if movement else None,
    )
    save_event(event, folder)
    return event


@pytest.fixture
def six(boards: list[Board]) -> list[Board]:
    return boards[:6]


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.mark.slow
def test_print_everything_for_an_event(
    tmp_path: Path, six: list[Board], read_pages: ReadPages
) -> None:
    folder = tmp_path / "event"
    make_event(folder, six, movement=True)
    out = tmp_path / "pack.pdf"
    result = run("print", str(folder), "--paper", "letter", "--out", str(out), "--per-page", "4")
    assert result.exit_code == 0, result.output
    assert "pack.pdf: " in result.output
    assert not list(tmp_path.glob(".pack.pdf.*"))  # the temporary file is gone
    pages = read_pages(out.read_bytes())
    # 2 hand-record pages, 1 of slips, 3 of curtain cards, 2 of guide cards (6 positions),
    # 3 of score cards, 2 of travellers
    assert len(pages) == 2 + 1 + 3 + 2 + 3 + 2
    for page in pages:
        assert (page.width, page.height) == pytest.approx(letter, abs=0.5)
    codes = [code for page in pages for code in page.codes]
    assert len(codes) == 6 + 6 + 24
    for code in codes:
        payload = verify_payload(code, SECRET, event_id="tuesday-pairs")
        payload.check_board(six[payload.board - 1])
    assert "Table 1 · North-South" in pages[6].text


def test_default_out_and_movement_file(tmp_path: Path, six: list[Board]) -> None:
    folder = tmp_path / "event"
    make_event(folder, six, movement=False)
    movement_file = tmp_path / "movement.json"
    movement_file.write_text(build_movement("mitchell", 3, 6).to_json(), encoding="utf-8")
    result = run(
        "print", str(folder), "--what", "travellers", "--movement", str(movement_file), "--quiet"
    )
    assert result.exit_code == 0, result.output
    assert (folder / "travellers.pdf").is_file()


def test_guide_cards_without_a_movement_say_how_to_add_one(
    tmp_path: Path, six: list[Board]
) -> None:
    folder = tmp_path / "event"
    make_event(folder, six, movement=False)
    result = CliRunner().invoke(cli, ["print", str(folder), "--what", "guide-cards"])
    assert result.exit_code == 1
    assert "has no movement" in result.output
    assert "whist movement NAME --tables N --json" in result.output
    assert not (folder / "guide-cards.pdf").exists()


def test_all_without_a_movement_prints_the_board_items(tmp_path: Path, six: list[Board]) -> None:
    folder = tmp_path / "event"
    make_event(folder, six, movement=False)
    result = CliRunner().invoke(cli, ["print", str(folder), "--quiet"])
    assert result.exit_code == 0, result.output
    assert "no movement, so guide-cards, score-cards, travellers are left out" in result.output
    assert (folder / "print.pdf").is_file()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--what", "menus"], "unknown item 'menus'"),
        (["--out", "/nonexistent/folder/x.pdf"], "the folder /nonexistent/folder does not exist"),
    ],
)
def test_clear_errors(tmp_path: Path, six: list[Board], args: list[str], message: str) -> None:
    folder = tmp_path / "event"
    make_event(folder, six, movement=False)
    result = CliRunner().invoke(cli, ["print", str(folder), "--quiet", *args])
    assert result.exit_code == 1
    assert message in result.output


def test_missing_event_and_bad_movement_file(tmp_path: Path, six: list[Board]) -> None:
    result = CliRunner().invoke(cli, ["print", str(tmp_path / "nowhere")])
    assert result.exit_code == 1
    assert "cannot load the event" in result.output and "whist deal" in result.output
    folder = tmp_path / "event"
    make_event(folder, six, movement=False)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"name": "x"}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["print", str(folder), "--movement", str(bad)])
    assert result.exit_code == 1
    assert "the movement in" in result.output

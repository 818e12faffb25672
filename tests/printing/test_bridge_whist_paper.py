"""Bridge Whist's paper: `whist deal --game bridge-whist` turns no trump card and records
no trump; the hand record shows the double-dummy tricks of every declaration led by the
real leader (the dealer's left); there are no trump slips (seed 000: "No trump card is
turned")."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.analysis import dd_tricks
from dealer.folder import load_event
from dealer.formats.pbn import loads
from dealer.formats.pbn.bridge_whist import declaration_from_record
from printing import PrintError, PrintEvent, render_pdf
from printing.hand_records import dd_line, declaration_tricks, trump_title
from tests.printing.conftest import Page
from whist import Suit
from whistcli.main import cli

STRAIN_SUITS = {"S": Suit.SPADES, "C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS}


@pytest.fixture(scope="module")
def event_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bridge") / "evening"
    result = CliRunner().invoke(
        cli,
        [
            "deal",
            "--boards",
            "4",
            "--game",
            "bridge-whist",
            "--out",
            str(out),
            "--analyse",
            "--seed",
            "42" * 32,
        ],
    )
    assert result.exit_code == 0, result.output
    return out


def test_no_trump_card_no_trump_record(event_folder: Path) -> None:
    event = load_event(event_folder)
    assert event.game == "bridge-whist"
    assert all(board.trump is None for board in event.boards)
    text = (event_folder / "boards.pbn").read_text()
    assert "WhistTrump" not in text and '[WhistGame "bridge-whist"]' in text
    for record in loads(text):
        assert declaration_from_record(record) is None
    secret = (event_folder / "secret").read_text().strip()
    result = CliRunner().invoke(cli, ["deal", "verify", str(event_folder), "--reveal", secret])
    assert result.exit_code == 0, result.output


def test_every_declaration_by_the_real_leader(event_folder: Path) -> None:
    """The printed tricks are the dealer's side's with the dealer's left leading, for
    each declaration (checked against DDS asked directly for that lead)."""
    event = load_event(event_folder)
    for board in event.boards:
        tricks = declaration_tricks(board, event.analysis[board.number])
        assert tricks is not None
        for strain, n in tricks.items():
            direct = dd_tricks(board.deal, STRAIN_SUITS.get(strain), board.dealer.left)
            assert direct[board.dealer.side] == n, (board.number, strain)
        line = dd_line(board, event.analysis[board.number])
        assert line is not None and line.startswith(
            f"Double dummy, {board.dealer.left.name.title()} leads: "
        )
        assert trump_title(board) == "Trump declared at the table"


def test_the_hand_record_page(event_folder: Path, read_pages: Callable[..., list[Page]]) -> None:
    event = load_event(event_folder)
    paper = PrintEvent(
        event_id=event.event_id,
        name="Bridge",
        boards=event.boards,
        secret=event.secret,
        analysis=dict(event.analysis),
    )
    data, pages = render_pdf(paper, ("hand-records",), per_page=2)
    assert pages == 2
    (first, _) = read_pages(data)
    assert "Trump declared at the table" in first.text
    board = event.boards[0]
    line = dd_line(board, event.analysis[board.number])
    assert line is not None
    assert "declaring" in first.text
    assert len(first.codes) == 2  # each hand record's QR code is read back
    with pytest.raises(PrintError, match="no trump slips for Bridge Whist"):
        render_pdf(paper, ("trump-slips",))


def test_print_says_there_are_no_trump_slips(event_folder: Path, tmp_path: Path) -> None:
    asked = CliRunner().invoke(
        cli, ["print", str(event_folder), "--what", "trump-slips", "--out", str(tmp_path / "t.pdf")]
    )
    assert asked.exit_code != 0
    assert "Bridge Whist: there are no trump slips" in asked.output
    everything = CliRunner().invoke(
        cli, ["print", str(event_folder), "--out", str(tmp_path / "all.pdf"), "--quiet"]
    )
    assert everything.exit_code == 0, everything.output
    assert "no trump slips" in everything.output
    assert "trump-slips" not in everything.output.splitlines()[-1]
    assert json.loads((event_folder / "event.json").read_text())["game"] == "bridge-whist"

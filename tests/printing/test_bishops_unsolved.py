"""`whist deal analyse` then `whist print hand-records` for a Bishops event whose deals
the solver does not finish within its limit of positions (dealer.bishops_analysis): no
figure is printed, and each record says why instead of leaving the line out. Rasterised
and read back (pdftoppm, pypdf)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.folder import load_event
from whistcli.main import cli

SEED = "ab" * 32


def _run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_a_board_beyond_the_limit_says_so_on_its_hand_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read_pages: Callable[..., list[Any]]
) -> None:
    monkeypatch.setattr("dealer.bishops_analysis.MAX_NODES", 2_000)
    out = tmp_path / "bishops"
    _run("deal", "--boards", "4", "--game", "bishops-whist", "--seed", SEED, "--out", str(out))
    _run("deal", "analyse", str(out))
    event = load_event(out)
    assert all(a.tricks is None and a.points is None for a in event.analysis.values())
    pdf = tmp_path / "records.pdf"
    _run("print", str(out), "--what", "hand-records", "--per-page", "4", "--out", str(pdf))
    (page,) = read_pages(pdf.read_bytes())  # rasterised: its four QR codes read back
    assert len(page.codes) == 4
    text = " ".join(page.text.split())
    for board in event.boards:
        leader = board.leader.name.title()
        assert f"Board {board.number}" in text
        assert f"Double dummy, {leader} leads: beyond the solver's limit" in text
    assert "points N-S" not in text  # no figure where none was found

"""The composing layer: item names, counts for the progress bar, the atomic write."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from printing import ITEMS, PrintError, PrintEvent, item_count, parse_items, render_pdf, write_pdf
from scoring import build_movement
from whist import Board

SECRET = b"test secret of the printing suite"


def test_parse_items_keeps_print_order() -> None:
    assert parse_items("travellers, hand-records") == ("hand-records", "travellers")
    assert parse_items("all") == ITEMS[:-1]  # every item but the results
    assert parse_items("all,results") == ITEMS
    with pytest.raises(PrintError, match="unknown item 'slips'"):
        parse_items("slips")
    with pytest.raises(PrintError, match="nothing to print"):
        parse_items(" , ")


def test_item_count_matches_progress_calls(boards: list[Board]) -> None:
    movement = build_movement("mitchell", 3, 6)
    event = PrintEvent("club", "Club", tuple(boards[:6]), SECRET, movement=movement)
    calls: list[int] = []
    items = parse_items("all")
    data, pages = render_pdf(event, items, per_page=4, progress=calls.append)
    assert data.startswith(b"%PDF-")
    assert sum(calls) == item_count(event, items) == 6 + 6 + 24 + 6 + 6 + 6 + 6
    assert pages == 2 + 1 + 3 + 2 + 3 + 2 + 1


def test_rendering_is_deterministic(boards: list[Board]) -> None:
    event = PrintEvent("club", "Club", tuple(boards[:2]), SECRET)
    assert render_pdf(event, ["trump-slips"]) == render_pdf(event, ["trump-slips"])


def test_write_pdf_is_atomic_and_respects_the_umask(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_bytes(b"old")
    old_mask = os.umask(0o022)
    try:
        write_pdf(target, b"%PDF-new")
    finally:
        os.umask(old_mask)
    assert target.read_bytes() == b"%PDF-new"
    assert stat.S_IMODE(target.stat().st_mode) == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["out.pdf"]
    with pytest.raises(PrintError, match="does not exist"):
        write_pdf(tmp_path / "missing" / "out.pdf", b"%PDF-")

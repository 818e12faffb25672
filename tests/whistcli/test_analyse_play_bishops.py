"""``whist analyse-play`` on a Bishops whist evening's kiosk log, on SQLite and on
PostgreSQL: the scripted table-board's planted card (worked out by brute force with the
engine's rules) marked with the points it gave away and the tricks beside them, the
positions beyond ``--max-nodes`` left without a value with a note, as text, JSON and a
rasterised PDF."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pypdf
import pytest
from click.testing import CliRunner
from PIL import Image

from tests.conftest import PostgresServer
from tests.playreview_bishops import BOARD, SCRIPT_FROM, TABLE, play_bishops_evening
from whistcli.main import cli

LIMIT = "200000"


@pytest.fixture(params=["sqlite", "postgresql"])
def evening(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, str | None, Any]:
    folder = tmp_path / "event"
    if request.param == "sqlite":
        return folder, None, play_bishops_evening(folder)
    server: PostgresServer = request.getfixturevalue("postgres")
    url = server.new_database()
    return folder, url, play_bishops_evening(folder, url=url)


def _run(*args: str) -> Any:
    return CliRunner().invoke(cli, ["analyse-play", *args, "--max-nodes", LIMIT])


def test_a_bishops_evening_from_the_kiosk_log(
    evening: tuple[Path, str | None, Any], tmp_path: Path
) -> None:
    folder, url, planted = evening
    db = ["--db", url] if url else []
    result = _run(str(folder), *db, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game"] == "bishops-whist" and data["unit"] == "points"
    assert len(data["reviews"]) == 8 and data["skipped"] == []
    (review,) = [r for r in data["reviews"] if (r["table"], r["board"]) == (TABLE, BOARD)]
    first = 4 * (SCRIPT_FROM - 1) + 1
    costly = [c for c in review["cards"] if c["number"] >= first and c["cost"] > 0]
    assert [(c["number"], c["seat"], c["card"], c["cost"]) for c in costly] == [
        (planted.number, str(planted.seat), str(planted.card), planted.cost)
    ]
    (card,) = costly
    assert card["better"] and str(planted.card) not in card["better"]
    assert card["tricks_before"] is not None and card["tricks_after"] is not None
    # a card without a value counts neither as analysed nor as costly
    unsolved = [c for c in review["cards"] if c["before"] is None or c["after"] is None]
    assert all(
        c["cost"] == 0 and "not solved within the limit of 200,000" in c["note"] for c in unsolved
    )
    analysed = sum(r["solved"] for r in data["reviews"])
    assert sum(t["cards"] for t in data["summary"]["pairs"].values()) == analysed

    text = _run(str(folder), *db, "--table", str(TABLE), "--board", str(BOARD))
    assert text.exit_code == 0, text.output
    seat = planted.seat.name.title()
    symbol = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}.get(str(planted.card)[0], "")
    shown = "Kt" if str(planted.card) == "N" else symbol + str(planted.card)[1:]
    line = next(x for x in text.output.splitlines() if f"{seat:<5} {shown:<4} cost" in x)
    assert f"cost {planted.cost} (" in line and ", tricks " in line, line
    assert "points given away:" in text.output
    # (the compiled core keeps its tables for the process: a second run may reach further)
    assert re.search(r"\b\d+ of 52 cards without a value, \d+ analysed: not solved", text.output)

    if url:
        return  # the PDF is the same whatever database the log is on
    pdf = tmp_path / "review.pdf"
    assert _run(str(folder), "--pdf", str(pdf)).exit_code == 0
    reader = pypdf.PdfReader(pdf)
    pdf_text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    assert "a point for each trick over six, two for each bishop among a side's tricks" in (
        pdf_text
    )
    assert f"Trick {(planted.number - 1) // 4 + 1}: {seat}" in pdf_text
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(pdf), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == len(reader.pages)
    with Image.open(pages[0]) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 20) or []
    red = sum(n for n, (r, g, b) in colours if r > 150 and g < 60 and b < 60)
    assert red > 200

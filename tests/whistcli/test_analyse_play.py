"""``whist analyse-play``: a kiosk evening played through the kiosk's log (SQLite), one
table-board scripted double-dummy best but for one planted card, analysed as text, JSON
and a PDF (rasterised); the same play exported by the director as PBN gives the same
analysis; bad sources are clear errors."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pypdf
import pytest
from click.testing import CliRunner
from PIL import Image

from kiosk import create_app
from tests.playreview_evening import BOARD, TABLE, Planted, play_evening
from whistcli.main import cli


@pytest.fixture(scope="module")
def evening(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Planted]:
    folder = tmp_path_factory.mktemp("analyse") / "event"
    return folder, play_evening(folder)


def _run(*args: str) -> Any:
    result = CliRunner().invoke(cli, ["analyse-play", *args])
    return result


def _json(*args: str) -> dict[str, Any]:
    result = _run(*args, "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def test_the_planted_card_is_the_one_costly_card_of_the_scripted_play(
    evening: tuple[Path, Planted],
) -> None:
    folder, planted = evening
    data = _json(str(folder), "--table", str(TABLE), "--board", str(BOARD))
    (review,) = data["reviews"]
    assert review["note"] == "" and len(review["cards"]) == 52
    costly = [c for c in review["cards"] if c["cost"] > 0]
    assert [(c["number"], c["seat"], c["card"], c["cost"]) for c in costly] == [
        (planted.number, str(planted.seat), str(planted.card), planted.cost)
    ]
    assert review["lost_by_seat"][str(planted.seat)] == planted.cost
    side = "NS" if str(planted.seat) in "NS" else "EW"
    assert review["lost_by_side"] == {side: planted.cost, ("EW" if side == "NS" else "NS"): 0}
    # the values before and after each card chain, and end at the tricks taken
    for a, b in zip(review["cards"], review["cards"][1:], strict=False):
        assert a["after"] == b["before"]
    assert review["cards"][-1]["after"] == review["result"]["NS"]
    assert review["seats"] == {"ns": 1, "ew": 3}


def test_the_whole_evening_as_json_and_text(evening: tuple[Path, Planted]) -> None:
    folder, planted = evening
    data = _json(str(folder))
    assert len(data["reviews"]) == 8 and data["skipped"] == []
    assert data["unit"] == "tricks" and data["game"] == "duplicate-whist"
    pairs = data["summary"]["pairs"]
    assert list(pairs) == ["pair 1", "pair 2", "pair 3", "pair 4"]
    for name, tally in pairs.items():
        number = int(name.split()[1])
        mine = [r for r in data["reviews"] if number in r["seats"].values()]
        side = {r["board"]: ("NS" if r["seats"]["ns"] == number else "EW") for r in mine}
        assert tally["boards"] == len(mine) == 4
        assert tally["lost"] == sum(r["lost_by_side"][side[r["board"]]] for r in mine)
        assert tally["costly"] == sum(
            1
            for r in mine
            for c in r["cards"]
            if c["cost"] > 0 and (("NS" if c["seat"] in "NS" else "EW") == side[r["board"]])
        )
    players = data["summary"]["players"]
    assert sum(t["lost"] for t in players.values()) == sum(t["lost"] for t in pairs.values())
    text = _run(str(folder)).output
    seat = planted.seat.name.title() if planted.seat else ""
    assert f"Board {BOARD}, table {TABLE}: pair 1 (N-S) v pair 3 (E-W)" in text
    trick = (planted.number - 1) // 4 + 1
    assert f"trick {trick:>2}: {seat:<5} {planted.card.display:<4} cost {planted.cost}" in text
    assert "Pairs: boards, cards analysed, cards that cost, tricks given away" in text


def test_the_pdf_has_a_diagram_per_costly_card(
    evening: tuple[Path, Planted], tmp_path: Path
) -> None:
    folder, _planted = evening
    pdf = tmp_path / "review.pdf"
    result = _run(str(folder), "--pdf", str(pdf))
    assert result.exit_code == 0, result.output
    data = _json(str(folder))
    reader = pypdf.PdfReader(pdf)
    text = "\n".join(page.extract_text() for page in reader.pages)
    costly = [(r, c) for r in data["reviews"] for c in r["cards"] if c["cost"] > 0]
    assert costly
    for _r, c in costly:
        seat = {"N": "North", "E": "East", "S": "South", "W": "West"}[c["seat"]]
        assert f"Trick {c['trick']}: {seat}" in text
    assert text.count(" cost ") >= len(costly)
    assert f"Board {BOARD}, table {TABLE}, pair 1 N-S v pair 3 E-W" in text
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(pdf), str(tmp_path / "page")], check=True)
    pages = sorted(tmp_path.glob("page-*.png"))
    assert len(pages) == len(reader.pages)
    with Image.open(pages[0]) as image:
        rgb = image.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 20) or []
    # the diagrams' red suits and the card played in red, on white paper
    red = sum(n for n, (r, g, b) in colours if r > 150 and g < 60 and b < 60)
    dark = sum(n for n, (r, g, b) in colours if r < 80 and g < 80 and b < 80)
    assert red > 200 and dark > 2000


def test_a_pbn_of_the_evening_gives_the_same_analysis(
    evening: tuple[Path, Planted], tmp_path: Path
) -> None:
    folder, _planted = evening
    app = create_app({"EVENT_PATH": str(folder)})
    kiosk = app.extensions["kiosk"]
    try:
        response = app.test_client().get(
            "/director/export/play.pbn", headers={"X-Director-Secret": kiosk.director_secret}
        )
        assert response.status_code == 200
    finally:
        kiosk.store.close()
    pbn = tmp_path / "play.pbn"
    pbn.write_bytes(response.data)
    from_pbn = _json(str(pbn))
    from_log = _json(str(folder))
    assert len(from_pbn["reviews"]) == len(from_log["reviews"]) == 8
    key = lambda r: (r["board"], r["played"])  # noqa: E731
    by_play = {json.dumps(key(r)): r["cards"] for r in from_log["reviews"]}
    for review in from_pbn["reviews"]:
        assert by_play[json.dumps(key(review))] == review["cards"]


def test_bad_sources_are_clear_errors(tmp_path: Path) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    result = _run(str(empty))
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "Error:" in result.output
    text = tmp_path / "not.pbn"
    text.write_text("hello\n")
    result = _run(str(text))
    assert result.exit_code != 0 and "Error:" in result.output

"""`whist print --what card-labels`: the bar-code labels of a pack (hardware/CARD-ID.md)
on a common label sheet, rasterised with pdftoppm and every label decoded by zxing-cpp
to its own card."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
import zxingcpp
from click.testing import CliRunner
from PIL import Image
from reportlab.lib.units import mm

from dealer.folder import save_event
from dealer.generate import create_event
from printing import PrintEvent, parse_items, render_pdf
from printing.card_labels import (
    LABELS_PER_CARD,
    SHEETS,
    barcode,
    card_code,
    pack_labels,
    parse_card_code,
)
from tests.printing.conftest import PDFTOPPM, bishops_boards, standard_boards
from whist import BISHOPS_PACK, STANDARD_PACK, Pack
from whistcli.main import cli

DPI = 300


def _event(pack: Pack) -> PrintEvent:
    boards = standard_boards(2) if pack is STANDARD_PACK else bishops_boards()
    return PrintEvent(event_id="labels", name="Labels", boards=tuple(boards))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("pack", [STANDARD_PACK, BISHOPS_PACK], ids=["standard", "bishops"])
def test_every_label_decodes_to_its_card(pack: Pack, paper: str, tmp_path: Path) -> None:
    if not Path(PDFTOPPM).exists():
        pytest.skip("pdftoppm (poppler-utils) is not installed")
    data, pages = render_pdf(_event(pack), ["card-labels"], paper=paper)
    sheet = SHEETS[paper]
    assert pages == -(-52 * LABELS_PER_CARD // sheet.per_page) == 2
    (tmp_path / "labels.pdf").write_bytes(data)
    subprocess.run(
        [PDFTOPPM, "-r", str(DPI), "-gray", str(tmp_path / "labels.pdf"), str(tmp_path / "p")],
        check=True,
        timeout=120,
    )
    images = sorted(tmp_path.glob("p-*.pgm"))
    assert len(images) == 2
    scale = DPI / 72
    expected = pack_labels(pack)
    decoded: list[str] = []
    for page, path in enumerate(images):
        with Image.open(path) as image:
            height = image.height
            for slot in range(sheet.per_page):
                index = page * sheet.per_page + slot
                if index >= len(expected):
                    break
                x, y = sheet.origin(index, height / scale)
                box = (
                    round(x * scale),
                    round(height - (y + sheet.height) * scale),
                    round((x + sheet.width) * scale),
                    round(height - y * scale),
                )
                found = zxingcpp.read_barcodes(image.crop(box))
                assert len(found) == 1, (paper, index)
                assert found[0].format == zxingcpp.BarcodeFormat.Code128
                decoded.append(found[0].text)
    assert decoded == [code for code, _ in expected]
    cards = [parse_card_code(pack, text) for text in decoded[::LABELS_PER_CARD]]
    assert cards == list(pack.cards)


def test_the_code_is_24_75_mm_wide_with_its_quiet_zones() -> None:
    """CARD-ID.md: 79 modules of 0.25 mm (19.75 mm) and 2.5 mm quiet zones each side."""
    for pack in (STANDARD_PACK, BISHOPS_PACK):
        for card in pack.cards:
            symbol = barcode(card_code(pack, card))
            assert symbol.width == pytest.approx(24.75 * mm)
            assert symbol.width <= SHEETS["a4"].width and symbol.width <= SHEETS["letter"].width


def test_codes_round_trip_and_name_the_other_pack() -> None:
    assert card_code(STANDARD_PACK, STANDARD_PACK.card_from_id(17)) == "WS17"
    assert card_code(BISHOPS_PACK, BISHOPS_PACK.card_from_id(48)) == "WB48"
    for pack in (STANDARD_PACK, BISHOPS_PACK):
        for card in pack.cards:
            assert parse_card_code(pack, card_code(pack, card)) == card
    with pytest.raises(ValueError, match="another pack"):
        parse_card_code(STANDARD_PACK, "WB12")
    with pytest.raises(ValueError, match="not a card code"):
        parse_card_code(STANDARD_PACK, "XS12")


def test_labels_sheets_fit_their_paper() -> None:
    for paper, (width, height) in (("a4", (210, 297)), ("letter", (215.9, 279.4))):
        sheet = SHEETS[paper]
        right = sheet.left + (sheet.columns - 1) * sheet.pitch_x + sheet.width
        assert right / mm == pytest.approx(width - sheet.left / mm, abs=0.2)
        assert (sheet.top + sheet.rows * sheet.pitch_y) / mm == pytest.approx(
            height - sheet.top / mm, abs=0.2
        )


def test_print_card_labels_from_the_command_line(tmp_path: Path) -> None:
    folder = tmp_path / "ev"
    save_event(create_event(boards=2, game="bishops-whist", secret=bytes(32), event_id="l"), folder)
    result = CliRunner().invoke(cli, ["print", str(folder), "--what", "card-labels"])
    assert result.exit_code == 0, result.output
    assert "card-labels.pdf: 2 pages (card-labels; A4)" in result.output
    assert "card-labels" not in parse_items("all")

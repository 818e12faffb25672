"""Boards for the printing tests, made from deal numbers with :func:`whist.unrank_deal`
(plain data, as the printing package receives them from the dealer)."""

from __future__ import annotations

import io
import random
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pypdf
import pytest
import zxingcpp
from PIL import Image

from whist import (
    BISHOPS_PACK,
    KNIGHT,
    STANDARD_PACK,
    Board,
    Card,
    Suit,
    TrumpRecord,
    deal_count,
    rotating_dealer,
    unrank_deal,
)


def standard_boards(count: int, seed: int = 1897) -> list[Board]:
    """``count`` duplicate whist boards with the last card dealt (the dealer's) turned."""
    total = deal_count(STANDARD_PACK)
    rng = random.Random(seed)
    boards = []
    for number in range(1, count + 1):
        deal = unrank_deal(STANDARD_PACK, rng.randrange(total))
        dealer = rotating_dealer(number)
        trump = TrumpRecord.turned(deal.hand(dealer)[-1])
        boards.append(Board(number, deal, dealer, trump, "duplicate-whist"))
    return boards


def bishops_boards() -> list[Board]:
    """Four Bishops boards: a knight cut (pending), a knight cut with the suit named, a
    bishop cut, and an ordinary cut; each deal holds knights somewhere."""
    total = deal_count(BISHOPS_PACK)
    rng = random.Random(1899)
    trumps = [
        TrumpRecord.turned(KNIGHT),
        TrumpRecord.turned(KNIGHT).name_suit(Suit.HEARTS),
        TrumpRecord.turned(Card.parse("DB")),
        TrumpRecord.turned(Card.parse("SA")),
    ]
    boards = []
    for number, trump in enumerate(trumps, start=1):
        deal = unrank_deal(BISHOPS_PACK, rng.randrange(total))
        boards.append(Board(number, deal, rotating_dealer(number), trump, "bishops-whist"))
    return boards


@pytest.fixture(scope="session")
def boards() -> list[Board]:
    return standard_boards(8)


@pytest.fixture(scope="session")
def bishop_boards() -> list[Board]:
    return bishops_boards()


PDFTOPPM = shutil.which("pdftoppm") or "/usr/bin/pdftoppm"


@dataclass(frozen=True)
class Page:
    """One rendered page: its size in points, its text (pypdf) and its QR codes."""

    width: float
    height: float
    text: str
    codes: tuple[str, ...]


def read_pdf(data: bytes, tmp_path: Path, dpi: int = 100, qr: bool = True) -> list[Page]:
    """Every page of ``data``: size and text from pypdf, and (if ``qr``) every QR code
    decoded by zxing-cpp from pdftoppm's rasterisation (greyscale PGM: PNG
    encoding would be most of the time)."""
    reader = pypdf.PdfReader(io.BytesIO(data))
    codes: list[tuple[str, ...]] = [() for _ in reader.pages]
    if qr:
        if not Path(PDFTOPPM).exists():
            pytest.skip("pdftoppm (poppler-utils) is not installed")
        source = tmp_path / "render.pdf"
        source.write_bytes(data)
        subprocess.run(
            [PDFTOPPM, "-r", str(dpi), "-gray", str(source), str(tmp_path / "page")],
            check=True,
            timeout=120,
        )
        images = sorted(tmp_path.glob("page-*.pgm"))
        assert len(images) == len(reader.pages)
        codes = []
        for image_path in images:
            with Image.open(image_path) as image:
                found = zxingcpp.read_barcodes(image)
            codes.append(tuple(code.text for code in found))
    return [
        Page(float(page.mediabox.width), float(page.mediabox.height), page.extract_text(), found)
        for page, found in zip(reader.pages, codes, strict=True)
    ]


@pytest.fixture
def read_pages(tmp_path: Path) -> Callable[..., list[Page]]:
    """``read_pages(pdf_bytes, dpi=100, qr=True)`` -> the pages (see :func:`read_pdf`)."""
    calls = 0

    def read(data: bytes, dpi: int = 100, qr: bool = True) -> list[Page]:
        nonlocal calls
        calls += 1
        folder = tmp_path / f"render-{calls}"
        folder.mkdir()
        return read_pdf(data, folder, dpi, qr)

    return read

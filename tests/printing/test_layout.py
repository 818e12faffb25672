"""The layout rules of issue 12, checked on real pages of every item, on A4 and Letter,
for the standard and the Bishops pack, and (for hand records) 1, 2, 4 and 6 a page:

- nothing within 6 mm of the paper's edge (the page rasterised at 72 dpi is white
  there, and every word box of ``pdftotext -bbox-layout`` lies inside);
- no text under 7 pt (a DejaVu word box is as high as its type);
- no two word boxes overlap;
- one size per role: every suit line on a page (hand records, curtain cards) has the
  same type size;
- every QR code decodes at 72 dpi, verifies, and has modules of at least 0.6 mm.

Items other than hand records do not depend on ``--per-page``: a test checks that
their PDF is the same byte for byte at 1 and 6 a page, so the matrix runs them once.
"""

from __future__ import annotations

import itertools
import random
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image
from reportlab.lib.units import mm

from printing.event import HandAnalysis, PrintEvent
from printing.payload import PayloadKind, verify_payload
from printing.qr import qr_modules
from printing.render import ITEMS, render_pdf
from scoring import Movement, build_movement
from scoring.results import DealResult, Scoresheet
from whist import (
    BISHOPS_PACK,
    SEATS,
    Board,
    Card,
    Deal,
    Seat,
    Side,
    TrumpRecord,
    deal_count,
    rotating_dealer,
    unrank_deal,
)

SECRET = b"test secret of the printing suite"
PDFTOTEXT = shutil.which("pdftotext") or "/usr/bin/pdftotext"
PDFTOPPM = shutil.which("pdftoppm") or "/usr/bin/pdftoppm"
EDGE = 6 * mm
SYMBOLS = "♠♥♦♣"
RANK = re.compile(r"^(A|K|Q|J|B|10|[2-9]|—)")
WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
)


@dataclass(frozen=True)
class Word:
    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    first: bool  # the first word of its pdftotext line
    following: str  # the next word of its line, or ""

    @property
    def height(self) -> float:
        return self.y1 - self.y0


def read_words(pdf: Path) -> list[list[Word]]:
    """Word boxes per page (points, origin top-left) from ``pdftotext -bbox-layout``."""
    xml = subprocess.run(
        [PDFTOTEXT, "-bbox-layout", str(pdf), "-"],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    pages = []
    for page in xml.split("<page ")[1:]:
        words = []
        for line in page.split("<line ")[1:]:
            found = list(WORD.finditer(line))
            for index, match in enumerate(found):
                x0, y0, x1, y1 = (float(match.group(i)) for i in range(1, 5))
                following = found[index + 1].group(5) if index + 1 < len(found) else ""
                words.append(Word(x0, y0, x1, y1, match.group(5), index == 0, following))
        pages.append(words)
    return pages


def overlaps(words: list[Word]) -> list[tuple[str, str]]:
    """Pairs of word boxes that overlap by more than 0.3 pt both ways."""
    found = []
    ordered = sorted(words, key=lambda w: w.y0)
    for i, word in enumerate(ordered):
        for other in ordered[i + 1 :]:
            if other.y0 >= word.y1 - 0.3:
                break
            if min(word.x1, other.x1) - max(word.x0, other.x0) > 0.3:
                found.append((word.text, other.text))
    return found


def symbol_meets(word: Word, xs: list[int], ys: list[int]) -> bool:
    """Whether ``word``'s box meets the QR symbol with corners at ``xs``/``ys`` (pixels
    at 72 dpi, which are points) grown by 2 pt: the quiet zone must stay clear."""
    left, right = min(xs) - 2, max(xs) + 2
    top, bottom = min(ys) - 2, max(ys) + 2
    return word.x0 < right and word.x1 > left and word.y0 < bottom and word.y1 > top


def boards_of(pack: str, standard: list[Board], bishops: list[Board]) -> list[Board]:
    if pack == "standard":
        boards = list(standard[:6])
        # a thirteen-card suit: the longest line a hand can have
        deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
        boards[5] = Board(6, deal, rotating_dealer(6), TrumpRecord.turned(Card.parse("C2")))
        return boards
    boards = list(bishops)
    rng = random.Random(12)
    for number in (5, 6):
        deal = unrank_deal(BISHOPS_PACK, rng.randrange(deal_count(BISHOPS_PACK)))
        dealer = rotating_dealer(number)
        trump = TrumpRecord.turned(deal.hand(dealer)[0])
        boards.append(Board(number, deal, dealer, trump, "bishops-whist"))
    return boards


def results_of(movement: Movement, game: str) -> Scoresheet:
    sheet = Scoresheet(movement, game=game)
    rng = random.Random(1897)
    for rnd in movement.rounds:
        for table_round in rnd.tables:
            for deal in table_round.deals:
                ns = rng.randrange(3, 11)
                sheet.add(
                    DealResult(
                        deal=deal,
                        ns_score=ns,
                        ew_score=13 - ns,
                        round=rnd.number,
                        table=table_round.table,
                    )
                )
    return sheet


def event_of(pack: str, standard: list[Board], bishops: list[Board]) -> PrintEvent:
    boards = boards_of(pack, standard, bishops)
    movement = build_movement("mitchell", 3, 6)
    analysis = {}
    if pack == "standard":
        table = {s: {seat: 5 + seat.value for seat in SEATS} for s in ("NT", "S", "H", "D", "C")}
        for board in boards:
            analysis[board.number] = HandAnalysis(
                {Side.NS: 7, Side.EW: 6}, board.deal.hand(board.leader)[0], table
            )
    return PrintEvent(
        "club-night-2026-11-26",
        "Thursday Club Night",
        tuple(boards),
        SECRET,
        analysis,
        movement,
        date="Thursday 26 November 2026",
        session="Evening session",
        results=results_of(movement, "whist" if pack == "standard" else "bishops"),
    )


@pytest.fixture(scope="module")
def events(boards: list[Board], bishop_boards: list[Board]) -> dict[str, PrintEvent]:
    return {pack: event_of(pack, boards, bishop_boards) for pack in ("standard", "bishops")}


CASES = [
    (item, paper, pack, per_page)
    for item in ITEMS
    for paper in ("a4", "letter")
    for pack in ("standard", "bishops")
    for per_page in ((1, 2, 4, 6) if item == "hand-records" else (2,))
]
CODES = {"hand-records": 6, "trump-slips": 6, "curtain-cards": 24, "results": 6}


@pytest.mark.parametrize(("item", "paper", "pack", "per_page"), CASES)
def test_layout_rules(
    item: str, paper: str, pack: str, per_page: int, tmp_path: Path, events: dict[str, PrintEvent]
) -> None:
    event = events[pack]
    data, pages = render_pdf(event, [item], paper=paper, per_page=per_page)
    pdf = tmp_path / "page.pdf"
    pdf.write_bytes(data)
    words = read_words(pdf)
    assert len(words) == pages
    subprocess.run(
        [PDFTOPPM, "-r", "72", "-gray", str(pdf), str(tmp_path / "p")], check=True, timeout=120
    )
    images = sorted(tmp_path.glob("p-*.pgm"))
    assert len(images) == pages
    codes = []
    for number, (page_words, image_path) in enumerate(zip(words, images, strict=True), 1):
        where = f"{item} {paper} {pack} {per_page}/page, page {number}"
        with Image.open(image_path) as image:
            width, height = image.size
            edge = round(EDGE / 72 * 72)  # pixels at 72 dpi (1 px = 1 pt)
            for box in (
                (0, 0, width, edge),
                (0, height - edge, width, height),
                (0, 0, edge, height),
                (width - edge, 0, width, height),
            ):
                darkest = image.crop(box).getextrema()[0]
                assert darkest > 200, f"{where}: ink within 6 mm"
            found = zxingcpp.read_barcodes(image)
        page_w, page_h = width, height
        for word in page_words:
            assert word.height >= 6.95, f"{where}: {word.text!r} at {word.height:.2f} pt"
            assert word.x0 >= EDGE and word.x1 <= page_w - EDGE, f"{where}: {word.text!r}"
            assert word.y0 >= EDGE and word.y1 <= page_h - EDGE, f"{where}: {word.text!r}"
        assert not overlaps(page_words), f"{where}: overlapping text {overlaps(page_words)[:3]}"
        suit_sizes = {  # a suit line: its symbol, then a rank (the hands, not the tables)
            round(w.height, 2)
            for w in page_words
            if w.first and w.text and w.text in SYMBOLS and RANK.match(w.following)
        }
        if item in ("hand-records", "curtain-cards"):
            assert len(suit_sizes) == 1, f"{where}: suit lines at sizes {suit_sizes}"
        text = " ".join(w.text for w in page_words)
        assert "Thursday Club Night · Thursday 26 November 2026 · Evening session" in text, where
        assert ("Bishops pack: A castle-ace" in text) is (pack == "bishops"), where
        for code in found:
            corners = code.position
            xs = [p.x for p in (corners.top_left, corners.top_right, corners.bottom_left)]
            ys = [p.y for p in (corners.top_left, corners.top_right, corners.bottom_left)]
            near = [w.text for w in page_words if symbol_meets(w, xs, ys)]
            assert not near, f"{where}: text {near} on a QR code"
            payload = verify_payload(code.text, SECRET, event_id=event.event_id)
            level = "L" if payload.kind is PayloadKind.HAND_RECORD else "M"
            modules = len(qr_modules(code.text, level))
            corners = code.position
            side_px = abs(corners.top_right.x - corners.top_left.x)
            assert side_px / modules * 25.4 / 72 >= 0.6 * 0.93, f"{where}: modules too small"
            codes.append(code.text)
    assert len(codes) == CODES.get(item, 0)
    assert len(set(codes)) == len(codes)


@pytest.mark.parametrize("item", [item for item in ITEMS if item != "hand-records"])
def test_per_page_is_for_hand_records_only(item: str, events: dict[str, PrintEvent]) -> None:
    event = events["bishops"]
    assert render_pdf(event, [item], per_page=1) == render_pdf(event, [item], per_page=6)


def test_curtain_cards_and_slips_have_their_sizes(events: dict[str, PrintEvent]) -> None:
    """The dashed cut lines are 89 x 64 mm apart for curtain cards and 85 x 50 mm for
    trump slips, on both papers (read from the PDF's drawing operators)."""
    from printing.boards import CURTAIN_CARD_SIZE

    assert (round(CURTAIN_CARD_SIZE[0] / mm), round(CURTAIN_CARD_SIZE[1] / mm)) == (89, 64)
    for paper in ("a4", "letter"):
        for item, (w, h) in (("curtain-cards", (89, 64)), ("trump-slips", (85, 50))):
            data, _ = render_pdf(events["standard"], [item], paper=paper)
            xs, ys = dashed_lines(data)
            assert {round(b - a, 1) for a, b in itertools.pairwise(xs)} == {round(w * mm, 1)}
            assert {round(b - a, 1) for a, b in itertools.pairwise(ys)} == {round(h * mm, 1)}


def dashed_lines(data: bytes) -> tuple[list[float], list[float]]:
    """The x of every vertical and the y of every horizontal dashed line on page 1."""
    import io

    import pypdf

    content = pypdf.PdfReader(io.BytesIO(data)).pages[0].get_contents()
    assert content is not None
    text = content.get_data().decode("latin-1")
    dashed = text.split("[3 2] 0 d", 1)[1].split("[] 0 d", 1)[0]
    xs: set[float] = set()
    ys: set[float] = set()
    for x0, y0, x1, y1 in re.findall(r"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l", dashed):
        if x0 == x1:
            xs.add(float(x0))
        elif y0 == y1:
            ys.add(float(y0))
    return sorted(xs), sorted(ys)


def test_dealer_curtain_card_marks_the_turned_card(events: dict[str, PrintEvent]) -> None:
    from printing.boards import turned_card

    board = events["standard"].boards[0]
    assert board.trump is not None
    assert turned_card(board, board.dealer) == board.trump.card
    assert turned_card(board, board.dealer.left) is None
    assert Seat.NORTH in SEATS

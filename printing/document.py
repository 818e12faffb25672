"""Pages, sheets of items with cut lines, and the text helpers every item uses.

Layout rules every page keeps (tested over every item, both papers and both packs):

- nothing is printed within :data:`MARGIN` (7 mm) of the paper's edge, so the 6 mm a
  printer cannot reach stay blank;
- no type smaller than :data:`MIN_SIZE` (7 pt), and no text shrunk to fit a line: each
  item chooses its type sizes once (per page) so that its longest line fits;
- every page carries a header line with the event's name, date and session, the
  section and the page number; pages of a Bishops event carry the pack's legend at the
  foot.

A sheet is a grid of cells in the space between header and foot. Cut items (curtain
cards, trump slips) have cells of a fixed size in millimetres, centred on the page,
with a dashed cut line round every cell and crop marks outside the grid wherever the
margin leaves room for them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from printing.fonts import Fonts, register_fonts
from whist import SUITS, Card, Pack, Rank, Suit

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": letter}
"""Paper names the CLI accepts -> (width, height) in points."""

MARGIN = 7 * mm
"""Nothing is drawn nearer the paper's edge than this (printers lose about 6 mm)."""
MIN_SIZE = 7.0
"""The smallest type on any page, in points."""
HEADER_SIZE = 7.5
BAND = 4.5 * mm
"""Height of the header line (and of the legend line at the foot of Bishops pages)."""
MARK = 4 * mm
RED = (0.72, 0.0, 0.0)
BLACK = (0.0, 0.0, 0.0)
GREY = (0.4, 0.4, 0.4)
THIN_SPACE = "\u2009"

BISHOPS_LEGEND = (
    "Bishops pack: A castle-ace · K king · Q queen · B bishop · 9 … 2 · "
    "Kt pipeless knight (no suit) · HCP: A 4, K 3, Q 2, B 1"
)
"""The key to the Bishops pack printed at the foot of every page of a Bishops event
(``docs/notation.md``, "On paper")."""


class PrintError(ValueError):
    """Something asked of the printer that it cannot do; the message says what to do."""


def paper_size(name: str) -> tuple[float, float]:
    """(width, height) in points of ``a4`` or ``letter``."""
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise PrintError(
            f"unknown paper {name!r}: choose one of {', '.join(sorted(PAPERS))}"
        ) from None


@dataclass(frozen=True, slots=True)
class Cell:
    """A rectangle on the page, in points, origin at its lower-left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def top(self) -> float:
        return self.y + self.height

    @property
    def right(self) -> float:
        return self.x + self.width

    def inset(self, amount: float) -> Cell:
        return Cell(
            self.x + amount, self.y + amount, self.width - 2 * amount, self.height - 2 * amount
        )


class Document:
    """One PDF being drawn: the canvas, the fonts, the paper and page bookkeeping.

    ``title`` is the header's left part (event name, date, session); ``legend`` is
    printed at the foot of every page when given (the Bishops pack's key).
    """

    def __init__(self, canvas: Canvas, paper: str, title: str, legend: str | None = None) -> None:
        self.canvas = canvas
        self.paper = paper
        self.width, self.height = paper_size(paper)
        self.fonts: Fonts = register_fonts()
        self.title = title
        self.legend = legend
        self.pages = 0
        self._open = False
        self._section = ""
        self._widths: dict[tuple[str, bool], float] = {}

    @property
    def body(self) -> Cell:
        """The page's space for items: inside the margin, below the header and above
        the legend (if any)."""
        bottom = MARGIN + (BAND if self.legend else 0.0)
        top = self.height - MARGIN - BAND
        return Cell(MARGIN, bottom, self.width - 2 * MARGIN, top - bottom)

    # --- pages ---------------------------------------------------------------------
    def new_page(self, section: str) -> None:
        """Finish the page in hand (if any) and start one in ``section``."""
        self.end_page()
        self._open = True
        self._section = section
        self.pages += 1
        self._draw_header()

    def end_page(self) -> None:
        if self._open:
            self.canvas.showPage()
            self._open = False

    def _draw_header(self) -> None:
        y = self.height - MARGIN - HEADER_SIZE
        right = f"{self._section} · page {self.pages}"
        room = self.width - 2 * MARGIN - self.width_of(right, HEADER_SIZE) - 4 * mm
        self.text(MARGIN, y, self.clip(self.title, HEADER_SIZE, room), HEADER_SIZE, color=GREY)
        self.text(self.width - MARGIN, y, right, HEADER_SIZE, align="right", color=GREY)
        if self.legend:
            self.text(
                MARGIN,
                MARGIN + 0.3 * HEADER_SIZE,
                self.clip(self.legend, HEADER_SIZE, self.width - 2 * MARGIN),
                HEADER_SIZE,
                color=GREY,
            )

    def sheet(
        self,
        section: str,
        columns: int,
        rows: int,
        *,
        cell_size: tuple[float, float] | None = None,
    ) -> Sheet:
        """A grid of ``columns`` x ``rows`` cells per page for ``section``'s items; with
        ``cell_size`` (points) the cells have that size and get cut lines and marks."""
        return Sheet(self, section, columns, rows, cell_size)

    # --- text ----------------------------------------------------------------------
    def font(self, bold: bool = False) -> str:
        return self.fonts.bold if bold else self.fonts.regular

    def width_of(self, text: str, size: float, *, bold: bool = False) -> float:
        return float(stringWidth(text, self.font(bold), size))

    def unit_width(self, text: str, bold: bool = False) -> float:
        """``text``'s width at 1 pt (widths scale with the size), remembered: tables
        measure the same cells at many sizes."""
        key = (text, bold)
        width = self._widths.get(key)
        if width is None:
            width = self._widths[key] = self.width_of(text, 1.0, bold=bold)
        return width

    def clip(self, text: str, size: float, width: float, *, bold: bool = False) -> str:
        """``text``, or its beginning and ``…`` when it is wider than ``width`` (for free
        text such as an event name; card text is never clipped)."""
        if self.width_of(text, size, bold=bold) <= width:
            return text
        while text and self.width_of(text + "…", size, bold=bold) > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        *,
        bold: bool = False,
        align: str = "left",
        color: tuple[float, float, float] = BLACK,
    ) -> float:
        """Draw one line at ``size`` (never below :data:`MIN_SIZE`). Returns its width."""
        font = self.font(bold)
        size = max(size, MIN_SIZE)
        c = self.canvas
        c.setFont(font, size)
        if color != BLACK:
            c.setFillColorRGB(*color)
        if align == "center":
            c.drawCentredString(x, y, text)
        elif align == "right":
            c.drawRightString(x, y, text)
        else:
            c.drawString(x, y, text)
        if color != BLACK:
            c.setFillColorRGB(*BLACK)
        return float(stringWidth(text, font, size))

    def wrap(self, text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``width``."""
        lines: list[str] = []
        for word in text.split():
            if lines and self.width_of(f"{lines[-1]} {word}", size, bold=bold) <= width:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines

    def suit_width(self, suit: Suit, ranks: str, size: float) -> float:
        """The width of a suit line as :meth:`suit_line` draws it (closed up when long)."""
        return self.width_of(f"{suit.symbol} {ranks or '—'}", size)

    def suit_line(
        self,
        x: float,
        y: float,
        suit: Suit | None,
        ranks: list[str],
        size: float,
        width: float,
        *,
        mark: int | None = None,
    ) -> None:
        """``♠ A K 10 3`` with the symbol in its colour (red for hearts and diamonds), or
        ``Knights: Kt Kt`` for ``suit`` None; ``—`` for a void. When the line is wider
        than ``width`` the ranks close up (thin spaces) rather than shrink. ``mark``:
        the index of a rank to draw in a box (the turned trump card)."""
        lead = "Knights:" if suit is None else suit.symbol
        gap = " "
        if self.width_of(f"{lead} {' '.join(ranks) or '—'}", size) > width:
            gap = THIN_SPACE
        font = self.fonts.regular
        c = self.canvas
        text = c.beginText(x, y)
        text.setFont(font, size)
        if suit in (Suit.HEARTS, Suit.DIAMONDS):
            text.setFillColorRGB(*RED)
        text.textOut(lead + " ")
        text.setFillColorRGB(*BLACK)
        text.textOut(gap.join(ranks) or "—")
        c.drawText(text)
        if mark is not None:
            before = self.width_of(lead + " " + "".join(r + gap for r in ranks[:mark]), size)
            rank_w = self.width_of(ranks[mark], size)
            c.saveState()
            c.setLineWidth(0.9)
            c.rect(x + before - 1.2, y - 0.25 * size, rank_w + 2.4, size * 1.05)
            c.restoreState()

    def hand_block(
        self,
        x: float,
        top: float,
        cards: Iterable[Card],
        pack: Pack,
        size: float,
        width: float,
        *,
        leading: float = 1.22,
        mark: Card | None = None,
    ) -> float:
        """A hand as four suit lines, and a knights line when it holds any, the first
        baseline ``size`` under ``top``. Returns the height used."""
        cards = tuple(cards)
        lines = hand_ranks(cards, pack)
        y = top - size
        used = 0.0
        rows: list[tuple[Suit | None, list[str]]] = [(suit, lines[suit]) for suit in SUITS]
        if lines[None]:
            rows.append((None, lines[None]))
        for suit, ranks in rows:
            index = None
            if mark is not None and mark.suit is suit:
                shown = "Kt" if suit is None else rank_text(mark)
                index = ranks.index(shown) if shown in ranks else None
            self.suit_line(x, y, suit, ranks, size, width, mark=index)
            y -= size * leading
            used += size * leading
        return used

    def hand_width(self, cards: Iterable[Card], pack: Pack, size: float) -> float:
        """The widest line of :meth:`hand_block` at ``size`` with ordinary spaces."""
        lines = hand_ranks(cards, pack)
        widths = [self.suit_width(suit, " ".join(lines[suit]), size) for suit in SUITS]
        if lines[None]:
            widths.append(self.width_of("Knights: " + " ".join(lines[None]), size))
        return max(widths)

    # --- cut lines -----------------------------------------------------------------
    def cut_lines(self, columns: int, rows: int, grid: Cell) -> None:
        """Dashed lines round every cell (for scissors) and crop marks outside the grid
        on the line of every cell edge (for a guillotine), where the margin has room."""
        c = self.canvas
        cell_w = grid.width / columns
        cell_h = grid.height / rows
        c.saveState()
        c.setLineWidth(0.35)
        c.setStrokeColorRGB(*GREY)
        c.setDash(3, 2)
        for i in range(columns + 1):
            x = grid.x + i * cell_w
            c.line(x, grid.y, x, grid.top)
        for j in range(rows + 1):
            y = grid.y + j * cell_h
            c.line(grid.x, y, grid.right, y)
        c.setDash()
        c.setLineWidth(0.5)
        gap = 1.2 * mm
        body = self.body
        page = Cell(MARGIN, MARGIN, self.width - 2 * MARGIN, self.height - 2 * MARGIN)
        above = min(MARK, body.top - grid.top - gap)
        below = min(MARK, grid.y - body.y - gap)
        left = min(MARK, grid.x - page.x - gap)
        right = min(MARK, page.right - grid.right - gap)
        for i in range(columns + 1):
            x = grid.x + i * cell_w
            if above >= 2 * mm:
                c.line(x, grid.top + gap, x, grid.top + gap + above)
            if below >= 2 * mm:
                c.line(x, grid.y - gap, x, grid.y - gap - below)
        for j in range(rows + 1):
            y = grid.y + j * cell_h
            if left >= 2 * mm:
                c.line(grid.x - gap, y, grid.x - gap - left, y)
            if right >= 2 * mm:
                c.line(grid.right + gap, y, grid.right + gap + right, y)
        c.restoreState()

    def frame(self, cell: Cell, inset: float) -> None:
        """A thin grey frame ``inset`` inside ``cell``."""
        c = self.canvas
        c.saveState()
        c.setLineWidth(0.6)
        c.setStrokeColorRGB(*GREY)
        c.rect(cell.x + inset, cell.y + inset, cell.width - 2 * inset, cell.height - 2 * inset)
        c.restoreState()


class Sheet:
    """Hands out the cells of a grid, page after page."""

    def __init__(
        self,
        document: Document,
        section: str,
        columns: int,
        rows: int,
        cell_size: tuple[float, float] | None = None,
    ) -> None:
        self.document = document
        self.section = section
        self.columns = columns
        self.rows = rows
        self.cut = cell_size is not None
        body = document.body
        if cell_size is None:
            self.area = body
        else:
            width, height = columns * cell_size[0], rows * cell_size[1]
            if width > body.width + 0.01 or height > body.height + 0.01:
                raise PrintError(
                    f"{section}: {columns} x {rows} cells of {cell_size[0] / mm:.0f} x "
                    f"{cell_size[1] / mm:.0f} mm do not fit on {document.paper.upper()}"
                )
            self.area = Cell(
                body.x + (body.width - width) / 2,
                body.y + (body.height - height) / 2,
                width,
                height,
            )
        self.cell_width = self.area.width / columns
        self.cell_height = self.area.height / rows
        self._next = columns * rows

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    def next_cell(self) -> Cell:
        """The next free cell, starting a new page (with cut lines) when needed."""
        if self._next >= self.per_page:
            self.document.new_page(self.section)
            if self.cut:
                self.document.cut_lines(self.columns, self.rows, self.area)
            self._next = 0
        column = self._next % self.columns
        row = self._next // self.columns
        self._next += 1
        return Cell(
            self.area.x + column * self.cell_width,
            self.area.top - (row + 1) * self.cell_height,
            self.cell_width,
            self.cell_height,
        )


def rank_text(card: Card) -> str:
    """A rank as printed: ``10`` for the ten, ``B`` for a bishop, ``Kt`` for a knight,
    else its letter (the castle-ace is ``A``)."""
    if card.rank is Rank.KNIGHT:
        return "Kt"
    return "10" if card.rank is Rank.TEN else card.rank.letter


def hand_ranks(cards: Iterable[Card], pack: Pack) -> dict[Suit | None, list[str]]:
    """Suit -> ranks high to low; ``None`` -> one ``Kt`` per pipeless knight ("The
    Pipeless Knight" belongs to no suit, Dana 1899)."""
    ordered = pack.sorted(cards)
    out: dict[Suit | None, list[str]] = {
        suit: [rank_text(card) for card in ordered if card.suit is suit] for suit in SUITS
    }
    out[None] = ["Kt" for card in ordered if card.is_knight]
    return out


HCP: dict[Rank, int] = {Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1, Rank.BISHOP: 1}
"""Milton Work's count, A 4 K 3 Q 2 J 1. In the Bishops pack the bishop stands where
the jack stood (castle-ace, king, queen, bishop: Dana 1899) and counts 1; the pipeless
knights count nothing (``docs/notation.md``)."""


def high_card_points(cards: Iterable[Card]) -> int:
    """The hand's high-card points (:data:`HCP`)."""
    return sum(HCP.get(card.rank, 0) for card in cards if card.suit is not None)

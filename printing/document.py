"""Pages, sheets of items with cut marks, and the text helpers every item uses.

A sheet is a grid of equal cells filling the page inside a margin; items are drawn one
per cell, left to right and top to bottom, and a new page starts when the grid is full.
Cut marks are short lines in the margin on the line of every cell edge, and small
crosses where inner edges meet, so a stack of sheets can be cut on a guillotine.
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

MARGIN = 10 * mm
MARK = 4 * mm
RED = (0.72, 0.0, 0.0)
BLACK = (0.0, 0.0, 0.0)
GREY = (0.45, 0.45, 0.45)


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
    """One PDF being drawn: the canvas, the fonts, the paper and page bookkeeping."""

    def __init__(self, canvas: Canvas, paper: str, footer: str) -> None:
        self.canvas = canvas
        self.paper = paper
        self.width, self.height = paper_size(paper)
        self.fonts: Fonts = register_fonts()
        self.footer = footer
        self.pages = 0
        self._open = False
        self._section = ""

    # --- pages ---------------------------------------------------------------------
    def new_page(self, section: str) -> None:
        """Finish the page in hand (if any) and start one in ``section``."""
        self.end_page()
        self._open = True
        self._section = section
        self.pages += 1

    def end_page(self) -> None:
        if self._open:
            self._draw_footer()
            self.canvas.showPage()
            self._open = False

    def _draw_footer(self) -> None:
        c = self.canvas
        c.setFont(self.fonts.regular, 7)
        c.setFillColorRGB(*GREY)
        c.drawString(MARGIN, MARGIN / 2 - 2, f"{self.footer} · {self._section}")
        c.drawRightString(self.width - MARGIN, MARGIN / 2 - 2, f"page {self.pages}")
        c.setFillColorRGB(*BLACK)

    def sheet(self, section: str, columns: int, rows: int) -> Sheet:
        """A grid of ``columns`` x ``rows`` cells per page for ``section``'s items."""
        return Sheet(self, section, columns, rows)

    # --- text ----------------------------------------------------------------------
    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float,
        *,
        bold: bool = False,
        align: str = "left",
        max_width: float | None = None,
        color: tuple[float, float, float] = BLACK,
    ) -> float:
        """Draw one line; shrink it to ``max_width`` if given. Returns the width drawn."""
        font = self.fonts.bold if bold else self.fonts.regular
        size = fit_size(text, font, size, max_width)
        width = float(stringWidth(text, font, size))
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
        return width

    def wrap(self, text: str, size: float, width: float, *, bold: bool = False) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``width``."""
        font = self.fonts.bold if bold else self.fonts.regular
        lines: list[str] = []
        for word in text.split():
            if lines and stringWidth(f"{lines[-1]} {word}", font, size) <= width:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines

    def suit_line(
        self, x: float, y: float, suit: Suit, ranks: str, size: float, max_width: float
    ) -> None:
        """``♠ A K 10 3`` with the symbol in its colour (red for hearts and diamonds)
        and the ranks in black, as one line of text; ``—`` for a void."""
        line_ranks = ranks or "—"
        font = self.fonts.regular
        fitted = fit_size(f"{suit.symbol} {line_ranks}", font, size, max_width)
        if fitted < 0.85 * size:
            # a long suit: close up the ranks (thin spaces) rather than shrink the type
            line_ranks = line_ranks.replace(" ", "\u2009")
            fitted = fit_size(f"{suit.symbol} {line_ranks}", font, size, max_width)
        size = fitted
        text = self.canvas.beginText(x, y)
        text.setFont(font, size)
        text.setFillColorRGB(*(RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK))
        text.textOut(suit.symbol + " ")
        text.setFillColorRGB(*BLACK)
        text.textOut(line_ranks)
        self.canvas.drawText(text)

    def hand_block(
        self, x: float, top: float, cards: Iterable[Card], pack: Pack, size: float, width: float
    ) -> float:
        """A hand as four suit lines (and a knights line for a pack with knights), the
        first baseline just under ``top``. Returns the height used."""
        cards = tuple(cards)
        lines = hand_lines(cards, pack)
        leading = size * 1.3
        y = top - size
        for suit in SUITS:
            self.suit_line(x, y, suit, lines[suit], size, width)
            y -= leading
        if pack.suitless:
            self.text(x, y, knights_text(cards), size, max_width=width)
        return (len(SUITS) + (1 if pack.suitless else 0)) * leading

    def cut_marks(self, columns: int, rows: int, cells: Cell) -> None:
        """Crop marks in the margin on every cell edge, crosses where inner edges meet."""
        c = self.canvas
        c.saveState()
        c.setLineWidth(0.4)
        c.setStrokeColorRGB(*GREY)
        cell_w = cells.width / columns
        cell_h = cells.height / rows
        gap = 1.5 * mm
        for i in range(columns + 1):
            x = cells.x + i * cell_w
            c.line(x, cells.top + gap, x, cells.top + gap + MARK)
            c.line(x, cells.y - gap, x, cells.y - gap - MARK)
        for j in range(rows + 1):
            y = cells.y + j * cell_h
            c.line(cells.x - gap, y, cells.x - gap - MARK, y)
            c.line(cells.right + gap, y, cells.right + gap + MARK, y)
        arm = 2 * mm
        for i in range(1, columns):
            for j in range(1, rows):
                x = cells.x + i * cell_w
                y = cells.y + j * cell_h
                c.line(x - arm, y, x + arm, y)
                c.line(x, y - arm, x, y + arm)
        c.restoreState()


class Sheet:
    """Hands out the cells of a grid, page after page."""

    def __init__(self, document: Document, section: str, columns: int, rows: int) -> None:
        self.document = document
        self.section = section
        self.columns = columns
        self.rows = rows
        margin = MARGIN + MARK + 2 * mm if columns * rows > 1 else MARGIN
        self.area = Cell(margin, margin, document.width - 2 * margin, document.height - 2 * margin)
        self.cell_width = self.area.width / columns
        self.cell_height = self.area.height / rows
        self._next = columns * rows

    def next_cell(self) -> Cell:
        """The next free cell, starting a new page (with cut marks) when needed."""
        per_page = self.columns * self.rows
        if self._next >= per_page:
            self.document.new_page(self.section)
            if per_page > 1:
                self.document.cut_marks(self.columns, self.rows, self.area)
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


def fit_size(text: str, font: str, size: float, max_width: float | None) -> float:
    """``size``, or less so that ``text`` fits in ``max_width``."""
    if max_width is None:
        return size
    width = float(stringWidth(text, font, size))
    if width <= max_width or width == 0:
        return size
    return size * max_width / width


def rank_text(card: Card) -> str:
    """A rank as printed: ``10`` for the ten, ``B`` for a bishop, else its letter."""
    return "10" if card.rank is Rank.TEN else card.rank.letter


def hand_lines(cards: Iterable[Card], pack: Pack) -> dict[Suit, str]:
    """Suit -> ranks high to low separated by spaces (knights are left out: see
    :func:`knights_text`; "The Pipeless Knight" belongs to no suit, Dana 1899)."""
    ordered = pack.sorted(cards)
    return {
        suit: " ".join(rank_text(card) for card in ordered if card.suit is suit) for suit in SUITS
    }


def knights_text(cards: Iterable[Card]) -> str:
    """``Knights: 2`` -- the pipeless knights held, shown apart from the suits."""
    return f"Knights: {sum(1 for card in cards if card.is_knight)}"

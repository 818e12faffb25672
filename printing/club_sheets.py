"""The director's sheets: the dealing sheet (boards dealt by hand) and the results pages.

- Dealing sheet: for clubs that deal (duplicate) the boards by hand, without a machine:
  one line per board, and for every card of the pack, in suit order, the seat that gets
  it (``N E S W``). Sort a pack into suits, then read the line from left to right and
  give each card to the seat named. It shows every hand: it is for the director only.
- Results: the hand records after the event: each board's hand record (hands, dealer,
  trump, high-card points, the double-dummy analysis) beside its results as the scorer
  has them (every table's line with its matchpoints) and the frequency of each N-S
  score; from the kiosk's database or a results file (``scoring.resultsfile``), handed
  to the printer as a :class:`Scoresheet`.
"""

from __future__ import annotations

from collections.abc import Callable

from reportlab.lib.units import mm

from printing.document import MIN_SIZE, RED, Cell, Document, rank_text
from printing.event import PrintEvent
from printing.hand_records import Layout, choose_layout, draw_hand_record
from printing.movement_cards import PAD, grid_table, table_height
from whist import SEATS, SUITS, Board, Card, Pack, Suit

Progress = Callable[[int], None]
DEALING_SIZE = 8.5
RANK_SIZE = 7.0
"""The ranks over the columns: at 7 pt a ``10`` fits its column on both papers."""
ROW = 5.2 * mm
RESULTS_GRID = (1, 2)


# --- dealing sheet -----------------------------------------------------------------
def pack_columns(pack: Pack) -> list[tuple[Suit | None, str, Card]]:
    """The dealing sheet's columns: (suit, rank as printed, card) in suit order, the
    pipeless knights last."""
    columns: list[tuple[Suit | None, str, Card]] = []
    for suit in SUITS:
        for rank in pack.suit_ranks:
            card = Card(rank, suit)
            columns.append((suit, rank_text(card), card))
    for card, count in pack.suitless.items():
        columns += [(None, "Kt", card)] * count
    return columns


def dealing_line(board: Board) -> list[str]:
    """The seat letter for each column of :func:`pack_columns`, for ``board``.

    >>> from whist import Deal, Seat, TrumpRecord
    >>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    >>> "".join(dealing_line(Board(1, deal, Seat.NORTH, None)))[:14]
    'NNNNNNNNNNNNNE'
    """
    holder: dict[Card, list[str]] = {}
    for seat in SEATS:
        for card in board.deal.hand(seat):
            holder.setdefault(card, []).append(seat.letter)
    out = []
    for _, _, card in pack_columns(board.deal.pack):
        out.append(holder[card].pop(0))
    return out


def dealing_sheet(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """One line per board: which seat gets each card, in suit order."""
    if not event.boards:
        return
    pack = event.boards[0].deal.pack
    columns = pack_columns(pack)
    body = doc.body
    first = doc.width_of("Board 888", DEALING_SIZE, bold=True) + 2 * mm
    groups = len(SUITS) + (1 if pack.suitless else 0)
    gap = 2.5 * mm
    step = (body.width - first - gap * (groups - 1)) / len(columns)
    xs: list[float] = []
    x = body.x + first
    previous: Suit | str | None = "start"
    for suit, _, _ in columns:
        if previous != "start" and suit is not previous:
            x += gap
        xs.append(x + step / 2)
        x += step
        previous = suit
    per_page = int((body.height - 3 * ROW) // ROW)
    for start in range(0, len(event.boards), per_page):
        doc.new_page("Dealing sheet")
        top = body.top - DEALING_SIZE
        doc.text(
            body.x,
            top,
            "Sort a pack into suits; then, board by board, give each card to the seat "
            "named under it (N North, E East, S South, W West).",
            DEALING_SIZE,
        )
        suits_y = top - ROW * 1.3
        y = suits_y - ROW
        for index, (suit, rank, _) in enumerate(columns):
            color = RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else (0.0, 0.0, 0.0)
            if index == 0 or columns[index - 1][0] is not suit:
                label = "Kt" if suit is None else suit.symbol
                doc.text(xs[index] - step / 2, suits_y, label, DEALING_SIZE, bold=True, color=color)
            if suit is not None:
                doc.text(xs[index], y, rank, RANK_SIZE, align="center", color=color)
        y -= ROW
        for row, board in enumerate(event.boards[start : start + per_page]):
            if row % 2 == 0:
                c = doc.canvas
                c.saveState()
                c.setFillColorRGB(0.92, 0.92, 0.92)
                c.rect(body.x, y - ROW * 0.3, body.width, ROW, stroke=0, fill=1)
                c.restoreState()
            doc.text(body.x, y, f"Board {board.number}", DEALING_SIZE, bold=True)
            for x_mid, letter in zip(xs, dealing_line(board), strict=True):
                doc.text(x_mid, y, letter, DEALING_SIZE, align="center")
            y -= ROW
            if progress:
                progress(1)


# --- results -----------------------------------------------------------------------
LINE_HEADERS = ("Round", "Table", "N-S", "E-W", "N-S score", "E-W score", "N-S MP", "E-W MP")
LINE_WIDTHS = (1.0, 1.0, 0.9, 0.9, 1.1, 1.1, 1.0, 1.0)
FREQUENCY_HEADERS = ("N-S score", "Times", "N-S MP", "E-W MP")
FREQUENCY_WIDTHS = (1.0, 1.0, 1.0, 1.0)
HANDS_SHARE = 0.5
"""The share of a results panel's width given to the hands."""


def result_rows(
    event: PrintEvent, deal: int
) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]]]:
    """(traveller lines, frequency rows) of ``deal`` as printed."""
    sheet = event.require_results()
    lines: list[tuple[str, ...]] = []
    for line in sheet.traveller(deal):
        played = line.status == "played"
        lines.append(
            (
                str(line.round),
                str(line.table),
                "&".join(map(str, line.ns)) or "—",
                "&".join(map(str, line.ew)) or "—",
                str(line.ns_score) if played else line.status,
                str(line.ew_score) if played else "",
                str(line.ns_mp),
                str(line.ew_mp),
            )
        )
    frequency: list[tuple[str, ...]] = [
        (str(row.ns_score), str(row.count), str(row.ns_mp), str(row.ew_mp))
        for row in sheet.frequency(deal)
    ]
    return lines, frequency


def _tables_height(
    doc: Document, width: float, event: PrintEvent, deal: int, size: float
) -> float | None:
    lines, frequency = result_rows(event, deal)
    first = table_height(doc, width, LINE_HEADERS, LINE_WIDTHS, lines, size)
    second = table_height(doc, width, FREQUENCY_HEADERS, FREQUENCY_WIDTHS, frequency, size)
    if first is None or second is None:
        return None
    return size * 1.5 * 1.3 + first + size * 2.2 + second


def results_size(doc: Document, box: Cell, event: PrintEvent) -> float:
    """One type size for every board's tables: the largest (7 to 11 pt) at which the
    longest board's lines and frequencies fit ``box``."""
    size = 11.0
    while size > MIN_SIZE:
        heights = [_tables_height(doc, box.width, event, b.number, size) for b in event.boards]
        if all(h is not None and h <= box.height for h in heights):
            return size
        size -= 0.25
    return MIN_SIZE


def draw_results(
    doc: Document,
    cell: Cell,
    board: Board,
    event: PrintEvent,
    size: float,
    hands: Layout,
) -> None:
    """``board`` after the event: its hand record on the left, every table's result and
    how often each N-S score was made on the right."""
    doc.frame(cell, PAD / 2)
    left = Cell(cell.x, cell.y, cell.width * HANDS_SHARE, cell.height)
    draw_hand_record(doc, left, board, event, event.secret, hands, framed=False)
    box = Cell(left.right, cell.y, cell.width - left.width, cell.height).inset(PAD)
    lines, frequency = result_rows(event, board.number)
    y = box.top - size * 1.5
    doc.text(box.x, y, "Results", size * 1.5, bold=True)
    top = y - size * 0.45 * 1.3
    if not lines:
        doc.text(box.x, top - size * 1.5, "No result recorded for this board.", size)
        return
    needed = table_height(doc, box.width, LINE_HEADERS, LINE_WIDTHS, lines, size) or 0.0
    bottom = grid_table(
        doc,
        Cell(box.x, top - needed, box.width, needed),
        top,
        LINE_HEADERS,
        LINE_WIDTHS,
        lines,
        size,
    )
    y = bottom - size * 1.5
    doc.text(box.x, y, "Frequencies", size, bold=True)
    top = y - size * 0.7
    height = table_height(doc, box.width, FREQUENCY_HEADERS, FREQUENCY_WIDTHS, frequency, size)
    height = height or 0.0
    grid_table(
        doc,
        Cell(box.x, top - height, box.width, height),
        top,
        FREQUENCY_HEADERS,
        FREQUENCY_WIDTHS,
        frequency,
        size,
    )


def results(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """Each board after the event: its hands and its results and frequencies, two boards
    to a page."""
    event.require_results()
    sheet = doc.sheet("Results", *RESULTS_GRID)
    shape = Cell(0, 0, sheet.cell_width, sheet.cell_height)
    hands_shape = Cell(0, 0, shape.width * HANDS_SHARE, shape.height)
    tables = Cell(0, 0, shape.width - hands_shape.width, shape.height).inset(PAD)
    size = results_size(doc, tables, event)
    per_page = sheet.per_page
    for start in range(0, len(event.boards), per_page):
        page = event.boards[start : start + per_page]
        hands = choose_layout(doc, hands_shape, page, event, event.secret)
        for board in page:
            draw_results(doc, sheet.next_cell(), board, event, size, hands)
            if progress:
                progress(1)

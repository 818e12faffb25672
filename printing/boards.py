"""The board items: hand records, trump (tray) slips and curtain cards.

- Trump slip: the Laws of Duplicate Whist, (d): "the trump card must be recorded, before
  the play begins, on a slip provided for that purpose", kept in the tray with the
  hands. In Bishops Whist (Dana 1899) the trump card is cut; a cut knight names no suit
  ("On cutting a knight for a trump card"), so the slip says the dealer names it, and a
  cut bishop scores the dealer's side a point ("Cutting the trump card").
- Curtain card: one seat's thirteen cards, to check the hand taken from the tray.
- Hand record: the whole deal, for after play, with the dealer's analysis.

What each item may show (and put in its QR code) is decided in one place,
:func:`printing.payload.contents_for`: a trump slip holds nothing of the hands, a
curtain card only its own seat.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from reportlab.lib.units import mm

from printing.document import GREY, RED, Cell, Document, PrintError
from printing.event import BoardNotes, PrintEvent
from printing.payload import curtain_card_payload, hand_record_payload, trump_slip_payload
from printing.qr import draw_qr
from whist import SEATS, Board, Seat, Side, Suit, TrumpRecord

PAD = 4 * mm
SEAT_NAMES = {seat: seat.name.title() for seat in SEATS}

#: per-page choice -> (columns, rows) of hand records on a page
HAND_RECORD_GRIDS: dict[int, tuple[int, int]] = {1: (1, 1), 2: (1, 2), 4: (2, 2)}
TRUMP_SLIP_GRID = (2, 5)
CURTAIN_CARD_GRID = (2, 4)

Progress = Callable[[int], None]


def trump_lines(trump: TrumpRecord | None) -> tuple[str, str]:
    """The trump as printed: (main line, explanation line, possibly empty).

    >>> trump_lines(TrumpRecord.parse("N"))
    ('Knight cut', 'trump named by dealer')
    >>> trump_lines(TrumpRecord.parse("C5"))
    ('♣5', '')
    """
    if trump is None:
        return ("to be turned", "the dealer turns the last card: record it here")
    if trump.is_knight_cut:
        if trump.suit is None:
            return ("Knight cut", "trump named by dealer")
        return (
            f"{trump.suit.symbol} {trump.suit.name.lower()}",
            "a knight was cut: suit named by dealer",
        )
    if trump.card is None:
        if trump.suit is None:
            return ("no trumps", "")
        return (f"{trump.suit.symbol} {trump.suit.name.lower()}", "")
    if trump.is_bishop_cut:
        return (trump.card.display, "a bishop was cut: the dealer's side scores one point")
    return (trump.card.display, "")


def _short_note(trump: TrumpRecord | None) -> str:
    """The trump's explanation in a word or two, for the hand record's corner."""
    if trump is None or trump.card is None:
        return ""
    if trump.is_knight_cut:
        return "(named by dealer)" if trump.suit is None else "(knight cut)"
    return "(bishop cut)" if trump.is_bishop_cut else ""


def _trump_color(trump: TrumpRecord | None) -> tuple[float, float, float]:
    suit = trump.suit if trump is not None else None
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else (0.0, 0.0, 0.0)


# --- hand records -----------------------------------------------------------------------
def draw_hand_record(
    doc: Document, cell: Cell, board: Board, event: PrintEvent, secret: bytes
) -> None:
    """One board's hand record: the four hands in the compass diagram, dealer, trump,
    the dealer's analysis when there is one, and a QR code with the whole deal."""
    box = cell.inset(PAD)
    pack = board.deal.pack
    lines = 5 + (1 if pack.suitless else 0)
    size = min(box.width / 22, box.height / (3.4 + 3 * lines * 1.3), 22.0)
    leading = size * 1.3
    block = lines * leading
    column = box.width / 3
    c = doc.canvas
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColorRGB(*GREY)
    c.rect(cell.x + PAD / 2, cell.y + PAD / 2, cell.width - PAD, cell.height - PAD)
    c.restoreState()

    title_y = box.top - size * 1.4
    doc.text(box.x, title_y, f"Board {board.number}", size * 1.4, bold=True)
    main, _ = trump_lines(board.trump)
    note = _short_note(board.trump)
    corner = box.right - size
    y = title_y - size * 0.9 - size
    doc.text(
        corner,
        y,
        f"Dealer: {SEAT_NAMES[board.dealer]}",
        size,
        align="right",
        max_width=column - size,
    )
    y -= size * 1.3
    doc.text(corner, y, "Trump:", size, align="right")
    y -= size * 1.5
    doc.text(
        corner,
        y,
        main,
        size * 1.3,
        bold=True,
        align="right",
        max_width=column - size,
        color=_trump_color(board.trump),
    )
    for line in doc.wrap(note, size * 0.8, column - size):
        y -= size
        doc.text(corner, y, line, size * 0.8, align="right")
    body = title_y - size * 0.9
    spots = {
        Seat.NORTH: (box.x + column, body),
        Seat.WEST: (box.x, body - block),
        Seat.EAST: (box.x + 2 * column, body - block),
        Seat.SOUTH: (box.x + column, body - 2 * block),
    }
    for seat, (x, top) in spots.items():
        label = SEAT_NAMES[seat] + (" (dealer)" if seat is board.dealer else "")
        doc.text(x, top - size, label, size, bold=True, max_width=column - size)
        doc.hand_block(x, top - leading, board.deal.hand(seat), pack, size, column - size)
    _compass(doc, box.x + column, body - 2 * block, column, block, board, size)
    payload = hand_record_payload(event.event_id, board, secret)
    qr = min(column - size, block + size * 0.5)
    draw_qr(doc.canvas, payload.text, box.x, body - qr + size * 0.3, qr)
    notes = event.analysis.get(board.number)
    _analysis(doc, box.x, body - 2 * block, column - size, size, board, notes)
    doc.text(
        box.right,
        box.y + size * 0.2,
        event.name,
        size * 0.8,
        align="right",
        max_width=column - size,
        color=GREY,
    )


def _compass(
    doc: Document, x: float, y: float, width: float, height: float, board: Board, size: float
) -> None:
    side = min(width, height) * 0.8
    left = x + (width - side) / 2 - size / 2
    bottom = y + (height - side) / 2
    c = doc.canvas
    c.saveState()
    c.setLineWidth(0.8)
    c.rect(left, bottom, side, side)
    c.restoreState()
    middle_x = left + side / 2
    middle_y = bottom + side / 2
    doc.text(middle_x, bottom + side - size * 1.1, "N", size * 0.9, bold=True, align="center")
    doc.text(middle_x, bottom + size * 0.35, "S", size * 0.9, bold=True, align="center")
    doc.text(left + size * 0.3, middle_y - size * 0.3, "W", size * 0.9, bold=True)
    doc.text(
        left + side - size * 0.3, middle_y - size * 0.3, "E", size * 0.9, bold=True, align="right"
    )
    doc.text(
        middle_x, middle_y - size * 0.4, str(board.number), size * 1.2, bold=True, align="center"
    )


def _analysis(
    doc: Document,
    x: float,
    top: float,
    width: float,
    size: float,
    board: Board,
    notes: BoardNotes | None,
) -> None:
    lines: list[str] = []
    if notes is not None and notes.tricks is not None:
        lines += ["Double dummy:", f"N-S {notes.tricks[Side.NS]} · E-W {notes.tricks[Side.EW]}"]
    if notes is not None and notes.book_lead is not None:
        lead = notes.book_lead.display if notes.book_lead.suit else "a knight"
        lines += [f"Book lead ({SEAT_NAMES[board.leader]}):", lead]
    y = top - size * 1.2
    for index, line in enumerate(lines):
        doc.text(x, y, line, size * 0.9, bold=index % 2 == 0, max_width=width)
        y -= size * 1.2


def hand_records(
    doc: Document, event: PrintEvent, per_page: int, progress: Progress | None = None
) -> None:
    """Every board's hand record, ``per_page`` (1, 2 or 4) to a page."""
    secret = event.require_secret("hand records")
    try:
        columns, rows = HAND_RECORD_GRIDS[per_page]
    except KeyError:
        raise _per_page_error(per_page) from None
    sheet = doc.sheet("Hand records", columns, rows)
    for board in event.boards:
        draw_hand_record(doc, sheet.next_cell(), board, event, secret)
        if progress:
            progress(1)


def _per_page_error(per_page: int) -> PrintError:
    choices = ", ".join(str(n) for n in HAND_RECORD_GRIDS)
    return PrintError(f"hand records come {choices} to a page, not {per_page}")


# --- trump slips ------------------------------------------------------------------------
def draw_trump_slip(
    doc: Document, cell: Cell, board: Board, event: PrintEvent, secret: bytes
) -> None:
    """A tray slip: board, dealer and trump, and a QR code with the board and trump only."""
    box = cell.inset(PAD)
    qr = min(box.height, box.width * 0.42)
    text_width = box.width - qr - PAD
    size = min(box.height / 10.5, text_width / 11)
    y = box.top - size * 1.8
    doc.text(box.x, y, f"Board {board.number}", size * 1.8, bold=True, max_width=text_width)
    y -= size * 1.6
    doc.text(box.x, y, f"Dealer: {SEAT_NAMES[board.dealer]}", size, max_width=text_width)
    y -= size * 1.5
    doc.text(box.x, y, "Trump:", size, max_width=text_width)
    main, note = trump_lines(board.trump)
    y -= size * 2.0
    doc.text(
        box.x, y, main, size * 1.9, bold=True, max_width=text_width, color=_trump_color(board.trump)
    )
    for line in doc.wrap(note, size * 0.9, text_width, bold=True):
        y -= size * 1.15
        doc.text(box.x, y, line, size * 0.9, bold=True)
    doc.text(box.x, box.y + size * 0.2, event.name, size * 0.75, max_width=text_width, color=GREY)
    payload = trump_slip_payload(event.event_id, board, secret)
    draw_qr(doc.canvas, payload.text, box.right - qr, box.y + (box.height - qr) / 2, qr)


def trump_slips(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """One trump slip per board, ten to a page."""
    secret = event.require_secret("trump slips")
    sheet = doc.sheet("Trump slips", *TRUMP_SLIP_GRID)
    for board in event.boards:
        draw_trump_slip(doc, sheet.next_cell(), board, event, secret)
        if progress:
            progress(1)


# --- curtain cards ----------------------------------------------------------------------
def draw_curtain_card(
    doc: Document, cell: Cell, board: Board, seat: Seat, event: PrintEvent, secret: bytes
) -> None:
    """``seat``'s curtain card: its own thirteen cards only, and a QR code with them."""
    box = cell.inset(PAD)
    pack = board.deal.pack
    lines = 4 + (1 if pack.suitless else 0)
    qr = min(box.width * 0.4, box.height * 0.75)
    text_width = box.width - qr - PAD
    size = min(box.height / (4.4 + lines * 1.3) / 1.05, text_width / 8)
    y = box.top - size * 1.3
    doc.text(
        box.x,
        y,
        f"Board {board.number} · {SEAT_NAMES[seat]}",
        size * 1.3,
        bold=True,
        max_width=box.width,
    )
    y -= size * 1.3
    doc.text(box.x, y, f"Dealer: {SEAT_NAMES[board.dealer]}", size * 0.75, max_width=text_width)
    y -= size * 0.6
    hand = board.deal.hand(seat)
    doc.hand_block(box.x, y, hand, pack, size, text_width)
    doc.text(box.x, box.y + size * 0.1, event.name, size * 0.65, max_width=text_width, color=GREY)
    payload = curtain_card_payload(event.event_id, board, seat, secret)
    draw_qr(doc.canvas, payload.text, box.right - qr, box.y, qr)


def curtain_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """Four curtain cards per board (North, East, South, West), eight to a page."""
    secret = event.require_secret("curtain cards")
    sheet = doc.sheet("Curtain cards", *CURTAIN_CARD_GRID)
    for board, seat in _board_seats(event):
        draw_curtain_card(doc, sheet.next_cell(), board, seat, event, secret)
        if progress:
            progress(1)


def _board_seats(event: PrintEvent) -> Iterator[tuple[Board, Seat]]:
    for board in event.boards:
        for seat in SEATS:
            yield board, seat

"""The board items that go in the tray: trump slips and curtain cards.

- Trump slip: the Laws of Duplicate Whist, (d): "the trump card must be recorded, before
  the play begins, on a slip provided for that purpose", kept in the tray with the
  hands. In Bishops Whist (Dana 1899) the trump card is cut; a cut knight names no suit
  ("On cutting a knight for a trump card"), so the slip has a box for the suit the
  dealer names, and a cut bishop scores the dealer's side a point ("Cutting the trump
  card"). A slip is :data:`TRUMP_SLIP_SIZE`, 85 x 50 mm: it goes into a tray's pocket
  in front of a hand of playing cards (``docs/paper.md``).
- Curtain card: one seat's thirteen cards, to check the hand taken from the tray,
  exactly a playing card's 89 x 64 mm (:data:`CURTAIN_CARD_SIZE`) so it fits a
  curtain-card wallet. The dealer's card shows the turned trump card in a box: it is
  the dealer's own card (law 13; Dana: "This card forms the trump card and belongs to
  the dealer").

Both come eight or ten to a page with dashed cut lines round each and crop marks.
What each may show (and put in its QR code) is decided in one place,
:func:`printing.payload.contents_for`: a trump slip holds nothing of the hands, a
curtain card only its own seat.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from reportlab.lib.units import mm

from printing.document import GREY, MIN_SIZE, Cell, Document, PrintError
from printing.event import PrintEvent
from printing.hand_records import trump_color, trump_lines
from printing.payload import curtain_card_payload, trump_slip_payload
from printing.qr import draw_qr, module_for, qr_side
from whist import SEATS, Board, Card, Seat, find_game

PAD = 3.5 * mm
SEAT_NAMES = {seat: seat.name.title() for seat in SEATS}
CURTAIN_CARD_SIZE = (89 * mm, 64 * mm)
"""A playing card's size (poker size, 2.5 x 3.5 in), lying on its long side."""
CURTAIN_CARD_GRID = (2, 4)
TRUMP_SLIP_SIZE = (85 * mm, 50 * mm)
"""Smaller than a playing card both ways, so a slip goes into a tray's pocket in front of
the hand and its top edge stands 14 mm below the cards' (``docs/paper.md``)."""
TRUMP_SLIP_GRID = (2, 5)

Progress = Callable[[int], None]


# --- trump slips ------------------------------------------------------------------------
def draw_trump_slip(
    doc: Document, cell: Cell, board: Board, event: PrintEvent, secret: bytes
) -> None:
    """A tray slip: board, dealer and trump (with a box for the suit a cut knight names),
    and a QR code with the board and trump only."""
    box = cell.inset(PAD)
    payload = trump_slip_payload(event.event_id, board, secret)
    side = qr_side(payload.text)
    module = module_for([side], box.height * 0.75)
    if module is None:  # pragma: no cover - the slip's size leaves room for any trump
        raise PrintError(f"board {board.number}: the trump slip's QR code does not fit")
    qr = side * module
    text_width = box.width - qr - 2 * mm
    y = box.top - 16
    doc.text(box.x, y, f"Board {board.number}", 16, bold=True)
    y -= 13
    doc.text(box.x, y, f"Dealer {SEAT_NAMES[board.dealer]}", 9)
    main, note = trump_lines(board.trump)
    y -= 19
    label = doc.text(box.x, y, "Trump ", 9)
    big = 17.0 if label + doc.width_of(main, 17, bold=True) <= text_width else 12.0
    doc.text(box.x + label, y, main, big, bold=True, color=trump_color(board.trump))
    for line in doc.wrap(note, 8, text_width, bold=True):
        y -= 10
        doc.text(box.x, y, line, 8, bold=True)
    pending = board.trump is None or board.trump.is_pending
    if pending:
        y -= 8 * mm
        what = "Card turned:" if board.trump is None else "Suit named:"
        words = doc.text(box.x, y + 2 * mm, what, 8, bold=True)
        c = doc.canvas
        c.saveState()
        c.setLineWidth(0.8)
        c.rect(box.x + words + 2 * mm, y, min(22 * mm, text_width - words - 2 * mm), 7 * mm)
        c.restoreState()
    doc.text(box.x, box.y + 1, doc.clip(event.name, 7, text_width), 7, color=GREY)
    draw_qr(doc.canvas, payload.text, box.right - qr + PAD / 2, box.y + (box.height - qr) / 2, qr)


def trump_slips(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """One trump slip per board, ten to a page."""
    declared = [b.number for b in event.boards if find_game(b.game).declares_trump]
    if declared:
        raise PrintError(
            f"no trump slips for Bridge Whist (boards {', '.join(map(str, declared[:8]))}"
            f"{' ...' if len(declared) > 8 else ''}): no trump card is turned; each table "
            "declares the trump, and the kiosk (or the score card) records it"
        )
    secret = event.require_secret("trump slips")
    sheet = doc.sheet("Trump slips", *TRUMP_SLIP_GRID, cell_size=TRUMP_SLIP_SIZE)
    for board in event.boards:
        draw_trump_slip(doc, sheet.next_cell(), board, event, secret)
        if progress:
            progress(1)


# --- curtain cards ----------------------------------------------------------------------
def turned_card(board: Board, seat: Seat) -> Card | None:
    """The trump card to mark on ``seat``'s curtain card: the dealer's turned (or cut)
    card, when the dealer holds it."""
    trump = board.trump
    if seat is not board.dealer or trump is None or trump.card is None:
        return None
    return trump.card if trump.card in board.deal.hand(seat) else None


def curtain_size(doc: Document, boards: Sequence[tuple[Board, Seat]], width: float) -> float:
    """The hand's type size for a page of curtain cards: the largest up to 12 pt at
    which every hand on the page fits ``width``; 7 pt (closed up) at the least."""
    size = 12.0
    while size > MIN_SIZE:
        if all(doc.hand_width(b.deal.hand(s), b.deal.pack, size) <= width for b, s in boards):
            return size
        size -= 0.25
    return MIN_SIZE


def draw_curtain_card(
    doc: Document,
    cell: Cell,
    board: Board,
    seat: Seat,
    event: PrintEvent,
    secret: bytes,
    size: float,
    module: float,
    text_width: float,
) -> None:
    """``seat``'s curtain card: its own thirteen cards only, and a QR code with them."""
    box = cell.inset(PAD)
    payload = curtain_card_payload(event.event_id, board, seat, secret)
    qr = module * qr_side(payload.text)
    y = box.top - 13
    doc.text(box.x, y, f"Board {board.number} · {SEAT_NAMES[seat]}", 13, bold=True)
    y -= 12
    turned = turned_card(board, seat)
    if seat is board.dealer:
        line = "You deal" + (f": the trump card {turned.display} is boxed" if turned else "")
    else:
        line = f"Dealer {SEAT_NAMES[board.dealer]}"
    doc.text(box.x, y, line, 8)
    doc.hand_block(
        box.x, y - 4, board.deal.hand(seat), board.deal.pack, size, text_width, mark=turned
    )
    doc.text(box.x, box.y + 1, doc.clip(event.name, 7, text_width), 7, color=GREY)
    draw_qr(doc.canvas, payload.text, box.right - qr + PAD / 2, box.y - PAD / 2, qr)


def curtain_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """Four curtain cards per board (North, East, South, West), eight to a page."""
    secret = event.require_secret("curtain cards")
    sheet = doc.sheet("Curtain cards", *CURTAIN_CARD_GRID, cell_size=CURTAIN_CARD_SIZE)
    box = Cell(0, 0, sheet.cell_width, sheet.cell_height).inset(PAD)
    cards = list(_board_seats(event))
    for start in range(0, len(cards), sheet.per_page):
        page = cards[start : start + sheet.per_page]
        sides = [qr_side(curtain_card_payload(event.event_id, b, s, secret).text) for b, s in page]
        module = module_for(sides, min(box.height, box.width * 0.45))
        if module is None:
            raise PrintError(
                f"event {event.event_id!r}: the curtain cards' QR codes do not fit a card; "
                "a shorter event id makes them smaller"
            )
        text_width = box.width - max(sides) * module - 2 * mm
        size = curtain_size(doc, page, text_width)
        for board, seat in page:
            draw_curtain_card(
                doc, sheet.next_cell(), board, seat, event, secret, size, module, text_width
            )
            if progress:
                progress(1)


def _board_seats(event: PrintEvent) -> Iterator[tuple[Board, Seat]]:
    for board in event.boards:
        for seat in SEATS:
            yield board, seat

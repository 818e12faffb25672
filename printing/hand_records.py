"""Hand records: the whole deal of a board, for after play, 1, 2, 4 or 6 to a page.

Each record is a box: a title line (board, dealer and the recorded trump, prominently),
the double-dummy line for the recorded trump when the event was analysed, then the
four hands in the compass diagram. The corners hold the double-dummy table (top left,
when the full table was computed), the book lead (bottom left) and the QR code with the
deal (bottom right); the compass in the middle holds each hand's high-card points.

The type sizes are chosen once per page (:func:`choose_layout`): the largest at which
the longest hand on the page, the corners and the QR code (modules of at least
0.6 mm) all fit. Nothing is shrunk line by line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm

from printing.document import (
    GREY,
    MIN_SIZE,
    RED,
    Cell,
    Document,
    PrintError,
    high_card_points,
)
from printing.event import BoardNotes, PrintEvent
from printing.payload import hand_record_payload
from printing.qr import MAX_MODULE, draw_qr, module_for, qr_side
from whist import SEATS, Board, Seat, Side, Suit, TrumpRecord, find_game

Progress = Callable[[int], None]

#: per-page choice -> (columns, rows) of hand records on a page
HAND_RECORD_GRIDS: dict[int, tuple[int, int]] = {1: (1, 1), 2: (1, 2), 4: (2, 2), 6: (2, 3)}
PAD = 3.5 * mm
QR_REACH = 0.4 * PAD
"""How far the QR code's quiet zone may reach into the box's padding (not the frame)."""
LARGEST = 20.0
LEADING = 1.22
SEAT_NAMES = {seat: seat.name.title() for seat in SEATS}
STRAIN_ORDER: tuple[str, ...] = ("NT", "S", "H", "D", "C")
STRAIN_LABELS = {"NT": "NT", "S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def trump_lines(trump: TrumpRecord | None) -> tuple[str, str]:
    """The trump as printed: (main line, explanation line, possibly empty).

    >>> trump_lines(TrumpRecord.parse("N"))
    ('Knight cut', 'trump named by dealer')
    >>> trump_lines(TrumpRecord.parse("C5"))
    ('♣5', '')
    >>> trump_lines(TrumpRecord.fixed(Suit.SPADES))
    ('♠ spades', 'declared trumps for the sitting: no card turned')
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
        # Mnemonic duplicate: "one suit should be declared trumps for the sitting, and no
        # trump card should be turned"
        return (
            f"{trump.suit.symbol} {trump.suit.name.lower()}",
            "declared trumps for the sitting: no card turned",
        )
    if trump.is_bishop_cut:
        return (trump.card.display, "a bishop was cut: the dealer's side scores one point")
    return (trump.card.display, "")


def short_note(trump: TrumpRecord | None) -> str:
    """The trump's explanation in a word or two, for the record's title line."""
    if trump is None or trump.card is None:
        return ""
    if trump.is_knight_cut:
        return "(named by dealer)" if trump.suit is None else "(knight cut)"
    return "(bishop cut)" if trump.is_bishop_cut else ""


def trump_color(trump: TrumpRecord | None) -> tuple[float, float, float]:
    suit = trump.suit if trump is not None else None
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else (0.0, 0.0, 0.0)


def trump_title(board: Board) -> str:
    """``Trump ♥10 (bishop cut)`` -- the recorded trump as the title line shows it; in
    Bridge Whist "No trump card is turned": ``Trump declared at the table``."""
    if find_game(board.game).declares_trump:
        return "Trump declared at the table"
    main, _ = trump_lines(board.trump)
    note = short_note(board.trump)
    return f"Trump {main}" + (f" {note}" if note else "")


#: Bridge Whist's declarations in the Table of Points' order.
DECLARATION_ORDER: tuple[str, ...] = ("S", "C", "D", "H", "NT")


def declaration_tricks(board: Board, notes: BoardNotes | None) -> dict[str, int] | None:
    """Bridge Whist: the dealer's side's double-dummy tricks for each declaration, led by
    the real leader, the dealer's left -- whichever of the dealer and his partner
    declares, the dealer plays both hands and the lead is the same: the table's row of
    declarer = the dealer (DDS leads from declarer's left)."""
    table = None if notes is None else notes.table
    if table is None or not find_game(board.game).declares_trump:
        return None
    return {strain: table[strain][board.dealer] for strain in DECLARATION_ORDER}


def dd_line(board: Board, notes: BoardNotes | None) -> str | None:
    """The recorded trump's tricks: ``Double dummy, East leads: N-S 8 · E-W 5``; in Bridge
    Whist every declaration's: ``Double dummy, East leads: N-S declaring ♠ 8 · ♣ 6 ...``;
    in Bishops whist with the points too (N-S's less E-W's): ``... · points N-S +3``, and
    for a knight cut whose suit the dealer names, N-S's tricks and points for each suit
    he may name, tricks/points: ``Double dummy N-S, East leads: ♠ 7/+3  ♥ 6/−1 ...``."""
    tricks = declaration_tricks(board, notes)
    if tricks is not None:
        side = "N-S" if board.dealer.side is Side.NS else "E-W"
        shown = " · ".join(f"{STRAIN_LABELS[s]} {n}" for s, n in tricks.items())
        return f"Double dummy, {SEAT_NAMES[board.leader]} leads: {side} declaring {shown}"
    if notes is None:
        return None
    by_trump = notes.by_trump
    if notes.tricks is None and by_trump:
        figures = "  ".join(
            f"{suit.symbol} {won}/{_signed(points)}" for suit, (won, points) in by_trump.items()
        )
        # the suits the solver gave up on (dealer.bishops_analysis), said, not left out
        missing = [suit.symbol for suit in Suit if suit not in by_trump]
        if missing and "within the limit" in str(getattr(notes, "note", "") or ""):
            figures += f"  {' '.join(missing)} not solved"
        return f"Double dummy N-S, {SEAT_NAMES[board.leader]} leads: {figures}"
    if notes.tricks is None:
        return _unsolved_line(board, notes)
    points = notes.points
    return (
        f"Double dummy, {SEAT_NAMES[board.leader]} leads: "
        f"N-S {notes.tricks[Side.NS]} · E-W {notes.tricks[Side.EW]}"
        + ("" if points is None else f" · points N-S {_signed(points)}")
    )


def _unsolved_line(board: Board, notes: BoardNotes) -> str | None:
    """A Bishops board the solver gave up on within its limit of positions: say so on
    the record rather than leave the line out, so no one takes the missing figures for
    an oversight (the dealer's analysis note names the limit: dealer.bishops_analysis)."""
    note = str(getattr(notes, "note", "") or "")
    if board.game != "bishops-whist" or "within the limit" not in note:
        return None
    return f"Double dummy, {SEAT_NAMES[board.leader]} leads: beyond the solver's limit"


def _signed(points: int) -> str:
    """``+3``, ``0``, ``−2`` (a true minus sign, as the results print it)."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def leader_table(notes: BoardNotes | None) -> dict[Seat, dict[str, int]] | None:
    """The double-dummy table by leader: leader -> strain -> tricks won by the leader's
    side. The analysis gives declarer's tricks with the lead from declarer's left, so
    the leader L's row is 13 less declarer ``L.right``'s tricks."""
    table = None if notes is None else notes.table
    if table is None:
        return None
    # A game without no trumps (duplicate whist) has the four suits alone: no column
    # for a strain no table can play.
    strains = [strain for strain in STRAIN_ORDER if strain in table]
    return {
        leader: {strain: 13 - table[strain][leader.right] for strain in strains} for leader in SEATS
    }


@dataclass(frozen=True)
class Layout:
    """Sizes for the hand records of one page (points)."""

    size: float
    note: float
    module: float
    header: float
    centred: bool
    """Hands in the middle of their rows (when the QR code leaves room), else at the top."""


def _fits(
    doc: Document,
    box: Cell,
    size: float,
    boards: Sequence[Board],
    event: PrintEvent,
    sides: Sequence[int],
) -> Layout | None:
    note = max(MIN_SIZE, 0.82 * size)
    column = box.width / 3
    gap = 2 * mm
    has_dd = any(dd_line(b, event.analysis.get(b.number)) for b in boards)
    has_table = any(leader_table(event.analysis.get(b.number)) for b in boards)
    knights = any(b.deal.pack.suitless for b in boards)
    header = size * 1.45 * 1.15 + (size * 1.75 if has_dd else 0.0)
    block = size * LEADING * (5 + (1 if knights else 0))
    row = (box.height - header) / 3
    if row < block:
        return None
    for board in boards:
        title = doc.width_of(f"Board {board.number}", size * 1.45, bold=True)
        right = doc.width_of(f"Dealer {SEAT_NAMES[board.dealer]} · ", size) + doc.width_of(
            trump_title(board), size, bold=True
        )
        if title + right + gap > box.width:
            return None
        line = dd_line(board, event.analysis.get(board.number))
        if line is not None and doc.width_of(line, size) > box.width:
            return None
        for seat in SEATS:
            label = SEAT_NAMES[seat] + (" (dealer)" if seat is board.dealer else "")
            if doc.width_of(label, size, bold=True) > column - gap:
                return None
            hand = board.deal.hand(seat)
            if size > MIN_SIZE and doc.hand_width(hand, board.deal.pack, size) > column - gap:
                return None
    if has_table:
        # the table's type: the notes' size, or less (not under 7 pt) to fit its corner
        per_point = doc.width_of("Lead", 1, bold=True) + 0.6 + 5 * 1.6
        note = min(note, (column - 2 * mm) / per_point)
        if note < MIN_SIZE or note * LEADING * 6.3 > row:
            return None
    body = box.top - header
    for centred in (True, False):
        module: float | None = MAX_MODULE
        for board, side in zip(boards, sides, strict=True):
            if not side:  # no QR code (results pages without the event's secret)
                continue
            room = _qr_room(doc, box, board, size, column, row, body, centred)
            fitted = module_for([side], room)
            module = None if fitted is None or module is None else min(module, fitted)
        if module is not None:
            return Layout(size, note, module, header, centred)
    return None


def _block_height(board: Board, seat: Seat, size: float) -> float:
    """Label and suit lines (and a knights line when the hand has knights)."""
    knights = any(card.is_knight for card in board.deal.hand(seat))
    return size * LEADING * (5 + (1 if knights else 0))


def _offset(row: float, block: float) -> float:
    """How far a hand goes down to stand in the middle of its row."""
    return max(0.0, (row - block) / 2)


def _qr_room(
    doc: Document,
    box: Cell,
    board: Board,
    size: float,
    column: float,
    row: float,
    body: float,
    centred: bool,
) -> float:
    """The side of the square free for the QR code in the bottom-right corner: right
    of South's hand, below East's, reaching into the box's padding."""
    south = board.deal.hand(Seat.SOUTH)
    label = SEAT_NAMES[Seat.SOUTH] + (" (dealer)" if board.dealer is Seat.SOUTH else "")
    south_width = max(
        doc.width_of(label, size, bold=True), doc.hand_width(south, board.deal.pack, size)
    )
    right = box.right + QR_REACH
    bottom = box.y - QR_REACH
    width = right - (box.x + column + min(south_width, column - 2 * mm) + 1.5 * mm)
    east = _block_height(board, Seat.EAST, size)
    east_bottom = body - row - east - (_offset(row, east) if centred else 0.0)
    return float(min(width, east_bottom - 1.5 * mm - bottom))


def choose_layout(
    doc: Document, cell: Cell, boards: Sequence[Board], event: PrintEvent, secret: bytes | None
) -> Layout:
    """The largest type at which every record of the page fits in ``cell``'s size."""
    box = cell.inset(PAD)
    sides = (
        [qr_side(hand_record_payload(event.event_id, b, secret).text, "L") for b in boards]
        if secret
        else [0 for _ in boards]
    )
    size = LARGEST
    while size >= MIN_SIZE:
        layout = _fits(doc, box, size, boards, event, sides)
        if layout is not None:
            return layout
        size -= 0.25
    raise PrintError(
        f"hand records of boards {', '.join(str(b.number) for b in boards)} do not fit "
        f"{len(boards)} to a page on {doc.paper.upper()}: print fewer a page (--per-page)"
    )


def draw_hand_record(
    doc: Document,
    cell: Cell,
    board: Board,
    event: PrintEvent,
    secret: bytes | None,
    layout: Layout,
    *,
    framed: bool = True,
) -> None:
    """One board's hand record in ``cell`` (with the QR code when ``secret`` is given)."""
    if framed:
        doc.frame(cell, PAD / 2)
    box = cell.inset(PAD)
    size, note = layout.size, layout.note
    column = box.width / 3
    notes = event.analysis.get(board.number)
    y = box.top - size * 1.45
    doc.text(box.x, y, f"Board {board.number}", size * 1.45, bold=True)
    trump = trump_title(board)
    x = box.right - doc.width_of(trump, size, bold=True)
    doc.text(x, y, trump, size, bold=True, color=trump_color(board.trump))
    doc.text(x, y, f"Dealer {SEAT_NAMES[board.dealer]} · ", size, align="right")
    line = dd_line(board, notes)
    if line is not None:
        doc.text(box.x, y - size * 1.4, line, size)
    row = (box.height - layout.header) / 3
    body = box.top - layout.header
    spots = {
        Seat.NORTH: (1, 0),
        Seat.WEST: (0, 1),
        Seat.EAST: (2, 1),
        Seat.SOUTH: (1, 2),
    }
    for seat, (col, row_index) in spots.items():
        left = box.x + col * column
        top = body - row_index * row
        if layout.centred:
            top -= _offset(row, _block_height(board, seat, size))
        label = SEAT_NAMES[seat] + (" (dealer)" if seat is board.dealer else "")
        doc.text(left, top - size, label, size, bold=True)
        doc.hand_block(
            left,
            top - size * LEADING,
            board.deal.hand(seat),
            board.deal.pack,
            size,
            column - 2 * mm,
        )
    _compass(doc, Cell(box.x + column, body - 2 * row, column, row), board, note)
    _table(doc, Cell(box.x, body - row, column, row), notes, note)
    _book_lead(doc, Cell(box.x, box.y, column, row), board, notes, note)
    if not secret:
        return
    payload = hand_record_payload(event.event_id, board, secret)
    side = qr_side(payload.text, "L") * layout.module
    draw_qr(doc.canvas, payload.text, box.right + QR_REACH - side, box.y - QR_REACH, side, "L")


def _compass(doc: Document, cell: Cell, board: Board, size: float) -> None:
    """The square in the middle: each hand's high-card points at its side."""
    side = min(cell.width, cell.height) * 0.72
    left = cell.x + (cell.width - side) / 2 - 1 * mm
    bottom = cell.y + (cell.height - side) / 2
    c = doc.canvas
    c.saveState()
    c.setLineWidth(0.8)
    c.setStrokeColorRGB(*GREY)
    c.rect(left, bottom, side, side)
    c.restoreState()
    middle_x = left + side / 2
    middle_y = bottom + side / 2
    hcp = {seat: str(high_card_points(board.deal.hand(seat))) for seat in SEATS}
    doc.text(middle_x, bottom + side - size * 1.2, hcp[Seat.NORTH], size, bold=True, align="center")
    doc.text(middle_x, bottom + size * 0.4, hcp[Seat.SOUTH], size, bold=True, align="center")
    doc.text(left + size * 0.3, middle_y - size * 0.35, hcp[Seat.WEST], size, bold=True)
    doc.text(
        left + side - size * 0.3,
        middle_y - size * 0.35,
        hcp[Seat.EAST],
        size,
        bold=True,
        align="right",
    )
    doc.text(middle_x, middle_y - size * 0.35, "HCP", size, align="center", color=GREY)


def _table(doc: Document, cell: Cell, notes: BoardNotes | None, size: float) -> None:
    """The double-dummy table, tricks won by the leader's side, in the top-left corner."""
    rows = leader_table(notes)
    if rows is None:
        return
    step = size * LEADING
    y = cell.top - size
    doc.text(cell.x, y, "Double dummy", size, bold=True)
    label = doc.width_of("Lead", size, bold=True) + size * 0.6
    strains = list(rows[Seat.NORTH])
    width = (cell.width - label - 2 * mm) / len(STRAIN_ORDER)
    y -= step
    doc.text(cell.x, y, "Lead", size, bold=True)
    for index, strain in enumerate(strains):
        doc.text(
            cell.x + label + (index + 0.5) * width,
            y,
            STRAIN_LABELS[strain],
            size,
            bold=True,
            align="center",
            color=RED if strain in ("H", "D") else (0.0, 0.0, 0.0),
        )
    for leader in (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST):
        y -= step
        doc.text(cell.x, y, leader.letter, size)
        for index, strain in enumerate(strains):
            doc.text(
                cell.x + label + (index + 0.5) * width,
                y,
                str(rows[leader][strain]),
                size,
                align="center",
            )


def _book_lead(
    doc: Document, cell: Cell, board: Board, notes: BoardNotes | None, size: float
) -> None:
    if notes is None or notes.book_lead is None:
        return
    lead = notes.book_lead.display if notes.book_lead.suit else "a knight"
    y = cell.y + size * 0.4
    doc.text(cell.x, y, lead, size)
    doc.text(
        cell.x, y + size * LEADING, f"Book lead ({SEAT_NAMES[board.leader]}):", size, bold=True
    )


def hand_records(
    doc: Document, event: PrintEvent, per_page: int, progress: Progress | None = None
) -> None:
    """Every board's hand record, ``per_page`` (1, 2, 4 or 6) to a page."""
    secret = event.require_secret("hand records")
    try:
        columns, rows = HAND_RECORD_GRIDS[per_page]
    except KeyError:
        raise per_page_error(per_page) from None
    sheet = doc.sheet("Hand records", columns, rows)
    shape = Cell(0, 0, sheet.cell_width, sheet.cell_height)
    boards = event.boards
    for start in range(0, len(boards), per_page):
        page = boards[start : start + per_page]
        layout = choose_layout(doc, shape, page, event, secret)
        for board in page:
            draw_hand_record(doc, sheet.next_cell(), board, event, secret, layout)
            if progress:
                progress(1)


def per_page_error(per_page: int) -> PrintError:
    choices = ", ".join(str(n) for n in HAND_RECORD_GRIDS)
    return PrintError(f"hand records come {choices} to a page, not {per_page}")

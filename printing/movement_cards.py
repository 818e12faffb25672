"""The movement's paper: guide cards, score cards and travellers.

- Guide cards: seed 000 (*Whist and Duplicate Whist*, 1897), two-table individual:
  "It is a good plan to have a card fastened at the sides of the tables showing the
  correct movement of the player: e. g., at North of Table 1 have a card reading 'To
  East at Table 2;' at East of Table 2 have a card reading 'To South at Table 1,' etc."
  One card per table and seat (per side for a pair movement); each line says, for the
  round just played, where the player or pair at that seat goes and where the boards go.
- Score cards: one per pair or player, one line per deal: round, table, seat, partner,
  opponents, with boxes for the tricks and the score ("especially arranged score
  cards" of the Howell and Safford movements).
- Travellers: one per deal, one line per meeting (every table and round the deal is
  played at), with boxes for the result.

All facts come from the :class:`scoring.movement.Movement`; nothing here re-derives who
meets whom.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reportlab.lib.units import mm

from printing.document import GREY, MIN_SIZE, Cell, Document
from printing.event import PrintEvent
from printing.hand_records import trump_color, trump_title
from scoring.movement import Movement, TableRound
from scoring.seats import PAIR_SEATS, PLAYER_SEATS

PAD = 4 * mm
GUIDE_GRID = (2, 2)
SCORE_CARD_GRID = (1, 2)
SCORE_CARD_ROWS = 30
"""More deals than this on a contestant's card and each card takes a whole page."""
SCORE_CARD_SIZE = 8.0
"""A card longer than a page holds at this size goes on in a second part."""
TRAVELLER_GRID = (2, 2)

SEAT_WORDS = {
    "north": "North",
    "east": "East",
    "south": "South",
    "west": "West",
    "ns": "North-South",
    "ew": "East-West",
}

Progress = Callable[[int], None]


def guide_positions(movement: Movement) -> tuple[tuple[int, str], ...]:
    """Every (table, seat) that holds a contestant in some round, table by table, seats
    in compass order (``north, east, south, west``, or ``ns, ew`` for a pair movement)."""
    seats = PLAYER_SEATS if movement.by_players else PAIR_SEATS
    used: set[tuple[int, str]] = set()
    for _, table_round in movement.iter_table_rounds():
        for seat in movement.seats_of(table_round):
            used.add((table_round.table, seat))
    return tuple(
        (table, seat)
        for table in range(1, movement.tables + 1)
        for seat in seats
        if (table, seat) in used
    )


def _ranges(numbers: Sequence[int]) -> str:
    """``1, 2, 3, 5`` -> ``1–3, 5``."""
    out: list[str] = []
    ordered = sorted(set(numbers))
    start = previous = ordered[0]
    for number in [*ordered[1:], None]:
        if number is not None and number == previous + 1:
            previous = number
            continue
        out.append(str(start) if start == previous else f"{start}–{previous}")
        if number is not None:
            start = previous = number
    return ", ".join(out)


def move_text(movement: Movement, table: int, seat: str, round_number: int) -> str:
    """Where the contestant at ``seat`` of ``table`` goes after ``round_number``, in the
    book's words: ``To East at Table 2``; ``Stay here``; ``Sit out round 3, then ...``;
    ``End of play``; ``—`` when the seat is empty that round."""
    table_round = _table_round(movement, round_number, table)
    if table_round is None:
        return "—"
    who = movement.seats_of(table_round).get(seat)
    if who is None:
        return "—"
    following = movement.where_next(who, round_number)
    if following is None:
        return "End of play" if round_number == movement.rounds[-1].number else "Finished"
    if following.table == table and following.seat == seat:
        words = "Stay here"
    else:
        words = f"To {SEAT_WORDS[following.seat]} at Table {following.table}"
    skipped = [r.number for r in movement.rounds if round_number < r.number < following.round]
    if skipped:
        words = f"Sit out round {_ranges(skipped)}, then {words[0].lower()}{words[1:]}"
    return words


def boards_text(movement: Movement, table: int, round_number: int) -> str:
    """Where the boards played at ``table`` in ``round_number`` go next:
    ``Boards 1–2 to Table 2``; boards played nowhere later go to the director."""
    table_round = _table_round(movement, round_number, table)
    if table_round is None or not table_round.deals:
        return "—"
    destinations: dict[int | None, list[int]] = {}
    for deal in table_round.deals:
        later = [m for m in movement.meetings(deal) if m.round > round_number]
        destinations.setdefault(later[0].table.table if later else None, []).append(deal)
    parts = []
    for destination, deals in destinations.items():
        noun = "Board" if len(deals) == 1 else "Boards"
        where = "the director" if destination is None else f"Table {destination}"
        if destination == table:
            where = "stay here"
            parts.append(f"{noun} {_ranges(deals)} {where}")
        else:
            parts.append(f"{noun} {_ranges(deals)} to {where}")
    return "; ".join(parts)


def _table_round(movement: Movement, round_number: int, table: int) -> TableRound | None:
    for rnd in movement.rounds:
        if rnd.number == round_number:
            return rnd.table(table)
    return None


LARGEST = 12.0
LINE = 1.2
"""Lines of a wrapped cell, in type sizes apart."""
ROW_PAD = 0.7
"""A row's height beyond its lines, in type sizes."""


def _columns(width: float, widths: Sequence[float]) -> list[float]:
    scale = width / sum(widths)
    return [w * scale for w in widths]


def _cell_lines(doc: Document, text: str, size: float, room: float, bold: bool) -> list[str] | None:
    """``text`` wrapped to ``room``, a number kept with the word before it ("Table 2",
    "Boards 1–4"); ``None`` when a word alone is too wide."""
    if doc.unit_width(text, bold) * size <= room:
        return [text]  # the common case, measured once per text
    tokens: list[str] = []
    for word in text.split():
        if tokens and word[:1].isdigit():
            tokens[-1] = f"{tokens[-1]} {word}"
        else:
            tokens.append(word)
    lines: list[str] = []
    for token in tokens:
        if lines and doc.width_of(f"{lines[-1]} {token}", size, bold=bold) <= room:
            lines[-1] = f"{lines[-1]} {token}"
        else:
            lines.append(token)
    lines = lines or [""]
    if any(doc.width_of(line, size, bold=bold) > room for line in lines):
        return None
    return lines


def _row_lines(
    doc: Document, row: Sequence[str], size: float, columns: Sequence[float], bold: bool
) -> int | None:
    """How many lines ``row`` needs at ``size`` (``None``: it does not fit)."""
    most = 1
    for text, width in zip(row, columns, strict=False):
        lines = _cell_lines(doc, text, size, width - 5, bold)
        if lines is None or len(lines) > 2:
            return None
        most = max(most, len(lines))
    return most


def table_height(
    doc: Document,
    width: float,
    headers: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    size: float,
) -> float | None:
    """The least height of :func:`grid_table` at ``size``, or ``None`` when a word is
    wider than its column or a cell needs more than two lines."""
    columns = _columns(width, widths)
    if any(
        doc.unit_width(text, True) * size > room - 5
        for text, room in zip(
            (word for header in headers for word in header.split()[:1]), columns, strict=False
        )
    ):
        return None
    counts = [_row_lines(doc, headers, size, columns, True)]
    counts += [_row_lines(doc, row, size, columns, False) for row in rows]
    if any(count is None for count in counts):
        return None
    return sum((count or 1) * LINE * size + ROW_PAD * size for count in counts)


def table_size(
    doc: Document,
    width: float,
    height: float,
    headers: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
) -> float:
    """The largest type (7 to :data:`LARGEST` pt) at which the heading, the header row and
    every row fit a box of ``width`` x ``height``, a cell's text wrapping to two lines at
    most. Used for every item of a section, so a page has one size per role."""
    size = LARGEST
    least = (len(rows) + 1) * (LINE + ROW_PAD)  # every row one line: the height per point
    while size > MIN_SIZE:
        if _heading_height(size) + least * size > height:
            size -= 0.25
            continue  # too tall whatever the wrapping: no need to measure
        needed = table_height(doc, width, headers, widths, rows, size)
        if needed is not None and _heading_height(size) + needed <= height:
            return size
        size -= 0.25
    return MIN_SIZE


def _heading_height(size: float) -> float:
    return size * 1.5 + size * 1.3 * 2 + size * 0.8


def grid_table(
    doc: Document,
    cell: Cell,
    top: float,
    headers: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    size: float,
) -> float:
    """Rows of text in ruled columns (``widths`` are fractions of the cell's width) at
    ``size``, a cell wrapping to two lines; the rows share the height left down to
    ``cell.y``, each up to 1.5 type sizes taller than its lines. Returns the bottom."""
    columns = _columns(cell.width, widths)
    lefts = [cell.x]
    for width in columns:
        lefts.append(lefts[-1] + width)
    body = [(list(headers), True)] + [(list(row), False) for row in rows]
    wrapped = [
        [
            _cell_lines(doc, text, size, width - 5, bold) or [text]
            for text, width in zip(row, columns, strict=False)
        ]
        for row, bold in body
    ]
    heights = [max(len(c) for c in cells) * LINE * size + ROW_PAD * size for cells in wrapped]
    spare = (top - cell.y) - sum(heights)
    extra = max(0.0, min(1.5 * size, spare / len(heights))) if heights else 0.0
    heights = [h + extra for h in heights]
    c = doc.canvas
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColorRGB(*GREY)
    y = top
    c.line(cell.x, y, cell.right, y)
    for h in heights:
        y -= h
        c.line(cell.x, y, cell.right, y)
    for left in lefts:
        c.line(left, top, left, y)
    c.restoreState()
    y = top
    for (_, bold), cells, h in zip(body, wrapped, heights, strict=True):
        lines = max(len(c) for c in cells)
        first = y - (h - lines * LINE * size) / 2 - size * 0.95
        for index, texts in enumerate(cells):
            for number, text in enumerate(texts):
                doc.text(lefts[index] + 2.5, first - number * LINE * size, text, size, bold=bold)
        y -= h
    return y


def _heading(doc: Document, box: Cell, title: str, subtitle: str, size: float) -> float:
    """Title and a subtitle of up to two lines; returns where the table starts."""
    y = box.top - size * 1.5
    doc.text(box.x, y, doc.clip(title, size * 1.5, box.width, bold=True), size * 1.5, bold=True)
    small = max(MIN_SIZE, size * 0.85)
    lines = doc.wrap(subtitle, small, box.width)
    if len(lines) > 2:
        lines = [lines[0], doc.clip(" ".join(lines[1:]), small, box.width)]
    for line in lines:
        y -= size * 1.3
        doc.text(box.x, y, line, small, color=GREY)
    return box.top - _heading_height(size)


def _frame(doc: Document, cell: Cell) -> None:
    doc.frame(cell, PAD / 2)


def _who(movement: Movement) -> str:
    return "Player" if movement.by_players else "Pair"


# --- guide cards -------------------------------------------------------------------
GUIDE_HEADERS = ("Round", "Boards", "Then go", "Boards go")
GUIDE_WIDTHS = (0.95, 1.0, 2.0, 2.05)


def guide_rows(movement: Movement, table: int, seat: str) -> list[tuple[str, ...]]:
    rows: list[tuple[str, ...]] = []
    for rnd in movement.rounds:
        table_round = rnd.table(table)
        deals = _ranges(table_round.deals) if table_round and table_round.deals else "—"
        rows.append(
            (
                str(rnd.number),
                deals,
                move_text(movement, table, seat, rnd.number),
                boards_text(movement, table, rnd.number),
            )
        )
    return rows


def draw_guide_card(
    doc: Document,
    cell: Cell,
    movement: Movement,
    table: int,
    seat: str,
    event: PrintEvent,
    size: float,
) -> None:
    """The card fastened at ``seat`` of ``table``: after each round, where the player
    (or pair) sitting there goes, and where the boards go."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    who = "the player" if movement.by_players else "the pair"
    top = _heading(
        doc,
        box,
        f"Table {table} · {SEAT_WORDS[seat]}",
        f"{event.name} — {movement.name}: after each round {who} here moves as shown",
        size,
    )
    rows = guide_rows(movement, table, seat)
    grid_table(doc, box, top, GUIDE_HEADERS, GUIDE_WIDTHS, rows, size)


def guide_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A guide card for every table and seat of the movement, four to a page."""
    movement = event.require_movement("guide cards")
    sheet = doc.sheet("Guide cards", *GUIDE_GRID)
    box = Cell(0, 0, sheet.cell_width, sheet.cell_height).inset(PAD)
    positions = guide_positions(movement)
    size = min(
        (
            table_size(
                doc, box.width, box.height, GUIDE_HEADERS, GUIDE_WIDTHS, guide_rows(movement, t, s)
            )
            for t, s in positions
        ),
        default=LARGEST,
    )
    for table, seat in positions:
        draw_guide_card(doc, sheet.next_cell(), movement, table, seat, event, size)
        if progress:
            progress(1)


# --- score cards -------------------------------------------------------------------
def score_rows(
    movement: Movement, contestant: int
) -> tuple[tuple[str, ...], tuple[float, ...], list[tuple[str, ...]]]:
    rows: list[tuple[str, ...]] = []
    for line in movement.contestant_card(contestant):
        opponents = " & ".join(str(o) for o in line.opponents) or "—"
        partner = "" if line.partner is None else str(line.partner)
        first = (str(line.round), str(line.table), SEAT_WORDS[line.seat], partner, opponents)
        for index, deal in enumerate(line.deals):
            shown = first if index == 0 else ("",) * len(first)
            rows.append((*shown, str(deal), "", ""))
    headers: tuple[str, ...] = (
        "Round",
        "Table",
        "Seat",
        "Partner",
        "Opponents",
        "Board",
        "Tricks",
        "Score",
    )
    widths: tuple[float, ...] = (0.8, 0.8, 1.5, 1.0, 1.4, 0.8, 1.0, 1.0)
    if not movement.by_players:
        headers = headers[:3] + headers[4:]
        widths = widths[:3] + widths[4:]
        rows = [row[:3] + row[4:] for row in rows]
    return headers, widths, rows


def draw_score_card(
    doc: Document,
    cell: Cell,
    movement: Movement,
    contestant: int,
    event: PrintEvent,
    size: float,
    part: tuple[int, int, int, int] | None = None,
) -> None:
    """One pair's or player's card: a line per deal, with boxes for tricks and score.
    ``part`` (first row, end row, part number, parts) for a card longer than a page."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    team = movement.teams().get(contestant)
    title = f"{_who(movement)} {contestant}" + (f" (team {team})" if team else "")
    headers, widths, rows = score_rows(movement, contestant)
    if part is not None:
        first, end, number, parts = part
        title += f" ({number}/{parts})" if parts > 1 else ""
        rows = rows[first:end]
    top = _heading(doc, box, title, f"{event.name} — {movement.name}: score card", size)
    grid_table(doc, box, top, headers, widths, rows, size)


def _score_parts(rows: int, per_part: int) -> list[tuple[int, int, int, int]]:
    """(first row, end row, number, parts) of a card of ``rows`` lines."""
    starts = range(0, max(rows, 1), per_part)
    return [
        (start, min(start + per_part, rows), index + 1, len(starts))
        for index, start in enumerate(starts)
    ]


def score_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A score card per contestant of the movement, two to a page (a page each when a
    card has more than :data:`SCORE_CARD_ROWS` deals, and more pages when it has more
    deals than a page holds at :data:`SCORE_CARD_SIZE`)."""
    movement = event.require_movement("score cards")
    cards = {c: score_rows(movement, c) for c in movement.contestants()}
    longest = max((len(rows) for _, _, rows in cards.values()), default=0)
    grid = SCORE_CARD_GRID if longest <= SCORE_CARD_ROWS else (1, 1)
    sheet = doc.sheet("Score cards", *grid)
    box = Cell(0, 0, sheet.cell_width, sheet.cell_height).inset(PAD)
    per_part = max(
        1,
        int((box.height - _heading_height(SCORE_CARD_SIZE)) // (SCORE_CARD_SIZE * (LINE + ROW_PAD)))
        - 1,
    )
    size = min(
        (
            table_size(doc, box.width, box.height, headers, widths, rows[:per_part])
            for headers, widths, rows in cards.values()
        ),
        default=LARGEST,
    )
    for contestant, (_, _, rows) in cards.items():
        for part in _score_parts(len(rows), per_part):
            draw_score_card(doc, sheet.next_cell(), movement, contestant, event, size, part)
        if progress:
            progress(1)


# --- travellers --------------------------------------------------------------------
def traveller_rows(
    movement: Movement, deal: int
) -> tuple[tuple[str, ...], tuple[float, ...], list[tuple[str, ...]]]:
    rows = []
    for meeting in movement.meetings(deal):
        table_round = meeting.table
        if movement.by_players:
            seats = [
                str(getattr(table_round, s) or "—") for s in ("north", "south", "east", "west")
            ]
        else:
            seats = [str(table_round.ns or "—"), str(table_round.ew or "—")]
        rows.append((str(meeting.round), str(table_round.table), *seats, "", "", ""))
    if movement.by_players:
        headers: tuple[str, ...] = ("Rd", "Table", "N", "S", "E", "W", "N-S", "E-W", "Score")
        widths: tuple[float, ...] = (0.7, 0.9, 0.6, 0.6, 0.6, 0.6, 0.8, 0.8, 1.0)
    else:
        headers = ("Round", "Table", "N-S pair", "E-W pair", "N-S tricks", "E-W tricks", "Score")
        widths = (1.0, 1.0, 1.0, 1.0, 1.05, 1.05, 1.0)
    return headers, widths, rows


def draw_traveller(
    doc: Document, cell: Cell, movement: Movement, deal: int, event: PrintEvent, size: float
) -> None:
    """The traveller of ``deal``: one line per meeting, boxes for the result. It travels
    with the board, so it shows nothing of the hands; the trump is on it (it is face up
    on the table and on the trump slip)."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    board = event.board(deal)
    details = ""
    if board is not None:
        details = f" · dealer {board.dealer.name.title()} · {trump_title(board)}"
    title = f"Board {deal} · traveller"
    top = _heading(doc, box, title, f"{event.name} — {movement.name}{details}", size)
    if board is not None:
        trump = trump_title(board)
        room = box.width - doc.width_of(title, size * 1.5, bold=True) - 4 * mm
        if doc.width_of(trump, size * 1.3, bold=True) <= room:
            doc.text(
                box.right,
                box.top - size * 1.5,
                trump,
                size * 1.3,
                bold=True,
                align="right",
                color=trump_color(board.trump),
            )
    headers, widths, rows = traveller_rows(movement, deal)
    grid_table(doc, box, top, headers, widths, rows, size)


def travellers(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A traveller per deal of the movement, four to a page."""
    movement = event.require_movement("travellers")
    sheet = doc.sheet("Travellers", *TRAVELLER_GRID)
    box = Cell(0, 0, sheet.cell_width, sheet.cell_height).inset(PAD)
    size = min(
        (
            table_size(doc, box.width, box.height, *traveller_rows(movement, d))
            for d in movement.all_deals()
        ),
        default=LARGEST,
    )
    for deal in movement.all_deals():
        draw_traveller(doc, sheet.next_cell(), movement, deal, event, size)
        if progress:
            progress(1)

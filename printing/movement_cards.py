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

from printing.document import GREY, Cell, Document, fit_size
from printing.event import PrintEvent
from scoring.movement import Movement, TableRound
from scoring.seats import PAIR_SEATS, PLAYER_SEATS

PAD = 4 * mm
GUIDE_GRID = (2, 2)
SCORE_CARD_GRID = (1, 2)
SCORE_CARD_ROWS = 30
"""More deals than this on a contestant's card and each card takes a whole page."""
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


def _grid_table(
    doc: Document,
    cell: Cell,
    top: float,
    headers: Sequence[str],
    widths: Sequence[float],
    rows: Sequence[Sequence[str]],
    size: float,
) -> None:
    """Rows of text in ruled columns (``widths`` are fractions of the cell's width)."""
    scale = cell.width / sum(widths)
    lefts = [cell.x]
    for width in widths:
        lefts.append(lefts[-1] + width * scale)
    row_height = min(size * 1.9, (top - cell.y) / (len(rows) + 1))
    text_size = min(size, row_height / 1.5)
    c = doc.canvas
    y = top
    c.saveState()
    c.setLineWidth(0.5)
    c.setStrokeColorRGB(*GREY)
    bottom = top - row_height * (len(rows) + 1)
    for index in range(len(rows) + 2):
        c.line(cell.x, top - index * row_height, cell.right, top - index * row_height)
    for left in lefts:
        c.line(left, top, left, bottom)
    c.restoreState()
    header_size = min(
        fit_size(header, doc.fonts.bold, text_size, lefts[index + 1] - lefts[index] - 4)
        for index, header in enumerate(headers)
    )
    for index, header in enumerate(headers):
        doc.text(lefts[index] + 2, y - row_height * 0.68, header, header_size, bold=True)
    for row in rows:
        y -= row_height
        for index, value in enumerate(row):
            doc.text(
                lefts[index] + 2,
                y - row_height * 0.68,
                value,
                text_size,
                max_width=lefts[index + 1] - lefts[index] - 4,
            )


def _heading(doc: Document, box: Cell, title: str, subtitle: str, size: float) -> float:
    y = box.top - size * 1.5
    doc.text(box.x, y, title, size * 1.5, bold=True, max_width=box.width)
    y -= size * 1.4
    doc.text(box.x, y, subtitle, size * 0.85, max_width=box.width, color=GREY)
    return y - size * 0.8


def _frame(doc: Document, cell: Cell) -> None:
    c = doc.canvas
    c.saveState()
    c.setLineWidth(0.6)
    c.setStrokeColorRGB(*GREY)
    c.rect(cell.x + PAD / 2, cell.y + PAD / 2, cell.width - PAD, cell.height - PAD)
    c.restoreState()


def _who(movement: Movement) -> str:
    return "Player" if movement.by_players else "Pair"


# --- guide cards -------------------------------------------------------------------
def draw_guide_card(
    doc: Document, cell: Cell, movement: Movement, table: int, seat: str, event: PrintEvent
) -> None:
    """The card fastened at ``seat`` of ``table``: after each round, where the player
    (or pair) sitting there goes, and where the boards go."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    size = min(box.width / 26, 10.0)
    who = "the player" if movement.by_players else "the pair"
    top = _heading(
        doc,
        box,
        f"Table {table} · {SEAT_WORDS[seat]}",
        f"{event.name} — {movement.name}: after each round {who} here moves as shown",
        size,
    )
    rows = []
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
    _grid_table(
        doc,
        Cell(box.x, box.y, box.width, box.height),
        top,
        ("Round", "Boards", "Then go", "Boards go"),
        (0.6, 0.9, 2.2, 2.2),
        rows,
        size,
    )


def guide_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A guide card for every table and seat of the movement, four to a page."""
    movement = event.require_movement("guide cards")
    sheet = doc.sheet("Guide cards", *GUIDE_GRID)
    for table, seat in guide_positions(movement):
        draw_guide_card(doc, sheet.next_cell(), movement, table, seat, event)
        if progress:
            progress(1)


# --- score cards -------------------------------------------------------------------
def draw_score_card(
    doc: Document, cell: Cell, movement: Movement, contestant: int, event: PrintEvent
) -> None:
    """One pair's or player's card: a line per deal, with boxes for tricks and score."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    size = min(box.width / 45, 10.0)
    team = movement.teams().get(contestant)
    title = f"{_who(movement)} {contestant}" + (f" (team {team})" if team else "")
    top = _heading(doc, box, title, f"{event.name} — {movement.name}: score card", size)
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
    _grid_table(doc, box, top, headers, widths, rows, size)


def score_cards(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A score card per contestant of the movement, two to a page (one when a card has
    more than :data:`SCORE_CARD_ROWS` deals)."""
    movement = event.require_movement("score cards")
    longest = max(
        (
            sum(len(line.deals) for line in movement.contestant_card(c))
            for c in movement.contestants()
        ),
        default=0,
    )
    grid = SCORE_CARD_GRID if longest <= SCORE_CARD_ROWS else (1, 1)
    sheet = doc.sheet("Score cards", *grid)
    for contestant in movement.contestants():
        draw_score_card(doc, sheet.next_cell(), movement, contestant, event)
        if progress:
            progress(1)


# --- travellers --------------------------------------------------------------------
def draw_traveller(
    doc: Document, cell: Cell, movement: Movement, deal: int, event: PrintEvent
) -> None:
    """The traveller of ``deal``: one line per meeting, boxes for the result. It travels
    with the board, so it shows nothing of the hands."""
    _frame(doc, cell)
    box = cell.inset(PAD)
    size = min(box.width / 26, 10.0)
    board = event.board(deal)
    dealer = f" · dealer {board.dealer.name.title()}" if board is not None else ""
    top = _heading(
        doc, box, f"Board {deal} · traveller", f"{event.name} — {movement.name}{dealer}", size
    )
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
        widths: tuple[float, ...] = (0.6, 0.8, 0.6, 0.6, 0.6, 0.6, 0.9, 0.9, 1.1)
    else:
        headers = ("Round", "Table", "N-S pair", "E-W pair", "N-S tricks", "E-W tricks", "Score")
        widths = (0.8, 0.8, 1.0, 1.0, 1.1, 1.1, 1.1)
    _grid_table(doc, box, top, headers, widths, rows, size)


def travellers(doc: Document, event: PrintEvent, progress: Progress | None = None) -> None:
    """A traveller per deal of the movement, four to a page."""
    movement = event.require_movement("travellers")
    sheet = doc.sheet("Travellers", *TRAVELLER_GRID)
    for deal in movement.all_deals():
        draw_traveller(doc, sheet.next_cell(), movement, deal, event)
        if progress:
            progress(1)

"""The analysis of the evening's play on paper: the evening per player and per pair, then
each table's play of each board with a small diagram of every card that cost.

Plain data in (the JSON of ``whist analyse-play --json``: docs in
:mod:`whistcli.analyse_play`), PDF bytes out; printing imports no ``dealer``. A diagram
shows the four hands as they were when the card was played (the cards still held), the
trick on the table so far, the card played in red with the values before and after it,
and the cards that would have kept the value.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from printing.document import BLACK, GREY, MARGIN, RED
from printing.fonts import register_fonts
from whist import SUITS, Card, Deal, Seat, Suit

SIZE = 7.5
LINE = 8.6
CELL_W = (A4[0] - 2 * MARGIN) / 3
CELL_H = 48 * mm
_SEAT = {"N": "North", "E": "East", "S": "South", "W": "West"}
_RED_SUITS = {Suit.HEARTS, Suit.DIAMONDS}


def _suit(letter: str) -> str:
    return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}.get(letter, letter)


def _card(text: str) -> str:
    if text == "N":
        return "Kt"  # a pipeless knight of the Bishops pack
    return _suit(text[:1]) + text[1:]


def _value(n: object, unit: str) -> str:
    """A points value is a difference, signed with a true minus (``+2``, ``0``, ``−1``)."""
    if unit != "points" or not isinstance(n, int) or n == 0:
        return str(n)
    return f"+{n}" if n > 0 else f"−{-n}"


class _Pages:
    """A canvas with a cursor that starts a new page when the next block does not fit."""

    def __init__(self, title: str) -> None:
        self.buffer = io.BytesIO()
        self.fonts = register_fonts()
        self.canvas = Canvas(self.buffer, pagesize=A4)
        self.canvas.setTitle(title)
        self.title = title
        self.page = 0
        self.y = 0.0
        self._start()

    def _start(self) -> None:
        self.page += 1
        self.y = A4[1] - MARGIN
        self.canvas.setFont(self.fonts.regular, 7)
        self.canvas.setFillColorRGB(*GREY)
        self.canvas.drawRightString(A4[0] - MARGIN, MARGIN / 2, f"{self.title} · page {self.page}")
        self.canvas.setFillColorRGB(*BLACK)

    def need(self, height: float) -> None:
        if self.y - height < MARGIN:
            self.canvas.showPage()
            self._start()

    def line(self, text: str, *, size: float = SIZE, bold: bool = False, x: float = MARGIN) -> None:
        self.need(size * 1.3)
        self.y -= size * 1.3
        self.canvas.setFont(self.fonts.bold if bold else self.fonts.regular, size)
        self.canvas.drawString(x, self.y, text)

    def finish(self) -> bytes:
        self.canvas.save()
        return self.buffer.getvalue()


def render_play_review(data: Mapping[str, Any]) -> bytes:
    """The PDF of ``data`` (``whist analyse-play --json``)."""
    pages = _Pages("Every card analysed double dummy")
    unit = str(data.get("unit", "tricks"))
    pages.line("Every card analysed double dummy", size=13, bold=True)
    pages.line(
        f"{data.get('source', '')} · values are North-South's {unit} with every card seen; "
        "a card costs what its side's value fell by",
        size=8,
    )
    if unit == "points":
        pages.line(
            "Bishops whist: a value is North-South's points less East-West's, best play on "
            "both sides:",
            size=8,
        )
        pages.line(
            "a point for each trick over six, two for each bishop among a side's tricks; "
            "the tricks are North-South's playing for tricks alone",
            size=8,
        )
    for title, key in (("Players", "players"), ("Pairs", "pairs")):
        book = data.get("summary", {}).get(key, {})
        if not book:
            continue
        pages.y -= 4
        pages.line(
            f"{title}: boards, cards analysed, cards that cost, {unit} given away", bold=True
        )
        for name, t in book.items():
            pages.line(name, x=MARGIN + 2 * mm)
            for i, field in enumerate(("boards", "cards", "costly", "lost")):
                pages.canvas.drawRightString(MARGIN + (60 + 16 * i) * mm, pages.y, str(t[field]))
    for line in data.get("skipped", ()):
        pages.line(f"not analysed: {line}", size=7)
    for review in data.get("reviews", ()):
        _board(pages, review, unit)
    return pages.finish()


def _board(pages: _Pages, r: Mapping[str, Any], unit: str) -> None:
    costly = [c for c in r["cards"] if c["cost"] > 0]
    pages.need(3 * SIZE * 1.3 + (CELL_H if costly else 0))
    pages.y -= 6
    where = f"table {r['table']}" if r.get("table") is not None else "the record"
    seats = r.get("seats", {})
    who = (
        f", pair {seats['ns']} N-S v pair {seats['ew']} E-W"
        if "ns" in seats and "ew" in seats
        else ""
    )
    trump = _suit(r["trump_suit"]) or "no trumps"
    pages.line(f"Board {r['board']}, {where}{who}; trumps {trump}", size=9, bold=True)
    lost = ", ".join(f"{_SEAT.get(s, s)} {n}" for s, n in r["lost_by_seat"].items())
    took = f"N-S took {r['result'].get('NS', '?')} tricks. Given away: {lost}"
    if r.get("start") is not None:
        tricks = f" ({r['start_tricks']} tricks)" if r.get("start_tricks") is not None else ""
        pages.line(
            f"double dummy at the start: N-S {_value(r['start'], unit)} {unit}{tricks}; {took}"
        )
    elif r["cards"]:
        pages.line(took)
    unsolved = [c for c in r["cards"] if c["before"] is None or c["after"] is None]
    if unsolved:
        pages.line(
            f"{len(unsolved)} of {len(r['cards'])} cards without a value: {unsolved[0]['note']}"
        )
    if r.get("note"):
        pages.line(str(r["note"]))
    deal = Deal.parse(str(r["deal"]))
    played = [(Seat.parse(p["seat"]), Card.parse(p["card"])) for p in r["played"]]
    for i, c in enumerate(costly):
        column = i % 3
        if column == 0:
            pages.need(CELL_H)
            pages.y -= CELL_H
        _diagram(pages, MARGIN + column * CELL_W, pages.y, deal, played, c, unit)


def _diagram(
    pages: _Pages,
    x: float,
    y: float,
    deal: Deal,
    played: Sequence[tuple[Seat, Card]],
    c: Mapping[str, Any],
    unit: str,
) -> None:
    """The position before card ``c`` in a cell whose bottom-left corner is (x, y)."""
    canvas, fonts = pages.canvas, pages.fonts
    before = played[: int(c["number"]) - 1]
    trick = before[len(before) - len(before) % 4 :]
    top = y + CELL_H - 4.5 * mm
    seat = Seat.parse(c["seat"])
    canvas.setStrokeColorRGB(*GREY)
    canvas.rect(x + 1 * mm, y + 1 * mm, CELL_W - 2 * mm, CELL_H - 2 * mm)
    canvas.setFont(fonts.bold, SIZE)
    better_cards = [_card(b) for b in c["better"]]
    # the cell is narrow: two of the cards that kept the value, then an ellipsis
    better = ", ".join(better_cards[:2]) + (", …" if len(better_cards) > 2 else "")
    canvas.drawString(
        x + 2.5 * mm,
        top,
        f"Trick {c['trick']}: {_SEAT[c['seat']]} {_card(c['card'])} cost {c['cost']}; "
        f"kept it: {better or '?'}",
    )
    canvas.setFont(fonts.regular, SIZE)
    tricks = (
        f", tricks {c['tricks_before']} → {c['tricks_after']}"
        if c.get("tricks_before") is not None and c.get("tricks_after") is not None
        else ""
    )
    canvas.drawString(
        x + 2.5 * mm,
        top - LINE,
        f"N-S {_value(c['before'], unit)} → {_value(c['after'], unit)} {unit}{tricks}",
    )
    hand_top = top - 2.2 * LINE
    third = (CELL_W - 4 * mm) / 3
    spots = {
        Seat.NORTH: (x + 2 * mm + third, hand_top),
        Seat.WEST: (x + 2.5 * mm, hand_top - 3.4 * LINE),
        Seat.EAST: (x + 2 * mm + 2 * third + 2 * mm, hand_top - 3.4 * LINE),
        Seat.SOUTH: (x + 2 * mm + third, hand_top - 6.8 * LINE),
    }
    for s, (hx, hy) in spots.items():
        held = list(deal.hand(s))
        for who, card in before:  # one at a time: the four knights are alike
            if who is s:
                held.remove(card)
        canvas.setFont(fonts.bold if s is seat else fonts.regular, SIZE - 1)
        canvas.setFillColorRGB(*BLACK)
        canvas.drawString(hx, hy, s.name.title())
        for row, suit in enumerate(SUITS):
            ranks = "".join(
                card.rank.value if card.rank is not None else str(card)
                for card in held
                if card.suit is suit
            )
            canvas.setFillColorRGB(*(RED if suit in _RED_SUITS else BLACK))
            canvas.drawString(
                hx, hy - (row + 1) * (LINE - 1.2), f"{_suit(str(suit))} {ranks or '–'}"
            )
        knights = sum(1 for card in held if card.suit is None)
        if knights:  # Bishops whist's pipeless knights, under the four suits
            canvas.setFillColorRGB(*BLACK)
            canvas.drawString(hx, hy - 5 * (LINE - 1.2), "Kt " * knights)
    # the trick so far in the middle, the card played last in red
    cx, cy = x + CELL_W / 2, hand_top - 5.1 * LINE
    canvas.setFont(fonts.regular, SIZE)
    offsets = {
        Seat.NORTH: (0, 6),
        Seat.SOUTH: (0, -7),
        Seat.WEST: (-14, -0.5),
        Seat.EAST: (14, -0.5),
    }
    for s, card in trick:
        dx, dy = offsets[s]
        canvas.setFillColorRGB(*BLACK)
        canvas.drawCentredString(cx + dx, cy + dy, _card(str(card)))
    dx, dy = offsets[seat]
    canvas.setFillColorRGB(*RED)
    canvas.setFont(fonts.bold, SIZE)
    canvas.drawCentredString(cx + dx, cy + dy, _card(str(c["card"])))
    canvas.setFillColorRGB(*BLACK)

"""Exports: the play of every board at every table as PBN (with ``[Play]``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dealer.formats.pbn import PbnRecord, dumps, record_from_board
from whist import SEATS, Seat

if TYPE_CHECKING:
    from kiosk.context import Kiosk


def pbn_export(kiosk: Kiosk) -> str:
    """One PBN record per board played at a table, with its ``[Play]`` section (each line
    a trick, columns from the opening leader; PBN 2.1 section 3.6)."""
    evening = kiosk.evening
    records: list[PbnRecord] = []
    with evening.lock:
        evening.catch_up()
        for number, state in sorted(evening.tables.items()):
            for _, run in sorted(state.runs.items()):
                extra = [
                    ("Event", kiosk.event.name),
                    ("Table", str(number)),
                    ("Round", str(run.round)),
                ]
                for seat, who in evening.seats_of(number, run.round).items():
                    extra.append((f"Whist{seat.upper()}", str(who)))
                play = run.play
                board = run.board
                if play is not None and board.trump is None:
                    board = replace(board, trump=play.trump)
                record = record_from_board(board, extra)
                if play is not None and (play.tricks or play.current_trick):
                    first = play.first_leader
                    order: list[Seat] = [first.rotated(i) for i in range(len(SEATS))]
                    lines = []
                    tricks = [t.cards for t in play.tricks]
                    if play.current_trick:
                        tricks.append(play.current_trick)
                    for cards in tricks:
                        by_seat = {p.seat: str(p.card) for p in cards}
                        lines.append(" ".join(by_seat.get(s, "-") for s in order))
                    record = PbnRecord(
                        (*record.tags, ("Play", first.letter)),
                        {**dict(record.sections), "Play": tuple(lines)},
                    )
                records.append(record)
    return dumps(records)

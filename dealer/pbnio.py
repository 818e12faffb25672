"""The event's hand record in PBN (``boards.pbn``), through :mod:`dealer.formats.pbn`.

Our tags on top of the engine's ``[WhistGame]`` and ``[WhistTrump]``:

- ``[WhistDoubleDummy "NS 7 EW 6"]``: tricks each side takes double dummy with the
  recorded trump, the opening lead from the dealer's left (law 13).
- ``[WhistBookLead "SA"]``: the American lead of the opening leader (seed 000, "American
  Leads"), see :mod:`dealer.leads`.
- ``[DoubleDummyTricks "..."]`` (PBN 2.1's own tag) when the full table was asked for:
  20 hex digits, declarer N, S, E, W, within each NT, S, H, D, C.
- ``[WhistAnalysisNote "..."]``: why analysis is missing (e.g. no double-dummy analysis
  for Bishops whist yet).
"""

from __future__ import annotations

import os

from dealer.event import BoardAnalysis, Event
from dealer.formats import pbn
from fileio import read_bytes
from whist import Board, Card

TAG_DOUBLE_DUMMY = "WhistDoubleDummy"
TAG_BOOK_LEAD = "WhistBookLead"
TAG_TABLE = "DoubleDummyTricks"
TAG_NOTE = "WhistAnalysisNote"


def analysis_tags(analysis: BoardAnalysis | None) -> tuple[tuple[str, str], ...]:
    """The PBN tags that carry one board's analysis."""
    if analysis is None:
        return ()
    tags: list[tuple[str, str]] = []
    if analysis.tricks_text is not None:
        tags.append((TAG_DOUBLE_DUMMY, analysis.tricks_text))
    if analysis.book_lead is not None:
        tags.append((TAG_BOOK_LEAD, str(analysis.book_lead)))
    if analysis.table_text is not None:
        tags.append((TAG_TABLE, analysis.table_text))
    if analysis.note is not None:
        tags.append((TAG_NOTE, analysis.note))
    return tuple(tags)


def analysis_from_record(record: pbn.PbnRecord) -> BoardAnalysis | None:
    """The inverse of :func:`analysis_tags`: a record's analysis, if it has any."""
    get = record.get
    dd, lead, table, note = (get(t) for t in (TAG_DOUBLE_DUMMY, TAG_BOOK_LEAD, TAG_TABLE, TAG_NOTE))
    if dd is None and lead is None and table is None and note is None:
        return None
    return BoardAnalysis(
        tricks=BoardAnalysis.parse_tricks(dd) if dd else None,
        book_lead=Card.parse(lead) if lead else None,
        table=BoardAnalysis.parse_table(table) if table else None,
        note=note,
    )


def event_to_pbn(event: Event) -> str:
    """The whole event as PBN text, one record per board with its analysis tags."""
    records = [
        pbn.record_from_board(
            board,
            extra_tags=(
                ("Event", event.name or event.event_id),
                *analysis_tags(event.analysis.get(board.number)),
            ),
        )
        for board in event.boards
    ]
    return pbn.dumps(records)


def boards_from_pbn(path: str | os.PathLike[str]) -> list[Board]:
    """The boards of a PBN file (records without a deal are skipped: PBN allows them)."""
    return pbn.boards_from_pbn(pbn.decode(read_bytes(path)), str(path))

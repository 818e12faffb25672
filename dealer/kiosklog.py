"""The play of every table read back from the kiosk's log, for the analysis afterwards.

The kiosk keeps the evening in an append-only log (``kiosk_log``: one row per action, on
SQLite or PostgreSQL; :mod:`kiosk.store`). Nothing imports ``kiosk`` (docs/architecture.md),
so this reader takes the rows as the database holds them -- read only -- and replays the
ones that make the play on the engine (:class:`whist.Play`), in the order they were
written, as the kiosk's table procedure does:

- ``seats`` -- the contestants of the table's round (``{"ns": 3, "ew": 5}``);
- ``board`` -- a board taken to the table (played again from the start when the
  director reopens it); its play begins with the board's trump when the event has it;
- ``trump`` -- the trump card turned at the table (law (d));
- ``action`` -- an action of the engine's notation (:mod:`whist.notation`), a card played
  (without a seat: the seat in turn) or any other;
- ``undo`` -- the last action taken back;
- ``confirm`` and ``adjust`` -- the board is scored (the adjusted score is the director's).

Every row in the log was accepted by the kiosk when it was written, so the engine takes
them again; a row it refuses now (a log written by another version, a damaged row) ends
that table-board's play with a note rather than the whole reading.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text
from sqlalchemy.exc import SQLAlchemyError

from whist import Board, IllegalPlayError, LawError, Play, TrumpRecord
from whist.notation import ActionFormatError, decode_action

#: the kiosk's database file in an event folder (dealer.kioskdb.DATABASE)
DATABASE = "kiosk.sqlite3"


class KioskLogError(ValueError):
    """The log cannot be read (no database, not a kiosk's, unreachable)."""


@dataclass
class TablePlay:
    """One table's play of one board, as the log has it."""

    table: int
    board: int
    round: int | None
    seats: dict[str, int]
    play: Play | None  # None: no trump recorded yet (no card can have been played)
    scored: bool = False
    adjusted: str = ""  # the director's adjusted score, if any
    problems: list[str] = field(default_factory=list)


def log_url(source: str | Path) -> str:
    """The database URL of ``source``: an event folder (its ``kiosk.sqlite3``), an SQLite
    file, or an SQLAlchemy URL (``postgresql://...``)."""
    text_source = str(source)
    if "://" in text_source:
        return text_source
    path = Path(source)
    if path.is_dir():
        path = path / DATABASE
    if not path.is_file():
        raise KioskLogError(
            f"{path}: no kiosk database here. Give the event folder the kiosk ran in (its "
            "kiosk.sqlite3), the database file, or the kiosk's --db URL"
        )
    return f"sqlite:///file:{path.resolve()}?mode=ro&uri=true"


def read_rows(url: str) -> list[dict[str, Any]]:
    """The log's rows in the order they were written (read only)."""
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            rows = connection.execute(
                text(
                    "SELECT id, stream, round, board, kind, data, actor FROM kiosk_log ORDER BY id"
                )
            ).all()
    except SQLAlchemyError as exc:
        where = engine.url.render_as_string(hide_password=True)
        raise KioskLogError(
            f"{where} is not a readable kiosk log ({str(exc).splitlines()[0]}): give the "
            "database `whist kiosk` kept for this event"
        ) from exc
    finally:
        engine.dispose()
    out = []
    for row in rows:
        mapping = dict(row._mapping)
        try:
            mapping["data"] = json.loads(mapping["data"] or "{}")
        except ValueError:
            mapping["data"] = {}
        out.append(mapping)
    return out


def replay_log(rows: Sequence[Mapping[str, Any]], boards: Sequence[Board]) -> list[TablePlay]:
    """Every table-board's play the rows record, by table then in the order played."""
    by_number = {b.number: b for b in boards}
    seats: dict[int, dict[str, int]] = {}
    current: dict[int, TablePlay] = {}
    found: dict[tuple[int, int], TablePlay] = {}
    for row in rows:
        table, kind, data = int(row["stream"]), str(row["kind"]), row["data"]
        if not isinstance(data, Mapping):
            continue
        if kind == "seats" and isinstance(data.get("seats"), Mapping):
            seats[table] = {str(k): int(v) for k, v in data["seats"].items()}
        elif kind == "board":
            board = by_number.get(_int(data.get("board")))
            if board is None:
                continue
            run = TablePlay(table, board.number, row.get("round"), dict(seats.get(table, {})), None)
            if board.trump is not None:
                run.play = Play(
                    board.deal, board.game, board.trump, board.leader, dealer=board.dealer
                )
            current[table] = found[(table, board.number)] = run
        elif kind in ("next", "set-round"):
            current.pop(table, None)
        elif kind == "adjust":
            key = (table, _int(data.get("board")))
            if key in found:
                found[key].adjusted = str(data.get("note") or data.get("status") or "adjusted")
        elif table in current:
            _apply(current[table], kind, data, by_number)
    return sorted(found.values(), key=lambda r: (r.table, r.round or 0, r.board))


def _apply(run: TablePlay, kind: str, data: Mapping[str, Any], boards: Mapping[int, Board]) -> None:
    board = boards[run.board]
    try:
        if kind == "trump" and run.play is None:
            record = TrumpRecord.parse(str(data.get("trump", "")))
            run.play = Play(board.deal, board.game, record, board.leader, dealer=board.dealer)
        elif kind == "action" and run.play is not None:
            raw = data.get("action")
            if isinstance(raw, Mapping) and raw.get("type") == "PlayCard":
                fields = dict(raw.get("fields") or {})
                if not fields.get("seat"):
                    # the tablet may leave out the seat: it is whose turn it is (the kiosk
                    # fills it in the same way)
                    fields["seat"] = str(_next_to_play(run.play))
                raw = {"type": "PlayCard", "fields": fields}
            run.play.apply(decode_action(raw))
        elif kind == "undo" and run.play is not None and run.play.actions:
            run.play.undo()
        elif kind == "confirm":
            run.scored = True
            if run.play is not None and run.play.is_complete and not run.play.is_recorded:
                run.play.record_score()  # law (g): as the kiosk records it at the confirmation
    except (ActionFormatError, IllegalPlayError, LawError, ValueError) as exc:
        run.problems.append(f"table {run.table}, board {run.board}: a {kind} row: {exc}")


def _next_to_play(play: Play) -> object:
    """Whose turn it is; after a complete trick not yet quitted, the trick's winner (the
    kiosk's reading of a card without a seat)."""
    seat = play.to_play
    if seat is not None:
        return seat
    trick = play.current_trick
    if len(trick) == 4:
        return trick[play.game.trick_winner(trick, play.trump_suit, play.trick_number)].seat
    return play.trick_leader


def _int(value: object) -> int:
    try:
        return int(value)  # type: ignore[call-overload, no-any-return]
    except (TypeError, ValueError):
        return -1


def read_plays(source: str | Path, boards: Sequence[Board]) -> list[TablePlay]:
    """Every table-board's play in the kiosk's log at ``source`` (see :func:`log_url`)."""
    return replay_log(read_rows(log_url(source)), boards)


__all__ = [
    "DATABASE",
    "KioskLogError",
    "TablePlay",
    "log_url",
    "read_plays",
    "read_rows",
    "replay_log",
]

"""The event folder: an :class:`~dealer.event.Event` saved and read back, its secret
and commitment files, and the event's hand record ``boards.pbn`` with our analysis tags.

The layout of the folder and of ``event.json`` is in :mod:`dealer.event` (the model);
this module is its I/O, every file written through :mod:`fileio` (the one atomic
writer).

Our tags on top of PBN's ``[WhistGame]`` and ``[WhistTrump]`` in ``boards.pbn``:

- ``[WhistDoubleDummy "NS 7 EW 6"]``: tricks each side takes double dummy with the
  recorded trump, the opening lead from the dealer's left (law 13).
- ``[WhistBookLead "SA"]``: the American lead of the opening leader (seed 000, "American
  Leads"), see :mod:`dealer.leads`.
- ``[DoubleDummyTricks "..."]`` (PBN 2.1's own tag) when the full table was asked for:
  20 hex digits, declarer N, S, E, W, within each NT, S, H, D, C.
- ``[WhistDoubleDummyTable "..."]`` instead, for a table of the four suits alone (a game
  without no trumps, duplicate whist): 16 hex digits, declarer N, S, E, W, within each
  S, H, D, C (``DoubleDummyTricks`` has no way to leave a strain out).
- ``[WhistDoubleDummyPoints "NS +3"]`` (Bishops whist): the North-South points less the
  East-West points double dummy, as the game scores them (see docs/notation.md).
- ``[WhistDoubleDummyByTrump "S 7 +3 H 6 -1 D 8 +5 C 7 +1"]`` (Bishops whist, a knight
  cut): for each suit the dealer may name, North-South's tricks and points.
- ``[WhistAnalysisNote "..."]``: why analysis is missing (e.g. a Bishops board not solved
  within the limit of positions given).
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from dealer.event import (
    SUIT_STRAINS,
    BoardAnalysis,
    Event,
    EventError,
    board_to_json,
    commitment_of,
    event_from_json,
    event_to_json,
)
from dealer.formats import pbn
from dealer.formats.pbn.boards import BoardRecordText
from fileio import atomic_write_bytes, atomic_write_text, atomic_writer, read_bytes
from whist import Board, Card, NotationError, Seat

EVENT_FILE = "event.json"
PBN_FILE = "boards.pbn"
SECRET_FILE = "secret"
COMMITMENT_FILE = "commitment.txt"

TAG_DOUBLE_DUMMY = "WhistDoubleDummy"
TAG_BOOK_LEAD = "WhistBookLead"
TAG_TABLE = "DoubleDummyTricks"
TAG_SUIT_TABLE = "WhistDoubleDummyTable"
TAG_NOTE = "WhistAnalysisNote"
TAG_POINTS = "WhistDoubleDummyPoints"
TAG_BY_TRUMP = "WhistDoubleDummyByTrump"


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
    if analysis.suit_table_text is not None:
        tags.append((TAG_SUIT_TABLE, analysis.suit_table_text))
    if analysis.note is not None:
        tags.append((TAG_NOTE, analysis.note))
    if analysis.points_text is not None:
        tags.append((TAG_POINTS, analysis.points_text))
    if analysis.by_trump_text is not None:
        tags.append((TAG_BY_TRUMP, analysis.by_trump_text))
    return tuple(tags)


def analysis_from_record(record: pbn.PbnRecord) -> BoardAnalysis | None:
    """The inverse of :func:`analysis_tags`: a record's analysis, if it has any."""
    get = record.get
    dd, lead, table, note = (get(t) for t in (TAG_DOUBLE_DUMMY, TAG_BOOK_LEAD, TAG_TABLE, TAG_NOTE))
    points, by_trump, suits = get(TAG_POINTS), get(TAG_BY_TRUMP), get(TAG_SUIT_TABLE)
    if all(v is None for v in (dd, lead, table, note, points, by_trump, suits)):
        return None
    return BoardAnalysis(
        tricks=BoardAnalysis.parse_tricks(dd) if dd else None,
        book_lead=Card.parse(lead) if lead else None,
        table=(
            BoardAnalysis.parse_table(table)
            if table
            else BoardAnalysis.parse_table(suits, SUIT_STRAINS)
            if suits
            else None
        ),
        note=note,
        points=BoardAnalysis.parse_points(points) if points else None,
        by_trump=BoardAnalysis.parse_by_trump(by_trump) if by_trump else None,
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


def read_secret(path: str | os.PathLike[str]) -> bytes:
    """A secret file: hex digits (whitespace ignored)."""
    try:
        return bytes.fromhex(read_bytes(path).decode("ascii").strip())
    except (ValueError, UnicodeDecodeError):
        raise EventError(
            f"{path}: the secret must be hex digits; this file holds something else"
        ) from None


def load_event(path: str | os.PathLike[str]) -> Event:
    """The event saved in folder ``path`` (or the ``event.json`` given directly).

    Reads the secret too when the folder holds one. If ``boards.pbn`` is present its
    deals, dealers and trump records must agree with the event file.
    """
    folder = Path(path)
    if folder.is_file():
        folder = folder.parent
    event_file = folder / EVENT_FILE
    if not event_file.exists():
        raise EventError(
            f"{folder}: no {EVENT_FILE} here; create an event with "
            "'whist deal --boards N --out FOLDER'"
        )
    try:
        data = json.loads(read_bytes(event_file).decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise EventError(
            f"{event_file}: not UTF-8 text at byte {exc.start} (an event file is JSON written "
            "by `whist deal`); the file is damaged: restore it from a copy"
        ) from None
    except json.JSONDecodeError as exc:
        raise EventError(f"{event_file}, line {exc.lineno}: not valid JSON ({exc.msg})") from exc
    except RecursionError:
        raise EventError(f"{event_file}: JSON nested too deep to be an event file") from None
    if not isinstance(data, dict):
        raise EventError(f"{event_file}: not an event file (a JSON object is expected)")
    secret_file = folder / SECRET_FILE
    secret = read_secret(secret_file) if secret_file.exists() else None
    event = event_from_json(data, secret=secret, source=str(event_file))
    pbn_file = folder / PBN_FILE
    if pbn_file.exists():
        _check_pbn(event, pbn_file)
    return event


def _check_pbn(event: Event, pbn_file: Path) -> None:
    text = pbn.decode(read_bytes(pbn_file))
    try:
        pbn_boards = {b.number: b for b in pbn.boards_from_pbn(text, str(pbn_file))}
    except NotationError as exc:
        raise EventError(
            f"{exc}; {pbn_file.name} is damaged: restore it, or delete it and run `whist "
            f"deal analyse {pbn_file.parent}`, which writes it again from {EVENT_FILE}"
        ) from None
    for board in event.boards:
        other = pbn_boards.get(board.number)
        if other is None:
            raise EventError(f"{pbn_file}: board {board.number} of the event is missing")
        if (other.deal, other.dealer, other.trump) != (board.deal, board.dealer, board.trump):
            raise EventError(
                f"{pbn_file}: board {board.number} differs from {EVENT_FILE} (deal, dealer "
                "or trump); one of the files was edited: re-save the event or restore it"
            )
    extra = set(pbn_boards) - {b.number for b in event.boards}
    if extra:
        raise EventError(f"{pbn_file}: boards {sorted(extra)} are not in {EVENT_FILE}")


def _prepare_folder(folder: Path, overwrite: bool) -> Path:
    event_file = folder / EVENT_FILE
    if folder.exists() and not folder.is_dir():
        raise EventError(f"{folder} is a file; give a folder for the event")
    if event_file.exists() and not overwrite:
        raise FileExistsError(
            f"{folder} already holds an event ({EVENT_FILE}); its deals may already be "
            "printed or dealt. Choose another folder, or pass --force to replace it"
        )
    folder.mkdir(parents=True, exist_ok=True)
    return event_file


def _event_json(event: Event) -> str:
    return json.dumps(event_to_json(event), indent=2, ensure_ascii=False) + "\n"


def save_event(event: Event, path: str | os.PathLike[str], *, overwrite: bool = False) -> Path:
    """Write the event folder atomically: ``event.json``, ``boards.pbn`` and, when the
    event holds it, ``secret``, every one mode 0600: each holds every deal (or the key
    that makes them), which no other user of the machine may read before the play.

    Refuses to replace an existing event unless ``overwrite`` (the deals of a published
    event must not change behind the players' backs). Returns the folder.
    """
    folder = Path(path)
    event_file = _prepare_folder(folder, overwrite)
    if event.secret is not None:
        atomic_write_text(folder / SECRET_FILE, event.secret.hex() + "\n", mode=0o600)
    atomic_write_text(folder / PBN_FILE, event_to_pbn(event), mode=0o600)
    atomic_write_bytes(event_file, _event_json(event).encode("utf-8"), mode=0o600)
    return folder


@dataclass(frozen=True)
class Dealt:
    """What :func:`stream_event` wrote: the board numbers, and those whose trump is
    pending (a knight cut with no suit named in advance)."""

    count: int
    first: int
    last: int
    pending: tuple[int, ...]


# The top-level key of the boards list as json.dumps(indent=2) writes it: two spaces
# deep (a "boards" key of the movement is deeper), its quotes unescaped (a name or salt
# holding the words has them escaped).
_BOARDS_SLOT = '\n  "boards": [],\n'


_JSON_VALUE = json.JSONEncoder(ensure_ascii=False).encode


def _board_item(board: Board) -> str:
    """:func:`board_to_json` of one board (a flat object) as ``json.dumps(indent=2)``
    writes it inside the event's ``boards`` list (four spaces deep), without the
    pure-Python indenting encoder: this runs once a board. The golden test pins the
    bytes to json's own."""
    body = ",\n      ".join(
        f"{_JSON_VALUE(key)}: {_JSON_VALUE(value)}" for key, value in board_to_json(board).items()
    )
    return "{\n      " + body + "\n    }"


# A seat's letter by the seat's identity (the enum's letter property, a board, costs
# as much as the rest of the line).
_SEAT_LETTER = {id(seat): seat.letter for seat in Seat}

# A trump record's JSON by the record's identity (the generator gives one record a card;
# hashing a record hashes its enum members, slow a board), with the record kept.
_TRUMP_JSON: dict[int, tuple[object, str]] = {}


def _board_item_fast(board: Board) -> str:
    """:func:`_board_item` of a board from the generator: the number is an int, the
    seat letter and the deal's notation need no escape in JSON, and the trump record's
    JSON (a few dozen values) is made once each by :func:`_board_item`'s encoder. The
    golden test pins the bytes; a test checks it against :func:`_board_item`."""
    known = _TRUMP_JSON.get(id(board.trump))
    if known is None or known[0] is not board.trump:
        text = _JSON_VALUE(None if board.trump is None else str(board.trump))
        known = (board.trump, text)
        if len(_TRUMP_JSON) < 256:  # other producers' records are new objects a board
            _TRUMP_JSON[id(board.trump)] = known
    trump = known[1]
    return (
        f'{{\n      "board": {board.number},\n      "dealer": "{_SEAT_LETTER[id(board.dealer)]}",\n'
        f'      "deal": "{board.deal.to_pbn(Seat.NORTH)}",\n      "trump": {trump}\n    }}'
    )


def stream_event(
    header: Event,
    boards: Iterable[Board],
    count: int,
    path: str | os.PathLike[str],
    *,
    overwrite: bool = False,
) -> Dealt:
    """:func:`save_event` of ``header`` (an event without boards) and ``count`` boards
    written as they come, never held together: the same bytes as :func:`save_event` of
    the whole event, both files still atomic (each renamed into place only once its last
    board is written; on any error neither is replaced). ``header`` has no analysis."""
    if header.analysis or header.boards:
        raise ValueError("stream_event writes an event without boards or analysis yet")
    folder = Path(path)
    event_file = _prepare_folder(folder, overwrite)
    if header.secret is not None:
        atomic_write_text(folder / SECRET_FILE, header.secret.hex() + "\n", mode=0o600)
    data = event_to_json(header)
    data["board_count"] = count
    head, slot, tail = json.dumps(data, indent=2, ensure_ascii=False).partition(_BOARDS_SLOT)
    assert slot, "event.json's layout changed: the boards list is not where it was"
    record_text = BoardRecordText((("Event", header.name or header.event_id),))
    made = 0
    first = last = 0
    pending: list[int] = []
    with (
        atomic_writer(event_file, mode=0o600) as json_out,
        atomic_writer(folder / PBN_FILE, mode=0o600) as pbn_out,
    ):
        json_out.write((head + '\n  "boards": [').encode("utf-8"))
        pbn_out.write(pbn.HEADER.encode("utf-8"))
        for board in boards:
            if made == 0:
                first = board.number
            last = board.number
            if board.trump is not None and board.trump.is_pending:
                pending.append(board.number)
            json_out.write(
                (("\n    " if made == 0 else ",\n    ") + _board_item_fast(board)).encode()
            )
            pbn_out.write(record_text(board).encode("utf-8"))
            made += 1
        if made != count:
            raise EventError(f"{made} boards were made where {count} were planned")
        json_out.write(("\n  ],\n" + tail + "\n").encode("utf-8"))
        pbn_out.write(pbn.TRAILER.encode("utf-8"))
    return Dealt(made, first, last, tuple(pending))


def secret_is_private(path: str | os.PathLike[str]) -> bool:
    """True when only the owner may read the secret file (mode 0600 or stricter)."""
    mode = os.stat(path).st_mode
    return not mode & (stat.S_IRWXG | stat.S_IRWXO)


def commit_folder(path: str | os.PathLike[str], secret: bytes, *, overwrite: bool = False) -> str:
    """Store ``secret`` (mode 0600) and its commitment in folder ``path`` before any
    deal is made; returns the commitment. Refuses to replace a secret already there
    unless ``overwrite`` (a published commitment would no longer match)."""
    folder = Path(path)
    if (folder / SECRET_FILE).exists() and not overwrite:
        raise FileExistsError(
            f"{folder} already holds a secret; its commitment may be published. Deal "
            "with it ('whist deal --boards N --out FOLDER'), or pass --force to replace it"
        )
    if (folder / EVENT_FILE).exists() and not overwrite:
        raise FileExistsError(
            f"{folder} already holds an event ({EVENT_FILE}); pass --force to replace it"
        )
    folder.mkdir(parents=True, exist_ok=True)
    commitment = commitment_of(secret)
    atomic_write_text(folder / SECRET_FILE, secret.hex() + "\n", mode=0o600)
    atomic_write_text(folder / COMMITMENT_FILE, commitment + "\n")
    return commitment


def committed_secret(path: str | os.PathLike[str]) -> bytes | None:
    """The secret a folder holds from an earlier commitment, checked against its
    ``commitment.txt``; ``None`` when the folder has no secret."""
    folder = Path(path)
    if not (folder / SECRET_FILE).exists():
        return None
    secret = read_secret(folder / SECRET_FILE)
    published = folder / COMMITMENT_FILE
    if published.exists() and published.read_text(encoding="ascii").strip() != commitment_of(
        secret
    ):
        raise EventError(
            f"{folder}: the secret does not match {COMMITMENT_FILE}; one of them was "
            "replaced. Restore the published pair before dealing"
        )
    return secret

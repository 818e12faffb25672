"""The evening's state, rebuilt from the append-only log, and the one door that changes it.

Every change -- from a tablet or from the director -- goes through
:meth:`Evening.submit`: under one lock it catches up with the log, checks the
client id (a retry is answered, not doubled) and the table's sequence number
(optimistic concurrency: a tablet that did not see the last row is refused), applies
the row to the state (which validates it with the engine), and writes it in its own
transaction. If the write fails the state is rebuilt from the log, so memory never
holds what the database does not.

Law references: the play is the engine's (:mod:`whist.play`: laws 13-39 of 1893 and the
Laws of Duplicate Whist (a)-(i), Dana's laws of Bishops whist); this module adds only
the table's procedure from the issue: seats confirmed at each round, the board number
checked against the movement, the trump slip (law (d)) recorded and checked on the
overplay (mismatch: law (e) III, the director adjusts), the score confirmed by an
adversary, the director's corrections and adjustments with a reason.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from sqlalchemy.exc import IntegrityError

from kiosk.codec import ActionFormatError, decode_action
from kiosk.store import DuplicateAction, LogEntry, SequenceConflict, Store
from scoring.movement import Movement, TableRound
from whist import Board, Card, IllegalPlayError, LawError, Play, Seat, Side, TrumpRecord
from whist.play import PlayCard, QuitTrick, RecordScore

SETTINGS_DEFAULTS: dict[str, Any] = {
    "renounce_notice": "end",
    "quick_mode": False,
    "idle_minutes": 10,
}
SETTING_CHOICES: dict[str, tuple[Any, ...]] = {
    "renounce_notice": ("end", "immediate", "never"),
    "quick_mode": (False, True),
}
TABLE_KINDS = ("seats", "board", "trump", "action", "undo", "tricks", "confirm", "call", "next")
DIRECTOR_KINDS = (*TABLE_KINDS, "adjust", "set-round", "setting", "answer")
#: Law (e) III adjustments the director may give (scoring applies them).
ADJUSTMENTS = {
    "played": "score set by the director",
    "average": "average score for both sides (law (e) III)",
    "lowest-ns": "lowest score at any table for North-South (law (e) III)",
    "lowest-ew": "lowest score at any table for East-West (law (e) III)",
    "not-played": "deal not played at this table",
}
SEAT_LABELS = {
    "ns": "North-South",
    "ew": "East-West",
    "north": "North",
    "east": "East",
    "south": "South",
    "west": "West",
}


class KioskError(Exception):
    """A request the kiosk refuses: ``code`` and ``status`` go to the JSON error."""

    code = "refused"
    status = 422

    def __init__(self, message: str, *, code: str | None = None, alert: str | None = None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.alert = alert


class BadRequest(KioskError):
    code = "bad-request"
    status = 400


class Forbidden(KioskError):
    code = "forbidden"
    status = 403


class NotFound(KioskError):
    code = "not-found"
    status = 404


class Conflict(KioskError):
    code = "conflict"
    status = 409


class Unavailable(KioskError):
    """The action could not be saved now; the tablet sends it again (same id)."""

    code = "unavailable"
    status = 503


@dataclass(frozen=True)
class Result:
    """The recorded score of one board at one table."""

    table: int
    round: int
    board: int
    seats: dict[str, int]
    points: dict[str, int]
    tricks: dict[str, int]
    lines: tuple[str, ...] = ()
    adjusted: str = ""
    status: str = "played"

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "round": self.round,
            "board": self.board,
            "seats": dict(self.seats),
            "points": dict(self.points),
            "tricks": dict(self.tricks),
            "lines": list(self.lines),
            "adjusted": self.adjusted,
            "status": self.status,
        }


@dataclass
class BoardRun:
    """One board at one table: the engine's play of it (once the trump is known)."""

    board: Board
    round: int
    play: Play | None = None
    quick_points: dict[str, int] | None = None
    confirmed_by: Seat | None = None
    #: trick number -> (the engine's trick record, its card texts, its JSON): a trick
    #: turned and quitted does not change, so the views reuse its text.
    shown: dict[int, tuple[Any, list[str], dict[str, Any]]] = field(default_factory=dict)
    #: the last tricks-per-side answer and what it was computed from (see tricks_won)
    won: tuple[int, Any, tuple[tuple[str, int], ...] | None, dict[str, int]] | None = None

    def trick_text(self, trick: Any) -> tuple[list[str], dict[str, Any]]:
        cached = self.shown.get(trick.number)
        if cached is None or cached[0] is not trick:
            json = _trick_json(trick)
            cached = (trick, [c["card"] for c in json["cards"]], json)
            self.shown[trick.number] = cached
        return cached[1], cached[2]

    def tricks_won(self, play: Play, tricks: tuple[Any, ...]) -> dict[str, int]:
        """The engine's tricks per side (``{"NS": 4, "EW": 3}``), asked again only when a
        trick has been quitted or taken back, or a claim admitted, since the last view
        (the last trick is compared by identity: a trick quitted again is a new record)."""
        last = tricks[-1] if tricks else None
        claim = _claim_key(play.claimed)
        cached = self.won
        if (
            cached is None
            or cached[0] != len(tricks)
            or cached[1] is not last
            or cached[2] != claim
        ):
            won = {s.value: n for s, n in play.tricks_won().items()}
            cached = self.won = (len(tricks), last, claim, won)
        return dict(cached[3])

    @property
    def number(self) -> int:
        return self.board.number

    @property
    def confirmed(self) -> bool:
        return self.confirmed_by is not None


@dataclass
class TableState:
    number: int
    round: int
    seq: int = 0
    seated: dict[str, int] | None = None
    runs: dict[int, BoardRun] = field(default_factory=dict)
    current: BoardRun | None = None
    last_activity: float = 0.0
    called: str = ""
    finished: bool = False


@dataclass
class _Ticket:
    """An applied action waiting for the group commit, and what became of it."""

    entry: LogEntry
    written: LogEntry | None = None
    duplicate: LogEntry | None = None
    error: KioskError | None = None
    done: bool = False


@dataclass(frozen=True)
class Outcome:
    """What :meth:`Evening.submit` did: the row (new or, for a retry, the old one)."""

    entry: LogEntry
    duplicate: bool


class Evening:
    """All tables of one event, rebuilt from ``store``'s log."""

    def __init__(
        self,
        store: Store,
        *,
        game: str,
        boards: Sequence[Board],
        movement: Movement,
        settings: Mapping[str, Any] | None = None,
        shared: bool | None = None,
    ) -> None:
        self.store = store
        #: Another process may write the same database (a central PostgreSQL server):
        #: look for its rows before every read and write. Alone on its SQLite file, the
        #: kiosk reads the log only at start (the unique (table, seq) key still refuses a
        #: row written behind its back).
        self.shared = store.engine.dialect.name != "sqlite" if shared is None else shared
        self.game = game
        self.boards = {b.number: b for b in boards}
        self.movement = movement
        self._rounds: tuple[int, ...] | None = None
        self._table_rounds: dict[tuple[int, int], TableRound | None] = {}
        self._seats: dict[tuple[int, int], dict[str, int]] = {}
        self.defaults = {**SETTINGS_DEFAULTS, **(settings or {})}
        self.lock = threading.RLock()
        self.commit_lock = threading.Lock()
        self.replay_errors: list[str] = []
        self._reset()
        self._read_log()

    # --- rebuilding ------------------------------------------------------------------------

    def _reset(self) -> None:
        self.settings: dict[str, Any] = dict(self.defaults)
        self.tables: dict[int, TableState] = {
            n: TableState(n, self._first_round(n)) for n in self.table_numbers()
        }
        self.event_seq = 0
        self.results: dict[tuple[int, int], Result] = {}
        self.table_trumps: dict[int, TrumpRecord] = {}
        self.client_ids: set[str] = set()
        self.last_id = 0
        self.audit: list[LogEntry] = []
        self._pending: list[_Ticket] = []
        self._pending_ids: dict[str, _Ticket] = {}

    def catch_up(self) -> None:
        """When the database is shared, apply the rows other processes wrote since we
        last looked."""
        if self.shared:
            self._read_log()

    def _read_log(self) -> None:
        with self.lock:
            for entry in self.store.entries_after(self.last_id):
                self.last_id = max(self.last_id, entry.id)
                if entry.client_id in self.client_ids:
                    continue  # ours, applied when it was submitted
                try:
                    self._apply(entry, replaying=True)
                except KioskError as exc:
                    self.replay_errors.append(f"row {entry.id} ({entry.kind}): {exc.message}")
                self._account(entry)
                self._audit(entry)

    def rebuild(self) -> None:
        """Forget the state and replay the whole log (after a failed write)."""
        with self.lock:
            self._reset()
            self.replay_errors = []
            self._read_log()

    def _audit(self, entry: LogEntry) -> None:
        if entry.actor != "table" or entry.kind == "call":
            self.audit.append(entry)

    def _account(self, entry: LogEntry) -> None:
        self.client_ids.add(entry.client_id)
        if entry.stream == 0:
            self.event_seq = max(self.event_seq, entry.seq)
        else:
            table = self.tables.get(entry.stream)
            if table is not None:
                table.seq = max(table.seq, entry.seq)
                table.last_activity = max(table.last_activity, entry.created)

    # --- the movement ------------------------------------------------------------------------

    # The movement of an evening does not change: what it says of a table and a round is
    # looked up once (every view of a table asks for its seats and deals).

    def table_numbers(self) -> list[int]:
        found = {tr.table for rnd in self.movement.rounds for tr in rnd.tables}
        return sorted(found)

    @property
    def round_numbers(self) -> list[int]:
        if self._rounds is None:
            self._rounds = tuple(rnd.number for rnd in self.movement.rounds)
        return list(self._rounds)

    def _first_round(self, table: int) -> int:
        for rnd in self.movement.rounds:
            tr = rnd.table(table)
            if tr is not None and tr.full:
                return rnd.number
        return self.movement.rounds[0].number

    def table_round(self, table: int, round_number: int) -> TableRound | None:
        key = (table, round_number)
        if key not in self._table_rounds:
            found = None
            for rnd in self.movement.rounds:
                if rnd.number == round_number:
                    found = rnd.table(table)
                    break
            self._table_rounds[key] = found
        return self._table_rounds[key]

    def seats_of(self, table: int, round_number: int) -> dict[str, int]:
        key = (table, round_number)
        seats = self._seats.get(key)
        if seats is None:
            tr = self.table_round(table, round_number)
            seats = self._seats[key] = self.movement.seats_of(tr) if tr is not None else {}
        return dict(seats)

    def deals_of(self, table: int, round_number: int) -> tuple[int, ...]:
        tr = self.table_round(table, round_number)
        return tr.deals if tr is not None and tr.full else ()

    def where_board_goes(self, board: int) -> str:
        meetings = self.movement.meetings(board)
        if not meetings:
            return f"board {board} is not in this movement"
        places = ", ".join(f"table {m.table.table} in round {m.round}" for m in meetings)
        return f"board {board} is played at {places}"

    def where_next(self, table: int, round_number: int) -> list[dict[str, Any]]:
        """Where each contestant of this table goes after ``round_number`` (the movement's
        answer, as the guide card gives it)."""
        out: list[dict[str, Any]] = []
        for seat, who in self.seats_of(table, round_number).items():
            nxt = self.movement.where_next(who, round_number)
            out.append(
                {
                    "seat": seat,
                    "label": SEAT_LABELS.get(seat, seat),
                    "contestant": who,
                    "table": nxt.table if nxt else None,
                    "round": nxt.round if nxt else None,
                    "next_seat": SEAT_LABELS.get(nxt.seat, nxt.seat) if nxt else None,
                }
            )
        return out

    # --- the door ----------------------------------------------------------------------------

    def submit(
        self,
        *,
        table: int,
        kind: str,
        data: Mapping[str, Any],
        client_id: str | None,
        seq: int | None,
        round: int | None,
        actor: str,
        reason: str = "",
    ) -> Outcome:
        """Validate and record one action (see the module docstring)."""
        if kind not in DIRECTOR_KINDS:
            raise BadRequest(
                f"unknown action kind {kind!r}: use one of {', '.join(DIRECTOR_KINDS)}"
            )
        if actor == "table" and kind not in TABLE_KINDS:
            raise Forbidden(f"{kind!r} is not an action a table may take; ask the director")
        if actor == "director" and kind != "setting" and not reason.strip():
            raise BadRequest("a director's correction needs a reason for the audit log")
        client_id = client_id or uuid.uuid4().hex
        if len(client_id) > 80:
            raise BadRequest("the action id is longer than 80 characters")
        with self.lock:
            self.catch_up()
            if client_id in self.client_ids:
                ticket = self._pending_ids.get(client_id)
                if ticket is None:
                    existing = self.store.find(client_id)
                    if existing is None:
                        raise Unavailable("this action is being saved: send it again")
                    return Outcome(existing, duplicate=True)
                retry = True
            else:
                ticket = self._prepare(table, kind, data, client_id, seq, round, actor, reason)
                retry = False
        self._commit(ticket)
        if ticket.error is not None:
            raise ticket.error
        if ticket.duplicate is not None:
            return Outcome(ticket.duplicate, duplicate=True)
        assert ticket.written is not None
        written = ticket.written
        if kind == "call" and not retry:
            self.store.add_alert(
                table,
                "director-called",
                f"table {table} calls the director: {data.get('reason') or 'no reason given'}",
                written.round,
                written.board,
            )
        return Outcome(written, duplicate=retry)

    def _prepare(
        self,
        table: int,
        kind: str,
        data: Mapping[str, Any],
        client_id: str,
        seq: int | None,
        round: int | None,
        actor: str,
        reason: str,
    ) -> _Ticket:
        """Check and apply one action to the state (under the lock); it waits to be
        written in the next group commit."""
        if kind == "setting":
            stream, current_seq, row_round = 0, self.event_seq, None
        else:
            state = self._table(table)
            stream, current_seq, row_round = table, state.seq, state.round
            if actor == "table" and round is not None and round != state.round:
                raise Conflict(
                    f"table {table} is in round {state.round}, not round {round}: this page "
                    "is out of date; it reloads itself",
                    code="wrong-round",
                )
        if seq is not None and seq != current_seq:
            raise Conflict(
                f"table {table} has changed since this tablet looked (it saw action {seq}, "
                f"the table is at {current_seq}): another tablet may be entering this table; "
                "the page now shows the table as it is"
            )
        current_run = self.tables[table].current if kind != "setting" else None
        board_no = current_run.number if current_run is not None else None
        entry = LogEntry(
            client_id=client_id,
            stream=stream,
            seq=current_seq + 1,
            kind=kind,
            data=dict(data),
            round=row_round,
            board=board_no,
            actor=actor,
            reason=reason,
            created=time.time(),
        )
        entry = self._normalise(entry)
        try:
            self._apply(entry, replaying=False)
        except KioskError as exc:
            if exc.alert:
                state_round = self.tables[table].round if table in self.tables else None
                self.store.add_alert(table, exc.alert, exc.message, state_round, board_no)
            raise
        self._account(entry)
        ticket = _Ticket(entry)
        self._pending.append(ticket)
        self._pending_ids[client_id] = ticket
        return ticket

    def _commit(self, ticket: _Ticket) -> None:
        """Group commit: the first waiting thread writes every action applied so far in
        one transaction (one fsync for all the tablets that played meanwhile); the others
        find theirs written when they get the commit lock."""
        with self.commit_lock:
            if ticket.done:
                return
            with self.lock:
                batch, self._pending = self._pending, []
            clean = self._write(batch)
            with self.lock:
                for t in batch:
                    self._pending_ids.pop(t.entry.client_id, None)
                if clean:
                    for t in batch:
                        assert t.written is not None
                        self.last_id = max(self.last_id, t.written.id)
                        self._audit(t.written)
                    return
                # Memory holds rows the database refused: start again from the log, and
                # ask the tablets whose actions were applied after this batch to resend.
                for t in self._pending:
                    t.error = Unavailable("the server had to reload the table: send it again")
                    t.done = True
                    self._pending_ids.pop(t.entry.client_id, None)
                self._pending = []
                self.rebuild()

    def _write(self, batch: list[_Ticket]) -> bool:
        """Write ``batch`` in one transaction; on a refusal write row by row so that only
        the refused rows (and the later rows of their tables) fail. ``True`` when all were
        written."""
        if not batch:
            return True
        try:
            for t, written in zip(
                batch, self.store.append_many([t.entry for t in batch]), strict=True
            ):
                t.written = written
                t.done = True
            return True
        except (IntegrityError, DuplicateAction, SequenceConflict):
            pass
        except Exception as exc:
            for t in batch:
                t.error = Unavailable(
                    f"the server could not save the action ({exc.__class__.__name__}): the "
                    "tablet sends it again"
                )
                t.done = True
            return False
        refused: set[int] = set()
        for t in batch:
            t.done = True
            if t.entry.stream in refused:
                t.error = Conflict(f"table {t.entry.stream} changed on another server: look again")
                continue
            try:
                t.written = self.store.append(t.entry)
            except DuplicateAction as dup:
                t.duplicate = dup.entry
                refused.add(t.entry.stream)
            except SequenceConflict as exc:
                t.error = Conflict(str(exc))
                refused.add(t.entry.stream)
            except Exception as exc:
                t.error = Unavailable(f"the server could not save the action ({exc})")
                refused.add(t.entry.stream)
        return False

    def _table(self, number: int) -> TableState:
        state = self.tables.get(number)
        if state is None:
            raise NotFound(
                f"there is no table {number}: the movement has tables "
                f"{', '.join(map(str, self.table_numbers()))}"
            )
        return state

    def _normalise(self, entry: LogEntry) -> LogEntry:
        """Fill in what the tablet may leave out (the seat of a card played is whose turn
        it is), so that the log replays the same whatever the tablet knew."""
        if entry.kind != "action" or entry.stream not in self.tables:
            return entry
        current = self.tables[entry.stream].current
        raw = entry.data.get("action")
        if current is None or current.play is None or not isinstance(raw, dict):
            return entry
        if raw.get("type") == "PlayCard":
            fields = dict(raw.get("fields") or {})
            if fields.get("seat") in (None, ""):
                fields["seat"] = str(_next_to_play(current.play))
                return LogEntry(
                    **{
                        **entry.__dict__,
                        "data": {**entry.data, "action": {"type": "PlayCard", "fields": fields}},
                    }
                )
        return entry

    # --- applying one row ---------------------------------------------------------------------

    def _apply(self, entry: LogEntry, *, replaying: bool) -> None:
        director = entry.actor == "director"
        if entry.kind == "setting":
            self._apply_setting(entry.data)
            return
        state = self._table(entry.stream)
        data = entry.data
        handler = {
            "seats": self._apply_seats,
            "board": self._apply_board,
            "trump": self._apply_trump,
            "action": self._apply_action,
            "undo": self._apply_undo,
            "tricks": self._apply_tricks,
            "confirm": self._apply_confirm,
            "call": self._apply_call,
            "next": self._apply_next,
            "adjust": self._apply_adjust,
            "set-round": self._apply_set_round,
            "answer": self._apply_answer,
        }.get(entry.kind)
        if handler is None:
            raise BadRequest(f"unknown action kind {entry.kind!r}")
        handler(state, data, director)
        if director:
            state.called = ""  # the director has come to the table

    def _apply_setting(self, data: Mapping[str, Any]) -> None:
        name, value = data.get("name"), data.get("value")
        if name not in SETTINGS_DEFAULTS:
            raise BadRequest(
                f"unknown setting {name!r}: the settings are {', '.join(SETTINGS_DEFAULTS)}"
            )
        choices = SETTING_CHOICES.get(str(name))
        if choices is not None and value not in choices:
            raise BadRequest(f"setting {name} must be one of {', '.join(map(str, choices))}")
        if name == "idle_minutes" and (not isinstance(value, int) or value < 1):
            raise BadRequest("idle_minutes must be a whole number of minutes, at least 1")
        self.settings[str(name)] = value

    def _apply_seats(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        expected = self.seats_of(state.number, state.round)
        if not expected:
            raise KioskError(f"table {state.number} is empty in round {state.round}")
        given_raw = data.get("seats")
        if not isinstance(given_raw, dict):
            raise BadRequest('send the numbers as {"seats": {"ns": 3, "ew": 5}}')
        given: dict[str, int] = {}
        for seat in expected:
            value = given_raw.get(seat)
            try:
                given[seat] = int(value)  # type: ignore[arg-type]
            except (TypeError, ValueError):
                raise BadRequest(
                    f"type the number of {SEAT_LABELS.get(seat, seat)} ({seat})"
                ) from None
        if given != expected and not director:
            raise KioskError(
                self._seating_problem(state, expected, given),
                code="wrong-seats",
                alert="wrong-seats",
            )
        state.seated = dict(expected)

    def _seating_problem(
        self, state: TableState, expected: dict[str, int], given: dict[str, int]
    ) -> str:
        by_number = {v: k for k, v in expected.items()}
        wanted = ", ".join(f"{SEAT_LABELS.get(s, s)} {n}" for s, n in expected.items())
        if sorted(given.values()) == sorted(expected.values()) and all(
            by_number[who] != seat for seat, who in given.items()
        ):
            how = "the wrong way round" if len(expected) == 2 else "in the wrong seats"
            return (
                f"table {state.number}, round {state.round}: you are sitting {how}. This table "
                f"seats {wanted}: change places, then confirm again"
            )
        problems = []
        for seat, who in given.items():
            if expected[seat] == who:
                continue
            if who in by_number:
                right = SEAT_LABELS.get(by_number[who], by_number[who])
                problems.append(
                    f"number {who} sits {right} at this table, not "
                    f"{SEAT_LABELS.get(seat, seat)}: you are sitting the wrong way round; "
                    "change places"
                )
            else:
                where = self.movement.seating(who, state.round)
                there = (
                    f"number {who} plays at table {where.table} "
                    f"({SEAT_LABELS.get(where.seat, where.seat)}) in round {state.round}"
                    if where
                    else f"number {who} does not play in round {state.round}"
                )
                problems.append(f"{there}, not here")
        return (
            f"table {state.number}, round {state.round}: " + "; ".join(problems) + f". This "
            f"table seats {wanted}; if that is wrong, call the director"
        )

    def _apply_board(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        try:
            number = int(data.get("board"))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise BadRequest("type the board number") from None
        if state.seated is None and not director:
            raise KioskError("confirm the players' numbers before the first board")
        if state.current is not None and not state.current.confirmed and not director:
            raise KioskError(
                f"board {state.current.number} is not finished: finish it (or call the director) "
                "before taking another board"
            )
        deals = self.deals_of(state.number, state.round)
        if number not in deals and not director:
            raise KioskError(
                f"board {number} is not played at table {state.number} in round {state.round}: "
                f"this table plays boards {', '.join(map(str, deals))}; "
                f"{self.where_board_goes(number)}",
                code="wrong-board",
                alert="wrong-board",
            )
        board = self.boards.get(number)
        if board is None:
            raise NotFound(f"board {number} is not in this event")
        existing = state.runs.get(number)
        if existing is not None and existing.confirmed and not director:
            raise KioskError(f"board {number} is already played and scored at this table")
        run = BoardRun(board, state.round)
        if board.trump is not None:
            run.play = Play(board.deal, board.game, board.trump, board.leader, dealer=board.dealer)
        state.runs[number] = run
        state.current = run

    def _current(self, state: TableState) -> BoardRun:
        if state.current is None:
            raise KioskError(f"table {state.number} has no board in play: type the board number")
        return state.current

    def _apply_trump(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if run.play is not None:
            raise KioskError(f"the trump of board {run.number} is already recorded")
        try:
            record = TrumpRecord.parse(str(data.get("trump", "")))
        except ValueError as exc:
            raise BadRequest(f"trump card: {exc}") from exc
        board = run.board
        card = record.card
        if card is not None and card.suit is not None and card not in board.deal.hand(board.dealer):
            raise KioskError(
                f"board {board.number}: {card.display} is not in the dealer's "
                f"({board.dealer.name.title()}'s) hand; the trump card is the dealer's last "
                "card (law 13): check the card, or call the director",
                alert="trump",
            )
        first = self.table_trumps.get(board.number)
        if first is not None and str(first) != str(record) and not director:
            raise KioskError(
                f"board {board.number}: the trump slip records {first.display}, this table turned "
                f"{record.display}. Law (d): the slip decides; law (e) III: call the director, "
                "who adjusts the score",
                code="trump-mismatch",
                alert="trump-mismatch",
            )
        self.table_trumps.setdefault(board.number, record)
        run.play = Play(board.deal, board.game, record, board.leader, dealer=board.dealer)

    def _play(self, state: TableState) -> tuple[BoardRun, Play]:
        run = self._current(state)
        if self.settings["quick_mode"] and run.play is None:
            raise KioskError("quick mode: enter the tricks of each side, not the cards")
        if run.play is None:
            raise KioskError(f"record the trump of board {run.number} first (law (d))")
        if run.confirmed:
            raise KioskError(f"board {run.number} is scored: take the next board")
        return run, run.play

    def _apply_action(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run, play = self._play(state)
        if self.settings["quick_mode"] and not director:
            raise KioskError("quick mode: enter the tricks of each side, not the cards")
        try:
            action = decode_action(data.get("action"))
        except ActionFormatError as exc:
            raise BadRequest(str(exc)) from exc
        if isinstance(action, RecordScore) and not director:
            raise KioskError("the score is recorded when an adversary confirms it")
        try:
            play.apply(action)
        except IllegalPlayError as exc:
            alert = "not-in-hand" if "does not hold" in str(exc) else None
            message = str(exc)
            if alert:
                message = (
                    f"board {run.number}, {message}. If you touched the wrong card, choose the "
                    "right one; if the card really was played, the board is fouled: stop and "
                    "call the director"
                )
            raise KioskError(message, code="illegal-play", alert=alert) from exc
        except LawError as exc:
            raise KioskError(str(exc), code="law") from exc

    def _apply_undo(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        play = self._play(state)[1]
        if not play.actions:
            raise KioskError("nothing to undo: no card of this board has been played")
        last = play.actions[-1]
        if not director and isinstance(last, QuitTrick | RecordScore):
            raise KioskError(
                "the trick is turned and quitted: it can no longer be taken back at the table "
                "(law (f)); call the director"
            )
        if not director and isinstance(last, PlayCard) and not play.current_trick:
            raise KioskError(
                "the last trick is turned and quitted: it can no longer be taken back at the "
                "table; call the director"
            )
        play.undo()

    def _apply_tricks(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if not self.settings["quick_mode"] and not director:
            raise KioskError("this event records every card: quick mode is off")
        if run.confirmed:
            raise KioskError(f"board {run.number} is already scored")
        try:
            ns, ew = int(data["NS"]), int(data["EW"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send the score as {"NS": 7, "EW": 6}') from None
        if ns < 0 or ew < 0:
            raise BadRequest("a side cannot score fewer than nought")
        if self.game == "duplicate-whist" and ns + ew != 13:
            raise KioskError(f"the tricks add up to {ns + ew}; they must add up to 13")
        run.quick_points = {"NS": ns, "EW": ew}

    def _apply_confirm(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if run.confirmed:
            raise KioskError(f"board {run.number} is already scored")
        try:
            seat = Seat.parse(str(data.get("seat", "")))
        except ValueError:
            raise BadRequest("say which adversary confirms: seat E or W") from None
        if seat.side is not Side.EW and not director:
            raise KioskError(
                "North-South keep the tablet: the score is confirmed by an adversary, East or West"
            )
        seats = state.seated or self.seats_of(state.number, state.round)
        if run.play is not None and run.quick_points is None:
            play = run.play
            if not play.is_complete:
                raise KioskError(
                    f"only {len(play.tricks)} of 13 tricks are turned and quitted: finish the deal "
                    "(or claim the rest) first"
                )
            waiting = self._waiting_choices(play)
            if waiting:
                raise KioskError(f"a penalty is still to be chosen: {waiting[0]['text']}")
            try:
                score = play.record_score()
            except (LawError, IllegalPlayError) as exc:
                raise KioskError(str(exc)) from exc
            points = {side.value: score.points[side] for side in Side}
            tricks = {side.value: score.tricks[side] for side in Side}
            lines = score.lines
        elif run.quick_points is not None:
            points = dict(run.quick_points)
            tricks = dict(run.quick_points) if self.game == "duplicate-whist" else {}
            lines = ("entered in quick mode",)
        else:
            raise KioskError(f"board {run.number}: enter the score first")
        run.confirmed_by = seat
        self.results[(state.number, run.number)] = Result(
            state.number, run.round, run.number, dict(seats), points, tricks, tuple(lines)
        )

    def _apply_call(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        state.called = str(data.get("reason") or "director called")[:200]

    def _apply_next(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        remaining = self.remaining(state)
        if remaining and not director:
            raise KioskError(
                f"boards {', '.join(map(str, remaining))} are still to be played at this table in "
                f"round {state.round}"
            )
        later = [
            r for r in self.round_numbers if r > state.round and self.deals_of(state.number, r)
        ]
        if not later:
            state.finished = True
            return
        state.round = later[0]
        state.seated = None
        state.current = None
        state.called = ""

    def _apply_adjust(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        if not director:
            raise Forbidden("only the director adjusts a score (law (e) III)")
        try:
            board = int(data["board"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send {"board": N, "NS": x, "EW": y}') from None
        run = state.runs.get(board)
        round_number = run.round if run else int(data.get("round") or state.round)
        if board not in self.deals_of(state.number, round_number):
            raise KioskError(
                f"board {board} is not played at table {state.number} in round {round_number}"
            )
        status = str(data.get("status") or "played")
        if status not in ADJUSTMENTS:
            raise BadRequest(f"status must be one of {', '.join(ADJUSTMENTS)}")
        if status == "played":
            try:
                ns, ew = int(data["NS"]), int(data["EW"])
            except (KeyError, TypeError, ValueError):
                raise BadRequest('send the adjusted score as {"NS": x, "EW": y}') from None
            if self.game == "duplicate-whist" and (min(ns, ew) < 0 or ns + ew != 13):
                raise KioskError(f"tricks {ns} and {ew} must be 0 or more and add up to 13")
        else:
            ns = ew = 0
        seats = self.seats_of(state.number, round_number)
        self.results[(state.number, board)] = Result(
            state.number,
            round_number,
            board,
            seats,
            {"NS": ns, "EW": ew},
            {},
            (ADJUSTMENTS[status],),
            adjusted=str(data.get("note") or ADJUSTMENTS[status]),
            status=status,
        )
        if run is not None and not run.confirmed:
            run.confirmed_by = Seat.EAST

    def _apply_answer(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        """The director has answered the table's call (the reason says what was decided)."""
        if not director:
            raise Forbidden("only the director answers a call")

    def _apply_set_round(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        if not director:
            raise Forbidden("only the director moves a table to another round")
        try:
            number = int(data["round"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send {"round": N}') from None
        if number not in self.round_numbers:
            raise BadRequest(f"there is no round {number}")
        state.round = number
        state.seated = None
        state.current = None
        state.finished = False

    # --- reading ------------------------------------------------------------------------------

    def remaining(self, state: TableState) -> list[int]:
        return [
            d
            for d in self.deals_of(state.number, state.round)
            if not (d in state.runs and state.runs[d].confirmed)
            and (state.number, d) not in self.results
        ]

    def _waiting_choices(self, play: Play) -> list[dict[str, Any]]:
        out = []
        for index, irregularity in enumerate(play.irregularities):
            lapsed = getattr(irregularity, "lapsed", "")
            if (
                irregularity.choice is None
                and irregularity.options
                and irregularity.chooser
                and not lapsed
            ):
                choosers = " or ".join(s.name.title() for s in irregularity.chooser)
                out.append(
                    {
                        "index": index,
                        "law": irregularity.law,
                        "kind": irregularity.kind.value,
                        "offender": str(irregularity.offender),
                        "trick": irregularity.trick,
                        "card": irregularity.card.display if irregularity.card else None,
                        "note": irregularity.note,
                        "chooser": [str(s) for s in irregularity.chooser],
                        "options": [
                            {"code": o.code, "description": o.description}
                            for o in irregularity.options
                        ],
                        "text": (
                            f"law {irregularity.law}: {irregularity.offender.name.title()} "
                            f"({irregularity.kind.value.replace('-', ' ')}); {choosers} chooses"
                        ),
                    }
                )
        return out

    def phase(self, state: TableState) -> str:
        if state.finished:
            return "finished"
        if state.seated is None:
            return "seats"
        run = state.current
        if run is None or run.confirmed:
            return "board" if self.remaining(state) else "round-end"
        if self.settings["quick_mode"] or run.quick_points is not None:
            return "confirm" if run.quick_points is not None else "score"
        if run.play is None:
            return "trump"
        play = run.play
        if play.trump.is_pending:
            return "name-trump"
        if play.is_complete:
            return "end"
        if len(play.current_trick) == 4:
            return "quit"
        return "play"

    def table_view(self, number: int) -> dict[str, Any]:
        """What a tablet shows: never a hand still being played."""
        with self.lock:
            self.catch_up()
            state = self._table(number)
            phase = self.phase(state)
            seats = self.seats_of(number, state.round)
            view: dict[str, Any] = {
                "table": number,
                "round": state.round,
                "rounds": self.round_numbers,
                "seq": state.seq,
                "phase": phase,
                "game": self.game,
                "quick": bool(self.settings["quick_mode"]),
                "seating": [
                    {"seat": s, "label": SEAT_LABELS.get(s, s), "contestant": who}
                    for s, who in seats.items()
                ],
                "seated": state.seated is not None,
                "deals": list(self.deals_of(number, state.round)),
                "remaining": self.remaining(state),
                "called": state.called,
                "board": None,
                "previous": None,
            }
            run = state.current
            if run is not None:
                view["board"] = self._board_view(run, phase)
                if run.confirmed:
                    view["previous"] = self.board_after_play(number, run.number)
            if phase in ("round-end", "finished"):
                view["where_next"] = self.where_next(number, state.round)
            return view

    def _board_view(self, run: BoardRun, phase: str) -> dict[str, Any]:
        board = run.board
        play = run.play
        out: dict[str, Any] = {
            "number": board.number,
            "dealer": _SEAT_TEXT[board.dealer],
            "leader": _SEAT_TEXT[board.leader],
            "trump": (
                play.trump.display
                if play is not None
                else (board.trump.display if board.trump else None)
            ),
            "confirmed": run.confirmed,
        }
        if play is None:
            out["trump_needed"] = not self.settings["quick_mode"]
            out["quick_points"] = run.quick_points
            return out
        tricks = play.tricks
        current = play.current_trick
        actions = play.actions
        liable = {}
        for seat in _SEATS:
            cards = play.liable_cards(seat)
            if cards:
                liable[_SEAT_TEXT[seat]] = [c.display for c in cards]
        out.update(
            {
                "trump_pending": play.trump.is_pending,
                "to_play": _SEAT_TEXT[_next_to_play(play)] if not play.is_complete else None,
                "trick_number": min(play.trick_number, 13),
                "trick": [
                    {"seat": _SEAT_TEXT[p.seat], "card": _text(p.card), "display": _shown(p.card)}
                    for p in current
                ],
                "last_trick": run.trick_text(tricks[-1])[1] if tricks else None,
                "tricks_won": run.tricks_won(play, tricks),
                "played": [c for t in tricks for c in run.trick_text(t)[0]]
                + [_text(p.card) for p in current],
                "can_undo": bool(actions)
                and not isinstance(actions[-1], QuitTrick | RecordScore)
                and bool(current),
                "choices": self._waiting_choices(play),
                "liable": liable,
            }
        )
        notice = self.settings["renounce_notice"]
        if notice == "immediate":
            out["renounces"] = [
                _renounce_json(r) for r in play.renounces if not r.corrected and not r.claimed
            ]
        if phase == "end" or run.confirmed:
            score = play.score()
            out["score"] = {
                "points": {s.value: score.points[s] for s in Side},
                "tricks": {s.value: score.tricks[s] for s in Side},
                "lines": list(score.lines),
            }
            if notice in ("end", "immediate") and not run.confirmed:
                out["revokes"] = [_renounce_json(r) for r in play.unclaimed_revokes()]
        return out

    def board_after_play(self, table: int, board: int) -> dict[str, Any]:
        """The traveller so far and the hand record: shown only to a table that has played
        (or been scored for) this board."""
        with self.lock:
            state = self._table(table)
            run = state.runs.get(board)
            if (table, board) not in self.results and not (run and run.confirmed):
                raise Forbidden(
                    f"table {table} has not played board {board}: its traveller and hand record "
                    "are shown only after the play"
                )
            record = self.boards[board]
            return {
                "board": board,
                "traveller": self.traveller(board),
                "hands": {str(s): [c.display for c in record.deal.hand(s)] for s in Seat},
                "dealer": str(record.dealer),
                "trump": (
                    run.play.trump.display
                    if run and run.play
                    else (record.trump.display if record.trump else None)
                ),
                "tricks": [_trick_json(t) for t in run.play.tricks] if run and run.play else [],
            }

    def traveller(self, board: int) -> list[dict[str, Any]]:
        rows = [r for (_, b), r in self.results.items() if b == board]
        rows.sort(key=lambda r: (r.round, r.table))
        return [r.to_json() for r in rows]

    def waiting_on(self, state: TableState) -> str:
        phase = self.phase(state)
        if phase == "play" and state.current and state.current.play:
            return _next_to_play(state.current.play).name.title()
        return {
            "seats": "players' numbers",
            "board": "board number",
            "trump": "trump card",
            "name-trump": "dealer to name trumps",
            "quit": "trick to be quitted",
            "end": "an adversary's confirmation",
            "score": "score",
            "confirm": "an adversary's confirmation",
            "round-end": "the move to the next round",
            "finished": "nothing (finished)",
        }.get(phase, phase)

    def grid(self) -> list[dict[str, Any]]:
        with self.lock:
            self.catch_up()
            now = time.time()
            idle = int(self.settings["idle_minutes"]) * 60
            out = []
            for number, state in self.tables.items():
                run = state.current
                play = run.play if run else None
                phase = self.phase(state)
                in_play = phase in ("play", "quit", "trump", "name-trump", "end", "score")
                out.append(
                    {
                        "table": number,
                        "round": state.round,
                        "phase": phase,
                        "board": run.number if run else None,
                        "trick": min(play.trick_number, 13)
                        if play and run and not run.confirmed
                        else None,
                        "waiting_on": self.waiting_on(state),
                        "seq": state.seq,
                        "called": state.called,
                        "idle": bool(
                            in_play and state.last_activity and now - state.last_activity > idle
                        ),
                        "last_activity": state.last_activity,
                        "scored": sum(1 for (t, _) in self.results if t == number),
                    }
                )
            return out


_SEATS = tuple(Seat)
_SEAT_TEXT = {seat: str(seat) for seat in Seat}


@lru_cache(maxsize=256)
def _text(card: Card) -> str:
    """``"SA"``: the card's text, cached (the views list every card played)."""
    return str(card)


@lru_cache(maxsize=256)
def _shown(card: Card) -> str:
    """``"♠A"``: the card for people, cached."""
    return card.display


def _next_to_play(play: Play) -> Seat:
    """Whose turn it is; after a complete trick not yet quitted, the trick's winner."""
    seat = play.to_play
    if seat is not None:
        return seat
    trick = play.current_trick
    if len(trick) == 4:
        index = play.game.trick_winner(trick, play.trump_suit, play.trick_number)
        return trick[index].seat
    return play.trick_leader


def _claim_key(claimed: Mapping[Side, int] | None) -> tuple[tuple[str, int], ...] | None:
    if claimed is None:
        return None
    return tuple(sorted((side.value, n) for side, n in claimed.items()))


def _trick_json(trick: Any) -> dict[str, Any]:
    return {
        "number": trick.number,
        "leader": str(trick.leader),
        "cards": [
            {"seat": _SEAT_TEXT[p.seat], "card": _text(p.card), "display": _shown(p.card)}
            for p in trick.cards
        ],
        "winner": str(trick.winner),
    }


def _renounce_json(r: Any) -> dict[str, Any]:
    card: Card = r.card
    return {
        "seat": str(r.seat),
        "trick": r.trick,
        "card": card.display,
        "led": r.led.symbol,
        "side": r.seat.side.value,
        "claimants": [str(s) for s in Seat if s.is_adversary_of(r.seat)],
        "text": (
            f"{r.seat.name.title()} did not follow {r.led.name.lower()} in trick {r.trick} "
            f"(played {card.display})"
        ),
    }

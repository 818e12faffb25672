"""The journal: the one door that changes an evening, and its group commit.

Every change -- from a tablet or from the director -- goes through
:meth:`Journal.submit`: under one lock it catches up with the log, checks the client id
(a retry is answered, not doubled) and the table's sequence number (optimistic
concurrency: a tablet that did not see the last row is refused), applies the row to the
state through the table procedure (:mod:`kiosk.procedure`, which validates it with the
engine), and writes it in a group commit. If the write fails the state is rebuilt from
the log, so memory never holds what the database does not.
"""

from __future__ import annotations

import json
import logging
import threading
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy.exc import IntegrityError

from kiosk.alerts import (
    AlertSpec,
    call_alert,
    lock_alert,
    new_alerts,
    raise_alerts,
    snapshot,
)
from kiosk.errors import BadRequest, Conflict, Forbidden, KioskError, Unavailable
from kiosk.locks import TableLock, TableLocked
from kiosk.procedure import TableProcedure
from kiosk.store import DuplicateAction, LogEntry, SequenceConflict
from kiosk.tables import DIRECTOR_KINDS, EVENT_KINDS, SERVER_KINDS, TABLE_KINDS

logger = logging.getLogger(__name__)


#: when the request the current thread answers began (:func:`request_begins`)
_request = threading.local()


def request_begins() -> None:
    """Mark the start of a request on this thread (the server's WSGI wrapper calls it):
    the journal then reads a shared log at most once for it (:meth:`Journal.catch_up`).
    Code outside a request (scripts, the tests' client) reads it at every look."""
    _request.began = time.monotonic()


@dataclass
class Ticket:
    """An applied action waiting for the group commit, and what became of it."""

    entry: LogEntry
    written: LogEntry | None = None
    duplicate: LogEntry | None = None
    error: KioskError | None = None
    done: bool = False
    #: the answer to the request once its row is written (a ``lock`` row answers the
    #: wrong card with :class:`TableLocked`)
    refusal: KioskError | None = None


@dataclass(frozen=True)
class Outcome:
    """What :meth:`Evening.submit` did: the row (new or, for a retry, the old one)."""

    entry: LogEntry
    duplicate: bool


class Journal(TableProcedure):
    """Rebuilding the state from the log, and the door that writes to it."""

    def _reset(self) -> None:
        super()._reset()
        #: when the last read of the shared log began (:meth:`catch_up`)
        self._read_began = float("-inf")
        #: actions applied to the state and waiting for the next group commit
        self._pending: list[Ticket] = []
        self._pending_ids: dict[str, Ticket] = {}

    def catch_up(self) -> None:
        """When the database is shared, apply the rows other processes wrote since we
        last looked -- once a request: a read of the log begun after the request began
        has seen every row committed before it (:func:`request_begins`), so the other
        look-ups of that request, and of requests begun before that read, need none."""
        if not self.shared:
            return
        began = getattr(_request, "began", None)
        if began is not None and self._read_began >= began:
            return
        with self.lock:
            if began is not None and self._read_began >= began:
                return
            reading = time.monotonic()
            self._read_log()
            self._read_began = max(self._read_began, reading)

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

    def settled(self) -> int | None:
        """Call under :attr:`lock`: the last row of the log when the state holds no
        action still waiting for its group commit (so what is read from the state now is
        the log up to that row, no more: a club's background push sends the two
        together, docs/simultaneous.md), else ``None`` (ask again in a moment)."""
        return None if self._pending else self.last_id

    def rebuild(self) -> None:
        """Forget the state and replay the whole log (after a failed write)."""
        with self.lock:
            self._reset()
            self.replay_errors = []
            self._read_log()

    def _audit(self, entry: LogEntry) -> None:
        if entry.actor != "table" or entry.kind in ("call", "lock", "device"):
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
        if kind not in DIRECTOR_KINDS and not (actor == "server" and kind in SERVER_KINDS):
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
        found: list[AlertSpec] = []
        with self.lock:
            self.catch_up()
            if client_id in self.client_ids:
                ticket = self._pending_ids.get(client_id)
                if ticket is None:
                    existing = self.store.find(client_id)
                    if existing is None:
                        raise Unavailable("this action is being saved: send it again")
                    if existing.kind == "lock":
                        raise TableLocked(TableLock.from_json(existing.data))
                    return Outcome(existing, duplicate=True)
                retry = True
            else:
                before = snapshot(self.tables.get(table))
                ticket = self._prepare(table, kind, data, client_id, seq, round, actor, reason)
                found = new_alerts(before, snapshot(self.tables.get(table)))
                if kind == "call":
                    found.append(call_alert(self.tables[table], str(data.get("reason") or "")))
                retry = False
        self._commit(ticket)
        if ticket.error is not None:
            raise ticket.error
        if ticket.refusal is not None:
            if not retry and isinstance(ticket.refusal, TableLocked):
                self._lock_alert(table, ticket.refusal.lock)
            raise ticket.refusal
        if ticket.duplicate is not None:
            return Outcome(ticket.duplicate, duplicate=True)
        assert ticket.written is not None
        written = ticket.written
        if found:
            raise_alerts(self.store, table, written.round, written.board, found)
        return Outcome(written, duplicate=retry)

    def _lock_alert(self, table: int, lock: TableLock) -> None:
        """The director's alert of a locked table, with its board, trick and seat (the lock
        row is written: the grid and the log show the lock even if the alert cannot be
        written; :func:`kiosk.alerts.raise_alerts` logs such a failure)."""
        spec = lock_alert(table, lock.board, lock.trick, lock.seat, lock.display)
        raise_alerts(self.store, table, self.tables[table].round, lock.board, [spec])

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
    ) -> Ticket:
        """Check and apply one action to the state (under the lock); it waits to be
        written in the next group commit."""
        if kind in EVENT_KINDS:
            stream, current_seq, row_round = 0, self.event_seq, None
        else:
            state = self._table(table)
            stream, current_seq, row_round = table, state.seq, state.round
            if actor == "table" and state.locked is not None:
                # the same answer to every action, before anything else is looked at
                raise TableLocked(state.locked)
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
        current_run = self.tables[table].current if kind not in EVENT_KINDS else None
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
        writable(entry)
        refusal: KioskError | None = None
        try:
            self._apply(entry, replaying=False)
        except TableLocked as exc:
            if not exc.new:
                raise
            # the wrong card is not applied; the server writes the lock in its place
            entry = replace(entry, kind="lock", data=exc.lock.to_json())
            self._apply(entry, replaying=False)
            refusal = TableLocked(exc.lock)
        except KioskError as exc:
            if exc.alert:
                state_round = self.tables[table].round if table in self.tables else None
                self.store.add_alert(table, exc.alert, exc.message, state_round, board_no)
            raise
        self._account(entry)
        ticket = Ticket(entry, refusal=refusal)
        self._pending.append(ticket)
        self._pending_ids[client_id] = ticket
        return ticket

    def _commit(self, ticket: Ticket) -> None:
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
                        # on a shared log, another process's rows may lie below ours,
                        # unread: the next catch-up reads past them (and skips ours)
                        if not self.shared:
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

    def _write(self, batch: list[Ticket]) -> bool:
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
        except Exception:
            # not a refusal of one row as far as we know, but try them one by one all the
            # same: one table's bad row must not fail the other tables of the batch
            logger.exception("a group commit of %d actions failed", len(batch))
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
                t.error = Unavailable(
                    f"the server could not save the action ({exc.__class__.__name__}): the "
                    "tablet sends it again"
                )
                refused.add(t.entry.stream)
        return False


def writable(entry: LogEntry) -> None:
    """Refuse (400), before it joins a group commit, a row the database could not take:
    text that is not valid Unicode or holds a NUL character, data that is not JSON, a
    number beyond SQLite's integers. The request's own bounds were checked by :mod:`kiosk.limits`; this is what
    the log itself needs, whoever submits."""
    try:
        json.dumps(dict(entry.data), sort_keys=True, ensure_ascii=False, allow_nan=False).encode()
        for value in (entry.client_id, entry.kind, entry.actor, entry.reason):
            value.encode()
    except (TypeError, ValueError) as exc:  # UnicodeEncodeError is a ValueError
        raise BadRequest(f"the action cannot be saved as sent: {exc}") from exc
    # PostgreSQL's text holds no NUL character (SQLite's does): refused on both, so that
    # an action is taken or refused the same whichever database the kiosk runs on
    for name, value in (("id", entry.client_id), ("reason", entry.reason)):
        if "\x00" in value:
            raise BadRequest(f"the action's {name} contains a NUL character (\\x00): remove it")
    for number in (entry.stream, entry.seq, entry.round, entry.board):
        if number is not None and not -(2**63) <= number < 2**63:
            raise BadRequest(f"the number {number} is out of range")

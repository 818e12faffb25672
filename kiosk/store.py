"""The kiosk's store: an append-only log of actions, alerts and a few settings.

SQLAlchemy 2 (Core). SQLite in WAL mode by default (one file beside the event,
``synchronous=FULL`` so that a row a tablet was told is saved survives the server being
killed and even a power cut; ``normal`` is faster and still survives a killed server),
PostgreSQL by URL for a central server.

Every action at a table -- a card played, a trick quitted, a correction, a penalty
choice, a verification -- is one row, written in one transaction. Rows are never
changed or deleted: the state of every table is rebuilt from them
(:mod:`kiosk.evening`). Each row carries:

- ``client_id``: made by the tablet, unique, so a retried request never doubles a play;
- ``stream`` and ``seq``: the table number (0 for the event itself) and the row's
  number within that table; ``(stream, seq)`` is unique, which is the optimistic
  concurrency check when two tablets (or two server processes) write one table.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from sqlalchemy import (
    URL,
    Connection,
    Engine,
    create_engine,
    event,
    func,
    insert,
    make_url,
    select,
    text,
    update,
)
from sqlalchemy.exc import ArgumentError, DatabaseError, IntegrityError, OperationalError

from kiosk.guard import AckGuard, private_file
from kiosk.schema import (
    SchemaTooNew,
    alert_table,
    log_table,
    meta_table,
    metadata,
    migrate,
)

__all__ = ["metadata"]  # the alerts' side table joins these tables (kiosk.alerts)

_INSERT_LOG = insert(log_table)
_COLUMNS = (
    "client_id",
    "stream",
    "seq",
    "round",
    "board",
    "kind",
    "data",
    "actor",
    "reason",
    "created",
)
_SQLITE_INSERT = (
    f"INSERT INTO kiosk_log ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' for _ in _COLUMNS)})"
)
_PG_INSERT = (
    f"INSERT INTO kiosk_log ({', '.join(_COLUMNS)}) "
    f"VALUES ({', '.join('%s' for _ in _COLUMNS)}) RETURNING id"
)
_AFTER_COLUMNS = ("id", *_COLUMNS)
_PG_AFTER = f"SELECT {', '.join(_AFTER_COLUMNS)} FROM kiosk_log WHERE id > %s ORDER BY id"
#: the writers' turn on the log (:meth:`Store._begin_log`); 1897 is the schema's lock
_PG_TURN = "SELECT pg_advisory_xact_lock(1899)"
_LOG_TURN = text(_PG_TURN)


class StoreError(RuntimeError):
    """The database refused a write for a reason other than a duplicate or a conflict,
    or cannot be opened (the message names the file and what to do)."""


class DamagedStore(StoreError):
    """The file is not a readable kiosk database."""


class DuplicateAction(Exception):
    """A row with this client id is already in the log (a retried request)."""

    def __init__(self, entry: LogEntry) -> None:
        super().__init__(f"action {entry.client_id} is already recorded as row {entry.id}")
        self.entry = entry


class SequenceConflict(Exception):
    """Row ``seq`` of this table was written by someone else first."""


@dataclass(frozen=True)
class LogEntry:
    """One row of the log (``id`` is 0 until it is written)."""

    client_id: str
    stream: int
    seq: int
    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    round: int | None = None
    board: int | None = None
    actor: str = "table"
    reason: str = ""
    created: float = 0.0
    id: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "client_id": self.client_id,
            "table": self.stream,
            "seq": self.seq,
            "round": self.round,
            "board": self.board,
            "kind": self.kind,
            "data": dict(self.data),
            "actor": self.actor,
            "reason": self.reason,
            "created": self.created,
        }


@dataclass(frozen=True)
class Alert:
    """Something the director should look at: a call, a wrong board, a fouled board."""

    id: int
    table: int
    round: int | None
    board: int | None
    kind: str
    message: str
    created: float
    dismissed: bool
    #: how many more alerts like this one the table raised while it was open
    repeats: int = 0

    def to_json(self) -> dict[str, Any]:
        answer = asdict(self)
        if self.repeats:
            answer["message"] = f"{self.message} (and {self.repeats} more like it)"
        return answer


#: Open alerts of one kind one table may have before further ones are folded into the
#: newest (its ``repeats`` counted up): a table calling in a loop fills no console.
OPEN_ALERTS_PER_KIND = 3
#: Longest alert message kept (the table's text in it is bounded before, this is the net).
MAX_MESSAGE = 1000


SYNCHRONOUS = ("full", "normal")
"""SQLite durability: ``full`` (default) syncs the log file at every commit, so an action
a tablet was told is saved survives even a power cut; ``normal`` (WAL) survives the
server process being killed but may lose the last commits on a power cut or OS crash."""


def _sqlite_pragmas(synchronous: str) -> Any:
    def apply(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute(f"PRAGMA synchronous={synchronous.upper()}")
        cursor.execute("PRAGMA busy_timeout=10000")
        cursor.close()

    return apply


class Store:
    """The kiosk database at ``url`` (``sqlite:///path`` or ``postgresql://...``).

    An SQLite file is created readable by its owner only (0600; SQLite gives its ``-wal``
    and ``-shm`` files the same mode): it holds every card played. Beside it,
    ``<file>.acked`` holds the id of the last row a tablet was told is saved (see
    :mod:`kiosk.guard`), so a log that lost rows -- its ``-wal`` file deleted after a
    crash, an older copy put back -- is refused at start rather than played on.

    On PostgreSQL none of that applies (no file, no side file, no pragmas): the server
    keeps its own write-ahead log, and a row is saved when its transaction commits. The
    tables are created, or migrated from an older kiosk's, at start (:mod:`kiosk.schema`);
    a server that does not answer or a database that does not exist is a
    :class:`StoreError` of one line saying which and what to do."""

    def __init__(self, url: str, *, synchronous: str = "full") -> None:
        if synchronous not in SYNCHRONOUS:
            raise StoreError(
                f"SQLite synchronous must be one of {', '.join(SYNCHRONOUS)}, not {synchronous!r}"
            )
        self.url = url
        self.synchronous = synchronous
        parsed = database_url(url)
        connect_args: dict[str, Any] = {}
        if parsed.get_backend_name() == "postgresql":
            # a server that does not answer is an error within seconds, not a hang
            connect_args["connect_timeout"] = CONNECT_TIMEOUT
        self.engine: Engine = create_engine(parsed, connect_args=connect_args)
        #: reads outside a transaction on a server (no BEGIN and ROLLBACK around each
        #: catch-up with the shared log: two round trips fewer); SQLite as it was
        self._reads: Engine = (
            self.engine.execution_options(isolation_level="AUTOCOMMIT")
            if parsed.get_backend_name() == "postgresql"
            else self.engine
        )
        database = self.engine.url.database
        self._writer_path = (
            database
            if self.engine.dialect.name == "sqlite"
            and database
            and database != ":memory:"
            and not database.startswith("file:")
            else None
        )
        self.guard = AckGuard(self._writer_path)
        self.where = self._writer_path or self.engine.url.render_as_string(hide_password=True)
        if self._writer_path is not None:
            # before anything is written: a refused file is left as it was found
            self.guard.check_before_open()
            private_file(self._writer_path)
            self.guard.check(self._peek_last_id(self._writer_path), self.where)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas(synchronous))
        try:
            with self._begin() as connection:
                #: the schema version the database had when opened (0: made now)
                self.found_version = migrate(connection, self.where)
        except SchemaTooNew as exc:
            self.engine.dispose()
            raise StoreError(str(exc)) from exc
        except OperationalError as exc:
            self.engine.dispose()
            if self.engine.dialect.name == "sqlite":
                raise self._damaged(exc.orig or exc) from exc
            raise StoreError(unreachable(self.engine.url, exc.orig or exc)) from exc
        except (DatabaseError, sqlite3.DatabaseError) as exc:
            self.engine.dispose()
            raise self._damaged(getattr(exc, "orig", None) or exc) from exc
        #: SQLite file: one connection of its own for the hot path of every card played
        #: (opened on first use, guarded by ``_writer_lock``), so an action is not also
        #: the pool's checkout, checkin and reset-on-return.
        self._writer: sqlite3.Connection | None = None
        self._writer_lock = threading.Lock()

    @property
    def is_file(self) -> bool:
        """Whether the store is an SQLite file (not a database server)."""
        return self._writer_path is not None

    def _damaged(self, cause: object) -> DamagedStore:
        return DamagedStore(
            f"{self.where} is not a readable kiosk database ({cause}): it is damaged or "
            "another kind of file. Nothing was changed; move it aside (rename it) to start "
            "the evening's log afresh, or put back a good copy"
        )

    def _peek_last_id(self, path: str) -> int:
        """The last row id of the SQLite file at ``path``, read on a read-only connection
        (which neither checkpoints nor removes SQLite's -wal and -shm files); 0 for a new
        file."""
        uri = "file:" + urllib.parse.quote(os.path.abspath(path)) + "?mode=ro"
        wal = path + "-wal"
        had_wal = os.path.exists(wal)
        try:
            with contextlib.closing(sqlite3.connect(uri, uri=True, timeout=10.0)) as raw:
                found = raw.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kiosk_log'"
                ).fetchone()
                if found is None:
                    return 0
                return int(raw.execute("SELECT coalesce(max(id), 0) FROM kiosk_log").fetchone()[0])
        except sqlite3.DatabaseError as exc:
            raise self._damaged(exc) from exc
        finally:
            # a missing -wal is left missing (the refusal tells the director to put it back)
            if not had_wal and os.path.exists(wal) and os.path.getsize(wal) == 0:
                with contextlib.suppress(OSError):
                    os.unlink(wal)

    def close(self) -> None:
        with self._writer_lock:
            if self._writer is not None:
                self._writer.close()
                self._writer = None
        self.guard.close()
        self.engine.dispose()

    @contextmanager
    def _begin(self) -> Iterator[Connection]:
        with self.engine.begin() as connection:
            yield connection

    @contextmanager
    def _begin_log(self) -> Iterator[Connection]:
        """A transaction writing the log. On a database server, writers take their turn
        (a transaction-scoped advisory lock): a row's id comes from a sequence when it is
        inserted, but becomes visible when its transaction commits, so two processes
        committing out of id order would let a reader that has seen id 101 never look
        back at id 100 (:meth:`entries_after`) -- a kiosk process would serve a table
        without one of its rows. Taking turns makes ids visible in their order."""
        with self._begin() as connection:
            if self.engine.dialect.name == "postgresql":
                connection.execute(_LOG_TURN)
            yield connection

    # --- the log -----------------------------------------------------------------------

    def append(self, entry: LogEntry) -> LogEntry:
        """Write ``entry`` in its own transaction; returns it with its id and time.

        Raises :class:`DuplicateAction` when its client id is already logged and
        :class:`SequenceConflict` when its ``(stream, seq)`` is taken."""
        row = _row(entry)
        try:
            with self._begin_log() as connection:
                result = connection.execute(_INSERT_LOG, row)
                key = result.inserted_primary_key
                assert key is not None
                new_id = int(key[0])
            self.guard.acknowledge(new_id)
        except IntegrityError as exc:
            existing = self.find(entry.client_id)
            if existing is not None:
                raise DuplicateAction(existing) from exc
            raise SequenceConflict(
                f"table {entry.stream}: row {entry.seq} was written by another tablet first"
            ) from exc
        return _with_id(entry, new_id, row["created"])

    def append_many(self, entries: list[LogEntry]) -> list[LogEntry]:
        """Write ``entries`` in one transaction (all or none); raises
        :class:`SequenceConflict` (or :class:`sqlalchemy.exc.IntegrityError`) if any is
        refused, and the caller writes them one by one to learn which."""
        if self._writer_path is not None:
            return self._append_many_sqlite(entries)
        if self.engine.dialect.name == "postgresql":
            return self._append_many_postgresql(entries)
        written = []
        with self._begin_log() as connection:
            for entry in entries:
                row = _row(entry)
                result = connection.execute(_INSERT_LOG, row)
                key = result.inserted_primary_key
                assert key is not None
                written.append(_with_id(entry, int(key[0]), row["created"]))
        return written

    def _append_many_sqlite(self, entries: list[LogEntry]) -> list[LogEntry]:
        """The hot path of every card played, on an SQLite file: the driver's own cursor
        on the store's writer connection (same pragmas as the pool's), one transaction."""
        rows = [_row(entry) for entry in entries]
        written = []
        with self._writer_lock:
            raw = self._writer
            if raw is None:
                assert self._writer_path is not None
                raw = sqlite3.connect(self._writer_path, timeout=10.0, check_same_thread=False)
                _sqlite_pragmas(self.synchronous)(raw, None)
                self._writer = raw
            cursor = raw.cursor()
            try:
                for entry, row in zip(entries, rows, strict=True):
                    cursor.execute(_SQLITE_INSERT, [row[c] for c in _COLUMNS])
                    written.append(_with_id(entry, int(cursor.lastrowid or 0), row["created"]))
                raw.commit()
                if written:
                    self.guard.acknowledge(written[-1].id)
            except sqlite3.IntegrityError as exc:
                raw.rollback()
                raise SequenceConflict(f"the database refused a row: {exc}") from exc
            except BaseException:
                raw.rollback()
                raise
            finally:
                cursor.close()
        return written

    def _append_many_postgresql(self, entries: list[LogEntry]) -> list[LogEntry]:
        """The hot path on PostgreSQL: psycopg's own connection from the pool, in
        pipeline mode -- BEGIN, the writers' turn (:meth:`_begin_log`), every insert and
        COMMIT go to the server in one round trip rather than one each."""
        rows = [_row(entry) for entry in entries]
        dbapi = self.engine.dialect.dbapi
        assert dbapi is not None
        raw = self.engine.raw_connection()
        try:
            driver = raw.driver_connection
            assert driver is not None
            try:
                with driver.pipeline():
                    driver.execute(_PG_TURN)
                    cursors = [
                        driver.execute(_PG_INSERT, [row[c] for c in _COLUMNS]) for row in rows
                    ]
                    driver.commit()
                ids = [int(cursor.fetchone()[0]) for cursor in cursors]
            except dbapi.IntegrityError as exc:
                driver.rollback()
                raise SequenceConflict(f"the database refused a row: {exc}") from exc
            except dbapi.Error as exc:
                raw.invalidate()  # a broken connection does not go back to the pool
                raise OperationalError(_PG_INSERT, None, exc) from exc
            except BaseException:
                driver.rollback()
                raise
        finally:
            raw.close()
        return [
            _with_id(entry, new_id, row["created"])
            for entry, new_id, row in zip(entries, ids, rows, strict=True)
        ]

    def _entries_after_postgresql(self, last_id: int) -> list[LogEntry]:
        """:meth:`entries_after` on psycopg's own connection, outside a transaction: the
        catch-up every request of a worker makes (:meth:`kiosk.journal.Journal.catch_up`)
        is one round trip and no SQLAlchemy statement around it."""
        dbapi = self.engine.dialect.dbapi
        assert dbapi is not None
        raw = self.engine.raw_connection()
        try:
            driver = raw.driver_connection
            assert driver is not None
            driver.autocommit = True
            try:
                found = driver.execute(_PG_AFTER, (last_id,)).fetchall()
            except dbapi.Error as exc:
                raw.invalidate()
                raise OperationalError(_PG_AFTER, None, exc) from exc
            finally:
                if not driver.closed:
                    driver.autocommit = False
        finally:
            raw.close()
        return [_entry(dict(zip(_AFTER_COLUMNS, values, strict=True))) for values in found]

    def find(self, client_id: str) -> LogEntry | None:
        with self._reads.connect() as connection:
            row = connection.execute(
                select(log_table).where(log_table.c.client_id == client_id)
            ).first()
        return _entry(row._mapping) if row is not None else None

    def entries_after(self, last_id: int) -> list[LogEntry]:
        """Rows with an id above ``last_id``, in the order they were written."""
        if self.engine.dialect.name == "postgresql":
            return self._entries_after_postgresql(last_id)
        with self._reads.connect() as connection:
            rows = connection.execute(
                select(log_table).where(log_table.c.id > last_id).order_by(log_table.c.id)
            ).all()
        return [_entry(r._mapping) for r in rows]

    def first_created(self) -> float | None:
        """When the log's first row was written (``None``: no row yet), without reading
        the log (the results file's day of play, at every background push)."""
        with self._reads.connect() as connection:
            value = connection.execute(
                select(log_table.c.created).order_by(log_table.c.id).limit(1)
            ).scalar()
        return None if value is None else float(value)

    def last_id(self) -> int:
        with self._reads.connect() as connection:
            row = connection.execute(
                select(log_table.c.id).order_by(log_table.c.id.desc()).limit(1)
            ).first()
        return int(row[0]) if row is not None else 0

    # --- alerts ------------------------------------------------------------------------

    def add_alert(
        self, table: int, kind: str, message: str, round: int | None, board: int | None
    ) -> int | None:
        """A new alert for the director; when the table already has
        :data:`OPEN_ALERTS_PER_KIND` open ones of this kind, the newest of them counts one
        more repeat instead. The new alert's id (``None`` when folded)."""
        if len(message) > MAX_MESSAGE:
            message = message[: MAX_MESSAGE - 1] + "\u2026"
        # PostgreSQL's text holds no NUL: the director reads a replacement character
        message = message.encode("utf-8", "replace").decode("utf-8").replace("\x00", "\ufffd")
        same = (
            (alert_table.c.table_no == table)
            & (alert_table.c.kind == kind)
            & alert_table.c.dismissed.is_(False)
        )
        with self._begin() as connection:
            open_ids = (
                connection.execute(
                    select(alert_table.c.id)
                    .where(same)
                    .order_by(alert_table.c.id.desc())
                    .limit(OPEN_ALERTS_PER_KIND)
                )
                .scalars()
                .all()
            )
            if len(open_ids) >= OPEN_ALERTS_PER_KIND:
                connection.execute(
                    update(alert_table)
                    .where(alert_table.c.id == open_ids[0])
                    .values(repeats=alert_table.c.repeats + 1, created=time.time())
                )
                return None
            result = connection.execute(
                insert(alert_table).values(
                    table_no=table,
                    round=round,
                    board=board,
                    kind=kind,
                    message=message,
                    created=time.time(),
                    dismissed=False,
                    repeats=0,
                )
            )
        key = result.inserted_primary_key
        return int(key[0]) if key is not None else None

    def alerts(
        self, *, include_dismissed: bool = False, limit: int | None = None, offset: int = 0
    ) -> list[Alert]:
        """The alerts, newest first (``limit`` of them from ``offset``; all if ``None``)."""
        query = select(alert_table).order_by(alert_table.c.id.desc())
        if not include_dismissed:
            query = query.where(alert_table.c.dismissed.is_(False))
        if limit is not None:
            query = query.limit(limit).offset(offset)
        with self.engine.connect() as connection:
            rows = connection.execute(query).all()
        return [
            Alert(
                id=r.id,
                table=r.table_no,
                round=r.round,
                board=r.board,
                kind=r.kind,
                message=r.message,
                created=r.created,
                dismissed=bool(r.dismissed),
                repeats=int(r.repeats or 0),
            )
            for r in rows
        ]

    def count_alerts(self, *, include_dismissed: bool = False) -> int:
        query = select(func.count()).select_from(alert_table)
        if not include_dismissed:
            query = query.where(alert_table.c.dismissed.is_(False))
        with self.engine.connect() as connection:
            return int(connection.execute(query).scalar_one())

    def dismiss_alert(self, alert_id: int) -> bool:
        with self._begin() as connection:
            result = connection.execute(
                update(alert_table).where(alert_table.c.id == alert_id).values(dismissed=True)
            )
        return bool(result.rowcount)

    # --- settings that must survive a restart --------------------------------------------

    def meta(self, key: str) -> str | None:
        with self.engine.connect() as connection:
            row = connection.execute(
                select(meta_table.c.value).where(meta_table.c.key == key)
            ).first()
        return str(row[0]) if row is not None else None

    def set_meta(self, key: str, value: str) -> None:
        with self._begin() as connection:
            if self.meta(key) is None:
                connection.execute(insert(meta_table).values(key=key, value=value))
            else:
                connection.execute(
                    update(meta_table).where(meta_table.c.key == key).values(value=value)
                )

    def meta_default(self, key: str, value: str) -> str:
        """The stored value of ``key``, storing ``value`` first if there is none."""
        current = self.meta(key)
        if current is not None:
            return current
        try:
            with self._begin() as connection:
                connection.execute(insert(meta_table).values(key=key, value=value))
        except IntegrityError:
            pass
        stored = self.meta(key)
        if stored is None:
            raise StoreError(f"could not store setting {key!r} in {self.url}")
        return stored


#: seconds to wait for a PostgreSQL server to answer before saying it does not
CONNECT_TIMEOUT = 10


def database_url(url: str) -> URL:
    """``url`` parsed, ``postgresql://`` meaning psycopg 3 (the driver this project
    installs; SQLAlchemy 2.0 would otherwise look for psycopg2). Raises
    :class:`StoreError` for text that is not a database URL."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(
            f"{url!r} is not a database URL: write sqlite:///PATH/kiosk.sqlite3 or "
            "postgresql://USER@HOST:PORT/DATABASE"
        ) from None
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


def unreachable(url: URL, cause: object) -> str:
    """One line on a database server that cannot be used: which server, why, what to do."""
    host = url.host or "the local socket"
    port = url.port or 5432
    where = f"{host}:{port}" if url.host else host
    reason = " ".join(str(cause).split())
    name = url.database or "(none given)"
    if "does not exist" in reason and "database" in reason:
        return (
            f"database {name!r} does not exist on the server at {where}: create it "
            f"(createdb -h {url.host or 'localhost'} -p {port} {name}) or name another "
            "in --db"
        )
    if "authentication" in reason or "password" in reason or "role" in reason:
        return (
            f"the server at {where} refused user {url.username!r} ({reason}): check the "
            "user and password in --db"
        )
    return (
        f"cannot reach the database server at {where} ({reason}): check that PostgreSQL "
        f"is running and listening there (pg_isready -h {url.host or 'localhost'} -p {port}) "
        "and that --db names the right host and port"
    )


def _row(entry: LogEntry) -> dict[str, Any]:
    return {
        "client_id": entry.client_id,
        "stream": entry.stream,
        "seq": entry.seq,
        "round": entry.round,
        "board": entry.board,
        "kind": entry.kind,
        "data": json.dumps(dict(entry.data), sort_keys=True),
        "actor": entry.actor,
        "reason": entry.reason,
        "created": entry.created or time.time(),
    }


def _with_id(entry: LogEntry, new_id: int, created: float) -> LogEntry:
    return LogEntry(
        client_id=entry.client_id,
        stream=entry.stream,
        seq=entry.seq,
        kind=entry.kind,
        data=entry.data,
        round=entry.round,
        board=entry.board,
        actor=entry.actor,
        reason=entry.reason,
        created=created,
        id=new_id,
    )


def _entry(row: Any) -> LogEntry:
    return LogEntry(
        id=int(row["id"]),
        client_id=str(row["client_id"]),
        stream=int(row["stream"]),
        seq=int(row["seq"]),
        round=row["round"],
        board=row["board"],
        kind=str(row["kind"]),
        data=json.loads(row["data"]),
        actor=str(row["actor"]),
        reason=str(row["reason"]),
        created=float(row["created"]),
    )

"""The kiosk database's tables and their versioned migration.

Each release that changes the tables adds one step to :data:`MIGRATIONS`; the database
records the version it has reached in ``kiosk_meta`` (key ``schema_version``), and
:func:`migrate` brings an older one up at start, the same on SQLite and PostgreSQL.

Why not Alembic: three tables and, so far, one added column. Alembic would add a
dependency, an ``env.py`` and a migrations folder to ship inside the package, and its
own version table, to run what here is a list of small functions, checked at every start
by the kiosk itself and tested on both databases (tests/kiosk/test_store.py).
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    insert,
    inspect,
    select,
    text,
    update,
)

metadata = MetaData()

log_table = Table(
    "kiosk_log",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("client_id", String(80), nullable=False, unique=True),
    Column("stream", Integer, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("round", Integer, nullable=True),
    Column("board", Integer, nullable=True),
    Column("kind", String(40), nullable=False),
    Column("data", Text, nullable=False),
    Column("actor", String(40), nullable=False),
    Column("reason", Text, nullable=False, default=""),
    Column("created", Float, nullable=False),
    UniqueConstraint("stream", "seq", name="kiosk_log_stream_seq"),
)

alert_table = Table(
    "kiosk_alert",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_no", Integer, nullable=False),
    Column("round", Integer, nullable=True),
    Column("board", Integer, nullable=True),
    Column("kind", String(40), nullable=False),
    Column("message", Text, nullable=False),
    Column("created", Float, nullable=False),
    Column("dismissed", Boolean, nullable=False, default=False),
    #: further alerts of this kind from this table folded into this one (see ``add_alert``)
    Column("repeats", Integer, nullable=False, default=0, server_default="0"),
)

meta_table = Table(
    "kiosk_meta",
    metadata,
    Column("key", String(80), primary_key=True),
    Column("value", Text, nullable=False),
)

#: the ``kiosk_meta`` key holding the schema's version
VERSION_KEY = "schema_version"


class SchemaTooNew(RuntimeError):
    """The database was made by a newer kiosk than this one."""


def _add_alert_repeats(connection: Connection) -> None:
    """Version 2: ``kiosk_alert.repeats`` (alerts of one kind folded together). A database
    of the releases between this column and the version mark has it already."""
    columns = {c["name"] for c in inspect(connection).get_columns("kiosk_alert")}
    if "repeats" not in columns:
        connection.execute(
            text("ALTER TABLE kiosk_alert ADD COLUMN repeats INTEGER NOT NULL DEFAULT 0")
        )


#: ``(version, what it does)``: version 1 is the first release's tables, before any mark
MIGRATIONS: tuple[tuple[int, Callable[[Connection], None]], ...] = ((2, _add_alert_repeats),)
#: the version this kiosk's tables are at
LATEST = max((v for v, _ in MIGRATIONS), default=1)


def stored_version(connection: Connection) -> int | None:
    """The version recorded in the database (``None``: no kiosk tables yet; 1: tables of
    the first release, which had no mark)."""
    names = set(inspect(connection).get_table_names())
    if "kiosk_log" not in names:
        return None
    if "kiosk_meta" not in names:
        return 1
    value = connection.execute(
        select(meta_table.c.value).where(meta_table.c.key == VERSION_KEY)
    ).scalar()
    return int(value) if value is not None else 1


def migrate(connection: Connection, where: str) -> int:
    """Create the tables of a new database, or bring an older one up to :data:`LATEST`,
    in the caller's transaction (on PostgreSQL under an advisory lock, so two kiosk
    processes starting at once migrate once). Returns the version found (0 for new)."""
    if connection.dialect.name == "postgresql":
        # any fixed number: the kiosk's own lock, released at the end of the transaction
        connection.execute(text("SELECT pg_advisory_xact_lock(1897)"))
    found = stored_version(connection)
    if found is not None and found > LATEST:
        raise SchemaTooNew(
            f"{where} was made by a newer version of the kiosk (its tables are at version "
            f"{found}, this kiosk knows up to {LATEST}): upgrade this program "
            "(pip install -U duplicate-whist) to run this database"
        )
    metadata.create_all(connection)
    for version, step in MIGRATIONS:
        if found is not None and version > found:
            step(connection)
    current = connection.execute(
        select(meta_table.c.value).where(meta_table.c.key == VERSION_KEY)
    ).scalar()
    if current is None:
        connection.execute(insert(meta_table).values(key=VERSION_KEY, value=str(LATEST)))
    elif int(current) != LATEST:
        connection.execute(
            update(meta_table).where(meta_table.c.key == VERSION_KEY).values(value=str(LATEST))
        )
    return found or 0

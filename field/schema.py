"""The central server's tables (PostgreSQL; SQLite works too for a try on one laptop)
and their versioned migration, the kiosk's way (kiosk/schema.py says why not Alembic):
a list of steps, the version reached in ``field_meta``, under an advisory lock on
PostgreSQL so that two ``whist sim`` processes starting at once migrate once.

- ``field_event``: the one event (the dealer's id, name, game, published commitment,
  the fingerprint of its deals) and the organiser's release time.
- ``field_section``: a club's section: its movement, the kiosk event id of its club
  folder, the SHA-256 of its upload key (the key itself is shown once and never
  stored), and how far its log has arrived.
- ``field_log``: every club's append-only log as its kiosk wrote it, row for row, keyed
  by the section and the club's own row id (so a row sent twice is stored once).
- ``field_result``: each section's results as its kiosk scored them, each one backed by
  a row of the section's log (the score's confirmation or the director's adjustment).
- ``field_audit`` (version 2): what the organiser did to a section (a reset, a
  withdrawal, a reinstatement), when, by whom, why, and what it removed.

Version 2 added ``field_section.withdrawn`` (when the organiser took the section out of
the field; ``NULL``: in it) and ``field_audit``.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import (
    Column,
    Connection,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    PrimaryKeyConstraint,
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

event_table = Table(
    "field_event",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("event_id", String(80), nullable=False),
    Column("name", Text, nullable=False),
    Column("game", String(40), nullable=False),
    Column("commitment", String(64), nullable=False),
    Column("deals_sha256", String(64), nullable=False),
    Column("boards", Integer, nullable=False),
    Column("release_at", Float, nullable=True),
    Column("created", Float, nullable=False),
)

section_table = Table(
    "field_section",
    metadata,
    Column("name", String(40), primary_key=True),
    Column("club", Text, nullable=False),
    Column("movement", Text, nullable=False),
    Column("kiosk_event_id", String(80), nullable=False),
    Column("key_sha256", String(64), nullable=False, unique=True),
    Column("last_row", Integer, nullable=False, default=0),
    Column("rows", Integer, nullable=False, default=0),
    Column("pushed", Float, nullable=True),
    Column("results_upto", Integer, nullable=False, default=0),
    Column("withdrawn", Float, nullable=True),
)

log_table = Table(
    "field_log",
    metadata,
    Column("section", String(40), ForeignKey("field_section.name"), nullable=False),
    Column("row_id", Integer, nullable=False),
    Column("client_id", String(80), nullable=False),
    Column("stream", Integer, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("round", Integer, nullable=True),
    Column("board", Integer, nullable=True),
    Column("kind", String(40), nullable=False),
    Column("data", Text, nullable=False),
    Column("actor", String(40), nullable=False),
    Column("reason", Text, nullable=False),
    Column("created", Float, nullable=False),
    Column("received", Float, nullable=False),
    PrimaryKeyConstraint("section", "row_id", name="field_log_pk"),
    UniqueConstraint("section", "client_id", name="field_log_client"),
)

result_table = Table(
    "field_result",
    metadata,
    Column("section", String(40), ForeignKey("field_section.name"), nullable=False),
    Column("deal", Integer, nullable=False),
    Column("round", Integer, nullable=False),
    Column("table_no", Integer, nullable=False),
    Column("ns_score", Integer, nullable=False),
    Column("ew_score", Integer, nullable=False),
    Column("status", String(20), nullable=False),
    PrimaryKeyConstraint("section", "deal", "round", "table_no", name="field_result_pk"),
)

audit_table = Table(
    "field_audit",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("at", Float, nullable=False),
    Column("actor", Text, nullable=False),
    Column("action", String(20), nullable=False),
    Column("section", String(40), nullable=False),
    Column("reason", Text, nullable=False),
    Column("detail", Text, nullable=False),
)

meta_table = Table(
    "field_meta",
    metadata,
    Column("key", String(80), primary_key=True),
    Column("value", Text, nullable=False),
)

VERSION_KEY = "schema_version"


def _withdrawn_column(connection: Connection) -> None:
    """Version 2: sections the organiser withdrew (``field_audit`` is a new table, which
    ``create_all`` makes)."""
    columns = {c["name"] for c in inspect(connection).get_columns("field_section")}
    if "withdrawn" not in columns:
        connection.execute(text("ALTER TABLE field_section ADD COLUMN withdrawn FLOAT"))


#: ``(version, step)`` after the first release's tables (version 1)
MIGRATIONS: tuple[tuple[int, Callable[[Connection], None]], ...] = ((2, _withdrawn_column),)
LATEST = max((v for v, _ in MIGRATIONS), default=1)


class SchemaTooNew(RuntimeError):
    """The database was made by a newer version of this program."""


def migrate(connection: Connection, where: str) -> int:
    """Create the tables of a new database or bring older ones up to :data:`LATEST` in
    the caller's transaction; the version found (0: none)."""
    if connection.dialect.name == "postgresql":
        # the central server's own lock number (the kiosk's is 1897), held to the commit
        connection.execute(text("SELECT pg_advisory_xact_lock(1899)"))
    found: int | None = None
    if "field_meta" in inspect(connection).get_table_names():
        value = connection.execute(
            select(meta_table.c.value).where(meta_table.c.key == VERSION_KEY)
        ).scalar()
        found = int(value) if value is not None else None
    if found is not None and found > LATEST:
        raise SchemaTooNew(
            f"{where} was made by a newer version of the simultaneous event's server (version "
            f"{found}, this one knows up to {LATEST}): upgrade this program "
            "(pip install -U duplicate-whist)"
        )
    metadata.create_all(connection)
    for version, step in MIGRATIONS:
        if found is not None and version > found:
            step(connection)
    if found is None:
        connection.execute(insert(meta_table).values(key=VERSION_KEY, value=str(LATEST)))
    elif found != LATEST:
        connection.execute(
            update(meta_table).where(meta_table.c.key == VERSION_KEY).values(value=str(LATEST))
        )
    return found or 0

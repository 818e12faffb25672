"""The log as several kiosk processes share it (kiosk.store): a group commit is all or
nothing on both databases, and on PostgreSQL the writers take turns, so a row's id is
visible before any higher one (a reader that has seen id 101 never misses id 100)."""

from __future__ import annotations

import threading
import uuid

import psycopg
import pytest

from kiosk.store import LogEntry, SequenceConflict, Store
from tests.conftest import PostgresServer


def _entry(stream: int, seq: int) -> LogEntry:
    return LogEntry(
        client_id=uuid.uuid4().hex, stream=stream, seq=seq, kind="call", data={"n": seq}
    )


def test_a_group_commit_with_a_refused_row_writes_none_of_it(both_databases: str) -> None:
    store = Store(both_databases)
    try:
        first = store.append_many([_entry(1, 1), _entry(2, 1)])
        assert [e.id for e in store.entries_after(0)] == [e.id for e in first]
        with pytest.raises(SequenceConflict):
            store.append_many([_entry(3, 1), _entry(1, 1), _entry(4, 1)])
        assert len(store.entries_after(0)) == 2
        # the store is usable after the refusal (its connection went back clean)
        later = store.append_many([_entry(3, 1)])
        assert [e.stream for e in store.entries_after(first[-1].id)] == [3]
        assert later[0].id > first[-1].id
    finally:
        store.close()


def test_postgresql_writers_take_turns_on_the_log(postgres: PostgresServer) -> None:
    """While another writer's transaction holds the log's turn, a group commit waits for
    it; it then writes with ids above the other's."""
    url = postgres.new_database()
    store = Store(url)
    try:
        written: list[LogEntry] = []
        with psycopg.connect(url) as other:
            other.execute("SELECT pg_advisory_xact_lock(1899)")
            other.execute(
                "INSERT INTO kiosk_log (client_id, stream, seq, kind, data, actor, reason, "
                "created) VALUES ('other', 9, 1, 'call', '{}', 'table', '', 0) RETURNING id"
            )
            writer = threading.Thread(
                target=lambda: written.extend(store.append_many([_entry(1, 1)]))
            )
            writer.start()
            writer.join(1.0)
            assert writer.is_alive() and not written  # waiting for its turn
            assert store.entries_after(0) == []  # the other's row is not committed yet
            other.commit()
        writer.join(30)
        rows = store.entries_after(0)
        assert [r.client_id for r in rows] == ["other", written[0].client_id]
        assert rows[0].id < rows[1].id
    finally:
        store.close()

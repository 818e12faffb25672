"""The store: append-only rows, idempotent client ids, sequence conflicts, WAL, restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from dealer.event import Event
from kiosk.evening import Evening
from kiosk.store import DuplicateAction, LogEntry, SequenceConflict, Store
from scoring.movement import Movement

from .conftest import MOVEMENT


def test_rows_are_appended_in_order_and_read_back(db_url: str) -> None:
    store = Store(db_url)
    first = store.append(LogEntry("a", 1, 1, "call", {"reason": "x"}, round=1))
    second = store.append(LogEntry("b", 1, 2, "call", {}, round=1))
    assert second.id > first.id > 0
    rows = store.entries_after(0)
    assert [r.client_id for r in rows] == ["a", "b"]
    assert rows[0].data == {"reason": "x"} and rows[0].created > 0
    assert (
        store.entries_after(first.id) == [second]
        or store.entries_after(first.id)[0].id == second.id
    )
    assert store.last_id() == second.id
    store.close()


def test_duplicate_client_id_is_reported_with_the_original(db_url: str) -> None:
    store = Store(db_url)
    original = store.append(LogEntry("same", 1, 1, "call"))
    with pytest.raises(DuplicateAction) as caught:
        store.append(LogEntry("same", 1, 2, "call"))
    assert caught.value.entry.id == original.id
    assert len(store.entries_after(0)) == 1
    store.close()


def test_same_sequence_number_twice_is_a_conflict(db_url: str) -> None:
    store = Store(db_url)
    store.append(LogEntry("one", 2, 1, "call"))
    with pytest.raises(SequenceConflict):
        store.append(LogEntry("two", 2, 1, "call"))
    store.append(LogEntry("three", 3, 1, "call"))
    store.close()


def test_sqlite_runs_in_wal_mode(db_url: str) -> None:
    store = Store(db_url)
    with store.engine.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert connection.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
    store.close()


def test_alerts_and_meta(db_url: str) -> None:
    store = Store(db_url)
    store.add_alert(1, "wrong-board", "board 9 at table 1", 1, 9)
    [alert] = store.alerts()
    assert alert.kind == "wrong-board" and not alert.dismissed
    assert store.dismiss_alert(alert.id)
    assert not store.dismiss_alert(alert.id + 100)
    assert store.alerts() == []
    assert len(store.alerts(include_dismissed=True)) == 1
    assert store.meta_default("k", "first") == "first"
    assert store.meta_default("k", "second") == "first"
    store.close()


def test_state_is_rebuilt_from_the_log_after_a_restart(event: Event, tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'restart.sqlite3'}"
    movement = Movement.from_dict(MOVEMENT)
    store = Store(url)
    evening = Evening(store, game=event.game, boards=event.boards, movement=movement)
    evening.submit(
        table=1,
        kind="seats",
        data={"seats": {"ns": 1, "ew": 3}},
        client_id="s",
        seq=0,
        round=1,
        actor="table",
    )
    evening.submit(
        table=1, kind="board", data={"board": 1}, client_id="b", seq=1, round=1, actor="table"
    )
    leader = event.boards[0].leader
    card = event.boards[0].deal.hand(leader)[0]
    evening.submit(
        table=1,
        kind="action",
        data={"action": {"type": "PlayCard", "fields": {"card": str(card)}}},
        client_id="p",
        seq=2,
        round=1,
        actor="table",
    )
    before = evening.table_view(1)
    store.close()
    again = Evening(Store(url), game=event.game, boards=event.boards, movement=movement)
    after = again.table_view(1)
    assert after == before
    assert after["board"]["trick"] == [
        {"seat": str(leader), "card": str(card), "display": card.display}
    ]
    assert again.replay_errors == []
    again.store.close()

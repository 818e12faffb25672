"""The store: append-only rows, idempotent client ids, sequence conflicts, WAL, restart,
alerts, the start-up identity checks and the schema's migration -- on SQLite and on a real
PostgreSQL (the session's server of tests/conftest.py), with the same guarantees."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import Column, MetaData, Table, create_engine, text

from dealer.event import Event
from dealer.generate import create_event
from kiosk.evening import Evening
from kiosk.store import DuplicateAction, LogEntry, SequenceConflict, Store, StoreError, database_url
from scoring.movement import Movement
from tests.conftest import PostgresServer

from .conftest import MOVEMENT


@pytest.fixture()
def db_url(both_databases: str) -> str:
    return both_databases


@pytest.fixture()
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'kiosk.sqlite3'}"


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


def test_the_first_rows_time_without_reading_the_log(db_url: str) -> None:
    store = Store(db_url)
    assert store.first_created() is None
    first = store.append(LogEntry("a", 1, 1, "call", {}, round=1))
    store.append(LogEntry("b", 1, 2, "call", {}, round=1))
    assert store.first_created() == store.entries_after(0)[0].created == first.created
    store.close()


def test_the_results_export_of_a_worker_counts_the_other_workers_boards(
    event: Event, postgres: PostgresServer
) -> None:
    """Two kiosk processes on one PostgreSQL log: a board scored through the first is in
    the second's results file (the director's export, a club's push), though the second
    answered no table since (it reads the log before it counts)."""
    from kiosk import create_app
    from kiosk.standings import results_file

    from .conftest import Tablet, play_out

    url = postgres.new_database()
    first_app = create_app({"EVENT": event, "DATABASE_URL": url, "TESTING": True})
    second_app = create_app({"EVENT": event, "DATABASE_URL": url, "TESTING": True})
    first = Tablet(first_app.test_client(), first_app, 1)
    first.seat_up()
    first.ok("board", {"board": 1})
    play_out(first, event, 1)
    first.ok("confirm", {"seat": "E"})
    counted = results_file(second_app.extensions["kiosk"]).results
    assert [(r.deal, r.table) for r in counted] == [(1, 1)]
    for app in (first_app, second_app):
        app.extensions["kiosk"].store.close()


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


def test_sqlite_runs_in_wal_mode(sqlite_url: str) -> None:
    store = Store(sqlite_url)
    with store.engine.connect() as connection:
        assert connection.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert connection.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
    store.close()


def test_normal_durability_is_a_choice(sqlite_url: str) -> None:
    store = Store(sqlite_url, synchronous="normal")
    with store.engine.connect() as connection:
        assert connection.execute(text("PRAGMA synchronous")).scalar() == 1  # NORMAL
    store.close()
    with pytest.raises(StoreError, match="full, normal"):
        Store(sqlite_url, synchronous="off")


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


def test_state_is_rebuilt_from_the_log_after_a_restart(event: Event, db_url: str) -> None:
    url = db_url
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


def _evening(url: str, event: Event, *, shared: bool | None = None) -> Evening:
    return Evening(
        Store(url),
        game=event.game,
        boards=event.boards,
        movement=Movement.from_dict(MOVEMENT),
        shared=shared,
    )


def test_concurrent_tablets_group_commit_loses_nothing(event: Event, db_url: str) -> None:
    import threading

    from whist import Play

    evening = _evening(db_url, event)
    acknowledged: list[str] = []
    errors: list[BaseException] = []
    lock = threading.Lock()

    def tablet(table: int, board: int, ns: int, ew: int) -> None:
        try:

            def send(kind: str, data: dict[str, object]) -> None:
                action_id = f"{table}-{len(acknowledged)}-{kind}-{threading.get_ident()}-{id(data)}"
                state = evening.tables[table]
                evening.submit(
                    table=table,
                    kind=kind,
                    data=data,
                    client_id=action_id,
                    seq=state.seq,
                    round=state.round,
                    actor="table",
                )
                with lock:
                    acknowledged.append(action_id)

            send("seats", {"seats": {"ns": ns, "ew": ew}})
            send("board", {"board": board})
            mirror = Play.from_board(event.boards[board - 1])
            while not mirror.is_complete:
                seat = mirror.to_play
                assert seat is not None
                card = mirror.lawful_plays()[0]
                mirror.play(card, seat)
                send(
                    "action",
                    {
                        "action": {
                            "type": "PlayCard",
                            "fields": {"seat": str(seat), "card": str(card)},
                        }
                    },
                )
                if len(mirror.current_trick) == 4:
                    mirror.quit_trick()
                    send("action", {"action": {"type": "QuitTrick", "fields": {}}})
            send("confirm", {"seat": "E"})
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [
        threading.Thread(target=tablet, args=(1, 1, 1, 3)),
        threading.Thread(target=tablet, args=(2, 3, 2, 4)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    rows = evening.store.entries_after(0)
    assert sorted(r.client_id for r in rows) == sorted(acknowledged)
    assert len(rows) == 2 * (2 + 52 + 13 + 1)
    for table in (1, 2):
        seqs = [r.seq for r in rows if r.stream == table]
        assert seqs == list(range(1, len(seqs) + 1))
    assert set(evening.results) == {(1, 1), (2, 3)}
    evening.store.close()


def test_shared_database_sees_the_other_server_and_refuses_a_stale_write(
    event: Event, db_url: str
) -> None:
    first = _evening(db_url, event, shared=True)
    second = _evening(db_url, event, shared=True)
    first.submit(
        table=1,
        kind="seats",
        data={"seats": {"ns": 1, "ew": 3}},
        client_id="a",
        seq=0,
        round=1,
        actor="table",
    )
    assert second.table_view(1)["phase"] == "board"  # read from the other server's row
    second.submit(
        table=1, kind="board", data={"board": 1}, client_id="b", seq=1, round=1, actor="table"
    )
    assert first.table_view(1)["board"]["number"] == 1
    first.store.close()
    second.store.close()


def test_a_row_written_behind_a_lone_servers_back_is_a_conflict(event: Event, db_url: str) -> None:
    from kiosk.errors import Conflict

    lone = _evening(db_url, event)  # SQLite: reads the log only at start
    intruder = _evening(db_url, event)
    intruder.submit(table=1, kind="call", data={}, client_id="x", seq=0, round=1, actor="table")
    with pytest.raises(Conflict):
        lone.submit(table=1, kind="call", data={}, client_id="y", seq=0, round=1, actor="table")
    # the refused write made it read the log again: it now knows the intruder's row
    assert lone.tables[1].seq == 1
    lone.submit(table=1, kind="call", data={}, client_id="y", seq=1, round=1, actor="table")
    lone.store.close()
    intruder.store.close()


def test_two_apps_on_one_database_never_overwrite_each_other(event: Event, db_url: str) -> None:
    """Two kiosk servers on one database (an SQLite file, or PostgreSQL), each writing through its own connection: a
    server started later reads the other's rows, a stale write is refused (409) rather
    than lost or doubled, and the refused server then shows the table as it is."""
    from kiosk import create_app

    from .conftest import Tablet, play_out

    first_app = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    first = Tablet(first_app.test_client(), first_app, 1)
    first.seat_up()
    first.ok("board", {"board": 1})
    play_out(first, event, 1, stop_after=1)
    second_app = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    second = Tablet(second_app.test_client(), second_app, 1)
    seen = second.state()
    assert (
        seen["seq"] == first.seq
        and seen["board"]["tricks_won"] == first.state()["board"]["tricks_won"]
    )
    assert sum(seen["board"]["tricks_won"].values()) == 1
    second.ok("call", {"reason": "from the second server"})
    stale = first.post("call", {"reason": "from the first server"})
    assert stale.status_code == 409, stale.get_json()
    assert first.state()["seq"] == second.seq  # reloaded from the log after the refusal
    assert first.state()["called"] == "from the second server"
    first.ok("call", {"reason": "again from the first"})
    rows = first_app.extensions["kiosk"].store.entries_after(0)
    assert [r.seq for r in rows] == list(range(1, len(rows) + 1))
    assert len({r.client_id for r in rows}) == len(rows)
    first_app.extensions["kiosk"].store.close()
    second_app.extensions["kiosk"].store.close()


def test_alerts_of_one_kind_fold_into_repeats(db_url: str) -> None:
    from kiosk.store import OPEN_ALERTS_PER_KIND

    store = Store(db_url)
    for n in range(OPEN_ALERTS_PER_KIND + 2):
        store.add_alert(2, "call", f"call {n}", 1, None)
    open_ones = store.alerts()
    assert len(open_ones) == OPEN_ALERTS_PER_KIND
    assert open_ones[0].repeats == 2 and "(and 2 more like it)" in open_ones[0].to_json()["message"]
    assert store.count_alerts() == OPEN_ALERTS_PER_KIND
    store.close()


def test_the_identity_checks_refuse_another_event_and_redealt_deals(
    event: Event, db_url: str
) -> None:
    """A database begun for one event refuses another event, and this event dealt again
    (other cards); the refusal changes nothing."""
    from kiosk.context import KioskSetupError, check_identity

    store = Store(db_url)
    check_identity(store, event)
    check_identity(store, event)  # the same event again: fine
    other = replace(event, event_id="another-evening")
    with pytest.raises(KioskSetupError, match="database of event 'test-evening'"):
        check_identity(store, other)
    dealt_again = create_event(
        boards=4, game=event.game, secret=bytes(32), event_id=event.event_id, movement=MOVEMENT
    )
    redealt = replace(event, boards=dealt_again.boards)
    assert [b.number for b in redealt.boards] == [b.number for b in event.boards]
    with pytest.raises(KioskSetupError, match="dealt again") as refused:
        check_identity(store, redealt)
    advice = "rename it" if db_url.startswith("sqlite") else "another, empty database"
    assert advice in str(refused.value)
    assert store.meta("event_id") == "test-evening"
    store.close()


def test_an_older_schema_is_migrated(db_url: str) -> None:
    """A database of the first release (its alerts without ``repeats``, no version mark)
    is brought up to date at start, its rows kept; a database of a newer kiosk is
    refused."""
    from kiosk.schema import LATEST, VERSION_KEY, alert_table, log_table

    first_release = MetaData()
    log_table.to_metadata(first_release)
    Table(
        "kiosk_alert",
        first_release,
        *(
            Column(c.name, c.type, primary_key=c.primary_key, nullable=c.nullable)
            for c in alert_table.columns
            if c.name != "repeats"
        ),
    )
    engine = create_engine(database_url(db_url))
    first_release.create_all(engine)
    with engine.begin() as connection:
        connection.execute(
            text(
                "INSERT INTO kiosk_alert (table_no, kind, message, created, dismissed) "
                "VALUES (3, 'call', 'an old call', 1.0, false)"
            )
        )
    engine.dispose()
    store = Store(db_url)
    assert store.found_version == 1
    [old] = store.alerts()
    assert (old.table, old.message, old.repeats) == (3, "an old call", 0)
    store.add_alert(3, "call", "a new call", 1, None)
    assert len(store.alerts()) == 2
    assert store.meta(VERSION_KEY) == str(LATEST)
    store.set_meta(VERSION_KEY, str(LATEST + 1))
    store.close()
    with pytest.raises(StoreError, match="newer version of the kiosk"):
        Store(db_url)


def test_a_new_database_is_made_at_the_latest_version(db_url: str) -> None:
    from kiosk.schema import LATEST, VERSION_KEY

    store = Store(db_url)
    assert store.found_version == 0 and store.meta(VERSION_KEY) == str(LATEST)
    store.close()
    again = Store(db_url)
    assert again.found_version == LATEST
    again.close()


def test_postgresql_runs_without_the_sqlite_file_guards(
    postgres: PostgresServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ``.acked`` side file, the file modes and the WAL pragmas are SQLite's: on
    PostgreSQL (whose server keeps its own write-ahead log) nothing is written beside
    the kiosk, and a row is acknowledged by the server's commit alone."""
    monkeypatch.chdir(tmp_path)
    store = Store(postgres.new_database())
    assert not store.is_file and store.guard.path is None
    store.append(LogEntry("a", 1, 1, "call"))
    store.append_many([LogEntry("b", 1, 2, "call"), LogEntry("c", 1, 3, "call")])
    assert [r.seq for r in store.entries_after(0)] == [1, 2, 3]
    assert list(tmp_path.iterdir()) == []
    store.close()


def test_a_nul_character_is_refused_or_replaced_alike_on_both(event: Event, db_url: str) -> None:
    """PostgreSQL's text cannot hold a NUL character (SQLite's can): an action whose id
    holds one is refused (400) on both, not left for the tablet to resend for ever; a
    call's reason with one (kept in the row's JSON) is saved, and its alert reaches the
    director with a replacement character."""
    from kiosk import create_app

    from .conftest import Tablet

    app = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    tablet = Tablet(app.test_client(), app, 1)
    tablet.seat_up()
    refused = tablet.post("call", {"reason": "help"}, id="x\x00y")
    assert refused.status_code == 400 and "NUL" in refused.get_json()["message"]
    tablet.ok("call", {"reason": "a\x00b"})
    store = app.extensions["kiosk"].store
    assert store.entries_after(0)[-1].data == {"reason": "a\x00b"}
    [alert] = store.alerts()
    assert alert.message.endswith("a\ufffdb")
    store.close()


def test_kiosk_processes_starting_at_once_create_the_tables_once(
    postgres: PostgresServer,
) -> None:
    """Four stores opened at the same moment on one new PostgreSQL database (as kiosk
    processes started together): the tables are made once, under the kiosk's advisory
    lock, and every store opens."""
    import threading

    from kiosk.schema import LATEST

    url = postgres.new_database()
    opened: list[Store] = []
    failed: list[BaseException] = []
    start = threading.Barrier(4)

    def open_one() -> None:
        start.wait()
        try:
            opened.append(Store(url))
        except BaseException as exc:  # reported below
            failed.append(exc)

    threads = [threading.Thread(target=open_one) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failed == [] and len(opened) == 4
    assert sorted(s.found_version for s in opened)[0] == 0  # one made them
    assert sorted(s.found_version for s in opened)[1:] == [LATEST] * 3
    for store in opened:
        store.close()

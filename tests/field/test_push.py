"""A club's push to the central server: idempotent, resumable across a cut network, and
only into the club's own section (real PostgreSQL, real SQLite kiosks, the central server
a real ``whist sim serve`` process)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import select

from field.central import Central, Refused
from field.client import PushError, push
from field.schema import log_table

from .conftest import CentralServer, Club, run

pytestmark = pytest.mark.slow


def central_log(db: str, section: str) -> list[dict[str, object]]:
    central = Central(db)
    try:
        with central.engine.connect() as connection:
            rows = connection.execute(
                select(log_table).where(log_table.c.section == section).order_by(log_table.c.row_id)
            ).all()
    finally:
        central.close()
    return [dict(r._mapping) for r in rows]


def same_log(club: Club, db: str, section: str) -> None:
    """The central copy of the section's log is the club's, row for row, once each."""
    mine = club.log()
    theirs = central_log(db, section)
    assert Counter(r["client_id"] for r in theirs).most_common(1)[0][1] == 1
    assert [(r["id"], r["client_id"], r["table"], r["seq"], r["kind"]) for r in mine] == [
        (r["row_id"], r["client_id"], r["stream"], r["seq"], r["kind"]) for r in theirs
    ]
    assert [r["data"] for r in mine] == [json.loads(str(r["data"])) for r in theirs]


def test_push_cut_the_network_play_on_resume_nothing_lost_or_doubled(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a = clubs["a"]
    a.play(300)
    first = run("push", str(a.folder), "--central", server.url)
    assert first.exit_code == 0, first.output
    assert "(300 new)" in first.output
    same_log(a, central_db, "a")

    # the network is cut: the central server stops; the club plays on
    server.stop()
    a.play(400)
    cut = run("push", str(a.folder), "--central", server.url)
    assert cut.exit_code == 1
    assert "cannot reach the central server" in cut.output
    assert "nothing is lost" in cut.output
    a.play()  # to the end of the evening

    server.start()  # back, on the same port
    again = run("push", str(a.folder), "--central", server.url)
    assert again.exit_code == 0, again.output
    same_log(a, central_db, "a")
    total = len(a.log())
    assert f"({total - 300} new)" in again.output

    # pushed once more: nothing new, nothing doubled
    once_more = run("push", str(a.folder), "--central", server.url)
    assert "(0 new)" in once_more.output
    same_log(a, central_db, "a")
    # the club's results arrived with the log: every board finished at club A
    field = server.get("/api/field")
    finished = {s["section"]: s["finished"] for s in field["sections"]}
    assert finished == {"a": [1, 2, 3, 4, 5, 6], "b": []}


def test_a_push_resent_after_its_answer_was_lost_doubles_nothing(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    """The server took a push but the club never heard back: the club sends the same rows
    again (from its old cursor); they are checked and skipped."""
    a = clubs["a"]
    a.play(120)
    rows = a.log()
    key = a.settings["key"]
    central = Central(central_db)
    try:
        body = {
            "deals_sha256": _fingerprint(a),
            "kiosk_event": "sim-test.a",
            "rows": rows[:80],
        }
        assert central.receive("a", key, body)["received"] == 80
        again = central.receive("a", key, {**body, "rows": rows})
        assert again == {"section": "a", "received": 40, "last_row": 120, "rows": 120}
    finally:
        central.close()
    same_log(a, central_db, "a")


def _fingerprint(club: Club) -> str:
    from kiosk.context import deals_fingerprint

    return deals_fingerprint(club.open().event.boards)


def test_a_push_in_many_small_parts_is_the_same_log(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a = clubs["a"]
    a.play(250)
    settings = a.settings
    log = a.log()
    done = push(
        server.url,
        "a",
        settings["key"],
        deals_sha256=_fingerprint(a),
        kiosk_event="sim-test.a",
        rows_after=lambda n: [r for r in log if r["id"] > n],
        chunk=60,
    )
    assert (done.sent, done.received, done.requests) == (250, 250, 6)
    same_log(a, central_db, "a")


def test_a_wrong_key_is_refused_and_changes_nothing(
    clubs: dict[str, Club], server: CentralServer, central_db: str, tmp_path: Path
) -> None:
    a = clubs["a"]
    a.play(50)
    settings = a.settings
    (a.folder / "sim.json").write_text(json.dumps({**settings, "key": "0" * 48}))
    refused = run("push", str(a.folder), "--central", server.url)
    assert refused.exit_code == 1
    assert "wrong upload key for section 'a'" in refused.output
    assert "sim.json" in refused.output
    assert central_log(central_db, "a") == []


def test_another_sections_key_or_log_or_tables_are_refused(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a, b = clubs["a"], clubs["b"]
    a.play(40)
    b.play(40)
    a_key, b_key = a.settings["key"], b.settings["key"]
    # club A's key on section b
    (b.folder / "sim.json").write_text(json.dumps({**b.settings, "key": a_key}))
    refused = run("push", str(b.folder), "--central", server.url)
    assert refused.exit_code == 1
    assert "this is section 'a''s upload key, not section 'b''s" in refused.output
    # club A's log sent as section b (with b's own key): the log is another kiosk's
    (a.folder / "sim.json").write_text(json.dumps({**a.settings, "section": "b", "key": b_key}))
    refused = run("push", str(a.folder), "--central", server.url)
    assert refused.exit_code == 1
    assert "this log is of kiosk event 'sim-test.a', not of section 'b'" in refused.output
    # a row of a table the section does not have
    central = Central(central_db)
    try:
        row = {**a.log()[0], "table": 7}
        with pytest.raises(Refused) as caught:
            central.receive(
                "a",
                a_key,
                {"deals_sha256": _fingerprint(a), "kiosk_event": "sim-test.a", "rows": [row]},
            )
        assert caught.value.status == 403
        assert "section 'a' has tables 1 to 3" in caught.value.message
    finally:
        central.close()
    assert central_log(central_db, "a") == [] and central_log(central_db, "b") == []


def test_a_replaced_club_log_is_refused(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    """The club's kiosk database replaced by a new one (row ids start again with other
    actions): the server refuses rather than mixing two logs."""
    a = clubs["a"]
    a.play(30)
    assert run("push", str(a.folder), "--central", server.url).exit_code == 0
    a.close()
    (a.folder / "kiosk.sqlite3").rename(a.folder / "old.sqlite3")
    for side in ("-wal", "-shm", ".acked"):
        (a.folder / f"kiosk.sqlite3{side}").unlink(missing_ok=True)
    a.player = None
    a.play(40)
    refused = run("push", str(a.folder), "--central", server.url)
    assert refused.exit_code == 1, refused.output
    assert "differs from the one received before" in refused.output


def test_results_not_backed_by_the_log_are_refused(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    from kiosk.standings import results_file
    from scoring import dumps

    a = clubs["a"]
    a.play()
    kiosk = a.open()
    text = dumps(results_file(kiosk))
    central = Central(central_db)
    try:
        body = {"deals_sha256": _fingerprint(a), "kiosk_event": "sim-test.a"}
        log = a.log()
        # only the first rows of the log: the later results have no confirmation yet
        central.receive("a", a.settings["key"], {**body, "rows": log[:100]})
        with pytest.raises(Refused) as caught:
            central.receive(
                "a", a.settings["key"], {**body, "rows": [], "results": text, "results_upto": 100}
            )
        assert caught.value.error == "unbacked-result"
        assert "push the log first" in caught.value.message
    finally:
        central.close()


def test_push_errors_are_clear(tmp_path: Path, clubs: dict[str, Club]) -> None:
    a = clubs["a"]
    no_db = run("push", str(a.folder), "--central", "http://127.0.0.1:9")
    assert no_db.exit_code == 1
    assert "no kiosk database yet" in no_db.output
    no_central = run("push", str(a.folder))
    assert "no central server: give --central URL" in no_central.output
    not_club = run("push", str(tmp_path), "--central", "http://127.0.0.1:9")
    assert "not a club folder's sim.json" in not_club.output
    with pytest.raises(PushError):
        push(
            "http://127.0.0.1:9",
            "a",
            "k",
            deals_sha256="",
            kiosk_event="",
            rows_after=lambda n: [],
            timeout=2,
        )


def test_results_of_an_older_snapshot_never_replace_newer_ones(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    """Two pushes of one club crossing (a push loop and a push by hand): the one that read
    the log earlier arrives last; its results are older and are not kept."""
    from kiosk.standings import results_file
    from scoring import dumps

    a = clubs["a"]
    a.play(400)
    older = dumps(results_file(a.open()))
    upto_older = len(a.log())
    a.play()
    assert run("push", str(a.folder), "--central", server.url).exit_code == 0
    central = Central(central_db)
    try:
        before = central.plays()[0].results
        assert len(before) == 18
        body = {"deals_sha256": _fingerprint(a), "kiosk_event": "sim-test.a", "rows": []}
        central.receive(
            "a", a.settings["key"], {**body, "results": older, "results_upto": upto_older}
        )
        assert central.plays()[0].results == before
        assert central.sections()[0].results_upto == len(a.log())
    finally:
        central.close()


def test_a_club_folder_written_again_has_a_new_key_and_the_old_one_stops(
    clubs: dict[str, Club], server: CentralServer, central_db: str, tmp_path: Path
) -> None:
    import shutil

    a = clubs["a"]
    a.play(60)
    assert run("push", str(a.folder), "--central", server.url).exit_code == 0
    again = tmp_path / "a-again"
    done = run("club-event", str(tmp_path / "dealer"), "--db", central_db, "--section", "a",
               "--out", str(again))  # fmt: skip
    assert done.exit_code == 0, done.output
    assert "the section's old key no longer works" in done.output
    old = run("push", str(a.folder), "--central", server.url)
    assert old.exit_code == 1 and "wrong upload key for section 'a'" in old.output
    a.play(30)
    a.close()
    for name in ("kiosk.sqlite3", "kiosk.sqlite3-wal", "kiosk.sqlite3-shm", "kiosk.sqlite3.acked"):
        if (a.folder / name).exists():
            shutil.copy(a.folder / name, again / name)
    new = run("push", str(again), "--central", server.url)
    assert new.exit_code == 0, new.output
    assert "(30 new)" in new.output
    a.folder = again
    same_log(a, central_db, "a")
    taken = run("club-event", str(tmp_path / "dealer"), "--db", central_db, "--section", "a",
                "--out", str(again))  # fmt: skip
    assert taken.exit_code == 1 and "holds an event already" in taken.output
    unknown = run("club-event", str(tmp_path / "dealer"), "--db", central_db, "--section", "zz",
                  "--out", str(tmp_path / "zz"))  # fmt: skip
    assert unknown.exit_code == 1 and "has no section 'zz'" in unknown.output

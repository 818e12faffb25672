"""The organiser resets or withdraws a club's section (``whist sim reset``, ``whist sim
withdraw``): with confirmation, in the event's audit log, the field's results computed
again without it; a club cannot do either with its upload key. Real PostgreSQL, real
SQLite kiosks, the central server a real ``whist sim serve`` process."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from sqlalchemy import text

from field.central import Central
from field.schema import LATEST
from tests.conftest import PostgresServer

from .conftest import CentralServer, Club, run
from .test_push import same_log

pytestmark = pytest.mark.slow


def new_database(club: Club, seed: int) -> None:
    """The club starts its evening again on a new kiosk database (row ids from 1 again,
    other actions)."""
    club.close()
    (club.folder / "kiosk.sqlite3").rename(club.folder / "old.sqlite3")
    for side in ("-wal", "-shm", ".acked"):
        (club.folder / f"kiosk.sqlite3{side}").unlink(missing_ok=True)
    club.player = None
    club.seed = seed


def pairs_in_field(server: CentralServer) -> set[str]:
    field = server.get("/api/field")
    return {row["club"] for lst in field["ranking"]["lists"] for row in lst["rows"]}


def club_post(server: CentralServer, path: str, key: str) -> int:
    request = urllib.request.Request(
        server.url + path,
        data=b"{}",
        method="POST",
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)


def test_a_reset_empties_the_section_audited_and_the_club_replays(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a, b = clubs["a"], clubs["b"]
    a.play()
    b.play()
    for club in (a, b):
        assert run("push", str(club.folder), "--central", server.url).exit_code == 0
    assert pairs_in_field(server) == {"Club A", "Club B"}
    rows_before = len(a.log())

    # club A must replay its evening on a new database: its new log is refused...
    new_database(a, seed=7)
    a.play()
    refused = run("push", str(a.folder), "--central", server.url)
    assert refused.exit_code == 1 and "differs from the one received before" in refused.output
    # ...and its upload key resets nothing: the server has no such door for a club
    key = a.settings["key"]
    for path in ("/api/sections/a/reset", "/api/sections/a/withdraw", "/api/sections/a"):
        assert club_post(server, path, key) in (404, 405)
    assert server.get("/api/field")["sections"][0]["finished"] == [1, 2, 3, 4, 5, 6]

    # the organiser is asked first; "no" changes nothing
    said_no = run("reset", "--db", central_db, "--section", "a", "--reason", "replay")
    assert said_no.exit_code == 1
    assert f"forgets its {rows_before} log rows and 18 results" in said_no.output
    assert "Aborted" in said_no.output
    assert pairs_in_field(server) == {"Club A", "Club B"}

    # "yes": the section is empty, the field's results without it, the audit says so
    from click.testing import CliRunner

    from whistcli.sim import sim

    done = CliRunner().invoke(
        sim,
        ["reset", "--db", central_db, "--section", "a", "--reason", "pushed the wrong evening",
         "--by", "Mrs Organiser"],
        input="y\n",
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    assert f"{rows_before} log rows and 18 results removed" in done.output
    field = server.get("/api/field")
    finished = {s["section"]: s["finished"] for s in field["sections"]}
    assert finished == {"a": [], "b": [1, 2, 3, 4, 5, 6]}
    assert field["released"] == []  # club A has not finished any board now
    audit = run("audit", "--db", central_db, "--json")
    entries = json.loads(audit.output)
    assert [(e["action"], e["section"], e["actor"], e["reason"]) for e in entries] == [
        ("reset", "a", "Mrs Organiser", "pushed the wrong evening")
    ]
    assert entries[0]["detail"]["rows"] == rows_before
    assert "reset a by Mrs Organiser" in run("audit", "--db", central_db).output

    # the club's replayed evening now goes up, row for row, and counts again
    again = run("push", str(a.folder), "--central", server.url)
    assert again.exit_code == 0, again.output
    same_log(a, central_db, "a")
    assert pairs_in_field(server) == {"Club A", "Club B"}


def test_a_withdrawn_section_leaves_the_field_and_its_pushes_are_refused(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a, b = clubs["a"], clubs["b"]
    a.play()
    b.play(100)  # club B is stuck half-way: no board released yet
    for club in (a, b):
        assert run("push", str(club.folder), "--central", server.url).exit_code == 0
    assert server.get("/api/field")["released"] == []

    done = run("withdraw", "--db", central_db, "--section", "b", "--reason", "power cut", "--yes")
    assert done.exit_code == 0, done.output
    field = server.get("/api/field")
    # club A alone now: every board it finished is released, ranked without club B
    assert [s["section"] for s in field["sections"]] == ["a"]
    assert field["withdrawn"] == [{"section": "b", "club": "Club B"}]
    assert field["released"] == [1, 2, 3, 4, 5, 6]
    assert pairs_in_field(server) == {"Club A"}
    assert "WITHDRAWN" in run("sections", "--db", central_db).output

    b.play(50)
    refused = run("push", str(b.folder), "--central", server.url)
    assert refused.exit_code == 1
    assert "the organiser has withdrawn section 'b'" in refused.output

    twice = run("withdraw", "--db", central_db, "--section", "b", "--reason", "x", "--yes")
    assert twice.exit_code == 1 and "withdrawn already" in twice.output
    back = run(
        "withdraw", "--db", central_db, "--section", "b", "--reason", "back", "--reinstate", "--yes"
    )
    assert back.exit_code == 0, back.output
    assert run("push", str(b.folder), "--central", server.url).exit_code == 0
    same_log(b, central_db, "b")
    actions = [e["action"] for e in json.loads(run("audit", "--db", central_db, "--json").output)]
    assert actions == ["withdraw", "reinstate"]


def test_organiser_commands_say_what_is_wrong(clubs: dict[str, Club], central_db: str) -> None:
    no_reason = run("reset", "--db", central_db, "--section", "a", "--yes")
    assert no_reason.exit_code == 2 and "--reason" in no_reason.output
    blank = run("reset", "--db", central_db, "--section", "a", "--reason", " ", "--yes")
    assert blank.exit_code == 1 and "give the reason" in blank.output
    unknown = run("reset", "--db", central_db, "--section", "zz", "--reason", "r", "--yes")
    assert unknown.exit_code == 1 and "no section 'zz'" in unknown.output
    not_out = run(
        "withdraw", "--db", central_db, "--section", "a", "--reason", "r", "--reinstate", "--yes"
    )
    assert not_out.exit_code == 1 and "nothing to reinstate" in not_out.output
    assert "nothing: no section was reset" in run("audit", "--db", central_db).output


def test_a_version_1_database_is_migrated(
    tmp_path: Path, postgres: PostgresServer, clubs: dict[str, Club], central_db: str
) -> None:
    """A central database of the first release (no withdrawn column, no audit table)
    gains them when opened, its sections and keys untouched."""
    central = Central(central_db)
    with central.engine.begin() as connection:
        connection.execute(text("ALTER TABLE field_section DROP COLUMN withdrawn"))
        connection.execute(text("DROP TABLE field_audit"))
        connection.execute(text("UPDATE field_meta SET value = '1'"))
    central.close()
    central = Central(central_db)
    try:
        assert [s.name for s in central.sections()] == ["a", "b"]
        assert central.audit() == []
        with central.engine.connect() as connection:
            version = connection.execute(text("SELECT value FROM field_meta")).scalar()
        assert version == str(LATEST) == "2"
    finally:
        central.close()
    assert (
        run("withdraw", "--db", central_db, "--section", "a", "--reason", "r", "--yes").exit_code
        == 0
    )

"""The field's results: matchpoints across every club on each board, checked against a
computation of this test's own; each club's ranking as its own kiosk ranks it; and the
release rule (a board's field results only when every club has finished it, or at the
organiser's time)."""

from __future__ import annotations

import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from field.app import SECURITY_HEADERS, create_app
from field.central import Central
from field.standings import SectionPlay, finished_boards, released_boards
from kiosk.standings import ranking as kiosk_ranking
from kiosk.wsgi import _HEADERS as KIOSK_HEADERS
from scoring import DealResult, build_movement
from tests.conftest import PostgresServer

from .conftest import CentralServer, Club, run

pytestmark = pytest.mark.slow


def independent_matchpoints(clubs: dict[str, Club]) -> dict[tuple[str, int], tuple[int, int]]:
    """(section, pair) -> (matchpoints, top), computed here from the clubs' own kiosks:
    on each board, each North-South score against every other North-South score of the
    field, 2 for each beaten and 1 for each tie (East-West likewise)."""
    scores: dict[tuple[int, str], list[tuple[str, int, int]]] = defaultdict(list)
    for name, club in clubs.items():
        for result in club.open().evening.results.values():
            for side, seat in (("NS", "ns"), ("EW", "ew")):
                scores[(result.board, side)].append((name, result.seats[seat], result.points[side]))
    got: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0, 0])
    for entries in scores.values():
        for i, (name, pair, score) in enumerate(entries):
            others = [s for j, (_, _, s) in enumerate(entries) if j != i]
            got[(name, pair)][0] += 2 * sum(score > s for s in others) + sum(
                score == s for s in others
            )
            got[(name, pair)][1] += 2 * len(others)
    return {k: (v[0], v[1]) for k, v in got.items()}


def test_the_field_ranking_is_matchpoints_across_every_club(
    clubs: dict[str, Club], server: CentralServer
) -> None:
    for club in clubs.values():
        club.play()
        done = run("push", str(club.folder), "--central", server.url)
        assert done.exit_code == 0, done.output
    field = server.get("/api/field")
    assert field["released"] == [1, 2, 3, 4, 5, 6]
    # Mitchell sections: every pair sits one way, so each direction is ranked apart
    assert [lst["title"] for lst in field["ranking"]["lists"]] == ["North-South", "East-West"]
    shown = {
        (row["section"], row["pair"]): (row["matchpoints"], row["top"])
        for lst in field["ranking"]["lists"]
        for row in lst["rows"]
    }
    expected = independent_matchpoints(clubs)
    assert shown == expected
    # 2 clubs x 3 tables: each score is compared with 5 others, 6 boards a pair
    assert {top for _, top in shown.values()} == {6 * 2 * 5}
    for lst in field["ranking"]["lists"]:
        ratios = [row["matchpoints"] / row["top"] for row in lst["rows"]]
        assert ratios == sorted(ratios, reverse=True)
        assert lst["rows"][0]["place"] in ("1", "1=")
    # each traveller has every table of the field
    assert all(len(deal["lines"]) == 6 for deal in field["deals"])
    # each club's own ranking is the one its kiosk shows
    for own in field["clubs"]:
        kiosk_rows = kiosk_ranking(clubs[own["section"]].open())["rows"]
        assert [(r["pair"], r["score"]) for r in own["rows"]] == [
            (r["contestant"], r["score"]) for r in kiosk_rows
        ]


def test_the_export_is_a_results_file_whist_score_ranks_alike(
    clubs: dict[str, Club], server: CentralServer, central_db: str, tmp_path: Path
) -> None:
    from whistcli.score import score

    for club in clubs.values():
        club.play()
        assert run("push", str(club.folder), "--central", server.url).exit_code == 0
    out = tmp_path / "field.json"
    done = run("export", "--db", central_db, "--out", str(out))
    assert done.exit_code == 0, done.output
    assert "36 results of 6 tables" in done.output
    from click.testing import CliRunner

    printed = CliRunner().invoke(score, [str(out), "--json"])
    assert printed.exit_code == 0, printed.output
    import json

    rows = json.loads(printed.output)["standings"]
    field = server.get("/api/field")
    best_ns = field["ranking"]["lists"][0]["rows"][0]
    names = {r["contestant"]: r for r in rows}
    assert any(
        r["name"] == f"{best_ns['club']} pair {best_ns['pair']}" and r["place"] in ("1", "1=")
        for r in names.values()
    ), rows


def _finished(club: Club) -> set[int]:
    evening = club.open().evening
    results = [
        DealResult(deal=r.board, round=r.round, table=r.table) for r in evening.results.values()
    ]
    return finished_boards(evening.movement, results)


def test_a_board_is_released_when_every_club_has_finished_it_or_at_the_organisers_time(
    clubs: dict[str, Club], server: CentralServer, central_db: str
) -> None:
    a, b = clubs["a"], clubs["b"]
    a.play()
    while not 0 < len(_finished(b)) < 6:
        b.play(15)
    for club in (a, b):
        assert run("push", str(club.folder), "--central", server.url).exit_code == 0
    field = server.get("/api/field")
    both = sorted(_finished(a) & _finished(b))
    assert field["released"] == both
    assert [d["board"] for d in field["deals"]] == both
    # the ranking counts the released boards only: a pair's top is 10 a board
    tops = {row["top"] for lst in field["ranking"]["lists"] for row in lst["rows"]}
    assert tops <= {10 * n for n in range(1, len(both) + 1)}
    page = _page(central_db)
    for board in range(1, 7):
        assert (f"<h3>Board {board}</h3>" in page) == (board in both)

    # the organiser's time: in the future, nothing more; passed, every board
    assert run("release", "--db", central_db, "--at", "2999-01-01T00:00").exit_code == 0
    assert server.get("/api/field")["released"] == both
    done = run("release", "--db", central_db, "--now")
    assert done.exit_code == 0 and "released at" in done.output
    assert server.get("/api/field")["released"] == [1, 2, 3, 4, 5, 6]
    assert run("release", "--db", central_db, "--clear").exit_code == 0
    assert server.get("/api/field")["released"] == both
    bad = run("release", "--db", central_db, "--at", "half past ten")
    assert bad.exit_code == 2 and "is not a time" in bad.output


def _page(db: str) -> str:
    central = Central(db)
    try:
        response = create_app(central).test_client().get("/")
        assert response.status_code == 200
        for name, value in SECURITY_HEADERS:
            assert response.headers[name] == value
        return response.get_data(as_text=True)
    finally:
        central.close()


def test_the_release_rule_alone() -> None:
    movement = build_movement("mitchell", 3, 6)
    every = [
        DealResult(deal=d, round=m.round, table=m.table.table, ns_score=7, ew_score=6)
        for d in movement.all_deals()
        for m in movement.meetings(d)
    ]
    board_1 = [r for r in every if r.deal == 1]
    done = SectionPlay("a", "A", movement, tuple(every))
    one = SectionPlay("b", "B", movement, tuple(board_1))
    part = SectionPlay("c", "C", movement, tuple(board_1[:2]))
    now = time.time()
    assert released_boards([done, one], release_at=None, now=now) == [1]
    assert released_boards([done, one, part], release_at=None, now=now) == []
    assert released_boards([done, part], release_at=now + 60, now=now) == []
    assert released_boards([done, part], release_at=now - 60, now=now) == [1, 2, 3, 4, 5, 6]


def test_the_central_servers_headers_are_the_kiosks() -> None:
    assert SECURITY_HEADERS == KIOSK_HEADERS


def test_api_errors_are_json(central_db: str, clubs: dict[str, Club]) -> None:
    central = Central(central_db)
    try:
        client = create_app(central).test_client()
        answer: Any = client.get("/api/sections/a/cursor")
        assert answer.status_code == 401
        assert "Authorization: Bearer KEY" in answer.get_json()["message"]
        answer = client.post(
            "/api/sections/zz/push", headers={"Authorization": "Bearer x"}, json={}
        )
        assert answer.status_code == 404
        assert "has no section 'zz'" in answer.get_json()["message"]
        answer = client.post(
            "/api/sections/a/push", headers={"Authorization": "Bearer x"}, data="not json"
        )
        assert answer.status_code == 400 or answer.status_code == 403
        assert answer.headers["Cache-Control"] == "no-store"
    finally:
        central.close()


def test_create_refuses_bad_sections_and_a_second_event(
    tmp_path: Path, central_db: str, clubs: dict[str, Club]
) -> None:
    event = tmp_path / "dealer"
    bad = run(
        "create",
        str(event),
        "--db",
        central_db,
        "--out",
        str(tmp_path / "x"),
        "--section",
        "North:mitchell:3",
    )
    assert bad.exit_code == 2 and "lower-case letters" in bad.output
    bad = run(
        "create",
        str(event),
        "--db",
        central_db,
        "--out",
        str(tmp_path / "x"),
        "--section",
        "n:mitchell",
    )
    assert bad.exit_code == 2 and "NAME:MOVEMENT:TABLES" in bad.output
    bad = run(
        "create",
        str(event),
        "--db",
        central_db,
        "--out",
        str(tmp_path / "x"),
        "--section",
        "n:mitchell:5",
    )
    assert bad.exit_code == 2 and "n:mitchell:5" in bad.output
    again = run(
        "create",
        str(event),
        "--db",
        central_db,
        "--out",
        str(tmp_path / "x"),
        "--section",
        "c:mitchell:3",
    )
    assert (
        again.exit_code == 1 and "already holds the simultaneous event 'sim-test'" in again.output
    )
    listed = run("sections", "--db", central_db)
    assert "Club A" in listed.output and "0 of 6 boards finished" in listed.output


def test_a_database_without_the_event_is_one_line(postgres: PostgresServer) -> None:
    empty = postgres.new_database()
    for args in (("sections",), ("release", "--now"), ("export", "--out", "x.json"), ("serve",)):
        done = run(*args, "--db", empty)
        assert done.exit_code == 1, done.output
        assert "holds no simultaneous event: make it with `whist sim create`" in done.output
    done = run("sections", "--db", "postgresql://whist@127.0.0.1:9/nowhere")
    assert done.exit_code == 1 and "cannot use the database" in done.output

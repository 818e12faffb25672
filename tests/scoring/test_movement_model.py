"""The movement model: JSON and .ASC round trips, guide-card and traveller helpers."""

from __future__ import annotations

import json

import pytest

from scoring import (
    Movement,
    MovementError,
    Seating,
    build_movement,
    find_movement,
    movement_forms,
    movement_names,
)

ALL_SIZES = [(f.name, t, d) for f in movement_forms() for t, d in f.sizes[:3]]


@pytest.mark.parametrize(("name", "tables", "deals"), ALL_SIZES)
def test_json_and_asc_round_trip(name: str, tables: int, deals: int | None) -> None:
    m = build_movement(name, tables, deals)
    assert Movement.from_json(m.to_json()) == m
    assert Movement.from_asc(m.to_asc()) == m


def test_json_shape_matches_the_issue() -> None:
    data = json.loads(build_movement("mitchell", 3, 6).to_json())
    assert {"name", "tables", "rounds"} <= set(data)
    first = data["rounds"][0]
    assert first["round"] == 1
    assert first["tables"][0] == {"table": 1, "deals": [1, 2], "ns": 1, "ew": 2}
    ind = json.loads(build_movement("individual-8", 2, 14).to_json())
    assert set(ind["rounds"][0]["tables"][0]) == {
        "table",
        "deals",
        "north",
        "south",
        "east",
        "west",
    }
    teams = json.loads(build_movement("teams-of-four", 2, 8).to_json())
    assert teams["rounds"][0]["tables"][0]["ns_team"] == 1


def test_asc_header_and_empty_tables() -> None:
    m = build_movement("howell", 4, pairs=7)
    text = m.to_asc()
    header = text.splitlines()[0].split()
    assert header == ["7", "4", "7", "7", "0"]
    # pair 8 is absent: table 1 (its table, first on each line) shows 0 for N-S
    rounds = [line for line in text.splitlines()[1:] if not line.startswith("#")]
    assert all(line.split()[0] == "0" for line in rounds)
    back = Movement.from_asc(text)
    assert back == m


def test_asc_reads_a_plain_file_without_our_comments() -> None:
    text = "4 2 3 3 0\n# a comment\n1-2 A 3-4 B\n\n1-3 B 2-4 C\n1-4 C 2-3 A # end\n"
    m = Movement.from_asc(text)
    assert m.tables == 2 and len(m.rounds) == 3
    assert m.rounds[0].tables[1].deals == (2,)
    assert m.rounds[2].tables[0].ns == 1 and m.rounds[2].tables[0].ew == 4


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", "no header"),
        ("4 2 x 3 0\n", "header must be five integers"),
        ("4 2 2 3 0\n1 2 1 3 4 2\n", "header says 2 rounds"),
        ("4 2 1 3 0\n1 2 1 3 4\n", "line 2"),
    ],
)
def test_asc_errors_say_where(text: str, where: str) -> None:
    with pytest.raises(MovementError, match=where):
        Movement.from_asc(text, "x.asc")


def test_json_errors_say_where() -> None:
    with pytest.raises(MovementError, match=r"x.json: line 1"):
        Movement.from_json("{", "x.json")
    with pytest.raises(MovementError, match=r"rounds\[0\].tables\[0\]"):
        Movement.from_json('{"name": "m", "tables": 1, "rounds": [{"tables": [{}]}]}', "x.json")
    with pytest.raises(MovementError, match="unknown field"):
        Movement.from_json(
            '{"name": "m", "tables": 1, "rounds": [{"tables": [{"table": 1, "deals": [], "x": 1}]}]}'
        )


def test_where_next_meetings_and_card_for_mitchell() -> None:
    m = build_movement("mitchell", 5, 20)
    # E-W pair 2 starts at table 1 and moves up one table each round
    assert m.where_next(2, 0) == Seating(1, 1, "ew")
    assert m.where_next(2, 1) == Seating(2, 2, "ew")
    assert m.where_next(2, 5) is None
    assert m.where_next(1, 3) == Seating(4, 1, "ns")
    # deal 1 is played once at every table
    meetings = m.meetings(1)
    assert sorted(x.table.table for x in meetings) == [1, 2, 3, 4, 5]
    card = m.contestant_card(2)
    assert [line.table for line in card] == [1, 2, 3, 4, 5]
    assert sorted(line.opponents[0] for line in card) == [1, 3, 5, 7, 9]
    assert sorted(d for line in card for d in line.deals) == list(range(1, 21))


def test_card_of_individual_player_names_partner() -> None:
    m = build_movement("individual-8", 2, 14)
    card = m.contestant_card(8)
    assert {line.seat for line in card} == {"west"}
    assert sorted({line.partner for line in card if line.partner}) == [1, 2, 3, 4, 5, 6, 7]


def test_sit_out_skipped_by_where_next() -> None:
    m = build_movement("howell", 4, pairs=7)
    # pair r+1 meets the absent pair 8 in round r+1, i.e. sits out
    assert m.seating(1, 1) is None
    nxt = m.where_next(1, 0)
    assert nxt is not None and nxt.round == 2


def test_names_and_unknown() -> None:
    names = [n for n, _ in movement_names()]
    assert "mitchell" in names and "howell" in names
    assert len(names) == len(set(names))
    with pytest.raises(MovementError, match="unknown movement 'nope'"):
        find_movement("nope")


def test_text_lists_every_round() -> None:
    text = build_movement("clay-fours", 4, 8).to_text()
    assert text.count("Round ") == 8
    assert "not played" in text

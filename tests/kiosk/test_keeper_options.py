"""The options a score-keeper table agrees, offered as choices (kiosk.keeper_options), the
director's form that opens a table with them, and what a keeper's link cannot reach."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask import Flask

from kiosk import create_app
from kiosk.errors import BadRequest
from kiosk.keeper_options import agreed_words, chosen_options, game_options
from kiosk.keeper_views import keepers
from whist.games import find_game

from .conftest import make_event


@pytest.fixture()
def kiosk_app(tmp_path: Any) -> Any:
    app = create_app(
        {
            "EVENT": make_event(),
            "DATABASE_URL": f"sqlite:///{tmp_path / 'kiosk.sqlite3'}",
            "TESTING": True,
        }
    )
    yield app
    app.extensions["kiosk"].store.close()


PLAYERS = {
    ("whist-1893", "english"): ["A", "B", "C", "D"],
    ("solo-whist", "grand"): ["A", "B", "C", "D"],
    ("solo-whist", "six_trick_solo"): ["A", "B", "C"],
    ("mort", "first_live"): ["A", "B", "C", "D"],
    ("dummy-whist", "game_points"): ["A", "B", "C"],
    ("dummy-whist", "english"): ["A", "B", "C"],
    ("dummy-whist", "dummy_partner"): ["A", "B", "C"],
    ("double-dummy", "game_points"): ["A", "B"],
    ("double-dummy", "english"): ["A", "B"],
}


def test_every_option_offered_is_one_the_game_reads_and_its_default_first() -> None:
    """Each question's first choice is the book's rule (the sheet's default), and every
    choice opens a sheet."""
    for name in ("whist-1893", "solo-whist", "mort", "dummy-whist", "double-dummy"):
        game = find_game(name)
        for option in game_options(name):
            assert option.key in game.options  # type: ignore[attr-defined]
            assert option.choices[0].value == game.options[option.key]  # type: ignore[attr-defined]
            assert all(c.label and (c.explains or option.explains) for c in option.choices)
            players = PLAYERS[name, option.key]
            for choice in option.choices:
                chosen = chosen_options(name, players, {option.key: choice.code}, "")
                game.sheet_for(players, chosen)  # type: ignore[attr-defined]
    for name in ("cayenne", "humbug", "three-handed-whist", "thirteen-and-the-odd"):
        assert game_options(name) == ()


def test_the_game_of_dummy_whist_is_seven_or_five_or_ten_by_agreement() -> None:
    """ "Seven points are game, but the players may, at their discretion, change this to
    five or ten points" (seed 000, Dummy Whist)."""
    (length,) = [o for o in game_options("dummy-whist") if o.key == "game_points"]
    assert [c.value for c in length.choices] == [7, 5, 10]
    with pytest.raises(BadRequest, match="not one of the choices offered"):
        chosen_options("dummy-whist", ["A", "B", "C"], {"game_points": "6"}, "")


def test_the_six_trick_solo_is_offered_to_three_players_only() -> None:
    """ "Solo Whist for Three Players ... In some localities ... a Six-trick Solo"."""
    assert "six_trick_solo" not in [o.key for o in game_options("solo-whist", 4)]
    assert "six_trick_solo" in [o.key for o in game_options("solo-whist", 3)]
    assert chosen_options("solo-whist", ["A", "B", "C"], {"six_trick_solo": "true"}, "") == {
        "six_trick_solo": True
    }
    with pytest.raises(BadRequest, match="only for a table of 3 players"):
        chosen_options("solo-whist", ["A", "B", "C", "D"], {"six_trick_solo": "true"}, "")
    # the book's rule sent for four: nothing to agree
    assert chosen_options("solo-whist", ["A", "B", "C", "D"], {"six_trick_solo": "false"}, "") == {}


def test_a_seat_is_named_by_its_player_and_a_missing_seat_refused() -> None:
    assert chosen_options("mort", ["Ann", "Bob", "Cyril"], {"first_live": '"seat:3"'}, "") == {
        "first_live": "Cyril"
    }
    with pytest.raises(BadRequest, match="there is no fourth player at a table of 3"):
        chosen_options("mort", ["Ann", "Bob", "Cyril"], {"first_live": '"seat:4"'}, "")
    assert agreed_words("mort", ["Ann", "Bob", "Cyril"], {"first_live": ""}) == [
        "The first Live player (who cut lowest): Ann"
    ]
    assert agreed_words("mort", ["Ann", "Bob", "Cyril"], {"first_live": "Cyril"}) == [
        "The first Live player (who cut lowest): Cyril"
    ]


def test_the_agreed_options_read_as_the_table_says_them() -> None:
    assert agreed_words("whist-1893", ["A", "B", "C", "D"], {"english": False}) == [
        "How the games are counted: American (the laws of 1893)"
    ]
    assert agreed_words("double-dummy", ["A", "B"], {"english": True, "game_points": 10}) == [
        "Points to a game: Ten",
        "How the games are counted: The old English custom",
    ]
    assert agreed_words("humbug", ["A", "B"], {}) == []


def director(app: Flask) -> Any:
    client = app.test_client()
    with client.session_transaction() as session:
        session["director"] = app.extensions["kiosk"].event.event_id
        session["csrf"] = "c" * 32
    return client


def test_the_director_opens_a_table_with_the_options_chosen(kiosk_app: Flask) -> None:
    client = director(kiosk_app)
    page = client.get("/director/keepers").data.decode()
    assert re.search(r'name="option-dummy-whist-game_points"\s+value="5"', page)
    assert "A shorter game, by agreement." in page
    assert 'name="options"' not in page  # no JSON to type
    client.post(
        "/director/keepers",
        data={
            "game": "solo-whist",
            "players": "Ann, Bob, Cyril",
            "option-solo-whist-six_trick_solo": "true",
            "option-solo-whist-grand": "false",
            # another game's option is not read
            "option-dummy-whist-game_points": "10",
            "csrf": "c" * 32,
        },
    )
    with kiosk_app.app_context():
        table = keepers().table(1)
        token = keepers().token(1)
    assert table.options == {"grand": False, "six_trick_solo": True}
    state = client.get("/keep/1/sheet", headers={"X-Keeper-Token": token}).get_json()
    assert state["agreed"] == [
        "When every player passes: The hands are thrown up",
        "Six-trick Solo (three players): Played (some localities)",
    ]
    refused = client.post(
        "/director/keepers",
        data={
            "game": "mort",
            "players": "Ann, Bob, Cyril",
            "option-mort-first_live": '"seat:4"',
            "csrf": "c" * 32,
        },
    )
    said = client.get(refused.location).data.decode()
    assert "there is no fourth player at a table of 3" in said
    with kiosk_app.app_context():
        assert len(keepers().tables) == 1  # nothing opened by the refused form


def test_a_keepers_link_changes_nothing_but_its_own_sheet(kiosk_app: Flask) -> None:
    """The link lies on the table: with it, another table's sheet cannot be written or
    undone, its bidding not run, and the duplicate tables' API refuses it."""
    with kiosk_app.app_context():
        mine = keepers().open("whist-1893", None, {})
        other = keepers().open("whist-1893", None, {})
        keepers().add_hand(other.number, {"tricks": {"A-C": 9}}, seq=1)
        token = keepers().token(mine.number)
    client = kiosk_app.test_client()
    header = {"X-Keeper-Token": token}
    n = other.number
    for path, body in (
        (f"/keep/{n}/hand", {"record": {"tricks": {"A-C": 13}}, "seq": 2}),
        (f"/keep/{n}/undo", {"seq": 2}),
        (f"/keep/{n}/auction", {"dealer": "A", "calls": []}),
    ):
        answer = client.post(path, json=body, headers=header)
        assert answer.status_code == 403 and answer.get_json()["error"] == "bad-token"
        # nor with the token in the address
        assert client.post(f"{path}?token={token}", json=body).status_code == 403
    with kiosk_app.app_context():
        assert len(keepers().table(n).records) == 1
    # the duplicate tables: neither its state nor a card played
    for number in (1, 2, mine.number):
        assert (
            client.get(f"/api/tables/{number}/state", headers={"X-Table-Token": token}).status_code
            == 403
        )
        assert client.post(
            f"/api/tables/{number}/actions",
            json={"kind": "play", "card": "AS"},
            headers={"X-Table-Token": token},
        ).status_code in (403, 404, 405)
    # nor the director's
    assert (
        client.post("/director/keepers", data={"game": "mort"}, headers=header).status_code == 403
    )
    console = client.get("/director", headers=header).data.decode()
    assert 'id="login"' in console and "/keep/" not in console
    # a table number that is not one: refused, not a 500
    for bad in ("0", "-1", "99999999999999999999"):
        assert client.get(f"/keep/{bad}/sheet", headers=header).status_code in (403, 404)


def test_mort_asks_the_side_then_the_one_penalty(kiosk_app: Flask) -> None:
    """ "One or the other of the three above plans must be adopted by opponents, and not
    a combination of two or more of them" (seed 000, Mort): the side that revoked, then
    one penalty; a revoke without its penalty is refused in the players' words."""
    with kiosk_app.app_context():
        table = keepers().open("mort", ["Ann", "Bob", "Cyril"], {})
        token = keepers().token(table.number)
    client = kiosk_app.test_client()
    header = {"X-Keeper-Token": token}
    state = client.get(f"/keep/{table.number}/sheet", headers=header).get_json()
    (revoke,) = [f for f in state["fields"] if f["key"] == "revokes"]
    assert revoke["kind"] == "revoke"
    assert [o["value"] for o in revoke["options"]] == [None, "Ann-Mort", "Bob-Cyril"]
    assert [o["value"] for o in revoke["penalty"]["options"]] == ["add", "deduct", "tricks"]
    answer = client.post(
        f"/keep/{table.number}/hand",
        json={"record": {"tricks": {"Ann-Mort": 7}, "revokes": [{"by": "Bob-Cyril"}]}, "seq": 1},
        headers=header,
    )
    assert answer.status_code == 400
    assert answer.get_json()["message"] == (
        "The penalty the adversaries choose: not given yet; choose it before scoring the hand"
    )


def test_the_second_call_for_a_six_trick_solo_is_said(kiosk_app: Flask) -> None:
    """Solo for three with the six-trick Solo agreed: when all have passed, the page says
    it is the second call for bids, and offers the Six-trick Solo or a pass."""
    with kiosk_app.app_context():
        table = keepers().open("solo-whist", ["Ann", "Bob", "Cyril"], {"six_trick_solo": True})
        token = keepers().token(table.number)
    client = kiosk_app.test_client()
    calls = [["Bob", "pass"], ["Cyril", "pass"]]
    view = client.post(
        f"/keep/{table.number}/auction",
        json={"dealer": "Ann", "calls": calls},
        headers={"X-Keeper-Token": token},
    ).get_json()
    assert view["note"] == "" and view["to_call"] == "Ann"
    view = client.post(
        f"/keep/{table.number}/auction",
        json={"dealer": "Ann", "calls": [*calls, ["Ann", "pass"]]},
        headers={"X-Keeper-Token": token},
    ).get_json()
    assert view["to_call"] == "Bob"
    assert [c["call"] for c in view["lawful"]] == ["pass", "six-trick-solo"]
    assert view["note"].startswith("All have passed: a second call for bids")

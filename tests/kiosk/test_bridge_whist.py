"""Bridge Whist at the tables, through the API as the tablet sends it (Flask's client on
a real SQLite file): the declaration and the doubling step by step (who may speak, the
refusals with the engine's reasons), the dummy face up only after the opening lead, the
score by the Table of Points confirmed by an adversary, a token of one table acting for
another, a restart in the middle of the doubling, and a whole evening with doubles and
a re-double played by the simulated players.

The book (seed 000, "Bridge Whist") is quoted in each test."""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from dealer.generate import create_event
from kiosk import create_app
from kiosk.autoplay import Autoplayer
from kiosk.bridge import declaration_play
from kiosk.errors import KioskError
from kiosk.rubber import rubber_movement
from kiosk.standings import scoresheet, standings
from scoring.results import DealResult, Scoresheet
from whist import Board, Play, Seat, Side
from whist.notation import decode_action

from .conftest import MOVEMENT, SECRET, Tablet


def bridge_event(*, movement: dict[str, Any] | None = None, boards: int = 4) -> Event:
    return create_event(
        boards=boards,
        game="bridge-whist",
        secret=SECRET,
        name="Bridge evening",
        event_id="bridge-evening",
        movement=movement or MOVEMENT,
    )


@pytest.fixture()
def event() -> Event:
    return bridge_event()


def _board(event: Event, number: int) -> Board:
    return next(b for b in event.boards if b.number == number)


def _start(client: FlaskClient, app: Flask, table: int = 1, board: int = 1) -> Tablet:
    tablet = Tablet(client, app, table)
    tablet.seat_up()
    tablet.ok("board", {"board": board})
    return tablet


def _press(tablet: Tablet, state: dict[str, Any], kind: str, value: str = "") -> dict[str, Any]:
    """Touch the button of ``kind`` (and ``value``) the tablet shows, as the page does."""
    options = state["board"]["declaration"]["options"]
    chosen = [o for o in options if o["kind"] == kind and (not value or o["value"] == value)]
    assert chosen, f"no {kind} {value} button among {[o['label'] for o in options]}"
    return tablet.ok("action", {"action": chosen[0]["action"]})


def _labels(state: dict[str, Any]) -> list[str]:
    return [o["label"] for o in state["board"]["declaration"]["options"]]


def _refused(response: Any, *words: str) -> str:
    assert 400 <= response.status_code < 500, response.get_json()
    message = str(response.get_json()["message"])
    for word in words:
        assert word in message, message
    return message


def _mirror(event: Event, number: int, actions: list[dict[str, Any]]) -> Play:
    """The board's play on the engine, with the declaration the table made."""
    mirror = declaration_play(_board(event, number))
    for action in actions:
        mirror.apply(decode_action(action))
    return mirror


def _play_out(tablet: Tablet, mirror: Play) -> None:
    """Every card lawfully (the dummy's too, entered like any other), each trick quitted."""
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        card = mirror.lawful_plays()[0]
        response = tablet.play(str(card), str(seat))
        assert response.status_code == 200, response.get_json()
        mirror.play(card, seat)
        if len(mirror.current_trick) == 4:
            assert tablet.action("QuitTrick").status_code == 200
            mirror.quit_trick()


# --- the declaration ----------------------------------------------------------------------


def test_the_dealer_declares_or_leaves_it_to_his_partner(client: FlaskClient, app: Flask) -> None:
    """ "the dealer has the option of declaring what suit shall be trump, or whether the
    hands shall be played *sans atout* ... Or the dealer may pass this option on to his
    partner, who must then name a trump or declare to play *sans atout*." """
    tablet = _start(client, app)
    state = tablet.state()
    assert state["phase"] == "declare"
    declaration = state["board"]["declaration"]
    assert declaration["prompt"] == "North (dealer): declare trumps, or leave it to South"
    assert declaration["to_act"] == "N"
    assert _labels(state) == [
        "♠ Spades",
        "♣ Clubs",
        "♦ Diamonds",
        "♥ Hearts",
        "Sans atout (no trumps)",
        "Leave it to South",
    ]
    assert state["board"]["trump"] is None  # "No trump card is turned."
    assert state["board"]["dummy"] is None
    state = _press(tablet, state, "pass")
    declaration = state["board"]["declaration"]
    assert declaration["to_act"] == "S"
    assert declaration["prompt"].startswith("South: North (dealer) left it to you")
    # "who must then name a trump": no button to pass it back
    assert "pass" not in {o["kind"] for o in declaration["options"]}
    state = _press(tablet, state, "declare", "D")
    assert state["board"]["trump"] == "♦ by South"
    assert state["board"]["declaration"]["prompt"] == (
        "East (to lead): double, or leave it to West, or say play"
    )


def test_no_trump_card_is_turned(client: FlaskClient, app: Flask) -> None:
    """ "No trump card is turned." A trump card sent to the table is refused."""
    tablet = _start(client, app)
    _refused(tablet.post("trump", {"trump": "H2"}), "no trump card is turned in Bridge Whist")


def test_only_the_player_with_the_option_speaks(client: FlaskClient, app: Flask) -> None:
    """The double is "the privilege" of "the adversary at the dealer's left", who "may
    pass the option to his partner": his partner may not double first, and no card may be
    led before the doubling is over. Refusals say who may speak and nothing is logged."""
    tablet = _start(client, app)
    state = _press(tablet, tablet.state(), "declare", "H")
    seq = tablet.seq
    _refused(tablet.action("Double", seat="W"), "West cannot double now", "East's option")
    _refused(tablet.action("Redouble", seat="N"), "North cannot")
    _refused(tablet.action("DeclareTrump", seat="N", suit="S"), "can not be changed")
    lead = _board(tablet.app.extensions["kiosk"].event, 1).deal.hand(Seat.EAST)[0]
    response = tablet.play(str(lead), "E")
    _refused(response)
    assert tablet.state()["seq"] == seq
    assert tablet.state()["phase"] == "declare"
    # East passes the option: now West may double or say play, not pass it back
    state = _press(tablet, state, "pass")
    assert state["board"]["declaration"]["to_act"] == "W"
    assert {o["kind"] for o in state["board"]["declaration"]["options"]} == {"double", "play"}
    _refused(tablet.action("PassDouble", seat="W"), "must")


def test_double_redouble_and_play_then_the_dummy_is_shown_after_the_lead(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """ "If the adversaries double, the player who originally declared the trump may
    *re-double* ... until one or the other sides declares to *play*" -- then "the player on
    the dealer's left leads a card; the dealer's partner then lays his cards face up on
    the table" and "The dealer now plays both his partner's (exposed) hand and his own"."""
    tablet = _start(client, app)
    state = _press(tablet, tablet.state(), "declare", "S")
    state = _press(tablet, state, "double")  # East, the leader
    assert state["board"]["declaration"]["to_act"] == "N"
    assert state["board"]["declaration"]["prompt"] == (
        "North (declared): re-double, or leave it to South, or say play"
    )
    state = _press(tablet, state, "redouble")
    assert state["board"]["declaration"]["to_act"] == "E"  # "the adversary who doubled first"
    assert state["board"]["declaration"]["prompt"].startswith("East (doubled first): re-double")
    state = _press(tablet, state, "play")
    assert state["phase"] == "play"
    assert state["board"]["trump"] == "♠ by North, re-doubled (x4)"
    assert state["board"]["to_play"] == "E"
    assert state["board"]["dummy"] is None  # not before the opening lead
    south = _board(event, 1).deal.hand(Seat.SOUTH)
    mirror = _mirror(event, 1, _declared(tablet))
    lead = mirror.lawful_plays()[0]
    mirror.play(lead, Seat.EAST)
    state = tablet.ok(
        "action", {"action": {"type": "PlayCard", "fields": {"seat": "E", "card": str(lead)}}}
    )
    dummy = state["board"]["dummy"]
    assert dummy["seat"] == "S"
    shown = [f"{row['symbol']}{rank}" for row in dummy["suits"] for rank in row["cards"]]
    assert sorted(shown) == sorted(c.display for c in south)
    # South's card is entered on the same tablet, for South, like any other
    card = mirror.lawful_plays()[0]
    mirror.play(card, Seat.SOUTH)
    state = tablet.ok(
        "action", {"action": {"type": "PlayCard", "fields": {"seat": "S", "card": str(card)}}}
    )
    shown = [
        f"{row['symbol']}{rank}"
        for row in state["board"]["dummy"]["suits"]
        for rank in row["cards"]
    ]
    assert card.display not in shown and len(shown) == 12
    _play_out(tablet, mirror)
    state = tablet.state()
    assert state["phase"] == "end"
    assert state["board"]["dummy"] is None
    expected = mirror.score()
    assert state["board"]["score"]["points"] == {
        s.value: expected.points[s] for s in expected.points
    }
    _refused(tablet.post("confirm", {"seat": "N"}), "confirmed by an adversary")
    state = tablet.ok("confirm", {"seat": "W"})
    # the duplicate reading (docs/bridge-whist.md): each side's total less the adversaries'
    result = app.extensions["kiosk"].evening.results[(1, 1)]
    ns, ew = expected.points[Side.NS], expected.points[Side.EW]
    assert result.points == {"NS": ns - ew, "EW": ew - ns}
    assert result.lines[-1] == (
        f"total points: N-S {ns}, E-W {ew}; the result, each side's less the adversaries': "
        f"N-S {ns - ew:+d}, E-W {ew - ns:+d}"
    )


# --- one table's token, and what a tablet sees ----------------------------------------------


def test_a_token_of_one_table_cannot_declare_or_look_at_another(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """A table's token (a QR code on the table) writes and reads only its own table; and
    its own state holds no hand before the opening lead, nor after it but the dummy's."""
    one = _start(client, app, table=1, board=1)
    two = _start(client, app, table=2, board=3)
    body = {
        "id": uuid.uuid4().hex,
        "kind": "action",
        "data": {"action": {"type": "DeclareTrump", "fields": {"seat": "S", "suit": "H"}}},
        "round": 1,
        "seq": two.seq,
    }
    response = client.post("/api/tables/2/actions", json=body, headers=one.headers)
    assert response.status_code == 403
    assert client.get("/api/tables/2/state", headers=one.headers).status_code == 403
    # board 3 is dealt by South, who is still to declare: nothing was recorded
    assert two.state()["board"]["declaration"]["to_act"] == "S"
    # what table 1's tablet is sent: no card of any hand while the declaration is made
    state = one.state()
    hands = _board(event, 1).deal
    cards = {str(c) for seat in Seat for c in hands.hand(seat)}
    shown = _strings(state)
    assert not cards & shown
    state = _press(one, state, "declare", "NT")
    state = _press(one, state, "play")
    assert not cards & _strings(state)
    lead = _mirror(event, 1, _declared(one)).lawful_plays()[0]
    state = one.ok(
        "action", {"action": {"type": "PlayCard", "fields": {"seat": "E", "card": str(lead)}}}
    )
    dummy = {
        f"{r['symbol']}{rank}" for r in state["board"]["dummy"]["suits"] for rank in r["cards"]
    }
    assert dummy == {c.display for c in hands.hand(Seat.SOUTH)}
    # the other three hands: only the card led is on the table
    hidden = {c.display for seat in (Seat.NORTH, Seat.EAST, Seat.WEST) for c in hands.hand(seat)}
    assert hidden & _strings(state) == {lead.display}


def _strings(value: Any) -> set[str]:
    """Every string in a JSON value (keys and values)."""
    if isinstance(value, dict):
        return (
            set().union(*(_strings(k) | _strings(v) for k, v in value.items())) if value else set()
        )
    if isinstance(value, list):
        return set().union(*(_strings(v) for v in value)) if value else set()
    return {value} if isinstance(value, str) else set()


def _declared(tablet: Tablet) -> list[dict[str, Any]]:
    """The declaration's actions in the table's log (to mirror the deal)."""
    rows = tablet.app.extensions["kiosk"].store.entries_after(0)
    kinds = {"DeclareTrump", "PassDeclaration", "Double", "PassDouble", "Redouble", "DeclarePlay"}
    return [
        r.data["action"]
        for r in rows
        if r.stream == tablet.table and r.kind == "action" and r.data["action"]["type"] in kinds
    ]


# --- a restart ---------------------------------------------------------------------------------


def test_restart_resumes_in_the_middle_of_the_doubling(event: Event, both_databases: str) -> None:
    """The server stops after a declaration and a double: the new process shows the same
    speaker with the same choices, and the declaration goes on from there (on SQLite and
    on PostgreSQL)."""
    db_url = both_databases
    first = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    tablet = _start(first.test_client(), first)
    state = _press(tablet, tablet.state(), "pass")
    state = _press(tablet, state, "declare", "C")
    state = _press(tablet, state, "double")
    before = state["board"]["declaration"]
    first.extensions["kiosk"].store.close()
    again = create_app({"EVENT": event, "DATABASE_URL": db_url, "TESTING": True})
    try:
        resumed = Tablet(again.test_client(), again, 1)
        state = resumed.state()
        assert state["phase"] == "declare"
        assert state["board"]["declaration"] == before
        assert before["to_act"] == "S"  # South declared: he may re-double
        state = _press(resumed, state, "pass")  # ... or leave it to North
        state = _press(resumed, state, "play")
        assert state["phase"] == "play"
        assert state["board"]["trump"] == "♣ by South, doubled"
    finally:
        again.extensions["kiosk"].store.close()


# --- a whole evening ---------------------------------------------------------------------------


def test_a_whole_duplicate_evening_with_doubles_and_a_redouble(tmp_path: Path) -> None:
    """The simulated players declare, double and re-double at every table; every board is
    scored by the Table of Points on total points per side, and the evening is ranked."""
    event = bridge_event(boards=4)
    app = create_app(
        {"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}", "TESTING": True}
    )
    kiosk = app.extensions["kiosk"]
    try:
        evening = kiosk.evening
        steps = Autoplayer(evening, seed=3).run_evening()
        assert len(evening.results) == 8
        rows = kiosk.store.entries_after(0)
        assert len(rows) == steps
        said = Counter(r.data["action"]["type"] for r in rows if r.kind == "action")
        assert said["Double"] >= 1 and said["Redouble"] >= 1, said
        assert said["DeclareTrump"] + said["PassDeclaration"] >= 8
        assert said["PlayCard"] == 8 * 52
        # every result is the engine's total points per side for that table's declaration
        for (table, number), result in evening.results.items():
            run = evening.tables[table].runs[number]
            assert run.play is not None
            totals = run.play.score().points
            assert result.points == {
                "NS": totals[Side.NS] - totals[Side.EW],
                "EW": totals[Side.EW] - totals[Side.NS],
            }
        ranking = standings(kiosk)["ranking"]
        assert ranking["rows"], ranking
        # the kiosk's ranking is scoring's of the engine's plays (compared by the form's
        # method: the Mitchell's averages, and by matchpoints)
        independent = Scoresheet(evening.movement, game="bridge-whist")
        for (table, number), result in evening.results.items():
            play = evening.tables[table].runs[number].play
            assert play is not None
            independent.add(
                DealResult.from_play(play, deal=number, round=result.round, table=table)
            )
        for method in ("average", "matchpoints"):
            assert scoresheet(kiosk).ranking(method) == independent.ranking(method)
    finally:
        kiosk.store.close()


# --- rubbers at one table ------------------------------------------------------------------------


@pytest.fixture()
def rubber_app(tmp_path: Path) -> Iterator[Flask]:
    event = bridge_event(movement=rubber_movement(range(1, 9)).to_dict(), boards=8)
    application = create_app(
        {"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'r.sqlite3'}", "TESTING": True}
    )
    yield application
    application.extensions["kiosk"].store.close()


def test_a_table_playing_rubbers_keeps_the_sheet_through_a_restart(
    rubber_app: Flask, tmp_path: Path
) -> None:
    """ "The Rubber is the best of three games" -- "Each game consists of thirty points,
    scored from points made by taking in tricks only" -- "The winners of the Rubber score
    one hundred points." The table page shows the sheet; a new process shows the same."""
    kiosk = rubber_app.extensions["kiosk"]
    players = Autoplayer(kiosk.evening, seed=2)
    while players.step(1):
        pass
    state = Tablet(rubber_app.test_client(), rubber_app, 1).state()
    assert state["phase"] == "finished"
    sheet = state["rubber"]
    assert sheet["rule"].startswith("Game is 30 points, from tricks only")
    # the sheet again, by hand from the engine's scores, with scoring's RubberSheet
    from scoring.rubber import RubberSheet

    runs = kiosk.evening.scored_runs(kiosk.evening.tables[1])
    assert [r.number for r in runs] == list(range(1, 9))
    expected: list[dict[str, Any]] = []
    book = RubberSheet()
    for run in runs:
        assert run.play is not None
        hand = book.add(run.play.points())  # type: ignore[attr-defined]
        row = {s.value: hand.points[s].tricks for s in hand.points}
        expected.append(row)
        if book.is_finished:
            book = RubberSheet()
    shown = [row["tricks"] for rubber in sheet["rubbers"] for row in rubber["rows"]]
    assert shown == expected
    first = sheet["rubbers"][0]
    if first["winner"] is not None:
        assert first["games_won"][first["winner"]] == 2
        assert first["bonus"][first["winner"]] == 100
        assert first["totals"][first["winner"]] == (
            first["tricks_total"][first["winner"]] + first["honours_total"][first["winner"]] + 100
        )
    for rubber in sheet["rubbers"]:
        games = [row for row in rubber["rows"] if row["game_won"]]
        assert len(games) <= 3
    url = rubber_app.config.get("DATABASE_URL")
    event = kiosk.event
    kiosk.store.close()
    again = create_app({"EVENT": event, "DATABASE_URL": url, "TESTING": True})
    try:
        assert Tablet(again.test_client(), again, 1).state()["rubber"] == sheet
    finally:
        again.extensions["kiosk"].store.close()


def test_something_happened_has_no_trump_card_entries(client: FlaskClient) -> None:
    """ "No trump card is turned": the menu has no entry for a trump card named or left on
    the tray; the rest of the laws of Whist stay ("Penalties for exposed cards, misplays,
    etc., and cards liable to be called, are the same as in Whist")."""
    keys = [e["key"] for e in client.get("/api/irregularities").get_json()["entries"]]
    assert "trump-named" not in keys and "trump-left" not in keys
    assert {"out-of-turn", "exposed", "revoke", "claim", "director"} <= set(keys)


def test_the_directors_pbn_export_carries_each_tables_declaration(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """The export writes our tags (``[WhistDeclaration]``, ``[WhistDeclaredBy]``,
    ``[WhistDoubles]``, no trump) and the play, which the PBN reader replays to the same
    points as the kiosk recorded."""
    from dealer.formats.pbn import loads
    from dealer.formats.pbn.bridge_whist import replay_bridge_record
    from kiosk.exports import pbn_export

    tablet = _start(client, app)
    state = _press(tablet, tablet.state(), "pass")
    state = _press(tablet, state, "declare", "NT")
    state = _press(tablet, state, "double")
    state = _press(tablet, state, "play")
    _play_out(tablet, _mirror(event, 1, _declared(tablet)))
    tablet.ok("confirm", {"seat": "E"})
    kiosk = app.extensions["kiosk"]
    records = [r for r in loads(pbn_export(kiosk)) if r.get("Table") == "1" and r.board == 1]
    assert len(records) == 1
    record = records[0]
    assert record.get("WhistDeclaration") == "NT"
    assert record.get("WhistDeclaredBy") == "S"
    assert record.get("WhistDoubles") == "1"
    assert record.get("WhistTrump") is None
    replayed = replay_bridge_record(record)
    totals = replayed.score().points
    assert kiosk.evening.results[(1, 1)].points == {
        "NS": totals[Side.NS] - totals[Side.EW],
        "EW": totals[Side.EW] - totals[Side.NS],
    }
    assert record.get("WhistScore") == _side_text(kiosk.evening.results[(1, 1)].points)


def _side_text(points: dict[str, int]) -> str:
    return f"NS {points['NS']} EW {points['EW']}"


def test_a_trump_named_by_the_partner_first_stops_the_board_for_the_director(
    client: FlaskClient, app: Flask
) -> None:
    """ "If the partner names a trump suit or Grand before the option has been properly
    passed to him by the dealer, a new deal must be had." The tablet offers no button for
    it (only the dealer speaks); the players report it under "Something happened", the
    board cannot be dealt again at the table, and the director scores it."""
    entries = {e["key"]: e for e in client.get("/api/irregularities").get_json()["entries"]}
    entry = entries["declared-early"]
    assert entry["phase"] == "declare" and entry["action"] == "DeclareTrump"
    assert [c["value"] for c in entry["steps"][1]["choices"]] == ["S", "C", "D", "H", None]
    tablet = _start(client, app)
    # an adversary "naming a trump" is refused with whose option it is; nothing happens
    _refused(tablet.action("DeclareTrump", seat="E", suit="H"), "North")
    state = tablet.ok(
        "action", {"action": {"type": "DeclareTrump", "fields": {"seat": "S", "suit": None}}}
    )
    assert state["phase"] == "new-deal"
    declaration = state["board"]["declaration"]
    assert declaration["options"] == []
    assert "a new deal must be had" in declaration["prompt"]
    assert declaration["prompt"].endswith("call the director, who decides this board's score")
    _refused(tablet.action("DeclareTrump", seat="N", suit="H"))
    _refused(tablet.post("confirm", {"seat": "E"}))
    evening = app.extensions["kiosk"].evening
    grid = {row["table"]: row for row in evening.grid()}
    assert grid[1]["phase"] == "new-deal"
    evening.submit(
        table=1,
        kind="adjust",
        data={"board": 1, "status": "average", "note": "declared before the option was passed"},
        client_id=uuid.uuid4().hex,
        seq=tablet.state()["seq"],
        round=1,
        actor="director",
        reason="a new deal must be had: the board cannot be dealt again",
    )
    assert tablet.state()["phase"] == "board"
    assert evening.results[(1, 1)].status == "average"
    # the director's score of a played board is given as nets (the duplicate reading)
    refused = evening.submit
    with pytest.raises(KioskError, match="opposite nets"):
        refused(
            table=1,
            kind="adjust",
            data={"board": 2, "NS": 40, "EW": 10},
            client_id=uuid.uuid4().hex,
            seq=tablet.state()["seq"],
            round=1,
            actor="director",
            reason="a score by hand",
        )


def test_quick_mode_enters_each_sides_points_and_records_the_nets(tmp_path: Path) -> None:
    """In quick mode a table enters each side's points (no cards, no declaration); the
    result recorded is the duplicate reading's: each side's points less the adversaries'."""
    event = bridge_event()
    app = create_app(
        {
            "EVENT": event,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'q.sqlite3'}",
            "TESTING": True,
            "SETTINGS": {"quick_mode": True},
        }
    )
    try:
        tablet = _start(app.test_client(), app)
        assert tablet.state()["phase"] == "score"
        tablet.ok("tricks", {"NS": 64, "EW": 24})
        tablet.ok("confirm", {"seat": "W"})
        result = app.extensions["kiosk"].evening.results[(1, 1)]
        assert result.points == {"NS": 40, "EW": -40}
        assert result.lines[-1].startswith("total points: N-S 64, E-W 24")
        evening = app.extensions["kiosk"].evening
        Autoplayer(evening, seed=1).run_evening()
        assert all(r.points["NS"] == -r.points["EW"] for r in evening.results.values())
    finally:
        app.extensions["kiosk"].store.close()


def test_the_dummys_suggestion_and_no_probe_of_the_dealers_hand(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """The dummy "can not make any suggestion, or hint what card he shall play, under
    penalty of such card being called". Reported under "Something happened"; a suggested
    card that neither the dealer nor the dummy holds locks the table for the director, as
    any card entered for a seat that does not hold it -- so the report cannot be used to ask
    what the dealer holds."""
    entries = {e["key"]: e for e in client.get("/api/irregularities").get_json()["entries"]}
    assert entries["dummy-suggests"]["action"] == "DummySuggests"
    assert entries["dummy-suggests"]["phase"] == "play"
    tablet = _start(client, app)
    state = _press(tablet, tablet.state(), "declare", "H")
    state = _press(tablet, state, "play")
    mirror = _mirror(event, 1, _declared(tablet))
    lead = mirror.lawful_plays()[0]
    mirror.play(lead, Seat.EAST)
    tablet.ok(
        "action", {"action": {"type": "PlayCard", "fields": {"seat": "E", "card": str(lead)}}}
    )
    north = mirror.hand(Seat.NORTH)
    state = tablet.ok(
        "action", {"action": {"type": "DummySuggests", "fields": {"card": str(north[0])}}}
    )
    assert state["board"]["liable"] == {"N": [north[0].display]}
    (right,) = state["board"]["rights"]
    card = north[0].display
    assert right["what"] == f"South (the dummy) suggested {card}: liable to be called by West"
    assert right["explanation"].startswith('"He can not make any suggestion')
    assert right["choosers"] == ["W"] and right["call_card"]["holder"] == "N"
    elsewhere = mirror.hand(Seat.WEST)[0]
    response = tablet.action("DummySuggests", card=str(elsewhere))
    assert response.status_code == 423, response.get_json()
    assert tablet.state()["locked"] is not None
    # the next answer is the same whatever is asked: the table waits for the director
    again = tablet.action("DummySuggests", card=str(north[1]))
    assert again.status_code == 423
    assert again.get_json()["message"] == response.get_json()["message"]

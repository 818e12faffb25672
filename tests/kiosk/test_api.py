"""The table API with Flask's client: every route and every refusal of a table."""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from typing import Any

from flask import Flask, request
from flask.testing import FlaskClient

from dealer.event import Event
from kiosk import create_app
from printing.payload import trump_slip_payload
from whist import Play, Seat, Suit, TrumpRecord

from .conftest import Tablet, make_event, play_out, play_with_renounce


def _error(response: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert response.status_code == status, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert set(body) == {"error", "message"}
    assert body["message"]
    if code is not None:
        assert body["error"] == code, body
    return body


def _rows(app: Flask) -> int:
    return len(app.extensions["kiosk"].store.entries_after(0))


def _alerts(app: Flask) -> list[str]:
    return [a.kind for a in app.extensions["kiosk"].store.alerts()]


# --- tokens -----------------------------------------------------------------------------------


def test_state_needs_the_tables_own_token(client: FlaskClient, app: Flask) -> None:
    _error(client.get("/api/tables/1/state"), 403, "bad-token")
    _error(client.get("/api/tables/1/state?token=guess"), 403, "bad-token")
    other = app.extensions["kiosk"].table_token(2)
    _error(client.get("/api/tables/1/state", headers={"X-Table-Token": other}), 403)
    good = app.extensions["kiosk"].table_token(1)
    assert client.get(f"/api/tables/1/state?token={good}").status_code == 200


def test_tokens_are_distinct_and_long(app: Flask) -> None:
    kiosk = app.extensions["kiosk"]
    tokens = {kiosk.table_token(n) for n in (1, 2, 3)}
    assert len(tokens) == 3
    assert all(len(t) >= 22 for t in tokens)


def test_a_table_token_cannot_write_another_table(client: FlaskClient, app: Flask) -> None:
    token = app.extensions["kiosk"].table_token(1)
    response = client.post(
        "/api/tables/2/actions",
        json={"kind": "call", "data": {}},
        headers={"X-Table-Token": token},
    )
    _error(response, 403, "bad-token")
    assert _rows(app) == 0


def test_table_page_needs_its_token(client: FlaskClient, app: Flask) -> None:
    response = client.get("/table/1", headers={"Accept": "text/html"})
    assert response.status_code == 403
    assert b"QR code the director printed" in response.data
    token = app.extensions["kiosk"].table_token(1)
    page = client.get(f"/table/1?token={token}")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert html.count('class="card"') == 52
    assert "cdn" not in html.lower() and "https://" not in html
    assert page.headers["Content-Security-Policy"].startswith("default-src 'self'")


# --- malformed requests -------------------------------------------------------------------------


def test_malformed_requests_are_400(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    headers = {"X-Table-Token": tablet.token}
    _error(client.post("/api/tables/1/actions", data="nope", headers=headers), 400, "bad-request")
    _error(client.post("/api/tables/1/actions", json={"data": {}}, headers=headers), 400)
    _error(client.post("/api/tables/1/actions", json={"kind": "dance"}, headers=headers), 400)
    _error(
        client.post("/api/tables/1/actions", json={"kind": "call", "seq": "x"}, headers=headers),
        400,
    )
    _error(
        client.post("/api/tables/1/actions", json={"kind": "call", "data": []}, headers=headers),
        400,
    )
    _error(
        client.post("/api/tables/1/actions", json={"kind": "call", "id": 5}, headers=headers), 400
    )
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    _error(tablet.action("Juggle", card="SA"), 400, "bad-request")
    _error(tablet.action("PlayCard", card="XZ"), 400, "bad-request")
    _error(tablet.action("PlayCard", card="SA", colour="red"), 400, "bad-request")
    _error(tablet.action("ClaimRevoke", claimant="N"), 400, "bad-request")
    _error(tablet.post("board", {"board": "two"}), 400, "bad-request")
    _error(tablet.post("seats", {"seats": "1 and 3"}), 400, "bad-request")


def test_request_bodies_read_whole_within_the_limit(client: FlaskClient, app: Flask) -> None:
    """The body is read straight from the server's input: still JSON only, still refused
    over the size limit (413, nothing logged)."""
    tablet = Tablet(client, app, 1)
    headers = {"X-Table-Token": tablet.token}
    body = json.dumps({"kind": "call", "data": {"reason": "x" * 70_000}, "seq": 0, "round": 1})
    _error(
        client.post(
            "/api/tables/1/actions",
            data=body,
            headers={**headers, "Content-Type": "application/json"},
        ),
        413,
    )
    text = json.dumps({"kind": "call", "seq": 0, "round": 1})
    _error(
        client.post(
            "/api/tables/1/actions", data=text, headers={**headers, "Content-Type": "text/plain"}
        ),
        400,
        "bad-request",
    )
    assert _rows(app) == 0


def test_director_kinds_are_refused_to_a_table(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    for kind in ("adjust", "set-round", "setting"):
        _error(tablet.post(kind, {"board": 1, "NS": 13, "EW": 0}), 403, "forbidden")
    assert _rows(app) == 0


def test_unknown_api_route_is_json_404(client: FlaskClient) -> None:
    _error(client.get("/api/nothing-here"), 404, "not-found")
    _error(client.put("/api/results"), 405)


# --- round start ---------------------------------------------------------------------------------


def test_seats_confirmed_and_wrong_direction_caught(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    state = tablet.state()
    assert state["phase"] == "seats"
    assert {s["seat"]: s["contestant"] for s in state["seating"]} == {"ns": 1, "ew": 3}
    body = _error(tablet.post("seats", {"seats": {"ns": 3, "ew": 1}}), 422, "wrong-seats")
    assert "wrong way round" in body["message"]
    body = _error(tablet.post("seats", {"seats": {"ns": 2, "ew": 3}}), 422, "wrong-seats")
    assert "table 2" in body["message"]
    assert _alerts(app).count("wrong-seats") == 2
    state = tablet.ok("seats", {"seats": {"ns": 1, "ew": 3}})
    assert state["phase"] == "board"


def test_board_before_seats_is_refused(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    tablet.state()
    body = _error(tablet.post("board", {"board": 1}), 422)
    assert "numbers" in body["message"]


def test_wrong_board_gets_the_movements_answer(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    body = _error(tablet.post("board", {"board": 3}), 422, "wrong-board")
    assert "boards 1, 2" in body["message"]
    assert "table 2 in round 1" in body["message"] and "table 1 in round 2" in body["message"]
    assert "wrong-board" in _alerts(app)
    _error(tablet.post("board", {"board": 99}), 422, "wrong-board")


def test_board_shows_trump_and_turn_never_a_hand(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    state = tablet.ok("board", {"board": 1})
    board = event.boards[0]
    assert state["phase"] == "play"
    assert state["board"]["trump"] == board.trump.display  # type: ignore[union-attr]
    assert state["board"]["to_play"] == str(board.leader)
    text = str(state)
    assert "hands" not in state["board"]
    for seat in Seat:
        # no hand is shown while the board is in play
        assert " ".join(c.display for c in board.deal.hand(seat)) not in text


def test_second_board_while_first_unfinished_is_refused(client: FlaskClient, app: Flask) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    body = _error(tablet.post("board", {"board": 2}), 422)
    assert "board 1 is not finished" in body["message"]


def test_board_by_scanned_trump_slip(client: FlaskClient, app: Flask, event: Event) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    slip = trump_slip_payload(event.event_id, event.boards[1], event.secret or b"")
    forged = slip.text[:-3] + ("AAA" if not slip.text.endswith("AAA") else "BBB")
    _error(tablet.post("board", {"qr": forged}), 422, "bad-scan")
    _error(tablet.post("board", {"qr": "hello"}), 422, "bad-scan")
    state = tablet.ok("board", {"qr": slip.text})
    assert state["board"]["number"] == 2
    wrong = trump_slip_payload(event.event_id, event.boards[2], event.secret or b"")
    other = Tablet(client, app, 2)
    other.seat_up()
    _error(other.post("board", {"qr": slip.text}), 422, "wrong-board")
    assert other.ok("board", {"qr": wrong.text})["board"]["number"] == 3


# --- the play ----------------------------------------------------------------------------------


def _start(client: FlaskClient, app: Flask, table: int = 1, board: int = 1) -> Tablet:
    tablet = Tablet(client, app, table)
    tablet.seat_up()
    tablet.ok("board", {"board": board})
    return tablet


def test_card_not_in_hand_stops_with_a_clear_message(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    board = event.boards[0]
    leader = board.leader
    stranger = next(c for c in board.deal.hand(leader.partner))
    body = _error(tablet.play(str(stranger)), 423, "table-locked")
    seat = leader.name.title()  # the card was entered for the seat in turn
    assert body["message"].startswith(
        f"the director has been called: board 1, {seat}, {stranger.display} was entered and "
        f"is not in {seat}'s recorded hand"
    )
    assert "table-locked" in _alerts(app)
    state = tablet.state()
    assert state["board"]["trick"] == [] and state["locked"]["card"] == str(stranger)


def test_lead_out_of_turn_and_its_penalty_law_24(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    board = event.boards[0]
    offender = board.leader.partner
    card = board.deal.hand(offender)[0]
    state = tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(offender), "card": str(card)}}},
    )
    [choice] = state["board"]["choices"]
    assert choice["kind"] == "lead-out-of-turn" and choice["law"] == "24"
    assert set(choice["chooser"]) == {str(s) for s in Seat if s.is_adversary_of(offender)}
    codes = {o["code"] for o in choice["options"]}
    assert "call-hearts" in codes and "waive" in codes
    chooser = choice["chooser"][0]
    pick = {"irregularity": choice["index"], "chooser": chooser, "option": "call-hearts"}
    body = _error(tablet.action("ChoosePenalty", **pick), 422, "law")
    assert "take it back" in body["message"]
    tablet.ok("action", {"action": {"type": "TakeBackFalseLead", "fields": {}}})
    _error(tablet.action("ChoosePenalty", **{**pick, "chooser": str(offender)}), 422)
    state = tablet.ok("action", {"action": {"type": "ChoosePenalty", "fields": pick}})
    assert state["board"]["choices"] == []
    assert state["board"]["to_play"] == str(board.leader)


def test_play_fills_in_whose_turn_and_undo_until_quitted(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    for _ in range(4):
        card = mirror.lawful_plays()[0]
        mirror.play(card)
        response = tablet.play(str(card))  # no seat: the server knows whose turn it is
        assert response.status_code == 200, response.get_json()
    state = tablet.state()
    assert state["phase"] == "quit"
    assert [p["card"] for p in state["board"]["trick"]] == [
        str(p.card) for p in mirror.current_trick
    ]
    assert state["board"]["can_undo"]
    state = tablet.ok("undo")
    assert len(state["board"]["trick"]) == 3
    tablet.play(str(mirror.current_trick[-1].card))
    state = tablet.ok("action", {"action": {"type": "QuitTrick", "fields": {}}})
    winner = mirror.quit_trick().winner
    # law 37: the quitted trick is not shown again, only the tricks each side has won
    assert "last_trick" not in state["board"] and "played" not in state["board"]
    assert state["board"]["tricks_won"][winner.side.value] == 1
    assert state["board"]["to_play"] == str(winner)
    assert not state["board"]["can_undo"]
    body = _error(tablet.post("undo"), 422)
    assert "turned and quitted" in body["message"]


def test_undo_is_offered_only_for_the_last_card_played_in_turn_laws_24_to_26(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 24: "If a player lead out of turn, a suit may be called from him or his
    partner"; laws 25, 26: a play out of turn is the adversaries' to penalise (or not).
    The table takes back only its last card played in turn: the state says so, and the
    Undo the page shows follows it (a card out of turn is refused as the server refuses
    it)."""
    tablet = _start(client, app)
    board = event.boards[0]
    leader = board.leader
    hand = {seat: list(board.deal.hand(seat)) for seat in Seat}
    # A false lead on the table: no Undo (it is taken back through law 24's choice).
    state = tablet.ok(
        "action",
        {
            "action": {
                "type": "PlayCard",
                "fields": {"seat": str(leader.partner), "card": str(hand[leader.partner][0])},
            }
        },
    )
    assert not state["board"]["can_undo"]
    _error(tablet.post("undo"), 422)
    tablet.ok("action", {"action": {"type": "TakeBackFalseLead", "fields": {}}})
    [choice] = tablet.state()["board"]["choices"]
    pick = {"irregularity": choice["index"], "chooser": choice["chooser"][0], "option": "waive"}
    tablet.ok("action", {"action": {"type": "ChoosePenalty", "fields": pick}})
    # The lead in turn: Undo offered, and taken.
    mirror = Play.from_board(board)
    lead = mirror.lawful_plays()[0]
    state = tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(leader), "card": str(lead)}}},
    )
    assert state["board"]["can_undo"]
    assert tablet.ok("undo")["board"]["trick"] == []
    tablet.play(str(lead), str(leader))
    mirror.play(lead, leader)
    # Third hand before second (law 25): no Undo at the table.
    third = leader.partner
    card = mirror.lawful_plays(third)[0]
    state = tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(third), "card": str(card)}}},
    )
    assert not state["board"]["can_undo"]
    body = _error(tablet.post("undo"), 422)
    assert "out of turn" in body["message"]
    mirror.play(card, third)
    # Fourth hand, also before second (law 25): still none.
    fourth = leader.right
    card = mirror.lawful_plays(fourth)[0]
    state = tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(fourth), "card": str(card)}}},
    )
    assert not state["board"]["can_undo"]
    _error(tablet.post("undo"), 422)
    mirror.play(card, fourth)
    # Second hand, the last to play and in turn: Undo offered again.
    second = leader.left
    card = mirror.lawful_plays(second)[0]
    state = tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(second), "card": str(card)}}},
    )
    assert state["board"]["can_undo"]
    assert len(tablet.ok("undo")["board"]["trick"]) == 3


def test_retry_with_the_same_id_is_not_doubled(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    card = Play.from_board(event.boards[0]).lawful_plays()[0]
    action_id = uuid.uuid4().hex
    seq = tablet.seq
    body = {"action": {"type": "PlayCard", "fields": {"card": str(card)}}}
    first = tablet.post("action", body, id=action_id, seq=seq)
    again = tablet.post("action", body, id=action_id, seq=seq)
    assert first.status_code == again.status_code == 200
    assert not first.get_json()["duplicate"] and again.get_json()["duplicate"]
    assert first.get_json()["seq"] == again.get_json()["seq"]
    assert len(tablet.state()["board"]["trick"]) == 1
    assert sum(1 for e in app.extensions["kiosk"].store.entries_after(0) if e.kind == "action") == 1


def test_second_tablet_sees_plays_and_stale_action_is_refused(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    first = _start(client, app)
    second = Tablet(client, app, 1)
    second.state()
    mirror = Play.from_board(event.boards[0])
    card = mirror.lawful_plays()[0]
    mirror.play(card)
    assert first.play(str(card)).status_code == 200
    stale = second.seq - 0
    second_card = mirror.lawful_plays()[0]
    body = _error(second.play(str(second_card)), 409, "conflict")
    assert "another tablet" in body["message"]
    assert stale == second.seq
    view = second.state()
    assert [p["card"] for p in view["board"]["trick"]] == [str(card)]
    assert second.play(str(second_card)).status_code == 200


def test_stale_round_is_refused(client: FlaskClient, app: Flask) -> None:
    tablet = _start(client, app)
    tablet.round = 2
    _error(tablet.post("call", {"reason": "x"}), 409, "wrong-round")


def test_end_of_deal_confirmed_by_an_adversary(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    _error(tablet.post("confirm", {"seat": "E"}), 422)  # not played yet
    mirror = play_out(tablet, event, 1)
    state = tablet.state()
    assert state["phase"] == "end"
    score = mirror.score()
    assert state["board"]["score"]["points"] == {s.value: score.points[s] for s in score.points}
    _error(tablet.post("confirm", {"seat": "N"}), 422)
    _error(tablet.post("confirm", {"seat": "Q"}), 400)
    _error(tablet.action("RecordScore"), 422)
    state = tablet.ok("confirm", {"seat": "W"})
    assert state["phase"] == "board"
    assert state["remaining"] == [2]
    previous = state["previous"]
    # the table's own score at once; table 2 still plays board 1 in round 2: no hand
    # record, no traveller (kiosk.publication)
    assert previous["board"] == 1 and previous["score"]["points"] == state_points(score)
    assert [r["table"] for r in previous["traveller"]] == [1]
    assert previous["hands"] is None and previous["tricks"] == []
    assert "still to play it: table 2" in previous["withheld"]
    _error(tablet.post("confirm", {"seat": "W"}), 422)
    _error(tablet.post("board", {"board": 1}), 422)
    results = client.get("/api/results").get_json()
    assert results["progress"] == "0 of 4 boards complete" and results["deals"] == []


def state_points(score: Any) -> dict[str, int]:
    return {s.value: score.points[s] for s in score.points}


def test_traveller_and_hand_record_only_after_play(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    headers = {"X-Table-Token": tablet.token}
    _error(client.get("/api/tables/1/boards/1", headers=headers), 403, "forbidden")
    play_out(tablet, event, 1)
    tablet.ok("confirm", {"seat": "E"})
    body = client.get("/api/tables/1/boards/1", headers=tablet.headers).get_json()
    assert body["board"] == 1 and body["hands"] is None and body["tricks"] == []
    two = Tablet(client, app, 2)
    _error(client.get("/api/tables/2/boards/1", headers=two.headers), 403)
    # the last table that plays board 1 has its result: the board is complete everywhere
    adjusted = client.post(
        "/api/director/tables/2/actions",
        json={
            "kind": "adjust",
            "data": {"board": 1, "round": 2, "NS": 6, "EW": 7},
            "reason": "test",
        },
        headers={"X-Director-Secret": app.extensions["kiosk"].director_secret},
    )
    assert adjusted.status_code == 200, adjusted.get_json()
    body = client.get("/api/tables/1/boards/1", headers=tablet.headers).get_json()
    assert body["board"] == 1 and set(body["hands"]) == {"N", "E", "S", "W"}
    assert len(body["tricks"]) == 13 and len(body["traveller"]) == 2


def test_revoke_told_at_the_end_and_claimed(client: FlaskClient, app: Flask, event: Event) -> None:
    tablet = _start(client, app)
    mirror, offender, trick = play_with_renounce(tablet, event, 1)
    state = tablet.state()
    revokes = state["board"]["revokes"]
    assert [(r["seat"], r["trick"]) for r in revokes] == [(offender, trick)]
    partner = str(Seat.parse(offender).partner)
    claimant = str(Seat.parse(offender).left)
    _error(
        tablet.action("ClaimRevoke", claimant=partner, offender=offender, trick=trick), 422, "law"
    )
    _error(tablet.action("ClaimRevoke", claimant=claimant, offender=offender, trick=trick + 1), 422)
    state = tablet.ok(
        "action",
        {
            "action": {
                "type": "ClaimRevoke",
                "fields": {"claimant": claimant, "offender": offender, "trick": trick},
            }
        },
    )
    mirror.claim_revoke(Seat.parse(claimant), Seat.parse(offender), trick)
    assert state["board"]["revokes"] == []
    assert any("revoke" in line for line in state["board"]["score"]["lines"])
    expected = mirror.score()
    assert state["board"]["score"]["points"] == {s.value: n for s, n in expected.points.items()}
    state = tablet.ok("confirm", {"seat": "E"})
    result = state["previous"]["traveller"][0]
    assert result["points"] == {s.value: n for s, n in expected.points.items()}


def test_renounce_is_not_told_during_play_by_default(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    while True:
        seat = mirror.to_play
        assert seat is not None
        lawful = mirror.lawful_plays()
        others = [c for c in mirror.hand(seat) if c not in lawful]
        if mirror.current_trick and others:
            tablet.play(str(others[0]), str(seat))
            break
        card = lawful[0]
        mirror.play(card)
        tablet.play(str(card))
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            tablet.action("QuitTrick")
    state = tablet.state()
    assert "renounces" not in state["board"] and "revokes" not in state["board"]
    assert "renounce" not in str(state).lower()


def test_quick_mode_enters_tricks_only(client: FlaskClient, app: Flask) -> None:
    director = {"X-Director-Secret": app.extensions["kiosk"].director_secret}
    response = client.post(
        "/api/director/settings", json={"name": "quick_mode", "value": True}, headers=director
    )
    assert response.status_code == 200
    tablet = _start(client, app)
    assert tablet.state()["phase"] == "score"
    _error(tablet.play("SA"), 422)
    _error(tablet.post("tricks", {"NS": 7, "EW": 7}), 422)
    _error(tablet.post("tricks", {"NS": -1, "EW": 14}), 400)
    _error(tablet.post("tricks", {"NS": 7}), 400)
    state = tablet.ok("tricks", {"NS": 8, "EW": 5})
    assert state["phase"] == "confirm"
    state = tablet.ok("confirm", {"seat": "E"})
    assert state["previous"]["traveller"][0]["points"] == {"NS": 8, "EW": 5}


def test_quick_mode_off_refuses_tricks(client: FlaskClient, app: Flask) -> None:
    tablet = _start(client, app)
    _error(tablet.post("tricks", {"NS": 7, "EW": 6}), 422)


def test_end_of_round_where_next_and_next_round(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    _error(tablet.post("next"), 422)
    play_out(tablet, event, 1)
    tablet.ok("confirm", {"seat": "E"})
    tablet.ok("board", {"board": 2})
    play_out(tablet, event, 2)
    state = tablet.ok("confirm", {"seat": "E"})
    assert state["phase"] == "round-end"
    where = {w["contestant"]: (w["table"], w["round"]) for w in state["where_next"]}
    assert where == {1: (1, 2), 3: (2, 2)}
    state = tablet.ok("next")
    assert state["round"] == 2 and state["phase"] == "seats"
    assert {s["contestant"] for s in state["seating"]} == {1, 4}


def test_call_the_director_raises_an_alert(client: FlaskClient, app: Flask) -> None:
    tablet = _start(client, app)
    state = tablet.ok("call", {"reason": "East has 12 cards"})
    assert state["called"] == "East has 12 cards"
    alerts = app.extensions["kiosk"].store.alerts()
    assert alerts[0].kind == "director-called" and "East has 12 cards" in alerts[0].message


def test_correct_a_renounce_before_the_trick_is_quitted(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    director = {"X-Director-Secret": app.extensions["kiosk"].director_secret}
    client.post(
        "/api/director/settings",
        json={"name": "renounce_notice", "value": "immediate"},
        headers=director,
    )
    tablet = _start(client, app)
    mirror = Play.from_board(event.boards[0])
    while True:
        seat = mirror.to_play
        assert seat is not None
        lawful = mirror.lawful_plays()
        others = [c for c in mirror.hand(seat) if c not in lawful]
        if mirror.current_trick and others:
            mirror.play(others[0], seat)
            tablet.play(str(others[0]), str(seat))
            break
        mirror.play(lawful[0])
        tablet.play(str(lawful[0]))
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            tablet.action("QuitTrick")
    state = tablet.state()
    assert [r["seat"] for r in state["board"]["renounces"]] == [str(seat)]
    right = next(c for c in mirror.hand(seat) if c.suit is mirror.current_trick[0].card.suit)
    state = tablet.ok(
        "action",
        {"action": {"type": "CorrectRenounce", "fields": {"seat": str(seat), "card": str(right)}}},
    )
    assert state["board"]["renounces"] == []
    assert state["board"]["liable"] == {str(seat): [others[0].display]}


def _app_for(event: Event, tmp_path: Any) -> Flask:
    return create_app({"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}"})


def test_trump_recorded_at_the_table_and_checked_on_the_overplay_law_d(
    event: Event, tmp_path: Any
) -> None:
    unrecorded = replace(event, boards=tuple(replace(b, trump=None) for b in event.boards))
    app = _app_for(unrecorded, tmp_path)
    client = app.test_client()
    one = _start(client, app, 1, 1)
    assert one.state()["phase"] == "trump"
    board = event.boards[0]
    _error(one.play(str(board.deal.hand(board.leader)[0])), 422)
    stranger = board.deal.hand(board.dealer.left)[0]
    # a trump card the dealer does not hold locks the table (no oracle for the hand)
    body = _error(one.post("trump", {"trump": str(stranger)}), 423, "table-locked")
    assert f"{stranger.display} was entered and is not in" in body["message"]
    released = client.post(
        "/api/director/tables/1/actions",
        json={"kind": "release", "data": {}, "reason": "a slip of the finger"},
        headers={"X-Director-Secret": app.extensions["kiosk"].director_secret},
    )
    assert released.status_code == 200, released.get_json()
    one.state()
    _error(one.post("trump", {"trump": "ZZ"}), 400)
    turned = board.deal.hand(board.dealer)[-1]
    state = one.ok("trump", {"trump": str(turned)})
    assert state["phase"] == "play" and state["board"]["trump"] == turned.display
    _error(one.post("trump", {"trump": str(turned)}), 422)
    # the overplay at table 2 in round 2 (the director moves it there for the test)
    moved = client.post(
        "/api/director/tables/2/actions",
        json={"kind": "set-round", "data": {"round": 2}, "reason": "test"},
        headers={"X-Director-Secret": app.extensions["kiosk"].director_secret},
    )
    assert moved.status_code == 200
    two = Tablet(client, app, 2)
    two.seat_up()
    two.ok("board", {"board": 1})
    other = next(c for c in board.deal.hand(board.dealer) if c != turned)
    body = _error(two.post("trump", {"trump": str(other)}), 422, "trump-mismatch")
    assert "law (e) III" in body["message"]
    assert "trump-mismatch" in _alerts(app)
    assert two.ok("trump", {"trump": str(turned)})["phase"] == "play"
    app.extensions["kiosk"].store.close()


def test_bishops_knight_cut_the_dealer_names_trumps(tmp_path: Any) -> None:
    bishops = make_event("bishops-whist")
    knight = TrumpRecord.parse("N")
    bishops = replace(bishops, boards=tuple(replace(b, trump=knight) for b in bishops.boards))
    app = _app_for(bishops, tmp_path)
    client = app.test_client()
    page = client.get(f"/table/1?token={app.extensions['kiosk'].table_token(1)}")
    html = page.get_data(as_text=True)
    assert html.count('class="card"') == 49  # 48 suit cards and the knight
    assert 'data-card="N"' in html and 'data-card="SB"' in html
    tablet = _start(client, app, 1, 1)
    assert tablet.state()["phase"] == "name-trump"
    board = bishops.boards[0]
    _error(tablet.play(str(board.deal.hand(board.leader)[0])), 422)
    state = tablet.ok("action", {"action": {"type": "NameTrump", "fields": {"suit": "H"}}})
    assert state["phase"] == "play" and state["board"]["trump"] == "knight, ♥ named"
    mirror = Play(board.deal, board.game, knight, board.leader, dealer=board.dealer)
    mirror.name_trump(Suit.HEARTS)
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        card = mirror.lawful_plays()[0]
        mirror.play(card, seat)
        assert tablet.play(str(card), str(seat)).status_code == 200
        if len(mirror.current_trick) == 4:
            mirror.quit_trick()
            assert tablet.action("QuitTrick").status_code == 200
    state = tablet.state()
    assert state["board"]["score"]["points"] == {
        s.value: n for s, n in mirror.score().points.items()
    }
    previous = tablet.ok("confirm", {"seat": "W"})["previous"]
    assert previous["score"] and previous["hands"] is None  # table 2 plays it later
    app.extensions["kiosk"].store.close()


def test_the_rest_claimed_and_admitted_laws_27_36(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    mirror = play_out(tablet, event, 1, stop_after=2)
    claimant = str(mirror.to_play)
    state = tablet.ok(
        "action",
        {
            "action": {
                "type": "ClaimRest",
                "fields": {"claimant": claimant, "tricks": 11, "accepted": True},
            }
        },
    )
    assert state["phase"] == "end"
    side = Seat.parse(claimant).side.value
    assert state["board"]["score"]["points"][side] >= 11
    assert tablet.ok("confirm", {"seat": "E"})["phase"] == "board"


def test_idle_table_is_flagged_for_the_director(client: FlaskClient, app: Flask) -> None:
    tablet = _start(client, app)
    kiosk = app.extensions["kiosk"]
    kiosk.evening.tables[1].last_activity -= 11 * 60
    grid = client.get("/api/director/grid", headers={"X-Director-Secret": kiosk.director_secret})
    row = next(t for t in grid.get_json()["tables"] if t["table"] == 1)
    assert row["idle"] and row["phase"] == "play"
    assert tablet.state()["phase"] == "play"


def test_quick_mode_when_the_trump_is_turned_at_the_table(event: Event, tmp_path: Any) -> None:
    unrecorded = replace(event, boards=tuple(replace(b, trump=None) for b in event.boards))
    app = create_app(
        {
            "EVENT": unrecorded,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'q.sqlite3'}",
            "SETTINGS": {"quick_mode": True},
        }
    )
    client = app.test_client()
    tablet = _start(client, app, 1, 1)
    assert tablet.state()["phase"] == "score"
    assert tablet.ok("tricks", {"NS": 6, "EW": 7})["phase"] == "confirm"
    state = tablet.ok("confirm", {"seat": "E"})
    assert state["previous"]["traveller"][0]["points"] == {"NS": 6, "EW": 7}
    app.extensions["kiosk"].store.close()


def test_security_headers_on_every_response_once(client: FlaskClient, app: Flask) -> None:
    """The headers come from a WSGI wrapper: on pages, API answers and refusals alike,
    never twice, and ``no-store`` only on the table pages and the API."""
    token = app.extensions["kiosk"].table_token(1)
    for path, private in (
        (f"/api/tables/1/state?token={token}", True),
        ("/api/tables/1/state", True),  # refused: 403
        ("/api/no-such-route", True),  # 404 from the router
        (f"/table/1?token={token}", True),
        ("/results", False),
    ):
        response = client.get(path)
        headers = response.headers
        assert headers.getlist("Content-Security-Policy") == [
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
            "connect-src 'self'; frame-ancestors 'none'; form-action 'self'"
        ], path
        assert headers.getlist("X-Content-Type-Options") == ["nosniff"], path
        assert headers.getlist("Referrer-Policy") == ["no-referrer"], path
        assert (headers.getlist("Cache-Control") == ["no-store"]) is private, path


def test_card_plays_direct_path_answers_as_the_flask_view(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """A table's action with the token header is answered in front of Flask
    (``kiosk.wsgi.TableActions``); with ``?token=`` by the Flask view. Both give the same
    status, headers and body: refusals, a stale sequence number, a retry answered, not
    doubled; and only the ``?token=`` requests reach Flask."""
    reached: list[str] = []
    app.before_request(lambda: reached.append(request.full_path) and None)
    tablet = _start(client, app)
    token = tablet.token
    card = str(Play.from_board(event.boards[0]).lawful_plays()[0])
    play = {"action": {"type": "PlayCard", "fields": {"card": card}}}
    first_id = uuid.uuid4().hex

    def both(body: Any, content_type: str = "application/json", good: bool = True) -> int:
        text = body if isinstance(body, str) else json.dumps(body)
        given = token if good else token[::-1]
        answers = [
            client.post(
                "/api/tables/1/actions",
                data=text,
                headers={"X-Table-Token": given, "Content-Type": content_type},
            ),
            client.post(
                f"/api/tables/1/actions?token={given}",
                data=text,
                headers={"Content-Type": content_type},
            ),
        ]
        direct, flask = ((a.status, list(a.headers), a.get_data()) for a in answers)
        assert direct == flask, (direct, flask)
        return answers[0].status_code

    seen = tablet.seq
    assert both({"kind": "call", "seq": seen}, good=False) == 403
    assert both("nope") == 400
    assert both({"kind": "dance"}) == 400
    assert both({"kind": "adjust", "data": {"board": 1, "NS": 1, "EW": 0}}) == 422
    assert both({"kind": "call", "reason": "x" * 70_000}) == 413
    assert both({"kind": "action", "data": play, "seq": seen + 5}) == 409
    assert both({"kind": "action", "data": play, "seq": seen}, "text/plain") == 400
    assert _rows(app) == seen
    first = tablet.post("action", play, id=first_id, seq=seen)
    assert first.status_code == 200 and not first.get_json()["duplicate"]
    assert both({"id": first_id, "kind": "action", "data": play, "seq": seen}) == 200
    assert _rows(app) == seen + 1
    actions = [path for path in reached if "/actions" in path]
    # the eight ``?token=`` requests, and the text/plain one with the header (left to Flask)
    assert sorted("?token=" in path for path in actions) == [False] + [True] * 8

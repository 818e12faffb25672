"""Information discipline at the table (the duplicate principle): no oracle for hands (a
card entered for a seat that does not hold it locks the table until the director releases
it), one tablet per table, and only the current trick in the table's JSON (law 37:
"When a trick has been turned and quitted, it must not again be seen until after the
hand has been played")."""

from __future__ import annotations

import json
import uuid
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from kiosk import create_app
from kiosk.locks import DEVICE_COOKIE
from whist import Play

from .conftest import Tablet


def _start(client: FlaskClient, app: Flask, table: int = 1, board: int = 1) -> Tablet:
    tablet = Tablet(client, app, table)
    tablet.seat_up()
    tablet.ok("board", {"board": board})
    return tablet


def _director(app: Flask, client: FlaskClient, table: int, kind: str, reason: str) -> Any:
    return client.post(
        f"/api/director/tables/{table}/actions",
        json={"kind": kind, "data": {}, "reason": reason},
        headers={"X-Director-Secret": app.extensions["kiosk"].director_secret},
    )


# --- no oracle for hands ------------------------------------------------------------------


def test_probe_of_a_hand_gets_one_not_in_hand_answer_before_the_table_locks(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """With table 1's token, all 52 cards are tried for a seat out of turn: at most one
    "not in hand" answer, then every attempt -- held card or not -- gets the same
    table-locked answer."""
    tablet = _start(client, app)
    board = event.boards[0]
    probed = board.leader.partner  # not the seat in turn: a lead out of turn
    held = set(board.deal.hand(probed))
    answers: list[tuple[str, int, str, str]] = []
    for card in board.deal.pack.distinct_cards:
        response = tablet.post(
            "action",
            {"action": {"type": "PlayCard", "fields": {"seat": str(probed), "card": str(card)}}},
            seq=None,
        )
        body = response.get_json()
        answers.append((str(card), response.status_code, body.get("error", ""), response.text))
    not_in_hand = [a for a in answers if a[1] == 423]
    first = next(i for i, a in enumerate(answers) if a[1] == 423)
    accepted = [a for a in answers[:first] if a[1] == 200]
    print(
        f"probe: {len(answers)} tries, {len(accepted)} accepted (played face up, out of "
        f"turn) before the lock, 1 'not in hand' answer, {len(not_in_hand) - 1} table-locked"
    )
    # the first "not in hand" answer locks the table; nothing after it differs
    assert all(a[1] == 423 and a[2] == "table-locked" for a in answers[first:])
    assert len({a[3] for a in answers[first:]}) == 1, "later answers must all be alike"
    after = answers[first + 1 :]
    assert {c for c, *_ in after} & {str(c) for c in held}, "held cards were tried too"
    assert {c for c, *_ in after} - {str(c) for c in held}, "and cards not held"
    # the one card named is the one the table entered itself
    lock = tablet.state()["locked"]
    assert lock["card"] == answers[first][0] and lock["seat"] == str(probed)
    assert answers[first][0] not in {str(c) for c in held}
    # every card accepted before the lock was played face up: an irregularity the
    # adversaries see (laws 24-26), not a silent answer
    state = client.get(
        "/api/tables/1/state",
        headers={"X-Director-Secret": app.extensions["kiosk"].director_secret},
    ).get_json()
    shown = {p["card"] for p in state["board"]["trick"]}
    assert {c for c, *_ in accepted} <= shown | {t["card"] for t in state["board"]["taken_back"]}
    # one lock, one alert with table, board, trick, seat and card
    alerts = [a for a in app.extensions["kiosk"].store.alerts() if a.kind == "table-locked"]
    assert len(alerts) == 1
    seat = probed.name.title()
    assert alerts[0].table == 1 and alerts[0].board == 1
    assert alerts[0].message.startswith("Table 1, board 1, trick 1: the table is locked: ")
    assert f"was entered for {seat} and is not in {seat}'s recorded hand" in alerts[0].message


def test_the_lock_is_in_the_log_survives_a_restart_and_only_the_director_releases_it(
    event: Event, db_url: str
) -> None:
    app = create_app({"EVENT": event, "DATABASE_URL": db_url})
    client = app.test_client()
    tablet = _start(client, app)
    board = event.boards[0]
    stranger = board.deal.hand(board.leader.left)[0]
    request_id = uuid.uuid4().hex
    response = tablet.post(
        "action",
        {"action": {"type": "PlayCard", "fields": {"card": str(stranger)}}},
        id=request_id,
    )
    assert response.status_code == 423
    message = response.get_json()["message"]
    # a retry of the same request is answered alike, and not doubled
    again = tablet.post(
        "action",
        {"action": {"type": "PlayCard", "fields": {"card": str(stranger)}}},
        id=request_id,
        seq=None,
    )
    assert again.status_code == 423 and again.get_json()["message"] == message
    rows = app.extensions["kiosk"].store.entries_after(0)
    assert [r.kind for r in rows].count("lock") == 1
    assert not any(
        r.kind == "action"
        and r.data.get("action", {}).get("fields", {}).get("card") == str(stranger)
        for r in rows
    )
    # the table's own legal card is refused too, with the same message
    lawful = Play.from_board(board).lawful_plays()[0]
    refused = tablet.post(
        "action", {"action": {"type": "PlayCard", "fields": {"card": str(lawful)}}}
    )
    assert refused.status_code == 423 and refused.get_json()["message"] == message
    # a table cannot release itself
    assert tablet.post("release").status_code == 403
    app.extensions["kiosk"].store.close()

    restarted = create_app({"EVENT": event, "DATABASE_URL": db_url})
    client = restarted.test_client()
    tablet = Tablet(client, restarted, 1)
    assert tablet.state()["locked"]["card"] == str(stranger)
    refused = tablet.post(
        "action", {"action": {"type": "PlayCard", "fields": {"card": str(lawful)}}}
    )
    assert refused.status_code == 423
    grid = client.get(
        "/api/director/grid",
        headers={"X-Director-Secret": restarted.extensions["kiosk"].director_secret},
    ).get_json()
    assert grid["tables"][0]["locked"]["card"] == str(stranger)
    assert any(a["kind"] == "table-locked" for a in grid["alerts"])
    assert _director(restarted, client, 1, "release", " ").status_code == 400  # no reason
    released = _director(restarted, client, 1, "release", "slip of the finger: right card next")
    assert released.status_code == 200, released.get_json()
    tablet.state()
    state = tablet.ok("action", {"action": {"type": "PlayCard", "fields": {"card": str(lawful)}}})
    assert state["locked"] is None and len(state["board"]["trick"]) == 1
    log = client.get(
        "/api/director/log",
        headers={"X-Director-Secret": restarted.extensions["kiosk"].director_secret},
    ).get_json()["log"]
    kinds = [(e["kind"], e["actor"]) for e in log]
    assert ("lock", "table") in kinds and ("release", "director") in kinds
    lock_row = next(e for e in log if e["kind"] == "lock")
    assert lock_row["data"]["seat"] == str(board.leader) and lock_row["data"]["trick"] == 1
    assert _director(restarted, client, 1, "release", "again").status_code == 422
    restarted.extensions["kiosk"].store.close()


def test_undo_only_of_the_last_card_played_in_turn_and_shown_to_the_table(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    first = mirror.lawful_plays()[0]
    tablet.ok("action", {"action": {"type": "PlayCard", "fields": {"card": str(first)}}})
    state = tablet.ok("undo")
    assert state["board"]["trick"] == []
    assert state["board"]["taken_back"] == [
        {"trick": 1, "seat": str(board.leader), "card": first.display, "by": "table"}
    ]
    # a card played out of turn (law 24) stays where the laws put it
    offender = board.leader.partner
    card = board.deal.hand(offender)[0]
    tablet.ok(
        "action",
        {"action": {"type": "PlayCard", "fields": {"seat": str(offender), "card": str(card)}}},
    )
    refused = tablet.post("undo")
    assert refused.status_code == 422
    assert "out of turn" in refused.get_json()["message"]
    assert [p["card"] for p in tablet.state()["board"]["trick"]] == [str(card)]


def test_the_table_sees_only_the_current_trick_law_37(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 37: "When a trick has been turned and quitted, it must not again be seen until
    after the hand has been played." Nothing in the table's JSON shows a quitted trick's
    cards; the tricks each side has won are counted."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    for _ in range(2):
        for _ in range(4):
            card = mirror.lawful_plays()[0]
            mirror.play(card)
            tablet.ok("action", {"action": {"type": "PlayCard", "fields": {"card": str(card)}}})
        mirror.quit_trick()
        state = tablet.ok("action", {"action": {"type": "QuitTrick", "fields": {}}})
    text = json.dumps(state)
    quitted = {str(p.card) for t in mirror.tricks for p in t.cards}
    displays = {p.card.display for t in mirror.tricks for p in t.cards}
    assert not any(f'"{c}"' in text for c in quitted | displays), text
    assert sum(state["board"]["tricks_won"].values()) == 2
    page = client.get(f"/table/1?token={tablet.token}").get_data(as_text=True)
    assert "last trick" not in page


# --- one tablet per table -------------------------------------------------------------------


def test_the_first_tablet_claims_the_table_and_a_second_device_is_refused(
    event: Event, db_url: str
) -> None:
    app = create_app({"EVENT": event, "DATABASE_URL": db_url})
    kiosk = app.extensions["kiosk"]
    token = kiosk.table_token(1)
    tablet = app.test_client()
    page = tablet.get(f"/table/1?token={token}")
    assert page.status_code == 200
    cookie = page.headers["Set-Cookie"]
    assert cookie.startswith(f"{DEVICE_COOKIE}=") and "HttpOnly" in cookie
    assert "SameSite=Strict" in cookie
    # the tablet itself goes on working: page, state, actions (cookie sent by the client)
    assert tablet.get(f"/table/1?token={token}").status_code == 200
    assert tablet.get("/api/tables/1/state", headers={"X-Table-Token": token}).status_code == 200
    body = {"kind": "call", "data": {"reason": "test"}}
    assert (
        tablet.post(
            "/api/tables/1/actions", json=body, headers={"X-Table-Token": token}
        ).status_code
        == 200
    )

    phone = app.test_client()  # someone's phone that scanned the QR code on the table
    refused = phone.get(f"/table/1?token={token}")
    assert refused.status_code == 403
    assert "already open on another tablet" in refused.get_data(as_text=True)
    assert [a.kind for a in kiosk.store.alerts()].count("other-device") == 1
    for response in (
        phone.get("/api/tables/1/state", headers={"X-Table-Token": token}),
        phone.get("/api/tables/1/boards/1", headers={"X-Table-Token": token}),
        # the direct card-play path (token header, JSON body) ...
        phone.post("/api/tables/1/actions", json=body, headers={"X-Table-Token": token}),
        # ... and Flask's view (token in the query)
        phone.post(f"/api/tables/1/actions?token={token}", json=body),
        phone.post(
            "/api/tables/1/actions",
            json=body,
            headers={"X-Table-Token": token, "X-Table-Device": "guessed"},
        ),
    ):
        assert response.status_code == 403, response.get_data(as_text=True)
        assert response.get_json() == {
            "error": "other-device",
            "message": "table 1 is already open on another tablet; ask the director to move "
            "it to this device",
        }
    # another table is not affected
    assert phone.get(f"/table/2?token={kiosk.table_token(2)}").status_code == 200
    # the director may look at a table's page without claiming it
    director = app.test_client()
    secret = {"X-Director-Secret": kiosk.director_secret}
    assert director.get(f"/table/1?token={token}", headers=secret).status_code == 200
    claims = [r for r in kiosk.store.entries_after(0) if r.kind == "device" and r.stream == 1]
    assert len(claims) == 1 and claims[0].actor == "server"
    # a table cannot write the server's rows itself
    forged = phone.post(
        "/api/tables/2/actions",
        json={"kind": "device", "data": {"device": "mine"}},
        headers={"X-Table-Token": kiosk.table_token(2)},
    )
    assert forged.status_code == 400
    kiosk.store.close()

    # the claim is in the log: it survives a restart
    app = create_app({"EVENT": event, "DATABASE_URL": db_url})
    kiosk = app.extensions["kiosk"]
    phone = app.test_client()
    assert phone.get(f"/table/1?token={token}").status_code == 403
    # the director moves the table: the next device to open it claims it
    moved = phone.post(
        "/api/director/tables/1/actions",
        json={"kind": "reset-device", "data": {}, "reason": "tablet 1's battery died"},
        headers={"X-Director-Secret": kiosk.director_secret},
    )
    assert moved.status_code == 200, moved.get_json()
    assert phone.get(f"/table/1?token={token}").status_code == 200
    assert phone.get("/api/tables/1/state", headers={"X-Table-Token": token}).status_code == 200
    old = app.test_client()
    old.set_cookie(DEVICE_COOKIE, cookie.split(";")[0].split("=", 1)[1])
    assert old.get("/api/tables/1/state", headers={"X-Table-Token": token}).status_code == 403
    kiosk.store.close()

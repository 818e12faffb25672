"""The "Something happened" menu and the rights to a penalty, through the API (Flask's
client): every menu entry makes a real engine action; the view tells who may choose now
(law 39: only the entitled adversary), what stands waiting, and why a right lapsed."""

from __future__ import annotations

import re
import time
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from whist import Card, Play, Seat
from whist.notation import decode_action, encode_action
from whist.play import CallCard, ClaimRest, ExposeCard, PlayCard, QuitTrick, TakeBackFalseLead

from .conftest import Tablet


def _start(client: FlaskClient, app: Flask, board: int = 1) -> Tablet:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": board})
    return tablet


def _send(tablet: Tablet, mirror: Play, action: Any) -> dict[str, Any]:
    """Apply ``action`` on the mirror and through the API, as the page sends it."""
    mirror.apply(action)
    return tablet.ok("action", {"action": encode_action(action)})


def _rights(state: dict[str, Any]) -> list[dict[str, Any]]:
    rights: list[dict[str, Any]] = state["board"]["rights"]
    return rights


def _sample(step: dict[str, Any]) -> Any:
    kind = step["kind"]
    if step.get("optional") and kind == "seat":
        return None
    return {
        "seat": "W",
        "card": "SA",
        "number": 1,
        "text": "East has 12 cards",
        "choice": step.get("choices", [{"value": None}])[0]["value"],
    }[kind]


def test_every_menu_entry_makes_an_engine_action_in_players_words(client: FlaskClient) -> None:
    entries = client.get("/api/irregularities").get_json()["entries"]
    keys = [e["key"] for e in entries]
    assert len(keys) == len(set(keys)) >= 10
    assert keys[0] == "director" and entries[0]["send"] == "call"  # first, never at the bottom
    for entry in entries:
        # written for players: no class names, no field names, no docstrings' ``markup``
        words = entry["title"] + " " + entry["hint"] + " ".join(s["ask"] for s in entry["steps"])
        assert not re.search(r"[a-z][A-Z]|_|``|\basker\b|asks asked", words), words
        if entry["send"] != "action":
            continue
        fields = {s["field"]: _sample(s) for s in entry["steps"]} | entry["fixed"]
        action = decode_action({"type": entry["action"], "fields": fields})
        assert type(action).__name__ == entry["action"]
    by_key = {e["key"]: e for e in entries}
    assert by_key["out-of-turn"]["action"] == "PlayCard"
    assert [s["kind"] for s in by_key["out-of-turn"]["steps"]] == ["seat", "card"]
    assert by_key["wrong-cards"]["fixed"] == {"tables": 2}
    assert {e["action"] for e in entries} >= {
        "PlayCard",
        "ExposeCard",
        "LeadAhead",
        "AskRenounce",
        "ClaimRevoke",
        "ClaimRest",
        "TrumpCardNamed",
        "TrumpLeftOnTray",
        "CallAttention",
        "RecordWrongCards",
        "SeeQuittedTrick",
        "CorrectRenounce",
        "WithdrawCard",
    }


def test_the_old_generated_forms_are_gone(client: FlaskClient) -> None:
    body = client.get("/api/irregularities").get_json()
    assert "forms" not in body
    assert "asks asked" not in str(body)


def test_lead_out_of_turn_the_suit_is_called_by_the_right_adversary_only(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 24: "The penalty can be enforced only by the adversary on the right of the player
    from whom a suit can rightfully be called." The tablet names him alone."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    offender = board.leader.partner  # the leader's partner leads out of turn
    card = mirror.hand(offender)[0]
    state = _send(tablet, mirror, PlayCard(offender, card))
    [right] = _rights(state)
    assert right["status"] == "waiting" and right["take_back"]
    assert right["what"] == f"{offender.name.title()} led out of turn in trick 1"
    assert "24" in right["explanation"] and right["choosers"] == []
    assert len(right["options"]) == 4 and right["waive"]["code"] == "waive"
    state = _send(tablet, mirror, TakeBackFalseLead())
    [right] = _rights(state)
    # the proper leader is the offender's partner: the call is made now, by his right
    assert right["status"] == "open" and right["leader"] == str(board.leader)
    assert right["choosers"] == [str(board.leader.right)]
    labels = [o["label"] for o in right["options"]]
    assert all(label[:1].isupper() for label in labels) and len(labels) == 4
    suit = next(c.suit for c in mirror.hand(board.leader) if c.suit is not None)
    code = f"call-{suit.name.lower()}"
    response = tablet.action(
        "ChoosePenalty", irregularity=0, chooser=str(board.leader.right), option=code
    )
    assert response.status_code == 200, response.get_json()
    mirror.choose_penalty(0, board.leader.right, code)
    [right] = _rights(response.get_json()["state"])
    assert right["status"] == "chosen" and right["chosen"]["by"] == str(board.leader.right)
    assert suit.name.lower() in right["chosen"]["label"].lower()


def test_a_right_that_lapses_says_why(client: FlaskClient, app: Flask, event: Event) -> None:
    """(i): "A player having the right to call a suit loses such right unless he announces
    [it] ... before the trick so won by such adversary is turned and quitted"; law 24: "the
    first time it is the turn of either of them to lead"."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    offender = board.leader.left
    state = _send(tablet, mirror, PlayCard(offender, mirror.hand(offender)[0]))
    state = _send(tablet, mirror, TakeBackFalseLead())
    [right] = _rights(state)
    assert right["status"] == "waiting" and not right["take_back"]
    assert offender.name.title() in right["waiting"] and "law 24" in right["waiting"]
    while right["status"] != "lapsed":
        seat = mirror.to_play
        assert seat is not None and len(mirror.tricks) < 13
        state = _send(tablet, mirror, PlayCard(seat, mirror.lawful_plays()[-1]))
        if len(mirror.current_trick) == 4:
            state = _send(tablet, mirror, QuitTrick())
        [right] = _rights(state)
    assert right["lapsed"] == mirror.irregularities[0].lapsed
    assert "(i)" in right["lapsed"] or "law 24" in right["lapsed"]
    assert right["options"] == [] and right["choosers"] == []


def test_fourth_hand_before_second_offers_the_third_hand_his_choice(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 26: "the latter may be called upon by the third hand to play his highest or
    lowest card of the suit led; or, if he has none, to trump or not to trump"."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    leader = board.leader
    _send(tablet, mirror, PlayCard(leader, mirror.lawful_plays()[0]))
    fourth = leader.right
    state = _send(tablet, mirror, PlayCard(fourth, mirror.lawful_plays(fourth)[0]))
    [right] = [r for r in _rights(state) if r["kind"] == "fourth-before-second"]
    assert right["status"] == "open" and right["choosers"] == [str(leader.partner)]
    assert 2 <= len(right["options"]) <= 4 and right["waive"] is not None


def test_an_exposed_card_is_called_by_the_right_hand_adversary(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """(h): "The holder of a card liable to be called can be required to play it only by his
    right-hand adversary.\""""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    leader = board.leader
    second = leader.left
    exposed = mirror.hand(second)[-1]
    state = _send(tablet, mirror, ExposeCard(second, exposed))
    [right] = _rights(state)
    assert right["call_card"] == {
        "caller": str(second.right),
        "holder": str(second),
        "card": str(exposed),
        "display": exposed.display,
    }
    assert right["status"] == "open" and right["choosers"] == [str(leader)]
    assert "(h)" in right["explanation"]
    state = _send(tablet, mirror, CallCard(leader, second, exposed))
    [right] = _rights(state)
    assert right["status"] == "called" and right["choosers"] == []
    assert f"must play {exposed.display}" in right["waiting"]
    lead = mirror.lawful_plays()[0]
    state = _send(tablet, mirror, PlayCard(leader, lead))
    if exposed in mirror.lawful_plays(second):
        state = _send(tablet, mirror, PlayCard(second, exposed))
        assert [r for r in _rights(state) if "call_card" in r] == []


def test_the_director_call_stays_with_its_time_until_answered(
    client: FlaskClient, app: Flask
) -> None:
    tablet = _start(client, app)
    before = time.time()
    state = tablet.ok("call", {"reason": "East has 12 cards"})
    assert state["called"] == "East has 12 cards"
    assert before - 1 <= state["called_at"] <= time.time() + 1
    later = tablet.state()
    assert later["called_at"] == state["called_at"]
    secret = app.extensions["kiosk"].director_secret
    response = client.post(
        "/api/director/tables/1/actions",
        json={"kind": "answer", "data": {}, "reason": "twelve cards found: new deal"},
        headers={"X-Director-Secret": secret},
    )
    assert response.status_code == 200, response.get_json()
    answered = tablet.state()
    assert answered["called"] == "" and answered["called_at"] is None


def test_a_card_for_a_named_seat_is_not_given_to_the_seat_in_turn(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """The tablet names the seat: a card sent for West while North is to lead is West's
    lead out of turn (law 24), never North's card."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    other = board.leader.right
    card: Card = mirror.hand(other)[0]
    response = tablet.play(str(card), str(other))
    assert response.status_code == 200, response.get_json()
    trick = response.get_json()["state"]["board"]["trick"]
    assert trick == [{"seat": str(other), "card": str(card), "display": card.display}]
    assert Seat.parse(trick[0]["seat"]) is not board.leader


def test_a_failure_to_comply_is_not_told_before_the_hands_are_seen(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 38: failing to comply with a call "unnecessarily" is known only from the hand;
    the tablet must not tell the table while the hand is still held."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    offender = board.leader.partner
    _send(tablet, mirror, PlayCard(offender, mirror.hand(offender)[0]))
    _send(tablet, mirror, TakeBackFalseLead())
    held = [c for c in mirror.hand(board.leader) if c.suit is not None]
    suit = held[0].suit
    assert suit is not None
    other = next(c for c in held if c.suit is not suit)
    code = f"call-{suit.name.lower()}"
    state = tablet.ok(
        "action",
        {
            "action": {
                "type": "ChoosePenalty",
                "fields": {"irregularity": 0, "chooser": str(board.leader.right), "option": code},
            }
        },
    )
    mirror.choose_penalty(0, board.leader.right, code)
    state = _send(tablet, mirror, PlayCard(board.leader, other))
    assert any(i.kind.value == "failed-to-comply" for i in mirror.irregularities)
    assert all(r["kind"] != "failed-to-comply" for r in _rights(state))


def test_a_contested_claim_lays_the_partners_hand_open_to_calls(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 36: "his partner's cards must be laid upon the table, and are liable to be
    called" -- by the holder's right-hand adversary alone ((h))."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    claimant = board.leader
    partner = claimant.partner
    state = _send(tablet, mirror, ClaimRest(claimant, 13, accepted=False))
    [right] = [r for r in _rights(state) if r["kind"] == "claim"]
    assert right["call_card"] == {
        "caller": str(partner.right),
        "holder": str(partner),
        "card": None,
        "display": "a card",
    }
    assert right["status"] == "open" and right["choosers"] == [str(partner.right)]
    lead = mirror.lawful_plays()[0]
    _send(tablet, mirror, PlayCard(claimant, lead))
    wanted = next((c for c in mirror.hand(partner) if c.suit is lead.suit), mirror.hand(partner)[0])
    # the caller (the claimant's left, second hand) has not played: he may call now
    state = _send(tablet, mirror, CallCard(partner.right, partner, wanted))
    [right] = [r for r in _rights(state) if r["kind"] == "claim"]
    assert right["status"] == "called" and wanted.display in right["waiting"]


def test_a_play_out_of_turn_without_penalty_is_told(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    """Law 25: "If the third hand plays before the second, the fourth hand may also play
    before the second" -- no penalty; the tablet says so."""
    tablet = _start(client, app)
    board = event.boards[0]
    mirror = Play.from_board(board)
    leader = board.leader
    _send(tablet, mirror, PlayCard(leader, mirror.lawful_plays()[0]))
    third = leader.partner
    state = _send(tablet, mirror, PlayCard(third, mirror.lawful_plays(third)[0]))
    [told] = _rights(state)
    assert told["status"] == "applied" and told["law"] == "25"
    assert told["what"] == f"{third.name.title()} played out of turn in trick 1"
    assert told["explanation"]

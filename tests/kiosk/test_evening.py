"""The evening's views are rebuilt from the log and never served stale from the
per-board caches: tricks per side after a director takes a quitted trick back, after a
claim is admitted, and after a restart (the log replayed into a fresh evening)."""

from __future__ import annotations

import itertools

import pytest

from dealer.event import Event
from kiosk.evening import Evening
from kiosk.store import Store
from scoring.movement import Movement
from whist import Play

from .conftest import MOVEMENT

_ids = itertools.count()


@pytest.fixture()
def db_url(both_databases: str) -> str:
    """This module's tests run on SQLite and on PostgreSQL."""
    return both_databases


def _evening(url: str, event: Event) -> Evening:
    return Evening(
        Store(url), game=event.game, boards=event.boards, movement=Movement.from_dict(MOVEMENT)
    )


def _send(evening: Evening, kind: str, data: dict[str, object], actor: str = "table") -> None:
    state = evening.tables[1]
    evening.submit(
        table=1,
        kind=kind,
        data=data,
        client_id=f"t-{next(_ids)}",
        seq=state.seq,
        round=state.round,
        actor=actor,
        reason="test" if actor == "director" else "",
    )


def _engine_won(evening: Evening) -> dict[str, int]:
    run = evening.tables[1].current
    assert run is not None and run.play is not None
    return {side.value: n for side, n in run.play.tricks_won().items()}


def _play_trick(evening: Evening, mirror: Play) -> None:
    for _ in range(4):
        seat = mirror.to_play
        assert seat is not None
        card = mirror.lawful_plays()[0]
        mirror.play(card, seat)
        _send(evening, "action", {"action": {"type": "PlayCard", "fields": {"card": str(card)}}})
    mirror.quit_trick()
    _send(evening, "action", {"action": {"type": "QuitTrick", "fields": {}}})


def test_tricks_per_side_follow_undo_and_claims(event: Event, db_url: str) -> None:
    evening = _evening(db_url, event)
    _send(evening, "seats", {"seats": {"ns": 1, "ew": 3}})
    _send(evening, "board", {"board": 1})
    mirror = Play.from_board(event.boards[0])
    assert evening.table_view(1)["board"]["tricks_won"] == {"NS": 0, "EW": 0}
    _play_trick(evening, mirror)
    first = evening.table_view(1)["board"]["tricks_won"]
    assert first == _engine_won(evening) and sum(first.values()) == 1
    # the director takes the quitted trick back: the view must not keep the old count
    _send(evening, "undo", {}, actor="director")
    assert evening.table_view(1)["board"]["tricks_won"] == {"NS": 0, "EW": 0}
    _send(evening, "action", {"action": {"type": "QuitTrick", "fields": {}}}, actor="director")
    assert evening.table_view(1)["board"]["tricks_won"] == first
    _play_trick(evening, mirror)
    before_claim = evening.table_view(1)["board"]["tricks_won"]
    assert sum(before_claim.values()) == 2
    claimant = mirror.to_play
    assert claimant is not None
    _send(
        evening,
        "action",
        {
            "action": {
                "type": "ClaimRest",
                "fields": {"claimant": str(claimant), "tricks": 11, "accepted": True},
            }
        },
    )
    after = evening.table_view(1)["board"]["tricks_won"]
    assert after == _engine_won(evening)
    assert after[claimant.side.value] == before_claim[claimant.side.value] + 11
    assert sum(after.values()) == 13
    view = evening.table_view(1)
    evening.store.close()
    again = _evening(db_url, event)  # the log replayed: the same view
    assert again.table_view(1) == view
    assert again.replay_errors == []
    again.store.close()

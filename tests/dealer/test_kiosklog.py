"""The play read back from the kiosk's log (dealer.kiosklog), on SQLite and PostgreSQL:
an evening played through the kiosk's own door -- with a card taken back at one table,
and a card sent without its seat -- replays to the very actions and results the kiosk
holds; a missing or foreign database is a clear error."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import pytest

from dealer.kiosklog import KioskLogError, log_url, read_plays
from kiosk.autoplay import Autoplayer
from kiosk.evening import Evening
from kiosk.store import Store
from scoring.movement import Movement
from tests.conftest import PostgresServer
from tests.kiosk.conftest import MOVEMENT, make_event


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'kiosk.sqlite3'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.new_database()


def _submit(evening: Evening, table: int, kind: str, data: dict[str, Any]) -> None:
    state = evening.tables[table]
    evening.submit(
        table=table,
        kind=kind,
        data=data,
        client_id=uuid.uuid4().hex,
        seq=state.seq,
        round=state.round,
        actor="table",
    )


def test_the_log_replays_to_the_kiosks_own_play(url: str) -> None:
    event = make_event()
    store = Store(url)
    evening = Evening(
        store, game=event.game, boards=event.boards, movement=Movement.from_dict(MOVEMENT)
    )
    players = Autoplayer(evening, seed=7)
    # table 1 starts its first board by hand: a card taken back, and a card with no seat
    while evening.phase(evening.tables[1]) != "play":
        players.step(1)
    run = evening.tables[1].current
    assert run is not None and run.play is not None
    first, second = run.play.lawful_plays()[:2]
    seat = run.play.to_play
    card = {"type": "PlayCard", "fields": {"seat": str(seat), "card": str(first)}}
    _submit(evening, 1, "action", {"action": card})
    _submit(evening, 1, "undo", {})
    _submit(evening, 1, "action", {"action": {"type": "PlayCard", "fields": {"card": str(second)}}})
    players.run_evening()
    plays = read_plays(url, event.boards)
    assert {(p.table, p.board) for p in plays} == set(evening.results)
    for p in plays:
        kiosk_run = evening.tables[p.table].runs[p.board]
        assert kiosk_run.play is not None and p.play is not None
        assert p.play.actions == kiosk_run.play.actions
        assert p.scored and not p.problems
        result = evening.results[(p.table, p.board)]
        assert p.seats == result.seats
        assert p.round == result.round
        assert {s.value: n for s, n in p.play.tricks_won().items()} == result.tricks
    first_play = next(p for p in plays if (p.table, p.board) == (1, run.number))
    assert first_play.play is not None
    assert first_play.play.actions[0].card == second
    store.close()


def test_no_database_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(KioskLogError, match="no kiosk database here"):
        log_url(tmp_path)
    other = tmp_path / "other.sqlite3"
    other.write_bytes(b"")
    with pytest.raises(KioskLogError, match="is not a readable kiosk log"):
        read_plays(other, make_event().boards)

"""The kiosk's background analysis and the hand viewer's gates (kiosk.review): each
table-board analysed once its board is complete everywhere, stored so a restart does not
analyse again (and a play changed since is analysed afresh), the same figures as
``whist analyse-play`` reads from the log; nothing shown before the board is complete
everywhere and released -- whatever token or session asks -- and the progress for the
director only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from dealer.kiosklog import read_plays
from dealer.playreview import review_play
from kiosk import create_app
from kiosk.review import ReviewWorker
from tests.playreview_evening import BOARD, TABLE, play_evening
from whist import Seat


def _app(folder: Path) -> Flask:
    return create_app({"EVENT_PATH": str(folder), "TESTING": True})


def _director(app: Flask) -> dict[str, str]:
    return {"X-Director-Secret": app.extensions["kiosk"].director_secret}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("review") / "event"
    play_evening(folder)
    return folder


def test_the_worker_stores_what_the_log_gives(
    played: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "event"
    folder.mkdir()
    for path in played.iterdir():
        (folder / path.name).write_bytes(path.read_bytes())
    app = _app(folder)
    kiosk = app.extensions["kiosk"]
    try:
        worker = ReviewWorker(kiosk)
        assert worker.progress(kiosk)["done"] == 0
        assert worker.run_once()
        progress = worker.progress(kiosk)
        assert progress["text"] == "Play analysis: 8 of 8 table-boards analysed"
        client = app.test_client()
        body = client.get(f"/review/{BOARD}/{TABLE}/data").get_json()
        assert body["status"] == "ready"
        review = body["review"]
        # the same as the analysis of the log read by dealer.kiosklog
        (play,) = [
            p
            for p in read_plays(folder, kiosk.event.boards)
            if (p.table, p.board) == (TABLE, BOARD)
        ]
        assert play.play is not None
        expected = review_play(
            play.play, board=BOARD, table=TABLE, round_number=play.round, seats=play.seats
        ).to_json()
        assert review["cards"] == expected["cards"]
        deal = next(b for b in kiosk.event.boards if b.number == BOARD).deal
        assert review["hands"]["N"] == [str(c) for c in deal.hand(Seat.NORTH)]
        assert review["players"] == {"N": "pair 1", "E": "pair 3", "S": "pair 1", "W": "pair 3"}
        stored = json.loads(kiosk.store.meta(f"playreview:{TABLE}:{BOARD}") or "{}")
        assert stored["review"]["cards"] == expected["cards"]
    finally:
        kiosk.store.close()

    # a restart: nothing analysed again (the analysis would fail if it were called)
    restarted = _app(folder)
    kiosk = restarted.extensions["kiosk"]
    try:
        again = ReviewWorker(kiosk)

        def refuse(*_args: Any, **_kwargs: Any) -> Any:
            raise AssertionError("analysed again after a restart")

        with monkeypatch.context() as patch:
            patch.setattr("kiosk.review.review_play", refuse)
            assert again.run_once()
        assert again.progress(kiosk)["done"] == 8 and again.failed == {}
        # a play the stored fingerprint does not match is analysed afresh
        key = f"playreview:{TABLE}:{BOARD}"
        record = json.loads(kiosk.store.meta(key) or "{}")
        kiosk.store.set_meta(key, json.dumps({**record, "fingerprint": "changed"}))
        fresh = ReviewWorker(kiosk)
        assert fresh.run_once()
        assert json.loads(kiosk.store.meta(key) or "{}")["fingerprint"] != "changed"
    finally:
        kiosk.store.close()


def test_the_viewer_waits_for_the_release_and_refuses_any_token(tmp_path: Path) -> None:
    folder = tmp_path / "event"
    play_evening(folder, stop_after=(TABLE, BOARD))
    app = _app(folder)
    kiosk = app.extensions["kiosk"]
    client = app.test_client()
    try:
        worker = ReviewWorker(kiosk)
        worker.run_once()
        assert worker.progress(kiosk)["done"] == 0  # board 1 is still to be played at table 2
        token = kiosk.table_token(TABLE)
        for path in (f"/review/{BOARD}/{TABLE}", f"/review/{BOARD}/{TABLE}/data"):
            for headers in ({}, {"X-Table-Token": token}, _director(app)):
                response = client.get(path + f"?token={token}", headers=headers)
                assert response.status_code == 403, (path, headers)
                assert "still to play it: table 2" in response.get_data(as_text=True)
        refused = client.get(f"/review/{BOARD}/{TABLE}/data", headers={"Accept": "text/html"})
        assert refused.status_code == 403
        assert refused.get_json()["error"] == "not-yet-shown"
        # unknown boards and tables
        assert client.get("/review/99/1").status_code == 404
        assert client.get(f"/review/{BOARD}/7").status_code == 404
        # the progress is the director's
        assert client.get("/review/progress").status_code == 403
        assert client.get("/review/progress", headers=_director(app)).status_code == 200
    finally:
        kiosk.store.close()


def test_session_end_release_shows_the_boards_when_the_evening_is_over(
    played: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "event"
    folder.mkdir()
    for path in played.iterdir():
        (folder / path.name).write_bytes(path.read_bytes())
    app = create_app(
        {"EVENT_PATH": str(folder), "TESTING": True, "SETTINGS": {"release_results": "session-end"}}
    )
    kiosk = app.extensions["kiosk"]
    try:
        client = app.test_client()
        # the evening is over: session-end has come, the board is shown
        assert client.get(f"/review/{BOARD}/{TABLE}").status_code == 200
        body = client.get(f"/review/{BOARD}/{TABLE}/data").get_json()
        assert body["status"] == "waiting"  # no worker on this app: nothing stored yet
    finally:
        kiosk.store.close()

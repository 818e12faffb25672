"""The hand viewer: each table's play of a board, card by card, with every card's
double-dummy value (:mod:`dealer.playreview`), once the board may be shown.

What may be shown when (:mod:`kiosk.publication`, the duplicate principle): a table-board's
play shows all four hands, so its page opens only when the board is complete at every
table that plays it *and* released by the director's setting (``release_results``);
before that it answers 403 with the reason, to everyone alike -- a table's token or
session opens nothing earlier (the pages ask for no token at all).

The analysis runs in the background (:class:`ReviewWorker`, one daemon thread per kiosk):
it wakes every few seconds, takes under the evening's lock a copy of the actions of each
table-board whose board has become complete everywhere (a list copy: the tables do not
wait on it), and out of the lock replays them on the engine and analyses them (DDS under
its own lock, which releases the interpreter: the tables' requests go on meanwhile; the
Bishops solver within a limit of positions a figure, :data:`MAX_NODES`). Each
review is stored in the kiosk's database (``kiosk_meta``, key ``playreview:T:B``) with a
fingerprint of the actions it was made from, so a restart does not analyse again, and a
play the director changed since is analysed afresh. Its progress is on the director's
console (``/review/progress``).
"""

from __future__ import annotations

import hashlib
import json
import threading
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from flask import Blueprint, Response, jsonify, render_template

from dealer.playreview import (
    PlayReviewError,
    TableBoardReview,
    player_keys,
    review_play,
    solver_for,
)
from kiosk.auth import require_director
from kiosk.context import current_kiosk
from kiosk.errors import Forbidden, KioskError, NotFound, error_body
from kiosk.publication import board_complete, released, tables_playing, withheld_text
from whist import Deal, Play, Seat, TrumpRecord, find_game
from whist.actions import Action
from whist.notation import encode_action

if TYPE_CHECKING:
    from kiosk.context import Kiosk

bp = Blueprint("review", __name__, url_prefix="/review")

#: seconds between the worker's looks at the evening
INTERVAL = 2.0
#: positions a search of the Bishops solver may visit before it gives up on a figure:
#: the compiled search holds the interpreter while it runs, so this bounds the pause the
#: tables' requests may see (about a tenth of a second); a value not found within it is
#: left out with a note, and the better the solver the more of the play it reaches
#: (``PLAY_REVIEW_MAX_NODES`` in the kiosk's configuration)
MAX_NODES = 200_000
_META = "playreview:{table}:{board}"


@dataclass(frozen=True)
class Job:
    """One table-board to analyse: a copy of what the evening holds for it."""

    table: int
    board: int
    round: int | None
    seats: dict[str, int]
    actions: tuple[Action, ...]
    trump: TrumpRecord | None  # the trump recorded at the table (None: no play)

    @property
    def key(self) -> str:
        return _META.format(table=self.table, board=self.board)

    def fingerprint(self) -> str:
        text = json.dumps([encode_action(a) for a in self.actions], sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()


class ReviewWorker:
    """Analyses each table-board once its board is complete everywhere (see the module
    docstring). Holds the kiosk weakly: the thread ends when the kiosk is gone or its
    store closed."""

    def __init__(
        self, kiosk: Kiosk, interval: float = INTERVAL, max_nodes: int = MAX_NODES
    ) -> None:
        self._kiosk = weakref.ref(kiosk)
        self.interval = interval
        self.max_nodes = max_nodes
        self.done: dict[tuple[int, int], str] = {}  # (table, board) -> fingerprint
        self.failed: dict[tuple[int, int], str] = {}
        self.working: tuple[int, int] | None = None
        self._wake = threading.Event()
        self._stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="play-review", daemon=True)

    def start(self) -> ReviewWorker:
        self.thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()

    def wake(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                if not self.run_once():
                    return
            except Exception as exc:  # the thread must not die on one bad row
                self.failed[(0, 0)] = f"the analysis stopped: {exc}"
            self._wake.wait(self.interval)
            self._wake.clear()

    def run_once(self) -> bool:
        """Analyse what is waiting; ``False`` when the kiosk is gone."""
        kiosk = self._kiosk()
        if kiosk is None:
            return False
        for job in self.jobs(kiosk):
            if self._stop.is_set():
                break
            self.analyse(kiosk, job)
        return True

    def jobs(self, kiosk: Kiosk) -> list[Job]:
        """The table-boards complete everywhere not yet analysed (or changed since)."""
        evening = kiosk.evening
        out = []
        with evening.lock:
            for (table, board), result in sorted(evening.results.items()):
                if not board_complete(evening, board):
                    continue
                state = evening.tables.get(table)
                run = state.runs.get(board) if state is not None else None
                play = run.play if run is not None else None
                actions = tuple(play.actions) if play is not None else ()
                trump = play.initial_trump if play is not None else None
                job = Job(table, board, result.round, dict(result.seats), actions, trump)
                if self.done.get((table, board)) != job.fingerprint():
                    out.append(job)
        return out

    def analyse(self, kiosk: Kiosk, job: Job) -> None:
        fingerprint = job.fingerprint()
        stored = kiosk.store.meta(job.key)
        if stored is not None and json.loads(stored).get("fingerprint") == fingerprint:
            self.done[(job.table, job.board)] = fingerprint
            return
        self.working = (job.table, job.board)
        try:
            record: dict[str, Any] = {"fingerprint": fingerprint}
            board = kiosk.evening.boards[job.board]
            if job.trump is None or not job.actions:
                record["none"] = (
                    "no cards were recorded at this table (quick mode or an adjusted score)"
                )
            else:
                try:
                    solver = solver_for(board.game, max_nodes=self.max_nodes)
                    if not solver.background:
                        raise PlayReviewError(
                            f"the {find_game(board.game).title} solver would hold up the "
                            "tables: its "
                            "play is analysed after the evening (`whist analyse-play EVENT`)"
                        )
                    play = _play_of(board, job)
                    review = review_play(
                        play,
                        board=job.board,
                        table=job.table,
                        round_number=job.round,
                        seats=job.seats,
                        solver=solver,
                    )
                    record["review"] = review.to_json()
                except PlayReviewError as exc:
                    record["none"] = str(exc)
            kiosk.store.set_meta(job.key, json.dumps(record, separators=(",", ":")))
            self.done[(job.table, job.board)] = fingerprint
            self.failed.pop((job.table, job.board), None)
        except Exception as exc:  # one table-board's fault is reported, not fatal
            self.failed[(job.table, job.board)] = str(exc)
            self.done[(job.table, job.board)] = fingerprint
        finally:
            self.working = None

    def progress(self, kiosk: Kiosk) -> dict[str, Any]:
        """For the director's console: how far the analysis is."""
        evening = kiosk.evening
        with evening.lock:
            total = sum(len(tables_playing(evening, b)) for b in evening.movement.all_deals())
            complete = sum(1 for (_, b) in evening.results if board_complete(evening, b))
        done = len([k for k in self.done if k not in self.failed])
        text = f"Play analysis: {done} of {total} table-boards analysed"
        waiting = complete - len(self.done)
        if waiting > 0:
            text += f", {waiting} waiting"
        if self.working is not None:
            text += f" (now table {self.working[0]}, board {self.working[1]})"
        if done < total and waiting <= 0:
            text += "; the others are analysed as each board is finished at every table"
        return {
            "done": done,
            "total": total,
            "waiting": max(waiting, 0),
            "text": text,
            "failed": [
                f"table {t}, board {b}: {m}" if t else m
                for (t, b), m in sorted(self.failed.items())
            ],
        }


def _play_of(board: Any, job: Job) -> Play:
    """The table's play again, from a fresh engine object and the copied actions (the
    evening's own object stays with the tables)."""
    assert job.trump is not None
    play = Play(board.deal, board.game, job.trump, board.leader, dealer=board.dealer)
    for action in job.actions:
        play.apply(action)
    return play


def worker_of(kiosk: Kiosk) -> ReviewWorker | None:
    return _WORKERS.get(id(kiosk))


_WORKERS: dict[int, ReviewWorker] = {}


def start_worker(
    kiosk: Kiosk, interval: float = INTERVAL, max_nodes: int | None = None
) -> ReviewWorker:
    """Start the kiosk's background analysis (once); ``max_nodes``: see :data:`MAX_NODES`."""
    worker = _WORKERS.get(id(kiosk))
    if worker is None:
        worker = _WORKERS[id(kiosk)] = ReviewWorker(kiosk, interval, max_nodes or MAX_NODES).start()
        weakref.finalize(kiosk, _WORKERS.pop, id(kiosk), None)
    return worker


def stop_worker(kiosk: Kiosk, wait: float = 30.0) -> None:
    """Stop the kiosk's background analysis and wait (up to ``wait`` seconds) for the
    board it is on: before its store is closed or its folder removed (``whist demo``
    ends its evening so), never in the middle of a write."""
    worker = _WORKERS.pop(id(kiosk), None)
    if worker is None:
        return
    worker.stop()
    if worker.thread.is_alive() and worker.thread is not threading.current_thread():
        worker.thread.join(wait)


# --- the pages ----------------------------------------------------------------------------


def _check(kiosk: Kiosk, board: int, table: int) -> None:
    """Refuse a table-board that may not be shown (see the module docstring)."""
    evening = kiosk.evening
    if board not in evening.boards:
        raise NotFound(f"there is no board {board} in this event")
    if table not in tables_playing(evening, board):
        raise NotFound(f"table {table} does not play board {board}")
    if not board_complete(evening, board) or not released(evening, board):
        raise Forbidden(withheld_text(evening, board), code="not-yet-shown")


def review_data(kiosk: Kiosk, board: int, table: int) -> dict[str, Any]:
    """The table-board's analysis for the viewer, or where it stands."""
    evening = kiosk.evening
    with evening.lock:
        evening.catch_up()
        _check(kiosk, board, table)
    stored = kiosk.store.meta(_META.format(table=table, board=board))
    worker = worker_of(kiosk)
    if stored is None:
        return {
            "status": "waiting",
            "message": "the analysis of this play is still running: this page fills in by itself"
            if worker is not None
            else "the analysis is not running on this server",
        }
    record = json.loads(stored)
    if "review" not in record:
        return {"status": "none", "message": record.get("none", "no analysis")}
    review = TableBoardReview.from_json(record["review"])
    body = review.to_json()
    deal = Deal.parse(review.deal)
    body["hands"] = {str(s): [str(c) for c in deal.hand(s)] for s in Seat}
    body["players"] = {str(s): player_keys(review, s)[1] for s in Seat}
    return {"status": "ready", "review": body}


@bp.get("/<int:board>/<int:table>")
def page(board: int, table: int) -> str:
    kiosk = current_kiosk()
    with kiosk.evening.lock:
        kiosk.evening.catch_up()
        _check(kiosk, board, table)
    return render_template("review.html", board=board, table=table)


@bp.get("/<int:board>/<int:table>/data")
def data(board: int, table: int) -> tuple[Response, int]:
    """The viewer's data, or its refusal, as JSON whatever the request accepts (the
    page's script reads it)."""
    try:
        body, status = review_data(current_kiosk(), board, table), 200
    except KioskError as exc:
        body, status = error_body(exc.code, exc.message), exc.status
    response = jsonify(body)
    response.headers["Cache-Control"] = "no-store"
    return response, status


@bp.get("/progress")
def progress() -> Response:
    require_director()
    kiosk = current_kiosk()
    worker = worker_of(kiosk)
    if worker is None:
        body: dict[str, Any] = {"text": "Play analysis: not running on this server", "failed": []}
    else:
        body = worker.progress(kiosk)
    response = jsonify(body)
    response.headers["Cache-Control"] = "no-store"
    return response

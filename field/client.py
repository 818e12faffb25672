"""A club's push to the central server over HTTP (``whist sim push``).

The club's log is append-only and every row has its id, so a push is: ask the server how
far the section's log has arrived (its cursor), send the rows after it in pushes of at
most :data:`CHUNK` rows (each taken whole or not at all), then the club's results with
the last push. A push cut off half-way -- the network gone, the server stopped -- is
resumed by pushing again: the server's cursor says where to start, and a row sent twice
is stored once. Each push begins with the last row the server already holds, which it
compares with its own: a club's log that is not the one pushed so far is refused.
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

#: rows a push carries (below the server's :data:`field.central.MAX_ROWS`)
CHUNK = 2000
TIMEOUT = 30.0


class PushError(RuntimeError):
    """The central server refused the push (the message is the server's: what was wrong,
    what to do)."""

    def __init__(self, message: str, *, status: int = 0, error: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.error = error


class Offline(PushError):
    """The central server cannot be reached: nothing is lost, the log stays with the club
    and the next push sends it."""


@dataclass(frozen=True)
class Pushed:
    """What one push did."""

    sent: int
    received: int
    last_row: int
    requests: int


def _call(url: str, key: str, body: dict[str, Any] | None, timeout: float) -> dict[str, Any]:
    data = None if body is None else json.dumps(body, separators=(",", ":")).encode("utf-8")
    request = urllib.request.Request(
        url,
        data=data,
        method="GET" if body is None else "POST",
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            answer: dict[str, Any] = json.loads(response.read())
            return answer
    except urllib.error.HTTPError as exc:
        try:
            refusal = json.loads(exc.read())
            message, error = str(refusal["message"]), str(refusal["error"])
        except (ValueError, KeyError, TypeError):
            message, error = f"the server answered {exc.code} {exc.reason}", ""
        raise PushError(message, status=exc.code, error=error) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise Offline(
            f"cannot reach the central server at {url.split('/api/')[0]} ({reason}): nothing is "
            "lost, the log stays in this club's kiosk; push again when the network is back"
        ) from None


def push(
    base: str,
    section: str,
    key: str,
    *,
    deals_sha256: str,
    kiosk_event: str,
    rows_after: Callable[[int], Sequence[dict[str, Any]]],
    results: tuple[str, int] | None = None,
    chunk: int = CHUNK,
    timeout: float = TIMEOUT,
) -> Pushed:
    """Send the section's rows the server lacks, then ``results`` (the results file's
    text and the last row it counts). ``rows_after(n)`` gives the club's rows after row
    ``n`` as the kiosk's log export writes them."""
    root = f"{base.rstrip('/')}/api/sections/{section}"
    cursor = int(_call(f"{root}/cursor", key, None, timeout)["last_row"])
    # the last row the server holds goes again, first: the server compares it with its
    # own, so a club log that is not the one pushed so far (a new database) is refused
    rows = list(rows_after(max(cursor - 1, 0)))
    if cursor and (not rows or rows[0]["id"] != cursor):
        raise PushError(
            f"the central server holds rows up to {cursor} of section {section}'s log, and "
            f"this kiosk's log has no row {cursor}: it is not the log pushed so far (a new "
            "database?). Push from the club's original kiosk database",
            error="log-replaced",
        )
    overlap = 1 if cursor else 0
    requests = 1
    sent = received = 0
    last = cursor
    common = {"deals_sha256": deals_sha256, "kiosk_event": kiosk_event}
    batches = [rows[i : i + chunk] for i in range(0, len(rows), chunk)] or [[]]
    for i, batch in enumerate(batches):
        body: dict[str, Any] = {**common, "rows": batch}
        if i == len(batches) - 1 and results is not None:
            body["results"], body["results_upto"] = results
        answer = _call(f"{root}/push", key, body, timeout)
        requests += 1
        sent += len(batch)
        received += int(answer["received"])
        last = int(answer["last_row"])
    return Pushed(sent=sent - overlap, received=received, last_row=last, requests=requests)


#: after a failed push the next waits twice as long as the one before, up to
#: :data:`BACKOFF_TIMES` the usual interval and never more than :data:`BACKOFF_LIMIT` s
BACKOFF_TIMES = 20
BACKOFF_LIMIT = 300.0


@dataclass(frozen=True)
class SyncState:
    """Where a club's sync stands, for the director's console and ``whist sim push
    --every``: times are seconds since the epoch, rows are the kiosk log's ids."""

    central: str
    section: str
    #: ``waiting`` (no push yet), ``up-to-date``, ``behind`` (actions not yet sent: the
    #: next push sends them), ``offline`` (the server cannot be reached), ``refused``
    #: (the server said no: :class:`PushError`), ``failed`` (the club's side failed)
    state: str = "waiting"
    local_row: int = 0
    server_row: int = 0
    last_push: float | None = None
    last_attempt: float | None = None
    next_attempt: float | None = None
    failures: int = 0
    error: str = ""
    #: rows the server took from this club since the start, and the pushes that got there
    sent: int = 0
    pushes: int = 0

    @property
    def pending(self) -> int:
        """Actions of the club's log the central server does not hold yet."""
        return max(self.local_row - self.server_row, 0)

    def words(self, now: float) -> str:
        """The state in one or two sentences, for the director."""
        left = None if self.next_attempt is None else max(self.next_attempt - now, 0)
        wait = "" if left is None else f"{left:.1f} s" if left < 10 else f"{left:.0f} s"
        pending = f"{self.pending} action{'s' if self.pending != 1 else ''}"
        if self.state == "offline":
            return (
                f"{pending} wait to be sent: the central server cannot be reached. Nothing "
                f"is lost; the tables play on. Next try in {wait} ({self.failures} failed "
                f"tr{'ies' if self.failures != 1 else 'y'} in a row)."
            )
        if self.state == "failed":
            return (
                f"The last push failed: {self.error.rstrip('.')}. {pending} wait to be "
                f"sent; next try in {wait}."
            )
        if self.state == "refused":
            return (
                f"The central server refused the push: {self.error.rstrip('.')}. {pending} "
                f"wait to be sent; next try in {wait}. Tell the organiser."
            )
        if self.state == "waiting":
            return f"No push yet: the first in {wait or 'a moment'}."
        if self.pending:
            return (
                f"Rows up to {self.server_row} are at the central server; {pending} since: "
                f"the next push in {wait} sends them."
            )
        return f"Every action is at the central server (rows up to {self.server_row})."

    def to_json(self, now: float) -> dict[str, Any]:
        return {
            "central": self.central,
            "section": self.section,
            "state": self.state,
            "words": self.words(now),
            "pending": self.pending,
            "local_row": self.local_row,
            "server_row": self.server_row,
            "last_push": self.last_push,
            "next_in": None if self.next_attempt is None else max(self.next_attempt - now, 0),
            "failures": self.failures,
            "error": self.error,
            "pushes": self.pushes,
            "sent": self.sent,
        }


class Sync:
    """A club's push again and again, whenever the network allows: ``push_once()`` pushes
    what the server lacks (:func:`push`, so idempotent and resumable) and returns the
    :class:`Pushed` with the last row of the club's log it read; ``local_row()`` says how
    far the club's log is now (for the count of actions still to send).

    After a push the next comes ``every`` seconds later; after a failure twice as long
    as the last wait, up to :data:`BACKOFF_LIMIT` (a server that is down is not asked
    twice a second), and back to ``every`` as soon as one push gets through. A refusal
    (:class:`PushError`) is retried the same way: the organiser may put it right (a
    section reset, a new key). Used by ``whist sim push --every`` in the foreground and
    by ``whist kiosk --push-to`` in a background thread (:meth:`start`), where nothing
    it does waits on the tables or makes them wait on the network."""

    def __init__(
        self,
        push_once: Callable[[], tuple[Pushed, int]],
        *,
        central: str,
        section: str,
        every: float,
        local_row: Callable[[], int] = lambda: 0,
        limit: float | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        if every <= 0:
            raise ValueError(f"push every {every} s: give a number of seconds above 0")
        self._push_once = push_once
        self._local_row = local_row
        self.every = every
        self.limit = max(
            min(every * BACKOFF_TIMES, BACKOFF_LIMIT) if limit is None else limit, every
        )
        self._clock = clock
        self._lock = threading.Lock()
        self._state = SyncState(central=central.rstrip("/"), section=section)
        self._wait = every
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def state(self) -> SyncState:
        with self._lock:
            state = self._state
        try:
            local = max(self._local_row(), state.local_row)
        except Exception:  # the console asks while the database is busy: last known
            local = state.local_row
        return replace(state, local_row=local)

    def status(self) -> dict[str, Any]:
        """The state as the director's console shows it (JSON)."""
        return self.state.to_json(self._clock())

    def step(self) -> float:
        """One push now; the seconds to wait before the next."""
        now = self._clock()
        with self._lock:
            state = self._state
        try:
            done, upto = self._push_once()
        except Offline as exc:
            failed = replace(state, state="offline", error=str(exc))
        except PushError as exc:
            failed = replace(state, state="refused", error=str(exc))
        except Exception as exc:  # the thread outlives any one push: say it, try again
            failed = replace(state, state="failed", error=str(exc) or type(exc).__name__)
        else:
            self._wait = self.every
            ended = self._clock()
            new = replace(
                state,
                state="up-to-date" if done.last_row >= upto else "behind",
                local_row=max(upto, state.local_row),
                server_row=done.last_row,
                last_push=ended,
                last_attempt=now,
                next_attempt=ended + self.every,
                failures=0,
                error="",
                sent=state.sent + done.received,
                pushes=state.pushes + 1,
            )
            with self._lock:
                self._state = new
            return self.every
        self._wait = self.every if state.failures == 0 else min(self._wait * 2, self.limit)
        ended = self._clock()
        with self._lock:
            self._state = replace(
                failed,
                last_attempt=now,
                next_attempt=ended + self._wait,
                failures=state.failures + 1,
            )
        return self._wait

    def run(self) -> None:
        """Push until :meth:`stop`."""
        while not self._stop.is_set():
            wait = self.step()
            self._stop.wait(wait)

    def start(self) -> threading.Thread:
        """Push in a background (daemon) thread; a process that ends takes it along."""
        self._thread = threading.Thread(target=self.run, name="whist-sim-sync", daemon=True)
        self._thread.start()
        return self._thread

    def stop(self, timeout: float | None = None) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

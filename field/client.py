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
import urllib.error
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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

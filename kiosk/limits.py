"""What a request may carry: the bounds on every number, text and body a table or the
director sends, checked before anything is applied or written.

A table's token lies on the table as a QR code, so whoever holds it can send anything:
megabytes of reason, a broken Unicode character, ``1e400``, an array nested ten thousand
deep, a sequence number of ``10**20``. Each is a 400 with a message naming the field,
never a 500 and never a row half-written (the row, the alert the director sees, the
reply: all or nothing). The limits are generous for people and small for machines:
nothing a tablet's page sends comes near them.
"""

from __future__ import annotations

import json
import math
import threading
import time
from collections import deque
from typing import Any

from kiosk.errors import BadRequest, KioskError

#: Longest text in a request (a call's reason, a note, a name): a paragraph, not a file.
MAX_TEXT = 500
#: Deepest nesting of a request's JSON (the deepest real one, an action's fields, is 4).
MAX_DEPTH = 8
#: Most values (strings, numbers, members) in one request's JSON.
MAX_ITEMS = 400
#: Largest number a request may carry (sequence numbers, rounds, boards, scores, ids).
MAX_NUMBER = 10**9
#: Longest integer literal the decoder converts (so ``10**5000`` is refused cheaply).
_MAX_DIGITS = 19


class TooMany(KioskError):
    """A table sends something (a call) faster than anyone at a table could."""

    code = "too-many"
    status = 429


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise ValueError(f"the number {text[:12]}... has {len(text)} digits")
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:24]} is too large")
    return value


def _parse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def loads(raw: bytes | str) -> Any:
    """Strict JSON: UTF-8, finite numbers of at most 19 digits, no NaN; raises
    :class:`BadRequest` with what is wrong (the body is then checked by :func:`check`)."""
    try:
        return json.loads(
            raw,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except UnicodeDecodeError as exc:
        raise BadRequest(f"the request is not UTF-8 text (byte {exc.start})") from exc
    except RecursionError as exc:
        raise BadRequest(f"the JSON is nested too deep (at most {MAX_DEPTH} levels)") from exc
    except ValueError as exc:
        raise BadRequest(f"send a JSON object (Content-Type: application/json): {exc}") from exc


def check(value: Any, where: str = "the request") -> None:
    """Refuse (400) a decoded JSON value breaking the bounds above: too deep, too many
    values, a text too long or not valid Unicode (a lone surrogate such as ``\\udc80``),
    a number too large or not finite. ``where`` names the value in the message."""
    items = 0
    stack: list[tuple[Any, str, int]] = [(value, where, 0)]
    while stack:
        item, path, depth = stack.pop()
        items += 1
        if items > MAX_ITEMS:
            raise BadRequest(f"the request holds more than {MAX_ITEMS} values")
        if depth > MAX_DEPTH:
            raise BadRequest(f"{path} is nested too deep (at most {MAX_DEPTH} levels)")
        if isinstance(item, str):
            text(item, path)
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_NUMBER:
                raise BadRequest(f"{path} is {item}: numbers here are at most {MAX_NUMBER}")
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) > MAX_NUMBER:
                raise BadRequest(f"{path} is not a number the kiosk takes")
        elif isinstance(item, dict):
            for key, member in item.items():
                if not isinstance(key, str):
                    raise BadRequest(f"{path} has a name that is not text")
                text(key, f"a name in {path}")
                stack.append((member, f"{path}.{key}", depth + 1))
        elif isinstance(item, list):
            stack.extend((member, f"{path}[{i}]", depth + 1) for i, member in enumerate(item))
        else:
            raise BadRequest(f"{path} is not a JSON value")


def text(value: str, name: str, limit: int = MAX_TEXT) -> str:
    """``value`` if it is valid Unicode of at most ``limit`` characters, else 400."""
    if len(value) > limit:
        raise BadRequest(
            f"{name} is {len(value)} characters long: at most {limit}; say it in fewer words"
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise BadRequest(
            f"{name} holds a broken character (position {exc.start}): type it again"
        ) from exc
    return value


def whole_number(value: object, name: str, *, low: int = 0, high: int = MAX_NUMBER) -> int:
    """``value`` as a bounded whole number (``True`` is not one), else 400."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest(f"{name!r} must be a whole number")
    if not low <= value <= high:
        raise BadRequest(f"{name!r} is {value}: it must be between {low} and {high}")
    return value


def optional_number(value: object, name: str) -> int | None:
    """:func:`whole_number`, or ``None`` when absent."""
    return None if value is None else whole_number(value, name)


def page(args: Any, *, default: int = 50, most: int = 200) -> tuple[int, int]:
    """``limit`` and ``offset`` of a listing from a request's query (400 if malformed)."""
    values = []
    for name, fallback, high in (("limit", default, most), ("offset", 0, MAX_NUMBER)):
        raw = args.get(name)
        if raw is None or raw == "":
            values.append(fallback)
            continue
        if not (isinstance(raw, str) and raw.isascii() and raw.isdigit() and len(raw) <= 10):
            raise BadRequest(f"{name!r} must be a whole number")
        values.append(whole_number(int(raw), name, low=1 if name == "limit" else 0, high=high))
    return values[0], values[1]


class CallRate:
    """At most ``burst`` calls of the director per table in any ``window`` seconds: a
    table calls when something happened, not in a loop (the alerts fold repeats too, so
    this only keeps the log from filling)."""

    def __init__(self, burst: int = 10, window: float = 60.0) -> None:
        self.burst = burst
        self.window = window
        self._times: dict[int, deque[float]] = {}
        self._lock = threading.Lock()

    def allow(self, table: int, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        with self._lock:
            times = self._times.setdefault(table, deque())
            while times and times[0] <= now - self.window:
                times.popleft()
            if len(times) >= self.burst:
                raise TooMany(
                    f"table {table} called the director {len(times)} times in the last minute: "
                    "the director has been told; wait for them"
                )
            times.append(now)

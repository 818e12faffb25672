"""The round clock: the round's length set by the director, each round started when its
first table has confirmed its players (or when the director presses start), the time
left shown on every tablet and on the console, and the tables still playing when the
time is up flagged for the director.

The clock is kept in the log: ``clock`` rows of the director (``{"minutes": 15}`` sets
the length, ``{"start": 2}`` starts round 2 at the row's time, ``{"stop": 2}`` stops
it), and the time each table's ``seats`` row was written. So a restart shows the same
clock, and every server reads the same time from the same rows.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kiosk.errors import BadRequest

#: a round longer than this is a mistake (the evening is not that long)
MAX_MINUTES = 240


@dataclass
class RoundClock:
    """The length of a round and when each round started (the log's times)."""

    #: the round's length in minutes; ``None``: no clock
    minutes: int | None = None
    #: round -> when it started (seconds since the epoch, the row's time)
    starts: dict[int, float] = field(default_factory=dict)
    #: rounds the director started (not moved by a table's seats)
    pressed: set[int] = field(default_factory=set)

    def apply(self, data: Mapping[str, Any], created: float) -> None:
        """A director's ``clock`` row."""
        if "minutes" in data:
            value = data["minutes"]
            if value in (None, "", 0):
                self.minutes = None
                return
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadRequest("the round's length is a whole number of minutes")
            if not 1 <= value <= MAX_MINUTES:
                raise BadRequest(f"a round lasts 1 to {MAX_MINUTES} minutes, not {value}")
            self.minutes = value
        elif "start" in data:
            number = _round(data["start"])
            self.starts[number] = created
            self.pressed.add(number)
        elif "stop" in data:
            number = _round(data["stop"])
            self.starts.pop(number, None)
            self.pressed.discard(number)
        else:
            raise BadRequest('send {"minutes": 15}, {"start": ROUND} or {"stop": ROUND}')

    def seated(self, round_number: int, created: float) -> None:
        """A table confirmed its players in ``round_number``: the round starts now, if it
        has not started (the first table sat down starts the clock)."""
        self.starts.setdefault(round_number, created)

    def ends_at(self, round_number: int) -> float | None:
        start = self.starts.get(round_number)
        if start is None or self.minutes is None:
            return None
        return start + self.minutes * 60

    def view(self, round_number: int, now: float | None = None) -> dict[str, Any] | None:
        """What a tablet shows: ``{"round", "ends_at", "seconds_left"}`` (``None`` when
        there is no clock, or the round has not started)."""
        ends = self.ends_at(round_number)
        if ends is None:
            return None
        now = time.time() if now is None else now
        return {
            "round": round_number,
            "ends_at": ends,
            "seconds_left": max(0, round(ends - now)),
        }

    def is_up(self, round_number: int, now: float | None = None) -> bool:
        ends = self.ends_at(round_number)
        return ends is not None and (time.time() if now is None else now) >= ends


def _round(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise BadRequest("say which round: a whole number")
    return value

"""A table locked by a card its seat does not hold, and a table claimed by one tablet.

The duplicate principle: a table's page and API never reveal a card of a hand that the
laws have not put face up. The tablet records the cards the players play; it cannot tell
a player what another holds. A card entered for a seat that does not hold it is either a
slip of the finger or a probe; either way the table stops until the director comes
(:class:`TableLock`, answered with :class:`TableLocked`, HTTP 423). See
:mod:`kiosk.procedure` for why no probe gets more than one "not in hand" answer.

The table's token is printed on a QR code that lies on the table, so anyone's phone could
open it: the first device that opens the table page claims the table
(:class:`DeviceClaim`); the token then works only from that device until the director
moves the table to another (:class:`DeviceRefused`, HTTP 403).
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from werkzeug.http import parse_cookie

from kiosk.errors import BadRequest, Forbidden, KioskError

#: The device cookie set by the first page load of a table (random id, HttpOnly,
#: SameSite=Strict); scripts and tests may send the same id as the header below.
DEVICE_COOKIE = "whist_device"
DEVICE_HEADER = "X-Table-Device"
#: its WSGI environ key (the direct card-play path reads the environ)
DEVICE_ENVIRON = "HTTP_X_TABLE_DEVICE"


@dataclass(frozen=True)
class TableLock:
    """A table stopped because ``card`` was entered for ``seat``, which does not hold it
    (it is not in the seat's recorded hand). Only the director releases it."""

    board: int
    trick: int
    seat: str
    card: str
    #: the card for people (``"♠A"``)
    display: str

    @property
    def seat_name(self) -> str:
        return {"N": "North", "E": "East", "S": "South", "W": "West"}.get(self.seat, self.seat)

    @property
    def message(self) -> str:
        return (
            f"the director has been called: board {self.board}, {self.seat_name}, "
            f"{self.display} was entered and is not in {self.seat_name}'s recorded hand. "
            "The table waits for the director, who releases it from the console"
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board,
            "trick": self.trick,
            "seat": self.seat,
            "card": self.card,
            "display": self.display,
            "message": self.message,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableLock:
        try:
            return cls(
                int(data["board"]),
                int(data["trick"]),
                str(data["seat"]),
                str(data["card"]),
                str(data.get("display") or data["card"]),
            )
        except (KeyError, TypeError, ValueError):
            raise BadRequest("a lock row needs board, trick, seat and card") from None


class TableLocked(KioskError):
    """Every table action while the table is locked (HTTP 423 Locked). ``new`` is set on
    the refusal of the wrong card itself: the journal then writes the lock row."""

    code = "table-locked"
    status = 423

    def __init__(self, lock: TableLock, *, new: bool = False) -> None:
        super().__init__(lock.message)
        self.lock = lock
        self.new = new


class DeviceRefused(Forbidden):
    """The table's token from a device other than the tablet that claimed the table."""

    code = "other-device"

    def __init__(self, table: int) -> None:
        super().__init__(
            f"table {table} is already open on another tablet; ask the director to move it "
            "to this device"
        )


def check_device(claimed: str | None, table: int, given: str | None) -> None:
    """Refuse (403 ``other-device``) a table's request from a device that is not the one
    that claimed the table (no claim yet: any device)."""
    if claimed and not (given and hmac.compare_digest(given.encode(), claimed.encode())):
        raise DeviceRefused(table)


def device_given(cookie_header: str | None, header: str | None) -> str | None:
    """The device id of a request: the device cookie (the tablet's browser), else the
    ``X-Table-Device`` header (scripts, the tests and the benchmark)."""
    if cookie_header and DEVICE_COOKIE in cookie_header:
        value = parse_cookie(cookie_header).get(DEVICE_COOKIE)
        if value:
            return value
    return header or None


def device_from_environ(environ: Mapping[str, Any]) -> str | None:
    """:func:`device_given` of a WSGI request (the direct card-play path)."""
    return device_given(environ.get("HTTP_COOKIE"), environ.get(DEVICE_ENVIRON))


def new_device_id() -> str:
    return secrets.token_urlsafe(18)

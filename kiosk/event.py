"""What the kiosk needs of an event, and the secrets derived from it.

The event is written and read by :mod:`dealer` (``dealer.load_event``); the kiosk only
reads the attributes below, so it receives it as plain data (docs/architecture.md).

Secrets: every table page carries an unguessable token, the HMAC-SHA256 of the
event's secret over the table number, and the director signs in with another HMAC of
the same secret. The director prints the table URLs as QR codes; a token lets its
holder write only that table's current round.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from whist import Board


class EventLike(Protocol):
    """The attributes of ``dealer.event.Event`` the kiosk reads."""

    @property
    def event_id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def game(self) -> str: ...

    @property
    def boards(self) -> Sequence[Board]: ...

    @property
    def secret(self) -> bytes | None: ...

    @property
    def movement(self) -> Mapping[str, Any] | None: ...


def _mac(key: bytes, message: str, size: int) -> str:
    digest = hmac.new(key, message.encode(), hashlib.sha256).digest()[:size]
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def table_token(key: bytes, event_id: str, table: int) -> str:
    """The token of table ``table``'s URL: 128 bits of HMAC-SHA256 of the event secret."""
    return _mac(key, f"kiosk-table:{event_id}:{table}", 16)


def director_secret(key: bytes, event_id: str) -> str:
    """The director's secret for the console (96 bits, 16 characters to type)."""
    return _mac(key, f"kiosk-director:{event_id}", 12)


def session_key(key: bytes, event_id: str) -> bytes:
    """The Flask session signing key."""
    return hmac.new(key, f"kiosk-session:{event_id}".encode(), hashlib.sha256).digest()


def same_secret(given: str | None, expected: str) -> bool:
    """Constant-time comparison of a presented secret."""
    return given is not None and hmac.compare_digest(given.encode(), expected.encode())

"""One running kiosk: the event, its store, the evening's state and the secrets.

Held in ``app.extensions["kiosk"]``; the blueprints reach it with :func:`current_kiosk`.
"""

from __future__ import annotations

import secrets as secrets_module
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from flask import current_app

from kiosk.evening import Evening
from kiosk.event import EventLike, director_secret, session_key, table_token
from kiosk.store import Store
from scoring.movement import Movement, deals_mismatch


class KioskSetupError(ValueError):
    """The event cannot be run at the tables (no movement, boards missing ...)."""


@dataclass
class Kiosk:
    event: EventLike
    store: Store
    evening: Evening
    key: bytes
    director_secret: str
    session_key: bytes
    #: table number -> its token (an HMAC, computed once rather than at every request)
    _tokens: dict[int, str] = field(default_factory=dict, repr=False)

    @classmethod
    def open(
        cls,
        event: EventLike,
        url: str,
        *,
        movement: Movement | Mapping[str, Any] | None = None,
        settings: Mapping[str, Any] | None = None,
        secret: bytes | None = None,
        synchronous: str = "full",
    ) -> Kiosk:
        store = Store(url, synchronous=synchronous)
        key = secret or event.secret
        if key is None:
            key = bytes.fromhex(store.meta_default("secret", secrets_module.token_hex(32)))
        chosen = movement if movement is not None else event.movement
        if chosen is None:
            raise KioskSetupError(
                f"event {event.event_id!r} has no movement: choose one (e.g. `whist kiosk EVENT "
                "--movement mitchell --tables 3`) so the kiosk knows who sits where"
            )
        if not isinstance(chosen, Movement):
            chosen = Movement.from_dict(chosen, source=f"event {event.event_id} movement")
        mismatch = deals_mismatch(chosen, (b.number for b in event.boards))
        if mismatch:
            raise KioskSetupError(
                f"event {event.event_id!r}: {mismatch}; choose a movement for "
                f"{len(event.boards)} boards (`whist kiosk EVENT --movement NAME --tables N`)"
            )
        evening = Evening(
            store, game=event.game, boards=event.boards, movement=chosen, settings=settings
        )
        return cls(
            event=event,
            store=store,
            evening=evening,
            key=key,
            director_secret=director_secret(key, event.event_id),
            session_key=session_key(key, event.event_id),
        )

    def table_token(self, table: int) -> str:
        token = self._tokens.get(table)
        if token is None:
            token = self._tokens[table] = table_token(self.key, self.event.event_id, table)
        return token

    def table_urls(self, base: str) -> dict[int, str]:
        """The URL of every table page (``base`` like ``http://10.0.0.2:8080``)."""
        base = base.rstrip("/")
        return {
            n: f"{base}/table/{n}?token={self.table_token(n)}" for n in self.evening.table_numbers()
        }


def current_kiosk() -> Kiosk:
    return cast(Kiosk, current_app.extensions["kiosk"])

"""One running kiosk: the event, its store, the evening's state and the secrets.

Held in ``app.extensions["kiosk"]``; the blueprints reach it with :func:`current_kiosk`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from flask import current_app

from kiosk.evening import Evening
from kiosk.event import EventLike, director_secret, session_key, table_token
from kiosk.guard import LostActions
from kiosk.limits import CallRate
from kiosk.store import Store, StoreError
from scoring.movement import Movement, deals_mismatch
from whist import Board


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
    #: how often each table may call the director
    call_rate: CallRate = field(default_factory=CallRate, repr=False)

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
        key = secret or event.secret
        if key is None:
            # never a new random key: every table's token (the printed QR codes) and the
            # director's secret are made from this one
            raise KioskSetupError(
                f"event {event.event_id!r} has no secret file: the table links, their QR codes "
                "and the director's secret are made from it. Put back the folder's `secret` "
                "file (the one `whist deal` wrote, kept by the director), or deal the event "
                "again with `whist deal`"
            )
        # the movement first: a refused start opens (and marks) no database
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
        try:
            store = Store(url, synchronous=synchronous)
        except (StoreError, LostActions) as exc:
            raise KioskSetupError(str(exc)) from exc
        try:
            check_identity(store, event)
        except KioskSetupError:
            store.close()
            raise
        try:
            evening = Evening(
                store, game=event.game, boards=event.boards, movement=chosen, settings=settings
            )
        except BaseException:
            store.close()
            raise
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


def deals_fingerprint(boards: Sequence[Board]) -> str:
    """SHA-256 of the deals (number, dealer and the four hands of every board): what a
    database's play belongs to."""
    digest = hashlib.sha256()
    for board in sorted(boards, key=lambda b: b.number):
        hands = "/".join(" ".join(str(c) for c in hand) for hand in board.deal.hands)
        digest.update(f"{board.number}:{board.dealer}:{hands}\n".encode())
    return digest.hexdigest()


def check_identity(store: Store, event: EventLike) -> None:
    """Refuse a database begun for another event, or for this event's earlier deals
    (``whist deal --force`` since); a new one is marked with the event's id and the
    fingerprint of its deals. A database of an earlier version, without the marks, is
    marked now."""
    fingerprint = deals_fingerprint(event.boards)
    # a file is set aside by renaming it; a server's database by using another
    aside = (
        "move the file aside (rename it)"
        if store.is_file
        else "give --db another, empty database (createdb NAME)"
    )
    stored_id = store.meta("event_id")
    stored_deals = store.meta("deals_sha256")
    if stored_id is not None and stored_id != event.event_id:
        raise KioskSetupError(
            f"{store.where} is the database of event {stored_id!r}, not of this folder's event "
            f"{event.event_id!r}: nothing was changed. Start `whist kiosk` on {stored_id!r}'s "
            f"folder, or {aside} to start this event's log afresh"
        )
    if stored_deals is not None and stored_deals != fingerprint:
        raise KioskSetupError(
            f"{store.where} holds the play of event {event.event_id!r} as it was dealt before: "
            "the boards have been dealt again since (whist deal --force), so its cards are "
            f"not these. Nothing was changed: {aside} to start the "
            "new deals' log afresh, or put back the boards that were played"
        )
    if stored_id is None:
        store.set_meta("event_id", event.event_id)
    if stored_deals is None:
        store.set_meta("deals_sha256", fingerprint)


def current_kiosk() -> Kiosk:
    return cast(Kiosk, current_app.extensions["kiosk"])

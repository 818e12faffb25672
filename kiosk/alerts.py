"""What the director is told of the play: one alert per irregularity, claim, revoke
claim and call, with the table, board, trick, seat and law, in plain words.

The Laws of Duplicate Whist leave the ruling to the director ("the Director ... shall
decide", (e) III); he can only rule on what he is told. The engine records every
irregularity as it happens (:attr:`whist.Play.irregularities`, :attr:`whist.Play.renounces`),
so the journal takes a :func:`snapshot` of the table's play before and after each row and
:func:`new_alerts` compares them: whatever is new is an alert. Alerts are raised only
for a row just written by :meth:`kiosk.journal.Journal.submit` (never when the log is
replayed at a restart, nor for a retried request), so none is raised twice.

The place of each alert (trick, seat, law) is kept in its own table beside the store's
alerts, keyed by the alert's id.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import Column, Engine, Integer, String, Table, Text, insert, select

from kiosk.store import Alert, Store, metadata
from whist import Seat
from whist.laws.irregularities import Irregularity, IrregularityKind
from whist.play_state import Renounce
from whist.tricks import PlayedCard

if TYPE_CHECKING:
    from kiosk.tables import TableState

log = logging.getLogger("kiosk")

#: where an alert happened, beside the store's ``kiosk_alert`` row of the same id
alert_place_table = Table(
    "kiosk_alert_place",
    metadata,
    Column("alert_id", Integer, primary_key=True),
    Column("trick", Integer, nullable=True),
    Column("seat", String(1), nullable=True),
    Column("law", String(40), nullable=True),
    #: what the law says and who decides (the engine's explanation), for the director
    Column("detail", Text, nullable=True),
)


#: the engines whose database is known to have the place table
_READY: weakref.WeakSet[Engine] = weakref.WeakSet()


def _ensure_table(store: Store) -> None:
    """The place table exists (a database opened before this module was imported, or
    made by an older kiosk, gets it now)."""
    if store.engine not in _READY:
        alert_place_table.create(store.engine, checkfirst=True)
        _READY.add(store.engine)


@dataclass(frozen=True)
class AlertSpec:
    """An alert to raise: its kind, the sentence for the director, and where."""

    kind: str
    message: str
    trick: int | None = None
    seat: str | None = None
    law: str | None = None
    #: what the law says and who decides
    detail: str | None = None


@dataclass(frozen=True)
class PlaySnapshot:
    """What the director is told about, as it stood at one moment: the table and board,
    and the play's irregularities and renounces (frozen values: a copy is a tuple)."""

    table: int
    board: int
    irregularities: tuple[Irregularity, ...]
    renounces: tuple[Renounce, ...]
    #: the trick on the table (a lead out of turn is recorded without its card)
    current: tuple[PlayedCard, ...] = ()


def snapshot(state: TableState | None) -> PlaySnapshot | None:
    """The snapshot of ``state``'s current board, ``None`` before any play."""
    if state is None or state.current is None or state.current.play is None:
        return None
    play = state.current.play
    return PlaySnapshot(
        state.number,
        state.current.number,
        play.irregularities,
        play.renounces,
        play.current_trick,
    )


def _name(seat: Seat) -> str:
    return seat.name.title()


def _key(irregularity: Irregularity) -> tuple[Any, ...]:
    """What makes an irregularity the same one (its choice and lapse may change later)."""
    return (
        irregularity.kind,
        irregularity.law,
        irregularity.offender,
        irregularity.trick,
        irregularity.card,
    )


def _what(irr: Irregularity, current: tuple[PlayedCard, ...]) -> str:
    """The irregularity as a sentence's predicate, in the players' words (the card of an
    out-of-turn play is the offender's in the trick on the table)."""
    who = _name(irr.offender)
    shown = irr.card
    if shown is None and irr.kind in _OWN_CARD:
        shown = next((p.card for p in current if p.seat is irr.offender), None)
    card = f" {shown.display}" if shown is not None else ""
    match irr.kind:
        case IrregularityKind.LEAD_OUT_OF_TURN:
            return f"{who} led{card} out of turn"
        case IrregularityKind.PLAY_OUT_OF_TURN:
            return f"{who} played{card} out of turn"
        case IrregularityKind.FOURTH_BEFORE_SECOND:
            return f"{who} played{card} fourth hand before second hand"
        case IrregularityKind.EXPOSED_CARD:
            return f"{who} exposed{card}"
        case IrregularityKind.CARD_LIABLE:
            return f"{who}'s{card} is exposed and liable to be called"
        case IrregularityKind.LED_AHEAD:
            return f"{who} led{card} before his partner had played to the winning card"
        case IrregularityKind.TRUMP_CARD_LEFT:
            return "the trump card was left on the table after the second trick"
        case IrregularityKind.TRUMP_NAMED:
            return f"{who} named the trump card after it was taken up"
        case IrregularityKind.ATTENTION_CALLED:
            return f"{who} drew attention to the trick before his partner had played"
        case IrregularityKind.CLAIM:
            return f"{who} claimed the rest of the tricks ({irr.note})"
        case IrregularityKind.FAILED_TO_COMPLY:
            return f"{who} did not comply with a lawful call{card}"
        case IrregularityKind.RENOUNCE_CORRECTED:
            return f"{who} renounced in error and took{card} back"
        case IrregularityKind.TRICK_SEEN:
            return f"{who} looked at a trick already turned and quitted"
        case IrregularityKind.WRONG_NUMBER_OF_CARDS:
            return f"a wrong number of cards was found ({irr.note})"
        case IrregularityKind.WRONG_TRUMP_TURNED:
            return f"a trump card other than the slip's was turned ({irr.note})"
    return f"{who}: {irr.kind.value.replace('-', ' ')}"  # pragma: no cover - a new kind


#: irregularities whose card is the offender's card in the trick on the table
_OWN_CARD = frozenset(
    {
        IrregularityKind.LEAD_OUT_OF_TURN,
        IrregularityKind.PLAY_OUT_OF_TURN,
        IrregularityKind.FOURTH_BEFORE_SECOND,
    }
)


def place(table: int, board: int | None, trick: int | None) -> str:
    """``"Table 2, board 5, trick 3"``: where, as the director reads it."""
    parts = [f"Table {table}"]
    if board is not None:
        parts.append(f"board {board}")
    if trick is not None:
        parts.append(f"trick {trick}")
    return ", ".join(parts)


def new_alerts(before: PlaySnapshot | None, after: PlaySnapshot | None) -> list[AlertSpec]:
    """One alert for each irregularity, claim and revoke claim in ``after`` that was not
    in ``before`` (a snapshot of another board counts as nothing before)."""
    if after is None:
        return []
    if before is not None and (before.table, before.board) != (after.table, after.board):
        before = None
    seen = {_key(i) for i in before.irregularities} if before else set()
    claimed = (
        {(r.seat, r.trick) for r in before.renounces if r.claimed} if before is not None else set()
    )
    out: list[AlertSpec] = []
    for irr in after.irregularities:
        if _key(irr) in seen:
            continue
        where = place(after.table, after.board, irr.trick)
        out.append(
            AlertSpec(
                irr.kind.value,
                f"{where}: {_what(irr, after.current)} (law {irr.law})",
                irr.trick,
                irr.offender.letter,
                irr.law,
                irr.explanation,
            )
        )
    for r in after.renounces:
        if r.claimed and (r.seat, r.trick) not in claimed:
            law = "38" if r.law == "38" else "30"
            where = place(after.table, after.board, r.trick)
            out.append(
                AlertSpec(
                    "revoke-claim",
                    f"{where}: a revoke is claimed against {_name(r.seat)}, who played "
                    f"{r.card.display} when {r.led.name.lower()} were led (law {law})",
                    r.trick,
                    r.seat.letter,
                    law,
                )
            )
    return out


def call_alert(state: TableState, reason: str) -> AlertSpec:
    """A table calls the director (the board and trick it is at, if any)."""
    run = state.current
    board = run.number if run is not None else None
    trick = None
    if run is not None and run.play is not None and not run.play.is_complete:
        trick = min(run.play.trick_number, 13)
    return AlertSpec(
        "director-called",
        f"{place(state.number, board, trick)}: the table calls the director: "
        f"{reason or 'no reason given'}",
        trick,
    )


def lock_alert(table: int, board: int, trick: int, seat: str, card: str) -> AlertSpec:
    """A table locked because ``card`` was entered for ``seat`` (a letter), which does not
    hold it: a slip of the finger (the director releases the table) or a fouled board
    (law (e): the director adjusts)."""
    name = _name(Seat.parse(seat))
    return AlertSpec(
        "table-locked",
        f"{place(table, board, trick)}: the table is locked: {card} was entered for {name} "
        f"and is not in {name}'s recorded hand. Release the table from the console (a slip: "
        "the table enters the right card); if the card really was played the board is fouled "
        "(law (e)): adjust it",
        trick,
        Seat.parse(seat).letter,
        "(e)",
    )


def raise_alerts(
    store: Store,
    table: int,
    round_number: int | None,
    board: int | None,
    specs: list[AlertSpec],
) -> None:
    """Store ``specs`` as the director's alerts, each with its place. The row they are
    about is already written and acknowledged: an alert the database refuses is logged,
    never turned into a refusal of the table's action."""
    for spec in specs:
        try:
            _ensure_table(store)
            alert_id = store.add_alert(table, spec.kind, spec.message, round_number, board)
            if alert_id is None:
                continue  # the store refused it (e.g. a cap on a table's alerts)
            with store.engine.begin() as connection:
                connection.execute(
                    insert(alert_place_table).values(
                        alert_id=alert_id,
                        trick=spec.trick,
                        seat=spec.seat,
                        law=spec.law,
                        detail=spec.detail,
                    )
                )
        except Exception:
            log.exception("table %s: the alert %r could not be stored", table, spec.kind)


def alerts_json(store: Store, alerts: list[Alert]) -> list[dict[str, Any]]:
    """``alerts`` for the console: each with its trick, seat and law (``None`` when the
    alert has no place in the play, e.g. a wrong board)."""
    ids = [a.id for a in alerts]
    places: Mapping[int, Any] = {}
    if ids:
        _ensure_table(store)
        with store.engine.connect() as connection:
            rows = connection.execute(
                select(alert_place_table).where(alert_place_table.c.alert_id.in_(ids))
            ).all()
        places = {r.alert_id: r for r in rows}
    out = []
    for alert in alerts:
        item = alert.to_json()
        found = places.get(alert.id)
        item["trick"] = found.trick if found is not None else None
        item["seat"] = found.seat if found is not None else None
        item["law"] = found.law if found is not None else None
        item["detail"] = found.detail if found is not None else None
        out.append(item)
    return out

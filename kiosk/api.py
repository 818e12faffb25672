"""The JSON API: what the table pages, the director's console and scripts call.

Errors are ``{"error": code, "message": text}`` with the HTTP status of the refusal:
400 a malformed request, 403 a wrong token or no director, 404 no such table/board,
409 a conflict (another tablet wrote first, or the page is of an earlier round), 422
the laws or the movement refuse the action (the message says why and what to do).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

import kiosk.limits as limits
from kiosk.alerts import alerts_json
from kiosk.auth import (
    check_table_token,
    is_director,
    require_director,
    require_table,
    table_token_given,
)
from kiosk.context import Kiosk, current_kiosk
from kiosk.corrections import adjustment_round
from kiosk.director import public_url
from kiosk.errors import BadRequest, KioskError, NotFound
from kiosk.flow import menu_json
from kiosk.locks import DEVICE_HEADER, device_given
from kiosk.names import names_from_csv, names_from_form
from kiosk.standings import public_results, ranking, scoresheet
from printing.payload import PayloadError, verify_payload
from scoring.results import DealResult, ScoringError

bp = Blueprint("api", __name__, url_prefix="/api")

#: The numbers an action's data may carry, and their least value (``True`` is none).
_NUMBER_FIELDS = (
    ("board", 1),
    ("round", 1),
    ("NS", -limits.MAX_NUMBER),
    ("EW", -limits.MAX_NUMBER),
)

#: Open alerts sent with the console's grid (the newest; the others are paged).
GRID_ALERTS = 50


def _body() -> dict[str, Any]:
    return decode_body(request.is_json, _raw_body)


def decode_body(is_json: bool, read: Callable[[], bytes]) -> dict[str, Any]:
    """The JSON object of a request (``read`` gives its bytes; not called unless the
    request says it is JSON), else 400."""
    data = limits.loads(read()) if is_json else None
    if not isinstance(data, dict):
        raise BadRequest("send a JSON object (Content-Type: application/json)")
    limits.check(data)
    return data


def _raw_body() -> bytes:
    """The request body, read straight from the server's input when its length is given
    (the size limit still applies: 413 over ``MAX_CONTENT_LENGTH``); otherwise (chunked)
    through werkzeug's stream."""
    environ = request.environ
    length = request.content_length
    stream = environ.get("wsgi.input")
    if length is None or stream is None or environ.get("HTTP_TRANSFER_ENCODING"):
        return request.get_data()
    return read_input(stream, length, request.max_content_length)


def read_input(stream: Any, length: int, limit: int | None) -> bytes:
    """``length`` bytes of the server's input ``stream``; 413 (werkzeug's
    ``RequestEntityTooLarge``) when ``length`` is over ``limit``."""
    if limit is not None and length > limit:
        raise RequestEntityTooLarge()
    data = stream.read(length)
    return data if isinstance(data, bytes) else bytes(data)


def json_text(value: Mapping[str, Any], default: Callable[[Any], Any] | None) -> str:
    """What ``jsonify`` writes (compact, keys in their order, a final newline), without
    the provider's generic argument handling: the hot paths' answers."""
    return json.dumps(value, separators=(",", ":"), default=default) + "\n"


def _json(value: Mapping[str, Any]) -> Response:
    text = json_text(value, getattr(current_app.json, "default", None))
    return current_app.response_class(text, mimetype="application/json")


def _submit(table: int, body: dict[str, Any], actor: str) -> Response:
    return _json(submit_reply(current_kiosk(), table, body, actor))


def table_action_reply(
    kiosk: Kiosk,
    table: int,
    token: str | None,
    is_json: bool,
    read: Callable[[], bytes],
    device: str | None = None,
) -> dict[str, Any]:
    """A table's action (the card plays' hot path), checked and recorded: the token and
    the device (:mod:`kiosk.locks`: the tablet that claimed the table), then the body,
    then :func:`submit_reply`. The Flask view and the direct WSGI path
    (:class:`kiosk.wsgi.TableActions`) both answer with this; refusals are raised."""
    check_table_token(kiosk, table, token)
    kiosk.evening.check_device(table, device)
    return submit_reply(kiosk, table, decode_body(is_json, read), "table")


def submit_reply(kiosk: Kiosk, table: int, body: Mapping[str, Any], actor: str) -> dict[str, Any]:
    """Validate and record one action of ``body`` (``{"id", "kind", "data", "seq",
    "round", "reason"}``) for ``actor``; the reply with the table's state after it."""
    limits.whole_number(table, "table")
    kind = body.get("kind")
    if not isinstance(kind, str):
        raise BadRequest("say what to do: 'kind' is missing")
    data = body.get("data")
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise BadRequest("'data' must be an object")
    client_id = body.get("id")
    if client_id is not None and not isinstance(client_id, str):
        raise BadRequest("'id' must be text")
    # the bounds before anything is applied: a row, its alert and its reply, or nothing
    limits.check(dict(body))
    seq = limits.optional_number(body.get("seq"), "seq")
    round_number = limits.optional_number(body.get("round"), "round")
    for name, low in _NUMBER_FIELDS:
        if name in data:
            limits.whole_number(data[name], f"data.{name}", low=low)
    reason = body.get("reason")
    if reason is not None and not isinstance(reason, str):
        raise BadRequest("'reason' must be text")
    if actor == "table" and kind == "call":
        kiosk.call_rate.allow(table)
    if kind == "board" and "qr" in data:
        data = {**data, **_scanned_board(kiosk, str(data["qr"]))}
    if kind == "adjust":
        _check_adjustment(kiosk, table, data)
    outcome = kiosk.evening.submit(
        table=table,
        kind=kind,
        data=data,
        client_id=client_id,
        seq=seq,
        round=round_number,
        actor=actor,
        reason=reason or "",
    )
    state = kiosk.evening.table_view(table) if table in kiosk.evening.tables else None
    return {
        "ok": True,
        "duplicate": outcome.duplicate,
        "seq": outcome.entry.seq,
        "id": outcome.entry.client_id,
        "state": state,
    }


def _check_adjustment(kiosk: Kiosk, table: int, data: dict[str, Any]) -> None:
    """Ask scoring whether it accepts the adjustment (law (e) III has conditions, e.g. no
    average score in a two-table match) before it goes in the log."""
    status = str(data.get("status") or "played")
    if "board" not in data or (status == "played" and not {"NS", "EW"} <= set(data)):
        raise BadRequest('send {"board": N, "NS": x, "EW": y} or {"board": N, "status": ...}')
    try:
        board = int(data["board"])
        round_number = adjustment_round(kiosk.evening, table, board, data.get("round"))
        sheet = scoresheet(kiosk)
        sheet.add(
            DealResult(
                deal=board,
                ns_score=int(data.get("NS") or 0),
                ew_score=int(data.get("EW") or 0),
                round=round_number,
                table=table,
                status=status,  # type: ignore[arg-type]
            ),
            replace=True,
        )
        sheet.ranking()
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, ScoringError):
            raise KioskError(f"scoring refuses the adjustment: {exc}", code="scoring") from exc
        raise BadRequest('send {"board": N, "status": ..., "NS": x, "EW": y}') from exc


def _scanned_board(kiosk: Kiosk, text: str) -> dict[str, Any]:
    """A scanned trump slip, curtain card or hand record: verified with the event's key
    (printing's DW1 payload) and turned into a board number."""
    try:
        payload = verify_payload(text.strip(), kiosk.key, event_id=kiosk.event.event_id)
        board = kiosk.evening.boards.get(payload.board)
        if board is None:
            raise NotFound(f"board {payload.board} is not in this event")
        payload.check_board(board)
    except PayloadError as exc:
        raise KioskError(f"scanned code refused: {exc}", code="bad-scan", alert="bad-scan") from exc
    except ValueError as exc:
        raise KioskError(f"scanned code is not a board's code: {exc}", code="bad-scan") from exc
    return {"board": payload.board, "scanned": payload.kind.value}


# --- tables ---------------------------------------------------------------------------------


def _require_table_device(table: int) -> None:
    """The table's token, from the tablet that claimed the table (:mod:`kiosk.locks`)."""
    require_table(table)
    current_kiosk().evening.check_device(table, _device())


def _device() -> str | None:
    return device_given(request.headers.get("Cookie"), request.headers.get(DEVICE_HEADER))


@bp.get("/tables/<int:table>/state")
def table_state(table: int) -> Response:
    if not is_director():
        _require_table_device(table)
    return _json(current_kiosk().evening.table_view(table))


@bp.post("/tables/<int:table>/actions")
def table_action(table: int) -> Response:
    """Also answered, for a plain JSON POST with the token header, by
    :class:`kiosk.wsgi.TableActions` in front of Flask (the same :func:`table_action_reply`)."""
    reply = table_action_reply(
        current_kiosk(), table, table_token_given(), request.is_json, _raw_body, _device()
    )
    return _json(reply)


@bp.get("/tables/<int:table>/boards/<int:board>")
def table_board(table: int, board: int) -> Response:
    if not is_director():
        _require_table_device(table)
    return jsonify(current_kiosk().evening.board_after_play(table, board))


@bp.get("/irregularities")
def irregularities() -> Response:
    """The "Something happened" menu of the table page (:mod:`kiosk.flow`): what the
    players can report, in their words, the questions asked, and the engine action each
    makes."""
    kiosk = current_kiosk()
    return jsonify({"entries": menu_json(len(kiosk.evening.tables), kiosk.event.game)})


# --- results ----------------------------------------------------------------------------------


@bp.get("/results")
def results() -> Response:
    """The public results: only boards complete everywhere (or released by the director)
    (:mod:`kiosk.publication`)."""
    return jsonify(public_results(current_kiosk()))


# --- director -------------------------------------------------------------------------------


@bp.get("/director/grid")
def director_grid() -> Response:
    require_director()
    kiosk = current_kiosk()
    evening = kiosk.evening
    # the newest open alerts only (the console polls this every few seconds): the rest
    # are paged through /api/director/alerts
    shown = kiosk.store.alerts(limit=GRID_ALERTS)
    tables = evening.grid()
    now = time.time()
    with evening.lock:
        clock = evening.clock
        for row in tables:
            # the round's time is up and the table is still playing: the director looks
            row["clock"] = clock.view(row["round"], now)
            row["time_up"] = clock.is_up(row["round"], now) and row["phase"] not in (
                "round-end",
                "finished",
            )
        names = {str(n): name for n, name in sorted(evening.names.items())}
        rounds = {str(r): clock.view(r, now) for r in evening.round_numbers}
        minutes = clock.minutes
    return jsonify(
        {
            "tables": tables,
            "alerts": alerts_json(kiosk.store, shown),
            "alerts_total": kiosk.store.count_alerts(),
            "settings": evening.settings,
            "replay_errors": evening.replay_errors,
            "law_notes": ranking(kiosk).get("warnings", []),
            "names": names,
            "clock": {"minutes": minutes, "rounds": rounds},
            "upstream": upstream_status(),
        }
    )


def upstream_status() -> dict[str, Any] | None:
    """A simultaneous event's club: how far its background push to the central server
    is (``app.extensions["upstream"]``, set by ``whist kiosk --push-to``; the kiosk knows
    it only as an object with a ``status()`` giving JSON), else ``None``."""
    upstream = current_app.extensions.get("upstream")
    if upstream is None:
        return None
    status: dict[str, Any] = upstream.status()
    return status


def _contestant_label(kiosk: Kiosk) -> str:
    return "player" if kiosk.evening.movement.by_players else "pair"


@bp.post("/director/names")
def director_names() -> Response:
    """Names typed at the console (``{"names": {"3": "Smith & Jones"}}``) or a CSV file
    of ``number,name`` lines (``{"csv": text}``): checked, then one director's row."""
    require_director()
    body = _body()
    kiosk = current_kiosk()
    label = _contestant_label(kiosk)
    contestants = kiosk.evening.movement.contestants()
    if isinstance(body.get("csv"), str):
        names = names_from_csv(body["csv"], contestants, label)
        reason = f"{len(names)} names imported from a file"
    elif isinstance(body.get("names"), dict):
        names = names_from_form(body["names"], contestants, label)
        reason = "names typed at the console"
    else:
        raise BadRequest('send {"names": {"3": "Smith & Jones"}} or {"csv": "3,Smith & Jones"}')
    kiosk.evening.submit(
        table=0,
        kind="names",
        data={"names": {str(n): name for n, name in names.items()}},
        client_id=body.get("id") if isinstance(body.get("id"), str) else None,
        seq=None,
        round=None,
        actor="director",
        reason=reason,
    )
    return jsonify({"ok": True, "names": {str(n): v for n, v in kiosk.evening.names.items()}})


@bp.post("/director/clock")
def director_clock() -> Response:
    """The round clock: ``{"minutes": 15}`` sets the length of a round, ``{"start": 2}``
    starts round 2 now, ``{"stop": 2}`` stops its clock."""
    require_director()
    body = _body()
    kiosk = current_kiosk()
    data: dict[str, Any] = {k: body[k] for k in ("minutes", "start", "stop") if k in body}
    if len(data) != 1:
        raise BadRequest('send one of {"minutes": 15}, {"start": ROUND} or {"stop": ROUND}')
    for key in ("start", "stop"):
        if key in data and data[key] not in kiosk.evening.round_numbers:
            raise BadRequest(
                f"there is no round {data[key]!r}: the rounds are "
                f"{', '.join(map(str, kiosk.evening.round_numbers))}"
            )
    what = {"minutes": "round length set", "start": "round clock started", "stop": "stopped"}
    kiosk.evening.submit(
        table=0,
        kind="clock",
        data=data,
        client_id=body.get("id") if isinstance(body.get("id"), str) else None,
        seq=None,
        round=None,
        actor="director",
        reason=what[next(iter(data))],
    )
    return jsonify({"ok": True, "minutes": kiosk.evening.clock.minutes})


@bp.get("/director/alerts")
def director_alerts() -> Response:
    """The alerts, newest first, a page at a time (``?limit=`` at most 200, ``?offset=``;
    ``?all=1`` with the dismissed ones): ``next_offset`` is null on the last page."""
    require_director()
    every = request.args.get("all") == "1"
    limit, offset = limits.page(request.args)
    store = current_kiosk().store
    shown = store.alerts(include_dismissed=every, limit=limit, offset=offset)
    total = store.count_alerts(include_dismissed=every)
    return jsonify(
        {
            "alerts": alerts_json(store, shown),
            "total": total,
            "next_offset": offset + len(shown) if offset + len(shown) < total else None,
        }
    )


@bp.post("/director/alerts/<int:alert_id>/dismiss")
def director_dismiss(alert_id: int) -> Response:
    require_director()
    limits.whole_number(alert_id, "alert", low=1)
    if not current_kiosk().store.dismiss_alert(alert_id):
        raise NotFound(f"there is no alert {alert_id}")
    return jsonify({"ok": True})


@bp.get("/director/log")
def director_log() -> Response:
    """The audit log: director's corrections, adjustments, settings and calls; the
    newest ``?limit=`` (default 200) in the order they happened, ``?offset=`` back from
    the newest (the console polls this: the whole log is the export's)."""
    require_director()
    limit, offset = limits.page(request.args, default=200, most=1000)
    entries = current_kiosk().evening.audit
    total = len(entries)
    shown = entries[max(0, total - offset - limit) : max(0, total - offset)]
    return jsonify({"log": [e.to_json() for e in shown], "total": total})


@bp.post("/director/settings")
def director_settings() -> Response:
    require_director()
    body = _body()
    kiosk = current_kiosk()
    kiosk.evening.submit(
        table=0,
        kind="setting",
        data={"name": body.get("name"), "value": body.get("value")},
        client_id=body.get("id") if isinstance(body.get("id"), str) else None,
        seq=None,
        round=None,
        actor="director",
        reason=str(body.get("reason") or "setting changed"),
    )
    return jsonify({"ok": True, "settings": kiosk.evening.settings})


@bp.get("/director/urls")
def director_urls() -> Response:
    require_director()
    kiosk = current_kiosk()
    base = public_url()
    return jsonify(
        {
            "tables": {str(n): url for n, url in kiosk.table_urls(base).items()},
            "director": base + "/director",
            "results": base + "/results",
        }
    )


@bp.post("/director/tables/<int:table>/actions")
def director_action(table: int) -> Response:
    """A correction or adjustment by the director, on any table and round, with a reason
    (law (e) III for adjusted scores); it goes to the audit log."""
    require_director()
    return _submit(table, _body(), "director")

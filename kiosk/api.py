"""The JSON API: what the table pages, the director's console and scripts call.

Errors are ``{"error": code, "message": text}`` with the HTTP status of the refusal:
400 a malformed request, 403 a wrong token or no director, 404 no such table/board,
409 a conflict (another tablet wrote first, or the page is of an earlier round), 422
the laws or the movement refuse the action (the message says why and what to do).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from kiosk.auth import (
    check_table_token,
    is_director,
    require_director,
    require_table,
    table_token_given,
)
from kiosk.context import Kiosk, current_kiosk
from kiosk.director import public_url
from kiosk.errors import BadRequest, KioskError, NotFound
from kiosk.flow import menu_json
from kiosk.standings import ranking, scoresheet, standings
from printing.payload import PayloadError, verify_payload
from scoring.results import DealResult, ScoringError

bp = Blueprint("api", __name__, url_prefix="/api")


def _body() -> dict[str, Any]:
    return decode_body(request.is_json, _raw_body)


def decode_body(is_json: bool, read: Callable[[], bytes]) -> dict[str, Any]:
    """The JSON object of a request (``read`` gives its bytes; not called unless the
    request says it is JSON), else 400."""
    data = None
    if is_json:
        try:
            data = json.loads(read())
        except ValueError:
            data = None
    if not isinstance(data, dict):
        raise BadRequest("send a JSON object (Content-Type: application/json)")
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


def _int_or_none(value: object, name: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest(f"{name!r} must be a whole number")
    return value


def _submit(table: int, body: dict[str, Any], actor: str) -> Response:
    return _json(submit_reply(current_kiosk(), table, body, actor))


def table_action_reply(
    kiosk: Kiosk, table: int, token: str | None, is_json: bool, read: Callable[[], bytes]
) -> dict[str, Any]:
    """A table's action (the card plays' hot path), checked and recorded: the token, then
    the body, then :func:`submit_reply`. The Flask view and the direct WSGI path
    (:class:`kiosk.wsgi.TableActions`) both answer with this; refusals are raised."""
    check_table_token(kiosk, table, token)
    return submit_reply(kiosk, table, decode_body(is_json, read), "table")


def submit_reply(kiosk: Kiosk, table: int, body: Mapping[str, Any], actor: str) -> dict[str, Any]:
    """Validate and record one action of ``body`` (``{"id", "kind", "data", "seq",
    "round", "reason"}``) for ``actor``; the reply with the table's state after it."""
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
    if kind == "board" and "qr" in data:
        data = {**data, **_scanned_board(kiosk, str(data["qr"]))}
    if kind == "adjust":
        _check_adjustment(kiosk, table, data)
    outcome = kiosk.evening.submit(
        table=table,
        kind=kind,
        data=data,
        client_id=client_id,
        seq=_int_or_none(body.get("seq"), "seq"),
        round=_int_or_none(body.get("round"), "round"),
        actor=actor,
        reason=str(body.get("reason") or ""),
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
        round_number = int(data.get("round") or kiosk.evening.tables[table].round)
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


@bp.get("/tables/<int:table>/state")
def table_state(table: int) -> Response:
    if not is_director():
        require_table(table)
    return _json(current_kiosk().evening.table_view(table))


@bp.post("/tables/<int:table>/actions")
def table_action(table: int) -> Response:
    """Also answered, for a plain JSON POST with the token header, by
    :class:`kiosk.wsgi.TableActions` in front of Flask (the same :func:`table_action_reply`)."""
    reply = table_action_reply(
        current_kiosk(), table, table_token_given(), request.is_json, _raw_body
    )
    return _json(reply)


@bp.get("/tables/<int:table>/boards/<int:board>")
def table_board(table: int, board: int) -> Response:
    if not is_director():
        require_table(table)
    return jsonify(current_kiosk().evening.board_after_play(table, board))


@bp.get("/irregularities")
def irregularities() -> Response:
    """The "Something happened" menu of the table page (:mod:`kiosk.flow`): what the
    players can report, in their words, the questions asked, and the engine action each
    makes."""
    kiosk = current_kiosk()
    return jsonify({"entries": menu_json(len(kiosk.evening.tables))})


# --- results ----------------------------------------------------------------------------------


@bp.get("/results")
def results() -> Response:
    return jsonify(standings(current_kiosk()))


# --- director -------------------------------------------------------------------------------


@bp.get("/director/grid")
def director_grid() -> Response:
    require_director()
    kiosk = current_kiosk()
    return jsonify(
        {
            "tables": kiosk.evening.grid(),
            "alerts": [a.to_json() for a in kiosk.store.alerts()],
            "settings": kiosk.evening.settings,
            "replay_errors": kiosk.evening.replay_errors,
            "law_notes": ranking(kiosk).get("warnings", []),
        }
    )


@bp.get("/director/alerts")
def director_alerts() -> Response:
    require_director()
    every = request.args.get("all") == "1"
    return jsonify(
        {"alerts": [a.to_json() for a in current_kiosk().store.alerts(include_dismissed=every)]}
    )


@bp.post("/director/alerts/<int:alert_id>/dismiss")
def director_dismiss(alert_id: int) -> Response:
    require_director()
    if not current_kiosk().store.dismiss_alert(alert_id):
        raise NotFound(f"there is no alert {alert_id}")
    return jsonify({"ok": True})


@bp.get("/director/log")
def director_log() -> Response:
    """The audit log: director's corrections, adjustments, settings and calls."""
    require_director()
    entries = current_kiosk().evening.audit
    return jsonify({"log": [e.to_json() for e in entries]})


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

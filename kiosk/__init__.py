"""The table kiosk, the director's console and the live results: one Flask application.

``create_app(config)`` builds it (no module-level app); ``create_app()`` reads the event
folder from ``WHIST_KIOSK_EVENT`` (and the database URL from ``WHIST_KIOSK_DB``), so any
WSGI server can run it. Configuration keys:

- ``EVENT``: the event (``dealer.event.Event`` or any object with its attributes), or
  ``EVENT_PATH``: an event folder read with ``dealer.load_event``;
- ``DATABASE_URL``: SQLAlchemy URL of the store (default: ``kiosk.sqlite3`` in the
  event folder; SQLite in WAL mode, or ``postgresql://...`` for a central server);
- ``MOVEMENT``: a ``scoring`` movement when the event has none;
- ``SETTINGS``: starting values of the director's settings (``quick_mode``,
  ``renounce_notice``: ``end`` | ``immediate`` | ``never``, ``idle_minutes``);
- ``PUBLIC_URL``: the address the tablets use (``http://10.0.0.2:8080``), for the table
  links and QR codes of the console (default: the address the console is opened at);
- ``SQLITE_SYNCHRONOUS``: ``full`` (default: an acknowledged action survives a power
  cut) or ``normal`` (faster; survives the server being killed);
- ``SECRET``: bytes overriding the event's secret (else the event's; else a random one
  kept in the store, so tokens survive a restart).

Blueprints: ``table`` (``/table/<n>``), ``director`` (``/director``), ``results``
(``/``, ``/results``) and ``api`` (``/api/...``, JSON, errors ``{"error", "message"}``).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from flask import Flask, Request, Response, jsonify, render_template, request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer
from werkzeug.exceptions import HTTPException

from kiosk.context import Kiosk
from kiosk.evening import KioskError

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

__all__ = ["Kiosk", "KioskError", "create_app"]

#: Security headers of every response (a view that sets its own keeps it).
_HEADERS = (
    (
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        "connect-src 'self'; frame-ancestors 'none'; form-action 'self'",
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)


class _SecurityHeaders:
    """WSGI middleware adding the security headers to every response (a response that
    already has one keeps its own), and ``Cache-Control: no-store`` to the table pages and
    the API: on the plain header list, once, rather than through an ``after_request``."""

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        path = environ.get("PATH_INFO", "")
        private = path.startswith("/api/") or path.startswith("/table/")

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            present = {name.lower() for name, _ in headers}
            for name, value in _HEADERS:
                if name.lower() not in present:
                    headers.append((name, value))
            if private and "cache-control" not in present:
                headers.append(("Cache-Control", "no-store"))
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


class TableActions:
    """WSGI dispatcher in front of Flask for the card plays' hot path: a ``POST
    /api/tables/<n>/actions`` with a JSON body of given length and the ``X-Table-Token``
    header is answered by :func:`kiosk.api.table_action_reply` -- the very function of the
    Flask view (token, body limit, decoding, the transaction, idempotency, sequence
    numbers, the reply) -- without Flask's request context, routing and response object.
    Refusals are answered as Flask's error handlers answer them (:func:`refusal`,
    :func:`error_body`); any other request, or one this path does not read (no token
    header, ``?token=``, chunked, another content type) goes to Flask unchanged. It sits
    inside :class:`_SecurityHeaders`, so its answers carry the same headers."""

    def __init__(self, flask_app: Flask, app: WSGIApplication) -> None:
        self.flask_app = flask_app
        self.app = app
        self.kiosk: Kiosk = flask_app.extensions["kiosk"]

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        match = _TABLE_ACTIONS.fullmatch(environ.get("PATH_INFO", ""))
        token = environ.get("HTTP_X_TABLE_TOKEN")
        length = environ.get("CONTENT_LENGTH", "")
        if (
            match is None
            or environ.get("REQUEST_METHOD") != "POST"
            or not token
            or not (length.isascii() and length.isdigit() and len(length) < 10)
            or environ.get("HTTP_TRANSFER_ENCODING")
            or environ.get("CONTENT_TYPE", "").partition(";")[0].strip().lower()
            != "application/json"
        ):
            return self.app(environ, start_response)
        from kiosk.api import json_text, read_input, table_action_reply

        app = self.flask_app
        try:
            reply = table_action_reply(
                self.kiosk,
                int(match.group(1)),
                token,
                True,
                lambda: read_input(
                    environ["wsgi.input"], int(length), app.config["MAX_CONTENT_LENGTH"]
                ),
            )
        except Exception as exc:
            code, message, status = refusal(app, environ["PATH_INFO"], exc)
            answer = cast(Response, app.json.response(error_body(code, message)))  # jsonify
            answer.status_code = status
            return answer(environ, start_response)
        body = json_text(reply, getattr(app.json, "default", None)).encode()
        start_response(
            "200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))]
        )
        return [body]


#: The path :class:`TableActions` answers (the digits Flask's ``<int:table>`` takes).
_TABLE_ACTIONS = re.compile(r"/api/tables/([0-9]{1,9})/actions")


class _Sessions(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, with the signing serializer built once per key
    rather than at every request (every tablet request opens the session)."""

    def __init__(self) -> None:
        self._cached: tuple[object, URLSafeTimedSerializer | None] | None = None

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        keys = (app.secret_key, tuple(app.config.get("SECRET_KEY_FALLBACKS") or ()))
        cached = self._cached
        if cached is None or cached[0] != keys:
            cached = self._cached = (keys, super().get_signing_serializer(app))
        return cached[1]

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        if "HTTP_COOKIE" not in request.environ and app.secret_key:
            return self.session_class()  # no cookie: what Flask's own answer would be
        return super().open_session(app, request)


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The kiosk application for one event (see the module docstring for ``config``)."""
    app = Flask(__name__, static_folder="static", template_folder="templates")
    app.config.update(
        JSON_SORT_KEYS=False,
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Strict",
        MAX_CONTENT_LENGTH=64 * 1024,
    )
    if config is None:
        # ``flask --app kiosk run`` and other WSGI servers: the event from the environment
        config = {
            key: value
            for key, value in (
                ("EVENT_PATH", os.environ.get("WHIST_KIOSK_EVENT")),
                ("DATABASE_URL", os.environ.get("WHIST_KIOSK_DB")),
            )
            if value
        }
    app.config.update(dict(config))
    event = app.config.get("EVENT")
    event_path = app.config.get("EVENT_PATH")
    if event is None:
        if event_path is None:
            raise ValueError(
                "create_app needs EVENT (an event object) or EVENT_PATH (a folder written by "
                "`whist deal`), or WHIST_KIOSK_EVENT=FOLDER in the environment"
            )
        from dealer.folder import load_event

        event = load_event(event_path)
    url = app.config.get("DATABASE_URL")
    if url is None:
        if event_path is None:
            raise ValueError(
                "create_app needs DATABASE_URL when the event is given as an object "
                "(e.g. sqlite:////path/kiosk.sqlite3)"
            )
        url = "sqlite:///" + os.fspath(Path(event_path).resolve() / "kiosk.sqlite3")
    kiosk = Kiosk.open(
        event,
        url,
        movement=app.config.get("MOVEMENT"),
        settings=app.config.get("SETTINGS"),
        secret=app.config.get("SECRET"),
        synchronous=str(app.config.get("SQLITE_SYNCHRONOUS", "full")),
    )
    app.extensions["kiosk"] = kiosk
    app.secret_key = kiosk.session_key
    app.session_interface = _Sessions()
    app.json.sort_keys = False  # type: ignore[attr-defined]

    from kiosk.api import bp as api_bp
    from kiosk.director import bp as director_bp
    from kiosk.results import bp as results_bp
    from kiosk.table import bp as table_bp

    app.register_blueprint(results_bp)
    app.register_blueprint(table_bp)
    app.register_blueprint(director_bp)
    app.register_blueprint(api_bp)

    @app.context_processor
    def _globals() -> dict[str, Any]:
        return {"event_name": kiosk.event.name, "game": kiosk.event.game}

    app.wsgi_app = _SecurityHeaders(TableActions(app, app.wsgi_app))  # type: ignore[method-assign]

    @app.errorhandler(KioskError)
    @app.errorhandler(HTTPException)
    @app.errorhandler(Exception)
    def _refused(exc: Exception) -> tuple[Response | str, int]:
        return _error(*refusal(app, request.path, exc))

    return app


def refusal(app: Flask, path: str, exc: Exception) -> tuple[str, str, int]:
    """The error code, message and HTTP status answering ``exc`` (raised on ``path``):
    the kiosk's own refusals, werkzeug's HTTP errors, anything else a 500 (logged)."""
    if isinstance(exc, KioskError):
        return exc.code, exc.message, exc.status
    if isinstance(exc, HTTPException):
        code = (exc.name or "error").lower().replace(" ", "-")
        return code, exc.description or code, exc.code or 500
    app.logger.exception("unexpected error on %s", path)
    return (
        "internal",
        f"the kiosk met an unexpected error ({exc.__class__.__name__}); the action was not "
        "recorded: try again, and tell the director if it happens again",
        500,
    )


def _error(code: str, message: str, status: int) -> tuple[Response | str, int]:
    if request.path.startswith("/api/") or not request.accept_mimetypes.accept_html:
        return jsonify(error_body(code, message)), status
    return render_template("error.html", code=code, message=message, status=status), status


def error_body(code: str, message: str) -> dict[str, str]:
    """The JSON of every refusal of the API."""
    return {"error": code, "message": message}

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
- ``DIRECT_TABLE_ACTIONS``: answer the tablets' card plays through
  :class:`kiosk.wsgi.TableActions` in front of Flask (default; ``WHIST_KIOSK_DIRECT_PLAYS=0``
  in the environment turns it off: the benchmark compares both in one run);
- ``PLAY_REVIEW``: analyse every table's play in the background as each board is complete
  everywhere, for the hand viewer (:mod:`kiosk.review`; on for ``whist kiosk``, ``whist
  demo`` and a WSGI server started from the environment); ``PLAY_REVIEW_MAX_NODES``: the
  Bishops solver's limit of positions a figure there (default ``kiosk.review.MAX_NODES``);
- ``SECRET``: bytes overriding the event's secret (else the event's; without either the
  kiosk refuses to start: the printed table links are made from it).

A simultaneous event's club (``whist kiosk CLUB --push-to URL``) puts its background
push to the central server in ``app.extensions["upstream"]``: any object whose
``status()`` gives JSON; the director's grid shows it (the kiosk imports nothing of it).

Blueprints: ``table`` (``/table/<n>``), ``director`` (``/director``), ``results``
(``/``, ``/results``) and ``api`` (``/api/...``, JSON, errors ``{"error", "message"}``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, Response, request
from werkzeug.exceptions import HTTPException

from dealer.folder import load_event
from kiosk.api import bp as api_bp
from kiosk.context import Kiosk
from kiosk.director import bp as director_bp
from kiosk.errors import KioskError
from kiosk.keeper_views import bp as keeper_bp
from kiosk.results import bp as results_bp
from kiosk.review import bp as review_bp
from kiosk.review import start_worker
from kiosk.sessions import CachedSessions
from kiosk.table import bp as table_bp
from kiosk.wsgi import SecurityHeaders, TableActions, error_page, refusal

__all__ = ["Kiosk", "KioskError", "create_app"]


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
        } | {"PLAY_REVIEW": True}
    app.config.update(dict(config))
    event = app.config.get("EVENT")
    event_path = app.config.get("EVENT_PATH")
    if event is None:
        if event_path is None:
            raise ValueError(
                "create_app needs EVENT (an event object) or EVENT_PATH (a folder written by "
                "`whist deal`), or WHIST_KIOSK_EVENT=FOLDER in the environment"
            )
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
    app.session_interface = CachedSessions()
    app.json.sort_keys = False  # type: ignore[attr-defined]

    app.register_blueprint(results_bp)
    app.register_blueprint(table_bp)
    app.register_blueprint(director_bp)
    app.register_blueprint(api_bp)
    app.register_blueprint(keeper_bp)  # the social games' score-keeper tables
    app.register_blueprint(review_bp)
    if app.config.get("PLAY_REVIEW"):
        # every card analysed in the background (kiosk.review)
        start_worker(kiosk, max_nodes=app.config.get("PLAY_REVIEW_MAX_NODES"))

    @app.context_processor
    def _globals() -> dict[str, Any]:
        return {"event_name": kiosk.event.name, "game": kiosk.event.game}

    inner = app.wsgi_app
    if app.config.get("DIRECT_TABLE_ACTIONS", os.environ.get("WHIST_KIOSK_DIRECT_PLAYS") != "0"):
        inner = TableActions(app, inner)
    app.wsgi_app = SecurityHeaders(inner)  # type: ignore[method-assign]

    @app.errorhandler(KioskError)
    @app.errorhandler(HTTPException)
    @app.errorhandler(Exception)
    def _refused(exc: Exception) -> tuple[Response | str, int]:
        return error_page(*refusal(app, request.path, exc))

    return app

"""The central server of a simultaneous event: a small Flask app of its own.

- ``GET /``: the field results page (the field ranking, each direction apart where the
  form compares directions; each board released or which clubs' tables still play it;
  each club's own ranking; the released boards' travellers across the field), in the
  kiosk's own stylesheets (``/style/kiosk.css``, ``/style/results.css``: the live
  results page's look, from a phone to a projector) and ``field.css``;
- ``GET /api/field``: the same as JSON;
- ``GET /api/sections/NAME/cursor`` and ``POST /api/sections/NAME/push``: a club's
  push (``Authorization: Bearer KEY``, the section's upload key), see
  :meth:`field.central.Central.receive`.

Every response carries the kiosk's security headers (:data:`SECURITY_HEADERS`, the same
values as kiosk/wsgi.py's, which a test compares); errors are JSON
``{"error": ..., "message": ...}`` for the API, a short page for the rest.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from flask import Flask, Response, abort, jsonify, render_template, request, send_from_directory
from werkzeug.exceptions import HTTPException

from field.central import Central, CentralError, Refused

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

#: the kiosk's headers (kiosk/wsgi.py), by value: nothing imports the kiosk
SECURITY_HEADERS = (
    (
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
        "connect-src 'self'; frame-ancestors 'none'; form-action 'self'",
    ),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)
#: the kiosk's stylesheets the field page uses (its live results page's)
STYLESHEETS = ("kiosk.css", "results.css")
#: a push of :data:`field.central.MAX_ROWS` rows fits with room to spare
MAX_BODY = 16 * 1024 * 1024


class SecurityHeaders:
    """Adds :data:`SECURITY_HEADERS` to every response, and ``no-store`` to the API."""

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        private = str(environ.get("PATH_INFO", "")).startswith("/api/")

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            names = {name.lower() for name, _ in headers}
            headers.extend((n, v) for n, v in SECURITY_HEADERS if n.lower() not in names)
            if private and "cache-control" not in names:
                headers.append(("Cache-Control", "no-store"))
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


def _key() -> str:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        raise Refused(
            401,
            "no-key",
            "send the section's upload key as 'Authorization: Bearer KEY' (whist sim push does)",
        )
    return header[len("Bearer ") :].strip()


def when(moment: float | None) -> str:
    if moment is None:
        return ""
    return datetime.datetime.fromtimestamp(moment, datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def create_app(central: Central, stylesheets: Path | None = None) -> Flask:
    """The central server's app over ``central`` (the caller opens and closes it).
    ``stylesheets``: the kiosk's static folder, whose :data:`STYLESHEETS` the page uses
    (``whist sim serve`` gives it: field does not import the kiosk); without it the page
    has ``field.css`` only."""
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.extensions["field"] = central

    @app.errorhandler(Refused)
    def refused(exc: Refused) -> tuple[Response, int]:
        return jsonify({"error": exc.error, "message": exc.message}), exc.status

    @app.errorhandler(CentralError)
    def unusable(exc: CentralError) -> tuple[Response, int]:
        return jsonify({"error": "unavailable", "message": str(exc)}), 503

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> tuple[Response, int]:
        code = exc.code or 500
        return jsonify(
            {"error": exc.name.lower().replace(" ", "-"), "message": exc.description}
        ), code

    @app.get("/")
    def page() -> str:
        field = central.field()
        return render_template(
            "field.html",
            field=field,
            release=when(field["release_at"]),
            when=when,
            kiosk_style=stylesheets is not None,
        )

    @app.get("/style/<name>")
    def style(name: str) -> Response:
        if stylesheets is None or name not in STYLESHEETS:
            abort(404)
        return send_from_directory(stylesheets, name, mimetype="text/css", max_age=300)

    @app.get("/api/field")
    def field_json() -> Response:
        return jsonify(central.field())

    @app.get("/api/sections/<name>/cursor")
    def cursor(name: str) -> Response:
        return jsonify(central.cursor(name, _key()))

    @app.post("/api/sections/<name>/push")
    def push(name: str) -> Response:
        key = _key()
        payload = request.get_json(silent=True)
        if not isinstance(payload, dict):
            raise Refused(400, "not-json", "send the push as a JSON object (whist sim push does)")
        return jsonify(central.receive(name, key, payload))

    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
    return app

"""What sits between the WSGI server and Flask's views: the security headers of every
response, the card plays' direct path, and the answer to every refusal (JSON for the
API, a page for a browser)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from kiosk.api import json_text, read_input, table_action_reply
from kiosk.context import Kiosk
from kiosk.errors import KioskError, error_body
from kiosk.locks import device_from_environ

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

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


#: Paths answered with ``Cache-Control: no-store``.
_PRIVATE = ("/api/", "/table/", "/director")


class SecurityHeaders:
    """WSGI middleware adding the security headers to every response (a response that
    already has one keeps its own), and ``Cache-Control: no-store`` to the table pages, the
    API, and the director's console, sign-in and exports (a shared laptop's browser
    must not keep the hands, the table links or the log on disk): on the plain header
    list, once, rather than through an ``after_request``."""

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        path = environ.get("PATH_INFO", "")
        private = path.startswith(_PRIVATE)

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
    inside :class:`SecurityHeaders`, so its answers carry the same headers."""

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
                device_from_environ(environ),
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


def error_page(code: str, message: str, status: int) -> tuple[Response | str, int]:
    if request.path.startswith("/api/") or not request.accept_mimetypes.accept_html:
        return jsonify(error_body(code, message)), status
    return render_template("error.html", code=code, message=message, status=status), status

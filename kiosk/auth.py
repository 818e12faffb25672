"""Who may do what: table tokens, the director's secret, sessions and CSRF tokens.

- A table page and its JSON calls carry the table's token (``?token=`` on the page,
  the ``X-Table-Token`` header on the API); a token is good for its own table only.
- The director signs in with the secret on ``/director/login``; the session cookie then
  opens the console, and every POST from a page must carry the session's CSRF token
  (form field ``csrf`` or header ``X-CSRF-Token``). Scripts use the JSON API with the
  ``X-Director-Secret`` header instead (no cookie, so no CSRF risk).
"""

from __future__ import annotations

import secrets

from flask import request, session

from kiosk.context import Kiosk, current_kiosk
from kiosk.errors import Forbidden
from kiosk.event import same_secret


def table_token_given() -> str | None:
    return request.headers.get("X-Table-Token") or request.args.get("token")


def is_table(number: int) -> bool:
    return same_secret(table_token_given(), current_kiosk().table_token(number))


def require_table(number: int) -> None:
    check_table_token(current_kiosk(), number, table_token_given())


def check_table_token(kiosk: Kiosk, number: int, given: str | None) -> None:
    """Refuse (403 ``bad-token``) a token that is not table ``number``'s own: the one
    check of the Flask views and of the card plays' direct path."""
    if not same_secret(given, kiosk.table_token(number)):
        raise Forbidden(
            f"this page is not table {number}'s: open the table's own link (the QR code the "
            "director printed)",
            code="bad-token",
        )


def csrf_token() -> str:
    token = session.get("csrf")
    if not isinstance(token, str):
        token = secrets.token_urlsafe(24)
        session["csrf"] = token
    return token


def check_csrf() -> None:
    given = request.headers.get("X-CSRF-Token") or request.form.get("csrf")
    expected = session.get("csrf")
    if not isinstance(expected, str) or not same_secret(given, expected):
        raise Forbidden(
            "the form's security token is missing or stale: reload the page and try again",
            code="csrf",
        )


def is_director_session() -> bool:
    return session.get("director") == current_kiosk().event.event_id


def is_director() -> bool:
    """The director: by the secret header, or by the signed-in session (with the CSRF
    token on anything but a read)."""
    if same_secret(request.headers.get("X-Director-Secret"), current_kiosk().director_secret):
        return True
    if not is_director_session():
        return False
    if request.method not in ("GET", "HEAD", "OPTIONS"):
        check_csrf()
    return True


def require_director() -> None:
    if not is_director():
        raise Forbidden(
            "this needs the director: sign in at /director with the director's secret",
            code="director-only",
        )

"""The kiosk's session cookies: Flask's signed-cookie sessions, made cheaper."""

from __future__ import annotations

from flask import Flask, Request
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer


class CachedSessions(SecureCookieSessionInterface):
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

"""The kiosk's refusals: one small tree, each with the JSON error code and HTTP status it
answers with (``{"error": code, "message": text}``)."""

from __future__ import annotations


class KioskError(Exception):
    """A request the kiosk refuses: ``code`` and ``status`` go to the JSON error."""

    code = "refused"
    status = 422

    def __init__(self, message: str, *, code: str | None = None, alert: str | None = None):
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code
        self.alert = alert


class BadRequest(KioskError):
    code = "bad-request"
    status = 400


class Forbidden(KioskError):
    code = "forbidden"
    status = 403


class NotFound(KioskError):
    code = "not-found"
    status = 404


class Conflict(KioskError):
    code = "conflict"
    status = 409


class Unavailable(KioskError):
    """The action could not be saved now; the tablet sends it again (same id)."""

    code = "unavailable"
    status = 503


def error_body(code: str, message: str) -> dict[str, str]:
    """The JSON of every refusal of the API."""
    return {"error": code, "message": message}

"""The director's console: ``/director`` (sign in with the director's secret).

A live grid of the tables (round, board, trick, whom they wait on), the alerts
(director called, wrong board, card not in hand, trump slip mismatch, idle table),
corrections and score adjustments (law (e) III) with a reason, all in the audit log;
the table URLs to print as QR codes; exports of the play (PBN with every card) and the
log. The page is driven by ``static/director.js`` through the JSON API.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from flask import (
    Blueprint,
    Response,
    current_app,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from werkzeug.wrappers import Response as WerkzeugResponse

from kiosk.auth import check_csrf, csrf_token, is_director_session, require_director
from kiosk.context import current_kiosk
from kiosk.event import same_secret
from kiosk.exports import pbn_export
from kiosk.standings import results_file, scoresheet
from kiosk.tables import SETTING_CHOICES
from printing.qr import QUIET_ZONE, qr_modules
from scoring.resultsfile import dumps, to_usebio

bp = Blueprint("director", __name__, url_prefix="/director")


def public_url() -> str:
    """The address the tablets use: the server's (set by ``whist kiosk``), else the one
    this page was asked at."""
    return str(current_app.config.get("PUBLIC_URL") or request.host_url).rstrip("/")


def qr_svg(text: str) -> str:
    """``text`` as a QR symbol, an SVG data URI for an ``<img>`` (the modules are
    printing's, :func:`printing.qr.qr_modules`)."""
    matrix = qr_modules(text)
    size = len(matrix) + 2 * QUIET_ZONE
    runs = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                runs.append(f"M{start + QUIET_ZONE} {y + QUIET_ZONE}h{x - start}v1h-{x - start}z")
            else:
                x += 1
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" '
        f'shape-rendering="crispEdges"><rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path d="{"".join(runs)}" fill="#000"/></svg>'
    )
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


@bp.get("")
def console() -> str:
    kiosk = current_kiosk()
    if not is_director_session():
        return render_template("login.html", csrf=csrf_token(), failed=False)
    return render_template(
        "director.html",
        csrf=csrf_token(),
        urls=kiosk.table_urls(public_url()),
        qr={n: qr_svg(url) for n, url in kiosk.table_urls(public_url()).items()},
        settings=kiosk.evening.settings,
        choices=SETTING_CHOICES,
        tables=kiosk.evening.table_numbers(),
        boards=sorted(kiosk.evening.boards),
        rounds=kiosk.evening.round_numbers,
        contestants=kiosk.evening.movement.contestants(),
        label="player" if kiosk.evening.movement.by_players else "pair",
        names=kiosk.evening.names,
        minutes=kiosk.evening.clock.minutes,
    )


@bp.after_request
def no_store(response: Response) -> Response:
    """The console and the exports hold every hand and result: no cache keeps them."""
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.post("/login")
def login() -> WerkzeugResponse | tuple[str, int]:
    check_csrf()
    kiosk = current_kiosk()
    if not same_secret(request.form.get("secret", "").strip(), kiosk.director_secret):
        return render_template("login.html", csrf=csrf_token(), failed=True), 403
    session.clear()
    session["director"] = kiosk.event.event_id
    csrf_token()
    return redirect(url_for("director.console"))


@bp.post("/logout")
def logout() -> WerkzeugResponse:
    check_csrf()
    session.clear()
    return redirect(url_for("director.console"))


@bp.get("/export/play.pbn")
def export_pbn() -> Response:
    require_director()
    text = pbn_export(current_kiosk())
    return Response(
        text,
        mimetype="application/x-chess-pbn",
        headers={"Content-Disposition": 'attachment; filename="play.pbn"'},
    )


@bp.get("/export/log.json")
def export_log() -> Response:
    """The whole action log, every row, for the record."""
    require_director()
    kiosk = current_kiosk()
    entries: list[dict[str, Any]] = [e.to_json() for e in kiosk.store.entries_after(0)]
    return Response(
        json.dumps({"event": kiosk.event.event_id, "log": entries}, indent=1),
        mimetype="application/json",
        headers={"Content-Disposition": 'attachment; filename="kiosk-log.json"'},
    )


@bp.get("/export/results.json")
def export_results() -> Response:
    """Every result as a results file (``docs/results-format.md``): ``whist score``
    reads it."""
    require_director()
    return Response(
        dumps(results_file(current_kiosk())),
        mimetype="application/json",
        headers={"Content-Disposition": 'attachment; filename="results.json"'},
    )


@bp.get("/export/usebio.xml")
def export_usebio() -> Response:
    """The results as USEBIO 1.2 XML, written by :mod:`scoring`."""
    require_director()
    kiosk = current_kiosk()
    rf = results_file(kiosk)
    xml = to_usebio(scoresheet(kiosk), event=rf.event, date=rf.date)
    return Response(
        xml,
        mimetype="application/xml",
        headers={"Content-Disposition": 'attachment; filename="results-usebio.xml"'},
    )

"""The public pages: the landing page and the live results (for the projector and the
players' phones): only what :mod:`kiosk.publication` allows the public to see."""

from __future__ import annotations

from flask import Blueprint, render_template

from kiosk.context import current_kiosk
from kiosk.standings import public_results

bp = Blueprint("results", __name__)


@bp.get("/")
def landing() -> str:
    kiosk = current_kiosk()
    return render_template("landing.html", tables=kiosk.evening.table_numbers())


@bp.get("/results")
def page() -> str:
    return render_template("results.html", data=public_results(current_kiosk()))

"""The table page: ``/table/<n>?token=...``, bound to one table by its token.

Server-rendered with the card picker of every card of the pack (never a player's hand:
the players hold their cards; the tablet records what they play), then kept up to date
by ``static/table.js``, which also queues actions while the network is down.
"""

from __future__ import annotations

from flask import Blueprint, Response, make_response, render_template, request

from kiosk.auth import is_director, require_table, table_token_given
from kiosk.context import current_kiosk
from kiosk.locks import DEVICE_COOKIE, new_device_id
from whist import SUITS, find_game

bp = Blueprint("table", __name__)


@bp.get("/table/<int:table>")
def page(table: int) -> Response:
    require_table(table)
    kiosk = current_kiosk()
    # the first device to open the page claims the table (kiosk.locks): a phone that
    # scans the QR code on the table later is refused. The director, signed in, may look
    # at a table's page without claiming it (the console lists the links).
    device = request.cookies.get(DEVICE_COOKIE) or new_device_id()
    if not is_director():
        kiosk.evening.claim_device(table, device)
    view = kiosk.evening.table_view(table)
    pack = find_game(kiosk.event.game).pack
    suits = [{"suit": s, "cards": [c for c in pack.distinct_cards if c.suit is s]} for s in SUITS]
    extras = [c for c in pack.distinct_cards if c.suit is None]
    answer = make_response(
        render_template(
            "table.html",
            table=table,
            token=table_token_given(),
            view=view,
            suits=suits,
            extras=extras,
            seats=["N", "E", "S", "W"],
        )
    )
    answer.set_cookie(
        DEVICE_COOKIE,
        device,
        max_age=7 * 24 * 3600,
        httponly=True,
        samesite="Strict",
        secure=request.is_secure,
    )
    return answer

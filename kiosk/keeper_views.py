"""The score-keeper's pages: ``/keep/<n>?token=...`` for a table of a social game, and
``/director/keepers`` where the director opens them and finds their links.

The table's JSON calls carry the token in the ``X-Keeper-Token`` header (or ``?token=``);
a token opens its own table's sheet and nothing else. Refusals answer
``{"error", "message"}`` with the rules' reason in players' words.
"""

from __future__ import annotations

import threading
from typing import Any

from flask import (
    Blueprint,
    Flask,
    Response,
    current_app,
    jsonify,
    redirect,
    render_template,
    request,
    url_for,
)
from werkzeug.wrappers import Response as BaseResponse

from kiosk.api import decode_body
from kiosk.auth import csrf_token, is_director, require_director
from kiosk.context import current_kiosk
from kiosk.director import public_url, qr_svg
from kiosk.errors import BadRequest, Forbidden, KioskError, error_body
from kiosk.event import same_secret
from kiosk.keeper import Keepers, KeeperTable, social_game, social_games
from kiosk.keeper_cards import entry_view, turns_a_card
from kiosk.keeper_forms import auction_view, hand_fields
from kiosk.keeper_options import agreed_words, chosen_options, command_options, game_options
from kiosk.keeper_sheet import boards
from kiosk.wsgi import error_page
from whist.games.social import TallyError
from whist.games.solo import SoloSheet
from whist.social_entry import game_pack
from whist.social_laws import laws_of

bp = Blueprint("keeper", __name__)
_OPENING = threading.Lock()


def keepers() -> Keepers:
    """The kiosk's score-keeper tables (rebuilt from the log at the first request)."""
    found = current_app.extensions.get("keepers")
    if found is None:
        with _OPENING:
            found = current_app.extensions.get("keepers")
            if found is None:
                kiosk = current_kiosk()
                found = Keepers(kiosk.store, kiosk.key, kiosk.event.event_id)
                current_app.extensions["keepers"] = found
    assert isinstance(found, Keepers)
    return found


def keeper_url(base: str, number: int) -> str:
    return f"{base.rstrip('/')}/keep/{number}?token={keepers().token(number)}"


def _require_table(number: int) -> KeeperTable:
    given = request.headers.get("X-Keeper-Token") or request.args.get("token")
    if not same_secret(given, keepers().token(number)):
        raise Forbidden(
            f"this is not score-keeper table {number}'s link: open the table's own link "
            "(the one the director gave)",
            code="bad-token",
        )
    return keepers().table(number)


def _body() -> dict[str, Any]:
    """The request's JSON object within the kiosk's bounds (kiosk.limits: nesting, size,
    numbers), else a 400 saying what is wrong."""
    return decode_body(request.is_json, request.get_data)


def state(table: KeeperTable) -> dict[str, Any]:
    """What the table's page shows: the sheet so far and the next hand's questions."""
    sheet = table.sheet
    summary = sheet.summary()
    return {
        "table": table.number,
        "game": table.game.name,
        "title": table.game.title,
        "players": list(table.players),
        "agreed": agreed_words(table.game.name, table.players, table.options),
        "options": dict(table.options),
        "seq": table.seq,
        "hand": sheet.hand_number,
        "fields": hand_fields(sheet),
        "hands": sorted(
            [
                {
                    "hand": r.hand,
                    "lines": list(r.lines),  # as `whist tally` prints them
                    # the sheet's own words (the modes by the book's names, whist.games.solo)
                    "said": list(r.lines),
                    "figures": sheet.hand_text(r),
                }
                for _, r in sheet.history
            ]
            # a misdeal is a hand of the sheet (law 17): void, no score, said so
            + [
                {"hand": m.hand, "lines": list(m.lines), "said": list(m.lines), "figures": ""}
                for m in sheet.misdeals
            ],
            key=lambda h: int(h["hand"]),
        ),
        # whether the game has misdeals at all ("there is no misdeal": Double Dummy)
        "misdeal": laws_of(table.game.name).misdeal != "none",
        "boards": boards(sheet),
        # the sheet's own lines, as `whist tally` prints them
        "totals": sheet.sheet_text(),
        "chips": summary.get("chips") if isinstance(sheet, SoloSheet) else None,
        # the next hand entered card by card (kiosk.keeper_cards), if it is
        "turns_card": turns_a_card(table.game.name),
        "pack": [str(c) for c in game_pack(table.game.name, len(table.players))],
        "cards": (
            None if table.entry is None else entry_view(table.entry, table.setup, table.turned)
        ),
    }


@bp.errorhandler(KioskError)
def _refused(exc: KioskError) -> tuple[Response | str, int]:
    if request.path.count("/") > 2:  # the table's JSON calls: /keep/<n>/...
        return jsonify(error_body(exc.code, exc.message)), exc.status
    return error_page(exc.code, exc.message, exc.status)


@bp.get("/keep/<int:number>")
def page(number: int) -> str:
    table = _require_table(number)
    return render_template(
        "keeper.html",
        table=table,
        token=request.args.get("token", ""),
        players=table.players,
    )


@bp.get("/keep/<int:number>/sheet")
def sheet(number: int) -> Response:
    return jsonify(state(_require_table(number)))


@bp.post("/keep/<int:number>/auction")
def auction(number: int) -> Response:
    table = _require_table(number)
    if not isinstance(table.sheet, SoloSheet):
        raise BadRequest(f"{table.game.title} has no bidding round")
    return jsonify(auction_view(table.sheet, _body()))


@bp.post("/keep/<int:number>/hand")
def hand(number: int) -> Response:
    _require_table(number)
    data = _body()
    table = keepers().add_hand(
        number, data.get("record"), seq=data.get("seq"), client_id=data.get("client_id")
    )
    return jsonify(state(table))


@bp.post("/keep/<int:number>/cards")
def cards(number: int) -> Response:
    """A tap of the card-by-card entry: ``{"do": "start" | "card" | "claim" | "penalty" |
    "exchange" | "keep" | "undo" | "stop" | "score", ..., "seq", "client_id"}``."""
    _require_table(number)
    data = _body()
    table = keepers().cards(number, data, seq=data.get("seq"), client_id=data.get("client_id"))
    return jsonify(state(table))


@bp.post("/keep/<int:number>/undo")
def undo(number: int) -> Response:
    _require_table(number)
    data = _body()
    table = keepers().undo(number, seq=data.get("seq"), client_id=data.get("client_id"))
    return jsonify(state(table))


# -- the director ----------------------------------------------------------------------


@bp.get("/director/keepers")
def director_page() -> str | BaseResponse:
    if not is_director():
        return redirect(url_for("director.console"))
    tables = keepers()
    tables.catch_up()
    base = public_url()
    return render_template(
        "keepers.html",
        tables=[{"table": t, "url": keeper_url(base, t.number)} for t in tables.tables.values()],
        games=social_games(),
        options={g.name: game_options(g.name) for g in social_games()},
        qr=qr_svg,
        csrf=csrf_token(),
        message=request.args.get("message", ""),
    )


@bp.post("/director/keepers")
def director_open() -> BaseResponse:
    require_director()  # a signed-in director's form carries the CSRF token (kiosk.auth)
    game = request.form.get("game", "")
    players = [p.strip() for p in request.form.get("players", "").split(",") if p.strip()]
    try:
        # the players' names decide a seat's option ("the first player named")
        names = players or list(social_game(game).default_players)
        options = chosen_options(game, names, request.form, f"option-{game}-")
        table = keepers().open(game, players or None, options)
    except KioskError as exc:
        return redirect(url_for(".director_page", message=exc.message))
    return redirect(url_for(".director_page", message=f"Score-keeper table {table.number} opened"))


# -- the command (whist kiosk --score-keeper GAME --players ...) -------------------------


def open_for_command(
    app: Flask, game: str, players: list[str] | None, options: list[str] | None = None
) -> int:
    """The score-keeper table of ``game`` for ``players`` with the ``options`` agreed
    (``--keeper-option NAME=VALUE``, :func:`kiosk.keeper_options.command_options`): the
    open one of the same game, players and options (a restart of the same evening),
    else a new one. Its number."""
    with app.app_context():
        tables = keepers()
        found_game = social_game(game)
        names = players or list(found_game.default_players)
        chosen = command_options(found_game.name, names, options or [])
        try:
            wanted = found_game.sheet_for(names, chosen)
        except TallyError as exc:
            raise BadRequest(str(exc)) from None
        found = tables.find(found_game.name, names, wanted.options)
        return (found or tables.open(game, players, chosen)).number


def keeper_links(app: Flask, base: str) -> list[str]:
    """A line for each score-keeper table: game, players, link."""
    with app.app_context():
        tables = keepers()
        tables.catch_up()
        return [
            f"  score-keeper {t.number} ({t.game.title}: {', '.join(t.players)}):"
            f" {keeper_url(base, t.number)}"
            for t in tables.tables.values()
        ]

"""The kiosk's PBN with every card played, read by an outside bridge reader (endplay)
card for card: the export carries ``[Declarer]`` and ``[Contract]`` for the opening
lead (the dealer's left) and ends with an empty line (docs/formats.md)."""

from __future__ import annotations

import io

from endplay.config import suppress_unicode
from endplay.parsers import pbn as endplay_pbn
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event

from .conftest import Tablet, play_out


def test_endplay_reads_the_kiosk_export_card_for_card(
    client: FlaskClient, app: Flask, event: Event
) -> None:
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    mirror = play_out(tablet, event, 1)
    secret = {"X-Director-Secret": app.extensions["kiosk"].director_secret}
    text = client.get("/director/export/play.pbn", headers=secret).get_data(as_text=True)
    assert text.endswith("\n\n")
    [theirs] = endplay_pbn.load(io.StringIO(text))
    with suppress_unicode():
        cards = [str(c) for c in theirs.play]
    assert cards == [str(p.card) for trick in mirror.tricks for p in trick.cards]
    assert theirs.contract.declarer.lho.abbr == event.boards[0].leader.letter

"""The kiosk's PBN with every card played, read by an outside bridge reader (endplay)
card for card: the export carries ``[Declarer]`` and ``[Contract]`` for the opening
lead (the dealer's left), the declarer's side's ``[Result]``, and ends with an empty
line (docs/formats.md). A board with an irregularity carries PBN's ``^R`` mark and
``{ }`` commentary inside ``[Play]``, which endplay's parser does not take (PBN 2.1
allows both): those boards are for our own reader (``whist replay``)."""

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
    first = play_out(tablet, event, 1)
    tablet.ok("confirm", {"seat": "E"})
    tablet.ok("board", {"board": 2})
    second = play_out(tablet, event, 2)
    tablet.ok("confirm", {"seat": "E"})
    secret = {"X-Director-Secret": app.extensions["kiosk"].director_secret}
    text = client.get("/director/export/play.pbn", headers=secret).get_data(as_text=True)
    assert text.endswith("\n\n")
    theirs = endplay_pbn.load(io.StringIO(text))
    assert len(theirs) == 2
    results = app.extensions["kiosk"].evening.results
    for number, (mirror, their) in enumerate(zip((first, second), theirs, strict=True), 1):
        board = event.boards[number - 1]
        with suppress_unicode():
            cards = [str(c) for c in their.play]
        assert cards == [str(p.card) for trick in mirror.tricks for p in trick.cards]
        assert their.contract.declarer.lho.abbr == board.leader.letter
        side = "NS" if board.dealer.letter in "NS" else "EW"
        assert their.contract.result + 7 == results[(1, number)].tricks[side]

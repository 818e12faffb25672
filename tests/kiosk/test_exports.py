"""The PBN export records every card where and by whom it was played, what the cards do
not show (a lead out of turn taken back, an exposed card, the claim, the revoke claimed)
and the result, and ``whist replay`` gives the kiosk's score from it."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from flask import Flask
from flask.testing import FlaskClient

from dealer.event import Event
from dealer.formats.pbn import loads
from whist import Play
from whist.play import PlayCard, QuitTrick
from whistcli.main import cli

from .conftest import Tablet, play_out
from .irregular import play_irregular_board, send


def _secret(app: Flask) -> dict[str, str]:
    return {"X-Director-Secret": app.extensions["kiosk"].director_secret}


def test_export_replays_to_the_kiosks_score(
    client: FlaskClient, app: Flask, event: Event, tmp_path: Path
) -> None:
    """Law 24: the false lead taken back is a note, not the lead; law 27: "the cards
    still held fall to the claimed tricks"; law 30: the revoke's penalty counts."""
    names = {"1": "Mrs Smith & Mr Jones", "3": "Dana & Bishop"}
    assert (
        client.post("/api/director/names", json={"names": names}, headers=_secret(app))
    ).status_code == 200
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    done = play_irregular_board(tablet, event, 1)
    state = tablet.ok("confirm", {"seat": "E"})
    assert state["board"]["confirmed"]
    kiosk_result = app.extensions["kiosk"].evening.results[(1, 1)]
    # The kiosk charged the revoke: the score is not the tricks as taken.
    taken = done.mirror.tricks_won()
    assert kiosk_result.points != {s.value: taken[s] for s in taken}
    tablet.ok("board", {"board": 2})
    play_out(tablet, event, 2, stop_after=2)  # a board still being played

    text = client.get("/director/export/play.pbn", headers=_secret(app)).get_data(as_text=True)
    first, second = loads(text, strict=True)
    assert first.get("North") == first.get("South") == "Mrs Smith & Mr Jones"
    assert first.get("East") == first.get("West") == "Dana & Bishop"
    assert (first.get("WhistNS"), first.get("WhistEW")) == ("1", "3")
    lines = first.sections["Play"]
    # Every card where and by whom: the columns are the seats from the opening leader.
    played = [w for line in lines if not line.startswith("{") for w in line.split()]
    assert played[-1] == "*" and "-" not in played
    cards = [w for w in played[:-1] if w != "^R"]
    assert len(cards) == 4 * len(done.mirror.tricks)
    leader_column = [line.split()[0] for line in lines if line[0] not in "{*"]
    first_trick = done.mirror.tricks[0]
    assert leader_column[0] == str(first_trick.card_of(done.mirror.first_leader))
    # The lead out of turn taken back is a commentary before trick 1, not the lead (the
    # reader drops commentary: look at the text).
    raw = text.split("\n\n")[1].split("\n")
    play_at = raw.index(f'[Play "{done.mirror.first_leader.letter}"]')
    wrong, proper = done.false_leader.name.title(), done.mirror.first_leader.name.title()
    assert raw[play_at + 1] == (f"{{trick 1: {wrong} leads out of turn ({proper} was to lead)}}")
    assert raw[play_at + 2].startswith(
        f"{{trick 1: the false lead is taken back ({done.false_card})"
    )
    assert leader_column[0] != str(done.false_card)
    seat, card = done.exposed
    assert f"{{trick 1: {seat.name.title()} exposes {card}: liable to be called" in text
    assert raw[play_at + 4] == lines[0]  # the first trick's cards follow the notes
    assert f"{done.claimant.name.title()} claims" in text and "revoke claimed by" in text
    # The renounce is marked ^R where it was played; the claim and revoke claim are tags.
    [revoke_line] = [line for line in lines if "^R" in line]
    columns = [done.mirror.first_leader.rotated(i) for i in range(4)]
    words = revoke_line.split()
    marked = words[words.index("^R") + 1]
    assert columns[words.index("^R")] is done.offender
    revoke_trick = done.mirror.tricks[done.revoke_trick - 1]
    assert marked == str(revoke_trick.card_of(done.offender))
    assert first.get("WhistClaim") == (f"{done.claimant.letter} {13 - done.claim_trick + 1}")
    assert [v for name, v in first.tags if name == "WhistRevoke"] == [
        f"{done.offender.letter} {done.revoke_trick} {done.offender.left.letter}"
    ]
    assert first.get("WhistScore") == (
        f"NS {kiosk_result.points['NS']} EW {kiosk_result.points['EW']}"
    )
    # written for bridge readers too (docs/formats.md): the dealer as [Declarer], the
    # tricks as scored as the declarer's side's [Result]
    side = "NS" if first.get("Declarer") in ("N", "S") else "EW"
    assert first.get("Declarer") == first.get("Dealer")
    assert first.get("Result") == str(kiosk_result.tricks[side])
    # The board still being played: its cards so far and *, no result.
    assert second.board == 2 and second.sections["Play"][-1] == "*"
    assert second.get("WhistScore") is None

    path = tmp_path / "play.pbn"
    path.write_text(text, encoding="utf-8")
    run = CliRunner().invoke(cli, ["replay", str(path), "--json"])
    assert run.exit_code == 0, run.output
    replayed = json.loads(run.output)
    assert replayed[0]["error"] is None, replayed[0]
    assert replayed[0]["points"] == kiosk_result.points
    assert replayed[0]["complete"] is True
    assert any("claimed in the record" in i for i in replayed[0]["irregularities"])
    assert replayed[1]["error"] is None and len(replayed[1]["tricks"]) == 2


def test_export_of_an_adjusted_board_not_played(client: FlaskClient, app: Flask) -> None:
    response = client.post(
        "/api/director/tables/2/actions",
        json={"kind": "adjust", "data": {"board": 3, "status": "average"}, "reason": "fouled"},
        headers=_secret(app),
    )
    assert response.status_code == 200
    text = client.get("/director/export/play.pbn", headers=_secret(app)).get_data(as_text=True)
    [record] = loads(text, strict=True)
    assert record.board == 3 and record.get("Table") == "2" and "Play" not in record.sections
    assert record.get("WhistAdjusted") == "average: average score for both sides (law (e) III)"


def test_a_false_lead_that_stands_is_marked_and_replayed_from_its_leader(
    client: FlaskClient, app: Flask, event: Event, tmp_path: Path
) -> None:
    """Law 24: if all have played to the false lead, the trick stands -- the export marks
    the lead ^L and the replay reads the trick from the seat that really led it."""
    tablet = Tablet(client, app, 1)
    tablet.seat_up()
    tablet.ok("board", {"board": 1})
    board = next(b for b in event.boards if b.number == 1)
    mirror = Play.from_board(board)
    proper = mirror.to_play
    assert proper is not None
    wrong = proper.left
    send(tablet, mirror, PlayCard(wrong, mirror.hand(wrong)[0]))
    while not mirror.is_complete:
        seat = mirror.to_play
        assert seat is not None
        send(tablet, mirror, PlayCard(seat, mirror.lawful_plays()[-1]))
        if len(mirror.current_trick) == 4:
            send(tablet, mirror, QuitTrick())
    assert mirror.tricks[0].leader is wrong
    tablet.ok("confirm", {"seat": "E"})
    kiosk_result = app.extensions["kiosk"].evening.results[(1, 1)]
    text = client.get("/director/export/play.pbn", headers=_secret(app)).get_data(as_text=True)
    [record] = loads(text, strict=True)
    first_line = record.sections["Play"][0].split()
    assert first_line[first_line.index("^L") + 1] == str(mirror.tricks[0].card_of(wrong))
    path = tmp_path / "play.pbn"
    path.write_text(text, encoding="utf-8")
    run = CliRunner().invoke(cli, ["replay", str(path), "--json"])
    assert run.exit_code == 0, run.output
    [replayed] = json.loads(run.output)
    assert replayed["error"] is None, replayed
    assert [t["leader"] for t in replayed["tricks"]] == [t.leader.letter for t in mirror.tricks]
    assert replayed["points"] == kiosk_result.points

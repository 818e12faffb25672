"""A hand played card by card reaches the score-keeper: the tablet posts its deal and
its actions (docs/tally.md, "A hand played card by card"); an action the laws refuse is
refused in the book's words; the log keeps the record the play gives, so a restart keeps
the sheet."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from dealer.event import Event
from kiosk.keeper_views import keepers
from tests.kiosk.test_keeper import Keeper, start
from tests.whist.test_social_laws import c, rigged_hand
from whist.social_play import deal_mort, social_play
from whist.social_tally import played
from whistcli.main import cli

PLAYERS = ["A", "B", "C"]


def test_a_played_hand_posted_to_the_keeper_scores_as_tally_and_survives_a_restart(
    event: Event, db_url: str, tmp_path: Path
) -> None:
    """Mort: "The penalty for revoke is the adding of three points to opponents' score
    ... at the latter's option"."""
    hands = [rigged_hand(k) for k in range(4)]  # A, B, Mort, C; spades trumps (S2 last)
    cards = [hands[k][j] for j in range(13) for k in range(4)]
    play = social_play(deal_mort(cards, PLAYERS, "A", "A", mort_first=False))
    for card in ("HA", "D3", "C3", "S3", "SA"):  # A holds H2 and trumps: a renounce
        play.play(c(card))
    play.claim_revoke("B", 0, 1)
    while not play.finished:
        play.play(play.lawful()[0])
    play.choose_penalty("C", 1, "add")
    record = {"dealer": "A", "play": played(play, cards)}

    app = start(event, db_url)
    k = Keeper(app, "mort", PLAYERS)
    refused = dict(
        record,
        play={
            "deal": record["play"]["deal"],
            "actions": ["HA", "D3", "C3", "S3", "SA", "claim A A 1"],
        },
    )
    answer = k.hand(refused, status=400)
    assert (
        "Claim A A 1: A plays for A-Mort, A's side: only an adversary claims" in (answer["message"])
    )
    state = k.hand(record)
    path = tmp_path / "mort.json"
    path.write_text(json.dumps({"players": PLAYERS, "hands": [record]}))
    printed = json.loads(CliRunner().invoke(cli, ["tally", "mort", str(path), "--json"]).stdout)
    assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]
    assert "revoke by A-Mort: three points to opponents" in printed["hands"][0]["lines"]
    app.extensions["kiosk"].store.close()

    again = start(event, db_url)
    try:
        with again.app_context():
            assert keepers().replay_errors == []
            sheet = keepers().table(k.number).sheet
            assert sheet.summary()["hands"] == printed["hands"]
    finally:
        again.extensions["kiosk"].store.close()

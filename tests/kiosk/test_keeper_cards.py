"""The score-keeper's card-by-card entry (kiosk.keeper_cards), through the table's JSON
calls: for every game a hand played at random is tapped card by card and scores as
``whist tally`` scores the same play; a revoke is found and claimed; a card entered twice
is refused saying who played it; a restart in the middle of a hand keeps every card; a
token opens only its own table's entry."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from flask import Flask

from dealer.event import Event
from kiosk.keeper_views import keepers
from tests.kiosk.test_keeper import Keeper, start
from tests.whist.test_social_entry import HANDS, random_play, renouncing_play, social
from tests.whist.test_social_entry import start as sheet_for
from whist.cards import Card
from whist.games.social import Sheet
from whist.social_notation import format_action
from whist.social_play import SocialPlay
from whist.social_tally import played
from whistcli.main import cli

#: one hand of each game (the first of HANDS for each)
GAMES = list({h[0]: h for h in reversed(HANDS)}.values())


@pytest.fixture()
def kiosk_app(event: Event, db_url: str) -> Iterator[Flask]:
    app = start(event, db_url)
    yield app
    app.extensions["kiosk"].store.close()


def tap(k: Keeper, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    return k.post("cards", {**body, "seq": k.get()["seq"]}, status)


def tap_action(k: Keeper, play: SocialPlay, action: Any) -> dict[str, Any]:
    line = format_action(play.table, action)
    words = line.split()
    if words[0] in ("exchange", "keep"):
        return tap(k, {"do": words[0], "player": words[1]})
    return tap(k, {"do": "card", "card": words[0], "ace_high": len(words) == 2})


def tally(tmp_path: Path, game: str, players: list[str], options: dict[str, Any], hand: Any) -> Any:
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps({"players": players, "options": options, "hands": [hand]}))
    result = CliRunner().invoke(cli, ["tally", game, str(path), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def setup_of(sheet: Sheet[Any, Any], setup: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in setup.items() if k != "honours"}


@pytest.mark.parametrize(
    ("game", "players", "options", "fields", "before"), GAMES, ids=[g[0] for g in GAMES]
)
def test_a_hand_tapped_card_by_card_scores_as_whist_tally(
    event: Event,
    db_url: str,
    tmp_path: Path,
    game: str,
    players: list[str],
    options: dict[str, Any],
    fields: dict[str, Any],
    before: list[str],
) -> None:
    sheet, setup = sheet_for(game, players, options, fields)
    play, cards = random_play(sheet, setup, 5, before, False)
    app = start(event, db_url)
    try:
        k = Keeper(app, game, players, **options)
        turned = play.table.turned
        state = tap(
            k,
            {"do": "start", "setup": setup_of(sheet, setup), "turned": turned and str(turned)},
        )
        view = state["cards"]
        assert view["to_play"] == play.table.hands[play.table.leader].name or before
        for action in play.history:
            state = tap_action(k, play, action)
        view = state["cards"]
        assert view["finished"]
        assert [t["winner"] for t in view["tricks"]] == [
            play.table.hands[t.winner].name for t in play.tricks
        ]
        if view["honours"] is not None:
            # the hands are known: the honours each side held (Humbug's: in the hand he
            # played, his own or the one he took)
            ranks = "AKQJT" if game == "cayenne" else "AKQJ"
            held = dict.fromkeys(play.table.sides, 0)
            for p in (p for t in play.tricks for p in t.plays):
                if p.card.suit is play.table.trump and p.card.rank.letter in ranks:
                    held[play.table.hands[p.hand].side] += 1
            assert view["honours"] == held
        assert (view["honours"] is None) == (play.table.trump is None or play.ended is not None)
        given = {"honours": setup["honours"]} if "honours" in setup else {}
        state = tap(k, {"do": "score", "given": given})
        assert state["cards"] is None and state["hand"] == 2
        printed = tally(tmp_path, game, players, options, {**setup, "play": played(play, cards)})
        assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]
        assert state["totals"]  # the sheet's text as tally prints it
    finally:
        app.extensions["kiosk"].store.close()


def test_a_restart_in_the_middle_of_a_hand_keeps_every_card(event: Event, db_url: str) -> None:
    sheet, setup = sheet_for("whist-1893", ["A", "B", "C", "D"], {}, {})
    play, _ = random_play(sheet, setup, 9, [], False)
    app = start(event, db_url)
    k = Keeper(app, "whist-1893", ["A", "B", "C", "D"])
    tap(k, {"do": "start", "setup": setup, "turned": str(play.table.turned)})
    for action in play.history[:22]:
        state = tap_action(k, play, action)
    before = state["cards"]
    app.extensions["kiosk"].store.close()

    again = start(event, db_url)
    try:
        k.client = again.test_client()
        with again.app_context():
            assert keepers().replay_errors == []
        after = k.get()["cards"]
        assert after == before
        assert after["trick"] == 6 and len(after["on_table"]) == 2
        for action in play.history[22:]:
            tap_action(k, play, action)
        assert k.get()["cards"]["finished"]
    finally:
        again.extensions["kiosk"].store.close()


def test_a_card_entered_twice_is_refused_and_a_stale_tablet_is_told(kiosk_app: Any) -> None:
    k = Keeper(kiosk_app, "solo-whist", ["A", "B", "C", "D"])
    bids = [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
    tap(k, {"do": "start", "setup": {"dealer": "A", "bids": bids}, "turned": "H7"})
    tap(k, {"do": "card", "card": "SK"})
    answer = tap(k, {"do": "card", "card": "SK"}, 400)
    assert answer["message"] == (
        "SK has been played already, by B in trick 1: tap the card that was played now (or"
        " take back the last card if it was entered wrong)"
    )
    seq = k.get()["seq"]
    k.post("cards", {"do": "card", "card": "S2", "seq": seq})
    stale = k.post("cards", {"do": "card", "card": "S3", "seq": seq}, 409)
    assert stale["error"] == "stale"
    state = tap(k, {"do": "undo"})
    assert state["cards"]["played"] == ["SK"] and state["cards"]["to_play"] == "C"
    # what the play tells may not be given before it
    k2 = Keeper(kiosk_app, "whist-1893", ["A", "B", "C", "D"])
    refused = tap(k2, {"do": "start", "setup": {"dealer": "A", "tricks": {"A-C": 7}}}, 400)
    assert "is told by the cards played" in refused["message"]
    refused = tap(k2, {"do": "start", "setup": {"dealer": "A"}}, 400)
    assert (
        refused["message"] == "Whist (Laws of 1893) turns a card for trump: say which card it was"
    )


def test_the_undo_of_a_scored_hand_waits_for_the_hand_being_entered(kiosk_app: Any) -> None:
    k = Keeper(kiosk_app, "whist-1893", ["A", "B", "C", "D"])
    k.hand({"dealer": "A", "tricks": {"A-C": 7}})
    tap(k, {"do": "start", "setup": {"dealer": "B"}, "turned": "C2"})
    answer = k.post("undo", {"seq": k.get()["seq"]}, 400)
    assert "being entered card by card" in answer["message"]
    tap(k, {"do": "stop"})
    assert k.get()["cards"] is None
    k.undo()


def test_a_wrong_dealer_is_refused_before_the_cards(kiosk_app: Any) -> None:
    """Law 13: "the deal passes to the player next to the dealer on his left"."""
    k = Keeper(kiosk_app, "whist-1893", ["A", "B", "C", "D"])
    k.hand({"dealer": "A", "tricks": {"A-C": 7}})
    answer = tap(k, {"do": "start", "setup": {"dealer": "C"}, "turned": "C2"}, 400)
    assert answer["message"].startswith("Dealer: it is B's deal")


def test_what_comes_before_the_lead_is_checked_before_the_first_card(kiosk_app: Any) -> None:
    k = Keeper(kiosk_app, "cayenne", ["A", "B", "C", "D"])
    setup = {"dealer": "A", "declared_by": "A", "cayenne": "X", "declaration": "S"}
    answer = tap(k, {"do": "start", "setup": setup}, 400)
    assert answer["message"].startswith("Cayenne suit:"), answer["message"]
    assert k.get()["cards"] is None and k.get()["hand"] == 1  # nothing kept of the trial
    setup = {"dealer": "A", "declared_by": "B", "cayenne": "H", "declaration": "S"}
    answer = tap(k, {"do": "start", "setup": setup}, 400)
    assert answer["message"].startswith("Declared by:"), answer["message"]
    solo = Keeper(kiosk_app, "solo-whist", ["A", "B", "C", "D"])
    bids = [["B", "abundance"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]
    answer = tap(solo, {"do": "start", "setup": {"dealer": "A", "bids": bids}, "turned": "H7"}, 400)
    assert answer["message"] == (
        "Trump: the lone player names the trump: choose it before the first card"
    )
    answer = tap(
        solo, {"do": "start", "setup": {"dealer": "A", "bids": bids[:2]}, "turned": "H7"}, 400
    )
    assert answer["message"] == "The bidding is not over: D is still to call"


def test_a_revoke_found_is_offered_to_the_adversaries_and_scored(
    kiosk_app: Any, tmp_path: Path
) -> None:
    """Law 28: "A revoke is a renounce in error not corrected in time"."""
    players = ["A", "B", "C", "D"]
    sheet, setup = sheet_for("whist-1893", players, {}, {})
    play, _, offender = renouncing_play(sheet, setup, 7)
    name = play.table.hands[offender].name
    k = Keeper(kiosk_app, "whist-1893", players)
    tap(k, {"do": "start", "setup": setup, "turned": str(play.table.turned)})
    claimed = False
    for action in play.history:
        state = tap_action(k, play, action)
        found = state["cards"]["revokes"]
        if found and not claimed:
            (revoke,) = found
            assert revoke["name"] == name
            assert 'a revoke ("a renounce in error not corrected in time")' in revoke["words"]
            partner = play.table.hands[(offender + 2) % 4].player
            assert partner not in revoke["claimants"] and len(revoke["claimants"]) == 2
            body = {"do": "claim", "hand": revoke["hand"], "trick": revoke["trick"]}
            refused = tap(k, {**body, "claimant": partner}, 400)
            assert "only an adversary" in refused["message"]
            state = tap(k, {**body, "claimant": revoke["claimants"][0]})
            assert state["cards"]["claims"][0]["player"] == name
            assert state["cards"]["revokes"] == []
            claimed = True
    assert claimed
    state = tap(k, {"do": "score", "given": {}})
    assert any("revoke" in line for line in state["hands"][0]["lines"])


def test_a_token_opens_only_its_own_tables_entry(kiosk_app: Any) -> None:
    first = Keeper(kiosk_app, "whist-1893", ["A", "B", "C", "D"])
    second = Keeper(kiosk_app, "whist-1893", ["E", "F", "G", "H"])
    answer = first.client.post(
        f"/keep/{second.number}/cards",
        json={"do": "start", "setup": {"dealer": "E"}, "turned": "C2", "seq": 1},
        headers={"X-Keeper-Token": first.token},
    )
    assert answer.status_code == 403
    assert second.get()["cards"] is None


def test_the_entry_view_says_whose_turn_and_the_trick(kiosk_app: Any) -> None:
    k = Keeper(kiosk_app, "mort", ["A", "B", "C"])
    state = tap(k, {"do": "start", "setup": {"dealer": "A"}, "turned": "S2"})
    view = state["cards"]
    assert view["to_play"] == "B" and view["trump"] == "spades"
    assert view["turned_said"] == "♠2"
    view = tap(k, {"do": "card", "card": "HA"})["cards"]
    assert (view["to_play"], view["plays_for"]) == ("Mort", "A")  # the Live player plays it
    view = tap(k, {"do": "card", "card": "H3"})["cards"]
    assert (view["to_play"], view["plays_for"]) == ("C", None)
    assert [p["card"] for p in view["on_table"]] == ["HA", "H3"]
    assert Card.parse("S2") not in [Card.parse(c) for c in view["played"]]
    assert social("mort").name == "mort"


def tap_with_claim(k: Keeper, play: SocialPlay) -> list[str]:
    """Tap the play; claim the first revoke found by its first claimant; stop where the
    page says play is over. The lines the server holds."""
    lines: list[str] = []
    for action in play.history:
        state = tap_action(k, play, action)
        lines.append(format_action(play.table, action))
        view = state["cards"]
        for revoke in view["revokes"]:
            if revoke["claimants"] and not view["claims"]:
                who = revoke["claimants"][0]
                body = {"do": "claim", "claimant": who, "hand": revoke["hand"]}
                view = tap(k, {**body, "trick": revoke["trick"]})["cards"]
                lines.append(f"claim {who} {revoke['name']} {revoke['trick']}")
        if view["finished"]:
            break
    return lines


def test_mort_the_adversaries_choose_the_penalty_of_a_revoke(
    kiosk_app: Any, tmp_path: Path
) -> None:
    """Mort: "three points to opponents' score, or the taking of three points from the
    score of the revoking side, or the transfer of three tricks ... at the latter's
    option"."""
    players = ["A", "B", "C"]
    sheet, setup = sheet_for("mort", players, {}, {})
    for seed in range(60):
        play, cards, offender = renouncing_play(sheet, setup, seed)
        if play.table.hands[offender].name != "Mort":
            break
    else:  # pragma: no cover
        pytest.fail("no seed made a player renounce")
    k = Keeper(kiosk_app, "mort", players)
    tap(k, {"do": "start", "setup": setup, "turned": str(play.table.turned)})
    lines = tap_with_claim(k, play)
    view = k.get()["cards"]
    assert view["finished"] and view["claims"]
    (pending,) = view["penalties"]
    refused = tap(k, {"do": "score", "given": {}}, 400)
    assert "have not chosen the penalty" in refused["message"]
    body = {"do": "penalty", "chooser": pending["chooser"], "claim": 1, "penalty": "add"}
    state = tap(k, body)
    assert state["cards"]["penalties"] == []
    state = tap(k, {"do": "score", "given": {}})
    lines.append(f"penalty {pending['chooser']} 1 add")
    hand = {**setup, "play": {"deal": played(play, cards)["deal"], "actions": lines}}
    printed = tally(tmp_path, "mort", players, {}, hand)
    assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]
    assert any("three points to opponents" in line for line in printed["hands"][0]["lines"])


def test_thirteen_and_the_odd_a_revoke_claimed_ends_the_game(
    kiosk_app: Any, tmp_path: Path
) -> None:
    """Thirteen and the Odd: "A revoke forfeits the game if the trick is quitted before
    it is discovered"."""
    players = ["A", "B"]
    sheet, setup = sheet_for("thirteen-and-the-odd", players, {}, {})
    play, cards, _ = renouncing_play(sheet, setup, 3)
    k = Keeper(kiosk_app, "thirteen-and-the-odd", players)
    tap(k, {"do": "start", "setup": setup, "turned": str(play.table.turned)})
    lines = tap_with_claim(k, play)
    view = k.get()["cards"]
    assert view["finished"] and "forfeits the game" in view["ended"]
    assert len(view["played"]) < 26  # play stopped at the claim
    answer = tap(
        k,
        {"do": "card", "card": str(next(c for c in cards[:26] if str(c) not in view["played"]))},
        400,
    )
    assert answer["message"].startswith("Play is over")
    state = tap(k, {"do": "score", "given": {}})
    hand = {**setup, "play": {"deal": played(play, cards)["deal"], "actions": lines}}
    printed = tally(tmp_path, "thirteen-and-the-odd", players, {}, hand)
    assert state["hands"][0]["lines"] == printed["hands"][0]["lines"]


def test_a_hands_taps_are_bounded(kiosk_app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("kiosk.keeper.MAX_TAPS", 4)
    k = Keeper(kiosk_app, "whist-1893", ["A", "B", "C", "D"])
    tap(k, {"do": "start", "setup": {"dealer": "A"}, "turned": "C2"})
    tap(k, {"do": "card", "card": "SA"})
    tap(k, {"do": "undo"})
    tap(k, {"do": "card", "card": "SA"})  # the fourth tap since the last hand scored
    answer = tap(k, {"do": "card", "card": "SK"}, 409)
    assert "the most a hand takes" in answer["message"]
    assert tap(k, {"do": "stop"})["cards"] is None  # stopping is always allowed

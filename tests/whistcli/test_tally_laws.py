"""Hands played with the laws' actions (whist.social_laws) reach `whist tally`: the
engine's record of each played hand, written as a tally file, is scored by the command
as the book says (Mort's penalty at the adversaries' option, Thirteen and the Odd's
forfeit, Humbug's exchange, Solo's hands thrown up)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from tests.whist.test_social_laws import FOUR, c, mort_table, pack
from whist.cards import Suit
from whist.social_play import deal_humbug, deal_thirteen, social_play
from whist.social_table import ThrownUp, solo_after_bidding
from whistcli.main import cli


def tally(tmp_path: Path, game: str, players: list[str], hands: list[dict[str, Any]]) -> Any:
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps({"game": game, "players": players, "hands": hands}))
    result = CliRunner().invoke(cli, ["tally", game, str(path), "--json"])
    assert result.exit_code == 0, result.output
    text = CliRunner().invoke(cli, ["tally", game, str(path)])
    assert text.exit_code == 0, text.output
    return json.loads(result.stdout), text.stdout


def test_mort_revoke_penalty_chosen_in_play_scored_by_tally(tmp_path: Path) -> None:
    """ "the transfer of three tricks from them to opponents, at the latter's option":
    the tricks move before the odd tricks are counted; "whatever score he makes is
    doubled" at the end of the game."""
    play = mort_table(leader=0, trump=Suit.HEARTS)
    for card in ("SA", "H3", "D3", "C3"):
        play.play(c(card))
    play.play(c("H4"))
    play.claim_revoke("A", 3, 1)
    while not play.finished:
        play.play(play.lawful()[0])
    play.choose_penalty("A", 1, "tricks")
    taken = play.tricks_by_side()
    sheet, text = tally(tmp_path, "mort", ["A", "B", "C"], [play.tally_record(dealer="A")])
    hand = sheet["hands"][0]
    assert hand["lines"][0] == "revoke by B-C: 3 tricks transferred"
    # B-C's odd tricks after the transfer; A-Mort's three tricks score nothing (a book)
    assert hand["points"] == {"A-Mort": 0, "B-C": taken["B-C"] - 3 - 6}
    assert "revoke by B-C: 3 tricks transferred" in text


def test_thirteen_forfeit_and_humbug_exchange_scored_by_tally(tmp_path: Path) -> None:
    """ "A revoke forfeits the game"; Humbug: "exchange it for the hand on the table at
    his right"."""
    cards = pack(11)
    table = deal_thirteen(cards, ["A", "B"], "A")
    play = social_play(table)
    while not play.finished:  # a renounce by whoever can, then the claim
        lawful = play.lawful()
        hand = play.to_play
        assert hand is not None
        other = [x for x in play.held(hand) if x not in lawful]
        play.play(other[0] if other and play.current and not play.renounces else lawful[0])
    offender = play.renounces[0]
    trick = next(t.number for t in play.tricks if offender in t.plays)
    offender_name = table.hands[offender.hand].player
    claimant = next(h.player for h in table.hands if h.player != offender_name)
    play.claim_revoke(claimant, offender.hand, trick)
    sheet, text = tally(
        tmp_path, "thirteen-and-the-odd", ["A", "B"], [play.tally_record(dealer="A")]
    )
    assert sheet["games"] == {claimant: 1, offender_name: 0}
    assert f"{offender_name} revoked and forfeits the game to {claimant}" in text

    humbug = social_play(deal_humbug(cards, ["A", "B"], "A"))
    humbug.exchange_hand("A")
    humbug.keep_hand("B")
    while not humbug.finished:
        humbug.play(humbug.lawful()[0])
    sheet, text = tally(tmp_path, "humbug", ["A", "B"], [humbug.tally_record(dealer="A")])
    assert "A exchanged his hand for the one on his right and lost the turned-up trump" in text
    taken = humbug.tricks_by_side()
    assert sheet["hands"][0]["points"] == {p: max(0, n - 6) for p, n in taken.items()}


def test_solo_evening_thrown_up_and_misere_lost_scored_by_tally(tmp_path: Path) -> None:
    """ "In case no one bids ... the hands are thrown up, and a new deal is had, the deal
    passing to the left"; "If the lone player in Misere ... takes a trick ... the hands
    are thrown up"."""
    passes = [("B", "pass"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
    first = solo_after_bidding(pack(12), FOUR, "A", passes)
    assert isinstance(first, ThrownUp)
    calls = [("C", "misere"), ("D", "pass"), ("A", "pass"), ("B", "pass")]
    second = solo_after_bidding(pack(13), FOUR, first.next_dealer, calls)
    assert not isinstance(second, ThrownUp)
    play = social_play(second[1])
    while not play.finished:
        play.play(play.lawful()[-1])  # the highest card each time
    taken = play.tricks_by_side()["bidder"]
    record = play.tally_record(dealer="B", bids=[list(x) for x in calls])
    sheet, _ = tally(tmp_path, "solo-whist", FOUR, [first.tally_record(), record])
    lost = taken > 0
    assert play.ended is not None if lost else play.ended is None
    sign = -1 if lost else 1
    assert sheet["chips"] == {
        "A": -sign * 20,
        "B": -sign * 20,
        "C": sign * 60,
        "D": -sign * 20,
    }

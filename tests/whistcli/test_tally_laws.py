"""Hands played with the laws' actions (whist.social_laws) reach `whist tally`: the
engine's record of each played hand, written as a tally file, is scored by the command
as the book says (Mort's penalty at the adversaries' option, Thirteen and the Odd's
forfeit, Humbug's exchange, Solo's hands thrown up)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.whist.test_social_laws import FOUR, c, mort_table, pack, rigged_hand
from whist.cards import Suit
from whist.games import find_game
from whist.games.three_handed import CARDS as THREE_HANDED_CARDS
from whist.social_play import (
    deal_cayenne,
    deal_double_dummy,
    deal_dummy_whist,
    deal_humbug,
    deal_mort,
    deal_thirteen,
    deal_three_handed,
    deal_whist_1893,
    social_play,
)
from whist.social_table import ThrownUp, solo_after_bidding
from whist.social_tally import played
from whistcli.main import cli

SOCIAL = (
    "whist-1893",
    "solo-whist",
    "mort",
    "cayenne",
    "dummy-whist",
    "double-dummy",
    "humbug",
    "three-handed-whist",
    "thirteen-and-the-odd",
)


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


# -- a hand given as played: its deal and its actions' lines ----------------------------


def _played_hand(game: str, seed: int) -> tuple[list[str], dict[str, Any], Any, list[Any]]:
    """A hand of ``game`` dealt from a shuffled pack and played (the lowest lawful card,
    with the game's own action where it has one): players, what the record gives, the
    play, the cards in the order dealt."""
    three = ["A", "B", "C"]
    cards = pack(seed)
    given: dict[str, Any] = {"dealer": "A"}
    if game == "mort":
        play = social_play(deal_mort(cards, three, "A", "A", mort_first=True))
        players = three
    elif game == "dummy-whist":
        play, players, given = social_play(deal_dummy_whist(cards, three, "A")), three, {}
    elif game == "humbug":
        play, players = social_play(deal_humbug(cards, ["A", "B"], "A")), ["A", "B"]
        play.keep_hand("B")
        play.exchange_hand("A")
    elif game == "thirteen-and-the-odd":
        play, players = social_play(deal_thirteen(cards, ["A", "B"], "A")), ["A", "B"]
    elif game == "three-handed-whist":
        cards = [x for x in cards if x in THREE_HANDED_CARDS]
        play, players = social_play(deal_three_handed(cards, three, "A")), three
    elif game == "double-dummy":
        play, players = social_play(deal_double_dummy(cards, ["A", "B"], "A")), ["A", "B"]
    elif game == "cayenne":
        play, players = social_play(deal_cayenne(cards, FOUR, "A", "nullo")), FOUR
        given.update({"declared_by": "A", "cayenne": "H", "declaration": "nullo"})
    elif game == "solo-whist":
        calls = [("B", "solo"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
        out = solo_after_bidding(cards, FOUR, "A", calls)
        assert not isinstance(out, ThrownUp)
        play, players = social_play(out[1]), FOUR
        given["bids"] = [list(x) for x in calls]
    else:
        play, players = social_play(deal_whist_1893(cards, FOUR, "A")), FOUR
    while not play.finished:
        card = play.lawful()[0]
        play.play(card, ace_high=play.table.nullo and card.rank.letter == "A")
    return players, given, play, cards


@pytest.mark.parametrize("game", sorted(SOCIAL))
def test_a_hand_given_as_played_scores_as_its_record(tmp_path: Path, game: str) -> None:
    """A hand written as its deal and its actions (docs/tally.md) is replayed by the play
    engine and scored as the record the play gives: `played` and `expand` are a matching
    pair through the command."""
    players, given, play, cards = _played_hand(game, 20)
    by_record, _ = tally(tmp_path, game, players, [play.tally_record(**given)])
    hand = {**given, "play": played(play, cards, mort_first=True if game == "mort" else None)}
    by_play, text = tally(tmp_path, game, players, [hand])
    assert by_play == by_record
    assert text.startswith(find_game(game).title)


def test_a_played_hand_refused_by_the_law_names_the_line(tmp_path: Path) -> None:
    """Dummy Whist: "Dummy is not liable for a revoke" — a played hand claiming Dummy's
    revoke is refused, naming the hand, the action's line and the book's words."""
    hands = [rigged_hand(k) for k in range(4)]  # C, A, B, Dummy; spades trumps (S2 last)
    cards = [hands[k][j] for j in range(13) for k in range(4)]
    lines = ["C2", "C3", "S3", "H3", "SA", "H4", "D3", "C4", "SK", "claim B Dummy 2"]
    path = tmp_path / "dummy.json"
    record = {"play": {"deal": " ".join(map(str, cards)), "actions": lines}}
    path.write_text(json.dumps({"players": ["A", "B", "C"], "hands": [record]}))
    result = CliRunner().invoke(cli, ["tally", "dummy-whist", str(path)])
    assert result.exit_code == 1
    assert (
        "hand 1, play.actions[9]: claim B Dummy 2: Dummy is not liable for a revoke, as its"
        " cards are exposed to adversaries" in result.output
    )
    record["play"]["actions"] = [*lines[:4], "SA", "SK"]
    path.write_text(json.dumps({"players": ["A", "B", "C"], "hands": [record]}))
    result = CliRunner().invoke(cli, ["tally", "dummy-whist", str(path)])
    assert result.exit_code == 1
    assert "hand 1, play.actions[5]: SK: SK is not in A's hand" in result.output
    record["tricks"] = {"A-Dummy": 7}
    path.write_text(json.dumps({"players": ["A", "B", "C"], "hands": [record]}))
    result = CliRunner().invoke(cli, ["tally", "dummy-whist", str(path)])
    assert "hand 1, tricks: is told by the play: leave it out of a played hand" in result.output

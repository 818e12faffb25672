"""A misdeal as a hand of the score sheet (law 17; seed 000's games): no score, and the
next hand's dealer the same or the next as the book says for each game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.whist.test_social_laws import FOUR, pack
from whist.errors import IllegalPlayError
from whist.games import find_game
from whist.games.social import Misdealt, SocialGame, TallyError
from whist.social_play import social_play
from whist.social_table import deal_whist_1893
from whist.social_tally import played
from whistcli.main import cli

PASS = [["B", "pass"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]


def _bids(dealer: str) -> list[list[str]]:
    start = FOUR.index(dealer) + 1
    return [[FOUR[(start + i) % 4], "pass"] for i in range(4)]


def run(tmp_path: Path, game: str, players: list[str], hands: list[dict[str, Any]]) -> Any:
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps({"game": game, "players": players, "hands": hands}))
    as_json = CliRunner().invoke(cli, ["tally", game, str(path), "--json"])
    as_text = CliRunner().invoke(cli, ["tally", game, str(path)])
    return as_json, as_text


def ok(tmp_path: Path, game: str, players: list[str], hands: list[dict[str, Any]]) -> Any:
    as_json, as_text = run(tmp_path, game, players, hands)
    assert as_json.exit_code == 0, as_json.output
    assert as_text.exit_code == 0, as_text.output
    return json.loads(as_json.stdout), as_text.stdout


def refused(tmp_path: Path, game: str, players: list[str], hands: list[dict[str, Any]]) -> str:
    as_json, _ = run(tmp_path, game, players, hands)
    assert as_json.exit_code == 1, as_json.output
    return str(as_json.output)


def test_solo_misdeal_does_not_lose_the_deal(tmp_path: Path) -> None:
    """Solo Whist: "In general, the rules for Whist apply as to misdeals, playing, etc.,
    but a misdeal does not lose the deal" (seed 000): B misdeals, B deals the next hand,
    which the rotation check accepts; C dealing it is refused."""
    hands = [
        {"dealer": "A", "bids": [["B", "solo"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]},
        {"dealer": "B", "misdeal": True},
        {"dealer": "B", "bids": _bids("B")},
        {"dealer": "C", "bids": _bids("C")},
    ]
    hands[0]["tricks"] = 7
    sheet, text = ok(tmp_path, "solo-whist", FOUR, hands)
    assert [h["hand"] for h in sheet["hands"]] == [1, 2, 3, 4]
    assert sheet["hands"][1] == {
        "hand": 2,
        "misdeal": True,
        "dealer": "B",
        "deal_kept": True,
        "lines": [
            "a misdeal by B: the hand is void, no score; the same dealer deals again"
            " (a misdeal does not lose the deal (seed 000, Solo Whist))"
        ],
    }
    assert sheet["chips"] == {"A": -17, "B": 51, "C": -17, "D": -17}
    assert "hand 2: a misdeal by B: the hand is void, no score" in text
    hands[2]["dealer"] = "C"
    out = refused(tmp_path, "solo-whist", FOUR, hands[:3])
    assert "hand 3, dealer: C is not this hand's dealer: after the misdeal B deals again" in out


def test_mort_misdeal_the_same_dealer_deals_over(tmp_path: Path) -> None:
    """Mort: "A misdeal does not lose the deal. The cards must be dealt over by the same
    dealer" (seed 000)."""
    hands: list[dict[str, Any]] = [
        {"dealer": "L", "live": "L", "tricks": {"X-Y": 8}},
        {"dealer": "X", "misdeal": True},
        {"dealer": "X", "tricks": {"X-Y": 13}},
    ]
    sheet, _ = ok(tmp_path, "mort", ["L", "X", "Y"], hands)
    assert sheet["hands"][1]["deal_kept"] is True
    assert len(sheet["hands"]) == 3
    hands[2]["dealer"] = "Y"
    out = refused(tmp_path, "mort", ["L", "X", "Y"], hands)
    assert "hand 3, dealer: Y is not this hand's dealer: after the misdeal X deals again" in out


def test_cayenne_misdeal_the_same_dealer_deals_over(tmp_path: Path) -> None:
    """Cayenne: "a misdeal does not lose a deal. The same dealer must deal over, and with
    the same pack of cards" (seed 000); the book's first hand scores as before."""
    first = {
        "dealer": "A",
        "cayenne": "H",
        "declaration": "H",
        "tricks": {"A-C": 8},
        "honours": {"A-C": 3},
    }
    misdeal = {"dealer": "B", "misdeal": True}
    second = {"dealer": "B", "cayenne": "S", "declaration": "C", "tricks": {"B-D": 10}}
    plain, _ = ok(tmp_path, "cayenne", FOUR, [first, second])
    sheet, _ = ok(tmp_path, "cayenne", FOUR, [first, misdeal, second])
    assert sheet["hands"][1]["misdeal"] is True
    assert [h["hand"] for h in sheet["hands"]] == [1, 2, 3]
    assert {k: v for k, v in sheet.items() if k != "hands"} == {
        k: v for k, v in plain.items() if k != "hands"
    }
    out = refused(tmp_path, "cayenne", FOUR, [first, misdeal, {**second, "dealer": "C"}])
    assert "hand 3, dealer: C is not this hand's dealer: after the misdeal B deals again" in out


@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("whist-1893", FOUR),
        ("humbug", ["A", "B"]),
        ("three-handed-whist", ["A", "B", "C"]),
        ("thirteen-and-the-odd", ["A", "B"]),
    ],
)
def test_whist_misdeal_loses_the_deal(tmp_path: Path, game: str, players: list[str]) -> None:
    """Law 17: "A misdeal loses the deal unless during the deal either of the adversaries
    touches a card, or in any other manner interrupts the dealer"; law 13: "when the deal
    is lost, the deal passes to the player next to the dealer on his left". Humbug,
    Three-handed Whist and Thirteen and the Odd follow Whist's laws (the book says no
    other). With ``interrupted`` the deal is kept."""
    misdeal: dict[str, Any] = {"dealer": "A", "misdeal": True}
    sheet, text = ok(tmp_path, game, players, [misdeal])
    assert sheet["hands"][0]["deal_kept"] is False
    assert "the deal passes to the left (A misdeal loses the deal" in text
    out = refused(tmp_path, game, players, [misdeal, {"dealer": "A", "misdeal": True}])
    assert (
        f"hand 2, dealer: A is not this hand's dealer: the deal passes to the left, to {players[1]}"
        in out
    )
    sheet, _ = ok(tmp_path, game, players, [misdeal, {"dealer": "B", "misdeal": True}])
    assert [h["dealer"] for h in sheet["hands"]] == ["A", "B"]
    kept = {**misdeal, "interrupted": True}
    sheet, text = ok(tmp_path, game, players, [kept, {"dealer": "A", "misdeal": True}])
    assert sheet["hands"][0]["deal_kept"] is True
    assert "an adversary touched a card or interrupted the dealer" in text


def test_double_dummy_has_no_misdeal(tmp_path: Path) -> None:
    """Double Dummy: "The laws and rules are the same as for Dummy Whist, except there is
    no misdeal" (seed 000): a misdeal's record is refused in the book's words."""
    out = refused(tmp_path, "double-dummy", ["A", "B"], [{"dealer": "A", "misdeal": True}])
    assert "hand 1, misdeal: there is no misdeal (seed 000, Double Dummy)" in out


def test_misdeal_record_errors(tmp_path: Path) -> None:
    """A misdeal's record has only its dealer (and law 17's interruption); Solo keeps the
    deal in any case, so ``interrupted`` is refused there."""
    out = refused(tmp_path, "whist-1893", FOUR, [{"dealer": "A", "misdeal": True, "tricks": 7}])
    assert "hand 1, tricks: is not a field of this game's hands: use dealer, misdeal" in out
    out = refused(tmp_path, "whist-1893", FOUR, [{"dealer": "A", "misdeal": "yes"}])
    assert "hand 1, misdeal: write true" in out
    out = refused(tmp_path, "whist-1893", FOUR, [{"misdeal": True}])
    assert "hand 1, dealer: is missing" in out
    hand = {"dealer": "A", "misdeal": True, "interrupted": True}
    out = refused(tmp_path, "solo-whist", FOUR, [hand])
    assert "hand 1, interrupted: the deal is kept in any case" in out


def test_undo_a_misdeal_and_a_hand_after_it() -> None:
    """The sheet's undo takes back a misdeal as a hand; undoing a scored hand keeps the
    misdeals before it numbered where they were."""
    game = find_game("solo-whist")
    assert isinstance(game, SocialGame)
    sheet = game.sheet_for(FOUR)
    sheet.add_record({"dealer": "A", "misdeal": True})
    sheet.add_record({"dealer": "A", "bids": _bids("A")})
    assert sheet.expected_dealer() == "B"
    sheet.add_record({"dealer": "B", "misdeal": True})
    assert sheet.hand_number == 4
    assert sheet.expected_dealer() == "B"  # what the score-keeper offers as the dealer
    undone = sheet.undo()
    assert isinstance(undone, Misdealt) and undone.dealer == "B"
    sheet.add_record({"dealer": "B", "bids": _bids("B")})
    sheet.undo()
    assert [r["hand"] for r in sheet.summary()["hands"]] == [1, 2]
    assert sheet.summary()["hands"][0]["misdeal"] is True
    sheet.undo()
    sheet.undo()
    with pytest.raises(TallyError, match="no hand to undo"):
        sheet.undo()


def test_a_hand_played_to_a_misdeal_is_a_misdeal_of_the_sheet(tmp_path: Path) -> None:
    """Law 17, before all have played to the first trick: a played hand whose actions end
    in ``misdeal`` is the misdeal's record; the next hand is dealt by A's left (whist)."""
    cards = pack(3)
    play = social_play(deal_whist_1893(cards, FOUR, "A"))
    play.play(play.lawful()[0])
    play.misdeal()
    hand = {"dealer": "A", "play": played(play, cards)}
    assert hand["play"]["actions"][-1] == "misdeal"
    sheet, _ = ok(tmp_path, "whist-1893", FOUR, [hand, {"dealer": "B", "tricks": {"A-C": 7}}])
    assert sheet["hands"][0]["misdeal"] is True and sheet["hands"][0]["dealer"] == "A"
    out = refused(tmp_path, "whist-1893", FOUR, [hand, {"dealer": "A", "tricks": {"A-C": 7}}])
    assert "hand 2, dealer: A is not this hand's dealer" in out


def test_a_card_not_in_the_hand_is_refused_without_naming_the_hand() -> None:
    """A card the hand to play does not hold is refused by saying only that: the message
    may reach a table's page, and must not tell what the hand holds."""
    cards = pack(5)
    play = social_play(deal_whist_1893(cards, FOUR, "A"))
    hand = play.to_play
    assert hand is not None
    name = play.table.hands[hand].name
    stranger = next(c for c in cards if c not in play.held(hand))
    with pytest.raises(IllegalPlayError) as caught:
        play.play(stranger)
    message = str(caught.value)
    assert message == f"{stranger} is not in {name}'s hand"
    assert not any(str(c) in message for c in play.held(hand))


def test_solo_for_five_a_misdeal_then_the_same_player_sits_out(tmp_path: Path) -> None:
    """Solo for five: the dealer is not checked (docs/tally.md) and "out" defaults to the
    last dealer; after B's misdeal ("a misdeal does not lose the deal") B deals again and
    A, who sat out the misdealt hand, sits out again."""
    five = ["A", "B", "C", "D", "E"]
    first = {"dealer": "A", "out": "E", "bids": [[p, "pass"] for p in "BCDA"]}
    again = {"dealer": "B", "bids": [[p, "pass"] for p in "CDEB"]}
    sheet, _ = ok(tmp_path, "solo-whist", five, [first, {"dealer": "B", "misdeal": True}, again])
    assert [h.get("misdeal", False) for h in sheet["hands"]] == [False, True, False]
    again["bids"] = [[p, "pass"] for p in "CDAB"]  # A sits out: he may not call
    out = refused(tmp_path, "solo-whist", five, [first, {"dealer": "B", "misdeal": True}, again])
    assert "hand 3, bids[2]: 'A' is not a player: the players are B, C, D, E" in out


@pytest.mark.parametrize(
    ("game", "players", "misdeal", "then"),
    [
        ("whist-1893", FOUR, {"dealer": "C", "misdeal": True}, "D"),
        ("whist-1893", FOUR, {"dealer": "C", "misdeal": True, "interrupted": True}, "C"),
        ("cayenne", FOUR, {"dealer": "C", "misdeal": True}, "C"),
        ("mort", ["A", "B", "C", "D"], {"dealer": "A", "misdeal": True}, "A"),
    ],
)
def test_the_next_dealer_offered_after_a_misdeal(
    game: str, players: list[str], misdeal: dict[str, Any], then: str
) -> None:
    """The sheet's next dealer after a misdeal (law 13: "when the deal is lost, the deal
    passes to the player next to the dealer on his left"; Cayenne: "The same dealer must
    deal over"; Mort: "The cards must be dealt over by the same dealer", with four
    players too, where within a game the deal is not checked)."""
    found = find_game(game)
    assert isinstance(found, SocialGame)
    sheet = found.sheet_for(players)
    sheet.add_record(misdeal)
    assert sheet.expected_dealer() == then

"""Each social game's deal from the book's words (seed 000), the dealer's rotation, and
the helpers a play engine will call."""

from __future__ import annotations

import pytest

from tests.whist.social_helpers import sitting
from whist.cards import Card
from whist.games import find_game
from whist.games.cayenne import nullo_trick_winner
from whist.games.social import DealRule, SocialGame, TallyError
from whist.games.social_games import SOCIAL_GAMES
from whist.games.solo import Contract, Mode, opening_leader, spread_after_trick, thrown_up


def rule(name: str) -> DealRule:
    game = find_game(name)
    assert isinstance(game, SocialGame)
    return game.deal_rule


def test_every_social_game_has_a_deal_that_makes_its_pack() -> None:
    for game in SOCIAL_GAMES:
        r = game.deal_rule
        assert r.hands * r.cards_each + r.belongs_to_no_one == r.cards
        assert game.source.startswith("seed 000")
    with pytest.raises(ValueError, match="do not make the pack"):
        DealRule(52, 4, 12, 0, "", "", "", "", "", "")


def test_solo_deal_and_three_handed_forty_cards() -> None:
    """ "Deal three cards to each player for four rounds, then one each, turning up the
    last card as trump, which trump card belongs to the dealer"; three players: "playing
    with 40 cards. The 40th card is turned up for trump, and belongs to no one"."""
    solo = find_game("solo-whist")
    assert rule("solo-whist").packets == "three cards to each player for four rounds, then one each"
    assert "belongs to the dealer" in rule("solo-whist").turned
    three = solo.three_handed_deal  # type: ignore[attr-defined]
    assert (three.cards, three.hands, three.belongs_to_no_one) == (40, 3, 1)
    assert "belongs to no one" in three.turned


def test_thirteen_and_the_odd_turned_and_undealt_belong_to_no_one() -> None:
    """ "Deal thirteen cards to each and turn up the next card for trump. The dealer's
    opponent leads"."""
    r = rule("thirteen-and-the-odd")
    assert (r.hands, r.cards_each, r.belongs_to_no_one) == (2, 13, 26)
    assert r.leader == "'The dealer's opponent leads'"


def test_other_deals() -> None:
    """Three-handed: "Discard the two, three and four spot of each suit and the Five of
    Spades. Deal thirteen cards to each"; Humbug: "Four hands are dealt"; "The non-dealer
    leads"; Cayenne: "4, 4 and 5, or 6 and 7"; Double Dummy: "there is no misdeal"."""
    assert (rule("three-handed-whist").cards, rule("three-handed-whist").hands) == (39, 3)
    assert rule("humbug").hands == 4 and rule("humbug").leader == "'The non-dealer leads'"
    assert "4, 4 and 5, or 6 and 7" in rule("cayenne").packets
    assert rule("double-dummy").misdeal == "'there is no misdeal'"
    assert "does not lose the deal" in rule("mort").misdeal
    assert "first to himself or to Mort" in rule("mort").packets


def test_the_deal_passes_to_the_left() -> None:
    """Law 13: "the deal passes to the player next to the dealer on his left"; Solo:
    "the hands are thrown up, and a new deal is had, the deal passing to the left"."""
    with pytest.raises(
        TallyError,
        match="hand 2, dealer: C is not this hand's dealer: the deal passes to the left, to B",
    ):
        sitting(
            "whist-1893", [{"dealer": "A", "tricks": {"A": 7}}, {"dealer": "C", "tricks": {"A": 7}}]
        )
    passed = {"dealer": "A", "bids": [["B", "pass"], ["C", "pass"], ["D", "pass"], ["A", "pass"]]}
    with pytest.raises(TallyError, match="to B"):
        sitting("solo-whist", [passed, {**passed}])
    sitting("humbug", [{"dealer": "A", "tricks": {"A": 7}}, {"dealer": "B", "tricks": {"A": 7}}])


def test_mort_the_live_player_deals_each_new_game() -> None:
    """ "The Live player deals at the beginning of each new [game]"."""
    with pytest.raises(
        TallyError, match="the Live player deals at the beginning of each new game: L"
    ):
        sitting("mort", [{"dealer": "X", "tricks": {"L": 7}}], players=["L", "X", "Y"])
    sheet = sitting("mort", [{"dealer": "L", "tricks": {"L": 12}}], players=["L", "X", "Y"])
    with pytest.raises(TallyError, match="each new game: X"):
        sheet.add_record({"dealer": "Y", "tricks": {"X": 7}})


def test_solo_play_helpers() -> None:
    """ "The lone player to name the trump and to have the original lead"; "the lone
    player's hand is not exposed until all have played to the first trick"; "If the lone
    player in Misere or Open Misere takes a trick, or in Declared Abundance loses one,
    the hands are thrown up"."""
    players = ["A", "B", "C", "D"]
    assert opening_leader(Contract(Mode.ABUNDANCE_DECLAREE, "C"), players, "A") == "C"
    assert opening_leader(Contract(Mode.SOLO, "C"), players, "A") == "B"
    assert opening_leader(None, players, "D") == "A"
    assert spread_after_trick(Mode.OPEN_MISERE) == 1 and spread_after_trick(Mode.MISERE) is None
    assert thrown_up(Mode.MISERE, 1, 3) and not thrown_up(Mode.MISERE, 0, 3)
    assert thrown_up(Mode.ABUNDANCE_DECLAREE, 4, 5) and not thrown_up(Mode.ABUNDANCE_DECLAREE, 5, 5)
    assert not thrown_up(Mode.SOLO, 0, 10)


def test_cayenne_nullo_trick() -> None:
    """ "In Nulló, the Ace of each suit ranks lower than the Deuce ... unless the player
    holding it desires it to rank above the King ... he must so announce as he plays it"."""
    trick = [Card.parse(c) for c in ("S2", "SA", "SK", "H3")]
    assert nullo_trick_winner(trick) == 2
    assert nullo_trick_winner(trick, aces_high=[1]) == 1

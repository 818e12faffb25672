"""The laws' variations of the social games as actions of the play (whist.social_laws):
each from the book's words (seed 000), on a rigged deal where the irregularity happens,
checked by what the engine then allows, refuses (and why), and how the sheet scores it.

The rigged deal: hand k holds twelve cards of suit k (three to ace) and the two of the
next suit, so a renounce, a follow and a void are each one card away."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tests.whist.social_helpers import sitting
from whist.cards import Card, Suit
from whist.errors import IllegalPlayError
from whist.games.solo import Contract, Mode
from whist.packs import STANDARD_PACK
from whist.social_laws import DOUBLE_DUMMY, DUMMY_NOT_LIABLE, PARTNER_NOT_LIABLE
from whist.social_play import (
    SocialPlay,
    Table,
    deal_double_dummy,
    deal_dummy_whist,
    deal_humbug,
    deal_mort,
    deal_thirteen,
    deal_whist_1893,
    social_play,
)
from whist.social_table import ThrownUp, solo_after_bidding

SUITS = "SHDC"
RANKS = "3456789TJQKA"


def rigged_hand(k: int) -> tuple[Card, ...]:
    suit, nxt = SUITS[k % 4], SUITS[(k + 1) % 4]
    return (*(Card.parse(suit + r) for r in RANKS), Card.parse(nxt + "2"))


def rig(table: Table, leader: int, trump: Suit | None = None) -> SocialPlay:
    """The table with hand k holding :func:`rigged_hand` (k); its names, players and sides
    as the game's builder made them."""
    hands = tuple(replace(h, cards=rigged_hand(k)) for k, h in enumerate(table.hands))
    return social_play(replace(table, hands=hands, leader=leader, trump=trump, turned=None))


def c(text: str) -> Card:
    return Card.parse(text)


def pack(seed: int = 1) -> list[Card]:
    cards = list(STANDARD_PACK.cards)
    random.Random(seed).shuffle(cards)
    return cards


# -- Dummy Whist: the side of one player with a Dummy -------------------------------------


def dummy_table() -> SocialPlay:
    """Hands: 0 C (left of Dummy: spades, H2), 1 A (Dummy's partner: hearts, D2), 2 B
    (right of Dummy: diamonds, C2), 3 Dummy (clubs, S2)."""
    play = rig(deal_dummy_whist(pack(), ["A", "B", "C"], "A"), leader=0)
    assert [h.name for h in play.table.hands] == ["C", "A", "B", "Dummy"]
    return play


def test_dummy_not_liable_for_revoke_but_remedied_before_the_trick_is_quitted() -> None:
    """ "Dummy is not liable for a revoke, as its cards are exposed to adversaries ...
    Should Dummy revoke, it can not be remedied after the trick is quitted, but the game
    must continue as if no revoke had occurred." """
    play = dummy_table()
    for card in ("SA", "H3", "D3", "C3"):  # Dummy holds S2 and plays a club: a renounce
        play.play(c(card))
    assert play.renounces[-1].hand == 3
    play.correct_renounce(3, c("S2"))  # before the trick is quitted: remedied
    assert play.tricks[0].plays[3].card == c("S2") and not play.renounces
    assert play.liable(3) == ()  # Dummy's card taken back is no liable card
    play.undo()
    play.play(c("SK"))  # the next lead quits the trick
    with pytest.raises(IllegalPlayError, match="no renounce to correct"):
        play.correct_renounce(3, c("S2"))
    with pytest.raises(IllegalPlayError) as refused:
        play.claim_revoke("B", 3, 1)
    assert str(refused.value) == DUMMY_NOT_LIABLE
    with pytest.raises(IllegalPlayError, match="Dummy is blind and deaf and claims nothing: A"):
        play.claim_revoke("Dummy", 0, 1)


def test_dummy_partner_revoke_claimed_by_an_adversary_only() -> None:
    """ "In general, the laws and rules of Whist apply": the partner's revoke is claimed by
    an adversary ("the claimants", law 32), never by his own side; two tricks to the
    claimants (law 30) on the sheet."""
    play = dummy_table()
    play = social_play(replace(play.table, leader=2))  # C leads diamonds; A holds D2
    play.play(c("DA"))
    play.play(c("C3"))  # Dummy, void in diamonds
    play.play(c("S3"))  # B, void
    play.play(c("H3"))  # A holds D2: a renounce
    assert play.renounces[-1].hand == 1
    play.play(c("DK"))
    with pytest.raises(IllegalPlayError, match="A plays for A-Dummy, A's side: only an adversary"):
        play.claim_revoke("A", 1, 1)
    claim = play.claim_revoke("C", 1, 1)
    assert (claim.player, claim.trick, claim.claimant) == ("A", 1, "C")
    with pytest.raises(IllegalPlayError, match="is claimed"):
        play.claim_revoke("B", 1, 1)
    while not play.finished:
        play.play(play.lawful()[0])
    record = play.tally_record()
    assert record["revokes"] == ["A"]
    sheet = sitting("dummy-whist", [record], ["A", "B", "C"], {"dummy_partner": "A"})
    assert any(line.startswith("revoke by A: ") for line in sheet.summary()["hands"][0]["lines"])


def test_dummy_partner_not_liable_for_an_exposed_card_adversary_is() -> None:
    """ "Dummy's partner is not liable for an exposed card"; an adversary's card "faced
    upon the table otherwise than in the regular course of play" is "liable to be called
    by either adversary" (law 20) and must be played when called (law 21)."""
    play = dummy_table()
    with pytest.raises(IllegalPlayError) as refused:
        play.expose_card(1, c("H9"))
    assert PARTNER_NOT_LIABLE in str(refused.value)
    with pytest.raises(IllegalPlayError, match="lie face up"):
        play.expose_card(3, c("C9"))
    play.expose_card(2, c("D9"))  # C, an adversary, shows a card
    assert play.liable(2) == (c("D9"),)
    play.play(c("S3"))
    play.play(c("H3"))
    with pytest.raises(IllegalPlayError, match="only an adversary calls"):
        play.call_card("B", 2, c("D9"))
    with pytest.raises(IllegalPlayError, match="Dummy is blind and deaf"):
        play.call_card("Dummy", 2, c("D9"))
    play.call_card("A", 2, c("D9"))  # the partner speaks for his side
    assert play.lawful() == (c("D9"),)
    with pytest.raises(IllegalPlayError, match="must play it"):
        play.play(c("D3"))
    play.play(c("D9"))
    assert play.liable(2) == ()  # "if he can get rid of it ... no penalty remains"
    # law 21: "providing he can do so without revoking"
    play = social_play(replace(dummy_table().table, leader=3))
    play.expose_card(2, c("DA"))
    for card in ("C3", "S3", "H3"):
        play.play(c(card))
    with pytest.raises(IllegalPlayError, match="cannot play DA without revoking"):
        play.call_card("A", 2, c("DA"))


def test_dummy_partner_lead_from_the_wrong_hand_may_be_called() -> None:
    """ "If, however, Dummy's partner lead from the wrong hand, the card led may be
    called." """
    play = social_play(replace(dummy_table().table, leader=3))  # Dummy on lead
    with pytest.raises(IllegalPlayError, match="not the other hand of A"):
        play.lead_from_wrong_hand(0, c("SA"))
    play.lead_from_wrong_hand(1, c("HA"))  # A leads from his own hand, not Dummy's
    assert play.liable(1) == (c("HA"),) and play.to_play == 3
    play.play(c("C3"))  # Dummy's lead
    play.play(c("S3"))
    play.call_card("C", 1, c("HA"))  # A holds no club: he must play it now
    assert play.lawful() == (c("HA"),)
    play.play(c("HA"))
    assert play.liable(1) == ()
    # a lead from Dummy's hand when A is on lead: Dummy's card may be called
    play = social_play(replace(dummy_table().table, leader=1))
    play.lead_from_wrong_hand(3, c("CA"))
    assert play.liable(3) == (c("CA"),)
    play.play(c("H3"))
    with pytest.raises(IllegalPlayError, match="penalty only for a lead from the wrong hand"):
        play.lead_from_wrong_hand(1, c("H4"))


# -- Double Dummy -----------------------------------------------------------------------


def test_double_dummy_no_misdeal_no_penalty_for_revoke_or_exposed_cards() -> None:
    """ "The laws and rules are the same as for Dummy Whist, except there is no misdeal
    ... There is no penalty for revoke, exposed cards, etc." """
    table = deal_double_dummy(pack(), ["A", "B"], "B")
    assert [h.name for h in table.hands] == ["A", "B", "A's Dummy", "B's Dummy"]
    play = rig(table, leader=2)  # A's Dummy leads diamonds; B holds D2
    with pytest.raises(IllegalPlayError, match="there is no misdeal"):
        play.misdeal()
    for card in ("DA", "C3", "S3", "H3"):
        play.play(c(card))
    play.play(c("DK"))
    with pytest.raises(IllegalPlayError) as refused:
        play.claim_revoke("A", 1, 1)
    assert str(refused.value) == DOUBLE_DUMMY
    for act in (
        lambda: play.expose_card(0, c("SQ")),
        lambda: play.call_card("A", 1, c("HA")),
    ):
        with pytest.raises(IllegalPlayError, match="There is no penalty for revoke, exposed"):
            act()
    wrong = rig(table, leader=2)
    with pytest.raises(IllegalPlayError, match="lead from the hand whose turn it is"):
        wrong.lead_from_wrong_hand(0, c("SA"))
    fixed = rig(table, leader=2)
    for card in ("DA", "C3", "S3", "H3"):
        fixed.play(c(card))
    fixed.correct_renounce(1, c("D2"))  # a renounce may still be put right: no card liable
    assert fixed.liable(1) == () and not fixed.renounces
    assert play.history and fixed.tricks[0].plays[3].card == c("D2")


# -- Mort ----------------------------------------------------------------------------------


def mort_table(leader: int, trump: Suit | None = None) -> SocialPlay:
    """Hands: 0 A (Live: spades, H2), 1 B (hearts, D2), 2 Mort (diamonds, C2), 3 C
    (clubs, S2)."""
    table = deal_mort(pack(), ["A", "B", "C"], "A", "A", mort_first=False)
    assert [h.name for h in table.hands] == ["A", "B", "Mort", "C"]
    return rig(table, leader, trump)


def test_mort_revoke_three_tricks_at_the_adversaries_option() -> None:
    """ "The penalty for revoke is the adding of three points to opponents' score, or the
    taking of three points from the score of the revoking side, or the transfer of three
    tricks from them to opponents, at the latter's option"."""
    play = mort_table(leader=0, trump=Suit.HEARTS)
    for card in ("SA", "H3", "D3", "C3"):  # C holds S2 and plays a club: a renounce
        play.play(c(card))
    play.play(c("H4"))  # B won with a trump and leads: the trick is quitted
    with pytest.raises(IllegalPlayError, match="only an adversary claims"):
        play.claim_revoke("B", 3, 1)
    claim = play.claim_revoke("A", 3, 1)  # the Live player claims for his side
    assert (claim.player, claim.penalty) == ("C", None)
    with pytest.raises(IllegalPlayError, match="when the hand is played out"):
        play.choose_penalty("A", 1, "tricks")
    while not play.finished:
        play.play(play.lawful()[0])
    with pytest.raises(IllegalPlayError, match="not chosen the penalty of C's revoke"):
        play.tally_record()
    with pytest.raises(IllegalPlayError, match=r"choose add .* deduct .* or tricks"):
        play.choose_penalty("A", 1, "half")  # type: ignore[arg-type]
    play.choose_penalty("A", 1, "tricks")
    with pytest.raises(IllegalPlayError, match="Neither is it permissible to divide"):
        play.choose_penalty("A", 1, "add")
    record = play.tally_record()
    assert record["revokes"] == [{"by": "C", "penalty": "tricks"}]
    taken = play.tricks_by_side()
    sheet = sitting("mort", [record], ["A", "B", "C"])
    assert sheet.summary()["hands"][0]["lines"][0] == "revoke by B-C: 3 tricks transferred"
    assert taken["B-C"] >= 10
    assert sheet.summary()["hands"][0]["points"]["B-C"] == taken["B-C"] - 3 - 6


def test_mort_not_liable_for_revoke_and_one_trick_left_to_the_revokers() -> None:
    """ "The rules for revoke are the same as in Dummy Whist" (Mort is not liable); "it is
    not permissible to take *all* the tricks belonging to the revoking side. At least one
    trick must be left them"."""
    play = mort_table(leader=3)  # C leads clubs; Mort holds C2 and plays a diamond
    for card in ("CA", "S3", "H3", "DA"):
        play.play(c(card))
    play.play(c("CK"))
    with pytest.raises(IllegalPlayError, match="The rules for revoke are the same as in Dummy"):
        play.claim_revoke("B", 2, 1)
    play = mort_table(leader=1)  # B leads hearts; A (Live) holds H2 and plays a spade
    for card in ("HA", "DA", "C3", "S3"):
        play.play(c(card))
    play.play(c("HK"))
    with pytest.raises(IllegalPlayError, match="A plays for A-Mort, A's side: only an adversary"):
        play.claim_revoke("A", 0, 1)
    with pytest.raises(IllegalPlayError, match="Mort is blind and deaf and claims nothing: A"):
        play.claim_revoke("Mort", 1, 1)
    play.claim_revoke("C", 0, 1)
    while not play.finished:
        play.play(play.lawful()[0])
    assert play.tricks_by_side()["A-Mort"] == 0
    with pytest.raises(IllegalPlayError, match="At least one trick must be left them"):
        play.choose_penalty("B", 1, "tricks")
    with pytest.raises(IllegalPlayError, match="only an adversary chooses"):
        play.choose_penalty("A", 1, "add")
    play.choose_penalty("B", 1, "add")
    sheet = sitting("mort", [play.tally_record()], ["A", "B", "C"])
    assert "revoke by A-Mort: three points to opponents" in sheet.summary()["hands"][0]["lines"]


def test_mort_for_four_the_live_players_opposite_sits_out() -> None:
    """ "Four can play, but in this case the fourth (the live player's opposite) must
    remain out of the game while the Live player plays his exposed hand." """
    cards = pack(3)
    table = deal_mort(cards, ["A", "B", "C", "D"], "A", "A", mort_first=True)
    assert table.sitting_out == "C"
    assert [h.name for h in table.hands] == ["A", "B", "Mort", "D"]
    assert {h.player for h in table.hands} == {"A", "B", "D"}
    assert set(table.sides) == {"A-Mort", "B-D"}
    with pytest.raises(ValueError, match="C is the Live player's opposite"):
        deal_mort(cards, ["A", "B", "C", "D"], "A", "C", mort_first=True)
    play = social_play(table)
    with pytest.raises(IllegalPlayError, match="'C' is not a player at this table"):
        play.claim_revoke("C", 0, 1)
    while not play.finished:
        play.play(play.lawful()[0])
    sheet = sitting("mort", [{**play.tally_record(), "dealer": "A"}], ["A", "B", "C", "D"])
    assert sheet.summary()["hands"][0]["points"].keys() == {"A-Mort", "B-D"}


# -- Thirteen and the Odd -----------------------------------------------------------------


def test_thirteen_revoke_forfeits_the_game_once_the_trick_is_quitted() -> None:
    """ "A revoke forfeits the game if the trick is quitted before it is discovered." """
    table = deal_thirteen(pack(), ["A", "B"], "A")
    hands = (
        replace(table.hands[0], cards=rigged_hand(0)),  # B: spades and H2
        replace(table.hands[1], cards=rigged_hand(1)),  # A: hearts and D2
    )
    no_one = tuple(x for x in STANDARD_PACK.cards if x not in hands[0].cards + hands[1].cards)
    play = social_play(
        replace(table, hands=hands, no_one=no_one, turned=None, trump=None, leader=1)
    )
    # A leads hearts: B holds H2
    play.play(c("HA"))
    play.play(c("S3"))  # renounce
    with pytest.raises(IllegalPlayError, match="not yet quitted"):
        play.claim_revoke("A", 0, 1)
    play.play(c("HK"))  # quitted: the revoke is established
    with pytest.raises(IllegalPlayError, match="only an adversary claims"):
        play.claim_revoke("B", 0, 1)
    play.claim_revoke("A", 0, 1)
    assert play.finished and play.to_play is None
    assert play.ended == "B revoked and forfeits the game to A"
    with pytest.raises(IllegalPlayError, match="forfeits the game"):
        play.play(c("H2"))
    with pytest.raises(IllegalPlayError, match="play is over: B revoked and forfeits"):
        play.claim_revoke("A", 0, 2)
    record = play.tally_record(dealer="A")
    assert record["revoke"] == "B"
    sheet = sitting("thirteen-and-the-odd", [record], ["A", "B"])
    assert sheet.summary()["hands"][0]["winner"] == "A"
    play.undo()
    assert not play.finished and play.revokes == ()


# -- Humbug ------------------------------------------------------------------------------


def test_humbug_exchange_for_the_hand_on_the_right_before_play() -> None:
    """ "he may, instead of playing with the original hand dealt him, exchange it for the
    hand on the table at his right, discarding his original hand altogether. If the dealer
    discards his original hand, he loses the turned-up trump card, but the trump suit
    remains the same. If the player announces that he will play with his original hand,
    he must not examine the other hand dealt him." """
    cards = pack(5)
    table = deal_humbug(cards, ["A", "B"], "B")
    swapped = deal_humbug(cards, ["A", "B"], "B", ["A", "B"])
    play = social_play(table)
    assert table.turned in play.held(1)  # B dealt: the trump card is his
    play.exchange_hand("B")
    assert play.held(1) == swapped.hands[1].cards and table.turned not in play.held(1)
    assert play.table.trump is table.turned.suit  # "the trump suit remains the same"
    with pytest.raises(IllegalPlayError, match="exchanged his hand already"):
        play.exchange_hand("B")
    play.keep_hand("A")
    with pytest.raises(IllegalPlayError, match="must not examine the other hand"):
        play.exchange_hand("A")
    with pytest.raises(IllegalPlayError, match="is not a player"):
        play.exchange_hand("C")
    assert play.to_play == 0  # "The non-dealer leads"
    play.play(play.lawful()[0])
    play.undo()
    play.undo()  # A's announcement taken back: he may still exchange before the lead
    play.play(play.lawful()[0])
    with pytest.raises(IllegalPlayError, match="play has started"):
        play.exchange_hand("A")
    while not play.finished:
        play.play(play.lawful()[0])
    record = play.tally_record(dealer="B")
    assert record["exchanged"] == ["B"]
    sheet = sitting("humbug", [record], ["A", "B"])
    line = "B exchanged his hand for the one on his right and lost the turned-up trump card"
    assert any(line in note for note in sheet.history[0][0].notes)
    with pytest.raises(IllegalPlayError, match="only in Humbug"):
        social_play(deal_whist_1893(cards, ["A", "B", "C", "D"], "A")).exchange_hand("A")


# -- Solo Whist -------------------------------------------------------------------------

FOUR = ["A", "B", "C", "D"]


def test_solo_thrown_up_when_no_one_bids_or_a_proposal_is_not_accepted() -> None:
    """ "In case no one bids, or a proposal is the only bid, and no one accepts, the hands
    are thrown up, and a new deal is had, the deal passing to the left. Provided, however,
    that if no one accepts a Proposal, the proposer may, if he desires, change his bid to
    a Solo." """
    cards = pack(7)
    calls = [("B", "pass"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
    out = solo_after_bidding(cards, FOUR, "A", calls)
    assert isinstance(out, ThrownUp) and out.next_dealer == "B"
    assert out.reason.startswith("no one bids: the hands are thrown up")
    proposal = [("B", "propose"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
    out = solo_after_bidding(cards, FOUR, "A", proposal)
    assert isinstance(out, ThrownUp) and "a Proposal is the only bid" in out.reason
    changed = solo_after_bidding(cards, FOUR, "A", [*proposal, ("B", "solo")])
    assert not isinstance(changed, ThrownUp) and changed[0] == Contract(Mode.SOLO, "B")
    again = solo_after_bidding(
        cards, FOUR, "B", [("C", "pass"), ("D", "pass"), ("A", "pass"), ("B", "pass")]
    )
    assert isinstance(again, ThrownUp) and again.next_dealer == "C"
    sheet = sitting("solo-whist", [out.tally_record(), again.tally_record()])
    assert sheet.summary()["chips"] == {p: 0 for p in FOUR}
    assert "the hands are thrown up" in sheet.summary()["hands"][0]["lines"][0]


def test_solo_misere_thrown_up_when_the_lone_player_takes_a_trick() -> None:
    """ "If the lone player in Misere or Open Misere takes a trick, or in Declared
    Abundance loses one, the hands are thrown up"; "In Misere ... over or under tricks
    are not paid for": he pays 20 to each."""
    calls = [("B", "misere"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
    out = solo_after_bidding(pack(8), FOUR, "A", calls)
    assert not isinstance(out, ThrownUp)
    _, table = out
    play = rig(table, leader=0)  # B leads: hand 0 is B (spades and H2)
    play.play(c("SA"))  # the lone player wins the first trick
    for _ in range(3):
        play.play(play.lawful()[0])
    assert play.ended == "the lone player took a trick in Misère: the hands are thrown up"
    assert play.finished and play.lawful() == ()
    with pytest.raises(IllegalPlayError, match="thrown up"):
        play.play(c("SK"))
    record = play.tally_record(dealer="A", bids=[list(x) for x in calls])
    assert record["tricks"] == 1
    sheet = sitting("solo-whist", [record])
    assert sheet.summary()["chips"] == {"A": 20, "B": -60, "C": 20, "D": 20}


def test_solo_abundance_declaree_lone_lead_and_thrown_up_on_a_lost_trick() -> None:
    """ "The lone player to name the trump and to have the original lead"; thrown up when
    "in Declared Abundance [he] loses one"."""
    calls = [("B", "pass"), ("C", "abundance-declaree"), ("D", "pass"), ("A", "pass")]
    out = solo_after_bidding(pack(9), FOUR, "A", calls, Suit.HEARTS)
    assert not isinstance(out, ThrownUp)
    _, table = out
    assert table.hands[table.leader].player == "C" and table.trump is Suit.HEARTS
    play = rig(table, leader=table.leader, trump=Suit.HEARTS)  # C holds the hearts and D2
    play.play(c("HA"))
    for _ in range(3):
        play.play(play.lawful()[0])
    assert play.ended is None
    play.play(c("D2"))  # C leads his diamond: D's diamonds win it
    for _ in range(3):
        play.play(play.lawful()[0])
    assert play.tricks[-1].winner != table.leader
    assert (
        play.ended == "the lone player lost a trick in Abundance Declarée: the hands are thrown up"
    )
    sheet = sitting(
        "solo-whist", [play.tally_record(dealer="A", bids=[list(x) for x in calls], trump="H")]
    )
    assert sheet.summary()["chips"]["C"] == -240


def test_solo_grand_played_each_for_himself() -> None:
    """ "if no bid is made, the trump is turned down and the game is played without trumps,
    each for himself, the winner of the last trick losing the value of a Solo to each of
    the other players"."""
    calls = [("B", "pass"), ("C", "pass"), ("D", "pass"), ("A", "pass")]
    out = solo_after_bidding(pack(10), FOUR, "A", calls, grand=True)
    assert not isinstance(out, ThrownUp)
    contract, table = out
    assert contract.mode is Mode.GRAND and table.trump is None
    assert set(table.sides) == set(FOUR) and table.hands[table.leader].player == "B"
    play = social_play(table)
    while not play.finished:
        play.play(play.lawful()[0])
    last = table.hands[play.tricks[-1].winner].player
    record = play.tally_record(dealer="A", bids=[list(x) for x in calls])
    assert record["last_trick"] == last
    sheet = sitting("solo-whist", [record], options={"grand": True})
    assert sheet.summary()["chips"][last] == -45


def test_solo_for_three_six_trick_solo_on_the_second_call_played() -> None:
    """ "to avoid the hands being thrown up when all have passed, each player is given an
    opportunity to bid to play what is called a Six-trick Solo ... he naming any suit as
    trump"; "The 40th card is turned up for trump, and belongs to no one"."""
    three = ["A", "B", "C"]
    cards = [x for x in pack(14) if x.rank.letter not in "234"]
    calls = [("B", "pass"), ("C", "pass"), ("A", "pass"), ("B", "pass"), ("C", "six-trick-solo")]
    out = solo_after_bidding(cards, three, "A", calls, Suit.CLUBS, six_trick=True)
    assert not isinstance(out, ThrownUp)
    contract, table = out
    assert contract == Contract(Mode.SIX_TRICK_SOLO, "C") and table.trump is Suit.CLUBS
    assert table.no_one == (cards[-1],)
    play = social_play(table)
    while not play.finished:
        play.play(play.lawful()[0])
    taken = play.tricks_by_side()["bidder"]
    record = play.tally_record(dealer="A", bids=[list(x) for x in calls], trump="C")
    sheet = sitting("solo-whist", [record], three, {"six_trick_solo": True})
    each = 15 + abs(taken - 6)
    assert sheet.summary()["chips"]["C"] == (2 * each if taken >= 6 else -2 * each)
    passes = [("B", "pass"), ("C", "pass"), ("A", "pass")]
    assert isinstance(solo_after_bidding(cards, three, "A", passes), ThrownUp)


def test_mort_live_player_as_dummys_partner_for_exposed_cards_and_the_wrong_hand() -> None:
    """Reading chosen (whist.social_laws): the book gives Mort no rule for exposed cards
    nor a lead from the wrong hand; as Dummy Whist's ("Dummy's partner is not liable for
    an exposed card"; "If, however, Dummy's partner lead from the wrong hand, the card led
    may be called"), the Live player being the one player of his side."""
    play = mort_table(leader=0)
    with pytest.raises(IllegalPlayError, match="Mort is played as Dummy Whist"):
        play.expose_card(0, c("SK"))
    play.expose_card(1, c("HK"))  # an opponent's exposed card is liable
    assert play.liable(1) == (c("HK"),)
    play.lead_from_wrong_hand(2, c("DA"))  # A leads from Mort's hand, out of its turn
    assert play.liable(2) == (c("DA"),) and play.to_play == 0

"""Solo Whist (seed 000, "Solo Whist"): the bidding round and the chips from the book's
words, and random hands against a reference."""

from __future__ import annotations

import random

import pytest

from tests.whist.social_helpers import sitting
from whist.games.social import TallyError
from whist.games.solo import Auction, Mode

P4 = ["A", "B", "C", "D"]


def hand(bids: str, **fields: object) -> dict[str, object]:
    return {
        "dealer": fields.pop("dealer", "A"),
        "bids": [b.split(":") for b in bids.split()],
        **fields,
    }


def test_solo_the_book_solo_of_seven_tricks() -> None:
    """ "if a player bid a Solo and takes in seven tricks, he receives from each of the
    others 17 chips\""""
    sheet = sitting("solo-whist", [hand("B:solo C:pass D:pass A:pass", tricks=7)])
    assert sheet.chips == {"A": -17, "B": 51, "C": -17, "D": -17}


def test_solo_stakes_of_each_mode() -> None:
    """Solo 15, Misère 20, Abundance 40, Open Misère 60, Abundance Declarée 80 "from or to
    each of the other three"; "In Misere, Open Misere, or Declared Abundance, over or
    under tricks are not paid for"."""
    assert [
        m.stake
        for m in (Mode.SOLO, Mode.MISERE, Mode.ABUNDANCE, Mode.OPEN_MISERE, Mode.ABUNDANCE_DECLAREE)
    ] == [15, 20, 40, 60, 80]
    won = sitting("solo-whist", [hand("B:misere C:pass D:pass A:pass", tricks=0)])
    assert won.chips["B"] == 60
    lost = sitting("solo-whist", [hand("B:abundance C:pass D:pass A:pass", trump="H", tricks=7)])
    assert lost.chips["B"] == -(40 + 2) * 3
    slam = sitting(
        "solo-whist", [hand("B:abundance-declaree C:pass D:pass A:pass", trump="S", tricks=13)]
    )
    assert slam.chips["B"] == 240


def test_solo_proposal_partners_wherever_they_sit_and_thirteen_double() -> None:
    """ "the partners, if successful, win 10 chips from their adversaries, which they
    divide"; "The Proposer and Acceptor play as partners ... no matter where they sit";
    "if the partners take in all thirteen tricks, they receive double for the over
    tricks\""""
    sheet = sitting("solo-whist", [hand("B:propose C:accept D:pass A:pass", tricks=8)])
    assert sheet.chips == {"A": -5, "B": 5, "C": 5, "D": -5}
    sheet = sitting("solo-whist", [hand("B:propose C:accept D:pass A:pass", tricks=13)])
    assert sheet.chips == {"A": -15, "B": 15, "C": 15, "D": -15}
    sheet = sitting("solo-whist", [hand("B:propose C:accept D:pass A:pass", tricks=6)])
    assert sheet.chips == {"A": 7, "B": -7, "C": -7, "D": 7}


def test_solo_no_bid_after_a_pass_except_the_late_acceptance() -> None:
    """ "No player can bid after he has once passed, except in case one of the players has
    made a Proposal, and the privilege has gone around to the dealer without being
    accepted, when the player to the dealer's left (even though he passed before) may
    *accept*\""""
    with pytest.raises(TallyError, match="B cannot bid after he has once passed"):
        sitting("solo-whist", [hand("B:pass C:solo D:pass A:pass B:misere")])
    sheet = sitting("solo-whist", [hand("B:pass C:propose D:pass A:pass B:accept", tricks=9)])
    assert sheet.history[0][1].contract.side == ("C", "B")
    auction = Auction(P4, "A")
    for who, call in (("B", "pass"), ("C", "propose"), ("D", "pass"), ("A", "pass")):
        auction.call(who, call)
    assert auction.to_call() == "B"
    with pytest.raises(TallyError, match="D cannot bid after he has once passed"):
        auction.call("D", "accept")


def test_solo_unaccepted_proposal_thrown_up_or_changed_to_solo() -> None:
    """ "In case no one bids, or a proposal is the only bid, and no one accepts, the hands
    are thrown up ... if no one accepts a Proposal, the proposer may, if he desires,
    change his bid to a Solo.\""""
    up = sitting("solo-whist", [hand("B:propose C:pass D:pass A:pass")])
    assert up.history[0][1].contract is None and up.chips == dict.fromkeys(P4, 0)
    solo = sitting("solo-whist", [hand("B:propose C:pass D:pass A:pass B:solo", tricks=5)])
    assert solo.history[0][1].contract.mode is Mode.SOLO
    with pytest.raises(TallyError, match="the hands were thrown up"):
        sitting("solo-whist", [hand("B:pass C:pass D:pass A:pass", tricks=5)])


def test_solo_overbidding_in_order_and_overbid_bidder_may_overbid_again() -> None:
    """ "the highest bid determining the form of game ... if a player has bid one form of
    game and has been overbid, he may, in turn, overbid the player who overbid him\""""
    sheet = sitting(
        "solo-whist",
        [hand("B:solo C:misere D:pass A:pass B:abundance C:pass", trump="D", tricks=9)],
    )
    assert sheet.history[0][1].contract.mode is Mode.ABUNDANCE
    with pytest.raises(TallyError, match="Misère does not overbid Abundance"):
        sitting("solo-whist", [hand("B:abundance C:misere")])
    with pytest.raises(TallyError, match="the lone player names the trump"):
        sitting("solo-whist", [hand("B:abundance C:pass D:pass A:pass", tricks=9)])
    with pytest.raises(TallyError, match="bidding is not over: C is still to call"):
        sitting("solo-whist", [hand("B:solo", tricks=5)])


def test_solo_revoke_pays_as_lost_and_transfers_three_tricks() -> None:
    """ "the side revoking can not win that hand, but must pay the same as if the game had
    been lost; they must play out the hand, however, then transfer *three* tricks ...
    the over and under tricks are computed and paid for.\""""
    sheet = sitting("solo-whist", [hand("B:solo C:pass D:pass A:pass", tricks=6, revokes=["B"])])
    assert sheet.chips["B"] == -(15 + 2) * 3  # 6 - 3 = 3 tricks: two under
    sheet = sitting("solo-whist", [hand("B:solo C:pass D:pass A:pass", tricks=4, revokes=["C"])])
    assert sheet.chips["B"] == (15 + 2) * 3  # 4 + 3 = 7 tricks: two over


def test_solo_three_players_no_proposal_and_six_trick_solo() -> None:
    """ "There is no Proposal nor Acceptance, Solo being the lowest bid"; "If a player, on
    the second call for bids, offers to play a six-trick Solo, he stands to win six
    tricks ... The stake is the same as for a regular Solo"."""
    with pytest.raises(TallyError, match="no Proposal nor Acceptance"):
        sitting("solo-whist", [hand("B:propose")], players=["A", "B", "C"])
    sheet = sitting(
        "solo-whist",
        [hand("B:pass C:pass A:pass B:pass C:six-trick-solo", trump="H", tricks=8)],
        players=["A", "B", "C"],
        options={"six_trick_solo": True},
    )
    assert sheet.chips == {"A": -17, "B": -17, "C": 34}


def test_solo_grand_when_no_one_bids() -> None:
    """ "if no bid is made, the trump is turned down and the game is played without
    trumps, each for himself, the winner of the last trick losing the value of a Solo to
    each of the other players, (called a *Grand*)\""""
    sheet = sitting(
        "solo-whist", [hand("B:pass C:pass D:pass A:pass", last_trick="C")], options={"grand": True}
    )
    assert sheet.chips == {"A": 15, "B": 15, "C": -45, "D": 15}


def test_solo_five_players_one_sits_out() -> None:
    """ "Five may play, in which case each player, in turn, sits out one hand ... The
    dealer of the previous hand is usually selected as the one not to play.\""""
    sheet = sitting(
        "solo-whist",
        [
            hand("C:solo D:pass E:pass A:pass", dealer="B", out="A")
            | {"bids": [["C", "solo"], ["D", "pass"], ["E", "pass"], ["B", "pass"]], "tricks": 5}
        ],
        players=["A", "B", "C", "D", "E"],
    )
    assert sheet.chips["A"] == 0 and sheet.chips["C"] == 45


def _reference(mode: str, tricks: int) -> int:
    target, stake, odd = {
        "solo": (5, 15, True),
        "misere": (0, 20, False),
        "abundance": (9, 40, True),
        "open-misere": (0, 60, False),
        "abundance-declaree": (13, 80, False),
    }[mode]
    won = tricks == 0 if target == 0 else tricks >= target
    extra = abs(tricks - target) if odd else 0
    return (stake + extra) * 3 * (1 if won else -1)


def test_solo_random_hands_against_a_reference() -> None:
    rng = random.Random(11)
    modes = ["solo", "misere", "abundance", "open-misere", "abundance-declaree"]
    for _ in range(300):
        mode = rng.choice(modes)
        tricks = rng.randint(0, 13)
        bidder = rng.choice("BCDA")
        order = "BCDA"
        i = order.index(bidder)
        bids = (
            " ".join(f"{p}:pass" for p in order[:i])
            + f" {bidder}:{mode} "
            + " ".join(f"{p}:pass" for p in order[i + 1 :])
        )
        extra = {} if "misere" in mode else {"trump": "S"}
        sheet = sitting("solo-whist", [hand(bids.strip(), tricks=tricks, **extra)])
        assert sheet.chips[bidder] == _reference(mode, tricks)
        assert sum(sheet.chips.values()) == 0


def test_solo_has_no_honours() -> None:
    """ "There are no honors. Only tricks taken count." """
    with pytest.raises(TallyError, match="hand 1, honours: 'There are no honors"):
        sitting("solo-whist", [hand("B:solo C:pass D:pass A:pass", tricks=5, honours={"B": 4})])


def test_solo_random_bidding_rounds() -> None:
    """Random rounds of calls, each made by the player whose turn it is: the round ends,
    the highest bid plays, a passed player never bids again, and a Proposal plays only
    when accepted ("a proposal is the only bid, and no one accepts, the hands are thrown
    up")."""
    rng = random.Random(2)
    calls = ["pass", "pass", "pass", "propose", "accept", "solo", "misere", "abundance"]
    for _ in range(500):
        auction = Auction(P4, rng.choice(P4))
        passed: set[str] = set()
        bids: list[tuple[str, Mode]] = []
        accepted: str | None = None
        for _ in range(60):
            player = auction.to_call()
            if player is None or auction.finished:
                break
            call = rng.choice(calls)
            try:
                auction.call(player, call)
            except TallyError:
                continue
            if call == "pass" and auction.phase in ("main", "change", "late", "done"):
                passed.add(player)
            elif call == "accept":
                accepted = player
            else:
                assert player not in passed or auction.phase != "main"
                bids.append(
                    (player, Mode.SOLO if call == "solo" else {m.call: m for m in Mode}[call])
                )
                accepted = None
        auction.close()
        assert auction.finished
        contract = auction.contract
        if not bids:
            assert contract is None
            continue
        top_player, top = max(bids, key=lambda b: b[1].rank)
        if top is Mode.PROPOSAL and accepted is None:
            assert contract is None
        else:
            assert contract is not None and contract.mode is top
            assert contract.bidder == top_player

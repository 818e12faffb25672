"""Random declarations, doubling and play of Bridge Whist, checked against a scorer written
here from the book's words alone (seed 000, "Bridge Whist" and "TABLE OF POINTS")."""

from __future__ import annotations

import random

import pytest

from whist import Deal, Seat, Suit
from whist.actions import (
    DeclareTrump,
    Double,
    PlayCard,
    QuitTrick,
    Redouble,
)
from whist.bridge import BridgePlay
from whist.declaration import Phase
from whist.packs import STANDARD_PACK
from whist.seats import SEATS

ORDER = "AKQJT98765432"
# The table, read across: value of a trick, then honours by (honours held, most in one
# hand) as the table's rows and rule IV give them, in trick values.
TRICK = {"S": 2, "C": 4, "D": 6, "H": 8, "NT": 12}
HONOURS_ROWS = {(3, 1): 2, (3, 2): 2, (3, 3): 2, (4, 2): 4, (4, 3): 4, (5, 3): 5}
HONOURS_ROWS |= {(4, 4): 8, (5, 4): 9, (5, 5): 10}


def random_deal(rng: random.Random) -> Deal:
    cards = list(STANDARD_PACK.cards)
    rng.shuffle(cards)
    return Deal.from_hands(
        STANDARD_PACK, {s: cards[13 * s.value : 13 * s.value + 13] for s in SEATS}
    )


def independent_score(
    deal: Deal, actions: list[object], revokes: list[Seat], trick_winners: list[Seat]
) -> dict[str, dict[str, int]]:
    """The hand's points per side, from the deal, what was said, the winners of the tricks
    and the revokes claimed -- nothing of the engine's scoring."""
    strain = "NT"
    doubles = 0
    for action in actions:
        if isinstance(action, DeclareTrump):
            strain = action.suit.letter if action.suit else "NT"
        elif isinstance(action, Double | Redouble):
            doubles += 1
    taken = {"NS": 0, "EW": 0}
    for seat in trick_winners:
        taken["NS" if seat in (Seat.NORTH, Seat.SOUTH) else "EW"] += 1
    kept = dict(taken)
    counted = dict(taken)
    for seat in revokes:
        mine = "NS" if seat in (Seat.NORTH, Seat.SOUTH) else "EW"
        theirs = "EW" if mine == "NS" else "NS"
        moved = min(3, max(0, counted[mine] - 1))
        counted[mine] -= moved
        counted[theirs] += moved
        kept[mine] -= moved
    out = {side: {"tricks": 0, "honours": 0, "chicane": 0, "slam": 0} for side in ("NS", "EW")}
    for side in out:
        odd = counted[side] - 6
        if odd > 0:
            out[side]["tricks"] = odd * TRICK[strain] * 2**doubles
            if side in {s.side.value for s in revokes}:
                out[side]["tricks"] = min(out[side]["tricks"], 28)
        out[side]["slam"] = {13: 40, 12: 20}.get(kept[side], 0)
    pairs = {"NS": (Seat.NORTH, Seat.SOUTH), "EW": (Seat.EAST, Seat.WEST)}
    if strain == "NT":
        for side, seats in pairs.items():
            per_hand = [sum(1 for c in deal.hand(s) if c.rank.value == "A") for s in seats]
            if max(per_hand) == 4:
                out[side]["honours"] = 100
            elif sum(per_hand) in (3, 4):
                out[side]["honours"] = {3: 30, 4: 40}[sum(per_hand)]
    else:
        for side, seats in pairs.items():
            per_hand = [
                sum(1 for c in deal.hand(s) if c.suit.letter == strain and str(c)[1] in "AKQJT")
                for s in seats
            ]
            times = HONOURS_ROWS.get((sum(per_hand), max(per_hand)), 0)
            out[side]["honours"] = times * TRICK[strain]
            voids = sum(1 for s in seats if not any(c.suit.letter == strain for c in deal.hand(s)))
            out[side]["chicane"] = voids * 2 * TRICK[strain]
    for points in out.values():
        points["total"] = sum(points.values())
    return out


def play_at_random(
    rng: random.Random, deal: Deal, dealer: Seat, *, renounces: bool = True
) -> tuple[BridgePlay, list[Seat]]:
    play = BridgePlay(deal, dealer)
    while play.phase in (Phase.DECLARING, Phase.DOUBLING):
        options = play.options()
        # Doubling goes on now and then, so long runs of re-doubles are rare but seen.
        play.apply(rng.choice(options))
    while play.phase is Phase.PLAYING:
        turn = play.turn
        hand = turn.hand
        if renounces and hand is not None and play.current_trick and rng.random() < 0.04:
            led = play.current_trick[0].card.suit
            others = [c for c in play.hand(hand) if c.suit is not led]
            if others and len(others) < len(play.hand(hand)):
                play.apply(PlayCard(hand, rng.choice(others)))  # a renounce
                continue
        option = rng.choice(turn.options)
        assert isinstance(option, PlayCard | QuitTrick)
        play.apply(option)
    claimed = []
    for revoke in play.unclaimed_revokes():
        adversary = revoke.seat.left
        if adversary is play.dummy:
            adversary = adversary.partner  # the dealer speaks for the dummy's seat
        play.claim_revoke(adversary, revoke.seat, revoke.trick)
        claimed.append(revoke.seat)
    return play, claimed


@pytest.mark.parametrize("seed", range(300))
def test_random_hands_against_an_independent_scorer(seed: int) -> None:
    rng = random.Random(seed)
    deal = random_deal(rng)
    dealer = rng.choice(SEATS)
    play, revokes = play_at_random(rng, deal, dealer)
    if play.phase is Phase.NEW_DEAL:  # not reached: the partner never speaks first here
        pytest.fail("a new deal without a premature declaration")
    assert play.phase is Phase.COMPLETE
    assert all(r.seat is not play.dummy for r in play.unclaimed_revokes())
    assert play.dummy not in revokes
    winners = [t.winner for t in play.tricks]
    expected = independent_score(deal, list(play.actions), revokes, winners)
    assert play.points().as_json() == expected
    totals = {str(side): points for side, points in play.score().points.items()}
    assert totals == {side: expected[side]["total"] for side in ("NS", "EW")}


def test_the_independent_scorer_reads_the_table() -> None:
    """The scorer here against two cells of the book's table: five honours, four in one
    hand, in hearts 72; four aces in one hand 100."""
    deal = Deal.parse("N:AKQJ.AKQJ.AKQJ.A 8765.9876.T987.K T432.T543.6543.Q 9.2.2.JT98765432")
    points = independent_score(deal, [DeclareTrump(Seat.SOUTH, Suit.HEARTS)], [], [])
    assert points["NS"]["honours"] == 72
    points = independent_score(deal, [DeclareTrump(Seat.SOUTH, None)], [], [])
    assert points["NS"]["honours"] == 100

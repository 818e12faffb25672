"""Verification by identity, not position (PROTOCOL.md 4.6), on sim://: a card that
could not be read while a board is verified and is put back anywhere in the stack is
counted in its own hand; a real misdeal is still caught."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from firmware_bridge.session import BoardPlan, Instruction, Machine
from whist.deal import Deal
from whist.packs import STANDARD_PACK, Pack

Shuffle = Callable[[Pack, int], Deal]


@pytest.mark.parametrize("putback", [0, 1, 12, 30, 99])
@pytest.mark.parametrize("card", [1, 5, 13, 40, 52])
def test_misread_card_put_back_anywhere_is_recovered(
    pack: Pack, putback: int, card: int, shuffled: Shuffle
) -> None:
    """The issue's case: card 5 misread while verifying and put back on top of the
    stack (putback=99: fed last) used to land in West's pocket and make a right board
    read as misdealt. Now the board verifies at the first attempt."""
    told: list[Instruction] = []
    url = f"sim://?seed=3&vmisread=1:{card}&putback={putback}"
    with Machine(url, operator=told.append) as machine:
        plan = BoardPlan.from_deal(1, shuffled(pack, 8))
        outcome = machine.deal_board(plan)
        physical = machine.link.port.device.mech.pockets
    assert outcome.verified and outcome.attempts == 1, outcome
    assert dict(outcome.faults) == {"misread": 1}
    assert outcome.pockets == plan.pockets
    # the cards went back into the pockets they came from
    assert [tuple(sorted(p)) for p in physical[:4]] == list(plan.pockets)
    assert [t.kind for t in told] == ["load", "verify", "misread"]


@pytest.mark.parametrize("putback", [0, 99])
def test_a_misdeal_is_still_caught_beside_a_misread(putback: int, shuffled: Shuffle) -> None:
    """A tray with North's first card and East's exchanged (swap) stays misdealt, even
    with a misread card in the same verification."""
    plan = BoardPlan.from_deal(2, shuffled(STANDARD_PACK, 4))
    url = f"sim://?seed=1&swap=2&vmisread=2:20&putback={putback}"
    with Machine(url) as machine:
        outcome = machine.verify_board(plan)
    assert outcome.dealt and not outcome.verified
    assert outcome.faults == {"misread": 1}
    wrong = [set(g) ^ set(w) for g, w in zip(outcome.pockets, plan.pockets, strict=True)]
    assert [len(d) for d in wrong] == [2, 2, 0, 0]


@pytest.mark.parametrize("putback", [0, 99])
def test_a_card_stuck_in_the_chute_while_verifying(putback: int, shuffled: Shuffle) -> None:
    """A chute jam while verifying: the stuck card was not counted; put back anywhere,
    it is counted in its own hand (the tray is brought to a machine holding no cards)."""
    with Machine(f"sim://?seed=2&chute=1:20&putback={putback}") as machine:
        plan = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 9))
        outcome = machine.verify_board(plan)
    assert outcome.verified and outcome.faults == {"chute jam": 1}

"""Claims and abandoned hands: laws 27 and 36 (Laws of Whist 1893)."""

from __future__ import annotations

import pytest

from whist import IllegalPlayError, LawError, Play, Side
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, c, new_bishops_play, new_play


def after_trick_one(renounce: bool = False) -> Play:
    play = new_play()
    for text in ("HA", "CQ" if renounce else "HJ", "H8", "H2"):
        play.play(c(text))
    play.quit_trick()
    return play


def test_law_27_claim_admitted_completes_the_deal_with_the_claimed_tricks() -> None:
    play = after_trick_one()
    play.claim(N, accepted=True)
    assert play.is_complete and play.to_play is None
    assert play.claimed == {Side.NS: 12, Side.EW: 0}
    assert play.tricks_won() == {Side.NS: 13, Side.EW: 0}
    assert play.record_score()[Side.NS] == 13
    assert play.irregularities[0].kind is IrregularityKind.CLAIM
    assert play.irregularities[0].law == "27"
    with pytest.raises(IllegalPlayError, match="recorded"):
        play.play(c("SA"), seat=N)


def test_law_27_part_claim_gives_the_rest_to_the_adversaries() -> None:
    play = after_trick_one()
    play.claim(E, 3, accepted=True)
    assert play.claimed == {Side.EW: 3, Side.NS: 9}
    assert play.score().points == {Side.NS: 10, Side.EW: 3}


def test_law_27_revoke_discovered_after_the_claim_still_carries_its_penalty() -> None:
    play = after_trick_one(renounce=True)  # East trumped a heart: trick 1 is EW's
    play.claim(N, 10, accepted=True)
    assert play.tricks_won() == {Side.NS: 10, Side.EW: 3}
    play.claim_revoke(N, E, 1)
    assert play.score().points == {Side.NS: 12, Side.EW: 1}


def test_law_27_renounce_on_the_table_is_established_by_the_claim() -> None:
    play = new_play()
    play.play(c("HA"))
    play.play(c("CQ"))
    play.claim(N, accepted=True)
    assert play.renounces[0].established
    play.claim_revoke(S, E, 1)
    assert play.score()[Side.EW] == 0


def test_law_27_claim_of_more_tricks_than_remain_refused() -> None:
    play = after_trick_one()
    with pytest.raises(LawError, match="only 12 remain"):
        play.claim(N, 13, accepted=True)


def test_law_36_contested_claim_partners_cards_laid_down_and_liable() -> None:
    play = after_trick_one()
    play.claim(N, accepted=False)
    assert not play.is_complete and play.claimed is None
    assert set(play.liable_cards(S)) == set(play.hand(S))
    irregularity = play.irregularities[0]
    assert irregularity.law == "36" and irregularity.chooser == (E,)
    play.call_card(E, S, c("S4"))  # East (South's right) calls; North leads a spade
    play.play(c("SA"))
    play.play(c("S9"))
    with pytest.raises(LawError, match="must play it"):
        play.play(c("S3"))
    play.play(c("S4"))


def test_law_27_bishops_claim_of_all_the_rest_takes_the_bishops_still_out() -> None:
    play = new_bishops_play()
    play.claim(N, accepted=True)
    score = play.score()
    # 13 tricks: 7 over six, and all four bishops (two points each).
    assert score.points == {Side.NS: 7 + 8, Side.EW: 0}


def test_law_27_bishops_part_claim_refused() -> None:
    play = new_bishops_play()
    with pytest.raises(LawError, match="all the rest"):
        play.claim(N, 7, accepted=True)


def test_law_36_bishops_contested_claim_partners_hand_exposed_two_points() -> None:
    play = new_bishops_play()
    play.claim(N, accepted=False)
    assert play.claimed is None and play.to_play is N
    assert play.irregularities[0].kind is IrregularityKind.EXPOSED_CARD
    assert play.irregularities[0].offender is S
    assert play.score()[Side.NS] == -2

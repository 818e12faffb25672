"""Calling attention to the trick: law 35 (Laws of Whist 1893), with laws 38 and 39."""

from __future__ import annotations

import pytest

from whist import LawError, Play
from whist.laws.irregularities import IrregularityKind

from .lawtables import E, N, S, W, c, new_bishops_play, new_play, play_all


def north_calls_attention_before_south_plays() -> Play:
    play = new_play()
    play.play(c("HA"))
    play.play(c("HJ"))
    play.call_attention(N)
    return play


def test_law_35_last_adversary_to_play_requires_highest_of_the_suit_led() -> None:
    play = north_calls_attention_before_south_plays()
    irregularity = play.irregularities[0]
    assert irregularity.kind is IrregularityKind.ATTENTION_CALLED and irregularity.law == "35"
    assert irregularity.chooser == (W,)  # West plays last to this trick
    play.choose_penalty(0, W, "highest")
    play.play(c("H8"))
    assert not play.renounces


def test_law_35_failing_to_comply_carries_the_revoke_penalty_law_38() -> None:
    play = north_calls_attention_before_south_plays()
    play.choose_penalty(0, W, "highest")
    play.play(c("H5"))
    assert play.renounces[0].law == "38" and play.renounces[0].seat is S


def test_law_35_wrong_adversary_demand_ends_the_right_law_39() -> None:
    """Law 39: "If the wrong adversary demands a penalty ... none can be enforced." East
    is not the last adversary to play: his demand is recorded and ends the right."""
    play = north_calls_attention_before_south_plays()
    play.choose_penalty(0, E, "highest")
    assert "the wrong adversary" in play.irregularities[0].lapsed
    with pytest.raises(LawError, match="no penalty can be enforced any more"):
        play.choose_penalty(0, W, "highest")
    with pytest.raises(LawError, match="offending side"):
        play.choose_penalty(0, S, "highest")


def test_law_35_after_the_partner_played_does_not_apply() -> None:
    play = new_play()
    play_all(play, "HA HJ H8")
    with pytest.raises(LawError, match="law 35 applies only"):
        play.call_attention(N)


def test_law_35_partner_to_lead_there_is_no_suit_led() -> None:
    play = new_play()
    play.call_attention(S)
    irregularity = play.irregularities[0]
    assert irregularity.options == () and irregularity.lapsed == (
        "there is no right to call on North for his highest or lowest: he is to lead, so "
        "there is no suit led, law 35"
    )


def test_bishops_law_35_not_in_danas_laws() -> None:
    play = new_bishops_play()
    play.play(c("HQ"))
    with pytest.raises(LawError, match="Dana"):
        play.call_attention(N)

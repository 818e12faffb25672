"""Mort for four (seed 000, Mort): "Four can play, but in this case the fourth (the live
player's opposite) must remain out of the game while the Live player plays his exposed
hand" -- who sits out, checked when a hand names him; the one out does not deal."""

from __future__ import annotations

import pytest

from tests.whist.social_helpers import sitting
from whist.games.social import TallyError

FOUR = ["Ann", "Bob", "Cyril", "Dora"]


def test_the_live_players_opposite_sits_out_and_moves_with_the_mort() -> None:
    """ "the fourth (the live player's opposite) must remain out of the game"; "the Mort
    passing around toward the left with each new game"."""
    sheet = sitting("mort", [], FOUR)
    assert (sheet.live_player, sheet.sitting_out) == ("Ann", "Cyril")
    assert sheet.sides().names == ("Ann-Mort", "Bob-Dora")
    sheet.add_record({"dealer": "Ann", "out": "Cyril", "tricks": {"Ann-Mort": 12}})  # a game
    assert (sheet.live_player, sheet.sitting_out) == ("Bob", "Dora")
    assert sheet.sheet_text()[-2].endswith("; Dora sits out")
    three = sitting("mort", [], ["Ann", "Bob", "Cyril"])
    assert three.sitting_out is None


@pytest.mark.parametrize(
    ("record", "field", "said"),
    [
        (
            {"dealer": "Ann", "out": "Bob", "tricks": {"Ann-Mort": 7}},
            "out",
            "Bob does not sit out: Cyril does, 'the fourth (the live player's opposite) "
            "must remain out of the game'",
        ),
        (
            {"dealer": "Cyril", "tricks": {"Ann-Mort": 7}},
            "dealer",
            "Cyril sits out this game",
        ),
    ],
)
def test_a_hand_naming_the_wrong_one_out_or_him_dealing_is_refused(
    record: dict[str, object], field: str, said: str
) -> None:
    with pytest.raises(TallyError) as refused:
        sitting("mort", [record], FOUR)
    assert refused.value.field == field and said in str(refused.value)


def test_three_players_have_no_one_out() -> None:
    with pytest.raises(TallyError, match="only when four play does one sit out"):
        sitting("mort", [{"dealer": "Ann", "out": "Bob", "tricks": {"Ann-Mort": 7}}], FOUR[:3])


def test_the_deal_passes_to_the_left_among_the_three_in_the_game() -> None:
    """ "Deal as in Whist" (the deal passes to the left) within a game; the Live player
    "deals at the beginning of each new [game]". Reading chosen: the one sitting out is
    passed over."""
    sheet = sitting("mort", [{"dealer": "Ann", "tricks": {"Ann-Mort": 7}}], FOUR)
    assert sheet.expected_dealer() == "Bob"
    sheet.add_record({"dealer": "Bob", "tricks": {"Ann-Mort": 7}})
    assert sheet.expected_dealer() == "Dora"  # Cyril, out, passed over
    with pytest.raises(
        TallyError, match=r"the deal passes to the left, to Dora \(Cyril sits out\)"
    ):
        sheet.add_record({"dealer": "Ann", "tricks": {"Ann-Mort": 7}})

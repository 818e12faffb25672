"""Duplicate Bridge Whist: the same deals at every table, the declaration made at each,
scored per deal (scoring/bridge.py's reading: each side's total less the adversaries'),
compared by each form of the book and by matchpoints."""

from __future__ import annotations

import json
import random

import pytest

from scoring import DealResult, ResultsFile, Scoresheet, ScoringError, build_movement, dumps, loads
from scoring.bridge import net_points
from scoring.results import default_method
from tests.whist.test_bridge_random import play_at_random, random_deal
from whist import BRIDGE_WHIST, Side, rotating_dealer

FORMS = [
    ("mitchell", 3, 6),
    ("howell", 4, None),
    ("clay", 4, None),
    ("four-pair", 2, None),
    ("teams-of-four", 2, None),
    ("howell-fours", 3, None),
    ("individual-8", 2, None),
]


@pytest.mark.parametrize(("form", "tables", "deals"), FORMS)
def test_an_evening_of_duplicate_bridge_whist(form: str, tables: int, deals: int | None) -> None:
    movement = build_movement(form, tables, deals)
    rng = random.Random(form)
    boards = {d: random_deal(rng) for d in movement.all_deals()}
    sheet = Scoresheet(movement, game=BRIDGE_WHIST.name)
    nets: dict[int, list[int]] = {}
    for number, deal in boards.items():
        for meeting in movement.meetings(number):
            # Every table plays the same cards and makes its own declaration.
            play, _ = play_at_random(rng, deal, rotating_dealer(number))
            result = DealResult.from_play(
                play, deal=number, round=meeting.round, table=meeting.table.table
            )
            totals = play.points().totals()
            assert result.ns_score == totals[Side.NS] - totals[Side.EW] == -result.ew_score
            sheet.add(result)
            nets.setdefault(number, []).append(result.ns_score)
    for method in {default_method(movement), "matchpoints"}:
        ranking = sheet.ranking(method)
        assert ranking.standings, method
    first = movement.all_deals()[0]
    assert sorted(line.ns_score for line in sheet.traveller(first)) == sorted(nets[first])


def test_results_must_be_net_points() -> None:
    sheet = Scoresheet(build_movement("mitchell", 3, 6), game="bridge-whist")
    with pytest.raises(ScoringError, match="must be opposite"):
        sheet.add(DealResult(deal=1, round=1, table=1, ns_score=64, ew_score=24))
    sheet.add(
        DealResult.from_sides(net_points({Side.NS: 64, Side.EW: 24}), deal=1, round=1, table=1)
    )


def test_matchpoints_on_the_net() -> None:
    """Three tables, one deal: N-S +40, -20, +40: the two +40 tie at the top."""
    movement = build_movement("mitchell", 3, 3)
    sheet = Scoresheet(movement, game="bridge-whist", method="matchpoints")
    for meeting, net in zip(movement.meetings(1), (40, -20, 40), strict=True):
        sheet.add(
            DealResult(
                deal=1,
                round=meeting.round,
                table=meeting.table.table,
                ns_score=net,
                ew_score=-net,
            )
        )
    assert [line.ns_mp for line in sheet.traveller(1)] == [3, 0, 3]
    assert [line.ew_mp for line in sheet.traveller(1)] == [1, 4, 1]


def test_a_results_file_of_bridge_whist_round_trips() -> None:
    movement = build_movement("mitchell", 3, 6)
    results = (DealResult(deal=1, round=1, table=1, ns_score=40, ew_score=-40),)
    rf = ResultsFile(movement=movement, results=results, game="bridge-whist")
    text = dumps(rf)
    assert json.loads(text)["game"] == "bridge-whist"
    assert loads(text) == rf

"""USEBIO 1.2 as real files have it: the DOCTYPE, CLUB, DATE, each pair's DIRECTION,
PLAYER/PLAYER_NAME, the BOARD_SCORING_METHOD of what is given; read back the way an
importer reads it (every PAIR has two PLAYERs with a PLAYER_NAME, every TRAVELLER_LINE
its pair numbers, SCORE and match points)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from scoring import DealResult, Scoresheet, ScoringError, build_movement, to_usebio
from scoring.resultsfile import USEBIO_DOCTYPE, pair_players


def _mitchell(method: str | None = None) -> Scoresheet:
    m = build_movement("mitchell", 3, 6)
    sheet = Scoresheet(m, method=method, names={1: "Mrs Smith & Mr Jones", 2: "Brown and Green"})
    for rnum, tr in m.iter_table_rounds():
        for d in tr.deals:
            ns = 6 + (tr.ns or 0) % 3
            sheet.add(DealResult(deal=d, round=rnum, table=tr.table, ns_score=ns, ew_score=13 - ns))
    return sheet


def _required(root: ET.Element) -> ET.Element:
    """What an importer needs: CLUB/CLUB_NAME, EVENT with EVENT_TYPE, DATE, the scoring
    method, participants with numbers, places and two named players, boards with lines."""
    assert root.tag == "USEBIO" and root.get("Version") == "1.2"
    assert root.findtext("CLUB/CLUB_NAME")
    event = root.find("EVENT")
    assert event is not None and event.get("EVENT_TYPE") == "PAIRS"
    assert event.findtext("DATE") == "26/11/2026"
    for pair in event.findall("PARTICIPANTS/PAIR"):
        assert pair.findtext("PAIR_NUMBER") and pair.findtext("PLACE")
        players = pair.findall("PLAYER")
        assert len(players) == 2 and all(p.findtext("PLAYER_NAME") for p in players)
    for board in event.findall("BOARD"):
        assert board.findtext("BOARD_NUMBER")
        for line in board.findall("TRAVELLER_LINE"):
            for tag in ("NS_PAIR_NUMBER", "EW_PAIR_NUMBER", "SCORE", "NS_MATCH_POINTS"):
                assert line.findtext(tag) is not None, tag
            assert line.findtext("EW_MATCH_POINTS") is not None
    return event


def test_usebio_has_what_real_files_carry_aggregate() -> None:
    """The Mitchell comparison is an aggregate of tricks: AGGREGATE, no percentage; each
    pair's DIRECTION and its place within it (two winners)."""
    xml = to_usebio(_mitchell(), "Club night", "2026-11-26", club="Whist Club")
    head = xml.splitlines()[:2]
    assert head == ['<?xml version="1.0" encoding="UTF-8"?>', USEBIO_DOCTYPE]
    root = ET.fromstring(xml)
    event = _required(root)
    assert root.findtext("CLUB/CLUB_NAME") == "Whist Club"
    assert event.findtext("BOARD_SCORING_METHOD") == "AGGREGATE"
    assert event.findtext("WINNER_TYPE") == "2"
    pairs = event.findall("PARTICIPANTS/PAIR")
    assert len(pairs) == 6 and not any(p.find("PERCENTAGE") is not None for p in pairs)
    direction = {p.findtext("PAIR_NUMBER"): p.findtext("DIRECTION") for p in pairs}
    assert direction == {"1": "NS", "3": "NS", "5": "NS", "2": "EW", "4": "EW", "6": "EW"}
    places = [p.findtext("PLACE") for p in pairs if p.findtext("DIRECTION") == "EW"]
    assert places[0] in ("1", "1=")
    names = {
        p.findtext("PAIR_NUMBER"): [x.findtext("PLAYER_NAME") for x in p.findall("PLAYER")]
        for p in pairs
    }
    assert names["1"] == ["Mrs Smith", "Mr Jones"] and names["2"] == ["Brown", "Green"]
    assert names["3"] == ["Pair 3, player 1", "Pair 3, player 2"]


def test_usebio_matchpoints_gives_percentages() -> None:
    xml = to_usebio(_mitchell("matchpoints"), "Club night", "2026-11-26")
    event = _required(ET.fromstring(xml))
    assert event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS"
    pairs = event.findall("PARTICIPANTS/PAIR")
    assert all(p.findtext("PERCENTAGE") for p in pairs)


def test_usebio_bad_date_is_refused() -> None:
    with pytest.raises(ScoringError, match="YYYY-MM-DD"):
        to_usebio(_mitchell(), "x", "26/11/2026")


def test_pair_players() -> None:
    assert pair_players("Smith/Jones", 1) == ("Smith", "Jones")
    assert pair_players("The Smiths", 4) == ("The Smiths", "partner of The Smiths")

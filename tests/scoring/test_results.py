"""Scoring: the book's Mitchell example, its other methods, law (e) III, matchpoints,
Bishops points, incremental updates, the results file and USEBIO export."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import (
    DealResult,
    Movement,
    ResultsFile,
    Scoresheet,
    ScoringError,
    build_movement,
    compare_with_average,
    dump,
    dumps,
    law_round,
    load,
    loads,
    to_usebio,
)
from scoring.movement import TableRound

# The book's example: "Suppose, in the above example, four deals have been played at
# each table, or twenty in all".  Rows 1.1 .. 10.10 are the pairs; N-S on odd rows.
NS_TOTALS = {1: 147, 3: 145, 5: 140, 7: 151, 9: 141}
EW_TOTALS = {2: 117, 4: 112, 6: 119, 8: 112, 10: 116}
BOOK_RESULTS = {1: 2, 2: 2, 3: 0, 4: -3, 5: -5, 6: 4, 7: 6, 8: -3, 9: -4, 10: 1}


def _northwest(rows: list[int], cols: list[int]) -> list[list[int]]:
    """Non-negative integer matrix with the given row and column sums."""
    grid = [[0] * len(cols) for _ in rows]
    r, c = list(rows), list(cols)
    i = j = 0
    while i < len(r) and j < len(c):
        x = min(r[i], c[j])
        grid[i][j] = x
        r[i] -= x
        c[j] -= x
        if r[i] == 0:
            i += 1
        else:
            j += 1
    return grid


def results_at_every_table(
    m: Movement, ns_tricks: Callable[[int, TableRound], int], full_only: bool = False
) -> list[DealResult]:
    """A whist result for every deal at every table of every round of ``m`` (only the
    tables with both sides seated when ``full_only``): N-S take ``ns_tricks(deal, table)``
    tricks and E-W the rest of the thirteen."""
    out = []
    for rnum, tr in m.iter_table_rounds():
        if full_only and not tr.full:
            continue
        for d in tr.deals:
            ns = ns_tricks(d, tr)
            out.append(
                DealResult(deal=d, round=rnum, table=tr.table, ns_score=ns, ew_score=13 - ns)
            )
    return out


def book_example_results(m: Movement) -> list[DealResult]:
    """Per-deal tricks whose totals are the book's: 28 tricks a round (of 52) as a base,
    the rest spread by the north-west corner rule, each round split over its 4 deals."""
    ns_pairs = sorted(NS_TOTALS)
    ew_pairs = sorted(EW_TOTALS)
    row_extra = [NS_TOTALS[p] - 5 * 28 for p in ns_pairs]
    col_extra = [(260 - EW_TOTALS[p]) - 5 * 28 for p in ew_pairs]
    extra = _northwest(row_extra, col_extra)
    out = []
    for rnd in m.rounds:
        for tr in rnd.tables:
            assert tr.ns is not None and tr.ew is not None
            ns_round = 28 + extra[ns_pairs.index(tr.ns)][ew_pairs.index(tr.ew)]
            q, rem = divmod(ns_round, 4)
            for i, d in enumerate(tr.deals):
                ns = q + (1 if i < rem else 0)
                out.append(
                    DealResult(
                        deal=d, round=rnd.number, table=tr.table, ns_score=ns, ew_score=13 - ns
                    )
                )
    return out


def test_the_books_mitchell_example() -> None:
    m = build_movement("mitchell", 5, 20)
    sheet = Scoresheet(m)
    assert sheet.method == "average"
    sheet.add_many(book_example_results(m))
    totals = sheet.totals()
    assert {p: totals[p] for p in NS_TOTALS} == NS_TOTALS
    assert {p: totals[p] for p in EW_TOTALS} == EW_TOTALS
    ns = compare_with_average(NS_TOTALS)
    ew = compare_with_average(EW_TOTALS)
    assert sum(NS_TOTALS.values()) == 724 and sum(EW_TOTALS.values()) == 576
    assert (ns.average, ew.average) == (145, 115)
    assert (ns.exact_average, ew.exact_average) == (Fraction(724, 5), Fraction(576, 5))
    ranking = sheet.ranking()
    shown = {s.contestant: s.shown for s in ranking.standings}
    assert shown == {p: ("0" if r == 0 else f"{r:+d}") for p, r in BOOK_RESULTS.items()}
    summary = dict(ranking.summary)
    assert summary["Results"] == "+15 -15"
    assert summary["Total score"] == "1300"
    assert summary["NS average"].startswith("145") and summary["EW average"].startswith("115")
    # "Each North and South score is compared with this average. The same course is
    # pursued with the East and West scores": each direction is ranked apart.  +2 for
    # N-S pair 1 (147 - 144.8 = +2.2) and +2 for E-W pair 2 (117 - 115.2 = +1.8) are in
    # different lists, so the fraction of a trick decides nothing between them; within a
    # direction equal rounded results mean equal totals, so pairs 4 and 8 (112 each)
    # stay tied
    ns_order = [s.contestant for s in ranking.standings if s.group == "ns"]
    ew_order = [s.contestant for s in ranking.standings if s.group == "ew"]
    assert ns_order == [7, 1, 3, 9, 5]
    assert ew_order[:3] == [6, 2, 10] and set(ew_order[3:]) == {4, 8}
    first = {s.contestant: s for s in ranking.standings}
    assert first[7].place == 1 and first[6].place == 1
    assert first[1].place == 2 and first[2].place == 2
    assert all(s.note == "" for s in ranking.standings)
    assert first[4].tied and first[8].tied and first[4].place == first[8].place == 4
    text = ranking.to_text()
    assert "+15 -15" in text and "1300" in text


def test_law_rounding() -> None:
    assert law_round(Fraction(289, 2)) == 145  # one-half counting as a whole
    assert law_round(Fraction(1448, 10)) == 145
    assert law_round(Fraction(1152, 10)) == 115
    assert law_round(Fraction(-5, 2)) == -3
    assert law_round(Fraction(3, 1)) == 3


def _mitchell_sheet(
    tables: int = 5, deals: int = 5, seed: int = 1, **kw: object
) -> tuple[Movement, Scoresheet, list[DealResult]]:
    m = build_movement("mitchell", tables, deals)
    rng = random.Random(seed)
    results = results_at_every_table(m, lambda _d, _tr: rng.randint(3, 10))
    sheet = Scoresheet(m, **kw)  # type: ignore[arg-type]
    return m, sheet, results


def test_matchpoints_two_per_pair_beaten_one_per_tie() -> None:
    m = build_movement("mitchell", 5, 5)
    sheet = Scoresheet(m, method="matchpoints")
    scores = [9, 7, 7, 5, 10]
    for mt, ns in zip(m.meetings(1), scores, strict=True):
        sheet.add(
            DealResult(deal=1, round=mt.round, table=mt.table.table, ns_score=ns, ew_score=13 - ns)
        )
    line = {tl.ns_score: tl for tl in sheet.traveller(1)}
    assert line[9].ns_mp == 6 and line[7].ns_mp == 3 and line[5].ns_mp == 0 and line[10].ns_mp == 8
    assert line[9].ew_mp == 2 and line[5].ew_mp == 8 and line[7].ew_mp == 5
    assert all(tl.top == 8 for tl in sheet.traveller(1))
    freq = sheet.frequency(1)
    assert [(f.ns_score, f.count) for f in freq] == [(10, 1), (9, 1), (7, 2), (5, 1)]
    mp = sheet.matchpoints()
    pair_at_t1 = m.meetings(1)[0].table.ns
    assert pair_at_t1 is not None
    assert mp[pair_at_t1] == (6, 8, 75.0)
    ranking = sheet.ranking()
    assert {s.group for s in ranking.standings} == {"ns", "ew"}


def test_law_e_iii_adjustments() -> None:
    m = build_movement("mitchell", 5, 5)
    sheet = Scoresheet(m, method="matchpoints")
    meet = m.meetings(1)
    played = [8, 6, 7]
    for mt, ns in zip(meet[:3], played, strict=True):
        sheet.add(
            DealResult(deal=1, round=mt.round, table=mt.table.table, ns_score=ns, ew_score=13 - ns)
        )
    # average for both sides: N-S average of 8, 6, 7 = 7; E-W 6
    sheet.add(DealResult(deal=1, round=meet[3].round, table=meet[3].table.table, status="average"))
    # lowest score made at any table for the side at fault (N-S): 6; E-W take the average
    sheet.add(
        DealResult(deal=1, round=meet[4].round, table=meet[4].table.table, status="lowest-ns")
    )
    lines = {(tl.round, tl.table): tl for tl in sheet.traveller(1)}
    avg = lines[(meet[3].round, meet[3].table.table)]
    low = lines[(meet[4].round, meet[4].table.table)]
    assert (avg.ns_score, avg.ew_score) == (7, 6)
    assert (low.ns_score, low.ew_score) == (6, 6)
    # a deal not played at a table: out of the comparisons there, average credited in totals
    sheet.remove(1, meet[4].round, meet[4].table.table)
    sheet.add(
        DealResult(deal=1, round=meet[4].round, table=meet[4].table.table, status="not-played")
    )
    lines = {(tl.round, tl.table): tl for tl in sheet.traveller(1)}
    np_line = lines[(meet[4].round, meet[4].table.table)]
    assert np_line.status == "not-played" and np_line.top == 0
    assert all(tl.top == 6 for tl in sheet.traveller(1) if tl.status != "not-played")
    assert sheet.totals()[meet[4].table.ns or 0] == 7


def test_errors_name_deal_round_table() -> None:
    m = build_movement("mitchell", 3, 3)
    sheet = Scoresheet(m)
    with pytest.raises(ScoringError, match="deal 1, round 1, table 2: the movement"):
        sheet.add(DealResult(deal=1, round=1, table=2, ns_score=7, ew_score=6))
    with pytest.raises(ScoringError, match="add up to 13"):
        sheet.add(DealResult(deal=1, round=1, table=1, ns_score=7, ew_score=7))
    sheet.add(DealResult(deal=1, round=1, table=1, ns_score=7, ew_score=6))
    with pytest.raises(ScoringError, match="already recorded"):
        sheet.add(DealResult(deal=1, round=1, table=1, ns_score=8, ew_score=5))
    sheet.add(DealResult(deal=1, round=1, table=1, ns_score=8, ew_score=5), replace=True)
    assert sheet.totals()[1] == 8
    with pytest.raises(ScoringError, match="does not meet"):
        sheet.add(DealResult(deal=1, ns=1, ew=4, ns_score=8, ew_score=5))
    sheet.add(DealResult(deal=2, ns=3, ew=4, ns_score=8, ew_score=5))


def test_bishops_points_use_the_same_engine() -> None:
    m = build_movement("mitchell", 3, 3)
    sheet = Scoresheet(m, game="bishops", method="matchpoints")
    for mt, pts in zip(m.meetings(1), [(9, -4), (5, 2), (9, 0)], strict=True):
        sheet.add(
            DealResult(
                deal=1, round=mt.round, table=mt.table.table, ns_score=pts[0], ew_score=pts[1]
            )
        )
    lines = sheet.traveller(1)
    assert [tl.ns_mp for tl in lines] == [3, 0, 3]
    assert [tl.ew_mp for tl in lines] == [0, 4, 2]


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), method=st.sampled_from(["matchpoints", "average"]))
def test_incremental_equals_full_recompute(seed: int, method: str) -> None:
    m, sheet, results = _mitchell_sheet(5, 10, seed, method=method)
    rng = random.Random(seed)
    rng.shuffle(results)
    for r in results[: len(results) // 2]:
        sheet.add(r)
    fresh = Scoresheet(m, method=method)
    fresh.add_many(results[: len(results) // 2])
    assert sheet.matchpoints() == fresh.matchpoints()
    assert sheet.totals() == fresh.totals()
    for r in results[len(results) // 2 :]:
        sheet.add(r)
    full = Scoresheet(m, method=method)
    full.add_many(results)
    assert sheet.ranking() == full.ranking()


def test_match_and_trick_for_the_four_pair_match() -> None:
    m = build_movement("four-pair", 2, 24)
    sheet = Scoresheet(m)
    assert sheet.method == "match-and-trick"
    # pair 1 (players 1 and 2) always takes 8 tricks, everyone else 13 - opponents
    for r in results_at_every_table(
        m, lambda d, tr: 8 if tr.ns == 1 else 5 if tr.ew == 1 else 7 if (d + tr.table) % 2 else 6
    ):
        sheet.add(r)
    ranking = sheet.ranking()
    top = ranking.standings[0]
    assert top.contestant == 1 and top.shown.startswith("3 m")  # won all three matches


def test_individual_tricks_lost() -> None:
    m = build_movement("individual-8", 2, 14)
    sheet = Scoresheet(m)
    assert sheet.method == "individual"
    # player 8 (never moves, West at table 1) and partner always make 7 at table 1
    for r in results_at_every_table(m, lambda _d, tr: 6 if tr.table == 1 else 7):
        sheet.add(r)
    ranking = sheet.ranking()
    best = ranking.standings[0]
    assert best.contestant == 8 and best.shown == "0 lost"
    lost = {s.contestant: s.shown for s in ranking.standings}
    assert all(v.endswith("lost") for v in lost.values())


def test_teams_aggregate_two_teams_of_four() -> None:
    m = build_movement("teams-of-four", 2, 8)
    sheet = Scoresheet(m)
    # team 1 N-S at table 1 makes 7, team 2 N-S 6
    for r in results_at_every_table(m, lambda _d, tr: 7 if tr.table == 1 else 6):
        sheet.add(r)
    ranking = sheet.ranking()
    got = {s.contestant: s.shown for s in ranking.standings}
    # team 1: 8 x 7 + 8 x 7 = 112; total 208; half = 104: team 1 +8, team 2 -8
    assert got == {1: "+8", 2: "-8"}


def test_teams_odd_pair_adds_the_average_opposite() -> None:
    m = build_movement("teams-mitchell", 3, 3)
    sheet = Scoresheet(m)
    for r in results_at_every_table(m, lambda _d, _tr: 7):
        sheet.add(r)
    ranking = sheet.ranking()
    notes = dict(ranking.summary)
    assert any("odd pair" in k for k in notes)
    # team 1: N-S at tables 1, 2 (2 pairs), E-W at table 3: it adds the E-W average
    assert {s.contestant for s in ranking.standings} == {1, 2}


def test_little_matches_for_howell_fours() -> None:
    m = build_movement("howell-fours", 3, 3)
    sheet = Scoresheet(m)
    assert sheet.method == "little-matches"
    # team 1 takes 8 whenever it plays, otherwise N-S take 7
    for r in results_at_every_table(
        m, lambda _d, tr: 8 if tr.ns_team == 1 else 5 if tr.ew_team == 1 else 7
    ):
        sheet.add(r)
    ranking = sheet.ranking()
    top = ranking.standings[0]
    assert top.contestant == 1 and top.shown.startswith("2 ")


def test_results_file_round_trip_and_cli_format(tmp_path: Path) -> None:
    m, _sheet, results = _mitchell_sheet(3, 6, 5)
    rf = ResultsFile(movement=m, results=tuple(results), event="Club night", names={1: "A & B"})
    assert loads(dumps(rf)) == rf
    path = tmp_path / "results.json"
    dump(rf, path)
    assert load(path) == rf
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
    sheet2 = load(path).scoresheet()
    assert sheet2.totals() == rf.scoresheet().totals()


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        ('"format": "whist-results"', "not a results file"),
        ('"version": 1', "version"),
        ('"deal": 1,', "'deal' must be an integer"),
    ],
)
def test_results_file_errors(edit: str, message: str) -> None:
    m, _sheet, results = _mitchell_sheet(3, 3, 2)
    text = dumps(ResultsFile(movement=m, results=tuple(results)))
    broken = text.replace(
        edit,
        edit.replace("1", '"x"') if "deal" in edit or "version" in edit else '"format": "x"',
        1,
    )
    with pytest.raises(ScoringError, match=message):
        loads(broken, "r.json")


def test_usebio_export() -> None:
    _m, sheet, results = _mitchell_sheet(5, 5, 3, method="matchpoints")
    sheet.add_many(results)
    xml = to_usebio(sheet, "Club night", "2026-11-25")
    root = ET.fromstring(xml.split("\n", 1)[1])
    assert root.tag == "USEBIO" and root.get("Version") == "1.2"
    event = root.find("EVENT")
    assert event is not None and event.get("EVENT_TYPE") == "PAIRS"
    assert event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS"
    assert len(event.findall("PARTICIPANTS/PAIR")) == 10
    boards = event.findall("BOARD")
    assert len(boards) == 5 and all(len(b.findall("TRAVELLER_LINE")) == 5 for b in boards)
    line = boards[0].find("TRAVELLER_LINE")
    assert line is not None and line.findtext("NS_PAIR_NUMBER") is not None
    ind = build_movement("individual-8", 2, 14)
    isheet = Scoresheet(ind)
    isheet.add(DealResult(deal=1, round=1, table=1, ns_score=7, ew_score=6))
    iroot = ET.fromstring(to_usebio(isheet).split("\n", 1)[1])
    assert iroot.find("EVENT").get("EVENT_TYPE") == "INDIVIDUAL"  # type: ignore[union-attr]
    assert iroot.find("EVENT/BOARD/TRAVELLER_LINE/NORTH_PLAYER_NUMBER") is not None


def test_two_table_irregular_hand_means_a_new_deal() -> None:
    m = build_movement("teams-of-four", 2, 4)
    sheet = Scoresheet(m)
    sheet.add(DealResult(deal=1, round=1, table=1, status="average"))
    assert len(sheet.warnings()) == 1 and "there must be a new deal" in sheet.warnings()[0]
    sheet.add(DealResult(deal=1, round=1, table=1, status="not-played"), replace=True)
    assert sheet.warnings() == []
    sheet.add(DealResult(deal=1, round=2, table=2, ns_score=7, ew_score=6))
    assert {s.shown for s in sheet.ranking().standings} == {"0"}


def test_doctests() -> None:
    import doctest
    import importlib
    import pkgutil

    import scoring.comparisons
    import scoring.forms
    import scoring.ranking
    import scoring.results
    import scoring.resultsfile
    import scoring.seats

    assert doctest.testmod(scoring.comparisons).failed == 0
    assert doctest.testmod(scoring.resultsfile).failed == 0
    assert doctest.testmod(scoring.ranking).failed == 0
    assert doctest.testmod(scoring.results).failed == 0
    assert doctest.testmod(scoring.seats).failed == 0
    for module in pkgutil.iter_modules(scoring.forms.__path__, "scoring.forms."):
        assert doctest.testmod(importlib.import_module(module.name)).failed == 0


@pytest.mark.parametrize("form", [f.name for f in __import__("scoring").movement_forms()])
def test_every_form_is_scored(form: str) -> None:
    """Every form: random tricks at every table, the book's ranking for the form, the
    matchpoints, a traveller per deal, the results file and USEBIO."""
    from scoring import find_movement

    f = find_movement(form)
    tables, deals = f.sizes[0]
    m = build_movement(form, tables, deals)
    rng = random.Random(form)
    results = results_at_every_table(m, lambda _d, _tr: rng.randint(0, 13), full_only=True)
    sheet = Scoresheet(m)
    sheet.add_many(results)
    ranking = sheet.ranking()
    assert ranking.method == f.method and ranking.standings
    assert all(s.place >= 1 for s in ranking.standings)
    # every trick is scored once for each member of the side that took it
    assert sum(sheet.totals().values()) == 13 * len(results) * (2 if m.by_players else 1)
    mps = sheet.matchpoints()
    for d in m.all_deals():
        lines = [tl for tl in sheet.traveller(d) if tl.status == "played"]
        # matchpoints on a deal: each direction shares n(n-1) points
        assert sum(tl.ns_mp for tl in lines) == len(lines) * (len(lines) - 1)
    assert mps
    rf = ResultsFile(movement=m, results=tuple(results), event=form)
    assert loads(dumps(rf)) == rf
    ET.fromstring(to_usebio(sheet).split("\n", 1)[1])

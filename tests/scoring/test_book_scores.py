"""The book's scores read as written (seed 000): the four-pair match credits only the
winners with the excess, the individual matches compare each sitting's aggregate, the
Mitchell-type forms rank each direction apart.  Each case is small and computed by hand."""

from __future__ import annotations

from fractions import Fraction

from scoring import DealResult, Scoresheet, build_movement
from scoring.comparisons import MatchScore, match_and_trick, sittings, tricks_lost
from scoring.movement import Movement, TableRound


def _every_table(m: Movement, ns_tricks: object) -> list[DealResult]:
    assert callable(ns_tricks)
    out = []
    for rnum, tr in m.iter_table_rounds():
        for d in tr.deals:
            ns = ns_tricks(d, tr)
            out.append(
                DealResult(deal=d, round=rnum, table=tr.table, ns_score=ns, ew_score=13 - ns)
            )
    return out


# --- Four-Pair Match -------------------------------------------------------------------


def test_four_pair_match_only_the_winners_are_credited_with_the_excess() -> None:
    """ "The pairs having the higher aggregate score on this comparison score a match
    won, and also the number of tricks made by them in excess of those made by the pairs
    in comparison with them, thus keeping a double score, matches won, and tricks
    gained. In case of a tie, each pair scores a half match."  And "The pair having the
    highest match score wins; in case of a tie in match scores, the pair having the
    higher trick score wins."

    By hand: A (1) beats B (3) 30-25, C (5) beats A 30-22, A beats D (7) 30-25; B beats
    C 26-25 and D 26-25; C beats D 26-25.  Matches 2/2/2/0.  Crediting the winners only:
    A 5 + 5 = 10, B 1 + 1 = 2, C 8 + 1 = 9: A wins.  (Debiting the losers too would give
    A 5 - 8 + 5 = 2, B 1 - 5 + 1 = -3, C 8 - 1 + 1 = 8, and C first.)"""
    a, b, c, d = 1, 3, 5, 7
    got = match_and_trick(
        [
            [((a,), 30), ((b,), 25)],
            [((c,), 30), ((a,), 22)],
            [((a,), 30), ((d,), 25)],
            [((b,), 26), ((c,), 25)],
            [((b,), 26), ((d,), 25)],
            [((c,), 26), ((d,), 25)],
        ]
    )
    assert got == {
        a: MatchScore(Fraction(2), 10),
        b: MatchScore(Fraction(2), 2),
        c: MatchScore(Fraction(2), 9),
        d: MatchScore(Fraction(0), 0),
    }
    # "In case of a tie, each pair scores a half match" (and no tricks: none in excess)
    assert match_and_trick([[((a,), 26), ((b,), 26)]]) == {
        a: MatchScore(Fraction(1, 2), 0),
        b: MatchScore(Fraction(1, 2), 0),
    }


def test_four_pair_match_scoresheet_never_debits_a_loser() -> None:
    """Through the scoresheet of the book's TABLE OF CHANGES (24 deals): pair 1 takes 8
    tricks wherever it sits N-S (5 when E-W), the others 7 or 6; "tricks gained" are
    never negative, and a pair that won no match has gained none."""
    m = build_movement("four-pair", 2, 24)
    sheet = Scoresheet(m)
    sheet.add_many(
        _every_table(
            m,
            lambda d, tr: 8 if tr.ns == 1 else 5 if tr.ew == 1 else 7 if (d + tr.table) % 2 else 6,
        )
    )
    ranking = sheet.ranking()
    assert ranking.method == "match-and-trick"
    assert ranking.standings[0].contestant == 1 and ranking.standings[0].shown.startswith("3 m")
    for s in ranking.standings:
        assert s.total >= 0
        if s.shown.startswith("0 m"):
            assert s.total == 0 and s.shown.endswith("+0 t")


# --- Individual Matches for Eight Players ---------------------------------------------


def test_individual_eight_compares_the_sittings_aggregate_not_deal_by_deal() -> None:
    """ "Play one or two deals, as is agreed; then exchange the deals at the two tables,
    and replay them. Compare the aggregate North and South scores at one table with
    those made at the other; score any deficiency against the players making it. Do the
    same with the East and West scores."

    By hand, 28 deals (two a table, then exchanged): at Table 1 N-S take 7 on every
    deal (28 in the sitting); at Table 2 N-S take 8 on the two deals they play first and
    6 on the two replayed (8 + 8 + 6 + 6 = 28).  The aggregates are equal, so no player
    has a trick scored as lost.  (Compared deal set by deal set, every player would lose
    2 an arrangement, 14 in all.)"""
    m = build_movement("individual-8", 2, 28)
    sheet = Scoresheet(m)
    assert sheet.method == "individual"

    def ns(d: int, tr: TableRound) -> int:
        first_set = (d - 1) % 4 < 2  # Table 1 plays it first, Table 2 replays it
        return 7 if tr.table == 1 else 6 if first_set else 8

    sheet.add_many(_every_table(m, ns))
    lost = {s.contestant: s.shown for s in sheet.ranking().standings}
    assert lost == {p: "0 lost" for p in range(1, 9)}


def test_individual_eight_scores_the_deficiency_against_the_players_making_it() -> None:
    """14 deals (one a table): Table 1 N-S take 7 and 7 (14), Table 2 N-S 8 then 5 (13):
    the deficiency of 1 is scored against Table 2's N-S players; E-W: Table 1 12, Table 2
    13, 1 against Table 1's E-W players.  Only the first arrangement is scored."""
    m = build_movement("individual-8", 2, 14)
    sheet = Scoresheet(m)
    first_two = [rnd for rnd in m.rounds[:2]]
    for rnd in first_two:
        for tr in rnd.tables:
            (d,) = tr.deals
            n = 7 if tr.table == 1 else 8 if rnd.number == 1 else 5
            sheet.add(
                DealResult(deal=d, round=rnd.number, table=tr.table, ns_score=n, ew_score=13 - n)
            )
    t1, t2 = m.rounds[0].tables
    t2_ns = {t2.north, t2.south}
    t1_ew = {t1.east, t1.west}
    lost = {s.contestant: int(s.shown.split()[0]) for s in sheet.ranking().standings}
    assert {p for p, x in lost.items() if x == 1} == t2_ns | t1_ew
    assert sum(lost.values()) == 4
    # "The match is won by the player against whom the least tricks are scored as lost."
    assert {s.contestant for s in sheet.ranking().standings if s.place == 1} == (
        set(range(1, 9)) - t2_ns - t1_ew
    )


def test_sittings_and_tricks_lost_by_hand() -> None:
    rows = [
        {1: ((1, 2), (3, 4), (1,)), 2: ((5, 6), (7, 8), (2,))},
        {1: ((1, 2), (3, 4), (2,)), 2: ((5, 6), (7, 8), (1,))},
    ]
    (s1, s2) = sittings(rows)
    assert (s1.table, s1.deals, s1.rounds) == (1, frozenset({1, 2}), (1, 2))
    assert (s2.table, s2.deals, s2.rounds) == (2, frozenset({1, 2}), (1, 2))
    assert tricks_lost([[((1, 2), 13), ((5, 6), 15)]], range(1, 9)) == {
        1: 2,
        2: 2,
        3: 0,
        4: 0,
        5: 0,
        6: 0,
        7: 0,
        8: 0,
    }


# --- Mitchell-type forms: each direction apart ----------------------------------------


def test_mitchell_ranks_each_direction_apart() -> None:
    """ "The total of the North and South scores is obtained and divided by the number
    of tables, giving an average North and South score. Each North and South score is
    compared with this average. The same course is pursued with the East and West
    scores."

    By hand, Mitchell for three tables, three deals each round: N-S pairs 1, 3, 5 take
    8, 7, 6 a deal wherever they sit (72, 63, 54; average 63), so E-W take 13 minus
    those: every E-W pair meets every N-S pair on three deals, 21 + 18 + 15 = 54 each
    (average 54, each 0).  Two rankings: N-S 1 (+9), 3 (0), 5 (-9); E-W all first equal.
    """
    m = build_movement("mitchell", 3, 9)
    sheet = Scoresheet(m)
    take = {1: 8, 3: 7, 5: 6}
    sheet.add_many(_every_table(m, lambda _d, tr: take[tr.ns]))
    ranking = sheet.ranking()
    ns = [(s.place, s.contestant, s.shown) for s in ranking.standings if s.group == "ns"]
    ew = [(s.place, s.tied, s.shown) for s in ranking.standings if s.group == "ew"]
    assert ns == [(1, 1, "+9"), (2, 3, "0"), (3, 5, "-9")]
    assert ew == [(1, True, "0")] * 3
    assert {s.group for s in ranking.standings} == {"ns", "ew"}

"""The book's comparisons of aggregates between tables: the four-pair match's matches
and tricks, and the individual matches' tricks lost.

Seed 000, *Four-Pair Match*: "The pairs having the higher aggregate score on this
comparison score a match won, and also the number of tricks made by them in excess of
those made by the pairs in comparison with them, thus keeping a double score, matches
won, and tricks gained. In case of a tie, each pair scores a half match."  Read
literally, only the winners are credited with the excess (:func:`match_and_trick`);
the losers gain nothing and lose nothing, and a tie gains no tricks.

Seed 000, *Individual Matches for Eight Players*: "Play one or two deals, as is agreed;
then exchange the deals at the two tables, and replay them. Compare the aggregate North
and South scores at one table with those made at the other; score any deficiency
against the players making it. Do the same with the East and West scores."  The
comparison is of the whole sitting's aggregate at each table (the deals played and the
deals replayed after the exchange: the same cards at both tables), not deal by deal
(:func:`tricks_lost`).  With more than two tables (*Individual Matches for More Than
Eight Players*: "The score is made up in a similar manner") each table's aggregate is
compared with the best made on the same deals in the same direction.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations

from scoring.movement import Movement
from scoring.seats import side_of

#: (side's contestants, aggregate) at one table over one comparison's deals
Side = tuple[tuple[int, ...], int]


@dataclass(frozen=True)
class MatchScore:
    """A pair's double score: matches won (a tie half a match) and tricks gained."""

    matches: Fraction
    tricks: int


def match_and_trick(blocks: Iterable[Sequence[Side]]) -> dict[int, MatchScore]:
    """Matches won and tricks gained, from the comparisons of pairs that held the same
    cards in the same direction.  Each two pairs compared are one match: their
    aggregates over every block they met in are added; the higher "score a match won,
    and also the number of tricks made by them in excess"; a tie is half a match each.

    >>> got = match_and_trick([[((1,), 30), ((3,), 26)], [((5,), 22), ((7,), 22)]])
    >>> [(c, float(s.matches), s.tricks) for c, s in sorted(got.items())]
    [(1, 1.0, 4), (3, 0.0, 0), (5, 0.5, 0), (7, 0.5, 0)]
    """
    compared: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for entries in blocks:
        for (s1, a1), (s2, a2) in combinations(entries, 2):
            if len(s1) != 1 or len(s2) != 1 or s1 == s2:
                continue
            (lo, x), (hi, y) = sorted(((s1[0], a1), (s2[0], a2)))
            got = compared[(lo, hi)]
            got[0] += x
            got[1] += y
    matches: dict[int, Fraction] = defaultdict(Fraction)
    tricks: dict[int, int] = defaultdict(int)
    for (lo, hi), (x, y) in compared.items():
        matches[lo] += 0
        matches[hi] += 0
        if x == y:
            matches[lo] += Fraction(1, 2)
            matches[hi] += Fraction(1, 2)
            continue
        winner, excess = (lo, x - y) if x > y else (hi, y - x)
        matches[winner] += 1
        tricks[winner] += excess
    return {c: MatchScore(matches[c], tricks[c]) for c in matches}


def tricks_lost(
    blocks: Iterable[Sequence[Side]], contestants: Iterable[int] = ()
) -> dict[int, int]:
    """Tricks scored as lost against each player: in each comparison (one sitting's
    deals, one direction) the deficiency of a side's aggregate against the best made on
    those deals is scored against both its players.

    >>> tricks_lost([[((1, 2), 14), ((3, 4), 12)], [((5, 6), 12), ((7, 8), 14)]])
    {1: 0, 2: 0, 3: 2, 4: 2, 5: 2, 6: 2, 7: 0, 8: 0}
    """
    lost: dict[int, int] = {c: 0 for c in contestants}
    for entries in blocks:
        if not entries:
            continue
        best = max(a for _, a in entries)
        for side, a in entries:
            for c in side:
                lost[c] = lost.get(c, 0) + best - a
    return dict(sorted(lost.items()))


@dataclass(frozen=True)
class Sitting:
    """The consecutive rounds in which the same players sit at a table in the same
    places (the deals exchanged and replayed under them), and the deals they held."""

    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    deals: frozenset[int]
    rounds: tuple[int, ...]


#: one round of a movement: table -> (N-S, E-W, deals)
RoundSeats = Mapping[int, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]


def sittings(rows: Sequence[RoundSeats]) -> list[Sitting]:
    """The sittings of a movement, ``rows[i]`` being round ``i + 1``.

    >>> rows = [{1: ((1, 2), (3, 4), (1,))}, {1: ((1, 2), (3, 4), (2,))},
    ...         {1: ((1, 3), (2, 4), (3,))}]
    >>> [(s.table, sorted(s.deals), s.rounds) for s in sittings(rows)]
    [(1, [1, 2], (1, 2)), (1, [3], (3,))]
    """
    done: list[Sitting] = []
    open_: dict[int, Sitting] = {}
    for rnum, row in enumerate(rows, start=1):
        for table in sorted(set(open_) | set(row)):
            here = row.get(table)
            cur = open_.pop(table, None)
            if cur is not None and here is not None and (cur.ns, cur.ew) == here[:2]:
                open_[table] = replace(
                    cur, deals=cur.deals | set(here[2]), rounds=(*cur.rounds, rnum)
                )
                continue
            if cur is not None:
                done.append(cur)
            if here is not None:
                open_[table] = Sitting(table, here[0], here[1], frozenset(here[2]), (rnum,))
    done.extend(open_.values())
    return sorted(done, key=lambda s: (s.rounds[0], s.table))


def movement_sittings(movement: Movement) -> list[Sitting]:
    """The sittings of ``movement`` (its tables with both sides seated)."""
    rows: list[RoundSeats] = []
    for rnd in movement.rounds:
        row = {}
        for tr in rnd.tables:
            if tr.full:
                seats = movement.seats_of(tr).items()
                ns = tuple(who for seat, who in seats if side_of(seat) == "ns")
                ew = tuple(who for seat, who in seats if side_of(seat) == "ew")
                row[tr.table] = (ns, ew, tr.deals)
        rows.append(row)
    return sittings(rows)

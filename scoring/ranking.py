"""Law (a)'s comparisons, and the placing of contestants in a ranking.

Seed 000, *The Laws of Duplicate Whist* (a): "In taking averages fractions are
disregarded, and the nearest whole number taken, one-half counting as a whole, unless it
is necessary to take the fraction into account to avoid a tie, in which case the match
is scored as won by 'the fraction of a trick'" (:func:`law_round`,
:func:`compare_with_average`, :func:`place_with_fraction`).  The methods that use them
are :class:`scoring.results.Scoresheet`'s.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

#: One contestant to be placed: (group, contestant, key, shown, total, note or the
#: exact result, a Fraction or its float).  ``key`` orders the group (higher is better).
Entry = tuple[str, int, Fraction, str, int, object]


@dataclass(frozen=True)
class Standing:
    """A place in a ranking.  ``key`` orders the ranking (higher is better); ``shown``
    is the figure as the book would print it; ``note`` says e.g. "by the fraction of a
    trick"."""

    place: int
    tied: bool
    contestant: int
    group: str
    key: Fraction
    shown: str
    total: int
    note: str = ""

    @property
    def place_text(self) -> str:
        return f"{self.place}=" if self.tied else str(self.place)


@dataclass(frozen=True)
class Ranking:
    method: str
    standings: tuple[Standing, ...]
    summary: tuple[tuple[str, str], ...] = ()

    def to_text(self, names: Mapping[int, str] | None = None) -> str:
        names = names or {}
        lines = [f"Ranking ({self.method})"]
        titles = {"ns": "North-South", "ew": "East-West"}
        shown_group = ""
        for s in self.standings:
            if s.group in titles and s.group != shown_group:
                lines.append(titles[s.group])  # each direction ranked apart: two lists
                shown_group = s.group
            who = names.get(s.contestant, "")
            group = f" {s.group.upper()}" if s.group not in ("all", "") else ""
            lines.append(
                f"{s.place_text:>4}  {s.contestant:>3}{group:4} {s.shown:>9}  total {s.total:>5}"
                + (f"  {who}" if who else "")
                + (f"  ({s.note})" if s.note else "")
            )
        for label, value in self.summary:
            lines.append(f"{label}: {value}")
        return "\n".join(lines) + "\n"


def law_round(value: Fraction) -> int:
    """Law (a): "fractions are disregarded, and the nearest whole number taken, one-half
    counting as a whole" (half away from zero, for Bishops points below zero)."""
    if value >= 0:
        return int(value + Fraction(1, 2))
    return -int(-value + Fraction(1, 2))


@dataclass(frozen=True)
class AverageComparison:
    """Each total against the law-rounded average of the totals (the Mitchell system's
    comparison; law (a) for more than two teams)."""

    totals: tuple[tuple[int, int], ...]
    exact_average: Fraction
    average: int
    results: tuple[tuple[int, int], ...]
    exact: tuple[tuple[int, Fraction], ...]
    plus: int
    minus: int


def compare_with_average(totals: Mapping[int, int]) -> AverageComparison:
    """The book's Mitchell example: totals 147, 145, 140, 151, 141 give the average 145
    (724 / 5 = 144.8) and the results +2, 0, −5, +6, −4.

    >>> c = compare_with_average({1: 147, 3: 145, 5: 140, 7: 151, 9: 141})
    >>> c.average, [r for _, r in c.results], c.plus, c.minus
    (145, [2, 0, -5, 6, -4], 8, 9)
    """
    if not totals:
        return AverageComparison((), Fraction(0), 0, (), (), 0, 0)
    exact_avg, avg, rows = average_results(totals)
    n, s = len(totals), sum(totals.values())
    results = tuple((c, r) for c, _t, r, _x in rows)
    exact = tuple((c, Fraction(t * n - s, n)) for c, t, _r, _x in rows)
    plus = sum(r for _, r in results if r > 0)
    minus = -sum(r for _, r in results if r < 0)
    return AverageComparison(
        tuple((c, t) for c, t, _r, _x in rows), exact_avg, avg, results, exact, plus, minus
    )


def average_results(
    totals: Mapping[int, int],
) -> tuple[Fraction, int, list[tuple[int, int, int, float]]]:
    """:func:`compare_with_average`'s figures without its Fractions (a ranking needs only
    their order): the exact and the law-rounded average, and for each contestant in
    order its total, its result and its exact result as a float (``(t * n - s) / n``,
    the float of the exact Fraction: both are correctly rounded); no totals, no
    average (0)."""
    if not totals:
        return Fraction(0), 0, []
    n, s = len(totals), sum(totals.values())
    exact_avg = Fraction(s, n)
    avg = law_round(exact_avg)
    return exact_avg, avg, [(c, t, t - avg, (t * n - s) / n) for c, t in sorted(totals.items())]


def signed(value: int | Fraction) -> str:
    """A result as the book prints it: ``0``, ``+2``, ``-5`` (``+0.40`` when exact)."""
    if value == 0:
        return "0"
    return f"{value:+d}" if isinstance(value, int) else f"{float(value):+.2f}"


def _group_order(group: str) -> int:
    order = ("all", "teams", "ns", "ew")
    return order.index(group) if group in order else len(order)


def place(entries: Iterable[Entry]) -> tuple[Standing, ...]:
    """Place entries within their group, best first; equal keys share a place.

    Keys are ratios of small integers, so their floats order and match them exactly
    (and much faster than comparing Fractions)."""
    out: list[Standing] = []
    by_group: dict[str, list[tuple[float, Entry]]] = defaultdict(list)
    for e in entries:
        by_group[e[0]].append((_f(e[2]), e))
    for group in sorted(by_group, key=_group_order):
        rows = sorted(by_group[group], key=lambda fe: (-fe[0], fe[1][1]))
        first: dict[float, int] = {}
        count: dict[float, int] = defaultdict(int)
        for i, (f, _e) in enumerate(rows):
            first.setdefault(f, i + 1)
            count[f] += 1
        for f, e in rows:
            note = e[5] if isinstance(e[5], str) else ""
            out.append(Standing(first[f], count[f] > 1, e[1], group, e[2], e[3], e[4], note))
    return tuple(out)


def place_with_fraction(
    entries: Sequence[Entry],
) -> tuple[Standing, ...]:
    """Place by the rounded result; where results tie, the exact result decides and the
    one ahead has won "by the fraction of a trick" (law (a))."""
    out: list[Standing] = []
    by_group: dict[str, list[tuple[float, float, Entry]]] = defaultdict(list)
    for e in entries:
        by_group[e[0]].append((_f(e[2]), _exact(e), e))
    for group in sorted(by_group, key=_group_order):
        rows = sorted(by_group[group], key=lambda x: (-x[0], -x[1], x[2][1]))
        first: dict[tuple[float, float], int] = {}
        count: dict[tuple[float, float], int] = defaultdict(int)
        lowest_exact: dict[float, float] = {}
        kinds: dict[float, set[float]] = defaultdict(set)
        for i, (k, x, _e) in enumerate(rows):
            first.setdefault((k, x), i + 1)
            count[(k, x)] += 1
            lowest_exact[k] = x  # rows run from the highest exact down
            kinds[k].add(x)
        for k, x, e in rows:
            note = ""
            if len(kinds[k]) > 1 and x > lowest_exact[k]:
                note = "by the fraction of a trick"
            out.append(
                Standing(first[(k, x)], count[(k, x)] > 1, e[1], group, e[2], e[3], e[4], note)
            )
    return tuple(out)


def _f(x: Fraction) -> float:
    """A Fraction's float, by one correctly rounded integer division (faster than
    ``float()``, which goes through the numbers ABC)."""
    return x.numerator / x.denominator


def _exact(e: Entry) -> float:
    """The entry's exact result as a float: given as one (:func:`average_results`), as
    a Fraction, or else its key."""
    exact = e[5]
    if type(exact) is float:
        return exact
    return _f(exact if isinstance(exact, Fraction) else e[2])

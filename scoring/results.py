"""Scores of played deals, the book's comparisons, modern matchpoints, and rankings.

Seed 000, *The Laws of Duplicate Whist* (a) The Game and the Score: "Every trick
taken is scored, and the match is determined by a comparison of the aggregate scores";
"In a match between two teams, the total number of tricks shall be divided by two, and
the team whose score of tricks taken exceeds such dividend, wins the match by the
number of tricks in excess thereof"; "In a match between more than two teams, each
team wins or loses ... by the number of tricks which its aggregate score exceeds or
falls short of the average score of all the competing teams"; "In taking averages
fractions are disregarded, and the nearest whole number taken, one-half counting as a
whole, unless it is necessary to take the fraction into account to avoid a tie, in
which case the match is scored as won by 'the fraction of a trick'"; and for teams of an
odd number of pairs "each team ... adds, as though won by it, the average score of all
the pairs seated in the positions opposite to its odd pair".

Law (e) III: a deal rectified and passed on without overplay: "each team takes the
average score for that deal" (``status="average"``) or, when the partner held the
surplus, "his team is given the lowest score made at any table for that deal"
(``status="lowest-ns"``/``"lowest-ew"``: that side gets the lowest, the other side the
average); ``status="not-played"``: the deal was not played at that table (it is left out
of that table's comparisons; in the aggregate methods the side is credited with the
average of its direction, as law (e) III does).

Methods (``Scoresheet.ranking(method)``):

* ``"average"`` — the Mitchell system: each pair's total against the rounded average of
  its direction (the book's example: averages 145 and 115, results +2 ... −5).  "Each
  North and South score is compared with this average. The same course is pursued with
  the East and West scores": two rankings (groups ``"ns"`` and ``"ew"``), law (a)'s
  fraction of a trick deciding a tie within a direction only.
* ``"match-and-trick"`` — the four-pair match: pairs that held the same cards in the same
  direction are compared; the higher aggregate wins a match (a tie half a match each) and
  only the winner is credited with the excess in tricks; ranked by matches, then tricks
  (:func:`scoring.comparisons.match_and_trick`).
* ``"individual"`` — individual matches: any deficiency of a side's aggregate over a
  sitting (the deals played and replayed while the same players sit at a table) against
  the best aggregate made in the same direction on the same deals is scored against both
  its players; "won by the player against whom the least tricks are scored as lost"
  (:func:`scoring.comparisons.tricks_lost`).
* ``"teams"`` — aggregate of each team (with law (a)'s average for an odd pair) against
  half the total (two teams) or the average of all teams.
* ``"little-matches"`` — Howell's fours: "Each club scores 1 for each match won, 1/2 for
  each match tied, and 0 for each match lost" over the deals it met each other club on.
* ``"matchpoints"`` — modern: 2 for each score beaten in the same direction on the same
  deal, 1 for each tie; percentages of the maximum.

The same engine scores Bishops Whist (seed 001): pass ``game="bishops-whist"`` (the
core's name; a results file's ``"bishops"`` is read as it) and the points per side (which
may be negative after penalties) instead of tricks.

A finished :class:`whist.Play` becomes a result through :meth:`DealResult.from_play`: the
core's score (tricks or points per :class:`whist.Side`, penalties applied) is the
result, and a deal the laws void ((e)) gets the status they give it.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from operator import attrgetter, itemgetter
from typing import Literal

from scoring.bridge import net_points
from scoring.comparisons import match_and_trick, movement_sittings, tricks_lost
from scoring.forms import find_movement
from scoring.forms.single_table import (
    MNEMONIC_INDIVIDUAL_NOTE,
    MNEMONIC_NEW_DEAL,
    is_mnemonic,
)
from scoring.movement import Movement, MovementError
from scoring.ranking import (
    AverageComparison,
    Ranking,
    Standing,
    average_results,
    compare_with_average,
    law_round,
    place,
    place_with_fraction,
    signed,
)
from scoring.seats import GAMES, counts_tricks, game_name
from scoring.sheetlayout import SheetLine, sheet_layout
from whist import BISHOPS_WHIST, BRIDGE_WHIST, DUPLICATE_WHIST, Play, Side
from whist.laws.hands import HandsOutcome, OutcomeKind
from whist.play import TRICKS_PER_DEAL

Status = Literal["played", "average", "lowest-ns", "lowest-ew", "not-played"]
STATUSES: tuple[str, ...] = ("played", "average", "lowest-ns", "lowest-ew", "not-played")
METHODS: tuple[str, ...] = (
    "average",
    "match-and-trick",
    "individual",
    "teams",
    "little-matches",
    "matchpoints",
)


class ScoringError(ValueError):
    """A result does not fit the movement, the game, or the method; the message says
    which deal, round, table and field, and what to do."""


@dataclass(frozen=True, kw_only=True)
class DealResult:
    """The score of one deal at one table: tricks per side (Duplicate Whist) or points per
    side (Bishops Whist).  ``round`` and ``table`` locate it in the movement; ``ns`` and
    ``ew`` (pair numbers) may be given instead of, or as a check on, them."""

    deal: int
    ns_score: int = 0
    ew_score: int = 0
    round: int | None = None
    table: int | None = None
    ns: int | None = None
    ew: int | None = None
    status: Status = "played"

    @classmethod
    def from_sides(
        cls,
        points: Mapping[Side, int] | Mapping[str, int],
        *,
        deal: int,
        round: int | None = None,
        table: int | None = None,
        ns: int | None = None,
        ew: int | None = None,
        status: Status = "played",
    ) -> DealResult:
        """A result from the score per side, keyed by :class:`whist.Side` or its text
        (``"NS"``, ``"EW"``), as the core and the kiosk's records keep it."""
        by_side = {Side.parse(k) if isinstance(k, str) else k: v for k, v in points.items()}
        return cls(
            deal=deal,
            ns_score=by_side[Side.NS],
            ew_score=by_side[Side.EW],
            round=round,
            table=table,
            ns=ns,
            ew=ew,
            status=status,
        )

    @classmethod
    def from_play(
        cls,
        play: Play,
        *,
        deal: int,
        round: int | None = None,
        table: int | None = None,
        ns: int | None = None,
        ew: int | None = None,
    ) -> DealResult:
        """The result of a finished play: :meth:`whist.Play.score` per side (tricks at
        duplicate whist, a revoke's two tricks transferred; points at Bishops whist), best
        taken after :meth:`whist.Play.record_score` (law (g): no revoke can be claimed
        after it).  A deal the laws void ((e)) gives the status they order: the average
        for both sides, or the lowest score for the side at fault (scores 0, to be
        adjusted by the scoresheet); a new deal is ``"not-played"`` here.

        >>> from whist import DUPLICATE_WHIST, Card, Deal, Seat, TrumpRecord
        >>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
        ...                   "...AKQJT98765432")
        >>> play = Play(deal, DUPLICATE_WHIST, TrumpRecord.turned(Card.parse("C2")), Seat.EAST)
        >>> DealResult.from_play(play, deal=1)
        Traceback (most recent call last):
        ...
        scoring.results.ScoringError: deal 1: the play is not finished (0 of 13 tricks); finish it, or claim the rest, first
        """
        if play.outcome is not None:
            return cls(
                deal=deal,
                round=round,
                table=table,
                ns=ns,
                ew=ew,
                status=_status_of_outcome(play.outcome, deal),
            )
        if not play.is_complete:
            raise ScoringError(
                f"deal {deal}: the play is not finished ({len(play.tricks)} of "
                f"{TRICKS_PER_DEAL} tricks); finish it, or claim the rest, first"
            )
        points = play.score().points
        if play.game.name == BRIDGE_WHIST.name:
            points = net_points(points)  # Duplicate Bridge Whist: scoring/bridge.py
        return cls.from_sides(points, deal=deal, round=round, table=table, ns=ns, ew=ew)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"deal": self.deal}
        for name in ("round", "table", "ns", "ew"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        out["ns_score"] = self.ns_score
        out["ew_score"] = self.ew_score
        if self.status != "played":
            out["status"] = self.status
        return out


def _status_of_outcome(outcome: HandsOutcome, deal: int) -> Status:
    """Law (e): the status of a deal the laws took out of play at a table."""
    if outcome.kind is OutcomeKind.AVERAGE_FOR_BOTH:
        return "average"
    if outcome.side is not None and outcome.kind in (
        OutcomeKind.LOWEST_FOR_TEAM,
        OutcomeKind.LOW_SCORE_FOR_PLAYER,
    ):
        return "lowest-ns" if outcome.side is Side.NS else "lowest-ew"
    if outcome.kind is OutcomeKind.NEW_DEAL:
        return "not-played"
    raise ScoringError(
        f"deal {deal}: {outcome.law}: {outcome.description}; the deal is played again "
        "after the error is rectified, and that play is its result"
    )


@dataclass(frozen=True)
class TravellerLine:
    """One line of a deal's traveller: who sat N-S and E-W, the scores (adjusted where
    the law says) and the matchpoints."""

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_score: int
    ew_score: int
    status: str
    ns_mp: int
    ew_mp: int
    top: int


@dataclass(frozen=True)
class FrequencyRow:
    """A score made on a deal (N-S), how many times, and its matchpoints each way."""

    ns_score: int
    count: int
    ns_mp: int
    ew_mp: int


def _matchpoints_of(scores: list[int]) -> dict[int, int]:
    """Score -> its matchpoints among ``scores`` (same direction): two for each score it
    beats, one for each other equal to it."""
    ordered = sorted(scores)
    return {
        score: bisect_left(ordered, score) + bisect_right(ordered, score) - 1
        for score in set(ordered)
    }


def _matchpoints_column(scores: list[int]) -> list[int]:
    """The matchpoints of each of ``scores`` (as :func:`_matchpoints_of`): in the sorted
    scores, the place of its first equal plus the place of its last (those below it
    twice, its equals but itself once)."""
    ordered = sorted(scores)
    return [bisect_left(ordered, score) + bisect_right(ordered, score) - 1 for score in scores]


#: A result's place, and the fields :meth:`Scoresheet.add_many` checks, read in one call.
_PLACE = attrgetter("deal", "round", "table")
_CHECKED = attrgetter("status", "ns", "ew", "ns_score", "ew_score")
#: Those fields of a played duplicate whist result placed by round and table alone, its
#: tricks adding up to thirteen: the result :meth:`Scoresheet._check_score` and
#: :meth:`Scoresheet._locate` would take without a word.
_PLAIN_TRICKS = frozenset(
    ("played", None, None, ns, TRICKS_PER_DEAL - ns) for ns in range(TRICKS_PER_DEAL + 1)
)
_KEY = attrgetter("key")
_DEAL = itemgetter(0)
_STATUS = attrgetter("status")
_NS_SCORE = attrgetter("ns_score")
_EW_SCORE = attrgetter("ew_score")


@lru_cache(maxsize=4096)
def _fraction(numerator: int, denominator: int = 1) -> Fraction:
    """``Fraction(numerator, denominator)``, made once: the rankings' keys are the same
    few values again and again (a Fraction is a value, safe to share), and making one
    costs more than looking it up (issue 14)."""
    return Fraction(numerator, denominator)


#: A traveller's line as :meth:`Scoresheet._scored` gives it: (line, N-S score, E-W
#: score, status, N-S matchpoints, E-W matchpoints, top).
_Scored = tuple[SheetLine, int, int, str, int, int, int]

#: A deal's shares in the totals, as columns: its recorded lines, their N-S and E-W
#: scores, N-S and E-W matchpoints and tops.
_Shares = tuple[tuple[SheetLine, ...], list[int], list[int], list[int], list[int], list[int]]


class Scoresheet:
    """Results of an event, accepted one at a time (the kiosk) or all at once (a
    results file), with rankings by the book's method for the form or by matchpoints.

    Recomputing after a new result touches only that deal's traveller; contestants'
    totals are kept by difference, so a ranking after one result costs one traveller
    plus a sort.
    """

    def __init__(
        self,
        movement: Movement,
        *,
        method: str | None = None,
        game: str = DUPLICATE_WHIST.name,
        names: Mapping[int, str] | None = None,
    ) -> None:
        try:
            self.game = game_name(game)
        except KeyError:
            raise ScoringError(f"game must be one of {GAMES}, got {game!r}") from None
        if method is not None and method not in METHODS:
            raise ScoringError(f"method must be one of {METHODS}, got {method!r}")
        self._counts_tricks = counts_tricks(self.game)
        self.movement = movement
        self.method = method or default_method(movement)
        self.names: dict[int, str] = dict(names or {})
        # The seating, shared by every sheet of the movement (read only): deal -> lines.
        self._layout = layout = sheet_layout(movement)
        self._deals = layout.lines
        self._deal_tables = layout.deal_tables
        self._results: dict[tuple[int, int, int], DealResult] = {}  # by line key
        self._travellers: dict[int, tuple[TravellerLine, ...]] = {}
        self._mp: dict[int, list[int]] = defaultdict(lambda: [0, 0])  # contestant -> [mp, top]
        self._tricks: dict[int, int] = defaultdict(int)
        # deal -> its lines, their scores, matchpoints and top (:meth:`_refresh`)
        self._contrib: dict[int, _Shares] = {}
        self._law_notes: dict[tuple[int, int, int], str] = {}

    # --- input -----------------------------------------------------------------------
    def _locate(self, r: DealResult) -> SheetLine:
        where = f"deal {r.deal}"
        if r.round is not None and r.table is not None:
            line = self._layout.where.get((r.deal, r.round, r.table))
            if line is None:
                raise ScoringError(
                    f"{where}, round {r.round}, table {r.table}: the movement "
                    f"{self.movement.name!r} does not play this deal there; check the deal, "
                    "round and table numbers"
                )
            if (r.ns is not None and r.ns != line.tr.ns) or (
                r.ew is not None and r.ew != line.tr.ew
            ):
                raise ScoringError(
                    f"{where}, round {r.round}, table {r.table}: pairs {r.ns}/{r.ew} given, "
                    f"but the movement seats N-S {line.tr.ns} and E-W {line.tr.ew} there"
                )
            return line
        if r.ns is not None and r.ew is not None:
            line = self._layout.by_pairs.get((r.deal, r.ns, r.ew))
            if line is None:
                raise ScoringError(
                    f"{where}: N-S pair {r.ns} does not meet E-W pair {r.ew} on this deal in "
                    f"the movement {self.movement.name!r}"
                )
            return line
        raise ScoringError(f"{where}: give round and table (or ns and ew pair numbers)")

    def _check_score(self, r: DealResult) -> None:
        if r.status not in STATUSES:
            raise ScoringError(f"deal {r.deal}: status must be one of {STATUSES}, got {r.status!r}")
        if (
            self._counts_tricks
            and r.status == "played"
            and (
                not (0 <= r.ns_score <= TRICKS_PER_DEAL and 0 <= r.ew_score <= TRICKS_PER_DEAL)
                or r.ns_score + r.ew_score != TRICKS_PER_DEAL
            )
        ):
            raise ScoringError(
                f"deal {r.deal}, round {r.round}, table {r.table}: tricks N-S {r.ns_score} "
                f"and E-W {r.ew_score} must be 0..{TRICKS_PER_DEAL} and add up to "
                f"{TRICKS_PER_DEAL} (Duplicate Whist); for Bishops Whist points use "
                f"game={BISHOPS_WHIST.name!r}"
            )
        if self.game == BRIDGE_WHIST.name and r.status == "played" and r.ns_score != -r.ew_score:
            raise ScoringError(
                f"deal {r.deal}, round {r.round}, table {r.table}: Bridge Whist results are "
                f"each side's points less the adversaries' (N-S {r.ns_score} and E-W "
                f"{r.ew_score} must be opposite): give scoring.bridge.net_points of the totals"
            )

    def _check_law_e(self, r: DealResult, line: SheetLine) -> None:
        """Law (e) III: average and lowest scores are for "a game in which the same hands
        are played at more than two tables"; in two-table duplicate "there must be a new
        deal".  The director may still award them (the result is kept); the departure from
        the law is listed by :meth:`warnings`."""
        key = (r.deal, line.round, line.table)
        self._law_notes.pop(key, None)
        if r.status not in ("average", "lowest-ns", "lowest-ew"):
            return
        where = f"deal {r.deal}, round {line.round}, table {line.table}: status {r.status!r}"
        if is_mnemonic(self.movement):
            self._law_notes[key] = (
                f"{where} in a Mnemonic game; the laws for a single table: {MNEMONIC_NEW_DEAL} "
                "(record 'not-played' and play a new deal)"
            )
        elif self._deal_tables.get(r.deal, 0) <= 2:
            self._law_notes[key] = (
                f'{where} in a two-table game; law (e) III: "in Two-table Duplicate there must '
                "be a new deal\" (record 'not-played' and play a new deal)"
            )

    def warnings(self) -> list[str]:
        """Results recorded against the letter of the laws (see :meth:`_check_law_e`)."""
        return [self._law_notes[k] for k in sorted(self._law_notes)]

    def add(self, result: DealResult, *, replace: bool = False) -> None:
        """Record one result (the kiosk's "turned and quitted" deal).  A second result
        for the same deal and table is an error unless ``replace`` (a correction)."""
        self._check_score(result)
        line = self._locate(result)
        if line.key in self._results and not replace:
            raise ScoringError(
                f"deal {result.deal}, round {line.round}, table {line.table}: a result is "
                "already recorded; pass replace=True to correct it"
            )
        self._check_law_e(result, line)
        self._results[line.key] = result
        self._refresh(result.deal)

    def add_many(self, results: Iterable[DealResult]) -> None:
        given = list(results)
        recorded = self._results
        # Played duplicate whist results placed by round and table alone, their tricks
        # adding up to thirteen, each at a place of its own (the kiosk's and a results
        # file's usual lines): nothing for the checks to say, so they are taken in a few
        # calls for the lot (issue 14: a call or more a result was most of the cost of a
        # full recompute). Otherwise result by result, through the checks and their
        # messages, the first wrong one refused before any is recorded.
        lines = list(map(self._layout.where.get, map(_PLACE, given)))
        if (
            self.game == DUPLICATE_WHIST.name
            and None not in lines
            and _PLAIN_TRICKS.issuperset(map(_CHECKED, given))
        ):
            keys = list(map(_KEY, lines))
            if len(set(keys)) == len(keys) and recorded.keys().isdisjoint(keys):
                recorded.update(zip(keys, given, strict=True))
                for d in sorted(set(map(_DEAL, keys))):
                    self._refresh(d)
                return
        touched: set[int] = set()
        checked: dict[tuple[int, int, int], DealResult] = {}
        for r in given:
            self._check_score(r)
            line = self._locate(r)
            if line.key in recorded or line.key in checked:
                raise ScoringError(
                    f"deal {r.deal}, round {line.round}, table {line.table}: two results given"
                )
            self._check_law_e(r, line)
            checked[line.key] = r
            touched.add(r.deal)
        recorded.update(checked)
        for d in sorted(touched):
            self._refresh(d)

    def remove(self, deal: int, round_number: int, table: int) -> None:
        key = (deal, round_number, table)
        if self._results.pop(key, None) is None:
            raise ScoringError(
                f"deal {deal}, round {round_number}, table {table}: no result to remove"
            )
        self._law_notes.pop(key, None)
        self._refresh(deal)

    def results(self) -> list[DealResult]:
        recorded = self._results
        out = []
        for d in sorted(self._deals):
            for line in sorted(self._deals[d], key=lambda ln: (ln.round, ln.table)):
                r = recorded.get(line.key)
                if r is not None:
                    out.append(r)
        return out

    # --- per deal ----------------------------------------------------------------------
    def _refresh(self, deal: int) -> None:
        self._travellers.pop(deal, None)
        old = self._contrib.pop(deal, None)
        if old is not None:
            self._credit(old, -1)
        # Each contestant's share of the traveller, added to the totals and kept to be
        # taken off again when the deal changes, as columns (line, scores, matchpoints,
        # top): few objects made, so few collections by the garbage collector, which
        # were a third of a full recompute (issue 14). The TravellerLine values are
        # made when asked for.
        lines = self._deals[deal]
        found = list(map(self._results.get, self._layout.keys[deal]))
        results = list(filter(None, found))  # (a result is true; `None in` calls __eq__)
        if len(results) != len(found):
            lines = tuple(ln for ln, r in zip(lines, found, strict=True) if r is not None)
        statuses = list(map(_STATUS, results))
        if deal in self._layout.unordered or statuses.count("played") != len(statuses):
            scored = self._scored(deal)
            shares: _Shares = (
                tuple(s[0] for s in scored),
                [s[1] for s in scored],
                [s[2] for s in scored],
                [s[4] for s in scored],
                [s[5] for s in scored],
                [s[6] for s in scored],
            )
        else:
            # every result played, the lines in the traveller's order: the usual deal
            ns_scores = list(map(_NS_SCORE, results))
            ew_scores = list(map(_EW_SCORE, results))
            ns_mps = _matchpoints_column(ns_scores)
            top = 2 * (len(results) - 1)
            # Tricks: E-W's are thirteen less N-S's, so E-W beat a line where N-S lose to it
            # and their matchpoints are the top less N-S's (the same figures, half the work).
            ew_mps = (
                [top - mp for mp in ns_mps]
                if self._counts_tricks
                else _matchpoints_column(ew_scores)
            )
            shares = (lines, ns_scores, ew_scores, ns_mps, ew_mps, [top] * len(results))
        self._credit(shares, 1)
        self._contrib[deal] = shares

    def _credit(self, shares: _Shares, sign: int) -> None:
        """Add (``sign`` 1) or take off (-1) a deal's shares in the contestants' totals."""
        totals, tricks_of = self._mp, self._tricks
        for ln, ns_score, ew_score, ns_mp, ew_mp, top in zip(*shares, strict=True):
            for c in ln.ns:
                total = totals[c]
                total[0] += sign * ns_mp
                total[1] += sign * top
                tricks_of[c] += sign * ns_score
            for c in ln.ew:
                total = totals[c]
                total[0] += sign * ew_mp
                total[1] += sign * top
                tricks_of[c] += sign * ew_score

    def traveller(self, deal: int) -> tuple[TravellerLine, ...]:
        """The deal's traveller: every recorded result with law (e) III adjustments
        resolved and matchpoints (2 per score beaten, 1 per tie, same direction)."""
        if deal not in self._deals:
            return ()
        cached = self._travellers.get(deal)
        if cached is None:
            cached = self._travellers[deal] = tuple(
                TravellerLine(ln.round, ln.table, ln.ns, ln.ew, ns, ew, status, ns_mp, ew_mp, top)
                for ln, ns, ew, status, ns_mp, ew_mp, top in self._scored(deal)
            )
        return cached

    def _scored(self, deal: int) -> list[_Scored]:
        """:meth:`traveller`'s lines as (line, N-S score, E-W score, status, N-S
        matchpoints, E-W matchpoints, top), in the traveller's order."""
        got = self._results.get
        recorded = [(ln, r) for ln in self._deals[deal] if (r := got(ln.key)) is not None]
        played = [r for _, r in recorded if r.status == "played"]
        if len(played) == len(recorded) and deal not in self._layout.unordered:
            # every result played, its lines in (round, table) order already: no adjusted
            # score to work out and nothing to sort (the usual traveller, the fast way)
            ns_mps = _matchpoints_of([r.ns_score for r in played])
            ew_mps = _matchpoints_of([r.ew_score for r in played])
            top = 2 * (len(played) - 1)
            return [
                (ln, r.ns_score, r.ew_score, "played", ns_mps[r.ns_score], ew_mps[r.ew_score], top)
                for ln, r in recorded
            ]
        ns_played = [r.ns_score for r in played]
        ew_played = [r.ew_score for r in played]
        if len(played) == len(recorded):
            # every result played: no adjusted score, so no average or lowest to work out
            avg_ns = avg_ew = low_ns = low_ew = 0
        else:
            avg_ns = law_round(Fraction(sum(ns_played), len(ns_played))) if ns_played else 0
            avg_ew = law_round(Fraction(sum(ew_played), len(ew_played))) if ew_played else 0
            low_ns = min(ns_played, default=0)
            low_ew = min(ew_played, default=0)
        scored: list[tuple[SheetLine, int, int, str]] = []
        for ln, r in recorded:
            if r.status == "played":
                scored.append((ln, r.ns_score, r.ew_score, r.status))
            elif r.status == "average":
                scored.append((ln, avg_ns, avg_ew, r.status))
            elif r.status == "lowest-ns":
                scored.append((ln, low_ns, avg_ew, r.status))
            elif r.status == "lowest-ew":
                scored.append((ln, avg_ns, low_ew, r.status))
        ns_mps = _matchpoints_of([s[1] for s in scored])
        ew_mps = _matchpoints_of([s[2] for s in scored])
        top = 2 * (len(scored) - 1)
        out: list[_Scored] = [
            (ln, ns_s, ew_s, status, ns_mps[ns_s], ew_mps[ew_s], top)
            for ln, ns_s, ew_s, status in sorted(scored, key=lambda s: (s[0].round, s[0].table))
        ]
        for ln, r in recorded:
            if r.status == "not-played":
                out.append((ln, avg_ns, avg_ew, r.status, 0, 0, 0))
        return out

    def frequency(self, deal: int) -> tuple[FrequencyRow, ...]:
        """The deal's frequency table: each N-S score, how often, and its matchpoints."""
        counts: dict[int, list[int]] = {}
        for tl in self.traveller(deal):
            if tl.status == "not-played":
                continue
            row = counts.setdefault(tl.ns_score, [0, tl.ns_mp, tl.ew_mp])
            row[0] += 1
        return tuple(
            FrequencyRow(s, c, n, e) for s, (c, n, e) in sorted(counts.items(), reverse=True)
        )

    def card(self, contestant: int) -> tuple[TravellerLine, ...]:
        """Every result of one contestant (its score card), in round order."""
        out = [
            tl
            for d in sorted(self._deals)
            for tl in self.traveller(d)
            if contestant in tl.ns or contestant in tl.ew
        ]
        return tuple(sorted(out, key=lambda t: (t.round, t.table)))

    # --- totals and rankings ---------------------------------------------------------
    def matchpoints(self) -> dict[int, tuple[int, int, float]]:
        """Contestant -> (matchpoints, maximum, percentage)."""
        out = {}
        for c, (mp, top) in self._mp.items():
            out[c] = (mp, top, 100.0 * mp / top if top else 0.0)
        return out

    def totals(self) -> dict[int, int]:
        """Contestant -> tricks (or points) taken, adjustments included; a contestant
        with a deal marked not played is credited with its direction's average."""
        return dict(self._tricks)

    def ranking(self, method: str | None = None) -> Ranking:
        method = method or self.method
        if method == "matchpoints":
            return self._rank_matchpoints()
        if method == "average":
            return self._rank_average()
        if method == "individual":
            return self._rank_individual()
        if method == "match-and-trick":
            return self._rank_match_and_trick()
        if method == "teams":
            return self._rank_teams()
        if method == "little-matches":
            return self._rank_little_matches()
        raise ScoringError(f"method must be one of {METHODS}, got {method!r}")

    def _directions(self) -> dict[int, str]:
        """Contestant -> "ns"/"ew" when it always sits the same way, else "all"."""
        return self._layout.directions

    def _rank_matchpoints(self) -> Ranking:
        dirs = self._directions()
        groups = {d for d in dirs.values()}
        split = groups <= {"ns", "ew"} and len(groups) == 2
        entries = []
        for c, (mp, top, pct) in self.matchpoints().items():
            key = _fraction(mp, top) if top else _fraction(0)
            entries.append((dirs.get(c, "all") if split else "all", c, key, f"{pct:.2f}%", mp, ""))
        return Ranking("matchpoints", place(entries))

    def _rank_average(self) -> Ranking:
        dirs = self._directions()
        if set(dirs.values()) - {"ns", "ew"}:
            raise ScoringError(
                f"method 'average': the movement {self.movement.name!r} seats pairs both ways; "
                "the Mitchell comparison needs fixed directions; use matchpoints"
            )
        totals = self.totals()
        entries = []
        summary = []
        results: list[int] = []  # the entries' results as ints: Fraction compares are slow
        for direction in ("ns", "ew"):
            group = {c: t for c, t in totals.items() if dirs.get(c) == direction}
            exact_avg, avg, rows = average_results(group)
            for c, t, r, exact in rows:
                entries.append((direction, c, _fraction(r), signed(r), t, exact))
                results.append(r)
            summary.append((f"{direction.upper()} total", str(sum(group.values()))))
            summary.append((f"{direction.upper()} average", f"{avg} ({float(exact_avg):.2f})"))
        plus = sum(r for r in results if r > 0)
        minus = -sum(r for r in results if r < 0)
        summary.append(("Results", f"+{plus} -{minus}"))
        summary.append(("Total score", str(sum(totals.values()))))
        return Ranking("average", place_with_fraction(entries), tuple(summary))

    def _blocks(self) -> dict[tuple[str, frozenset[int]], list[tuple[tuple[int, ...], int]]]:
        """(direction, set of deals) -> [(side, aggregate)] for every table-round whose
        deals are all recorded: the book's comparisons of "the aggregate ... scores at one
        table with those made at the other"."""
        agg: dict[tuple[int, int], list[int]] = {}
        sides: dict[tuple[int, int], tuple[tuple[int, ...], tuple[int, ...], frozenset[int]]] = {}
        for d in self._deals:
            for tl in self.traveller(d):
                key = (tl.round, tl.table)
                a = agg.setdefault(key, [0, 0, 0])
                a[0] += tl.ns_score
                a[1] += tl.ew_score
                a[2] += 1
                sides[key] = (tl.ns, tl.ew, frozenset())
        out: dict[tuple[str, frozenset[int]], list[tuple[tuple[int, ...], int]]] = defaultdict(list)
        for rnd in self.movement.rounds:
            for tr in rnd.tables:
                key = (rnd.number, tr.table)
                if key not in agg or agg[key][2] != len(tr.deals):
                    continue
                ns, ew, _ = sides[key]
                deals = frozenset(tr.deals)
                out[("ns", deals)].append((ns, agg[key][0]))
                out[("ew", deals)].append((ew, agg[key][1]))
        return out

    def _sitting_blocks(
        self,
    ) -> dict[tuple[str, frozenset[int]], list[tuple[tuple[int, ...], int]]]:
        """(direction, deals) -> [(side, aggregate)] for every complete sitting: the
        individual matches' "aggregate North and South scores at one table" over the
        deals played and replayed there (:func:`scoring.comparisons.sittings`)."""
        scores: dict[tuple[int, int], list[tuple[int, int]]] = defaultdict(list)
        for d in self._deals:
            for tl in self.traveller(d):
                scores[(tl.round, tl.table)].append((tl.ns_score, tl.ew_score))
        out: dict[tuple[str, frozenset[int]], list[tuple[tuple[int, ...], int]]] = defaultdict(list)
        for sit in movement_sittings(self.movement):
            got = [x for r in sit.rounds for x in scores.get((r, sit.table), [])]
            if len(got) != len(sit.deals):
                continue  # the sitting is compared when all its deals are scored
            out[("ns", sit.deals)].append((sit.ns, sum(x for x, _ in got)))
            out[("ew", sit.deals)].append((sit.ew, sum(y for _, y in got)))
        return out

    def _rank_individual(self) -> Ranking:
        lost = tricks_lost(self._sitting_blocks().values(), self.movement.contestants())
        totals = self.totals()
        rows = [
            ("all", c, Fraction(-x), f"{x} lost", totals.get(c, 0), "") for c, x in lost.items()
        ]
        summary = (("Note", MNEMONIC_INDIVIDUAL_NOTE),) if is_mnemonic(self.movement) else ()
        return Ranking("individual", place(rows), summary)

    def _rank_match_and_trick(self) -> Ranking:
        rows = []
        for c, got in sorted(match_and_trick(self._blocks().values()).items()):
            shown = f"{float(got.matches):g} m, {got.tricks:+d} t"
            rows.append(("all", c, got.matches * 10000 + got.tricks, shown, got.tricks, ""))
        return Ranking("match-and-trick", place(rows))

    def _team_of(self) -> dict[int, int]:
        teams = self.movement.teams()
        return teams if teams else {c: c for c in self.movement.contestants()}

    def _rank_teams(self) -> Ranking:
        teams = self._team_of()
        totals = self.totals()
        agg: dict[int, int] = defaultdict(int)
        for c, t in totals.items():
            agg[teams.get(c, c)] += t
        # law (a): a team of an odd number of pairs adds the average score of all the
        # pairs seated in the positions opposite to its odd pair.  Counted by seats, so
        # that a home team whose pairs sit N-S or E-W as they find their adversaries is
        # treated alike: a team holding more N-S than E-W seats adds the average E-W
        # pair total (all E-W scores divided by the pairs seated E-W at once, the tables).
        summary: list[tuple[str, str]] = []
        seats: dict[int, dict[str, int]] = defaultdict(lambda: {"ns": 0, "ew": 0})
        direction_total = {"ns": 0, "ew": 0}
        tables_used: set[int] = set()
        for d in self._deals:
            for tl in self.traveller(d):
                tables_used.add(tl.table)
                direction_total["ns"] += tl.ns_score
                direction_total["ew"] += tl.ew_score
                for c in {teams.get(x, x) for x in tl.ns}:
                    seats[c]["ns"] += 1
                for c in {teams.get(x, x) for x in tl.ew}:
                    seats[c]["ew"] += 1
        if len(agg) == 2 and not self.movement.by_players:
            for team, n in sorted(seats.items()):
                if n["ns"] != n["ew"] and tables_used:
                    opposite = "ew" if n["ns"] > n["ew"] else "ns"
                    added = law_round(Fraction(direction_total[opposite], len(tables_used)))
                    agg[team] += added
                    summary.append(
                        (f"Team {team} odd pair", f"adds {added} (average {opposite.upper()} pair)")
                    )
        comp = compare_with_average(agg)
        exact = dict(comp.exact)
        label = "half the total" if len(agg) == 2 else "the average of all teams"
        summary.append(
            ("Compared with", f"{label}: {comp.average} ({float(comp.exact_average):.2f})")
        )
        rows = [("teams", c, Fraction(r), signed(r), agg[c], exact[c]) for c, r in comp.results]
        return Ranking("teams", place_with_fraction(rows), tuple(summary))

    def _rank_little_matches(self) -> Ranking:
        teams = self._team_of()
        won: dict[tuple[int, int], int] = defaultdict(int)
        for d in self._deals:
            for tl in self.traveller(d):
                if tl.status == "not-played":
                    continue
                tn = {teams.get(c, c) for c in tl.ns}
                te = {teams.get(c, c) for c in tl.ew}
                if len(tn) != 1 or len(te) != 1 or tn == te:
                    continue
                a, b = next(iter(tn)), next(iter(te))
                won[(a, b)] += tl.ns_score
                won[(b, a)] += tl.ew_score
        points: dict[int, Fraction] = defaultdict(Fraction)
        tricks: dict[int, int] = defaultdict(int)
        done: set[frozenset[int]] = set()
        for a, b in list(won):
            key = frozenset((a, b))
            if key in done:
                continue
            done.add(key)
            x, y = won[(a, b)], won[(b, a)]
            points[a] += 1 if x > y else Fraction(1, 2) if x == y else 0
            points[b] += 1 if y > x else Fraction(1, 2) if x == y else 0
            tricks[a] += x - y
            tricks[b] += y - x
        rows = [
            (
                "teams",
                t,
                points[t] * 10000 + tricks[t],
                f"{float(points[t]):g} ({tricks[t]:+d})",
                tricks[t],
                "",
            )
            for t in sorted(points)
        ]
        return Ranking("little-matches", place(rows))


def default_method(movement: Movement) -> str:
    """The book's method for the movement's form (matchpoints for unknown names)."""
    try:
        return find_movement(movement.name).method
    except MovementError:
        return "matchpoints"


__all__ = [
    "METHODS",
    "STATUSES",
    "AverageComparison",
    "DealResult",
    "FrequencyRow",
    "Ranking",
    "Scoresheet",
    "ScoringError",
    "Standing",
    "Status",
    "TravellerLine",
    "compare_with_average",
    "default_method",
    "law_round",
]

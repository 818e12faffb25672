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

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal

from scoring.bridge import net_points
from scoring.comparisons import match_and_trick, movement_sittings, tricks_lost
from scoring.forms import find_movement
from scoring.forms.single_table import (
    MNEMONIC_INDIVIDUAL_NOTE,
    MNEMONIC_NEW_DEAL,
    is_mnemonic,
)
from scoring.movement import Movement, MovementError, TableRound
from scoring.ranking import (
    AverageComparison,
    Ranking,
    Standing,
    compare_with_average,
    law_round,
    place,
    place_with_fraction,
    signed,
)
from scoring.seats import GAMES, counts_tricks, game_name, side_of
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


@dataclass
class _Line:
    round: int
    table: int
    tr: TableRound
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_team: int | None
    ew_team: int | None
    result: DealResult | None = None


@dataclass
class _DealState:
    lines: dict[tuple[int, int], _Line] = field(default_factory=dict)
    cache: tuple[TravellerLine, ...] | None = None


def _matchpoints_of(scores: list[int]) -> dict[int, int]:
    """Score -> its matchpoints among ``scores`` (same direction): two for each score it
    beats, one for each other equal to it."""
    counts = Counter(scores)
    out: dict[int, int] = {}
    beaten = 0
    for score in sorted(counts):
        same = counts[score]
        out[score] = 2 * beaten + same - 1
        beaten += same
    return out


#: Who sits where on each deal (:func:`_layout`) for the movements scored lately, by
#: identity: a movement is frozen, and the kiosk scores the same one after every deal.
_LAYOUTS: dict[int, tuple[Movement, _Layout]] = {}
_Layout = tuple[
    tuple[tuple[int, int, TableRound, tuple[int, ...], tuple[int, ...]], ...], dict[int, int]
]


def _layout(movement: Movement) -> _Layout:
    """Every (deal, round, table round, N-S contestants, E-W contestants) the movement
    plays, and the number of tables each deal is played at: the seating a
    :class:`Scoresheet` lays its lines on, worked out once a movement."""
    known = _LAYOUTS.get(id(movement))
    if known is not None and known[0] is movement:
        return known[1]
    seatings = []
    tables: dict[int, set[int]] = defaultdict(set)
    for rnum, tr in movement.iter_table_rounds():
        if not tr.full:
            continue
        ns_seated: list[int] = []
        ew_seated: list[int] = []
        for s, w in movement.seats_of(tr).items():
            (ns_seated if side_of(s) == "ns" else ew_seated).append(w)
        ns, ew = tuple(ns_seated), tuple(ew_seated)
        for d in tr.deals:
            seatings.append((d, rnum, tr, ns, ew))
            tables[d].add(tr.table)
    layout = (tuple(seatings), {d: len(t) for d, t in tables.items()})
    if len(_LAYOUTS) >= 16:
        _LAYOUTS.clear()
    _LAYOUTS[id(movement)] = (movement, layout)
    return layout


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
        self._deals: dict[int, _DealState] = defaultdict(_DealState)
        self._where: dict[tuple[int, int, int], _Line] = {}
        self._by_pairs: dict[tuple[int, int, int], _Line] = {}
        self._mp: dict[int, list[int]] = defaultdict(lambda: [0, 0])  # contestant -> [mp, top]
        self._tricks: dict[int, int] = defaultdict(int)
        self._contrib: dict[int, tuple[dict[int, tuple[int, int]], dict[int, int]]] = {}
        self._dirs: dict[int, str] | None = None
        self._law_notes: dict[tuple[int, int, int], str] = {}
        seatings, self._deal_tables = _layout(movement)
        for d, rnum, tr, ns, ew in seatings:
            line = _Line(rnum, tr.table, tr, ns, ew, tr.ns_team, tr.ew_team)
            self._deals[d].lines[(rnum, tr.table)] = line
            self._where[(d, rnum, tr.table)] = line
            if tr.ns is not None and tr.ew is not None:
                self._by_pairs[(d, tr.ns, tr.ew)] = line

    # --- input -----------------------------------------------------------------------
    def _locate(self, r: DealResult) -> _Line:
        where = f"deal {r.deal}"
        if r.round is not None and r.table is not None:
            line = self._where.get((r.deal, r.round, r.table))
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
            line = self._by_pairs.get((r.deal, r.ns, r.ew))
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

    def _check_law_e(self, r: DealResult, line: _Line) -> None:
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
        if line.result is not None and not replace:
            raise ScoringError(
                f"deal {result.deal}, round {line.round}, table {line.table}: a result is "
                "already recorded; pass replace=True to correct it"
            )
        self._check_law_e(result, line)
        line.result = result
        self._refresh(result.deal)

    def add_many(self, results: Iterable[DealResult]) -> None:
        touched: set[int] = set()
        for r in results:
            self._check_score(r)
            line = self._locate(r)
            if line.result is not None:
                raise ScoringError(
                    f"deal {r.deal}, round {line.round}, table {line.table}: two results given"
                )
            self._check_law_e(r, line)
            line.result = r
            touched.add(r.deal)
        for d in touched:
            self._refresh(d)

    def remove(self, deal: int, round_number: int, table: int) -> None:
        line = self._where.get((deal, round_number, table))
        if line is None or line.result is None:
            raise ScoringError(
                f"deal {deal}, round {round_number}, table {table}: no result to remove"
            )
        line.result = None
        self._law_notes.pop((deal, round_number, table), None)
        self._refresh(deal)

    def results(self) -> list[DealResult]:
        out = []
        for d in sorted(self._deals):
            for key in sorted(self._deals[d].lines):
                r = self._deals[d].lines[key].result
                if r is not None:
                    out.append(r)
        return out

    # --- per deal ----------------------------------------------------------------------
    def _refresh(self, deal: int) -> None:
        state = self._deals[deal]
        state.cache = None
        old = self._contrib.pop(deal, ({}, {}))
        for c, (mp, top) in old[0].items():
            self._mp[c][0] -= mp
            self._mp[c][1] -= top
        for c, t in old[1].items():
            self._tricks[c] -= t
        mps: dict[int, tuple[int, int]] = {}
        tricks: dict[int, int] = {}
        # The traveller's figures without its TravellerLine values (a frozen dataclass of
        # ten fields costs more to build than the figures): those are made when asked for.
        for ln, ns_score, ew_score, _status, ns_mp, ew_mp, top in self._scored(deal):
            for c in ln.ns:
                had = mps.get(c)
                mps[c] = (ns_mp, top) if had is None else (had[0] + ns_mp, had[1] + top)
                tricks[c] = tricks.get(c, 0) + ns_score
            for c in ln.ew:
                had = mps.get(c)
                mps[c] = (ew_mp, top) if had is None else (had[0] + ew_mp, had[1] + top)
                tricks[c] = tricks.get(c, 0) + ew_score
        for c, (mp, top) in mps.items():
            self._mp[c][0] += mp
            self._mp[c][1] += top
        for c, t in tricks.items():
            self._tricks[c] += t
        self._contrib[deal] = (mps, tricks)

    def traveller(self, deal: int) -> tuple[TravellerLine, ...]:
        """The deal's traveller: every recorded result with law (e) III adjustments
        resolved and matchpoints (2 per score beaten, 1 per tie, same direction)."""
        state = self._deals.get(deal)
        if state is None:
            return ()
        if state.cache is None:
            state.cache = tuple(
                TravellerLine(ln.round, ln.table, ln.ns, ln.ew, ns, ew, status, ns_mp, ew_mp, top)
                for ln, ns, ew, status, ns_mp, ew_mp, top in self._scored(deal)
            )
        return state.cache

    def _scored(self, deal: int) -> list[tuple[_Line, int, int, str, int, int, int]]:
        """:meth:`traveller`'s lines as (line, N-S score, E-W score, status, N-S
        matchpoints, E-W matchpoints, top), in the traveller's order."""
        state = self._deals[deal]
        recorded = [ln for ln in state.lines.values() if ln.result is not None]
        played = [ln for ln in recorded if ln.result and ln.result.status == "played"]
        ns_played = [ln.result.ns_score for ln in played if ln.result]
        ew_played = [ln.result.ew_score for ln in played if ln.result]
        if len(played) == len(recorded):
            # every result played: no adjusted score, so no average or lowest to work out
            avg_ns = avg_ew = low_ns = low_ew = 0
        else:
            avg_ns = law_round(Fraction(sum(ns_played), len(ns_played))) if ns_played else 0
            avg_ew = law_round(Fraction(sum(ew_played), len(ew_played))) if ew_played else 0
            low_ns = min(ns_played, default=0)
            low_ew = min(ew_played, default=0)
        scored: list[tuple[_Line, int, int, str]] = []
        for ln in recorded:
            r = ln.result
            assert r is not None
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
        out: list[tuple[_Line, int, int, str, int, int, int]] = [
            (ln, ns_s, ew_s, status, ns_mps[ns_s], ew_mps[ew_s], top)
            for ln, ns_s, ew_s, status in sorted(scored, key=lambda s: (s[0].round, s[0].table))
        ]
        for ln in recorded:
            r = ln.result
            if r is not None and r.status == "not-played":
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
        if self._dirs is None:
            self._dirs = self._compute_directions()
        return self._dirs

    def _compute_directions(self) -> dict[int, str]:
        seen: dict[int, set[str]] = defaultdict(set)
        for state in self._deals.values():
            for ln in state.lines.values():
                for c in ln.ns:
                    seen[c].add("ns")
                for c in ln.ew:
                    seen[c].add("ew")
        return {c: (next(iter(s)) if len(s) == 1 else "all") for c, s in seen.items()}

    def _rank_matchpoints(self) -> Ranking:
        dirs = self._directions()
        groups = {d for d in dirs.values()}
        split = groups <= {"ns", "ew"} and len(groups) == 2
        entries = []
        for c, (mp, top, pct) in self.matchpoints().items():
            key = Fraction(mp, top) if top else Fraction(0)
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
            comp = compare_with_average(
                {c: t for c, t in totals.items() if dirs.get(c) == direction}
            )
            exact = dict(comp.exact)
            for c, r in comp.results:
                entries.append((direction, c, Fraction(r), signed(r), totals[c], exact[c]))
                results.append(r)
            summary.append((f"{direction.upper()} total", str(sum(t for _, t in comp.totals))))
            summary.append(
                (
                    f"{direction.upper()} average",
                    f"{comp.average} ({float(comp.exact_average):.2f})",
                )
            )
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

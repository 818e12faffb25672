"""The field's results: one ranking of every club's pairs, and each club's own.

A simultaneous event is one set of boards played in several clubs on the same night,
each club (a *section*) with its own movement and tables. To compare every club's
scores on a board, the sections' movements are laid side by side as one movement of
the field (:func:`field_movement`): the tables and contestants of each section numbered
after the previous section's, the rounds kept. :class:`scoring.results.Scoresheet`
then does what it does for one room -- matchpoints, "2 for each score beaten in the
same direction on the same deal, 1 for each tie", each direction ranked apart when
every pair sits one way (the Mitchell family), one list otherwise -- across the whole
field. Nothing here re-derives a rule of scoring's (docs/architecture.md).

The release rule (docs/simultaneous.md): a board's field results, and the rankings that
count it, are shown only when every section has finished it (every table of every
section that plays it has a result), or when the organiser's release time has passed:
until then the travellers of a club that has played the board would tell the hands to
a club still to play it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from scoring.movement import Movement, Round, TableRound
from scoring.results import DealResult, Scoresheet, ScoringError
from whist import DUPLICATE_WHIST

#: what a field ranking is computed by: modern matchpoints, the one comparison of
#: scores on the same deal that does not depend on how many tables a club has
FIELD_METHOD = "matchpoints"


class FieldError(ValueError):
    """The sections cannot be ranked together (the message says which and why)."""


@dataclass(frozen=True)
class SectionPlay:
    """One club's section as the ranking needs it: its movement and its results so far
    (round and table numbers of its own movement)."""

    name: str
    club: str
    movement: Movement
    results: tuple[DealResult, ...] = ()


@dataclass(frozen=True)
class Placement:
    """Where a section sits in the field's movement: its tables and contestants are
    numbered from ``tables + 1`` and ``contestants + 1``."""

    section: str
    tables: int
    contestants: int
    teams: int


def _contestant_count(movement: Movement) -> int:
    return max(movement.contestants(), default=0)


def _team_count(movement: Movement) -> int:
    return max(movement.teams().values(), default=0)


def _shift(value: int | None, by: int) -> int | None:
    return None if value is None else value + by


def field_movement(sections: Sequence[SectionPlay]) -> tuple[Movement, dict[str, Placement]]:
    """The sections' movements side by side as one movement (round ``r`` of the field is
    round ``r`` of every section that has one), and where each section was placed.

    >>> from scoring import build_movement
    >>> m = build_movement("mitchell", 3, 6)
    >>> field, where = field_movement([SectionPlay("a", "A", m), SectionPlay("b", "B", m)])
    >>> field.tables, len(field.contestants()), where["b"].tables, where["b"].contestants
    (6, 12, 3, 6)
    """
    if not sections:
        raise FieldError("the event has no section: add one per club (whist sim create)")
    kinds = {s.movement.kind for s in sections}
    by_players = {s.movement.by_players for s in sections}
    if len(kinds) > 1 or len(by_players) > 1:
        raise FieldError(
            "the sections play forms of different kinds ("
            + ", ".join(f"{s.name}: {s.movement.name} ({s.movement.kind})" for s in sections)
            + "): a field ranking compares pairs with pairs; give every club a pairs movement"
        )
    deals = {s.movement.deals for s in sections}
    if len(deals) > 1:
        raise FieldError(
            "the sections' movements play different numbers of boards ("
            + ", ".join(f"{s.name}: {s.movement.deals}" for s in sections)
            + "): every club plays every board of the event"
        )
    placements: dict[str, Placement] = {}
    tables = contestants = teams = 0
    rounds: dict[int, list[TableRound]] = {}
    for section in sections:
        if section.name in placements:
            raise FieldError(f"section {section.name!r} is given twice")
        placements[section.name] = Placement(section.name, tables, contestants, teams)
        for rnd in section.movement.rounds:
            shifted = rounds.setdefault(rnd.number, [])
            for tr in rnd.tables:
                shifted.append(
                    replace(
                        tr,
                        table=tr.table + tables,
                        ns=_shift(tr.ns, contestants),
                        ew=_shift(tr.ew, contestants),
                        north=_shift(tr.north, contestants),
                        south=_shift(tr.south, contestants),
                        east=_shift(tr.east, contestants),
                        west=_shift(tr.west, contestants),
                        ns_team=_shift(tr.ns_team, teams),
                        ew_team=_shift(tr.ew_team, teams),
                    )
                )
        tables += section.movement.tables
        contestants += _contestant_count(section.movement)
        teams += _team_count(section.movement)
    movement = Movement(
        name="field",
        tables=tables,
        rounds=tuple(Round(n, tuple(trs)) for n, trs in sorted(rounds.items())),
        kind=next(iter(kinds)),
        deals=next(iter(deals)),
        description="the sections of a simultaneous event side by side",
    )
    return movement, placements


def finished_boards(movement: Movement, results: Iterable[DealResult]) -> set[int]:
    """The boards every table of ``movement`` that plays them has a result for."""
    have = {(r.deal, r.round, r.table) for r in results}
    return {
        deal
        for deal in movement.all_deals()
        if all((deal, m.round, m.table.table) in have for m in movement.meetings(deal))
    }


def unfinished_tables(movement: Movement, results: Iterable[DealResult], deal: int) -> list[int]:
    """The tables of ``movement`` that play ``deal`` and have no result for it yet."""
    have = {(r.round, r.table) for r in results if r.deal == deal}
    return sorted(
        {m.table.table for m in movement.meetings(deal) if (m.round, m.table.table) not in have}
    )


def board_progress(
    sections: Sequence[SectionPlay], *, release_at: float | None, now: float
) -> list[dict[str, Any]]:
    """Each board: released or not, and why -- finished in every club, the organiser's
    time, or which clubs' tables still have it to play."""
    if not sections:
        return []
    timed = release_at is not None and now >= release_at
    out = []
    for deal in sections[0].movement.all_deals():
        waiting = [
            {"section": s.name, "club": s.club, "tables": tables}
            for s in sections
            if (tables := unfinished_tables(s.movement, s.results, deal))
        ]
        out.append(
            {
                "board": deal,
                "released": timed or not waiting,
                "why": "finished in every club"
                if not waiting
                else ("the organiser's release time" if timed else "still played"),
                "waiting": waiting,
            }
        )
    return out


def released_boards(
    sections: Sequence[SectionPlay], *, release_at: float | None, now: float
) -> list[int]:
    """The boards whose field results may be shown: finished by every section, or every
    board once the organiser's release time has passed."""
    if not sections:
        return []
    every = sections[0].movement.all_deals()
    if release_at is not None and now >= release_at:
        return list(every)
    done = set(every)
    for section in sections:
        done &= finished_boards(section.movement, section.results)
    return sorted(done)


def field_sheet(
    sections: Sequence[SectionPlay], boards: Iterable[int], *, game: str = DUPLICATE_WHIST.name
) -> tuple[Scoresheet, dict[str, Placement]]:
    """Every section's results on ``boards`` in one :class:`Scoresheet` of the field's
    movement, ranked by matchpoints."""
    movement, placements = field_movement(sections)
    wanted = set(boards)
    sheet = Scoresheet(movement, method=FIELD_METHOD, game=game)
    shifted = []
    for section in sections:
        place = placements[section.name]
        for r in section.results:
            if r.deal not in wanted:
                continue
            shifted.append(
                replace(
                    r,
                    table=_shift(r.table, place.tables),
                    ns=_shift(r.ns, place.contestants),
                    ew=_shift(r.ew, place.contestants),
                )
            )
    try:
        sheet.add_many(shifted)
    except ScoringError as exc:
        raise FieldError(f"the field's results do not fit its movement: {exc}") from exc
    return sheet, placements


class _Owners:
    """Field-wide table and contestant numbers back to (section, its own number)."""

    def __init__(self, placements: Mapping[str, Placement]) -> None:
        ordered = sorted(placements.values(), key=lambda p: (p.tables, p.contestants))
        self._tables = [(p.tables, p.section) for p in ordered]
        self._contestants = sorted((p.contestants, p.section) for p in ordered)

    @staticmethod
    def _find(starts: list[tuple[int, str]], number: int) -> tuple[str, int]:
        # the last section whose numbers start below ``number``
        i = bisect_left(starts, (number, "")) - 1
        start, section = starts[i]
        return section, number - start

    def table(self, number: int) -> tuple[str, int]:
        return self._find(self._tables, number)

    def contestant(self, number: int) -> tuple[str, int]:
        return self._find(self._contestants, number)


def field_results(
    sections: Sequence[SectionPlay],
    *,
    release_at: float | None,
    now: float,
    game: str = DUPLICATE_WHIST.name,
) -> dict[str, Any]:
    """What the field results page and its JSON show: the progress of each section, the
    released boards' travellers across the field with their matchpoints, the field
    ranking (each direction apart where scoring ranks them apart) and each club's own
    ranking by its form's method, all counting the released boards only."""
    clubs = {s.name: s.club for s in sections}
    released = released_boards(sections, release_at=release_at, now=now)
    every = list(sections[0].movement.all_deals()) if sections else []
    out: dict[str, Any] = {
        "boards": len(every),
        "released": released,
        "release_at": release_at,
        "progress": board_progress(sections, release_at=release_at, now=now),
        "sections": [
            {
                "section": s.name,
                "club": s.club,
                "tables": s.movement.tables,
                "movement": s.movement.name,
                "finished": sorted(finished_boards(s.movement, s.results)),
                "results": len(s.results),
            }
            for s in sections
        ],
        "deals": [],
        "ranking": {"method": FIELD_METHOD, "lists": [], "note": ""},
        "clubs": [],
    }
    if not released:
        out["ranking"]["note"] = (
            "the ranking starts when the first board is finished in every club "
            "(or at the organiser's release time)"
        )
        return out
    sheet, placements = field_sheet(sections, released, game=game)
    owners = _Owners(placements)

    def who(side: tuple[int, ...]) -> dict[str, Any]:
        owner, number = owners.contestant(side[0])
        return {"section": owner, "club": clubs[owner], "pair": number}

    for deal in released:
        lines = []
        for line in sheet.traveller(deal):
            owner, table = owners.table(line.table)
            lines.append(
                {
                    "section": owner,
                    "club": clubs[owner],
                    "table": table,
                    "round": line.round,
                    "ns": owners.contestant(line.ns[0])[1],
                    "ew": owners.contestant(line.ew[0])[1],
                    "ns_score": line.ns_score,
                    "ew_score": line.ew_score,
                    "status": line.status,
                    "ns_mp": line.ns_mp,
                    "ew_mp": line.ew_mp,
                    "top": line.top,
                }
            )
        out["deals"].append({"board": deal, "lines": lines})
    ranking = sheet.ranking(FIELD_METHOD)
    points = sheet.matchpoints()
    titles = {"ns": "North-South", "ew": "East-West", "all": "All pairs"}
    lists: dict[str, list[dict[str, Any]]] = {}
    for standing in ranking.standings:
        mp, top, pct = points.get(standing.contestant, (0, 0, 0.0))
        lists.setdefault(standing.group, []).append(
            {
                "place": standing.place_text,
                **who((standing.contestant,)),
                "score": standing.shown,
                "matchpoints": mp,
                "top": top,
                "percent": round(pct, 2),
            }
        )
    out["ranking"]["lists"] = [
        {"group": group, "title": titles.get(group, group), "rows": rows}
        for group, rows in lists.items()
    ]
    out["ranking"]["note"] = (
        f"matchpoints across the field on {len(released)} released "
        f"board{'s' if len(released) != 1 else ''}"
    )
    out["clubs"] = [club_ranking(play, released, game=game) for play in sections]
    return out


def club_ranking(section: SectionPlay, boards: Iterable[int], *, game: str) -> dict[str, Any]:
    """One club's own ranking (its form's method, as its kiosk ranks it) on ``boards``."""
    wanted = set(boards)
    sheet = Scoresheet(section.movement, game=game)
    try:
        sheet.add_many(r for r in section.results if r.deal in wanted)
        ranking = sheet.ranking()
    except ScoringError as exc:
        return {"section": section.name, "club": section.club, "note": str(exc), "rows": []}
    return {
        "section": section.name,
        "club": section.club,
        "method": ranking.method,
        "note": "",
        "rows": [
            {
                "place": s.place_text,
                "group": s.group,
                "pair": s.contestant,
                "score": s.shown,
                "note": s.note,
            }
            for s in ranking.standings
        ],
    }

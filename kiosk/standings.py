"""The live results: every recorded score, by deal (the travellers), and the ranking;
:func:`public_results`, what the public and the tables may see of them
(:mod:`kiosk.publication` says what may be shown when).

The ranking is :mod:`scoring`'s (docs/architecture.md: the kiosk never re-derives a rule
that scoring owns); this module only hands it the results as they are recorded, under
the core's game name, and asks the movement which side a contestant sits on.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from kiosk.names import named
from kiosk.publication import (
    FRACTION_RULE,
    RELEASE_TEXT,
    board_complete,
    released,
)
from scoring.directions import compares_within_direction
from scoring.movement import Movement
from scoring.ranking import Standing
from scoring.results import DealResult, Scoresheet, ScoringError, Status
from scoring.resultsfile import ResultsFile
from whist import Side

if TYPE_CHECKING:
    from kiosk.context import Kiosk

DIRECTION_LABELS = {Side.NS: "N-S", Side.EW: "E-W"}


def standings(kiosk: Kiosk) -> dict[str, Any]:
    evening = kiosk.evening
    with evening.lock:
        evening.catch_up()
        results = list(evening.results.values())
        deals = sorted({r.board for r in results})
        return {
            "event": kiosk.event.name,
            "game": kiosk.event.game,
            "movement": evening.movement.name,
            "recorded": len(results),
            "expected": sum(
                len(tr.deals) for rnd in evening.movement.rounds for tr in rnd.tables if tr.full
            ),
            "deals": [{"board": d, "traveller": evening.traveller(d)} for d in deals],
            "ranking": ranking(kiosk),
        }


def scoresheet(kiosk: Kiosk, boards: Iterable[int] | None = None) -> Scoresheet:
    """A :class:`scoring.results.Scoresheet` holding every result recorded so far (of
    ``boards`` only, when given: the public ranking counts the complete ones)."""
    evening = kiosk.evening
    wanted = None if boards is None else set(boards)
    sheet = Scoresheet(evening.movement, game=kiosk.event.game, names=evening.names)
    for result in sorted(evening.results.values(), key=lambda r: (r.round, r.table, r.board)):
        if wanted is not None and result.board not in wanted:
            continue
        sheet.add(
            DealResult.from_sides(
                result.points,
                deal=result.board,
                round=result.round,
                table=result.table,
                status=cast(Status, result.status),
            )
        )
    return sheet


def results_file(kiosk: Kiosk, sheet: Scoresheet | None = None) -> ResultsFile:
    """Every result recorded so far as a results file (``docs/results-format.md``), the
    one ``whist score`` reads: the movement, the game, the director's names, the day of
    play (the day of the log's first row, UTC; today before any). ``sheet``: the
    :func:`scoresheet` taken beforehand (a snapshot under the evening's lock)."""
    evening = kiosk.evening
    if sheet is None:
        with evening.lock:
            # several processes on one log: first the rows the others wrote (the export
            # is asked outside any table's request, which would have read them)
            evening.catch_up()
            sheet = scoresheet(kiosk)
    first = kiosk.store.first_created()
    moment = (
        datetime.datetime.fromtimestamp(first, datetime.UTC)
        if first
        else datetime.datetime.now(datetime.UTC)
    )
    return ResultsFile(
        movement=evening.movement,
        results=tuple(sheet.results()),
        event=kiosk.event.name or kiosk.event.event_id,
        game=kiosk.event.game,
        names=dict(evening.names),
        date=moment.date().isoformat(),
    )


def ranking(kiosk: Kiosk) -> dict[str, Any]:
    """The ranking of the contestants by :mod:`scoring`, by the book's method for the
    movement, from the results so far."""
    sheet = scoresheet(kiosk)
    table = sheet.ranking()
    movement = kiosk.evening.movement
    label = "player" if movement.by_players else "pair"
    rows = [
        {
            "place": s.place_text,
            "contestant": s.contestant,
            "name": named(label, s.contestant, kiosk.evening.names),
            "direction": _direction(movement, s.contestant),
            "score": s.shown,
            "total": s.total,
            "note": s.note,
        }
        for s in table.standings
    ]
    summary = "; ".join(f"{k}: {v}" for k, v in table.summary)
    note = f"method: {table.method}" + (f"; {summary}" if summary else "")
    warnings = sheet.warnings()
    return {
        "available": True,
        "method": table.method,
        "rows": rows,
        "note": note,
        "warnings": warnings,
    }


def _direction(movement: Movement, contestant: int) -> str:
    """``N-S`` or ``E-W`` when the contestant sits the same way every round (as the
    movement seats it), else nothing."""
    side = movement.direction_of(contestant)
    return DIRECTION_LABELS[side] if side is not None else ""


def public_results(kiosk: Kiosk) -> dict[str, Any]:
    """The live results as the public (and every table) may see them."""
    evening = kiosk.evening
    with evening.lock:
        evening.catch_up()
        movement = evening.movement
        every = sorted(movement.all_deals())
        complete = [b for b in every if board_complete(evening, b)]
        played = {b for (_, b) in evening.results}
        shown = [b for b in every if b in played and released(evening, b)]
        counted = [b for b in complete if b in shown]
        label = "Player" if movement.by_players else "Pair"
        out: dict[str, Any] = {
            "event": kiosk.event.name,
            "movement": movement.name,
            "boards": len(every),
            "complete": len(complete),
            "progress": f"{len(complete)} of {len(every)} boards complete",
            "release": RELEASE_TEXT[str(evening.settings.get("release_results", "complete"))],
            "deals": [{"board": b, "traveller": evening.traveller(b)} for b in shown],
            "by_direction": compares_within_direction(movement),
            "lists": [],
            "note": "",
            "fraction_rule": "",
        }
        if not counted:
            out["note"] = "the ranking starts when the first board is complete everywhere"
            return out
        sheet = scoresheet(kiosk, counted)
    try:
        ranking = sheet.ranking()
    except ScoringError as exc:
        out["note"] = f"no ranking yet: {exc}"
        return out
    # the lists and places are scoring's (a Mitchell-type form ranks each direction
    # apart, law (a)'s fraction of a trick within a direction only): one source of truth
    titles = {"ns": "North-South", "ew": "East-West"}
    lists: dict[str, list[Standing]] = {}
    for standing in ranking.standings:
        lists.setdefault(standing.group, []).append(standing)
    broken = False
    for group, rows in lists.items():
        broken = broken or any(s.note for s in rows)
        out["lists"].append(
            {
                "title": titles.get(group, f"All {label.lower()}s"),
                "rows": [
                    {
                        "place": f"={s.place}" if s.tied else str(s.place),
                        "contestant": s.contestant,
                        "name": named(label, s.contestant, evening.names),
                        "score": s.shown,
                        "note": s.note,
                    }
                    for s in rows
                ],
            }
        )
    out["note"] = f"counted: {len(counted)} complete board{'s' if len(counted) != 1 else ''}"
    notes = [value for label, value in ranking.summary if label == "Note"]
    if notes:  # e.g. scoring's own extension of the book (Mnemonic individual record)
        out["note"] += "; " + "; ".join(notes)
    if broken:
        out["fraction_rule"] = FRACTION_RULE
    return out

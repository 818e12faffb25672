"""*Progressive Matches for Fours* (seed 000): the Mitchell, Howell, Clay, Parallel
and Snow systems for teams of four."""

from __future__ import annotations

from dataclasses import replace

from scoring.forms.building import (
    as_fours,
    assemble_movement,
    deal_group,
    deals_per_unit,
    relay,
    wrap,
)
from scoring.forms.mitchell import MITCHELL_MULT, MITCHELL_ODD, mitchell_pass
from scoring.forms.parallel import parallel
from scoring.forms.snow import snow
from scoring.movement import Movement, MovementError, TableRound


def mitchell_fours(tables: int, deals: int | None = None) -> Movement:
    """*Progressive Matches for Fours — The Mitchell System*: each team seated at a
    table, E-W move one table, then as the Mitchell system for pairs; the last round
    brings each team's pairs together, so that pair results can be compared too."""
    n = tables
    if n < 3 or n % 2 == 0:
        raise MovementError(f'mitchell-fours: {n} tables; the book: "{MITCHELL_ODD}"')
    per = deals_per_unit("mitchell-fours", deals, n, max(1, 24 // n), MITCHELL_MULT)
    rows: list[list[TableRound]] = []
    mitchell_pass(n, list(range(1, n + 1)), lambda e: e, 0, per, rows)
    m = assemble_movement(
        "mitchell-fours",
        n,
        "pairs",
        n * per,
        "Mitchell system for fours: team t is pairs 2t-1 (N-S) and 2t (E-W); "
        "add N-S and E-W scores of each team and compare totals.",
        rows,
    )
    return as_fours(m, pass_own=False)


def howell_fours(tables: int, deals: int | None = None) -> Movement:
    """*The Howell System* for fours: N-S sit still, E-W move one table up, the deals
    move "from the center table to the head table, and the others in rotation" (every
    table sends its deals (n+1)/2 tables on).  The first and last arrangements (each
    team together) are not for play and are not listed; with an even number of teams a
    dummy table is added and its opponents sit out.  (The book's diagrams are lost in
    the OCR; the deal rotation is the unique one, found by search, for which the deals
    between N-S of one club and E-W of another are overplayed by the other two pairs.)"""
    teams = tables
    if teams < 2:
        raise MovementError("howell-fours: needs at least two teams")
    n = teams if teams % 2 else teams + 1
    per = deals_per_unit("howell-fours", deals, n, max(1, 24 // n), MITCHELL_MULT)
    c = (n + 1) // 2
    rows: list[list[TableRound]] = []
    for r in range(1, n):
        row = []
        for t in range(1, n + 1):
            u = wrap(t - r, n)
            g = wrap(t - r * c, n)
            ns = 2 * t - 1 if t <= teams else None
            ew = 2 * u if u <= teams else None
            row.append(
                TableRound(
                    table=t,
                    deals=deal_group(g, per),
                    ns=ns,
                    ew=ew,
                    ns_team=t if ns else None,
                    ew_team=u if ew else None,
                )
            )
        rows.append(row)
    desc = "Howell system for fours: little matches between every two clubs, 1, 1/2, 0."
    if n != teams:
        desc += f" Table {n} is the dummy table: its deals are moved as the others."
    m = assemble_movement("howell-fours", n, "fours", n * per, desc, rows)
    return m


def clay_fours_placement(n: int, sets: int) -> list[list[tuple[int, ...]]]:
    """The book's deal placement for the Clay system for fours: the first set (deals
    1, 1+s, 1+2s, ...) in order, then the second, ...; two deals a table, the rest on
    the last table."""
    total = n * sets
    seq = [d for j in range(1, sets + 1) for d in range(j, total + 1, sets)]
    units: list[tuple[int, ...]] = [(d,) for d in seq]
    return [units[2 * i : 2 * i + 2] for i in range(n - 1)] + [units[2 * (n - 1) :]]


def clay_fours(tables: int, deals: int | None = None) -> Movement:
    """*The Clay System* for fours: as Clay for pairs, twice (or three times) as many
    deals as tables laid out by the book's placement tables; a team's two pairs do not
    play when they meet, the deal passes on."""
    n = tables
    if n < 2:
        raise MovementError("clay-fours: needs at least two tables")
    sets = deals_per_unit(
        "clay-fours", deals, n, 2, "It requires, however, the use of twice as many deals as tables"
    )
    if sets < 2:
        raise MovementError('clay-fours: the book: "It requires ... twice as many deals as tables"')
    rows: list[list[TableRound]] = []
    relay(n, clay_fours_placement(n, sets), n * sets, -1, -1, rows)
    m = assemble_movement(
        "clay-fours",
        n,
        "pairs",
        n * sets,
        "Clay system for fours: the book's deal placement; deals between two teams come "
        "in consecutive order.",
        rows,
    )
    return as_fours(m, pass_own=True)


def parallel_fours(tables: int, deals: int | None = None) -> Movement:
    """*The Parallel System* for fours: the third form of the parallel system (the
    Clay-like one, as the book advises arranging the deals "in a manner similar to that
    used in the Clay System"), teams labelled as in the other fours forms."""
    m = parallel(3)(tables, deals)
    return as_fours(replace(m, name="parallel-fours"), pass_own=True)


def snow_fours(tables: int, deals: int | None = None) -> Movement:
    """*The Snow System* for fours: E-W move one table first, then as for pairs until
    they have met every other team."""
    return snow(tables, deals, fours=True)

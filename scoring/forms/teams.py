"""Matches between two teams of more than four (seed 000): *Teams of Six—The Harvard
Plan*, *Teams of Eight—The Narragansett System* and *Teams of More Than Eight
Players* (a Mitchell movement, or the Brooklyn Trophy's stationary players)."""

from __future__ import annotations

from scoring.forms.building import (
    ANTICLOCKWISE_SEAT,
    CLOCKWISE_SEAT,
    assemble_movement,
    deal_group,
    deals_per_unit,
    require_deals,
    require_tables,
    seated_table,
    wrap,
)
from scoring.forms.mitchell import MITCHELL_MULT, skip_after_half
from scoring.movement import Movement, MovementError, TableRound


def harvard(tables: int, deals: int | None = None) -> Movement:
    """*Teams of Six—The Harvard Plan* (and teams of any number of pairs).

    Team 1 is pairs 1..m, team 2 pairs m+1..2m (m = tables).  In arrangement k the
    original play seats team-1 pair i N-S against team-2 pair i+k E-W at table i; on the
    overplay the deals stay and all players change seats: team-2 pair i+k+1 N-S against
    team-1 pair i+1 E-W.  Over m arrangements each pair meets every opposing pair twice,
    once in each direction.  (The book's diagrams are lost in the OCR; this is derived
    from its text.)  ``deals``: a multiple of m*m gives m arrangements, otherwise a
    multiple of m gives one.
    """
    m = tables
    if m < 2:
        raise MovementError("harvard: needs at least two pairs a team (two tables)")
    if deals is None:
        arrangements, per = m, 2
    elif deals % (m * m) == 0:
        arrangements, per = m, deals // (m * m)
    elif deals % m == 0:
        arrangements, per = 1, deals // m
    else:
        raise MovementError(
            f"harvard: {deals} deals do not divide among {m} tables; use a multiple of {m} "
            f"(one arrangement) or of {m * m} (all {m} arrangements)"
        )
    rows: list[list[TableRound]] = []
    g = 0
    for k in range(arrangements):
        groups = [deal_group(g + i, per) for i in range(1, m + 1)]
        g += m
        rows.append(
            [
                TableRound(
                    table=i, deals=groups[i - 1], ns=i, ew=m + wrap(i + k, m), ns_team=1, ew_team=2
                )
                for i in range(1, m + 1)
            ]
        )
        rows.append(
            [
                TableRound(
                    table=i,
                    deals=groups[i - 1],
                    ns=m + wrap(i + k + 1, m),
                    ew=wrap(i + 1, m),
                    ns_team=2,
                    ew_team=1,
                )
                for i in range(1, m + 1)
            ]
        )
    return assemble_movement(
        "harvard",
        m,
        "teams",
        arrangements * m * per,
        "Harvard plan: deals stay on the tables, all players change seats for the overplay.",
        rows,
    )


#: ARRANGEMENT OF PLAYERS BY ROUNDS (Narragansett), challenged club 1-8.
NARRAGANSETT_PARTNERS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((1, 2), (3, 4), (5, 6), (7, 8)),
    ((1, 3), (2, 4), (5, 7), (6, 8)),
    ((1, 4), (2, 3), (5, 8), (6, 7)),
    ((1, 5), (2, 6), (3, 7), (4, 8)),
    ((1, 6), (2, 5), (3, 8), (4, 7)),
    ((1, 7), (2, 8), (3, 5), (4, 6)),
    ((1, 8), (2, 7), (3, 6), (4, 5)),
)
NW, NE, SE, SW = 1, 2, 3, 4
_NEXT_TABLE_CLOCKWISE = {NW: NE, NE: SE, SE: SW, SW: NW}


def narragansett(tables: int, deals: int | None = None) -> Movement:
    """*Teams of Eight—The Narragansett System*: four tables in a square (1 = NW,
    2 = NE, 3 = SE, 4 = SW); challenged team (1-8) N-S at NE and SW, E-W at NW and SE.
    Deals 1-4 start at NW, NE, SE, SW.  After each deal the challenged pairs and the
    deals move as the book says (pairs N-S with deals E-W; then E-W with deals
    diagonally; then as at first), a pair moving round to the right also turning its
    seats to the right.  Seven rounds of four deals with the book's partner table; the
    pairs of a round fill the seats in the order NE N-S, NW E-W, SW N-S, SE E-W
    (challenged) and NW N-S, NE E-W, SE N-S, SW E-W (challenging), which keeps No. 9 in
    one seat throughout.  (The diagrams are lost in the OCR; derived from the text.)"""
    require_tables("narragansett", tables, 4, "Arrange the four tables in a square.")
    require_deals(
        "narragansett", deals, (28,), "A complete match, therefore, consists of twenty-eight deals"
    )
    challenged_slots = [
        (NE, "north", "south"),
        (NW, "east", "west"),
        (SW, "north", "south"),
        (SE, "east", "west"),
    ]
    challenging_slots = [
        (NW, "north", "south"),
        (NE, "east", "west"),
        (SE, "north", "south"),
        (SW, "east", "west"),
    ]
    rows: list[list[TableRound]] = []
    for j, partners in enumerate(NARRAGANSETT_PARTNERS):
        fixed: dict[tuple[int, str], int] = {}
        for (a, b), (t, s1, s2) in zip(
            ((p + 8, q + 8) for p, q in partners), challenging_slots, strict=True
        ):
            fixed[(t, s1)], fixed[(t, s2)] = a, b
        moving: dict[tuple[int, str], int] = {}
        for (a, b), (t, s1, s2) in zip(partners, challenged_slots, strict=True):
            moving[(t, s1)], moving[(t, s2)] = a, b
        deal_at = {NW: 4 * j + 1, NE: 4 * j + 2, SE: 4 * j + 3, SW: 4 * j + 4}
        for step in range(4):
            row = []
            for t in (NW, NE, SE, SW):
                seats = {
                    s: fixed.get((t, s)) or moving[(t, s)]
                    for s in ("north", "south", "east", "west")
                }
                ns_team = 1 if (t, "north") in moving else 2
                row.append(
                    seated_table(t, (deal_at[t],), seats, ns_team=ns_team, ew_team=3 - ns_team)
                )
            rows.append(row)
            if step == 3:
                break
            if step in (0, 2):
                table_move = {NE: SE, SE: NE, NW: SW, SW: NW}
                deal_move = {NE: NW, NW: NE, SE: SW, SW: SE}
            else:
                table_move = {NE: NW, NW: NE, SE: SW, SW: SE}
                deal_move = {NE: SW, SW: NE, NW: SE, SE: NW}
            new_moving: dict[tuple[int, str], int] = {}
            for (t, s), who in moving.items():
                t2 = table_move[t]
                turn = CLOCKWISE_SEAT if _NEXT_TABLE_CLOCKWISE[t] == t2 else ANTICLOCKWISE_SEAT
                new_moving[(t2, turn[s])] = who
            moving = new_moving
            deal_at = {deal_move[t]: d for t, d in deal_at.items()}
    return assemble_movement(
        "narragansett",
        4,
        "teams",
        28,
        "Narragansett system: tables 1 NW, 2 NE, 3 SE, 4 SW; challenged 1-8 (team 1), "
        "challenging 9-16 (team 2); 7 rounds of 4 deals.",
        rows,
    )


def teams_mitchell(tables: int, deals: int | None = None) -> Movement:
    """*Teams of More Than Eight Players*: "Any pair system is available."  The
    challenging team (pairs 1..m) keep their places, N-S at the first half of the
    tables (one more when m is odd) and E-W at the rest; the home team (pairs m+1..2m)
    move one table up each round, sitting N-S or E-W as they find their adversaries,
    deals one table down (the Mitchell system; its first modification when m is even).
    With an odd number of pairs, law (a)'s average for the odd pair applies in scoring."""
    m = tables
    if m < 2:
        raise MovementError("teams-mitchell: needs at least two tables")
    per = deals_per_unit("teams-mitchell", deals, m, max(1, 24 // m), MITCHELL_MULT)
    offsets = list(range(m)) if m % 2 else skip_after_half(m)
    half = (m + 1) // 2
    rows: list[list[TableRound]] = []
    for s, off in enumerate(offsets):
        row = []
        for e in range(1, m + 1):
            t = wrap(e + off, m)
            g = wrap(t + s, m)
            home = m + e
            if t <= half:
                row.append(
                    TableRound(
                        table=t, deals=deal_group(g, per), ns=t, ew=home, ns_team=1, ew_team=2
                    )
                )
            else:
                row.append(
                    TableRound(
                        table=t, deals=deal_group(g, per), ns=home, ew=t, ns_team=2, ew_team=1
                    )
                )
        rows.append(row)
    return assemble_movement(
        "teams-mitchell",
        m,
        "teams",
        m * per,
        "Teams of more than eight: challenging team seated, home team moves (Mitchell).",
        rows,
    )


def teams_stationary(tables: int, deals: int | None = None) -> Movement:
    """*Teams of More Than Eight Players*, the Brooklyn Trophy challenge match: "the
    deals only were moved, the players of both teams retaining their seats and playing
    against the same adversaries throughout the entire match".  Team 1 (pairs 1..m) sits
    N-S at the first half of the tables (one more when m is odd) and E-W at the rest;
    team 2 (pairs m+1..2m) opposite; the deals move one table down each round."""
    m = tables
    if m < 2:
        raise MovementError("teams-stationary: needs at least two tables")
    per = deals_per_unit("teams-stationary", deals, m, max(1, 24 // m), MITCHELL_MULT)
    half = (m + 1) // 2
    rows: list[list[TableRound]] = []
    for s in range(m):
        row = []
        for t in range(1, m + 1):
            g = deal_group(wrap(t + s, m), per)
            if t <= half:
                row.append(TableRound(table=t, deals=g, ns=t, ew=m + t, ns_team=1, ew_team=2))
            else:
                row.append(TableRound(table=t, deals=g, ns=m + t, ew=t, ns_team=2, ew_team=1))
        rows.append(row)
    return assemble_movement(
        "teams-stationary",
        m,
        "teams",
        m * per,
        "Teams, players seated throughout (Brooklyn Trophy challenge): only the deals move.",
        rows,
    )

"""*Duplicate Whist FOR TWO TABLES*: the *Four-Pair Match*, *Matches Between Two
Teams of Four*, the *TABLE OF CHANGES FOR TROPHY MATCHES* (League Matches) and *THE
NEW ENGLAND SCHEDULE* (seed 000).  The individual match for eight players, also for
two tables, is in :mod:`scoring.forms.individual`."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.forms.building import (
    Generator,
    assemble_movement,
    deals_per_unit,
    require_deals,
    require_tables,
    seated_table,
)
from scoring.movement import Movement, TableRound

TWO = "Duplicate Whist FOR TWO TABLES."


def four_pair(tables: int, deals: int | None = None) -> Movement:
    """*Four-Pair Match*: generated from the book's rules for exchanging players after
    each eight deals and after each four; pairs are 1&2, 3&4, 5&6, 7&8 (pair numbers
    1-4 in the ``ns``/``ew`` fields)."""
    require_tables("four-pair", tables, 2, TWO)
    require_deals(
        "four-pair", deals, (24,), "These eight deals constitute the first pair of matches."
    )
    t1 = {"north": 1, "south": 2, "east": 5, "west": 6}
    t2 = {"north": 3, "south": 4, "east": 7, "west": 8}
    rows: list[list[TableRound]] = []
    for block in range(6):
        base = block * 4
        for half in range(2):
            row = []
            for t, seats in ((1, t1), (2, t2)):
                sets = ((base + 1, base + 2), (base + 3, base + 4))
                row.append(
                    seated_table(
                        t,
                        sets[(t - 1 + half) % 2],
                        seats,
                        ns=(seats["north"] + 1) // 2,
                        ew=(seats["east"] + 1) // 2,
                    )
                )
            rows.append(row)
        if block % 2 == 0:
            # exchange the N-S players between tables: those from table 2 keep their
            # positions, those from table 1 reverse; E-W at table 2 exchange places
            n1, s1 = t1["north"], t1["south"]
            t1 = {**t1, "north": t2["north"], "south": t2["south"]}
            t2 = {"north": s1, "south": n1, "east": t2["west"], "west": t2["east"]}
        else:
            # table 1: N-S and E-W exchange (N->E, S->W, E->N, W->S); table 2: N-S exchange
            t1 = {
                "north": t1["east"],
                "south": t1["west"],
                "east": t1["north"],
                "west": t1["south"],
            }
            t2 = {**t2, "north": t2["south"], "south": t2["north"]}
    return assemble_movement(
        "four-pair",
        2,
        "pairs",
        24,
        "Four-pair match: double score, matches won and tricks gained.",
        rows,
    )


def teams_of_four(tables: int, deals: int | None = None) -> Movement:
    """*Matches Between Two Teams of Four*: team 1 (pairs 1, 2) N-S at table 1 and E-W at
    table 2, team 2 (pairs 3, 4) the other seats; two deals at each table, exchanged
    and replayed; only the N-S scores are compared."""
    require_tables("teams-of-four", tables, 2, TWO)
    per = deals_per_unit(
        "teams-of-four", deals, 4, 6, "The deals played at each table are replayed at the other."
    )
    rows: list[list[TableRound]] = []
    for b in range(per):
        base = 4 * b
        for half in range(2):
            sets = ((base + 1, base + 2), (base + 3, base + 4))
            rows.append(
                [
                    TableRound(table=1, deals=sets[half], ns=1, ew=3, ns_team=1, ew_team=2),
                    TableRound(table=2, deals=sets[1 - half], ns=4, ew=2, ns_team=2, ew_team=1),
                ]
            )
    return assemble_movement(
        "teams-of-four",
        2,
        "teams",
        4 * per,
        "Two teams of four: N-S of each team at one table, E-W at the other.",
        rows,
    )


#: TABLE OF CHANGES FOR TROPHY MATCHES, first session (the second is derived from it:
#: "the players of the challenged team take exactly opposite positions").
TROPHY_FIRST: tuple[tuple[int, ...], ...] = (
    (1, 2, 5, 6, 7, 8, 3, 4),
    (1, 2, 7, 8, 5, 6, 3, 4),
    (1, 3, 7, 5, 8, 6, 2, 4),
    (1, 3, 6, 8, 7, 5, 2, 4),
    (1, 4, 5, 8, 7, 6, 2, 3),
    (1, 4, 6, 7, 5, 8, 2, 3),
)


def trophy_second_session(row: tuple[int, ...]) -> tuple[int, ...]:
    n1, s1, e1, w1, n2, s2, e2, w2 = row
    return (n1, s1, w1, e1, s2, n2, e2, w2)


def two_team_rounds(
    lines: Sequence[tuple[int, ...]], deal_sets: Sequence[tuple[tuple[int, ...], tuple[int, ...]]]
) -> list[list[TableRound]]:
    rows = []
    for line, (d1, d2) in zip(lines, deal_sets, strict=True):
        n1, s1, e1, w1, n2, s2, e2, w2 = line
        rows.append(
            [
                TableRound(
                    table=1, deals=d1, north=n1, south=s1, east=e1, west=w1, ns_team=1, ew_team=2
                ),
                TableRound(
                    table=2, deals=d2, north=n2, south=s2, east=e2, west=w2, ns_team=2, ew_team=1
                ),
            ]
        )
    return rows


def trophy(tables: int, deals: int | None = None) -> Movement:
    """*League Matches* — TABLE OF CHANGES FOR TROPHY MATCHES: 48 deals in two sessions
    (or the first session alone, 24 deals).  Players 1-4 are the challenging club
    (team 1), 5-8 the challenged (team 2).  Each line of four deals is two rounds: two
    deals at each table, then exchanged and overplayed."""
    require_tables("trophy", tables, 2, TWO)
    total = require_deals(
        "trophy",
        deals,
        (48, 24),
        "These are always of forty-eight deals, played in two sessions of twenty-four deals each.",
    )
    lines = list(TROPHY_FIRST)
    if total == 48:
        lines += [trophy_second_session(r) for r in TROPHY_FIRST]
    expanded: list[tuple[int, ...]] = []
    sets: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for i, line in enumerate(lines):
        a, b = (4 * i + 1, 4 * i + 2), (4 * i + 3, 4 * i + 4)
        expanded += [line, line]
        sets += [(a, b), (b, a)]
    return assemble_movement(
        "trophy",
        2,
        "teams",
        total,
        "American Whist League Challenge Trophy schedule (challenging 1-4, challenged 5-8).",
        two_team_rounds(expanded, sets),
    )


#: THE NEW ENGLAND SCHEDULE, For Qualifying Matches—24 Deals (one line per round).
NEW_ENGLAND_24: tuple[
    tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...
] = (
    ((1, 3), (1, 2, 5, 6), (2, 4), (7, 8, 3, 4)),
    ((2, 4), (2, 1, 5, 6), (1, 3), (7, 8, 4, 3)),
    ((5, 7), (2, 1, 7, 8), (6, 8), (5, 6, 4, 3)),
    ((6, 8), (1, 2, 7, 8), (5, 7), (5, 6, 3, 4)),
    ((9, 11), (1, 3, 7, 5), (10, 12), (8, 6, 2, 4)),
    ((10, 12), (3, 1, 7, 5), (9, 11), (8, 6, 4, 2)),
    ((13, 15), (3, 1, 8, 6), (14, 16), (5, 7, 4, 2)),
    ((14, 16), (1, 3, 8, 6), (13, 15), (5, 7, 2, 4)),
    ((17, 19), (1, 4, 8, 5), (18, 20), (6, 7, 2, 3)),
    ((18, 20), (4, 1, 8, 5), (17, 19), (6, 7, 3, 2)),
    ((21, 23), (4, 1, 6, 7), (22, 24), (8, 5, 3, 2)),
    ((22, 24), (1, 4, 6, 7), (21, 23), (8, 5, 2, 3)),
)

#: THE NEW ENGLAND SCHEDULE, For Trophy Matches—36 Deals (one line per round).
NEW_ENGLAND_36: tuple[
    tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...
] = (
    ((1, 2, 3), (1, 2, 5, 6), (4, 5, 6), (7, 8, 3, 4)),
    ((4, 5, 6), (2, 1, 5, 6), (1, 2, 3), (7, 8, 4, 3)),
    ((7, 8, 9), (1, 2, 7, 8), (10, 11, 12), (5, 6, 3, 4)),
    ((10, 11, 12), (2, 1, 7, 8), (7, 8, 9), (5, 6, 4, 3)),
    ((13, 14, 15), (3, 1, 7, 5), (16, 17, 18), (8, 6, 4, 2)),
    ((16, 17, 18), (1, 3, 7, 5), (13, 14, 15), (8, 6, 2, 4)),
    ((19, 20, 21), (3, 1, 8, 6), (22, 23, 24), (5, 7, 4, 2)),
    ((22, 23, 24), (1, 3, 8, 6), (19, 20, 21), (5, 7, 2, 4)),
    ((25, 26, 27), (1, 4, 8, 5), (28, 29, 30), (6, 7, 2, 3)),
    ((28, 29, 30), (4, 1, 8, 5), (25, 26, 27), (6, 7, 3, 2)),
    ((31, 32, 33), (1, 4, 6, 7), (34, 35, 36), (8, 5, 2, 3)),
    ((34, 35, 36), (4, 1, 6, 7), (31, 32, 33), (8, 5, 3, 2)),
)


def new_england(total: int) -> Generator:
    """THE NEW ENGLAND SCHEDULE for 24 deals (qualifying matches) or 36 deals (trophy
    matches): the book's tables, one line per round."""
    data = NEW_ENGLAND_24 if total == 24 else NEW_ENGLAND_36

    def build(tables: int, deals: int | None = None) -> Movement:
        name = f"new-england-{total}"
        require_tables(name, tables, 2, TWO)
        require_deals(
            name,
            deals,
            (total,),
            f"For {'Qualifying' if total == 24 else 'Trophy'} Matches—{total} Deals.",
        )
        lines = [d[1] + d[3] for d in data]
        sets = [(d[0], d[2]) for d in data]
        return assemble_movement(
            name,
            2,
            "teams",
            total,
            f"The New England schedule for {total} deals (challenging 1-4, challenged 5-8).",
            two_team_rounds(lines, sets),
        )

    return build

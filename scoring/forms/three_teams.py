"""*Matches Between Three Teams* (seed 000): the Put-in-Bay plan, and the book's
ARRANGEMENTS tables (every pair meets every pair; each team plays every deal)."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.forms.building import (
    Generator,
    assemble_movement,
    deal_group,
    deals_per_unit,
    wrap,
)
from scoring.movement import Movement, MovementError, TableRound

THREE = "This system is applicable to teams of any size, provided they are multiples of four"


def three_teams(tables: int, deals: int | None = None) -> Movement:
    """*Matches Between Three Teams* (the Put-in-Bay plan): three rows of h tables (h
    odd), team T seated in row T (N-S pairs 2h(T-1)+1.., E-W pairs 2h(T-1)+h+1..); E-W
    move to the next row, each row plays a Mitchell; then E-W move to the next row
    again and the deals to the corresponding tables of the row before, and each row
    plays a Mitchell again.  Two deals at each table by default."""
    if tables % 3 or (tables // 3) % 2 == 0:
        raise MovementError(
            f"three-teams: {tables} tables; needs three rows of an odd number of tables "
            f'(each row plays the Mitchell system); the book: "{THREE}"'
        )
    h = tables // 3
    per = deals_per_unit("three-teams", deals, 3 * h, 2, "two deals were placed at each table")
    rows: list[list[TableRound]] = []
    for stage in (1, 2):
        for s in range(h):
            row = []
            for rho in range(3):  # row index 0..2, team rho+1 N-S
                ew_team = (rho - stage) % 3
                deal_row = (rho + stage - 1) % 3
                for e in range(1, h + 1):
                    i = wrap(e + s, h)
                    t = rho * h + i
                    g = deal_row * h + wrap(i + s, h)
                    row.append(
                        TableRound(
                            table=t,
                            deals=deal_group(g, per),
                            ns=2 * h * rho + i,
                            ew=2 * h * ew_team + h + e,
                            ns_team=rho + 1,
                            ew_team=ew_team + 1,
                        )
                    )
            rows.append(row)
    return assemble_movement(
        "three-teams",
        tables,
        "teams",
        3 * h * per,
        "Three teams (Put-in-Bay): a Mitchell in each row, E-W across to the next row, "
        "deals back to the row before.",
        rows,
    )


#: The book's ARRANGEMENTS tables for three teams: per arrangement, per row,
#: (N-S letter, E-W letter, deal set).
THREE_ROUND_TABLE: tuple[tuple[tuple[str, str, int], ...], ...] = (
    (("a", "y", 1), ("m", "b", 3), ("x", "n", 5)),
    (("a", "x", 2), ("n", "b", 4), ("m", "y", 5)),
    (("a", "n", 3), ("y", "b", 2), ("m", "x", 6)),
    (("a", "m", 4), ("x", "b", 1), ("y", "n", 6)),
)
THREE_TOTAL_TABLE: tuple[tuple[tuple[str, str, int], ...], ...] = (
    (("a", "m", 1), ("x", "b", 2), ("y", "n", 3)),
    (("a", "n", 2), ("y", "b", 1), ("x", "m", 4)),
    (("a", "x", 3), ("n", "b", 4), ("m", "y", 2)),
    (("a", "y", 4), ("m", "b", 3), ("n", "x", 1)),
)
_LETTERS = "abmnxy"


def three_round_arrangements() -> tuple[tuple[tuple[str, str, int], ...], ...]:
    """The "every pair of each team meets every pair of each other team" plan, derived
    from the book's instructions (first, second and third change) rather than copied
    from its summary table, which the tests compare it with."""
    ns = {1: "a", 2: "m", 3: "x"}
    ew = {1: "y", 2: "b", 3: "n"}
    deals = {1: 1, 2: 3, 3: 5}
    out = [tuple((ns[r], ew[r], deals[r]) for r in (1, 2, 3))]
    original = dict(deals)
    # First Change: new deals in rows 1 and 2; E-W 1 -> E-W 3, N-S 2 -> N-S 3,
    # N-S 3 -> E-W 1, E-W 3 -> N-S 2.
    second_set_row2 = 4
    deals = {1: 2, 2: second_set_row2, 3: deals[3]}
    ns, ew = {1: ns[1], 2: ew[3], 3: ns[2]}, {1: ns[3], 2: ew[2], 3: ew[1]}
    out.append(tuple((ns[r], ew[r], deals[r]) for r in (1, 2, 3)))
    # Second Change: row 2 gets the deals then in row 1, row 1 those originally in row 2,
    # row 3 a new set; E-W 1 -> E-W 3, N-S 2 -> E-W 1, E-W 3 -> N-S 2.
    deals = {1: original[2], 2: deals[1], 3: 6}
    ns, ew = {1: ns[1], 2: ew[3], 3: ns[3]}, {1: ns[2], 2: ew[2], 3: ew[1]}
    out.append(tuple((ns[r], ew[r], deals[r]) for r in (1, 2, 3)))
    # Third Change: row 2 the deals originally in row 1, row 1 the second set from row 2;
    # players as in the first change.
    deals = {1: second_set_row2, 2: original[1], 3: deals[3]}
    ns, ew = {1: ns[1], 2: ew[3], 3: ns[2]}, {1: ns[3], 2: ew[2], 3: ew[1]}
    out.append(tuple((ns[r], ew[r], deals[r]) for r in (1, 2, 3)))
    return tuple(out)


def three_teams_from_table(
    name: str, table: Sequence[Sequence[tuple[str, str, int]]], sets: int, desc: str
) -> Generator:
    """A generator for one of the book's ARRANGEMENTS tables for three teams: ``table``
    gives, arrangement by arrangement and row by row, the N-S and E-W pair letters and
    the deal set; each row plays through under the Mitchell system."""

    def build(tables: int, deals: int | None = None) -> Movement:
        if tables % 3 or (tables // 3) % 2 == 0:
            raise MovementError(
                f"{name}: {tables} tables; needs three rows of an odd number of tables, each row "
                "playing through under the Mitchell system"
            )
        h = tables // 3
        per = deals_per_unit(
            name,
            deals,
            sets * h,
            1,
            "Play through each row independently, under the Mitchell or Clay Systems.",
        )
        rows: list[list[TableRound]] = []
        for arrangement in table:
            for s in range(h):
                row = []
                for rho, (ns_l, ew_l, dset) in enumerate(arrangement):
                    for e in range(1, h + 1):
                        i = wrap(e + s, h)
                        g = (dset - 1) * h + wrap(i + s, h)
                        row.append(
                            TableRound(
                                table=rho * h + i,
                                deals=deal_group(g, per),
                                ns=_LETTERS.index(ns_l) * h + i,
                                ew=_LETTERS.index(ew_l) * h + e,
                                ns_team=_LETTERS.index(ns_l) // 2 + 1,
                                ew_team=_LETTERS.index(ew_l) // 2 + 1,
                            )
                        )
                rows.append(row)
        return assemble_movement(name, tables, "teams", sets * h * per, desc, rows)

    return build


#: *Matches Between Three Teams*, every pair of each team meets every pair of each other
#: team (:func:`three_round_arrangements`).
three_teams_round = three_teams_from_table(
    "three-teams-round",
    three_round_arrangements(),
    6,
    "Three teams: every pair of each team meets every pair of each other team.",
)

#: *Matches Between Three Teams*, each team plays the entire number of deals (the book's
#: second ARRANGEMENTS table, :data:`THREE_TOTAL_TABLE`).
three_teams_total = three_teams_from_table(
    "three-teams-total",
    THREE_TOTAL_TABLE,
    4,
    "Three teams: each team plays every deal; teams compared by total tricks.",
)

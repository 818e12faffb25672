"""*Fourth Method—The Parallel System*, First to Fourth Form (seed 000,
*Duplicate Whist*)."""

from __future__ import annotations

from scoring.forms.building import (
    Generator,
    assemble_movement,
    deal_group,
    deals_per_unit,
    pair_table,
    wrap,
)
from scoring.movement import Movement, MovementError, TableRound

PAR_ODD = "Requires an odd number of tables in each row, and twice as many deals as tables."
PAR3 = "Applicable to any even number of tables, but requiring twice as many deals as tables."
PAR4 = (
    "applicable to any even number of tables which is a multiple of four, i. e., with an "
    "even number of tables in each row."
)


def row_table(row: int, i: int, h: int) -> int:
    return row * h + wrap(i, h)


def parallel(form: int) -> Generator:
    """*Fourth Method—The Parallel System*, First to Fourth Form.  Row 1 is tables
    1..h, row 2 tables h+1..2h; "across" joins table i with table i+h."""

    def build(tables: int, deals: int | None = None) -> Movement:
        name = f"parallel-{form}"
        n = tables
        if n < 2 or n % 2:
            raise MovementError(f'{name}: {n} tables; the book: "{PAR3 if form >= 3 else PAR_ODD}"')
        h = n // 2
        rows: list[list[TableRound]] = []
        if form in (1, 2):
            if h % 2 == 0:
                raise MovementError(f'{name}: {h} tables in each row; the book: "{PAR_ODD}"')
            per = deals_per_unit(name, deals, 2 * n, max(1, 24 // (2 * n)), PAR_ODD)
            total = 2 * n * per
            for st in range(2):  # set of deals; second set: E-W exchanged across
                steps = (
                    [(p, s) for p in range(2) for s in range(h)]
                    if form == 1
                    else [(j, s) for s in range(h) for j in range(2)]
                )
                for j, s in steps:
                    row = []
                    for rho in range(2):
                        # form 1: pass j plays own row's deals, then the other row's;
                        # form 2: deals go across and back, so the order alternates
                        src_row = rho if (j if form == 1 else (s + j)) % 2 == 0 else 1 - rho
                        ew_row = rho if st == 0 else 1 - rho
                        for e in range(1, h + 1):
                            i = e + s
                            t = row_table(rho, i, h)
                            g_index = row_table(src_row, i + s, h)
                            row.append(
                                pair_table(
                                    t, deal_group(st * n + g_index, per), row_table(ew_row, e, h)
                                )
                            )
                    rows.append(row)
        elif form == 3:
            per = deals_per_unit(name, deals, 2 * n, max(1, 24 // (2 * n)), PAR3)
            total = 2 * n * per
            for st in range(2):
                for s in range(2 * h):
                    row = []
                    for rho in range(2):
                        for e in range(1, h + 1):
                            i = e + s
                            t = row_table(rho, i, h)
                            orig_row = (rho - s) % 2
                            orig_i = wrap(i - s // 2, h)
                            deal_no = 2 * (orig_i - 1) + orig_row + 1 + st * n
                            ew_row = rho if st == 0 else 1 - rho
                            row.append(
                                pair_table(t, deal_group(deal_no, per), row_table(ew_row, e, h))
                            )
                    rows.append(row)
        else:
            if n % 4:
                raise MovementError(f'{name}: {n} tables; the book: "{PAR4}"')
            per = deals_per_unit(
                name, deals, n, max(1, 24 // n), "This plan requires only as many deals as tables"
            )
            total = n * per
            # deal positions: simulate the moves (across, up and across, ...; at the
            # half-way move up but not across)
            pos = {(rho, i): (rho, i) for rho in range(2) for i in range(1, h + 1)}
            for s in range(n):
                if s > 0:
                    across = s != h
                    up = s == h or s % 2 == 0
                    pos = {
                        d: ((r + (1 if across else 0)) % 2, wrap(i + (1 if up else 0), h))
                        for d, (r, i) in pos.items()
                    }
                at = {p: d for d, p in pos.items()}
                row = []
                for rho in range(2):
                    for e in range(1, h + 1):
                        ew_row = rho if s < h else 1 - rho
                        i = e + s
                        t = row_table(ew_row, i, h)
                        orow, oi = at[(ew_row, wrap(i, h))]
                        deal_no = 2 * (oi - 1) + orow + 1
                        row.append(pair_table(t, deal_group(deal_no, per), row_table(rho, e, h)))
                rows.append(row)
        desc = {
            1: "Parallel System, First Form: Mitchell in each row, deals exchanged across, then a "
            "new set with E-W exchanged across.",
            2: "Parallel System, Second Form: two deals (own and across) before each Mitchell move; "
            "a new set with E-W exchanged across.",
            3: "Parallel System, Third Form: E-W up one table after each deal, twice through the row; "
            "deals across, then up and across; odd deals in row 1, even in row 2.",
            4: "Parallel System, Fourth Form: as the third until E-W have been once through a row, "
            "then players up and across, deals up but not across.",
        }[form]
        return assemble_movement(name, n, "pairs", total, desc, rows)

    return build

"""*First Method—The John T. Mitchell System* for pairs and its eight
*Modifications* for an even number of tables (seed 000, *Duplicate Whist*)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from scoring.forms.building import (
    Generator,
    assemble_movement,
    deal_group,
    deals_per_unit,
    pair_table,
    relay,
    wrap,
)
from scoring.movement import Movement, MovementError, TableRound

MITCHELL_ODD = "This plan, as above described, is applicable only when the number of tables is odd."
MITCHELL_MULT = "The number of deals must be a multiple of the number of tables engaged."
MITCHELL_EVEN = (
    "To adapt the system to an even number of tables, various modifications have been employed."
)


def mitchell_pass(
    n: int,
    offsets: Sequence[int],
    start: Callable[[int], int],
    group0: int,
    per: int,
    rows: list[list[TableRound]],
    ns_team: Callable[[int], int | None] | None = None,
) -> None:
    """One Mitchell pass: E-W pair starting at table e sits at ``start(e) + offsets[s]``
    in round s, deals move one table down every round (group at table t in round s is
    ``t + s``) drawn from groups ``group0+1 .. group0+n``."""
    for s, off in enumerate(offsets):
        row: list[TableRound] = []
        for e in range(1, n + 1):
            t = wrap(start(e) + off, n)
            g = group0 + wrap(t + s, n)
            row.append(pair_table(t, deal_group(g, per), e))
        rows.append(row)


def skip_after_half(n: int) -> list[int]:
    """First modification: skip one table after half the match."""
    return [s if s < n // 2 else s + 1 for s in range(n)]


def stay_after_half(n: int) -> list[int]:
    """Second modification: E-W stay for one round after half the match."""
    return [s if s < n // 2 else s - 1 for s in range(n)]


def mitchell(tables: int, deals: int | None = None) -> Movement:
    """*First Method—The John T. Mitchell System* (odd number of tables).

    N-S pairs stay, E-W pairs move one table up and the deals one table down after
    each round; ``deals`` must be a multiple of the tables (default about 24).
    """
    n = tables
    if n < 1 or n % 2 == 0:
        raise MovementError(
            f'mitchell: {n} tables; the book: "{MITCHELL_ODD}" For an even number use '
            "mitchell-1 .. mitchell-8 (the book's modifications)."
        )
    per = deals_per_unit("mitchell", deals, n, max(1, 24 // n), MITCHELL_MULT)
    rows: list[list[TableRound]] = []
    mitchell_pass(n, list(range(n)), lambda e: e, 0, per, rows)
    return assemble_movement(
        "mitchell",
        n,
        "pairs",
        n * per,
        "The John T. Mitchell System: N-S stay, E-W move up one table, deals down one.",
        rows,
    )


def require_even_tables(name: str, n: int) -> None:
    if n < 2 or n % 2:
        raise MovementError(
            f"{name}: {n} tables; the modifications are for an even number of tables "
            f'(the book: "{MITCHELL_EVEN}"). Use mitchell for an odd number.'
        )


def mitchell_mod(number: int) -> Generator:
    """*First* .. *Eighth Modification* of the Mitchell system for an even number of
    tables (seed 000, after the Mitchell example)."""

    def build(tables: int, deals: int | None = None) -> Movement:
        name = f"mitchell-{number}"
        n = tables
        require_even_tables(name, n)
        rows: list[list[TableRound]] = []
        if number in (1, 2):
            per = deals_per_unit(name, deals, n, max(1, 24 // n), MITCHELL_MULT)
            mitchell_pass(
                n,
                skip_after_half(n) if number == 1 else stay_after_half(n),
                lambda e: e,
                0,
                per,
                rows,
            )
            total = n * per
        elif number in (3, 4, 5, 6):
            twice = "This plan also requires twice as many deals as tables."
            per = deals_per_unit(name, deals, 2 * n, max(1, 24 // (2 * n)), twice)
            first = skip_after_half(n) if number in (3, 5) else stay_after_half(n)
            second = skip_after_half(n) if number in (3, 6) else stay_after_half(n)
            mitchell_pass(n, first, lambda e: e, 0, per, rows)
            if number in (3, 4):
                # 3: begin at the table skipped; 4: at the table after the one played twice
                shift = n // 2
            elif number == 5:
                shift = 1  # back at the first table, then move one table
            else:
                shift = n - 1  # plan 2 ends at table e+n-2; move one table
            mitchell_pass(n, second, lambda e: e + shift, n, per, rows)
            total = 2 * n * per
        elif number == 7:
            if n % 3 == 0:
                raise MovementError(
                    f'{name}: {n} tables; the book: "is not applicable to an even number of '
                    'tables divisible by three without a remainder." Use another modification.'
                )
            per = deals_per_unit(
                name,
                deals,
                2 * n,
                max(1, 24 // (2 * n)),
                "This requires twice as many deals as tables",
            )
            for s in range(2 * n):
                row = []
                for e in range(1, n + 1):
                    t = wrap(e + s, n)
                    p = wrap(t + s // 2, n)
                    g = 2 * (p - 1) + s % 2 + 1
                    row.append(pair_table(t, deal_group(g, per), e))
                rows.append(row)
            total = 2 * n * per
        else:
            sets = 2 if deals is None else 0
            if deals is not None:
                if deals % n or deals < 2 * n:
                    raise MovementError(
                        f'{name}: {deals} deals at {n} tables; the book: "Of course, the number '
                        'must always be a multiple of the number of tables" (at least two sets).'
                    )
                sets = deals // n
            total = sets * n
            half = n // 2
            queues: list[list[tuple[int, ...]]] = []
            d = 1
            for t in range(1, n + 1):
                count = 1 + (1 if t == half else 0) + ((sets - 1) * n - 1 if t == n else 0)
                queues.append([(x,) for x in range(d, d + count)])
                d += count
            relay(n, queues, total, +1, -1, rows)
        desc = {
            1: "First Modification: after half the match E-W skip one table.",
            2: "Second Modification: after half the match the deals move once while E-W stay.",
            3: "Third Modification: first plan twice, a new set of deals the second time.",
            4: "Fourth Modification: second plan twice, a new set of deals the second time.",
            5: "Fifth Modification: first plan, E-W move one table, second plan with new deals.",
            6: "Sixth Modification: second plan, E-W move one table, first plan with new deals.",
            7: "Seventh Modification: two trays a table, E-W move after each, twice round.",
            8: "Eighth Modification: one deal a table, extra deals on two equidistant tables, "
            "E-W twice (or more) round; a table plays its deals in the order received.",
        }[number]
        return assemble_movement(name, n, "pairs", total, desc, rows)

    return build

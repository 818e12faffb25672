"""*Third Method—The Snow System* (seed 000, *Duplicate Whist*)."""

from __future__ import annotations

from scoring.forms.building import as_fours, assemble_movement, deals_per_unit, pair_table, wrap
from scoring.movement import Movement, MovementError, TableRound

SNOW = (
    "This system is not applicable except with a small number of tables or a large number of deals."
)


def snow_table(tables: int, count: int = 6) -> list[int]:
    """Numbers of deals the Snow system allows at ``tables`` tables (derived: a set of at
    least one deal per table in each of ``tables`` rounds, i.e. multiples of the tables
    from tables squared)."""
    return [tables * (tables + i) for i in range(count)]


def snow(tables: int, deals: int | None = None, *, fours: bool = False) -> Movement:
    """*Third Method—The Snow System*: a set of deals is played at every table (passed
    round) without moving players; then E-W move one table and a new set is played."""
    n = tables
    name = "snow-fours" if fours else "snow"
    if n < 2:
        raise MovementError(f"{name}: needs at least 2 tables")
    rounds_n = n - 1 if fours else n
    default = max(n, -(-24 // rounds_n))
    per_round = deals_per_unit(name, deals, rounds_n, default, SNOW)
    if per_round < n:
        raise MovementError(
            f"{name}: {deals} deals at {n} tables leaves {per_round} deals a round, fewer than the "
            f'tables; the book: "{SNOW}" Use at least {n * rounds_n} deals.'
        )
    rows: list[list[TableRound]] = []
    for s in range(rounds_n):
        first = s * per_round
        row = []
        for t in range(1, n + 1):
            e = wrap(t - s - (1 if fours else 0), n)
            start = ((t - 1) * per_round) // n
            order = tuple(first + 1 + (start + i) % per_round for i in range(per_round))
            row.append(pair_table(t, order, e))
        rows.append(row)
    m = assemble_movement(
        name,
        n,
        "pairs",
        rounds_n * per_round,
        "The Snow System: each round a set of deals goes round all tables; then E-W move one table.",
        rows,
    )
    return as_fours(m, pass_own=True) if fours else m

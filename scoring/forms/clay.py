"""*Second Method—The Clay System* for pairs, and its *Modifications for More Than
Two Deals at a Table* (seed 000, *Duplicate Whist*)."""

from __future__ import annotations

from collections.abc import Sequence
from math import gcd

from scoring.forms.building import Generator, assemble_movement, deals_per_unit, relay
from scoring.movement import Movement, MovementError, TableRound

CLAY_ANY = "This method is applicable to either an even or odd number of tables."
CLAY3 = (
    "This plan is applicable only when the number of tables, and the number one less "
    "than the number of deals at each table, have no common divisor except one."
)


def clay_third_ok(tables: int, per_table: int) -> bool:
    """The Clay system's third modification fits ``tables`` with ``per_table`` deals
    at each table exactly when the two have no common divisor but one (the book's rule,
    which the relay simulation confirms for every size in the tests)."""
    return per_table >= 2 and gcd(tables, per_table - 1) == 1


def clay_third_table(max_deals: int = 39) -> dict[int, list[int]]:
    """The book's "AT EACH TABLE" list, derived: for 2..13 tables, the numbers of deals
    at each table that suit (two always; three or more when :func:`clay_third_ok` and
    the whole match is under forty deals, the length the printed list keeps to)."""
    out: dict[int, list[int]] = {}
    for n in range(2, 14):
        out[n] = [
            k
            for k in range(2, max_deals + 1)
            if k == 2 or (clay_third_ok(n, k) and n * k <= max_deals)
        ]
    return out


def clay_fourth_table(tables: int, longest: int = 18) -> list[int]:
    """The book's fourth-modification list: a table may hold 2 deals plus any multiple
    of the number of tables; the print shows the first three (2, 2+n, 2+2n), dropping
    those over 18 deals but always showing 2 and 2+n."""
    return [2 + m * tables for m in range(3) if m < 2 or 2 + m * tables <= longest]


def clay_queues(
    n: int, per_table: Sequence[int], unit_sizes: Sequence[int]
) -> tuple[list[list[tuple[int, ...]]], int]:
    """Lay out deals in regular order: table 1 first, its units of ``unit_sizes``."""
    queues: list[list[tuple[int, ...]]] = []
    d = 1
    for t in range(n):
        q: list[tuple[int, ...]] = []
        left = per_table[t]
        i = 0
        while left:
            size = min(unit_sizes[i % len(unit_sizes)], left)
            q.append(tuple(range(d, d + size)))
            d += size
            left -= size
            i += 1
        queues.append(q)
    return queues, d - 1


def clay(variant: int) -> Generator:
    """*Second Method—The Clay System* (variant 0) and its *First* to *Fourth
    Modification* for more than two deals at a table (variants 1-4)."""

    def build(tables: int, deals: int | None = None) -> Movement:
        name = "clay" if variant == 0 else f"clay-{variant}"
        n = tables
        if n < 2:
            raise MovementError(f"{name}: needs at least 2 tables, got {n}")
        if variant == 0:
            if deals not in (None, 2 * n):
                raise MovementError(
                    f'{name}: {deals} deals; the book: "Place two deals on each table." '
                    f"Use --deals {2 * n}, or clay-1 .. clay-4 for more."
                )
            queues, total = clay_queues(n, [2] * n, [1])
            rounds = total
        elif variant == 1:
            k = deals_per_unit(name, deals, n, 4, "When the number of deals at each table is even")
            if k % 2 or k < 4:
                raise MovementError(
                    f'{name}: {k} deals at each table; the book: "When the number of deals at '
                    'each table is even, play one-half of them" (four or more).'
                )
            queues, total = clay_queues(n, [k] * n, [k // 2])
            rounds = 2 * n
        elif variant == 2:
            k = deals_per_unit(name, deals, n, 3, "When the number at each table is odd")
            if k % 2 == 0 or k < 3:
                raise MovementError(
                    f'{name}: {k} deals at each table; the book: "When the number at each '
                    'table is odd, play a portion of them" (three or more).'
                )
            queues, total = clay_queues(n, [k] * n, [k // 2, k - k // 2])
            rounds = 2 * n
        elif variant == 3:
            k = deals_per_unit(name, deals, n, 3 if n % 2 else 2, CLAY3)
            if not clay_third_ok(n, k):
                raise MovementError(f'{name}: {k} deals at each of {n} tables; the book: "{CLAY3}"')
            queues, total = clay_queues(n, [k] * n, [1])
            rounds = total
        else:
            if deals is None:
                deals = 3 * n
            extra = deals - 2 * n
            if extra <= 0 or extra % n:
                raise MovementError(
                    f'{name}: {deals} deals at {n} tables; the book: "Place two deals at each '
                    "table; also, at any table or tables in addition to the two already there, "
                    "place any number of deals which is a multiple of the number of tables "
                    f'engaged." Use --deals {3 * n}, {4 * n}, ...'
                )
            queues, total = clay_queues(n, [2] * (n - 1) + [2 + extra], [1])
            rounds = total
        rows: list[list[TableRound]] = []
        relay(n, queues, rounds, -1, -1, rows)
        desc = [
            "The Clay System: two deals a table; E-W move one table down after each deal, "
            "carrying it; each table plays the deal that has waited longest.",
            "Clay, First Modification: half the deals at a table, then move carrying them.",
            "Clay, Second Modification: an odd number a table, played in two portions.",
            "Clay, Third Modification: one deal each time, round the circuit once per deal a table.",
            "Clay, Fourth Modification: two deals a table, extra deals (a multiple of the tables) "
            "at the last table.",
        ][variant]
        return assemble_movement(name, n, "pairs", total, desc, rows)

    return build

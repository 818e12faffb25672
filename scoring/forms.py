"""Generators for every form of play in seed 000, and the registry that finds them.

Each generator takes the number of tables and (optionally) the number of deals and
returns a :class:`~scoring.movement.Movement`, or raises
:class:`~scoring.movement.MovementError` quoting the book's condition when the form
does not fit.  :func:`build_movement` then validates the result against the form's
:class:`~scoring.validate.Rules`, so no movement leaves this module unchecked.

Numbering conventions (chosen once, used everywhere):

* Pair forms: the N-S pair at home at table *t* is pair ``2t-1`` and the E-W pair
  that starts at table *t* is pair ``2t``, exactly as in the book's Mitchell example
  (rows "1.1." to "10.10.", N-S on the odd rows, E-W on the even rows).
* Fours (progressive matches for teams of four): team *t* is pairs ``2t-1`` (N-S)
  and ``2t`` (E-W), seated together at table *t* before the first move.
* Mitchell-type movements: E-W pairs move to the next higher table (the last to
  table 1), deals to the next lower table.  Clay-type movements: E-W pairs move to
  the next lower table carrying the deal just played; this is the direction in which
  the book's deal-placement tables for the Clay system for fours bring "the deals
  played between any two teams ... in consecutive order" (checked in the tests).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from math import gcd

from scoring.movement import Kind, Movement, MovementError, Round, TableRound
from scoring.validate import Meet, Rules, check

Builder = Callable[[int, int | None, int | None], Movement]


def _w(x: int, n: int) -> int:
    """``x`` wrapped into 1..n."""
    return (x - 1) % n + 1


def _group(g: int, per: int) -> tuple[int, ...]:
    """Deals of board group ``g`` (from 1) when each group holds ``per`` deals."""
    return tuple(range((g - 1) * per + 1, g * per + 1))


def _per(name: str, deals: int | None, units: int, default: int, condition: str) -> int:
    """Deals per unit: ``deals`` must be a positive multiple of ``units``."""
    if deals is None:
        return default
    if deals <= 0 or deals % units:
        raise MovementError(
            f"{name}: {deals} deals do not fit {units} equal sets; the book: "
            f'"{condition}". Give --deals as a multiple of {units}.'
        )
    return deals // units


def _fixed_tables(name: str, tables: int, wanted: int, condition: str) -> None:
    if tables != wanted:
        raise MovementError(
            f"{name}: needs exactly {wanted} table(s), got {tables}; the book: "
            f'"{condition}". Use --tables {wanted}.'
        )


def _fixed_deals(name: str, deals: int | None, allowed: Sequence[int], condition: str) -> int:
    if deals is None:
        return allowed[0]
    if deals not in allowed:
        raise MovementError(
            f'{name}: {deals} deals is not possible; the book: "{condition}". '
            f"Use --deals {' or '.join(str(a) for a in allowed)}."
        )
    return deals


def _seated(
    table: int,
    deals: tuple[int, ...],
    seats: dict[tuple[int, str], int] | dict[str, int],
    key: int | None = None,
    **extra: int | None,
) -> TableRound:
    """A table of four players from a seat map (keyed by seat, or by (key, seat))."""

    def get(seat: str) -> int:
        if key is None:
            return seats[seat]  # type: ignore[index]
        return seats[(key, seat)]  # type: ignore[index]

    return TableRound(
        table=table,
        deals=deals,
        north=get("north"),
        south=get("south"),
        east=get("east"),
        west=get("west"),
        ns=extra.get("ns"),
        ew=extra.get("ew"),
        ns_team=extra.get("ns_team"),
        ew_team=extra.get("ew_team"),
    )


def _mk(
    name: str, tables: int, kind: Kind, deals: int, desc: str, rows: list[list[TableRound]]
) -> Movement:
    rounds = tuple(
        Round(i + 1, tuple(sorted(row, key=lambda tr: tr.table))) for i, row in enumerate(rows)
    )
    return Movement(
        name=name, tables=tables, rounds=rounds, kind=kind, deals=deals, description=desc
    )


# ------------------------------------------------------------------------------------
# Mitchell system for pairs and its eight modifications
# ------------------------------------------------------------------------------------
MITCHELL_ODD = "This plan, as above described, is applicable only when the number of tables is odd."
MITCHELL_MULT = "The number of deals must be a multiple of the number of tables engaged."
MITCHELL_EVEN = (
    "To adapt the system to an even number of tables, various modifications have been employed."
)


def _pass(
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
            t = _w(start(e) + off, n)
            g = group0 + _w(t + s, n)
            row.append(TableRound(table=t, deals=_group(g, per), ns=2 * t - 1, ew=2 * e))
        rows.append(row)


def _plan1(n: int) -> list[int]:
    """First modification: skip one table after half the match."""
    return [s if s < n // 2 else s + 1 for s in range(n)]


def _plan2(n: int) -> list[int]:
    """Second modification: E-W stay for one round after half the match."""
    return [s if s < n // 2 else s - 1 for s in range(n)]


def mitchell(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
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
    per = _per("mitchell", deals, n, max(1, 24 // n), MITCHELL_MULT)
    rows: list[list[TableRound]] = []
    _pass(n, list(range(n)), lambda e: e, 0, per, rows)
    return _mk(
        "mitchell",
        n,
        "pairs",
        n * per,
        "The John T. Mitchell System: N-S stay, E-W move up one table, deals down one.",
        rows,
    )


def _even(name: str, n: int) -> None:
    if n < 2 or n % 2:
        raise MovementError(
            f"{name}: {n} tables; the modifications are for an even number of tables "
            f'(the book: "{MITCHELL_EVEN}"). Use mitchell for an odd number.'
        )


def mitchell_mod(number: int) -> Builder:
    """*First* .. *Eighth Modification* of the Mitchell system for an even number of
    tables (seed 000, after the Mitchell example)."""

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        name = f"mitchell-{number}"
        n = tables
        _even(name, n)
        rows: list[list[TableRound]] = []
        if number in (1, 2):
            per = _per(name, deals, n, max(1, 24 // n), MITCHELL_MULT)
            _pass(n, _plan1(n) if number == 1 else _plan2(n), lambda e: e, 0, per, rows)
            total = n * per
        elif number in (3, 4, 5, 6):
            twice = "This plan also requires twice as many deals as tables."
            per = _per(name, deals, 2 * n, max(1, 24 // (2 * n)), twice)
            first = _plan1(n) if number in (3, 5) else _plan2(n)
            second = _plan1(n) if number in (3, 6) else _plan2(n)
            _pass(n, first, lambda e: e, 0, per, rows)
            if number in (3, 4):
                # 3: begin at the table skipped; 4: at the table after the one played twice
                shift = n // 2
            elif number == 5:
                shift = 1  # back at the first table, then move one table
            else:
                shift = n - 1  # plan 2 ends at table e+n-2; move one table
            _pass(n, second, lambda e: e + shift, n, per, rows)
            total = 2 * n * per
        elif number == 7:
            if n % 3 == 0:
                raise MovementError(
                    f'{name}: {n} tables; the book: "is not applicable to an even number of '
                    'tables divisible by three without a remainder." Use another modification.'
                )
            per = _per(
                name,
                deals,
                2 * n,
                max(1, 24 // (2 * n)),
                "This requires twice as many deals as tables",
            )
            for s in range(2 * n):
                row = []
                for e in range(1, n + 1):
                    t = _w(e + s, n)
                    p = _w(t + s // 2, n)
                    g = 2 * (p - 1) + s % 2 + 1
                    row.append(TableRound(table=t, deals=_group(g, per), ns=2 * t - 1, ew=2 * e))
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
            _relay(n, queues, total, +1, -1, rows)
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
        return _mk(name, n, "pairs", total, desc, rows)

    return build


def _relay(
    n: int,
    queues: list[list[tuple[int, ...]]],
    rounds: int,
    ew_step: int,
    deal_step: int,
    rows: list[list[TableRound]],
    seat: Callable[[int, int], tuple[int, int]] | None = None,
) -> None:
    """Tables hold queues of units (tuples of deals); every round each table plays the
    unit that has waited longest, and passes it ``deal_step`` tables on.  E-W pair
    starting at table e sits at ``e + ew_step*s`` in round s (Clay system, Mitchell's
    eighth modification)."""
    qs = [list(q) for q in queues]
    for s in range(rounds):
        played: list[tuple[int, ...]] = []
        row: list[TableRound] = []
        for t in range(1, n + 1):
            if not qs[t - 1]:
                raise MovementError(
                    f"relay: table {t} has no deal left in round {s + 1}; the deals do not "
                    "fit this number of tables"
                )
            unit = qs[t - 1].pop(0)
            played.append(unit)
            e = _w(t - ew_step * s, n)
            row.append(TableRound(table=t, deals=unit, ns=2 * t - 1, ew=2 * e))
        for t in range(1, n + 1):
            qs[_w(t + deal_step, n) - 1].append(played[t - 1])
        rows.append(row)


# ------------------------------------------------------------------------------------
# Clay system and its modifications
# ------------------------------------------------------------------------------------
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


def _clay_queues(
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


def clay(variant: int) -> Builder:
    """*Second Method—The Clay System* (variant 0) and its *First* to *Fourth
    Modification* for more than two deals at a table (variants 1-4)."""

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
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
            queues, total = _clay_queues(n, [2] * n, [1])
            rounds = total
        elif variant == 1:
            k = _per(name, deals, n, 4, "When the number of deals at each table is even")
            if k % 2 or k < 4:
                raise MovementError(
                    f'{name}: {k} deals at each table; the book: "When the number of deals at '
                    'each table is even, play one-half of them" (four or more).'
                )
            queues, total = _clay_queues(n, [k] * n, [k // 2])
            rounds = 2 * n
        elif variant == 2:
            k = _per(name, deals, n, 3, "When the number at each table is odd")
            if k % 2 == 0 or k < 3:
                raise MovementError(
                    f'{name}: {k} deals at each table; the book: "When the number at each '
                    'table is odd, play a portion of them" (three or more).'
                )
            queues, total = _clay_queues(n, [k] * n, [k // 2, k - k // 2])
            rounds = 2 * n
        elif variant == 3:
            k = _per(name, deals, n, 3 if n % 2 else 2, CLAY3)
            if not clay_third_ok(n, k):
                raise MovementError(f'{name}: {k} deals at each of {n} tables; the book: "{CLAY3}"')
            queues, total = _clay_queues(n, [k] * n, [1])
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
            queues, total = _clay_queues(n, [2] * (n - 1) + [2 + extra], [1])
            rounds = total
        rows: list[list[TableRound]] = []
        _relay(n, queues, rounds, -1, -1, rows)
        desc = [
            "The Clay System: two deals a table; E-W move one table down after each deal, "
            "carrying it; each table plays the deal that has waited longest.",
            "Clay, First Modification: half the deals at a table, then move carrying them.",
            "Clay, Second Modification: an odd number a table, played in two portions.",
            "Clay, Third Modification: one deal each time, round the circuit once per deal a table.",
            "Clay, Fourth Modification: two deals a table, extra deals (a multiple of the tables) "
            "at the last table.",
        ][variant]
        return _mk(name, n, "pairs", total, desc, rows)

    return build


# ------------------------------------------------------------------------------------
# Snow system
# ------------------------------------------------------------------------------------
SNOW = (
    "This system is not applicable except with a small number of tables or a large number of deals."
)


def snow_table(tables: int, count: int = 6) -> list[int]:
    """Numbers of deals the Snow system allows at ``tables`` tables (derived: a set of at
    least one deal per table in each of ``tables`` rounds, i.e. multiples of the tables
    from tables squared)."""
    return [tables * (tables + i) for i in range(count)]


def snow(
    tables: int, deals: int | None = None, _pairs: int | None = None, *, fours: bool = False
) -> Movement:
    """*Third Method—The Snow System*: a set of deals is played at every table (passed
    round) without moving players; then E-W move one table and a new set is played."""
    n = tables
    name = "snow-fours" if fours else "snow"
    if n < 2:
        raise MovementError(f"{name}: needs at least 2 tables")
    rounds_n = n - 1 if fours else n
    default = max(n, -(-24 // rounds_n))
    per_round = _per(name, deals, rounds_n, default, SNOW)
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
            e = _w(t - s - (1 if fours else 0), n)
            start = ((t - 1) * per_round) // n
            order = tuple(first + 1 + (start + i) % per_round for i in range(per_round))
            row.append(TableRound(table=t, deals=order, ns=2 * t - 1, ew=2 * e))
        rows.append(row)
    m = _mk(
        name,
        n,
        "pairs",
        rounds_n * per_round,
        "The Snow System: each round a set of deals goes round all tables; then E-W move one table.",
        rows,
    )
    return _as_fours(m, pass_own=True) if fours else m


# ------------------------------------------------------------------------------------
# Parallel system
# ------------------------------------------------------------------------------------
PAR_ODD = "Requires an odd number of tables in each row, and twice as many deals as tables."
PAR3 = "Applicable to any even number of tables, but requiring twice as many deals as tables."
PAR4 = (
    "applicable to any even number of tables which is a multiple of four, i. e., with an "
    "even number of tables in each row."
)


def _pos_table(row: int, i: int, h: int) -> int:
    return row * h + _w(i, h)


def parallel(form: int) -> Builder:
    """*Fourth Method—The Parallel System*, First to Fourth Form.  Row 1 is tables
    1..h, row 2 tables h+1..2h; "across" joins table i with table i+h."""

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        name = f"parallel-{form}"
        n = tables
        if n < 2 or n % 2:
            raise MovementError(f'{name}: {n} tables; the book: "{PAR3 if form >= 3 else PAR_ODD}"')
        h = n // 2
        rows: list[list[TableRound]] = []
        if form in (1, 2):
            if h % 2 == 0:
                raise MovementError(f'{name}: {h} tables in each row; the book: "{PAR_ODD}"')
            per = _per(name, deals, 2 * n, max(1, 24 // (2 * n)), PAR_ODD)
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
                            t = _pos_table(rho, i, h)
                            g_index = _pos_table(src_row, i + s, h)
                            row.append(
                                TableRound(
                                    table=t,
                                    deals=_group(st * n + g_index, per),
                                    ns=2 * t - 1,
                                    ew=2 * _pos_table(ew_row, e, h),
                                )
                            )
                    rows.append(row)
        elif form == 3:
            per = _per(name, deals, 2 * n, max(1, 24 // (2 * n)), PAR3)
            total = 2 * n * per
            for st in range(2):
                for s in range(2 * h):
                    row = []
                    for rho in range(2):
                        for e in range(1, h + 1):
                            i = e + s
                            t = _pos_table(rho, i, h)
                            orig_row = (rho - s) % 2
                            orig_i = _w(i - s // 2, h)
                            deal_no = 2 * (orig_i - 1) + orig_row + 1 + st * n
                            ew_row = rho if st == 0 else 1 - rho
                            row.append(
                                TableRound(
                                    table=t,
                                    deals=_group(deal_no, per),
                                    ns=2 * t - 1,
                                    ew=2 * _pos_table(ew_row, e, h),
                                )
                            )
                    rows.append(row)
        else:
            if n % 4:
                raise MovementError(f'{name}: {n} tables; the book: "{PAR4}"')
            per = _per(
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
                        d: ((r + (1 if across else 0)) % 2, _w(i + (1 if up else 0), h))
                        for d, (r, i) in pos.items()
                    }
                at = {p: d for d, p in pos.items()}
                row = []
                for rho in range(2):
                    for e in range(1, h + 1):
                        ew_row = rho if s < h else 1 - rho
                        i = e + s
                        t = _pos_table(ew_row, i, h)
                        orow, oi = at[(ew_row, _w(i, h))]
                        deal_no = 2 * (oi - 1) + orow + 1
                        row.append(
                            TableRound(
                                table=t,
                                deals=_group(deal_no, per),
                                ns=2 * t - 1,
                                ew=2 * _pos_table(rho, e, h),
                            )
                        )
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
        return _mk(name, n, "pairs", total, desc, rows)

    return build


# ------------------------------------------------------------------------------------
# Howell and Safford pair schedules
# ------------------------------------------------------------------------------------
HOWELL = (
    "The number of deals required is one less than the number of pairs engaged. An even "
    "number is preferable, but the match can be arranged for an odd number"
)


@cache
def _starter(q: int) -> tuple[int, ...] | None:
    """Offsets f(0..m-1) with f(0)=0, distinct, and {0} + {f(k)±k} covering Z_q: the
    deal group at table k in round r is r+f(k)."""
    m = (q + 1) // 2
    f = [0] * m
    used = {0}
    cover = {0}

    def bt(k: int) -> bool:
        if k == m:
            return True
        for v in range(1, q):
            a, b = (v + k) % q, (v - k) % q
            if v in used or a in cover or b in cover or a == b:
                continue
            used.add(v)
            cover.update((a, b))
            f[k] = v
            if bt(k + 1):
                return True
            used.discard(v)
            cover.difference_update((a, b))
        return False

    return tuple(f) if bt(1) else None


#: Deal groups for ten pairs (no cyclic starter exists for nine rounds): rows are
#: rounds, columns tables, for the circle-method pairings used by :func:`howell`.
#: Found once by exhaustive backtracking (about two minutes), checked by the tests.
ROOM_9: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3, 4),
    (2, 1, 0, 3, 5),
    (3, 6, 2, 7, 0),
    (1, 7, 3, 4, 5),
    (5, 2, 6, 8, 3),
    (6, 1, 4, 8, 5),
    (8, 1, 6, 7, 4),
    (7, 2, 8, 0, 5),
    (4, 6, 7, 0, 8),
)


@cache
def _general_groups(q: int, skip_first: bool) -> tuple[tuple[int, ...], ...] | None:
    """Backtracking assignment of deal groups for the circle-method pairings:
    ``groups[r][k]``.  With ``skip_first`` (an odd number of pairs) the stationary
    pair's table is empty and needs no deal of its own.  Used for small sizes only."""
    if q == 9 and not skip_first:
        return ROOM_9
    m = (q + 1) // 2
    pairs = [[(q, r) if k == 0 else ((r + k) % q, (r - k) % q) for k in range(m)] for r in range(q)]
    grid = [[-1] * m for _ in range(q)]
    played: dict[int, set[int]] = {p: set() for p in range(q + 1)}
    cells = [(r, k) for r in range(q) for k in range(m) if not (skip_first and k == 0)]

    def bt(i: int) -> bool:
        if i == len(cells):
            return True
        r, k = cells[i]
        a, b = pairs[r][k]
        in_round = set(grid[r])
        for g in range(q):
            if g in in_round or g in played[a] or g in played[b]:
                continue
            grid[r][k] = g
            played[a].add(g)
            played[b].add(g)
            if bt(i + 1):
                return True
            played[a].discard(g)
            played[b].discard(g)
            grid[r][k] = -1
        return False

    if q > 9 or not bt(0):
        return None
    if skip_first:
        for r in range(q):
            free = sorted(set(range(q)) - set(grid[r]))
            grid[r][0] = free[0]
    return tuple(tuple(row) for row in grid)


def howell(
    tables: int, deals: int | None = None, pairs: int | None = None, *, safford: bool = False
) -> Movement:
    """*The Howell and Safford Systems*: every pair meets every other once, deals = pairs
    − 1, one pair never changes its seat, an odd number of pairs by a sit-out.

    The book prints no schedule ("cannot be fully described in the space at our
    disposal"), so the schedule is derived: pairs 1..2m-1 rotate round the stationary
    pair 2m by the circle method; the deal group at table k in round r is r+f(k) for a
    starter f found by search (or a searched assignment for six and ten pairs).  The
    ``safford`` variant (derived the same way, not Safford's printed cards, which the book
    does not give) turns the rotation the other way and seats the stationary pair E-W
    at the last table.
    """
    name = "safford" if safford else "howell"
    m = tables
    count = 2 * m if pairs is None else pairs
    if count not in (2 * m, 2 * m - 1):
        raise MovementError(
            f"{name}: {count} pairs do not fit {m} tables (two pairs a table; an odd number by a "
            "sit-out). Use --tables so that pairs is 2*tables or 2*tables-1."
        )
    q = 2 * m - 1
    odd = count % 2 == 1
    if m < 2 or (not odd and q in (3, 5)):
        raise MovementError(
            f"{name}: {count} pairs at {m} table(s): with one pack per deal, {q} deals cannot be "
            f"shared out so that all {m} tables play different deals every round and every pair "
            "meets every other (no Room square of side 3 or 5 exists); for four pairs play the "
            "book's Four-Pair Match (four-pair), for six the Mitchell or Clay system."
        )
    per = _per(name, deals, q, 1, HOWELL)
    # the book: "by using the schedule for the even number next greater"
    f = _starter(q)
    grid: tuple[tuple[int, ...], ...] | None = None
    if f is None:
        grid = _general_groups(q, False) if q == 9 else None
        if grid is None and odd:
            grid = _general_groups(q, True)
        if grid is None:
            raise MovementError(
                f"{name}: {count} pairs at {m} tables: no schedule exists in which the tables "
                "play different deals every round and every pair meets every other once; use "
                "the Mitchell or Clay system."
            )
    rows: list[list[TableRound]] = []
    sign = -1 if safford else 1
    for r in range(q):
        row = []
        for k in range(m):
            g = (grid[r][k] if grid is not None else (r + (f or (0,))[k]) % q) + 1
            if k == 0:
                a, b = 2 * m, (r % q) + 1
            else:
                a, b = (r + sign * k) % q + 1, (r - sign * k) % q + 1
            if safford and k == 0:
                a, b = b, a
            t = (m - k) if safford else (k + 1)
            ns: int | None = a if a <= count else None
            ew: int | None = b if b <= count else None
            row.append(TableRound(table=t, deals=_group(g, per), ns=ns, ew=ew))
        rows.append(row)
    desc = (
        "Howell pair schedule (derived): every pair meets every other; pair "
        f"{2 * m} stays at table 1 N-S"
        if not safford
        else "Safford pair schedule (derived): every pair meets every other; pair "
        f"{2 * m} stays at table {m} E-W"
    )
    if count % 2:
        desc += f"; pair {2 * m} is absent, so its opponent sits out each round"
    return _mk(name, m, "pairs", q * per, desc + ".", rows)


# ------------------------------------------------------------------------------------
# Two-table forms
# ------------------------------------------------------------------------------------
TWO = "Duplicate Whist FOR TWO TABLES."
IND8 = "Either fourteen or twenty-eight deals are required, according to the number played in each round."

#: Howell's TABLE OF CHANGES for eight players: (position number, table, seat) ->
#: (table, seat) moved to.  Player 8 (West at Table 1) does not move.
HOWELL_CHANGES: tuple[tuple[int | None, int, str, int, str], ...] = (
    (4, 1, "north", 2, "east"),
    (1, 1, "east", 2, "west"),
    (2, 1, "south", 1, "east"),
    (None, 1, "west", 1, "west"),
    (5, 2, "north", 1, "north"),
    (3, 2, "east", 1, "south"),
    (6, 2, "south", 2, "north"),
    (7, 2, "west", 2, "south"),
)


def individual_8(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Individual Matches for Eight Players*, with E. C. Howell's TABLE OF CHANGES.

    Players are numbered by their first positions as the table's parentheses do
    (player 8 is West at Table 1, who never moves); after each arrangement every player
    moves as the table says.  Each arrangement plays one or two deals at each table,
    then exchanges and replays them (two rounds).
    """
    _fixed_tables("individual-8", tables, 2, TWO)
    total = _fixed_deals("individual-8", deals, (14, 28), IND8)
    k = total // 14
    seat_at: dict[tuple[int, str], int] = {}
    for num, t, seat, _t2, _s2 in HOWELL_CHANGES:
        seat_at[(t, seat)] = num if num is not None else 8
    move = {(t, s): (t2, s2) for _n, t, s, t2, s2 in HOWELL_CHANGES}
    rows: list[list[TableRound]] = []
    for a in range(7):
        base = a * 2 * k
        sets = (tuple(range(base + 1, base + k + 1)), tuple(range(base + k + 1, base + 2 * k + 1)))
        for half in range(2):
            row = []
            for t in (1, 2):
                row.append(_seated(t, sets[(t - 1 + half) % 2], seat_at, t))
            rows.append(row)
        seat_at = {move[pos]: who for pos, who in seat_at.items()}
    return _mk(
        "individual-8",
        2,
        "individual",
        total,
        "Individual match for eight players, Howell's table of changes; "
        "the match is won by the player against whom the least tricks are scored as lost.",
        rows,
    )


def four_pair(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Four-Pair Match*: generated from the book's rules for exchanging players after
    each eight deals and after each four; pairs are 1&2, 3&4, 5&6, 7&8 (pair numbers
    1-4 in the ``ns``/``ew`` fields)."""
    _fixed_tables("four-pair", tables, 2, TWO)
    _fixed_deals(
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
                    _seated(
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
    return _mk(
        "four-pair",
        2,
        "pairs",
        24,
        "Four-pair match: double score, matches won and tricks gained.",
        rows,
    )


def teams_of_four(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Matches Between Two Teams of Four*: team 1 (pairs 1, 2) N-S at table 1 and E-W at
    table 2, team 2 (pairs 3, 4) the other seats; two deals at each table, exchanged
    and replayed; only the N-S scores are compared."""
    _fixed_tables("teams-of-four", tables, 2, TWO)
    per = _per(
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
    return _mk(
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


def _trophy_second(row: tuple[int, ...]) -> tuple[int, ...]:
    n1, s1, e1, w1, n2, s2, e2, w2 = row
    return (n1, s1, w1, e1, s2, n2, e2, w2)


def _teams_rows(
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


def trophy(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*League Matches* — TABLE OF CHANGES FOR TROPHY MATCHES: 48 deals in two sessions
    (or the first session alone, 24 deals).  Players 1-4 are the challenging club
    (team 1), 5-8 the challenged (team 2).  Each line of four deals is two rounds: two
    deals at each table, then exchanged and overplayed."""
    _fixed_tables("trophy", tables, 2, TWO)
    total = _fixed_deals(
        "trophy",
        deals,
        (48, 24),
        "These are always of forty-eight deals, played in two sessions of twenty-four deals each.",
    )
    lines = list(TROPHY_FIRST)
    if total == 48:
        lines += [_trophy_second(r) for r in TROPHY_FIRST]
    expanded: list[tuple[int, ...]] = []
    sets: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for i, line in enumerate(lines):
        a, b = (4 * i + 1, 4 * i + 2), (4 * i + 3, 4 * i + 4)
        expanded += [line, line]
        sets += [(a, b), (b, a)]
    return _mk(
        "trophy",
        2,
        "teams",
        total,
        "American Whist League Challenge Trophy schedule (challenging 1-4, challenged 5-8).",
        _teams_rows(expanded, sets),
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


def new_england(total: int) -> Builder:
    """THE NEW ENGLAND SCHEDULE for 24 deals (qualifying matches) or 36 deals (trophy
    matches): the book's tables, one line per round."""
    data = NEW_ENGLAND_24 if total == 24 else NEW_ENGLAND_36

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        name = f"new-england-{total}"
        _fixed_tables(name, tables, 2, TWO)
        _fixed_deals(
            name,
            deals,
            (total,),
            f"For {'Qualifying' if total == 24 else 'Trophy'} Matches—{total} Deals.",
        )
        lines = [d[1] + d[3] for d in data]
        sets = [(d[0], d[2]) for d in data]
        return _mk(
            name,
            2,
            "teams",
            total,
            f"The New England schedule for {total} deals (challenging 1-4, challenged 5-8).",
            _teams_rows(lines, sets),
        )

    return build


# ------------------------------------------------------------------------------------
# Individual matches for twelve and sixteen
# ------------------------------------------------------------------------------------
IND12_FIRST = ((12, 1, 6, 8), (2, 9, 10, 7), (4, 3, 5, 11))
IND16_FIRST = ((16, 1, 7, 9), (15, 12, 13, 2), (6, 11, 3, 10), (8, 14, 4, 5))


def individual_n(players: int) -> Builder:
    """*Individual Matches for More Than Eight Players*: the book's first round, and its
    rule "Number 12 [16] retains his seat; the others exchange in regular order, each
    player taking the position previously held by the next lower-numbered player";
    one deal on each table, played through at every table before the players change."""
    first = IND12_FIRST if players == 12 else IND16_FIRST
    n = len(first)
    cycle = players - 1

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        name = f"individual-{players}"
        _fixed_tables(name, tables, n, f"For {'Twelve' if players == 12 else 'Sixteen'} Players.")
        total = cycle * n
        _fixed_deals(
            name,
            deals,
            (total,),
            "Since this requires eleven arrangements, the match consists of thirty-three deals."
            if players == 12
            else "this match requires the play of sixty deals",
        )
        rows: list[list[TableRound]] = []
        for r in range(cycle):
            base = r * n
            row = []
            for t, seats in enumerate(first, start=1):
                moved = [p if p == players else _w(p + r, cycle) for p in seats]
                order = tuple(base + 1 + (t - 1 + i) % n for i in range(n))
                row.append(
                    TableRound(
                        table=t,
                        deals=order,
                        north=moved[0],
                        south=moved[1],
                        east=moved[2],
                        west=moved[3],
                    )
                )
            rows.append(row)
        return _mk(
            name,
            n,
            "individual",
            total,
            f"Individual match for {players} players: player {players} keeps his seat, "
            "the others follow the next lower number.",
            rows,
        )

    return build


# ------------------------------------------------------------------------------------
# Progressive matches for fours
# ------------------------------------------------------------------------------------
def _as_fours(m: Movement, pass_own: bool, name: str | None = None) -> Movement:
    """Label pairs ``2t-1``/``2t`` as team ``t``; where a team meets itself and
    ``pass_own``, its deals pass unplayed ("The two pairs of the same team need not play
    when they meet at the same table, but the deal must be moved precisely as if they
    had played it")."""
    rounds = []
    for rnd in m.rounds:
        trs = []
        for tr in rnd.tables:
            nt = (tr.ns + 1) // 2 if tr.ns is not None else None
            et = (tr.ew + 1) // 2 if tr.ew is not None else None
            if pass_own and nt is not None and nt == et:
                trs.append(replace(tr, ns_team=nt, ew_team=et, deals=(), passed=tr.deals))
            else:
                trs.append(replace(tr, ns_team=nt, ew_team=et))
        rounds.append(Round(rnd.number, tuple(trs)))
    return Movement(
        name=name or m.name,
        tables=m.tables,
        rounds=tuple(rounds),
        kind="fours",
        deals=m.deals,
        description=m.description,
    )


def mitchell_fours(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Progressive Matches for Fours — The Mitchell System*: each team seated at a
    table, E-W move one table, then as the Mitchell system for pairs; the last round
    brings each team's pairs together, so that pair results can be compared too."""
    n = tables
    if n < 3 or n % 2 == 0:
        raise MovementError(f'mitchell-fours: {n} tables; the book: "{MITCHELL_ODD}"')
    per = _per("mitchell-fours", deals, n, max(1, 24 // n), MITCHELL_MULT)
    rows: list[list[TableRound]] = []
    _pass(n, list(range(1, n + 1)), lambda e: e, 0, per, rows)
    m = _mk(
        "mitchell-fours",
        n,
        "pairs",
        n * per,
        "Mitchell system for fours: team t is pairs 2t-1 (N-S) and 2t (E-W); "
        "add N-S and E-W scores of each team and compare totals.",
        rows,
    )
    return _as_fours(m, pass_own=False)


def howell_fours(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
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
    per = _per("howell-fours", deals, n, max(1, 24 // n), MITCHELL_MULT)
    c = (n + 1) // 2
    rows: list[list[TableRound]] = []
    for r in range(1, n):
        row = []
        for t in range(1, n + 1):
            u = _w(t - r, n)
            g = _w(t - r * c, n)
            ns = 2 * t - 1 if t <= teams else None
            ew = 2 * u if u <= teams else None
            row.append(
                TableRound(
                    table=t,
                    deals=_group(g, per),
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
    m = _mk("howell-fours", n, "fours", n * per, desc, rows)
    return m


def _fours_clay_place(n: int, sets: int) -> list[list[tuple[int, ...]]]:
    """The book's deal placement for the Clay system for fours: the first set (deals
    1, 1+s, 1+2s, ...) in order, then the second, ...; two deals a table, the rest on
    the last table."""
    total = n * sets
    seq = [d for j in range(1, sets + 1) for d in range(j, total + 1, sets)]
    units: list[tuple[int, ...]] = [(d,) for d in seq]
    return [units[2 * i : 2 * i + 2] for i in range(n - 1)] + [units[2 * (n - 1) :]]


def clay_fours(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*The Clay System* for fours: as Clay for pairs, twice (or three times) as many
    deals as tables laid out by the book's placement tables; a team's two pairs do not
    play when they meet, the deal passes on."""
    n = tables
    if n < 2:
        raise MovementError("clay-fours: needs at least two tables")
    sets = _per(
        "clay-fours", deals, n, 2, "It requires, however, the use of twice as many deals as tables"
    )
    if sets < 2:
        raise MovementError('clay-fours: the book: "It requires ... twice as many deals as tables"')
    rows: list[list[TableRound]] = []
    _relay(n, _fours_clay_place(n, sets), n * sets, -1, -1, rows)
    m = _mk(
        "clay-fours",
        n,
        "pairs",
        n * sets,
        "Clay system for fours: the book's deal placement; deals between two teams come "
        "in consecutive order.",
        rows,
    )
    return _as_fours(m, pass_own=True)


def parallel_fours(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*The Parallel System* for fours: the third form of the parallel system (the
    Clay-like one, as the book advises arranging the deals "in a manner similar to that
    used in the Clay System"), teams labelled as in the other fours forms."""
    m = parallel(3)(tables, deals, None)
    return _as_fours(replace(m, name="parallel-fours"), pass_own=True)


def snow_fours(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*The Snow System* for fours: E-W move one table first, then as for pairs until
    they have met every other team."""
    return snow(tables, deals, None, fours=True)


# ------------------------------------------------------------------------------------
# Teams of six, eight, more; three teams
# ------------------------------------------------------------------------------------
def harvard(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
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
        groups = [_group(g + i, per) for i in range(1, m + 1)]
        g += m
        rows.append(
            [
                TableRound(
                    table=i, deals=groups[i - 1], ns=i, ew=m + _w(i + k, m), ns_team=1, ew_team=2
                )
                for i in range(1, m + 1)
            ]
        )
        rows.append(
            [
                TableRound(
                    table=i,
                    deals=groups[i - 1],
                    ns=m + _w(i + k + 1, m),
                    ew=_w(i + 1, m),
                    ns_team=2,
                    ew_team=1,
                )
                for i in range(1, m + 1)
            ]
        )
    return _mk(
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
_CLOCKWISE = {NW: NE, NE: SE, SE: SW, SW: NW}
_RIGHT = {"north": "east", "east": "south", "south": "west", "west": "north"}
_LEFT = {v: k for k, v in _RIGHT.items()}


def narragansett(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Teams of Eight—The Narragansett System*: four tables in a square (1 = NW,
    2 = NE, 3 = SE, 4 = SW); challenged team (1-8) N-S at NE and SW, E-W at NW and SE.
    Deals 1-4 start at NW, NE, SE, SW.  After each deal the challenged pairs and the
    deals move as the book says (pairs N-S with deals E-W; then E-W with deals
    diagonally; then as at first), a pair moving round to the right also turning its
    seats to the right.  Seven rounds of four deals with the book's partner table; the
    pairs of a round fill the seats in the order NE N-S, NW E-W, SW N-S, SE E-W
    (challenged) and NW N-S, NE E-W, SE N-S, SW E-W (challenging), which keeps No. 9 in
    one seat throughout.  (The diagrams are lost in the OCR; derived from the text.)"""
    _fixed_tables("narragansett", tables, 4, "Arrange the four tables in a square.")
    _fixed_deals(
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
                row.append(_seated(t, (deal_at[t],), seats, ns_team=ns_team, ew_team=3 - ns_team))
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
                turn = _RIGHT if _CLOCKWISE[t] == t2 else _LEFT
                new_moving[(t2, turn[s])] = who
            moving = new_moving
            deal_at = {deal_move[t]: d for t, d in deal_at.items()}
    return _mk(
        "narragansett",
        4,
        "teams",
        28,
        "Narragansett system: tables 1 NW, 2 NE, 3 SE, 4 SW; challenged 1-8 (team 1), "
        "challenging 9-16 (team 2); 7 rounds of 4 deals.",
        rows,
    )


def teams_mitchell(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Teams of More Than Eight Players*: "Any pair system is available."  The
    challenging team (pairs 1..m) keep their places, N-S at the first half of the
    tables (one more when m is odd) and E-W at the rest; the home team (pairs m+1..2m)
    move one table up each round, sitting N-S or E-W as they find their adversaries,
    deals one table down (the Mitchell system; its first modification when m is even).
    With an odd number of pairs, law (a)'s average for the odd pair applies in scoring."""
    m = tables
    if m < 2:
        raise MovementError("teams-mitchell: needs at least two tables")
    per = _per("teams-mitchell", deals, m, max(1, 24 // m), MITCHELL_MULT)
    offsets = list(range(m)) if m % 2 else _plan1(m)
    half = (m + 1) // 2
    rows: list[list[TableRound]] = []
    for s, off in enumerate(offsets):
        row = []
        for e in range(1, m + 1):
            t = _w(e + off, m)
            g = _w(t + s, m)
            home = m + e
            if t <= half:
                row.append(
                    TableRound(table=t, deals=_group(g, per), ns=t, ew=home, ns_team=1, ew_team=2)
                )
            else:
                row.append(
                    TableRound(table=t, deals=_group(g, per), ns=home, ew=t, ns_team=2, ew_team=1)
                )
        rows.append(row)
    return _mk(
        "teams-mitchell",
        m,
        "teams",
        m * per,
        "Teams of more than eight: challenging team seated, home team moves (Mitchell).",
        rows,
    )


def teams_stationary(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
    """*Teams of More Than Eight Players*, the Brooklyn Trophy challenge match: "the
    deals only were moved, the players of both teams retaining their seats and playing
    against the same adversaries throughout the entire match".  Team 1 (pairs 1..m) sits
    N-S at the first half of the tables (one more when m is odd) and E-W at the rest;
    team 2 (pairs m+1..2m) opposite; the deals move one table down each round."""
    m = tables
    if m < 2:
        raise MovementError("teams-stationary: needs at least two tables")
    per = _per("teams-stationary", deals, m, max(1, 24 // m), MITCHELL_MULT)
    half = (m + 1) // 2
    rows: list[list[TableRound]] = []
    for s in range(m):
        row = []
        for t in range(1, m + 1):
            g = _group(_w(t + s, m), per)
            if t <= half:
                row.append(TableRound(table=t, deals=g, ns=t, ew=m + t, ns_team=1, ew_team=2))
            else:
                row.append(TableRound(table=t, deals=g, ns=m + t, ew=t, ns_team=2, ew_team=1))
        rows.append(row)
    return _mk(
        "teams-stationary",
        m,
        "teams",
        m * per,
        "Teams, players seated throughout (Brooklyn Trophy challenge): only the deals move.",
        rows,
    )


THREE = "This system is applicable to teams of any size, provided they are multiples of four"


def three_teams(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
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
    per = _per("three-teams", deals, 3 * h, 2, "two deals were placed at each table")
    rows: list[list[TableRound]] = []
    for stage in (1, 2):
        for s in range(h):
            row = []
            for rho in range(3):  # row index 0..2, team rho+1 N-S
                ew_team = (rho - stage) % 3
                deal_row = (rho + stage - 1) % 3
                for e in range(1, h + 1):
                    i = _w(e + s, h)
                    t = rho * h + i
                    g = deal_row * h + _w(i + s, h)
                    row.append(
                        TableRound(
                            table=t,
                            deals=_group(g, per),
                            ns=2 * h * rho + i,
                            ew=2 * h * ew_team + h + e,
                            ns_team=rho + 1,
                            ew_team=ew_team + 1,
                        )
                    )
            rows.append(row)
    return _mk(
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


def _three_from_table(
    name: str, table: Sequence[Sequence[tuple[str, str, int]]], sets: int, desc: str
) -> Builder:
    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        if tables % 3 or (tables // 3) % 2 == 0:
            raise MovementError(
                f"{name}: {tables} tables; needs three rows of an odd number of tables, each row "
                "playing through under the Mitchell system"
            )
        h = tables // 3
        per = _per(
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
                        i = _w(e + s, h)
                        g = (dset - 1) * h + _w(i + s, h)
                        row.append(
                            TableRound(
                                table=rho * h + i,
                                deals=_group(g, per),
                                ns=_LETTERS.index(ns_l) * h + i,
                                ew=_LETTERS.index(ew_l) * h + e,
                                ns_team=_LETTERS.index(ns_l) // 2 + 1,
                                ew_team=_LETTERS.index(ew_l) // 2 + 1,
                            )
                        )
                rows.append(row)
        return _mk(name, tables, "teams", sets * h * per, desc, rows)

    return build


# ------------------------------------------------------------------------------------
# Mnemonic duplicate
# ------------------------------------------------------------------------------------
MNEMONIC = (
    "It is well to avoid this as much as possible, by replaying the deals in a different "
    "order from that in which they were originally played"
)


def replay_order(deals: int, parts: int = 1) -> list[int]:
    """The replay order for Mnemonic duplicate: all deals are played before the replay
    begins and are replayed in a different order (the even-numbered of each part first,
    then the odd), within each of ``parts`` equal parts (the individual record changes
    seats after each third, on the replay "as before").

    >>> replay_order(6), replay_order(6, 3)
    ([2, 4, 6, 1, 3, 5], [2, 1, 4, 3, 6, 5])
    >>> replay_order(12, 3)
    [2, 4, 1, 3, 6, 8, 5, 7, 10, 12, 9, 11]
    """
    size = deals // parts
    out: list[int] = []
    for p in range(parts):
        block = list(range(p * size + 1, (p + 1) * size + 1))
        out += block[1::2] + block[0::2]
    return out


def mnemonic(individual: bool) -> Builder:
    """*Memory Whist, or Mnemonic Duplicate* at a single table: every deal is played,
    then replayed with North-South holding the hands East-West held (represented as
    the players moving one seat round, N->E, E->S, S->W, W->N, so each holds an
    adversary's hand).  The individual variant follows the book's NOTE: South and East
    exchange after the first third, South and West after the second; on the replay they
    resume the original positions and change after each third as before."""

    def build(tables: int, deals: int | None = None, _pairs: int | None = None) -> Movement:
        name = "mnemonic-individual" if individual else "mnemonic"
        _fixed_tables(name, tables, 1, "Single Table, or Mnemonic Duplicate.")
        total = deals if deals is not None else 12
        if total < 2 or (individual and total % 3):
            raise MovementError(
                f"{name}: {total} deals; "
                + (
                    'the book: "each player may play one-third of the deals with each of the '
                    'other three as a partner"; give a multiple of 3.'
                    if individual
                    else "give at least two deals."
                )
            )
        rows: list[list[TableRound]] = []
        third = total // 3
        for phase, order in (
            (0, list(range(1, total + 1))),
            (1, replay_order(total, 3 if individual else 1)),
        ):
            for d in order:
                if individual:
                    part = min(2, (d - 1) // third)
                    seats = {"north": 1, "east": 2, "south": 3, "west": 4}
                    if part >= 1:
                        seats["south"], seats["east"] = seats["east"], seats["south"]
                    if part >= 2:
                        seats["south"], seats["west"] = seats["west"], seats["south"]
                    if phase:
                        seats = {_RIGHT[s]: p for s, p in seats.items()}
                    rows.append([_seated(1, (d,), seats)])
                else:
                    a, b = (1, 2) if phase == 0 else (2, 1)
                    rows.append([TableRound(table=1, deals=(d,), ns=a, ew=b)])
        return _mk(
            name,
            1,
            "individual" if individual else "pairs",
            total,
            "Mnemonic duplicate: all deals played, then replayed in a different order "
            "(even deals first) with the hands exchanged.",
            rows,
        )

    return build


# ------------------------------------------------------------------------------------
# Registry
# ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MovementForm:
    """A form of play: its name, a one-line description, the book's heading, the kind
    of contestant, the generator, the rules its movements promise, the default scoring
    method and a few sizes (tables, deals) it allows (for listings and tests)."""

    name: str
    description: str
    heading: str
    kind: Kind
    builder: Builder
    rules: Callable[[Movement], Rules]
    method: str
    sizes: tuple[tuple[int, int | None], ...]

    def build(self, tables: int, deals: int | None = None, pairs: int | None = None) -> Movement:
        """Generate and validate (see :func:`build_movement`)."""
        movement = self.builder(tables, deals, pairs)
        return check(movement, self.rules(movement))


def _r(rules: Rules) -> Callable[[Movement], Rules]:
    return lambda _m: rules


def _r_tables(fn: Callable[[int], Rules]) -> Callable[[Movement], Rules]:
    return lambda m: fn(m.tables)


_FORMS: list[MovementForm] = []


def _every_deal_at_each_table(
    meet: Meet = "none", shared_deals: bool = False
) -> Callable[[Movement], Rules]:
    """The promise of the Mitchell family (Mitchell, Clay, Snow, Parallel and the forms for
    teams built on them): every contestant plays every deal, and each deal is played once
    at every table; ``meet`` and ``shared_deals`` as in :class:`Rules`."""
    return lambda m: Rules(
        plays_per_deal=m.tables, every_deal=True, meet=meet, shared_deals=shared_deals
    )


def _add(
    name: str,
    description: str,
    heading: str,
    kind: Kind,
    builder: Builder,
    rules: Callable[[Movement], Rules],
    method: str,
    sizes: Iterable[tuple[int, int | None]],
) -> None:
    _FORMS.append(
        MovementForm(name, description, heading, kind, builder, rules, method, tuple(sizes))
    )


_ODD = [(n, None) for n in (1, 3, 5, 7, 9, 11, 13)]
_EVEN = [(n, None) for n in (2, 4, 6, 8, 10, 12, 14)]
_ORDINALS = ("First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth")
# Two teams of four at two tables (the two-team matches, trophy and New England
# schedules): every deal is played twice, once at each table, by every contestant, and
# every contestant meets the other team.
_TWO_TABLE_TEAMS = _r(Rules(plays_per_deal=2, every_deal=True, meet="teams"))

_add(
    "mitchell",
    "Mitchell system for pairs (odd number of tables)",
    "First Method—The John T. Mitchell System",
    "pairs",
    mitchell,
    _every_deal_at_each_table("ns-ew"),
    "average",
    _ODD,
)
for _i in range(1, 9):
    _meet: Meet = "ns-ew" if _i >= 3 else "none"
    _add(
        f"mitchell-{_i}",
        f"Mitchell system, {_ORDINALS[_i - 1]} Modification (even tables)",
        f"First Method—The John T. Mitchell System. {_ORDINALS[_i - 1]} Modification",
        "pairs",
        mitchell_mod(_i),
        _every_deal_at_each_table(_meet),
        "average",
        [s for s in _EVEN if not (_i == 7 and s[0] % 3 == 0)],
    )
_add(
    "clay",
    "Clay system for pairs: two deals a table, E-W carry the deal played",
    "Second Method—The Clay System",
    "pairs",
    clay(0),
    _every_deal_at_each_table("ns-ew"),
    "average",
    [(n, None) for n in range(2, 14)],
)
_add(
    "clay-1",
    "Clay system, First Modification: even number of deals a table, half at a time",
    "Second Method—The Clay System. MODIFICATIONS FOR MORE THAN TWO DEALS AT A TABLE. First Modification",
    "pairs",
    clay(1),
    _every_deal_at_each_table("ns-ew"),
    "average",
    [(n, 4 * n) for n in range(2, 12)],
)
_add(
    "clay-2",
    "Clay system, Second Modification: odd number of deals a table, in two portions",
    "Second Method—The Clay System. Second Modification",
    "pairs",
    clay(2),
    _every_deal_at_each_table("ns-ew"),
    "average",
    [(n, 3 * n) for n in range(2, 12)],
)
_add(
    "clay-3",
    "Clay system, Third Modification: one deal each time, round the circuit k times",
    "Second Method—The Clay System. Third Modification",
    "pairs",
    clay(3),
    _every_deal_at_each_table("ns-ew"),
    "average",
    [(n, n * k) for n, ks in clay_third_table().items() for k in ks],
)
_add(
    "clay-4",
    "Clay system, Fourth Modification: extra deals (multiple of the tables) at a table",
    "Second Method—The Clay System. Fourth Modification",
    "pairs",
    clay(4),
    _every_deal_at_each_table("ns-ew"),
    "average",
    [(n, (2 + j) * n) for n in range(2, 10) for j in (1, 2)],
)
_add(
    "snow",
    "Snow system: a set of deals round all tables, then E-W move one table",
    "Third Method—The Snow System",
    "pairs",
    lambda t, d, p: snow(t, d, p),
    _every_deal_at_each_table("ns-ew", shared_deals=True),
    "average",
    [(n, d) for n in range(2, 8) for d in snow_table(n, 3)],
)
for _f in range(1, 5):
    _add(
        f"parallel-{_f}",
        f"Parallel system, {_ORDINALS[_f - 1]} Form",
        f"Fourth Method—The Parallel System. {_ORDINALS[_f - 1]} Form",
        "pairs",
        parallel(_f),
        _every_deal_at_each_table(),
        "average",
        [
            (n, None)
            for n in (
                (2, 6, 10, 14, 18)
                if _f <= 2
                else (2, 4, 6, 8, 10, 12)
                if _f == 3
                else (4, 8, 12, 16)
            )
        ],
    )
_add(
    "howell",
    "Howell pair schedule: every pair meets every other (derived)",
    "The Howell and Safford Systems",
    "pairs",
    lambda t, d, p: howell(t, d, p),
    _r(Rules(plays_per_deal=None, meet="all")),
    "matchpoints",
    [(n, None) for n in range(4, 13)],
)
_add(
    "safford",
    "Safford pair schedule: every pair meets every other (derived)",
    "The Howell and Safford Systems",
    "pairs",
    lambda t, d, p: howell(t, d, p, safford=True),
    _r(Rules(plays_per_deal=None, meet="all")),
    "matchpoints",
    [(n, None) for n in range(4, 13)],
)
_add(
    "individual-8",
    "Individual match for eight players, Howell's table of changes",
    "Individual Matches for Eight Players",
    "individual",
    individual_8,
    _r(Rules(plays_per_deal=2, every_deal=True, meet="partners")),
    "individual",
    [(2, 14), (2, 28)],
)
_add(
    "four-pair",
    "Four-pair match at two tables: matches won and tricks gained",
    "Four-Pair Match",
    "pairs",
    four_pair,
    _r(Rules(plays_per_deal=2)),
    "match-and-trick",
    [(2, 24)],
)
_add(
    "teams-of-four",
    "Two teams of four: N-S v E-W across the two tables",
    "Matches Between Two Teams of Four",
    "teams",
    teams_of_four,
    _TWO_TABLE_TEAMS,
    "teams",
    [(2, 4), (2, 24)],
)
_add(
    "trophy",
    "American Whist League Challenge Trophy schedule (48 deals, or 24)",
    "TABLE OF CHANGES FOR TROPHY MATCHES",
    "teams",
    trophy,
    _TWO_TABLE_TEAMS,
    "teams",
    [(2, 48), (2, 24)],
)
_add(
    "new-england-24",
    "New England schedule for qualifying matches, 24 deals",
    "THE NEW ENGLAND SCHEDULE, For Qualifying Matches—24 Deals",
    "teams",
    new_england(24),
    _TWO_TABLE_TEAMS,
    "teams",
    [(2, 24)],
)
_add(
    "new-england-36",
    "New England schedule for trophy matches, 36 deals",
    "THE NEW ENGLAND SCHEDULE. For Trophy Matches—36 Deals",
    "teams",
    new_england(36),
    _TWO_TABLE_TEAMS,
    "teams",
    [(2, 36)],
)
_add(
    "individual-12",
    "Individual match for twelve players, 33 deals",
    "Individual Matches for More Than Eight Players. For Twelve Players",
    "individual",
    individual_n(12),
    _r(Rules(plays_per_deal=3, every_deal=True, meet="partners", shared_deals=True)),
    "individual",
    [(3, 33)],
)
_add(
    "individual-16",
    "Individual match for sixteen players, 60 deals",
    "Individual Matches for More Than Eight Players. For Sixteen Players",
    "individual",
    individual_n(16),
    _r(Rules(plays_per_deal=4, every_deal=True, meet="partners", shared_deals=True)),
    "individual",
    [(4, 60)],
)
_add(
    "mitchell-fours",
    "Mitchell system for teams of four",
    "Progressive Matches for Fours. The Mitchell System",
    "fours",
    mitchell_fours,
    _every_deal_at_each_table("teams"),
    "teams",
    [(n, None) for n in (3, 5, 7, 9, 11)],
)
_add(
    "howell-fours",
    "Howell system for fours: little matches between every two clubs",
    "Progressive Matches for Fours. The Howell System",
    "fours",
    howell_fours,
    _r(Rules(meet="teams")),
    "little-matches",
    [(n, None) for n in range(2, 12)],
)
_add(
    "clay-fours",
    "Clay system for fours, the book's deal placement",
    "Progressive Matches for Fours. The Clay System",
    "fours",
    clay_fours,
    _r(Rules(meet="teams")),
    "little-matches",
    [(n, s * n) for n in range(2, 10) for s in (2, 3)],
)
_add(
    "parallel-fours",
    "Parallel system for fours (third form)",
    "Progressive Matches for Fours. The Parallel System",
    "fours",
    parallel_fours,
    _r(Rules(meet="teams")),
    "little-matches",
    [(n, None) for n in (2, 4, 6, 8, 10)],
)
_add(
    "snow-fours",
    "Snow system for fours",
    "Progressive Matches for Fours. The Snow System",
    "fours",
    snow_fours,
    _r(Rules(meet="teams", shared_deals=True)),
    "teams",
    [(n, None) for n in range(2, 7)],
)
_add(
    "harvard",
    "Teams of six (or any number of pairs): the Harvard plan",
    "Teams of Six—The Harvard Plan",
    "teams",
    harvard,
    _r(Rules(plays_per_deal=2, every_deal=False, meet="teams")),
    "teams",
    [(n, d) for n in (2, 3, 4, 5) for d in (None, n)],
)
_add(
    "narragansett",
    "Teams of eight: the Narragansett system, 7 rounds of 4 deals",
    "Teams of Eight—The Narragansett System",
    "teams",
    narragansett,
    _r(Rules(plays_per_deal=4, every_deal=True, meet="teams")),
    "teams",
    [(4, 28)],
)
_add(
    "teams-mitchell",
    "Teams of more than eight: challenging team seated, home team moves",
    "Teams of More Than Eight Players",
    "teams",
    teams_mitchell,
    _every_deal_at_each_table(),
    "teams",
    [(n, None) for n in range(2, 12)],
)
_add(
    "teams-stationary",
    "Teams of more than eight, players seated throughout, only the deals move",
    "Teams of More Than Eight Players (Brooklyn Trophy challenge match)",
    "teams",
    teams_stationary,
    _every_deal_at_each_table(),
    "teams",
    [(n, None) for n in range(2, 12)],
)
_add(
    "three-teams",
    "Three teams (Put-in-Bay): Mitchell in each row, E-W across",
    "Matches Between Three Teams",
    "teams",
    three_teams,
    _r_tables(lambda n: Rules(plays_per_deal=2 * (n // 3), every_deal=False)),
    "little-matches",
    [(3, None), (9, None), (15, None)],
)
_add(
    "three-teams-round",
    "Three teams, every pair of each team meets every pair of the others",
    "Matches Between Three Teams (every pair meets every pair)",
    "teams",
    _three_from_table(
        "three-teams-round",
        three_round_arrangements(),
        6,
        "Three teams: every pair of each team meets every pair of each other team.",
    ),
    _r_tables(lambda n: Rules(plays_per_deal=2 * (n // 3), meet="teams")),
    "little-matches",
    [(3, None), (9, None)],
)
_add(
    "three-teams-total",
    "Three teams, each team plays every deal (total tricks)",
    "Matches Between Three Teams (each team plays the entire number of deals)",
    "teams",
    _three_from_table(
        "three-teams-total",
        THREE_TOTAL_TABLE,
        4,
        "Three teams: each team plays every deal; teams compared by total tricks.",
    ),
    _r_tables(lambda n: Rules(plays_per_deal=3 * (n // 3))),
    "teams",
    [(3, None), (9, None)],
)
_add(
    "mnemonic",
    "Single table (Mnemonic) duplicate for two pairs",
    "Single Table, or Mnemonic Duplicate",
    "pairs",
    mnemonic(False),
    _r(Rules(plays_per_deal=2, every_deal=True, replay=True)),
    "teams",
    [(1, None), (1, 8), (1, 24)],
)
_add(
    "mnemonic-individual",
    "Single table duplicate with an individual record (partners by thirds)",
    "Memory Whist, or Mnemonic Duplicate (NOTE: individual record)",
    "individual",
    mnemonic(True),
    _r(Rules(plays_per_deal=2, every_deal=True, replay=True)),
    "individual",
    [(1, 12), (1, 24)],
)


def find_movement(name: str) -> MovementForm:
    """The form called ``name`` (see :func:`movement_names`)."""
    for form in _FORMS:
        if form.name == name:
            return form
    raise MovementError(
        f"unknown movement {name!r}; `whist movement --names` lists them: "
        + ", ".join(f.name for f in _FORMS)
    )


def movement_names() -> list[tuple[str, str]]:
    """Every form as (name, short description), in the book's order."""
    return [(f.name, f.description) for f in _FORMS]


def movement_forms() -> tuple[MovementForm, ...]:
    return tuple(_FORMS)


def build_movement(
    name: str, tables: int, deals: int | None = None, pairs: int | None = None
) -> Movement:
    """Generate and validate the movement of form ``name`` for ``tables`` tables and
    (optionally) ``deals`` deals; ``pairs`` for Howell/Safford with an odd number."""
    form = find_movement(name)
    movement = form.builder(tables, deals, pairs)
    return check(movement, form.rules(movement))

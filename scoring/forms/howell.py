"""*The Howell and Safford Systems*: pair schedules in which every pair meets every
other (seed 000, *Duplicate Whist*; the book prints no schedule, so it is derived)."""

from __future__ import annotations

from functools import cache

from scoring.forms.building import assemble_movement, deal_group, deals_per_unit
from scoring.movement import Movement, MovementError, TableRound

HOWELL = (
    "The number of deals required is one less than the number of pairs engaged. An even "
    "number is preferable, but the match can be arranged for an odd number"
)


@cache
def cyclic_starter(q: int) -> tuple[int, ...] | None:
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
def searched_groups(q: int, skip_first: bool) -> tuple[tuple[int, ...], ...] | None:
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
    per = deals_per_unit(name, deals, q, 1, HOWELL)
    # the book: "by using the schedule for the even number next greater"
    f = cyclic_starter(q)
    grid: tuple[tuple[int, ...], ...] | None = None
    if f is None:
        grid = searched_groups(q, False) if q == 9 else None
        if grid is None and odd:
            grid = searched_groups(q, True)
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
            row.append(TableRound(table=t, deals=deal_group(g, per), ns=ns, ew=ew))
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
    return assemble_movement(name, m, "pairs", q * per, desc + ".", rows)


def safford(tables: int, deals: int | None = None, pairs: int | None = None) -> Movement:
    """*The Howell and Safford Systems*: the Safford variant of :func:`howell`."""
    return howell(tables, deals, pairs, safford=True)

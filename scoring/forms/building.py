"""What every generator of :mod:`scoring.forms` builds with: numbering, the book's
conditions on tables and deals, tables of four from a seat map, the relay of deals
from table to table, and the labelling of pairs as teams of four.

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

from collections.abc import Callable, Sequence
from dataclasses import replace

from scoring.movement import Kind, Movement, MovementError, Round, TableRound
from scoring.seats import PLAYER_SEATS, clockwise

#: A form's generator: the number of tables and (optionally) of deals.
Generator = Callable[[int, int | None], Movement]

#: Each seat's neighbour one place clockwise (N->E, E->S, S->W, W->N), and back.
CLOCKWISE_SEAT = {seat: clockwise(seat) for seat in PLAYER_SEATS}
ANTICLOCKWISE_SEAT = {seat: clockwise(seat, -1) for seat in PLAYER_SEATS}


def wrap(x: int, n: int) -> int:
    """``x`` wrapped into 1..n."""
    return (x - 1) % n + 1


def deal_group(g: int, per: int) -> tuple[int, ...]:
    """Deals of board group ``g`` (from 1) when each group holds ``per`` deals."""
    return tuple(range((g - 1) * per + 1, g * per + 1))


def deals_per_unit(name: str, deals: int | None, units: int, default: int, condition: str) -> int:
    """Deals per unit: ``deals`` must be a positive multiple of ``units``."""
    if deals is None:
        return default
    if deals <= 0 or deals % units:
        raise MovementError(
            f"{name}: {deals} deals do not fit {units} equal sets; the book: "
            f'"{condition}". Give --deals as a multiple of {units}.'
        )
    return deals // units


def require_tables(name: str, tables: int, wanted: int, condition: str) -> None:
    """The form is for exactly ``wanted`` tables; otherwise the error quotes ``condition``."""
    if tables != wanted:
        raise MovementError(
            f"{name}: needs exactly {wanted} table(s), got {tables}; the book: "
            f'"{condition}". Use --tables {wanted}.'
        )


def require_deals(name: str, deals: int | None, allowed: Sequence[int], condition: str) -> int:
    """``deals`` if the form allows it (the first allowed when None), else the error."""
    if deals is None:
        return allowed[0]
    if deals not in allowed:
        raise MovementError(
            f'{name}: {deals} deals is not possible; the book: "{condition}". '
            f"Use --deals {' or '.join(str(a) for a in allowed)}."
        )
    return deals


def pair_table(table: int, deals: tuple[int, ...], ew_from: int) -> TableRound:
    """A table of a pair form in the numbering above: its own N-S pair ``2*table-1``
    against the E-W pair ``2*ew_from`` that started at table ``ew_from``."""
    return TableRound(table=table, deals=deals, ns=2 * table - 1, ew=2 * ew_from)


def seated_table(
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


def assemble_movement(
    name: str, tables: int, kind: Kind, deals: int, desc: str, rows: list[list[TableRound]]
) -> Movement:
    """The movement whose round *i* (from 1) is ``rows[i-1]``, its tables in order."""
    rounds = tuple(
        Round(i + 1, tuple(sorted(row, key=lambda tr: tr.table))) for i, row in enumerate(rows)
    )
    return Movement(
        name=name, tables=tables, rounds=rounds, kind=kind, deals=deals, description=desc
    )


def relay(
    n: int,
    queues: list[list[tuple[int, ...]]],
    rounds: int,
    ew_step: int,
    deal_step: int,
    rows: list[list[TableRound]],
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
            e = wrap(t - ew_step * s, n)
            row.append(pair_table(t, unit, e))
        for t in range(1, n + 1):
            qs[wrap(t + deal_step, n) - 1].append(played[t - 1])
        rows.append(row)


def as_fours(m: Movement, pass_own: bool, name: str | None = None) -> Movement:
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

"""Who sits where on each deal of a movement: the seating a
:class:`scoring.results.Scoresheet` lays its results on, worked out once a movement.

A movement is frozen and the kiosk scores the same one after every deal, so the layout
is kept by the movement's identity and shared by every sheet of it: a new sheet then
costs no more than its empty tables of results (issue 14: the full recompute of a
13-table evening was slower than a naive pairwise scorer, two thirds of it building the
same seating again for each sheet).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from scoring.movement import Movement, TableRound
from scoring.seats import side_of


@dataclass(frozen=True, slots=True, eq=False)
class SheetLine:
    """A place a deal is played: its key ``(deal, round, table)``, the table round and
    the contestants seated North-South and East-West. One of a kind (compared by
    identity: ``None in lines`` then costs no call a line)."""

    key: tuple[int, int, int]
    round: int
    table: int
    tr: TableRound
    ns: tuple[int, ...]
    ew: tuple[int, ...]


@dataclass(frozen=True)
class SheetLayout:
    """Every line of a movement, read only (sheets share it).

    ``lines``: deal -> its lines, in the movement's order (a later seating of the same
    deal, round and table replaces an earlier one in its place); ``unordered``: the deals
    whose lines are not already in (round, table) order, which a traveller must sort;
    ``keys``: deal -> its lines' keys, in that order; ``where``: ``(deal, round, table)`` -> line; ``by_pairs``: ``(deal, N-S pair, E-W
    pair)`` -> line; ``deal_tables``: deal -> the number of tables it is played at;
    ``directions``: contestant -> ``"ns"``/``"ew"`` when it always sits the same way,
    else ``"all"``."""

    lines: dict[int, tuple[SheetLine, ...]]
    keys: dict[int, tuple[tuple[int, int, int], ...]]
    unordered: frozenset[int]
    where: dict[tuple[int, int, int], SheetLine]
    by_pairs: dict[tuple[int, int, int], SheetLine]
    deal_tables: dict[int, int]
    directions: dict[int, str]


#: The layouts of the movements scored lately, by identity (see the module docstring).
_LAYOUTS: dict[int, tuple[Movement, SheetLayout]] = {}


def sheet_layout(movement: Movement) -> SheetLayout:
    """The movement's :class:`SheetLayout`, worked out on its first use."""
    known = _LAYOUTS.get(id(movement))
    if known is not None and known[0] is movement:
        return known[1]
    by_deal: dict[int, dict[tuple[int, int], SheetLine]] = {}
    where: dict[tuple[int, int, int], SheetLine] = {}
    by_pairs: dict[tuple[int, int, int], SheetLine] = {}
    tables: dict[int, set[int]] = defaultdict(set)
    seen: dict[int, set[str]] = defaultdict(set)
    for rnum, tr in movement.iter_table_rounds():
        if not tr.full:
            continue
        ns_seated: list[int] = []
        ew_seated: list[int] = []
        for s, w in movement.seats_of(tr).items():
            (ns_seated if side_of(s) == "ns" else ew_seated).append(w)
        ns, ew = tuple(ns_seated), tuple(ew_seated)
        for d in tr.deals:
            line = SheetLine((d, rnum, tr.table), rnum, tr.table, tr, ns, ew)
            by_deal.setdefault(d, {})[(rnum, tr.table)] = line
            where[line.key] = line
            if tr.ns is not None and tr.ew is not None:
                by_pairs[(d, tr.ns, tr.ew)] = line
            tables[d].add(tr.table)
    lines = {d: tuple(placed.values()) for d, placed in by_deal.items()}
    for deal_lines in lines.values():
        for line in deal_lines:
            for c in line.ns:
                seen[c].add("ns")
            for c in line.ew:
                seen[c].add("ew")
    layout = SheetLayout(
        lines=lines,
        keys={d: tuple(line.key for line in deal_lines) for d, deal_lines in lines.items()},
        unordered=frozenset(d for d, placed in by_deal.items() if list(placed) != sorted(placed)),
        where=where,
        by_pairs=by_pairs,
        deal_tables={d: len(t) for d, t in tables.items()},
        directions={c: (next(iter(s)) if len(s) == 1 else "all") for c, s in seen.items()},
    )
    if len(_LAYOUTS) >= 16:
        _LAYOUTS.clear()
    _LAYOUTS[id(movement)] = (movement, layout)
    return layout

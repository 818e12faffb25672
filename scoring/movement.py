"""The movement model: who sits where, and which deals are played, round by round.

Seed 000 ("Whist and Duplicate Whist", 1897), *Duplicate Whist* and *Progressive,
or Compass Whist*: a movement is a number of rounds, and in every round each table
has a North-South and an East-West side (pairs, or four individual players) and the
deals played there.  Deals travel between tables from round to round; a table's
``deals`` are listed in the order they are played in that round.

Contestants are numbered from 1.  In pair, team and fours forms a table records the
pair numbers ``ns`` and ``ew`` (and ``ns_team``/``ew_team`` where teams play); in
individual forms (and in team matches whose partnerships change) it records the
players ``north``, ``south``, ``east`` and ``west``.  ``None`` marks an empty seat
(a sit-out or the book's "dummy table").

Formats: :meth:`Movement.to_json`/:meth:`Movement.from_json` and
:meth:`Movement.to_asc`/:meth:`Movement.from_asc` (the ``.ASC`` movement file of
bridge scorers: a header ``contestants tables rounds board-groups individual``, one
line per round, ``0`` for an empty place, ``#`` comments).  Facts that ``.ASC`` has
no field for (deal numbers of each board group, teams, pair numbers of an
individual-style schedule) travel in ``#@`` comment lines, which other programs
ignore as comments.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal, cast

from scoring.seats import PLAYER_SEATS, partner_of, side
from whist import Side

Kind = Literal["pairs", "individual", "teams", "fours"]
KINDS: tuple[Kind, ...] = ("pairs", "individual", "teams", "fours")
_FIELDS: tuple[str, ...] = (
    "ns",
    "ew",
    "ns_team",
    "ew_team",
    "north",
    "south",
    "east",
    "west",
)


class MovementError(ValueError):
    """A movement cannot be built, read or validated.

    The message says which form or file, where (round, table, seat, deal), quotes the
    book's condition when a form does not fit, and says what to do instead.
    """


def parse_json(text: str, source: str, error: type[ValueError]) -> Any:
    """``text`` parsed as JSON; a syntax error is raised as ``error`` naming ``source`` and
    the line and column (the movement and results files share this message).

    >>> parse_json("[1,", "m.json", MovementError)
    Traceback (most recent call last):
    ...
    scoring.movement.MovementError: m.json: line 1 column 4: not JSON (Expecting value)
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(
            f"{source}: line {exc.lineno} column {exc.colno}: not JSON ({exc.msg})"
        ) from exc
    except RecursionError:
        raise error(f"{source}: JSON nested too deep to be one of our files") from None


@dataclass(frozen=True)
class TableRound:
    """One table in one round: its seats and the deals played there, in order."""

    table: int
    deals: tuple[int, ...]
    ns: int | None = None
    ew: int | None = None
    ns_team: int | None = None
    ew_team: int | None = None
    north: int | None = None
    south: int | None = None
    east: int | None = None
    west: int | None = None
    passed: tuple[int, ...] = ()

    def players(self) -> dict[str, int]:
        """Seat -> player number for the seats that are filled."""
        out: dict[str, int] = {}
        for seat in PLAYER_SEATS:
            value = getattr(self, seat)
            if value is not None:
                out[seat] = value
        return out

    def pairs(self) -> dict[str, int]:
        """``"ns"``/``"ew"`` -> pair number for the sides that are filled."""
        out: dict[str, int] = {}
        if self.ns is not None:
            out["ns"] = self.ns
        if self.ew is not None:
            out["ew"] = self.ew
        return out

    @property
    def has_players(self) -> bool:
        return (
            self.north is not None
            or self.east is not None
            or self.south is not None
            or self.west is not None
        )

    @property
    def full(self) -> bool:
        """True when both sides are present, so the deals are really played."""
        if self.has_players:
            return (
                self.north is not None
                and self.east is not None
                and self.south is not None
                and self.west is not None
            )
        return self.ns is not None and self.ew is not None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"table": self.table, "deals": list(self.deals)}
        for name in _FIELDS:
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.passed:
            out["passed"] = list(self.passed)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str) -> TableRound:
        try:
            table = int(data["table"])
            deals = tuple(int(d) for d in data["deals"])
        except (KeyError, TypeError, ValueError) as exc:
            raise MovementError(
                f"{where}: a table needs an integer 'table' and a list of deal numbers "
                f"'deals' ({exc!r}); fix the entry"
            ) from exc
        kwargs: dict[str, int | None] = {}
        for name in _FIELDS:
            value = data.get(name)
            if value is not None and not isinstance(value, int):
                raise MovementError(f"{where}: field {name!r} must be an integer, got {value!r}")
            kwargs[name] = value
        unknown = set(data) - {"table", "deals", "passed", *_FIELDS}
        if unknown:
            raise MovementError(f"{where}: unknown field(s) {sorted(unknown)}; remove them")
        passed = tuple(int(d) for d in data.get("passed", ()))
        return cls(table=table, deals=deals, passed=passed, **kwargs)


@dataclass(frozen=True)
class Round:
    """A round: every table's seating and deals at the same time."""

    number: int
    tables: tuple[TableRound, ...]

    def table(self, number: int) -> TableRound | None:
        for tr in self.tables:
            if tr.table == number:
                return tr
        return None


@dataclass(frozen=True)
class Seating:
    """Where a contestant sits: the round, the table and the seat (``ns``/``ew`` or
    ``north``/``east``/``south``/``west``)."""

    round: int
    table: int
    seat: str


@dataclass(frozen=True)
class Meeting:
    """One table-round at which a deal is played (a line of that deal's traveller)."""

    round: int
    table: TableRound


@dataclass(frozen=True)
class CardLine:
    """One line of a contestant's score card."""

    round: int
    table: int
    seat: str
    partner: int | None
    opponents: tuple[int, ...]
    deals: tuple[int, ...]


@dataclass(frozen=True)
class Movement:
    """A complete schedule: ``rounds`` x ``tables`` with seats and deals.

    ``kind`` is ``"pairs"``, ``"individual"``, ``"teams"`` or ``"fours"``;
    ``deals`` is the number of deals (numbered 1..deals); ``description`` says which
    form of the book it is and any choice the generator made.
    """

    name: str
    tables: int
    rounds: tuple[Round, ...]
    kind: Kind
    deals: int
    description: str = ""
    _index: dict[tuple[int, int], Seating] = field(
        init=False, default_factory=dict, compare=False, repr=False, hash=False
    )

    # --- who are the contestants -------------------------------------------------
    @cached_property
    def by_players(self) -> bool:
        """True when contestants are players (no pair numbers are recorded)."""
        for rnd in self.rounds:
            for tr in rnd.tables:
                if tr.ns is not None or tr.ew is not None:
                    return False
        return True

    def seats_of(self, tr: TableRound) -> dict[str, int]:
        """Seat -> contestant at a table, in this movement's contestant numbering."""
        return tr.players() if self.by_players else tr.pairs()

    def contestants(self) -> tuple[int, ...]:
        found: set[int] = set()
        for rnd in self.rounds:
            for tr in rnd.tables:
                found.update(self.seats_of(tr).values())
        return tuple(sorted(found))

    def all_deals(self) -> tuple[int, ...]:
        return tuple(range(1, self.deals + 1))

    def teams(self) -> dict[int, int]:
        """Contestant -> team, where teams are recorded."""
        out: dict[int, int] = {}
        for rnd in self.rounds:
            for tr in rnd.tables:
                seats = self.seats_of(tr)
                for seat, who in seats.items():
                    team = tr.ns_team if side(seat) is Side.NS else tr.ew_team
                    if team is not None:
                        out[who] = team
        return out

    def _seating_index(self) -> dict[tuple[int, int], Seating]:
        if not self._index:
            for rnd in self.rounds:
                for tr in rnd.tables:
                    if not tr.full:
                        continue  # facing an empty seat: the contestant sits out
                    for seat, who in self.seats_of(tr).items():
                        self._index[(who, rnd.number)] = Seating(rnd.number, tr.table, seat)
        return self._index

    def seating(self, contestant: int, round_number: int) -> Seating | None:
        """Where ``contestant`` sits in round ``round_number`` (None: sits out, which
        includes facing an empty seat or the dummy table)."""
        return self._seating_index().get((contestant, round_number))

    def where_next(self, contestant: int, after_round: int) -> Seating | None:
        """The next seat of ``contestant`` after ``after_round`` (skipping rounds it
        sits out), or None when it has no further round: the guide card's "move to"."""
        index = self._seating_index()
        for rnd in self.rounds:
            if rnd.number > after_round and (contestant, rnd.number) in index:
                return index[(contestant, rnd.number)]
        return None

    def direction_of(self, contestant: int) -> Side | None:
        """The side ``contestant`` sits on in every round it plays, or None when it
        changes sides (or never plays)."""
        index = self._seating_index()
        sides = {
            side(index[(contestant, rnd.number)].seat)
            for rnd in self.rounds
            if (contestant, rnd.number) in index
        }
        return sides.pop() if len(sides) == 1 else None

    def meetings(self, deal: int) -> tuple[Meeting, ...]:
        """Every table-round at which ``deal`` is played (with both sides present):
        the lines of the deal's traveller, in round order."""
        out: list[Meeting] = []
        for rnd in self.rounds:
            for tr in rnd.tables:
                if deal in tr.deals and tr.full:
                    out.append(Meeting(rnd.number, tr))
        return tuple(out)

    def contestant_card(self, contestant: int) -> tuple[CardLine, ...]:
        """The rounds of one contestant: table, seat, partner, opponents and deals."""
        lines: list[CardLine] = []
        for rnd in self.rounds:
            for tr in rnd.tables:
                if not tr.full:
                    continue
                seats = self.seats_of(tr)
                mine = [s for s, who in seats.items() if who == contestant]
                if not mine:
                    continue
                seat = mine[0]
                own_side = side(seat)
                partner = seats.get(partner_of(seat)) if seat in PLAYER_SEATS else None
                opponents = tuple(
                    who for s, who in seats.items() if side(s) is not own_side and who is not None
                )
                lines.append(CardLine(rnd.number, tr.table, seat, partner, opponents, tr.deals))
        return tuple(lines)

    # --- JSON --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": self.kind,
            "tables": self.tables,
            "deals": self.deals,
            "description": self.description,
            "rounds": [
                {"round": rnd.number, "tables": [tr.to_dict() for tr in rnd.tables]}
                for rnd in self.rounds
            ],
        }

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "<json>") -> Movement:
        try:
            name = str(data["name"])
            tables = int(data["tables"])
            raw_rounds = data["rounds"]
        except (KeyError, TypeError, ValueError) as exc:
            raise MovementError(
                f"{source}: a movement needs 'name', 'tables' and 'rounds' ({exc!r})"
            ) from exc
        kind = data.get("kind", "pairs")
        if kind not in KINDS:
            raise MovementError(f"{source}: 'kind' must be one of {KINDS}, got {kind!r}")
        rounds: list[Round] = []
        max_deal = 0
        for i, raw in enumerate(raw_rounds):
            where = f"{source}: rounds[{i}]"
            if not isinstance(raw, Mapping) or "tables" not in raw:
                raise MovementError(f"{where}: each round needs 'round' and 'tables'")
            trs = tuple(
                TableRound.from_dict(t, f"{where}.tables[{j}]") for j, t in enumerate(raw["tables"])
            )
            for tr in trs:
                max_deal = max([max_deal, *tr.deals])
            rounds.append(Round(int(raw.get("round", i + 1)), trs))
        deals = int(data.get("deals", max_deal))
        return cls(
            name=name,
            tables=tables,
            rounds=tuple(rounds),
            kind=cast(Kind, kind),
            deals=deals,
            description=str(data.get("description", "")),
        )

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> Movement:
        data = parse_json(text, source, MovementError)
        if not isinstance(data, Mapping):
            raise MovementError(f"{source}: the top level must be a JSON object")
        return cls.from_dict(data, source)

    # --- .ASC --------------------------------------------------------------------
    def board_groups(self) -> dict[tuple[int, ...], int]:
        """Distinct deal tuples (in first-seen order) -> board group number from 1."""
        groups: dict[tuple[int, ...], int] = {}
        for rnd in self.rounds:
            for tr in rnd.tables:
                if tr.deals and tr.deals not in groups:
                    groups[tr.deals] = len(groups) + 1
        return groups

    def to_asc(self) -> str:
        """The movement as an ``.ASC`` file (see the module docstring)."""
        groups = self.board_groups()
        individual = self.by_players
        numbers = sorted(
            {
                int(p)
                for rnd in self.rounds
                for tr in rnd.tables
                for p in (tr.players() if individual else tr.pairs()).values()
            }
        )
        contestants = max(numbers, default=0)
        lines = [
            f"{contestants} {self.tables} {len(self.rounds)} {len(groups)} {int(individual)}",
            f"#@ name {self.name}",
            f"#@ kind {self.kind}",
            f"#@ deals {self.deals}",
            "#@ description " + self.description.replace("\n", " "),
        ]
        for deals, number in groups.items():
            lines.append(f"#@ group {number} " + ",".join(str(d) for d in deals))
        for rnd in self.rounds:
            cells: list[str] = []
            extras: list[str] = []
            by_table = {tr.table: tr for tr in rnd.tables}
            for t in range(1, self.tables + 1):
                tr = by_table.get(t)
                if tr is None:
                    cells.append("0 0 0 0 0" if individual else "0 0 0")
                    continue
                seats = [tr.north, tr.south, tr.east, tr.west] if individual else [tr.ns, tr.ew]
                group = groups.get(tr.deals, 0)
                cells.append(" ".join(str(s or 0) for s in seats) + f" {group}")
                extra_fields = ["ns_team", "ew_team"]
                if individual:
                    extra_fields += ["ns", "ew"]
                else:
                    extra_fields += list(PLAYER_SEATS)
                kv = [f"{k}={getattr(tr, k)}" for k in extra_fields if getattr(tr, k) is not None]
                if tr.passed:
                    kv.append("passed=" + ",".join(str(d) for d in tr.passed))
                if kv:
                    extras.append(f"#@ seat {rnd.number} {t} " + " ".join(kv))
            lines.append("  ".join(cells) + f"  # round {rnd.number}")
            lines.extend(extras)
        return "\n".join(lines) + "\n"

    @classmethod
    def from_asc(cls, text: str, source: str = "<asc>") -> Movement:
        """Read an ``.ASC`` movement; ``#@`` lines restore what the format lacks.

        Without ``#@ group`` lines, board group *g* is taken to hold the deals
        ``(g-1)*k+1 .. g*k`` with ``k = 1``.
        """
        meta: dict[str, str] = {}
        group_deals: dict[int, tuple[int, ...]] = {}
        seat_extra: dict[tuple[int, int], dict[str, Any]] = {}
        data_lines: list[tuple[int, str]] = []
        for lineno, raw in enumerate(text.splitlines(), start=1):
            if raw.startswith("#@"):
                parts = raw[2:].strip().split(" ", 1)
                key = parts[0]
                rest = parts[1] if len(parts) > 1 else ""
                try:
                    if key == "group":
                        num, listed = rest.split(" ", 1)
                        group_deals[int(num)] = tuple(int(d) for d in listed.split(","))
                    elif key == "seat":
                        r_tok, t_tok, *kvs = rest.split()
                        extra: dict[str, Any] = {}
                        for kv in kvs:
                            k, v = kv.split("=")
                            if k == "passed":
                                extra[k] = tuple(int(d) for d in v.split(","))
                            elif k in _FIELDS:
                                extra[k] = int(v)
                            else:
                                raise ValueError(f"unknown field {k!r}")
                        seat_extra[(int(r_tok), int(t_tok))] = extra
                    else:
                        meta[key] = rest
                except ValueError as exc:
                    raise MovementError(
                        f"{source}, line {lineno}: malformed '#@ {key}' line ({exc}); "
                        "fix or delete it"
                    ) from exc
                continue
            body = raw.split("#", 1)[0].strip()
            if body:
                data_lines.append((lineno, body))
        if not data_lines:
            raise MovementError(f"{source}: no header line (contestants tables rounds groups ind)")
        hl, header = data_lines[0]
        try:
            _contestants, tables, nrounds, _ngroups, individual = (
                int(x) for x in re.split(r"[\s,;]+", header)
            )
        except ValueError as exc:
            raise MovementError(
                f"{source}, line {hl}: the header must be five integers "
                f"'contestants tables rounds groups individual', got {header!r}"
            ) from exc
        width = 5 if individual else 3
        rows = data_lines[1:]
        if len(rows) != nrounds:
            raise MovementError(
                f"{source}: header says {nrounds} rounds but {len(rows)} round lines follow"
            )
        rounds: list[Round] = []
        max_deal = 0
        for rnum, (lineno, body) in enumerate(rows, start=1):
            tokens = [t for t in re.split(r"[\s,;\-]+", body) if t]
            if len(tokens) != width * tables:
                raise MovementError(
                    f"{source}, line {lineno}: round {rnum} needs {width * tables} "
                    f"numbers ({width} per table), found {len(tokens)}"
                )
            trs: list[TableRound] = []
            for t in range(tables):
                cell = tokens[t * width : (t + 1) * width]
                try:
                    seats = [int(x) for x in cell[:-1]]
                    g_tok = cell[-1]
                    group = ord(g_tok) - 64 if g_tok.isalpha() else int(g_tok)
                except ValueError as exc:
                    raise MovementError(
                        f"{source}, line {lineno}, table {t + 1}: not a number ({exc})"
                    ) from exc
                extra_here = seat_extra.get((rnum, t + 1), {})
                if group == 0 and not any(seats) and not extra_here:
                    continue
                deals = group_deals.get(group, (group,)) if group else ()
                if deals:
                    max_deal = max(max_deal, *deals)
                kw: dict[str, Any] = {}
                names = ("north", "south", "east", "west") if individual else ("ns", "ew")
                for nm, val in zip(names, seats, strict=True):
                    kw[nm] = val or None
                kw.update(seat_extra.get((rnum, t + 1), {}))
                trs.append(TableRound(table=t + 1, deals=deals, **kw))
            rounds.append(Round(rnum, tuple(trs)))
        kind: str = meta.get("kind", "individual" if individual else "pairs")
        if kind not in KINDS:
            raise MovementError(f"{source}: '#@ kind {kind}' is not one of {KINDS}")
        return cls(
            name=meta.get("name", "asc"),
            tables=tables,
            rounds=tuple(rounds),
            kind=kind,
            deals=int(meta.get("deals", max_deal)),
            description=meta.get("description", ""),
        )

    # --- text ---------------------------------------------------------------------
    def to_text(self) -> str:
        """A readable schedule: one line per table and round."""
        out = [f"{self.name}: {self.tables} tables, {len(self.rounds)} rounds, {self.deals} deals"]
        if self.description:
            out.append(self.description)
        for rnd in self.rounds:
            out.append(f"Round {rnd.number}")
            for tr in rnd.tables:
                if tr.has_players:
                    seats = "  ".join(
                        f"{s[0].upper()} {getattr(tr, s) or '-'}"
                        for s in ("north", "south", "east", "west")
                    )
                else:
                    seats = f"N-S {tr.ns or '-'}  E-W {tr.ew or '-'}"
                if tr.has_players and tr.ns is not None:
                    seats += f"  (pairs N-S {tr.ns}, E-W {tr.ew})"
                if tr.ns_team is not None or tr.ew_team is not None:
                    seats += f"  [teams {tr.ns_team or '-'} v {tr.ew_team or '-'}]"
                deals = ", ".join(str(d) for d in tr.deals) or "-"
                line = f"  Table {tr.table:>2}: {seats}  deals {deals}"
                if tr.passed:
                    line += " (not played: " + ", ".join(str(d) for d in tr.passed) + ")"
                out.append(line)
        return "\n".join(out) + "\n"

    def with_description(self, description: str) -> Movement:
        return replace(self, description=description)

    def iter_table_rounds(self) -> Iterator[tuple[int, TableRound]]:
        for rnd in self.rounds:
            for tr in rnd.tables:
                yield rnd.number, tr


def deals_mismatch(movement: Movement, boards: Iterable[int]) -> str | None:
    """Why ``movement`` does not fit an event whose boards are numbered ``boards``, or
    ``None`` when it plays exactly those boards: the boards it plays that the event
    lacks (missing) and the event's boards it never plays (extra).

    >>> m = Movement.from_dict({"name": "two", "tables": 1, "kind": "pairs",
    ...     "rounds": [{"round": 1, "tables": [{"table": 1, "ns": 1, "ew": 2,
    ...     "deals": [1, 2]}]}]})
    >>> deals_mismatch(m, [1, 2]) is None
    True
    >>> print(deals_mismatch(m, [1, 3]))
    the movement 'two' plays boards 1–2 but the event has boards 1, 3: board 2 is missing from the event, board 3 is extra (played in no round)
    """
    played = set(movement.all_deals())
    have = set(boards)
    if played == have:
        return None
    missing = sorted(played - have)
    extra = sorted(have - played)
    parts = []
    if missing:
        noun = "board" if len(missing) == 1 else "boards"
        verb = "is" if len(missing) == 1 else "are"
        parts.append(f"{noun} {_number_ranges(missing)} {verb} missing from the event")
    if extra:
        noun = "board" if len(extra) == 1 else "boards"
        verb = "is" if len(extra) == 1 else "are"
        parts.append(f"{noun} {_number_ranges(extra)} {verb} extra (played in no round)")
    return (
        f"the movement {movement.name!r} plays boards {_number_ranges(sorted(played))} but "
        f"the event has boards {_number_ranges(sorted(have))}: {', '.join(parts)}"
    )


def _number_ranges(numbers: list[int]) -> str:
    """``[1, 2, 3, 5]`` -> ``1–3, 5``."""
    spans: list[tuple[int, int]] = []
    for number in numbers:
        if spans and spans[-1][1] == number - 1:
            spans[-1] = (spans[-1][0], number)
        else:
            spans.append((number, number))
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in spans)

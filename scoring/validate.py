"""Validation of any movement against the rules of proper duplicate and the promises
of its form.

Seed 000, *Duplicate Whist*: "Duplicate Whist, properly so called, requires ... that
the results of varying play can be obtained by comparison without requiring or
permitting any player to overplay either hand of a deal previously played by him";
Laws of Duplicate Whist (a): "A game or match consists of any agreed number of deals,
each of which is played once only by each player."  *Single Table, or Mnemonic
Duplicate* is the one exception: "Each player plays each deal twice, the second time
playing a hand previously played by an adversary".

The form-specific promises (every N-S pair against every E-W pair in the Mitchell
system; every pair against every other in the Howell and Safford systems; every player
with every other as partner in the individual matches) are expressed as :class:`Rules`.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from itertools import combinations
from typing import Literal

from scoring.movement import Movement, MovementError
from scoring.seats import PLAYER_SEATS, side_of

Meet = Literal["none", "ns-ew", "all", "partners", "teams"]


@dataclass(frozen=True)
class Rules:
    """What a movement of a given form promises.

    ``plays_per_deal``: how often every deal is played (None: not checked, or a
    mapping given by ``plays_of`` for uneven forms).  ``every_deal``: every
    contestant plays every deal.  ``meet``: the comparisons the form promises
    (``"ns-ew"`` every N-S pair meets every E-W pair; ``"all"`` every pair meets every
    other; ``"partners"`` every player partners every other exactly once;
    ``"teams"`` every contestant meets some member of every other team).
    ``shared_deals``: the deals of a round are passed among the tables during the round
    (Snow system, individual matches), so one deal appears at several tables of a round.
    ``replay``: Mnemonic duplicate, where each deal is played twice by the same players,
    never from the same hand.
    """

    plays_per_deal: int | None = None
    every_deal: bool = False
    meet: Meet = "none"
    shared_deals: bool = False
    replay: bool = False
    plays_of: tuple[tuple[int, int], ...] = ()


def problems(movement: Movement, rules: Rules) -> list[str]:
    """Every way ``movement`` breaks the rules of duplicate or of ``rules``."""
    out: list[str] = []
    name = movement.name
    numbers = [r.number for r in movement.rounds]
    if numbers != list(range(1, len(numbers) + 1)):
        out.append(f"{name}: rounds must be numbered 1..{len(numbers)}, found {numbers}")
    for rnd in movement.rounds:
        seen_tables: set[int] = set()
        seen_pairs: Counter[int] = Counter()
        seen_players: Counter[int] = Counter()
        seen_deals: Counter[int] = Counter()
        for tr in rnd.tables:
            where = f"{name}: round {rnd.number}, table {tr.table}"
            if not 1 <= tr.table <= movement.tables:
                out.append(f"{where}: table number outside 1..{movement.tables}")
            if tr.table in seen_tables:
                out.append(f"{where}: the table appears twice in the round")
            seen_tables.add(tr.table)
            for d in tr.deals:
                if not 1 <= d <= movement.deals:
                    out.append(f"{where}: deal {d} outside 1..{movement.deals}")
            if len(set(tr.deals)) != len(tr.deals):
                out.append(f"{where}: a deal is listed twice {tr.deals}")
            if tr.full:
                seen_deals.update(tr.deals)
            seen_pairs.update(tr.pairs().values())
            seen_players.update(tr.players().values())
            if tr.has_players and len(set(tr.players().values())) != len(tr.players()):
                out.append(f"{where}: one player holds two seats {tr.players()}")
            if tr.ns is not None and tr.ns == tr.ew:
                out.append(f"{where}: pair {tr.ns} sits both N-S and E-W")
        for who, n in seen_pairs.items():
            if n > 1:
                out.append(f"{name}: round {rnd.number}: pair {who} is at {n} tables")
        for who, n in seen_players.items():
            if n > 1:
                out.append(f"{name}: round {rnd.number}: player {who} is at {n} tables")
        if not rules.shared_deals:
            for d, n in seen_deals.items():
                if n > 1:
                    out.append(
                        f"{name}: round {rnd.number}: deal {d} is at {n} tables at once "
                        "(one pack per deal)"
                    )
    out.extend(_hands(movement, rules))
    out.extend(_counts(movement, rules))
    out.extend(_meetings(movement, rules))
    return out


def _hands(movement: Movement, rules: Rules) -> list[str]:
    """Nobody plays a deal twice (or, in Mnemonic duplicate, the same hand twice)."""
    out: list[str] = []
    by_player: dict[tuple[int, int], list[tuple[int, str]]] = defaultdict(list)
    by_pair: dict[tuple[int, int], list[tuple[int, str]]] = defaultdict(list)
    for rnum, tr in movement.iter_table_rounds():
        if not tr.full:
            continue
        for d in tr.deals:
            for seat, who in tr.players().items():
                by_player[(who, d)].append((rnum, seat))
            for seat, who in tr.pairs().items():
                by_pair[(who, d)].append((rnum, seat))
    for label, table in (("player", by_player), ("pair", by_pair)):
        for (who, d), plays in sorted(table.items()):
            if len(plays) == 1:
                continue
            seats = [s for _, s in plays]
            rounds = [r for r, _ in plays]
            if not rules.replay:
                out.append(
                    f"{movement.name}: {label} {who} plays deal {d} {len(plays)} times "
                    f"(rounds {rounds}); law (a): each deal is played once only by each player"
                )
            elif len(set(seats)) != len(seats) or (
                label == "pair" and len({side_of(s) for s in seats}) != len(seats)
            ):
                out.append(
                    f"{movement.name}: {label} {who} holds the same hand of deal {d} twice "
                    f"(rounds {rounds}, seats {seats})"
                )
    return out


def _counts(movement: Movement, rules: Rules) -> list[str]:
    out: list[str] = []
    plays: Counter[int] = Counter()
    played_by: dict[int, set[int]] = defaultdict(set)
    for _, tr in movement.iter_table_rounds():
        if not tr.full:
            continue
        plays.update(tr.deals)
        for who in movement.seats_of(tr).values():
            played_by[who].update(tr.deals)
    expected: dict[int, int] = {}
    if rules.plays_per_deal is not None:
        expected = {d: rules.plays_per_deal for d in movement.all_deals()}
    expected.update(dict(rules.plays_of))
    for d, n in sorted(expected.items()):
        if plays[d] != n:
            out.append(f"{movement.name}: deal {d} is played {plays[d]} times, expected {n}")
    if rules.every_deal:
        everything = set(movement.all_deals())
        for who in movement.contestants():
            missing = everything - played_by[who]
            if missing:
                out.append(
                    f"{movement.name}: contestant {who} never plays deal(s) {sorted(missing)}"
                )
    return out


def _meetings(movement: Movement, rules: Rules) -> list[str]:
    out: list[str] = []
    if rules.meet == "none":
        return out
    met: set[frozenset[int]] = set()
    partners: Counter[frozenset[int]] = Counter()
    ns_side: set[int] = set()
    ew_side: set[int] = set()
    for _, tr in movement.iter_table_rounds():
        if not tr.full:
            continue
        seats = movement.seats_of(tr)
        ns = [w for s, w in seats.items() if side_of(s) == "ns"]
        ew = [w for s, w in seats.items() if side_of(s) == "ew"]
        ns_side.update(ns)
        ew_side.update(ew)
        for a in ns:
            for b in ew:
                met.add(frozenset((a, b)))
        if tr.has_players:
            partners[frozenset((tr.north or 0, tr.south or 0))] += 1
            partners[frozenset((tr.east or 0, tr.west or 0))] += 1
    people = movement.contestants()
    if rules.meet == "ns-ew":
        for a in sorted(ns_side):
            for b in sorted(ew_side):
                if a != b and frozenset((a, b)) not in met:
                    out.append(f"{movement.name}: N-S {a} never meets E-W {b}")
    elif rules.meet == "all":
        for a, b in combinations(people, 2):
            if frozenset((a, b)) not in met:
                out.append(f"{movement.name}: {a} never meets {b}")
    elif rules.meet == "partners":
        # "until each player has played with each of the others as a partner": every
        # two players are partners in the same (non-zero) number of rounds
        players = sorted(
            {p for _, tr in movement.iter_table_rounds() for p in tr.players().values()}
        )
        counts = {frozenset(ab): partners[frozenset(ab)] for ab in combinations(players, 2)}
        usual = max(counts.values(), default=0)
        for ab, n in sorted(counts.items(), key=lambda kv: sorted(kv[0])):
            if n != usual or n == 0:
                a, b = sorted(ab)
                out.append(
                    f"{movement.name}: players {a} and {b} are partners in {n} rounds, "
                    f"others in {usual}"
                )
    elif rules.meet == "teams":
        teams = movement.teams()
        for who, team in sorted(teams.items()):
            others = {teams[o] for o in people if frozenset((who, o)) in met and o in teams}
            wanted = set(teams.values()) - {team}
            if not wanted <= others:
                out.append(
                    f"{movement.name}: {who} (team {team}) never meets team(s) "
                    f"{sorted(wanted - others)}"
                )
    return out


def check(movement: Movement, rules: Rules) -> Movement:
    """Return ``movement`` if it keeps ``rules``; else raise :class:`MovementError`."""
    found = problems(movement, rules)
    if found:
        more = f" (and {len(found) - 5} more)" if len(found) > 5 else ""
        raise MovementError("; ".join(found[:5]) + more)
    return movement


__all__ = ["PLAYER_SEATS", "Rules", "check", "problems"]

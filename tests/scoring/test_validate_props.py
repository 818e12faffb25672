"""Property tests of the validator over every size each form allows, and proof that
the validator catches broken movements (so the passing properties mean something)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring import MovementError, build_movement, find_movement, movement_forms
from scoring.forms import clay_third_ok
from scoring.movement import Movement, Round
from scoring.validate import Rules, problems


def _valid(name: str, tables: int, deals: int | None) -> Movement:
    m = build_movement(name, tables, deals)  # build_movement validates
    assert problems(m, find_movement(name).rules(m)) == []
    return m


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 12).map(lambda i: 2 * i + 1), k=st.integers(1, 4))
def test_mitchell_every_odd_size(n: int, k: int) -> None:
    m = _valid("mitchell", n, n * k)
    assert len(m.rounds) == n


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 10).map(lambda i: 2 * i), mod=st.integers(1, 8), k=st.integers(1, 2))
def test_mitchell_modifications_every_even_size(n: int, mod: int, k: int) -> None:
    deals = n * k if mod in (1, 2) else 2 * n * k if mod != 8 else n * (k + 1)
    if mod == 7 and n % 3 == 0:
        with pytest.raises(MovementError, match="divisible by three"):
            build_movement("mitchell-7", n, deals)
        return
    _valid(f"mitchell-{mod}", n, deals)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(2, 16), k=st.integers(2, 9))
def test_clay_third_modification_sizes(n: int, k: int) -> None:
    if clay_third_ok(n, k):
        _valid("clay-3", n, n * k)
    else:
        with pytest.raises(MovementError):
            build_movement("clay-3", n, n * k)


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(2, 16),
    variant=st.sampled_from(["clay", "clay-1", "clay-2", "clay-4"]),
    j=st.integers(1, 3),
)
def test_clay_and_modifications(n: int, variant: str, j: int) -> None:
    deals = {
        "clay": 2 * n,
        "clay-1": 2 * (j + 1) * n,
        "clay-2": (2 * j + 1) * n,
        "clay-4": (2 + j) * n,
    }[variant]
    _valid(variant, n, deals)


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 8), extra=st.integers(0, 3))
def test_snow_sizes(n: int, extra: int) -> None:
    _valid("snow", n, n * (n + extra))
    _valid("snow-fours", n, (n - 1) * (n + extra))


@settings(max_examples=60, deadline=None)
@given(h=st.integers(1, 10), form=st.integers(1, 4))
def test_parallel_forms(h: int, form: int) -> None:
    n = 2 * h
    ok = (form in (1, 2) and h % 2 == 1) or form == 3 or (form == 4 and h % 2 == 0)
    if ok:
        _valid(f"parallel-{form}", n, None)
    else:
        with pytest.raises(MovementError):
            build_movement(f"parallel-{form}", n)


@settings(max_examples=40, deadline=None)
@given(m=st.integers(4, 20), odd=st.booleans(), safford=st.booleans())
def test_howell_safford(m: int, odd: bool, safford: bool) -> None:
    name = "safford" if safford else "howell"
    built = build_movement(name, m, None, 2 * m - 1 if odd else 2 * m)
    assert problems(built, Rules(meet="all")) == []


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(2, 13),
    form=st.sampled_from(
        [
            "howell-fours",
            "clay-fours",
            "teams-mitchell",
            "harvard",
            "parallel-fours",
            "mitchell-fours",
            "teams-stationary",
        ]
    ),
)
def test_team_forms(n: int, form: str) -> None:
    if form == "mitchell-fours" and n % 2 == 0:
        with pytest.raises(MovementError, match="odd"):
            build_movement(form, n)
        return
    if form == "parallel-fours" and n % 2:
        with pytest.raises(MovementError):
            build_movement(form, n)
        return
    _valid(form, n, None)


@settings(max_examples=20, deadline=None)
@given(
    h=st.integers(0, 3).map(lambda i: 2 * i + 1),
    form=st.sampled_from(["three-teams", "three-teams-round", "three-teams-total"]),
)
def test_three_team_forms(h: int, form: str) -> None:
    _valid(form, 3 * h, None)


@pytest.mark.parametrize("form", movement_forms(), ids=lambda f: f.name)
def test_every_listed_size_is_valid(form: object) -> None:
    from scoring.forms import MovementForm

    assert isinstance(form, MovementForm)
    for tables, deals in form.sizes:
        _valid(form.name, tables, deals)


# --- the validator catches what it should -------------------------------------------
def _swap_first_two_ew(m: Movement, round_index: int) -> Movement:
    rnd = m.rounds[round_index]
    a, b = rnd.tables[0], rnd.tables[1]
    new = (replace(a, ew=b.ew), replace(b, ew=b.ew), *rnd.tables[2:])
    rounds = list(m.rounds)
    rounds[round_index] = Round(rnd.number, new)
    return replace(m, rounds=tuple(rounds))


@settings(max_examples=30, deadline=None)
@given(n=st.integers(1, 6).map(lambda i: 2 * i + 1), r=st.integers(0, 20))
def test_validator_catches_a_pair_twice_in_a_round(n: int, r: int) -> None:
    m = build_movement("mitchell", n, n)
    broken = _swap_first_two_ew(m, r % n)
    found = problems(broken, find_movement("mitchell").rules(broken))
    assert any("is at 2 tables" in p for p in found)


def test_validator_catches_replay_and_wrong_counts_and_missed_meetings() -> None:
    m = build_movement("mitchell", 5, 5)
    rules = find_movement("mitchell").rules(m)
    # make round 2 repeat round 1's deals at each table: everyone replays
    rounds = list(m.rounds)
    rounds[1] = Round(
        2,
        tuple(
            replace(tr, deals=m.rounds[0].table(tr.table).deals)  # type: ignore[union-attr]
            for tr in rounds[1].tables
        ),
    )
    broken = replace(m, rounds=tuple(rounds))
    found = " | ".join(problems(broken, rules))
    assert "plays deal" in found and "law (a)" in found
    # drop the last round: N-S pairs miss an E-W pair and deals are unplayed
    short = replace(m, rounds=m.rounds[:-1])
    found = " | ".join(problems(short, rules))
    assert "never meets" in found and "never plays deal" in found
    assert "played 4 times, expected 5" in found
    # same deal at two tables at once (one pack per deal)
    rounds = list(m.rounds)
    first = rounds[0].tables
    rounds[0] = Round(1, (first[0], replace(first[1], deals=first[0].deals), *first[2:]))
    found = " | ".join(problems(replace(m, rounds=tuple(rounds)), rules))
    assert "at 2 tables at once" in found


def test_mnemonic_replays_only_from_the_other_side() -> None:
    m = build_movement("mnemonic", 1, 8)
    rules = find_movement("mnemonic").rules(m)
    assert problems(m, rules) == []
    same_side = replace(
        m,
        rounds=tuple(
            Round(r.number, tuple(replace(tr, ns=1, ew=2) for tr in r.tables)) for r in m.rounds
        ),
    )
    assert any("same hand" in p for p in problems(same_side, rules))
    # the replay order differs from the original order
    originals = [r.tables[0].deals[0] for r in m.rounds[:8]]
    replays = [r.tables[0].deals[0] for r in m.rounds[8:]]
    assert originals != replays and sorted(replays) == originals

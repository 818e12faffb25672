"""A board on two cores (solver/parallel.py, ``Solver(..., workers=2)``): the same values
as one process, positions of both packs and whole-deal-like ones; the worker processes
end with the solver, after a search that gives up, after Ctrl-C and when the caller is
killed; the limit of positions holds in each process."""

from __future__ import annotations

import os
import random
import signal
import struct
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from solver import Solver, SolverError, SolverGaveUp, Value, parallel, play
from solver.search import NO_KIN, _core
from tests.solver.brute import random_ending
from tests.solver.compiled import compiled_solver
from tests.solver.deals import lawful_cards, played_to
from whist import Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST

ROOT = Path(__file__).resolve().parents[2]


def _gone(pid: int) -> bool:
    """The process has ended (a zombie left to the system's init counts as ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return True
    return state in ("Z", "X")


def _children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def _worker_pids(solver: Solver) -> list[int]:
    pair = solver._pair
    assert isinstance(pair, parallel.Pair)
    return [w.pid for w in pair._workers.values()]


def test_two_processes_find_the_values_of_one() -> None:
    """Random endings (both packs, 1-7 cards a hand, part of a trick played) and deals
    played to tricks 7-9: every figure equal, one solver of each kind reused for a
    deal's positions in turn as an analysis does."""
    rng = random.Random(1917)
    positions = [random_ending(rng, BISHOPS_WHIST, rng.randint(1, 7)) for _ in range(40)]
    positions += [random_ending(rng, DUPLICATE_WHIST, rng.randint(1, 7)) for _ in range(10)]
    positions += [played_to(rng, rng.randint(7, 9), rng.randrange(4)) for _ in range(8)]
    for position in positions:
        one = Solver(position.game, position.trump).solve(position)
        with Solver(position.game, position.trump, workers=2) as two:
            assert two.solve(position) == one, position
            assert two.solve(position, tricks=False) == Value(None, one.points)
            assert two.solve(position, points=False) == Value(one.tricks, None)


def test_a_deals_positions_in_turn_share_the_workers() -> None:
    """One solver with two processes through a deal's play, as ``whist analyse-play``
    steps through it: each value that of one process, the workers kept between
    positions (or started again when one was ended for being beaten)."""
    rng = random.Random(17)
    position = played_to(rng, 8, 0)
    one = Solver(position.game, position.trump)
    with Solver(position.game, position.trump, workers=2) as two:
        while position.trick_number < 13:
            assert two.solve(position) == one.solve(position)
            assert len(_worker_pids(two)) <= 2
            position = play(position, lawful_cards(position)[0])
        pids = _worker_pids(two)
    assert pids and all(_gone(pid) for pid in pids)


@pytest.mark.parametrize(
    ("together", "tricks_too"),
    [(True, True), (True, False), (False, False)],
    ids=["tricks-and-points-together", "points-together", "race"],
)
def test_every_way_of_sharing_the_work_finds_the_values_of_one(
    monkeypatch: pytest.MonkeyPatch, together: bool, tricks_too: bool
) -> None:
    """spar4: the two workers' tests shared (both search the tricks, then the points, each
    test's target one the other is not testing, a test the other's outcome decides ended
    at once: the default), only the points' tests shared, or the points raced as before:
    each way, through a deal's positions in turn (the shared bounds forgotten between
    positions: a bound of the last one kept would give wrong values), every figure that
    of one process, and the critical path at most the positions both searched."""
    monkeypatch.setattr(parallel, "COOPERATE", together)
    monkeypatch.setattr(parallel, "COOPERATE_TRICKS", tricks_too)
    rng = random.Random(1899)
    positions = [random_ending(rng, BISHOPS_WHIST, rng.randint(3, 7)) for _ in range(12)]
    positions += [played_to(rng, rng.randint(6, 9), rng.randrange(4)) for _ in range(4)]
    with Solver(BISHOPS_WHIST, None, workers=2) as two:
        for position in positions:
            one = Solver(position.game, position.trump).solve(position)
            if position.trump is None:
                assert two.solve(position) == one, position
            else:
                with Solver(position.game, position.trump, workers=2) as other:
                    assert other.solve(position) == one, position
                    assert other.critical_nodes <= other.nodes
        assert 0 < two.critical_nodes <= two.nodes


def test_each_workers_cpu_faults_and_positions_are_counted() -> None:
    """spar5: ``Pair.usage``, each worker's own CPU seconds, page faults and positions
    through a deal's positions in turn (bench/bench_parallel.py prints them): their
    positions add up to the solver's, and the workers' CPU time is counted.

    On a loaded machine a worker may be given no CPU until the other has found every
    value, and then rightly searches nothing; and a worker's few thousand positions may
    take less than the clock's tick of CPU time: so only the two workers' CPU together is
    required to be some (positions from the sixth trick: tenths of a second)."""
    rng = random.Random(1931)
    positions = [played_to(rng, 6, rng.randrange(4)) for _ in range(2)]
    with Solver(BISHOPS_WHIST, None, workers=2) as two:
        for position in positions:
            position = replace(position, trump=None)
            assert two.solve(position) == Solver(BISHOPS_WHIST, None).solve(position)
        pair = two._pair
        assert isinstance(pair, parallel.Pair)
        usage = pair.usage
    assert set(usage) == {parallel.BOTH, parallel.ALONE}
    assert sum(u.nodes for u in usage.values()) == two.nodes > 0
    assert all(u.nodes >= 0 and u.user >= 0 and u.system >= 0 for u in usage.values())
    assert all(u.faults >= 0 for u in usage.values())
    assert sum(u.user + u.system for u in usage.values()) > 0


@pytest.mark.skipif(_core is None, reason="the shared table is the compiled core's")
def test_the_workers_search_with_the_shared_tables_options(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """spar5: :data:`parallel.SHARED_OPTIONS` (the measurements' way to turn a pruning
    off on two cores) is the table's and every search's of both workers: the values are
    one process's with the same option, and the table's header says it (a search with
    other options than the table's is refused: test_shared_table.py)."""
    monkeypatch.setattr(parallel, "SHARED_OPTIONS", NO_KIN)
    rng = random.Random(1932)
    position = replace(played_to(rng, 8, 0), trump=None)
    one = compiled_solver(position, NO_KIN).solve(position)
    with Solver(BISHOPS_WHIST, None, workers=2) as two:
        assert two.solve(position) == one
        pair = two._pair
        assert isinstance(pair, parallel.Pair) and pair._table is not None
        assert struct.unpack_from("Q", pair._table.buffer, 8)[0] == NO_KIN


def test_a_worker_that_died_is_replaced() -> None:
    position = played_to(random.Random(5), 9, 1)
    expected = Solver(position.game, position.trump).solve(position)
    with Solver(position.game, position.trump, workers=2) as solver:
        assert solver.solve(position) == expected
        for pid in _worker_pids(solver):
            os.kill(pid, signal.SIGKILL)
        time.sleep(0.2)
        assert solver.solve(position) == expected


def test_workers_end_after_giving_up() -> None:
    """A limit too small for the position: SolverGaveUp as with one process, no worker
    left running, and no process searched more than the limit in one search (the
    solver's count: four searches at most, each worker's tricks and points searches --
    spar4: both workers search the tricks)."""
    position = played_to(random.Random(3), 5, 0)
    limit = 2_000
    with pytest.raises(SolverGaveUp):
        Solver(position.game, position.trump, max_nodes=limit).solve(position)
    solver = Solver(position.game, position.trump, max_nodes=limit, workers=2)
    with pytest.raises(SolverGaveUp, match="2,000 positions"):
        solver.solve(position)
    assert solver.nodes <= 4 * (limit + 1)
    running = _worker_pids(solver)
    solver.close()
    assert all(_gone(pid) for pid in running)
    assert _worker_pids(solver) == []


def test_one_process_where_two_cannot_help() -> None:
    """Duplicate whist has one search (its points are its tricks'): no workers; and a
    solver needs a process at least."""
    assert Solver(DUPLICATE_WHIST, Suit.SPADES, workers=2)._pair is None
    with pytest.raises(SolverError, match="at least one process"):
        Solver(BISHOPS_WHIST, None, workers=0)


# SIGINT's handler set as a terminal's foreground job has it, whatever the test run's
# parent ignored (a run in a script's background ignores SIGINT, and so would the caller)
_SEARCH_FOREVER = """
import random, signal, sys
signal.signal(signal.SIGINT, signal.default_int_handler)
from solver import Solver, opening
from whist import BISHOPS_PACK, Deal, Seat
from whist.games import BISHOPS_WHIST
cards = list(BISHOPS_PACK.cards)
random.Random(17).shuffle(cards)
deal = Deal.from_hands(BISHOPS_PACK, {s: cards[13 * s.value : 13 * s.value + 13] for s in Seat})
solver = Solver(BISHOPS_WHIST, None, workers=2)
print("searching", flush=True)
solver.solve(opening(deal, None, Seat.NORTH, BISHOPS_WHIST))
"""


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGKILL], ids=["ctrl-c", "killed"])
def test_no_orphan_after_ctrl_c_or_kill(how: signal.Signals) -> None:
    """A whole deal being searched on two processes: Ctrl-C (SIGINT) stops the caller
    with KeyboardInterrupt and it ends its workers; killed outright, its workers die
    with it (the kernel's parent-death signal). Either way none is left searching."""
    caller = subprocess.Popen(
        [sys.executable, "-c", _SEARCH_FOREVER],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert caller.stdout is not None
        assert caller.stdout.readline().strip() == "searching"
        deadline = time.monotonic() + 30
        while len(workers := _children(caller.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(workers) == 2
        time.sleep(0.3)  # both searching
        caller.send_signal(how)
        _, err = caller.communicate(timeout=30)
        if how is signal.SIGINT:
            assert "KeyboardInterrupt" in err
        deadline = time.monotonic() + 10
        while not all(_gone(pid) for pid in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert all(_gone(pid) for pid in workers)
    finally:
        if caller.poll() is None:
            caller.kill()
            caller.wait()

"""The table two processes share (solver/_core.c's share(), solver/parallel.py): each
bucket read and written under its lock, so an entry is never read half-written; the race's
loser stopped through the table's stop word, never killed (it could hold a lock); the
options fixed for every search of the table; the pool used up thinned as one process's
is (spar3: shared_thin()), so two processes solve within the limit one process does."""

from __future__ import annotations

import mmap
import os
import random
import struct
import time
from multiprocessing import Pipe
from multiprocessing.connection import Connection

import pytest

from solver import Position, Solver, parallel, play
from solver.api import ODD_FROM, _check
from solver.search import NO_JOIN, _core
from tests.solver.brute import random_ending
from tests.solver.compiled import compiled_solver
from tests.solver.deals import played_to
from tests.solver.test_parallel import _worker_pids
from whist.games import BISHOPS_WHIST
from whist.seats import Side

pytestmark = pytest.mark.skipif(_core is None, reason="the compiled core is not built")


def _positions() -> list[Position]:
    rng = random.Random(2026)
    return [random_ending(rng, BISHOPS_WHIST, rng.randint(5, 7)) for _ in range(40)]


def _values(positions: list[Position]) -> list[tuple[int | None, int | None]]:
    out = []
    for position in positions:
        value = Solver(position.game, position.trump).solve(position)
        out.append((value.tricks, value.points))
    return out


def _search_in_child(buffer: mmap.mmap, positions: list[Position], conn: Connection) -> int:
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            assert _core is not None
            _core.share(buffer)
            conn.send(_values(positions))
            code = 0
        finally:
            os._exit(code)
    return pid


def test_two_processes_writing_one_small_table_find_the_values_of_one() -> None:
    """Two processes search the same positions at once, in the same order three times, on one table
    of 1,024 entries: it is soon full, and from then on every new entry overwrites one of
    its bucket in place (_core.c's store()), each waiting 100 microseconds half-written
    (share()'s pause: its keys and cards new, its bounds still the old entry's), while the
    other process may be reading that bucket. Every value equals that of one process on a
    table of its own: without the buckets' locks the other process reads those entries
    half-written and some values come out wrong (seen with the locks taken out)."""
    assert _core is not None
    positions = _positions() * 3
    _core.clear()
    expected = _values(positions)
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 0, 1024, False, 100)
    ends = [Pipe(duplex=False) for _ in range(2)]
    pids = [
        _search_in_child(buffer, positions, ends[0][1]),
        _search_in_child(buffer, positions, ends[1][1]),
    ]
    try:
        first, second = (ends[0][0].recv(), ends[1][0].recv())
    finally:
        for pid in pids:
            os.waitpid(pid, 0)
    assert first == expected
    assert second == expected
    used, _, thins = struct.unpack_from("III", buffer, 64)  # next entry, thinning, thins
    assert thins > 0  # it was used up, and thinned while the other process searched
    assert used <= 1024


def test_the_shared_table_keeps_its_options() -> None:
    """A table's keys mean what its options say: a search with other options on a shared
    table is refused (it cannot be cleared under the other process); clear() gives this
    process a table of its own again."""
    assert _core is not None
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 0, 0, False)
    _core.share(buffer)
    hands = [[14, 13], [30, 29], [46, 45], [62, 61]]
    try:
        assert _core.solve(hands, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, 0)[0] >= 0
        with pytest.raises(ValueError, match="shared table is for options 0, not 1"):
            _core.solve(hands, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, 1)
    finally:
        _core.clear()
    assert _core.solve(hands, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, 1)[0] >= 0
    buffer.close()  # no view of it left in this process


def test_the_race_loser_is_stopped_not_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Through a deal's play the same two workers search every position: the one that
    lost a race stopped at the stop word (a killed worker is replaced, with a new
    table), and the values are those of one process."""
    stops: list[bool] = []
    original = parallel.Pair._stop

    def counted(pair: parallel.Pair, workers: list[parallel._Worker]) -> bool:
        stops.append(original(pair, workers))
        return stops[-1]

    monkeypatch.setattr(parallel.Pair, "_stop", counted)
    rng = random.Random(23)
    position = played_to(rng, 8, 0)
    one = Solver(position.game, position.trump)
    with Solver(position.game, position.trump, workers=2) as two:
        assert two.solve(position) == one.solve(position)
        pids = _worker_pids(two)
        while position.trick_number < 12:
            hand = list(position.hands[position.to_play])
            allowed = BISHOPS_WHIST.lawful_plays(
                hand, position.trick, position.trump, position.trick_number
            )
            position = play(position, allowed[-1])
            assert two.solve(position) == one.solve(position)
            assert _worker_pids(two) == pids
    assert stops and all(stops)  # races were lost, each loser stopped in time


def test_a_shared_pool_used_up_is_thinned_as_a_table_of_its_own() -> None:
    """One process on a shared table of 64 entries: used up again and again, it is thinned
    (shared_thin(): the entries of the positions with the most cards kept, at most half
    the pool) as this process's own table is (table_thin()), so the same positions are
    searched as with a table of its own of that size, and the same values found. Before
    spar3 a used-up shared pool was never thinned (the count stayed 0)."""
    assert _core is not None
    positions = _positions()[:12]
    _core.clear(64)
    expected = _values(positions)
    nodes = [Solver(p.game, p.trump) for p in positions]
    own = []
    for solver, position in zip(nodes, positions, strict=True):
        solver.solve(position)
        own.append(solver.nodes)
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 0, 64, False)
    _core.share(buffer)
    try:
        assert _values(positions) == expected
        shared_nodes = []
        for position in positions:
            solver = Solver(position.game, position.trump)
            solver.solve(position)
            shared_nodes.append(solver.nodes)
    finally:
        _core.clear()
    used, _, thins = struct.unpack_from("III", buffer, 64)
    buffer.close()
    assert thins > 0
    assert used <= 64
    # the second pass on the shared table found the first pass's entries kept: no more
    # positions than a table of one's own of that size from empty
    assert sum(shared_nodes) <= sum(own)


def test_two_workers_thin_their_small_shared_pool_and_find_the_values_of_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two workers (solver/parallel.py) on a shared table of 512 entries: used up, it is
    thinned while both search (the other process waiting at its next lookup or store), and
    the values are those of one process; the critical path (the positions the answers
    waited for) is at most the positions both searched."""
    assert _core is not None
    monkeypatch.setattr(parallel, "SHARED_POOL", 512)
    rng = random.Random(41)
    for _ in range(3):
        position = played_to(rng, 6, 0)
        one = Solver(position.game, position.trump)
        with Solver(position.game, position.trump, workers=2) as two:
            assert two.solve(position) == one.solve(position)
            assert 0 < two.critical_nodes <= two.nodes
            pair = two._pair
            assert isinstance(pair, parallel.Pair) and pair._table is not None
            used, _, thins = struct.unpack_from("III", pair._table.buffer, 64)
        assert thins > 0
        assert used <= 512


# -- spar4: the two processes' tests of one search shared through the table's header --

#: _core.c's Shared from byte 24: lo[2], hi[2], testing[2][2], coop_lock (index 0 the
#: tricks search's, 1 the points search's)
_BOUNDS = 24


def _points_search(seed: int, trick: int) -> tuple[Solver, list[object]]:
    """A points search without the tricks window (as the second worker's), its arguments."""
    position = played_to(random.Random(seed), trick, 0)
    solver = Solver(position.game, position.trump)
    hands, cards = _check(position)
    need = max(0, ODD_FROM - position.tricks_taken[Side.NS])
    return solver, [hands, cards, position.to_play.value, position.trick_number, need]


def _points_alone(seed: int, trick: int) -> tuple[int, int]:
    assert _core is not None
    _core.clear()
    solver, args = _points_search(seed, trick)
    value = solver._points.solve(*args)  # type: ignore[arg-type]
    return value, solver._points.nodes


def test_a_process_takes_the_bounds_the_other_found() -> None:
    """One process cooperating (cooperate(): the points search's tests shared through the
    header): with nothing known it finds the value alone and leaves it as both bounds,
    nothing under test; with both bounds known (the other found them) it searches no
    position; with the floor known one below the value, one test at the value. A header
    never reset (zeroed: a ceiling of 0) would give wrong values: solver/parallel.py
    resets it for each position (_Table.reset())."""
    assert _core is not None
    value, nodes = _points_alone(3, 4)
    assert value > 0 and nodes > 1000
    for lo, hi, most in (
        (0, parallel._UNKNOWN, nodes),
        (value, value, 0),
        (value - 1, value, nodes),
    ):
        table = parallel._Table(0)
        struct.pack_into("i", table.buffer, _BOUNDS + 4, lo)
        struct.pack_into("i", table.buffer, _BOUNDS + 12, hi)
        _core.share(table.buffer)
        _core.cooperate(0, 1)
        try:
            solver, args = _points_search(3, 4)
            assert solver._points.solve(*args) == value  # type: ignore[arg-type]
            assert solver._points.nodes <= most
            if lo == value:
                assert solver._points.nodes == 0
        finally:
            _core.cooperate(0, -1)
            _core.clear()
        lows, highs, testing = (
            struct.unpack_from("2i", table.buffer, _BOUNDS + off) for off in (0, 8, 16)
        )
        assert lows[1] == highs[1] == value  # published for the other process
        assert lows[0] == 0 and highs[0] == parallel._UNKNOWN  # the tricks' untouched
        assert testing == (0, 0)
        table.close()


def test_a_test_the_other_process_decides_ends_at_once() -> None:
    """A process testing the points at the value (the floor one below it known: one test,
    1.5M positions alone) while the other finds the value (here the test writes it as
    both bounds into the header 50 ms into the search, as the other process's
    coop_found() does): its test under way ends at its next position, and it answers the
    value having searched fewer positions than that test alone (with the header read
    only between tests it would search the whole test)."""
    assert _core is not None
    value, _ = _points_alone(5, 3)
    _core.clear()
    solver, args = _points_search(5, 3)
    assert solver._points.solve(*args, low=value - 1, high=value) == value  # type: ignore[arg-type]
    nodes = solver._points.nodes  # the one test, alone
    table = parallel._Table(0)
    struct.pack_into("i", table.buffer, _BOUNDS + 4, value - 1)
    struct.pack_into("i", table.buffer, _BOUNDS + 12, value)
    ready, told = Pipe(duplex=False)
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            _core.share(table.buffer)
            _core.cooperate(1, 1)
            solver, args = _points_search(5, 3)
            told.send("searching")
            found = solver._points.solve(*args)  # type: ignore[arg-type]
            told.send((found, solver._points.nodes))
            code = 0
        finally:
            os._exit(code)
    try:
        assert ready.recv() == "searching"
        time.sleep(0.05)
        struct.pack_into("i", table.buffer, _BOUNDS + 4, value)
        struct.pack_into("i", table.buffer, _BOUNDS + 12, value)
        assert ready.poll(60)
        found, searched = ready.recv()
    finally:
        os.waitpid(pid, 0)
    table.close()
    assert found == value
    assert searched < nodes


def _points_with_header(lo: int, hi: int, other: int, options: int) -> tuple[int, int]:
    """The points value of _points_search(3, 4) by a process cooperating on a fresh shared
    table whose header says the value's bounds ``lo``, ``hi`` and the other process's
    points target under test ``other`` (0: none); the positions it searched."""
    assert _core is not None
    table = parallel._Table(options)
    struct.pack_into("i", table.buffer, _BOUNDS + 4, lo)
    struct.pack_into("i", table.buffer, _BOUNDS + 12, hi)
    struct.pack_into("i", table.buffer, _BOUNDS + 28, other)  # testing[1][1]
    _core.share(table.buffer)
    _core.cooperate(0, 1)
    try:
        solver, args = _points_search(3, 4)
        solver._points.options = options
        value = solver._points.solve(*args)  # type: ignore[arg-type]
        return value, solver._points.nodes
    finally:
        _core.cooperate(0, -1)
        _core.clear()
        table.close()


def test_a_process_joins_the_others_test_of_the_guess_at_an_end() -> None:
    """spar5: the other process tests the guess (COOP_GUESS) at the top of the bounds
    left: this process tests the same target (coop_pick()), so its search is that one
    test, the positions of a lone test at the value (the floor one below it known); with
    NO_JOIN it tests the middle first, as before (more tests, the same value). Solved
    with the other's target never decided here (no other process), each answers alone."""
    value, _ = _points_alone(3, 4)
    assert value > 2  # the middle of [0, value] is not the value
    lone = _points_with_header(value - 1, value, 0, 0)
    assert lone[0] == value
    guess = value | 1 << 16  # _core.c's COOP_GUESS
    assert _points_with_header(0, value, guess, 0) == lone
    found, nodes = _points_with_header(0, value, guess, NO_JOIN)
    assert found == value
    assert nodes != lone[1]


def test_the_shared_tests_are_traced_on_stderr_when_asked(
    monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """spar6: with SOLVER_COOP_TRACE set (read by cooperate()), each shared test of the
    driver is a line on stderr: which process, which search, the target, the bounds, the
    outcome and its positions -- the same tests and value as without it; unset, nothing."""
    value, nodes = _points_with_header(0, parallel._UNKNOWN, 0, 0)
    assert capfd.readouterr().err == ""
    monkeypatch.setenv("SOLVER_COOP_TRACE", "1")
    assert _points_with_header(0, parallel._UNKNOWN, 0, 0) == (value, nodes)
    lines = capfd.readouterr().err.splitlines()
    assert lines and all(line.startswith("coop me 0 kind 1 target ") for line in lines)
    assert sum(int(line.split()[-3]) for line in lines) == nodes  # each test's positions
    assert int(lines[-1].split()[-1]) == nodes  # and the search's so far


def test_the_workers_find_the_values_of_one_without_joining(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """NO_JOIN on both workers (spar4's picks): the values of one process, through a
    deal's positions in turn (with it off: test_parallel.py)."""
    monkeypatch.setattr(parallel, "SHARED_OPTIONS", NO_JOIN)
    rng = random.Random(1937)
    positions = [random_ending(rng, BISHOPS_WHIST, rng.randint(3, 7)) for _ in range(8)]
    positions += [played_to(rng, rng.randint(6, 9), rng.randrange(4)) for _ in range(3)]
    for position in positions:
        one = compiled_solver(position, NO_JOIN).solve(position)
        with Solver(position.game, position.trump, workers=2) as two:
            assert two.solve(position) == one, position


def test_cooperating_needs_a_shared_table() -> None:
    assert _core is not None
    _core.clear()
    with pytest.raises(ValueError, match="no shared table"):
        _core.cooperate(0, 1)
    with pytest.raises(ValueError, match="a process 0 or 1"):
        _core.cooperate(2, 0)
    _core.cooperate(0, -1)  # alone: always allowed

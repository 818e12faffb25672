"""Two cores for one Bishops position: the tricks and the points searched at once.

Since spar4 (November 2026) the two processes share the tests of each search rather than
race (:data:`COOPERATE`, :data:`COOPERATE_TRICKS`): both search the tricks, then the
points (each with the window the tricks value gives), every null-window test of one
process at a target the other is not testing (beside the other's guess: the two tests
the value mostly needs, at the guess and beside it, run at once), each test's outcome
written into the shared table's header at once, so that a test of the other the
outcome decides ends at its next position (_core.c's cooperate(), coop_pick(),
coop_decided()). Both processes still find exact values (a test's outcome is true
whoever finds it), so the figures are those of one process. The critical path (positions
the answers waited for, bench/bench_parallel.py ``path``), whole deals 2, 4, 6 (seed 17):
one process 6.91M, 11.66M, 26.73M positions; the race as spar3 left it 4.86M (1.42x),
10.27M (1.14x), 27.46M (0.97x); the points' tests shared, the tricks the first process's
alone while the second searches the points without the window (handed to it the moment
the first finds it): 3.96M (1.75x), 8.05M (1.45x), 20.9M (1.28x); both searches' tests
shared (the default): 4.01M (1.72x), 6.91M (1.69x), 17.4M (1.53x), geometric mean 1.65x
against 1.16x (another run, machine load 7-8: 3.81M (1.82x), 6.32M (1.85x), 16.9M
(1.58x), 1.74x). Deals 1, 3 and 5 still give up (at 60M positions a worker, as with one).
What is left: a test that alone costs most of a deal (deal 6: the points' test 13-, 16M
positions one process) is searched by both at once on the same target (the only one
left), both walking its tree in the same order and each finding the subtrees the other
finished in the table, so its cost bounds the path. Rejected, measured (same load): the
root's cards of that test split, the second process searching them but the first, from
the last, storing nothing at the root, then the root whole if its half did not cut off:
3.96M (1.74x), 9.48M (1.23x), 22.9M (1.17x) -- the second's half is mostly cards the
first's cut-off makes needless, and its table entries help the first less than the same
tree walked in the same order.

spar5 (November 2026): where the second core's gain goes, whole deals 2, 4, 6 (one
process 3.65M, 11.85M, 20.14M positions, CPU 1.29, 5.54, 8.94 s; each worker's own CPU,
faults and positions: :attr:`Pair.usage`, printed by bench/bench_parallel.py). The path
(positions) gained 1.80x, 1.30x, 1.59x, each worker's CPU 1.57x, 1.24x, 1.22x: a
position costs a worker 3-27% more CPU than one process (from run to run on this
loaded machine, no hardware counters to say why: the cores' shared lines, the other
sessions' load); the page faults of the shared table (each worker maps the pages it
touches, 9-27K a deal) cost 0.05-0.2 s of system CPU a worker, 1-2%; starting the two
workers, 12 ms a board. Rejected, measured: each bucket's lock a bit of its head (no
line of locks shared) and the pool's entries taken 64 at a time -- no difference the
load lets one see (deal 2 six times each way: 0.40-0.50 against 0.38-0.59 us a
position); ABDADA (a lead at a trick start that the other process is searching put off,
when both test one target): path worse, deal 4 7.6M to 9.4M, deal 6 12.5M to 15.1M.
The positions lost: deal 4's path is 6M or 9M by the race's timing -- the points' guess
(14, the value, 5.7M positions from an empty table) tested by one process, and when
the test beside it (15) failed at once the other tested 10, 12, 13 (5.2M), needless
once 14 passed. Since spar5 a process whose test beside the other's guess ended joins
the guess's test when that is at an end of the bounds left (_core.c's coop_pick(),
NO_JOIN off): paths, alternate runs, without and with it: deal 2 1.95M, 2.00M and
2.25M, 1.81M; deal 4 8.72M, 9.07M and 5.90M, 5.96M; deal 6 12.37M, 12.23M and 13.06M,
12.03M; deal 7 5.25M, 5.23M; deal 8 24.0M, 18.3M (deals 3, 5, 9, 10 give up at 25M a
worker both ways). bench/bench_parallel.py --only 2,4,6 with it (load 4.5): paths 1.84M
(1.98x), 6.04M (1.96x), 12.80M (1.57x), geometric mean 1.83x (spar4 left 1.65x); CPU
the answers waited for 0.84, 3.62, 6.14 s against one process's 1.29, 6.76, 9.04 s.

spar6 (November 2026, after round 10's driver: the tricks' first guess, the walk a trick
at a time, sexact's table): the sharing is whole. Whole deals 2, 4, 6 (seed 17; one
process 3.10M, 9.07M, 14.46M positions, the tricks 1.32M, 2.80M, 3.25M): paths 1.62-1.66M,
5.17-5.65M, 7.57-8.40M in four or five runs (1.86-1.91x, 1.61-1.75x, 1.72-1.91x), the tricks'
and the points' parts alike (deal 6: 1.67x, 1.74x). The trace of every shared test
(SOLVER_COOP_TRACE=1, _core.c) shows the tests doing what spar4 and spar5 meant; what
costs is still one dear test both end on (deal 6: the points' 13-, ~5M positions each).
The paths near one process's seen at round 10's end (deal 4 9.2-9.5M, deal 6
12.1-12.6M) are the machine's load, not the code: a worker whose core is busier runs
slower, the other takes most of the tests, and the path (the positions of the worker that
answered) drifts toward one process's. Reproduced with both workers on one CPU, the
second at nice 10 (its CPU 0.14 of the first's): paths 8.15M (1.11x), 13.16M (1.10x); at
nice 5 (about a third of the CPU) the slower answered first with the table the faster
filled, paths 3.12M, 4.09M -- a figure too good -- while the faster's positions at the
answers (2.48M + 8.34M for deal 6, 1.34x) were what a third of a second core is worth. So
bench/bench_parallel.py prints each deal's ``balance`` (the slower worker's CPU over the
faster's; a path with a balance under 0.8 is not two idle cores') and ``--pin`` puts all
on one CPU, where the two workers get equal shares (balance 0.98-0.99: paths 1.65M
(1.88x), 5.22M (1.74x), 8.40M (1.72x)).

sybwc (November 2026, round 11): measured and left out, young brothers wait inside the
test both workers end on (the one at the value, which the joiner searched from the root as
the owner does). Three ways, on branch sybwc-ybwc-experiment (_core.c's ybwc_open(),
ybwc_help(), ybwc_match()): the owner opens to the helper each node of the test's first
tricks whose first child did not cut off (its position and the children left, in the
header), the helper searches those children from the last with the same target and
writes each outcome (and its cards) for the owner, who takes them as the children's.
Deal 6's points test 13- (value 12; about 9.5M positions searched alone on the shared
table): (1) the helper only on the splits' children, splits in the first two tricks: 4
splits, the helper's 9 children (2.1-2.9M positions) all unused, the owner 9.5M; (2) the
owner putting off a child the helper has under way and waiting for it at the end (the
helper's positions meanwhile counted on the path), splits in the first 4 or 6 tricks:
owner 7.44M + 0.74M waited, 7.47M + 0.77M (the helper 7.57M, 32 of 39 and 74 of 85
children used); deal 2 points 7: 0.94M + 0.37M against 0.92M joined; deal 4 points 14:
3.38M + 0.33M against 3.26-3.58M; deal 7 points 7: 3.24M against 2.97M; (3) the helper
searching from the root as before but taking, at a node the owner split, the owner's last
children not started: owner 7.9-9.2M, no better than joined. A child searched apart costs
the helper 3-4 times what the owner spends on it after its elder brothers (deal 6: the
helper's 7.57M saved the owner ~2M): siblings share the table (the owner's search of one
child stores most of the next one's subtrees; the kin refutations, the history and the
killer carry over), and the owner's leftmost path and the cut nodes whose first child
failed stay serial.

sybwc: the path is two idle cores' only when the two workers search AT ONCE. With the
machine loaded (load 3-4.7 on 2 cores) or ``--pin``, they take turns on one core's time
slices, and a test both search costs far less than at once: the worker resumed finds in
the table what the other finished during its slice, where two at once walk the same
subtrees side by side. Deal 6 (one process 14.46M), the workers' CPU over the wall-clock
seconds (bench/bench_parallel.py's ``overlap``) 1.96-1.99, each worker's CPU alike (balance
1.0), load 1.5-2.5: paths 11.04M (this code's join), 11.7-12.4M (the variants above: (3)
thrice, (1) twice); in turn (overlap 0.5-1.1, load 3-5, pinned, or niced: the sessions'
autogroups share the cores whatever the nice): 7.5-9.5M in some 35 runs (deal 4 5.1-5.7M, deal
2 1.55-1.70M), both workers' CPU summed (5.4-9.5 s) no less than one process's (5.2-5.4
s). So the paths of spar6's ``--pin`` (8.40M, 1.72x) and round 10's ~1.78x are the in-turn
figure; at once deal 6 gained ~1.2-1.3x -- the 12.1-12.6M spar6 put down to the load
were likely the at-once figure. Few at-once runs were possible on this machine: measure it
again on two idle cores (``overlap`` near 2) before counting on the second core.
Measured so on the lead's idle machine after round 11 (bench/bench_solver.py --deals 100
--max-nodes 60000000, seed 17): one process a board, two boards at once (``--jobs 2``),
median 10.42 s CPU a board, 24 given up; two workers a board (``--workers 2 --jobs 1``),
median 8.45 s wall-clock a board, 17 given up (60M positions a worker), the deals both
solve 1.19x (geometric mean, the 76 deals both solve) -- the second core buys ~1.2x a board.

Before spar4: one process searches as :class:`solver.Solver` does alone: the tricks, then the points
within the window the tricks value gives (and bounded by the tricks search's table). The
other searches the points at once, without that window. Both search with ONE table
(spar2, :class:`_Table`: the compiled core's pool and buckets in a MAP_SHARED mapping
made before the workers are forked, each bucket read and written under its lock), so
the points search without the window is bounded by the tricks entries as the first
process stores them, and the first process's points search finds the second's points
entries. The tricks come from the first; the points from whichever finds them first, and
the process still searching is stopped through the table's stop word (it gives up at its
next position: it is never killed mid-store or holding a lock; one killed anyway, by
Ctrl-C or a hang, takes the table and the other worker with it). Both processes find
exact values, so the figures are those of one process; only the time to find them
changes.

The critical path (spar3, November 2026; :attr:`Pair.critical`, bench/bench_parallel.py's
``path``): the positions the answers waited for, against one process's positions, a
figure the machine's load does not change. Whole deals 2, 4, 6 of bench_solver (seed 17,
limit 60M): one process 20.6M, 33.0M, 45.7M positions. Two workers on the shared table
as spar2 left it: paths 13.5M (1.52x), 21.2M (1.55x), and deal 6 GAVE UP (131M positions
searched): the shared pool, once used up, was never thinned, so new keys were lost and
both searches passed the limit one process stays under. With the pool thinned as one
process's (spar3, _core.c's shared_thin()): 13.2M (1.56x), 23.1M (1.42x), 31.4M
(1.46x); the path of a race varies a little from run to run (it depends on the two
workers' relative speed, so on the load: deal 4 21.2M one run, 23.1M another) -- a figure gives up with two workers where it gives up with one (each worker's
search of a figure has the limit one process's has; the tricks are the first worker's,
searched as one process searches them). Rejected, measured: lazy SMP (both workers on
the same tests, the tricks then the points, the second trying the root's cards in the
reverse order, sharing the table; the first answer taken): on small positions (trick 5)
a better path than this split (2.0x against 1.7x), on whole deals far worse: 18.0M
(1.14x), 31.3M (1.05x), 32.5M (1.41x) -- the two searches mostly walk the same tree.
After sgiveup's merge (one process 7.0M, 14.6M, 27.1M): the split's paths 4.87M (1.43x),
11.0M (1.32x), 18.6M (1.46x); lazy SMP's 6.45M (1.08x), 13.4M (1.09x), 20.8M (1.30x).

The shared table, measured November 2026 (bench/bench_parallel.py, CPU seconds the
answers waited for, each worker's own clock, with ``--private`` for the tables apart;
the machine loaded 5-14): whole deal 2, one process 7.35 s, two with their own tables
7.21 s, two sharing 4.98 s (1.5x); deal 4, 18.5 s, 13.3 s, 13.8 s; six deals from trick
3 (medians), 1.62 s, 0.91 s (private), 0.80 s (shared), deal 6 of them 7.7 s, 6.4 s,
3.8 s. The locks cost about 1% of a process's CPU a position (the same positions on a
shared table in one process: 3.41M positions a second against 3.45M).

Why this split (measured November 2026 on this machine, bench/bench_parallel.py and
experiments; positions do not depend on the load): the points search costs about twice
the tricks search, and the points found without the tricks value cost sometimes far less
than with it, sometimes far more (the first guess and the window that help one deal
mislead another). Whole deals (bench_parallel.py, seed 17, each process's own clock):
deal 4 takes 25.3 s on one core, 14.5 s on two (the second process wins); deal 2 11.3 s
and 11.7 s (its points need 16M positions with the tricks value, more than 60M without:
the first wins, as one process alone); a deal played to trick 3, 6.5 s and 1.4 s. So
the race takes the cheaper of the two ways to the points (the tricks found meanwhile),
and is never slower than one process on two idle cores; on a busy machine (fewer than two cores free) the second
process slows the first. Rejected, measured on whole deals: the null-window tests of
each search shared between the two processes (34M positions where one process needs
24M, and no test shorter: a test costs about as much as the search, the table of one
test making the next cheap, and each process has its own table: the compiled core keeps
one a process), and the opening leads shared between them (40M; one deal beyond 60M
where one process needs 41M: the core's own order and merging of the leads are lost).

Round 23 (November 2026, after round 22's single-process order and bounds): two cores no
longer pay. bench/bench_parallel.py on the idle machine (load 0.25-0.45), whole deals 2, 4,
6: one process 0.40, 1.61, 1.21 s; two 0.22, 1.72, 1.56 s (1.8x, 0.9x, 0.8x); the paths
704K, 4.68M, 4.75M against one process's 1.01M, 5.75M, 5.45M positions (1.43x, 1.23x,
1.15x), and a position cost a worker 0.31, 0.37, 0.33 us against one process's 0.40,
0.28, 0.22 us (the shared table's page faults: 14-19K against 6-8K; its locks). Over the 100 deals
(round 22, a busy machine) two workers a board took 1.11x one process's time (geometric
mean) and deal 57 gave up with them. So dealer/bishops_analysis.py solves a lone board
with one process; ``workers=2`` stays for the measurements above.

Round 31 (29 November 2026, main 65cc29c, the machine otherwise idle): bench/bench_solver.py
--deals 100 --max-nodes 60000000 --workers 2 (one board at a time, two workers each):
wall-clock median 2.68 s a board (p90 15.84 s, max 33.34 s, deal 40), against 2.275 s CPU a
board for one process a board (--jobs 2, the same code, round 30's run): each board's wall
1.19x one process's CPU (geometric mean), both workers' positions summed 1.56x one
process's, every value the same. The second core still does not pay for one board; the
cores are used a board each (--jobs, dealer/bishops_analysis.py).

The workers are forked (Linux, macOS; elsewhere the solver searches alone), they keep
their table between the positions they are given (a deal's positions follow one another),
ignores Ctrl-C (the caller ends them: a worker dies with the process that started it,
and :meth:`Pair.close` or the garbage collector ends it at once). Positions searched by
a process that was ended are not counted in :attr:`Pair.nodes`.
"""

from __future__ import annotations

import contextlib
import ctypes
import mmap
import os
import resource
import signal
import struct
import sys
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from multiprocessing import Pipe
from multiprocessing.connection import Connection, wait
from typing import Any

from solver.api import Position, Solver, SolverError
from solver.search import GaveUp, _core
from whist.seats import Side

#: the two workers' parts: the tricks then the points (as one process), the points alone
BOTH = "both"
ALONE = "alone"
TRICKS = "tricks"
POINTS = "points"

#: the parent's ends of every worker's pipe in this process, closed in each new worker:
#: a worker must see its pipe's end (EOF) when its own parent end closes
_OPEN: set[Connection] = set()


def can_fork() -> bool:
    """Whether this system can start the workers (``fork``)."""
    return hasattr(os, "fork")


@dataclass
class Usage:
    """What one worker spent on the positions given so far (spar5), by its own
    ``getrusage()``: CPU seconds in user and system mode, minor page faults (the shared
    table's pages it touched first), positions. A search of a worker that was ended
    (killed) counts nothing, as in :attr:`Pair.nodes`."""

    user: float = 0.0
    system: float = 0.0
    faults: int = 0
    nodes: int = 0


@dataclass
class _Worker:
    pid: int
    conn: Connection
    role: str
    busy: bool = False
    reported: int = 0  # positions it reported searched so far
    spent: tuple[float, float, int] = (0.0, 0.0, 0)  # this request's (user, system, faults)


def stages(
    solver: Solver, position: Position, role: str, cooperate: bool = False
) -> Iterator[tuple[str, int]]:
    """The figures one worker finds, in turn: ("tricks", N-S tricks of the deal) then
    ("points", the points difference) for :data:`BOTH`, as :class:`solver.Solver` alone;
    ("points", ...) for :data:`ALONE`. Raises :class:`GaveUp` as the search does.

    ``cooperate`` (spar4; a shared table only): the points search's tests shared with the
    other worker's through the table's header (_core.c's cooperate()): each takes a
    target the other is not testing, and a test the other's outcome decides ends at
    once; with :data:`COOPERATE_TRICKS` the tricks search's too, by both roles (each
    then yields the tricks, and searches the points within their window)."""
    hands, trick = solver._check(position)
    rest = None
    tricks_together = cooperate and COOPERATE_TRICKS and _core is not None
    if role == BOTH or tricks_together:
        if tricks_together and _core is not None:
            _core.cooperate(_INDEX[role], 0)
        try:
            rest = solver._rest(position, hands, trick)
        finally:
            if tricks_together and _core is not None:
                _core.cooperate(_INDEX[role], -1)
        yield TRICKS, position.tricks_taken[Side.NS] + rest
    if cooperate and _core is not None:
        _core.cooperate(_INDEX[role], 1)
    try:
        points = solver._points_count(position, hands, trick, rest)
    finally:
        if cooperate and _core is not None:
            _core.cooperate(_INDEX[role], -1)
    yield POINTS, points


def _die_with_parent(parent: int) -> None:
    """Linux: the kernel kills this worker when its parent dies (however it dies: a
    SIGKILL leaves no chance to end the workers); elsewhere the pipe's end does, between
    positions."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    if os.getppid() != parent:  # the parent died before the line above
        os._exit(0)


#: how long a worker that lost the race may take to see the stop word before it is
#: killed (it looks at every position: far less than a second)
STOP_WAIT = 30.0

#: the workers share one table (spar2); False: each its own, as before (measurements)
SHARED = True

#: spar4: the two workers' points searches share their tests (each a target the other is
#: not testing, the tricks window handed on at once); False: they race, as before
COOPERATE = True

#: spar4: the tricks search's tests shared too (both workers search the tricks, then the
#: points, each test's target one the other is not testing); False: the tricks are the
#: first worker's alone, the second searching the points without their window meanwhile
COOPERATE_TRICKS = True

#: each role's index in the shared table's header (_core.c's cooperate())
_INDEX = {BOTH: 0, ALONE: 1}

#: the shared table's pool, in entries (0: the compiled core's own size; the tests set a
#: small one, to see it used up and thinned)
SHARED_POOL = 0


#: spar5: the compiled core's options of every search on the shared table (its keys mean
#: what they say: the table is made for them): the tests and the measurements set
#: NO_HEAD_LOCKS and NO_POOL_CHUNKS (solver.search) to compare with spar4's sharing
SHARED_OPTIONS = 0

#: the header's ceiling of a value not bounded yet (above any search's value)
_UNKNOWN = 0x3FFFFFFF


class _Table:
    """The table both workers search with (spar2): a MAP_SHARED anonymous mapping made
    before they are forked, each locking a bucket while it reads or writes it (_core.c's
    bucket_lock()), so each finds what the other stored. Its first word stops the
    searches at their next position (the race's loser: never killed while it may hold a
    lock or be writing an entry). A worker killed anyway (Ctrl-C, a hang) may have left
    either: the table is then dropped with both workers (:meth:`Pair` starts anew)."""

    def __init__(self, options: int) -> None:
        assert _core is not None
        self.buffer = mmap.mmap(-1, _core.shared_size())  # shared, anonymous, zeroed
        self.options = options
        _core.share(self.buffer, options, SHARED_POOL, False)
        self.reset()

    def stop(self, on: bool) -> None:
        struct.pack_into("I", self.buffer, 0, 1 if on else 0)

    def reset(self) -> None:
        """The bounds the workers' shared tests found (spar4: _core.c's Shared ``lo``,
        ``hi``, ``testing`` and ``coop_lock``, from byte 24) forgotten, for a new position:
        nothing known, nothing under test (no worker is searching)."""
        struct.pack_into("9i", self.buffer, 24, 0, 0, _UNKNOWN, _UNKNOWN, 0, 0, 0, 0, 0)

    def close(self) -> None:
        with contextlib.suppress(BufferError):  # a worker's view, in this process: none
            self.buffer.close()


def _serve(
    conn: Connection, role: str, factory: Callable[[], Solver], table: _Table | None
) -> None:
    """A worker's loop: a request (position, last tricks, last points) in, its figures
    out as they are found (with the positions searched so far), then the next request;
    until the pipe closes."""
    solver = factory()
    if table is not None and _core is not None:
        _core.share(table.buffer)
        for search in (solver._tricks, solver._points):
            search.options |= table.options
    cooperate = table is not None and COOPERATE
    while True:
        try:
            position, last_tricks, last_points = conn.recv()
        except EOFError:
            return
        # the game crossed the pipe as a copy: the solver's own, as the caller's was
        position = replace(position, game=solver.game)
        # the guesses of the caller's solver (a worker started since knows none)
        solver._last_tricks, solver._last_points = last_tricks, last_points
        stage = TRICKS if role == BOTH else POINTS
        start = time.process_time()
        before = resource.getrusage(resource.RUSAGE_SELF)
        try:
            for kind, value in stages(solver, position, role, cooperate):
                conn.send((kind, value, solver.nodes, time.process_time() - start, _spent(before)))
                stage = POINTS
        except GaveUp:
            conn.send(("gave up", stage, solver.nodes, time.process_time() - start, _spent(before)))
        except Exception as error:  # a bug: the caller raises it with this message
            message = f"{type(error).__name__}: {error}"
            conn.send(("error", message, solver.nodes, time.process_time() - start, _spent(before)))


def _spent(before: resource.struct_rusage) -> tuple[float, float, int]:
    """This process's user and system CPU seconds and minor page faults since ``before``."""
    now = resource.getrusage(resource.RUSAGE_SELF)
    return (
        now.ru_utime - before.ru_utime,
        now.ru_stime - before.ru_stime,
        now.ru_minflt - before.ru_minflt,
    )


def _spawn(role: str, factory: Callable[[], Solver], table: _Table | None) -> _Worker:
    ours, theirs = Pipe()
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:  # the worker: never returns into the caller's code
        code = 0
        try:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
            _die_with_parent(parent)
            ours.close()
            for other in _OPEN:
                other.close()
            _serve(theirs, role, factory, table)
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    theirs.close()
    _OPEN.add(ours)
    return _Worker(pid, ours, role)


def _end(worker: _Worker) -> None:
    """Kill a worker and reap it (no zombie, no orphan)."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(worker.pid, signal.SIGKILL)
    with contextlib.suppress(ChildProcessError):
        os.waitpid(worker.pid, 0)
    _OPEN.discard(worker.conn)
    worker.conn.close()


def _end_all(workers: dict[str, _Worker]) -> None:
    for worker in workers.values():
        _end(worker)
    workers.clear()


class Pair:
    """The two workers of one :class:`solver.Solver` (``workers=2``), started at its
    first position and kept for the next ones (with their shared table) unless ended."""

    def __init__(self, factory: Callable[[], Solver], max_nodes: int | None) -> None:
        """``factory``: a solver of the same game, trump and limit, searching alone (made
        in each worker)."""
        self._factory = factory
        self.max_nodes = max_nodes
        self._workers: dict[str, _Worker] = {}
        #: the workers' shared table (None: each its own, killed when it lost the race)
        self._table: _Table | None = None
        #: positions the workers reported searched (a worker ended mid-search reports
        #: none of that search)
        self.nodes = 0
        #: the CPU seconds the answers waited for (each worker's own clock, so not
        #: slowed by other processes): the tricks, and the points found first. On a
        #: machine with two idle cores, the seconds the answers take (bench_solver.py)
        self.seconds = 0.0
        #: the critical path (spar3): the positions the answers waited for -- for each
        #: position given, the most of the tricks worker's positions up to the tricks and
        #: the positions of the worker that found the points first, up to the points
        #: (each worker's positions of that request only). Positions do not depend on the
        #: machine's load: against one process's positions, the gain two idle cores give
        self.critical = 0
        #: spar5: each worker's CPU seconds, page faults and positions (by role: BOTH,
        #: ALONE), to its last message of each position given: where the second core's
        #: gain goes (bench/bench_parallel.py)
        self.usage: dict[str, Usage] = {BOTH: Usage(), ALONE: Usage()}
        self._finalizer = weakref.finalize(self, _end_all, self._workers)

    def close(self) -> None:
        """End both workers now (and drop their table)."""
        _end_all(self._workers)
        if self._table is not None:
            self._table.close()
            self._table = None

    def _alive(self, worker: _Worker) -> bool:
        try:
            gone, _ = os.waitpid(worker.pid, os.WNOHANG)
        except ChildProcessError:
            gone = worker.pid
        return not gone

    def _ready(self) -> list[_Worker]:
        """Both workers, started if need be. With a shared table, one that died (its
        parent thread ended, or it was killed) may have died holding a lock or writing an
        entry: then both are ended and started anew with a new table."""
        workers = [self._workers.get(role) for role in (BOTH, ALONE)]
        if not all(w is not None and self._alive(w) for w in workers):
            if SHARED and _core is not None:
                self.close()
                self._table = _Table(SHARED_OPTIONS)
            for role in (BOTH, ALONE):
                worker = self._workers.get(role)
                if worker is not None and not self._alive(worker):
                    _end(worker)
                    del self._workers[role]
                if role not in self._workers:
                    self._workers[role] = _spawn(role, self._factory, self._table)
        return [self._workers[BOTH], self._workers[ALONE]]

    def solve(
        self, position: Position, last_tricks: int | None, last_points: int | None
    ) -> tuple[int, int]:
        """The deal's N-S tricks and points difference from ``position`` (checked by the
        caller), each worker first guessing the last values found. Raises
        :class:`GaveUp` when the tricks search gives up, or both points searches do."""
        request = (position, last_tricks, last_points)
        workers = self._ready()
        if self._table is not None:  # both idle: what their shared tests found is forgotten
            self._table.reset()
        try:
            for worker in workers:
                worker.conn.send(request)
                worker.busy = True
        except OSError:  # died since _ready() looked (not reaped yet): all anew
            self.close()
            workers = self._ready()
            for worker in workers:
                worker.conn.send(request)
                worker.busy = True
        tricks: int | None = None
        points: int | None = None
        waited = 0.0
        path = 0  # the critical path of this request (positions)
        base = {w.role: w.reported for w in workers}
        for worker in workers:
            worker.spent = (0.0, 0.0, 0)
        done = False
        try:
            while tricks is None or points is None:
                busy = {w.conn: w for w in workers if w.busy}
                if not busy:  # both points searches gave up
                    raise GaveUp(self.max_nodes or 0)
                for conn in wait(list(busy)):
                    worker = busy[conn]  # type: ignore[index]
                    kind, value, seconds = self._receive(worker)
                    if (kind == TRICKS and tricks is None) or (kind == POINTS and points is None):
                        waited = max(waited, seconds)
                        path = max(path, worker.reported - base[worker.role])
                    if kind == TRICKS:
                        tricks = value if tricks is None else tricks
                        continue
                    worker.busy = False
                    if kind == POINTS:
                        points = value if points is None else points
                    elif kind != "gave up":
                        raise SolverError(f"a solver process failed: {value}")
                    elif value == TRICKS and not self._tricks_together():
                        raise GaveUp(self.max_nodes or 0)
            self.seconds += waited
            self.critical += path
            done = True
        finally:
            still = [w for w in workers if w.busy]
            if still and not (done and self._table is not None and self._stop(still)):
                # searching what is no longer needed (or Ctrl-C, or an error): ended
                for worker in still:
                    _end(worker)
                    self._workers.pop(worker.role, None)
            for worker in workers:
                usage = self.usage[worker.role]
                usage.user += worker.spent[0]
                usage.system += worker.spent[1]
                usage.faults += worker.spent[2]
                usage.nodes += worker.reported - base[worker.role]
        return tricks, points

    def _tricks_together(self) -> bool:
        """Both workers search the tricks (spar4): the tricks give up only when both
        searches of them do."""
        return self._table is not None and COOPERATE and COOPERATE_TRICKS

    def _receive(self, worker: _Worker) -> tuple[str, Any, float]:
        """A worker's next message (its positions counted): a kind, its value (an int
        for the tricks and the points, else a str) and the worker's CPU seconds."""
        try:
            kind, value, nodes, seconds, worker.spent = worker.conn.recv()
        except (EOFError, OSError) as error:
            raise SolverError(
                "a solver process stopped unexpectedly (out of memory, or "
                "killed): run again, or with one process"
            ) from error
        self.nodes += nodes - worker.reported
        worker.reported = nodes
        return kind, value, seconds

    def _stop(self, workers: list[_Worker]) -> bool:
        """Stop the searches of ``workers`` through the shared table's stop word and wait
        for their last message (searched or given up); False if one did not answer in
        time or failed (the caller kills it)."""
        assert self._table is not None
        self._table.stop(True)
        try:
            for worker in workers:
                while worker.busy:
                    if not worker.conn.poll(STOP_WAIT):
                        return False
                    kind, _, _ = self._receive(worker)
                    worker.busy = kind == TRICKS
        except SolverError:
            return False
        finally:
            self._table.stop(False)
        return True

"""Two cores for one Bishops position: the tricks and the points searched at once.

One process searches as :class:`solver.Solver` does alone: the tricks, then the points
within the window the tricks value gives (and bounded by the tricks search's table). The
other searches the points at once, without that window or table. The tricks come from
the first; the points from whichever finds them first, and the process still searching
is ended (the compiled core holds the interpreter's lock and looks at no signal while it
searches: it cannot be asked to stop, only killed). Both processes find exact values,
so the figures are those of one process; only the time to find them changes.

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

The workers are forked (Linux, macOS; elsewhere the solver searches alone), each keeps
its table between the positions it is given (a deal's positions follow one another),
ignores Ctrl-C (the caller ends them: a worker dies with the process that started it,
and :meth:`Pair.close` or the garbage collector ends it at once). Positions searched by
a process that was ended are not counted in :attr:`Pair.nodes`.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from multiprocessing import Pipe
from multiprocessing.connection import Connection, wait

from solver.api import Position, Solver, SolverError
from solver.search import GaveUp
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
class _Worker:
    pid: int
    conn: Connection
    role: str
    busy: bool = False
    reported: int = 0  # positions it reported searched so far


def stages(solver: Solver, position: Position, role: str) -> Iterator[tuple[str, int]]:
    """The figures one worker finds, in turn: ("tricks", N-S tricks of the deal) then
    ("points", the points difference) for :data:`BOTH`, as :class:`solver.Solver` alone;
    ("points", ...) for :data:`ALONE`. Raises :class:`GaveUp` as the search does."""
    hands, trick = solver._check(position)
    rest = None
    if role == BOTH:
        rest = solver._rest(position, hands, trick)
        yield TRICKS, position.tricks_taken[Side.NS] + rest
    yield POINTS, solver._points_count(position, hands, trick, rest)


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


def _serve(conn: Connection, role: str, factory: Callable[[], Solver]) -> None:
    """A worker's loop: a request (position, last tricks, last points) in, its figures
    out as they are found (with the positions searched so far), then the next request;
    until the pipe closes."""
    solver = factory()
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
        try:
            for kind, value in stages(solver, position, role):
                conn.send((kind, value, solver.nodes, time.process_time() - start))
                stage = POINTS
        except GaveUp:
            conn.send(("gave up", stage, solver.nodes, time.process_time() - start))
        except Exception as error:  # a bug: the caller raises it with this message
            message = f"{type(error).__name__}: {error}"
            conn.send(("error", message, solver.nodes, time.process_time() - start))


def _spawn(role: str, factory: Callable[[], Solver]) -> _Worker:
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
            _serve(theirs, role, factory)
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
    first position and kept for the next ones (each with its table) unless ended."""

    def __init__(self, factory: Callable[[], Solver], max_nodes: int | None) -> None:
        """``factory``: a solver of the same game, trump and limit, searching alone (made
        in each worker)."""
        self._factory = factory
        self.max_nodes = max_nodes
        self._workers: dict[str, _Worker] = {}
        #: positions the workers reported searched (a worker ended mid-search reports
        #: none of that search)
        self.nodes = 0
        #: the CPU seconds the answers waited for (each worker's own clock, so not
        #: slowed by other processes): the tricks, and the points found first. On a
        #: machine with two idle cores, the seconds the answers take (bench_solver.py)
        self.seconds = 0.0
        self._finalizer = weakref.finalize(self, _end_all, self._workers)

    def close(self) -> None:
        """End both workers now."""
        _end_all(self._workers)

    def _ready(self, role: str) -> _Worker:
        """The worker of ``role``, started if need be: one that died between positions
        (its parent thread ended, or it was killed or ended) is replaced."""
        worker = self._workers.get(role)
        if worker is not None:
            try:
                gone, _ = os.waitpid(worker.pid, os.WNOHANG)
            except ChildProcessError:
                gone = worker.pid
            if gone:
                _end(worker)
                worker = None
        if worker is None:
            worker = self._workers[role] = _spawn(role, self._factory)
        return worker

    def solve(
        self, position: Position, last_tricks: int | None, last_points: int | None
    ) -> tuple[int, int]:
        """The deal's N-S tricks and points difference from ``position`` (checked by the
        caller), each worker first guessing the last values found. Raises
        :class:`GaveUp` when the tricks search gives up, or both points searches do."""
        request = (position, last_tricks, last_points)
        workers = [self._ready(BOTH), self._ready(ALONE)]
        for i, worker in enumerate(workers):
            try:
                worker.conn.send(request)
            except OSError:  # died since _ready() looked (not reaped yet): a new one
                _end(worker)
                del self._workers[worker.role]
                worker = workers[i] = self._ready(worker.role)
                worker.conn.send(request)
            worker.busy = True
        tricks: int | None = None
        points: int | None = None
        waited = 0.0
        try:
            while tricks is None or points is None:
                busy = {w.conn: w for w in workers if w.busy}
                if not busy:  # both points searches gave up
                    raise GaveUp(self.max_nodes or 0)
                for conn in wait(list(busy)):
                    worker = busy[conn]  # type: ignore[index]
                    try:
                        kind, value, nodes, seconds = worker.conn.recv()
                    except (EOFError, OSError) as error:
                        raise SolverError(
                            "a solver process stopped unexpectedly (out of memory, or "
                            "killed): run again, or with one process"
                        ) from error
                    self.nodes += nodes - worker.reported
                    worker.reported = nodes
                    if kind == TRICKS or (kind == POINTS and points is None):
                        waited = max(waited, seconds)
                    if kind == TRICKS:
                        tricks = value
                        continue
                    worker.busy = False
                    if kind == POINTS:
                        points = value if points is None else points
                    elif kind != "gave up":
                        raise SolverError(f"a solver process failed: {value}")
                    elif value == TRICKS:
                        raise GaveUp(self.max_nodes or 0)
            self.seconds += waited
        finally:
            for worker in workers:
                if worker.busy:  # searching what is no longer needed (or Ctrl-C): ended
                    _end(worker)
                    self._workers.pop(worker.role, None)
        return tricks, points

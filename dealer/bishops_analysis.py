"""Double-dummy analysis of a Bishops whist board, by the project's own solver
(:mod:`solver`): no bridge program knows the Bishops pack or its scoring.

For the recorded trump (a knight cut: the suit the dealer named) and the real opening
leader, the player on the dealer's left (Dana, 1899: "The player at the left of the
dealer leads"), the analysis gives North-South's tricks (both sides playing for
tricks) and the points difference as the game scores it (both sides playing for
points: "each trick over six one point", "each bishop among a side's tricks two
points", and the dealer's point for a bishop cut). A knight cut whose suit the dealer
has not named yet gets those figures for each of the four suits he may name.

There is no book lead: the American leads are for the standard pack.

An evening's boards (:func:`analyse_bishops_boards`) are solved in worker processes, one
figure set at a time -- a board, or one suit of a knight cut -- on as many cores as the
machine has: the compiled solver holds the interpreter's lock while it searches, so
threads would take turns on one core. A lone figure set is solved by one process: the
solver's two-process mode (``solver.Solver``'s ``workers=2``, solver/parallel.py) no
longer pays since the search's own order and bounds improved (November 2026, an idle
machine, whole deals 2, 4, 6 of bench/bench_parallel.py: two cores took 0.55x, 1.07x
and 1.29x one process's time; 1.11x over 100 deals on a busy one), so the second core
would cost the board time.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass, replace

from dealer.event import BoardAnalysis
from solver import SolverError, SolverGaveUp, Value, solve_board
from whist import SUITS, Board, Side, Suit

#: positions searched per figure (a search: the tricks, then the points) before the
#: solver gives up and the board gets a note instead; ``whist deal analyse
#: --max-positions`` sets it. Why 200 million, measured on this 2-core machine with
#: main's compiled core (November 2026, round 33 of the solver's speed work, issue 17):
#: bench/bench_solver.py's 100 seeded deals (``--seed 17``) all solve within 60M
#: positions a search (the largest, deal 63, 58.6M for both figures, about 21 s of a
#: core; the median board 1.7 s, the mean 4.2 s); of another 100 (``--seed 18``), deal
#: 70 took 140M (65 s) and deal 12 gave up at 200M a search (the mean 6.6 s). So 200M
#: solves all but about one board in a hundred, an evening of 36 boards takes some 3-5
#: minutes of a core (a knight cut's four suits are four figures, solved side by side),
#: and a figure that still gives up costs at most 400M positions (two minutes of a
#: core). A board left with a note names the limit; a run with a higher one solves
#: those boards only (the limit counts positions, not seconds).
MAX_NODES = 200_000_000

#: ``whist analyse-play``'s default limit a value: every card of every table's play is a
#: position to solve, each from the card after it (dealer.playreview), so far less a
#: figure than a whole board's analysis above.
PLAY_MAX_NODES = 2_000_000

NO_LEAD_NOTE = "no book lead for Bishops whist (the American leads are for the standard pack)"

#: The words of a figure not found within the limit: printing/hand_records.py looks for
#: them to print "beyond the solver's limit" on the record.
WITHIN_THE_LIMIT = "within the limit"


def analyse_bishops_board(board: Board, *, max_nodes: int | None = None) -> BoardAnalysis:
    """The board's double-dummy tricks and points (see the module's docstring); a
    board the solver gives up on (``max_nodes``, by default :data:`MAX_NODES`) gets a
    note saying so. One board, in this process: :func:`analyse_bishops_boards` solves
    an evening's in parallel."""
    return analyse_bishops_boards([board], max_nodes=max_nodes, jobs=1)[board.number]


@dataclass(frozen=True)
class _Task:
    """One figure set to find: the board for the recorded trump (``suit`` None), or a
    knight cut's board with ``suit`` named trumps."""

    board: Board
    suit: Suit | None
    max_nodes: int


#: what a task gives back: (tricks, points), or the reason it gave up
_Found = tuple[int, int] | str


def _solve_task(task: _Task) -> _Found:
    """The figures of one task (runs in a worker process, or in this one)."""
    board = task.board
    if task.suit is not None:
        assert board.trump is not None
        board = replace(board, trump=board.trump.name_suit(task.suit))
    try:
        value = solve_board(board, max_nodes=task.max_nodes)
    except SolverGaveUp:
        return f"not solved {WITHIN_THE_LIMIT} of {task.max_nodes:,} positions a search"
    except SolverError as error:
        return str(error)
    return _tricks(value), _points(value)


def _quiet_worker() -> None:
    """A worker ignores Ctrl-C: the terminal sends it to the whole process group, and the
    main process stops the workers itself (the compiled search does not look at signals
    until it returns, so the workers are terminated rather than asked)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _workers_ignore_ctrl_c() -> Iterator[None]:
    """Ctrl-C ignored while the workers start: a process started then inherits the
    ignoring (an interpreter that starts with SIGINT ignored keeps it so), so Ctrl-C
    pressed while a worker is still importing does not print its traceback; the main
    process sees Ctrl-C again once they are started."""
    try:
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread: Ctrl-C goes to the main thread anyway
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def default_jobs() -> int:
    """The cores this process may run on (the worker processes' default number)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def is_solved(board: Board, analysis: BoardAnalysis | None) -> bool:
    """Whether ``analysis`` holds every figure the board's trump asks for: the tricks and
    points of a recorded trump, or both for each of the four suits of a knight cut whose
    suit is not named. A board beyond the limit, or whose trump was recorded since (a
    knight cut's suit named afterwards), is not."""
    if analysis is None or board.trump is None:
        return False
    if board.trump.is_pending:
        return analysis.by_trump is not None and set(analysis.by_trump) == set(SUITS)
    return analysis.tricks is not None and analysis.points is not None


def analyse_bishops_boards(
    boards: Iterable[Board],
    *,
    max_nodes: int | None = None,
    jobs: int | None = None,
    known: Mapping[int, BoardAnalysis] | None = None,
    progress: Callable[[int], None] | None = None,
) -> dict[int, BoardAnalysis]:
    """The analysis of each of ``boards`` (board number -> analysis), solved in ``jobs``
    worker processes (default: one a core; 1: in this process), each figure searching at
    most ``max_nodes`` positions (default :data:`MAX_NODES`).

    ``known``: analyses found before (the event's); a knight cut's suits solved there
    are kept and only its missing suits solved. ``progress`` is called with the number
    of boards finished so far. Nothing is kept of a run that stops part way (Ctrl-C,
    a worker that crashes): the caller gets the exception and has nothing to write, so
    the event's files stay as they were -- all the boards of a run are written, or none.
    """
    limit = max_nodes or MAX_NODES
    boards = list(boards)
    known = known or {}
    tasks: dict[int, list[_Task]] = {}
    found: dict[tuple[int, Suit | None], _Found] = {}
    for board in boards:
        trump = board.trump
        if trump is None:
            tasks[board.number] = []
        elif trump.is_pending:
            before = known.get(board.number)
            kept = dict(before.by_trump or {}) if before is not None else {}
            for suit, figures in kept.items():
                found[board.number, suit] = figures
            tasks[board.number] = [_Task(board, s, limit) for s in SUITS if s not in kept]
        else:
            tasks[board.number] = [_Task(board, None, limit)]
    found.update(_run(tasks, jobs or default_jobs(), progress))
    return {b.number: _analysis(b, found, limit) for b in boards}


def _run(
    tasks: dict[int, list[_Task]], jobs: int, progress: Callable[[int], None] | None
) -> dict[tuple[int, Suit | None], _Found]:
    """Every task's figures, keyed by (board number, suit); ``progress`` with the boards
    whose tasks are all done."""
    left = {number: len(board_tasks) for number, board_tasks in tasks.items()}
    # boards with nothing to solve (no trump recorded, every suit known) are done at once
    done = sum(1 for count in left.values() if count == 0)
    found: dict[tuple[int, Suit | None], _Found] = {}

    def finished(task: _Task, result: _Found) -> None:
        nonlocal done
        found[task.board.number, task.suit] = result
        left[task.board.number] -= 1
        if left[task.board.number] == 0:
            done += 1
            if progress is not None:
                progress(done)

    if progress is not None and done:
        progress(done)
    flat = [task for board_tasks in tasks.values() for task in board_tasks]
    if jobs <= 1 or len(flat) <= 1:
        for task in flat:
            finished(task, _solve_task(task))
        return found
    # spawn, not fork: a worker starts clean (no copy of the progress bar's thread or
    # DDS's state), and it works the same on every system
    context = multiprocessing.get_context("spawn")
    executor = ProcessPoolExecutor(
        max_workers=min(jobs, len(flat)), mp_context=context, initializer=_quiet_worker
    )
    try:
        with _workers_ignore_ctrl_c():  # the pool starts its workers on the submits
            pending = {executor.submit(_solve_task, t): t for t in flat}
        while pending:
            ready, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in ready:
                finished(pending.pop(future), future.result())
    except BrokenProcessPool as error:
        _stop(executor)
        raise SolverError(
            "a solver process stopped unexpectedly (out of memory, or killed); nothing was "
            "written: run again, with fewer --jobs or a lower --max-positions"
        ) from error
    except BaseException:
        _stop(executor)
        raise
    executor.shutdown()
    return found


def _stop(executor: ProcessPoolExecutor) -> None:
    """Stop the workers now, mid-search (Ctrl-C, a failure): the pool's own shutdown
    would wait for each figure being searched, up to a minute each."""
    for process in list((executor._processes or {}).values()):  # no public way to end them
        process.terminate()
    executor.shutdown(wait=True, cancel_futures=True)


def _analysis(
    board: Board, found: Mapping[tuple[int, Suit | None], _Found], limit: int
) -> BoardAnalysis:
    trump = board.trump
    if trump is None:
        return BoardAnalysis(
            note=f"no double-dummy figures: the trump is not yet recorded; {NO_LEAD_NOTE}"
        )
    if not trump.is_pending:
        result = found[board.number, None]
        if isinstance(result, str):
            return BoardAnalysis(
                note=f"no double-dummy figures: {_why(result, limit)}; {NO_LEAD_NOTE}"
            )
        tricks, points = result
        return BoardAnalysis(
            tricks={Side.NS: tricks, Side.EW: 13 - tricks}, points=points, note=NO_LEAD_NOTE
        )
    by_trump = {s: r for s in SUITS if not isinstance(r := found[board.number, s], str)}
    missing = [s for s in SUITS if s not in by_trump]
    note = (
        "a knight was cut: the dealer names the trump suit; the double-dummy figures are "
        "for each suit he may name"
    )
    if missing:
        names = ", ".join(s.name.lower() for s in missing)
        reason = _why(str(found[board.number, missing[0]]), limit)
        note += f"; none for {names}: {reason}"
    return BoardAnalysis(by_trump=by_trump or None, note=f"{note}; {NO_LEAD_NOTE}")


def _why(reason: str, limit: int) -> str:
    """A give-up reason with what to do about it, for the director."""
    if WITHIN_THE_LIMIT not in reason:
        return reason
    return (
        f"{reason} (run `whist deal analyse EVENT --max-positions N` with N above "
        f"{limit:,} to solve it)"
    )


def _tricks(value: Value) -> int:
    assert value.tricks is not None  # both figures are asked for
    return value.tricks


def _points(value: Value) -> int:
    assert value.points is not None
    return value.points

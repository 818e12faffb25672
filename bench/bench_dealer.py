"""Benchmarks of the dealer (issue 3); own runner, not part of the test run. Prints
figures and ratios against baselines measured in the same run.

1. Generation: boards a second with the full guarantees (SHA-256 counter mode,
   rejection sampling, the engine's bijection, the trump card from the dealer's hand,
   a Board value) against ``random.shuffle`` of 52 cards cut into four hands (no
   guarantees, no objects) and against the engine's checked ``unrank_deal``. Target:
   at least Big Deal's ~20,000 deals a second.
2. Double-dummy analysis: our adapter (conversion, lock, result by side) against the
   raw DDS call on a ready-made endplay deal, board by board on the same deals,
   alternating which goes first. Target: overhead at most 1.2x.

3. The whole program (issue 14): ``whist deal --boards N`` as a process at two sizes,
   CPU and peak memory of the process, against ``bigdealx`` making the same number of
   deals into a PBN file when the environment variable ``BIGDEAL`` names its binary
   ("skipped" otherwise), and against ``python -c "import click"`` (start-up alone).
   Target: CPU at most 1.0x bigdealx; peak memory flat in N (at most 60 MB at 100,000).

4. Start-up and converting (issue 14): ``whist --help`` and ``whist convert`` of a
   99-board file to DLM against ``python -c "import click"`` (target: at most 2.0x);
   ``whist convert`` of 10,000 and 100,000 boards PBN to BER, CSV, LIN and PBN (DUP at
   99 and 999, DLM at 99: their formats' limits), CPU and peak memory (the child's
   ru_maxrss), against bigdealx writing the same files when ``BIGDEAL`` is set (target:
   at most 1.5x; memory flat in N), with the growth of both from the smaller size;
   ``whist event import`` of the same PBN files (it streams them too), against the
   conversion PBN -> PBN.

5. Import time (issue 14): ``python -X importtime`` of ``whist --help``, ``whist convert``
   of 99 boards to DLM and ``whist deal --boards 10000``, the least of five runs a
   module: the top-level imports by cumulative time and the modules by their own time.

6. Analysis with the table (issue 14): ``analyse_event(table=True)``, the path of ``whist
   deal analyse --table``, against the path as it was when the issue was filed (board by
   board, two DDS calls a board on one core: :func:`analyse_as_filed`) and today's board
   by board, wall and CPU time with the load, at 12 and 36 boards. Target: wall at most
   0.6x the baseline's.

Every process runs with its bytecode cached (``PYTHONPYCACHEPREFIX`` in a temporary
folder, warmed by a first run), as an installed package has it: a machine with
``PYTHONDONTWRITEBYTECODE`` set would otherwise compile each of our modules on each run,
a cost no user pays.

Usage: ``.venv/bin/python bench/bench_dealer.py [--deals 20000] [--boards 40]
[--program 10000,100000] [--convert 10000,100000] [--analyse 12,36] [--only-analysis]``
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from endplay.dds import analyse_start, calc_dd_table
from endplay.types import Denom, Player

from dealer.analysis import DDS_LOCK, analyse_board, dd_tricks, to_dds
from dealer.event import BoardAnalysis, Event
from dealer.generate import Generator, create_event
from dealer.leads import book_lead
from whist import STANDARD_PACK, Seat, deal_count, unrank_deal

BIGDEAL_TARGET = 20_000


def bench_generation(deals: int) -> None:
    generator = Generator(bytes(range(32)), game="duplicate-whist", salt="bench")
    seats = list(Seat)
    started = time.perf_counter()
    for n in range(1, deals + 1):
        generator.board(n, seats[(n - 1) % 4])
    ours = deals / (time.perf_counter() - started)

    rng = random.Random(1)
    cards = list(range(52))
    started = time.perf_counter()
    for _ in range(deals):
        rng.shuffle(cards)
        _ = (sorted(cards[0:13]), sorted(cards[13:26]), sorted(cards[26:39]), sorted(cards[39:]))
    shuffle = deals / (time.perf_counter() - started)

    total = deal_count(STANDARD_PACK)
    checked_n = max(deals // 10, 100)
    started = time.perf_counter()
    for n in range(checked_n):
        unrank_deal(STANDARD_PACK, (n * 0x9E3779B97F4A7C15_1234567) % total)
    checked = checked_n / (time.perf_counter() - started)

    bishops = Generator(bytes(range(32)), game="bishops-whist", salt="bench")
    bishops_n = max(deals // 4, 100)
    started = time.perf_counter()
    for n in range(1, bishops_n + 1):
        bishops.board(n, seats[(n - 1) % 4])
    bishops_rate = bishops_n / (time.perf_counter() - started)

    print("Generation (one process)")
    print(f"  ours, full guarantees (standard pack): {ours:10,.0f} boards/s")
    print(f"  ours, full guarantees (Bishops pack):  {bishops_rate:10,.0f} boards/s")
    print(f"  baseline random.shuffle + sort:        {shuffle:10,.0f} deals/s")
    print(f"  engine's checked unrank_deal:          {checked:10,.0f} deals/s")
    print(f"  ratio ours / shuffle baseline:         {ours / shuffle:10.2f}")
    print(
        f"  ratio ours / Big Deal target (20,000): {ours / BIGDEAL_TARGET:10.2f}"
        f"  -> {'meets' if ours >= BIGDEAL_TARGET else 'below'} the target"
    )


def bench_analysis(boards: int) -> None:
    generator = Generator(bytes(range(32)), game="duplicate-whist", salt="bench-dds")
    made = [generator.board(n, Seat((n - 1) % 4)) for n in range(1, boards + 2)]
    # DDS keeps its search tables when the same deal is solved twice in a row, which
    # would make whichever call comes second look cheap. An untimed solve of another
    # deal before each timed call puts every timed call on the same (cold) footing.
    flusher = made.pop()
    assert flusher.trump is not None
    flush_deal = to_dds(flusher.deal, flusher.leader, flusher.trump.suit)

    def flush() -> None:
        analyse_start(flush_deal)

    flush()
    raw_total = adapter_total = full_total = 0.0
    for board in made:
        assert board.trump is not None
        suit = board.trump.suit
        dds_deal = to_dds(board.deal, board.leader, suit)
        flush()
        started = time.perf_counter()
        analyse_start(dds_deal)
        raw_total += time.perf_counter() - started
        flush()
        started = time.perf_counter()
        dd_tricks(board.deal, suit, board.leader)
        adapter_total += time.perf_counter() - started
        flush()
        started = time.perf_counter()
        analyse_board(board)
        full_total += time.perf_counter() - started
    print(f"Double-dummy analysis ({boards} boards, recorded trump, real leader)")
    print(f"  raw DDS analyse_start:             {1000 * raw_total / boards:8.2f} ms/board")
    print(f"  our adapter dd_tricks:             {1000 * adapter_total / boards:8.2f} ms/board")
    print(f"  analyse_board (+ book lead):       {1000 * full_total / boards:8.2f} ms/board")
    ratio = adapter_total / raw_total
    verdict = "within" if ratio <= 1.2 else "above"
    print(f"  overhead ratio adapter / raw:      {ratio:8.3f}  -> {verdict} the 1.2x target")
    print(f"  overhead ratio analyse_board / raw: {full_total / raw_total:7.3f}")


# A child's peak memory (ru_maxrss) counts what it had before exec, i.e. a copy of
# the parent: this bench holds DDS and is ~100 MB. A bare interpreter (-S, a few MB)
# starts each measured process and reports its CPU and peak from wait4.
_LAUNCHER = """
import os, sys
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
print(os.waitstatus_to_exitcode(status), usage.ru_utime + usage.ru_stime, usage.ru_maxrss)
"""


def _child_env() -> dict[str, str]:
    """The environment of every measured process: bytecode written to and read from a
    cache of this run (see the module docstring), the rest as the bench's own."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="bench-pycache-")
    return env


_CHILD_ENV = _child_env()


def load() -> str:
    """The machine's load average now (1 minute), for each figure's line."""
    return f"load {os.getloadavg()[0]:.1f}"


def run_process(argv: list[str], cwd: str) -> tuple[float, float]:
    """CPU seconds (user + system) and peak resident MB of one child process."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", _LAUNCHER, *argv],
        cwd=cwd,
        capture_output=True,
        check=True,
        env=_CHILD_ENV,
    )
    code, cpu, peak = done.stdout.split()[-3:]
    if int(code) != 0:
        raise RuntimeError(f"{argv[0]} failed: {done.stderr.decode(errors='replace')[-500:]}")
    return float(cpu), int(peak) / 1024


_WARMED: set[str] = set()


def _warm(argv: list[str], cwd: str, clean: Path | None) -> None:
    """One unmeasured run of a command of ours the first time it is seen (its
    bytecode cached, see the module docstring); a file it made is removed."""
    key = " ".join([*argv[:2], Path(argv[-1]).suffix])  # the command and its output format
    if key in _WARMED or not Path(argv[0]).name.startswith(("whist", "python")):
        return
    _WARMED.add(key)
    subprocess.run(argv, cwd=cwd, capture_output=True, env=_CHILD_ENV, check=False)
    if clean is not None and clean.is_dir():
        shutil.rmtree(clean)
    elif clean is not None:
        clean.unlink(missing_ok=True)


def best_of(runs: int, argv: list[str], cwd: str, clean: Path | None = None) -> tuple[float, float]:
    """The least CPU of ``runs`` runs (the least disturbed by the other users of a shared
    machine) and the largest peak memory."""
    cpu, peak = float("inf"), 0.0
    _warm(argv, cwd, clean)
    for _ in range(runs):
        if clean is not None and clean.is_dir():
            shutil.rmtree(clean)
        elif clean is not None:
            clean.unlink(missing_ok=True)
        c, p = run_process(argv, cwd)
        cpu, peak = min(cpu, c), max(peak, p)
    return cpu, peak


def interleaved(
    runs: int, first: list[str], second: list[str], cwd: str, clean: Path | None = None
) -> tuple[tuple[float, float], tuple[float, float]]:
    """:func:`best_of` for two commands run in turn (first, second, first, ...), so a
    burst of load from the machine's other users falls on both alike."""
    a_cpu = b_cpu = float("inf")
    a_peak = b_peak = 0.0
    _warm(first, cwd, clean)
    for _ in range(runs):
        if clean is not None and clean.is_dir():
            shutil.rmtree(clean)
        elif clean is not None:
            clean.unlink(missing_ok=True)
        c, p = run_process(first, cwd)
        a_cpu, a_peak = min(a_cpu, c), max(a_peak, p)
        c, p = run_process(second, cwd)
        b_cpu, b_peak = min(b_cpu, c), max(b_peak, p)
    return (a_cpu, a_peak), (b_cpu, b_peak)


def bigdeal_argv(bigdeal: str, n: int, prefix: str) -> list[str]:
    """bigdealx making ``n`` deals into ``prefix``.pbn without asking anything (a fixed
    hex key and entropy: the bench times the dealing, not the key's secrecy)."""
    return [bigdeal, "-W", "00112233", "-e", "bench", "-n", str(n), "-p", prefix, "-f", "pbn"]


def bench_program(sizes: list[int]) -> None:
    whist = str(Path(sys.executable).with_name("whist"))
    bigdeal = os.environ.get("BIGDEAL")
    seed = bytes(range(32)).hex()
    print(
        f"Whole program: whist deal --boards N (load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} CPUs; best CPU of 5 runs interleaved with bigdealx, peak memory)"
    )
    with tempfile.TemporaryDirectory() as work:
        click_cpu, click_mb = best_of(3, [sys.executable, "-c", "import click"], work)
        print(
            f"  baseline python -c 'import click': {click_cpu:7.3f} s CPU {click_mb:6.1f} MB"
            f" ({load()})"
        )
        if bigdeal:
            Path(work, ".bigdealrc").write_text("[BigDeal]\nformats=pbn\naskformats=no\nowner=x\n")
        else:
            print("  bigdealx: skipped (set BIGDEAL to the path of a bigdealx binary)")
        costs: list[float] = []
        for n in sizes:
            out = Path(work, f"ev{n}")
            ours_argv = [whist, "deal", "--boards", str(n), "--seed", seed, "--out", str(out)]
            if bigdeal:
                (cpu, mb), (big_cpu, big_mb) = interleaved(
                    5, ours_argv, bigdeal_argv(bigdeal, n, f"bd{n}"), work, out
                )
            else:
                cpu, mb = best_of(5, ours_argv, work, out)
            costs.append(cpu)
            line = f"  whist deal --boards {n:>7,}: {cpu:7.3f} s CPU {mb:6.1f} MB peak"
            if bigdeal:
                line += (
                    f" | bigdealx {big_cpu:7.3f} s {big_mb:5.1f} MB"
                    f" | ratio ours/bigdealx {cpu / big_cpu:5.2f}"
                    f" -> {'meets' if cpu <= big_cpu else 'above'} the 1.0x target"
                )
            print(line + f" | ratio to start-up {cpu / click_cpu:6.1f} ({load()})")
            if n >= 100_000:
                print(
                    f"    peak memory at {n:,}: {mb:.1f} MB -> "
                    f"{'within' if mb <= 60 else 'above'} the 60 MB target"
                )
        if len(sizes) == 2:
            growth = costs[1] / costs[0]
            print(
                f"  growth {sizes[1]:,} / {sizes[0]:,}: CPU x{growth:.2f} for x"
                f"{sizes[1] / sizes[0]:.0f} boards"
            )
        print(f"  (load average at the end {os.getloadavg()[0]:.1f})")


def bench_startup_and_convert(sizes: list[int]) -> None:
    whist = str(Path(sys.executable).with_name("whist"))
    seed = bytes(range(32)).hex()
    print(
        f"Start-up and converting (load average {os.getloadavg()[0]:.1f} on "
        f"{os.cpu_count()} CPUs; best CPU of 5 runs)"
    )
    with tempfile.TemporaryDirectory() as work:
        click_cpu, _ = best_of(5, [sys.executable, "-c", "import click"], work)
        print(f"  baseline python -c 'import click': {click_cpu:7.3f} s CPU ({load()})")
        for words in (["--help"], ["convert", "--help"], ["deal", "--help"]):
            help_cpu, _ = best_of(5, [whist, *words], work)
            print(
                f"  {' '.join(['whist', *words]) + ':':<34} {help_cpu:7.3f} s CPU  ratio "
                f"{help_cpu / click_cpu:5.2f} -> "
                f"{'within' if help_cpu <= 2 * click_cpu else 'above'} the 2.0x target ({load()})"
            )
        # DUP numbers its boards in three digits: it is measured at 99 and 999 boards.
        dup_sizes = [99, 999]
        for n in sorted({99, 999, *sizes}):
            run_process(
                [whist, "deal", "--boards", str(n), "--seed", seed, "--out", f"ev{n}"], work
            )
        small, _ = best_of(
            5,
            [whist, "convert", "--lossy", "ev99/boards.pbn", "out99.dlm"],
            work,
            Path(work, "out99.dlm"),
        )
        print(
            f"  whist convert 99 boards -> DLM:    {small:7.3f} s CPU  ratio "
            f"{small / click_cpu:5.2f} -> {'within' if small <= 2 * click_cpu else 'above'}"
            f" the 2.0x target ({load()})"
        )
        bigdeal = os.environ.get("BIGDEAL")
        if bigdeal:
            Path(work, ".bigdealrc").write_text("[BigDeal]\nformats=pbn\naskformats=no\nowner=x\n")
        else:
            print("  bigdealx: skipped (set BIGDEAL to the path of a bigdealx binary)")
        pbn_cpu: dict[int, float] = {}
        for ext in ("ber", "csv", "lin", "pbn", "dlm", "dup"):
            costs = []
            peaks = []
            measured = {"dup": dup_sizes, "dlm": [99]}.get(ext, sizes)
            for n in measured:
                target = Path(work, f"out{n}.{ext}")
                ours_argv = [whist, "convert", "--lossy", f"ev{n}/boards.pbn", target.name]
                if bigdeal:
                    # Big Deal making the same number of deals in that format (DLM holds 99).
                    theirs = bigdeal_argv(bigdeal, n, f"bd{ext}{n}")
                    theirs[-1] = ext
                    (cpu, mb), (big_cpu, _) = interleaved(3, ours_argv, theirs, work, target)
                    target.unlink(missing_ok=True)
                else:
                    cpu, mb = best_of(3, ours_argv, work, target)
                costs.append(cpu)
                peaks.append(mb)
                pbn_cpu.update({n: cpu} if ext == "pbn" else {})
                line = (
                    f"  whist convert {n:>6,} boards -> {ext.upper()}: {cpu:7.3f} s CPU "
                    f"{mb:6.1f} MB peak"
                )
                if bigdeal and not Path(work, f"bd{ext}{n}.{ext}").exists():
                    line += f" | bigdealx wrote no {ext.upper()} file of {n} boards (its limit)"
                elif bigdeal:
                    line += (
                        f" | bigdealx {big_cpu:6.3f} s | ratio {cpu / big_cpu:5.2f} -> "
                        f"{'meets' if cpu <= 1.5 * big_cpu else 'above'} the 1.5x target"
                    )
                print(f"{line} ({load()})")
            if len(measured) == 2:
                print(
                    f"    growth x{measured[1] / measured[0]:.0f} boards: "
                    f"CPU x{costs[1] / costs[0]:.2f}, peak memory x{peaks[1] / peaks[0]:.2f} "
                    f"({load()})"
                )
        imported = []
        for n in sizes:  # the import streams too: against PBN -> PBN of the same boards
            argv = [whist, "event", "import", f"ev{n}/boards.pbn", "--out", f"imp{n}"]
            cpu, mb = best_of(3, argv, work, Path(work, f"imp{n}"))
            imported.append((cpu, mb))
            print(
                f"  whist event import {n:>6,} boards: {cpu:7.3f} s CPU {mb:6.1f} MB peak | "
                f"ratio to convert -> PBN {cpu / pbn_cpu[n]:5.2f} ({load()})"
            )
        if len(imported) == 2:
            (c0, m0), (c1, m1) = imported
            print(f"    growth x{sizes[1] / sizes[0]:.0f}: CPU x{c1 / c0:.2f}, peak x{m1 / m0:.2f}")
        print(f"  (load average at the end {os.getloadavg()[0]:.1f})")


def import_times(argv: list[str], cwd: str, runs: int = 7) -> dict[str, tuple[int, int, int]]:
    """``python -X importtime`` of ``argv`` (a console script of ours): for each module
    the least self and cumulative microseconds of ``runs`` runs, and its depth."""
    best: dict[str, tuple[int, int, int]] = {}
    for _ in range(runs):
        for made in Path(cwd).glob("imp-*"):
            shutil.rmtree(made) if made.is_dir() else made.unlink()
        done = subprocess.run(
            [sys.executable, "-X", "importtime", *argv],
            cwd=cwd,
            capture_output=True,
            text=True,
            check=True,
            env=_CHILD_ENV,
        )
        for line in done.stderr.splitlines():
            if not line.startswith("import time:") or "self [us]" in line:
                continue
            own, cumulative, name = line[len("import time:") :].split("|")
            depth = (len(name) - len(name.lstrip()) - 1) // 2
            key = name.strip()
            was = best.get(key, (1 << 60, 1 << 60, depth))
            best[key] = (min(was[0], int(own)), min(was[1], int(cumulative)), depth)
    return best


def bench_imports() -> None:
    """What each quick command imports and what it costs: the top-level imports by
    cumulative time (the interpreter's own start-up and ``site`` included), then the
    modules by their own time. ``whist`` is run as its script (``python -X importtime
    .venv/bin/whist``)."""
    whist = str(Path(sys.executable).with_name("whist"))
    seed = bytes(range(32)).hex()
    print(f"Import time (python -X importtime, wall time, least of 7 runs a module; {load()})")
    with tempfile.TemporaryDirectory() as work:
        run_process([whist, "deal", "--boards", "99", "--seed", seed, "--out", "ev99"], work)
        commands = {
            "whist --help": [whist, "--help"],
            "whist convert 99 boards -> DLM": [
                whist, "convert", "--lossy", "ev99/boards.pbn", "imp-out.dlm"
            ],
            "whist deal --boards 10000": [
                whist, "deal", "--boards", "10000", "--seed", seed, "--out", "imp-ev"
            ],
        }  # fmt: skip
        for title, argv in commands.items():
            _warm(argv, work, None)
            times = import_times([argv[0], *argv[1:]], work)
            top = sorted(
                ((cum, name) for name, (_, cum, depth) in times.items() if depth == 0), reverse=True
            )
            own = sorted(((o, name) for name, (o, _, _) in times.items()), reverse=True)
            print(
                f"  {title}: {len(times)} modules, {sum(c for c, _ in top) / 1000:.1f} ms "
                f"in all ({load()})"
            )
            print("    top-level, cumulative ms: " + ", ".join(
                f"{name} {cum / 1000:.1f}" for cum, name in top[:8]
            ))  # fmt: skip
            print("    own ms: " + ", ".join(f"{name} {o / 1000:.1f}" for o, name in own[:8]))


def analyse_as_filed(event: Event) -> dict[int, BoardAnalysis]:
    """``whist deal analyse --table`` as it was when issue 14 was filed (dealer/analysis.py
    at ac5ca3e, 2026-11-25; ``git log -S calc_all_tables -- dealer/analysis.py`` shows the
    batches came after): board by board, each solved twice through endplay, once for the
    recorded trump's tricks (``analyse_start``, the real leader on lead) and once for the
    full table of five strains (``calc_dd_table``), each call on one core behind the lock,
    and the book lead. The same calls in the same order, kept here as the baseline."""
    out: dict[int, BoardAnalysis] = {}
    for board in event.boards:
        leader, trump = board.leader, board.trump
        assert trump is not None and not trump.is_pending
        lead = book_lead(board.deal.hand(leader), trump.suit)
        start = to_dds(board.deal, leader, trump.suit)
        with DDS_LOCK:
            declarer_tricks = int(analyse_start(start))
        side = leader.right.side
        with DDS_LOCK:
            dds_table = calc_dd_table(to_dds(board.deal))
        table = {
            strain: {
                seat: int(dds_table[_FILED_DENOM[strain], _FILED_PLAYER[seat]]) for seat in Seat
            }
            for strain in ("NT", "S", "H", "D", "C")
        }
        out[board.number] = BoardAnalysis(
            tricks={side: declarer_tricks, side.other: 13 - declarer_tricks},
            book_lead=lead,
            table=table,
        )
    return out


_FILED_DENOM = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds}
_FILED_DENOM["C"] = Denom.clubs
_FILED_PLAYER = dict(zip(Seat, (Player.north, Player.east, Player.south, Player.west), strict=True))


def analyse_paths(n: int, runs: int = 2) -> dict[str, tuple[float, float, float]]:
    """Wall seconds, CPU seconds and the load at the start of the least of ``runs`` runs
    of each path of ``whist deal analyse --table`` on ``n`` boards, run in turn (a burst
    of load from the machine's other users falls on all alike): "as filed" (the baseline,
    :func:`analyse_as_filed`), "board by board" (today's ``analyse_board``) and "batched"
    (``analyse_event(table=True)``, DDS's batch calls, its threads on every core). The
    figures of the three are checked equal where they overlap."""
    from dealer.analysis import analyse_event

    event = create_event(boards=n, secret=bytes(range(32)), event_id="bench")

    def batched() -> dict[int, BoardAnalysis]:
        return dict(analyse_event(event, table=True)[0].analysis)

    def one_by_one() -> dict[int, BoardAnalysis]:
        return {b.number: analyse_board(b, table=True) for b in event.boards}

    def as_filed() -> dict[int, BoardAnalysis]:
        return analyse_as_filed(event)

    paths = {"as filed": as_filed, "board by board": one_by_one, "batched": batched}
    best: dict[str, tuple[float, float, float]] = {}
    found: dict[str, dict[int, BoardAnalysis]] = {}
    for _ in range(runs):
        for name, fn in paths.items():
            wall, cpu, at = time.perf_counter(), time.process_time(), os.getloadavg()[0]
            found[name] = fn()
            figures = (time.perf_counter() - wall, time.process_time() - cpu, at)
            best[name] = min(best.get(name, figures), figures)
    baseline = found["as filed"]
    for name, got in found.items():
        for number, a in got.items():
            was = baseline[number]
            assert a.tricks == was.tricks and a.book_lead == was.book_lead, (name, number)
            assert a.table is not None and was.table is not None
            assert all(a.table[s] == was.table[s] for s in a.table), (name, number)
    return best


def bench_analyse_event(sizes: list[int], runs: int = 2) -> None:
    """:func:`analyse_paths` at each size, printed with the ratios. Target: the batched
    path's wall at most 0.6x the baseline's."""
    print(
        f"Analysis with the table (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} "
        f"CPUs; wall and CPU seconds, the least of {runs} runs each, in turn)"
    )
    walls = []
    for n in sizes:
        best = analyse_paths(n, runs)
        base_wall = best["as filed"][0]
        print(f"  {n} boards (the same figures from all three):")
        for name, (wall, cpu, at) in best.items():
            line = f"    {name + ':':<16} {wall:6.2f} s wall {cpu:6.2f} s CPU (load {at:.1f})"
            if name != "as filed":
                line += f" | ratio wall to as filed {wall / base_wall:5.2f}"
            print(line)
        ratio = best["batched"][0] / base_wall
        print(
            f"    batched / as filed: {ratio:.2f} -> "
            f"{'meets' if ratio <= 0.6 else 'above'} the 0.6x target; batched / board by "
            f"board {best['batched'][0] / best['board by board'][0]:.2f}"
        )
        walls.append(best["batched"][0])
    if len(sizes) == 2:
        print(
            f"  growth x{sizes[1] / sizes[0]:.0f} boards: batched wall x{walls[1] / walls[0]:.2f}"
        )
    print(f"  (load average at the end {os.getloadavg()[0]:.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000)
    parser.add_argument("--boards", type=int, default=40)
    parser.add_argument("--program", default="10000,100000", help="sizes for whist deal")
    parser.add_argument(
        "--convert", default="10000,100000", help="sizes for whist convert to BER, CSV, LIN, PBN"
    )
    parser.add_argument(
        "--only-analysis", action="store_true", help="only the analysis with the table"
    )
    parser.add_argument("--analyse", default="12,36", help="boards for the analysis")
    args = parser.parse_args()
    if args.only_analysis:
        bench_analyse_event([int(n) for n in args.analyse.split(",") if n])
        return
    bench_program([int(n) for n in args.program.split(",") if n])
    bench_startup_and_convert([int(n) for n in args.convert.split(",") if n])
    bench_imports()
    bench_generation(args.deals)
    bench_analysis(args.boards)
    bench_analyse_event([int(n) for n in args.analyse.split(",") if n])


if __name__ == "__main__":
    main()

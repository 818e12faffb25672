"""Scale of the kiosk on PostgreSQL (issue 18); own runner, never part of the test run.

1. Two kiosk processes (``whist kiosk --db postgresql://... --workers 2``) on a
   throw-away PostgreSQL (``bench/pgserver.py``, its default durability), 13 simulated
   tablets posting every action of their first round's boards at once over loopback
   (``bench_kiosk``'s tablets: a client id per action, the sequence number last seen):
   card plays per second, latency p50/p99, and nothing lost or doubled (the log against
   what was acknowledged). Target: >= 500 plays/s, p99 < 150 ms, 0 lost or doubled.
2. The cost of an action from 13 to 130 simulated tables: the same run with 13 and with
   130 tables (a Mitchell of each size, every table its first round), the CPU the kiosk
   processes and the PostgreSQL server spent per action accepted, both printed and their
   ratio (flat: near 1). The same on SQLite (one process) for comparison.

Baseline, in the same run: a trivial Flask endpoint on the same waitress
(``bench_kiosk.run_baseline``): the ratio says what the laws, the log and the shared
database cost over bare HTTP on this machine. The machine's load is printed before and
after each part; on a busy machine the rates fall and the CPU a action holds better.

Bounded: ``--seconds`` of load a run (default 60), loopback only.

Usage: ``.venv/bin/python bench/bench_scale.py [--seconds 60] [--large 130]``
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from bench_kiosk import (  # noqa: E402
    WHIST,
    Client,
    cpu_seconds,
    fetch_log,
    free_port,
    load_average,
    percentile,
    play_tablets,
    read_banner,
    run_baseline,
    wait_ready,
)
from pgserver import LocalPostgres, NoPostgres, local_postgres, new_database  # noqa: E402

from dealer.folder import save_event  # noqa: E402
from dealer.generate import create_event  # noqa: E402
from kiosk import create_app  # noqa: E402
from scoring import build_movement  # noqa: E402

TARGET_PLAYS = 500.0
TARGET_P99_MS = 150.0


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def run(
    tables: int,
    seconds: float,
    db: str | None,
    workers: int,
    pg: LocalPostgres | None,
    threads: int = 2,
) -> dict[str, Any]:
    """``tables`` tablets playing their first round against one kiosk; the figures."""
    movement = build_movement("mitchell", tables, 2 * tables)
    event = create_event(
        boards=movement.deals,
        name="Scale pairs",
        event_id="scale",
        movement=movement.to_dict(),
        secret=b"scale benchmark secret of 32 b..",
    )
    boards = {b.number: b for b in event.boards}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "event"
        save_event(event, folder)
        port = free_port()
        command = [str(WHIST), "kiosk", str(folder), "--port", str(port), "--threads", str(threads)]
        if db is not None:
            command += ["--db", db, "--workers", str(workers)]
        else:
            command += ["--sqlite-sync", "normal"]
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            tokens, secret = read_banner(wait_ready(process))
            clients = [Client(port, n, tokens[n]) for n in sorted(tokens)]
            pids = [process.pid, *children(process.pid)]
            kiosk_before = sum(cpu_seconds(p) or 0.0 for p in pids)
            pg_before = pg.cpu_seconds() if pg is not None else 0.0
            errors, elapsed = play_tablets(clients, boards, seconds)
            kiosk_cpu = sum(cpu_seconds(p) or 0.0 for p in pids) - kiosk_before
            pg_cpu = (pg.cpu_seconds() if pg is not None else 0.0) - pg_before
            log = fetch_log(port, secret)
            refreshes, refresh_cpu = refresh_load(clients, pids, pg, min(5.0, seconds))
        finally:
            process.terminate()
            process.wait(30)
            if process.stdout is not None:
                process.stdout.close()
        replay = replay_cost(event, db or f"sqlite:///{folder / 'kiosk.sqlite3'}")
    logged = Counter(e["client_id"] for e in log)
    acked = [a for c in clients for a in c.acked]
    latencies = [x for c in clients for x in c.latencies]
    return {
        "tables": tables,
        "actions": len(acked),
        "plays": sum(c.plays for c in clients),
        "seconds": elapsed,
        "p50": percentile(latencies, 0.50),
        "p99": percentile(latencies, 0.99),
        "lost": sum(1 for a in acked if logged.get(a, 0) == 0),
        "doubled": sum(1 for n in logged.values() if n > 1),
        "errors": errors,
        "kiosk_cpu": kiosk_cpu,
        "pg_cpu": pg_cpu,
        "refreshes": refreshes,
        "replay": replay,
        "refresh_cpu": refresh_cpu,
    }


def replay_cost(event: Any, url: str) -> tuple[int, float]:
    """The rows of the log and the CPU seconds a kiosk takes to open on it (rebuilding
    every table from the log: what a restarted worker does, and what each worker does
    for the others' rows as it catches up)."""
    started = time.process_time()
    app = create_app({"EVENT": event, "DATABASE_URL": url})
    spent = time.process_time() - started
    kiosk = app.extensions["kiosk"]
    rows = kiosk.store.last_id()
    kiosk.store.close()
    return rows, spent


def refresh_load(
    clients: list[Client], pids: list[int], pg: LocalPostgres | None, seconds: float
) -> tuple[int, float]:
    """Every tablet asks for its table's state in a loop for ``seconds`` (what an idle
    page does every 2.5 s): the requests answered and the CPU (kiosk + database) spent."""
    counts = [0] * len(clients)
    deadline = time.perf_counter() + seconds

    def ask(index: int, client: Client) -> None:
        headers = {"X-Table-Token": client.token, "X-Table-Device": f"bench-tablet-{client.table}"}
        while time.perf_counter() < deadline:
            client.conn.request("GET", f"/api/tables/{client.table}/state", headers=headers)
            client.conn.getresponse().read()
            counts[index] += 1

    before = sum(cpu_seconds(p) or 0.0 for p in pids) + (pg.cpu_seconds() if pg else 0.0)
    threads = [threading.Thread(target=ask, args=(i, c)) for i, c in enumerate(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    after = sum(cpu_seconds(p) or 0.0 for p in pids) + (pg.cpu_seconds() if pg else 0.0)
    return sum(counts), after - before


def report(name: str, r: dict[str, Any]) -> None:
    actions = max(1, r["actions"])
    print(
        f"{name}, {r['tables']} tables: {r['actions']} actions in {r['seconds']:.2f} s = "
        f"{r['actions'] / r['seconds']:.0f} actions/s, {r['plays'] / r['seconds']:.0f} card "
        f"plays/s; p50 {r['p50'] * 1000:.1f} ms, p99 {r['p99'] * 1000:.1f} ms; lost "
        f"{r['lost']}, doubled {r['doubled']}, errors {len(r['errors'])}",
        flush=True,
    )
    print(
        f"  CPU an action: kiosk processes {r['kiosk_cpu'] / actions * 1000:.2f} ms"
        + (f", PostgreSQL {r['pg_cpu'] / actions * 1000:.2f} ms" if r["pg_cpu"] else "")
        + f" (total {(r['kiosk_cpu'] + r['pg_cpu']) / actions * 1000:.2f} ms)",
        flush=True,
    )
    if r["refreshes"]:
        print(
            f"  a page's refresh (GET its table's state): {r['refreshes']} answered, CPU "
            f"{r['refresh_cpu'] / r['refreshes'] * 1000:.2f} ms each (kiosk + database)"
        )
    rows, spent = r["replay"]
    print(
        f"  a kiosk opened on the log: {rows} rows replayed in {spent:.2f} s CPU = "
        f"{spent / max(1, rows) * 1000:.3f} ms a row (opening included)"
    )
    for error in r["errors"][:3]:
        print(f"  ! {error}")


def per_action(r: dict[str, Any]) -> float:
    return float(r["kiosk_cpu"] + r["pg_cpu"]) / max(1, r["actions"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="bound on each run's load")
    parser.add_argument("--small", type=int, default=13, help="tables of the small run")
    parser.add_argument("--large", type=int, default=131, help="tables of the large run (odd)")
    parser.add_argument("--workers", type=int, default=2, help="kiosk processes on PostgreSQL")
    parser.add_argument(
        "--threads",
        type=int,
        default=8,
        help="request threads of each kiosk process on PostgreSQL (the requests in flight "
        "that one group commit can carry)",
    )
    args = parser.parse_args()
    print(f"scale: cores {os.cpu_count()}, {load_average()}", flush=True)
    runs: dict[str, dict[str, Any]] = {}
    try:
        with local_postgres("max_connections=200") as pg:
            for n, tables in enumerate((args.small, args.large)):
                url = new_database(pg, f"scale{n}_{tables}")
                runs[f"pg{tables}"] = r = run(
                    tables, args.seconds, url, args.workers, pg, args.threads
                )
                report(f"PostgreSQL, {args.workers} kiosk processes x {args.threads} threads", r)
                print(f"  {load_average()}", flush=True)
    except NoPostgres as exc:
        print(f"PostgreSQL: not run ({exc})")
    for tables in (args.small, args.large):
        runs[f"sqlite{tables}"] = r = run(tables, args.seconds, None, 1, None)
        report("SQLite (synchronous=normal), one process", r)
        print(f"  {load_average()}", flush=True)
    base = run_baseline(args.small, runs[f"sqlite{args.small}"]["actions"], 2)
    base_rate = base["requests"] / base["seconds"]
    print(
        f"baseline (trivial Flask JSON endpoint, one waitress process, {args.small} clients): "
        f"{base_rate:.0f} req/s, p99 {base['p99'] * 1000:.1f} ms"
        + (
            f", server CPU {base['server_cpu'] / base['requests'] * 1000:.2f} ms a request"
            if base["server_cpu"]
            else ""
        )
    )
    for kind in ("pg", "sqlite"):
        small, large = runs.get(f"{kind}{args.small}"), runs.get(f"{kind}{args.large}")
        if small is None or large is None:
            continue
        print(
            f"cost an action ({kind}): {per_action(small) * 1000:.2f} ms at {args.small} "
            f"tables, {per_action(large) * 1000:.2f} ms at {args.large}: ratio "
            f"{per_action(large) / per_action(small):.2f}; "
            f"{per_action(small) / (base['server_cpu'] / base['requests']):.1f}x a trivial "
            "request"
            if base["server_cpu"]
            else ""
        )
    small = runs.get(f"pg{args.small}")
    if small is not None:
        rate = small["plays"] / small["seconds"]
        ok = (
            rate >= TARGET_PLAYS
            and small["p99"] * 1000 < TARGET_P99_MS
            and small["lost"] == 0
            and small["doubled"] == 0
            and not small["errors"]
        )
        print(
            f"target (PostgreSQL, {args.workers} processes, {args.small} tables): >= "
            f"{TARGET_PLAYS:.0f} plays/s ({rate:.0f}), p99 < {TARGET_P99_MS:.0f} ms "
            f"({small['p99'] * 1000:.1f}), 0 lost or doubled: {'met' if ok else 'NOT met'}"
        )
    print(f"after the runs: {load_average()}")


if __name__ == "__main__":
    main()

"""Benchmark of the kiosk on a crowded network (issue 10); own runner, never part of the
test run.

The load of ``bench_kiosk.py`` (simulated tablets posting every action of their boards
to a real ``whist kiosk`` in a subprocess, loopback only) twice in one run: on a quiet
server, and with ``--idle`` sockets connected and silent plus ``--slow`` sockets that
sent half a request and stalled (a hall of tablets asleep, and clients on a failing
Wi-Fi link), all held open for the whole run. Figures: actions/s and latency p50/p99 of
both runs, their ratio, and that nothing acknowledged is lost.

Before the serving settings of ``kiosk/server.py`` the second run did not finish: the
idle sockets filled waitress's default connection limit (100) and the tablets waited for
them to time out (two minutes).

Usage: ``.venv/bin/python bench/bench_idle.py [--tables 13] [--idle 200] [--slow 20]``
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from bench_kiosk import (  # noqa: E402
    WHIST,
    Client,
    fetch_log,
    free_port,
    load_average,
    percentile,
    play_tablets,
    read_banner,
    wait_ready,
)

from dealer.folder import save_event  # noqa: E402
from dealer.generate import create_event  # noqa: E402
from scoring import build_movement  # noqa: E402

HALF_REQUEST = (
    b"POST /api/tables/1/actions HTTP/1.1\r\nHost: kiosk\r\n"
    b'Content-Type: application/json\r\nContent-Length: 300\r\n\r\n{"kind"'
)


def run(tables: int, seconds: float, threads: int, idle: int, slow: int) -> dict[str, Any]:
    movement = build_movement("mitchell", tables, 2 * tables)
    event = create_event(
        boards=movement.deals,
        name="Benchmark pairs",
        event_id="bench-idle",
        movement=movement.to_dict(),
        secret=b"benchmark secret of thirty-two b",
    )
    boards = {b.number: b for b in event.boards}
    with tempfile.TemporaryDirectory() as tmp, ExitStack() as held:
        folder = Path(tmp) / "event"
        save_event(event, folder)
        port = free_port()
        process = subprocess.Popen(
            [str(WHIST), "kiosk", str(folder), "--port", str(port), "--threads", str(threads)],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            tokens, secret = read_banner(wait_ready(process))
            for n in range(idle + slow):
                s = held.enter_context(socket.create_connection(("127.0.0.1", port), timeout=10))
                if n >= idle:
                    s.sendall(HALF_REQUEST)
            clients = [Client(port, n, tokens[n]) for n in sorted(tokens)]
            errors, elapsed = play_tablets(clients, boards, seconds)
            log = fetch_log(port, secret)
        finally:
            process.terminate()
            process.wait(10)
            if process.stdout is not None:
                process.stdout.close()
    logged = Counter(e["client_id"] for e in log)
    acked = [a for c in clients for a in c.acked]
    latencies = [x for c in clients for x in c.latencies]
    return {
        "actions": len(acked),
        "seconds": elapsed,
        "p50": percentile(latencies, 0.50),
        "p99": percentile(latencies, 0.99),
        "lost": sum(1 for a in acked if logged.get(a, 0) != 1),
        "errors": errors,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=13, help="tablets (Mitchell tables, odd)")
    parser.add_argument("--seconds", type=float, default=60.0, help="bound on each run")
    parser.add_argument("--threads", type=int, default=2, help="waitress threads")
    parser.add_argument("--idle", type=int, default=200, help="idle sockets held open")
    parser.add_argument("--slow", type=int, default=20, help="sockets stalled mid-request")
    args = parser.parse_args()
    print(
        f"kiosk: {args.tables} tablets on loopback, waitress threads {args.threads}, "
        f"cores {os.cpu_count()}, {load_average()}",
        flush=True,
    )
    runs = {
        "quiet": run(args.tables, args.seconds, args.threads, 0, 0),
        f"{args.idle} idle + {args.slow} stalled": run(
            args.tables, args.seconds, args.threads, args.idle, args.slow
        ),
    }
    for name, r in runs.items():
        print(
            f"{name}: {r['actions']} actions in {r['seconds']:.2f} s = "
            f"{r['actions'] / r['seconds']:.0f} actions/s, p50 {r['p50'] * 1000:.1f} ms, "
            f"p99 {r['p99'] * 1000:.1f} ms; lost {r['lost']}, errors {len(r['errors'])}"
        )
        for error in r["errors"][:5]:
            print(f"  ! {error}")
    quiet, crowded = runs.values()
    rate = (crowded["actions"] / crowded["seconds"]) / (quiet["actions"] / quiet["seconds"])
    print(
        f"ratio crowded/quiet: actions/s {rate:.2f}, p99 {crowded['p99'] / quiet['p99']:.2f}x "
        f"(after the runs: {load_average()})"
    )


if __name__ == "__main__":
    main()

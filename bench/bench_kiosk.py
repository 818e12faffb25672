"""Load benchmark of the kiosk (issue 7); own runner, never part of the test run.

Concurrent simulated tablets on loopback post every action of their boards -- numbers
confirmed, board taken, each card played, each trick turned and quitted, the score
confirmed -- to a real ``whist kiosk`` (waitress) in a subprocess, as the table pages do
(JSON, a client id per action, the sequence number last seen, a kept-alive connection).
Figures: actions and card plays accepted per second, latency p50/p99, and the check that
nothing is lost (every acknowledged action is in the log exactly once).

Baseline, measured in the same run: a trivial Flask endpoint (parse the JSON, answer it)
served by waitress with the same threads, hit by the same number of clients for the
same number of requests. The ratio says what the laws, the log and the state cost over
bare HTTP on this machine.

Bounded: ``--tables`` tablets (default 13, a 13-table Mitchell), each playing its first
round's boards; at most ``--seconds`` of load. Loopback (127.0.0.1) only.
Target (issue 7): at least 500 plays/s, p99 under 100 ms, 0 lost, on 2 cores.

Usage: ``.venv/bin/python bench/bench_kiosk.py [--tables 13] [--seconds 60]``
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from dealer.folder import save_event  # noqa: E402
from dealer.generate import create_event  # noqa: E402
from scoring import build_movement  # noqa: E402
from whist import Play  # noqa: E402

TARGET_PLAYS = 500.0
SYNCS = tuple(os.environ.get("BENCH_SYNCS", "full,normal").split(","))
TARGET_P99_MS = 100.0
WHIST = Path(sys.executable).parent / "whist"


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def drain(stream: Any) -> None:
    """Read and drop a child's output, so that a full pipe never stalls it."""
    for _ in stream:
        pass


def wait_ready(process: subprocess.Popen[str]) -> str:
    """The server's banner; its later output is drained in a thread (a full pipe would
    stall the server)."""
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith("Serving on"):
            threading.Thread(target=drain, args=(process.stdout,), daemon=True).start()
            return "".join(lines)
    raise RuntimeError("server did not start:\n" + "".join(lines))


class Client:
    """One tablet: a kept-alive HTTP connection, the table's token, its sequence number."""

    def __init__(self, port: int, table: int, token: str) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.table = table
        self.token = token
        self.seq = 0
        self.round = 1
        self.latencies: list[float] = []
        self.acked: list[str] = []
        self.plays = 0

    def post(self, kind: str, data: dict[str, Any]) -> dict[str, Any]:
        action_id = uuid.uuid4().hex
        body = json.dumps(
            {"id": action_id, "kind": kind, "data": data, "seq": self.seq, "round": self.round}
        )
        started = time.perf_counter()
        self.conn.request(
            "POST",
            f"/api/tables/{self.table}/actions",
            body=body,
            headers={
                "Content-Type": "application/json",
                "X-Table-Token": self.token,
                # the tablet's device id (kiosk.locks: one tablet per table)
                "X-Table-Device": f"bench-tablet-{self.table}",
            },
        )
        response = self.conn.getresponse()
        payload = json.loads(response.read())
        self.latencies.append(time.perf_counter() - started)
        if response.status != 200:
            raise RuntimeError(f"table {self.table}: {kind} refused: {payload}")
        self.acked.append(action_id)
        state = payload["state"]
        self.seq, self.round = state["seq"], state["round"]
        return dict(state)


def tablet(client: Client, boards: dict[int, Any], deadline: float, errors: list[str]) -> None:
    try:
        state = client.post("call", {"reason": "benchmark start"})
        seats = {s["seat"]: s["contestant"] for s in state["seating"]}
        state = client.post("seats", {"seats": seats})
        for number in state["deals"]:
            if time.perf_counter() > deadline:
                return
            client.post("board", {"board": number})
            mirror = Play.from_board(boards[number])
            while not mirror.is_complete:
                seat = mirror.to_play
                assert seat is not None
                card = mirror.lawful_plays()[-1]
                mirror.play(card, seat)
                client.post(
                    "action",
                    {
                        "action": {
                            "type": "PlayCard",
                            "fields": {"seat": str(seat), "card": str(card)},
                        }
                    },
                )
                client.plays += 1
                if len(mirror.current_trick) == 4:
                    mirror.quit_trick()
                    client.post("action", {"action": {"type": "QuitTrick", "fields": {}}})
            client.post("confirm", {"seat": "E"})
    except Exception as exc:  # reported as a failure of the run
        errors.append(f"table {client.table}: {exc}")


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of process ``pid`` (Linux /proc), or None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def read_banner(banner: str) -> tuple[dict[int, str], str]:
    """The table tokens and the director's secret that ``whist kiosk`` prints at start."""
    tokens: dict[int, str] = {}
    secret = ""
    for line in banner.splitlines():
        if line.strip().startswith("table "):
            tokens[int(line.split()[1].rstrip(":"))] = line.split("token=")[1].strip()
        if "(secret: " in line:
            secret = line.split("(secret: ")[1].rstrip(")")
    return tokens, secret


def play_tablets(clients: list[Client], boards: Any, seconds: float) -> tuple[list[str], float]:
    """Every tablet plays its boards at once (a thread each, bounded by ``seconds``): the
    errors met and the time it took."""
    errors: list[str] = []
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    workers = [threading.Thread(target=tablet, args=(c, boards, deadline, errors)) for c in clients]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return errors, time.perf_counter() - started


def fetch_log(port: int, secret: str) -> list[dict[str, Any]]:
    """The kiosk's whole action log, through the director's export."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    conn.request("GET", "/director/export/log.json", headers={"X-Director-Secret": secret})
    log: list[dict[str, Any]] = json.loads(conn.getresponse().read())["log"]
    return log


def run_kiosk(
    tables: int, seconds: float, threads: int, sync: str, direct: bool = True
) -> dict[str, Any]:
    movement = build_movement("mitchell", tables, 2 * tables)
    event = create_event(
        boards=movement.deals,
        name="Benchmark pairs",
        event_id="bench",
        movement=movement.to_dict(),
        secret=b"benchmark secret of thirty-two b",
    )
    boards = {b.number: b for b in event.boards}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "event"
        save_event(event, folder)
        port = free_port()
        process = subprocess.Popen(
            [
                str(WHIST),
                "kiosk",
                str(folder),
                "--port",
                str(port),
                "--threads",
                str(threads),
                "--sqlite-sync",
                sync,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={
                **os.environ,
                "PYTHONUNBUFFERED": "1",
                "WHIST_KIOSK_DIRECT_PLAYS": "1" if direct else "0",
            },
        )
        try:
            tokens, secret = read_banner(wait_ready(process))
            clients = [Client(port, n, tokens[n]) for n in sorted(tokens)]
            cpu_before = cpu_seconds(process.pid)
            errors, elapsed = play_tablets(clients, boards, seconds)
            cpu_after = cpu_seconds(process.pid)
            log = fetch_log(port, secret)
        finally:
            process.terminate()
            process.wait(10)
            if process.stdout is not None:
                process.stdout.close()
    logged = Counter(e["client_id"] for e in log)
    acked = [a for c in clients for a in c.acked]
    lost = sum(1 for a in acked if logged.get(a, 0) != 1)
    latencies = [x for c in clients for x in c.latencies]
    return {
        "actions": len(acked),
        "plays": sum(c.plays for c in clients),
        "seconds": elapsed,
        "p50": percentile(latencies, 0.50),
        "p99": percentile(latencies, 0.99),
        "lost": lost,
        "doubled": sum(1 for n in logged.values() if n > 1),
        "errors": errors,
        "server_cpu": None if cpu_before is None or cpu_after is None else cpu_after - cpu_before,
    }


BASELINE_APP = """
import sys
from flask import Flask, jsonify, request
from waitress.server import create_server
app = Flask("baseline")
@app.post("/echo")
def echo():
    data = request.get_json()
    return jsonify({"ok": True, "seq": data["seq"] + 1})
server = create_server(app, host="127.0.0.1", port=int(sys.argv[1]), threads=int(sys.argv[2]))
print("Serving on", flush=True)
server.run()
"""


def run_baseline(clients: int, requests: int, threads: int) -> dict[str, Any]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-c", BASELINE_APP, str(port), str(threads)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    latencies: list[float] = []
    lock = threading.Lock()
    cpu: list[float | None] = []

    def worker(n: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine = []
        for i in range(n):
            body = json.dumps({"id": uuid.uuid4().hex, "seq": i, "data": {"card": "SA"}})
            t = time.perf_counter()
            conn.request("POST", "/echo", body=body, headers={"Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - t)
        with lock:
            latencies.extend(mine)

    try:
        wait_ready(process)
        per = max(1, requests // clients)
        cpu.append(cpu_seconds(process.pid))
        started = time.perf_counter()
        workers = [threading.Thread(target=worker, args=(per,)) for _ in range(clients)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        elapsed = time.perf_counter() - started
        cpu.append(cpu_seconds(process.pid))
    finally:
        process.terminate()
        process.wait(10)
        if process.stdout is not None:
            process.stdout.close()
    before, after = cpu
    return {
        "server_cpu": None if before is None or after is None else after - before,
        "requests": len(latencies),
        "seconds": elapsed,
        "p50": percentile(latencies, 0.50),
        "p99": percentile(latencies, 0.99),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=13, help="tablets (Mitchell tables, odd)")
    parser.add_argument("--seconds", type=float, default=60.0, help="bound on the load")
    parser.add_argument("--threads", type=int, default=2, help="waitress threads")
    args = parser.parse_args()
    print(
        f"kiosk: {args.tables} tablets on loopback, waitress threads {args.threads}, "
        f"cores {os.cpu_count()}, {load_average()}",
        flush=True,
    )
    runs = {sync: run_kiosk(args.tables, args.seconds, args.threads, sync) for sync in SYNCS}
    # The card plays' direct WSGI path (kiosk.wsgi.TableActions) earns its parity test only
    # while it is measurably faster than Flask's own view: both in the same run.
    runs["full, through Flask"] = run_kiosk(
        args.tables, args.seconds, args.threads, "full", direct=False
    )
    for sync, kiosk in runs.items():
        report(sync, kiosk)
    actions = runs["full"]["actions"]
    base = run_baseline(args.tables, actions, args.threads)
    base_rate = base["requests"] / base["seconds"]
    print(
        f"baseline (trivial Flask JSON endpoint, same waitress, {args.tables} clients): "
        f"{base['requests']} requests in {base['seconds']:.2f} s = {base_rate:.0f} req/s, "
        f"p50 {base['p50'] * 1000:.1f} ms, p99 {base['p99'] * 1000:.1f} ms"
        + (
            f", server CPU {base['server_cpu'] / base['requests'] * 1000:.2f} ms a request"
            if base["server_cpu"]
            else ""
        )
    )
    print(f"after the runs: {load_average()}")
    for sync, kiosk in runs.items():
        rate = kiosk["actions"] / kiosk["seconds"]
        line = (
            f"ratio ({sync}): kiosk actions/s / baseline req/s = {rate / base_rate:.2f}; "
            f"p99 {kiosk['p99'] / base['p99']:.1f}x the baseline's"
        )
        if kiosk["server_cpu"] and base["server_cpu"]:
            per_action = kiosk["server_cpu"] / kiosk["actions"]
            per_request = base["server_cpu"] / base["requests"]
            line += f"; server CPU {per_action / per_request:.1f}x a trivial request"
        print(line)
        ok = (
            kiosk["plays"] / kiosk["seconds"] >= TARGET_PLAYS
            and kiosk["p99"] * 1000 < TARGET_P99_MS
            and kiosk["lost"] == 0
            and not kiosk["errors"]
        )
        print(
            f"  target ({sync}) >= {TARGET_PLAYS:.0f} plays/s, p99 < {TARGET_P99_MS:.0f} ms, "
            f"0 lost: {'met' if ok else 'NOT met'}"
        )


def load_average() -> str:
    """The machine's load (1, 5, 15 minutes): the figures mean little on a busy machine."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "load average unknown"
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f}"


def report(sync: str, kiosk: dict[str, Any]) -> None:
    rate = kiosk["actions"] / kiosk["seconds"]
    play_rate = kiosk["plays"] / kiosk["seconds"]
    print(
        f"kiosk, SQLite synchronous={sync}: {kiosk['actions']} actions accepted in "
        f"{kiosk['seconds']:.2f} s = {rate:.0f} actions/s; {kiosk['plays']} card plays = "
        f"{play_rate:.0f} plays/s"
    )
    print(
        f"  latency p50 {kiosk['p50'] * 1000:.1f} ms, p99 {kiosk['p99'] * 1000:.1f} ms; "
        f"lost {kiosk['lost']}, doubled {kiosk['doubled']}, errors {len(kiosk['errors'])}"
    )
    if kiosk["server_cpu"] is not None:
        print(
            f"  server CPU {kiosk['server_cpu']:.2f} s = "
            f"{kiosk['server_cpu'] / kiosk['actions'] * 1000:.2f} ms an action"
        )
    for error in kiosk["errors"][:5]:
        print(f"  ! {error}")


if __name__ == "__main__":
    main()

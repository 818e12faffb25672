"""The evening rehearsed (issue 18): a 13-table Mitchell of 26 deals played to its end
against a real ``whist kiosk``, on SQLite and on PostgreSQL; own runner, never part of
the test run.

Every table is played by a simulated tablet over HTTP (the table page's JSON API: a
client id per action, the sequence number last seen, a kept-alive connection), except
``--browser`` tables (two by default) played by real Chromium pages through Playwright,
touching the page's buttons as players do. Each tablet does what its players do: confirm
their numbers, take the round's boards one by one, play every card (a lawful one, the
engine's ``lawful_plays``) and quit every trick, confirm the score as East, move to the
next round -- 13 rounds of 2 boards, every board at every table.

Figures: the software's waits (the time from sending an action to its answer, or from a
touch to the page knowing the table has it) -- p50 and p99 per kind of action, and each
table-round's total wait (what the players of a table waited on the software in a round);
the evening's total time; and nothing lost or doubled: the log compared with what was
sent (every acknowledged action in it once, each table's rows numbered without a gap,
the browser tables' rows as many as the touches), and the results: every board played
at every table, 13 x 26 = 338.

PostgreSQL: a throw-away server started here (``bench/pgserver.py``, its default
durability), the kiosk with ``--workers 2``. The machine's load is printed before and
after; the figures mean little on a busy machine.

Usage: ``.venv/bin/python bench/bench_evening.py [--databases sqlite,postgresql] [--browser 1,2]``
(``--browser ''`` for no browser tables).
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
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from bench_kiosk import (  # noqa: E402
    WHIST,
    cpu_seconds,
    fetch_log,
    free_port,
    load_average,
    percentile,
    read_banner,
    wait_ready,
)
from pgserver import NoPostgres, local_postgres, new_database  # noqa: E402

from dealer.folder import save_event  # noqa: E402
from dealer.generate import create_event  # noqa: E402
from scoring import build_movement  # noqa: E402
from whist import Board, Play  # noqa: E402

TABLES = 13
DEALS = 26
#: a bound on one database's evening, so a stuck run ends
SECONDS = 900.0


@dataclass
class Wait:
    """One action's wait: what it was, where, and how long the software took."""

    kind: str
    table: int
    round: int
    seconds: float


@dataclass
class SimTablet:
    """A simulated tablet: the API over a kept-alive connection; retries what was not
    answered (the server gone, 503) with the same id, as the page does."""

    port: int
    table: int
    token: str
    seq: int = 0
    round: int = 1
    waits: list[Wait] = field(default_factory=list)
    acked: list[str] = field(default_factory=list)
    retries: int = 0

    def __post_init__(self) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        self.headers = {
            "Content-Type": "application/json",
            "X-Table-Token": self.token,
            "X-Table-Device": f"evening-tablet-{self.table}",
        }

    def state(self) -> dict[str, Any]:
        self.conn.request("GET", f"/api/tables/{self.table}/state", headers=self.headers)
        state: dict[str, Any] = json.loads(self.conn.getresponse().read())
        self.seq, self.round = state["seq"], state["round"]
        return state

    def post(self, kind: str, data: dict[str, Any], label: str | None = None) -> dict[str, Any]:
        action_id = uuid.uuid4().hex
        body = json.dumps(
            {"id": action_id, "kind": kind, "data": data, "seq": self.seq, "round": self.round}
        )
        for _attempt in range(50):
            started = time.perf_counter()
            try:
                self.conn.request(
                    "POST", f"/api/tables/{self.table}/actions", body=body, headers=self.headers
                )
                response = self.conn.getresponse()
                payload = json.loads(response.read())
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.retries += 1
                time.sleep(0.05)
                continue
            if response.status == 503:
                self.retries += 1
                time.sleep(0.05)
                continue
            if response.status != 200:
                raise RuntimeError(f"table {self.table}: {kind} refused: {payload}")
            self.waits.append(
                Wait(label or kind, self.table, self.round, time.perf_counter() - started)
            )
            self.acked.append(action_id)
            state: dict[str, Any] = payload["state"]
            self.seq, self.round = state["seq"], state["round"]
            return state
        raise RuntimeError(f"table {self.table}: {kind} never answered")


def play_table(tablet: SimTablet, boards: dict[int, Board], errors: list[str]) -> None:
    """The players of one table, from their numbers to the end of the evening."""
    try:
        state = tablet.state()
        while state["phase"] != "finished":
            phase = state["phase"]
            if phase == "seats":
                seats = {s["seat"]: s["contestant"] for s in state["seating"]}
                state = tablet.post("seats", {"seats": seats})
            elif phase == "board":
                number = state["remaining"][0]
                tablet.post("board", {"board": number})
                mirror = Play.from_board(boards[number])
                while not mirror.is_complete:
                    seat = mirror.to_play
                    assert seat is not None
                    card = mirror.lawful_plays()[-1]
                    mirror.play(card, seat)
                    fields = {"seat": str(seat), "card": str(card)}
                    tablet.post(
                        "action", {"action": {"type": "PlayCard", "fields": fields}}, "play"
                    )
                    if len(mirror.current_trick) == 4:
                        mirror.quit_trick()
                        tablet.post(
                            "action", {"action": {"type": "QuitTrick", "fields": {}}}, "quit"
                        )
                state = tablet.post("confirm", {"seat": "E"})
            elif phase == "round-end":
                state = tablet.post("next", {})
            else:
                raise RuntimeError(f"table {tablet.table}: unexpected phase {phase!r}")
    except Exception as exc:  # reported as a failure of the run
        errors.append(f"table {tablet.table}: {exc}")


@dataclass
class BrowserTable:
    """A table played through its page in Chromium (Playwright): each touch, then the wait
    until the page has sent it and knows the table has it."""

    page: Any
    table: int
    boards: dict[int, Board]
    waits: list[Wait] = field(default_factory=list)
    touches: int = 0
    mirror: Play | None = None
    done: bool = False

    def state(self) -> dict[str, Any]:
        state: dict[str, Any] = self.page.evaluate("() => window.whistKiosk.state()")
        return state

    def touch(self, selector: str, label: str, round_number: int, fill: Any = None) -> None:
        before = int(self.page.evaluate("() => window.whistKiosk.state().seq"))
        started = time.perf_counter()
        if fill is not None:
            fill()
            self.page.click(selector)
        else:
            self.page.dispatch_event(selector, "click")
        self.page.wait_for_function(
            "n => window.whistKiosk.queue().length === 0 && window.whistKiosk.state().seq >= n",
            arg=before + 1,
            timeout=30_000,
            polling=2,
        )
        self.waits.append(Wait(label, self.table, round_number, time.perf_counter() - started))
        self.touches += 1

    def step(self) -> None:
        """One touch of the players at this table."""
        state = self.state()
        phase, round_number = state["phase"], state["round"]
        if phase == "finished":
            self.done = True
        elif phase == "seats":

            def fill() -> None:
                for s in state["seating"]:
                    self.page.fill(
                        f'#seats-form input[data-seat="{s["seat"]}"]', str(s["contestant"])
                    )

            self.touch("#seats-confirm", "seats", round_number, fill)
        elif phase == "board":
            number = state["remaining"][0]
            self.mirror = Play.from_board(self.boards[number])
            self.touch(
                "#board-start",
                "board",
                round_number,
                lambda: self.page.fill("#board-number", str(number)),
            )
        elif phase in ("play", "quit"):
            mirror = self.mirror
            assert mirror is not None
            if len(mirror.current_trick) == 4:
                mirror.quit_trick()
                self.touch("#quit", "quit", round_number)
            else:
                seat = mirror.to_play
                assert seat is not None
                card = mirror.lawful_plays()[-1]
                mirror.play(card, seat)
                self.touch(f'#picker button.card[data-card="{card}"]', "play", round_number)
        elif phase == "end":
            self.touch("#confirm-E", "confirm", round_number)
        elif phase == "round-end":
            self.touch("#next-round", "next", round_number)
        else:
            raise RuntimeError(f"table {self.table} (browser): unexpected phase {phase!r}")


def play_browsers(
    port: int,
    urls: dict[int, str],
    boards: dict[int, Board],
    tables: list[BrowserTable],
    errors: list[str],
    deadline: float,
) -> None:
    """The browser tables, one Chromium with a page each, touched in turn."""
    try:
        from playwright.sync_api import sync_playwright

        from tests.kiosk.browser import CHROMIUM, CHROMIUM_ARGS, SHOTS

        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                for number, url in urls.items():
                    page = browser.new_context().new_page()
                    page.goto(url)
                    page.wait_for_function("() => window.whistKiosk && window.whistKiosk.state()")
                    tables.append(BrowserTable(page, number, boards))
                while not all(t.done for t in tables) and time.perf_counter() < deadline:
                    for table in tables:
                        if not table.done:
                            table.step()
                SHOTS.mkdir(parents=True, exist_ok=True)
                for table in tables:
                    table.page.screenshot(path=str(SHOTS / f"evening-table-{table.table}.png"))
            finally:
                browser.close()
    except Exception as exc:  # reported as a failure of the run
        errors.append(f"browser tables: {exc}")


def evening_event(tables: int = TABLES) -> Any:
    movement = build_movement("mitchell", tables, 2 * tables)
    return create_event(
        boards=movement.deals,
        name="Rehearsal pairs",
        event_id="rehearsal",
        movement=movement.to_dict(),
        secret=b"rehearsal secret of thirty-two b",
    )


def rehearse(
    db: str | None,
    workers: int,
    browser: tuple[int, ...],
    tables: int = TABLES,
    threads: int = 2,
) -> dict[str, Any]:
    """One evening against one kiosk; the figures."""
    event = evening_event(tables)
    boards = {b.number: b for b in event.boards}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "event"
        save_event(event, folder)
        port = free_port()
        command = [str(WHIST), "kiosk", str(folder), "--port", str(port), "--threads", str(threads)]
        if db is not None:
            command += ["--db", db]
        if workers > 1:
            command += ["--workers", str(workers)]
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        try:
            banner = wait_ready(process)
            tokens, secret = read_banner(banner)
            urls = {
                n: line.split(": ", 1)[1].strip()
                for line in banner.splitlines()
                for n in browser
                if line.strip().startswith(f"table {n}:")
            }
            errors: list[str] = []
            sims = [SimTablet(port, n, tokens[n]) for n in sorted(tokens) if n not in browser]
            browsers: list[BrowserTable] = []
            pids = [process.pid, *children(process.pid)]
            cpu_before = sum(cpu_seconds(p) or 0.0 for p in pids)
            started = time.perf_counter()
            threads = [threading.Thread(target=play_table, args=(s, boards, errors)) for s in sims]
            if browser:
                threads.append(
                    threading.Thread(
                        target=play_browsers,
                        args=(port, urls, boards, browsers, errors, started + SECONDS),
                    )
                )
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - started
            cpu_after = sum(cpu_seconds(p) or 0.0 for p in pids)
            log = fetch_log(port, secret)
            results = director_get(port, secret, "/director/export/results.json")
        finally:
            process.terminate()
            process.wait(30)
            if process.stdout is not None:
                process.stdout.close()
    return account(sims, browsers, log, results, elapsed, cpu_after - cpu_before, errors)


def children(pid: int) -> list[int]:
    try:
        return [int(p) for p in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def director_get(port: int, secret: str, path: str) -> Any:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.request("GET", path, headers={"X-Director-Secret": secret})
    return json.loads(conn.getresponse().read())


def account(
    sims: list[SimTablet],
    browsers: list[BrowserTable],
    log: list[dict[str, Any]],
    results: Any,
    elapsed: float,
    cpu: float,
    errors: list[str],
) -> dict[str, Any]:
    """The figures of one evening, and the log checked against what was sent."""
    logged = Counter(row["client_id"] for row in log)
    acked = [a for s in sims for a in s.acked]
    lost = sum(1 for a in acked if logged.get(a, 0) == 0)
    doubled = sum(1 for n in logged.values() if n > 1)
    by_table: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for row in log:
        by_table[row["table"]].append(row)
    gaps = [
        t
        for t, rows in by_table.items()
        if t and [r["seq"] for r in rows] != list(range(1, len(rows) + 1))
    ]
    sent = set(acked)
    unexpected = sum(
        1
        for s in sims
        for row in by_table[s.table]
        if row["client_id"] not in sent and row["kind"] != "device"
    )
    browser_mismatch = [
        b.table
        for b in browsers
        if sum(1 for r in by_table[b.table] if r["kind"] != "device") != b.touches
    ]
    waits = [w for s in sims for w in s.waits] + [w for b in browsers for w in b.waits]
    table_round: dict[tuple[int, int], float] = defaultdict(float)
    for w in waits:
        table_round[(w.table, w.round)] += w.seconds
    entries = results.get("results", []) if isinstance(results, dict) else []
    return {
        "elapsed": elapsed,
        "cpu": cpu,
        "actions": len(log),
        "plays": sum(1 for w in waits if w.kind == "play"),
        "waits": waits,
        "sim_waits": [w for s in sims for w in s.waits],
        "browser_waits": [w for b in browsers for w in b.waits],
        "table_rounds": list(table_round.values()),
        "lost": lost,
        "doubled": doubled,
        "gaps": gaps,
        "unexpected": unexpected,
        "browser_mismatch": browser_mismatch,
        "retries": sum(s.retries for s in sims),
        "results": len(entries),
        "errors": errors,
    }


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def report(name: str, run: dict[str, Any]) -> None:
    print(
        f"{name}: the evening in {run['elapsed']:.1f} s; {run['actions']} rows in the log, "
        f"{run['plays']} card plays; server CPU {run['cpu']:.1f} s = "
        f"{run['cpu'] / max(1, run['actions']) * 1000:.2f} ms an action"
    )
    for label, waits in (
        ("simulated tablets", run["sim_waits"]),
        ("Chromium pages", run["browser_waits"]),
    ):
        if not waits:
            continue
        kinds: dict[str, list[float]] = defaultdict(list)
        for w in waits:
            kinds[w.kind].append(w.seconds)
        parts = [
            f"{kind} p50 {ms(percentile(v, 0.5))} p99 {ms(percentile(v, 0.99))} (n={len(v)})"
            for kind, v in sorted(kinds.items(), key=lambda kv: -len(kv[1]))
        ]
        print(f"  waits, {label}: " + "; ".join(parts))
    rounds = run["table_rounds"]
    print(
        f"  a table-round's total wait on the software: p50 {ms(percentile(rounds, 0.5))}, "
        f"p99 {ms(percentile(rounds, 0.99))}, max {ms(max(rounds))} ({len(rounds)} table-rounds)"
    )
    print(
        f"  lost {run['lost']}, doubled {run['doubled']}, rows not sent {run['unexpected']}, "
        f"tables with a gap {run['gaps'] or 0}, browser tables whose rows differ from the "
        f"touches {run['browser_mismatch'] or 0}, retries {run['retries']}; results "
        f"{run['results']} of {TABLES * DEALS}; errors {len(run['errors'])}"
    )
    for error in run["errors"][:5]:
        print(f"  ! {error}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--browser", default="1,2", help="tables played in Chromium")
    parser.add_argument("--workers", type=int, default=2, help="kiosk processes on PostgreSQL")
    parser.add_argument(
        "--threads", type=int, default=8, help="request threads a kiosk process on PostgreSQL"
    )
    args = parser.parse_args()
    browser = tuple(int(n) for n in args.browser.split(",") if n.strip())
    print(
        f"evening: {TABLES}-table Mitchell, {DEALS} deals, browser tables {list(browser)}, "
        f"cores {os.cpu_count()}, {load_average()}",
        flush=True,
    )
    for database in args.databases.split(","):
        if database == "sqlite":
            report("SQLite (one process)", rehearse(None, 1, browser))
        elif database == "postgresql":
            try:
                with local_postgres() as server:
                    url = new_database(server, "rehearsal")
                    run = rehearse(url, args.workers, browser, threads=args.threads)
                report(
                    f"PostgreSQL ({args.workers} worker processes x {args.threads} threads)", run
                )
            except NoPostgres as exc:
                print(f"PostgreSQL: not run ({exc})")
        else:
            raise SystemExit(f"unknown database {database!r}: sqlite or postgresql")
        print(f"  {load_average()}", flush=True)


if __name__ == "__main__":
    main()

"""The simultaneous evening rehearsed (issue 18); own runner, never part of the test run.

Three clubs of 13 tables each (a 13-table Mitchell of 26 boards at every club) play the
same boards: each club's ``whist kiosk`` in its own process (SQLite, as on a club's
laptop), its 13 tablets simulated over HTTP (bench/bench_kiosk.py's tablets and
helpers), and the central server ``whist sim serve`` on PostgreSQL. Clubs A and B push
every ``--every`` seconds while they play, each by its own kiosk's background sync
(``whist kiosk --push-to``); club C is cut off from the central server (its kiosk pushes
to a port nobody listens on: every push fails, no network) until its tablets have
finished, then pushes its whole evening at once (``whist sim push``'s code).

Figures (the machine's load printed with them):

- the night: actions, tablets' p50/p99 (each club's apart: A and B pushing in the
  background, C's pushes failing at once, the baseline of the same run), pushes made and
  failed while cut off, and the check that nothing is lost or doubled (every acknowledged action in its kiosk's log
  once; every club's log at the central server row for row, once);
- sync: club C's whole evening pushed at once (target < 5 s for about 3,000 actions),
  and, as a ratio, against the same kiosk's own export of its log over HTTP (the
  baseline, measured in the same run);
- ranking: the field's results (matchpoints of 3 clubs x 13 tables across the field,
  each club's ranking) recomputed after the push (target < 200 ms), on the night's
  results and on three complete evenings played by kiosk/autoplay.py (1,014 results).

``--rounds`` (default 2: about 3,500 actions a club) bounds the night played over HTTP;
13 plays the whole evening. Loopback only. A PostgreSQL server is started for the run
(as the ``postgres`` user, like the tests' fixture) unless ``--db`` names a database.

Usage: ``.venv/bin/python bench/bench_sim_evening.py [--rounds 2] [--every 2] [--db URL]``
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import pwd
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from bench_kiosk import (  # noqa: E402
    Client,
    fetch_log,
    free_port,
    percentile,
    play_tablets,
    read_banner,
    wait_ready,
)

from dealer.folder import load_event, save_event  # noqa: E402
from dealer.generate import create_event  # noqa: E402
from field.central import Central  # noqa: E402
from field.schema import log_table  # noqa: E402
from field.standings import field_results  # noqa: E402
from kiosk.autoplay import Autoplayer  # noqa: E402
from kiosk.context import Kiosk  # noqa: E402
from whist import Play  # noqa: E402
from whistcli.sim import push_club  # noqa: E402

WHIST = Path(sys.executable).parent / "whist"
TARGET_PUSH_S = 5.0
TARGET_RANKING_MS = 200.0
CLUBS = ("a", "b", "c")


# --- PostgreSQL for the run ---------------------------------------------------------------


@contextlib.contextmanager
def postgres(url: str | None) -> Iterator[str]:
    """``url``, or a PostgreSQL server of this run (Debian's, as the postgres user, in a
    temporary folder on a loopback port) and a database on it."""
    if url:
        yield url
        return
    bindir = Path(
        subprocess.run(["pg_config", "--bindir"], capture_output=True, text=True).stdout.strip()
    )
    owner = pwd.getpwnam("postgres")
    folder = Path(tempfile.mkdtemp(prefix="whist-bench-pg-"))
    os.chown(folder, owner.pw_uid, owner.pw_gid)
    port = free_port()
    as_pg = ["runuser", "-u", "postgres", "--"]

    def run(*command: str) -> None:
        subprocess.run(command, check=True, capture_output=True, cwd="/")

    try:
        run(*as_pg, str(bindir / "initdb"), "-D", f"{folder}/data", "-A", "trust", "-U", "whist")
        options = f"-k {folder} -p {port} -c listen_addresses=127.0.0.1"
        run(*as_pg, str(bindir / "pg_ctl"), "-D", f"{folder}/data", "-o", options, "-l",
            f"{folder}/log", "-w", "start")  # fmt: skip
        try:
            import psycopg

            with psycopg.connect(
                f"postgresql://whist@127.0.0.1:{port}/postgres", autocommit=True
            ) as connection:
                connection.execute("CREATE DATABASE field")
                connection.execute("CREATE DATABASE field_full")
            yield f"postgresql://whist@127.0.0.1:{port}/field"
        finally:
            run(*as_pg, str(bindir / "pg_ctl"), "-D", f"{folder}/data", "-m", "fast", "-w", "stop")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# --- the clubs ------------------------------------------------------------------------------


def make_clubs(tmp: Path, db: str, tables: int) -> dict[str, Path]:
    """The dealer's event and ``whist sim create`` of three 13-table sections."""
    event = create_event(
        boards=2 * tables,
        name="Simultaneous rehearsal",
        event_id="sim-bench",
        secret=b"simultaneous bench secret 32 byt",
    )
    save_event(event, tmp / "dealer")
    sections = [x for c in CLUBS for x in ("--section", f"{c}:mitchell:{tables}:Club {c.upper()}")]
    subprocess.run(
        [str(WHIST), "sim", "create", str(tmp / "dealer"), "--db", db, "--out",
         str(tmp / "clubs"), *sections],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    return {c: tmp / "clubs" / c for c in CLUBS}


def start(command: list[str]) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    return process, wait_ready(process)


def stop(process: subprocess.Popen[str]) -> None:
    process.terminate()
    process.wait(10)
    if process.stdout is not None:
        process.stdout.close()


def later_rounds(client: Client, boards: dict[int, Any], errors: list[str]) -> None:
    """After bench_kiosk's first round (``play_tablets``): the next round called, the
    numbers confirmed, every board played card by card, until the movement's last round
    or the round limit held in ``client.last_round``."""
    try:
        while client.round < client.last_round:  # type: ignore[attr-defined]
            state = client.post("next", {})
            if state["phase"] == "finished":
                return
            seats = {s["seat"]: s["contestant"] for s in state["seating"]}
            state = client.post("seats", {"seats": seats})
            for number in state["deals"]:
                client.post("board", {"board": number})
                mirror = Play.from_board(boards[number])
                while not mirror.is_complete:
                    seat = mirror.to_play
                    assert seat is not None
                    card = mirror.lawful_plays()[-1]
                    mirror.play(card, seat)
                    fields = {"seat": str(seat), "card": str(card)}
                    client.post("action", {"action": {"type": "PlayCard", "fields": fields}})
                    client.plays += 1
                    if len(mirror.current_trick) == 4:
                        mirror.quit_trick()
                        client.post("action", {"action": {"type": "QuitTrick", "fields": {}}})
                client.post("confirm", {"seat": "E"})
    except Exception as exc:
        errors.append(f"table {client.table}: {exc}")


def play_club(port: int, tokens: dict[int, str], boards: dict[int, Any], rounds: int) -> Any:
    clients = [Client(port, n, tokens[n]) for n in sorted(tokens)]
    errors, _ = play_tablets(clients, boards, 3600.0)
    workers = []
    for c in clients:
        c.last_round = rounds  # type: ignore[attr-defined]
        workers.append(threading.Thread(target=later_rounds, args=(c, boards, errors)))
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    return clients, errors


def upstream(port: int, secret: str) -> dict[str, Any]:
    """The kiosk's background push as its director's console shows it."""
    import urllib.request

    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/director/grid", headers={"X-Director-Secret": secret}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        answer: dict[str, Any] = json.loads(response.read())["upstream"]
    return answer


def settled(port: int, secret: str, seconds: float = 120) -> dict[str, Any]:
    """The kiosk's push once every row is at the central server."""
    deadline = time.monotonic() + seconds
    up = upstream(port, secret)
    while time.monotonic() < deadline and not (up["state"] == "up-to-date" and not up["pending"]):
        time.sleep(0.2)
        up = upstream(port, secret)
    return up


def central_rows(db: str) -> dict[str, list[tuple[int, str]]]:
    from sqlalchemy import select

    central = Central(db)
    try:
        with central.engine.connect() as connection:
            rows = connection.execute(
                select(log_table.c.section, log_table.c.row_id, log_table.c.client_id).order_by(
                    log_table.c.section, log_table.c.row_id
                )
            ).all()
    finally:
        central.close()
    out: dict[str, list[tuple[int, str]]] = {c: [] for c in CLUBS}
    for section, row_id, client_id in rows:
        out[section].append((row_id, client_id))
    return out


def time_field(db: str, repeat: int = 5) -> tuple[float, int]:
    """Median milliseconds of the field's results computed from the database (the
    server's work for /api/field after a push), and the results counted."""
    central = Central(db)
    try:
        times = []
        for _ in range(repeat):
            started = time.perf_counter()
            field = central.field()
            times.append(1000 * (time.perf_counter() - started))
        counted = sum(len(d["lines"]) for d in field["deals"])
    finally:
        central.close()
    return statistics.median(times), counted


def the_night(tmp: Path, db: str, tables: int, rounds: int, every: float) -> dict[str, Any]:
    folders = make_clubs(tmp, db, tables)
    central, _banner = start([str(WHIST), "sim", "serve", "--db", db, "--port", "0"])
    kiosks: dict[str, tuple[subprocess.Popen[str], int, str, dict[int, str]]] = {}
    try:
        url = _banner.split("Serving on ")[1].split()[0]
        dead = f"http://127.0.0.1:{free_port()}"  # club C's network is cut
        for c, folder in folders.items():
            port = free_port()
            target = dead if c == "c" else url
            process, banner = start(
                [str(WHIST), "kiosk", str(folder), "--port", str(port), "--push-to", target,
                 "--push-every", str(every)]
            )  # fmt: skip
            tokens, secret = read_banner(banner)
            kiosks[c] = (process, port, secret, tokens)
        boards = {b.number: b for b in load_event(folders["a"]).boards}
        results: dict[str, Any] = {}
        started = time.perf_counter()
        threads = []
        for c in CLUBS:
            _, port, _, tokens = kiosks[c]

            def club(c: str = c, port: int = port, tokens: dict[int, str] = tokens) -> None:
                results[c] = play_club(port, tokens, boards, rounds)

            threads.append(threading.Thread(target=club))
        load_before = os.getloadavg()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        played = time.perf_counter() - started
        cut_off = upstream(kiosks["c"][1], kiosks["c"][2])
        # club C's network is back: its whole evening at once
        load_at_push = os.getloadavg()[0]
        push_started = time.perf_counter()
        pushed, _ = push_club(folders["c"], url)
        push_seconds = time.perf_counter() - push_started
        ranking_ms, counted = time_field(db)
        # clubs A and B: their kiosks push the last rows by themselves
        pushed_by_kiosk = {c: settled(kiosks[c][1], kiosks[c][2]) for c in ("a", "b")}
        # baseline: the same kiosk's own export of its log over HTTP
        export_started = time.perf_counter()
        logs = {c: fetch_log(kiosks[c][1], kiosks[c][2]) for c in CLUBS}
        export_seconds = (time.perf_counter() - export_started) / len(CLUBS)
        at_central = central_rows(db)
    finally:
        for process, *_ in kiosks.values():
            stop(process)
        stop(central)
    lost = doubled = 0
    latencies: list[float] = []
    by_club: dict[str, list[float]] = {}
    actions = plays = 0
    errors: list[str] = []
    for c in CLUBS:
        clients, errs = results.get(c, ([], ["not played"]))
        errors += errs
        logged = Counter(e["client_id"] for e in logs[c])
        acked = [a for cl in clients for a in cl.acked]
        lost += sum(1 for a in acked if logged.get(a, 0) != 1)
        doubled += sum(1 for n in logged.values() if n > 1)
        by_club[c] = [x for cl in clients for x in cl.latencies]
        latencies += by_club[c]
        actions += len(acked)
        plays += sum(cl.plays for cl in clients)
        mine = [(e["id"], e["client_id"]) for e in logs[c]]
        if mine != at_central[c]:
            lost += len(set(mine) - set(at_central[c]))
            doubled += len(at_central[c]) - len(set(at_central[c]))
            errors.append(f"club {c}: the central log differs from the club's")
    return {
        "actions": actions,
        "plays": plays,
        "played_s": played,
        "p50_ms": 1000 * percentile(latencies, 0.5) if latencies else 0.0,
        "p99_ms": 1000 * percentile(latencies, 0.99) if latencies else 0.0,
        "club_c_rows": pushed.sent,
        "push_s": push_seconds,
        "export_s": export_seconds,
        "ranking_ms": ranking_ms,
        "ranking_results": counted,
        "club_ms": {
            c: (1000 * percentile(x, 0.5), 1000 * percentile(x, 0.99))
            for c, x in by_club.items()
            if x
        },
        "pushes": {c: u["pushes"] for c, u in pushed_by_kiosk.items()},
        "pushed_state": {c: u["state"] for c, u in pushed_by_kiosk.items()},
        "refused_offline": cut_off["failures"],
        "cut_off_words": cut_off["words"],
        "lost": lost,
        "doubled": doubled,
        "errors": errors,
        "load_before": load_before,
        "load_at_push": load_at_push,
    }


def full_field(tmp: Path, db: str, tables: int) -> dict[str, Any]:
    """Three complete evenings played card by card by kiosk/autoplay.py into SQLite
    kiosks, each pushed to the central server's database (through the app, in this
    process), and the field of 3 x ``tables`` tables ranked."""
    from field.app import create_app

    folders = make_clubs(tmp, db, tables)
    central = Central(db)
    app = create_app(central)
    port = free_port()
    from waitress import create_server

    server = create_server(app, host="127.0.0.1", port=port, threads=4)
    threading.Thread(target=server.run, daemon=True).start()
    out: dict[str, Any] = {"rows": {}, "push_s": {}, "autoplay_s": {}}
    try:
        for seed, c in enumerate(CLUBS):
            event = load_event(folders[c])
            kiosk = Kiosk.open(event, f"sqlite:///{folders[c] / 'kiosk.sqlite3'}")
            started = time.perf_counter()
            out["rows"][c] = Autoplayer(kiosk.evening, seed=seed).run_evening()
            out["autoplay_s"][c] = time.perf_counter() - started
            kiosk.store.close()
            started = time.perf_counter()
            push_club(folders[c], f"http://127.0.0.1:{port}")
            out["push_s"][c] = time.perf_counter() - started
        central.set_release(time.time())  # the organiser's time: every board
        ranking_ms, counted = time_field(db)
        plays = central.plays()
        started = time.perf_counter()
        field_results(plays, release_at=0, now=1, game="duplicate-whist")
        out["compute_ms"] = 1000 * (time.perf_counter() - started)
    finally:
        server.close()
        central.close()
    out["ranking_ms"] = ranking_ms
    out["results"] = counted
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=13)
    parser.add_argument("--rounds", type=int, default=2, help="rounds played over HTTP")
    parser.add_argument("--every", type=float, default=2.0, help="seconds between pushes")
    parser.add_argument("--db", default=None, help="an empty PostgreSQL database (default: own)")
    parser.add_argument("--full-db", default=None, help="with --db: another empty database")
    parser.add_argument("--skip-full", action="store_true", help="no complete autoplayed field")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.2f} (1 min)")
    with postgres(args.db) as db, tempfile.TemporaryDirectory() as tmp:
        night = the_night(Path(tmp) / "night", db, args.tables, args.rounds, args.every)
        full: dict[str, Any] | None = None
        full_db = args.full_db if args.db else db.rsplit("/", 1)[0] + "/field_full"
        if not args.skip_full and full_db:
            full = full_field(Path(tmp) / "full", full_db, args.tables)
    load = os.getloadavg()
    if args.json:
        print(json.dumps({"night": night, "full": full, "load": load}, indent=1))
        return
    n = night
    print(
        f"the night: 3 clubs x {args.tables} tables, {args.rounds} rounds over HTTP: "
        f"{n['actions']} actions ({n['plays']} cards) in {n['played_s']:.1f} s, "
        f"tablets p50 {n['p50_ms']:.1f} ms p99 {n['p99_ms']:.1f} ms"
    )
    ms = n["club_ms"]
    print(
        f"  tablets by club, p50/p99 ms: A {ms['a'][0]:.1f}/{ms['a'][1]:.1f}, B "
        f"{ms['b'][0]:.1f}/{ms['b'][1]:.1f} (their kiosks pushing every {args.every:g} s "
        f"in the background), C {ms['c'][0]:.1f}/{ms['c'][1]:.1f} (no push gets through: "
        f"the baseline); A/C p50 {ms['a'][0] / ms['c'][0]:.2f}x"
    )
    print(
        f"  the kiosks' own pushes: A {n['pushes']['a']}, B {n['pushes']['b']} (then "
        f"{n['pushed_state']['a']}/{n['pushed_state']['b']}); club C cut off: "
        f"{n['refused_offline']} failed tries in a row, backing off; its console: "
        f"{n['cut_off_words']!r}"
    )
    print(
        f"  lost {n['lost']}, doubled {n['doubled']} (tablets -> kiosks -> central)"
        + (f"; errors: {n['errors'][:3]}" if n["errors"] else "")
    )
    ok = "OK" if n["push_s"] < TARGET_PUSH_S else "MISSED"
    print(
        f"sync (load {n['load_at_push']:.2f}): club C's whole evening, {n['club_c_rows']} rows, pushed in {n['push_s']:.2f} s "
        f"(target < {TARGET_PUSH_S:.0f} s: {ok}); {n['push_s'] / n['export_s']:.1f}x its "
        f"kiosk's own log export over HTTP ({n['export_s']:.2f} s, the baseline)"
    )
    ok = "OK" if n["ranking_ms"] < TARGET_RANKING_MS else "MISSED"
    print(
        f"ranking after the push: {n['ranking_ms']:.0f} ms for the field's results "
        f"({n['ranking_results']} released results; target < {TARGET_RANKING_MS:.0f} ms: {ok})"
    )
    if full is not None:
        rows = ", ".join(f"{c.upper()} {r}" for c, r in full["rows"].items())
        pushes = ", ".join(f"{s:.2f}" for s in full["push_s"].values())
        ok = "OK" if full["ranking_ms"] < TARGET_RANKING_MS else "MISSED"
        print(
            f"complete evenings (kiosk/autoplay.py, card by card): {rows} actions; each "
            f"pushed whole in {pushes} s; the field of {full['results']} results ranked in "
            f"{full['ranking_ms']:.0f} ms from the database ({full['compute_ms']:.0f} ms of "
            f"it scoring's; target < {TARGET_RANKING_MS:.0f} ms: {ok})"
        )
    print(f"load after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1/5/15 min)")


if __name__ == "__main__":
    main()

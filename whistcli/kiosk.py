"""``whist kiosk EVENT``: serve the table pages, the director's console and the results.

Served by waitress (pure Python; also runs on Windows). The table URLs carry their
tokens and are printed at start, with the director's secret, so the director can
print them as QR codes; nothing is opened by itself.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import signal
import socket
import sys
from pathlib import Path
from typing import Any

import click


def movement_for(name: str | None, tables: int | None, deals: int) -> Any:
    """The movement named by ``--movement``, built by :mod:`scoring`; ``None`` when none
    is named (the kiosk then plays the event's own)."""
    if name is None:
        return None
    from scoring import MovementError, build_movement

    if name == "rubber":  # Bridge Whist: one table playing rubbers (kiosk.rubber)
        from kiosk.rubber import rubber_movement

        if tables not in (None, 1):
            raise click.ClickException("--movement rubber is one table: leave out --tables")
        return rubber_movement(range(1, deals + 1))

    if tables is None:
        raise click.ClickException(f"--movement {name} needs --tables N (how many tables play)")
    try:
        return build_movement(name, tables, deals)
    except MovementError as exc:
        # the kiosk plays the event's boards: advice to pass --deals (which `whist
        # movement` takes) cannot be followed here
        reason = re.sub(r"\s*(Give|Use) --deals[^.]*\.(\s*Use [^.]*\.)?", "", str(exc))
        raise click.ClickException(
            f"movement {name!r} for {tables} tables cannot play this event's {deals} boards: "
            f"{reason} Choose another movement or number of tables (`whist movement "
            "--names`), or deal an event of a size that fits (`whist deal --boards N`)"
        ) from exc


#: The driver each database needs, as pip installs it.
_DRIVERS = {"postgresql": "psycopg[binary]", "mysql": "pymysql", "mariadb": "pymysql"}


def check_db_url(url: str) -> None:
    """Refuse, in one line with what to do, a ``--db`` that is not a database URL, whose
    driver is not installed, or whose SQLite file cannot be created."""
    from sqlalchemy.exc import NoSuchModuleError

    from kiosk.store import StoreError, database_url

    try:
        parsed = database_url(url)
        dialect = parsed.get_dialect()
    except StoreError as exc:
        raise click.ClickException(f"--db {exc}") from None
    except NoSuchModuleError:
        raise click.ClickException(
            f"--db {url!r}: unknown database {url.split(':')[0]!r}; use sqlite:///PATH or "
            "postgresql://USER@HOST/DATABASE"
        ) from None
    backend = parsed.get_backend_name()
    try:
        dialect.import_dbapi()
    except ImportError as exc:
        package = _DRIVERS.get(backend, getattr(exc, "name", None) or "the driver")
        raise click.ClickException(
            f"--db {backend}: the database driver is not installed; install it with "
            f'pip install "{package}"'
        ) from None
    if backend == "sqlite" and parsed.database and parsed.database != ":memory:":
        folder = Path(parsed.database).absolute().parent
        if not folder.is_dir():
            raise click.ClickException(
                f"--db {url}: the folder {folder} does not exist; create it or give another path"
            )


def startup_text(app: Any, base: str) -> str:
    """The URLs to print: every table page with its token, the console and its secret,
    the results."""
    kiosk = app.extensions["kiosk"]
    evening = kiosk.evening
    lines = [
        f"Kiosk for {kiosk.event.name or kiosk.event.event_id!r} ({kiosk.event.game}, "
        f"{len(evening.table_numbers())} tables, {evening.movement.name}, "
        f"{len(evening.round_numbers)} rounds)",
    ]
    for number, url in kiosk.table_urls(base).items():
        lines.append(f"  table {number}: {url}")
    from kiosk.keeper_views import keeper_links  # the score-keeper's tables, if any

    lines.extend(keeper_links(app, base))
    lines.append(f"  director: {base}/director  (secret: {kiosk.director_secret})")
    lines.append(f"  results:  {base}/results")
    lines.append(
        "A table's link works on the first tablet or phone that opens it; the director's "
        "console moves a table to another device."
    )
    return "\n".join(lines)


def lan_address() -> str:
    """This machine's address on its network (what the tablets use), found by asking the
    system which interface it would route to a private address through; no packet is
    sent. 127.0.0.1 when there is no network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def check_address(host: str, port: int) -> None:
    """Refuse, with what to do, an address the server cannot listen on (before waitress
    half-opens it)."""
    if not 0 <= port <= 65535:  # socket's bind() raises OverflowError, not OSError
        raise click.ClickException(
            f"--port {port} is not a port: choose one from 1 to 65535 (0 picks a free one)"
        )
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        raise click.ClickException(_address_refused(host, port, exc)) from exc


def _address_refused(host: str, port: int, exc: OSError) -> str:
    return (
        f"cannot listen on {host}:{port} ({exc.strerror or exc}): another program uses "
        "that port, or the address is not this machine's; choose another with --port/--host"
    )


def serve(
    app: Any, host: str, port: int, threads: int, https: tuple[Path, Path] | None = None
) -> None:
    """Serve ``app`` with waitress (settings for a hall of tablets: :mod:`kiosk.server`)
    until interrupted, printing the URLs first; behind TLS with ``https`` (CERT, KEY)."""
    from kiosk.server import ServeError, create, tls_context

    check_address(host, port)
    # waitress warns "Task queue depth is N" at every request queued behind the threads:
    # routine with a dozen tablets on 2 threads, and its logging costs every card play
    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:
        tls = tls_context(*https) if https is not None else None
    except ServeError as exc:
        raise click.ClickException(str(exc)) from exc
    if tls is not None:
        app.config["SESSION_COOKIE_SECURE"] = True
    server, actual, close_front = create(app, host, port, threads, tls)
    shown = lan_address() if host in ("0.0.0.0", "", "::") else host
    base = f"{'https' if tls else 'http'}://{shown}:{actual}"
    app.config["PUBLIC_URL"] = base
    click.echo(startup_text(app, base))
    click.echo(f"Serving on {base} (Ctrl-C to stop)")
    sys.stdout.flush()
    # a polite kill (SIGTERM) stops like Ctrl-C: waitress and the TLS front end close
    with contextlib.suppress(ValueError):  # not the main thread: leave it
        signal.signal(signal.SIGTERM, _stop)
    try:
        server.run()
    except KeyboardInterrupt:
        click.echo("stopped")
    finally:
        server.close()
        close_front()


def open_score_keeper(
    app: Any, game: str | None, players: str | None, options: tuple[str, ...] = ()
) -> None:
    """``--score-keeper GAME --players A,B,C,D [--keeper-option NAME=VALUE ...]``: the
    table of that sitting (the same one again when the kiosk is restarted with the same
    game, players and options)."""
    from kiosk.errors import KioskError
    from kiosk.keeper_views import open_for_command

    if game is None:
        used = "--players" if players is not None else "--keeper-option"
        raise click.ClickException(f"{used} is for a score-keeper table: add --score-keeper GAME")
    names = [p.strip() for p in players.split(",") if p.strip()] if players else None
    try:
        open_for_command(app, game, names, list(options))
    except KioskError as exc:
        if exc.message.startswith("--keeper-option"):
            raise click.ClickException(exc.message) from None
        raise click.ClickException(f"--score-keeper {game}: {exc.message}") from None


def _stop(_signal: int, _frame: Any) -> None:
    raise KeyboardInterrupt


def check_workers(workers: int, db_url: str | None) -> None:
    """Refuse ``--workers`` above 1 on an SQLite file: SQLite lets one process write at a
    time, and one kiosk process already writes every table's actions together (the
    group commit), so more processes would only queue on the file's lock -- and a
    process alone on its file reads the log only at start (``kiosk.state``)."""
    if workers > 1 and (db_url is None or db_url.startswith("sqlite")):
        raise click.ClickException(
            f"--workers {workers} needs a database server (--db postgresql://USER@HOST/NAME): "
            "on an SQLite file one kiosk process serves every table; leave out --workers, "
            "or put the log on PostgreSQL"
        )


def serve_workers(
    app: Any,
    config: dict[str, Any],
    host: str,
    port: int,
    threads: int,
    workers: int,
    https: tuple[Path, Path] | None = None,
) -> None:
    """Serve with ``workers`` processes on one listening socket (:class:`kiosk.server.Workers`),
    each opening its own kiosk on the shared database; ``app``, opened here first, has
    checked the event and the database and gives the URLs to print."""
    from kiosk import create_app
    from kiosk.server import ServeError, Workers, create, listening_socket, tls_context

    logging.getLogger("waitress.queue").setLevel(logging.ERROR)
    try:
        tls = tls_context(*https) if https is not None else None
    except ServeError as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        sock = listening_socket(host, port)
    except OSError as exc:
        raise click.ClickException(_address_refused(host, port, exc)) from exc
    actual = int(sock.getsockname()[1])
    shown = lan_address() if host in ("0.0.0.0", "", "::") else host
    base = f"{'https' if tls else 'http'}://{shown}:{actual}"
    # the supervisor keeps no connection to the database: each worker opens its own
    app.extensions["kiosk"].store.close()

    def work(_index: int) -> None:
        served = create_app(config)
        served.config["PUBLIC_URL"] = base
        if tls is not None:
            served.config["SESSION_COOKIE_SECURE"] = True
        server, _, close_front = create(served, host, actual, threads, tls, sock)
        try:
            server.run()
        finally:
            server.close()
            close_front()
            served.extensions["kiosk"].store.close()

    try:
        pool = Workers(work, workers, say=click.echo)
    except ServeError as exc:
        raise click.ClickException(str(exc)) from exc
    click.echo(startup_text(app, base))
    pids = pool.start()
    click.echo(
        f"Serving on {base} with {workers} worker processes "
        f"(pids {', '.join(map(str, pids))}; Ctrl-C to stop)"
    )
    sys.stdout.flush()
    try:
        pool.supervise()
    except ServeError as exc:
        raise click.ClickException(str(exc)) from exc
    finally:
        sock.close()
    click.echo("stopped")


@click.command("kiosk")
@click.argument("event", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="address to listen on; 0.0.0.0 lets the tablets on the club's network in",
)
@click.option("--port", default=8080, show_default=True, type=int, help="0 picks a free port")
@click.option("--db", "db_url", default=None, help="SQLAlchemy URL (default: EVENT/kiosk.sqlite3)")
@click.option(
    "--movement",
    "movement_name",
    default=None,
    help="movement when the event has none (rubber: one table of Bridge Whist playing rubbers)",
)
@click.option("--tables", type=int, default=None, help="tables of that movement")
@click.option("--quick", is_flag=True, help="quick mode: tables enter tricks only")
@click.option(
    "--threads",
    default=2,
    show_default=True,
    type=int,
    help="request threads (waitress buffers the network itself; more threads only share one "
    "Python core)",
)
@click.option(
    "--workers",
    default=1,
    show_default=True,
    type=click.IntRange(1, 64),
    help="server processes sharing the port, for a central server on PostgreSQL (--db "
    "postgresql://...); one is right for a club's SQLite file",
)
@click.option(
    "--sqlite-sync",
    type=click.Choice(["full", "normal"]),
    default="full",
    show_default=True,
    help="full: a saved action survives a power cut; normal: faster, survives a killed server",
)
@click.option(
    "--https",
    nargs=2,
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    metavar="CERT KEY",
    help="serve over HTTPS with this certificate and private key (PEM files)",
)
@click.option(
    "--score-keeper",
    "score_keeper",
    default=None,
    metavar="GAME",
    help="also a score-keeper table for a social game (whist games), e.g. solo-whist",
)
@click.option(
    "--players",
    default=None,
    help="the score-keeper's players, round the table to the left: Ann,Bob,Cyril,Dora",
)
@click.option(
    "--keeper-option",
    "keeper_options",
    multiple=True,
    metavar="NAME=VALUE",
    help="an option the score-keeper's table agreed, repeatable, e.g. grand=true (Solo), "
    "game_points=5 (Dummy), first_live=Bob (Mort: a player's name); the choices: "
    "docs/kiosk.md; without it, the book's rules",
)
@click.option(
    "--push-to",
    "push_to",
    default=None,
    metavar="URL",
    help="a simultaneous event's club: push the log to this central server in the "
    "background (default: the one in the club folder's sim.json, if any)",
)
@click.option(
    "--push-every",
    "push_every",
    default=30.0,
    show_default=True,
    type=click.FloatRange(min=0.1),
    help="seconds between two pushes (longer while the central server is unreachable)",
)
@click.option("--no-push", "no_push", is_flag=True, help="no background push (sim.json's server)")
def kiosk(
    event: Path,
    host: str,
    port: int,
    db_url: str | None,
    movement_name: str | None,
    tables: int | None,
    quick: bool,
    threads: int,
    workers: int,
    sqlite_sync: str,
    https: tuple[Path, Path] | None,
    score_keeper: str | None = None,
    players: str | None = None,
    keeper_options: tuple[str, ...] = (),
    push_to: str | None = None,
    push_every: float = 30.0,
    no_push: bool = False,
) -> None:
    """Run the tables, the director's console and the live results of EVENT (a folder
    written by `whist deal`)."""
    from dealer.event import EventError
    from dealer.folder import load_event
    from kiosk import create_app
    from kiosk.context import KioskSetupError

    try:
        loaded = load_event(event)
    except (EventError, OSError, ValueError) as exc:
        raise click.ClickException(f"cannot read event {event}: {exc}") from exc
    check_workers(workers, db_url)
    movement = movement_for(movement_name, tables, len(loaded.boards))
    if movement_name == "rubber" and loaded.game != "bridge-whist":
        raise click.ClickException(
            f"--movement rubber is for Bridge Whist; {event} is {loaded.game}"
        )
    config: dict[str, Any] = {
        "EVENT": loaded,
        "EVENT_PATH": str(event),
        "SQLITE_SYNCHRONOUS": sqlite_sync,
        "PLAY_REVIEW": True,
    }
    from whistcli.sim import club_key

    key = club_key(event)  # a simultaneous event's club: its own key, not the dealer's secret
    if key is not None:
        config["SECRET"] = key
    if db_url:
        check_db_url(db_url)
        config["DATABASE_URL"] = db_url
    if movement is not None:
        config["MOVEMENT"] = movement
    if quick:
        config["SETTINGS"] = {"quick_mode": True}
    try:
        app = create_app(config)
    except (KioskSetupError, ValueError) as exc:
        raise click.ClickException(f"event {event}: {exc}") from exc
    except OSError as exc:
        raise click.ClickException(
            f"event {event}: cannot open the database ({exc.strerror or exc}: "
            f"{exc.filename or db_url or 'kiosk.sqlite3'})"
        ) from exc
    if score_keeper is not None or players is not None or keeper_options:
        open_score_keeper(app, score_keeper, players, keeper_options)
    sync = upstream(app, event, push_to, push_every, no_push, workers)
    try:
        if workers > 1:
            serve_workers(app, config, host, port, threads, workers, https)
        else:
            serve(app, host, port, threads, https)
    finally:
        if sync is not None:
            sync.stop(timeout=5)


def upstream(
    app: Any, event: Path, push_to: str | None, every: float, no_push: bool, workers: int
) -> Any:
    """A simultaneous event's club: the background push of its log to the central server
    (``--push-to URL``, or sim.json's ``central``), started; ``None`` when there is none."""
    from whistcli.sim import SIM_FILE, kiosk_sync

    if no_push:
        if push_to is not None:
            raise click.UsageError("--push-to and --no-push: give one of them")
        return None
    if push_to is None:
        try:
            settings = json.loads((event / SIM_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # not a club's folder, or no readable sim.json: kiosk_sync says why
        if not isinstance(settings, dict) or not settings.get("central"):
            return None
    if workers > 1:
        raise click.ClickException(
            "a club's kiosk pushing to a central server is one process: leave out --workers "
            "(or --no-push)"
        )
    sync = kiosk_sync(app, event, push_to, every)
    sync.start()
    click.echo(
        f"Pushing section {sync.state.section}'s log to {sync.state.central} every "
        f"{every:g} s in the background (the director's console shows how far it is)"
    )
    return sync

"""``whist sim``: a simultaneous event -- the same boards played the same night in many
clubs, one field-wide ranking (docs/simultaneous.md).

The organiser: ``whist sim create EVENT --db postgresql://... --section NAME:MOVEMENT:TABLES
... --out CLUBS`` makes the central event and writes each club's folder (its kiosk event,
with its section's movement, and ``sim.json`` holding its upload key and its own kiosk
key, never the dealer's secret); ``whist sim serve`` runs the central server (the field
results page); ``sections``, ``release`` and ``export`` do the rest, and ``reset``,
``withdraw`` and ``audit`` correct a section. A club: ``whist kiosk CLUBS/NAME`` on its
laptop as any evening, which pushes its log in the background when sim.json names the
central server (or ``--push-to URL``); ``whist sim push CLUBS/NAME`` (once, or ``--every
30``) does the same by hand.
"""

from __future__ import annotations

import datetime
import hashlib
import hmac
import json
import time
from pathlib import Path
from typing import Any

import click

#: the club folder's file with the section, its upload key, its kiosk key and the central
#: server
SIM_FILE = "sim.json"
EVENT_JSON = "event.json"
#: sim.json's field with the club's own kiosk key (hex): its table links, director's
#: secret, sessions and signed paper are made from it, never from the dealer's secret
KIOSK_KEY = "kiosk_key"


def derive_club_key(dealer_secret: bytes, club_event: str) -> bytes:
    """The kiosk key of the club whose event id is ``club_event``: HMAC-SHA256 of the
    dealer's secret over that id. A club's folder holds this key, never the dealer's
    secret: HMAC is one-way, so a club's director can compute neither the dealer's secret
    nor another club's key (and so no other club's table links or director's secret).
    Derived rather than random so that ``whist sim club-event`` writing a lost folder
    again gives the same key: the club's printed table QR codes, signed paper and kiosk
    database stay good."""
    message = b"whist sim club kiosk key\0" + club_event.encode("utf-8")
    return hmac.new(dealer_secret, message, hashlib.sha256).digest()


def club_key(folder: Path) -> bytes | None:
    """The club's kiosk key from ``folder``'s sim.json; ``None`` when ``folder`` is not a
    club's folder (no sim.json). A sim.json without a readable key is refused in one line."""
    path = folder / SIM_FILE
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return bytes.fromhex(str(data[KIOSK_KEY]))
    except (OSError, ValueError, TypeError, KeyError) as exc:
        raise click.ClickException(
            f"{path}: no readable club kiosk key ({KIOSK_KEY!r}: {exc}); write the club's "
            "folder again with `whist sim club-event`"
        ) from exc


def _central(db: str, *, event: bool = True) -> Any:
    """The central database at ``db``; with ``event``, one that holds the event."""
    from field.central import Central, CentralError

    try:
        central = Central(db)
        if event:
            try:
                central.event()
            except CentralError:
                central.close()
                raise
        return central
    except CentralError as exc:
        raise click.ClickException(str(exc)) from exc
    except ImportError as exc:  # the driver: psycopg
        raise click.ClickException(
            f'--db: the database driver is not installed ({exc}); pip install "psycopg[binary]"'
        ) from exc


def _section_spec(text: str, deals: int) -> Any:
    """``NAME:MOVEMENT:TABLES[:CLUB]`` as a :class:`field.central.SectionSpec`."""
    from field.central import SectionSpec, check_name
    from scoring import MovementError, build_movement

    parts = text.split(":", 3)
    if len(parts) < 3:
        raise click.BadParameter(
            f"{text!r}: write NAME:MOVEMENT:TABLES or NAME:MOVEMENT:TABLES:CLUB "
            "(e.g. north:mitchell:13:North Whist Club)",
            param_hint="--section",
        )
    name, form, tables = parts[:3]
    try:
        check_name(name)
        count = int(tables)
        movement = build_movement(form, count, deals)
    except (ValueError, MovementError) as exc:
        raise click.BadParameter(f"{text!r}: {exc}", param_hint="--section") from exc
    return SectionSpec(name, parts[3] if len(parts) > 3 else name, movement)


@click.group("sim")
def sim() -> None:
    """A simultaneous event: the same boards in many clubs, one field-wide ranking."""


@sim.command("create")
@click.argument("event", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--db", required=True, help="the central database (postgresql://USER@HOST/NAME)")
@click.option(
    "--section",
    "specs",
    multiple=True,
    required=True,
    help="a club's section: NAME:MOVEMENT:TABLES[:CLUB] (e.g. north:mitchell:13:North WC)",
)
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="folder for the clubs' folders (one per section)",
)
@click.option("--central", "central_url", default="", help="the central server's URL, for sim.json")
def create(event: Path, db: str, specs: tuple[str, ...], out: Path, central_url: str) -> None:
    """Make the central event from the dealer's EVENT folder, a section per club, and
    write each club's folder with its upload key (shown once)."""
    from dealer.event import EventError
    from dealer.folder import load_event
    from field.central import CentralError
    from kiosk.context import deals_fingerprint

    try:
        loaded = load_event(event)
    except (EventError, OSError, ValueError) as exc:
        raise click.ClickException(f"cannot read event {event}: {exc}") from exc
    _need_secret(loaded, event)
    sections = [_section_spec(s, len(loaded.boards)) for s in specs]
    names = [s.name for s in sections]
    if len(set(names)) != len(names):
        raise click.ClickException(f"--section: a section name is given twice ({names})")
    for s in sections:
        if (out / s.name).exists():
            raise click.ClickException(
                f"{out / s.name} exists already: give --out a new folder for the clubs' folders"
            )
    central = _central(db, event=False)
    try:
        keys = central.create(
            event_id=loaded.event_id,
            name=loaded.name,
            game=loaded.game,
            commitment=loaded.commitment,
            deals_sha256=deals_fingerprint(loaded.boards),
            boards=len(loaded.boards),
            sections=sections,
        )
    except (CentralError, ValueError) as exc:
        raise click.ClickException(str(exc)) from exc
    finally:
        central.close()
    click.echo(f"Simultaneous event {loaded.name or loaded.event_id!r} on {db}")
    for s in sections:
        _club_folder(loaded, s, keys[s.name], out / s.name, central_url)
    click.echo(
        "The keys are shown once (the server keeps only their hashes); each is in its club's "
        f"{SIM_FILE}. Hand each club its own folder only."
    )


def _need_secret(loaded: Any, event: Path) -> None:
    if loaded.secret is None:
        raise click.ClickException(
            f"{event} has no `secret` file: each club's kiosk key is made from the dealer's "
            "secret; run this on the dealer's own folder (the one `whist deal` wrote)"
        )


def _club_folder(loaded: Any, spec: Any, key: str, folder: Path, central_url: str) -> None:
    """Write a club's folder: the dealer's event (without its secret) with the section's
    movement and the club's own event id, and ``sim.json`` (section, upload key, the
    club's kiosk key, central server), 0600."""
    from dataclasses import replace

    from dealer.folder import save_event
    from field.central import club_event_id
    from fileio import atomic_write_text

    event_id = club_event_id(loaded.event_id, spec.name)
    # the dealer's secret stays with the dealer: the club gets its own key (sim.json)
    club = replace(
        loaded,
        event_id=event_id,
        name=f"{loaded.name or loaded.event_id} ({spec.club})",
        movement=spec.movement.to_dict(),
        secret=None,
    )
    save_event(club, folder)
    settings = {
        "section": spec.name,
        "club": spec.club,
        "key": key,
        "central": central_url,
        KIOSK_KEY: derive_club_key(loaded.secret, event_id).hex(),
    }
    atomic_write_text(folder / SIM_FILE, json.dumps(settings, indent=1) + "\n", mode=0o600)
    click.echo(
        f"  section {spec.name} ({spec.club}, {spec.movement.name}, {spec.movement.tables} "
        f"tables): folder {folder}, upload key {key}"
    )


@sim.command("club-event")
@click.argument("event", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--db", required=True, help="the central database")
@click.option("--section", "name", required=True, help="the club's section")
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path))
@click.option("--central", "central_url", default="", help="the central server's URL, for sim.json")
def club_event(event: Path, db: str, name: str, out: Path, central_url: str) -> None:
    """Write one club's folder again (lost, or its key leaked) with a new upload key: the
    old key stops working. The club's kiosk database and log are not touched."""
    from dealer.event import EventError
    from dealer.folder import load_event
    from field.central import CentralError, Refused, SectionSpec
    from kiosk.context import deals_fingerprint

    try:
        loaded = load_event(event)
    except (EventError, OSError, ValueError) as exc:
        raise click.ClickException(f"cannot read event {event}: {exc}") from exc
    _need_secret(loaded, event)
    if (out / EVENT_JSON).exists():
        raise click.ClickException(
            f"{out} holds an event already: give --out a new folder (the club copies its "
            "kiosk database, kiosk.sqlite3 and its side files, into it to play on)"
        )
    central = _central(db)
    try:
        info = central.event()
        if deals_fingerprint(loaded.boards) != info.deals_sha256:
            raise click.ClickException(
                f"{event} is not the dealer's event of this simultaneous event ({info.event_id!r})"
            )
        key = central.new_key(name)
        section = next(s for s in central.sections() if s.name == name)
    except (CentralError, Refused) as exc:
        raise click.ClickException(str(getattr(exc, "message", exc))) from exc
    finally:
        central.close()
    _club_folder(loaded, SectionSpec(name, section.club, section.movement), key, out, central_url)
    click.echo("The new key is shown once; the section's old key no longer works.")


@sim.command("sections")
@click.option("--db", required=True, help="the central database")
@click.option("--json", "as_json", is_flag=True, help="as JSON")
def sections(db: str, as_json: bool) -> None:
    """List the sections: club, movement, rows received, last push, boards finished."""
    central = _central(db)
    try:
        field = central.field()
        listed = central.sections()
    finally:
        central.close()
    finished = {s["section"]: s["finished"] for s in field["sections"]}
    rows = [
        {
            "section": s.name,
            "club": s.club,
            "movement": s.movement.name,
            "tables": s.movement.tables,
            "rows": s.rows,
            "last_row": s.last_row,
            "pushed": _when(s.pushed),
            "finished": len(finished.get(s.name, [])),
            "withdrawn": _when(s.withdrawn),
        }
        for s in listed
    ]
    if as_json:
        click.echo(json.dumps(rows, indent=1))
        return
    for r in rows:
        click.echo(
            f"{r['section']:<12} {r['club']:<24} {r['movement']} {r['tables']} tables  "
            f"{r['rows']} rows  last push {r['pushed'] or 'never'}  "
            f"{r['finished']} of {field['boards']} boards finished"
            + (f"  WITHDRAWN {r['withdrawn']}" if r["withdrawn"] else "")
        )


def _when(moment: float | None) -> str:
    if moment is None:
        return ""
    return datetime.datetime.fromtimestamp(moment, datetime.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


@sim.command("release")
@click.option("--db", required=True, help="the central database")
@click.option(
    "--at", "at", default=None, help="release every board at this time (ISO 8601, UTC if no zone)"
)
@click.option("--now", is_flag=True, help="release every board now")
@click.option(
    "--clear", is_flag=True, help="no release time: each board when every club has finished it"
)
def release(db: str, at: str | None, now: bool, clear: bool) -> None:
    """Set the time at which every board's field results are shown, finished or not."""
    if sum((at is not None, now, clear)) != 1:
        raise click.UsageError("give one of --at TIME, --now or --clear")
    moment: float | None = None
    if now:
        moment = time.time()
    elif at is not None:
        try:
            parsed = datetime.datetime.fromisoformat(at)
        except ValueError:
            raise click.BadParameter(
                f"{at!r} is not a time: write e.g. 2026-11-26T22:30 (UTC) or 22:30+01:00",
                param_hint="--at",
            ) from None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=datetime.UTC)
        moment = parsed.timestamp()
    central = _central(db)
    try:
        central.set_release(moment)
    finally:
        central.close()
    click.echo(
        f"every board's field results are released at {_when(moment)}"
        if moment is not None
        else "no release time: a board's field results are shown when every club has finished it"
    )


def _organiser(by: str | None) -> str:
    import getpass

    if by:
        return by
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no user name in this environment
        return "organiser"


def _section_named(central: Any, name: str) -> Any:
    section = next((s for s in central.sections() if s.name == name), None)
    if section is None:
        central.close()
        raise click.ClickException(
            f"the event has no section {name!r} (whist sim sections lists them)"
        )
    return section


_REASON = click.option(
    "--reason", required=True, help="why (goes into the event's audit log: whist sim audit)"
)
_BY = click.option("--by", default=None, help="who does it, for the audit log (default: you)")
_YES = click.option("--yes", is_flag=True, help="do not ask for confirmation")


@sim.command("reset")
@click.option("--db", required=True, help="the central database")
@click.option("--section", "name", required=True, help="the club's section")
@_REASON
@_BY
@_YES
def reset(db: str, name: str, reason: str, by: str | None, yes: bool) -> None:
    """Empty a club's section at the central server (it pushed the wrong log, or must
    replay): its log and results there are deleted, its next push starts it again. The
    club's own kiosk keeps its log. Audited; the field's results are computed without
    them. Needs the central database: a club's upload key cannot do it."""
    from field.central import CentralError

    central = _central(db)
    try:
        section = _section_named(central, name)
        rows, results = central.section_holdings(name)
        if not yes:
            click.confirm(
                f"Reset section {name} ({section.club})? The central server forgets its "
                f"{rows} log rows and {results} results; the field's results no longer count "
                "them until the club pushes again",
                abort=True,
            )
        try:
            done = central.reset(name, reason=reason, actor=_organiser(by))
        except CentralError as exc:
            raise click.ClickException(str(exc)) from exc
    finally:
        central.close()
    click.echo(
        f"section {name} reset: {done['rows']} log rows and {done['results']} results removed "
        "(in the audit log); the club's next push starts it again"
    )


@sim.command("withdraw")
@click.option("--db", required=True, help="the central database")
@click.option("--section", "name", required=True, help="the club's section")
@_REASON
@_BY
@_YES
@click.option("--reinstate", is_flag=True, help="put a withdrawn section back in the field")
def withdraw(db: str, name: str, reason: str, by: str | None, yes: bool, reinstate: bool) -> None:
    """Take a club's section out of the field (or, with --reinstate, back in): the field's
    ranking, travellers and release rule leave it out and its pushes are refused; what it
    pushed is kept. Audited. Needs the central database: a club's upload key cannot do it."""
    from field.central import CentralError

    central = _central(db)
    try:
        section = _section_named(central, name)
        if not yes:
            click.confirm(
                f"Put section {name} ({section.club}) back in the field?"
                if reinstate
                else f"Withdraw section {name} ({section.club}) from the field? Its results "
                "leave the field's ranking and travellers, and its pushes are refused",
                abort=True,
            )
        try:
            central.withdraw(name, reason=reason, actor=_organiser(by), reinstate=reinstate)
        except CentralError as exc:
            raise click.ClickException(str(exc)) from exc
    finally:
        central.close()
    click.echo(
        f"section {name} is back in the field"
        if reinstate
        else f"section {name} withdrawn from the field (in the audit log)"
    )


@sim.command("audit")
@click.option("--db", required=True, help="the central database")
@click.option("--json", "as_json", is_flag=True, help="as JSON")
def audit(db: str, as_json: bool) -> None:
    """What the organiser did to the sections (resets, withdrawals), oldest first."""
    central = _central(db)
    try:
        rows = central.audit()
    finally:
        central.close()
    if as_json:
        click.echo(json.dumps(rows, indent=1))
        return
    if not rows:
        click.echo("nothing: no section was reset or withdrawn")
    for r in rows:
        removed = (
            f" ({r['detail'].get('rows', 0)} rows, {r['detail'].get('results', 0)} results removed)"
            if r["action"] == "reset"
            else ""
        )
        click.echo(
            f"{_when(r['at'])}  {r['action']} {r['section']} by {r['actor']}{removed}: "
            f"{r['reason']}"
        )


@sim.command("export")
@click.option("--db", required=True, help="the central database")
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path))
def export(db: str, out: Path) -> None:
    """Write every result received as one results file of the field (what `whist score`
    reads: the sections' tables and pairs numbered one after the other, named by club)."""
    from field.standings import FieldError
    from scoring import dump

    central = _central(db)
    try:
        rf = central.results_file()
    except FieldError as exc:
        raise click.ClickException(str(exc)) from exc
    finally:
        central.close()
    dump(rf, out)
    click.echo(f"{len(rf.results)} results of {rf.movement.tables} tables written to {out}")


@sim.command("serve")
@click.option("--db", required=True, help="the central database")
@click.option("--host", default="127.0.0.1", show_default=True, help="0.0.0.0: every network")
@click.option("--port", default=8090, show_default=True, type=int, help="0 picks a free port")
@click.option("--threads", default=4, show_default=True, type=int)
def serve(db: str, host: str, port: int, threads: int) -> None:
    """Run the central server: the field results page and the clubs' pushes."""
    import signal
    import sys

    from waitress import create_server

    from field.app import create_app
    from whistcli.kiosk import check_address

    check_address(host, port)
    central = _central(db)  # a database without an event is refused now, not at a request
    import kiosk

    # the field page wears the kiosk's live results stylesheets (field imports no kiosk)
    app = create_app(central, stylesheets=Path(kiosk.__file__).parent / "static")
    server = create_server(app, host=host, port=port, threads=threads)
    actual = server.effective_port
    click.echo(f"Field results: http://{host}:{actual}/")
    click.echo(f"Serving on http://{host}:{actual} (Ctrl-C to stop)")
    sys.stdout.flush()

    def stop(_signal: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        server.run()
    except KeyboardInterrupt:
        click.echo("stopped")
    finally:
        server.close()
        central.close()


@sim.command("push")
@click.argument("club", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "--central", "central_url", default=None, help="the central server (default: sim.json's)"
)
@click.option(
    "--db", "db_url", default=None, help="the club kiosk's database (default: CLUB/kiosk.sqlite3)"
)
@click.option(
    "--every",
    type=click.FloatRange(min=0.1),
    default=None,
    help="push again every SECONDS until stopped (longer while the server is unreachable)",
)
def push(club: Path, central_url: str | None, db_url: str | None, every: float | None) -> None:
    """Send the club's log and results to the central server (what it lacks: idempotent,
    resumable). The club's kiosk does the same by itself with `whist kiosk CLUB --push-to
    URL` (or when sim.json names the central server)."""
    from field.client import Offline, PushError, Sync

    settings = _sim_settings(club)
    if every is None:
        try:
            started = time.perf_counter()
            done, total = push_club(club, central_url, db_url)
        except Offline as exc:
            raise click.ClickException(str(exc)) from exc
        except PushError as exc:
            raise click.ClickException(f"the central server refused the push: {exc}") from exc
        click.echo(
            f"pushed {done.sent} rows ({done.received} new) of section "
            f"{settings['section']}: the server holds rows up to {done.last_row} of "
            f"{total}, in {time.perf_counter() - started:.2f} s"
        )
        return
    # the kiosk's background sync, in the foreground: the same waits, the same back-off
    sync = Sync(
        lambda: push_club(club, central_url, db_url),
        central=central_url or str(settings.get("central") or ""),
        section=str(settings["section"]),
        every=every,
        local_row=lambda: _last_row(club, db_url),
    )
    while True:
        wait = sync.step()
        state = sync.state
        click.echo(f"{_when(time.time())}: {state.words(time.time())}")
        if state.state in ("refused", "failed"):
            # say it and stop (a wrong key, a replaced log...): the kiosk's own background
            # sync retries instead, the organiser may put it right meanwhile
            what = "the central server refused the push: " if state.state == "refused" else ""
            raise click.ClickException(what + state.error)
        time.sleep(wait)


def _sim_settings(club: Path) -> dict[str, Any]:
    path = club / SIM_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or not data.get("section") or not data.get("key"):
            raise ValueError("no section or key")
    except (OSError, ValueError) as exc:
        raise click.ClickException(
            f"{path}: not a club folder's {SIM_FILE} ({exc}); use the folder `whist sim "
            "create` wrote for this club"
        ) from exc
    return data


def _last_row(club: Path, db_url: str | None) -> int:
    """The last row of the club kiosk's log (0 when it cannot be read now)."""
    from kiosk.store import Store, StoreError

    path = (club / "kiosk.sqlite3").absolute()
    url = db_url or f"sqlite:///file:{path}?mode=ro&uri=true"
    if db_url is None and not path.exists():
        return 0
    try:
        store = Store(url)
    except StoreError:
        return 0
    try:
        return store.last_id()
    finally:
        store.close()


def push_club(club: Path, central_url: str | None = None, db_url: str | None = None) -> Any:
    """One push of the club folder ``club``: its log read from its kiosk database
    (read-only, beside a running kiosk), its results as the kiosk scores them. Returns
    the :class:`field.client.Pushed` and the last row of the log read."""
    from dealer.event import EventError
    from dealer.folder import load_event
    from kiosk.context import Kiosk
    from kiosk.evening import Evening
    from kiosk.store import Store, StoreError
    from scoring import Movement

    settings = _sim_settings(club)
    base = central_url or settings.get("central") or ""
    if not base:
        raise click.ClickException(
            f"no central server: give --central URL (or put it in {club / SIM_FILE})"
        )
    try:
        event = load_event(club)
    except (EventError, OSError, ValueError) as exc:
        raise click.ClickException(f"cannot read the club's event {club}: {exc}") from exc
    if event.movement is None:
        raise click.ClickException(
            f"{club}: the club's event has no movement; use the folder `whist sim create` wrote"
        )
    if db_url is None:
        path = (club / "kiosk.sqlite3").absolute()
        if not path.exists():
            raise click.ClickException(
                f"{path}: no kiosk database yet: the club's kiosk (whist kiosk {club}) "
                "writes it at its first start; or give --db"
            )
        # read-only: the running kiosk keeps the file; nothing here writes to it
        db_url = f"sqlite:///file:{path}?mode=ro&uri=true"
    try:
        store = Store(db_url)
    except StoreError as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        stored = store.meta("event_id")
        if stored != event.event_id:
            raise click.ClickException(
                f"{db_url}: this is the kiosk database of event {stored!r}, not of the club "
                f"folder's {event.event_id!r}: give the club's own kiosk database with --db"
            )
        movement = Movement.from_dict(event.movement, f"{club} movement")
        evening = Evening(store, game=event.game, boards=event.boards, movement=movement)
        kiosk = Kiosk(
            event=event,
            store=store,
            evening=evening,
            key=b"",
            director_secret="",
            session_key=b"",
        )
        return push_kiosk(kiosk, str(base), settings)
    finally:
        store.close()


#: how often a push looks for a moment when no action waits for its group commit
SETTLE_TRIES = 200


def push_kiosk(kiosk: Any, base: str, settings: dict[str, Any]) -> Any:
    """Push ``kiosk``'s log and results (a club's kiosk, open in this process: the one
    ``whist kiosk`` serves, or one opened read-only by :func:`push_club`). The results
    are taken under the evening's lock at a moment when every action applied has been
    written, with the last row written: the push sends the rows up to it and the results
    they back, and nothing else holds the lock meanwhile but a copy of the results.
    Returns the :class:`field.client.Pushed` and that last row."""
    from field.client import PushError, push
    from kiosk.context import deals_fingerprint
    from kiosk.standings import results_file, scoresheet
    from scoring import dumps

    evening = kiosk.evening
    for _ in range(SETTLE_TRIES):
        with evening.lock:
            evening.catch_up()
            upto = evening.settled()
            if upto is not None:
                sheet = scoresheet(kiosk)
                break
        time.sleep(0.005)  # a group commit is under way: a few milliseconds
    else:
        raise PushError("the kiosk's tables never paused long enough to take the results")
    text = dumps(results_file(kiosk, sheet))
    store = kiosk.store

    def rows_after(last: int) -> list[dict[str, Any]]:
        return [e.to_json() for e in store.entries_after(last) if e.id <= upto]

    done = push(
        base,
        str(settings["section"]),
        str(settings["key"]),
        deals_sha256=deals_fingerprint(kiosk.event.boards),
        kiosk_event=kiosk.event.event_id,
        rows_after=rows_after,
        results=(text, upto),
    )
    return done, upto


def kiosk_sync(app: Any, folder: Path, central_url: str | None, every: float) -> Any:
    """The background sync of a club's kiosk (``whist kiosk CLUB --push-to URL``): a
    :class:`field.client.Sync` pushing ``app``'s kiosk every ``every`` seconds, its state
    on the director's console (``app.extensions["upstream"]``); not started yet."""
    from field.client import Sync

    settings = _sim_settings(folder)
    base = central_url or str(settings.get("central") or "")
    if not base:
        raise click.ClickException(
            f"--push-to: no central server; give --push-to URL (or put it in {folder / SIM_FILE})"
        )
    kiosk = app.extensions["kiosk"]
    sync = Sync(
        lambda: push_kiosk(kiosk, base, settings),
        central=base,
        section=str(settings["section"]),
        every=every,
        local_row=lambda: int(kiosk.evening.last_id),
    )
    app.extensions["upstream"] = sync
    return sync

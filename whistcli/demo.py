"""``whist demo``: the demo evening, from nothing to a running kiosk.

1. creates a small event (by default a 3-table Mitchell of 6 deals: seed 000, "The John
   T. Mitchell System") with the dealer, in ``./demo-event``;
2. deals it on the simulated dealing machine (``sim://``) and prints its paper, where
   those parts of the product are installed;
3. starts the kiosk and prints the URLs: every table page with its key, the director's
   console with the secret, the live results. It opens nothing by itself.

``--autoplay`` lets simulated players play lawful cards at every table, so a newcomer sees
the evening move; ``--no-serve`` plays the whole evening at once, prints the ranking and
exits (for CI); with ``--results FILE`` it also writes the evening's results file
(``docs/results-format.md``), which ``whist score`` reads.
"""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path
from typing import Any

import click

DEMO_NAME = "Demo evening"


def build_event(
    folder: Path,
    *,
    tables: int,
    deals: int,
    game: str,
    seed: str | None,
    resume: bool = False,
    movement_name: str = "mitchell",
    rubber: bool = False,
) -> Any:
    """Create (or re-create) the demo event in ``folder``, or with ``resume`` take up the
    demo evening already there; refuse a folder that holds anything but an earlier demo."""
    from dealer.event import EventError
    from dealer.folder import load_event, save_event
    from dealer.generate import create_event
    from scoring import MovementError, build_movement

    if folder.exists():
        try:
            previous = load_event(folder)
        except (EventError, OSError, ValueError):
            previous = None
        if previous is None or previous.name != DEMO_NAME:
            raise click.ClickException(
                f"{folder} exists and is not a demo event: choose another folder with --dir"
            )
        if resume:
            return previous
        shutil.rmtree(folder)
    elif resume:
        raise click.ClickException(f"there is no demo evening in {folder} to resume")
    try:
        if rubber:
            from kiosk.rubber import rubber_movement

            movement = rubber_movement(range(1, deals + 1))
        else:
            movement = build_movement(movement_name, tables, deals)
    except (MovementError, ValueError) as exc:
        raise click.ClickException(f"demo movement (--movement {movement_name}): {exc}") from exc
    event = create_event(
        boards=movement.deals,
        game=game,
        secret=bytes.fromhex(seed) if seed else None,
        name=DEMO_NAME,
        movement=movement.to_dict(),
    )
    save_event(event, folder)
    return event


def deal_on_simulator(folder: Path) -> str:
    try:
        from dealer.predeal import predeal
    except ImportError:
        return "machine link not installed: boards not dealt on the simulator"
    try:
        report = predeal(folder, "sim://?seed=1")
    except Exception as exc:  # the demo goes on without the machine; say why
        return f"simulated dealing machine failed ({exc}); the demo goes on without it"
    verified = getattr(report, "boards_verified", "?")
    return f"dealt and verified {verified} boards on the simulated dealing machine (sim://)"


def print_paper(folder: Path, event: Any) -> str:
    try:
        from printing.event import PrintEvent
        from printing.render import BEFORE, render_pdf, write_pdf
        from scoring import Movement
        from whist import find_game
    except ImportError:
        return "printing not installed: no paper"
    items = BEFORE
    if find_game(event.game).declares_trump:
        # Bridge Whist: "No trump card is turned" -- each table declares: no trump slips
        items = tuple(item for item in BEFORE if item != "trump-slips")
    try:
        movement = Movement.from_dict(event.movement) if event.movement else None
        paper = PrintEvent(
            event_id=event.event_id,
            name=event.name,
            boards=event.boards,
            secret=event.secret,
            movement=movement,
        )
        data, pages = render_pdf(paper, items)
        write_pdf(folder / "paper.pdf", data)
    except Exception as exc:  # the demo goes on without paper; say why
        return f"printing failed ({exc}); the demo goes on without paper"
    slips = "slips, " if "trump-slips" in items else ""
    return f"paper: {folder / 'paper.pdf'} ({pages} pages: hand records, {slips}cards)"


def ranking_text(standing: dict[str, Any]) -> str:
    ranking = standing["ranking"]
    lines = [f"{standing['recorded']} of {standing['expected']} scores recorded"]
    if ranking["rows"]:
        lines.append("Ranking:")
        for row in ranking["rows"]:
            lines.append(
                f"  {row['place']:>4}  {row['name']:<12} {row['direction']:<4} {row['score']}"
            )
    if ranking.get("note"):
        lines.append(str(ranking["note"]))
    return "\n".join(lines)


@click.command("demo")
@click.option(
    "--dir", "folder", default="demo-event", show_default=True, type=click.Path(path_type=Path)
)
@click.option("--tables", default=3, show_default=True, type=int)
@click.option("--deals", default=6, show_default=True, type=int)
@click.option(
    "--movement",
    "movement_name",
    default="mitchell",
    show_default=True,
    help="the demo's movement (`whist movement --names`; mitchell-1 for an even number of tables)",
)
@click.option(
    "--game",
    default="duplicate-whist",
    show_default=True,
    type=click.Choice(["duplicate-whist", "bishops-whist", "bridge-whist"]),
    help="bridge-whist: no trump card; the dealer or his partner declares, the adversaries "
    "may double",
)
@click.option(
    "--rubber",
    is_flag=True,
    help="bridge-whist: one table playing rubbers (game 30, rubber 100) instead of duplicate",
)
@click.option("--seed", default=None, help="hex secret, for a repeatable demo")
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="0.0.0.0 lets tablets and phones on this network in",
)
@click.option("--port", default=8080, show_default=True, type=int)
@click.option("--autoplay", is_flag=True, help="simulated players play at every table")
@click.option(
    "--delay",
    default=0.6,
    show_default=True,
    type=float,
    help="seconds between the simulated players' actions",
)
@click.option("--no-serve", is_flag=True, help="play the whole evening, print the ranking, exit")
@click.option("--resume", is_flag=True, help="take up the demo evening already in --dir")
@click.option(
    "--results",
    "results_path",
    default=None,
    type=click.Path(dir_okay=False, path_type=Path),
    help="with --no-serve: write the evening's results file here (`whist score` reads it)",
)
def demo(
    folder: Path,
    tables: int,
    deals: int,
    movement_name: str,
    game: str,
    seed: str | None,
    host: str,
    port: int,
    autoplay: bool,
    delay: float,
    no_serve: bool,
    resume: bool,
    results_path: Path | None,
    rubber: bool = False,
) -> None:
    """The demo evening: a small event dealt, printed and run in the kiosk."""
    from fileio import atomic_write_text
    from kiosk import create_app
    from kiosk.autoplay import Autoplayer
    from kiosk.standings import results_file, standings
    from scoring.resultsfile import dumps
    from whistcli.kiosk import serve

    if results_path is not None and not no_serve:
        raise click.UsageError("--results writes the results of the whole evening: add --no-serve")
    if rubber and game != "bridge-whist":
        raise click.UsageError(
            "--rubber is for --game bridge-whist: rubbers are a Bridge Whist sheet"
        )
    if results_path is not None and not results_path.resolve().parent.is_dir():
        raise click.UsageError(
            f"--results {results_path}: the folder {results_path.parent} does not exist"
        )

    event = build_event(
        folder,
        tables=tables,
        deals=deals,
        game=game,
        seed=seed,
        resume=resume,
        movement_name=movement_name,
        rubber=rubber,
    )
    click.echo(f"event {event.event_id}: {len(event.boards)} boards of {event.game} in {folder}")
    if resume:
        click.echo("resuming the evening where it was (the kiosk's log is in the folder)")
    else:
        click.echo(deal_on_simulator(folder))
        click.echo(print_paper(folder, event))
    app = create_app({"EVENT_PATH": str(folder), "PLAY_REVIEW": True})
    kiosk = app.extensions["kiosk"]
    players = Autoplayer(kiosk.evening, seed=1)
    if no_serve:
        from kiosk.review import stop_worker

        started = time.monotonic()
        steps = players.run_evening()
        click.echo(
            f"played the whole evening: {steps} actions in {time.monotonic() - started:.1f} s"
        )
        if rubber:
            from kiosk.rubber import rubber_text

            evening = kiosk.evening
            click.echo(rubber_text(evening.scored_runs(evening.tables[1])))
        else:
            click.echo(ranking_text(standings(kiosk)))
        if results_path is not None:
            try:
                atomic_write_text(results_path, dumps(results_file(kiosk)))
            except OSError as exc:
                raise click.ClickException(
                    f"{results_path}: cannot write the results file ({exc.strerror})"
                ) from exc
            finally:
                stop_worker(kiosk)
                kiosk.store.close()
            click.echo(f"results: {results_path} (`whist score {results_path}` ranks them)")
            return
        # the play analysis stops before the store closes (and before a next demo may
        # remove the folder it writes in)
        stop_worker(kiosk)
        kiosk.store.close()
        return
    if autoplay:

        def play_on() -> None:
            active = list(kiosk.evening.table_numbers())
            while active:
                for table in list(active):
                    if not players.step(table):
                        active.remove(table)
                time.sleep(delay)

        threading.Thread(target=play_on, name="demo-autoplay", daemon=True).start()
        click.echo("simulated players are playing at every table")
    click.echo(
        "Open a table's link on a tablet or phone (one per table), the director's console "
        "with the secret, and the results on a projector. Ctrl-C stops; `whist demo --resume` "
        "takes the evening up again."
    )
    serve(app, host, port, threads=2)

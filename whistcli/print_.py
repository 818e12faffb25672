"""``whist print EVENT [--what ITEMS] [--paper a4|letter] [--out FILE.pdf]
[--per-page 1|2|4|6] [--movement FILE.json] [--date TEXT] [--session TEXT]
[--results FILE]``.

Prints the event's paper into one PDF: hand records, trump (tray) slips -- the Laws of
Duplicate Whist, (d), keep the trump "recorded ... on a slip provided for that purpose"
-- curtain cards, guide cards (seed 000: "a card fastened at the sides of the tables
showing the correct movement of the player"), score cards and travellers. The event is
loaded with :func:`dealer.folder.load_event` and handed to :mod:`printing` as plain data.
After the event, ``--what results`` prints each board's results and frequencies from
a results file (the one ``whist score`` reads) or the kiosk's database. A movement
whose deals are not the event's boards is refused, naming the boards missing or
extra. The PDF is written atomically; a progress bar goes to stderr when it is a
terminal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click


@click.command("print")
@click.argument("event_path", metavar="EVENT", type=click.Path(path_type=Path))
@click.option(
    "--what",
    default="all",
    show_default=True,
    help="Comma-separated: hand-records, trump-slips, curtain-cards, guide-cards, "
    "score-cards, travellers, dealing-sheet, results, card-labels (or 'all': every item but "
    "results and card-labels; "
    "guide/score cards and travellers need a movement, results need --results).",
)
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"], case_sensitive=False),
    default="a4",
    show_default=True,
)
@click.option(
    "--out",
    "out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The PDF to write (default: EVENT/print.pdf, or EVENT/<items>.pdf).",
)
@click.option(
    "--per-page",
    type=click.Choice(["1", "2", "4", "6"]),
    default="2",
    show_default=True,
    help="Hand records to a page.",
)
@click.option(
    "--movement",
    "movement_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="A movement JSON file (`whist movement NAME --tables N --json`), used instead of "
    "the one kept with the event.",
)
@click.option(
    "--date",
    "date_text",
    default=None,
    help="The date printed on every page (default: the day the event was dealt), "
    "as YYYY-MM-DD or any text.",
)
@click.option("--session", default="", help="The session printed on every page, e.g. 'Evening'.")
@click.option(
    "--results",
    "results_path",
    type=click.Path(path_type=Path),
    default=None,
    help="For --what results: a results file (JSON, as `whist score` reads) or the kiosk's "
    "database (EVENT/kiosk.sqlite3, the default when it exists).",
)
@click.option("--quiet", is_flag=True, help="No progress bar.")
def print_command(
    event_path: Path,
    what: str,
    paper: str,
    out: Path | None,
    per_page: str,
    movement_file: Path | None,
    date_text: str | None,
    session: str,
    results_path: Path | None,
    quiet: bool,
) -> None:
    """Print the paper of the event in folder EVENT as one PDF."""
    from tqdm import tqdm

    from dealer.event import EventError
    from dealer.folder import load_event
    from printing import (
        PrintError,
        PrintEvent,
        item_count,
        parse_items,
        render_pdf,
        write_pdf,
    )
    from printing.fonts import FontNotFoundError
    from scoring import Movement, MovementError
    from scoring.movement import deals_mismatch
    from whist import find_game

    try:
        items = parse_items(what)
    except PrintError as error:
        raise click.ClickException(f"--what {what!r}: {error}") from error
    target = out if out is not None else _default_out(event_path, items, what)
    if out is not None and not target.parent.is_dir():
        raise click.ClickException(
            f"--out {out}: the folder {target.parent} does not exist; create it or choose "
            "another place for the PDF"
        )
    try:
        event = load_event(event_path)
    except (EventError, OSError) as error:
        raise click.ClickException(f"cannot load the event {event_path}: {error}") from error

    movement_data: dict[str, Any] | None = event.movement
    source = f"{event_path} (event.json, 'movement')"
    if movement_file is not None:
        try:
            movement_data = json.loads(movement_file.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise click.ClickException(
                f"{movement_file}, line {error.lineno}: not valid JSON ({error.msg}); write it "
                "with `whist movement NAME --tables N --json > FILE.json`"
            ) from error
        except (UnicodeDecodeError, RecursionError):
            raise click.ClickException(
                f"{movement_file}: not a movement (not UTF-8 JSON, or nested too deep); write "
                "it with `whist movement NAME --tables N --json > FILE.json`"
            ) from None
        source = str(movement_file)
    movement = None
    if movement_data is not None:
        try:
            movement = Movement.from_dict(movement_data, source)
        except MovementError as error:
            raise click.ClickException(f"the movement in {source}: {error}") from error
        mismatch = deals_mismatch(movement, (board.number for board in event.boards))
        uses_movement = movement_file is not None or any(
            item in ("guide-cards", "score-cards", "travellers", "results") for item in items
        )
        if mismatch and uses_movement:
            raise click.ClickException(
                f"the movement in {source} does not fit event {event.event_id!r}: {mismatch}; "
                "choose a movement for the event's boards (`whist movement NAME --tables N "
                "--deals D --json`)"
            )

    wanted_movement = [
        item for item in items if item in ("guide-cards", "score-cards", "travellers")
    ]
    if movement is None and wanted_movement:
        if what.strip().lower() == "all":
            items = tuple(item for item in items if item not in wanted_movement)
            click.echo(
                f"note: event {event.event_id!r} has no movement, so {', '.join(wanted_movement)} "
                "are left out; add one with --movement FILE.json (from `whist movement NAME "
                "--tables N --json > FILE.json`)",
                err=True,
            )
        else:
            raise click.ClickException(
                f"event {event.event_id!r} ({event_path}) has no movement, and "
                f"{', '.join(wanted_movement)} are drawn from one: write one with "
                "`whist movement NAME --tables N --json > movement.json` and print with "
                "--movement movement.json (or keep it with the event: `whist deal ... "
                "--movement movement.json`)"
            )

    declared = [b.number for b in event.boards if find_game(b.game).declares_trump]
    if declared and "trump-slips" in items:
        if what.strip().lower() != "all":
            raise click.ClickException(
                f"event {event.event_id!r} is Bridge Whist: there are no trump slips (no trump "
                "card is turned; each table declares the trump); leave out trump-slips"
            )
        items = tuple(item for item in items if item != "trump-slips")
        click.echo(
            "note: Bridge Whist has no trump slips (each table declares the trump): left out",
            err=True,
        )

    sheet = None
    if "results" in items:
        from whistcli.print_results import load_results

        sheet = load_results(event, event_path, results_path, movement)
    paper_event = PrintEvent(
        event_id=event.event_id,
        name=event.name or event.event_id,
        boards=event.boards,
        secret=_paper_secret(event, event_path),
        analysis=dict(event.analysis),
        movement=movement,
        date=_date_text(date_text, event.created),
        session=session,
        results=sheet,
    )
    try:
        total = item_count(paper_event, items)
        with tqdm(
            total=total,
            unit="item",
            desc="printing",
            disable=quiet or not sys.stderr.isatty(),
            file=sys.stderr,
        ) as bar:

            def advance(count: int) -> None:
                bar.update(count)

            data, pages = render_pdf(
                paper_event,
                items,
                paper=paper.lower(),
                per_page=int(per_page),
                progress=advance,
            )
        write_pdf(target, data)
    except PrintError as error:
        raise click.ClickException(f"{event_path}: {error}") from error
    except FontNotFoundError as error:
        raise click.ClickException(str(error)) from error
    except OSError as error:
        raise click.ClickException(f"cannot write {target}: {error}") from error
    noun = "page" if pages == 1 else "pages"
    click.echo(f"{target}: {pages} {noun} ({', '.join(items)}; {paper.upper()})")


def _date_text(given: str | None, created: str) -> str:
    """``2026-11-26`` (or the ISO time the event was created) -> ``Thursday 26 November
    2026``; other text as given."""
    from datetime import date

    text = given if given is not None else created[:10]
    try:
        day = date.fromisoformat(text.strip())
    except ValueError:
        return text.strip()
    return f"{day:%A} {day.day} {day:%B %Y}"


def _default_out(event_path: Path, items: tuple[str, ...], what: str) -> Path:
    folder = event_path.parent if event_path.is_file() else event_path
    name = "print" if what.strip().lower() == "all" else "-".join(items)
    return folder / f"{name}.pdf"


def _paper_secret(event: Any, event_path: Path) -> bytes | None:
    """The key of the paper's signed QR codes: a simultaneous event's club folder signs
    with the club's own kiosk key (its kiosk checks the scans with it; the folder holds no
    dealer's secret), any other folder with the event's secret."""
    from whistcli.sim import club_key

    key = club_key(event_path) if event_path.is_dir() else None
    return key if key is not None else event.secret

"""``whist event import FILE --out EVENT``: an event from another program's deal file.

::

    whist event import bigdeal.pbn --out club-night [--game G] [--movement M.json]
    whist event import machine.dup --out club-night --name "Tuesday pairs"

FILE is a deal file (``.pbn .dlm .dup .ber .lin .csv .bri .dge``); the event folder
written is the one ``whist deal`` writes, so ``whist print``, ``whist kiosk`` and
``whist machine`` work on it. See :mod:`dealer.importing` for what is read, what is
made (trump cards the file does not give) and why the event has a secret although its
deals are not committed.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from dealer.event import Event
    from dealer.importing import PbnSurvey

_GAMES = ("duplicate-whist", "bishops-whist", "bridge-whist")


@click.group()
def event() -> None:
    """Events made from other programs' files."""


@event.command(name="import")
@click.argument(
    "source", metavar="FILE", type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option(
    "--out",
    "out",
    required=True,
    type=click.Path(path_type=Path),
    help="The event folder to write.",
)
@click.option(
    "--game",
    type=click.Choice(_GAMES),
    help="The game (default: the file's, else duplicate whist).",
)
@click.option(
    "--movement",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="A scoring movement's JSON file to keep with the event.",
)
@click.option("--name", default="", help="The event's name, e.g. 'Tuesday pairs'.")
@click.option("--event-id", help="An id for the event (default: date and commitment).")
@click.option(
    "--first-board",
    type=int,
    default=1,
    show_default=True,
    help="Number of the first board when FILE holds no board numbers (BRI, DGE, BER).",
)
@click.option("--force", is_flag=True, help="Replace an event already in the folder.")
@click.option("--parents", is_flag=True, help="Create the folder's parent folders too.")
def import_command(
    source: Path,
    out: Path,
    game: str | None,
    movement: Path | None,
    name: str,
    event_id: str | None,
    first_board: int,
    force: bool,
    parents: bool,
) -> None:
    """Make an event folder from the deals of FILE (Big Deal's or a dealing machine's)."""
    from dealer.event import EventError
    from dealer.folder import EVENT_FILE, save_event
    from dealer.formats import format_for, pbn, read_deal_file
    from dealer.generate import new_secret
    from dealer.importing import import_event, survey_pbn
    from fileio import read_bytes
    from whist import NotationError
    from whistcli.deal import check_movement_file, check_name, check_out

    check_out(out, parents)
    check_name(name)
    if (out / EVENT_FILE).exists() and not force:
        raise click.ClickException(
            f"{out} already holds an event ({EVENT_FILE}); choose another --out folder, or "
            "pass --force to replace it"
        )
    survey = None
    if source.suffix.lower() == ".pbn" and format_for(source) is pbn.INFO:
        survey = survey_pbn(source, keep_numbers=movement is not None)
    if survey is not None:
        # boards streamed from the file to the folder: memory flat in the boards
        streamed = _stream(source, survey, out, game, movement, name, event_id, force)
        if streamed is not None:
            header, notes = streamed
            _report(out, header, survey.count, survey.first, survey.last, source, notes)
            return
    try:
        info = format_for(source)
        deal_file = read_deal_file(source, first_board=first_board)
        digest = hashlib.sha256(read_bytes(source)).hexdigest()
    except (NotationError, ValueError) as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(f"{source}: cannot read ({exc.strerror or exc})") from None
    for warning in deal_file.warnings:
        click.echo(f"warning: {warning}", err=True)
    movement_data = None
    if movement is not None:
        movement_data = check_movement_file(
            movement, [b.number for b in deal_file.boards], _MOVEMENT_ADVICE
        )
    if not name:
        first = deal_file.boards[0].number if deal_file.boards else None
        name = _name(deal_file.tags.get(first, ()) if first else ())
    try:
        made, notes = import_event(
            deal_file,
            secret=new_secret(),
            source_name=source.name,
            source_digest=digest,
            carries_dealer=info.carries_dealer,
            game=game,
            name=name,
            event_id=event_id,
            movement=movement_data,
        )
        save_event(made, out, overwrite=force)
    except (EventError, FileExistsError) as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(f"{out}: cannot write ({exc.strerror or exc})") from None
    numbers = [b.number for b in made.boards]
    _report(out, made, len(numbers), numbers[0], numbers[-1], source, notes)


_MOVEMENT_ADVICE = (
    "import a file of the boards the movement plays (--first-board for files without board numbers)"
)


def _name(tags: Any) -> str:
    """The event's name from the first board's ``[Event]`` tag ("?" and "#" are none)."""
    name = dict(tags).get("Event", "")
    return "" if name in ("?", "#") else " ".join(name.split())


def _stream(
    source: Path,
    survey: PbnSurvey,
    out: Path,
    game: str | None,
    movement: Path | None,
    name: str,
    event_id: str | None,
    force: bool,
) -> tuple[Event, list[str]] | None:
    """The streamed import of a surveyed PBN file (:func:`dealer.importing.stream_import`),
    or ``None`` when the whole-file way must give its error."""
    from dealer.event import EventError
    from dealer.formats import pbn
    from dealer.generate import new_secret
    from dealer.importing import stream_game, stream_import
    from whistcli.deal import check_movement_file

    game = stream_game(survey, game)
    if game is None:
        return None
    for warning in survey.warnings:
        click.echo(f"warning: {warning}", err=True)
    movement_data = None
    if movement is not None:
        movement_data = check_movement_file(movement, survey.numbers, _MOVEMENT_ADVICE)
    try:
        return stream_import(
            source,
            survey,
            out,
            secret=new_secret(),
            carries_dealer=pbn.INFO.carries_dealer,
            game=game,
            name=name or (_name(survey.first_tags) if survey.first else ""),
            event_id=event_id,
            movement=movement_data,
            overwrite=force,
        )
    except (EventError, FileExistsError) as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(f"{out}: cannot write ({exc.strerror or exc})") from None


def _report(
    out: Path, made: Event, count: int, first: int, last: int, source: Path, notes: list[str]
) -> None:
    click.echo(
        f"{out}: event {made.event_id}, {count} boards of {made.game} from "
        f"{source.name} (boards {first}-{last})"
    )
    for note in notes:
        click.echo(note)
    click.echo(
        "the deals are NOT committed: they came from a file, not from a secret published "
        "before the event; `whist deal verify` cannot prove them"
    )
    click.echo(
        f"secret kept in {out / 'secret'} (mode 0600): it signs the table links and QR codes only"
    )

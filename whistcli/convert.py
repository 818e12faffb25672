"""``whist convert IN OUT``: deal files from one format to another, by extension.

IN is a deal file (``.pbn .csv .lin .dlm .dup .bri .dge .ber``) or an event folder
(or its ``event.json``); OUT a deal file. What OUT's format cannot carry (trump
records, dealers, board numbers, the Bishops pack) stops the conversion with a
message, unless ``--lossy``, which writes it and prints what was left out.
"""

from __future__ import annotations

from pathlib import Path

import click


@click.command()
@click.argument("source", metavar="IN", type=click.Path(exists=True, path_type=Path))
@click.argument("target", metavar="OUT", type=click.Path(path_type=Path))
@click.option("--lossy", is_flag=True, help="Write even if OUT's format drops facts; say which.")
@click.option("--force", is_flag=True, help="Replace OUT if it exists.")
@click.option(
    "--first-board",
    type=int,
    default=1,
    show_default=True,
    help="Number of the first board when IN holds no board numbers (BRI, DGE, BER).",
)
@click.option("--headline", help="DLM: the Headline line.")
@click.option("--sealed", is_flag=True, help="DLM: Status=Sealed (the machine hides the hands).")
def convert(
    source: Path,
    target: Path,
    lossy: bool,
    force: bool,
    first_board: int,
    headline: str | None,
    sealed: bool,
) -> None:
    """Convert the deals of IN into OUT (formats by extension)."""
    from dealer.event import EventError
    from dealer.folder import EVENT_FILE, load_event
    from dealer.formats import FormatLossError, read_boards, write_boards
    from whist import NotationError

    if target.exists() and not force:
        raise click.ClickException(f"{target} exists; pass --force to replace it")
    try:
        if source.is_dir() or source.name == EVENT_FILE:
            boards = list(load_event(source).boards)
        else:
            boards = read_boards(source, first_board=first_board)
        options: dict[str, object] = {"show": not sealed}
        if headline is not None:
            options["headline"] = headline
        warnings = write_boards(boards, target, lossy=lossy, **options)
    except (FormatLossError, NotationError, EventError, ValueError) as exc:
        raise click.ClickException(f"{source} -> {target}: {exc}") from None
    except OSError as exc:
        raise click.ClickException(f"{target}: cannot write ({exc.strerror})") from None
    for warning in warnings:
        click.echo(f"warning: {warning}", err=True)
    click.echo(f"{target}: {len(boards)} boards written")

"""``whist convert IN OUT``: deal files from one format to another, by extension.

IN is a deal file (``.pbn .csv .lin .dlm .dup .bri .dge .ber``) or an event folder
(or its ``event.json``); OUT a deal file. What OUT's format cannot carry (trump
records, dealers, board numbers, the Bishops pack) stops the conversion with a
message, unless ``--lossy``, which writes it and prints what was left out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from dealer.formats.base import Tags
    from dealer.formats.pbn.record import PbnRecord
    from whist import Board


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
@click.option(
    "--csv-trump",
    is_flag=True,
    help="CSV: add the trump record as a 19th field (Big Deal writes 18).",
)
@click.option("--parents", is_flag=True, help="Create OUT's folder if it does not exist.")
def convert(
    source: Path,
    target: Path,
    lossy: bool,
    force: bool,
    first_board: int,
    headline: str | None,
    sealed: bool,
    csv_trump: bool,
    parents: bool,
) -> None:
    """Convert the deals of IN into OUT (formats by extension). What a board carries
    beyond its deal (PBN's event, players, vulnerability, contract...) is kept where OUT
    can hold it; PBN to PBN keeps every record as read."""
    from dealer.formats import (
        DealFile,
        FormatLossError,
        format_for,
        read_deal_file,
        stream_boards,
    )
    from fileio import open_binary
    from whist import NotationError

    if target.exists() and not force:
        raise click.ClickException(f"{target} exists; pass --force to replace it")
    if not target.parent.exists() and not parents:
        raise click.ClickException(
            f"{target}: the folder {target.parent} does not exist; check the path, or pass "
            "--parents to create it"
        )

    def echo_warnings(warnings: Iterable[str]) -> None:
        for warning in warnings:
            click.echo(f"warning: {warning}", err=True)

    try:
        info = format_for(target)
        from_event = source.is_dir() or source.name == "event.json"  # dealer.folder.EVENT_FILE
        pbn_source = not from_event and format_for(source).extension == ".pbn"
        options: dict[str, object] = {"show": not sealed, "trump": csv_trump}
        if headline is not None:
            options["headline"] = headline
        if info.extension == ".pbn" and pbn_source:
            # PBN to PBN: every record as read, every tag and section kept, a game at a
            # time (flat memory), each written as read into the temporary file.
            count = _pbn_to_pbn(source, target, parents, echo_warnings)
            warnings = list[str]()
        elif pbn_source:
            # A game at a time, each board written as it is read (flat memory).
            from dealer.formats.pbn.stream import PbnBoardStream

            with open_binary(source) as handle:
                stream = PbnBoardStream(handle, str(source))

                def boards() -> Iterator[tuple[Board, Tags]]:
                    yield from stream
                    echo_warnings(stream.warnings)  # known at the end of the file

                count, warnings = stream_boards(
                    boards(), target, lossy=lossy, make_parents=parents, **options
                )
        else:
            if from_event:
                from dealer.folder import load_event  # the event model loads only for a folder

                read = DealFile(load_event(source).boards)
            else:
                read = read_deal_file(source, first_board=first_board)
            echo_warnings(read.warnings)
            count, warnings = stream_boards(
                ((b, read.tags.get(b.number, ())) for b in read.boards),
                target,
                lossy=lossy,
                make_parents=parents,
                **options,
            )
    except (FormatLossError, NotationError, ValueError) as exc:  # EventError is a ValueError
        raise click.ClickException(f"{source} -> {target}: {exc}") from None
    except OSError as exc:
        raise click.ClickException(
            f"{source} -> {target}: {exc.strerror or exc} ({exc.filename or target})"
        ) from None
    for warning in warnings:
        click.echo(f"warning: {warning}", err=True)
    click.echo(f"{target}: {count} boards written")


def _pbn_to_pbn(
    source: Path, target: Path, parents: bool, echo_warnings: Callable[[Iterable[str]], None]
) -> int:
    """Write every game of the PBN file ``source`` to ``target`` as read (the bytes of
    :func:`dealer.formats.pbn.dumps` of :func:`~dealer.formats.pbn.loads`), a game at a
    time as :class:`~dealer.formats.pbn.stream.PbnBoardStream` reads them; the number
    of boards. The errors are those of reading the whole file first: a reading error,
    then a file of no board, then a game that cannot be written (the first met, raised
    once the file is read)."""
    from dealer.formats.pbn.stream import PbnBoardStream
    from dealer.formats.pbn.writer import HEADER, TRAILER, record_text
    from fileio import atomic_writer, open_binary
    from whist import NotationError

    unwritable: list[NotationError] = []
    with open_binary(source) as handle, atomic_writer(target, make_parents=parents) as out:
        out.write(HEADER.encode("utf-8"))

        def write(game: str | PbnRecord) -> None:
            if unwritable:
                return  # the file will be refused: no use writing the rest
            try:
                text = game if isinstance(game, str) else record_text(game)
            except NotationError as exc:
                unwritable.append(exc)
                return
            out.write(text.encode("utf-8"))

        stream = PbnBoardStream(handle, str(source), on_record=write)
        count = sum(1 for _ in stream)
        echo_warnings(stream.warnings)
        if not count:
            raise ValueError("the file holds no board with a full deal; is it PBN?")
        if unwritable:
            raise unwritable[0]
        out.write(TRAILER.encode("utf-8"))  # after at least one game, as dumps ends
    return count

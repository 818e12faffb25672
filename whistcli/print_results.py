"""Where ``whist print --what results`` finds the evening's results: a results file
(``scoring.resultsfile``, the file ``whist score`` reads) or the kiosk's database."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from dealer.event import Event
    from scoring import Movement, Scoresheet

KIOSK_DB = "kiosk.sqlite3"


def load_results(
    event: Event, event_path: Path, given: Path | None, movement: Movement | None
) -> Scoresheet:
    """The scoresheet of ``event`` from ``given`` (a ``.json`` results file, or a kiosk
    database), or from the kiosk database in the event folder."""
    folder = event_path.parent if event_path.is_file() else event_path
    path = given if given is not None else folder / KIOSK_DB
    if not path.is_file():
        where = f"--results {given}" if given is not None else f"{path} (the kiosk's database)"
        raise click.ClickException(
            f"--what results: {where} does not exist; give the evening's results with "
            "--results RESULTS.json (the file `whist score` reads) or --results "
            "EVENT/kiosk.sqlite3"
        )
    if path.suffix.lower() == ".json":
        return _from_file(event, path)
    return _from_kiosk(event, path, movement)


def _from_file(event: Event, path: Path) -> Scoresheet:
    from scoring import ScoringError, load
    from scoring.movement import deals_mismatch

    try:
        results = load(path)
        sheet = results.scoresheet()
    except ScoringError as error:
        raise click.ClickException(f"--results {path}: {error}") from error
    numbers = {board.number for board in event.boards}
    unknown = sorted({r.deal for r in results.results} - numbers)
    mismatch = deals_mismatch(results.movement, numbers)
    if unknown or mismatch:
        raise click.ClickException(
            f"--results {path} is not for event {event.event_id!r}: "
            + (mismatch or f"it has results for boards {unknown} the event does not have")
        )
    return sheet


def _from_kiosk(event: Event, path: Path, movement: Movement | None) -> Scoresheet:
    """The results the kiosk recorded in its database at ``path``: its journal replayed
    as the kiosk does at start-up. The quick-mode setting the kiosk was started with is
    not in the journal, so a journal that does not replay as a full-play evening is
    replayed as a quick-mode one (``whist kiosk --quick``)."""
    from sqlalchemy.exc import SQLAlchemyError

    from kiosk.context import Kiosk, KioskSetupError
    from kiosk.standings import scoresheet
    from scoring import Scoresheet

    errors: list[str] = []
    for settings in ({}, {"quick_mode": True}):
        try:
            opened = Kiosk.open(event, f"sqlite:///{path}", movement=movement, settings=settings)
        except (KioskSetupError, ValueError, SQLAlchemyError) as error:
            raise click.ClickException(f"--results {path}: {error}") from error
        try:
            errors = list(opened.evening.replay_errors)
            if not errors:
                sheet = scoresheet(opened)
                assert isinstance(sheet, Scoresheet)
                return sheet
        finally:
            opened.store.close()
    raise click.ClickException(
        f"--results {path}: the kiosk's journal does not replay for event "
        f"{event.event_id!r} ({'; '.join(errors[:3])}): is it this event's database?"
    )

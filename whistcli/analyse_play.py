"""``whist analyse-play SOURCE [--board N] [--table N] [--json] [--pdf OUT]``: every
recorded card of the evening analysed double dummy.

SOURCE is an event folder the kiosk ran in (its log ``kiosk.sqlite3``, or ``--db URL``
for the kiosk's PostgreSQL), or a PBN file with plays (``[Play]``). For each table's play
of each board: the value before and after each card (North-South's double-dummy tricks),
each card that cost marked with what it gave away and the cards that would not have
(Bishops whist: points less the adversaries', and the tricks beside them; a value the
solver does not find within ``--max-nodes`` positions is left out with a note),
the tricks given away per player and per side; then the evening per player and per pair
(:mod:`dealer.playreview`). ``--json`` prints one object::

    {"source", "game", "unit", "reviews": [TableBoardReview.to_json() ...],
     "summary": {"players": {name: {"boards", "cards", "costly", "lost"}}, "pairs": {...}},
     "skipped": ["table 2, board 3: scored in quick mode: no cards recorded", ...]}

``--pdf OUT`` writes the same as a PDF, with a diagram of each costly card's position.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from dealer.bishops_analysis import PLAY_MAX_NODES
from dealer.folder import load_event
from dealer.formats.pbn import contract_trump, load, play_columns, replay_record
from dealer.kiosklog import KioskLogError, TablePlay, read_plays
from dealer.playreview import (
    PlayReviewError,
    TableBoardReview,
    review_play,
    solver_for,
    summarise,
)
from fileio import atomic_write_bytes
from printing.play_review import render_play_review
from whist import NotationError, Play


def table_plays(plays: Sequence[TablePlay]) -> tuple[list[TablePlay], list[str]]:
    """The table-boards with cards to analyse, and a line for each one without."""
    keep, skipped = [], []
    for p in plays:
        where = f"table {p.table}, board {p.board}"
        if p.problems:
            skipped.append(f"{where}: the log's play cannot be replayed ({p.problems[0]})")
        elif p.play is None or not p.play.actions:
            skipped.append(
                f"{where}: no cards recorded"
                + (" (the director adjusted the score)" if p.adjusted else "")
                + ("" if p.scored or p.adjusted else " (the board is not finished)")
            )
        elif not p.scored and not p.adjusted:
            skipped.append(f"{where}: still in play, not analysed")
        else:
            keep.append(p)
    return keep, skipped


def from_log(
    folder: Path,
    db: str | None,
    board: int | None,
    table: int | None,
    max_nodes: int | None = None,
) -> tuple[str, list[TableBoardReview], list[str]]:
    try:
        event = load_event(folder)
    except (OSError, ValueError) as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        solver = solver_for(event.game, max_nodes=max_nodes)
    except PlayReviewError as exc:
        raise click.ClickException(str(exc)) from exc
    try:
        plays = read_plays(db or folder, event.boards)
    except KioskLogError as exc:
        raise click.ClickException(str(exc)) from exc
    plays = [
        p
        for p in plays
        if (board is None or p.board == board) and (table is None or p.table == table)
    ]
    keep, skipped = table_plays(plays)
    reviews = [
        review_play(
            p.play, board=p.board, table=p.table, round_number=p.round, seats=p.seats, solver=solver
        )
        for p in keep
        if p.play is not None
    ]
    return event.game, reviews, skipped


def from_pbn(
    path: Path, board: int | None, max_nodes: int | None = None
) -> tuple[str, list[TableBoardReview], list[str]]:
    try:
        with path.open("rb") as handle:
            records = load(handle, source=str(path))
    except OSError as exc:
        raise click.ClickException(f"cannot read {path}: {exc.strerror or exc}") from exc
    except NotationError as exc:
        raise click.ClickException(f"{exc}; fix the file and run again") from exc
    reviews: list[TableBoardReview] = []
    skipped: list[str] = []
    game = ""
    for record in records:
        where = f"{path}, line {record.line}"
        try:
            number = record.board
            if board is not None and number != board:
                continue
            trump = record.trump or contract_trump(record)
            if record.deal is None or play_columns(record) is None or trump is None:
                skipped.append(f"{where}: no deal, no [Play] or no trump: nothing to analyse")
                continue
            play: Play = replay_record(record, trump=trump)
            solver = solver_for(play.game.name, max_nodes=max_nodes)
            review = review_play(play, board=number or 0, solver=solver)
        except (NotationError, PlayReviewError) as exc:
            skipped.append(f"{where}: {exc}")
            continue
        game = game or play.game.name
        reviews.append(review)
    if not records:
        raise click.ClickException(f"{path} holds no PBN game: is it a PBN file?")
    return game, reviews, skipped


def report(
    source: str, game: str, reviews: list[TableBoardReview], skipped: list[str]
) -> dict[str, Any]:
    """The whole analysis as JSON-ready data (the ``--json`` output, the PDF's input)."""
    summary = summarise(reviews)
    return {
        "source": source,
        "game": game,
        "unit": reviews[0].unit if reviews else "tricks",
        "reviews": [r.to_json() for r in reviews],
        "summary": {k: {n: t.to_json() for n, t in v.items()} for k, v in summary.items()},
        "skipped": skipped,
    }


_SIDE = {"NS": "N-S", "EW": "E-W"}


def text_lines(data: dict[str, Any]) -> list[str]:
    """The report in words, board by board, then the evening."""
    unit = data["unit"]
    out: list[str] = []
    for r in data["reviews"]:
        where = f"table {r['table']}" if r["table"] is not None else "the record"
        seats = r["seats"]
        who = (
            f": pair {seats['ns']} (N-S) v pair {seats['ew']} (E-W)"
            if "ns" in seats and "ew" in seats
            else ""
        )
        trump = _suit(r["trump_suit"]) or "no trumps"
        out.append(f"Board {r['board']}, {where}{who}; trumps {trump}, {_seat(r['leader'])} leads")
        taken = r["result"].get("NS")
        took = f"; N-S took {taken} tricks" if taken is not None else ""
        if r["start"] is not None:
            out.append(
                f"  double dummy at the start: N-S {_value(r['start'], unit)} {unit}"
                + (f" ({r['start_tricks']} tricks)" if r.get("start_tricks") is not None else "")
                + took
            )
        unsolved = [c for c in r["cards"] if c["before"] is None or c["after"] is None]
        if unsolved:
            solved = len(r["cards"]) - len(unsolved)
            out.append(
                f"  {len(unsolved)} of {len(r['cards'])} cards without a value, "
                f"{solved} analysed: {unsolved[0]['note']}"
            )
        for c in r["cards"]:
            if c["cost"] > 0:
                better = ", ".join(_card(b) for b in c["better"])
                tricks = (
                    f", tricks {c['tricks_before']} -> {c['tricks_after']}"
                    if c.get("tricks_before") is not None and c.get("tricks_after") is not None
                    else ""
                )
                out.append(
                    f"  trick {c['trick']:>2}: {_seat(c['seat']):<5} {_card(c['card']):<4} cost "
                    f"{c['cost']} ({_value(c['before'], unit)} -> {_value(c['after'], unit)}"
                    f"{tricks}); kept it: {better or 'not found within the limit'}"
                )
        if r["cards"]:
            lost = ", ".join(f"{_seat(s)} {n}" for s, n in r["lost_by_seat"].items())
            sides = ", ".join(f"{_SIDE[s]} {n}" for s, n in r["lost_by_side"].items())
            out.append(f"  {unit} given away: {lost}; {sides}")
        if r["note"]:
            out.append(f"  {r['note']}")
        out.append("")
    for line in data["skipped"]:
        out.append(f"not analysed: {line}")
    if data["skipped"]:
        out.append("")
    for title, key in (("Players", "players"), ("Pairs", "pairs")):
        book = data["summary"][key]
        if not book:
            continue
        width = max(len(n) for n in book)
        out.append(f"{title}: boards, cards analysed, cards that cost, {unit} given away")
        for name, t in book.items():
            out.append(
                f"  {name:<{width}}  {t['boards']:>3}  {t['cards']:>4}  {t['costly']:>3}  "
                f"{t['lost']:>3}"
            )
    return out


def _value(n: int, unit: str) -> str:
    """A points value is a difference, signed (``+2``, ``0``, ``-1``); tricks as they are."""
    return f"{n:+d}" if unit == "points" and n else str(n)


def _seat(letter: str) -> str:
    return {"N": "North", "E": "East", "S": "South", "W": "West"}.get(letter, letter)


def _suit(letter: str) -> str:
    return {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}.get(letter, letter)


def _card(text: str) -> str:
    if text == "N":
        return "Kt"  # a pipeless knight of the Bishops pack
    return _suit(text[:1]) + text[1:]


@click.command("analyse-play")
@click.argument("source", type=click.Path(path_type=Path, exists=True))
@click.option("--db", default=None, help="The kiosk's database URL (default: EVENT/kiosk.sqlite3).")
@click.option("--board", type=int, default=None, help="Only this board.")
@click.option("--table", type=int, default=None, help="Only this table.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option(
    "--pdf",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Also write the analysis as a PDF, a diagram for each card that cost.",
)
@click.option(
    "--max-nodes",
    type=click.IntRange(min=1),
    default=PLAY_MAX_NODES,
    show_default=True,
    help="Bishops whist: the positions a search may visit before the solver gives up on "
    "a value (the card then gets a note, never a guess).",
)
def analyse_play(
    source: Path,
    db: str | None,
    board: int | None,
    table: int | None,
    as_json: bool,
    pdf: Path | None,
    max_nodes: int,
) -> None:
    """Analyse every recorded card double dummy: the value before and after each card,
    the cards that cost, and the evening per player and per pair.

    SOURCE is the event folder the kiosk ran in (or --db for its database), or a PBN file
    with plays. The analysis takes the cards as played up to the first irregularity or
    claim (the double-dummy values assume the normal course of play) and says so."""
    if source.is_dir():
        game, reviews, skipped = from_log(source, db, board, table, max_nodes)
    else:
        if db is not None or table is not None:
            raise click.ClickException("--db and --table are for an event folder, not a PBN file")
        game, reviews, skipped = from_pbn(source, board, max_nodes)
    data = report(str(source), game, reviews, skipped)
    if pdf is not None:
        pdf_bytes = render_play_review(data)
        try:
            atomic_write_bytes(pdf, pdf_bytes)
        except OSError as exc:
            raise click.ClickException(f"cannot write {pdf}: {exc.strerror or exc}") from exc
    if as_json:
        click.echo(json.dumps(data, indent=1, ensure_ascii=False))
    else:
        click.echo("\n".join(text_lines(data)))
        if pdf is not None:
            click.echo(f"written: {pdf}")
    if not reviews:
        raise click.ClickException(
            "no play to analyse"
            + (": " + "; ".join(skipped[:3]) if skipped else " (no table-board matched)")
        )

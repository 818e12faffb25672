"""``whist score RESULTS [--method M] [--deal N] [--card C] [--usebio OUT] [--json]``.

Reads a results file (format: ``docs/results-format.md``, :mod:`scoring.resultsfile`;
the kiosk's "Results (JSON)" export and ``whist demo --no-serve --results FILE`` write
it) and prints the ranking by the
book's method for its form (or ``--method``): the Mitchell comparison with the
direction averages, match and trick, tricks lost, team aggregates, little matches, or
matchpoints.  ``--deal N`` adds that deal's traveller and frequency table, ``--card C``
a contestant's card; ``--usebio OUT`` writes USEBIO 1.2 XML (atomically); ``--json``
prints the ranking as JSON.  A bad file is an error naming the file, entry and field.
"""

from __future__ import annotations

import json
from pathlib import Path

import click


@click.command("score")
@click.argument("results", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--method",
    "-m",
    default=None,
    help="average, match-and-trick, individual, "
    "teams, little-matches or matchpoints (default: the book's for the form).",
)
@click.option("--deal", "deals", type=int, multiple=True, help="Also print this deal's traveller.")
@click.option("--card", "cards", type=int, multiple=True, help="Also print this contestant's card.")
@click.option(
    "--usebio",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the results as USEBIO 1.2 XML to this file.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the ranking as JSON.")
def score(
    results: Path,
    method: str | None,
    deals: tuple[int, ...],
    cards: tuple[int, ...],
    usebio: Path | None,
    as_json: bool,
) -> None:
    """Print the ranking of the results file RESULTS."""
    from fileio import atomic_write_text
    from scoring import ScoringError, load, to_usebio

    try:
        rf = load(results)
        sheet = rf.scoresheet()
        ranking = sheet.ranking(method)
    except ScoringError as exc:
        raise click.ClickException(str(exc)) from exc
    if as_json:
        click.echo(
            json.dumps(
                {
                    "event": rf.event,
                    "method": ranking.method,
                    "standings": [
                        {
                            "place": s.place_text,
                            "contestant": s.contestant,
                            "group": s.group,
                            "result": s.shown,
                            "total": s.total,
                            "note": s.note,
                            "name": rf.names.get(s.contestant, ""),
                        }
                        for s in ranking.standings
                    ],
                    "summary": dict(ranking.summary),
                },
                indent=1,
            )
        )
    else:
        if rf.event:
            click.echo(rf.event)
        click.echo(ranking.to_text(rf.names), nl=False)
    for d in deals:
        click.echo(f"\nDeal {d}")
        for tl in sheet.traveller(d):
            click.echo(
                f"  round {tl.round:>2} table {tl.table:>2}  N-S {'/'.join(map(str, tl.ns)):>6} "
                f"{tl.ns_score:>4} {tl.ns_mp:>3}  E-W {'/'.join(map(str, tl.ew)):>6} "
                f"{tl.ew_score:>4} {tl.ew_mp:>3}"
                + ("" if tl.status == "played" else f"  ({tl.status})")
            )
        click.echo(
            "  frequency: " + ", ".join(f"{f.ns_score}x{f.count}" for f in sheet.frequency(d))
        )
    for c in cards:
        click.echo(f"\nCard of {c}")
        for tl in sheet.card(c):
            mine = "N-S" if c in tl.ns else "E-W"
            got = tl.ns_score if c in tl.ns else tl.ew_score
            mp = tl.ns_mp if c in tl.ns else tl.ew_mp
            click.echo(
                f"  round {tl.round:>2} table {tl.table:>2} {mine} score {got:>4} mp {mp}/{tl.top}"
            )
    if usebio is not None:
        try:
            atomic_write_text(usebio, to_usebio(sheet, rf.event, rf.date, rf.club))
        except OSError as exc:
            raise click.ClickException(
                f"{usebio}: cannot write the USEBIO file ({exc.strerror})"
            ) from exc

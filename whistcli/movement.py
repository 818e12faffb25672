"""``whist movement NAME --tables N [--deals D] [--pairs P] [--json|--asc|--text]``
and ``whist movement --names``.

Prints the schedule of a form of play from seed 000 (Mitchell, Howell, Clay, Snow,
Parallel, Safford, the two-table, individual, fours, team and three-team forms),
generated and validated by :func:`scoring.build_movement`.  An unknown name or a size
the form does not allow is an error quoting the book's condition (exit status 1).
``--names`` lists every form, one a line: ``name<TAB>description``.
"""

from __future__ import annotations

import click


@click.command("movement")
@click.argument("name", required=False)
@click.option("--tables", "-t", type=int, help="Number of tables (for Howell/Safford: pairs/2).")
@click.option(
    "--deals", "-d", type=int, default=None, help="Number of deals (default: the form's)."
)
@click.option(
    "--pairs", type=int, default=None, help="Howell/Safford: number of pairs (odd allowed)."
)
@click.option("--json", "fmt", flag_value="json", help="Print the movement as JSON.")
@click.option("--asc", "fmt", flag_value="asc", help="Print the movement as an .ASC movement file.")
@click.option("--text", "fmt", flag_value="text", default=True, help="Print a readable schedule.")
@click.option("--names", is_flag=True, help="List every form, one name a line with a description.")
def movement(
    name: str | None,
    tables: int | None,
    deals: int | None,
    pairs: int | None,
    fmt: str,
    names: bool,
) -> None:
    """Print the movement NAME for --tables N (see --names)."""
    from scoring import MovementError, build_movement, movement_names

    if names:
        for form_name, description in movement_names():
            click.echo(f"{form_name}\t{description}")
        return
    if name is None:
        raise click.ClickException(
            "movement: give a form NAME (e.g. `whist movement mitchell --tables 5`) or --names"
        )
    if tables is None:
        raise click.ClickException(f"movement {name}: give the number of tables with --tables N")
    try:
        built = build_movement(name, tables, deals, pairs)
    except MovementError as exc:
        raise click.ClickException(f"movement {name} --tables {tables}: {exc}") from exc
    if fmt == "json":
        click.echo(built.to_json())
    elif fmt == "asc":
        click.echo(built.to_asc(), nl=False)
    else:
        click.echo(built.to_text(), nl=False)

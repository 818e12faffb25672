"""``whist tally GAME FILE.json``: score a sitting of one of seed 000's social games from
a file of hands, and print its score sheet (games, rubbers, chips).

The file's format is docs/tally.md; the book's worked examples are in examples/.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from whist.errors import NotationError
from whist.games import find_game, game_names
from whist.games.social import SocialGame
from whist.social_tally import expand

_TOP = ("game", "about", "players", "options", "hands")


def _tally_games() -> str:
    """The registered games scored by a sheet."""
    return ", ".join(n for n in game_names() if isinstance(find_game(n), SocialGame))


def load_sitting(game_name: str, text: str, source: str) -> Any:
    """The score sheet of the sitting in ``text`` (a tally file), every hand added."""
    try:
        game = find_game(game_name)
    except NotationError:
        raise click.ClickException(
            f"{game_name!r} is not a game tally scores: choose one of {_tally_games()}"
        ) from None
    if not isinstance(game, SocialGame):
        raise click.ClickException(
            f"{game_name} is not scored by tally (it is played and scored by deals: whist"
            f" kiosk, whist replay); tally scores {_tally_games()}"
        )
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise click.ClickException(
            f"{source}: not JSON at line {exc.lineno}, column {exc.colno}: {exc.msg};"
            " see docs/tally.md for the format"
        ) from None
    except RecursionError:
        raise click.ClickException(
            f"{source}: the JSON is nested too deep to be a sitting; see docs/tally.md for"
            " the format"
        ) from None
    if isinstance(data, list):
        data = {"hands": data}
    if not isinstance(data, dict):
        raise click.ClickException(f'{source}: write an object {{"hands": [...]}} (docs/tally.md)')
    unknown = [k for k in data if k not in _TOP]
    if unknown:
        raise click.ClickException(
            f"{source}: {unknown[0]!r} is not a field of a tally file: use {', '.join(_TOP)}"
        )
    if "game" in data and data["game"] != game.name:
        raise click.ClickException(
            f"{source}: the file is a sitting of {data['game']!r}, not {game.name}: run"
            f" whist tally {data['game']} {source}"
        )
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise click.ClickException(f'{source}: "hands" must be a list of one or more hands')
    try:
        sheet = game.sheet_for(data.get("players"), data.get("options"))
        for record in hands:
            sheet.add_record(expand(sheet, record))
    except NotationError as exc:
        raise click.ClickException(f"{source}: {exc}") from None
    return sheet


@click.command("tally")
@click.argument("game")
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="The score sheet as JSON.")
def tally(game: str, file: Path, as_json: bool) -> None:
    """Score the hands of FILE (JSON, see docs/tally.md) as a sitting of GAME and print
    the score sheet: games, rubbers, chips."""
    try:
        text = file.read_text(encoding="utf-8")
    except OSError as exc:
        raise click.ClickException(
            f"cannot read {file}: {exc.strerror or exc}; check the path"
        ) from None
    except UnicodeDecodeError:
        raise click.ClickException(f"{file}: not UTF-8 text; save it as UTF-8 JSON") from None
    sheet = load_sitting(game, text, str(file))
    if as_json:
        click.echo(json.dumps(sheet.summary(), indent=2, ensure_ascii=False))
        return
    click.echo(f"{find_game(game).title}: {', '.join(sheet.players)}")
    for line in sheet.text():
        click.echo(line)

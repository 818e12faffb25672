"""``whist games``: every game on the engine's registry, with its players, its pack and
where its rules come from."""

from __future__ import annotations

import json

import click

from whist.games import find_game, game_names
from whist.games.social import SocialGame


def describe() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for name in game_names():
        game = find_game(name)
        pack = f"{game.pack.name} pack of {len(game.pack)}"
        out.append(
            {
                "name": name,
                "title": game.title or name,
                "players": game.players,
                "pack": f"{pack}: {game.pack_note}" if game.pack_note else pack,
                "source": game.source or "not given by the game",
                "scored_by": "whist tally"
                if isinstance(game, SocialGame)
                else "deals (kiosk, replay)",
            }
        )
    return out


@click.command("games")
@click.option("--json", "as_json", is_flag=True, help="The list as JSON.")
def games(as_json: bool) -> None:
    """List every game with its players, pack and where its rules come from."""
    rows = describe()
    if as_json:
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    for row in rows:
        click.echo(f"{row['name']}: {row['title']}")
        for key in ("players", "pack", "source", "scored_by"):
            click.echo(f"  {key.replace('_', ' ')}: {row[key]}")

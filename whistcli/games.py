"""``whist games``: every game on the engine's registry, with its players, its pack and
where its rules come from."""

from __future__ import annotations

import json
from dataclasses import asdict

import click

from whist.games import find_game, game_names
from whist.games.social import SocialGame


def describe() -> list[dict[str, object]]:
    """Each registered game as a row: name, title, players, pack, source, how scored and,
    for the social games, the deal."""
    out: list[dict[str, object]] = []
    for name in game_names():
        game = find_game(name)
        social = isinstance(game, SocialGame)
        row: dict[str, object] = {
            "name": name,
            "title": game.title or name,
            "players": game.players,
            "pack": game.pack_note or f"{game.pack.name} pack of {len(game.pack)} cards",
            # a game states its own source: one inherited (a variant of duplicate whist)
            # would name its parent's book and chapter
            "source": vars(type(game)).get("source") or "not stated by the game",
            "scored_by": "whist tally" if social else "deals (kiosk, replay)",
        }
        if isinstance(game, SocialGame):
            row["deal"] = asdict(game.deal_rule)
        out.append(row)
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
        deal = row.get("deal")
        if isinstance(deal, dict):
            click.echo(
                f"  deal: {deal['hands']} hands of {deal['cards_each']} from {deal['cards']} cards"
                f" ({deal['belongs_to_no_one']} belonging to no one); {deal['packets']}"
            )
            for key in ("turned", "trump", "leader", "deal_passes", "misdeal"):
                click.echo(f"  {key.replace('_', ' ')}: {deal[key]}")

"""Entry point of the ``whist`` console script.

Subcommands are registered by name here and imported lazily (see
:class:`LazyGroup`); each module named in :data:`COMMANDS` exposes one click
command or group under the attribute given after the colon.
"""

from __future__ import annotations

import importlib

import click

#: name -> "module:attribute" of the click command. Keep alphabetical.
COMMANDS: dict[str, str] = {
    "analyse-play": "whistcli.analyse_play:analyse_play",
    "convert": "whistcli.convert:convert",
    "deal": "whistcli.deal:deal",
    "demo": "whistcli.demo:demo",
    "event": "whistcli.event:event",
    "games": "whistcli.games:games",
    "kiosk": "whistcli.kiosk:kiosk",
    "machine": "whistcli.machine:machine",
    "movement": "whistcli.movement:movement",
    "print": "whistcli.print_:print_command",
    "replay": "whistcli.replay:replay",
    "score": "whistcli.score:score",
    "sim": "whistcli.sim:sim",
    "tally": "whistcli.tally:tally",
}

#: name -> the first sentence of the command's help, shown by ``whist --help`` without
#: importing the command's module (which would import the dealer, the engine, the
#: kiosk...: most of the start-up time). tests/whistcli/test_startup.py checks each
#: against the command's own help, so the two cannot drift apart.
SUMMARIES: dict[str, str] = {
    "analyse-play": "Analyse every recorded card double dummy: the value before and after each "
    "card, the cards that cost, and the evening per player and per pair.",
    "convert": "Convert the deals of IN into OUT (formats by extension).",
    "deal": "Deal an event: N boards with their trump records, saved in an event folder "
    "(event.json, boards.pbn, and the secret, mode 0600).",
    "demo": "The demo evening: a small event dealt, printed and run in the kiosk.",
    "event": "Events made from other programs' files.",
    "games": "List every game with its players, pack and where its rules come from.",
    "kiosk": "Run the tables, the director's console and the live results of EVENT (a "
    "folder written by `whist deal`).",
    "machine": "Deal, verify and read boards with a dealing machine (or its simulator).",
    "movement": "Print the movement NAME for --tables N (see --names).",
    "print": "Print the paper of the event in folder EVENT as one PDF.",
    "replay": "Replay every record of the PBN FILES: each trick and its winner, tricks and "
    "points per side, and the irregularities (renounces) the play shows.",
    "score": "Print the ranking of the results file RESULTS.",
    "sim": "A simultaneous event: the same boards in many clubs, one field-wide ranking.",
    "tally": "Score the hands of FILE (JSON, see docs/tally.md) as a sitting of GAME and print "
    "the score sheet: games, rubbers, chips.",
}


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use."""

    def __init__(self, *args: object, lazy: dict[str, str], **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self._lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self._lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self._lazy:
            module_name, attribute = self._lazy[cmd_name].split(":")
            command = getattr(importlib.import_module(module_name), attribute)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """click's list of commands, a lazy command's line from :data:`SUMMARIES`
        (shortened as click shortens a help text) rather than from its module."""
        rows: list[tuple[str, click.Command]] = []
        for name in self.list_commands(ctx):
            if name in self._lazy and name in SUMMARIES:
                # A stand-in with the same help: click shortens it as it would the real one.
                rows.append((name, click.Command(name, help=SUMMARIES[name])))
                continue
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, command))
        if not rows:
            return
        limit = formatter.width - 6 - max(len(name) for name, _ in rows)
        lines = [(name, command.get_short_help_str(limit)) for name, command in rows]
        with formatter.section("Commands"):
            formatter.write_dl(lines)


@click.group(cls=LazyGroup, lazy=COMMANDS)
@click.version_option(package_name="duplicate-whist")
def cli() -> None:
    """Duplicate whist (laws of 1897) and Bishops Whist (1899): deal, print,
    run the tables and score the evening."""

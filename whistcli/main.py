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
    "convert": "whistcli.convert:convert",
    "deal": "whistcli.deal:deal",
    "demo": "whistcli.demo:demo",
    "event": "whistcli.event:event",
    "kiosk": "whistcli.kiosk:kiosk",
    "machine": "whistcli.machine:machine",
    "movement": "whistcli.movement:movement",
    "print": "whistcli.print_:print_command",
    "replay": "whistcli.replay:replay",
    "score": "whistcli.score:score",
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


@click.group(cls=LazyGroup, lazy=COMMANDS)
@click.version_option(package_name="duplicate-whist")
def cli() -> None:
    """Duplicate whist (laws of 1897) and Bishops Whist (1899): deal, print,
    run the tables and score the evening."""

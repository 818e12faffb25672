"""Start-up of the ``whist`` command (issue 14): ``whist --help`` lists the commands
without importing them, so it costs about what importing click costs."""

from __future__ import annotations

import json
import subprocess
import sys

import click
import pytest

from whistcli.main import COMMANDS, SUMMARIES, cli

HEAVY = ("printing", "reportlab", "tqdm", "kiosk", "flask", "sqlalchemy", "endplay")

PROBE = """
import json, sys
from whistcli.main import cli
try:
    cli(["--help"], prog_name="whist")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""


def test_help_imports_none_of_the_heavy_parts() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=60
    )
    *_, last = done.stdout.strip().splitlines()
    modules = set(json.loads(last))
    assert "Commands:" in done.stdout
    loaded = sorted(m for m in modules if m.split(".")[0] in HEAVY)
    assert loaded == []
    # Nor any command's module, nor the dealer or the engine.
    assert sorted(m for m in modules if m.split(".")[0] in ("dealer", "whist", "scoring")) == []
    assert sorted(m for m in modules if m.startswith("whistcli.") and m != "whistcli.main") == []


def test_every_command_has_its_summary() -> None:
    assert set(SUMMARIES) == set(COMMANDS)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_summary_is_the_commands_own_help(name: str) -> None:
    """The line ``whist --help`` shows from :data:`SUMMARIES` is the one click would
    show from the command itself, at every width."""
    command = cli.get_command(click.Context(cli), name)
    assert command is not None
    for limit in range(20, 160, 7):
        stand_in = click.Command(name, help=SUMMARIES[name])
        assert stand_in.get_short_help_str(limit) == command.get_short_help_str(limit)

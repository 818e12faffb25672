"""Start-up of the ``whist`` command (issue 14): ``whist --help`` lists the commands
without importing them, so it costs about what importing click costs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

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


CONVERT_PROBE = """
import json, sys
from whistcli.main import cli
try:
    cli(["convert", "--lossy", sys.argv[1], sys.argv[2]], prog_name="whist")
except SystemExit as exc:
    assert not exc.code, exc.code
print(json.dumps(sorted(sys.modules)))
"""


def test_convert_imports_only_what_it_uses(tmp_path: Path) -> None:
    """Converting deals plays no card: neither the engine's play and laws nor the
    heavy parts load (a [Play] section read would load the play, on demand)."""
    event = tmp_path / "ev"
    made = CliRunner().invoke(
        cli, ["deal", "--boards", "99", "--seed", "00" * 16, "--out", str(event)]
    )
    assert made.exit_code == 0, made.output
    done = subprocess.run(
        [sys.executable, "-c", CONVERT_PROBE, str(event / "boards.pbn"), str(tmp_path / "o.dlm")],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert (tmp_path / "o.dlm").exists()
    assert sorted(m for m in modules if m.split(".")[0] in HEAVY) == []
    assert sorted(m for m in modules if m == "whist.play" or m.startswith("whist.laws")) == []
    # The event model and folder load only when the source is an event folder.
    assert sorted(m for m in modules if m in ("dealer.event", "dealer.folder")) == []


def test_convert_still_reads_an_event_folder(tmp_path: Path) -> None:
    event = tmp_path / "ev"
    runner = CliRunner()
    made = runner.invoke(cli, ["deal", "--boards", "4", "--seed", "00" * 16, "--out", str(event)])
    assert made.exit_code == 0, made.output
    for source in (event, event / "event.json"):
        target = tmp_path / f"{source.name}.pbn"
        done = runner.invoke(cli, ["convert", str(source), str(target)])
        assert done.exit_code == 0, done.output
        assert target.read_text().count("[Board ") == 4


DEAL_PROBE = """
import json, sys
from whistcli.main import cli
try:
    cli(["deal", "--boards", "3", "--seed", "00" * 16, "--out", sys.argv[1]], prog_name="whist")
except SystemExit as exc:
    assert not exc.code, exc.code
print(json.dumps(sorted(sys.modules)))
"""


def test_deal_imports_only_what_it_uses(tmp_path: Path) -> None:
    """Dealing writes PBN: it loads neither the PBN reader and its strict checks nor
    the other formats' codecs, nor the play, the laws or the heavy parts."""
    done = subprocess.run(
        [sys.executable, "-c", DEAL_PROBE, str(tmp_path / "ev")],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert (tmp_path / "ev" / "boards.pbn").exists()
    assert sorted(m for m in modules if m.split(".")[0] in HEAVY) == []
    assert sorted(m for m in modules if m == "whist.play" or m.startswith("whist.laws")) == []
    unused = [f"dealer.formats.{name}" for name in ("ber", "csvfile", "dlm", "dup", "lin")]
    unused += [f"dealer.formats.pbn.{name}" for name in ("reader", "check", "play", "auction")]
    assert sorted(m for m in modules if m in unused) == []


# The engine's parts a command of duplicate boards never uses: the play and its laws,
# the social games of seed 000 (dealt at the table, scored on their sheets) and Bridge
# Whist's declarations.
UNUSED_ENGINE = (
    "whist.play",
    "whist.laws",
    "whist.social_play",
    "whist.games.social",
    "whist.games.bridge_whist",
    "whist.declaration",
)

HELP_PROBE = """
import json, sys
from whistcli.main import cli
try:
    cli([*sys.argv[1:], "--help"], prog_name="whist")
except SystemExit as exc:
    assert not exc.code, exc.code
print(json.dumps(sorted(sys.modules)))
"""


def _modules_of(probe: str, *argv: str) -> set[str]:
    """The modules loaded by ``probe`` run with ``argv`` in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", probe, *argv], capture_output=True, text=True, check=True, timeout=60
    )
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def _unused_engine(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if m.startswith(UNUSED_ENGINE))


@pytest.mark.parametrize("argv", [(), ("convert",), ("deal",)])
def test_help_of_the_quick_commands_imports_nothing_heavy(argv: tuple[str, ...]) -> None:
    """``whist --help``, ``whist convert --help``, ``whist deal --help``: click and the
    command's own module, nothing it would load only to run (issue 14: start-up at most
    twice ``import click``)."""
    modules = _modules_of(HELP_PROBE, *argv)
    assert sorted(m for m in modules if m.split(".")[0] in HEAVY) == []
    assert _unused_engine(modules) == []
    assert sorted(m for m in modules if m.split(".")[0] in ("dealer", "whist", "scoring")) == []
    ours = {f"whistcli.{COMMANDS[a].split(':')[0].split('.')[-1]}" for a in argv}
    assert sorted(m for m in modules if m.startswith("whistcli.")) == sorted(
        {"whistcli.main", *ours}
    )


def test_dealing_a_thousand_boards_off_a_terminal_loads_no_bar(tmp_path: Path) -> None:
    """The progress bar draws only on a terminal: in a pipe or a log (the bench, a
    script) tqdm is not even imported, nor the social games' rules."""
    modules = _modules_of(DEAL_PROBE.replace('"3"', '"1000"'), str(tmp_path / "ev"))
    assert (tmp_path / "ev" / "boards.pbn").read_text().count("[Board ") == 1000
    assert sorted(m for m in modules if m.split(".")[0] in HEAVY) == []
    assert _unused_engine(modules) == []


def test_converting_loads_no_social_game(tmp_path: Path) -> None:
    event = tmp_path / "ev"
    made = CliRunner().invoke(
        cli, ["deal", "--boards", "8", "--seed", "00" * 16, "--out", str(event)]
    )
    assert made.exit_code == 0, made.output
    modules = _modules_of(CONVERT_PROBE, str(event / "boards.pbn"), str(tmp_path / "o.lin"))
    assert (tmp_path / "o.lin").exists()
    assert _unused_engine(modules) == []


REGISTRY_PROBE = """
import json, sys
from whist.games import dealt_at_the_table, find_game, game_names
loaded_first = "whist.games.social_games" in sys.modules
print(json.dumps([loaded_first, game_names(), dealt_at_the_table("solo-whist"),
                  dealt_at_the_table("duplicate-whist")]))
"""

SOLO_PROBE = """
import json, sys
from whist.games import find_game
print(json.dumps([find_game("solo-whist").title, "whist.games.social_games" in sys.modules]))
"""


def test_the_social_games_join_the_registry_when_asked_for() -> None:
    """The social games load on first use, and are then all there: every name, a game
    found by its name in a fresh process, the refusal of a social game for boards."""
    loaded_first, names, solo, duplicate = json.loads(
        subprocess.run(
            [sys.executable, "-c", REGISTRY_PROBE], capture_output=True, text=True, check=True
        ).stdout
    )
    assert loaded_first is False
    from whist.games.social_games import SOCIAL_GAMES

    assert {g.name for g in SOCIAL_GAMES} <= set(names)
    assert {"duplicate-whist", "bishops-whist", "bridge-whist"} <= set(names)
    assert "is dealt at the table, not from boards" in solo
    assert duplicate is None
    title, loaded = json.loads(
        subprocess.run(
            [sys.executable, "-c", SOLO_PROBE], capture_output=True, text=True, check=True
        ).stdout
    )
    assert title and loaded is True

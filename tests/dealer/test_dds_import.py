"""``whist deal analyse`` loads endplay's solver, not the rest of endplay (issue 14:
matplotlib and numpy, through endplay's package ``__init__``, were most of its start-up),
and code that asks for the whole package still gets it (:mod:`dealer.dds`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from whistcli.main import cli

#: what ``import endplay`` loads and the solver never uses
UNUSED = ("matplotlib", "numpy", "endplay.dealer", "endplay.interact", "endplay.evaluate")

ANALYSE_PROBE = """
import json, sys
from whistcli.main import cli
try:
    cli(["deal", "analyse", sys.argv[1], "--table"], prog_name="whist")
except SystemExit as exc:
    assert not exc.code, exc.code
print(json.dumps(sorted(sys.modules)))
"""


def _modules(script: str, *args: str) -> tuple[set[str], str]:
    done = subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    *out, last = done.stdout.strip().splitlines()
    return set(json.loads(last)), "\n".join(out)


def test_analyse_loads_the_solver_and_not_the_rest_of_endplay(tmp_path: Path) -> None:
    event = tmp_path / "ev"
    made = CliRunner().invoke(
        cli, ["deal", "--boards", "2", "--seed", "00" * 16, "--out", str(event)]
    )
    assert made.exit_code == 0, made.output
    modules, out = _modules(ANALYSE_PROBE, str(event))
    # it did solve: the double-dummy tricks and a table of the four suits
    assert out.count("double dummy") == 2, out
    assert "endplay._dds" in modules and "endplay.dds" in modules
    assert sorted(m for m in modules if m.startswith(UNUSED)) == []


def test_the_whole_package_still_loads_on_demand() -> None:
    """A name asked of the package itself runs its ``__init__`` then: the same objects as
    the solver's modules, and all of endplay's top level."""
    script = """
import json, sys
import dealer.dds
assert "matplotlib" not in sys.modules
import endplay
assert endplay.__version__  # endplay's own dunder, the first name asked
from endplay import Deal, calc_all_tables
assert Deal is dealer.dds.Deal and calc_all_tables is dealer.dds.calc_all_tables
assert endplay.generate_deal
print(json.dumps(sorted(sys.modules)))
"""
    modules, _ = _modules(script)
    assert "endplay.dealer" in modules


def test_an_endplay_imported_first_is_left_alone() -> None:
    script = """
import json, sys
import endplay
whole = sys.modules["endplay"]
import dealer.dds
assert sys.modules["endplay"] is whole and "__getattr__" not in vars(whole)
print(json.dumps(sorted(sys.modules)))
"""
    modules, _ = _modules(script)
    assert "endplay.dealer" in modules

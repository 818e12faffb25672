"""The house rules that a test can check (docs/architecture.md): no import cycles among
the project's modules, and a core (``whist``) that does no file I/O."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[1]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "check_imports", REPO / "scripts" / "check_imports.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("check_imports", module)
    spec.loader.exec_module(module)
    return module


check_imports = _script()


def test_no_import_cycles() -> None:
    graph = check_imports.import_graph()
    assert "whist.play" in graph and "dealer.formats.pbn.reader" in graph
    assert check_imports.cycles(graph) == []


def test_the_checker_finds_a_cycle(tmp_path: Path) -> None:
    package = tmp_path / "whist"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f() -> None:\n    from whist import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from whist.c import C\n"
    )
    (package / "c.py").write_text("from . import b\nclass C: ...\n")
    graph = check_imports.import_graph(tmp_path)
    assert graph["whist.a"] == set()
    assert check_imports.cycles(graph) == [["whist.b", "whist.c"]]


def test_the_core_does_no_file_io() -> None:
    assert check_imports.file_io_calls("whist") == []


def test_the_file_io_check_sees_writes(tmp_path: Path) -> None:
    package = tmp_path / "whist"
    package.mkdir()
    (package / "__init__.py").write_text(
        "import os\nimport tempfile\nfrom pathlib import Path\n"
        "def f() -> None:\n"
        "    open('x')\n    Path('x').write_text('')\n    os.replace('a', 'b')\n"
        "    'x'.replace('a', 'b')\n"
    )
    found = check_imports.file_io_calls("whist", tmp_path)
    assert [f.split(": ", 1)[1] for f in found] == [
        "imports tempfile",
        "open()",
        ".write_text()",
        "os.replace()",
    ]

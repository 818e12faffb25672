#!/usr/bin/env python3
"""Report import cycles among the project's modules; exit 1 on any.

Only module-level imports count (those in a function body are not run at import
time), including the ones under ``if TYPE_CHECKING:`` (a cycle the type checker sees
is still a cycle in the design). ``from x import y`` counts as importing ``x`` (and
``x.y`` when that is a submodule); ``import a.b`` as importing ``a.b``. A package's parent ``__init__`` that Python runs
first is not counted: re-exporting submodules from a package is not a cycle.

Also :func:`file_io_calls`, the AST check that a package (``whist``: the core does no
file I/O) opens, writes, reads or renames no file. Standard library only::

    python scripts/check_imports.py          # cycles of the whole project
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (
    "fileio",
    "whist",
    "scoring",
    "dealer",
    "printing",
    "firmware_bridge",
    "kiosk",
    "field",
    "whistcli",
    "solver",
)


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the project's packages: dotted name -> file."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _module_level(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements outside any function (classes and ``if`` blocks included)."""
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
            continue
        stack.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports at module level."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _module_level(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, base] if base else parts)
            # ``from x import y`` imports ``x``, and ``x.y`` too when that is a module
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        for target in targets:
            if isinstance(node, ast.ImportFrom) and target != targets[0] and target not in known:
                continue  # a name imported from a module, not a submodule
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)
    return out


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    found = modules(root)
    known = set(found)
    return {name: imports_of(name, path, known) for name, path in found.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(out)


#: Calls that touch the file system: builtins, ``os`` functions and methods by name.
_BUILTINS = {"open"}
_OS = {"replace", "rename", "renames", "remove", "unlink", "fdopen", "open", "makedirs", "mkdir"}
_METHODS = {"write_text", "write_bytes", "read_text", "read_bytes", "open", "unlink", "mkdir"}
_MODULES = {"tempfile", "shutil", "io"}


def file_io_calls(package: str, root: Path = ROOT) -> list[str]:
    """Where the modules of ``package`` touch files: ``open()``, ``Path.write_*`` and
    ``read_*``, ``os.replace``/``rename``/..., or import ``tempfile``/``shutil``/``io``;
    one ``file:line: what`` each."""
    found: list[str] = []
    for name, path in modules(root).items():
        if name != package and not name.startswith(package + "."):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(root)
        for node in ast.walk(tree):
            what = None
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
                names.append(getattr(node, "module", None) or "")
                hit = [n for n in names if n.split(".")[0] in _MODULES]
                if hit:
                    what = f"imports {hit[0]}"
            elif isinstance(node, ast.Call):
                func = node.func
                if isinstance(func, ast.Name) and func.id in _BUILTINS:
                    what = f"{func.id}()"
                elif isinstance(func, ast.Attribute):
                    owner = func.value
                    if isinstance(owner, ast.Name) and owner.id == "os" and func.attr in _OS:
                        what = f"os.{func.attr}()"
                    elif func.attr in _METHODS:
                        what = f".{func.attr}()"
            if what is not None:
                found.append(f"{where}:{getattr(node, 'lineno', 0)}: {what}")
    return found


def main() -> int:
    found = cycles(import_graph())
    for component in found:
        print("import cycle among: " + ", ".join(component), file=sys.stderr)
    if not found:
        print(f"no import cycles among {len(modules())} modules")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

"""endplay's double-dummy solver (DDS) and its deal types, without the rest of endplay.

``from endplay.dds import ...`` first runs endplay's package ``__init__``, which imports
all of endplay: its dealer, whose HTML output imports matplotlib.pyplot and numpy. That
is about a second of CPU at every start of ``whist deal analyse`` or ``whist
analyse-play`` (issue 14, ``python -X importtime``: 1.4 s of 1.45 s importing
dealer.analysis on a loaded machine) for code we never call.

Importing this module first registers the ``endplay`` package without running its
``__init__``, so that only the solver's modules load (``endplay._dds`` and its library,
``endplay.dds``, ``endplay.types``). Code that then asks the package itself for a name
(``endplay.Deal``, ``from endplay import ...``) still gets all of endplay: the first such
lookup runs the package's ``__init__`` (a module ``__getattr__``, PEP 562). Where endplay
is already imported, nothing changes.

Every module of ours that calls DDS imports it from here, never from ``endplay.dds``.
"""

from __future__ import annotations

import importlib.util
import sys
from typing import Any


def _register_bare_endplay() -> None:
    """Put the ``endplay`` package in :data:`sys.modules` without its ``__init__`` run;
    the first lookup of a name it lacks runs the ``__init__`` then."""
    if "endplay" in sys.modules:
        return
    spec = importlib.util.find_spec("endplay")
    if spec is None or spec.loader is None:
        return  # not installed: the import below raises the usual error
    loader = spec.loader
    package = importlib.util.module_from_spec(spec)

    def whole_package(name: str) -> Any:
        # Any name, dunders too (endplay's own ``__version__``; ``__all__`` for an
        # ``import *``): the package as endplay makes it. Once only: its ``__init__``
        # looks names up on the package as it runs.
        del package.__dict__["__getattr__"]
        loader.exec_module(package)
        return getattr(package, name)

    setattr(package, "__getattr__", whole_package)  # noqa: B010 (a module attribute)
    sys.modules["endplay"] = package


_register_bare_endplay()

from endplay.dds import (  # noqa: E402 (after the package is registered bare)
    analyse_all_starts,
    analyse_play,
    analyse_start,
    calc_all_tables,
    calc_dd_table,
    solve_board,
)
from endplay.types import Deal, Denom, Player  # noqa: E402

__all__ = [
    "Deal",
    "Denom",
    "Player",
    "analyse_all_starts",
    "analyse_play",
    "analyse_start",
    "calc_all_tables",
    "calc_dd_table",
    "solve_board",
]

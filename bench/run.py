"""Runs every benchmark in this folder: each ``bench/bench_*.py`` module's ``main()``,
one after another, with its default arguments. Benchmarks print their own figures
and ratios against baselines measured in the same run; they are never part of the
test run's pass or fail.

Usage: ``.venv/bin/python bench/run.py [NAME ...]`` (e.g. ``dealer`` runs only
``bench_dealer.py``). Exits non-zero if a benchmark raised.
"""

from __future__ import annotations

import importlib.util
import sys
import time
import traceback
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str] | None = None) -> int:
    wanted = argv if argv is not None else sys.argv[1:]
    scripts = sorted(HERE.glob("bench_*.py"))
    if wanted:
        scripts = [s for s in scripts if any(w in s.stem for w in wanted)]
    if str(HERE.parent) not in sys.path:
        sys.path.insert(0, str(HERE.parent))
    failed: list[str] = []
    for script in scripts:
        print(f"=== {script.name} ===", flush=True)
        spec = importlib.util.spec_from_file_location(script.stem, script)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        saved = sys.argv
        sys.argv = [str(script)]
        started = time.perf_counter()
        try:
            spec.loader.exec_module(module)
            module.main()
        except SystemExit as exc:
            if exc.code not in (0, None):
                failed.append(f"{script.name} (exit {exc.code})")
        except Exception:
            traceback.print_exc()
            failed.append(script.name)
        finally:
            sys.argv = saved
        print(f"=== {script.name}: {time.perf_counter() - started:.1f} s ===\n", flush=True)
    if failed:
        print("failed: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

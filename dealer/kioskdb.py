"""The kiosk's database in an event folder, when the event is dealt again.

``whist kiosk`` keeps the evening's play in ``EVENT/kiosk.sqlite3`` (with SQLite's
``-wal`` and ``-shm`` files and the kiosk's ``.acked`` file). Those rows are the play of
the boards as they were dealt: after ``whist deal --force`` they belong to no board of the
folder, and the kiosk refuses to start on them. So dealing again moves them aside, all
under one new name, and says so; nothing is deleted (the director may still need the
old evening's log, and SQLite finds a ``-wal`` file by the database's name, which is why
they are renamed together).
"""

from __future__ import annotations

import time
from pathlib import Path

#: The kiosk's database file in an event folder.
DATABASE = "kiosk.sqlite3"
#: The files that go with it (SQLite's, and the kiosk's acknowledgement file).
COMPANIONS = ("-wal", "-shm", ".acked")


def set_aside(folder: Path, now: float | None = None) -> list[str]:
    """Rename ``folder``'s kiosk database and its companions to
    ``kiosk.sqlite3.replaced-YYYYmmdd-HHMMSS`` (plus their suffixes); the lines that say
    what was moved (none when there was no database)."""
    database = folder / DATABASE
    if not database.exists():
        return []
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = folder / f"{DATABASE}.replaced-{stamp}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{DATABASE}.replaced-{stamp}-{n}"
    moved = []
    for suffix in ("", *COMPANIONS):
        source = folder / (DATABASE + suffix)
        if source.exists():
            source.rename(target.with_name(target.name + suffix))
            moved.append(source.name)
    return [
        f"the kiosk's database of the earlier deals ({', '.join(moved)}) is kept as "
        f"{target.name}: the new deals start a new log"
    ]

"""The kiosk database's files on disk: created private, and guarded against lost rows.

Every card played is a row of an SQLite file in WAL mode: a committed row sits in the
``-wal`` file until SQLite copies it into the main file (a checkpoint, every thousand
pages or so). Deleting the ``-wal`` file after a crash -- a tidy-minded reflex, or a
backup tool copying only ``kiosk.sqlite3`` back -- silently drops every row since the last
checkpoint, and a kiosk started on that file would go on as if those plays never
happened, while the tablets were told they were saved.

The design: beside the database, ``<file>.acked`` holds the id of the last row the kiosk
told a tablet was saved, rewritten after every commit (one small write on a file kept
open: no fsync, so it costs little; it survives the kiosk being killed, which is the case
it is for -- a power cut leaves the ``-wal`` file in place, synced, as SQLite's
``synchronous=full`` promises). At start the log must reach that id; if it does not, the
kiosk refuses to start, naming both files and what to do. Nothing is overwritten.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

#: The side file's suffix: ``kiosk.sqlite3.acked``.
SUFFIX = ".acked"
_WIDTH = 20


class LostActions(RuntimeError):
    """The database holds fewer rows than the tablets were told were saved."""


def private_file(path: str | os.PathLike[str]) -> None:
    """Create ``path`` empty and readable by its owner only (0600) if it does not exist
    (SQLite then gives its ``-wal`` and ``-shm`` files the same mode)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    os.close(fd)


class AckGuard:
    """The ``.acked`` side file of the SQLite database at ``database`` (``None``: not an
    SQLite file, nothing guarded)."""

    def __init__(self, database: str | None) -> None:
        self.database = database
        self.path = Path(database + SUFFIX) if database is not None else None
        self._fd: int | None = None
        self._last = 0
        self._lock = threading.Lock()

    def recorded(self) -> int:
        """The last acknowledged row id on file (0 when there is none yet)."""
        if self.path is None:
            return 0
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return 0
        try:
            return int(raw.strip() or b"0")
        except ValueError as exc:
            raise LostActions(
                f"{self.path} should hold a row number and holds something else: it is "
                f"damaged. If {self.database} is the evening's database as it was, delete "
                f"{self.path.name} and start again"
            ) from exc

    def check_before_open(self) -> None:
        """Refuse when the database file itself is gone but rows were acknowledged (else
        opening it would make a new, empty one)."""
        assert self.database is not None and self.path is not None
        if not os.path.exists(self.database) and self.recorded() > 0:
            raise LostActions(
                f"{self.database} is missing, but {self.path.name} says {self.recorded()} "
                "actions were saved in it: put the database back (with its -wal file if it "
                f"had one); to start this event's log afresh, move {self.path.name} aside too"
            )

    def check(self, last_id: int, where: str) -> None:
        """Refuse a log whose last row is before the last one acknowledged."""
        recorded = self.recorded()
        if last_id < recorded:
            assert self.path is not None
            raise LostActions(
                f"{where} ends at action {last_id}, but the tablets were told actions up to "
                f"{recorded} were saved ({self.path.name}): its -wal file "
                f"({Path(where).name}-wal) was deleted or an older copy was put back. "
                "Put the -wal file back beside it and start again; nothing was changed. To "
                f"play on without the lost actions, move {self.path.name} aside"
            )
        self._last = max(recorded, last_id)

    def acknowledge(self, row_id: int) -> None:
        """Record that rows up to ``row_id`` are committed (called after each commit)."""
        if self.path is None or row_id <= self._last:
            return
        with self._lock:
            if row_id <= self._last:
                return
            if self._fd is None:
                self._fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
            os.lseek(self._fd, 0, os.SEEK_SET)
            os.write(self._fd, str(row_id).rjust(_WIDTH).encode())
            self._last = row_id

    def close(self) -> None:
        with self._lock:
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None

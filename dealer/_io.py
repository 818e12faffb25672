"""Atomic file writes for the dealer: a temporary file in the same folder, flushed and
synced, then moved over the target with :func:`os.replace`, so a reader sees either
the old file or the whole new one, never half of it."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, mode: int = 0o644) -> None:
    """Write ``data`` to ``path`` atomically, with permission bits ``mode``."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def atomic_write_text(
    path: str | os.PathLike[str], text: str, *, mode: int = 0o644, encoding: str = "utf-8"
) -> None:
    """Write ``text`` atomically with LF line endings exactly as given."""
    atomic_write_bytes(path, text.encode(encoding), mode=mode)

"""The one place the product writes a file: atomically, and durably.

:func:`atomic_write_bytes` writes to a temporary file in the target's folder, flushes
and ``fsync``\\ s it, renames it over the target with :func:`os.replace` and ``fsync``\\ s
the folder, so a reader sees the old file or the whole new one, never half of it, and
the new name survives a power cut. :func:`read_bytes` is its reading twin, so that the
formats wing (which parses text and handles) touches paths through this module only.

Why a top-level package of its own, standard library only: every writer of the house
needs it -- ``dealer`` (the event folder, the deal files of the formats wing),
``printing`` (PDFs) and ``scoring`` (results files, USEBIO) -- but ``printing`` and
``scoring`` may not import ``dealer`` (docs/architecture.md, the import table), and the
core ``whist`` does no file I/O at all. A package below all of them, importing nothing
of ours, is the one home every one of them may import.

Permission bits of the file written: ``mode=0o644`` by default, ``0o600`` for a secret,
or ``mode=None`` for what :func:`open` would give (``0o666`` less the umask).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

__all__ = ["atomic_write_bytes", "atomic_write_text", "atomic_writer", "open_binary", "read_bytes"]


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _fsync_folder(folder: Path) -> None:
    """Make the rename durable: sync the folder's entry list (where the OS allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:  # pragma: no cover - a platform that cannot open folders
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


@contextlib.contextmanager
def atomic_writer(
    path: str | os.PathLike[str],
    *,
    mode: int | None = 0o644,
    make_parents: bool = False,
) -> Iterator[BinaryIO]:
    """A binary handle on a temporary file in ``path``'s folder, for a writer that
    streams (a file of 100,000 boards written as they are made, never held whole).

    When the ``with`` block ends normally the file is flushed, ``fsync``\\ ed and renamed
    over ``path``, and the folder ``fsync``\\ ed; when it raises, the temporary file is
    removed and ``path`` is untouched. ``mode`` and ``make_parents`` as in
    :func:`atomic_write_bytes`, which is this writer given the whole content at once."""
    target = Path(path)
    folder = target.parent
    if make_parents:
        folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, 0o666 & ~_umask() if mode is None else mode)
        with os.fdopen(fd, "wb", buffering=1 << 16) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    _fsync_folder(folder)


def atomic_write_bytes(
    path: str | os.PathLike[str],
    data: bytes,
    *,
    mode: int | None = 0o644,
    make_parents: bool = False,
) -> None:
    """Write ``data`` to ``path`` atomically with permission bits ``mode`` (``None``: as
    :func:`open` would, ``0o666`` less the umask). ``make_parents`` creates the missing
    folders first; otherwise a missing folder is :class:`FileNotFoundError`."""
    with atomic_writer(path, mode=mode, make_parents=make_parents) as handle:
        handle.write(data)


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    mode: int | None = 0o644,
    make_parents: bool = False,
    encoding: str = "utf-8",
) -> None:
    """Write ``text`` atomically, its line endings exactly as given (no translation)."""
    atomic_write_bytes(path, text.encode(encoding), mode=mode, make_parents=make_parents)


def open_binary(path: str | os.PathLike[str]) -> BinaryIO:
    """``path`` open for reading, binary: for readers that stream a file (a PBN file a
    game at a time) rather than hold it whole."""
    return open(path, "rb")


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The whole content of the file at ``path``."""
    with open(path, "rb") as handle:
        return handle.read()

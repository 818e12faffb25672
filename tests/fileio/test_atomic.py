"""The one atomic writer: whole file or old file, the mode asked for, no temporary left."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

import fileio


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_writes_bytes_and_text_exactly(tmp_path: Path) -> None:
    fileio.atomic_write_bytes(tmp_path / "a.bin", b"\x00\r\n\xff")
    fileio.atomic_write_text(tmp_path / "b.txt", "é\r\nline\n")
    assert (tmp_path / "a.bin").read_bytes() == b"\x00\r\n\xff"
    assert (tmp_path / "b.txt").read_bytes() == "é\r\nline\n".encode()
    assert fileio.read_bytes(tmp_path / "a.bin") == b"\x00\r\n\xff"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.bin", "b.txt"]


def test_modes(tmp_path: Path) -> None:
    fileio.atomic_write_text(tmp_path / "plain", "x")
    fileio.atomic_write_text(tmp_path / "secret", "x", mode=0o600)
    old = os.umask(0o027)
    try:
        fileio.atomic_write_text(tmp_path / "umask", "x", mode=None)
    finally:
        os.umask(old)
    assert _mode(tmp_path / "plain") == 0o644
    assert _mode(tmp_path / "secret") == 0o600
    assert _mode(tmp_path / "umask") == 0o640


def test_replaces_and_keeps_the_old_file_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "f"
    fileio.atomic_write_text(target, "old")
    fileio.atomic_write_text(target, "new")
    assert target.read_text() == "new"

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space"):
        fileio.atomic_write_text(target, "newer")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["f"]


def test_missing_folder(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        fileio.atomic_write_text(tmp_path / "no" / "f", "x")
    fileio.atomic_write_text(tmp_path / "no" / "f", "x", make_parents=True)
    assert (tmp_path / "no" / "f").read_text() == "x"

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


def test_streaming_writer_shows_nothing_until_the_block_ends(tmp_path: Path) -> None:
    """The streaming twin: the target keeps its old content while the handle is being
    written, then holds the whole new content; only the temporary file is in between."""
    target = tmp_path / "boards.pbn"
    target.write_bytes(b"old")
    with fileio.atomic_writer(target, mode=0o600) as handle:
        handle.write(b"first ")
        handle.flush()
        assert target.read_bytes() == b"old"
        assert len(list(tmp_path.iterdir())) == 2  # the target and one temporary file
        handle.write(b"second")
    assert target.read_bytes() == b"first second"
    assert _mode(target) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["boards.pbn"]


def test_streaming_writer_failing_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "event.json"
    target.write_bytes(b"old")
    with pytest.raises(RuntimeError), fileio.atomic_writer(target) as handle:
        handle.write(b"half")
        raise RuntimeError("the generator failed half way")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["event.json"]

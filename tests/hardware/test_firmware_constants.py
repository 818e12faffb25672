"""The firmware cannot import the host's code (it runs alone on the Pico), so it repeats
the protocol's message and fault tables. These tests keep the copies equal: the host's
``messages``, the firmware (main.py and both HALs) and the tables of PROTOCOL.md."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from firmware_bridge.messages import FaultKind, MsgType

HARDWARE = Path(__file__).resolve().parents[2] / "hardware"
FIRMWARE = HARDWARE / "firmware" / "main.py"
PROTOCOL = HARDWARE / "PROTOCOL.md"


def firmware_constants(path: Path = FIRMWARE) -> dict[str, int]:
    """Module-level integer constants of a firmware file, read without running it:
    ``NAME = 1`` and ``A, B = 1, 2``."""
    constants: dict[str, int] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target, value = node.targets[0], node.value
        if isinstance(target, ast.Name) and isinstance(value, ast.Constant):
            if isinstance(value.value, int):
                constants[target.id] = value.value
        elif isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
            for name, item in zip(target.elts, value.elts, strict=True):
                if isinstance(name, ast.Name) and isinstance(item, ast.Constant):
                    constants[name.id] = item.value
    return constants


def _doc_table(heading: str, base: int = 10) -> dict[str, int]:
    """``| number | name | ...`` rows of the first table after ``heading``: name -> number."""
    text = PROTOCOL.read_text(encoding="utf-8")
    section = text[text.index(heading) :]
    rows: dict[str, int] = {}
    started = False
    for line in section.splitlines()[1:]:
        if line.startswith("|"):
            started = True
            cells = [c.strip().strip("`") for c in line.strip("|").split("|")]
            if re.fullmatch(r"[0-9A-Fa-f]{1,2}", cells[0]):
                name = cells[1].upper().replace(" ", "_")
                rows[name] = int(cells[0], base)
        elif started:
            break
    return rows


def test_firmware_message_types_match_the_host() -> None:
    constants = firmware_constants()
    firmware_types = {name: constants[name] for name in MsgType.__members__ if name in constants}
    assert firmware_types == {m.name: m.value for m in MsgType}


def test_message_table_of_the_document_matches_the_host() -> None:
    """Section 4 lists every command, ACK and NAK included; section 5 every event."""
    commands = _doc_table("## 4. Commands and replies", 16)
    events = _doc_table("## 5. Events", 16)
    documented = {**commands, **events}
    host = {m.name: m.value for m in MsgType if m.value < 0x80}
    assert documented == host


WIRE_FAULTS = {k.name: k.value for k in FaultKind if k.value < 0x40}


def test_fault_kinds_of_the_document_match_the_host() -> None:
    assert _doc_table("### 5.2 After a fault") == WIRE_FAULTS


@pytest.mark.parametrize("path", ["main.py", "hal_pico.py", "hal_sim.py"])
def test_firmware_fault_kinds_match_the_host(path: str) -> None:
    constants = firmware_constants(HARDWARE / "firmware" / path)
    found = {name: constants[name] for name in WIRE_FAULTS if name in constants}
    assert found, path
    assert found == {name: WIRE_FAULTS[name] for name in found}
    if path == "main.py":
        assert found == WIRE_FAULTS

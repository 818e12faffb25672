"""The pin table of hardware/WIRING.md against the firmware's constants (hal_pico.py):
every pin, and every level and polarity written in the table, is the firmware's."""

from __future__ import annotations

import re
from pathlib import Path

from tests.hardware.test_firmware_constants import firmware_constants

HARDWARE = Path(__file__).resolve().parents[2] / "hardware"
HAL_PICO = HARDWARE / "firmware" / "hal_pico.py"
WIRING = HARDWARE / "WIRING.md"


def pin_table() -> list[dict[str, str]]:
    """The rows of the table under "## Pin table", as dicts keyed by the header."""
    text = WIRING.read_text(encoding="utf-8")
    section = text[text.index("## Pin table") :].splitlines()
    lines = [line for line in section if line.startswith("|")]
    rows: list[list[str]] = []
    for line in lines:
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        if len(rows) > 2 and not section[section.index(line) + 1].startswith("|"):
            break
    header, _rule, *body = rows
    return [dict(zip(header, row, strict=True)) for row in body]


def test_every_documented_pin_is_the_firmwares() -> None:
    constants = firmware_constants(HAL_PICO)
    table = pin_table()
    assert len(table) >= 10
    documented = {}
    for row in table:
        name = row["firmware constant"].strip("`")
        documented[name] = int(re.fullmatch(r"GP(\d+)", row["GPIO"])[1])  # type: ignore[index]
    firmware = {name: value for name, value in constants.items() if name.startswith("PIN_")}
    assert documented == firmware


def test_every_documented_level_is_the_firmwares() -> None:
    constants = firmware_constants(HAL_PICO)
    levels = {
        name: int(value)
        for row in pin_table()
        for name, value in re.findall(r"`([A-Z_]+) = (\d+)`", row["level"])
    }
    assert {"CARD_LOWERS_READING", "EXIT_BROKEN_LEVEL", "BUTTON_PRESSED_LEVEL"} <= set(levels)
    assert levels == {name: constants[name] for name in levels}


def test_the_wiring_says_a_card_lowers_the_reading() -> None:
    """The TCRT5000's collector is pulled up: the schematic and the constant agree."""
    text = WIRING.read_text(encoding="utf-8")
    assert "collector ── 10 kΩ ── +3V3" in text and "a card LOWERS the" in text
    assert firmware_constants(HAL_PICO)["CARD_LOWERS_READING"] == 1

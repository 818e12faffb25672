"""The schematic (hardware/schematic.py, SKiDL) against WIRING.md's pin table and the
firmware's pin constants: one truth. The netlist is written by the real command."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from types import ModuleType

import pytest

from tests.hardware.test_firmware_constants import firmware_constants
from tests.hardware.test_wiring import HAL_PICO, HARDWARE, pin_table


def schematic_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("schematic", HARDWARE / "schematic.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["schematic"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def nets(tmp_path_factory: pytest.TempPathFactory) -> dict[str, frozenset[object]]:
    out = tmp_path_factory.mktemp("schematic") / "machine.net"
    done = subprocess.run(
        [sys.executable, str(HARDWARE / "schematic.py"), "--netlist", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert f"netlist written: {out}" in done.stdout
    result: dict[str, frozenset[object]] = schematic_module().read_netlist(out.read_text())
    return result


def net_of(nets: dict[str, frozenset[object]], value: str, name: str) -> str:
    found = [
        net
        for net, nodes in nets.items()
        if any(n.value == value and n.name == name for n in nodes)  # type: ignore[attr-defined]
    ]
    assert len(found) == 1, (value, name, found)
    return found[0]


def test_every_pin_of_the_table_is_wired_as_written(nets: dict[str, frozenset[object]]) -> None:
    """Each row with a header pin: the Pico's pin of that number is the GPIO of the row and
    of the firmware's constant, and its net reaches the part and pin under "connects to"."""
    constants = firmware_constants(HAL_PICO)
    rows = [row for row in pin_table() if row["Pico pin"] != "-"]
    assert len(rows) == 10
    for row in rows:
        gpio = row["GPIO"]
        assert constants[row["firmware constant"].strip("`")] == int(gpio[2:])
        net = next(
            net
            for net, nodes in nets.items()
            if any(n.ref == "U1" and n.pin == row["Pico pin"] for n in nodes)  # type: ignore[attr-defined]
        )
        nodes = nets[net]
        pico = [n for n in nodes if n.ref == "U1"]  # type: ignore[attr-defined]
        assert [n.name for n in pico] == [gpio], row  # type: ignore[attr-defined]
        others = [n for n in nodes if n.ref != "U1" and not n.ref.startswith("R")]  # type: ignore[attr-defined]
        assert others, f"{gpio} goes nowhere"
        cell = row["connects to"]
        for node in others:
            part, _, where = node.value.partition(" (")  # type: ignore[attr-defined]
            assert part in cell and where.rstrip(")") in cell, (gpio, node, cell)
            assert re.search(rf"\b{re.escape(node.name)}\b", cell), (gpio, node, cell)  # type: ignore[attr-defined]


def test_every_pico_pin_in_the_schematic_is_in_the_table(
    nets: dict[str, frozenset[object]],
) -> None:
    documented = {row["GPIO"] for row in pin_table()}
    used = {
        n.name  # type: ignore[attr-defined]
        for nodes in nets.values()
        for n in nodes
        if n.ref == "U1" and n.name.startswith("GP")  # type: ignore[attr-defined]
    }
    assert used == documented - {"GP25"}  # GP25: the on-board LED, no header pin


def test_sensors_are_pulled_up_to_3v3(nets: dict[str, frozenset[object]]) -> None:
    """WIRING.md: "phototransistor collector ── 10 kΩ ── +3V3", the beam's receiver
    "GP28 with 10 kΩ to +3V3"; no resistor on a signal goes to +5V (levels)."""
    pulled = {}
    for net, nodes in nets.items():
        if not net.startswith("GP") or net.endswith("_LED"):
            continue
        for node in nodes:
            if node.ref.startswith("R"):  # type: ignore[attr-defined]
                assert node.value == "10k"  # type: ignore[attr-defined]
                other = "1" if node.pin == "2" else "2"  # type: ignore[attr-defined]
                pulled[net] = net_of_pin(nets, node.ref, other)  # type: ignore[attr-defined]
    assert pulled == {"GP26": "+3V3", "GP27": "+3V3", "GP28": "+3V3"}


def net_of_pin(nets: dict[str, frozenset[object]], ref: str, pin: str) -> str:
    return next(
        net
        for net, nodes in nets.items()
        if any(n.ref == ref and n.pin == pin for n in nodes)  # type: ignore[attr-defined]
    )


def test_supplies(nets: dict[str, frozenset[object]]) -> None:
    """The GM65 on its own AMS1117-3.3 from +5V; servo and motor driver on +5V; the Pico
    through the Schottky diode on VSYS; TCRT5000 LEDs through 150 ohm from +5V."""
    assert net_of(nets, "GM65", "VCC") == net_of(nets, "AMS1117-3.3", "OUT") == "+3V3S"
    assert net_of(nets, "AMS1117-3.3", "IN") == "+5V"
    assert net_of(nets, "MG90S", "VCC") == net_of(nets, "DRV8833", "VM") == "+5V"
    assert net_of(nets, "1N5819", "anode") == "+5V"
    assert net_of(nets, "1N5819", "cathode") == net_of(nets, "Raspberry Pi Pico", "VSYS")
    assert net_of(nets, "break-beam receiver", "VCC") == "+3V3"
    grounds = {"GND", "AGND"}
    for value in ("GM65", "MG90S", "DRV8833", "AMS1117-3.3", "break-beam receiver"):
        assert net_of(nets, value, "GND") in grounds
    led_resistors = [n for n in nets["+5V"] if n.value == "150"]  # type: ignore[attr-defined]
    assert len(led_resistors) == 2

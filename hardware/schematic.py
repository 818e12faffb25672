"""The schematic of the reference dealing machine, in SKiDL: parts, supplies, pull-ups.

Write the netlist (KiCad format, for KiCad's PCB editor or any netlist reader):

    python hardware/schematic.py --netlist build/machine.net

The parts are SKiDL templates defined here (tool SKIDL), not looked up in KiCad's symbol
libraries: the netlist can be made on any machine with only `pip install skidl`, and the
pin names are the modules' silk-screen names, which is what a maker wires by. Footprints
are the modules' pin headers, so a maker can also lay the netlist out on perfboard.

One truth: tests/hardware/test_schematic.py reads this netlist and checks it against the
pin table of WIRING.md and the firmware's PIN_* constants (hal_pico.py).
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from fileio import atomic_write_text

# SKiDL logs that KiCad's libraries are missing when it is imported (they are not used),
# and opens .log and .erc files in the working directory: imported in a scratch one.
logging.disable(logging.WARNING)
_here = os.getcwd()
with tempfile.TemporaryDirectory() as _scratch:
    os.chdir(_scratch)
    try:
        from skidl import KICAD8, SKIDL, TEMPLATE, Circuit, Net, Part, Pin
        from skidl.logger import stop_log_file_output

        stop_log_file_output()
    finally:
        os.chdir(_here)
        logging.disable(logging.NOTSET)

HEADER = "Connector_PinHeader_2.54mm:PinHeader_1x%02d_P2.54mm_Vertical"

# Raspberry Pi Pico: the physical pins used (Pico datasheet, pinout), number -> name.
PICO_PINS = {
    1: "GP0",
    2: "GP1",
    3: "GND",
    4: "GP2",
    19: "GP14",
    20: "GP15",
    21: "GP16",
    26: "GP20",
    31: "GP26",
    32: "GP27",
    33: "AGND",
    34: "GP28",
    35: "ADC_VREF",
    36: "3V3",
    38: "GND",
    39: "VSYS",
    40: "VBUS",
}


# Every other part: its pins in the order of its header (or its leads), numbered from 1;
# the reference prefix; the footprint (a pin header of that many pins unless given).
PINOUTS: dict[str, tuple[str, ...]] = {
    "R": ("1", "2"),
    "CP": ("+", "-"),
    "1N5819": ("anode", "cathode"),
    "5 V 3 A supply": ("+5V", "GND"),
    "AMS1117-3.3": ("GND", "OUT", "IN"),
    "GM65": ("VCC", "GND", "TX", "RX", "TRIG"),
    "DRV8833": ("VM", "GND", "AIN1", "AIN2", "AOUT1", "AOUT2", "nSLEEP"),
    "N20 motor": ("+", "-"),
    "MG90S": ("signal", "VCC", "GND"),
    "push button": ("NO", "COM"),
    "TCRT5000": ("anode", "cathode", "collector", "emitter"),
    "break-beam emitter": ("VCC", "GND"),
    "break-beam receiver": ("VCC", "GND", "output"),
}
PREFIXES = {"R": "R", "CP": "C", "1N5819": "D", "5 V 3 A supply": "J", "N20 motor": "M"}
PREFIXES["push button"] = "SW"
FOOTPRINTS = {
    "R": "Resistor_THT:R_Axial_DIN0207_L6.3mm_D2.5mm_P10.16mm_Horizontal",
    "CP": "Capacitor_THT:CP_Radial_D8.0mm_P3.50mm",
    "1N5819": "Diode_THT:D_DO-41_SOD81_P10.16mm_Horizontal",
    "5 V 3 A supply": "Connector_BarrelJack:BarrelJack_Horizontal",
}


def _template(name: str) -> Part:
    """The SKiDL template of a part of PINOUTS (no KiCad library looked up)."""
    pins = PINOUTS[name]
    return Part(
        tool=SKIDL,
        name=name,
        ref_prefix=PREFIXES.get(name, "U"),
        dest=TEMPLATE,
        footprint=FOOTPRINTS.get(name, HEADER % len(pins)),
        pins=[Pin(num=str(i), name=pin) for i, pin in enumerate(pins, start=1)],
    )


def build() -> Circuit:
    """The whole machine's circuit (WIRING.md, "Schematic")."""
    circuit = Circuit()
    circuit.no_files = True  # neither a _sklib.py library nor a netlist next to the caller
    with circuit:
        pico = Part(
            tool=SKIDL,
            name="Raspberry Pi Pico",
            ref="U1",
            footprint="RPi_Pico:RPi_Pico_SMD_TH",
            pins=[Pin(num=str(num), name=name) for num, name in PICO_PINS.items()],
        )
        resistor = _template("R")
        capacitor = _template("CP")
        tcrt = _template("TCRT5000")
        v5, v3, v3s, gnd = Net("+5V"), Net("+3V3"), Net("+3V3S"), Net("GND")

        supply = _template("5 V 3 A supply")()
        v5 += supply["+5V"]
        gnd += supply["GND"]
        diode = _template("1N5819")()
        v5 += diode["anode"]
        Net("VSYS").connect(diode["cathode"], pico["VSYS"])
        v3 += pico["3V3"]
        gnd += pico[3], pico[38]
        agnd = Net("AGND")
        agnd += pico["AGND"]

        def gpio(name: str, *pins: Pin) -> Net:
            net = Net(name)
            net += pico[name], *pins
            return net

        # GM65 on its own 3.3 V regulator: it draws up to 160 mA while reading.
        regulator = _template("AMS1117-3.3")()
        v5 += regulator["IN"]
        v3s += regulator["OUT"]
        gnd += regulator["GND"]
        scanner = _template("GM65")()
        v3s += scanner["VCC"]
        gnd += scanner["GND"]
        gpio("GP0", scanner["RX"])
        gpio("GP1", scanner["TX"])
        gpio("GP2", scanner["TRIG"])

        driver = _template("DRV8833")()
        motor = _template("N20 motor")()
        v5 += driver["VM"]
        gnd += driver["GND"]
        v3 += driver["nSLEEP"]
        gpio("GP14", driver["AIN1"])
        gpio("GP15", driver["AIN2"])
        Net("MOTOR+").connect(driver["AOUT1"], motor["+"])
        Net("MOTOR-").connect(driver["AOUT2"], motor["-"])

        servo = _template("MG90S")()
        v5 += servo["VCC"]
        gnd += servo["GND"]
        gpio("GP16", servo["signal"])
        reservoir = capacitor(value="470uF")
        v5 += reservoir["+"]
        gnd += reservoir["-"]

        button = _template("push button")()
        gpio("GP20", button["NO"])
        gnd += button["COM"]

        # TCRT5000: LED from +5V through 150 ohm; collector pulled up to 3V3 (a card
        # lowers the reading), emitter to the analog ground.
        for gp, where in (("GP26", "reader window"), ("GP27", "hopper floor")):
            sensor = tcrt(value=f"TCRT5000 ({where})")
            led = resistor(value="150")
            Net(f"{gp}_LED").connect(led[2], sensor["anode"])
            v5 += led[1]
            gnd += sensor["cathode"]
            agnd += sensor["emitter"]
            pull_up = resistor(value="10k")
            v3 += pull_up[1]
            gpio(gp, sensor["collector"], pull_up[2])

        emitter = _template("break-beam emitter")()
        receiver = _template("break-beam receiver")()
        v3 += emitter["VCC"], receiver["VCC"]
        gnd += emitter["GND"], receiver["GND"]
        beam_pull_up = resistor(value="10k")
        v3 += beam_pull_up[1]
        gpio("GP28", receiver["output"], beam_pull_up[2])
    return circuit


def write_netlist(path: Path) -> None:
    """The KiCad netlist of build() at path."""
    logging.disable(logging.WARNING)
    try:
        text = build().generate_netlist(tool=KICAD8)
    finally:
        logging.disable(logging.NOTSET)
    atomic_write_text(path, text, make_parents=True)


@dataclass(frozen=True)
class Node:
    """One pin on a net: the part's reference and value, the pin's number and name."""

    ref: str
    value: str
    pin: str
    name: str


def read_netlist(text: str) -> dict[str, frozenset[Node]]:
    """The nets of a KiCad netlist (as written by write_netlist): name -> nodes, each pin
    named by the part's pinout (PICO_PINS, PINOUTS): SKiDL's netlist gives numbers only."""
    values: dict[str, str] = {}
    pinouts: dict[str, dict[str, str]] = {}
    for comp in re.split(r"\(comp\s", text)[1:]:
        found = re.search(r'\(ref "([^"]+)"\)\s+\(value "([^"]*)"\)', comp)
        part = re.search(r'\(libsource\s+\(lib "[^"]*"\)\s+\(part "([^"]+)"\)', comp)
        if found is None or part is None:
            raise ValueError("netlist: a part without a reference, value or source")
        ref, values[ref] = found[1], found[2]
        if part[1] == "Raspberry Pi Pico":
            pinouts[ref] = {str(num): name for num, name in PICO_PINS.items()}
        elif part[1] in PINOUTS:
            pinouts[ref] = {str(i): n for i, n in enumerate(PINOUTS[part[1]], start=1)}
        else:
            raise ValueError(f"netlist: {ref} is a {part[1]!r}, not a part of this schematic")
    nets: dict[str, frozenset[Node]] = {}
    for block in re.split(r"\(net\s+\(code", text)[1:]:
        name = re.search(r'\(name "([^"]*)"\)', block)
        if name is None:
            raise ValueError("netlist: a net without a name")
        nodes = re.findall(r'\(node\s+\(ref "([^"]+)"\)\s+\(pin "([^"]+)"\)', block)
        nets[name[1]] = frozenset(
            Node(ref, values[ref], pin, pinouts[ref][pin]) for ref, pin in nodes
        )
    return nets


def main() -> None:
    parser = argparse.ArgumentParser(description="write the dealing machine's netlist")
    parser.add_argument("--netlist", type=Path, required=True, help="the KiCad netlist to write")
    args = parser.parse_args()
    write_netlist(args.netlist)
    print(f"netlist written: {args.netlist}")


if __name__ == "__main__":
    main()

"""The firmware precompiled with mpy-cross (FLASHING.md): it compiles, its size and the
heap it needs to boot are reported, and the compiled firmware deals and verifies a
board under the MicroPython unix port."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from firmware_bridge.session import BoardPlan, Machine
from tests.firmware_bridge.conftest import shuffled_deal
from tests.hardware.conftest import FIRMWARE, firmware_port, micropython, mpy_cross
from whist.packs import BISHOPS_PACK

SOURCES = ("main.py", "halbase.py", "hal_pico.py", "hal_sim.py")
BOOT = "import dealer\n"
"""The Pico's main.py once the firmware is precompiled (FLASHING.md)."""


def _tool(find: object) -> str:
    path = find()  # type: ignore[operator]
    if path is None:
        pytest.skip("mpy-cross or the MicroPython unix port is not installed")
    return str(path)


@pytest.fixture
def compiled(tmp_path: Path) -> Path:
    """The firmware compiled as FLASHING.md says: main.py -> dealer.mpy, a one-line
    main.py that imports it, the HALs as .mpy."""
    cross = _tool(mpy_cross)
    for source in SOURCES:
        target = "dealer.mpy" if source == "main.py" else source.replace(".py", ".mpy")
        subprocess.run(
            [cross, "-o", str(tmp_path / target), str(FIRMWARE.parent / source)],
            check=True,
            capture_output=True,
        )
    (tmp_path / "main.py").write_text(BOOT, encoding="utf-8")
    return tmp_path


def test_firmware_compiles_and_reports_its_size(
    compiled: Path, record_property: pytest.RecordProperty
) -> None:
    sizes = {p.name: p.stat().st_size for p in sorted(compiled.glob("*.mpy"))}
    record_property("mpy_sizes", sizes)
    print("mpy sizes:", sizes)
    assert set(sizes) == {"dealer.mpy", "halbase.mpy", "hal_pico.mpy", "hal_sim.mpy"}
    # bytecode is smaller than the source it came from
    assert sizes["dealer.mpy"] < FIRMWARE.stat().st_size // 2


def _smallest_heap(script: Path) -> int:
    """The smallest -X heapsize (KiB) with which ``script`` boots the firmware and
    returns cleanly when its line closes (stdin at end of file)."""
    binary = _tool(micropython)

    def boots(kib: int) -> bool:
        done = subprocess.run(
            [binary, "-X", f"heapsize={kib}K", str(script)],
            stdin=subprocess.DEVNULL,
            capture_output=True,
            cwd=script.parent,
            timeout=20,
        )
        return done.returncode == 0

    low, high = 1, 1024
    assert boots(high), "the firmware does not boot in 1 MiB"
    while low < high:
        middle = (low + high) // 2
        if boots(middle):
            high = middle
        else:
            low = middle + 1
    return high


def test_heap_needed_to_boot_from_source_and_precompiled(
    compiled: Path, tmp_path: Path, record_property: pytest.RecordProperty
) -> None:
    """Compiling main.py on the device is what costs the heap; the .mpy only loads.
    (Figures of the 64-bit unix port; the RP2040's 32-bit objects are smaller.)"""
    source_dir = tmp_path / "source"
    shutil.copytree(FIRMWARE.parent, source_dir)
    from_source = _smallest_heap(source_dir / "main.py")
    precompiled = _smallest_heap(compiled / "main.py")
    record_property("heap_kib", {"source": from_source, "mpy": precompiled})
    print(f"heap to boot: from source {from_source} KiB, precompiled {precompiled} KiB")
    assert precompiled * 2 < from_source


def test_the_compiled_firmware_deals_and_verifies(compiled: Path) -> None:
    _tool(micropython)
    with (
        firmware_port("vmisread=1:7", "putback=99", script=compiled / "main.py") as path,
        Machine(path) as machine,
    ):
        plan = BoardPlan.from_deal(1, shuffled_deal(BISHOPS_PACK, 12))
        outcome = machine.deal_board(plan)
    assert outcome.verified and outcome.faults == {"misread": 1}

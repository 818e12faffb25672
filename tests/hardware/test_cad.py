"""The printable parts (hardware/cad/parts.py, build123d): dimensions a card, the
scanner and the selector need, measured on the solids themselves; the export command;
the rendered view; the parts list of ASSEMBLY.md."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.hardware.test_firmware_constants import firmware_constants

HARDWARE = Path(__file__).resolve().parents[2] / "hardware"
PARTS = HARDWARE / "cad" / "parts.py"

b = pytest.importorskip("build123d")


def _parts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cad_parts", PARTS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cad_parts"] = module
    spec.loader.exec_module(module)
    return module


cad = _parts()
D = cad.Dimensions()
BUILT = cad.parts(D)
PLACED = {name: cad.placements(D)[name] * part for name, part in BUILT.items()}
BED = (220.0, 220.0, 250.0)
"""A common printer's bed (220 x 220 mm, 250 mm high)."""


def _overlap(part: object, box: object) -> float:
    return float((part & box).volume)  # type: ignore[operator]


def test_a_pack_fits_the_hopper_with_its_clearance() -> None:
    """Card 63 x 88 mm with 1.5 mm each side; 52 cards of 0.30 mm under its rim."""
    assert (D.inner_width, D.inner_length) == (66.0, 91.0)
    pack = b.Pos(0, 0, D.wall + 0.01) * b.Box(
        D.card_length + 2 * D.clearance - 0.02,
        D.card_width + 2 * D.clearance - 0.02,
        D.pack_cards * D.card_thickness,
        align=cad.CENTER_BOTTOM,
    )
    assert _overlap(BUILT["hopper"], pack) == pytest.approx(0.0, abs=1e-6)
    assert D.pack_cards * D.card_thickness < D.hopper_height - D.wall
    wider = b.Pos(0, 0, D.wall + 0.01) * b.Box(D.inner_length, D.inner_width + 1, 5,
                                               align=cad.CENTER_BOTTOM)  # fmt: skip
    assert _overlap(BUILT["hopper"], wider) > 0  # the walls are where they should be


def test_the_separator_gate_lets_one_card_through() -> None:
    """Its lower edge is more than one card and less than two above the deck."""
    assert D.card_thickness < D.gate_gap < 2 * D.card_thickness
    lowest = PLACED["gate"].bounding_box().min.Z
    assert lowest == pytest.approx(D.gate_gap)


def test_the_reader_window_and_the_scanners_distance() -> None:
    """The 24.75 mm code (CARD-ID.md) shows whole through the window, and the scanner's
    face is about 4 cm below the card plane (the GM65 reads 10 mil codes from ~4 cm)."""
    assert 35.0 <= D.scanner_distance <= 50.0
    # the code runs along the card's short edge (across the travel), bars 6 mm high
    code = b.Pos(cad.window_x(D), 0, -D.deck_thickness) * b.Box(
        6.0, 24.75, D.deck_thickness, align=cad.CENTER_BOTTOM
    )
    assert _overlap(PLACED["deck"], code) == pytest.approx(0.0, abs=1e-6)
    sx, sy, sz = D.scanner_body
    scanner = b.Pos(cad.window_x(D), 0, -D.scanner_distance - sz) * b.Box(
        sx - 0.02, sy - 0.02, sz - 0.02, align=cad.CENTER_BOTTOM
    )
    assert _overlap(PLACED["scanner_mount"], scanner) == pytest.approx(0.0, abs=1e-6)
    sight = b.Pos(cad.window_x(D), 0, -D.scanner_distance + 0.01) * b.Box(
        D.window_length - 1, 24.75, D.scanner_distance - 0.02, align=cad.CENTER_BOTTOM
    )
    for part in ("deck", "scanner_mount", "transport_roller"):
        assert _overlap(PLACED[part], sight) == pytest.approx(0.0, abs=1e-6), part


def test_pockets_hold_a_hand_and_sit_where_the_selector_points() -> None:
    assert D.pocket_capacity() >= 13
    assert D.pocket_slot >= 13 * D.card_thickness * 1.5
    constants = firmware_constants(HARDWARE / "firmware" / "hal_pico.py")
    selector = []
    for name in ("SELECTOR_US",):
        text = (HARDWARE / "firmware" / "hal_pico.py").read_text(encoding="utf-8")
        match = re.search(rf"^{name} = \(([^)]*)\)", text, re.M)
        assert match
        selector = [int(v) for v in match[1].split(",")]
    degrees_per_us = constants["SERVO_DEG_PER_MS_PULSE"] / 1000
    angles = tuple((us - 1500) * degrees_per_us for us in selector)
    assert angles == pytest.approx(D.pocket_angles)
    assert D.chute_slot >= 3 * D.card_thickness and D.chute_slot < 2 * D.pocket_slot


def test_every_printed_part_fits_a_common_bed() -> None:
    for name, part in BUILT.items():
        if name == "base":
            continue  # cut from 4 mm plywood (ASSEMBLY.md), larger than a bed
        box = part.bounding_box().size
        size = sorted((box.X, box.Y, box.Z))
        assert all(s <= limit for s, limit in zip(size, sorted(BED), strict=True)), name


def test_the_export_command_writes_every_part(tmp_path: Path) -> None:
    out = tmp_path / "cad"
    done = subprocess.run(
        [sys.executable, str(PARTS), "--out", str(out), "--png", str(tmp_path / "view.png")],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    names = set(BUILT)
    assert {p.stem for p in out.glob("*.stl")} == names
    assert {p.stem for p in out.glob("*.step")} == names | {"assembly"}
    hopper = b.import_stl(str(out / "hopper.stl"))
    length = hopper.bounding_box().size.X
    assert length == pytest.approx(D.inner_length + 2 * D.wall, abs=0.01)
    assert str(out / "assembly.step") in done.stdout
    from PIL import Image, ImageStat

    with Image.open(tmp_path / "view.png") as image:
        assert image.width > 400 and image.height > 400
        assert max(ImageStat.Stat(image.convert("L")).stddev) > 20  # not a blank page


def test_the_assembly_guide_lists_every_part() -> None:
    text = (HARDWARE / "ASSEMBLY.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| `(\w+)` \|", text, re.M))
    assert listed == set(BUILT)

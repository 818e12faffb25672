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


def _touching() -> dict[str, set[str]]:
    """Which placed parts touch which (solid distance 0)."""
    names = list(PLACED)
    touching: dict[str, set[str]] = {name: set() for name in names}
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            if PLACED[first].distance_to(PLACED[second]) < 1e-6:
                touching[first].add(second)
                touching[second].add(first)
    return touching


def test_every_part_is_one_solid_and_no_two_parts_overlap() -> None:
    """A printed part is one piece (no loose cells), and the assembled parts do not pass
    through one another."""
    for name, part in BUILT.items():
        assert len(part.solids()) == 1, name
    names = list(PLACED)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            assert _overlap(PLACED[first], PLACED[second]) < 1e-3, (first, second)


def test_nothing_floats_every_part_is_held_up_by_the_base() -> None:
    """Every part touches another (or is on a shaft held by one: cad.FASTENED, within
    the shaft's play), and following those contacts from the base reaches every part."""
    touching = _touching()
    for part, (holder, _how) in cad.FASTENED.items():
        assert PLACED[part].distance_to(PLACED[holder]) <= D.shaft_play + 1e-6, part
        touching[part].add(holder)
        touching[holder].add(part)
    reached, todo = {"base"}, ["base"]
    while todo:
        for neighbour in touching[todo.pop()] - reached:
            reached.add(neighbour)
            todo.append(neighbour)
    assert reached == set(PLACED)
    # the mounts this relies on: the deck on the frames, the fan on the base, the
    # cradle under the deck, the chute between the frames' pivot columns
    assert {"frame_left", "frame_right"} <= touching["deck"]
    assert "base" in touching["pockets"]
    assert "deck" in touching["scanner_mount"]
    assert {"frame_left", "frame_right"} <= touching["chute"]


def test_the_chute_swings_to_every_pocket_without_hitting_anything() -> None:
    """Swung about its pivot to each of the selector's angles, the chute passes no other
    part (the scanner's cradle, the pocket fan) and its exit faces the pocket's mouth."""
    px, pz = cad.pivot(D)
    for angle in D.pocket_angles:
        swung = (
            b.Pos(px, 0, pz) * b.Rot(0, angle, 0) * b.Pos(0, 0, -D.chute_length) * BUILT["chute"]
        )
        for name, part in PLACED.items():
            if name != "chute":
                assert _overlap(swung, part) < 1e-3, (angle, name)


def test_screw_holes_line_up() -> None:
    """The deck's M3 holes are over the frames' columns, the cradle's posts and the
    hopper's flange; the base's under the columns and the fan's foot."""
    for x, y in cad.column_xy(D):
        hole = b.Pos(x, y, -D.deck_thickness - 4) * b.Cylinder(D.m3_pilot / 2 - 0.05, 8)
        for name in ("deck", "frame_left", "frame_right"):
            assert _overlap(PLACED[name], hole) < 1e-3, (name, x, y)
        low = b.Pos(x, y, cad.base_top(D)) * b.Cylinder(D.m3_pilot / 2 - 0.05, 8)
        for name in ("base", "frame_left", "frame_right"):
            assert _overlap(PLACED[name], low) < 1e-3, (name, x, y)
    hx = cad.hopper_x(D)
    for x, y in cad.hopper_screws(D):
        hole = b.Pos(hx + x, y, -1) * b.Cylinder(D.m3_pilot / 2 - 0.05, 4)
        assert _overlap(PLACED["deck"], hole) < 1e-3 and _overlap(PLACED["hopper"], hole) < 1e-3
    px = cad.pivot(D)[0]
    for x, y in cad.fan_screws(D):
        hole = b.Pos(px + x, y, cad.base_top(D)) * b.Cylinder(D.m3_pilot / 2 - 0.05, 4)
        assert _overlap(PLACED["base"], hole) < 1e-3 and _overlap(PLACED["pockets"], hole) < 1e-3

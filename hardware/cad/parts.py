"""Printable parts of the reference dealing machine, parametric (build123d).

Why build123d: it is Python, like the rest of the project, so the model, its dimension
tests (tests/hardware/test_cad.py) and the export command live in one language and one
test run; it installs from PyPI with no GUI or OpenGL, and exports STEP (for other CAD
programs) and STL (for slicers).

Export every part (STL and STEP) and the assembly (STEP), and render the assembly:

    python hardware/cad/parts.py --out build/cad [--png build/cad/assembly.png]

Axes: X along the card's travel (the card's 88 mm side leads), Y across, Z up; the card
plane (top of the deck) is Z = 0. Lengths in millimetres.
"""

from __future__ import annotations

import argparse
import math
from dataclasses import dataclass
from pathlib import Path

from build123d import (
    Align,
    Box,
    Compound,
    Cylinder,
    Location,
    Part,
    Pos,
    Rot,
    export_step,
    export_stl,
)

CENTER_BOTTOM = (Align.CENTER, Align.CENTER, Align.MIN)


@dataclass(frozen=True)
class Dimensions:
    """Every dimension the parts are built from."""

    card_width: float = 63.0
    card_length: float = 88.0
    card_thickness: float = 0.30  # plastic-coated card
    clearance: float = 1.5  # each side, between a card and a wall
    wall: float = 2.5
    pack_cards: int = 52
    hopper_height: float = 30.0
    gate_gap: float = 0.45  # between 1 and 2 card thicknesses: one card passes, not two
    roller_diameter: float = 20.0  # N20 motor's rubber roller
    roller_width: float = 20.0
    motor_shaft: float = 3.0
    transport_shaft: float = 4.0
    deck_length: float = 150.0
    deck_thickness: float = 3.0
    window_length: float = 14.0  # along the travel
    window_width: float = 40.0  # across: the 24.75 mm code and its quiet zones, and play
    scanner_distance: float = 40.0  # card plane to the GM65's window (it reads 10 mil at ~4 cm)
    scanner_body: tuple[float, float, float] = (42.0, 40.0, 23.0)
    chute_length: float = 70.0
    chute_slot: float = 4.0  # one card at a time, with room to slide
    # pockets 0-3 and the reject tray, as the selector's pulse widths put the chute
    # (hal_pico.SELECTOR_US, 0.125 ms apart at 180 degrees a millisecond)
    pocket_angles: tuple[float, ...] = (-45.0, -22.5, 0.0, 22.5, 45.0)
    pocket_gap: float = 5.0  # chute exit to pocket mouth
    pocket_slot: float = 10.0  # stack thickness room
    pocket_depth: float = 60.0
    base: tuple[float, float, float] = (260.0, 200.0, 4.0)

    @property
    def inner_width(self) -> float:
        return self.card_width + 2 * self.clearance

    @property
    def inner_length(self) -> float:
        return self.card_length + 2 * self.clearance

    def pocket_capacity(self) -> int:
        """Cards a pocket holds loosely stacked (1.5 x their thickness each)."""
        return math.floor(self.pocket_slot / (1.5 * self.card_thickness))


def hopper(d: Dimensions) -> Part:
    """Open-topped box for the pack, a slot in its floor for the feed roller; its front
    wall ends above the floor, where the separator gate (a separate plate) is set."""
    outer = Box(d.inner_length + 2 * d.wall, d.inner_width + 2 * d.wall, d.hopper_height,
                align=CENTER_BOTTOM)  # fmt: skip
    inner = Pos(0, 0, d.wall) * Box(d.inner_length, d.inner_width, d.hopper_height,
                                    align=CENTER_BOTTOM)  # fmt: skip
    roller_slot = Pos(d.inner_length / 2 - 20, 0, 0) * Box(
        d.roller_diameter + 4, d.roller_width + 4, d.wall, align=CENTER_BOTTOM
    )
    mouth = Pos(d.inner_length / 2 + d.wall / 2, 0, 0) * Box(
        d.wall, d.inner_width, d.wall + 3.0, align=CENTER_BOTTOM
    )
    return outer - inner - roller_slot - mouth


def gate(d: Dimensions) -> Part:
    """Separator gate: a plate across the hopper's mouth, its lower edge ``gate_gap``
    above the deck (slotted holes let it be set with a feeler gauge)."""
    plate = Box(d.wall, d.inner_width + 2 * d.wall, 12.0, align=CENTER_BOTTOM)
    for y in (-d.inner_width / 3, d.inner_width / 3):
        plate -= Pos(0, y, 6.0) * Rot(0, 90, 0) * Box(8.0, 3.4, d.wall * 2)  # M3 slot
    return plate


def roller(d: Dimensions, width: float, bore: float) -> Part:
    body = Rot(90, 0, 0) * Cylinder(d.roller_diameter / 2, width)
    return body - Rot(90, 0, 0) * Cylinder(bore / 2, width * 2)


def deck(d: Dimensions) -> Part:
    """The plate the card slides on, from the hopper to the chute, with the reader
    window; its top is the card plane (Z = 0)."""
    plate = Pos(0, 0, -d.deck_thickness) * Box(
        d.deck_length, d.inner_width + 20, d.deck_thickness, align=CENTER_BOTTOM
    )
    window = Pos(window_x(d), 0, -d.deck_thickness) * Box(
        d.window_length, d.window_width, d.deck_thickness, align=CENTER_BOTTOM
    )
    return plate - window


def window_x(d: Dimensions) -> float:
    return d.deck_length / 2 - 35.0


def scanner_mount(d: Dimensions) -> Part:
    """Bracket under the reader window: a cradle for the GM65 whose reading face is
    ``scanner_distance`` below the card plane, looking up, and two posts to the deck."""
    sx, sy, sz = d.scanner_body
    top = -d.scanner_distance  # the scanner's face
    cradle = Pos(0, 0, top - sz - d.wall) * Box(sx + 2 * d.wall, sy + 2 * d.wall, sz,
                                                align=CENTER_BOTTOM)  # fmt: skip
    cradle -= Pos(0, 0, top - sz) * Box(sx, sy, sz, align=CENTER_BOTTOM)
    posts = [
        Pos(0, y, top - sz - d.wall) * Box(6, 6, d.scanner_distance + sz + d.wall
                                           - d.deck_thickness, align=CENTER_BOTTOM)
        for y in (-(sy / 2 + d.wall + 3), sy / 2 + d.wall + 3)
    ]  # fmt: skip
    return Pos(window_x(d), 0, 0) * (cradle + posts[0] + posts[1])


def chute(d: Dimensions) -> Part:
    """Selector chute: a flat tube one card wide, pivoting on the servo horn at its
    top; its exit sweeps the pockets."""
    outer = Box(d.chute_slot + 2 * d.wall, d.inner_width + 2 * d.wall, d.chute_length,
                align=CENTER_BOTTOM)  # fmt: skip
    slot = Box(d.chute_slot, d.inner_width, d.chute_length, align=CENTER_BOTTOM)
    body = outer - slot
    for side in (-1, 1):  # pivot lugs outside the card's path; the servo horn on one
        lug = Pos(0, side * (d.inner_width / 2 + d.wall + 3), d.chute_length - 7) * Box(
            14, 6, 14, align=CENTER_BOTTOM
        )
        lug -= (
            Pos(0, side * (d.inner_width / 2 + d.wall + 3), d.chute_length)
            * Rot(90, 0, 0)
            * Cylinder(1.6, 10)
        )
        body += lug
    return body


def pockets(d: Dimensions) -> Part:
    """Fan of four pockets and the reject tray around the chute's pivot (the origin),
    at ``pocket_angles``; each mouth ``pocket_gap`` beyond the chute's exit."""
    block_width = d.inner_width + 2 * d.wall
    fan = None
    for angle in d.pocket_angles:
        slot_outer = Box(d.pocket_slot + 2 * d.wall, block_width, d.pocket_depth + d.wall,
                         align=(Align.CENTER, Align.CENTER, Align.MAX))  # fmt: skip
        slot_inner = Pos(0, 0, 0.01) * Box(d.pocket_slot, d.inner_width, d.pocket_depth,
                                           align=(Align.CENTER, Align.CENTER, Align.MAX))  # fmt: skip
        cell = (
            Rot(0, angle, 0)
            * Pos(0, 0, -(d.chute_length + d.pocket_gap))
            * (slot_outer - slot_inner)
        )
        fan = cell if fan is None else fan + cell
    assert fan is not None
    return fan


def base(d: Dimensions) -> Part:
    bx, by, bz = d.base
    plate = Box(bx, by, bz, align=CENTER_BOTTOM)
    for x in (-bx / 2 + 8, bx / 2 - 8):
        for y in (-by / 2 + 8, by / 2 - 8):
            plate -= Pos(x, y, 0) * Cylinder(1.7, bz * 2)  # M3
    return plate


def parts(d: Dimensions = Dimensions()) -> dict[str, Part]:
    """Every printable part, at its own origin (print orientation is the slicer's)."""
    return {
        "hopper": hopper(d),
        "gate": gate(d),
        "feed_roller": roller(d, d.roller_width, d.motor_shaft),
        "transport_roller": roller(d, d.inner_width, d.transport_shaft),
        "deck": deck(d),
        "scanner_mount": scanner_mount(d),
        "chute": chute(d),
        "pockets": pockets(d),
        "base": base(d),
    }


def placements(d: Dimensions = Dimensions()) -> dict[str, Location]:
    """Where each part sits in the assembled machine."""
    hopper_x = -d.deck_length / 2 + d.inner_length / 2 + d.wall
    pivot_x = d.deck_length / 2 + 10
    pivot_z = -d.deck_thickness - 5
    floor = pivot_z - d.chute_length - d.pocket_gap - d.pocket_depth - d.wall - d.base[2] - 2
    return {
        "hopper": Location((hopper_x, 0, 0)),
        "gate": Location((hopper_x + d.inner_length / 2 + d.wall * 1.5, 0, d.gate_gap)),
        "feed_roller": Location((hopper_x + d.inner_length / 2 - 20, 0, -d.roller_diameter / 2)),
        "transport_roller": Location((window_x(d) + 20, 0, d.roller_diameter / 2)),
        "deck": Location((0, 0, 0)),
        "scanner_mount": Location((0, 0, 0)),
        "chute": Location((pivot_x, 0, pivot_z - d.chute_length)),
        "pockets": Location((pivot_x, 0, pivot_z)),
        "base": Location((0, 0, floor)),
    }


def assembly(d: Dimensions = Dimensions()) -> Compound:
    where = placements(d)
    built = parts(d)
    children = []
    for name, part in built.items():
        placed = where[name] * part
        placed.label = name
        children.append(placed)
    return Compound(label="dealing machine", children=children)


def export(out: Path, d: Dimensions = Dimensions()) -> list[Path]:
    """STL and STEP of every part, STEP of the assembly; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, part in parts(d).items():
        for suffix, write in ((".stl", export_stl), (".step", export_step)):
            path = out / f"{name}{suffix}"
            if not write(part, str(path)):
                raise OSError(f"could not write {path}")
            written.append(path)
    path = out / "assembly.step"
    if not export_step(assembly(d), str(path)):
        raise OSError(f"could not write {path}")
    written.append(path)
    return written


def render(path: Path, d: Dimensions = Dimensions()) -> None:
    """A shaded view of the assembly (matplotlib, no OpenGL needed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from mpl_toolkits.mplot3d.art3d import Poly3DCollection

    figure = plt.figure(figsize=(9, 7), dpi=110)
    axes = figure.add_subplot(projection="3d")
    colours = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3",
               "#8c8c8c", "#ccb974"]  # fmt: skip
    where = placements(d)
    light = (0.4, -0.5, 0.77)
    points: list[list[tuple[float, float, float]]] = []
    faces: list[tuple[float, ...]] = []
    for (name, part), colour in zip(parts(d).items(), colours, strict=True):
        vertices, triangles = (where[name] * part).tessellate(0.3, 0.5)
        rgb = matplotlib.colors.to_rgb(colour)
        for t in triangles:
            a, b, c = ((v.X, v.Y, v.Z) for v in (vertices[i] for i in t))
            n = _normal(a, b, c)
            shade = 0.35 + 0.65 * abs(sum(x * y for x, y in zip(n, light, strict=True)))
            points.append([a, b, c])
            faces.append(tuple(min(1.0, ch * shade) for ch in rgb))
    # one collection, so that matplotlib sorts every triangle by depth together
    axes.add_collection3d(Poly3DCollection(points, facecolors=faces, linewidths=0))
    axes.set_xlim(-140, 140)
    axes.set_ylim(-140, 140)
    axes.set_zlim(-200, 80)
    axes.view_init(elev=22, azim=-58)
    axes.set_box_aspect((1, 1, 1))
    axes.set_axis_off()
    axes.set_title("reference dealing machine: hopper, deck, reader, chute, pockets")
    figure.savefig(path, bbox_inches="tight")
    plt.close(figure)


def _normal(
    a: tuple[float, float, float], b: tuple[float, float, float], c: tuple[float, float, float]
) -> tuple[float, float, float]:
    u = [b[i] - a[i] for i in range(3)]
    v = [c[i] - a[i] for i in range(3)]
    n = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    length = math.sqrt(sum(x * x for x in n)) or 1.0
    return (n[0] / length, n[1] / length, n[2] / length)


def main() -> None:
    parser = argparse.ArgumentParser(description="export the dealing machine's parts")
    parser.add_argument("--out", type=Path, required=True, help="folder for STL/STEP files")
    parser.add_argument("--png", type=Path, help="also render the assembly to this PNG")
    args = parser.parse_args()
    for path in export(args.out):
        print(path)
    if args.png:
        render(args.png)
        print(args.png)


if __name__ == "__main__":
    main()

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
    Plane,
    Pos,
    Rot,
    export_step,
    export_stl,
    mirror,
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
    # long enough that the chute and the pockets, swung towards the hopper, pass under
    # the scanner's cradle (tests/hardware/test_cad.py checks that no two parts overlap)
    deck_length: float = 200.0
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
    base: tuple[float, float, float] = (330.0, 200.0, 4.0)  # under the deck and the fan
    column: float = 6.0  # square section of the frame's columns
    rail_height: float = 6.0  # the frame's bottom rail, screwed to the base
    fan_foot: float = 3.0  # plate under the pocket fan, screwed to the base
    m3_clear: float = 3.4  # through hole for an M3 screw
    m3_pilot: float = 2.5  # hole an M3 screw cuts its own thread in (printed plastic)
    screw_depth: float = 10.0  # depth of a pilot hole
    pivot_pin: float = 3.2  # the chute's M3 pivot pin
    servo_hub: float = 5.2  # the MG90S horn's hub through the right column
    shaft_play: float = 1.0  # between a roller's face and its support
    feed_lift: float = 0.75  # the feed roller's top above the deck, through its slot
    sensor_hole: tuple[float, float] = (11.0, 6.5)  # a TCRT5000 (10.2 x 5.8 mm) from below

    @property
    def inner_width(self) -> float:
        return self.card_width + 2 * self.clearance

    @property
    def inner_length(self) -> float:
        return self.card_length + 2 * self.clearance

    def pocket_capacity(self) -> int:
        """Cards a pocket holds loosely stacked (1.5 x their thickness each)."""
        return math.floor(self.pocket_slot / (1.5 * self.card_thickness))


def _vertical_holes(
    part: Part, points: list[tuple[float, float]], z: float, diameter: float, depth: float
) -> Part:
    """part less vertical holes at (x, y), from z up through ``depth``."""
    for x, y in points:
        part -= Pos(x, y, z) * Cylinder(diameter / 2, depth, align=CENTER_BOTTOM)
    return part


def hopper_screws(d: Dimensions) -> list[tuple[float, float]]:
    """M3 screws through the hopper's flange into the deck (hopper origin)."""
    y = d.inner_width / 2 + d.wall + 2.5
    return [(x, sy * y) for x in (-30.0, 30.0) for sy in (-1, 1)]


def hopper(d: Dimensions) -> Part:
    """Walls around the pack, open at the bottom: the pack rests on the deck itself (the
    card plane), so the feed roller, through the deck's slot, and the separator gate
    work at the same height; a flange at the foot takes the four M3 into the deck. Its
    front wall ends above the deck, where the gate (a separate plate) is set."""
    outer = Box(d.inner_length + 2 * d.wall, d.inner_width + 2 * d.wall, d.hopper_height,
                align=CENTER_BOTTOM)  # fmt: skip
    outer += Box(d.inner_length + 2 * d.wall, d.inner_width + 2 * d.wall + 10, d.wall,
                 align=CENTER_BOTTOM)  # fmt: skip
    inner = Box(d.inner_length, d.inner_width, d.hopper_height, align=CENTER_BOTTOM)
    roller_slot = Pos(d.inner_length / 2 - 20, 0, 0) * Box(
        d.roller_diameter + 4, d.roller_width + 4, d.wall, align=CENTER_BOTTOM
    )
    mouth = Pos(d.inner_length / 2 + d.wall / 2, 0, 0) * Box(
        d.wall, d.inner_width, d.wall + 3.0, align=CENTER_BOTTOM
    )
    body = outer - inner - roller_slot - mouth
    return _vertical_holes(body, hopper_screws(d), 0, d.m3_clear, d.wall)


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
    feed_slot = Pos(feed_x(d), 0, -d.deck_thickness) * Box(
        d.roller_diameter + 4, d.roller_width + 4, d.deck_thickness, align=CENTER_BOTTOM
    )
    plate = plate - window - feed_slot
    for x in sensor_xs(d):  # hopper sensor beside the roller, throat sensor before the window
        plate -= Pos(x, 0, -d.deck_thickness) * Box(*d.sensor_hole, d.deck_thickness,
                                                    align=CENTER_BOTTOM)  # fmt: skip
    hx = hopper_x(d)
    points = [(x, y) for x, y in column_xy(d)]
    points += [(hx + x, y) for x, y in hopper_screws(d)]
    points += [(window_x(d), y) for y in scanner_post_ys(d)]
    points += [(feed_x(d), motor_mount_screw_y(d))]
    points += [(transport_x(d) + x, s * bracket_y(d)) for x in (-4, 4) for s in (-1, 1)]
    return _vertical_holes(plate, points, -d.deck_thickness, d.m3_clear, d.deck_thickness)


def sensor_xs(d: Dimensions) -> tuple[float, float]:
    """X of the hopper's TCRT5000 (behind the feed roller) and the throat's (before the
    reader window), each looking up through a hole in the deck."""
    return feed_x(d) - d.roller_diameter / 2 - 10, window_x(d) - d.window_length / 2 - 8


def feed_axis_z(d: Dimensions) -> float:
    """Z of the feed roller's axis: its top ``feed_lift`` above the deck."""
    return d.feed_lift - d.roller_diameter / 2


def hopper_x(d: Dimensions) -> float:
    return -d.deck_length / 2 + d.inner_length / 2 + d.wall


def feed_x(d: Dimensions) -> float:
    """The feed roller's axis, under the hopper's floor slot."""
    return hopper_x(d) + d.inner_length / 2 - 20


def transport_x(d: Dimensions) -> float:
    return window_x(d) + 20


def pivot(d: Dimensions) -> tuple[float, float]:
    """The chute's pivot (x, z): beyond the deck's front end, under the card plane."""
    return d.deck_length / 2 + 10, -d.deck_thickness - 5


def base_top(d: Dimensions) -> float:
    """Z of the base's top: the pocket fan's foot stands on it."""
    return pivot(d)[1] - d.chute_length - d.pocket_gap - d.pocket_depth - d.wall - d.fan_foot


def column_xy(d: Dimensions) -> list[tuple[float, float]]:
    """The four columns under the deck's corners, outside the pockets' width."""
    x = d.deck_length / 2 - 5
    y = (d.inner_width + 20) / 2 - d.column / 2
    return [(sx * x, sy * y) for sx in (-1, 1) for sy in (-1, 1)]


def scanner_post_ys(d: Dimensions) -> tuple[float, float]:
    y = d.scanner_body[1] / 2 + d.wall + 3
    return (-y, y)


def motor_mount_screw_y(d: Dimensions) -> float:
    return d.roller_width / 2 + d.shaft_play + 7.0


def bracket_y(d: Dimensions) -> float:
    """Centre (|y|) of a transport roller bracket, ``shaft_play`` beyond the roller."""
    return d.inner_width / 2 + d.shaft_play + d.column / 2


def window_x(d: Dimensions) -> float:
    """The reader window's centre: 19 mm past the hopper's mouth."""
    return hopper_x(d) + d.inner_length / 2 + d.wall + 19.0


def base_x(d: Dimensions) -> float:
    """The base's centre: from under the deck's back end to beyond the pocket fan."""
    return -d.deck_length / 2 - 10 + d.base[0] / 2


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
    body = cradle + posts[0] + posts[1]
    top_of_posts = -d.deck_thickness - d.screw_depth
    body = _vertical_holes(body, [(0, y) for y in scanner_post_ys(d)], top_of_posts,
                           d.m3_pilot, d.screw_depth)  # fmt: skip
    return Pos(window_x(d), 0, 0) * body


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
    # side webs over the cells' outer walls tie the five cells into one part, and a foot
    # under the middle cell stands it on the base
    inner = d.chute_length + d.pocket_gap
    outer = inner + d.pocket_depth + d.wall
    for side in (-1, 1):
        ring = Rot(90, 0, 0) * (Cylinder(outer, d.wall) - Cylinder(inner, d.wall))
        ring &= Pos(0, 0, -outer) * Box(2 * outer * 0.62, d.wall, outer - inner * 0.8,
                                        align=CENTER_BOTTOM)  # fmt: skip
        fan += Pos(0, side * (block_width - d.wall) / 2, 0) * ring
    foot = Pos(0, 0, -outer - d.fan_foot) * Box(80.0, block_width, d.fan_foot, align=CENTER_BOTTOM)
    foot = _vertical_holes(foot, fan_screws(d), -outer - d.fan_foot, d.m3_clear, d.fan_foot)
    return fan + foot


def fan_screws(d: Dimensions) -> list[tuple[float, float]]:
    """The fan foot's M3 screws into the base (relative to the pivot)."""
    return [(-32.0, 0.0), (32.0, 0.0)]


def side_frame(d: Dimensions, side: int) -> Part:
    """One side's frame (side -1 left, +1 right), standing on the base: a rail with a
    column under each of the deck's corners on that side, and the pivot column whose
    hole carries the chute (the M3 pin on the left, the servo's hub on the right, the
    MG90S screwed to its outside face). Origin: the base's top, the machine's X/Y."""
    top = base_top(d)
    px, pz = pivot(d)
    lug_face = d.inner_width / 2 + d.wall + 6  # the chute lug's outer face
    columns_y = column_xy(d)[1][1]
    y_min = columns_y - d.column / 2
    y_max = lug_face + d.column
    x0, x1 = -d.deck_length / 2 + 5 - d.column / 2, px + d.column / 2 + 1
    frame = Pos((x0 + x1) / 2, (y_min + y_max) / 2, 0) * Box(
        x1 - x0, y_max - y_min, d.rail_height, align=CENTER_BOTTOM
    )
    deck_bottom = -d.deck_thickness - top
    for x in (-(d.deck_length / 2 - 5), d.deck_length / 2 - 5):
        frame += Pos(x, columns_y, 0) * Box(d.column, d.column, deck_bottom, align=CENTER_BOTTOM)
    pivot_height = pz - top
    frame += Pos(px, lug_face + d.column / 2, 0) * Box(
        d.column + 2, d.column, pivot_height + 7, align=CENTER_BOTTOM
    )
    hole = d.servo_hub if side > 0 else d.pivot_pin
    frame -= (
        Pos(px, lug_face + d.column / 2, pivot_height)
        * Rot(90, 0, 0)
        * Cylinder(hole / 2, d.column * 2)
    )
    xs = [-(d.deck_length / 2 - 5), d.deck_length / 2 - 5]
    frame = _vertical_holes(frame, [(x, columns_y) for x in xs], deck_bottom - d.screw_depth,
                            d.m3_pilot, d.screw_depth)  # fmt: skip
    frame = _vertical_holes(frame, [(x, columns_y) for x in xs], 0, d.m3_pilot, d.screw_depth)
    return frame if side > 0 else mirror(frame, about=Plane.XZ)


def motor_mount(d: Dimensions) -> Part:
    """Plate the N20 gear motor is screwed to (two M1.6 on 9 mm centres), hanging from
    the deck beside the feed roller; its flange takes one M3 into the deck. Origin: the
    roller's axis; the motor's shaft through the 3.5 mm hole into the roller."""
    y0 = d.roller_width / 2 + d.shaft_play
    plate = Pos(0, y0 + d.wall / 2, -d.deck_thickness) * Box(
        20.0, d.wall, 22.0, align=(Align.CENTER, Align.CENTER, Align.MAX)
    )
    flange = Pos(0, y0 + 6.0, -d.deck_thickness) * Box(
        20.0, 12.0, d.wall, align=(Align.CENTER, Align.CENTER, Align.MAX)
    )
    body = plate + flange
    axis = feed_axis_z(d)
    for x, z, dia in ((0.0, axis, 3.5), (-4.5, axis, 1.8), (4.5, axis, 1.8)):
        body -= Pos(x, y0, z) * Rot(90, 0, 0) * Cylinder(dia / 2, d.wall * 4)
    screw = [(0.0, motor_mount_screw_y(d))]
    return _vertical_holes(body, screw, -d.deck_thickness - d.wall, d.m3_pilot, d.wall)


def roller_bracket(d: Dimensions) -> Part:
    """Upright on the deck carrying one end of the transport roller's 4 mm shaft (a
    MR104ZZ bearing pressed in); two M3 from under the deck. Origin: the roller's axis
    on the deck, at the bracket's centre in Y."""
    height = d.roller_diameter / 2 + 6
    bracket = Box(12.0, d.column, height, align=CENTER_BOTTOM)
    bracket -= Pos(0, 0, d.roller_diameter / 2) * Rot(90, 0, 0) * Cylinder(10.0 / 2, d.column * 2)
    return _vertical_holes(bracket, [(-4.0, 0.0), (4.0, 0.0)], 0, d.m3_pilot, 6.0)


def base(d: Dimensions) -> Part:
    """Plate under everything, in the machine's X/Y (origin at its top): four feet, the
    side frames' and the pocket fan's screws from below."""
    bx, by, bz = d.base
    cx = base_x(d)
    plate = Pos(cx, 0, 0) * Box(bx, by, bz, align=(Align.CENTER, Align.CENTER, Align.MAX))
    xs = (cx - bx / 2 + 8, cx + bx / 2 - 8)
    points = [(x, y) for x in xs for y in (-by / 2 + 8, by / 2 - 8)]
    points += column_xy(d)
    px = pivot(d)[0]
    points += [(px + x, y) for x, y in fan_screws(d)]
    return _vertical_holes(plate, points, -bz, d.m3_clear, bz)


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
        "frame_left": side_frame(d, -1),
        "frame_right": side_frame(d, 1),
        "motor_mount": motor_mount(d),
        "roller_bracket_left": roller_bracket(d),
        "roller_bracket_right": roller_bracket(d),
        "base": base(d),
    }


FASTENED = {
    "feed_roller": ("motor_mount", "on the N20's shaft; the motor screwed to the mount"),
    "transport_roller": ("roller_bracket_right", "on the 4 mm shaft in both brackets"),
}
"""Parts held by a shaft rather than resting on another part: the part, what it is held
by and how (a roller must not touch its support: ``shaft_play`` between them)."""


def placements(d: Dimensions = Dimensions()) -> dict[str, Location]:
    """Where each part sits in the assembled machine."""
    hx = hopper_x(d)
    pivot_x, pivot_z = pivot(d)
    floor = base_top(d)
    roller_axis = (transport_x(d), 0, d.roller_diameter / 2)
    return {
        "hopper": Location((hx, 0, 0)),
        "gate": Location((hx + d.inner_length / 2 + d.wall * 1.5, 0, d.gate_gap)),
        "feed_roller": Location((feed_x(d), 0, feed_axis_z(d))),
        "transport_roller": Location(roller_axis),
        "deck": Location((0, 0, 0)),
        "scanner_mount": Location((0, 0, 0)),
        "chute": Location((pivot_x, 0, pivot_z - d.chute_length)),
        "pockets": Location((pivot_x, 0, pivot_z)),
        "frame_left": Location((0, 0, floor)),
        "frame_right": Location((0, 0, floor)),
        "motor_mount": Location((feed_x(d), 0, 0)),
        "roller_bracket_left": Location((transport_x(d), -bracket_y(d), 0)),
        "roller_bracket_right": Location((transport_x(d), bracket_y(d), 0)),
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
    palette = ["#4c72b0", "#dd8452", "#55a868", "#c44e52", "#8172b3", "#937860", "#da8bc3",
               "#8c8c8c", "#64b5cd", "#2ca02c", "#ff7f0e", "#17becf", "#bcbd22", "#ccb974"]  # fmt: skip
    colours = palette[-len(parts(d)) :]
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
    axes.set_xlim(-115, 225)
    axes.set_ylim(-170, 170)
    axes.set_zlim(-230, 110)
    axes.view_init(elev=22, azim=-58)
    axes.set_box_aspect((1, 1, 1))
    axes.set_axis_off()
    axes.set_title("reference dealing machine: hopper, deck on its frames, reader, chute, pockets")
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

"""QR symbols drawn as vector paths on a ReportLab canvas.

The module matrix comes from the ``qrcode`` package (byte mode, error correction M, or L
for hand records: :data:`LEVELS`) with
a fixed mask pattern: choosing the best of eight masks is most of qrcode's time and a
fixed mask reads as well from print. Dark modules are merged into horizontal runs and
drawn as one filled path, so a symbol costs a few dozen rectangles, not hundreds.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import qrcode
from qrcode.constants import ERROR_CORRECT_L, ERROR_CORRECT_M
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 4
"""Light modules around the symbol, as ISO/IEC 18004 asks."""
MIN_MODULE: float = 0.6 * mm
"""The smallest module printed: at 72 dpi a module is then 1.7 pixels, enough for a
phone or the card reader's camera (the tests decode every code at 72 dpi)."""
MAX_MODULE: float = 0.8 * mm
"""Modules larger than this buy no reading and cost space."""


LEVELS = {"L": ERROR_CORRECT_L, "M": ERROR_CORRECT_M}
"""Error correction: ``M`` (15 %) for what lives in the trays; ``L`` (7 %) for hand
records, handed out fresh after play, where it keeps the modules at 0.6 mm or more
six to a page."""


def qr_side(text: str, level: str = "M") -> int:
    """The symbol's side in modules, the quiet zone included."""
    return len(qr_modules(text, level)) + 2 * QUIET_ZONE


def module_for(sides: Iterable[int], room: float) -> float | None:
    """The module size (points) that puts the largest of ``sides`` (modules, quiet zone
    included) in a square of ``room`` points: at most :data:`MAX_MODULE`, ``None`` when
    it would be under :data:`MIN_MODULE`."""
    largest = max(sides, default=0)
    if largest == 0:
        return MAX_MODULE
    module = min(MAX_MODULE, float(room) / largest)
    return module if module >= MIN_MODULE - 1e-9 else None


@lru_cache(maxsize=8192)
def qr_modules(text: str, level: str = "M") -> tuple[tuple[bool, ...], ...]:
    """The symbol's dark (True) and light modules, without the quiet zone (the last few
    symbols are remembered: a layout measures a code before drawing it)."""
    return tuple(tuple(row) for row in _make(text, level))


def _make(text: str, level: str) -> list[list[bool]]:
    code = qrcode.QRCode(error_correction=LEVELS[level], border=0, mask_pattern=2)
    code.add_data(text.encode("utf-8"), optimize=0)
    code.make(fit=True)
    matrix: list[list[bool]] = code.get_matrix()
    return matrix


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float, level: str = "M") -> None:
    """Draw ``text`` as a QR symbol in the square at (x, y) of side ``size`` points,
    the quiet zone included (the symbol itself is centred inside it).

    The modules are drawn in a coordinate system of one unit per module, so the path
    is integers only (``x y w h re``), written with :meth:`Canvas.addLiteral`: ReportLab's
    general float formatting would otherwise be most of the printer's time.
    """
    matrix = qr_modules(text, level)
    count = len(matrix)
    module = size / (count + 2 * QUIET_ZONE)
    operators: list[str] = []
    for row_index, row in enumerate(matrix):
        start = -1
        for col, dark in enumerate([*row, False]):
            if dark and start < 0:
                start = col
            elif not dark and start >= 0:
                operators.append(f"{start} {row_index} {col - start} 1 re")
                start = -1
    canvas.saveState()
    canvas.setFillColorRGB(0, 0, 0)
    # origin at the symbol's top-left module, y downwards, one unit per module
    canvas.transform(module, 0, 0, -module, x + QUIET_ZONE * module, y + size - QUIET_ZONE * module)
    canvas.addLiteral("\n".join(operators) + "\nf")
    canvas.restoreState()

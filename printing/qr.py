"""QR symbols drawn as vector paths on a ReportLab canvas.

The module matrix comes from the ``qrcode`` package (byte mode, error correction M) with
a fixed mask pattern: choosing the best of eight masks is most of qrcode's time and a
fixed mask reads as well from print. Dark modules are merged into horizontal runs and
drawn as one filled path, so a symbol costs a few dozen rectangles, not hundreds.
"""

from __future__ import annotations

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.pdfgen.canvas import Canvas

QUIET_ZONE = 4
"""Light modules around the symbol, as ISO/IEC 18004 asks."""


def qr_modules(text: str) -> list[list[bool]]:
    """The symbol's dark (True) and light modules, without the quiet zone."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=0, mask_pattern=2)
    code.add_data(text.encode("utf-8"), optimize=0)
    code.make(fit=True)
    matrix: list[list[bool]] = code.get_matrix()
    return matrix


def draw_qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draw ``text`` as a QR symbol in the square at (x, y) of side ``size`` points,
    the quiet zone included (the symbol itself is centred inside it).

    The modules are drawn in a coordinate system of one unit per module, so the path
    is integers only (``x y w h re``), written with :meth:`Canvas.addLiteral`: ReportLab's
    general float formatting would otherwise be most of the printer's time.
    """
    matrix = qr_modules(text)
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

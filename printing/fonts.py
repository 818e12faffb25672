"""The TrueType font every printed item uses, registered once with ReportLab.

The suit symbols ♠ ♥ ♦ ♣ (Dana's Bishops pack adds nothing beyond the letters B and
"Kt") are not in the PDF standard fonts, so a TTF that has them is embedded: DejaVu
Sans, from Debian's ``fonts-dejavu-core`` or else matplotlib's bundled copy. The
environment variable ``WHIST_FONT`` (and ``WHIST_FONT_BOLD``) may name another file.
"""

from __future__ import annotations

import importlib.util
import os
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

FONT_ENV = "WHIST_FONT"
BOLD_ENV = "WHIST_FONT_BOLD"
REGULAR = "WhistSans"
BOLD = "WhistSans-Bold"
SYMBOLS = "♠♥♦♣"

DEBIAN_DIR = Path("/usr/share/fonts/truetype/dejavu")


class FontNotFoundError(FileNotFoundError):
    """No usable TTF with the suit symbols was found."""


@dataclass(frozen=True)
class Fonts:
    """The registered font names and the files they came from."""

    regular: str
    bold: str
    regular_path: Path
    bold_path: Path


def _matplotlib_dir() -> Path | None:
    """matplotlib's bundled TTF folder, found without importing matplotlib."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        folder = Path(location) / "mpl-data" / "fonts" / "ttf"
        if folder.is_dir():
            return folder
    return None


def font_candidates() -> list[tuple[Path, Path]]:
    """(regular, bold) file pairs to try, in order of preference."""
    pairs: list[tuple[Path, Path]] = []
    chosen = os.environ.get(FONT_ENV)
    if chosen:
        pairs.append((Path(chosen), Path(os.environ.get(BOLD_ENV) or chosen)))
    pairs.append((DEBIAN_DIR / "DejaVuSans.ttf", DEBIAN_DIR / "DejaVuSans-Bold.ttf"))
    folder = _matplotlib_dir()
    if folder is not None:
        pairs.append((folder / "DejaVuSans.ttf", folder / "DejaVuSans-Bold.ttf"))
    return pairs


def _has_symbols(font: TTFont) -> bool:
    widths = font.face.charToGlyph
    return all(ord(symbol) in widths for symbol in SYMBOLS)


@cache
def register_fonts() -> Fonts:
    """Register the regular and bold faces (once) and return their names.

    Raises :class:`FontNotFoundError` naming every place looked in and how to fix it.
    """
    tried: list[str] = []
    for regular_path, bold_path in font_candidates():
        if not regular_path.is_file():
            tried.append(f"{regular_path} (absent)")
            continue
        try:
            regular = TTFont(REGULAR, str(regular_path))
        except TTFError as error:
            tried.append(f"{regular_path} (unreadable: {error})")
            continue
        if not _has_symbols(regular):
            tried.append(f"{regular_path} (has no {SYMBOLS})")
            continue
        if not bold_path.is_file():
            bold_path = regular_path
        try:
            bold = TTFont(BOLD, str(bold_path))
        except TTFError:
            bold_path = regular_path
            bold = TTFont(BOLD, str(bold_path))
        pdfmetrics.registerFont(regular)
        pdfmetrics.registerFont(bold)
        return Fonts(REGULAR, BOLD, regular_path, bold_path)
    raise FontNotFoundError(
        "no TrueType font with the suit symbols ♠♥♦♣ was found; looked at: "
        + "; ".join(tried)
        + ". Install Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core), "
        f"or set {FONT_ENV}=/path/to/font.ttf to a font that has the four suit symbols"
    )

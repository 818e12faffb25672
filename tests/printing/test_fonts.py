"""The embedded TTF: found, has the suit symbols, and a clear error when there is none."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics

from printing import fonts
from printing.fonts import FontNotFoundError, register_fonts


def test_registered_font_has_the_suit_symbols() -> None:
    found = register_fonts()
    assert found.regular_path.is_file()
    face = pdfmetrics.getFont(found.regular).face
    for symbol in "♠♥♦♣":
        assert ord(symbol) in face.charToGlyph
    assert pdfmetrics.getFont(found.bold) is not None


def test_no_font_anywhere_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(fonts, "DEBIAN_DIR", tmp_path)
    monkeypatch.setattr(fonts, "_matplotlib_dir", lambda: None)
    monkeypatch.delenv(fonts.FONT_ENV, raising=False)
    with pytest.raises(FontNotFoundError, match="fonts-dejavu-core") as caught:
        register_fonts.__wrapped__()
    assert str(tmp_path / "DejaVuSans.ttf") in str(caught.value)


def test_unreadable_font_is_passed_over(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    not_a_font = tmp_path / "broken.ttf"
    not_a_font.write_bytes(b"this is not a TrueType file")
    monkeypatch.setenv(fonts.FONT_ENV, str(not_a_font))
    assert fonts.font_candidates()[0][0] == not_a_font
    found = register_fonts.__wrapped__()
    assert found.regular_path.name == "DejaVuSans.ttf"


def test_font_without_suit_symbols_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    folder = fonts._matplotlib_dir()
    if folder is None or not (folder / "cmr10.ttf").is_file():
        pytest.skip("matplotlib's cmr10.ttf (a font without suit symbols) is not installed")
    monkeypatch.setenv(fonts.FONT_ENV, str(folder / "cmr10.ttf"))
    monkeypatch.setattr(fonts, "DEBIAN_DIR", folder / "absent")
    monkeypatch.setattr(fonts, "_matplotlib_dir", lambda: None)
    with pytest.raises(FontNotFoundError, match=r"cmr10\.ttf \(has no ♠♥♦♣\)"):
        register_fonts.__wrapped__()

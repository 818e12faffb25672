"""The strict PBN 2.1 checks behind ``loads(text, strict=True)``: a verifier.

:func:`whist.pbn.loads` alone reads what real producers write and checks the values the
product uses. These checks add what PBN 2.1 (Tis Veugen et al., 2017) requires of every
file: the line length and character set (section 2), and the values of the standard tags
(sections 3 and 4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from whist.errors import NotationError

if TYPE_CHECKING:
    from whist.pbn import PbnRecord

MAX_LINE = 255


def _bad_character(char: str) -> bool:
    """Not a printable ISO 8859-1 character (section 2.2): controls, DEL, 0x80-0x9F, or
    beyond Latin-1."""
    code = ord(char)
    return code < 0x20 or 0x7F <= code <= 0x9F or code > 0xFF


def check_text(text: str, records: Sequence[PbnRecord], source: str) -> None:
    """Raise :class:`NotationError` at the first line or record PBN 2.1 does not allow."""
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) > MAX_LINE:
            raise NotationError(
                f"the line has {len(line)} characters; PBN 2.1 allows {MAX_LINE} (section "
                "2.3): break it",
                line=number,
                source=source,
            )
        for char in line:
            if _bad_character(char) and char != "\t":
                raise NotationError(
                    f"character {char!r} (code {ord(char)}) is not a printable ISO 8859-1 "
                    "character (PBN 2.1 section 2.2)",
                    line=number,
                    source=source,
                )
    for record in records:
        check_record(record)


def check_record(record: PbnRecord) -> None:
    """The strict checks of one game."""
    for (name, value), line in zip(record.tags, record.tag_lines, strict=False):
        for char in value:
            if _bad_character(char):
                raise record.error(
                    f"[{name}] holds {char!r} (code {ord(char)}): tag values hold printable "
                    "characters only (PBN 2.1 section 3.3)",
                    line=line,
                )

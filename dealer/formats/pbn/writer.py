"""Writing PBN: :func:`dumps` gives the text of records, :func:`dump` writes it to an
open handle (a path goes through :mod:`fileio`, by the caller)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import IO

from dealer.formats.pbn.record import TAG_NAME, PbnRecord
from whist.errors import NotationError


def _escape(value: str) -> str:
    out: list[str] = []
    for i, char in enumerate(value):
        if char == '"':
            out.append('\\"')
        elif char == "\\" and (i + 1 == len(value) or value[i + 1] in '"\\'):
            out.append("\\\\")
        else:
            out.append(char)
    return "".join(out)


def _check_writable(record: PbnRecord) -> None:
    for name, value in record.tags:
        if not TAG_NAME.fullmatch(name):
            raise NotationError(f"tag name {name!r} must be letters, digits or _ only")
        if "\n" in value or "\r" in value:
            raise NotationError(f"the value of [{name}] holds a line break; PBN cannot write it")
        if value == "#" or value.startswith("##"):
            raise NotationError(
                f"[{name} {value!r}] would be read back as inheritance from the previous game "
                "(PBN 2.1 section 4.8): write the value itself"
            )


def dumps(records: Iterable[PbnRecord]) -> str:
    """PBN 2.1 text of ``records``: a ``% PBN 2.1`` header, one tag a line, each section's
    data lines after its tag, games separated by an empty line.

    >>> print(dumps([PbnRecord((("Board", "1"),))]), end="")
    % PBN 2.1
    <BLANKLINE>
    [Board "1"]
    """
    parts = ["% PBN 2.1\n"]
    for record in records:
        _check_writable(record)
        lines: list[str] = []
        written: set[str] = set()
        for name, value in record.tags:
            lines.append(f'[{name} "{_escape(value)}"]')
            if name in record.sections and name not in written:
                written.add(name)
                lines.extend(record.sections[name])
        for name in record.sections:
            if name not in written:
                raise NotationError(f"section {name} has data lines but no [{name}] tag")
        parts.append("\n" + "\n".join(lines) + "\n")
    return "".join(parts)


def dump(records: Iterable[PbnRecord], handle: IO[str]) -> None:
    """Write the PBN text of ``records`` (:func:`dumps`) to an open text handle (opened
    with ``newline="\\n"``, or an :class:`io.StringIO`; to a path, write :func:`dumps`
    through :func:`fileio.atomic_write_text`)."""
    handle.write(dumps(records))

"""The names of the contestants (pairs or players), typed at the director's console or
read from a CSV file of ``number,name`` lines.

Names are director's rows of the log (kind ``names``, on the event's stream), so they
survive a restart and are in the audit log like every other change; the latest row for
a number wins, and an empty name takes the name away. They are shown on the table
pages (the seating), on the results and in the exports (PBN player tags, USEBIO).
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from kiosk.errors import BadRequest

#: a name longer than this is not a name (a pair's two names fit easily)
MAX_NAME = 80
#: a file with more lines than this is not a list of the evening's contestants
MAX_LINES = 2000


class NamesError(BadRequest):
    """A list of names the kiosk cannot take: the message says where and what is wrong."""

    code = "bad-names"


def clean_name(text: str, where: str) -> str:
    """``text`` as a name: spaces collapsed; no control characters; at most
    :data:`MAX_NAME` characters (``where`` says which line or number, for the error)."""
    name = " ".join(text.split())
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise NamesError(f"{where}: the name has a control character; type it again")
    if name.startswith("#"):
        # PBN reads a tag value starting with # as "the previous game's value" (4.8)
        raise NamesError(f"{where}: a name cannot start with #; write it without the #")
    if len(name) > MAX_NAME:
        raise NamesError(f"{where}: the name has {len(name)} characters; at most {MAX_NAME}")
    return name


def _contestant(text: str, contestants: Iterable[int], label: str, where: str) -> int:
    known = sorted(contestants)
    try:
        number = int(text.strip())
    except ValueError:
        raise NamesError(
            f"{where}: {text.strip()!r} is not a {label} number; write number,name "
            f"(e.g. {known[0] if known else 1},Mrs Smith & Mr Jones)"
        ) from None
    if number not in known:
        span = f"{known[0]}-{known[-1]}" if known else "none"
        raise NamesError(
            f"{where}: there is no {label} {number} in this movement ({label}s {span})"
        )
    return number


def names_from_form(
    data: Mapping[str, Any], contestants: Iterable[int], label: str
) -> dict[int, str]:
    """``{"3": "Smith & Jones", ...}`` typed at the console, checked: number -> name."""
    out: dict[int, str] = {}
    known = tuple(contestants)
    for key, value in data.items():
        where = f"{label} {key}"
        number = _contestant(str(key), known, label, where)
        if not isinstance(value, str):
            raise NamesError(f"{where}: the name must be text")
        out[number] = clean_name(value, where)
    return out


def names_from_csv(text: str, contestants: Iterable[int], label: str) -> dict[int, str]:
    """A CSV of ``number,name`` lines (a first line ``number,name`` is a header; blank
    lines are skipped; a name with a comma is in double quotes), checked line by line:
    the first fault is refused with its line and what to do, and nothing is taken."""
    known = tuple(contestants)
    out: dict[int, str] = {}
    first_line: dict[int, int] = {}
    if text.startswith("\ufeff"):
        text = text[1:]  # the byte order mark spreadsheets write
    reader = csv.reader(io.StringIO(text), skipinitialspace=True, strict=True)
    try:
        for row in reader:
            line = reader.line_num
            if line > MAX_LINES:
                raise NamesError(f"the file has more than {MAX_LINES} lines: is it the right file?")
            where = f"line {line}"
            if not row or all(not cell.strip() for cell in row):
                continue
            if line == 1 and row[0].strip().lower() in ("number", "no", "pair", "player", "#"):
                continue
            if len(row) != 2:
                raise NamesError(
                    f"{where}: {len(row)} fields; write number,name (put a name with a comma "
                    'in double quotes: 3,"Smith, Jones")'
                )
            number = _contestant(row[0], known, label, where)
            if number in first_line:
                raise NamesError(
                    f"{where}: {label} {number} is named twice (also on line {first_line[number]})"
                )
            name = clean_name(row[1], where)
            if not name:
                raise NamesError(f"{where}: no name for {label} {number}")
            first_line[number] = line
            out[number] = name
    except csv.Error as exc:
        raise NamesError(
            f"line {reader.line_num}: not CSV ({exc}): check the double quotes"
        ) from None
    if not out:
        raise NamesError("the file has no number,name lines")
    return out


def apply_names(names: dict[int, str], data: Mapping[str, Any]) -> None:
    """A ``names`` row of the log: ``{"names": {"3": "Smith & Jones", "4": ""}}``; an
    empty name removes the name."""
    given = data.get("names")
    if not isinstance(given, Mapping):
        raise BadRequest('send {"names": {"3": "Smith & Jones"}}')
    for key, value in given.items():
        try:
            number = int(key)
        except (TypeError, ValueError):
            raise BadRequest(f"{key!r} is not a contestant number") from None
        name = str(value or "")
        if name:
            names[number] = name
        else:
            names.pop(number, None)


def named(label: str, number: int, names: Mapping[int, str]) -> str:
    """``"Pair 3 (Smith & Jones)"``, or ``"Pair 3"`` with no name."""
    name = names.get(number)
    return f"{label.title()} {number} ({name})" if name else f"{label.title()} {number}"

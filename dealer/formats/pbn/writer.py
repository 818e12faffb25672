"""Writing PBN: :func:`dumps` gives the text of records, :func:`dump` writes it to an
open handle (a path goes through :mod:`fileio`, by the caller).

What a bridge reader needs to follow a played record (``docs/formats.md``): a bridge
program places the opening lead on declarer's left and takes the trumps from the
contract's strain, and refuses a ``[Play]`` without a ``[Contract]`` (endplay: "cannot
calculate play history without a contract"). In whist the dealer's left leads and the
trump is turned (law 13), so a record with a ``[Play]`` section and a known trump suit
but no ``[Contract]`` is written with ``[Declarer]`` = the dealer and ``[Contract
"1S"]``, level 1 and the trump suit as the strain (``1NT`` for no trumps); the level means
nothing in whist; a ``[Result]`` given per side (``"NS 7 EW 6"``) is then written as the
declarer's side's tricks (``"7"``), as a bridge reader counts it. Our own tags
(``[WhistTrump]``, ``[WhistGame]``) stay as the record's truth. Every file ends with an
empty line, so readers that end a game at an empty line see the last one too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import IO

from dealer.formats.pbn.record import TAG_NAME, PbnRecord
from whist.errors import NotationError
from whist.seats import Seat


def _escape(value: str) -> str:
    if '"' not in value and "\\" not in value:
        return value  # nearly every value: nothing to escape
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


def bridge_tags(record: PbnRecord) -> PbnRecord:
    """``record`` with ``[Declarer]`` (the dealer) and ``[Contract]`` (level 1 in the trump
    suit) before its ``[Play]`` when it has a play and a known trump but no contract, so
    a bridge reader leads from the dealer's left with the right trumps (module doc)."""
    if not record.sections.get("Play") or record.get("Contract") is not None:
        return record
    trump = record.trump
    dealer = record.dealer
    if trump is None or trump.is_pending or dealer is None:
        return record
    declarer = record.get("Declarer")
    if declarer is not None and declarer.strip().lstrip("^") != dealer.letter:
        return record
    strain = trump.suit.letter if trump.suit is not None else "NT"
    added = [("Contract", f"1{strain}")] + ([] if declarer else [("Declarer", dealer.letter)])
    tags: list[tuple[str, str]] = []
    for name, value in record.tags:
        if name == "Play":
            tags.extend(added)
        if name == "Result":
            value = _declarer_tricks(value, dealer)
        tags.append((name, value))
    return PbnRecord(tuple(tags), record.sections, record.line, record.source)


def _declarer_tricks(value: str, declarer: Seat) -> str:
    """A ``[Result]`` given per side (``"NS 7 EW 6"``) as the declarer's side's tricks
    (``"7"`` for a North or South declarer), the form a bridge reader takes once there is
    a declarer; any other value as it is."""
    match = re.fullmatch(r"\s*(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?\s*", value)
    if match is None:
        return value
    side = "NS" if declarer in (Seat.NORTH, Seat.SOUTH) else "EW"
    first, tricks = match.group(1), int(match.group(2))
    if first == side:
        return str(tricks)
    if match.group(3) == side:
        return match.group(4)
    return str(13 - tricks)


def dumps(records: Iterable[PbnRecord]) -> str:
    """PBN 2.1 text of ``records``: a ``% PBN 2.1`` header, one tag a line, each section's
    data lines after its tag, each game followed by an empty line; a played record gets
    the tags a bridge reader needs (:func:`bridge_tags`).

    >>> print(dumps([PbnRecord((("Board", "1"),))]), end="")
    % PBN 2.1
    <BLANKLINE>
    [Board "1"]
    <BLANKLINE>
    """
    parts = [HEADER]
    parts.extend(record_text(given) for given in records)
    return "".join(parts) + ("\n" if len(parts) > 1 else "")


#: The first line of every PBN file we write.
HEADER = "% PBN 2.1\n"
#: What follows the last game of a file that has at least one (:func:`dumps`).
TRAILER = "\n"


def record_text(given: PbnRecord) -> str:
    """One game's text as :func:`dumps` writes it (an empty line, then its lines), for a
    writer that streams records to a file: ``HEADER``, each ``record_text``, and
    ``TRAILER`` after at least one game are the same bytes as :func:`dumps`."""
    _check_writable(given)
    record = bridge_tags(given)
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
    return "\n" + "\n".join(lines) + "\n"


def dump(records: Iterable[PbnRecord], handle: IO[str]) -> None:
    """Write the PBN text of ``records`` (:func:`dumps`) to an open text handle (opened
    with ``newline="\\n"``, or an :class:`io.StringIO`; to a path, write :func:`dumps`
    through :func:`fileio.atomic_write_text`)."""
    handle.write(dumps(records))

"""The field's deal file formats: read and write boards by file extension.

=========  =======  ======  =====  =======  ==========================================
format     dealer   trump   Bishops numbers  notes
=========  =======  ======  =====  =======  ==========================================
``.pbn``   yes      yes     yes    yes      PBN 2.1, :mod:`dealer.formats.pbn`, our tags
``.csv``   yes      option  no     yes      Big Deal's 18 fields; ``--csv-trump`` adds one
``.lin``   yes      no      no     yes      BBO hand records, one board a line
``.dlm``   no       no      no     1..99    Duplimate (new), :mod:`dealer.formats.dlm`
``.dup``   no       no      no     range    Duplimate (old): BRI + DGE + trailer
``.bri``   no       no      no     no       BRI, 128 bytes a board
``.dge``   no       no      no     no       DGE, 128 bytes a board
``.ber``   no       no      no     no       Bernasconi, 52 bytes a board
=========  =======  ======  =====  =======  ==========================================

"dealer: no" means the file does not say who dealt: a reader takes the usual rotation
by board number (board 1 North, 2 East, ...); "numbers: no" means boards are numbered
from ``first_board`` (default 1) in file order. Writing boards whose dealer, trump
record, pack or numbers the format cannot hold raises :class:`FormatLossError` naming
the boards and what would be lost; with ``lossy=True`` the same facts come back as
warnings and the file is written without them. Nothing is dropped silently.

Every codec takes and gives text or bytes (or open handles); the only paths are those
of :func:`read_boards` and :func:`write_boards`, read and written through :mod:`fileio`
(the one atomic writer).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from dealer.formats import pbn
from dealer.formats.base import BoardTags, DealFile, FormatInfo
from fileio import atomic_write_bytes, open_binary, read_bytes
from whist import STANDARD_PACK, Board, NotationError, rotating_dealer


class FormatLossError(ValueError):
    """The boards hold facts the chosen format cannot carry."""


# Each extension's codec: its module and the name of its FormatInfo there. A codec loads
# when its format is asked for (start-up: dealing writes PBN only, a conversion loads
# its two formats).
_CODECS = {
    ".pbn": ("pbn", "INFO"),
    ".csv": ("csvfile", "INFO"),
    ".lin": ("lin", "INFO"),
    ".dlm": ("dlm", "INFO"),
    ".dup": ("dup", "DUP_INFO"),
    ".bri": ("dup", "BRI_INFO"),
    ".dge": ("dup", "DGE_INFO"),
    ".ber": ("ber", "INFO"),
}


def _codec(extension: str) -> FormatInfo:
    from importlib import import_module

    module, name = _CODECS[extension]
    info: FormatInfo = getattr(import_module(f"dealer.formats.{module}"), name)
    return info


def _registry() -> dict[str, FormatInfo]:
    return {extension: _codec(extension) for extension in _CODECS}


def format_for(path: str | os.PathLike[str]) -> FormatInfo:
    """The format of a file, from its extension."""
    extension = Path(path).suffix.lower()
    if extension not in _CODECS:
        raise NotationError(
            f"{path}: unknown deal file type {extension or '(no extension)'!r}; the types "
            f"are {', '.join(sorted(_CODECS))}"
        )
    return _codec(extension)


#: Tag values that say only what every whist board is: no loss when dropped.
_WHIST_DEFAULTS = {("Vulnerable", "None"), ("Vulnerable", "-"), ("Vulnerable", "Love")}


def lost_tags(tags: BoardTags, info: FormatInfo) -> list[str]:
    """One sentence for each tag the boards carry that ``info`` cannot hold, naming the
    tag and its boards."""
    if "*" in info.keeps:
        return []
    by_tag: dict[str, list[int]] = {}
    for number, pairs in tags.items():
        for name, value in pairs:
            # Big Deal writes "" or "?" for a tag it has no value for: nothing is lost
            empty = value.strip() in ("", "?")
            if (
                name not in info.keeps
                and not empty
                and (name, value.strip()) not in _WHIST_DEFAULTS
            ):
                by_tag.setdefault(name, []).append(number)
    return [
        f"{info.name} cannot hold [{name}] (boards {_ranges(numbers)}; PBN keeps it)"
        for name, numbers in by_tag.items()
    ]


def losses(
    boards: Sequence[Board],
    info: FormatInfo,
    options: dict[str, object] | None = None,
    tags: BoardTags | None = None,
) -> list[str]:
    """What writing ``boards`` (and their ``tags``) as ``info`` with ``options`` would
    lose, one sentence each."""
    out: list[str] = []
    options = options or {}
    name = info.name
    bishops = [b.number for b in boards if b.deal.pack is not STANDARD_PACK]
    if bishops and not info.carries_bishops:
        out.append(
            f"{name} holds the standard pack only; boards {_ranges(bishops)} use the "
            "Bishops pack (write PBN to keep them)"
        )
    trumps = [b.number for b in boards if b.trump is not None]
    carries_trump = info.carries_trump or bool(info.trump_option and options.get(info.trump_option))
    if trumps and not carries_trump:
        how = (
            "pass --csv-trump to add them as a 19th field, or write PBN"
            if info.trump_option
            else "write PBN, or CSV with --csv-trump, to keep them"
        )
        out.append(
            f"{name} cannot carry trump records; the records of boards {_ranges(trumps)} "
            f"would be lost ({how})"
        )
    dealers = [b.number for b in boards if b.dealer is not rotating_dealer(b.number)]
    if dealers and not info.carries_dealer:
        out.append(
            f"{name} does not say who deals; boards {_ranges(dealers)} have a dealer other "
            "than the usual rotation (board 1 North, 2 East, ...) and would read back wrong"
        )
    numbers = [b.number for b in boards]
    consecutive = numbers == list(range(numbers[0], numbers[0] + len(numbers))) if numbers else True
    if info.numbering == "none" and numbers and not (consecutive and numbers[0] == 1):
        out.append(
            f"{name} does not hold board numbers; boards {_ranges(numbers)} would read back "
            f"as 1-{len(numbers)}"
        )
    if info.numbering in ("range", "1-99") and not consecutive:
        out.append(
            f"{name} holds one run of consecutive boards; boards {_ranges(numbers)} have gaps"
        )
    return out + lost_tags(tags or {}, info)


def _ranges(numbers: Sequence[int]) -> str:
    parts: list[str] = []
    start = prev = None
    for n in sorted(numbers):
        if start is None:
            start = prev = n
        elif prev is not None and n == prev + 1:
            prev = n
        else:
            parts.append(f"{start}" if start == prev else f"{start}-{prev}")
            start = prev = n
    if start is not None:
        parts.append(f"{start}" if start == prev else f"{start}-{prev}")
    return ", ".join(parts)


def read_deal_file(path: str | os.PathLike[str], *, first_board: int = 1) -> DealFile:
    """A deal file by its extension: its boards, each board's other tags and the
    warnings of what was repaired while reading."""
    info = format_for(path)
    if info is pbn.INFO:
        # a game at a time: a huge game (a file saved as one line) is refused after a
        # megabyte, without reading the rest
        with open_binary(path) as handle:
            return pbn.read_pbn_boards(pbn.read_text(handle, str(path)), str(path))
    return info.load_file(read_bytes(path), str(path), first_board)


def read_boards(path: str | os.PathLike[str], *, first_board: int = 1) -> list[Board]:
    """The boards of a deal file, by its extension."""
    return list(read_deal_file(path, first_board=first_board).boards)


def dumps_boards(
    boards: Sequence[Board], extension: str, *, lossy: bool = False, **options: object
) -> tuple[bytes, list[str]]:
    """The file contents of ``boards`` in the format of ``extension``, and warnings of
    what was left out (only with ``lossy``; otherwise a loss raises). ``options["tags"]``
    (a :data:`BoardTags`) are the boards' other tags, kept where the format can hold them."""
    info = format_for(f"x{extension}" if extension.startswith(".") else f"x.{extension}")
    if not boards:
        raise FormatLossError(f"no boards to write as {info.name}")
    counts = Counter(b.number for b in boards)  # list.count per board was quadratic
    twice = sorted(n for n, count in counts.items() if count > 1)
    if twice:
        raise FormatLossError(
            f"boards {_ranges(twice)} are given more than once; a file holds each board once"
        )
    tags = options.get("tags")
    lost = losses(boards, info, dict(options), tags if isinstance(tags, dict) else None)
    if lost and not lossy:
        raise FormatLossError("; ".join(lost) + ". Pass --lossy to write it anyway")
    if lost and any("standard pack only" in s for s in lost):
        raise FormatLossError(lost[0] + "; even with --lossy the cards cannot be written")
    return info.dumps(boards, dict(options)), lost


def write_boards(
    boards: Sequence[Board],
    path: str | os.PathLike[str],
    *,
    lossy: bool = False,
    **options: object,
) -> list[str]:
    """Write ``boards`` atomically in the format of ``path``'s extension; returns the
    warnings of what was left out (with ``lossy``)."""
    data, warnings = dumps_boards(boards, Path(path).suffix, lossy=lossy, **options)
    atomic_write_bytes(path, data, make_parents=True)
    return warnings


__all__ = [
    "BoardTags",
    "DealFile",
    "FormatInfo",
    "FormatLossError",
    "dumps_boards",
    "format_for",
    "losses",
    "lost_tags",
    "read_boards",
    "read_deal_file",
    "write_boards",
]

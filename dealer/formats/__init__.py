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
from collections.abc import Iterable, Sequence
from pathlib import Path

from dealer.formats import pbn
from dealer.formats.base import BoardTags, DealFile, FormatInfo, NumberRun, Tags
from fileio import atomic_write_bytes, atomic_writer, open_binary, read_bytes
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


class _Numbers:
    """Board numbers as runs of consecutive ones (a file's boards come in order: a few
    runs, whatever their number), written as :func:`_ranges` writes them."""

    def __init__(self) -> None:
        self._runs: list[list[int]] = []

    def __bool__(self) -> bool:
        return bool(self._runs)

    def add(self, number: int) -> None:
        if self._runs and self._runs[-1][1] + 1 == number:
            self._runs[-1][1] = number
        else:
            self._runs.append([number, number])

    def text(self) -> str:
        merged: list[list[int]] = []
        for start, end in sorted(self._runs):
            if merged and merged[-1][1] + 1 == start:
                merged[-1][1] = end
            else:
                merged.append([start, end])
        return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in merged)


#: The dealers of boards 1-4, and so of every board by its number (rotating_dealer).
_ROTATION = tuple(rotating_dealer(number) for number in range(1, 5))


class Losses:
    """What writing boards as ``info`` with ``options`` loses, gathered a board at a
    time (a conversion streams): :meth:`add` each board and its tags, then
    :meth:`sentences`, one sentence a loss naming its boards."""

    def __init__(self, info: FormatInfo, options: dict[str, object] | None = None) -> None:
        options = options or {}
        self._info = info
        self._carries_trump = info.carries_trump or bool(
            info.trump_option and options.get(info.trump_option)
        )
        self._bishops = _Numbers()
        self._trumps = _Numbers()
        self._dealers = _Numbers()
        self._numbers = _Numbers()
        self._run = NumberRun()
        self._tags: dict[str, _Numbers] = {}
        self._lost_names: dict[tuple[tuple[str, str], ...], tuple[str, ...]] = {}

    @property
    def bishops(self) -> bool:
        """A board of the Bishops pack that the format cannot write at all."""
        return bool(self._bishops)

    @property
    def any(self) -> bool:
        """Whether anything is lost so far."""
        numbering = self._info.numbering
        return bool(self._bishops or self._trumps or self._dealers or self._tags) or (
            (numbering == "none" and not (self._run.consecutive and self._run.first == 1))
            or (numbering in ("range", "1-99") and not self._run.consecutive)
        )

    def add_board(self, board: Board) -> None:
        info = self._info
        number = board.number
        if board.deal.pack is not STANDARD_PACK and not info.carries_bishops:
            self._bishops.add(number)
        if board.trump is not None and not self._carries_trump:
            self._trumps.add(number)
        if board.dealer is not _ROTATION[(number - 1) % 4] and not info.carries_dealer:
            self._dealers.add(number)
        self._run.add(number)
        self._numbers.add(number)

    def add_tags(self, number: int, tags: Sequence[tuple[str, str]]) -> None:
        if "*" in self._info.keeps:
            return
        # the names lost of each set of tags met (a file's boards share a few: its
        # event, its site), looked up rather than checked again board by board
        lost = self._lost_names.get(tags) if isinstance(tags, tuple) else None
        if lost is None:
            lost = self._lost(tags)
            if isinstance(tags, tuple) and len(self._lost_names) < 256:
                self._lost_names[tags] = lost
        for name in lost:
            self._tags.setdefault(name, _Numbers()).add(number)

    def _lost(self, tags: Sequence[tuple[str, str]]) -> tuple[str, ...]:
        """The names of ``tags`` the format cannot hold, in their order."""
        keeps = self._info.keeps
        out = []
        for name, value in tags:
            # Big Deal writes "" or "?" for a tag it has no value for: nothing is lost
            empty = value.strip() in ("", "?")
            if name not in keeps and not empty and (name, value.strip()) not in _WHIST_DEFAULTS:
                out.append(name)
        return tuple(out)

    def _numbering(self) -> str | None:
        name = self._info.name
        numbering = self._info.numbering
        run = self._run
        if not run.count:
            return None
        if numbering == "none" and not (run.consecutive and run.first == 1):
            return (
                f"{name} does not hold board numbers; boards {self._numbers.text()} would "
                f"read back as 1-{run.count}"
            )
        if numbering in ("range", "1-99") and not run.consecutive:
            return (
                f"{name} holds one run of consecutive boards; boards {self._numbers.text()} "
                "have gaps"
            )
        return None

    def sentences(self) -> list[str]:
        out: list[str] = []
        name = self._info.name
        if self._bishops:
            out.append(
                f"{name} holds the standard pack only; boards {self._bishops.text()} use the "
                "Bishops pack (write PBN to keep them)"
            )
        if self._trumps:
            how = (
                "pass --csv-trump to add them as a 19th field, or write PBN"
                if self._info.trump_option
                else "write PBN, or CSV with --csv-trump, to keep them"
            )
            out.append(
                f"{name} cannot carry trump records; the records of boards "
                f"{self._trumps.text()} would be lost ({how})"
            )
        if self._dealers:
            out.append(
                f"{name} does not say who deals; boards {self._dealers.text()} have a dealer "
                "other than the usual rotation (board 1 North, 2 East, ...) and would read "
                "back wrong"
            )
        numbering = self._numbering()
        if numbering:
            out.append(numbering)
        return out + [
            f"{name} cannot hold [{tag}] (boards {numbers.text()}; PBN keeps it)"
            for tag, numbers in self._tags.items()
        ]


def lost_tags(tags: BoardTags, info: FormatInfo) -> list[str]:
    """One sentence for each tag the boards carry that ``info`` cannot hold, naming the
    tag and its boards."""
    gathered = Losses(info)
    for number, pairs in tags.items():
        gathered.add_tags(number, pairs)
    return gathered.sentences()


def losses(
    boards: Sequence[Board],
    info: FormatInfo,
    options: dict[str, object] | None = None,
    tags: BoardTags | None = None,
) -> list[str]:
    """What writing ``boards`` (and their ``tags``) as ``info`` with ``options`` would
    lose, one sentence each (:class:`Losses` of them all)."""
    gathered = Losses(info, options)
    for board in boards:
        gathered.add_board(board)
    for number, pairs in (tags or {}).items():
        gathered.add_tags(number, pairs)
    return gathered.sentences()


def _ranges(numbers: Sequence[int]) -> str:
    gathered = _Numbers()
    for number in sorted(numbers):
        gathered.add(number)
    return gathered.text()


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


class _NumberSet:
    """How often each board number was given (0, 1, or 2 for more), a byte a number
    while the numbers are dense."""

    def __init__(self) -> None:
        self._dense = bytearray()
        self._sparse: dict[int, int] = {}

    def add(self, number: int) -> int:
        """Count ``number`` once more; how often it was given before (at most 2)."""
        dense = self._dense
        if len(dense) <= number < 2 * len(dense) + 4096:
            dense.extend(bytes(max(number + 1, 2 * len(dense)) - len(dense)))
        if 0 <= number < len(dense):
            before = dense[number]
            dense[number] = min(before + 1, 2)
        else:
            before = self._sparse.get(number, 0)
            self._sparse[number] = min(before + 1, 2)
        return before


def stream_boards(
    boards: Iterable[tuple[Board, Tags | None]],
    path: str | os.PathLike[str],
    *,
    lossy: bool = False,
    make_parents: bool = False,
    **options: object,
) -> tuple[int, list[str]]:
    """Write ``boards`` (each with its tags, ``None`` for none given) in the format of
    ``path``'s extension a board at a time as they come (a conversion reading a file a
    game at a time holds one board, whatever the file's size), into a temporary file
    renamed over ``path`` at the end (:func:`fileio.atomic_writer`): an error while
    reading or a loss refused leaves nothing written. The same bytes, warnings and
    errors as :func:`write_boards` of the same boards (:func:`dumps_boards`); a loss
    is known only once every board is read, so a file that will be refused is read to
    its end (to name every board) but no longer written. Returns the number of boards
    and the warnings of what was left out (with ``lossy``)."""
    info = format_for(path)
    gathered = Losses(info, options)
    writer = info.board_writer(dict(options))
    given = _NumberSet()
    twice = _Numbers()
    count = 0
    writing = True
    with atomic_writer(path, make_parents=make_parents) as handle:
        for board, tags in boards:
            count += 1
            if given.add(board.number) == 1:
                twice.add(board.number)
            gathered.add_board(board)
            if tags:
                gathered.add_tags(board.number, tags)
            if writing and (twice or gathered.bishops or (not lossy and gathered.any)):
                writing = False  # the file will be refused
            if writing:
                handle.write(writer.add(board, tags))
        if not count:
            raise FormatLossError(f"no boards to write as {info.name}")
        if twice:
            raise FormatLossError(
                f"boards {twice.text()} are given more than once; a file holds each board once"
            )
        lost = gathered.sentences()
        if lost and not lossy:
            raise FormatLossError("; ".join(lost) + ". Pass --lossy to write it anyway")
        if lost and gathered.bishops:
            raise FormatLossError(lost[0] + "; even with --lossy the cards cannot be written")
        handle.write(writer.finish())
    return count, lost


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
    "Losses",
    "dumps_boards",
    "format_for",
    "losses",
    "lost_tags",
    "read_boards",
    "read_deal_file",
    "stream_boards",
    "write_boards",
]

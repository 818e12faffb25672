"""What every format module of the wing declares: :class:`FormatInfo`, its name,
extension, what it can carry and its codec. Apart from the package's ``__init__`` (the
registry) so the format modules can import it without importing the registry back.

Also the rules every reader shares: one decoding rule (:func:`decode_text`: UTF-8, else
ISO 8859-1, as ``docs/notation.md`` promises), one reading of line ends
(:func:`split_lines`: CR LF, LF and a lone CR are all line ends; a file whose line ends
are CR only says so in a warning) and one check that board numbers do not repeat
(:func:`check_unique_boards`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from whist import Board, NotationError

#: Tags a board carries beyond its deal, dealer and trump, per board number, in the
#: file's order (``("Event", "Club night")``, ``("Vulnerable", "NS")``...).
BoardTags = Mapping[int, tuple[tuple[str, str], ...]]
#: One board's tags (a value of :data:`BoardTags`).
Tags = tuple[tuple[str, str], ...]


class NumberRun:
    """The board numbers of a file as they come: the first, the last (in file order),
    how many, and whether each is the one after the number before it."""

    def __init__(self) -> None:
        self.first = self.last = self.count = 0
        self.consecutive = True

    def add(self, number: int) -> None:
        if self.count == 0:
            self.first = number
        elif number != self.last + 1:
            self.consecutive = False
        self.last = number
        self.count += 1


class BoardWriter(ABC):
    """A format's writer of one file, a board at a time (a conversion streams): each
    :meth:`add` gives the bytes of a board as it comes, :meth:`finish` those of the end
    of the file; together the same bytes as the format's ``dumps`` of all the boards.
    ``tags`` is the board's other tags, ``None`` when the caller gives no tags (as
    ``options["tags"]`` absent for ``dumps``)."""

    @abstractmethod
    def add(self, board: Board, tags: Tags | None) -> bytes:
        """The bytes of ``board`` in this file."""

    def finish(self) -> bytes:
        return b""


class EachBoard(BoardWriter):
    """The writer of a format that writes each board alone: ``encode`` gives its bytes;
    ``head`` comes before the first board, ``tail`` after the last."""

    def __init__(
        self, encode: Callable[[Board, Tags | None], bytes], head: bytes = b"", tail: bytes = b""
    ) -> None:
        self._encode = encode
        self._head = head
        self._tail = tail
        self._count = 0

    def add(self, board: Board, tags: Tags | None) -> bytes:
        self._count += 1
        data = self._encode(board, tags)
        return self._head + data if self._count == 1 else data

    def finish(self) -> bytes:
        return self._tail if self._count else b""


class WholeFile(BoardWriter):
    """The writer of a format whose file is known only with its last board (DLM and
    DUP write the run of boards in every record or the header): the boards are kept
    and the file made by ``dumps`` at the end. Such a file holds at most ``capacity``
    boards (its numbers' digits); past that the boards are not kept, and :meth:`finish`
    gives the error ``dumps`` gives, from the numbers alone (``refuse(first, last,
    count, consecutive)``), so the memory is that of a file of ``capacity`` boards."""

    def __init__(
        self,
        dumps: Callable[[Sequence[Board], dict[str, object]], bytes],
        options: dict[str, object],
        capacity: int,
        refuse: Callable[[int, int, int, bool], None],
    ) -> None:
        self._dumps = dumps
        self._options = options
        self._capacity = capacity
        self._refuse = refuse
        self._boards: list[Board] = []
        self._tags: dict[int, Tags] = {}
        self._run = NumberRun()
        self._with_tags = False

    def add(self, board: Board, tags: Tags | None) -> bytes:
        number = board.number
        self._run.add(number)
        if self._run.count <= self._capacity:
            self._boards.append(board)
            if tags is not None:
                self._with_tags = True
                self._tags[number] = tags
        else:
            self._boards.clear()
            self._tags.clear()
        return b""

    def finish(self) -> bytes:
        run = self._run
        if run.count > self._capacity:
            self._refuse(run.first, run.last, run.count, run.consecutive)
            raise ValueError(f"at most {self._capacity} boards")  # refuse always raises
        options = {**self._options, "tags": self._tags} if self._with_tags else self._options
        return self._dumps(self._boards, options)


@dataclass(frozen=True)
class DealFile:
    """A deal file as read: its boards, what each board carries beyond them (the tags a
    conversion must keep or name as lost), and the warnings of what was repaired."""

    boards: tuple[Board, ...]
    tags: BoardTags = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class FormatInfo:
    """What a format can carry, and its codec (``dumps`` gives bytes).

    ``read`` (when given) reads the file with its extra tags and warnings; ``keeps`` names
    the extra tags ``dumps`` writes from ``options["tags"]`` (a :data:`BoardTags`).
    ``trump_option`` names the option that makes the format carry trump records when it
    does not by default (CSV: BigDeal's 18 fields unless ``trump``)."""

    name: str
    extension: str
    carries_dealer: bool
    carries_trump: bool
    carries_bishops: bool
    numbering: str  # "any", "range" (consecutive), "1-99" (consecutive, at most 99), "none"
    loads: Callable[[bytes, str, int], list[Board]]
    dumps: Callable[[Sequence[Board], dict[str, object]], bytes]
    read: Callable[[bytes, str, int], DealFile] | None = None
    keeps: frozenset[str] = frozenset()
    trump_option: str | None = None
    #: The writer of a file a board at a time, given the options (``None``: the boards
    #: are kept and ``dumps`` writes them at the end).
    writer: Callable[[dict[str, object]], BoardWriter] | None = None

    def board_writer(self, options: dict[str, object]) -> BoardWriter:
        """A writer of one file with ``options`` (:class:`BoardWriter`)."""
        if self.writer is not None:
            return self.writer(options)
        return WholeFile(self.dumps, options, 1 << 62, _never)

    def load_file(self, data: bytes, source: str, first_board: int = 1) -> DealFile:
        """The file as a :class:`DealFile` (formats without ``read`` carry no tags)."""
        if self.read is not None:
            return self.read(data, source, first_board)
        return DealFile(tuple(self.loads(data, source, first_board)))


def _never(first: int, last: int, count: int, consecutive: bool) -> None:
    """The limit of a format without one is never reached."""


def decode_text(data: bytes) -> str:
    """The text of a file's bytes: UTF-8 (a byte-order mark dropped), else ISO 8859-1
    (PBN 2.1 section 2.2; every text reader of the wing uses this one rule).

    >>> decode_text("Café".encode("latin-1"))
    'Café'
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return text[1:] if text.startswith("\ufeff") else text


def split_lines(text: str, source: str, name: str) -> tuple[list[str], list[str]]:
    """The lines of a text file whatever its line ends (CR LF, LF, or CR alone, as old
    Macintosh programs write), and a warning when the line ends were CR only (the file
    is read whole, not as one line)."""
    warnings: list[str] = []
    if "\r" in text and "\n" not in text:
        warnings.append(
            f"{source}: the {name} file's line ends are CR only (old Macintosh); each CR "
            "was read as a line end"
        )
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), warnings


def check_unique_boards(numbered: Sequence[tuple[int, str]], source: str) -> None:
    """Refuse a file in which a board number repeats: ``numbered`` holds each board's
    number and where it was read (``"line 7"``); the error names both places."""
    seen: dict[int, str] = {}
    for number, where in numbered:
        if number in seen:
            raise NotationError(
                f"{where}: board {number} is given twice (first at {seen[number]}); a file "
                "holds each board once: renumber or remove one",
                source=source,
            )
        seen[number] = where

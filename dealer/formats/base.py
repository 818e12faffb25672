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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from whist import Board, NotationError

#: Tags a board carries beyond its deal, dealer and trump, per board number, in the
#: file's order (``("Event", "Club night")``, ``("Vulnerable", "NS")``...).
BoardTags = Mapping[int, tuple[tuple[str, str], ...]]


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

    def load_file(self, data: bytes, source: str, first_board: int = 1) -> DealFile:
        """The file as a :class:`DealFile` (formats without ``read`` carry no tags)."""
        if self.read is not None:
            return self.read(data, source, first_board)
        return DealFile(tuple(self.loads(data, source, first_board)))


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

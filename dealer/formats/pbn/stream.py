r"""The boards of a PBN file read a game at a time (``whist convert`` of 100,000 boards
in flat memory): :class:`PbnBoardStream` gives each board with its other tags as it is
read, the same boards, tags, warnings and errors as :func:`~dealer.formats.pbn.boards.
read_pbn_boards` of the whole text.

How, and why it gives the same:

- The encoding is the whole file's (UTF-8, else ISO 8859-1, :func:`~dealer.formats.base.
  decode_text`): a first pass over the bytes decides it, so a byte that is no UTF-8 near
  the end of the file makes every line before it ISO 8859-1 too. CR LF line ends are
  read as LF.
- The text is cut into parts at empty lines (or lines of blanks and tabs only), where a
  game ends. A part that is a *plain game* -- escape lines (``%`` in column 1) and one
  ``[Name "value"]`` a line, of the tags deal files carry (``Board``, ``Dealer``,
  ``Vulnerable``, ``Deal`` of the standard pack, ``WhistGame``, ``WhistTrump``, and Big
  Deal's ``Event``, ``Site``, ``Generator``, the players, and ``Date``, ``Scoring``,
  ``Declarer``, ``Contract``, ``Result`` as ``"?"``) -- is read by the fast path, which
  makes each check the full reader makes of those values and gives the part to the
  full reader at the first value it is not sure of. Any other part goes to the full
  reader (:func:`~dealer.formats.pbn.reader.parse_games`, then the checks of
  :func:`~dealer.formats.pbn.reader.check_game`), with the inheritance of tags (PBN 2.1
  section 4.8) carried from part to part. A part the full reader reads without error
  ends where no comment or tag is open, so it is read as the whole text would read it.
- Whatever the stream cannot be sure of reading as the whole text does -- any error (a
  damaged game, a ``{`` comment running past an empty line, a board number given
  twice with another deal), a CR alone as a line end, a part longer than a quarter of
  :data:`~dealer.formats.pbn.reader.MAX_GAME_CHARS`, a handle that cannot seek -- is
  settled by reading the whole file with the whole-file reader: it raises the error
  the whole-file reading raises (the same message, the same line), or gives the boards
  after those already given. Only damaged or unusual files are read whole.

A board given again with the same deal (a results file: a record for each table) is
read once, as by the whole-file reader; what the stream keeps of the boards given so
far is the board for the first 4,096 numbers, then a 16-byte digest a board number,
to tell such a repeat from a number given twice.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterator
from typing import IO, Any

from dealer.formats.pbn.boards import BOARD_TAGS, board_from_record, read_pbn_boards, read_warnings
from dealer.formats.pbn.record import (
    MAX_GAME_CHARS,
    REPEATABLE_TAGS,
    WHIST_GAME,
    WHIST_TRUMP,
    PbnRecord,
    standard_deal,
    trump_from_text,
)
from whist.board import Board
from whist.errors import NotationError
from whist.games import find_game
from whist.packs import STANDARD_PACK
from whist.seats import SEATS
from whist.trump import TrumpRecord

Tags = tuple[tuple[str, str], ...]

#: Game ends: an empty line, or one of blanks and tabs (the tokenizer's blank lines
#: include other white space too; a part holding one goes to the full reader, which
#: then ends the game there).
_SEPARATOR = re.compile(r"\n(?:[ \t]*\n)+")
#: A plain game: escape lines and one tag a line, values of printable characters
#: without a quote or backslash (the tag values' character check of the full reader), not
#: starting with "#" (inheritance, PBN 2.1 section 4.8: the full reader's).
_PLAIN_GAME = re.compile(
    r'(?:%[^\n]*\n|\[[A-Za-z0-9_]+ "(?:[^#"\\\x00-\x1f\x7f-\x9f][^"\\\x00-\x1f\x7f-\x9f]*)?"\]\n)+'
)
_PLAIN_TAG = re.compile(r'^\[([A-Za-z0-9_]+) "([^"]*)"\]$', re.MULTILINE)
#: Tags the full reader checks nothing of but the characters (already checked).
_FREE = frozenset({"Event", "Site", "Generator", "West", "North", "East", "South"})
#: Tags the fast path reads only as unknown ("?") or empty, as Big Deal writes them.
_UNKNOWN_ONLY = frozenset({"Date", "Scoring", "Declarer", "Contract", "Result"})
_VULNERABLE = frozenset({"None", "Love", "-", "NS", "EW", "All", "Both", "", "?"})
_PLAIN_NAMES = _FREE | _UNKNOWN_ONLY | {"Board", "Dealer", "Vulnerable", "Deal"}
_PLAIN_NAMES |= {WHIST_GAME, WHIST_TRUMP}
_DEALERS = {seat.letter: seat for seat in SEATS}
_BLOCK = 1 << 18
#: The longest part read by the stream: a game of that many characters is at most
#: MAX_GAME_CHARS bytes, whatever its encoding (four bytes a character at most), so
#: the stream never meets the whole-file reader's limit on a game.
_LONGEST_PART = MAX_GAME_CHARS // 4


class _ReadWhole(Exception):
    """The stream cannot be sure of reading the rest as the whole text does."""


class _SeenBoards:
    """The first board given under each number, to tell a repeat of it (the same board
    again: a results file's record for each table) from another board under the number.
    The first :data:`KEPT` numbers keep their board (a club's file: no digest, no
    hashing module to load); past them each number keeps a 16-byte digest of its board,
    in a bytearray indexed by the number while the numbers are dense, else in a dict."""

    KEPT = 4096
    _SIZE = 16

    def __init__(self) -> None:
        self._boards: dict[int, Board] = {}
        self._dense = bytearray()
        self._given = bytearray()
        self._sparse: dict[int, bytes] = {}
        self._hash: Callable[..., Any] | None = None

    def first(self, board: Board, dealer: str | None = None) -> bool:
        """Whether ``board`` is the first under its number (and now kept); ``False``
        for a repeat of the same board; :class:`_ReadWhole` for another board."""
        number = board.number
        kept = self._boards.get(number)
        if kept is not None:
            if kept == board:
                return False
            raise _ReadWhole
        if len(self._boards) < self.KEPT and self._hash is None:
            self._boards[number] = board
            return True
        if self._hash is None:
            from hashlib import blake2b  # loaded only for a file of thousands of boards

            self._hash = blake2b
        digest = _digest(board, dealer, self._hash)
        seen = self._get(number)
        if seen is None:
            self._add(number, digest)
            return True
        if seen != digest:
            raise _ReadWhole
        return False

    def _get(self, number: int) -> bytes | None:
        if 0 <= number < len(self._given):
            if not self._given[number]:
                return None
            return bytes(self._dense[number * self._SIZE : (number + 1) * self._SIZE])
        return self._sparse.get(number)

    def _add(self, number: int, digest: bytes) -> None:
        # dense while the numbers are about as many as the boards given
        if len(self._given) <= number < 4 * (len(self._boards) + len(self._given)) + 4096:
            grow = max(number + 1, 2 * len(self._given)) - len(self._given)
            self._given.extend(bytes(grow))
            self._dense.extend(bytes(grow * self._SIZE))
        if 0 <= number < len(self._given):
            self._given[number] = 1
            self._dense[number * self._SIZE : (number + 1) * self._SIZE] = digest
        else:
            self._sparse[number] = digest


# The text of each trump record met, by identity (a file's records are a few dozen
# shared objects, :func:`~dealer.formats.pbn.record.trump_from_text`); the entry keeps
# the record, so its id is not reused while the entry lives.
_TRUMP_TEXTS: dict[int, tuple[TrumpRecord, str]] = {}


def _digest(board: Board, dealer: str | None, blake2b: Callable[..., Any]) -> bytes:
    """16 bytes that differ for boards that differ (``==``: number, deal, dealer, trump
    record, game); ``dealer`` is the dealer's letter when the caller has it."""
    deal = board.deal
    trump = board.trump
    text = "-"
    if trump is not None:
        known = _TRUMP_TEXTS.get(id(trump))
        if known is None or known[0] is not trump:
            # str is one-to-one on trump records: a card (its suit is the trump's), a
            # suit, NT, N or N=suit
            known = (trump, str(trump))
            if len(_TRUMP_TEXTS) < 1000:
                _TRUMP_TEXTS[id(trump)] = known
        text = known[1]
    letter = dealer if dealer is not None else board.dealer.letter
    key = f"{deal.pack.name}|{deal.to_pbn()}|{letter}|{text}|{board.game}"
    digest: bytes = blake2b(key.encode(), digest_size=16).digest()
    return digest


def _encoding(handle: IO[bytes]) -> str:
    """The file's encoding by :func:`~dealer.formats.base.decode_text`'s rule, from a
    first pass over its bytes (ASCII blocks are not decoded); the handle is put back."""
    start = handle.tell()
    decoder = None
    try:
        while block := handle.read(1 << 20):
            if decoder is None and block.isascii():
                continue
            if decoder is None:
                decoder = codecs.getincrementaldecoder("utf-8")()
            decoder.decode(block)
        if decoder is not None:
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return "latin-1"
    finally:
        handle.seek(start)
    return "utf-8-sig"  # a byte-order mark dropped, as decode_text does


class PbnBoardStream:
    """The boards of an open binary PBN file (at its start), each with its tags other
    than the board's own (:data:`~dealer.formats.pbn.boards.BOARD_TAGS`), in file order:
    iterate once; :attr:`warnings` holds what was repaired once the iteration is over.
    Errors are those of :func:`~dealer.formats.pbn.boards.read_pbn_boards` of the whole
    text (module docstring)."""

    def __init__(
        self,
        handle: IO[bytes],
        source: str,
        *,
        on_record: Callable[[str | PbnRecord], None] | None = None,
    ) -> None:
        self._handle = handle
        self._source = source
        #: Given every game of the file in order, each once it is read and checked (with
        #: or without a deal, a board's repeats too, as :func:`~dealer.formats.pbn.
        #: reader.loads` gives them): a plain game as its text as :func:`~dealer.formats.
        #: pbn.writer.record_text` writes it, any other as its record (PBN to PBN).
        self._on_record = on_record
        self._records_given = 0
        self.warnings: tuple[str, ...] = ()
        #: How many boards went the fast path, the full reader's and the whole file's
        #: (for the tests and the bench).
        self.paths = {"plain": 0, "full": 0, "whole": 0}
        self._seen = _SeenBoards()
        self._repeats: dict[int, int] = {}
        self._given = 0
        self._previous: dict[str, str] | None = {}
        self._last_plain: list[tuple[str, str]] = []
        self._sticky: dict[str, str] = {}
        self._games: dict[str, tuple[str, bool] | None] = {}

    def __iter__(self) -> Iterator[tuple[Board, Tags]]:
        try:
            seekable = self._handle.seekable()
            if not seekable:
                raise _ReadWhole
            encoding = _encoding(self._handle)
            for line, part in self._parts(encoding):
                for board, tags in self._read_part(part, line):
                    self._given += 1
                    yield board, tags
        except (_ReadWhole, NotationError, ValueError):
            yield from self._read_whole()
            return
        self.warnings = read_warnings(self._source, False, self._repeats)

    def _read_whole(self) -> Iterator[tuple[Board, Tags]]:
        """The whole-file reading, its error or the boards after those given."""
        if self._handle.seekable():
            self._handle.seek(0)
        from dealer.formats.pbn.reader import read_text

        text = read_text(self._handle, self._source)
        whole = read_pbn_boards(text, self._source)
        self.warnings = whole.warnings
        if self._on_record is not None:
            from dealer.formats.pbn.reader import loads

            for record in loads(text, self._source)[self._records_given :]:
                self._on_record(record)
        for board in whole.boards[self._given :]:
            self.paths["whole"] += 1
            yield board, whole.tags.get(board.number, ())

    def _parts(self, encoding: str) -> Iterator[tuple[int, str]]:
        """The text cut at game ends: (the number of its first line, the part)."""
        decode = codecs.getincrementaldecoder(encoding)().decode
        line = 1
        rest = ""
        held_cr = ""
        while True:
            block = self._handle.read(_BLOCK)
            eof = not block
            text = held_cr + decode(block, final=eof)
            held_cr = ""
            if "\r" in text:
                if text.endswith("\r") and not eof:
                    text, held_cr = text[:-1], "\r"
                text = text.replace("\r\n", "\n")
                if "\r" in text:
                    raise _ReadWhole  # a CR alone is a line end (and perhaps a warning)
            buffer = rest + text
            pos = 0
            for match in _SEPARATOR.finditer(buffer):
                if match.end() == len(buffer) and not eof:
                    break  # the next block may hold more of this game end
                part = buffer[pos : match.start() + 1]
                if len(part) > _LONGEST_PART:
                    raise _ReadWhole
                yield line, part
                line += part.count("\n") + match.group().count("\n") - 1
                pos = match.end()
            rest = buffer[pos:]
            if len(rest) > _LONGEST_PART:
                raise _ReadWhole
            if eof:
                if rest:
                    yield line, rest
                return

    def _read_part(self, part: str, line: int) -> list[tuple[Board, Tags]]:
        if not part.strip():
            return []
        plain = self._plain(part, line)
        if plain is not None:
            return plain
        # the full reader loads with the first game that is not plain (a plain file of
        # deals never loads it, nor its checks of the play and the notes)
        from dealer.formats.pbn.reader import check_game, parse_games

        if self._previous is None:
            self._previous = {n: v for n, v in self._last_plain if n not in REPEATABLE_TAGS}
        out = []
        records = parse_games(part, self._source, self._previous, self._sticky, line)
        for record in records:
            check_game(record)
            if record.deal is None:
                continue
            board = board_from_record(record)
            if self._first(board):
                self.paths["full"] += 1
                out.append((board, tuple((n, v) for n, v in record.tags if n not in BOARD_TAGS)))
        if self._on_record is not None:  # the part read without error: its games given
            for record in records:
                self._on_record(record)
            self._records_given += len(records)
        return out

    def _first(self, board: Board, dealer: str | None = None) -> bool:
        """Whether ``board`` is the first under its number; a repeat of the same board
        is counted and skipped, another board under the number goes to the whole-file
        reader (which names both lines)."""
        if self._seen.first(board, dealer):
            return True
        self._repeats[board.number] = self._repeats.get(board.number, 1) + 1
        return False

    def _plain(self, part: str, line: int) -> list[tuple[Board, Tags]] | None:
        """The board of a plain game (module docstring), or ``None`` when the full
        reader must read it."""
        if self._sticky or not _PLAIN_GAME.fullmatch(part if part[-1] == "\n" else part + "\n"):
            return None
        pairs = _PLAIN_TAG.findall(part)
        if not pairs:
            return []  # escape lines only: no game
        values = dict(pairs)
        if len(values) != len(pairs) or not values.keys() <= _PLAIN_NAMES:
            return None  # a tag given twice (the full reader's error), or another tag
        for name in _UNKNOWN_ONLY.intersection(values):
            if values[name] not in ("", "?"):
                return None
        board = self._plain_board(values)
        if board is None:
            return None
        self._last_plain = pairs
        self._previous = None
        first = self._first(board, values["Dealer"])
        if self._on_record is not None:
            # the game as record_text writes it: one tag a line, the escape lines left
            # out, no value to escape (no quote or backslash in a plain game)
            self._on_record("\n" + "\n".join([f'[{n} "{v}"]' for n, v in pairs]) + "\n")
            self._records_given += 1
        if not first:
            return []
        self.paths["plain"] += 1
        return [(board, tuple([pair for pair in pairs if pair[0] not in BOARD_TAGS]))]

    def _plain_board(self, values: dict[str, str]) -> Board | None:
        number_text = values.get("Board", "")
        if not (number_text.isascii() and number_text.isdigit()):
            return None
        dealer = _DEALERS.get(values.get("Dealer", ""))
        if dealer is None or values.get("Vulnerable", "") not in _VULNERABLE:
            return None
        deal = standard_deal(values.get("Deal", ""))
        if deal is None:
            return None
        game = "duplicate-whist"
        game_text = values.get(WHIST_GAME)
        if game_text is not None and game_text.strip():
            known = self._games.get(game_text, ("", False))
            if known == ("", False):
                try:
                    found = find_game(game_text.strip())
                    known = (found.name, found.pack is STANDARD_PACK)
                except NotationError:
                    known = None
                self._games[game_text] = known
            if known is None or not known[1]:
                return None
            game = known[0]
        trump_text = values.get(WHIST_TRUMP)
        trump = None
        if trump_text is not None and trump_text.strip():
            try:
                trump = trump_from_text(trump_text)
            except NotationError:
                return None
        return Board(int(number_text), deal, dealer, trump, game)

"""Boards in PBN: a :class:`whist.Board` to a record and back, and the board-file codec
the formats registry uses for ``.pbn`` (:data:`INFO`): the one format that carries every
fact of a board (dealer, trump record with our ``WhistTrump`` tag, the Bishops pack with
``WhistGame``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from dealer.formats.base import (
    DealFile,
    EachBoard,
    FormatInfo,
    Tags,
    check_unique_boards,
    decode_text,
)
from dealer.formats.pbn.record import WHIST_GAME, WHIST_TRUMP, PbnRecord
from dealer.formats.pbn.writer import HEADER, TRAILER, dumps, record_text
from whist.board import Board
from whist.games import find_game
from whist.packs import BISHOPS_PACK


def record_from_board(
    board: Board, extra_tags: Iterable[tuple[str, str]] = (), *, vulnerable: bool = True
) -> PbnRecord:
    """The PBN record of a board: ``Board``, ``Dealer``, ``Vulnerable "None"`` (whist
    knows no vulnerability; left out with ``vulnerable=False``, when a conversion keeps
    the source's tags and the source had none), ``Deal`` written from the dealer's seat,
    ``WhistGame`` and ``WhistTrump`` (when the trump is recorded). ``extra_tags`` replace
    tags of the same name or are added at the end."""
    tags: list[tuple[str, str]] = [
        ("Board", str(board.number)),
        ("Dealer", board.dealer.letter),
        *([("Vulnerable", "None")] if vulnerable else []),
        ("Deal", board.deal.to_pbn(board.dealer)),
        (WHIST_GAME, board.game),
    ]
    if board.trump is not None:
        tags.append((WHIST_TRUMP, str(board.trump)))
    return PbnRecord(tuple(tags)).with_tags(extra_tags)


class BoardRecordText:
    """``record_text(record_from_board(board, extra_tags))`` for a file of many boards
    (the event's ``boards.pbn``), the same text without building a record a board.

    A board's own lines up to ``[Deal]`` hold only its number, a seat letter and the
    deal's notation, which need no escape or check; the lines after it (``WhistGame``,
    ``WhistTrump``, ``extra_tags``) repeat from board to board, so they are written by
    the general writer once for each game and trump record and kept. Extra tags that
    would replace a board's own tag go through the general writer every time."""

    def __init__(self, extra_tags: Iterable[tuple[str, str]] = ()) -> None:
        self._extra = tuple(extra_tags)
        self._general = any(name in BOARD_TAGS or name == "Vulnerable" for name, _ in self._extra)
        self._tails: dict[int, tuple[object, str, str]] = {}

    def __call__(self, board: Board) -> str:
        if self._general:
            return record_text(record_from_board(board, self._extra))
        # By the trump record's identity (the generator gives one record a card; hashing
        # a record hashes its enum members), with the record and game kept to check.
        known = self._tails.get(id(board.trump))
        if known is None or known[0] is not board.trump or known[1] != board.game:
            tags = [(WHIST_GAME, board.game)]
            if board.trump is not None:
                tags.append((WHIST_TRUMP, str(board.trump)))
            text = record_text(PbnRecord(tuple(tags)).with_tags(self._extra))
            known = (board.trump, board.game, text)
            if len(self._tails) < 256:  # other producers' records are new objects a board
                self._tails[id(board.trump)] = known
        tail = known[2]
        letter = board.dealer.letter
        return (
            f'\n[Board "{board.number}"]\n[Dealer "{letter}"]\n[Vulnerable "None"]\n'
            f'[Deal "{board.deal.to_pbn(board.dealer)}"]{tail}'
        )


def board_from_record(record: PbnRecord) -> Board:
    """The :class:`Board` of a record: it needs ``[Board]``, ``[Dealer]`` and a full
    ``[Deal]``; the game is ``[WhistGame]`` (else the deal's pack decides), the trump
    ``[WhistTrump]`` (else ``None``: not yet recorded)."""
    number = record.board
    if number is None:
        raise record.error('the game has no [Board] number: add [Board "n"]')
    deal = record.deal
    if deal is None:
        raise record.error(f"board {number} has no full [Deal]: all four hands are needed", "Deal")
    dealer = record.dealer
    if dealer is None:
        raise record.error(f'board {number} has no [Dealer]: add [Dealer "N"]', "Dealer")
    game = record.game or ("bishops-whist" if deal.pack is BISHOPS_PACK else "duplicate-whist")
    if find_game(game).pack is not deal.pack:
        raise record.error(
            f"board {number}: [{WHIST_GAME} {game!r}] is played with the "
            f"{find_game(game).pack.name} pack, but the deal is of the {deal.pack.name} pack",
            WHIST_GAME,
        )
    return Board(number, deal, dealer, record.trump, game)


#: The tags a board itself is written with (:func:`record_from_board`); every other tag
#: of a record is what a conversion must keep or name as lost.
BOARD_TAGS = frozenset({"Board", "Dealer", "Deal", WHIST_GAME, WHIST_TRUMP})


def boards_to_pbn(
    boards: Sequence[Board], tags: Mapping[int, tuple[tuple[str, str], ...]] | None = None
) -> str:
    """The PBN text of ``boards``, one record each (:func:`record_from_board`); with
    ``tags`` (read from another file) each board also gets its tags, and
    ``[Vulnerable]`` only when the source gave one."""
    if tags is None:
        return dumps(record_from_board(b) for b in boards)
    return dumps(
        record_from_board(
            b,
            tags.get(b.number, ()),
            vulnerable=any(name == "Vulnerable" for name, _ in tags.get(b.number, ())),
        )
        for b in boards
    )


def board_text(board: Board, tags: Tags | None) -> str:
    """One board's game as :func:`boards_to_pbn` writes it, ``tags`` being the board's
    entry of its ``tags`` (``None``: no tags given)."""
    if tags is None:
        return record_text(record_from_board(board))
    return record_text(
        record_from_board(board, tags, vulnerable=any(name == "Vulnerable" for name, _ in tags))
    )


def read_pbn_boards(text: str, source: str = "<pbn>") -> DealFile:
    """The boards of a PBN text (every record with a full deal: PBN allows records
    without one) and each board's other tags; a board number given twice is an error
    naming both lines."""
    # Imported here: writing a board file (dealing) does not need the reader.
    from dealer.formats.pbn.reader import loads

    boards: list[Board] = []
    tags: dict[int, tuple[tuple[str, str], ...]] = {}
    places: list[tuple[int, str]] = []
    first: dict[int, Board] = {}
    repeats: dict[int, int] = {}
    for record in loads(text, source):
        if record.deal is None:
            continue
        board = board_from_record(record)
        if board.number in first and first[board.number] == board:
            # A results file gives a board once for every table that played it.
            repeats[board.number] = repeats.get(board.number, 1) + 1
            continue
        first.setdefault(board.number, board)
        boards.append(board)
        places.append((board.number, f"line {record.line}"))
        tags[board.number] = tuple((n, v) for n, v in record.tags if n not in BOARD_TAGS)
    check_unique_boards(places, source)
    return DealFile(
        tuple(boards), tags, read_warnings(source, "\r" in text and "\n" not in text, repeats)
    )


def read_warnings(source: str, cr_only: bool, repeats: Mapping[int, int]) -> tuple[str, ...]:
    """What reading a PBN file repaired: line ends that were CR only, and boards given
    once for each table (``repeats``: how often each such board was given)."""
    warnings = []
    if cr_only:
        warnings.append(
            f"{source}: the PBN file's line ends are CR only (old Macintosh); each CR was "
            "read as a line end"
        )
    if repeats:
        warnings.append(
            f"{source}: {len(repeats)} boards are given more than once with the same deal "
            f"(a record for each table, up to {max(repeats.values())}); each is read once, "
            "with the tags of its first record"
        )
    return tuple(warnings)


def boards_from_pbn(text: str, source: str = "<pbn>") -> list[Board]:
    """The boards of a PBN text (:func:`read_pbn_boards` without the tags)."""
    return list(read_pbn_boards(text, source).boards)


INFO = FormatInfo(
    name="PBN",
    extension=".pbn",
    carries_dealer=True,
    carries_trump=True,
    carries_bishops=True,
    numbering="any",
    loads=lambda data, source, first: boards_from_pbn(decode_text(data), source),
    dumps=lambda boards, options: boards_to_pbn(
        boards,
        options.get("tags"),  # type: ignore[arg-type]
    ).encode("utf-8"),
    read=lambda data, source, first: read_pbn_boards(decode_text(data), source),
    keeps=frozenset({"*"}),
    writer=lambda options: EachBoard(
        lambda board, tags: board_text(board, tags).encode("utf-8"),
        HEADER.encode("utf-8"),
        TRAILER.encode("utf-8"),
    ),
)

"""Boards in PBN: a :class:`whist.Board` to a record and back, and the board-file codec
the formats registry uses for ``.pbn`` (:data:`INFO`): the one format that carries every
fact of a board (dealer, trump record with our ``WhistTrump`` tag, the Bishops pack with
``WhistGame``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from dealer.formats.base import FormatInfo
from dealer.formats.pbn.reader import loads
from dealer.formats.pbn.record import WHIST_GAME, WHIST_TRUMP, PbnRecord
from dealer.formats.pbn.writer import dumps
from whist.board import Board
from whist.games import find_game
from whist.packs import BISHOPS_PACK


def record_from_board(board: Board, extra_tags: Iterable[tuple[str, str]] = ()) -> PbnRecord:
    """The PBN record of a board: ``Board``, ``Dealer``, ``Vulnerable "None"`` (whist
    knows no vulnerability), ``Deal`` written from the dealer's seat, ``WhistGame`` and
    ``WhistTrump`` (when the trump is recorded). ``extra_tags`` replace tags of the same
    name or are added at the end."""
    tags: list[tuple[str, str]] = [
        ("Board", str(board.number)),
        ("Dealer", board.dealer.letter),
        ("Vulnerable", "None"),
        ("Deal", board.deal.to_pbn(board.dealer)),
        (WHIST_GAME, board.game),
    ]
    if board.trump is not None:
        tags.append((WHIST_TRUMP, str(board.trump)))
    return PbnRecord(tuple(tags)).with_tags(extra_tags)


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


def boards_to_pbn(boards: Sequence[Board]) -> str:
    """The PBN text of ``boards``, one record each (:func:`record_from_board`)."""
    return dumps(record_from_board(b) for b in boards)


def boards_from_pbn(text: str, source: str = "<pbn>") -> list[Board]:
    """The boards of a PBN text: every record with a full deal (PBN allows records
    without one)."""
    return [board_from_record(r) for r in loads(text, source) if r.deal is not None]


INFO = FormatInfo(
    name="PBN",
    extension=".pbn",
    carries_dealer=True,
    carries_trump=True,
    carries_bishops=True,
    numbering="any",
    loads=lambda data, source, first: boards_from_pbn(data.decode("utf-8"), source),
    dumps=lambda boards, options: boards_to_pbn(boards).encode("utf-8"),
)

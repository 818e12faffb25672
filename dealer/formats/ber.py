"""BER (Bernasconi dealing machine): 52 bytes a board, no separators: for each card
♠A...♠2, ♥A..., ♦A..., ♣A...♣2 the seat holding it, ``1`` = North, ``2`` = East,
``3`` = South, ``4`` = West. No board numbers, dealer or trump record."""

from __future__ import annotations

from collections.abc import Sequence

from dealer.formats._cards import deal_from_holders, numbered, seat_codes
from dealer.formats.base import EachBoard, FormatInfo
from whist import Board, NotationError

SIZE = 52


def board_bytes(board: Board) -> bytes:
    """A board's 52 bytes: the seat digit of each card."""
    return seat_codes(board.deal, b"1234")


def dumps(boards: Sequence[Board]) -> bytes:
    return b"".join(board_bytes(b) for b in boards)


def loads(data: bytes, source: str = "<ber>", first_board: int = 1) -> list[Board]:
    if len(data) % SIZE:
        raise NotationError(
            f"a BER file is {SIZE} bytes a board; this one has {len(data)} bytes",
            source=source,
        )
    deals = []
    for i in range(0, len(data), SIZE):
        record = data[i : i + SIZE]
        where = f"board record {i // SIZE + 1} (byte {i})"
        bad = [b for b in record if b not in b"1234"]
        if bad:
            raise NotationError(
                f"{where}: byte 0x{bad[0]:02x} is not a seat 1-4 (N E S W)", source=source
            )
        deals.append(deal_from_holders([b - 49 for b in record], source, where))
    return numbered(deals, first_board)


INFO = FormatInfo(
    name="BER",
    extension=".ber",
    carries_dealer=False,
    carries_trump=False,
    carries_bishops=False,
    numbering="none",
    loads=loads,
    dumps=lambda boards, options: dumps(boards),
    writer=lambda options: EachBoard(lambda board, tags: board_bytes(board)),
)

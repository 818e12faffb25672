"""DUP, BRI and DGE: the (old) Duplimate machine files, binary, no separators.

- BRI part, 78 bytes: the card numbers of North, then East, then South, thirteen
  each in ascending order, two ASCII digits each (``01`` = ♠A ... ``13`` = ♠2, ``14`` =
  ♥A ... ``52`` = ♣2); West holds the rest.
- DGE part, 68 bytes: for North, East, South, West in turn, byte 0x06 then the spade
  ranks, 0x03 then the hearts, 0x04 the diamonds, 0x05 the clubs (the DOS suit
  symbols), ranks written ``AKQJT98765432`` high first; 17 bytes a hand.
- DUP, 156 bytes a board: the BRI part, the DGE part, then 10 bytes: ``Y``, ``N``, the
  set's first board number left-justified in 3 characters, the copies ``0 `` in 2,
  the set's last board number left-justified in 3.
- BRI alone: the BRI part, 32 spaces and 18 zero bytes (128 a board).
- DGE alone: the DGE part and 60 zero bytes (128 a board).

None of them holds a dealer or a trump record; BRI and DGE hold no board numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer.formats._cards import RANKS, deal_from_card_lists, numbered, suit_fields
from dealer.formats.base import EachBoard, FormatInfo, WholeFile
from whist import Board, Deal, NotationError

DUP_SIZE = 156
#: The highest board number of the DUP trailer's three characters.
LAST_BOARD = 999
BRI_SIZE = 128
DGE_SIZE = 128
_SUIT_BYTES = (0x06, 0x03, 0x04, 0x05)


def bri_part(deal: Deal) -> bytes:
    """78 bytes: North's, East's, South's card numbers 01..52, ascending."""
    # From the deal's notation (a deal read from PBN makes no cards): a hand's suit
    # fields in suit order, each high rank first, are its card numbers ascending.
    f = suit_fields(deal)
    s, h, d, c = _BRI_FIELDS
    try:
        text = (
            s[f[0]] + h[f[1]] + d[f[2]] + c[f[3]] + s[f[4]] + h[f[5]] + d[f[6]] + c[f[7]]
            + s[f[8]] + h[f[9]] + d[f[10]] + c[f[11]]
        )  # fmt: skip
    except KeyError:  # a field not met yet
        text = "".join(_bri_field(i & 3, f[i]) for i in range(12))
    return text.encode("ascii")


# Each suit field met (``"AKT4"``) and its card numbers (``"01021309"``), one table a
# suit (at most the 8,192 holdings of a suit each).
_BRI_FIELDS: tuple[dict[str, str], ...] = ({}, {}, {}, {})


def _bri_field(suit: int, holding: str) -> str:
    table = _BRI_FIELDS[suit]
    text = table.get(holding)
    if text is None:
        text = "".join(f"{13 * suit + RANKS.index(letter) + 1:02d}" for letter in holding)
        if len(table) < 8192:
            table[holding] = text
    return text


def dge_part(deal: Deal) -> bytes:
    """68 bytes: each hand as four suit bytes, each followed by that suit's ranks."""
    f = suit_fields(deal)  # each field its ranks high first, as DGE writes them
    return (
        "\x06{}\x03{}\x04{}\x05{}\x06{}\x03{}\x04{}\x05{}"
        "\x06{}\x03{}\x04{}\x05{}\x06{}\x03{}\x04{}\x05{}".format(*f).encode("ascii")
    )


def parse_bri_part(data: bytes, source: str, where: str) -> Deal:
    try:
        text = data[:78].decode("ascii")
        numbers = [int(text[i : i + 2]) for i in range(0, 78, 2)]
    except (UnicodeDecodeError, ValueError):
        raise NotationError(
            f"{where}: the BRI part must be 78 ASCII digits", source=source
        ) from None
    if any(not 1 <= n <= 52 for n in numbers):
        raise NotationError(f"{where}: card numbers run from 01 to 52", source=source)
    hands = [[n - 1 for n in numbers[13 * s : 13 * s + 13]] for s in range(3)]
    return deal_from_card_lists([*hands, []], source, where)


def parse_dge_part(data: bytes, source: str, where: str) -> Deal:
    hands: list[list[int]] = [[], [], [], []]
    seat = -1
    suit = -1
    for byte in data[:68]:
        if byte in _SUIT_BYTES:
            new_suit = _SUIT_BYTES.index(byte)
            if new_suit == 0:
                seat += 1
            suit = new_suit
            continue
        letter = chr(byte)
        if seat < 0 or seat > 3 or letter not in RANKS:
            raise NotationError(
                f"{where}: byte 0x{byte:02x} is neither a suit marker nor a rank ({RANKS})",
                source=source,
            )
        hands[seat].append(13 * suit + RANKS.index(letter))
    if seat != 3:
        raise NotationError(f"{where}: the DGE part must hold four hands", source=source)
    return deal_from_card_lists(hands, source, where)


def _trailer(first: int, last: int) -> bytes:
    return f"YN{first:<3d}0 {last:<3d}".encode("ascii")


def check_span(first: int, last: int, count: int, consecutive: bool) -> None:
    """Refuse a set whose first or last board (in file order) has no three-digit number."""
    if first < 1 or last > LAST_BOARD:
        raise ValueError(
            f"DUP holds board numbers 1-{LAST_BOARD} (3 characters), not {first}-{last}"
        )


def dumps_dup(boards: Sequence[Board]) -> bytes:
    first, last = boards[0].number, boards[-1].number
    check_span(first, last, len(boards), True)
    trailer = _trailer(first, last)
    return b"".join(bri_part(b.deal) + dge_part(b.deal) + trailer for b in boards)


def loads_dup(data: bytes, source: str = "<dup>") -> list[Board]:
    if len(data) % DUP_SIZE:
        raise NotationError(
            f"a DUP file is {DUP_SIZE} bytes a board; this one has {len(data)} bytes "
            f"({len(data) % DUP_SIZE} too many for whole boards)",
            source=source,
        )
    deals = []
    first = last = 1
    for i in range(len(data) // DUP_SIZE):
        record = data[i * DUP_SIZE : (i + 1) * DUP_SIZE]
        where = f"board record {i + 1} (byte {i * DUP_SIZE})"
        bri = parse_bri_part(record[:78], source, where)
        dge = parse_dge_part(record[78:146], source, where)
        if bri != dge:
            raise NotationError(f"{where}: the BRI and DGE parts disagree", source=source)
        trailer = record[146:].decode("ascii", errors="replace")
        if trailer[:2] != "YN" or not trailer[2:5].strip().isdigit():
            raise NotationError(
                f"{where}: the last 10 bytes must be 'YN', the first board, '0 ', the last "
                f"board; found {trailer!r}",
                source=source,
            )
        span = (trailer[2:5].strip(), trailer[7:10].strip())
        if not span[1].isdigit():
            raise NotationError(
                f"{where}: the trailer's last board {trailer[7:10]!r} is not a number",
                source=source,
            )
        if i == 0:
            first, last = int(span[0]), int(span[1])
        elif (int(span[0]), int(span[1])) != (first, last):
            raise NotationError(
                f"{where}: the trailer says boards {span[0]}-{span[1]}, but the first "
                f"record's says {first}-{last}; the file mixes two sets",
                source=source,
            )
        deals.append(bri)
    if deals and len(deals) != last - first + 1:
        raise NotationError(
            f"the trailer says boards {first}-{last} ({last - first + 1} boards) but the file "
            f"holds {len(deals)} (boards {first}-{first + len(deals) - 1}); it was cut short "
            "or joined from two files: copy it again from the dealing program",
            source=source,
        )
    return numbered(deals, first)


def dumps_bri(boards: Sequence[Board]) -> bytes:
    return b"".join(bri_part(b.deal) + b" " * 32 + b"\x00" * 18 for b in boards)


def loads_bri(data: bytes, source: str = "<bri>", first_board: int = 1) -> list[Board]:
    if len(data) % BRI_SIZE:
        raise NotationError(
            f"a BRI file is {BRI_SIZE} bytes a board; this one has {len(data)} bytes",
            source=source,
        )
    return numbered(
        [
            parse_bri_part(data[i : i + BRI_SIZE], source, f"board record {i // BRI_SIZE + 1}")
            for i in range(0, len(data), BRI_SIZE)
        ],
        first_board,
    )


def dumps_dge(boards: Sequence[Board]) -> bytes:
    return b"".join(dge_part(b.deal) + b"\x00" * 60 for b in boards)


def loads_dge(data: bytes, source: str = "<dge>", first_board: int = 1) -> list[Board]:
    if len(data) % DGE_SIZE:
        raise NotationError(
            f"a DGE file is {DGE_SIZE} bytes a board; this one has {len(data)} bytes",
            source=source,
        )
    return numbered(
        [
            parse_dge_part(data[i : i + DGE_SIZE], source, f"board record {i // DGE_SIZE + 1}")
            for i in range(0, len(data), DGE_SIZE)
        ],
        first_board,
    )


DUP_INFO = FormatInfo(
    name="DUP",
    extension=".dup",
    carries_dealer=False,
    carries_trump=False,
    carries_bishops=False,
    numbering="range",
    loads=lambda data, source, first: loads_dup(data, source),
    dumps=lambda boards, options: dumps_dup(boards),
    writer=lambda options: WholeFile(
        lambda boards, options: dumps_dup(boards), options, LAST_BOARD, check_span
    ),
)
BRI_INFO = FormatInfo(
    name="BRI",
    extension=".bri",
    carries_dealer=False,
    carries_trump=False,
    carries_bishops=False,
    numbering="none",
    loads=loads_bri,
    dumps=lambda boards, options: dumps_bri(boards),
    writer=lambda options: EachBoard(
        lambda board, tags: bri_part(board.deal) + b" " * 32 + b"\x00" * 18
    ),
)
DGE_INFO = FormatInfo(
    name="DGE",
    extension=".dge",
    carries_dealer=False,
    carries_trump=False,
    carries_bishops=False,
    numbering="none",
    loads=loads_dge,
    dumps=lambda boards, options: dumps_dge(boards),
    writer=lambda options: EachBoard(lambda board, tags: dge_part(board.deal) + b"\x00" * 60),
)

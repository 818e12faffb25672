"""CSV as Big Deal writes it, plus our trump column.

One line a board: sixteen quoted fields, the spade, heart, diamond and club ranks of
North, then East, South, West (``"AK4","QJ2","9876","A32",...``); the board number;
``"D/-"`` the dealer's letter and the vulnerability (whist has none: ``-``); and, when
the trump is recorded, a nineteenth field with the trump record (``"C5"``), so this
format carries everything of a standard-pack board. A reader takes Big Deal's own
vulnerability letters too and ignores them.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from dealer.formats._cards import deal_from_card_lists
from dealer.formats.base import FormatInfo
from whist import SEATS, STANDARD_PACK, SUITS, Board, Card, NotationError, Rank, Seat, TrumpRecord


def dumps(boards: Sequence[Board]) -> str:
    lines = []
    for b in boards:
        fields = [
            "".join(c.rank.letter for c in b.deal.hand(seat) if c.suit is suit)
            for seat in SEATS
            for suit in SUITS
        ]
        fields += [str(b.number), f"{b.dealer.letter}/-"]
        if b.trump is not None:
            fields.append(str(b.trump))
        lines.append(",".join(f'"{f}"' for f in fields) + "\n")
    return "".join(lines)


def loads(text: str, source: str = "<csv>", first_board: int = 1) -> list[Board]:
    boards = []
    for line_number, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not row or all(not f.strip() for f in row):
            continue
        where = f"line {line_number}"
        if len(row) not in (18, 19):
            raise NotationError(
                f"{where}: {len(row)} fields; a board has 16 suit fields, the board number, "
                "dealer/vulnerability and optionally the trump record",
                source=source,
            )
        hands: list[list[int]] = []
        for s in range(4):
            cards = []
            for i, suit in enumerate(SUITS):
                for letter in row[4 * s + i].strip().upper().replace("10", "T"):
                    try:
                        cards.append(STANDARD_PACK.card_id(Card(Rank.parse(letter), suit)))
                    except (NotationError, ValueError):
                        raise NotationError(
                            f"{where}: {letter!r} in {SEATS[s].name.title()}'s "
                            f"{suit.name.lower()} is not a rank of the standard pack",
                            source=source,
                        ) from None
            hands.append(cards)
        try:
            number = int(row[16])
            dealer = Seat.parse(row[17].split("/")[0])
            trump = TrumpRecord.parse(row[18]) if len(row) == 19 and row[18].strip() else None
        except (ValueError, NotationError) as exc:
            raise NotationError(f"{where}: {exc}", source=source) from None
        deal = deal_from_card_lists(hands, source, f"{where}, board {number}")
        if len(hands[3]) != 13:
            raise NotationError(f"{where}: West must hold 13 cards", source=source)
        boards.append(Board(number, deal, dealer, trump))
    return boards


INFO = FormatInfo(
    name="CSV",
    extension=".csv",
    carries_dealer=True,
    carries_trump=True,
    carries_bishops=False,
    numbering="any",
    loads=lambda data, source, first: loads(data.decode("utf-8"), source, first),
    dumps=lambda boards, options: dumps(boards).encode("utf-8"),
)

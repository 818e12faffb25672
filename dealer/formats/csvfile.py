"""CSV as Big Deal writes it: 18 fields a board, and the trump behind an option.

One line a board: sixteen quoted fields, the spade, heart, diamond and club ranks of
North, then East, South, West (``"AK4","QJ2","9876","A32",...``); the board number;
``"D/V"`` the dealer's letter and the vulnerability. Whist knows no vulnerability: our
boards write ``-``, and a vulnerability read from another file (PBN ``[Vulnerable]``,
Big Deal's own ``NS``/``EW``/``All`` rotation) is written back as it was (``None`` as
``-``), so a conversion keeps it.

Big Deal's layout is the default. With the ``trump`` option (``whist convert
--csv-trump``) a nineteenth field holds the trump record (``"C5"``), and the format then
carries everything of a standard-pack board; without it, boards with trump records need
``--lossy`` (the loss is named). A reader takes 18 or 19 fields.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence

from dealer.formats._cards import deal_from_card_lists, suit_fields
from dealer.formats.base import (
    DealFile,
    EachBoard,
    FormatInfo,
    Tags,
    check_unique_boards,
    decode_text,
    split_lines,
)
from whist import SEATS, STANDARD_PACK, SUITS, Board, Card, NotationError, Rank, Seat, TrumpRecord

#: PBN ``[Vulnerable]`` values and the CSV vulnerability written for each.
_VUL_TO_CSV = {
    "None": "-",
    "Love": "-",
    "-": "-",
    "NS": "NS",
    "EW": "EW",
    "All": "All",
    "Both": "All",
}


def board_line(board: Board, tags: Tags | None = None, *, trump: bool = False) -> str:
    """One board's line: Big Deal's 18 fields (19 with ``trump``), the vulnerability
    from the board's ``tags``."""
    fields = suit_fields(board.deal)
    vul = dict(tags or ()).get("Vulnerable", "-")
    fields += [str(board.number), f"{board.dealer.letter}/{_VUL_TO_CSV.get(vul, vul)}"]
    if trump and board.trump is not None:
        fields.append(str(board.trump))
    return '"' + '","'.join(fields) + '"\n'


def dumps(
    boards: Sequence[Board],
    *,
    trump: bool = False,
    tags: Mapping[int, tuple[tuple[str, str], ...]] | None = None,
) -> str:
    """Big Deal's 18 fields a line (19 with ``trump``); the vulnerability from ``tags``."""
    return "".join(board_line(b, (tags or {}).get(b.number, ()), trump=trump) for b in boards)


def _writer(options: dict[str, object]) -> EachBoard:
    trump = bool(options.get("trump"))
    return EachBoard(lambda board, tags: board_line(board, tags, trump=trump).encode("utf-8"))


def read(text: str, source: str = "<csv>", first_board: int = 1) -> DealFile:
    """The boards of a CSV text, the vulnerability each names (as ``Vulnerable``), and
    the warning when the line ends were CR only."""
    lines, warnings = split_lines(text, source, "CSV")
    boards = []
    tags: dict[int, tuple[tuple[str, str], ...]] = {}
    places: list[tuple[int, str]] = []
    for line_number, line in enumerate(lines, start=1):
        where = f"line {line_number}"
        try:
            rows = list(csv.reader([line]))
        except csv.Error as exc:
            raise NotationError(f"{where}: {exc}", source=source) from None
        row = rows[0] if rows else []
        if not row or all(not f.strip() for f in row):
            continue
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
            dealer_text, _, vul = row[17].partition("/")
            dealer = Seat.parse(dealer_text)
            trump = TrumpRecord.parse(row[18]) if len(row) == 19 and row[18].strip() else None
        except (ValueError, NotationError) as exc:
            raise NotationError(f"{where}: {exc}", source=source) from None
        deal = deal_from_card_lists(hands, source, f"{where}, board {number}")
        if len(hands[3]) != 13:
            raise NotationError(f"{where}: West must hold 13 cards", source=source)
        boards.append(Board(number, deal, dealer, trump))
        places.append((number, where))
        vul = vul.strip()
        if vul and vul != "-":
            tags[number] = (("Vulnerable", {"Both": "All", "Love": "None"}.get(vul, vul)),)
    check_unique_boards(places, source)
    return DealFile(tuple(boards), tags, tuple(warnings))


def loads(text: str, source: str = "<csv>", first_board: int = 1) -> list[Board]:
    """The boards of a CSV text (:func:`read` without the tags and warnings)."""
    return list(read(text, source, first_board).boards)


INFO = FormatInfo(
    name="CSV",
    extension=".csv",
    carries_dealer=True,
    carries_trump=False,
    carries_bishops=False,
    numbering="any",
    loads=lambda data, source, first: loads(decode_text(data), source, first),
    dumps=lambda boards, options: dumps(
        boards,
        trump=bool(options.get("trump")),
        tags=options.get("tags"),  # type: ignore[arg-type]
    ).encode("utf-8"),
    read=lambda data, source, first: read(decode_text(data), source, first),
    keeps=frozenset({"Vulnerable"}),
    trump_option="trump",
    writer=_writer,
)

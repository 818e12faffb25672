"""LIN (Bridge Base Online hand records), one board a line::

    pn|S,W,N,E|st||qx|o1|md|3SAK4HQJ2D9876CA32,S...,S...,S...|rh||ah|Board 1|sv|o|pg||

``pn``: the players' names from South (empty when unknown); LIN readers such as
endplay's ``lin.load`` start a board at each ``pn|``, so every line begins with it.
``md``: the dealer's digit (1 = South, 2 = West, 3 = North, 4 = East), then the hands
of South, West, North and East, each ``S`` + ranks + ``H`` + ranks + ``D`` + ranks +
``C`` + ranks (a reader also takes three hands and gives the fourth the rest). ``ah``
names the board (``Board N``); ``sv`` the vulnerability: ``o`` for our boards (whist
knows none), or the one read from another file (``n`` NS, ``e`` EW, ``b`` both), kept
by a conversion. LIN has no trump record. Line ends may be LF, CR LF or CR alone.
"""

from __future__ import annotations

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
from whist import STANDARD_PACK, SUITS, Board, Card, Deal, NotationError, Rank, Seat

_DEALER_DIGIT = {Seat.SOUTH: "1", Seat.WEST: "2", Seat.NORTH: "3", Seat.EAST: "4"}
_DIGIT_DEALER = {v: k for k, v in _DEALER_DIGIT.items()}
_ORDER = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_NAMES = ("South", "West", "North", "East")
_NAMES_SET = frozenset(_NAMES)
_VUL_TO_LIN = {"None": "o", "Love": "o", "-": "o", "NS": "n", "EW": "e", "All": "b", "Both": "b"}
_LIN_TO_VUL = {"o": "None", "0": "None", "n": "NS", "e": "EW", "b": "All"}


def hand_text(cards: Sequence[Card]) -> str:
    return "".join(
        suit.letter + "".join(c.rank.letter for c in cards if c.suit is suit) for suit in SUITS
    )


def board_line(board: Board, tags: Tags | None = None) -> str:
    """One board's line; the players' names and the vulnerability from its ``tags``."""
    names = ",,,"  # no names known (a file of deals)
    vul = "o"
    if tags:
        extra = dict(tags)
        if not _NAMES_SET.isdisjoint(extra):
            names = ",".join(
                extra.get(name, "").replace("|", "/").replace(",", " ") for name in _NAMES
            )
        vul = _VUL_TO_LIN.get(extra.get("Vulnerable", "None"), "o")
    f = suit_fields(board.deal)  # North's four suits, East's, South's, West's
    number = board.number
    # the hands from South: South, West, North, East
    return (
        f"pn|{names}|st||qx|o{number}|md|{_DEALER_DIGIT[board.dealer]}"
        f"S{f[8]}H{f[9]}D{f[10]}C{f[11]},S{f[12]}H{f[13]}D{f[14]}C{f[15]},"
        f"S{f[0]}H{f[1]}D{f[2]}C{f[3]},S{f[4]}H{f[5]}D{f[6]}C{f[7]}|rh||"
        f"ah|Board {number}|sv|{vul}|pg||\n"
    )


def dumps(
    boards: Sequence[Board], tags: Mapping[int, tuple[tuple[str, str], ...]] | None = None
) -> str:
    """One line a board; the players' names and the vulnerability from ``tags``."""
    return "".join(board_line(b, (tags or {}).get(b.number, ())) for b in boards)


def _parse_hand(text: str, source: str, where: str) -> list[int]:
    cards: list[int] = []
    suit = None
    for char in text.upper():
        if char in "SHDC":
            suit = "SHDC".index(char)
            continue
        if suit is None:
            raise NotationError(
                f"{where}: hand {text!r} must start with a suit letter", source=source
            )
        try:
            rank = Rank.parse("T" if char == "1" else char)
            card = Card(rank, SUITS[suit])
        except NotationError:
            raise NotationError(
                f"{where}: {char!r} in {text!r} is not a rank", source=source
            ) from None
        cards.append(STANDARD_PACK.card_id(card))
    return cards


def loads(text: str, source: str = "<lin>", first_board: int = 1) -> list[Board]:
    """The boards of a LIN text (:func:`read` without the tags and warnings)."""
    return list(read(text, source, first_board).boards)


def read(text: str, source: str = "<lin>", first_board: int = 1) -> DealFile:
    """The boards of a LIN text, the names (``pn``) and vulnerability (``sv``) each
    carries as PBN tags, and the warning when the line ends were CR only."""
    boards: list[Board] = []
    tags: dict[int, tuple[tuple[str, str], ...]] = {}
    places: list[tuple[int, str]] = []
    lines, warnings = split_lines(text, source, "LIN")
    for line_number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            continue
        tokens = line.split("|")
        fields: dict[str, str] = {}
        for key, value in zip(tokens[0::2], tokens[1::2], strict=False):
            fields.setdefault(key.strip(), value)
        where = f"line {line_number}"
        if "md" not in fields:
            raise NotationError(f"{where}: no md| (the deal) on this line", source=source)
        md = fields["md"].replace("10", "T")
        if not md or md[0] not in _DIGIT_DEALER:
            raise NotationError(
                f"{where}: md| must start with the dealer's digit 1-4 (S W N E)", source=source
            )
        dealer = _DIGIT_DEALER[md[0]]
        parts = md[1:].split(",")
        if len(parts) not in (3, 4):
            raise NotationError(f"{where}: md| must hold 3 or 4 hands", source=source)
        by_seat = {
            seat: _parse_hand(p, source, where) for seat, p in zip(_ORDER, parts, strict=False)
        }
        hands = [by_seat.get(seat, []) for seat in (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)]
        number = _board_number(fields, len(boards) + first_board)
        deal: Deal = deal_from_card_lists(hands, source, f"{where}, board {number}")
        boards.append(Board(number, deal, dealer, None))
        places.append((number, where))
        extra: list[tuple[str, str]] = []
        names = fields.get("pn", "").split(",")
        if len(names) == 4:
            extra += [(tag, name) for tag, name in zip(_NAMES, names, strict=True) if name]
        vul = _LIN_TO_VUL.get(fields.get("sv", "o").strip().lower(), "None")
        if vul != "None":
            extra.append(("Vulnerable", vul))
        if extra:
            tags[number] = tuple(extra)
    check_unique_boards(places, source)
    return DealFile(tuple(boards), tags, tuple(warnings))


def _board_number(fields: dict[str, str], default: int) -> int:
    title = fields.get("ah", "")
    digits = "".join(c for c in title if c.isdigit())
    if digits:
        return int(digits)
    qx = fields.get("qx", "")
    if qx[1:].isdigit():
        return int(qx[1:])
    return default


INFO = FormatInfo(
    name="LIN",
    extension=".lin",
    carries_dealer=True,
    carries_trump=False,
    carries_bishops=False,
    numbering="any",
    loads=lambda data, source, first: loads(decode_text(data), source, first),
    dumps=lambda boards, options: dumps(
        boards,
        options.get("tags"),  # type: ignore[arg-type]
    ).encode("utf-8"),
    read=lambda data, source, first: read(decode_text(data), source, first),
    keeps=frozenset({"Vulnerable", *_NAMES}),
    writer=lambda options: EachBoard(lambda board, tags: board_line(board, tags).encode("utf-8")),
)

"""The event: the director's pre-dealt boards with their trump records -- the model.

:class:`Event` and its parts (:class:`BoardAnalysis`, :class:`Derivation`), the
commitment to a secret and the ``event.json`` object (:func:`event_to_json`,
:func:`event_from_json`), all pure: the folder the event is saved in is read and
written by :mod:`dealer.folder`.

An event is the one truth that printing, the dealing machine and the kiosks share
(docs/architecture.md). Each board carries its deal, its dealer and its trump record, as
the Laws of Duplicate Whist (d) require ("the trump card must be recorded, before the
play begins, on a slip provided for that purpose").

Event folder layout
-------------------
``EVENT/event.json``
    The event file, authoritative: ``format`` (``"whist-event"``), ``version`` (1),
    ``event_id``, ``name``, ``game`` (``duplicate-whist`` | ``bishops-whist``),
    ``created`` (ISO 8601, UTC), ``board_count``, ``commitment`` (``algorithm``
    ``sha256`` and ``value``: the hex SHA-256 of the secret, published before the
    event), ``derivation`` (how the boards came from the secret: ``scheme``,
    ``salt``, ``knight_trumps`` named in advance), ``boards`` (a list of
    ``{"board", "dealer", "deal", "trump"}`` with the deal in PBN notation from North
    and the trump record as :class:`whist.TrumpRecord` text: ``C5``, ``N=S``, ``N``
    for a knight cut whose suit the dealer names at the first table), ``analysis``
    (board number -> ``double_dummy`` ``{"NS": 7, "EW": 6}``, ``book_lead``,
    ``table``, ``note``) and ``movement`` (the JSON of a scoring movement, or null).
``EVENT/boards.pbn``
    The hand record in PBN 2.1 written from the same event by :mod:`dealer.folder`
    (through :mod:`dealer.formats.pbn`), with
    our tags ``[WhistGame]``, ``[WhistTrump]`` and the analysis tags
    ``[WhistDoubleDummy "NS 7 EW 6"]`` (tricks each side takes double dummy with the
    recorded trump and the real opening leader, the dealer's left), ``[WhistBookLead
    "SA"]`` (the American lead, :mod:`dealer.leads`) and, when the full table was
    asked for, PBN's own ``[DoubleDummyTricks]`` (20 hex digits: declarer N, S, E, W;
    within each NT, S, H, D, C). :func:`dealer.folder.load_event` checks it agrees with the event
    file and refuses an event whose two files disagree.
``EVENT/secret``
    The seed secret in hex, mode 0600, kept by the director. It is needed to prove the
    deals afterwards (``whist deal verify EVENT --reveal SECRET``) and for QR MACs.
    Remove it from copies handed out before the event.
``EVENT/commitment.txt``
    The commitment alone, to publish (``whist deal --commit``). A folder may hold
    just the secret and this file: the director commits first, then deals later with
    a public salt drawn after the commitment was published (after SquareDeal).

Every file is written atomically through :mod:`fileio` (temporary file, fsync, rename).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from whist import Board, Card, Deal, NotationError, Seat, Side, Suit, TrumpRecord, find_game
from whist.errors import DealError
from whist.games import dealt_at_the_table

FORMAT_NAME = "whist-event"
FORMAT_VERSION = 1

#: Strains of a double-dummy table, in PBN's ``DoubleDummyTricks`` order.
STRAINS: tuple[str, ...] = ("NT", "S", "H", "D", "C")
#: The strains of a table without no trumps (a game that always has a trump suit).
SUIT_STRAINS: tuple[str, ...] = STRAINS[1:]


class EventError(ValueError):
    """An event folder or file that cannot be read, written or trusted."""


@dataclass(frozen=True)
class BoardAnalysis:
    """What the dealer worked out about one board.

    ``tricks``: tricks each side takes double dummy with the recorded trump and the
    opening leader on the dealer's left (law 13); ``None`` when not analysed (the
    Bishops pack has no solver yet, or the trump suit is still to be named).
    ``book_lead``: the American lead from the leader's longest suit (seed 000, "American
    Leads"). ``table``: the double-dummy table on request, strain (``NT S H D C``)
    -> declarer -> declarer's tricks, the lead coming from declarer's left; the four
    suits alone where the board has no no-trump game (duplicate whist turns a trump:
    :func:`dealer.analysis.table_strains`).
    ``note``: why something is missing, in words for the director.
    ``points`` (Bishops whist, by :mod:`solver`): the North-South points less the
    East-West points double dummy, as the game scores them (tricks over six, two a
    bishop, the dealer's point for a bishop cut). ``by_trump`` (Bishops whist, a knight
    cut whose suit the dealer names): trump suit -> (North-South tricks, points as
    ``points``) for each suit the dealer may name.
    """

    tricks: Mapping[Side, int] | None = None
    book_lead: Card | None = None
    table: Mapping[str, Mapping[Seat, int]] | None = None
    note: str | None = None
    points: int | None = None
    by_trump: Mapping[Suit, tuple[int, int]] | None = None

    def __post_init__(self) -> None:
        if self.tricks is not None:
            total = sum(self.tricks.values())
            if set(self.tricks) != {Side.NS, Side.EW} or total != 13:
                raise EventError(
                    f"double-dummy tricks {dict(self.tricks)} must give both sides, 13 in all"
                )
        if self.table is not None:
            for strain, row in self.table.items():
                if strain not in STRAINS or set(row) != set(Seat):
                    raise EventError(
                        f"double-dummy table row {strain!r} must be one of {STRAINS} and "
                        "name all four declarers"
                    )
            if set(self.table) not in (set(STRAINS), set(SUIT_STRAINS)):
                raise EventError(
                    f"a double-dummy table has the strains {' '.join(STRAINS)}, or the "
                    f"suits {' '.join(SUIT_STRAINS)} alone, not {' '.join(self.table)}"
                )

    @property
    def tricks_text(self) -> str | None:
        """The ``WhistDoubleDummy`` tag value, ``"NS 7 EW 6"``."""
        if self.tricks is None:
            return None
        return f"NS {self.tricks[Side.NS]} EW {self.tricks[Side.EW]}"

    @staticmethod
    def parse_tricks(text: str) -> dict[Side, int]:
        """The inverse of :attr:`tricks_text`."""
        parts = text.split()
        if len(parts) != 4 or parts[0] != "NS" or parts[2] != "EW":
            raise EventError(f"double-dummy tricks {text!r} must read like 'NS 7 EW 6'")
        try:
            return {Side.NS: int(parts[1]), Side.EW: int(parts[3])}
        except ValueError:
            raise EventError(f"double-dummy tricks {text!r}: the tricks must be numbers") from None

    @property
    def points_text(self) -> str | None:
        """The ``WhistDoubleDummyPoints`` tag value, ``"NS +3"`` (N-S less E-W)."""
        return None if self.points is None else f"NS {self.points:+d}"

    @staticmethod
    def parse_points(text: str) -> int:
        """The inverse of :attr:`points_text`."""
        parts = text.split()
        if len(parts) != 2 or parts[0] != "NS" or parts[1][:1] not in "+-0":
            raise EventError(f"double-dummy points {text!r} must read like 'NS +3' or 'NS -2'")
        try:
            return int(parts[1])
        except ValueError:
            raise EventError(f"double-dummy points {text!r}: the points must be a number") from None

    @property
    def by_trump_text(self) -> str | None:
        """The ``WhistDoubleDummyByTrump`` tag value: for each suit, N-S tricks and
        points, ``"S 7 +3 H 6 -1 D 8 +5 C 7 +1"``."""
        if self.by_trump is None:
            return None
        return " ".join(
            f"{suit.letter} {tricks} {points:+d}"
            for suit, (tricks, points) in self.by_trump.items()
        )

    @staticmethod
    def parse_by_trump(text: str) -> dict[Suit, tuple[int, int]]:
        """The inverse of :attr:`by_trump_text`."""
        parts = text.split()
        if not parts or len(parts) % 3:
            raise EventError(
                f"double-dummy values by trump {text!r} must read like 'S 7 +3 H 6 -1 ...'"
            )
        out: dict[Suit, tuple[int, int]] = {}
        for i in range(0, len(parts), 3):
            try:
                out[Suit.parse(parts[i])] = (int(parts[i + 1]), int(parts[i + 2]))
            except (NotationError, ValueError):
                raise EventError(
                    f"double-dummy values by trump {text!r}: {' '.join(parts[i : i + 3])!r} "
                    "is not a suit, tricks and points"
                ) from None
        return out

    @property
    def table_text(self) -> str | None:
        """PBN ``DoubleDummyTricks``: hex digits, declarer N S E W, strains NT S H D C;
        None for a table of the suits alone (see :attr:`suit_table_text`): the tag has
        no way to leave a strain out that every reader would understand."""
        if self.table is None or set(self.table) != set(STRAINS):
            return None
        order = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
        return "".join(f"{self.table[strain][seat]:x}" for seat in order for strain in STRAINS)

    @property
    def suit_table_text(self) -> str | None:
        """Our ``WhistDoubleDummyTable`` for a table of the four suits alone (a game
        without no trumps): 16 hex digits, declarer N S E W, strains S H D C."""
        if self.table is None or set(self.table) != set(SUIT_STRAINS):
            return None
        order = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
        return "".join(f"{self.table[strain][seat]:x}" for seat in order for strain in SUIT_STRAINS)

    @staticmethod
    def parse_table(text: str, strains: tuple[str, ...] = STRAINS) -> dict[str, dict[Seat, int]]:
        """The inverse of :attr:`table_text` (with ``strains`` the four suits, of
        :attr:`suit_table_text`)."""
        value = text.strip()
        size = 4 * len(strains)
        if len(value) != size or any(c not in "0123456789abcdefABCDEF" for c in value):
            tag = "DoubleDummyTricks" if strains == STRAINS else "WhistDoubleDummyTable"
            raise EventError(
                f"{tag} {text!r} must be {size} hex digits (declarer N S E W, "
                f"strains {' '.join(strains)})"
            )
        order = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
        table: dict[str, dict[Seat, int]] = {s: {} for s in strains}
        for i, seat in enumerate(order):
            for j, strain in enumerate(strains):
                table[strain][seat] = int(value[len(strains) * i + j], 16)
        return table


@dataclass(frozen=True)
class Derivation:
    """How the boards were derived from the secret, enough to derive them again.

    ``scheme`` names the generator and its version (:mod:`dealer.generate`), ``salt``
    is public text mixed into every board (e.g. a number drawn after the commitment
    was published, as in SquareDeal), ``knight_trumps`` the suits the director named
    in advance for a knight cut (Dana, "On cutting a knight for a trump card"),
    ``declared_trump`` the suit declared trumps for the sitting (Mnemonic duplicate, seed
    000: "one suit should be declared trumps for the sitting, and no trump card should be
    turned"): every board's trump record is that suit, with no card.
    """

    scheme: str
    salt: str = ""
    knight_trumps: tuple[tuple[int, Suit], ...] = ()
    declared_trump: Suit | None = None

    def knight_trump(self, board: int) -> Suit | None:
        for number, suit in self.knight_trumps:
            if number == board:
                return suit
        return None


@dataclass(frozen=True)
class Event:
    """A pre-dealt event: its boards, the commitment to the secret they came from, and
    the analysis. ``secret`` is ``None`` when the folder's secret file is absent."""

    event_id: str
    name: str
    game: str
    boards: tuple[Board, ...]
    commitment: str
    secret: bytes | None = None
    movement: dict[str, Any] | None = None
    analysis: dict[int, BoardAnalysis] = field(default_factory=dict)
    created: str = ""
    derivation: Derivation | None = None

    def __post_init__(self) -> None:
        find_game(self.game)
        if (reason := dealt_at_the_table(self.game)) is not None:
            raise EventError(f"event {self.event_id}: {reason}")
        numbers = [b.number for b in self.boards]
        if len(set(numbers)) != len(numbers):
            raise EventError(f"event {self.event_id}: board numbers repeat in {numbers}")
        for board in self.boards:
            if board.game != self.game:
                raise EventError(
                    f"event {self.event_id}, board {board.number}: game {board.game!r} "
                    f"differs from the event's {self.game!r}"
                )
            if board.deal.pack is not find_game(self.game).pack:
                raise EventError(
                    f"event {self.event_id}, board {board.number}: the deal uses the "
                    f"{board.deal.pack.name} pack, but {self.game} uses the "
                    f"{find_game(self.game).pack.name} pack"
                )
        if len(self.commitment) != 64 or any(c not in "0123456789abcdef" for c in self.commitment):
            raise EventError(
                f"event {self.event_id}: commitment {self.commitment!r} must be 64 lower-case "
                "hex digits (SHA-256 of the secret)"
            )
        if self.secret is not None and commitment_of(self.secret) != self.commitment:
            raise EventError(
                f"event {self.event_id}: the secret does not match the commitment; the "
                "secret file belongs to another event"
            )
        unknown = set(self.analysis) - set(numbers)
        if unknown:
            raise EventError(
                f"event {self.event_id}: analysis for boards {sorted(unknown)} not in the event"
            )

    def board(self, number: int) -> Board:
        """The board numbered ``number``."""
        for board in self.boards:
            if board.number == number:
                return board
        raise EventError(
            f"event {self.event_id} has no board {number}; its boards are "
            f"{self.boards[0].number if self.boards else '-'}"
            f"..{self.boards[-1].number if self.boards else '-'}"
        )

    def with_trump(self, number: int, trump: TrumpRecord) -> Event:
        """The event with board ``number``'s trump record replaced -- e.g. the suit the
        dealer named at the first table after cutting a knight (recorded by the kiosk)."""
        old = self.board(number)
        if old.trump is not None and old.trump.card != trump.card:
            raise EventError(
                f"event {self.event_id}, board {number}: the trump card was {old.trump.card}; "
                f"a new record may name the suit of a knight cut but not change the card "
                f"to {trump.card}"
            )
        boards = tuple(replace(b, trump=trump) if b.number == number else b for b in self.boards)
        return replace(self, boards=boards)

    def with_analysis(self, analysis: Mapping[int, BoardAnalysis]) -> Event:
        return replace(self, analysis=dict(analysis))

    @property
    def dealers(self) -> dict[int, Seat]:
        return {b.number: b.dealer for b in self.boards}


def commitment_of(secret: bytes) -> str:
    """The published commitment to a secret: its SHA-256 in hex (after SquareDeal)."""
    return hashlib.sha256(secret).hexdigest()


# ---------------------------------------------------------------- JSON form


def _analysis_to_json(a: BoardAnalysis) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if a.tricks is not None:
        out["double_dummy"] = {side.value: a.tricks[side] for side in (Side.NS, Side.EW)}
    if a.book_lead is not None:
        out["book_lead"] = str(a.book_lead)
    if a.table is not None:
        out["table"] = {
            strain: {seat.letter: row[seat] for seat in Seat} for strain, row in a.table.items()
        }
    if a.note is not None:
        out["note"] = a.note
    if a.points is not None:
        out["points"] = a.points
    if a.by_trump is not None:
        out["by_trump"] = {
            suit.letter: {"tricks": tricks, "points": points}
            for suit, (tricks, points) in a.by_trump.items()
        }
    return out


def _analysis_from_json(data: Mapping[str, Any]) -> BoardAnalysis:
    tricks = data.get("double_dummy")
    table = data.get("table")
    lead = data.get("book_lead")
    return BoardAnalysis(
        tricks={Side.parse(k): int(v) for k, v in tricks.items()} if tricks else None,
        book_lead=Card.parse(lead) if lead else None,
        table=(
            {
                strain: {Seat.parse(k): int(v) for k, v in row.items()}
                for strain, row in table.items()
            }
            if table
            else None
        ),
        note=data.get("note"),
        points=int(data["points"]) if data.get("points") is not None else None,
        by_trump=(
            {
                Suit.parse(k): (int(v["tricks"]), int(v["points"]))
                for k, v in data["by_trump"].items()
            }
            if data.get("by_trump")
            else None
        ),
    )


def board_to_json(board: Board) -> dict[str, Any]:
    """One board of ``event.json``'s ``boards`` list."""
    return {
        "board": board.number,
        "dealer": board.dealer.letter,
        "deal": board.deal.to_pbn(Seat.NORTH),
        "trump": None if board.trump is None else str(board.trump),
    }


def event_to_json(event: Event) -> dict[str, Any]:
    """The ``event.json`` object (the secret is never in it)."""
    derivation = None
    if event.derivation is not None:
        derivation = {
            "scheme": event.derivation.scheme,
            "salt": event.derivation.salt,
            "knight_trumps": {str(n): s.letter for n, s in event.derivation.knight_trumps},
        }
        if event.derivation.declared_trump is not None:
            derivation["declared_trump"] = event.derivation.declared_trump.letter
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "event_id": event.event_id,
        "name": event.name,
        "game": event.game,
        "created": event.created,
        "board_count": len(event.boards),
        "commitment": {"algorithm": "sha256", "value": event.commitment},
        "derivation": derivation,
        "boards": [board_to_json(b) for b in event.boards],
        "analysis": {str(n): _analysis_to_json(a) for n, a in sorted(event.analysis.items())},
        "movement": event.movement,
    }


def event_from_json(
    data: Mapping[str, Any], *, secret: bytes | None = None, source: str = "event.json"
) -> Event:
    """The inverse of :func:`event_to_json`; errors name the file and the board."""
    if data.get("format") != FORMAT_NAME:
        raise EventError(f"{source}: not an event file (format is {data.get('format')!r})")
    if data.get("version") != FORMAT_VERSION:
        raise EventError(
            f"{source}: event file version {data.get('version')!r}; this program reads "
            f"version {FORMAT_VERSION}: upgrade the program"
        )
    try:
        game = str(data["game"])
        if (reason := dealt_at_the_table(game)) is not None:
            raise EventError(
                f"{source}: {reason}; an event folder holds the boards of duplicate-whist,"
                " bishops-whist or bridge-whist"
            )
        pack = find_game(game).pack
        boards = []
        for item in data["boards"]:
            where = f"{source}, board {item.get('board')}"
            try:
                boards.append(
                    Board(
                        number=int(item["board"]),
                        deal=Deal.parse(item["deal"], pack),
                        dealer=Seat.parse(item["dealer"]),
                        trump=TrumpRecord.parse(item["trump"]) if item.get("trump") else None,
                        game=game,
                    )
                )
            except (NotationError, DealError, KeyError) as exc:
                raise EventError(f"{where}: {exc}") from exc
        if int(data["board_count"]) != len(boards):
            raise EventError(
                f"{source}: board_count says {data['board_count']} but {len(boards)} boards "
                "are listed; the file was edited by hand or cut short"
            )
        deriv = data.get("derivation")
        derivation = (
            Derivation(
                scheme=str(deriv["scheme"]),
                salt=str(deriv.get("salt", "")),
                knight_trumps=tuple(
                    sorted(
                        (int(n), Suit.parse(s)) for n, s in deriv.get("knight_trumps", {}).items()
                    )
                ),
                declared_trump=(
                    Suit.parse(str(deriv["declared_trump"]))
                    if deriv.get("declared_trump")
                    else None
                ),
            )
            if deriv
            else None
        )
        commitment = data["commitment"]
        if commitment.get("algorithm") != "sha256":
            raise EventError(
                f"{source}: commitment algorithm {commitment.get('algorithm')!r} is not sha256"
            )
        return Event(
            event_id=str(data["event_id"]),
            name=str(data.get("name", "")),
            game=game,
            boards=tuple(boards),
            commitment=str(commitment["value"]),
            secret=secret,
            movement=data.get("movement"),
            analysis={int(n): _analysis_from_json(a) for n, a in data.get("analysis", {}).items()},
            created=str(data.get("created", "")),
            derivation=derivation,
        )
    except KeyError as exc:
        raise EventError(f"{source}: field {exc} is missing") from exc
    except NotationError as exc:
        raise EventError(f"{source}: {exc}") from exc
    except (TypeError, AttributeError, ValueError) as exc:
        if isinstance(exc, EventError):
            raise
        raise EventError(
            f"{source}: a field holds a value of the wrong kind ({exc}); the file was edited "
            "by hand or damaged: restore it"
        ) from None

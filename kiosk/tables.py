"""What the kiosk keeps of each table: the settings and words of the table procedure, a
board's run at a table, a table's state, a recorded result, and the small helpers that
turn the engine's values into the text the views send."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NamedTuple

from kiosk.locks import TableLock
from whist import Board, Card, Play, Seat, Side, TrickRecord

SETTINGS_DEFAULTS: dict[str, Any] = {
    "renounce_notice": "end",
    "quick_mode": False,
    "idle_minutes": 10,
    "release_results": "complete",
}
SETTING_CHOICES: dict[str, tuple[Any, ...]] = {
    "renounce_notice": ("end", "immediate", "never"),
    "quick_mode": (False, True),
    #: when a board's hand record, traveller and other tables' results are shown: when
    #: every table that plays it has finished it, at the end of the session, or now
    "release_results": ("complete", "session-end", "now"),
}
TABLE_KINDS = ("seats", "board", "trump", "action", "undo", "tricks", "confirm", "call", "next")
#: ``release``: the director unlocks a locked table; ``reset-device``: the director
#: moves the table to another tablet (the next device to open the page claims it).
DIRECTOR_KINDS = (
    *TABLE_KINDS,
    "adjust",
    "set-round",
    "setting",
    "answer",
    "release",
    "reset-device",
    "names",
    "clock",
)
#: Rows only the server writes: ``lock`` (the answer to a card entered for a seat that
#: does not hold it) and ``device`` (the first page load of a table claims it).
SERVER_KINDS = ("lock", "device")
#: the director's rows of the whole event (stream 0), not of a table
EVENT_KINDS = ("setting", "names", "clock")
#: Law (e) III adjustments the director may give (scoring applies them).
ADJUSTMENTS = {
    "played": "score set by the director",
    "average": "average score for both sides (law (e) III)",
    "lowest-ns": "lowest score at any table for North-South (law (e) III)",
    "lowest-ew": "lowest score at any table for East-West (law (e) III)",
    "not-played": "deal not played at this table",
}
#: a seat's text in the views (``"N"``), made once
SEAT_TEXT = {seat: str(seat) for seat in Seat}
SEAT_LABELS = {
    "ns": "North-South",
    "ew": "East-West",
    "north": "North",
    "east": "East",
    "south": "South",
    "west": "West",
}


class ShownTrick(NamedTuple):
    """A quitted trick's text, kept with the record it was made from."""

    record: TrickRecord
    #: the card texts in the order played (``"SA"``)
    cards: list[str]
    #: the trick as the views send it (:func:`trick_json`)
    json: dict[str, Any]


class TricksWon(NamedTuple):
    """The engine's tricks per side, and what they were computed from."""

    #: how many tricks were quitted
    quitted: int
    #: the last quitted trick (compared by identity: a trick quitted again is a new record)
    last: TrickRecord | None
    #: the admitted claim (:func:`_claim_key`), if any
    claim: tuple[tuple[str, int], ...] | None
    #: tricks per side, ``{"NS": 4, "EW": 3}``
    won: dict[str, int]


@dataclass(frozen=True)
class Result:
    """The recorded score of one board at one table."""

    table: int
    round: int
    board: int
    seats: dict[str, int]
    points: dict[str, int]
    tricks: dict[str, int]
    lines: tuple[str, ...] = ()
    adjusted: str = ""
    status: str = "played"

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "round": self.round,
            "board": self.board,
            "seats": dict(self.seats),
            "points": dict(self.points),
            "tricks": dict(self.tricks),
            "lines": list(self.lines),
            "adjusted": self.adjusted,
            "status": self.status,
        }


@dataclass
class BoardRun:
    """One board at one table: the engine's play of it (once the trump is known)."""

    board: Board
    round: int
    play: Play | None = None
    quick_points: dict[str, int] | None = None
    confirmed_by: Seat | None = None
    #: trick number -> its text: a trick turned and quitted does not change, so the views
    #: reuse its text.
    shown: dict[int, ShownTrick] = field(default_factory=dict)
    #: the last tricks-per-side answer and what it was computed from (see tricks_won)
    won: TricksWon | None = None
    #: cards taken back by Undo, shown to the table (``{"trick", "seat", "card", "by"}``)
    taken_back: list[dict[str, Any]] = field(default_factory=list)

    def trick_text(self, trick: TrickRecord) -> tuple[list[str], dict[str, Any]]:
        cached = self.shown.get(trick.number)
        if cached is None or cached.record is not trick:
            json = trick_json(trick)
            cached = ShownTrick(trick, [c["card"] for c in json["cards"]], json)
            self.shown[trick.number] = cached
        return cached.cards, cached.json

    def tricks_won(self, play: Play, tricks: tuple[TrickRecord, ...]) -> dict[str, int]:
        """The engine's tricks per side (``{"NS": 4, "EW": 3}``), asked again only when a
        trick has been quitted or taken back, or a claim admitted, since the last view
        (the last trick is compared by identity: a trick quitted again is a new record)."""
        last = tricks[-1] if tricks else None
        claim = _claim_key(play.claimed)
        cached = self.won
        if (
            cached is None
            or cached.quitted != len(tricks)
            or cached.last is not last
            or cached.claim != claim
        ):
            won = {s.value: n for s, n in play.tricks_won().items()}
            cached = self.won = TricksWon(len(tricks), last, claim, won)
        return dict(cached.won)

    @property
    def number(self) -> int:
        return self.board.number

    @property
    def confirmed(self) -> bool:
        return self.confirmed_by is not None


@dataclass
class TableState:
    number: int
    round: int
    seq: int = 0
    seated: dict[str, int] | None = None
    runs: dict[int, BoardRun] = field(default_factory=dict)
    current: BoardRun | None = None
    last_activity: float = 0.0
    called: str = ""
    #: when the director was called (seconds since the epoch; the tablet shows the time)
    called_at: float = 0.0
    finished: bool = False
    #: the table is stopped for the director: a card entered for a seat that does not
    #: hold it (:mod:`kiosk.locks`)
    locked: TableLock | None = None
    #: the device id of the tablet that claimed the table (first page load)
    device: str | None = None


@lru_cache(maxsize=256)
def card_text(card: Card) -> str:
    """``"SA"``: the card's text, cached (the views list every card played)."""
    return str(card)


@lru_cache(maxsize=256)
def card_shown(card: Card) -> str:
    """``"♠A"``: the card for people, cached."""
    return card.display


def next_to_play(play: Play) -> Seat:
    """Whose turn it is; after a complete trick not yet quitted, the trick's winner."""
    seat = play.to_play
    if seat is not None:
        return seat
    trick = play.current_trick
    if len(trick) == 4:
        index = play.game.trick_winner(trick, play.trump_suit, play.trick_number)
        return trick[index].seat
    return play.trick_leader


def _claim_key(claimed: Mapping[Side, int] | None) -> tuple[tuple[str, int], ...] | None:
    if claimed is None:
        return None
    return tuple(sorted((side.value, n) for side, n in claimed.items()))


def trick_json(trick: TrickRecord) -> dict[str, Any]:
    return {
        "number": trick.number,
        "leader": str(trick.leader),
        "cards": [
            {"seat": SEAT_TEXT[p.seat], "card": card_text(p.card), "display": card_shown(p.card)}
            for p in trick.cards
        ],
        "winner": str(trick.winner),
    }

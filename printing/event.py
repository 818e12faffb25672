"""What the printer is given: an event as plain data (docs/architecture.md: printing imports
only ``whist`` and ``scoring``; the ``whist print`` command loads the event with the
dealer and hands it over in these types)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from printing.document import PrintError
from scoring.movement import Movement
from scoring.results import Scoresheet
from whist import Board, Card, Seat, Side, Suit


class BoardNotes(Protocol):
    """The dealer's analysis of a board, as far as the hand record prints it.

    ``tricks``: tricks each side takes double dummy with the recorded trump and the
    opening leader on the dealer's left (law 13), or ``None``; ``book_lead``: the card
    the books' American leads give the opening leader, or ``None``; ``table``: the full
    double-dummy table (strain ``NT S H D C`` -> declarer -> declarer's tricks, the lead
    from declarer's left), or ``None``. Bishops whist adds ``points`` (North-South's
    points less East-West's, double dummy) and ``by_trump`` (a knight cut whose suit the
    dealer names: suit -> (North-South tricks, points)). The dealer's own
    ``BoardAnalysis`` has these attributes and is accepted as it is.
    """

    @property
    def tricks(self) -> Mapping[Side, int] | None: ...

    @property
    def book_lead(self) -> Card | None: ...

    @property
    def table(self) -> Mapping[str, Mapping[Seat, int]] | None: ...

    @property
    def points(self) -> int | None: ...

    @property
    def by_trump(self) -> Mapping[Suit, tuple[int, int]] | None: ...


@dataclass(frozen=True)
class HandAnalysis:
    """A plain :class:`BoardNotes` value, for callers that have no dealer analysis type."""

    tricks: Mapping[Side, int] | None = None
    book_lead: Card | None = None
    table: Mapping[str, Mapping[Seat, int]] | None = None
    points: int | None = None
    by_trump: Mapping[Suit, tuple[int, int]] | None = None


@dataclass(frozen=True)
class PrintEvent:
    """An event's boards and what the printer needs beside them.

    ``secret``: the event's secret (keys the QR MACs, see ``docs/qr-payload.md``);
    ``None`` is allowed only for items without a QR code. ``analysis``: board number ->
    :class:`BoardNotes`. ``movement``: the scoring movement, needed for guide cards,
    score cards and travellers. ``date`` (as printed, e.g. "Thursday 26 November
    2026") and ``session`` ("Evening session") go in every page's header with the
    name. ``results``: the evening's scoresheet, for the results pages.
    """

    event_id: str
    name: str
    boards: tuple[Board, ...]
    secret: bytes | None = None
    analysis: Mapping[int, BoardNotes] = field(default_factory=dict)
    movement: Movement | None = None
    date: str = ""
    session: str = ""
    results: Scoresheet | None = None

    def __post_init__(self) -> None:
        numbers = [board.number for board in self.boards]
        if len(set(numbers)) != len(numbers):
            raise PrintError(f"event {self.event_id}: board numbers repeat in {numbers}")

    def require_secret(self, what: str) -> bytes:
        """The secret, or a :class:`PrintError` saying why ``what`` needs it."""
        if not self.secret:
            raise PrintError(
                f"event {self.event_id!r} has no secret, and {what} carry QR codes signed "
                "with it: put the event's `secret` file (written by `whist deal`) back in "
                "the event folder, or print only guide-cards, score-cards and travellers"
            )
        return self.secret

    def require_movement(self, what: str) -> Movement:
        """The movement, or a :class:`PrintError` saying how to add one."""
        if self.movement is None:
            raise PrintError(
                f"event {self.event_id!r} has no movement, and {what} are drawn from one: "
                "choose a movement and write it with `whist movement NAME --tables N --json "
                "> movement.json`, then print with `whist print EVENT --movement "
                "movement.json` (or keep it with the event: `whist deal ... --movement "
                "movement.json`)"
            )
        return self.movement

    def require_results(self) -> Scoresheet:
        """The scoresheet, or a :class:`PrintError` saying where results come from."""
        if self.results is None:
            raise PrintError(
                f"event {self.event_id!r}: the results pages need the evening's results: "
                "print with --results RESULTS.json (the results file `whist score` reads) "
                "or --results EVENT/kiosk.sqlite3 (the kiosk's database)"
            )
        return self.results

    @property
    def title(self) -> str:
        """The header's event line: name, date and session, those that are known."""
        return " · ".join(
            part for part in (self.name or self.event_id, self.date, self.session) if part
        )

    @property
    def bishops(self) -> bool:
        return any(board.deal.pack.suitless for board in self.boards)

    def board(self, number: int) -> Board | None:
        for board in self.boards:
            if board.number == number:
                return board
        return None

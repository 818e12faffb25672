"""The contract every game fulfils."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from whist.cards import Card, Suit
from whist.packs import Pack
from whist.seats import Seat, Side
from whist.tricks import PlayedCard, ScorePenalty, TrickRecord
from whist.trump import TrumpRecord


@dataclass(frozen=True)
class Score:
    """A deal's score for each side after penalties, with the reasons line by line.

    ``points`` is what the game counts: tricks for duplicate whist (every trick counts,
    Laws of Duplicate Whist (a)), points for Bishops whist. ``tricks`` are the tricks
    as taken in play, before any penalty.
    """

    points: dict[Side, int]
    tricks: dict[Side, int]
    lines: tuple[str, ...] = field(default=())

    def __getitem__(self, side: Side) -> int:
        return self.points[side]


class Game(ABC):
    """A game: its pack, what is lawful, who wins a trick, and how a deal scores."""

    name: str = ""
    title: str = ""
    #: who plays, the pack as dealt, and where the rules come from (``whist games``)
    players: str = "4, two against two"
    pack_note: str = ""
    source: str = ""
    pack: Pack
    #: the score of a deal is the tricks each side took (so the two add up to the
    #: thirteen tricks of a deal); False where it is points (Bishops whist)
    scores_tricks: bool = False
    #: no trump card: the trump is declared at each table (Bridge Whist), so boards carry
    #: no trump record and no trump slip
    declares_trump: bool = False

    @abstractmethod
    def lawful_plays(
        self,
        hand: Sequence[Card],
        trick: Sequence[PlayedCard],
        trump: Suit | None,
        trick_number: int,
    ) -> tuple[Card, ...]:
        """The cards of ``hand`` that may be played to ``trick`` without renouncing."""

    @abstractmethod
    def trick_winner(
        self, trick: Sequence[PlayedCard], trump: Suit | None, trick_number: int
    ) -> int:
        """Index into ``trick`` (four cards, in play order) of the winning card."""

    @abstractmethod
    def score(
        self,
        tricks: Sequence[TrickRecord],
        penalties: Sequence[ScorePenalty],
        trump: TrumpRecord,
        dealer: Seat,
    ) -> Score:
        """The deal's score after penalties."""

    def __repr__(self) -> str:
        return f"<Game {self.name}>"

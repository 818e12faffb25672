"""Seats and sides.

Play goes to the left (law 13: the dealer deals "beginning at his left"), which in
the compass notation of duplicate whist is clockwise: North, East, South, West.
"""

from __future__ import annotations

from enum import Enum

from whist.errors import NotationError


class Seat(Enum):
    """A compass seat at a table of four."""

    __hash__ = object.__hash__  # by identity, in C: see whist.cards.Suit

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        """``"N"``, ``"E"``, ``"S"`` or ``"W"``."""
        return self.name[0]

    @property
    def left(self) -> Seat:
        """The player on this seat's left: the next to play.

        >>> Seat.NORTH.left
        <Seat.EAST: 1>
        """
        return Seat((self.value + 1) % 4)

    @property
    def right(self) -> Seat:
        """The player on this seat's right (law (h): the right-hand adversary)."""
        return Seat((self.value + 3) % 4)

    @property
    def partner(self) -> Seat:
        """The partner opposite."""
        return Seat((self.value + 2) % 4)

    @property
    def side(self) -> Side:
        """The partnership this seat plays in."""
        return Side.NS if self.value % 2 == 0 else Side.EW

    def is_adversary_of(self, other: Seat) -> bool:
        return self.side is not other.side

    def rotated(self, steps: int) -> Seat:
        """The seat ``steps`` places to the left."""
        return Seat((self.value + steps) % 4)

    @classmethod
    def parse(cls, text: str) -> Seat:
        """A seat from ``N``/``E``/``S``/``W`` or its full name, any case.

        >>> Seat.parse("w")
        <Seat.WEST: 3>
        """
        key = text.strip().upper()
        for seat in cls:
            if key in (seat.letter, seat.name):
                return seat
        raise NotationError(f"{text!r} is not a seat: write N, E, S or W")

    def __str__(self) -> str:
        return self.letter


SEATS: tuple[Seat, ...] = tuple(Seat)


class Side(Enum):
    """A partnership: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NS else (Seat.EAST, Seat.WEST)

    @property
    def other(self) -> Side:
        return Side.EW if self is Side.NS else Side.NS

    @classmethod
    def parse(cls, text: str) -> Side:
        key = text.strip().upper().replace("-", "").replace("/", "")
        if key in ("NS", "SN"):
            return cls.NS
        if key in ("EW", "WE"):
            return cls.EW
        raise NotationError(f"{text!r} is not a side: write NS or EW")

    def __str__(self) -> str:
        return self.value

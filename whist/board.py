"""A board: one numbered deal of an event, with its dealer and trump record.

In duplicate whist the board (tray) carries the four hands from table to table with
the trump slip (Laws of Duplicate Whist, (d)); the opening leader is the player on
the dealer's left (law 13).
"""

from __future__ import annotations

from dataclasses import dataclass

from whist.deal import Deal
from whist.seats import Seat
from whist.trump import TrumpRecord


@dataclass(frozen=True, slots=True)
class Board:
    number: int
    deal: Deal
    dealer: Seat
    trump: TrumpRecord | None
    game: str = "duplicate-whist"

    @property
    def leader(self) -> Seat:
        """The opening leader: the player on the dealer's left."""
        return self.dealer.left


def rotating_dealer(board_number: int, first: Seat = Seat.NORTH) -> Seat:
    """The dealer of a board when the deal rotates to the left from ``first`` on board 1."""
    return first.rotated(board_number - 1)

"""A table playing rubbers of Bridge Whist: its movement, and the score sheet the table
page shows.

Bridge Whist (seed 000, "The Rubber"): "The Rubber is the best of three games. If the
same players win the first two, the third is not played." -- "Each game consists of
thirty points, scored from points made by taking in tricks only. Points made for Honors,
Chicane and Slams do not count for game." -- "The winners of the Rubber score one hundred
points."

The kiosk runs such a table as an event of one table and one round in which the deals
are played one after the other by the same four players: the movement named
:data:`RUBBER` (North-South are contestant 1, East-West contestant 2). The sheet is
made from the table's scored deals in the order they were scored, so it is rebuilt from
the log like everything else (a restart shows the same sheet). The sheet's arithmetic
-- game at 30, the revoking side's cap, the rubber's 100 -- is scoring's
(:mod:`scoring`); this module only lays it out for the tablet.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.movement import Movement, Round, TableRound

#: the movement's name for a single table playing rubbers
RUBBER = "rubber"


def rubber_movement(deals: Sequence[int]) -> Movement:
    """One table, one round, every deal in order: four players playing rubbers."""
    numbers = tuple(sorted(deals))
    if not numbers:
        raise ValueError("a table playing rubbers needs at least one deal")
    return Movement(
        name=RUBBER,
        tables=1,
        rounds=(Round(1, (TableRound(1, numbers, ns=1, ew=2),)),),
        kind="pairs",
        deals=max(numbers),
        description="Bridge Whist rubbers at one table: the same four players play every deal",
    )


def is_rubber(movement: Movement) -> bool:
    """Does this event's one table play rubbers (rather than duplicate)?"""
    return movement.name == RUBBER and movement.tables == 1

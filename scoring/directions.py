"""Which contestants are compared with which: within a direction (two lists) or all
together (one list), as the form of play says.

The Mitchell family compares "each North and South score ... with this average. The
same course is pursued with the East and West scores"; Howell's "each pair is compared
with every other pair". The kiosk's public results and any other list ask here.
"""

from __future__ import annotations

from scoring.forms import find_movement
from scoring.movement import Movement, MovementError
from scoring.results import default_method
from whist import Side

#: the methods whose comparisons stay within a direction when the pairs sit one way
_BY_DIRECTION_METHODS = ("average", "matchpoints", "match-and-trick")


def compares_within_direction(movement: Movement) -> bool:
    """Does the form compare each pair only with the pairs of its own direction?

    Derived in this one place from the form's registry entry (:mod:`scoring.forms`): its scoring method compares within a
    direction (the Mitchell family's "average": "Each North and South score is compared
    with this average. The same course is pursued with the East and West scores";
    matchpoints and the four-pair match "in the same direction") and every contestant
    sits one way all evening. Howell and Safford seat pairs both ways ("each pair is
    compared with every other pair"); individual and team forms compare all."""
    try:
        method = find_movement(movement.name).method
    except MovementError:
        method = default_method(movement)
    if method not in _BY_DIRECTION_METHODS or movement.by_players:
        return False
    sides = directions(movement)
    return bool(sides) and len(sides) == len(movement.contestants())


def directions(movement: Movement) -> dict[int, Side]:
    """Contestant -> the side it sits on every round (scoring's
    :meth:`~scoring.movement.Movement.direction_of`); those who change sides are left
    out."""
    out: dict[int, Side] = {}
    for contestant in movement.contestants():
        side = movement.direction_of(contestant)
        if side is not None:
            out[contestant] = side
    return out

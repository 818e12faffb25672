"""Movements and scoring for duplicate whist (seed 000) and Bishops Whist points (seed 001)."""

from scoring.forms import (
    MovementForm,
    build_movement,
    find_movement,
    movement_forms,
    movement_names,
)
from scoring.movement import (
    CardLine,
    Meeting,
    Movement,
    MovementError,
    Round,
    Seating,
    TableRound,
)
from scoring.validate import Rules, check, problems

__all__ = [
    "CardLine",
    "Meeting",
    "Movement",
    "MovementError",
    "MovementForm",
    "Round",
    "Rules",
    "Seating",
    "TableRound",
    "build_movement",
    "check",
    "find_movement",
    "movement_forms",
    "movement_names",
    "problems",
]

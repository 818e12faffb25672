"""Where a director's adjustment belongs: the round in which a table plays a board.

Law (e) III lets the director adjust the score of any board, and a correction may come
after the table has moved on (a scoring error found at the end of the evening). The
director names the table and the board; the round is the movement's: the round in which
that table plays that board (or the round the table actually played it in, if the log
says so). Never refused because the table is now in another round.
"""

from __future__ import annotations

from typing import Any

from kiosk.errors import BadRequest, KioskError
from kiosk.state import EveningState


def adjustment_round(evening: EveningState, table: int, board: int, given: Any = None) -> int:
    """The round of ``board`` at ``table``: where it was played, else where the movement
    plays it; ``given`` (a round the director typed) must agree. Refused, with the
    movement's answer, when the table never plays the board."""
    state = evening._table(table)
    if board not in evening.boards:
        raise KioskError(
            f"board {board} is not in this event: its boards are "
            f"{min(evening.boards)}-{max(evening.boards)}",
            code="no-board",
        )
    rounds = [r for r in evening.round_numbers if board in evening.deals_of(table, r)]
    run = state.runs.get(board)
    if run is not None and run.round not in rounds:
        rounds.insert(0, run.round)  # the director put it there
    if given not in (None, ""):
        try:
            number = int(given)
        except (TypeError, ValueError):
            raise BadRequest("the round must be a whole number") from None
        if number not in rounds:
            raise KioskError(
                f"table {table} does not play board {board} in round {number}: "
                f"{evening.where_board_goes(board)}",
                code="wrong-round",
            )
        return number
    if not rounds:
        raise KioskError(
            f"table {table} never plays board {board}: {evening.where_board_goes(board)}",
            code="wrong-board",
        )
    return rounds[0]

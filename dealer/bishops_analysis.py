"""Double-dummy analysis of a Bishops whist board, by the project's own solver
(:mod:`solver`): no bridge program knows the Bishops pack or its scoring.

For the recorded trump (a knight cut: the suit the dealer named) and the real opening
leader, the player on the dealer's left (Dana, 1899: "The player at the left of the
dealer leads"), the analysis gives North-South's tricks (both sides playing for
tricks) and the points difference as the game scores it (both sides playing for
points: "each trick over six one point", "each bishop among a side's tricks two
points", and the dealer's point for a bishop cut). A knight cut whose suit the dealer
has not named yet gets those figures for each of the four suits he may name.

There is no book lead: the American leads are for the standard pack.
"""

from __future__ import annotations

from dataclasses import replace

from dealer.event import BoardAnalysis
from solver import SolverError, Value, solve_board
from whist import SUITS, Board, Side, Suit

#: positions searched per figure before the solver gives up and the board gets a note
#: instead. A whole random Bishops deal is still beyond the solver: with the table of
#: winning ranks (issue 17's second round) standard deals take 4-20x fewer positions,
#: but bench/bench_solver.py still gives up on each of 12 seeded Bishops deals at 20M
#: positions (about 4 s of CPU a figure), so a larger cap would only spend minutes on the
#: same notes; two million (under a second) keeps `whist deal analyse` of an evening
#: quick while light deals and endings solve.
MAX_NODES = 2_000_000

NO_LEAD_NOTE = "no book lead for Bishops whist (the American leads are for the standard pack)"


def analyse_bishops_board(board: Board, *, max_nodes: int | None = None) -> BoardAnalysis:
    """The board's double-dummy tricks and points (see the module's docstring); a
    board the solver gives up on (``max_nodes``, by default :data:`MAX_NODES`) gets a
    note saying so."""
    max_nodes = max_nodes or MAX_NODES
    trump = board.trump
    if trump is None:
        return BoardAnalysis(
            note=f"no double-dummy figures: the trump is not yet recorded; {NO_LEAD_NOTE}"
        )
    try:
        if trump.is_pending:
            by_trump: dict[Suit, tuple[int, int]] = {}
            for suit in SUITS:
                value = solve_board(
                    replace(board, trump=trump.name_suit(suit)), max_nodes=max_nodes
                )
                by_trump[suit] = (_tricks(value), _points(value))
            return BoardAnalysis(
                by_trump=by_trump,
                note=(
                    "a knight was cut: the dealer names the trump suit; the double-dummy "
                    f"figures are for each suit he may name; {NO_LEAD_NOTE}"
                ),
            )
        value = solve_board(board, max_nodes=max_nodes)
    except SolverError as error:
        return BoardAnalysis(note=f"no double-dummy figures: {error}; {NO_LEAD_NOTE}")
    tricks = _tricks(value)
    return BoardAnalysis(
        tricks={Side.NS: tricks, Side.EW: 13 - tricks},
        points=_points(value),
        note=NO_LEAD_NOTE,
    )


def _tricks(value: Value) -> int:
    assert value.tricks is not None  # both figures are asked for
    return value.tricks


def _points(value: Value) -> int:
    assert value.points is not None
    return value.points

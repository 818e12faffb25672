"""What may be shown to whom, and when: a board's hand record, traveller and the other
tables' results for it, and the public ranking.

The duplicate principle: "the results of varying play can be obtained by comparison
without requiring or permitting any player to overplay either hand of a deal previously
played by him" (Duplicate Whist, seed 000) -- and no player may learn anything of a deal
he has still to play. So a board's hand record, its traveller and any other table's
result for it are shown to a table, a player or the public only when every table that
plays it (per the movement) has finished it, or when the director releases the results
(the ``release_results`` setting: ``complete`` -- when complete everywhere, the default;
``session-end`` -- when every table has finished the evening; ``now``). A table sees its
own score of a board it has played at once (its players made it).

The public ranking counts only boards complete everywhere ("n of N boards complete"),
one list per direction where the form compares within a direction (the Mitchell family:
"Each North and South score is compared with this average. The same course is pursued
with the East and West scores"), one list where it compares all (Howell: "each pair is
compared with every other pair"; individual and team forms). The lists, places and
ties are scoring's rankings as they are (:mod:`kiosk.standings`); where law (a)'s
rounding leaves a tie, scoring breaks it: "In taking averages fractions are disregarded, and
the nearest whole number taken, one-half counting as a whole, unless it is necessary to
take the fraction into account to avoid a tie, in which case the match is scored as won
by 'the fraction of a trick.'"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kiosk.state import EveningState

#: law (a) of the Laws of Duplicate Whist, quoted where the fraction breaks a tie
FRACTION_RULE = (
    'Law (a): "In taking averages fractions are disregarded, and the nearest whole number '
    "taken, one-half counting as a whole, unless it is necessary to take the fraction into "
    "account to avoid a tie, in which case the match is scored as won by 'the fraction of a "
    'trick.\'" Pairs marked "by the fraction of a trick" are placed ahead on the fraction.'
)
RELEASE_TEXT = {
    "complete": "each board's results are shown when every table has played it",
    "session-end": "the boards' results are shown at the end of the session",
    "now": "the director has released every board's results",
}


# --- when a board may be shown ----------------------------------------------------------


def tables_playing(evening: EveningState, board: int) -> tuple[int, ...]:
    """The tables that play ``board`` (per the movement), in round order."""
    return evening.tables_playing(board)


def board_complete(evening: EveningState, board: int) -> bool:
    """Every table that plays ``board`` has its result recorded (played or adjusted)."""
    tables = tables_playing(evening, board)
    return bool(tables) and all((t, board) in evening.results for t in tables)


def session_over(evening: EveningState) -> bool:
    """Every table has finished the evening, or every result of the movement is in."""
    if all(state.finished for state in evening.tables.values()):
        return True
    return all(board_complete(evening, b) for b in evening.movement.all_deals())


def released(evening: EveningState, board: int) -> bool:
    """May ``board``'s hand record, traveller and other tables' results be shown to the
    tables and the public (see the module docstring)?"""
    policy = evening.settings.get("release_results", "complete")
    if policy == "now":
        return True
    if policy == "session-end":
        return session_over(evening)
    return board_complete(evening, board)


def withheld_text(evening: EveningState, board: int) -> str:
    """Why ``board``'s hand record and traveller are not shown yet, in players' words."""
    if evening.settings.get("release_results") == "session-end":
        return f"board {board}'s hand record and traveller are shown at the end of the session"
    waiting = [t for t in tables_playing(evening, board) if (t, board) not in evening.results]
    tables = ", ".join(map(str, waiting))
    return (
        f"board {board}'s hand record and traveller are shown when every table has played it "
        f"(still to play it: table{'s' if len(waiting) > 1 else ''} {tables})"
    )

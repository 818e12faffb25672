"""Individual matches (seed 000): *Individual Matches for Eight Players* (E. C.
Howell's TABLE OF CHANGES, two tables) and *Individual Matches for More Than Eight
Players* (twelve and sixteen)."""

from __future__ import annotations

from scoring.forms.building import (
    Generator,
    assemble_movement,
    require_deals,
    require_tables,
    seated_table,
    wrap,
)
from scoring.forms.two_tables import TWO
from scoring.movement import Movement, TableRound

IND8 = "Either fourteen or twenty-eight deals are required, according to the number played in each round."

#: Howell's TABLE OF CHANGES for eight players: (position number, table, seat) ->
#: (table, seat) moved to.  Player 8 (West at Table 1) does not move.
HOWELL_CHANGES: tuple[tuple[int | None, int, str, int, str], ...] = (
    (4, 1, "north", 2, "east"),
    (1, 1, "east", 2, "west"),
    (2, 1, "south", 1, "east"),
    (None, 1, "west", 1, "west"),
    (5, 2, "north", 1, "north"),
    (3, 2, "east", 1, "south"),
    (6, 2, "south", 2, "north"),
    (7, 2, "west", 2, "south"),
)


def individual_8(tables: int, deals: int | None = None) -> Movement:
    """*Individual Matches for Eight Players*, with E. C. Howell's TABLE OF CHANGES.

    Players are numbered by their first positions as the table's parentheses do
    (player 8 is West at Table 1, who never moves); after each arrangement every player
    moves as the table says.  Each arrangement plays one or two deals at each table,
    then exchanges and replays them (two rounds).
    """
    require_tables("individual-8", tables, 2, TWO)
    total = require_deals("individual-8", deals, (14, 28), IND8)
    k = total // 14
    seat_at: dict[tuple[int, str], int] = {}
    for num, t, seat, _t2, _s2 in HOWELL_CHANGES:
        seat_at[(t, seat)] = num if num is not None else 8
    move = {(t, s): (t2, s2) for _n, t, s, t2, s2 in HOWELL_CHANGES}
    rows: list[list[TableRound]] = []
    for a in range(7):
        base = a * 2 * k
        sets = (tuple(range(base + 1, base + k + 1)), tuple(range(base + k + 1, base + 2 * k + 1)))
        for half in range(2):
            row = []
            for t in (1, 2):
                row.append(seated_table(t, sets[(t - 1 + half) % 2], seat_at, t))
            rows.append(row)
        seat_at = {move[pos]: who for pos, who in seat_at.items()}
    return assemble_movement(
        "individual-8",
        2,
        "individual",
        total,
        "Individual match for eight players, Howell's table of changes; "
        "the match is won by the player against whom the least tricks are scored as lost.",
        rows,
    )


# ------------------------------------------------------------------------------------
# Individual matches for twelve and sixteen
# ------------------------------------------------------------------------------------
IND12_FIRST = ((12, 1, 6, 8), (2, 9, 10, 7), (4, 3, 5, 11))
IND16_FIRST = ((16, 1, 7, 9), (15, 12, 13, 2), (6, 11, 3, 10), (8, 14, 4, 5))


def individual_n(players: int) -> Generator:
    """*Individual Matches for More Than Eight Players*: the book's first round, and its
    rule "Number 12 [16] retains his seat; the others exchange in regular order, each
    player taking the position previously held by the next lower-numbered player";
    one deal on each table, played through at every table before the players change."""
    first = IND12_FIRST if players == 12 else IND16_FIRST
    n = len(first)
    cycle = players - 1

    def build(tables: int, deals: int | None = None) -> Movement:
        name = f"individual-{players}"
        require_tables(name, tables, n, f"For {'Twelve' if players == 12 else 'Sixteen'} Players.")
        total = cycle * n
        require_deals(
            name,
            deals,
            (total,),
            "Since this requires eleven arrangements, the match consists of thirty-three deals."
            if players == 12
            else "this match requires the play of sixty deals",
        )
        rows: list[list[TableRound]] = []
        for r in range(cycle):
            base = r * n
            row = []
            for t, seats in enumerate(first, start=1):
                moved = [p if p == players else wrap(p + r, cycle) for p in seats]
                order = tuple(base + 1 + (t - 1 + i) % n for i in range(n))
                row.append(
                    TableRound(
                        table=t,
                        deals=order,
                        north=moved[0],
                        south=moved[1],
                        east=moved[2],
                        west=moved[3],
                    )
                )
            rows.append(row)
        return assemble_movement(
            name,
            n,
            "individual",
            total,
            f"Individual match for {players} players: player {players} keeps his seat, "
            "the others follow the next lower number.",
            rows,
        )

    return build

"""*Single Table, or Mnemonic Duplicate* (seed 000, *Memory Whist, or Mnemonic
Duplicate*), for two pairs or with an individual record."""

from __future__ import annotations

from scoring.forms.building import (
    CLOCKWISE_SEAT,
    Generator,
    assemble_movement,
    require_tables,
    seated_table,
)
from scoring.movement import Movement, MovementError, TableRound

MNEMONIC = (
    "It is well to avoid this as much as possible, by replaying the deals in a different "
    "order from that in which they were originally played"
)

#: The laws for a single table, seed 000 ("Single Table, or Mnemonic Duplicate").
MNEMONIC_NEW_DEAL = (
    '"In case of the discovery of an irregularity in the hands, there must always be a new deal"'
)
#: Said on every individual ranking of a Mnemonic game: the book seats it, it does not
#: score it.
MNEMONIC_INDIVIDUAL_NOTE = (
    "individual scoring of Mnemonic duplicate is this program's own extension: the book's "
    'NOTE ("If an individual record is desired ...") seats the players but gives no '
    "scoring; each third's aggregate is compared as in the individual matches"
)


def is_mnemonic(movement: Movement) -> bool:
    """Is ``movement`` the single-table (Mnemonic) form, pairs or individual?"""
    return movement.name in ("mnemonic", "mnemonic-individual")


def replay_order(deals: int, parts: int = 1) -> list[int]:
    """The replay order for Mnemonic duplicate: all deals are played before the replay
    begins and are replayed in a different order (the even-numbered of each part first,
    then the odd), within each of ``parts`` equal parts (the individual record changes
    seats after each third, on the replay "as before").

    >>> replay_order(6), replay_order(6, 3)
    ([2, 4, 6, 1, 3, 5], [2, 1, 4, 3, 6, 5])
    >>> replay_order(12, 3)
    [2, 4, 1, 3, 6, 8, 5, 7, 10, 12, 9, 11]
    """
    size = deals // parts
    out: list[int] = []
    for p in range(parts):
        block = list(range(p * size + 1, (p + 1) * size + 1))
        out += block[1::2] + block[0::2]
    return out


def mnemonic(individual: bool) -> Generator:
    """*Memory Whist, or Mnemonic Duplicate* at a single table: every deal is played,
    then replayed with North-South holding the hands East-West held (represented as
    the players moving one seat round, N->E, E->S, S->W, W->N, so each holds an
    adversary's hand).  The individual variant follows the book's NOTE: South and East
    exchange after the first third, South and West after the second; on the replay they
    resume the original positions and change after each third as before."""

    def build(tables: int, deals: int | None = None) -> Movement:
        name = "mnemonic-individual" if individual else "mnemonic"
        require_tables(name, tables, 1, "Single Table, or Mnemonic Duplicate.")
        total = deals if deals is not None else 12
        if total < 2 or (individual and total % 3):
            raise MovementError(
                f"{name}: {total} deals; "
                + (
                    'the book: "each player may play one-third of the deals with each of the '
                    'other three as a partner"; give a multiple of 3.'
                    if individual
                    else "give at least two deals."
                )
            )
        rows: list[list[TableRound]] = []
        third = total // 3
        for phase, order in (
            (0, list(range(1, total + 1))),
            (1, replay_order(total, 3 if individual else 1)),
        ):
            for d in order:
                if individual:
                    part = min(2, (d - 1) // third)
                    seats = {"north": 1, "east": 2, "south": 3, "west": 4}
                    if part >= 1:
                        seats["south"], seats["east"] = seats["east"], seats["south"]
                    if part >= 2:
                        seats["south"], seats["west"] = seats["west"], seats["south"]
                    if phase:
                        seats = {CLOCKWISE_SEAT[s]: p for s, p in seats.items()}
                    rows.append([seated_table(1, (d,), seats)])
                else:
                    a, b = (1, 2) if phase == 0 else (2, 1)
                    rows.append([TableRound(table=1, deals=(d,), ns=a, ew=b)])
        return assemble_movement(
            name,
            1,
            "individual" if individual else "pairs",
            total,
            "Mnemonic duplicate: all deals played, then replayed in a different order "
            "(even deals first) with the hands exchanged.",
            rows,
        )

    return build

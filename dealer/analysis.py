"""Double-dummy analysis of the event's boards through endplay's DDS, and the book lead.

One adapter, one lock: DDS keeps global solver state and crashes on concurrent calls,
so every call into it from this process goes through :data:`DDS_LOCK`.

The tricks are for the recorded trump with the real opening leader, the player on
the dealer's left (Laws of Whist, law 13: "the player on the dealer's left leads").
DDS counts the tricks of a declarer with the lead from declarer's left, so the
declarer here is the dealer. DDS knows only the standard pack: a Bishops whist board
goes to the project's own solver (:mod:`dealer.bishops_analysis`), and a board of any
other pack gets a note instead of figures (:data:`BISHOPS_NOTE`).

The table is solved for the strains the board can be played in (:func:`table_strains`):
duplicate whist always has a trump suit, so no no-trump column.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Any

from dealer.dds import Deal as DdsDeal
from dealer.dds import (
    Denom,
    Player,
    analyse_all_starts,
    analyse_start,
    calc_all_tables,
    calc_dd_table,
)
from dealer.event import STRAINS, SUIT_STRAINS, BoardAnalysis, Event
from dealer.leads import book_lead
from whist import STANDARD_PACK, Board, Deal, Seat, Side, Suit, find_game

DDS_LOCK = threading.Lock()
"""Held around every call into DDS."""

BISHOPS_NOTE = "no double-dummy analysis for this pack outside Bishops whist"
BRIDGE_NOTE = (
    "Bridge Whist: no trump until the table declares; double-dummy tricks for every "
    "declaration, led by the dealer's left"
)
BISHOPS_LEAD_NOTE = "no book lead for Bishops whist (the American leads are for the standard pack)"

_DENOM = {
    Suit.SPADES: Denom.spades,
    Suit.HEARTS: Denom.hearts,
    Suit.DIAMONDS: Denom.diamonds,
    Suit.CLUBS: Denom.clubs,
    None: Denom.nt,
}
_STRAIN_DENOM = {"NT": Denom.nt, "S": Denom.spades, "H": Denom.hearts, "D": Denom.diamonds}
_STRAIN_DENOM["C"] = Denom.clubs
_PLAYER = {
    Seat.NORTH: Player.north,
    Seat.EAST: Player.east,
    Seat.SOUTH: Player.south,
    Seat.WEST: Player.west,
}


class AnalysisError(ValueError):
    """A deal the double-dummy solver cannot take (wrong pack, trump not yet named)."""


def to_dds(deal: Deal, leader: Seat = Seat.NORTH, trump: Suit | None = None) -> DdsDeal:
    """The endplay deal for ``deal`` with ``leader`` on lead and ``trump`` (None = NT)."""
    if deal.pack is not STANDARD_PACK:
        raise AnalysisError(f"DDS takes the standard pack, not the {deal.pack.name} pack")
    return DdsDeal(deal.to_pbn(Seat.NORTH), first=_PLAYER[leader], trump=_DENOM[trump])


def dd_tricks(deal: Deal, trump: Suit | None, leader: Seat) -> dict[Side, int]:
    """Tricks each side takes double dummy, ``leader`` leading, ``trump`` trumps."""
    dds_deal = to_dds(deal, leader, trump)
    with DDS_LOCK:
        declarer_tricks = int(analyse_start(dds_deal))
    declarer_side = leader.right.side
    return {declarer_side: declarer_tricks, declarer_side.other: 13 - declarer_tricks}


def dd_table(deal: Deal, strains: tuple[str, ...] = STRAINS) -> dict[str, dict[Seat, int]]:
    """The table: strain (NT S H D C, or those of ``strains``) -> declarer -> declarer's
    tricks, the lead from declarer's left."""
    dds_deal = to_dds(deal)
    with DDS_LOCK:
        if strains == STRAINS:
            return _table_of(calc_dd_table(dds_deal), strains)
        (table,) = calc_all_tables([dds_deal], exclude=_excluded(strains))
    return _table_of(table, strains)


def table_strains(board: Board) -> tuple[str, ...]:
    """The strains a board's table is solved for: all five where the board can be
    played without a trump (Bridge Whist's declarations include no trumps; a bridge
    record replayed with no trumps), else the four suits.

    Duplicate whist has no no-trump game: "A trump card should be turned and should be
    recorded on a slip of card-board before the play begins" (seed 000, Duplicate Whist;
    law 13: "The last, which is the trump card, must be turned up"), so its no-trump
    column would be a figure no table can play, and a fifth more solving (issue 14)."""
    trump = board.trump
    no_trumps = trump is not None and trump.suit is None and not trump.is_pending
    if find_game(board.game).declares_trump or no_trumps:
        return STRAINS
    return SUIT_STRAINS


def _excluded(strains: tuple[str, ...]) -> list[Denom]:
    return [_STRAIN_DENOM[s] for s in STRAINS if s not in strains]


def _table_of(table: Any, strains: tuple[str, ...] = STRAINS) -> dict[str, dict[Seat, int]]:
    return {
        strain: {seat: int(table[_STRAIN_DENOM[strain], _PLAYER[seat]]) for seat in Seat}
        for strain in strains
    }


#: What :func:`_solve_batches` found for a board: its tricks (None: trump not recorded)
#: and its table (None: not asked for).
Solved = tuple[dict[Side, int] | None, dict[str, dict[Seat, int]] | None]


#: Boards a batch: DDS spreads a batch over its threads (every core); a batch at a time
#: reports progress. At most DDS's own limit of tables a call (MAXNOOFTABLES, 40).
BATCH = 12


def _declarer_tricks(table: dict[str, dict[Seat, int]], board: Board) -> int:
    """The recorded trump's tricks for the real leader's right hand (DDS's declarer, the
    lead from its left), read from the board's full table: the table holds that solve
    already, so asking for the table solves each board once, not twice."""
    assert board.trump is not None
    suit = board.trump.suit
    return table["NT" if suit is None else suit.letter][board.leader.right]


def _tables(batch: list[Board]) -> list[dict[str, dict[Seat, int]]]:
    """The tables of ``batch`` (DDS_LOCK held) by one DDS call for each set of strains
    (:func:`table_strains`: usually one), in the batch's order."""
    tables: dict[int, dict[str, dict[Seat, int]]] = {}
    for strains in dict.fromkeys(table_strains(b) for b in batch):
        alike = [b for b in batch if table_strains(b) == strains]
        solved = calc_all_tables([to_dds(b.deal) for b in alike], exclude=_excluded(strains))
        for board, found in zip(alike, solved, strict=True):
            tables[board.number] = _table_of(found, strains)
    return [tables[b.number] for b in batch]


def _solve_batches(
    boards: list[Board], table: bool, progress: Callable[[int], None] | None
) -> dict[int, Solved]:
    """The double-dummy figures of ``boards`` (standard pack) by DDS's batch calls, which
    solve the boards of a call on all the machine's cores: the tricks for each recorded
    trump (the same solve as :func:`dd_tricks`) and, with ``table``, each full table.
    Board number -> (tricks, table); ``progress`` after each batch with boards done."""
    solved: dict[int, Solved] = {}
    for start in range(0, len(boards), BATCH):
        batch = boards[start : start + BATCH]
        recorded = [b for b in batch if b.trump is not None and not b.trump.is_pending]
        with DDS_LOCK:
            if table:
                tables = _tables(batch)
                declarer_tricks = [_declarer_tricks(tables[batch.index(b)], b) for b in recorded]
            else:
                tables = None
                starts = [to_dds(b.deal, b.leader, b.trump.suit) for b in recorded if b.trump]
                declarer_tricks = list(analyse_all_starts(starts)) if starts else []
        tricks: dict[int, dict[Side, int]] = {}
        for board, count in zip(recorded, declarer_tricks, strict=True):
            side = board.leader.right.side
            tricks[board.number] = {side: int(count), side.other: 13 - int(count)}
        for i, board in enumerate(batch):
            solved[board.number] = (
                tricks.get(board.number),
                tables[i] if tables is not None else None,
            )
        if progress is not None:
            progress(start + len(batch))
    return solved


def analyse_board(
    board: Board, *, table: bool = False, solved: Solved | None = None
) -> BoardAnalysis:
    """Double-dummy tricks for the recorded trump and the real opening leader, the
    book lead of that leader, and the full table on request (``solved``: those figures
    found already by a batch, :func:`analyse_event`)."""
    if board.game == "bishops-whist":
        from dealer.bishops_analysis import analyse_bishops_board

        return analyse_bishops_board(board)
    if board.deal.pack is not STANDARD_PACK:
        return BoardAnalysis(note=f"{BISHOPS_NOTE}; {BISHOPS_LEAD_NOTE}")
    leader = board.leader
    trump = board.trump
    lead = book_lead(board.deal.hand(leader), trump.suit if trump else None)
    if find_game(board.game).declares_trump:
        # Bridge Whist: each table declares; the full table holds every declaration, and
        # the dealer's row is the one led by the real leader, the dealer's left.
        full = solved[1] if solved and solved[1] else dd_table(board.deal, table_strains(board))
        return BoardAnalysis(book_lead=lead, table=full, note=BRIDGE_NOTE)
    if trump is None or trump.is_pending:
        return BoardAnalysis(
            book_lead=lead,
            table=(solved[1] if solved else dd_table(board.deal, table_strains(board)))
            if table
            else None,
            note="no double-dummy tricks: the trump is not yet recorded",
        )
    return BoardAnalysis(
        tricks=solved[0] if solved and solved[0] else dd_tricks(board.deal, trump.suit, leader),
        book_lead=lead,
        table=(solved[1] if solved else dd_table(board.deal, table_strains(board)))
        if table
        else None,
    )


def analyse_event(
    event: Event,
    *,
    table: bool = False,
    boards: Iterable[int] | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[Event, list[str]]:
    """The event with its boards analysed (all, or ``boards``), and notes for the
    director (e.g. that Bishops whist has no double-dummy analysis yet)."""
    wanted = set(boards) if boards is not None else {b.number for b in event.boards}
    analysis = dict(event.analysis)
    notes: list[str] = []
    chosen = [b for b in event.boards if b.number in wanted]
    bishops = [b for b in chosen if b.game == "bishops-whist"]
    if bishops:  # the project's solver, on every core; loaded only for a Bishops event
        from dealer.bishops_analysis import analyse_bishops_boards

        alone = len(bishops) == len(chosen)
        analysis.update(analyse_bishops_boards(bishops, progress=progress if alone else None))
        chosen = [b for b in chosen if b.game != "bishops-whist"]
    standard = [b for b in chosen if b.deal.pack is STANDARD_PACK]
    solved = _solve_batches(standard, table, progress if len(standard) == len(chosen) else None)
    for done, board in enumerate(chosen):
        analysis[board.number] = analyse_board(board, table=table, solved=solved.get(board.number))
        if progress is not None and len(standard) != len(chosen):
            progress(done + 1)
    return event.with_analysis(analysis), notes

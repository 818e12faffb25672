"""Exports: the play of every board at every table as PBN, the record of the evening.

Each board played at a table is one PBN game (PBN 2.1), written with PBN's standard
means and our tags (docs/notation.md):

- ``[Play]``: every card where and by whom it was played -- one line a trick, the
  columns the seats from the opening leader (section 3.6); a revoke marked ``^R`` before
  its card; ``-`` for the cards not played after a claim, ``*`` ending a play that
  stopped (a claim or an unfinished board);
- ``{...}`` commentary before the trick it concerns for what the cards do not show: a
  lead out of turn taken back (it is *not* written as the lead: the card went back to
  the hand), an exposed card, a suit called, a claim, a revoke claimed -- in the
  engine's own sentences;
- ``[WhistClaim "S 9"]``: the claim of the rest admitted (laws 27, 36): the claimant and
  the tricks his side takes of those not played;
- ``[WhistRevoke "E 3 S"]``: a revoke claimed (laws 30, 32, (g)): the offender, the trick
  and the claimant, one tag each;
- ``[Result "NS 7 EW 6"]``: the tricks as scored, and ``[WhistScore "NS 1 EW 0"]`` the
  points recorded at the kiosk (an adjusted score with ``[WhistAdjusted]``: the
  director's note);
- ``[North "..."]`` etc.: the names of the players or pairs (a pair's name at both its
  seats), beside ``[WhistNS "3"]``, the contestant numbers.

``whist replay FILE --json`` plays the cards again, then applies the claim and the
revoke claims, and gives the same points as the kiosk.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dealer.formats.pbn import PbnRecord, dumps, record_from_board
from dealer.formats.pbn.bridge_whist import record_with_bridge_play
from whist import SEATS, Play, Seat
from whist.bridge import BridgePlay
from whist.play import ClaimRest, ClaimRevoke, PlayCard, QuitTrick

if TYPE_CHECKING:
    from kiosk.context import Kiosk
    from kiosk.tables import BoardRun, Result

#: the seats a contestant's name is written at (a pair sits at two)
_NAME_SEATS = {
    "ns": ("North", "South"),
    "ew": ("East", "West"),
    "north": ("North",),
    "east": ("East",),
    "south": ("South",),
    "west": ("West",),
}
#: PBN's character set is ISO 8859-1: the suit symbols are written as letters
_SYMBOLS = str.maketrans({"♠": "S", "♥": "H", "♦": "D", "♣": "C", "{": "(", "}": ")"})


def comment(text: str) -> str:
    """``text`` as a PBN commentary line (no braces inside; at most 250 characters)."""
    clean = " ".join(text.translate(_SYMBOLS).split())
    if len(clean) > 246:
        clean = clean[:243] + "..."
    return "{" + clean + "}"


def _routine(line: str) -> bool:
    """An engine log line the cards themselves already say (a card played in turn, a
    trick quitted)."""
    if " turned and quitted: " in line or line == "score recorded":  # [WhistScore] says it
        return True
    head, _, rest = line.partition(": ")
    return head.startswith("trick ") and " plays " in rest and "(" not in rest


def play_lines(play: Play) -> tuple[tuple[str, ...], dict[int, list[str]]]:
    """The ``[Play]`` data lines of ``play`` and the commentary for each trick number.

    The actions are applied again one by one to a fresh play, so that what the engine
    said of each (its log) is placed at the trick it happened in."""
    shadow = Play(play.deal, play.game, play.initial_trump, play.first_leader, dealer=play.dealer)
    notes: dict[int, list[str]] = {}
    for action in play.actions:
        trick = min(shadow.trick_number, 13)
        seen = len(shadow.log)
        shadow.apply(action)
        if isinstance(action, QuitTrick):
            continue
        said = [line for line in shadow.log[seen:] if not _routine(line)]
        if isinstance(action, PlayCard | ClaimRest | ClaimRevoke) or said:
            notes.setdefault(trick, []).extend(said)
    revokes = {(r.seat, r.trick) for r in play.renounces if not r.corrected}
    first = play.first_leader
    order = [first.rotated(i) for i in range(len(SEATS))]
    lines: list[str] = []
    tricks = [(t.number, t.cards) for t in play.tricks]
    if play.current_trick:
        tricks.append((play.trick_number, play.current_trick))
    # A false lead all played to stands (law 24): its card is marked ^L, so the trick is
    # read from its real leader, not from the winner of the trick before.
    due = first
    for number, cards in tricks:
        lines.extend(comment(n) for n in notes.pop(number, []))
        by_seat = {p.seat: p.card for p in cards}
        false_leader = cards[0].seat if cards and cards[0].seat is not due else None
        words = []
        for seat in order:
            card = by_seat.get(seat)
            if card is None:
                words.append("-")
            else:
                mark = "^R " if (seat, number) in revokes else ""
                if seat is false_leader:
                    mark = "^L " + mark
                words.append(f"{mark}{card}")
        if number <= len(play.tricks):
            due = play.tricks[number - 1].winner
        lines.append(" ".join(words))
    for number in sorted(notes):
        lines.extend(comment(n) for n in notes[number])
    stopped = play.claimed is not None or not play.is_complete
    if stopped:
        lines.append("*")
    return tuple(lines), notes


def _names_tags(kiosk: Kiosk, seats: dict[str, int]) -> list[tuple[str, str]]:
    names = kiosk.evening.names
    tags: list[tuple[str, str]] = []
    for seat, who in seats.items():
        name = names.get(who)
        if name:
            tags.extend((tag, name) for tag in _NAME_SEATS.get(seat, ()))
    order = ("North", "East", "South", "West")
    return sorted(tags, key=lambda t: order.index(t[0]))


def _side_text(values: dict[str, int]) -> str:
    return f"NS {values.get('NS', 0)} EW {values.get('EW', 0)}"


def board_record(
    kiosk: Kiosk,
    table: int,
    round_number: int,
    run: BoardRun | None,
    result: Result | None,
    board_number: int,
) -> PbnRecord:
    """The PBN game of one board at one table (see the module docstring)."""
    evening = kiosk.evening
    board = evening.boards[board_number]
    seats = evening.seats_of(table, round_number)
    extra: list[tuple[str, str]] = [
        ("Event", kiosk.event.name),
        ("Table", str(table)),
        ("Round", str(round_number)),
        *_names_tags(kiosk, seats),
        *((f"Whist{seat.upper()}", str(who)) for seat, who in seats.items()),
    ]
    play = run.play if run is not None else None
    if isinstance(play, BridgePlay):
        # Bridge Whist: no trump record; the declaration in our tags (docs/notation.md)
        record = record_from_board(board, extra)
        if play.declaration is not None:
            record = record_with_bridge_play(record, play)
        play = None  # its [Play] is written by record_with_bridge_play
    else:
        if play is not None and board.trump is None:
            board = replace(board, trump=play.trump)
        record = record_from_board(board, extra)
    tags = list(record.tags)
    sections = dict(record.sections)
    if play is not None and (play.tricks or play.current_trick or play.actions):
        lines, _ = play_lines(play)
        tags.append(("Play", play.first_leader.letter))
        sections["Play"] = lines
        claim = _admitted_claim(play)
        if claim is not None:
            tags.append(("WhistClaim", f"{claim.claimant.letter} {claim.tricks}"))
        for r in play.renounces:
            if r.claimed:
                claimant = _revoke_claimant(play, r.seat, r.trick)
                tags.append(("WhistRevoke", f"{r.seat.letter} {r.trick} {claimant.letter}"))
    if result is not None:
        if result.tricks:
            tags.append(("Result", _side_text(result.tricks)))
        tags.append(("WhistScore", _side_text(result.points)))
        if result.adjusted:
            tags.append(("WhistAdjusted", f"{result.status}: {result.adjusted}"))
    return PbnRecord(tuple(tags), sections)


def _admitted_claim(play: Play) -> ClaimRest | None:
    """The claim that ended the play (laws 27, 36), if one was admitted."""
    if play.claimed is None:
        return None
    claims = [a for a in play.actions if isinstance(a, ClaimRest) and a.accepted]
    return claims[-1] if claims else None


def _revoke_claimant(play: Play, offender: Seat, trick: int) -> Seat:
    for action in play.actions:
        if (
            isinstance(action, ClaimRevoke)
            and action.offender is offender
            and action.trick == trick
        ):
            return action.claimant
    return offender.left  # pragma: no cover - a claimed revoke has its claim action


def pbn_export(kiosk: Kiosk) -> str:
    """One PBN game per board played (or scored) at a table, by table then round."""
    evening = kiosk.evening
    records: list[PbnRecord] = []
    with evening.lock:
        evening.catch_up()
        for number, state in sorted(evening.tables.items()):
            boards = set(state.runs) | {b for (t, b) in evening.results if t == number}
            keyed = []
            for board_number in boards:
                run = state.runs.get(board_number)
                result = evening.results.get((number, board_number))
                round_number = (
                    result.round if result is not None else run.round if run is not None else 0
                )
                keyed.append((round_number, board_number, run, result))
            for round_number, board_number, run, result in sorted(keyed, key=lambda k: k[:2]):
                records.append(board_record(kiosk, number, round_number, run, result, board_number))
    return dumps(records)

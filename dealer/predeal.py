"""Pre-dealing an event with the dealing machine, with a journal that makes runs resumable.

The dealer orchestrates (docs/architecture.md): it reads the event, turns each board into a
:class:`firmware_bridge.session.BoardPlan`, drives the machine through
:class:`firmware_bridge.session.Machine`, and keeps ``EVENT/machine-journal.jsonl``.

The journal is JSON lines, appended and ``fsync``-ed at every board step, so that a run
that crashed, lost power or was interrupted resumes exactly where it stopped:

- ``{"step": "run", ...}`` at each start (port, boards planned, firmware);
- ``{"step": "start", "board": n, "digest": ...}`` before a board is dealt;
- ``{"step": "dealt", ...}`` and ``{"step": "verified", ...}`` when the machine says so;
- ``{"step": "failed", ...}`` when a board could not be dealt and verified.

A board counts as done only with a ``verified`` line whose ``digest`` is the digest of
the board's deal in the event now (a board whose deal changed is dealt again). A board
with a ``start`` but no ``verified`` line was interrupted: its pockets cannot be trusted,
so the operator is told to empty them and the board is dealt again from the start (a
board is never left half-dealt without the director being told).

The Laws of Duplicate Whist (1897) ask that the deals be kept and "overplayed" exactly
as dealt; a misdealt tray found at the table means a new deal or averaged scores (law
of irregularities, III). Verifying every board before the event avoids both.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dealer.event import Event, EventError
from dealer.folder import load_event, save_event
from fileio import read_bytes
from firmware_bridge.session import BoardOutcome, BoardPlan, Instruction, Machine, unattended
from whist.board import Board, rotating_dealer
from whist.cards import Card
from whist.deal import Deal
from whist.games import find_game
from whist.packs import Pack
from whist.seats import Seat
from whist.trump import TrumpRecord

JOURNAL_FILE = "machine-journal.jsonl"


class PredealError(EventError):
    """A pre-deal run that cannot go on (bad board list, journal of another event)."""


def parse_board_list(text: str, available: Sequence[int]) -> list[int]:
    """``"1-36"``, ``"1,3,5-8"`` -> board numbers, each of which must be in the event.

    >>> parse_board_list("1-3,7", range(1, 10))
    [1, 2, 3, 7]
    """
    numbers: list[int] = []
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        first, sep, last = part.partition("-")
        try:
            low = int(first)
            high = int(last) if sep else low
        except ValueError:
            raise PredealError(
                f"--boards {text!r}: {part!r} is not a board number or a range like 1-36"
            ) from None
        if high < low:
            raise PredealError(f"--boards {text!r}: the range {part} runs backwards")
        numbers.extend(range(low, high + 1))
    missing = sorted(set(numbers) - set(available))
    if missing:
        raise PredealError(
            f"--boards {text!r}: the event has no board {', '.join(map(str, missing[:5]))}; "
            f"its boards are {min(available)}-{max(available)}"
        )
    return list(dict.fromkeys(numbers))


class Journal:
    """``EVENT/machine-journal.jsonl``: append-only, one JSON object a line, fsync'd."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def entries(self) -> list[dict[str, Any]]:
        """Every complete line; a torn last line (a crash mid-write) is ignored."""
        if not self.path.exists():
            return []
        out: list[dict[str, Any]] = []
        lines = read_bytes(self.path).splitlines()
        for number, raw in enumerate(lines, 1):
            if not raw.strip():
                continue
            try:
                entry = json.loads(raw.decode("utf-8"))
            except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
                if number == len(lines):
                    break
                raise PredealError(
                    f"{self.path}, line {number}: not JSON; the journal was edited by hand. "
                    "Move it away to start the pre-deal afresh"
                ) from None
            if isinstance(entry, dict):
                out.append(entry)
        return out

    def append(self, entry: dict[str, Any]) -> None:
        line = json.dumps({"time": round(time.time(), 3), **entry}, sort_keys=True) + "\n"
        fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            size = os.fstat(fd).st_size
            if size:
                with open(self.path, "rb") as handle:
                    handle.seek(size - 1)
                    if handle.read(1) != b"\n":  # a torn line from a crash: close it
                        line = "\n" + line
            os.write(fd, line.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)

    def done(self, event_id: str, digests: dict[int, int]) -> set[int]:
        """Boards verified by earlier runs whose deal is still the event's."""
        verified: set[int] = set()
        for entry in self.entries():
            if entry.get("event") not in (None, event_id):
                raise PredealError(
                    f"{self.path} belongs to event {entry.get('event')!r}, not {event_id!r}; "
                    "move it away or use the right event folder"
                )
            board = entry.get("board")
            if not isinstance(board, int):
                continue
            if entry.get("step") == "start":
                verified.discard(board)
            elif entry.get("step") == "verified" and entry.get("digest") == digests.get(board):
                verified.add(board)
        return verified

    def interrupted(self) -> set[int]:
        """Boards started and neither verified nor failed after it: half-dealt, maybe."""
        open_boards: set[int] = set()
        for entry in self.entries():
            board = entry.get("board")
            if not isinstance(board, int):
                continue
            if entry.get("step") == "start":
                open_boards.add(board)
            elif entry.get("step") in ("verified", "failed"):
                open_boards.discard(board)
        return open_boards


@dataclass
class PredealReport:
    """The final report of ``whist machine deal`` (and ``verify``): ``to_json`` has at
    least boards_planned, boards_dealt, boards_verified, misdealt, retries, faults."""

    boards_planned: int = 0
    boards_dealt: int = 0
    boards_verified: int = 0
    boards_resumed: int = 0
    already_done: list[int] = field(default_factory=list)
    misdealt: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)
    retries: int = 0
    retransmits: int = 0
    faults: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    firmware: str = ""
    device_id: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "boards_planned": self.boards_planned,
            "boards_dealt": self.boards_dealt,
            "boards_verified": self.boards_verified,
            "boards_already_done": len(self.already_done),
            "boards_resumed": self.boards_resumed,
            "misdealt": len(self.misdealt),
            "misdealt_boards": self.misdealt,
            "failed_boards": self.failed,
            "retries": self.retries,
            "retransmits": self.retransmits,
            "faults": dict(sorted(self.faults.items())),
            "seconds": round(self.seconds, 3),
            "firmware": self.firmware,
            "device_id": self.device_id,
        }

    def lines(self) -> list[str]:
        """The report for people."""
        out = [
            f"boards planned {self.boards_planned}, dealt {self.boards_dealt}, "
            f"verified {self.boards_verified}"
            + (f" ({len(self.already_done)} done by an earlier run)" if self.already_done else ""),
            f"retries {self.retries} (boards dealt again), retransmitted frames {self.retransmits}",
        ]
        if self.faults:
            out.append("faults: " + ", ".join(f"{k} {v}" for k, v in sorted(self.faults.items())))
        if self.misdealt:
            out.append(
                "MISDEALT (pockets differ from the record, do not play them): boards "
                + ", ".join(map(str, self.misdealt))
            )
        if self.failed:
            out.append(
                "NOT DEALT (the machine could not finish them): boards "
                + ", ".join(map(str, self.failed))
            )
        return out


ProgressHook = Callable[[str, int, int], None]
"""``hook(kind, board, n)``: ``("board", b, 0)`` when board b starts, ``("card", b, n)``
after its n-th card, ``("done", b, 0)`` when it is finished."""


def _no_progress(kind: str, board: int, n: int) -> None:
    """Progress is not shown."""


def predeal(
    folder: str | os.PathLike[str],
    url: str,
    *,
    boards: Iterable[int] | None = None,
    operator: Callable[[Instruction], None] = unattended,
    progress: ProgressHook = _no_progress,
    verify: bool = True,
    machine_options: dict[str, Any] | None = None,
) -> PredealReport:
    """Deal (and verify) the boards of the event in ``folder`` on the machine at
    ``url``, resuming from the folder's journal."""
    event = load_event(folder)
    wanted = list(boards) if boards is not None else [b.number for b in event.boards]
    plans = {n: BoardPlan.from_deal(n, event.board(n).deal) for n in wanted}
    digests = {n: p.digest for n, p in plans.items()}
    journal = Journal(Path(folder) / JOURNAL_FILE)
    done = journal.done(event.event_id, digests)
    interrupted = journal.interrupted() & set(wanted)
    report = PredealReport(boards_planned=len(wanted))
    report.already_done = sorted(set(wanted) & done)
    report.boards_verified = len(report.already_done)
    report.boards_dealt = len(report.already_done)
    started = time.monotonic()
    with Machine(
        url,
        operator=operator,
        on_card=lambda board, n, card: progress("card", board, n),
        **(machine_options or {}),
    ) as machine:
        report.firmware = machine.info.firmware_version
        report.device_id = machine.info.device_id.hex()
        journal.append(
            {
                "step": "run",
                "event": event.event_id,
                "port": url,
                "boards": wanted,
                "firmware": report.firmware,
                "device": report.device_id,
            }
        )
        for number in wanted:
            if number in done:
                continue
            plan = plans[number]
            if number in interrupted:
                report.boards_resumed += 1
                operator(
                    Instruction(
                        "resume",
                        number,
                        f"board {number} was being dealt when the last run stopped: take its "
                        "cards out of the pockets and the reject tray; it is dealt again",
                    )
                )
            progress("board", number, 0)
            journal.append(
                {"step": "start", "event": event.event_id, "board": number, "digest": plan.digest}
            )
            outcome = machine.deal_board(plan, verify=verify)
            _record(journal, event.event_id, plan, outcome, report, verify)
            progress("done", number, 0)
        report.retransmits = machine.link.stats.retransmits
    report.seconds = time.monotonic() - started
    return report


def _record(
    journal: Journal,
    event_id: str,
    plan: BoardPlan,
    outcome: BoardOutcome,
    report: PredealReport,
    verify: bool,
) -> None:
    base = {"event": event_id, "board": plan.board, "digest": plan.digest}
    faults = dict(outcome.faults)
    report.faults.update(outcome.faults)
    report.retries += max(0, outcome.attempts - 1)
    if outcome.dealt:
        report.boards_dealt += 1
        journal.append({**base, "step": "dealt", "attempts": outcome.attempts, "faults": faults})
    if outcome.verified or (outcome.dealt and not verify):
        if outcome.verified:
            report.boards_verified += 1
        journal.append({**base, "step": "verified" if outcome.verified else "dealt-unverified"})
        return
    if outcome.dealt:
        report.misdealt.append(plan.board)
    else:
        report.failed.append(plan.board)
    journal.append({**base, "step": "failed", "attempts": outcome.attempts, "faults": faults})


def verify_event(
    folder: str | os.PathLike[str],
    url: str,
    *,
    boards: Iterable[int] | None = None,
    operator: Callable[[Instruction], None] = unattended,
    progress: ProgressHook = _no_progress,
    machine_options: dict[str, Any] | None = None,
) -> PredealReport:
    """Read back boards already dealt (their trays brought one by one) and compare each
    with the event's record. Boards that differ are listed as misdealt."""
    event = load_event(folder)
    wanted = list(boards) if boards is not None else [b.number for b in event.boards]
    report = PredealReport(boards_planned=len(wanted))
    started = time.monotonic()
    with Machine(url, operator=operator, **(machine_options or {})) as machine:
        report.firmware = machine.info.firmware_version
        report.device_id = machine.info.device_id.hex()
        for number in wanted:
            progress("board", number, 0)
            plan = BoardPlan.from_deal(number, event.board(number).deal)
            outcome = machine.verify_board(plan)
            report.faults.update(outcome.faults)
            report.retries += max(0, outcome.attempts - 1)
            if not outcome.dealt:
                report.failed.append(number)
            elif outcome.verified:
                report.boards_dealt += 1
                report.boards_verified += 1
            else:
                report.boards_dealt += 1
                report.misdealt.append(number)
            progress("done", number, 0)
        report.retransmits = machine.link.stats.retransmits
    report.seconds = time.monotonic() - started
    return report


def trump_for(deal: Deal, dealer: Seat, trump: str | None, read_card: Card | None) -> TrumpRecord:
    """The trump record of a deal dealt by hand: the card turned (law 13: the dealer's
    last card; Bishops: the card cut, which belongs to the dealer), given as text or read
    by the machine. It must be in the dealer's hand."""
    if trump is not None:
        record = TrumpRecord.parse(trump)
    elif read_card is not None:
        record = TrumpRecord.turned(read_card)
    else:
        raise PredealError("give the trump card (--trump) or let the machine read it")
    if record.card is not None and record.card not in deal.hand(dealer):
        raise PredealError(
            f"the trump card {record.card} is not in the dealer's hand ({dealer.name.title()} "
            "deals this board): the trump card is the dealer's, turned at the deal"
        )
    return record


def record_read_deal(
    folder: str | os.PathLike[str],
    number: int,
    deal: Deal,
    trump: TrumpRecord,
    *,
    replace_existing: bool = False,
) -> Event:
    """Put a deal read from the table into board ``number`` of the event and save it.

    A board that already holds a different deal is replaced only with
    ``replace_existing`` (its deal may already be printed or played)."""
    event = load_event(folder)
    game = find_game(event.game)
    if deal.pack is not game.pack:
        raise PredealError(
            f"the cards read are of the {deal.pack.name} pack, but {event.game} uses the "
            f"{game.pack.name} pack"
        )
    existing = {b.number: b for b in event.boards}
    old = existing.get(number)
    dealer = old.dealer if old is not None else rotating_dealer(number)
    if old is not None and old.deal != deal and not replace_existing:
        raise PredealError(
            f"board {number} of event {event.event_id} already holds another deal; pass "
            "--replace to record the deal read from the table in its place"
        )
    existing[number] = Board(number, deal, dealer, trump, event.game)
    boards = tuple(existing[n] for n in sorted(existing))
    analysis = {k: v for k, v in event.analysis.items() if k != number}
    updated = dataclasses.replace(event, boards=boards, analysis=analysis)
    save_event(updated, folder, overwrite=True)
    return updated


def pack_of_event(folder: str | os.PathLike[str]) -> Pack:
    """The pack the event's game is played with."""
    return find_game(load_event(folder).game).pack

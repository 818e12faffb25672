"""Session layer: deal a board, verify a board, read a hand or a whole deal.

The host's half of PROTOCOL.md sections 4, 5 and 7, written so that a board is never
misdealt without the director being told:

- every CARD event is checked against the plan as it arrives, and BOARD_DONE's digest
  against the plan's;
- every dealt board is then verified by reading its four pockets back (VERIFY); a
  board whose pockets differ from the record is dealt again;
- a device reset during a board makes the host restart that board (the card in flight
  at the reset cannot be accounted for); a reset after BOARD_DONE loses nothing;
- faults (jam, misread, duplicate card, missing card, hopper empty) are put to the
  operator with what to do, then the host sends CONTINUE.

Cards travel as ids (PROTOCOL.md 3.2): ``Pack.card_id`` of :mod:`whist.packs`, whose
canonical order is the wire order; the four Bishops knights share one id.
"""

from __future__ import annotations

import contextlib
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from firmware_bridge import messages as m
from firmware_bridge.errors import (
    BridgeError,
    BridgeProtocolError,
    BridgeTimeoutError,
    DeviceFaultError,
)
from firmware_bridge.framing import Frame
from firmware_bridge.link import Link
from whist.cards import Card
from whist.deal import Deal
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack
from whist.seats import SEATS, Seat

PACK_BYTES: dict[str, int] = {
    STANDARD_PACK.name: m.PackId.STANDARD,
    BISHOPS_PACK.name: m.PackId.BISHOPS,
}
SILENCE_S = 3.0
"""Seconds without an event, while the device works, before the host asks STATUS."""
MAX_ATTEMPTS = 5
STALLS = 3
"""Silences in a row without progress (STATUS unchanged) before an attempt is given up."""
PROGRESS_S = 0.2
"""While verifying, how often STATUS is asked for the count of cards read (progress)."""
MISSING_TRIES = 3
"""Times the same card may be reported missing before the board is given up."""


def pack_byte(pack: Pack) -> int:
    try:
        return PACK_BYTES[pack.name]
    except KeyError:
        raise BridgeProtocolError(
            f"the {pack.name} pack has no number on the wire",
            "deal it with the standard or the Bishops pack",
        ) from None


def pocket_name(pocket: int) -> str:
    return Seat(pocket).name.title() if 0 <= pocket < 4 else "the reject tray"


@dataclass(frozen=True)
class BoardPlan:
    """Where each card of a board goes: pocket *p* holds the hand of ``Seat(p)``."""

    board: int
    pack: Pack
    pockets: tuple[tuple[int, ...], ...]

    @classmethod
    def from_deal(cls, board: int, deal: Deal) -> BoardPlan:
        """The plan of ``deal`` as board ``board``.

        >>> from whist.deal import Deal
        >>> deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
        ...                   "...AKQJT98765432")
        >>> BoardPlan.from_deal(1, deal).pockets[1][:3]
        (13, 14, 15)
        """
        pockets = tuple(
            tuple(sorted(deal.pack.card_id(card) for card in deal.hand(seat))) for seat in SEATS
        )
        return cls(board, deal.pack, pockets)

    @property
    def pack_byte(self) -> int:
        return pack_byte(self.pack)

    @property
    def digest(self) -> int:
        return m.pocket_digest(self.pack_byte, self.pockets)

    def body(self) -> bytes:
        return m.BoardBody(self.board, self.pack_byte, self.digest, self.pockets).encode()

    def card(self, card_id: int) -> Card:
        return self.pack.card_from_id(card_id)

    def to_deal(self) -> Deal:
        return deal_from_pockets(self.pack, self.pockets)

    def describe(self, card_id: int) -> str:
        if card_id == m.NO_CARD:
            return "no card"
        if card_id == m.OTHER_PACK:
            return "a card of another pack"
        try:
            return self.pack.card_name(self.card(card_id))
        except ValueError:
            return f"card number {card_id}"


def deal_from_pockets(pack: Pack, pockets: tuple[tuple[int, ...], ...] | list[list[int]]) -> Deal:
    """A :class:`whist.deal.Deal` from four pockets of card ids."""
    return Deal.from_hands(
        pack, {seat: [pack.card_from_id(c) for c in pockets[seat.value]] for seat in SEATS}
    )


@dataclass(frozen=True)
class Instruction:
    """Something the operator must do at the machine before the run goes on."""

    kind: str
    board: int
    message: str


Operator = Callable[[Instruction], None]
"""Tells the operator what to do; returns when it is done, or raises :class:`SkipBoard`
(leave this board, go on with the next) or :class:`AbortRun` (stop the run)."""


class SkipBoard(Exception):
    """The operator chose to leave the current board undealt and go on."""


class AbortRun(Exception):
    """The operator chose to stop the run (what was done stays recorded)."""


def unattended(instruction: Instruction) -> None:
    """The operator of the simulator: the simulated mechanics do the work themselves."""


@dataclass
class BoardOutcome:
    """What happened to one board: dealt, verified, how many attempts, which faults."""

    board: int
    dealt: bool = False
    verified: bool = False
    attempts: int = 0
    faults: Counter[str] = field(default_factory=Counter)
    misdeals_caught: int = 0
    pockets: tuple[tuple[int, ...], ...] = ()
    seconds: float = 0.0
    skipped: str = ""
    """Why the board was left undealt (the operator's choice, a card missing), or ''."""


@dataclass
class ReadOutcome:
    cards: tuple[int, ...]
    faults: Counter[str] = field(default_factory=Counter)


class _Restart(Exception):
    """The board must start again (device reset, misdeal caught, timeout)."""

    def __init__(self, reason: str, fault: str) -> None:
        super().__init__(reason)
        self.reason = reason
        self.fault = fault


FAULT_ADVICE: dict[int, str] = {
    m.FaultKind.JAM: "the feeder jammed: clear it and put the card back on the hopper",
    m.FaultKind.MISREAD: (
        "a card could not be read and is in the reject tray: put it back in the hopper, "
        "anywhere in the stack (replace it if its bar code is damaged)"
    ),
    m.FaultKind.DUPLICATE_CARD: (
        "a card that is not (or no longer) in this board's plan is in the reject tray: "
        "take it away; check that the hopper holds one pack only"
    ),
    m.FaultKind.MISSING_CARD: "the hopper ran out with cards still to deal: find the missing card and put it in the hopper",
    m.FaultKind.HOPPER_EMPTY: "the hopper is empty: put the board's pack in it",
    m.FaultKind.CHUTE_JAM: (
        "a card is stuck in the selector chute (it was not counted): take it out and put "
        "it back in the hopper"
    ),
}


class Machine:
    """A dealing machine or card reader on ``url`` (any pyserial URL, ``sim://`` too)."""

    def __init__(
        self,
        url: str,
        operator: Operator = unattended,
        *,
        reply_timeout: float = 0.3,
        silence: float = SILENCE_S,
        max_attempts: int = MAX_ATTEMPTS,
        on_card: Callable[[int, int, int], None] | None = None,
        on_warning: Callable[[str], None] | None = None,
    ) -> None:
        self.url = url
        self.operator = operator
        self.silence = silence
        self.max_attempts = max_attempts
        self.on_card = on_card
        self.on_warning = on_warning
        self._warned = 0
        self.link = Link(url, reply_timeout=reply_timeout)
        self.faults: Counter[str] = Counter()
        self._stall: tuple[tuple[int, int, int], int] | None = None
        self._missing: tuple[int, int] | None = None
        self._progress_at = 0.0
        self._shown = -1
        """(card, times in a row) of the last MISSING_CARD fault of the board."""
        try:
            self.info = self.link.hello()
        except BaseException:
            self.link.close()
            raise

    def __enter__(self) -> Machine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.link.close()

    @property
    def boot_id(self) -> int | None:
        return self.link.boot_id

    def status(self) -> m.StatusInfo:
        return self.link.status()

    def sensors(self) -> m.SensorsInfo | None:
        """The reflective sensors' thresholds and calibration (SENSORS, PROTOCOL.md 4.7),
        or None from a device that does not report them (REJECT unsupported)."""
        try:
            reply = self.link.command(m.MsgType.SENSORS)
        except BridgeProtocolError as error:
            if error.code == m.RejectCode.UNSUPPORTED:
                return None
            raise
        if reply.type != m.MsgType.SENSORS_INFO:
            raise BridgeProtocolError(
                f"the machine answered SENSORS with message type {reply.type:#04x}",
                "restart the machine and run the command again",
            )
        try:
            return m.SensorsInfo.decode(reply.body)
        except ValueError as error:
            raise BridgeProtocolError(
                f"the machine's SENSORS_INFO is malformed: {error}",
                "update the machine's firmware (PROTOCOL.md 4.7)",
            ) from None

    def _require(self, capability: int, what: str, pack: Pack) -> None:
        if not self.info.capabilities & capability:
            raise BridgeProtocolError(
                f"the machine on {self.url!r} cannot {what}",
                "use a machine that can (see `whist machine info`)",
            )
        if not self.info.supports_pack(pack_byte(pack)):
            raise BridgeProtocolError(
                f"the machine on {self.url!r} does not know the {pack.name} pack",
                "update its firmware or use a machine that reads this pack",
            )

    def _tell(self, kind: str, board: int, message: str) -> None:
        self.operator(Instruction(kind, board, message))

    # --- dealing ----------------------------------------------------------------------
    def deal_board(self, plan: BoardPlan, *, verify: bool = True) -> BoardOutcome:
        """Deal ``plan`` and (by default) verify it; deal again until the pockets hold
        the record or ``max_attempts`` is spent (then the outcome says not verified)."""
        self._require(m.CAP_DEALER, "deal", plan.pack)
        if verify:
            self._require(m.CAP_READER, "verify boards", plan.pack)
        outcome = BoardOutcome(plan.board)
        started = time.monotonic()
        try:
            self._deal_attempts(plan, outcome, verify)
        except SkipBoard as skip:
            self._abort_quietly()
            outcome.dealt = outcome.verified = False
            outcome.skipped = str(skip) or "skipped by the operator"
            self._tell(
                "skipped",
                plan.board,
                f"board {plan.board} left undealt ({outcome.skipped}): take its cards out of "
                "the pockets and the reject tray and keep them together",
            )
        except AbortRun:
            self._abort_quietly()
            raise
        outcome.seconds = time.monotonic() - started
        self.faults.update(outcome.faults)
        return outcome

    def _abort_quietly(self) -> None:
        """ABORT the device after the operator's choice; a device that does not answer
        any more is no reason to hide the choice."""
        with contextlib.suppress(BridgeError):
            self._abort()

    def _deal_attempts(self, plan: BoardPlan, outcome: BoardOutcome, verify: bool) -> None:
        reason = ""
        self._missing = None
        while outcome.attempts < self.max_attempts:
            outcome.attempts += 1
            if outcome.attempts == 1:
                self._tell("load", plan.board, f"put the pack of board {plan.board} in the hopper")
            else:
                self._tell(
                    "restart",
                    plan.board,
                    f"board {plan.board} must be dealt again ({reason}): take every card out "
                    "of the pockets and the reject tray and put the pack back in the hopper",
                )
            try:
                pockets = self._deal_once(plan, outcome)
                outcome.dealt = True
                outcome.pockets = pockets
                if not verify:
                    break
                read = self._verify_once(plan, outcome)
                outcome.pockets = read
                if _same_pockets(read, plan.pockets):
                    outcome.verified = True
                    break
                # Dealt, but wrongly: if no later attempt succeeds the board is misdealt.
                outcome.misdeals_caught += 1
                outcome.faults[m.FaultKind.MISDEAL_CAUGHT.label] += 1
                reason = "its pockets differ from the record when read back"
            except _Restart as restart:
                outcome.faults[restart.fault] += 1
                outcome.dealt = False
                reason = restart.reason
        if not outcome.verified and (verify or not outcome.dealt):
            self._tell(
                "gave-up",
                plan.board,
                f"board {plan.board} could not be {'dealt' if not outcome.dealt else 'dealt right'}"
                f" in {outcome.attempts} attempts ({reason}): take its cards out of the pockets "
                "and keep the board aside; do not play it",
            )

    def _restartable(self, error: BridgeError, board: int) -> _Restart:
        if isinstance(error, BridgeTimeoutError):
            self.link.hello()
            return _Restart(f"the machine stopped answering during board {board}", "timeout")
        raise error

    def _deal_once(self, plan: BoardPlan, outcome: BoardOutcome) -> tuple[tuple[int, ...], ...]:
        boot_id = self._fresh_start()
        try:
            self._load(plan)
            self.link.command(m.MsgType.DEAL, m.encode_board_number(plan.board))
        except BridgeProtocolError as error:
            if error.code == m.RejectCode.NO_BOARD:
                raise _Restart(
                    f"the machine reset before dealing board {plan.board}", "reset"
                ) from None
            raise
        except BridgeTimeoutError as error:
            raise self._restartable(error, plan.board) from None
        need = [Counter(p) for p in plan.pockets]
        seen: list[list[int]] = [[], [], [], []]
        while True:
            event = self._next_event(plan.board, boot_id, dealing=True)
            if event is None:
                continue
            kind = event.type
            if kind == m.MsgType.RESET:
                if not self._new_boot(event, boot_id):
                    continue
                raise _Restart(f"the machine reset after {sum(map(len, seen))} cards", "reset")
            if kind == m.MsgType.CARD:
                card = m.CardEvent.decode(event.body)
                if card.board != plan.board:
                    continue
                if not 0 <= card.pocket < 4 or need[card.pocket][card.card] <= 0:
                    self._abort()
                    raise _Restart(
                        f"the machine put the {plan.describe(card.card)} into "
                        f"{pocket_name(card.pocket)}'s pocket, against the record",
                        m.FaultKind.MISDEAL_CAUGHT.label,
                    )
                need[card.pocket][card.card] -= 1
                seen[card.pocket].append(card.card)
                if self.on_card is not None:
                    self.on_card(plan.board, card.n, card.card)
            elif kind == m.MsgType.FAULT:
                self._handle_fault(plan, m.FaultEvent.decode(event.body), outcome)
            elif kind == m.MsgType.BOARD_DONE:
                done = m.BoardDone.decode(event.body)
                if done.board != plan.board:
                    continue
                pockets = tuple(tuple(sorted(p)) for p in seen)
                if done.digest != plan.digest or not _same_pockets(pockets, plan.pockets):
                    raise _Restart(
                        f"the machine's account of board {plan.board} differs from the record",
                        m.FaultKind.MISDEAL_CAUGHT.label,
                    )
                return pockets

    def _fresh_start(self) -> int | None:
        """Start an attempt clean: events left from an abandoned one are dropped (the
        device dropped its own on ABORT, HELLO or reset). Returns the boot id now known."""
        self.link.drain_events()
        return self.boot_id

    @staticmethod
    def _new_boot(event: Frame, boot_id: int | None) -> bool:
        """Whether a RESET event is of a boot after the attempt started."""
        return m.ResetEvent.decode(event.body).boot_id != boot_id

    def _load(self, plan: BoardPlan) -> None:
        try:
            self.link.command(m.MsgType.LOAD, plan.body())
        except BridgeProtocolError as error:
            if error.code != m.RejectCode.BAD_STATE:
                raise
            self._abort()
            self.link.drain_events()
            self.link.command(m.MsgType.LOAD, plan.body())

    def _abort(self) -> None:
        self.link.command(m.MsgType.ABORT)

    def _next_event(
        self, board: int, boot_id: int | None, *, dealing: bool, progress: bool = False
    ) -> Frame | None:
        """The next event; after ``silence`` seconds, STATUS tells whether the device
        reset (new boot id or idle), is paused or still at work. A device that shows no
        progress over ``STALLS`` silences in a row is handed a new session (HELLO, which
        makes it drop events that cannot get through) and the attempt starts again."""
        event = self._wait_with_progress(board) if progress else self.link.next_event(self.silence)
        self._pass_warnings()
        if event is not None:
            self._stall = None
            return event
        try:
            status = self.link.status()
        except BridgeTimeoutError as error:
            raise self._restartable(error, board) from None
        if status.boot_id != boot_id or status.state == m.DeviceState.IDLE:
            # A reset whose RESET event has not (yet) come: start a new session, which
            # also makes the device drop that event rather than wait for its ACK.
            try:
                self.link.hello()
            except BridgeTimeoutError as error:
                raise self._restartable(error, board) from None
            raise _Restart(f"the machine reset during board {board}", "reset")
        state = (status.state, status.dealt, status.fault)
        if self._stall is not None and self._stall[0] == state:
            count = self._stall[1] + 1
            if count >= STALLS:
                self._stall = None
                try:
                    self._abort()
                    self.link.hello()
                except BridgeTimeoutError as error:
                    raise self._restartable(error, board) from None
                raise _Restart(
                    f"the machine made no progress for {count * self.silence:.0f} s", "timeout"
                )
            self._stall = (state, count)
        else:
            self._stall = (state, 1)
        return None

    def _pass_warnings(self) -> None:
        """Hand the link's new warnings (an unknown event type) to ``on_warning``, in
        this thread rather than the link's reader thread."""
        warnings = self.link.warnings
        if self.on_warning is not None:
            for warning in warnings[self._warned :]:
                self.on_warning(warning)
        self._warned = len(warnings)

    def _wait_with_progress(self, board: int) -> Frame | None:
        """The next event within ``silence``; meanwhile, every ``PROGRESS_S``, STATUS gives
        the count of cards read, passed to ``on_card`` (VERIFY sends no event a card)."""
        if self.on_card is None:
            return self.link.next_event(self.silence)
        waited = 0.0
        while waited < self.silence:
            now = time.monotonic()
            if now - self._progress_at >= PROGRESS_S:
                self._progress_at = now
                try:
                    status = self.link.status()
                except BridgeTimeoutError as error:
                    raise self._restartable(error, board) from None
                if status.state == m.DeviceState.VERIFYING and status.dealt != self._shown:
                    self._shown = status.dealt
                    self.on_card(board, status.dealt, m.NO_CARD)
            event = self.link.next_event(PROGRESS_S)
            if event is not None:
                return event
            waited += PROGRESS_S
        return None

    def _handle_fault(self, plan: BoardPlan, fault: m.FaultEvent, outcome: BoardOutcome) -> None:
        kind = m.FaultKind(fault.kind) if fault.kind in FAULT_ADVICE else None
        label = kind.label if kind else f"fault {fault.kind}"
        outcome.faults[label] += 1
        if sum(outcome.faults.values()) > 20 * self.max_attempts:
            raise DeviceFaultError(
                f"board {plan.board}: too many faults ({label} last)",
                "service the machine (feeder, reader) before going on",
                kind=label,
                board=plan.board,
            )
        advice = FAULT_ADVICE.get(fault.kind, "clear the machine")
        detail = "" if fault.card == m.NO_CARD else f" ({plan.describe(fault.card)})"
        if fault.kind == m.FaultKind.MISSING_CARD:
            # The same card missing again and again is not the machine's fault: after
            # MISSING_TRIES the board is left undealt with the card named.
            seen = self._missing
            count = seen[1] + 1 if seen is not None and seen[0] == fault.card else 1
            self._missing = (fault.card, count)
            if count > MISSING_TRIES:
                what = "a card" if fault.card == m.NO_CARD else f"the {plan.describe(fault.card)}"
                raise SkipBoard(f"{what} is missing")
            if count > 1:
                advice = (
                    f"the {plan.describe(fault.card)} is still missing ({count} times): find "
                    "it and put it in the hopper, or skip the board"
                )
        where = f"board {plan.board}, " if plan.board else ""  # board 0: reading a hand
        self._tell(
            label.replace(" ", "-"),
            plan.board,
            f"{where}after {fault.n} cards: {label}{detail}: {advice}",
        )
        try:
            self.link.command(m.MsgType.CONTINUE, m.encode_board_number(plan.board))
        except BridgeProtocolError as error:
            if error.code == m.RejectCode.NO_BOARD:
                raise _Restart(f"the machine reset during board {plan.board}", "reset") from None
            if error.code != m.RejectCode.BAD_STATE:
                raise
            # "not paused": the operator pressed the machine's own CONTINUE button (5.2)
        except BridgeTimeoutError as error:
            raise self._restartable(error, plan.board) from None

    # --- reading ---------------------------------------------------------------------
    def verify_board(self, plan: BoardPlan) -> BoardOutcome:
        """Read back the four pockets of an already dealt board and compare them with
        the record (no dealing). ``verified`` says whether they match."""
        self._require(m.CAP_READER, "verify boards", plan.pack)
        outcome = BoardOutcome(plan.board)
        started = time.monotonic()
        self._missing = None
        while outcome.attempts < self.max_attempts:
            outcome.attempts += 1
            try:
                outcome.pockets = self._verify_once(plan, outcome)
                outcome.verified = _same_pockets(outcome.pockets, plan.pockets)
                outcome.dealt = True
                break
            except _Restart as restart:
                outcome.faults[restart.fault] += 1
            except SkipBoard as skip:
                self._abort_quietly()
                outcome.skipped = str(skip) or "skipped by the operator"
                break
            except AbortRun:
                self._abort_quietly()
                raise
        outcome.seconds = time.monotonic() - started
        self.faults.update(outcome.faults)
        return outcome

    def _verify_once(self, plan: BoardPlan, outcome: BoardOutcome) -> tuple[tuple[int, ...], ...]:
        self._tell(
            "verify",
            plan.board,
            f"verify board {plan.board}: put its four hands in the hopper, North's first, "
            "then East's, South's and West's",
        )
        boot_id = self._fresh_start()
        self._shown = -1
        try:
            self.link.command(m.MsgType.VERIFY, plan.body())
        except BridgeProtocolError as error:
            if error.code != m.RejectCode.BAD_STATE:
                raise
            self._abort()
            self.link.drain_events()
            self.link.command(m.MsgType.VERIFY, plan.body())
        except BridgeTimeoutError as error:
            raise self._restartable(error, plan.board) from None
        read: list[list[int]] = [[], [], [], []]
        while True:
            event = self._next_event(plan.board, boot_id, dealing=False, progress=True)
            if event is None:
                continue
            if event.type == m.MsgType.RESET:
                if not self._new_boot(event, boot_id):
                    continue
                raise _Restart(f"the machine reset while verifying board {plan.board}", "reset")
            if event.type == m.MsgType.POCKET_READ:
                pocket = m.PocketRead.decode(event.body)
                if pocket.board == plan.board and 0 <= pocket.pocket < 4:
                    read[pocket.pocket] = list(pocket.cards)
            elif event.type == m.MsgType.FAULT:
                self._handle_fault(plan, m.FaultEvent.decode(event.body), outcome)
            elif event.type == m.MsgType.VERIFY_DONE:
                if self.on_card is not None:
                    self.on_card(plan.board, m.DEAL_SIZE, m.NO_CARD)
                return tuple(tuple(sorted(p)) for p in read)

    def read_hand(self, pack: Pack, pocket: int, count: int = m.HAND_SIZE) -> ReadOutcome:
        """Read ``count`` cards put in the hopper by the operator (PROTOCOL.md 4.5)."""
        self._require(m.CAP_READER, "read cards", pack)
        faults: Counter[str] = Counter()
        plan = BoardPlan(0, pack, ((),) * 4)
        for _attempt in range(self.max_attempts):
            boot_id = self._fresh_start()
            try:
                self.link.command(m.MsgType.READ, m.encode_read(pack_byte(pack), count, pocket))
            except BridgeProtocolError as error:
                if error.code != m.RejectCode.BAD_STATE:
                    raise
                self._abort()
                self.link.drain_events()
                self.link.command(m.MsgType.READ, m.encode_read(pack_byte(pack), count, pocket))
            cards: list[int] = []
            outcome = BoardOutcome(0)
            try:
                while True:
                    event = self._next_event(0, boot_id, dealing=False)
                    if event is None:
                        continue
                    if event.type == m.MsgType.RESET:
                        if not self._new_boot(event, boot_id):
                            continue
                        raise _Restart("the machine reset while reading", "reset")
                    if event.type == m.MsgType.CARD_READ:
                        cards.append(m.CardRead.decode(event.body).card)
                    elif event.type == m.MsgType.FAULT:
                        fault = m.FaultEvent.decode(event.body)
                        self._read_fault(plan, fault, outcome, count)
                    elif event.type == m.MsgType.READ_DONE:
                        faults.update(outcome.faults)
                        self.faults.update(outcome.faults)
                        return ReadOutcome(tuple(cards), faults)
            except _Restart as restart:
                faults.update(outcome.faults)
                faults[restart.fault] += 1
                self._tell("reread", 0, "put the cards being read back in the hopper")
            except SkipBoard as skip:
                self._abort_quietly()
                raise DeviceFaultError(
                    f"reading stopped: {skip}",
                    "count the hand at the table; a hand of fewer than 13 cards is a "
                    "misdeal to put right there (find the card, or deal again), then read "
                    "the whole hand again",
                    kind=m.FaultKind.MISSING_CARD.label,
                ) from None
        raise DeviceFaultError(
            f"the machine on {self.url!r} could not read the cards in {self.max_attempts} tries",
            "check the reader window and the cards' bar codes",
        )

    def _read_fault(
        self, plan: BoardPlan, fault: m.FaultEvent, outcome: BoardOutcome, count: int
    ) -> None:
        """A fault while reading a hand. The hopper running out before ``count`` cards
        (MISSING_CARD, no card named: the device cannot know which) means the hand put
        in it is short: the operator is asked once more to look for the card, then the
        reading stops with the count (SkipBoard)."""
        if fault.kind != m.FaultKind.MISSING_CARD or fault.card != m.NO_CARD:
            self._handle_fault(plan, fault, outcome)
            return
        outcome.faults[m.FaultKind.MISSING_CARD.label] += 1
        short = f"the hand is short of a card: {fault.n} of {count} read"
        tries = outcome.faults[m.FaultKind.MISSING_CARD.label]
        if tries > MISSING_TRIES:
            raise SkipBoard(short)
        first = (
            f"{short} (the hopper ran out): look for the card by the machine and at the "
            "table and put it in the hopper, or skip"
        )
        again = f"still short ({tries} times): put the card in the hopper, or skip"
        self._tell("missing-card", 0, first if tries == 1 else again)
        try:
            self.link.command(m.MsgType.CONTINUE, m.encode_board_number(0))
        except BridgeProtocolError as error:
            if error.code != m.RejectCode.BAD_STATE:
                raise
        except BridgeTimeoutError as error:
            raise self._restartable(error, 0) from None

    def read_deal(self, pack: Pack) -> Deal:
        """Read the four hands of a deal dealt by hand, North's first (the 1897 way:
        deal, then record). Raises ``whist`` errors if the cards are not one pack."""
        hands: list[tuple[int, ...]] = []
        for seat in SEATS:
            self._tell("read", 0, f"put {seat.name.title()}'s hand in the hopper")
            hands.append(self.read_hand(pack, seat.value).cards)
        return deal_from_pockets(pack, tuple(hands))


def _same_pockets(got: tuple[tuple[int, ...], ...], want: tuple[tuple[int, ...], ...]) -> bool:
    return len(got) == len(want) and all(
        Counter(g) == Counter(w) for g, w in zip(got, want, strict=True)
    )

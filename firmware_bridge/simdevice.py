"""The simulated dealing machine behind ``sim://``: device logic, mechanics and faults.

The device logic (:class:`SimDevice`) follows ``hardware/PROTOCOL.md`` exactly as the
MicroPython firmware (``hardware/firmware/main.py``) does; the mechanics
(:class:`SimMechanics`) stand for the hopper, the feeder, the bar-code reader, the pocket
selector and the operator who loads packs and clears faults. Faults come from a
:class:`FaultPlan` read from the URL and are deterministic from its seed.

Everything here is single-threaded and driven by the transport
(:mod:`firmware_bridge.protocol_sim`), which calls :meth:`SimDevice.receive` with the
bytes the host wrote and :meth:`SimDevice.poll` whenever time may have passed.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import parse_qs

from firmware_bridge import messages as m
from firmware_bridge.framing import Frame, FrameDecoder, encode_frame

FIRMWARE_VERSION = (1, 0, 0)
EVENT_RETRY_S = 0.3
STUCK_CARD = 40


class DeviceReset(Exception):
    """Raised by the mechanics to make the simulated device reboot (a watchdog reset)."""


Spot = tuple[int, int]
"""(board, card number within the board, 1-based)."""


SIM_SENSORS = m.SensorsInfo(
    calibrated=True,
    sensors=(m.SensorLevel(1, 37500, 61000, 14000), m.SensorLevel(2, 36750, 60500, 13000)),
)
"""The simulated machine's calibration: as the firmware's simulated HAL (hal_sim.py)."""


@dataclass(frozen=True)
class FaultPlan:
    """What goes wrong, and where, in a ``sim://`` session.

    URL parameters (all optional, e.g. ``sim://?seed=7&corrupt=0.01&jam=3:12``):

    - ``seed``: integer seed of every random choice (default 0).
    - ``corrupt``, ``drop``, ``dup``: probability per byte, in each direction, that a
      byte is flipped, lost or sent twice.
    - ``reset=B:K,...``: the device resets just after dropping card K of board B, before
      its CARD event is sent. ``reset_every=N``: a reset at card ``reset_card``
      (default 26) of every board whose number is a multiple of N.
    - ``jam=B:K``: the feeder jams on card K of board B.
    - ``misread=B:K``: card K of board B cannot be read (it goes to the reject tray).
    - ``vmisread=B:K``: the same while board B is verified (K counts the cards read).
    - ``putback=N``: where the operator puts a misread card back: with N cards below it,
      so that N others are fed first (default 0: fed next; 99: on top of the stack).
    - ``chute=B:K``: card K of board B sticks in the selector chute (chute jam); the
      operator puts it back in the hopper as a misread card (``putback``).
    - ``button=1``: the operator clears each fault and presses the machine's own
      CONTINUE button instead of waiting for the host (PROTOCOL.md 5.2).
    - ``dupcard=B:K``: a stray copy of an already dealt card turns up as card K.
    - ``missing=B:K``: the K-th card of board B's pack is missing from the hopper.
    - ``lost=B:K``: the K-th card of board B's pack is lost for good: the operator
      cannot find it however often the machine asks.
    - ``short=P,...``: the hand read from the table into pocket P (READ) is short of a
      card: the operator puts only its first 12 cards in the hopper, and the 13th is
      nowhere to be found (a hand misdealt at the table).
    - ``hopper_empty=B``: the operator forgot to put board B's pack in the hopper.
    - ``misdrop=B:K``: the selector drops card K into the next pocket without knowing
      it (only verification can catch this one).
    - ``stuck=B``: a defective selector: card 40 of board B goes into the next pocket
      every time the board is dealt (no number of attempts gets it right).
    - ``swap=B``: the tray of board B, brought for verification to a machine that holds
      no cards, has a card of North's and one of East's exchanged.
    - ``version=N``: the protocol version the device speaks (default 1): a device of
      another version answers HELLO in its own version and nothing else (section 8).
    - ``event=T``: after every BOARD_DONE the device sends an event of type ``T``
      (0x40-0x7F, decimal or 0x..), one this host does not know (section 8).
    - ``dealer=N|E|S|W``: who dealt the deal lying on the simulated table for READ
      (default N): the trump card the operator brings is the last of that hand's cards
      (``whist machine read`` sets it to the board's dealer when the URL does not).
    - ``card_ms``: mechanical time per card in milliseconds (default 0).
    - ``baud``: line speed to emulate in bits per second (default 0: instant).

    Each fault happens once: when the board is dealt again it goes through.
    """

    seed: int = 0
    corrupt: float = 0.0
    drop: float = 0.0
    dup: float = 0.0
    reset: frozenset[Spot] = frozenset()
    reset_every: int = 0
    reset_card: int = 26
    jam: frozenset[Spot] = frozenset()
    misread: frozenset[Spot] = frozenset()
    vmisread: frozenset[Spot] = frozenset()
    putback: int = 0
    chute: frozenset[Spot] = frozenset()
    button: int = 0
    dupcard: frozenset[Spot] = frozenset()
    missing: frozenset[Spot] = frozenset()
    lost: frozenset[Spot] = frozenset()
    hopper_empty: frozenset[int] = frozenset()
    short: frozenset[int] = frozenset()
    misdrop: frozenset[Spot] = frozenset()
    swap: frozenset[int] = frozenset()
    stuck: frozenset[int] = frozenset()
    card_ms: float = 0.0
    baud: int = 0
    version: int = 1
    event: int = 0
    dealer: str = "N"

    @classmethod
    def from_query(cls, query: str) -> FaultPlan:
        """Parse the query part of a ``sim://`` URL; ``ValueError`` names a bad field."""
        fields = parse_qs(query, keep_blank_values=True, strict_parsing=False)
        known = set(cls.__dataclass_fields__)
        values: dict[str, object] = {}
        for key, texts in fields.items():
            if key not in known:
                raise ValueError(
                    f"sim:// URL: unknown parameter {key!r}; known: {', '.join(sorted(known))}"
                )
            text = texts[-1]
            try:
                if key in (
                    "seed",
                    "reset_every",
                    "reset_card",
                    "baud",
                    "putback",
                    "button",
                    "version",
                ):
                    values[key] = int(text)
                elif key == "event":
                    values[key] = int(text, 0)
                    if not 0x40 <= values[key] <= 0x7F:  # type: ignore[operator]
                        raise ValueError("an event type is 0x40-0x7F")
                elif key == "dealer":
                    if text.upper() not in ("N", "E", "S", "W"):
                        raise ValueError("the dealer is one of N, E, S, W")
                    values[key] = text.upper()
                elif key in ("corrupt", "drop", "dup", "card_ms"):
                    rate = float(text)
                    if key != "card_ms" and not 0.0 <= rate <= 1.0:
                        raise ValueError("a rate is between 0 and 1")
                    values[key] = rate
                elif key in ("hopper_empty", "swap", "stuck", "short"):
                    values[key] = frozenset(int(b) for b in text.split(",") if b)
                else:
                    values[key] = frozenset(_spot(s) for s in text.split(",") if s)
            except ValueError as error:
                raise ValueError(f"sim:// URL: parameter {key}={text!r}: {error}") from None
        return cls(**values)  # type: ignore[arg-type]

    def resets_at(self, board: int, n: int) -> bool:
        if (board, n) in self.reset:
            return True
        return bool(self.reset_every) and board % self.reset_every == 0 and n == self.reset_card


def _spot(text: str) -> Spot:
    board, sep, card = text.partition(":")
    if not sep:
        raise ValueError(f"{text!r} must be BOARD:CARD, e.g. 3:12")
    return int(board), int(card)


@dataclass
class SimMechanics:
    """Hopper, pockets, reject tray, and the operator who tends them, with faults."""

    plan: FaultPlan
    rng: random.Random = field(default_factory=random.Random)
    hopper: list[int] = field(default_factory=list)
    pockets: list[list[int]] = field(default_factory=lambda: [[] for _ in range(5)])
    fired: set[tuple[str, int, int]] = field(default_factory=set)
    board: int = 0
    n: int = 0
    withheld: list[int] = field(default_factory=list)
    table_deals: dict[int, list[list[int]]] = field(default_factory=dict)
    misdrops: int = 0
    verifying: bool = False
    stuck_in_chute: int | None = None

    def __post_init__(self) -> None:
        self.rng = random.Random(f"mechanics-{self.plan.seed}")

    def _once(self, kind: str, spots: frozenset[Spot], board: int, n: int) -> bool:
        if (board, n) in spots and (kind, board, n) not in self.fired:
            self.fired.add((kind, board, n))
            return True
        return False

    # --- the operator -------------------------------------------------------------
    def board_loaded(self, board: int, pack: int, pockets: list[list[int]]) -> None:
        """The operator empties the pockets and puts the board's pack in the hopper."""
        self.pockets = [[] for _ in range(5)]
        self.board, self.n = board, 0
        self.verifying = False
        cards = [c for pocket in pockets for c in pocket]
        self.rng.shuffle(cards)
        self.withheld = []
        for b, k in sorted(self.plan.missing):
            if b == board and ("missing", b, k) not in self.fired and 1 <= k <= len(cards):
                self.fired.add(("missing", b, k))
                self.withheld.append(cards.pop(k - 1))
        for b, k in sorted(self.plan.lost):
            if b == board and ("lost", b, k) not in self.fired and 1 <= k <= len(cards):
                self.fired.add(("lost", b, k))
                cards.pop(k - 1)  # gone: not even withheld
        if board in self.plan.hopper_empty and ("hopper_empty", board, 0) not in self.fired:
            self.fired.add(("hopper_empty", board, 0))
            self.withheld += cards
            cards = []
        self.hopper = cards

    def resumed(self, kind: int) -> None:
        """The operator clears a fault before CONTINUE (PROTOCOL.md 5.2)."""
        if kind == m.FaultKind.CHUTE_JAM and self.stuck_in_chute is not None:
            self.hopper.insert(self.plan.putback, self.stuck_in_chute)
            self.stuck_in_chute = None
        elif kind == m.FaultKind.MISREAD and self.pockets[m.REJECT_POCKET]:
            # the hopper feeds from the bottom: index 0 is fed next
            self.hopper.insert(self.plan.putback, self.pockets[m.REJECT_POCKET].pop())
        elif kind == m.FaultKind.DUPLICATE_CARD and self.pockets[m.REJECT_POCKET]:
            self.pockets[m.REJECT_POCKET].pop()
        elif kind in (m.FaultKind.MISSING_CARD, m.FaultKind.HOPPER_EMPTY):
            self.hopper += self.withheld
            self.withheld = []

    def verify_started(self, board: int, plan: list[list[int]]) -> None:
        """The operator stacks the four hands in the hopper, North's first (after an
        interrupted verification: the cards already read, then those still unread). When
        the machine holds no cards of this board, the operator brings the board's tray as
        dealt earlier: the plan's hands, with North's first card and East's swapped if the
        ``swap`` fault names the board."""
        same = board == self.board
        self.board, self.n = board, 0
        self.verifying = True
        held = [c for p in range(4) for c in self.pockets[p]] + self.hopper if same else []
        if not held:
            hands = [list(p) for p in plan]
            if board in self.plan.swap and ("swap", board, 0) not in self.fired:
                self.fired.add(("swap", board, 0))
                hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
            held = [c for hand in hands for c in hand]
        self.hopper = held
        self.pockets = [[] for _ in range(5)]

    def read_started(self, pack: int, count: int, pocket: int) -> None:
        """The operator puts a hand dealt by hand at the table in the hopper; for the
        reject tray (pocket 4), the trump card: the last of the simulated table's dealer's
        cards (``dealer``, North unless the URL names another)."""
        deal = self.table_deal(pack)
        self.n = 0
        self.verifying = False
        dealer = "NESW".index(self.plan.dealer)
        hand = deal[pocket][:count] if pocket < 4 else deal[dealer][-count:]
        if pocket in self.plan.short:
            hand = hand[:-1]  # short of a card, for good: nothing is withheld
        self.hopper = list(hand)

    def table_deal(self, pack: int) -> list[list[int]]:
        """The deal lying on the table for READ: dealt by hand from a seeded shuffle."""
        if pack not in self.table_deals:
            self.table_deals[pack] = table_deal(self.plan.seed, pack)
        return self.table_deals[pack]

    # --- the machine ----------------------------------------------------------------
    def feed(self) -> tuple[int, int]:
        """Feed and read the next card: (status, card) with status 0 ok, else a fault."""
        if not self.hopper:
            return m.FaultKind.HOPPER_EMPTY, m.NO_CARD
        n = self.n + 1
        if self._once("jam", self.plan.jam, self.board, n):
            return m.FaultKind.JAM, m.NO_CARD
        if self._once("dupcard", self.plan.dupcard, self.board, n):
            dealt = [c for p in range(4) for c in self.pockets[p]]
            stray = dealt[0] if dealt else self.hopper[0]
            self.hopper.insert(0, stray)
        card = self.hopper.pop(0)
        misread = self.plan.vmisread if self.verifying else self.plan.misread
        if self._once("vmisread" if self.verifying else "misread", misread, self.board, n):
            self.pockets[m.REJECT_POCKET].append(card)
            return m.FaultKind.MISREAD, m.NO_CARD
        return 0, card

    def drop(self, card: int, pocket: int, mode: str) -> int:
        """Drop ``card`` into ``pocket``: 0, or CHUTE_JAM when the card sticks in the
        chute. ``mode`` is ``"deal"``, ``"read"`` or ``"reject"``; while dealing, a
        misdrop fault sends the card to the next pocket without the device knowing, and
        a reset fault reboots the device."""
        if mode != "reject" and self._once("chute", self.plan.chute, self.board, self.n + 1):
            self.stuck_in_chute = card
            return m.FaultKind.CHUTE_JAM
        if mode == "reject":
            self.pockets[pocket].append(card)
            return 0
        self.n += 1
        dealing = mode == "deal"
        stuck = dealing and self.board in self.plan.stuck and self.n == STUCK_CARD
        if stuck or (dealing and self._once("misdrop", self.plan.misdrop, self.board, self.n)):
            pocket = (pocket + 1) % 4
            self.misdrops += 1
        self.pockets[pocket].append(card)
        if dealing and self.plan.resets_at(self.board, self.n):
            key = ("reset", self.board, self.n)
            if key not in self.fired:
                self.fired.add(key)
                raise DeviceReset(f"reset at board {self.board}, card {self.n}")
        return 0


def table_deal(seed: int, pack: int) -> list[list[int]]:
    """Four hands of card ids dealt one at a time from a shuffled pack (``sim://`` READ)."""
    ids = list(range(52)) if pack == m.PackId.STANDARD else [*range(48), 48, 48, 48, 48]
    random.Random(f"table-{seed}-{pack}").shuffle(ids)
    return [sorted(ids[p::4]) for p in range(4)]


class SimDevice:
    """Device logic of PROTOCOL.md sections 4-7 over :class:`SimMechanics`.

    ``output`` receives every byte the device sends. ``clock`` returns seconds.
    """

    def __init__(
        self, plan: FaultPlan, output: Callable[[bytes], None], clock: Callable[[], float]
    ):
        self.plan = plan
        self.mech = SimMechanics(plan)
        self._output = output
        self._clock = clock
        self._rng = random.Random(f"device-{plan.seed}")
        self.device_id = self._rng.getrandbits(64).to_bytes(8, "little")
        self.boots = 0
        self.bad_frames = 0
        self._boot(m.ResetReason.POWER_ON)

    # --- RAM state, lost at every reset -----------------------------------------
    def _boot(self, reason: int) -> None:
        self.boots += 1
        self.boot_id = self._rng.getrandbits(32)
        self._decoder = FrameDecoder(self.plan.version)
        self._decoder.feed(b"\x00")
        self._last_cmd: int | None = None
        self._last_reply: bytes = b""
        self._event_seq = 0
        self._events: list[tuple[int, bytes]] = []
        self._sent_at = 0.0
        self.state: int = m.DeviceState.IDLE
        self.board = 0
        self.pack = 0
        self.plan_pockets: list[list[int]] = []
        self._need: list[Counter[int]] = []
        self.dealt = 0
        self.last_card = m.NO_CARD
        self.last_pocket = m.NO_CARD
        self.fault = 0
        self.counts = [0, 0, 0, 0]
        self._dealt_pockets: list[list[int]] = [[], [], [], []]
        self._read_left = 0
        self._read_pocket = 0
        self._owed = [0, 0, 0, 0]
        self._next_card_at = 0.0
        self._queue_event(m.MsgType.RESET, m.ResetEvent(self.boot_id, reason).encode())

    def reset(self, reason: int = m.ResetReason.WATCHDOG) -> None:
        """Reboot: everything in RAM is lost; the mechanics (cards in pockets) stay."""
        self._boot(reason)

    # --- wire ----------------------------------------------------------------------
    def receive(self, data: bytes) -> None:
        before = self._decoder.bad_frames
        for frame in self._decoder.feed(data):
            self._handle(frame)
        foreign, self._decoder.foreign = self._decoder.foreign, []
        for frame in foreign:
            if frame.type == m.MsgType.HELLO:
                # PROTOCOL.md 8: HELLO of any version is answered in the device's own
                before += 1
                self._handle(frame)
        if self._decoder.bad_frames > before:
            # The bad frame may have been the ACK of our event: NAK, and resend it now.
            self.bad_frames += self._decoder.bad_frames - before
            self._send(Frame(seq=0, type=m.MsgType.NAK, body=bytes((m.NakReason.BAD_FRAME,))))
            self._resend_head()

    def _send(self, frame: Frame) -> bytes:
        frame = Frame(frame.seq, frame.type, frame.body, self.plan.version)
        wire = encode_frame(frame) + b"\x00"  # idle fill: see PROTOCOL.md 2.1
        self._output(wire)
        return wire

    def _queue_event(self, kind: int, body: bytes) -> None:
        frame = Frame(seq=self._event_seq, type=kind, body=body, version=self.plan.version)
        wire = encode_frame(frame) + b"\x00"
        self._events.append((self._event_seq, wire))
        self._event_seq = (self._event_seq + 1) % 256
        if len(self._events) == 1:
            self._resend_head()

    def _resend_head(self) -> None:
        if self._events:
            self._output(self._events[0][1])
            self._sent_at = self._clock()

    def poll(self) -> None:
        """Let time pass: retransmit an unacknowledged event, move the mechanics."""
        now = self._clock()
        if self.state == m.DeviceState.PAUSED and self.plan.button:
            self._resume()  # the operator pressed the machine's own CONTINUE button
        if self._events:
            if now - self._sent_at >= EVENT_RETRY_S:
                self._resend_head()
            return
        if self.state in (m.DeviceState.DEALING, m.DeviceState.READING, m.DeviceState.VERIFYING):
            if now < self._next_card_at:
                return
            self._next_card_at = now + self.plan.card_ms / 1000.0
            try:
                self._step()
            except DeviceReset:
                self.reset(m.ResetReason.WATCHDOG)

    def next_timer(self) -> float | None:
        """When :meth:`poll` next has something to do (clock seconds), ``None``: never
        until the host writes."""
        if self._events:
            return self._sent_at + EVENT_RETRY_S
        if self.state in (m.DeviceState.DEALING, m.DeviceState.READING, m.DeviceState.VERIFYING):
            return self._next_card_at
        return None

    # --- commands --------------------------------------------------------------------
    def _handle(self, frame: Frame) -> None:
        kind = frame.type
        if kind == m.MsgType.ACK:
            if self._events and self._events[0][0] == frame.seq:
                self._events.pop(0)
                self._resend_head()
            return
        if kind == m.MsgType.NAK:
            self._resend_head()
            return
        if kind == m.MsgType.HELLO:
            # PROTOCOL.md 4.1: a new session: unacknowledged events dropped, event
            # numbering from 0 again, the last command forgotten; HELLO itself is not
            # remembered (it is idempotent: a repeat is executed again).
            self._events = []
            self._event_seq = 0
            self._last_cmd = None
            self._last_reply = b""
            self._send(Frame(seq=frame.seq, type=m.MsgType.HELLO_INFO, body=self._hello().encode()))
            return
        if frame.seq == self._last_cmd:
            self._output(self._last_reply)
            return
        try:
            reply_type, body = self._command(kind, frame.body)
        except ValueError as error:
            reply_type = m.MsgType.REJECT
            body = m.Reject(m.RejectCode.BAD_ARGUMENT, str(error)).encode()
        self._last_cmd = frame.seq
        self._last_reply = self._send(Frame(seq=frame.seq, type=reply_type, body=body))

    def _hello(self) -> m.HelloInfo:
        return m.HelloInfo(
            protocol=self.plan.version,
            firmware=FIRMWARE_VERSION,
            device_id=self.device_id,
            capabilities=m.CAP_DEALER | m.CAP_READER,
            packs=(1 << m.PackId.STANDARD) | (1 << m.PackId.BISHOPS),
            boot_id=self.boot_id,
        )

    def _reject(self, code: int, text: str) -> tuple[int, bytes]:
        return m.MsgType.REJECT, m.Reject(code, text).encode()

    def _command(self, kind: int, body: bytes) -> tuple[int, bytes]:
        ok = (m.MsgType.OK, b"")
        busy = (m.DeviceState.DEALING, m.DeviceState.READING, m.DeviceState.VERIFYING)
        if kind == m.MsgType.STATUS:
            return m.MsgType.STATUS_INFO, self.status().encode()
        if kind == m.MsgType.SENSORS:
            return m.MsgType.SENSORS_INFO, SIM_SENSORS.encode()
        if kind == m.MsgType.ABORT:
            self.state = m.DeviceState.IDLE
            self.board = 0
            self.fault = 0
            self._events = []  # the host has abandoned the board: its events too
            return ok
        if kind in (m.MsgType.LOAD, m.MsgType.VERIFY):
            if self.state in busy or self.state == m.DeviceState.PAUSED:
                return self._reject(m.RejectCode.BAD_STATE, "busy: ABORT first")
            plan = m.BoardBody.decode(body)
            error = check_plan(plan)
            if error:
                return self._reject(m.RejectCode.BAD_ARGUMENT, error)
            self._take_plan(plan)
            if kind == m.MsgType.LOAD:
                self.state = m.DeviceState.LOADED
                self.mech.board_loaded(plan.board, plan.pack, self.plan_pockets)
            else:
                self.state = m.DeviceState.VERIFYING
                self._read_pocket = 0
                self.mech.verify_started(plan.board, self.plan_pockets)
            return ok
        if kind == m.MsgType.DEAL:
            board = m.decode_board_number(body)
            if self.board == 0:
                return self._reject(m.RejectCode.NO_BOARD, "no board loaded")
            if board != self.board:
                return self._reject(m.RejectCode.BAD_ARGUMENT, f"board {self.board} is loaded")
            if self.state != m.DeviceState.LOADED:
                return self._reject(m.RejectCode.BAD_STATE, "not ready to deal")
            self.state = m.DeviceState.DEALING
            return ok
        if kind == m.MsgType.CONTINUE:
            board = m.decode_board_number(body)
            if self.state != m.DeviceState.PAUSED:
                if self.board == 0:
                    return self._reject(m.RejectCode.NO_BOARD, "no board loaded")
                return self._reject(m.RejectCode.BAD_STATE, "not paused")
            if board != self.board:
                return self._reject(m.RejectCode.BAD_ARGUMENT, f"board {self.board} is loaded")
            self._resume()
            return ok
        if kind == m.MsgType.READ:
            if self.state in busy or self.state == m.DeviceState.PAUSED:
                return self._reject(m.RejectCode.BAD_STATE, "busy: ABORT first")
            pack, count, pocket = m.decode_read(body)
            if pack > 1 or not 1 <= count <= 52 or pocket > 4:
                return self._reject(m.RejectCode.BAD_ARGUMENT, "pack 0-1, count 1-52, pocket 0-4")
            self.pack, self._read_left, self._read_pocket = pack, count, pocket
            self.dealt = 0
            self.board = 0
            self.state = m.DeviceState.READING
            self.mech.read_started(pack, count, pocket)
            return ok
        return self._reject(m.RejectCode.UNSUPPORTED, f"unknown message type {kind:#04x}")

    def _take_plan(self, plan: m.BoardBody) -> None:
        self.board, self.pack = plan.board, plan.pack
        self.plan_pockets = [list(p) for p in plan.pockets]
        self._need = [Counter(p) for p in plan.pockets]
        self.dealt = 0
        self.last_card = self.last_pocket = m.NO_CARD
        self.fault = 0
        self.counts = [0, 0, 0, 0]
        self._dealt_pockets = [[], [], [], []]
        self._owed = [0, 0, 0, 0]

    def status(self) -> m.StatusInfo:
        return m.StatusInfo(
            boot_id=self.boot_id,
            state=self.state,
            board=self.board,
            dealt=self.dealt,
            last_card=self.last_card,
            last_pocket=self.last_pocket,
            fault=self.fault,
            pocket_counts=(self.counts[0], self.counts[1], self.counts[2], self.counts[3]),
        )

    def _resume(self) -> None:
        self.mech.resumed(self.fault)
        self.state = self._resume_state
        self.fault = 0

    # --- mechanics -------------------------------------------------------------------
    def _pause(self, kind: int, card: int) -> None:
        self._resume_state = self.state
        self.state = m.DeviceState.PAUSED
        self.fault = kind
        self._queue_event(
            m.MsgType.FAULT, m.FaultEvent(self.board, kind, self.dealt, card).encode()
        )

    def _step(self) -> None:
        status, card = self.mech.feed()
        if self.state == m.DeviceState.DEALING:
            self._deal_step(status, card)
        else:
            self._read_step(status, card)

    def _deal_step(self, status: int, card: int) -> None:
        if status == m.FaultKind.HOPPER_EMPTY:
            missing = [c for need in self._need for c in need.elements()]
            if self.dealt == 0:
                self._pause(m.FaultKind.HOPPER_EMPTY, m.NO_CARD)
            else:
                self._pause(m.FaultKind.MISSING_CARD, min(missing))
            return
        if status:
            self._pause(status, card)
            return
        pocket = next((p for p in range(4) if self._need[p][card] > 0), None)
        if pocket is None:
            jammed = self.mech.drop(card, m.REJECT_POCKET, "reject")
            self._pause(jammed or m.FaultKind.DUPLICATE_CARD, card)
            return
        # dropped first, counted after: a card stuck in the chute is not dealt (5.2)
        if self.mech.drop(card, pocket, "deal"):
            self._pause(m.FaultKind.CHUTE_JAM, card)
            return
        self._need[pocket][card] -= 1
        self.dealt += 1
        self.counts[pocket] += 1
        self.last_card, self.last_pocket = card, pocket
        self._dealt_pockets[pocket].append(card)
        self._queue_event(
            m.MsgType.CARD, m.CardEvent(self.board, self.dealt, card, pocket).encode()
        )
        if self.counts[pocket] == m.HAND_SIZE:
            self._queue_event(m.MsgType.POCKET_DONE, m.PocketDone(self.board, pocket).encode())
        if self.dealt == m.DEAL_SIZE:
            digest = m.pocket_digest(self.pack, self._dealt_pockets)
            self.state = m.DeviceState.COMPLETE
            self._queue_event(
                m.MsgType.BOARD_DONE, m.BoardDone(self.board, digest, self.dealt).encode()
            )
            if self.plan.event:
                self._queue_event(self.plan.event, b"vendor")

    def _hand_being_read(self) -> int:
        """VERIFY (PROTOCOL.md 4.6): hands come North's first; the hand being read is the
        first one short of 13 cards less the misread cards it still owes."""
        for limit in ([m.HAND_SIZE - owed for owed in self._owed], [m.HAND_SIZE] * 4):
            for p in range(4):
                if self.counts[p] < limit[p]:
                    return p
        return 3

    def _seen_in(self, card: int) -> tuple[int, bool]:
        """The hand a card read while verifying was in, by its identity (4.6): the hand
        being read if the record puts it there; else a hand that owes a misread card and
        holds this one by the record (the misread card, put back anywhere in the stack);
        else the hand being read, as a mismatch. Also says whether the card fills an
        owed place; the caller counts it once the card is through the chute."""
        hand = self._hand_being_read()
        if self._need[hand][card] > 0:
            return hand, False
        for p in range(4):
            if self._owed[p] and self._need[p][card] > 0:
                return p, True
        return hand, False

    def _read_step(self, status: int, card: int) -> None:
        verifying = self.state == m.DeviceState.VERIFYING
        total = m.DEAL_SIZE if verifying else self._read_left
        if status == m.FaultKind.HOPPER_EMPTY:
            self._pause(m.FaultKind.MISSING_CARD, m.NO_CARD)
            return
        if status:
            if verifying and status in (m.FaultKind.MISREAD, m.FaultKind.CHUTE_JAM):
                self._owed[self._hand_being_read()] += 1
            self._pause(status, card)
            return
        pocket, owed = self._seen_in(card) if verifying else (self._read_pocket, False)
        if self.mech.drop(card, pocket, "read"):
            if verifying and not owed:
                self._owed[pocket] += 1
            self._pause(m.FaultKind.CHUTE_JAM, card)
            return
        if verifying:
            self._owed[pocket] -= owed
            if self._need[pocket][card] > 0:
                self._need[pocket][card] -= 1
        self.dealt += 1
        self.last_card, self.last_pocket = card, pocket
        if pocket < 4:
            self._dealt_pockets[pocket].append(card)
            self.counts[pocket] += 1
        if not verifying:
            self._queue_event(m.MsgType.CARD_READ, m.CardRead(self.dealt, card, pocket).encode())
        elif self.counts[pocket] == m.HAND_SIZE:
            cards = tuple(self._dealt_pockets[pocket])
            self._queue_event(
                m.MsgType.POCKET_READ, m.PocketRead(self.board, pocket, cards).encode()
            )
        if self.dealt < total:
            return
        if verifying:
            mismatches = sum(
                (Counter(self._dealt_pockets[p]) - Counter(self.plan_pockets[p])).total()
                for p in range(4)
            )
            digest = m.pocket_digest(self.pack, self._dealt_pockets)
            self.state = m.DeviceState.COMPLETE
            self._queue_event(
                m.MsgType.VERIFY_DONE,
                m.VerifyDone(self.board, int(mismatches == 0), digest, mismatches).encode(),
            )
        else:
            self.state = m.DeviceState.IDLE
            self._queue_event(m.MsgType.READ_DONE, m.ReadDone(self.dealt).encode())

    _resume_state: int = m.DeviceState.DEALING


def check_plan(plan: m.BoardBody) -> str:
    """Why a LOAD/VERIFY plan is unacceptable, or ``""`` (PROTOCOL.md 4.2, code 2)."""
    if plan.pack not in (m.PackId.STANDARD, m.PackId.BISHOPS):
        return f"unknown pack {plan.pack}"
    if plan.board == 0:
        return "board number 0"
    ids = Counter(c for pocket in plan.pockets for c in pocket)
    expected = (
        Counter(range(52)) if plan.pack == m.PackId.STANDARD else Counter([*range(48), *[48] * 4])
    )
    if ids != expected:
        return "the plan is not one whole pack"
    if m.pocket_digest(plan.pack, plan.pockets) != plan.digest:
        return "digest does not match the plan"
    return ""

"""Message types and bodies of the machine link (``hardware/PROTOCOL.md``, sections 3-6).

Every number here is a wire constant written down in PROTOCOL.md; the firmware
(``hardware/firmware/main.py``) spells the same numbers without importing this module.
All multi-byte integers are little-endian.
"""

from __future__ import annotations

import binascii
import struct
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum


class MsgType(IntEnum):
    """The ``type`` byte: 0x01-0x3F host to device, 0x40-0x7F events, 0x80-0xBF replies."""

    # host -> device commands (and the link-level ACK/NAK, used both ways)
    HELLO = 0x01
    ACK = 0x02
    NAK = 0x03
    LOAD = 0x10
    DEAL = 0x11
    STATUS = 0x12
    CONTINUE = 0x13
    ABORT = 0x14
    SENSORS = 0x15
    READ = 0x20
    VERIFY = 0x21
    # device -> host events (each acknowledged by an ACK carrying its seq)
    CARD = 0x40
    POCKET_DONE = 0x41
    BOARD_DONE = 0x42
    FAULT = 0x43
    RESET = 0x44
    CARD_READ = 0x45
    READ_DONE = 0x46
    VERIFY_DONE = 0x47
    POCKET_READ = 0x48
    # device -> host replies (seq = the command's seq)
    HELLO_INFO = 0x81
    OK = 0x82
    REJECT = 0x83
    STATUS_INFO = 0x92
    SENSORS_INFO = 0x95


COMMANDS = frozenset(
    {
        MsgType.HELLO,
        MsgType.LOAD,
        MsgType.DEAL,
        MsgType.STATUS,
        MsgType.CONTINUE,
        MsgType.ABORT,
        MsgType.SENSORS,
        MsgType.READ,
        MsgType.VERIFY,
    }
)
EVENTS = frozenset(t for t in MsgType if 0x40 <= t <= 0x7F)
REPLIES = frozenset(t for t in MsgType if 0x80 <= t <= 0xBF)


class FaultKind(IntEnum):
    """The ``kind`` byte of a FAULT event (PROTOCOL.md 5.2), plus host-side kinds >= 0x80
    that never travel on the wire but are counted in reports."""

    JAM = 1
    MISREAD = 2
    DUPLICATE_CARD = 3
    MISSING_CARD = 4
    HOPPER_EMPTY = 5
    CHUTE_JAM = 6
    # host-side only
    RESET = 0x80
    MISDEAL_CAUGHT = 0x81
    TIMEOUT = 0x82

    @property
    def label(self) -> str:
        return self.name.lower().replace("_", " ")


class DeviceState(IntEnum):
    """The ``state`` byte of STATUS_INFO (PROTOCOL.md 4.4)."""

    IDLE = 0
    LOADED = 1
    DEALING = 2
    PAUSED = 3
    COMPLETE = 4
    READING = 5
    VERIFYING = 6


class RejectCode(IntEnum):
    """The ``code`` byte of REJECT (PROTOCOL.md 4.2)."""

    BAD_STATE = 1
    BAD_ARGUMENT = 2
    UNSUPPORTED = 3
    NO_BOARD = 4


class NakReason(IntEnum):
    BAD_FRAME = 1


class ResetReason(IntEnum):
    POWER_ON = 0
    WATCHDOG = 1
    BROWN_OUT = 2
    SOFT = 3


class PackId(IntEnum):
    """The ``pack`` byte; also bit positions of HELLO_INFO's ``packs`` mask."""

    STANDARD = 0
    BISHOPS = 1


CAP_DEALER = 0x01
CAP_READER = 0x02
NO_CARD = 0xFF
OTHER_PACK = 0xFE
"""Card byte of a FAULT for a card whose code names another pack (PROTOCOL.md 3.2)."""
POCKETS = 4
HAND_SIZE = 13
DEAL_SIZE = POCKETS * HAND_SIZE
REJECT_POCKET = 4
"""The reject tray below the pockets: misread and duplicate cards go there."""


def pocket_digest(pack: int, pockets: Sequence[Sequence[int]]) -> int:
    """The deal hash of PROTOCOL.md 3.3: CRC-32 of the pack byte then, for pockets 0..3
    in turn, that pocket's card ids sorted ascending. Knights (one id for four cards)
    make no difference to it, as they make none at the table.

    >>> hex(pocket_digest(0, [range(0, 13), range(13, 26), range(26, 39), range(39, 52)]))
    '0x7c00dec0'
    """
    data = bytearray((pack,))
    for pocket in pockets:
        data += bytes(sorted(pocket))
    return binascii.crc32(bytes(data)) & 0xFFFFFFFF


@dataclass(frozen=True, slots=True)
class BoardBody:
    """The body of LOAD and VERIFY: board, pack, digest and 4 x 13 card ids."""

    board: int
    pack: int
    digest: int
    pockets: tuple[tuple[int, ...], ...]

    def encode(self) -> bytes:
        ids = bytes(card for pocket in self.pockets for card in pocket)
        return struct.pack("<HBI", self.board, self.pack, self.digest) + ids

    @classmethod
    def decode(cls, body: bytes) -> BoardBody:
        if len(body) != 7 + DEAL_SIZE:
            raise ValueError(f"board body of {len(body)} bytes, expected {7 + DEAL_SIZE}")
        board, pack, digest = struct.unpack_from("<HBI", body)
        ids = body[7:]
        pockets = tuple(tuple(ids[p * HAND_SIZE : (p + 1) * HAND_SIZE]) for p in range(POCKETS))
        return cls(board, pack, digest, pockets)


@dataclass(frozen=True, slots=True)
class HelloInfo:
    """HELLO_INFO (PROTOCOL.md 4.1)."""

    protocol: int
    firmware: tuple[int, int, int]
    device_id: bytes
    capabilities: int
    packs: int
    boot_id: int

    def encode(self) -> bytes:
        major, minor, patch = self.firmware
        return (
            struct.pack("<BBBB", self.protocol, major, minor, patch)
            + self.device_id
            + struct.pack("<BBI", self.capabilities, self.packs, self.boot_id)
        )

    @classmethod
    def decode(cls, body: bytes) -> HelloInfo:
        if len(body) != 18:
            raise ValueError(f"HELLO_INFO body of {len(body)} bytes, expected 18")
        protocol, major, minor, patch = struct.unpack_from("<BBBB", body)
        caps, packs, boot_id = struct.unpack_from("<BBI", body, 12)
        return cls(protocol, (major, minor, patch), bytes(body[4:12]), caps, packs, boot_id)

    @property
    def firmware_version(self) -> str:
        return ".".join(str(n) for n in self.firmware)

    @property
    def is_dealer(self) -> bool:
        return bool(self.capabilities & CAP_DEALER)

    @property
    def is_reader(self) -> bool:
        return bool(self.capabilities & CAP_READER)

    def supports_pack(self, pack: int) -> bool:
        return bool(self.packs & (1 << pack))


SENSOR_NAMES = {1: "throat", 2: "hopper"}
"""The reflective sensors of SENSORS_INFO (PROTOCOL.md 4.7), by their number."""


@dataclass(frozen=True, slots=True)
class SensorLevel:
    """One sensor's threshold and the readings calibration measured (ADC counts
    0-65535; empty and card are 0 when not measured)."""

    sensor: int
    threshold: int
    empty: int
    card: int

    @property
    def name(self) -> str:
        return SENSOR_NAMES.get(self.sensor, f"sensor {self.sensor}")


@dataclass(frozen=True, slots=True)
class SensorsInfo:
    """SENSORS_INFO (PROTOCOL.md 4.7): the thresholds the device uses, and whether its
    calibration routine measured them (else they are the firmware's starting points)."""

    calibrated: bool
    sensors: tuple[SensorLevel, ...]

    def encode(self) -> bytes:
        head = struct.pack("<BB", int(self.calibrated), len(self.sensors))
        return head + b"".join(
            struct.pack("<BHHH", s.sensor, s.threshold, s.empty, s.card) for s in self.sensors
        )

    @classmethod
    def decode(cls, body: bytes) -> SensorsInfo:
        if len(body) < 2 or body[0] > 1 or len(body) != 2 + 7 * body[1]:
            raise ValueError(
                f"SENSORS_INFO body of {len(body)} bytes: expected calibrated (0 or 1), "
                "count, then 7 bytes a sensor"
            )
        sensors = tuple(
            SensorLevel(*struct.unpack_from("<BHHH", body, 2 + 7 * i)) for i in range(body[1])
        )
        return cls(bool(body[0]), sensors)


@dataclass(frozen=True, slots=True)
class StatusInfo:
    """STATUS_INFO (PROTOCOL.md 4.4)."""

    boot_id: int
    state: int
    board: int
    dealt: int
    last_card: int
    last_pocket: int
    fault: int
    pocket_counts: tuple[int, int, int, int]

    FORMAT = "<IBHBBBB4B"

    def encode(self) -> bytes:
        return struct.pack(
            self.FORMAT,
            self.boot_id,
            self.state,
            self.board,
            self.dealt,
            self.last_card,
            self.last_pocket,
            self.fault,
            *self.pocket_counts,
        )

    @classmethod
    def decode(cls, body: bytes) -> StatusInfo:
        if len(body) != struct.calcsize(cls.FORMAT):
            raise ValueError(
                f"STATUS_INFO body of {len(body)} bytes, expected {struct.calcsize(cls.FORMAT)}"
            )
        v = struct.unpack(cls.FORMAT, body)
        return cls(v[0], v[1], v[2], v[3], v[4], v[5], v[6], (v[7], v[8], v[9], v[10]))


@dataclass(frozen=True, slots=True)
class Reject:
    code: int
    message: str

    def encode(self) -> bytes:
        return bytes((self.code,)) + self.message.encode("ascii", "replace")[:200]

    @classmethod
    def decode(cls, body: bytes) -> Reject:
        if not body:
            raise ValueError("REJECT body is empty; it needs at least the code byte")
        return cls(body[0], body[1:].decode("ascii", "replace"))


@dataclass(frozen=True, slots=True)
class CardEvent:
    """CARD (dealt) event: the n-th card of the board, its id and its pocket."""

    board: int
    n: int
    card: int
    pocket: int

    def encode(self) -> bytes:
        return struct.pack("<HBBB", self.board, self.n, self.card, self.pocket)

    @classmethod
    def decode(cls, body: bytes) -> CardEvent:
        return cls(*struct.unpack("<HBBB", body))


@dataclass(frozen=True, slots=True)
class PocketDone:
    board: int
    pocket: int

    def encode(self) -> bytes:
        return struct.pack("<HB", self.board, self.pocket)

    @classmethod
    def decode(cls, body: bytes) -> PocketDone:
        return cls(*struct.unpack("<HB", body))


@dataclass(frozen=True, slots=True)
class BoardDone:
    board: int
    digest: int
    cards: int

    def encode(self) -> bytes:
        return struct.pack("<HIB", self.board, self.digest, self.cards)

    @classmethod
    def decode(cls, body: bytes) -> BoardDone:
        return cls(*struct.unpack("<HIB", body))


@dataclass(frozen=True, slots=True)
class FaultEvent:
    board: int
    kind: int
    n: int
    card: int

    def encode(self) -> bytes:
        return struct.pack("<HBBB", self.board, self.kind, self.n, self.card)

    @classmethod
    def decode(cls, body: bytes) -> FaultEvent:
        return cls(*struct.unpack("<HBBB", body))


@dataclass(frozen=True, slots=True)
class ResetEvent:
    boot_id: int
    reason: int

    def encode(self) -> bytes:
        return struct.pack("<IB", self.boot_id, self.reason)

    @classmethod
    def decode(cls, body: bytes) -> ResetEvent:
        return cls(*struct.unpack("<IB", body))


@dataclass(frozen=True, slots=True)
class CardRead:
    """CARD_READ event: the n-th card read, its id, and the pocket it was read for."""

    n: int
    card: int
    pocket: int

    def encode(self) -> bytes:
        return struct.pack("<BBB", self.n, self.card, self.pocket)

    @classmethod
    def decode(cls, body: bytes) -> CardRead:
        return cls(*struct.unpack("<BBB", body))


@dataclass(frozen=True, slots=True)
class PocketRead:
    """POCKET_READ event (VERIFY): the ids read for one pocket, in the order read."""

    board: int
    pocket: int
    cards: tuple[int, ...]

    def encode(self) -> bytes:
        return struct.pack("<HB", self.board, self.pocket) + bytes(self.cards)

    @classmethod
    def decode(cls, body: bytes) -> PocketRead:
        if len(body) < 3:
            raise ValueError(f"POCKET_READ body of {len(body)} bytes, expected at least 3")
        board, pocket = struct.unpack_from("<HB", body)
        return cls(board, pocket, tuple(body[3:]))


@dataclass(frozen=True, slots=True)
class ReadDone:
    count: int

    def encode(self) -> bytes:
        return struct.pack("<B", self.count)

    @classmethod
    def decode(cls, body: bytes) -> ReadDone:
        return cls(*struct.unpack("<B", body))


@dataclass(frozen=True, slots=True)
class VerifyDone:
    board: int
    ok: int
    digest: int
    mismatches: int

    def encode(self) -> bytes:
        return struct.pack("<HBIB", self.board, self.ok, self.digest, self.mismatches)

    @classmethod
    def decode(cls, body: bytes) -> VerifyDone:
        return cls(*struct.unpack("<HBIB", body))


def encode_read(pack: int, count: int, pocket: int) -> bytes:
    """READ body: pack, number of cards to read, pocket they are read for."""
    return struct.pack("<BBB", pack, count, pocket)


def decode_read(body: bytes) -> tuple[int, int, int]:
    pack, count, pocket = struct.unpack("<BBB", body)
    return pack, count, pocket


def encode_board_number(board: int) -> bytes:
    """DEAL and CONTINUE body: the board number."""
    return struct.pack("<H", board)


def decode_board_number(body: bytes) -> int:
    (board,) = struct.unpack("<H", body)
    return int(board)

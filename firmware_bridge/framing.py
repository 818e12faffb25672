"""Framing of the machine link: COBS, a three-byte header and a CRC-32 trailer.

Implements section 2 ("Framing") of ``hardware/PROTOCOL.md``. On the wire a frame is::

    00 | COBS( version | seq | type | body ... | crc32 (4 bytes, little-endian) ) | 00

The CRC-32 (the one of ``binascii.crc32``, present on CPython and MicroPython) covers
``version | seq | type | body``. A decoder counts every run of bytes between two
delimiters that is not a well-formed frame (bad COBS, too short, too long, bad CRC,
unknown version) and drops it; decoding resynchronises at the next ``00``.

>>> wire = encode_frame(Frame(seq=1, type=0x01))
>>> wire.hex(" ")
'00 08 01 01 01 f2 b2 9f 90 00'
>>> decoder = FrameDecoder()
>>> decoder.feed(wire)
[Frame(seq=1, type=1, body=b'', version=1)]
"""

from __future__ import annotations

import binascii
import struct
from dataclasses import dataclass

PROTOCOL_VERSION = 1
"""The ``version`` byte of every frame of this protocol (PROTOCOL.md, section 2)."""

DELIMITER = 0x00
HEADER_SIZE = 3
CRC_SIZE = 4
MIN_FRAME = HEADER_SIZE + CRC_SIZE
MAX_FRAME = 255
"""Largest decoded frame (header + body + CRC) in bytes."""
MAX_BODY = MAX_FRAME - MIN_FRAME
MAX_ENCODED = MAX_FRAME + MAX_FRAME // 254 + 1
"""Largest COBS-encoded frame between delimiters."""


class CobsError(ValueError):
    """Bytes that are not a valid COBS encoding."""


def cobs_encode(data: bytes) -> bytes:
    """Consistent Overhead Byte Stuffing (Cheshire and Baker, 1999): the result has
    no zero byte and is at most ``len(data) // 254 + 1`` bytes longer.

    >>> cobs_encode(b"\\x11\\x00\\x22").hex(" ")
    '02 11 02 22'
    """
    out = bytearray()
    code_index = 0
    out.append(0)
    code = 1
    last = len(data) - 1
    for i, byte in enumerate(data):
        if byte == 0:
            out[code_index] = code
            code_index = len(out)
            out.append(0)
            code = 1
            continue
        out.append(byte)
        code += 1
        if code == 0xFF and i < last:
            out[code_index] = code
            code_index = len(out)
            out.append(0)
            code = 1
    out[code_index] = code
    return bytes(out)


def cobs_decode(data: bytes) -> bytes:
    """The inverse of :func:`cobs_encode`; raises :class:`CobsError` on a zero byte or
    a code that runs past the end.

    >>> cobs_decode(bytes.fromhex("02 11 02 22"))
    b'\\x11\\x00"'
    """
    out = bytearray()
    i = 0
    n = len(data)
    while i < n:
        code = data[i]
        if code == 0:
            raise CobsError(f"zero byte at offset {i} inside a COBS block")
        end = i + code
        if end > n:
            raise CobsError(f"COBS code {code} at offset {i} runs past the end ({n} bytes)")
        block = data[i + 1 : end]
        if 0 in block:
            raise CobsError(f"zero byte inside the COBS block at offset {i}")
        out += block
        i = end
        if code != 0xFF and i < n:
            out.append(0)
    return bytes(out)


@dataclass(frozen=True, slots=True)
class Frame:
    """One decoded frame: sequence number, message type and body (PROTOCOL.md 2.2)."""

    seq: int
    type: int
    body: bytes = b""
    version: int = PROTOCOL_VERSION

    def __post_init__(self) -> None:
        for name, value in (("seq", self.seq), ("type", self.type), ("version", self.version)):
            if not 0 <= value <= 0xFF:
                raise ValueError(f"frame {name} {value} does not fit in one byte (0..255)")
        if len(self.body) > MAX_BODY:
            raise ValueError(
                f"frame body of {len(self.body)} bytes is longer than the {MAX_BODY} allowed"
            )


def frame_payload(frame: Frame) -> bytes:
    """Header, body and CRC-32 of ``frame``, before COBS."""
    head = bytes((frame.version, frame.seq, frame.type)) + frame.body
    return head + struct.pack("<I", binascii.crc32(head) & 0xFFFFFFFF)


def encode_frame(frame: Frame) -> bytes:
    """The bytes on the wire for ``frame``, with a delimiter before and after."""
    return b"\x00" + cobs_encode(frame_payload(frame)) + b"\x00"


def parse_payload(payload: bytes, version: int | None = PROTOCOL_VERSION) -> Frame:
    """A frame from its decoded payload; raises ``ValueError`` saying what is wrong.
    ``version=None`` accepts any version (the caller looks at ``Frame.version``)."""
    if len(payload) < MIN_FRAME:
        raise ValueError(f"frame of {len(payload)} bytes is shorter than the {MIN_FRAME} minimum")
    if len(payload) > MAX_FRAME:
        raise ValueError(f"frame of {len(payload)} bytes is longer than the {MAX_FRAME} maximum")
    head, crc_bytes = payload[:-CRC_SIZE], payload[-CRC_SIZE:]
    (crc,) = struct.unpack("<I", crc_bytes)
    actual = binascii.crc32(head) & 0xFFFFFFFF
    if crc != actual:
        raise ValueError(f"CRC-32 mismatch: frame says {crc:08x}, bytes give {actual:08x}")
    if version is not None and head[0] != version:
        raise ValueError(f"protocol version {head[0]} is not {version}")
    return Frame(seq=head[1], type=head[2], body=bytes(head[3:]), version=head[0])


def decode_wire(wire: bytes) -> Frame:
    """Exactly one frame from its wire bytes (delimiters optional at either end)."""
    inner = wire.strip(b"\x00")
    if b"\x00" in inner:
        raise ValueError("more than one frame: a 00 delimiter sits inside the bytes")
    return parse_payload(cobs_decode(inner))


class FrameDecoder:
    """Incremental decoder: feed it bytes as they arrive, it returns complete frames.

    Bytes before the first delimiter are discarded (the host never trusts what a
    device printed before it was listening). ``bad_frames`` counts dropped frames and
    ``last_error`` says why the latest one was dropped. A frame whose only fault is
    another protocol version is dropped and counted too (PROTOCOL.md 2.4), but kept in
    ``foreign`` so that a version mismatch can be reported as one (section 8).
    """

    def __init__(self, version: int = PROTOCOL_VERSION) -> None:
        self.version = version
        self.foreign: list[Frame] = []
        self._buffer = bytearray()
        self._overflow = False
        self._synced = False
        self.bad_frames = 0
        self.last_error = ""

    def reset(self) -> None:
        """Forget a partial frame (after the port was flushed)."""
        self._buffer.clear()
        self._overflow = False
        self._synced = False

    def feed(self, data: bytes) -> list[Frame]:
        frames: list[Frame] = []
        for byte in data:
            if byte != DELIMITER:
                if not self._overflow:
                    self._buffer.append(byte)
                    if len(self._buffer) > MAX_ENCODED:
                        self._overflow = True
                        self._buffer.clear()
                continue
            if not self._synced:
                self._synced = True
                self._buffer.clear()
                self._overflow = False
                continue
            if self._overflow:
                self._drop(f"more than {MAX_ENCODED} bytes between delimiters")
                self._overflow = False
                continue
            if not self._buffer:
                continue
            chunk = bytes(self._buffer)
            self._buffer.clear()
            try:
                frame = parse_payload(cobs_decode(chunk), None)
            except ValueError as error:
                self._drop(str(error))
                continue
            if frame.version != self.version:
                self._drop(f"protocol version {frame.version} is not {self.version}")
                self.foreign.append(frame)
                continue
            frames.append(frame)
        return frames

    def _drop(self, reason: str) -> None:
        self.bad_frames += 1
        self.last_error = reason

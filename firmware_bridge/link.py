"""Transport and framing layers: a port opened by URL, a reader thread, stop-and-wait.

Implements PROTOCOL.md sections 2, 6 and 7 on the host side:

- the port is opened only through ``serial.serial_for_url`` (device path, ``socket://``,
  ``loop://``, ``sim://``: one code path);
- a reader thread feeds a :class:`~firmware_bridge.framing.FrameDecoder`, acknowledges
  every event at once, discards duplicate events by sequence number (RESET events by
  boot id), hands replies to the waiting command and answers bad frames with NAK;
- :meth:`Link.command` sends one command and waits for its reply, retransmitting the
  same frame (same seq) on timeout or NAK.
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import serial

import firmware_bridge  # noqa: F401  (registers sim:// with pyserial)
from firmware_bridge import messages as m
from firmware_bridge.errors import BridgeError, BridgeProtocolError, BridgeTimeoutError
from firmware_bridge.framing import PROTOCOL_VERSION, Frame, FrameDecoder, encode_frame

REPLY_TIMEOUT_S = 0.3
_TYPE_NAMES = frozenset(int(t) for t in m.MsgType)
TRIES = 20


@dataclass
class LinkStats:
    """What the link layer met: the raw material of the run's report."""

    commands: int = 0
    retransmits: int = 0
    naks_sent: int = 0
    naks_received: int = 0
    bad_frames: int = 0
    events: int = 0
    duplicate_events: int = 0
    stale_replies: int = 0
    resets_seen: int = 0
    bytes_in: int = 0
    bytes_out: int = 0
    extra: dict[str, int] = field(default_factory=dict)


class Link:
    """One open connection to a device. Use as a context manager or call :meth:`close`."""

    def __init__(
        self,
        url: str,
        *,
        reply_timeout: float = REPLY_TIMEOUT_S,
        tries: int = TRIES,
        baudrate: int = 115200,
    ) -> None:
        self.url = url
        self.reply_timeout = reply_timeout
        self.tries = tries
        self.stats = LinkStats()
        try:
            self.port: Any = serial.serial_for_url(url, baudrate=baudrate, timeout=0.05)
        except (serial.SerialException, OSError, ValueError) as error:
            raise BridgeError(
                f"cannot open the machine's port {url!r}: {error}",
                "check the cable and the port name (e.g. /dev/ttyACM0, or sim:// for the "
                "simulator), and that no other program holds the port",
            ) from error
        self._decoder = FrameDecoder()
        self._write_lock = threading.Lock()
        self._cond = threading.Condition()
        self._pending_seq: int | None = None
        self._reply: Frame | None = None
        self._foreign: Frame | None = None
        self.warnings: list[str] = []
        """Things the device did that this host tolerates but the operator should hear
        of (an event type unknown to this program)."""
        self._nak = False
        self._events: queue.Queue[Frame] = queue.Queue()
        self._last_event_seq: int | None = None
        self.boot_id: int | None = None
        self._seq = 0
        self._alive = True
        self._failure: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name=f"bridge-reader {url}", daemon=True)
        self._thread.start()

    # --- lifecycle --------------------------------------------------------------------
    def __enter__(self) -> Link:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._alive = False
        cancel = getattr(self.port, "cancel_read", None)
        if cancel is not None:
            with contextlib.suppress(serial.SerialException, OSError):
                cancel()
        self._thread.join(timeout=2.0)
        with contextlib.suppress(serial.SerialException, OSError):
            self.port.close()

    def flush_input(self) -> None:
        """Drop whatever the device sent so far (a banner, old frames)."""
        with contextlib.suppress(serial.SerialException, OSError, AttributeError):
            self.port.reset_input_buffer()
        with self._cond:
            self._decoder.reset()
        while not self._events.empty():
            self._events.get_nowait()

    # --- reader thread ------------------------------------------------------------------
    def _run(self) -> None:
        while self._alive:
            try:
                waiting = self.port.in_waiting
                data = self.port.read(max(1, min(waiting, 4096)))
            except (serial.SerialException, OSError, TypeError, AttributeError) as error:
                if self._alive:
                    self._failure = error
                    with self._cond:
                        self._cond.notify_all()
                return
            if not data:
                continue
            self.stats.bytes_in += len(data)
            with self._cond:
                before = self._decoder.bad_frames
                frames = self._decoder.feed(data)
                bad = self._decoder.bad_frames - before
                foreign, self._decoder.foreign = self._decoder.foreign, []
                for frame in foreign:
                    if self._pending_seq == frame.seq and frame.type in m.REPLIES:
                        # a reply in another protocol version: say so (PROTOCOL.md 8)
                        self._foreign = frame
                        self._cond.notify_all()
            if bad:
                self.stats.bad_frames += bad
                self.stats.naks_sent += 1
                self._write(Frame(seq=0, type=m.MsgType.NAK, body=bytes((m.NakReason.BAD_FRAME,))))
                with self._cond:
                    if self._pending_seq is not None:
                        self._nak = True
                        self._cond.notify_all()
            for frame in frames:
                self._dispatch(frame)

    def _dispatch(self, frame: Frame) -> None:
        kind = frame.type
        if 0x40 <= kind <= 0x7F and kind not in m.EVENTS:
            # PROTOCOL.md 8: new event types may come within version 1. Acknowledge (or
            # the device would repeat it for ever) and warn; never deliver it.
            self._write(Frame(seq=frame.seq, type=m.MsgType.ACK))
            warning = (
                f"the machine sent event type {kind:#04x}, unknown to this program: "
                "acknowledged and ignored (update this program to use it)"
            )
            if warning not in self.warnings:
                self.warnings.append(warning)
            self.stats.extra["unknown_events"] = self.stats.extra.get("unknown_events", 0) + 1
            return
        if kind in m.EVENTS:
            self._write(Frame(seq=frame.seq, type=m.MsgType.ACK))
            if kind == m.MsgType.RESET:
                try:
                    boot_id = m.ResetEvent.decode(frame.body).boot_id
                except Exception:  # a malformed body: treat as a protocol breach
                    self.stats.extra["malformed"] = self.stats.extra.get("malformed", 0) + 1
                    return
                # A new boot numbers its events from 0 again: restart duplicate detection
                # here even for a RESET already known (from STATUS) or repeated.
                self._last_event_seq = frame.seq
                if boot_id == self.boot_id:
                    self.stats.duplicate_events += 1
                    return
                self.boot_id = boot_id
                self.stats.resets_seen += 1
            elif frame.seq == self._last_event_seq:
                self.stats.duplicate_events += 1
                return
            self._last_event_seq = frame.seq
            self.stats.events += 1
            self._events.put(frame)
            return
        if kind == m.MsgType.NAK:
            self.stats.naks_received += 1
            with self._cond:
                if self._pending_seq is not None:
                    self._nak = True
                    self._cond.notify_all()
            return
        if kind in m.REPLIES:
            with self._cond:
                if self._pending_seq == frame.seq and self._reply is None:
                    self._reply = frame
                    self._cond.notify_all()
                else:
                    self.stats.stale_replies += 1

    def _write(self, frame: Frame) -> None:
        wire = encode_frame(frame) + b"\x00"  # idle fill: see PROTOCOL.md 2.1
        with self._write_lock:
            try:
                self.port.write(wire)
            except (serial.SerialException, OSError) as error:
                self._failure = error
                return
        self.stats.bytes_out += len(wire)

    def _check(self) -> None:
        if self._failure is not None:
            raise BridgeError(
                f"the machine's port {self.url!r} failed: {self._failure}",
                "check the USB cable and the power; run the same command again to resume "
                "from the journal",
            )

    # --- commands -------------------------------------------------------------------------
    def command(self, kind: int, body: bytes = b"", *, tries: int | None = None) -> Frame:
        """Send a command and return its reply (section 6.1); REJECT raises
        :class:`BridgeProtocolError` with the device's code and message."""
        self._check()
        self._seq = (self._seq + 1) % 256
        frame = Frame(seq=self._seq, type=kind, body=body)
        name = m.MsgType(kind).name if kind in _TYPE_NAMES else f"message {kind:#04x}"
        self.stats.commands += 1
        with self._cond:
            self._pending_seq = frame.seq
            self._reply = None
            self._foreign = None
            self._nak = False
        try:
            for attempt in range(tries or self.tries):
                if attempt:
                    self.stats.retransmits += 1
                self._write(frame)
                deadline = time.monotonic() + self.reply_timeout
                with self._cond:
                    while (
                        self._reply is None
                        and self._foreign is None
                        and not self._nak
                        and self._failure is None
                    ):
                        left = deadline - time.monotonic()
                        if left <= 0:
                            break
                        self._cond.wait(left)
                    reply, self._nak, foreign = self._reply, False, self._foreign
                self._check()
                if foreign is not None:
                    raise _version_mismatch(self.url, name, foreign)
                if reply is not None:
                    break
            else:
                raise BridgeTimeoutError(
                    f"the machine on {self.url!r} did not answer {name} "
                    f"({tries or self.tries} tries, {self.reply_timeout:.1f} s each)",
                    "check that it is switched on and connected, then run the command again",
                )
        finally:
            with self._cond:
                self._pending_seq = None
        if reply.type == m.MsgType.REJECT:
            reject = m.Reject.decode(reply.body)
            raise BridgeProtocolError(
                f"the machine refused {name}: {reject.message} (code {reject.code})",
                "see the machine's display; abort and start the board again if it persists",
                code=reject.code,
            )
        return reply

    def drain_events(self) -> int:
        """Forget events received and not yet taken (they belong to an abandoned
        attempt); returns how many there were."""
        count = 0
        while not self._events.empty():
            self._events.get_nowait()
            count += 1
        return count

    def next_event(self, timeout: float) -> Frame | None:
        """The next event not seen before, or ``None`` after ``timeout`` seconds."""
        self._check()
        try:
            return self._events.get(timeout=timeout)
        except queue.Empty:
            self._check()
            return None

    def hello(self) -> m.HelloInfo:
        """Handshake (section 7): flush, then HELLO until HELLO_INFO comes back."""
        time.sleep(0.05)
        self.flush_input()
        reply = self.command(m.MsgType.HELLO)
        if reply.type != m.MsgType.HELLO_INFO:
            raise BridgeProtocolError(
                f"the machine on {self.url!r} answered HELLO with message type {reply.type:#04x}",
                "is this a whist dealing machine? check the port name",
            )
        info = m.HelloInfo.decode(reply.body)
        if info.protocol != 1:
            raise BridgeProtocolError(
                f"the machine speaks protocol version {info.protocol}; this program speaks 1",
                "update the machine's firmware or this program so that they match",
            )
        self.boot_id = info.boot_id
        self._last_event_seq = None
        self.drain_events()  # events from before this session (section 4.1)
        return info

    def status(self) -> m.StatusInfo:
        reply = self.command(m.MsgType.STATUS)
        if reply.type != m.MsgType.STATUS_INFO:
            raise BridgeProtocolError(
                f"the machine answered STATUS with message type {reply.type:#04x}",
                "restart the machine and run the command again",
            )
        return m.StatusInfo.decode(reply.body)


def _version_mismatch(url: str, name: str, frame: Frame) -> BridgeProtocolError:
    """The device answered in another protocol version (PROTOCOL.md 8): its HELLO_INFO
    says which it speaks in its first body byte, the frame's version byte says it too."""
    speaks = frame.body[0] if frame.type == m.MsgType.HELLO_INFO and frame.body else frame.version
    return BridgeProtocolError(
        f"the machine on {url!r} answered {name} in protocol version {frame.version} "
        f"(it speaks version {speaks}); this program speaks version {PROTOCOL_VERSION}",
        "update the machine's firmware or this program so that they speak the same version",
    )

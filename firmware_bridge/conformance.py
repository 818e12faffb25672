"""Conformance kit of the machine link: checks a device against ``hardware/PROTOCOL.md``.

For a third-party firmware author: ``whist machine conformance --port URL`` runs every
check below over raw frames (not through the host's session layer, which forgives a
lot) and prints, for each, the section of PROTOCOL.md it tests and what it saw. The
reference firmware under the MicroPython unix port and ``sim://`` both pass it
(tests/hardware/test_conformance.py).

The dealing checks need the operator: a standard pack in the hopper and empty pockets.
Against ``sim://`` or the unix port the simulated mechanics do that part themselves.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import serial

import firmware_bridge  # noqa: F401  (registers sim:// with pyserial)
from firmware_bridge import messages as m
from firmware_bridge.errors import BridgeError
from firmware_bridge.framing import Frame, FrameDecoder, cobs_encode, encode_frame, frame_payload

REPLY_WAIT_S = 1.0
"""How long a check waits for a reply: more than the 300 ms the protocol allows."""
EVENT_WAIT_S = 5.0
RETRANSMIT_WAIT_S = 0.8
"""Long enough to see at least two retransmissions at 300 ms."""
PLAN = tuple(tuple(range(p, 52, 4)) for p in range(4))
"""The plan of PROTOCOL.md's examples: card *i* into pocket *i* mod 4."""
BOARD = 1


@dataclass(frozen=True)
class CheckResult:
    """One check: its name, the PROTOCOL.md section, ``pass``/``fail``/``skip``, detail."""

    name: str
    section: str
    outcome: str
    detail: str

    def to_json(self) -> dict[str, str]:
        return {
            "name": self.name,
            "section": self.section,
            "outcome": self.outcome,
            "detail": self.detail,
        }


class _Failed(Exception):
    """A check saw something the protocol forbids."""


class _Skipped(Exception):
    """A check does not apply to this device."""


class RawLink:
    """Frames in and out of a port with nothing done behind the kit's back: events are
    acknowledged only when a check says so."""

    def __init__(self, url: str) -> None:
        try:
            self.port: Any = serial.serial_for_url(url, baudrate=115200, timeout=0.02)
        except (serial.SerialException, OSError, ValueError) as error:
            raise BridgeError(
                f"cannot open the machine's port {url!r}: {error}",
                "check the cable and the port name",
            ) from error
        self.decoder = FrameDecoder()
        self.inbox: list[Frame] = []
        self.seq = 100

    def close(self) -> None:
        with contextlib.suppress(serial.SerialException, OSError):
            self.port.close()

    def write(self, data: bytes | Frame) -> None:
        wire = encode_frame(data) + b"\x00" if isinstance(data, Frame) else data
        self.port.write(wire)

    def next_seq(self) -> int:
        self.seq = (self.seq + 1) % 256
        return self.seq

    def _pump(self) -> None:
        data = self.port.read(max(1, self.port.in_waiting or 1))
        if data:
            self.inbox += self.decoder.feed(data)

    def wait(self, want: Callable[[Frame], bool], seconds: float) -> Frame | None:
        """The first frame received (or already waiting) that ``want`` accepts; frames
        passed over stay in the inbox."""
        deadline = time.monotonic() + seconds
        while True:
            for i, frame in enumerate(self.inbox):
                if want(frame):
                    return self.inbox.pop(i)
            if time.monotonic() >= deadline:
                return None
            self._pump()

    def collect(self, seconds: float) -> list[Frame]:
        """Everything received within ``seconds`` (and waiting before), inbox emptied."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self._pump()
        got, self.inbox = self.inbox, []
        return got

    def command(self, kind: int, body: bytes = b"", seq: int | None = None) -> Frame:
        """Send a command (retransmitted every 300 ms as the protocol says) and return the
        reply with its seq; fails the check after ``REPLY_WAIT_S`` x 3."""
        seq = self.next_seq() if seq is None else seq
        frame = Frame(seq=seq, type=kind, body=body)
        for _ in range(int(REPLY_WAIT_S * 3 / 0.3)):
            self.write(frame)
            reply = self.wait(lambda f: f.seq == seq and f.type in m.REPLIES, 0.3)
            if reply is not None:
                return reply
        name = m.MsgType(kind).name if kind in set(m.MsgType) else f"type {kind:#04x}"
        foreign = [f for f in self.decoder.foreign if f.seq == seq]
        if foreign:
            raise _Failed(f"{name} answered in protocol version {foreign[0].version}, not 1")
        raise _Failed(f"no reply to {name} (seq {seq}) in {REPLY_WAIT_S * 3:.0f} s")

    def ack(self, frame: Frame) -> None:
        self.write(Frame(seq=frame.seq, type=m.MsgType.ACK))

    def hello(self) -> m.HelloInfo:
        self.port.reset_input_buffer()
        self.inbox = []
        self.decoder.reset()
        reply = self.command(m.MsgType.HELLO)
        _expect(reply, m.MsgType.HELLO_INFO, "HELLO")
        return m.HelloInfo.decode(reply.body)


def _expect(reply: Frame, kind: int, what: str, code: int | None = None) -> None:
    if reply.type != kind:
        detail = ""
        if reply.type == m.MsgType.REJECT:
            reject = m.Reject.decode(reply.body)
            detail = f" (REJECT {reject.code}: {reject.message})"
        raise _Failed(f"{what} answered with type {reply.type:#04x}{detail}, not {kind:#04x}")
    if code is not None:
        got = m.Reject.decode(reply.body).code
        if got != code:
            raise _Failed(f"{what}: REJECT code {got}, not {code}")


def _plan_body(digest_ok: bool = True) -> bytes:
    digest = m.pocket_digest(m.PackId.STANDARD, PLAN)
    return m.BoardBody(BOARD, m.PackId.STANDARD, digest ^ (0 if digest_ok else 1), PLAN).encode()


Operator = Callable[[str], None]


class Kit:
    """The checks, in order; each one starts from a fresh HELLO."""

    def __init__(self, link: RawLink, operator: Operator) -> None:
        self.link = link
        self.operator = operator
        self.info: m.HelloInfo | None = None

    def checks(self) -> list[tuple[str, str, Callable[[], str]]]:
        return [
            ("hello", "4.1, 7", self.hello),
            ("hello in another version", "8", self.hello_other_version),
            ("banner and noise before a frame", "2.4", self.noise),
            ("bad frame answered with NAK", "2.4, 6.3", self.nak),
            ("status", "4.4", self.status),
            ("duplicate command not executed again", "6.1", self.duplicate),
            ("HELLO forgets the last command", "4.1", self.hello_forgets),
            ("HELLO is not remembered as a command", "4.1", self.hello_not_remembered),
            ("unknown command rejected with code 3", "8", self.unknown_command),
            ("largest frame accepted", "2.2, 9", self.largest_frame),
            ("overlong frame dropped, next one answered", "2.4", self.overlong_frame),
            ("DEAL without a board: code 4", "4.2", self.no_board),
            ("LOAD with a wrong digest: code 2", "4.2, 4.3", self.bad_digest),
            ("deal a board, events retransmitted until ACK", "5, 5.1, 6.2, 3.3", self.deal),
            ("verify the board", "4.6", self.verify),
            ("HELLO drops events and numbers from 0", "4.1", self.hello_drops_events),
        ]

    def run(self) -> Iterator[CheckResult]:
        answered = True
        for name, section, check in self.checks():
            if not answered:
                yield CheckResult(name, section, "skip", "the device does not answer HELLO")
                continue
            try:
                detail = check()
                yield CheckResult(name, section, "pass", detail)
            except _Skipped as skipped:
                yield CheckResult(name, section, "skip", str(skipped))
            except _Failed as failed:
                yield CheckResult(name, section, "fail", str(failed))
                answered = name != "hello"
            except (ValueError, serial.SerialException, OSError) as error:
                yield CheckResult(name, section, "fail", f"{type(error).__name__}: {error}")

    def _hello(self) -> m.HelloInfo:
        self.info = self.link.hello()
        return self.info

    def _idle_dealer(self) -> m.HelloInfo:
        """A new session with a dealer of the standard pack, idle (ABORT)."""
        info = self._hello()
        if not info.is_dealer or not info.supports_pack(m.PackId.STANDARD):
            raise _Skipped("not a dealer of the standard pack")
        _expect(self.link.command(m.MsgType.ABORT), m.MsgType.OK, "ABORT")
        return info

    # --- the checks ---------------------------------------------------------------
    def hello(self) -> str:
        info = self._hello()
        if info.protocol != 1:
            raise _Failed(f"HELLO_INFO says protocol {info.protocol}")
        roles = [r for r, ok in (("dealer", info.is_dealer), ("reader", info.is_reader)) if ok]
        return f"protocol 1, firmware {info.firmware_version}, {' and '.join(roles) or 'no role'}"

    def hello_other_version(self) -> str:
        seq = self.link.next_seq()
        self.link.write(encode_frame(Frame(seq=seq, type=m.MsgType.HELLO, version=2)))
        got = self.link.decoder.foreign
        reply = self.link.wait(lambda f: f.seq == seq and f.type == m.MsgType.HELLO_INFO, 1.0)
        if reply is None:
            foreign = [f for f in got if f.seq == seq]
            raise _Failed(
                "no HELLO_INFO in version 1 to a HELLO of version 2"
                + (f" (a reply in version {foreign[0].version} came)" if foreign else "")
            )
        return "answered in version 1"

    def noise(self) -> str:
        self.link.write(b"MicroPython banner\r\n\x03\x03" + b"\x00\x41\x42\x00")
        self._hello()
        return "HELLO answered after a banner and a stray run"

    def nak(self) -> str:
        self._hello()
        payload = bytearray(frame_payload(Frame(seq=9, type=m.MsgType.STATUS)))
        payload[-1] ^= 0xFF
        self.link.write(b"\x00" + cobs_encode(bytes(payload)) + b"\x00")
        nak = self.link.wait(lambda f: f.type == m.MsgType.NAK, REPLY_WAIT_S)
        if nak is None:
            raise _Skipped("no NAK (optional: the timers alone are enough, 6.3)")
        if nak.seq != 0 or nak.body != bytes((m.NakReason.BAD_FRAME,)):
            raise _Failed(f"NAK with seq {nak.seq}, body {nak.body.hex()}; expected seq 0, 01")
        return "NAK seq 0, reason 01"

    def status(self) -> str:
        info = self._hello()
        reply = self.link.command(m.MsgType.STATUS)
        _expect(reply, m.MsgType.STATUS_INFO, "STATUS")
        status = m.StatusInfo.decode(reply.body)
        if status.boot_id != info.boot_id:
            raise _Failed(f"boot_id {status.boot_id:08x} differs from HELLO's {info.boot_id:08x}")
        return f"state {status.state}, boot_id as in HELLO_INFO"

    def duplicate(self) -> str:
        self._hello()
        seq = self.link.next_seq()
        first = self.link.command(m.MsgType.ABORT, seq=seq)
        _expect(first, m.MsgType.OK, "ABORT")
        again = self.link.command(m.MsgType.STATUS, seq=seq)
        if again.type != m.MsgType.OK:
            raise _Failed(f"a command with the last seq got type {again.type:#04x}, not OK again")
        return "the remembered OK came back for the repeated seq"

    def hello_forgets(self) -> str:
        self._hello()
        seq = self.link.next_seq()
        _expect(self.link.command(m.MsgType.ABORT, seq=seq), m.MsgType.OK, "ABORT")
        self._hello()
        reply = self.link.command(m.MsgType.STATUS, seq=seq)
        _expect(reply, m.MsgType.STATUS_INFO, "STATUS with the seq of the command before HELLO")
        return "STATUS with the seq of the last command was executed"

    def hello_not_remembered(self) -> str:
        seq = self.link.next_seq()
        _expect(self.link.command(m.MsgType.HELLO, seq=seq), m.MsgType.HELLO_INFO, "HELLO")
        reply = self.link.command(m.MsgType.STATUS, seq=seq)
        _expect(reply, m.MsgType.STATUS_INFO, "STATUS with HELLO's seq")
        return "STATUS with HELLO's seq was executed"

    def unknown_command(self) -> str:
        self._hello()
        reply = self.link.command(0x3E, b"")
        _expect(reply, m.MsgType.REJECT, "command type 0x3e", code=m.RejectCode.UNSUPPORTED)
        return "REJECT 3"

    def largest_frame(self) -> str:
        self._hello()
        reply = self.link.command(0x3E, bytes(range(1, 249)))
        _expect(reply, m.MsgType.REJECT, "a 255-byte frame", code=m.RejectCode.UNSUPPORTED)
        return "a frame of 255 bytes was decoded (REJECT 3)"

    def overlong_frame(self) -> str:
        self._hello()
        self.link.write(b"\x00" + b"\x41" * 300 + b"\x00")
        self.link.collect(0.1)
        self._hello()
        return "300 bytes between delimiters dropped; HELLO answered next"

    def no_board(self) -> str:
        self._hello()
        _expect(self.link.command(m.MsgType.ABORT), m.MsgType.OK, "ABORT")
        reply = self.link.command(m.MsgType.DEAL, m.encode_board_number(BOARD))
        _expect(reply, m.MsgType.REJECT, "DEAL with no board", code=m.RejectCode.NO_BOARD)
        return "REJECT 4"

    def bad_digest(self) -> str:
        self._idle_dealer()
        reply = self.link.command(m.MsgType.LOAD, _plan_body(digest_ok=False))
        _expect(reply, m.MsgType.REJECT, "LOAD with a wrong digest", code=m.RejectCode.BAD_ARGUMENT)
        return "REJECT 2"

    def _events(self, until: int, first: Callable[[Frame], None] | None = None) -> list[Frame]:
        """Events up to one of type ``until``, each acknowledged; FAULTs put to the
        operator and continued. ``first`` sees the first event before its ACK."""
        events: list[Frame] = []
        last_seq: int | None = None
        while True:
            event = self.link.wait(lambda f: 0x40 <= f.type <= 0x7F, EVENT_WAIT_S)
            if event is None:
                raise _Failed(f"no event for {EVENT_WAIT_S:.0f} s ({len(events)} so far)")
            if first is not None and not events:
                first(event)
            self.link.ack(event)
            if event.seq == last_seq:
                continue  # a retransmission (our ACK crossed it)
            last_seq = event.seq
            events.append(event)
            if event.type == m.MsgType.FAULT:
                fault = m.FaultEvent.decode(event.body)
                self.operator(f"fault {fault.kind} after {fault.n} cards: clear it")
                reply = self.link.command(m.MsgType.CONTINUE, m.encode_board_number(BOARD))
                if reply.type not in (m.MsgType.OK, m.MsgType.REJECT):
                    raise _Failed(f"CONTINUE answered with {reply.type:#04x}")
            if event.type == until:
                return events

    def deal(self) -> str:
        self._idle_dealer()
        self.operator("put a standard pack in the hopper and empty the pockets")
        _expect(self.link.command(m.MsgType.LOAD, _plan_body()), m.MsgType.OK, "LOAD")
        _expect(
            self.link.command(m.MsgType.DEAL, m.encode_board_number(BOARD)), m.MsgType.OK, "DEAL"
        )

        def withhold(event: Frame) -> None:
            if event.seq != 0:
                raise _Failed(f"the first event after HELLO has seq {event.seq}, not 0")
            seen = self.link.collect(RETRANSMIT_WAIT_S)
            events = [f for f in seen if 0x40 <= f.type <= 0x7F]
            if not any(f == event for f in events):
                raise _Failed("an unacknowledged event was not sent again within 0.8 s")
            if any(f.seq != event.seq for f in events):
                raise _Failed("a new event came while the first was unacknowledged")

        events = self._events(m.MsgType.BOARD_DONE, first=withhold)
        pockets: list[list[int]] = [[], [], [], []]
        for event in events:
            if event.type == m.MsgType.CARD:
                card = m.CardEvent.decode(event.body)
                if card.board != BOARD or not 0 <= card.pocket < 4:
                    raise _Failed(f"CARD for board {card.board}, pocket {card.pocket}")
                pockets[card.pocket].append(card.card)
        if [sorted(p) for p in pockets] != [list(p) for p in PLAN]:
            raise _Failed("the CARD events do not put the cards where LOAD said")
        done = m.BoardDone.decode(events[-1].body)
        if done.digest != m.pocket_digest(m.PackId.STANDARD, PLAN) or done.cards != 52:
            raise _Failed(f"BOARD_DONE digest {done.digest:08x}, {done.cards} cards")
        return f"52 cards, digest {done.digest:08x}, {len(events)} events, repeats until ACK"

    def verify(self) -> str:
        info = self._hello()
        if not info.is_reader:
            raise _Skipped("not a reader")
        self.operator("put the four hands in the hopper, North's first")
        _expect(self.link.command(m.MsgType.VERIFY, _plan_body()), m.MsgType.OK, "VERIFY")
        events = self._events(m.MsgType.VERIFY_DONE)
        read = [e for e in events if e.type == m.MsgType.POCKET_READ]
        done = m.VerifyDone.decode(events[-1].body)
        if len(read) != 4 or not done.ok or done.mismatches:
            raise _Failed(f"{len(read)} POCKET_READ, ok={done.ok}, {done.mismatches} mismatches")
        return "four POCKET_READ, VERIFY_DONE ok"

    def hello_drops_events(self) -> str:
        self._idle_dealer()
        self.operator("put the standard pack back in the hopper and empty the pockets")
        _expect(self.link.command(m.MsgType.LOAD, _plan_body()), m.MsgType.OK, "LOAD")
        _expect(
            self.link.command(m.MsgType.DEAL, m.encode_board_number(BOARD)), m.MsgType.OK, "DEAL"
        )
        first = self.link.wait(lambda f: f.type == m.MsgType.CARD, EVENT_WAIT_S)
        if first is None:
            raise _Failed("no CARD event")
        self._hello()
        self.link.inbox = [f for f in self.link.inbox if f != first]
        after = self.link.wait(lambda f: 0x40 <= f.type <= 0x7F and f != first, EVENT_WAIT_S)
        try:
            if after is None:
                raise _Failed("no event after HELLO while dealing")
            if after.seq != 0:
                raise _Failed(f"the first event after HELLO has seq {after.seq}, not 0")
            if after.type == m.MsgType.CARD and m.CardEvent.decode(after.body).n != 2:
                raise _Failed("the CARD dropped by HELLO came again")
        finally:
            self.link.ack(after or first)
            self.link.command(m.MsgType.ABORT)
            self.operator("take the cards out of the pockets (the board was aborted)")
        return "the unacknowledged CARD dropped; the next event numbered 0"


def run_conformance(url: str, operator: Operator) -> list[CheckResult]:
    """Every check against the device on ``url``, in order."""
    link = RawLink(url)
    try:
        return list(Kit(link, operator).run())
    finally:
        link.close()

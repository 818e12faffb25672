"""The MicroPython firmware itself (hardware/firmware/main.py), on the unix port over a
pty, driven by the host bridge: both packs, every fault kind, reading, raw framing."""

from __future__ import annotations

import os
import random
import select
import socket
import threading
import time
import tty
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

import pytest
import serial

from firmware_bridge import messages as m
from firmware_bridge.framing import Frame, FrameDecoder, encode_frame
from firmware_bridge.protocol_sim import _Line
from firmware_bridge.session import BoardPlan, Instruction, Machine, deal_from_pockets
from firmware_bridge.simdevice import FaultPlan
from whist.deal import Deal
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack

Firmware = Callable[..., AbstractContextManager[str]]


def _deal(pack: Pack, seed: int) -> Deal:
    cards = list(pack.cards)
    random.Random(seed).shuffle(cards)
    return Deal(pack, tuple(tuple(cards[i::4]) for i in range(4)))


def test_both_packs_deal_and_verify_on_the_firmware(firmware: Firmware) -> None:
    with firmware() as path, Machine(path) as machine:
        assert machine.info.firmware_version == "1.0.0"
        assert machine.info.device_id == b"UNIXSIM\x00"
        for board, pack in enumerate([STANDARD_PACK, BISHOPS_PACK, STANDARD_PACK], 1):
            plan = BoardPlan.from_deal(board, _deal(pack, board))
            outcome = machine.deal_board(plan)
            assert outcome.verified and outcome.attempts == 1
            assert outcome.pockets == plan.pockets
        assert machine.link.stats.bad_frames == 0


def test_every_fault_kind_on_the_firmware(firmware: Firmware) -> None:
    faults = (
        "jam=1:5",
        "misread=2:7",
        "dupcard=3:9",
        "missing=4:3",
        "hopper_empty=5",
        "reset=6:20",
        "misdrop=7:40",
        "chute=8:30",
    )
    expected = [
        "jam",
        "misread",
        "duplicate card",
        "missing card",
        "hopper empty",
        "reset",
        "misdeal caught",
        "chute jam",
    ]
    told: list[Instruction] = []
    with firmware(*faults) as path, Machine(path, operator=told.append) as machine:
        for board in range(1, 9):
            pack = BISHOPS_PACK if board % 2 else STANDARD_PACK
            plan = BoardPlan.from_deal(board, _deal(pack, 100 + board))
            outcome = machine.deal_board(plan)
            assert outcome.verified, (board, outcome)
            assert dict(outcome.faults) == {expected[board - 1]: 1}
    assert sum(1 for t in told if t.kind == "restart") == 2


def test_read_a_deal_on_the_firmware(firmware: Firmware) -> None:
    for pack, byte in ((STANDARD_PACK, 0), (BISHOPS_PACK, 1)):
        with firmware("seed=5") as path, Machine(path) as machine:
            deal = machine.read_deal(pack)
        # hal_sim's table: card i of the pack is in hand ((19 * i + seed) % 52) % 4.
        ids = list(range(52)) if byte == 0 else [*range(48), 48, 48, 48, 48]
        hands = [[ids[i] for i in range(52) if ((19 * i + 5) % 52) % 4 == p] for p in range(4)]
        assert deal == deal_from_pockets(pack, hands)


def _frames_until(port: serial.Serial, decoder: FrameDecoder, kind: int) -> list[Frame]:
    got: list[Frame] = []
    # a wait, not a measure: the firmware may start slowly on a loaded machine
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        got += decoder.feed(port.read(max(1, port.in_waiting)))
        if any(f.type == kind for f in got):
            return got
    raise AssertionError(f"no frame of type {kind:#04x} in {got}")


def test_raw_frames_noise_and_ctrl_c(firmware: Firmware) -> None:
    """Line noise full of 0x03 (Ctrl-C) is data to the firmware: bad frames are NAKed
    and the next good frame is answered."""
    with firmware() as path:
        port = serial.serial_for_url(path, timeout=0.05)
        try:
            decoder = FrameDecoder()
            port.write(b"\x03\x03\x00\x03\x41\x42\x00\x03\x00")
            port.write(encode_frame(Frame(seq=7, type=m.MsgType.HELLO)))
            got = _frames_until(port, decoder, m.MsgType.HELLO_INFO)
            assert any(f.type == m.MsgType.NAK for f in got)
            port.write(encode_frame(Frame(seq=8, type=m.MsgType.DEAL, body=b"\x01\x00")))
            reply = _frames_until(port, decoder, m.MsgType.REJECT)[-1]
            assert reply.seq == 8 and m.Reject.decode(reply.body).code == m.RejectCode.NO_BOARD
            # The same seq again is a duplicate: the same reply, not a new execution.
            port.write(encode_frame(Frame(seq=8, type=m.MsgType.STATUS)))
            again = _frames_until(port, decoder, m.MsgType.REJECT)[-1]
            assert again == reply
        finally:
            port.close()


def test_firmware_exits_when_the_host_hangs_up(firmware: Firmware) -> None:
    with firmware() as path:
        fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        try:
            ready, _, _ = select.select([fd], [], [], 3)
            assert ready  # the RESET event of the boot
        finally:
            os.close(fd)


@contextmanager
def _noisy_relay(device_path: str, corrupt: float, seed: int) -> Iterator[str]:
    """socket:// in front of the firmware's pty, damaging bytes both ways as sim:// does."""
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    stop = threading.Event()
    to_device = _Line(FaultPlan(seed=seed, corrupt=corrupt), "host")
    to_host = _Line(FaultPlan(seed=seed, corrupt=corrupt), "device")

    def relay() -> None:
        conn, _ = listener.accept()
        fd = os.open(device_path, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(fd)
        try:
            while not stop.is_set():
                ready, _, _ = select.select([conn.fileno(), fd], [], [], 0.05)
                if conn.fileno() in ready:
                    data = conn.recv(4096)
                    if not data:
                        return
                    os.write(fd, to_device.transmit(data, 0.0)[0])
                if fd in ready:
                    conn.sendall(to_host.transmit(os.read(fd, 4096), 0.0)[0])
        finally:
            os.close(fd)
            conn.close()

    thread = threading.Thread(target=relay, daemon=True)
    thread.start()
    try:
        yield f"socket://127.0.0.1:{port}"
    finally:
        stop.set()
        thread.join(timeout=2)
        listener.close()


def test_firmware_over_a_noisy_line(firmware: Firmware) -> None:
    """1 % of bytes damaged each way between host and firmware: NAKs, retransmissions
    and duplicate discarding in the firmware itself; every board still verified."""
    with firmware("seed=2") as path, _noisy_relay(path, 0.01, 4) as url, Machine(url) as machine:
        for board, pack in enumerate([STANDARD_PACK, BISHOPS_PACK, STANDARD_PACK], 1):
            plan = BoardPlan.from_deal(board, _deal(pack, 50 + board))
            outcome = machine.deal_board(plan)
            assert outcome.verified and outcome.pockets == plan.pockets
        stats = machine.link.stats
        assert stats.bad_frames > 0
        assert stats.naks_received + stats.retransmits + stats.duplicate_events > 0


@pytest.mark.parametrize("putback", [99, 7])
def test_firmware_verifies_by_identity(firmware: Firmware, putback: int) -> None:
    """PROTOCOL.md 4.6 in the firmware itself: a card misread while verifying and put
    back on top of the stack (putback=99, fed last) or 7 cards up is counted in the hand
    it came from, so a right board verifies at the first attempt; a swapped tray is
    still caught."""
    told: list[Instruction] = []
    args = ("vmisread=1:5,2:13,3:52", f"putback={putback}", "swap=4")
    with firmware(*args) as path, Machine(path, operator=told.append) as machine:
        for board, pack in enumerate([STANDARD_PACK, BISHOPS_PACK, STANDARD_PACK], 1):
            plan = BoardPlan.from_deal(board, _deal(pack, 70 + board))
            outcome = machine.deal_board(plan)
            assert outcome.verified and outcome.attempts == 1, (board, outcome)
            assert dict(outcome.faults) == {"misread": 1}
        swapped = BoardPlan.from_deal(4, _deal(STANDARD_PACK, 74))
        outcome = machine.verify_board(swapped)
        assert outcome.dealt and not outcome.verified
    assert sum(1 for t in told if t.kind == "misread") == 3


def test_the_machines_own_continue_button(firmware: Firmware) -> None:
    """button=1: the operator presses CONTINUE on the machine; the host's CONTINUE then
    finds the device not paused (REJECT 1) and goes on."""
    told: list[Instruction] = []
    with (
        firmware("button=1", "jam=1:5", "chute=1:9", "vmisread=1:3") as path,
        Machine(path, operator=told.append) as machine,
    ):
        plan = BoardPlan.from_deal(1, _deal(STANDARD_PACK, 5))
        outcome = machine.deal_board(plan)
    assert outcome.verified and outcome.attempts == 1
    assert dict(outcome.faults) == {"jam": 1, "chute jam": 1, "misread": 1}


def test_the_firmware_reports_its_sensors(firmware: Firmware) -> None:
    """SENSORS answered by the firmware (main.py with hal_sim's calibration), and shown
    by `whist machine info` on its port."""
    from click.testing import CliRunner

    from firmware_bridge.simdevice import SIM_SENSORS
    from whistcli.main import cli

    with firmware("seed=1") as path, Machine(path) as machine:
        assert machine.sensors() == SIM_SENSORS
    with firmware("seed=1") as path:
        result = CliRunner().invoke(cli, ["machine", "info", "--port", path])
    assert result.exit_code == 0, result.output
    assert "sensors: calibrated; throat threshold 37500 (empty 61000, card 14000)" in result.output

"""The sim:// transport: registered with pyserial, faults from the URL, deterministic."""

from __future__ import annotations

import time

import pytest
import serial

import firmware_bridge  # noqa: F401  (registers sim://)
from firmware_bridge import messages as m
from firmware_bridge.framing import Frame, FrameDecoder, encode_frame
from firmware_bridge.protocol_sim import Serial as SimSerial
from firmware_bridge.protocol_sim import _Line
from firmware_bridge.simdevice import FaultPlan


def _exchange(port: serial.SerialBase, frame: Frame) -> list[Frame]:
    decoder = FrameDecoder()
    port.write(encode_frame(frame))
    return decoder.feed(port.read(400))


def test_serial_for_url_opens_the_simulator() -> None:
    port = serial.serial_for_url("sim://?seed=5", timeout=0.05)
    try:
        assert isinstance(port, SimSerial)
        frames = _exchange(port, Frame(seq=1, type=m.MsgType.HELLO))
        kinds = [f.type for f in frames]
        assert m.MsgType.RESET in kinds  # the boot event, sent before anyone listened
        hello = next(f for f in frames if f.type == m.MsgType.HELLO_INFO)
        info = m.HelloInfo.decode(hello.body)
        assert info.protocol == 1 and info.is_dealer and info.is_reader
        assert info.supports_pack(m.PackId.STANDARD) and info.supports_pack(m.PackId.BISHOPS)
    finally:
        port.close()


def test_same_seed_same_device() -> None:
    infos = []
    for _ in range(2):
        port = serial.serial_for_url("sim://?seed=11", timeout=0.05)
        frames = _exchange(port, Frame(seq=1, type=m.MsgType.HELLO))
        infos.append(next(f for f in frames if f.type == m.MsgType.HELLO_INFO).body)
        port.close()
    assert infos[0] == infos[1]


def test_fault_plan_from_query() -> None:
    plan = FaultPlan.from_query(
        "seed=4&corrupt=0.01&drop=0.002&dup=0.001&reset=3:20,5:1&reset_every=100"
        "&jam=1:5&misread=2:7&dupcard=3:9&missing=4:3&hopper_empty=5,6&misdrop=7:11"
        "&card_ms=2.5&baud=115200"
    )
    assert plan.seed == 4 and plan.corrupt == 0.01 and plan.baud == 115200
    assert plan.reset == frozenset({(3, 20), (5, 1)})
    assert plan.hopper_empty == frozenset({5, 6})
    assert plan.resets_at(200, 26) and not plan.resets_at(201, 26) and plan.resets_at(3, 20)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("colour=red", "unknown parameter 'colour'"),
        ("jam=5", "BOARD:CARD"),
        ("corrupt=2", "0 and 1"),
    ],
)
def test_bad_url_is_refused(query: str, message: str) -> None:
    with pytest.raises(serial.SerialException, match=message):
        serial.serial_for_url(f"sim://?{query}")


def test_line_faults_are_deterministic_from_the_seed() -> None:
    data = bytes(range(256)) * 8

    def damaged(seed: int) -> bytes:
        line = _Line(FaultPlan(seed=seed, corrupt=0.05, drop=0.01, dup=0.01), "device")
        out, _ = line.transmit(data, 0.0)
        assert line.damaged > 0 and line.bytes == len(data)
        return out

    assert damaged(1) == damaged(1)
    assert damaged(1) != damaged(2)
    assert damaged(1) != data


def test_damaged_line_still_carries_frames() -> None:
    port = serial.serial_for_url("sim://?seed=3&corrupt=0.3", timeout=0.05)
    try:
        for seq in range(1, 4):
            port.write(encode_frame(Frame(seq=seq, type=m.MsgType.STATUS)))
            port.read(300)
        assert port.line_figures()["damaged_bytes"] > 0
    finally:
        port.close()


def test_baud_rate_is_emulated() -> None:
    port = serial.serial_for_url("sim://?seed=1&baud=9600", timeout=0.5)
    try:
        hello = encode_frame(Frame(seq=1, type=m.MsgType.HELLO))
        started = time.monotonic()
        port.write(hello)
        decoder = FrameDecoder()
        frames: list[Frame] = []
        while not any(f.type == m.MsgType.HELLO_INFO for f in frames):
            chunk = port.read(1)
            assert chunk, "no HELLO_INFO within the timeout"
            frames += decoder.feed(chunk + port.read(port.in_waiting))
        elapsed = time.monotonic() - started
        reply = next(f for f in frames if f.type == m.MsgType.HELLO_INFO)
        # HELLO, then the reply (plus one byte of idle fill), each 10 bits a byte at 9600 baud.
        wire = (len(hello) + len(encode_frame(reply)) + 1) * 10 / 9600
        assert elapsed >= wire * 0.99
    finally:
        port.close()


def test_reset_flush_and_cancel() -> None:
    port = serial.serial_for_url("sim://", timeout=0.05)
    assert port.in_waiting > 0  # the RESET event
    port.reset_input_buffer()
    assert port.in_waiting == 0
    port.reset_output_buffer()
    port.cancel_read()
    port.close()
    with pytest.raises(serial.PortNotOpenError):
        port.read(1)

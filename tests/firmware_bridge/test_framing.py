"""Framing of the machine link (hardware/PROTOCOL.md, section 2): COBS, header, CRC-32,
bad-frame counting and resynchronisation, fuzzed with hypothesis."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from firmware_bridge.framing import (
    MAX_BODY,
    CobsError,
    Frame,
    FrameDecoder,
    cobs_decode,
    cobs_encode,
    decode_wire,
    encode_frame,
)

frames = st.builds(
    Frame,
    seq=st.integers(0, 255),
    type=st.integers(0, 255),
    body=st.binary(max_size=MAX_BODY),
)


@settings(deadline=None)
@given(st.binary(max_size=1000))
def test_cobs_round_trip_and_no_zero(data: bytes) -> None:
    encoded = cobs_encode(data)
    assert 0 not in encoded
    assert len(encoded) <= len(data) + len(data) // 254 + 1
    assert cobs_decode(encoded) == data


def test_cobs_known_vectors() -> None:
    # Vectors of Cheshire and Baker's paper (and the COBS Wikipedia table).
    assert cobs_encode(b"\x00") == b"\x01\x01"
    assert cobs_encode(b"\x00\x00") == b"\x01\x01\x01"
    assert cobs_encode(b"\x11\x22\x00\x33") == b"\x03\x11\x22\x02\x33"
    assert cobs_encode(bytes(range(1, 255))) == b"\xff" + bytes(range(1, 255))
    assert cobs_encode(bytes(range(1, 256))) == b"\xff" + bytes(range(1, 255)) + b"\x02\xff"


@pytest.mark.parametrize("bad", [b"\x05\x01", b"\x02\x00", b"\x00"])
def test_cobs_rejects_malformed(bad: bytes) -> None:
    with pytest.raises(CobsError):
        cobs_decode(bad)


@settings(deadline=None)
@given(frames)
def test_frame_round_trip(frame: Frame) -> None:
    wire = encode_frame(frame)
    assert wire[0] == 0 and wire[-1] == 0 and 0 not in wire[1:-1]
    assert decode_wire(wire) == frame
    assert FrameDecoder().feed(wire) == [frame]


@settings(deadline=None)
@given(st.lists(frames, max_size=8), st.integers(1, 64))
def test_frames_survive_any_chunking(items: list[Frame], chunk: int) -> None:
    wire = b"".join(encode_frame(f) for f in items)
    decoder = FrameDecoder()
    got: list[Frame] = []
    for i in range(0, len(wire), chunk):
        got += decoder.feed(wire[i : i + chunk])
    assert got == items
    assert decoder.bad_frames == 0


@settings(max_examples=500, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_never_make_a_frame(noise: bytes) -> None:
    """No crash and no false frame from line noise (a false frame needs a CRC-32 collision
    and the right version byte: about one chance in 10^12 per candidate)."""
    decoder = FrameDecoder()
    assert decoder.feed(b"\x00" + noise + b"\x00") == []
    candidates = [c for c in noise.split(b"\x00") if c]
    assert decoder.bad_frames == len(candidates)


@settings(deadline=None)
@given(st.binary(max_size=600), frames, frames)
def test_decoder_resyncs_after_garbage(noise: bytes, first: Frame, second: Frame) -> None:
    decoder = FrameDecoder()
    got = decoder.feed(encode_frame(first) + noise + encode_frame(second))
    assert got[0] == first
    assert got[-1] == second


@settings(deadline=None)
@given(frames, st.data())
def test_corrupted_byte_is_counted_and_dropped(frame: Frame, data: st.DataObject) -> None:
    wire = bytearray(encode_frame(frame))
    index = data.draw(st.integers(1, len(wire) - 2))
    flip = data.draw(st.integers(1, 255))
    wire[index] ^= flip
    following = Frame(seq=(frame.seq + 1) % 256, type=0x12)
    decoder = FrameDecoder()
    got = decoder.feed(bytes(wire) + encode_frame(following))
    # One flipped byte never yields a frame: CRC-32 catches every burst of <= 32 bits.
    assert got == [following]
    assert decoder.bad_frames >= 1


def test_bytes_before_first_delimiter_are_ignored() -> None:
    frame = Frame(seq=9, type=0x81, body=b"banner?")
    decoder = FrameDecoder()
    assert decoder.feed(b"MicroPython v1.28 banner\r\n>>> " + encode_frame(frame)) == [frame]
    assert decoder.bad_frames == 0


def test_overlong_run_is_dropped_then_resyncs() -> None:
    decoder = FrameDecoder()
    frame = Frame(seq=1, type=0x01)
    assert decoder.feed(b"\x00" + b"\x41" * 5000 + encode_frame(frame)) == [frame]
    assert decoder.bad_frames == 1
    assert "between delimiters" in decoder.last_error


def test_frame_field_limits() -> None:
    with pytest.raises(ValueError, match="seq"):
        Frame(seq=256, type=1)
    with pytest.raises(ValueError, match="longer"):
        Frame(seq=1, type=1, body=bytes(MAX_BODY + 1))


def test_decode_wire_names_the_problem() -> None:
    wire = bytearray(encode_frame(Frame(seq=3, type=0x12)))
    wire[-2] ^= 0x01
    with pytest.raises(ValueError, match="CRC-32 mismatch"):
        decode_wire(bytes(wire))
    with pytest.raises(ValueError, match="more than one frame"):
        decode_wire(encode_frame(Frame(seq=1, type=1)) + encode_frame(Frame(seq=2, type=1)))

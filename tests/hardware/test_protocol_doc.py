"""The example frames of hardware/PROTOCOL.md, section 10, decoded by the host's code:
the document and the implementation cannot drift apart."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from firmware_bridge import messages as m
from firmware_bridge.framing import decode_wire, encode_frame

PROTOCOL = Path(__file__).resolve().parents[2] / "hardware" / "PROTOCOL.md"

BLOCK = re.compile(r"```frame\n(.*?)```", re.S)


def _examples() -> list[tuple[str, int, bytes, bytes]]:
    examples = []
    for block in BLOCK.findall(PROTOCOL.read_text(encoding="utf-8")):
        fields: dict[str, str] = {}
        key = ""
        for line in block.splitlines():
            if re.match(r"^\w+=", line):
                key, _, value = line.partition("=")
                fields[key] = value
            else:
                fields[key] += " " + line.strip()
        head = re.fullmatch(r"(\w+) seq=(\d+)", fields["type"])
        assert head, f"bad example header {fields['type']!r}"
        body = b"" if fields["body"].strip() == "-" else bytes.fromhex(fields["body"])
        examples.append((head[1], int(head[2]), body, bytes.fromhex(fields["wire"])))
    return examples


EXAMPLES = _examples()

BODY_TYPES: dict[str, Any] = {
    "HELLO_INFO": m.HelloInfo,
    "LOAD": m.BoardBody,
    "VERIFY": m.BoardBody,
    "STATUS_INFO": m.StatusInfo,
    "SENSORS_INFO": m.SensorsInfo,
    "REJECT": m.Reject,
    "CARD": m.CardEvent,
    "POCKET_DONE": m.PocketDone,
    "BOARD_DONE": m.BoardDone,
    "FAULT": m.FaultEvent,
    "RESET": m.ResetEvent,
    "CARD_READ": m.CardRead,
    "READ_DONE": m.ReadDone,
    "VERIFY_DONE": m.VerifyDone,
    "POCKET_READ": m.PocketRead,
}


def test_the_document_has_examples_of_every_kind() -> None:
    names = {name for name, *_ in EXAMPLES}
    assert len(EXAMPLES) >= 15
    assert {"HELLO", "HELLO_INFO", "LOAD", "DEAL", "CARD", "ACK", "NAK", "FAULT"} <= names
    assert {"SENSORS", "SENSORS_INFO"} <= names


@pytest.mark.parametrize(("name", "seq", "body", "wire"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_example_decodes(name: str, seq: int, body: bytes, wire: bytes) -> None:
    frame = decode_wire(wire)
    assert m.MsgType(frame.type).name == name
    assert frame.seq == seq
    assert frame.body == body
    assert encode_frame(frame) == wire
    if name in BODY_TYPES:
        decoded = BODY_TYPES[name].decode(body)
        assert decoded.encode() == body
    if name in ("LOAD", "VERIFY"):
        plan = m.BoardBody.decode(body)
        assert plan.digest == m.pocket_digest(plan.pack, plan.pockets)


def test_stated_digests_match() -> None:
    text = PROTOCOL.read_text(encoding="utf-8")
    standard = [tuple(range(p, 52, 4)) for p in range(4)]
    bishops = [(*range(12 * p, 12 * p + 12), 48) for p in range(4)]
    assert f"digest `{m.pocket_digest(0, standard):08x}`" in text
    assert f"digest `{m.pocket_digest(1, bishops):08x}`" in text

"""Golden bytes of ``whist deal``: the same secret gives the same ``boards.pbn`` and
``event.json`` (its ``created`` time aside) as the release before the streaming writer
(issue 14). The hashes were taken from the program before any of the speed work; a
change here means every published commitment of an event could no longer be re-derived
byte for byte, so it is never "updated" to make a test pass."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from whistcli.main import cli

SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
SHORT = "000102030405060708090a0b0c0d0e0f"

CASES = [
    (
        [
            "--boards",
            "1234",
            "--game",
            "duplicate-whist",
            "--seed",
            SEED,
            "--salt",
            "golden",
            "--event-id",
            "golden",
            "--name",
            'Gold "night"',
        ],
        "53bff80eba0c9adcbe901347686e83e7121ad42170a967a7cce32df789ff4713",
        "50dc966ef06ed0a28f668b81e456d090f439de5ac6585ee7963ab97b74f3cae7",
    ),
    (
        [
            "--boards",
            "1234",
            "--game",
            "bishops-whist",
            "--seed",
            SEED,
            "--salt",
            "golden",
            "--event-id",
            "golden",
            "--name",
            'Gold "night"',
        ],
        "d69a1ef70a257cfefbdaa8da2d2b49aea0f600000288d85f36e9f2b24ac5c541",
        "4f639ca9137ab62d2ff78a97935b2f6a4d5315eb99b9c3dce4e9ad787c5d288d",
    ),
    (
        [
            "--boards",
            "50",
            "--declare-trump",
            "H",
            "--first-dealer",
            "E",
            "--seed",
            SHORT,
            "--event-id",
            "g2",
        ],
        "93d5c59f8a0ae0d48b7630b17560940f255c98eaa59b43e2d343e052f96b147c",
        "f92995e8004f7e724316a8c4af09fc3d954431e193714c8a7fde51cf6b470b30",
    ),
    (
        [
            "--boards",
            "20",
            "--game",
            "bishops-whist",
            "--knight-trump",
            "S",
            "--seed",
            SHORT,
            "--event-id",
            "g3",
        ],
        "adaaca0d175e09a3d6d7436f090e6be3872d18592a5249206b5d596f6d53aac8",
        "68471f0772f58f302d7c399438e448874f8280a122f7e9aebbd2dbe2b105ea26",
    ),
]


@pytest.mark.parametrize(("args", "pbn_hash", "json_hash"), CASES)
def test_same_secret_same_bytes(
    tmp_path: Path, args: list[str], pbn_hash: str, json_hash: str
) -> None:
    out = tmp_path / "event"
    result = CliRunner().invoke(cli, ["deal", *args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    pbn = (out / "boards.pbn").read_bytes()
    event = re.sub(rb'"created": "[^"]*"', b'"created": "X"', (out / "event.json").read_bytes())
    assert hashlib.sha256(pbn).hexdigest() == pbn_hash
    assert hashlib.sha256(event).hexdigest() == json_hash
    # No temporary file is left beside them.
    assert sorted(p.name for p in out.iterdir()) == ["boards.pbn", "event.json", "secret"]

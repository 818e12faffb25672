"""PROTOCOL.md section 8 on the host: an event type this program does not know is
acknowledged and reported as a warning (the device would otherwise repeat it for ever);
a device of another protocol version is named as such, not as a silent device."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from dealer.generate import create_event
from firmware_bridge.errors import BridgeProtocolError
from firmware_bridge.session import BoardPlan, Machine
from whist.deal import Deal
from whist.packs import STANDARD_PACK, Pack
from whistcli.main import cli

Shuffle = Callable[[Pack, int], Deal]


def test_an_unknown_event_is_acknowledged_and_warned_of(shuffled: Shuffle) -> None:
    with Machine("sim://?seed=2&event=0x4f") as machine:
        for board in (1, 2):
            outcome = machine.deal_board(BoardPlan.from_deal(board, shuffled(STANDARD_PACK, board)))
            assert outcome.verified and outcome.attempts == 1
        warnings = machine.link.warnings
        assert machine.link.stats.extra["unknown_events"] >= 2
    assert warnings == [
        "the machine sent event type 0x4f, unknown to this program: acknowledged and "
        "ignored (update this program to use it)"
    ]


def test_a_device_of_another_version_is_named() -> None:
    with pytest.raises(BridgeProtocolError) as caught:
        Machine("sim://?version=2", reply_timeout=0.1)
    assert "answered HELLO in protocol version 2 (it speaks version 2)" in str(caught.value)
    assert "this program speaks version 1" in str(caught.value)


def test_the_cli_says_which_versions_differ() -> None:
    result = CliRunner().invoke(cli, ["machine", "info", "--port", "sim://?version=2"])
    assert result.exit_code == 1
    assert "protocol version 2" in result.output and "did not answer" not in result.output


@pytest.mark.parametrize("query", ["event=0x3f", "event=0x80", "version=x"])
def test_bad_simulator_parameters(query: str) -> None:
    result = CliRunner().invoke(cli, ["machine", "info", "--port", f"sim://?{query}"])
    assert result.exit_code == 1 and "sim:// URL" in result.output


def test_the_cli_shows_the_warning_once(tmp_path: Path) -> None:
    folder = tmp_path / "ev"
    save_event(create_event(boards=2, secret=bytes(32), event_id="w"), folder)
    result = CliRunner().invoke(
        cli, ["machine", "deal", str(folder), "--port", "sim://?seed=1&event=0x4f"]
    )
    assert result.exit_code == 0, result.output
    assert result.stderr.count("warning: the machine sent event type 0x4f") == 1

"""``whist machine info/deal/verify/read`` on sim:// and on an event folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import load_event, save_event
from dealer.generate import create_event
from dealer.predeal import JOURNAL_FILE
from whistcli.main import cli

SECRET = bytes(range(32))


def _event(folder: Path, game: str = "duplicate-whist", boards: int = 4) -> str:
    save_event(create_event(boards=boards, game=game, secret=SECRET, event_id="cli"), folder)
    return str(folder)


def test_info_json() -> None:
    result = CliRunner().invoke(cli, ["machine", "info", "--port", "sim://?seed=2", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["protocol"] == 1 and data["dealer"] and data["reader"]
    assert data["packs"] == ["standard", "bishops"]


def test_deal_json_report_then_resume(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev", "bishops-whist")
    runner = CliRunner()
    url = "sim://?seed=5&jam=1:3&misread=2:8&reset=3:30"
    result = runner.invoke(
        cli, ["machine", "deal", event, "--port", url, "--boards", "1-3", "--json"]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout.strip().splitlines()[-1])
    for key in (
        "boards_planned",
        "boards_dealt",
        "boards_verified",
        "misdealt",
        "retries",
        "faults",
    ):
        assert key in report
    assert report["boards_planned"] == report["boards_verified"] == 3
    assert report["misdealt"] == 0
    assert report["faults"] == {"jam": 1, "misread": 1, "reset": 1}
    assert "the feeder jammed" in result.stderr
    assert (tmp_path / "ev" / JOURNAL_FILE).exists()
    again = runner.invoke(cli, ["machine", "deal", event, "--port", "sim://", "--json"])
    assert again.exit_code == 0, again.output
    second = json.loads(again.stdout.strip().splitlines()[-1])
    assert second["boards_already_done"] == 3 and second["boards_verified"] == 4


def test_verify_reports_a_misdealt_tray_and_fails(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev")
    result = CliRunner().invoke(cli, ["machine", "verify", event, "--port", "sim://?swap=3"])
    assert result.exit_code == 1
    assert "MISDEALT" in result.stdout and "boards 3" in result.stdout


def test_read_records_the_deal_with_its_trump(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev", boards=2)
    runner = CliRunner()
    refused = runner.invoke(cli, ["machine", "read", event, "--board", "1", "--port", "sim://"])
    assert refused.exit_code == 1
    assert "--replace" in refused.output
    result = runner.invoke(
        cli, ["machine", "read", event, "--board", "1", "--port", "sim://", "--replace"]
    )
    assert result.exit_code == 0, result.output
    board = load_event(event).board(1)
    assert board.trump is not None and board.trump.card in board.deal.hand(board.dealer)
    assert f"board 1 recorded: {board.deal.to_pbn()}" in result.stdout


def test_read_records_each_dealers_board_with_his_trump_card(tmp_path: Path) -> None:
    """Law 13: the dealer turns up "the last card for trump": boards 1-4 (North, East,
    South, West deal) read on the simulator, the trump card read alone is the board's
    dealer's each time; a simulator URL naming a dealer that is no seat is refused."""
    event = _event(tmp_path / "ev", boards=4)
    runner = CliRunner()
    for number in (1, 2, 3, 4):
        result = runner.invoke(
            cli,
            ["machine", "read", event, "--board", str(number), "--port", "sim://?seed=3",
             "--replace", "--yes"],
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        board = load_event(event).board(number)
        assert board.dealer.name[0] == "NESW"[number - 1]
        assert board.trump is not None and board.trump.card in board.deal.hand(board.dealer)
    bad = runner.invoke(
        cli, ["machine", "read", event, "--board", "2", "--port", "sim://?dealer=X", "--replace"]
    )
    assert bad.exit_code == 1 and "the dealer is one of N, E, S, W" in bad.output


def test_errors_name_what_and_what_to_do(tmp_path: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(cli, ["machine", "deal", str(tmp_path / "nope"), "--port", "sim://"])
    assert missing.exit_code == 1 and "no event.json here" in missing.output
    event = _event(tmp_path / "ev")
    bad_port = runner.invoke(cli, ["machine", "deal", event, "--port", "/dev/no-such-port-x"])
    assert bad_port.exit_code == 1
    assert (
        "cannot open the machine's port" in bad_port.output and "check the cable" in bad_port.output
    )
    bad_boards = runner.invoke(cli, ["machine", "deal", event, "--port", "sim://", "--boards", "9"])
    assert bad_boards.exit_code == 1 and "has no board 9" in bad_boards.output


def test_deal_that_cannot_be_put_right_exits_nonzero(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev", boards=2)
    result = CliRunner().invoke(
        cli, ["machine", "deal", event, "--port", "sim://?stuck=2", "--boards", "2", "--json"]
    )
    assert result.exit_code == 1
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["misdealt"] == 1 and report["misdealt_boards"] == [2]
    assert report["faults"] == {"misdeal caught": 5}


def test_info_shows_the_sensors_calibration() -> None:
    """SENSORS_INFO (PROTOCOL.md 4.7): sim:// reports a calibrated machine."""
    result = CliRunner().invoke(cli, ["machine", "info", "--port", "sim://"])
    assert result.exit_code == 0, result.output
    assert (
        "  sensors: calibrated; throat threshold 37500 (empty 61000, card 14000), "
        "hopper threshold 36750 (empty 60500, card 13000)"
    ) in result.output
    data = json.loads(
        CliRunner().invoke(cli, ["machine", "info", "--port", "sim://", "--json"]).output
    )
    assert data["sensors"] == {
        "calibrated": True,
        "throat": {"threshold": 37500, "empty": 61000, "card": 14000},
        "hopper": {"threshold": 36750, "empty": 60500, "card": 13000},
    }


def test_info_of_an_uncalibrated_machine_and_of_one_without_sensors() -> None:
    from firmware_bridge import messages as m
    from whistcli.machine import _describe_sensors

    start = m.SensorsInfo(False, (m.SensorLevel(1, 30000, 0, 0), m.SensorLevel(2, 30000, 0, 0)))
    assert _describe_sensors(start) == (
        "not calibrated (throat threshold 30000, hopper threshold 30000: starting points; "
        "calibrate as FLASHING.md says)"
    )
    assert _describe_sensors(None) == "not reported by this firmware"


def test_sensors_info_round_trip_and_bad_bodies() -> None:
    from firmware_bridge import messages as m

    info = m.SensorsInfo(True, (m.SensorLevel(1, 37500, 61000, 14000),))
    assert m.SensorsInfo.decode(info.encode()) == info
    for bad in (b"", b"\x01", b"\x02\x00", b"\x01\x01\x01\x00"):
        with pytest.raises(ValueError, match="SENSORS_INFO body"):
            m.SensorsInfo.decode(bad)

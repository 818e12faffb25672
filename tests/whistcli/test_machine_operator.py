"""The operator at the machine: one prompt with choices (go on, skip the board, abort
the run), a card that is truly missing, progress while verifying, messages without
repetition, `machine read` checking the board first, and what an interrupted run
says it saved and how to resume."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from dealer.generate import create_event
from firmware_bridge.session import AbortRun, BoardPlan, Instruction, Machine, SkipBoard
from tests.firmware_bridge.conftest import shuffled_deal
from whist.packs import STANDARD_PACK
from whistcli import machine as machine_cli
from whistcli.main import cli

SECRET = bytes(range(32))


def _event(folder: Path, boards: int = 3) -> str:
    save_event(create_event(boards=boards, secret=SECRET, event_id="op"), folder)
    return str(folder)


def test_a_card_lost_for_good_leaves_its_board_undealt_and_the_run_goes_on(
    tmp_path: Path,
) -> None:
    """The card is asked for a few times (not 100), named, and the board is left
    undealt; the machine is not blamed."""
    event = _event(tmp_path / "ev")
    result = CliRunner().invoke(
        cli, ["machine", "deal", event, "--port", "sim://?seed=1&lost=2:5", "--json"]
    )
    assert result.exit_code == 1
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["failed_boards"] == [2] and report["boards_verified"] == 2
    assert report["faults"] == {"missing card": 4}
    assert result.stderr.count("still missing") == 2
    assert "board 2 left undealt (the " in result.stderr and "is missing)" in result.stderr
    assert "service the machine" not in result.stderr


def test_messages_do_not_repeat_the_board(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev")
    url = "sim://?seed=2&jam=1:4&misread=2:9"
    result = CliRunner().invoke(cli, ["machine", "deal", event, "--port", url])
    assert result.exit_code == 0, result.output
    for board in (1, 2, 3):
        assert f"board {board}: board {board}" not in result.stderr
    assert "board 1, after 3 cards: jam" in result.stderr


def _ask(monkeypatch: pytest.MonkeyPatch, answers: list[str]) -> list[str]:
    shown: list[str] = []

    def prompt(text: str, **_kwargs: Any) -> str:
        shown.append(text)
        return answers.pop(0)

    monkeypatch.setattr(click, "prompt", prompt)
    return shown


def test_one_prompt_with_the_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    tell = machine_cli._operator("/dev/ttyACM0", yes=False)
    fault = Instruction("missing-card", 4, "board 4, after 50 cards: missing card: find it")
    shown = _ask(monkeypatch, ["x", ""])
    tell(fault)  # an unknown answer asks again; Enter goes on
    assert shown[0].strip() == "[Enter] done · s: skip board 4 · a: abort the run"
    assert len(shown) == 2
    _ask(monkeypatch, ["s"])
    with pytest.raises(SkipBoard):
        tell(fault)
    _ask(monkeypatch, ["a"])
    with pytest.raises(AbortRun):
        tell(fault)
    shown = _ask(monkeypatch, [""])
    tell(Instruction("gave-up", 4, "board 4 could not be dealt"))
    assert "skip" not in shown[0]


def test_skip_a_board_at_a_fault() -> None:
    def operator(instruction: Instruction) -> None:
        if instruction.kind == "jam":
            raise SkipBoard("skipped by the operator")

    plan = BoardPlan.from_deal(1, shuffled_deal(STANDARD_PACK, 1))
    with Machine("sim://?seed=1&jam=1:7", operator=operator) as machine:
        outcome = machine.deal_board(plan)
        assert not outcome.dealt and outcome.skipped == "skipped by the operator"
        assert machine.status().state == 0  # the device was told to ABORT
        again = machine.deal_board(plan)
    assert again.verified


def test_progress_per_card_while_verifying() -> None:
    seen: list[tuple[str, int]] = []
    phase = ["deal"]

    def operator(instruction: Instruction) -> None:
        if instruction.kind == "verify":
            phase[0] = "verify"

    def on_card(board: int, n: int, card: int) -> None:
        seen.append((phase[0], n))

    plan = BoardPlan.from_deal(1, shuffled_deal(STANDARD_PACK, 2))
    with Machine("sim://?seed=1&card_ms=30", operator=operator, on_card=on_card) as machine:
        assert machine.deal_board(plan).verified
    verifying = [n for what, n in seen if what == "verify"]
    assert verifying == sorted(verifying) and verifying[-1] == 52
    assert len(verifying) >= 5  # STATUS polled while the cards are read


Interrupt = Callable[[Instruction], None]


@pytest.mark.parametrize("stop", [KeyboardInterrupt, AbortRun])
def test_an_interrupted_run_says_what_was_saved_and_how_to_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: type[BaseException]
) -> None:
    event = _event(tmp_path / "ev")

    def operator(url: str, yes: bool, progress: Any = None) -> Interrupt:
        def tell(instruction: Instruction) -> None:
            if instruction.kind == "verify" and instruction.board == 2:
                raise stop()

        return tell

    monkeypatch.setattr(machine_cli, "_operator", operator)
    result = CliRunner().invoke(cli, ["machine", "deal", event, "--port", "sim://?seed=1"])
    assert result.exit_code == 130
    assert "Aborted!" not in result.output
    assert "Board 1 is dealt and verified, recorded in" in result.stderr
    assert "Board 2 was being dealt: take its cards out" in result.stderr
    assert f"To resume: whist machine deal {event} --port sim://?seed=1" in result.stderr
    monkeypatch.undo()
    again = CliRunner().invoke(cli, ["machine", "deal", event, "--port", "sim://", "--json"])
    report = json.loads(again.stdout.strip().splitlines()[-1])
    assert report["boards_already_done"] == 1 and report["boards_resumed"] == 1
    assert report["boards_verified"] == 3


def test_read_refuses_a_board_with_a_deal_before_reading(tmp_path: Path) -> None:
    event = _event(tmp_path / "ev", boards=2)
    result = CliRunner().invoke(cli, ["machine", "read", event, "--board", "2", "--port", "sim://"])
    assert result.exit_code == 1 and "--replace" in result.output
    assert "hand in the hopper" not in result.output  # not a card read in vain


def test_instructions_are_written_above_the_bars(tmp_path: Path) -> None:
    """On a terminal (a pseudo-terminal of 80 columns) the bars are cleared before an
    instruction is written, so it starts on a line of its own, not after a bar."""
    import fcntl
    import os
    import pty
    import shutil
    import struct
    import subprocess
    import sys
    import termios

    event = _event(tmp_path / "ev", boards=2)
    whist = shutil.which("whist", path=str(Path(sys.executable).parent)) or "whist"
    url = "sim://?seed=1&jam=1:3&card_ms=5"
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    try:
        done = subprocess.run(
            [whist, "machine", "deal", event, "--port", url],
            stderr=slave,
            stdout=subprocess.PIPE,
            timeout=120,
        )
        os.close(slave)
        shown = b""
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(master)
    assert done.returncode == 0
    assert b"cards" in shown or b"board 1 deal" in shown  # the bars were drawn
    for message in (b"board 1, after 2 cards: jam", b"verify board 2"):
        at = shown.index(message)
        before = shown[:at]
        # at the start of a line: after a new line, a carriage return, or tqdm's
        # "return, then one line up" that leaves the cursor in column 0
        assert before.endswith((b"\r", b"\n", b"\r\x1b[A")), shown[at - 40 : at + 10]


@pytest.mark.parametrize("stop", [SkipBoard, AbortRun, KeyboardInterrupt])
def test_reading_stopped_by_the_operator_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: type[BaseException]
) -> None:
    event = _event(tmp_path / "ev", boards=1)
    before = (tmp_path / "ev" / "event.json").read_bytes()

    def operator(url: str, yes: bool, progress: Any = None) -> Interrupt:
        def tell(instruction: Instruction) -> None:
            if "East's hand" in instruction.message:
                raise stop()

        return tell

    monkeypatch.setattr(machine_cli, "_operator", operator)
    result = CliRunner().invoke(cli, ["machine", "read", event, "--board", "2", "--port", "sim://"])
    assert result.exit_code == 130, result.output
    assert "Board 2 was not recorded (the event is unchanged)" in result.stderr
    assert (tmp_path / "ev" / "event.json").read_bytes() == before


def test_a_hand_short_of_a_card_stops_reading_with_a_clear_error(tmp_path: Path) -> None:
    """sim://?short=1: East's hand, read from the table, has 12 cards. The operator is
    told the count (not "board 0", not "the no card"), asked a few times, and reading
    stops with what to do; the event is unchanged."""
    event = _event(tmp_path / "ev", boards=1)
    before = (tmp_path / "ev" / "event.json").read_bytes()
    result = CliRunner().invoke(
        cli, ["machine", "read", event, "--board", "1", "--replace", "--port", "sim://?short=1"]
    )
    assert result.exit_code == 1, result.output
    err = result.stderr
    assert err.count("the hand is short of a card: 12 of 13 read (the hopper ran out)") == 1
    assert "still short (2 times)" in err and "still short (3 times)" in err
    assert "Error: reading stopped: the hand is short of a card: 12 of 13 read" in err
    assert "count the hand at the table" in err and "read the whole hand again" in err
    assert "board 0" not in err and "no card" not in err and "Traceback" not in err
    assert "South's hand" not in err  # stopped at East's
    assert (tmp_path / "ev" / "event.json").read_bytes() == before


def test_the_short_fault_is_parsed_and_named() -> None:
    from firmware_bridge.simdevice import FaultPlan

    assert FaultPlan.from_query("short=1,3").short == frozenset({1, 3})
    with pytest.raises(ValueError, match="short"):
        FaultPlan.from_query("short=x")

"""``whist deal``, ``whist deal verify`` and ``whist deal analyse`` end to end on real
folders: create, refuse to overwrite, commit, verify (right and wrong secret), analyse,
Bishops with knights named in advance."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from dealer.folder import load_event
from tests.terminal import on_a_terminal
from whistcli.main import cli

SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_deal_commit_verify(tmp_path: Path) -> None:
    out = tmp_path / "ev"
    code, text = run("deal", "--boards", "6", "--out", str(out), "--seed", SEED, "--commit")
    assert code == 0, text
    event = load_event(out)
    assert len(event.boards) == 6 and event.secret == bytes.fromhex(SEED)
    assert f"sha256 {event.commitment}" in text
    assert (out / "commitment.txt").read_text().strip() == event.commitment
    assert [b.dealer.letter for b in event.boards] == list("NESWNE")

    code, text = run("deal", "--boards", "6", "--out", str(out))
    assert code == 1 and "already holds an event" in text and "--force" in text

    code, text = run("deal", "verify", str(out), "--reveal", SEED)
    assert code == 0 and "all 6 boards follow from it" in text
    code, text = run("deal", "verify", str(out), "--reveal", str(out / "secret"))
    assert code == 0
    code, text = run("deal", "verify", str(out), "--reveal", "ff" * 32)
    assert code == 1 and "not this event's secret" in text

    # Someone swaps two hands in the event file: verification catches it.
    data = json.loads((out / "event.json").read_text())
    hands = data["boards"][3]["deal"][2:].split()
    hands[0], hands[1] = hands[1], hands[0]
    data["boards"][3]["deal"] = "N:" + " ".join(hands)
    (out / "event.json").write_text(json.dumps(data))
    (out / "boards.pbn").unlink()
    code, text = run("deal", "verify", str(out), "--reveal", SEED)
    assert code == 1 and "board 4: the deal does not come from the secret" in text


def test_rotation_and_first_board(tmp_path: Path) -> None:
    out = tmp_path / "ev"
    code, text = run(
        "deal", "--boards", "3", "--first-board", "10", "--first-dealer", "S", "--out", str(out)
    )
    assert code == 0, text
    event = load_event(out)
    assert [(b.number, b.dealer.letter) for b in event.boards] == [(10, "W"), (11, "N"), (12, "E")]
    code, text = run("deal", "--boards", "2", "--fixed-dealer", "W", "--out", str(out), "--force")
    assert code == 0 and {b.dealer.letter for b in load_event(out).boards} == {"W"}


def test_bishops_knight_trumps_and_analyse(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr("dealer.bishops_analysis.MAX_NODES", 2_000)
    out = tmp_path / "b"
    code, text = run(
        "deal", "--boards", "40", "--game", "bishops-whist", "--seed", SEED,
        "--knight-trump", "S", "--out", str(out),
    )  # fmt: skip
    assert code == 0, text
    event = load_event(out)
    knights = [b for b in event.boards if b.trump is not None and b.trump.is_knight_cut]
    assert knights and all(str(b.trump) == "N=S" for b in knights)
    code, text = run("deal", "analyse", str(out))
    assert code == 0 and "no double-dummy figures: not solved within the limit" in text


def test_analyse_standard(tmp_path: Path) -> None:
    out = tmp_path / "ev"
    assert run("deal", "--boards", "2", "--seed", SEED, "--out", str(out))[0] == 0
    code, text = run("deal", "analyse", str(out))
    assert code == 0 and "double dummy NS" in text and "book lead (" in text
    assert all(a.tricks is not None for a in load_event(out).analysis.values())


def test_errors_are_clear(tmp_path: Path) -> None:
    code, text = run("deal", "--boards", "3")
    assert code == 1 and "--out" in text
    code, text = run("deal", "--boards", "3", "--out", str(tmp_path), "--seed", "xyz")
    assert code == 1 and "hex digits" in text
    code, text = run("deal", "--boards", "3", "--out", str(tmp_path), "--knight-trump", "S")
    assert code == 1 and "no knights" in text
    code, text = run("deal", "--boards", "3", "--out", str(tmp_path), "--first-dealer", "X")
    assert code == 1 and "--first-dealer" in text


def test_console_script_runs(tmp_path: Path) -> None:
    script = Path(sys.executable).parent / "whist"
    if not script.exists():
        pytest.skip("the whist console script is not installed in this environment")
    out = tmp_path / "ev"
    result = subprocess.run(
        [str(script), "deal", "--boards", "2", "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert len(load_event(out).boards) == 2


def test_commit_first_then_deal_with_public_salt(tmp_path: Path) -> None:
    out = tmp_path / "ev"
    code, text = run("deal", "--commit", "--out", str(out), "--seed", SEED)
    assert code == 0, text
    commitment = (out / "commitment.txt").read_text().strip()
    assert f"sha256 {commitment}" in text and not (out / "event.json").exists()
    code, text = run("deal", "--commit", "--out", str(out))
    assert code == 1 and "already holds a secret" in text
    code, text = run("deal", "--boards", "4", "--salt", "lottery 4711", "--out", str(out))
    assert code == 0 and "dealing from the secret committed" in text
    event = load_event(out)
    assert event.commitment == commitment
    assert event.derivation is not None and event.derivation.salt == "lottery 4711"
    code, text = run("deal", "verify", str(out), "--reveal", SEED)
    assert code == 0, text
    # A replaced secret no longer matches the published commitment.
    other = tmp_path / "other"
    assert run("deal", "--commit", "--out", str(other))[0] == 0
    (other / "secret").write_text("ab" * 32)
    code, text = run("deal", "--boards", "2", "--out", str(other))
    assert code == 1 and "does not match commitment.txt" in text
    code, text = run("deal", "--out", str(other))
    assert code == 1 and "--boards N" in text


def test_analyse_shows_a_progress_bar_only_on_a_terminal(tmp_path: Path) -> None:
    """``whist deal analyse`` on a terminal shows a bar of the boards analysed (issue 14);
    into a pipe or a log it writes no bar."""
    event = tmp_path / "ev"
    made = CliRunner().invoke(
        cli, ["deal", "--boards", "3", "--seed", "00" * 16, "--out", str(event)]
    )
    assert made.exit_code == 0, made.output
    piped = CliRunner().invoke(cli, ["deal", "analyse", str(event)])
    assert piped.exit_code == 0, piped.output
    assert "analysing" not in piped.output and "board   3" in piped.output
    code, text = on_a_terminal(["deal", "analyse", str(event)])
    assert code == 0, text
    assert "analysing" in text and "3/3" in text
    assert "board   3" in text

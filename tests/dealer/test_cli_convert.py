"""``whist convert IN OUT`` on real files: event folder to every format and back,
refusal to drop trump records without --lossy, DLM header options, errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import load_event
from dealer.formats import read_boards
from whistcli.main import cli

SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


@pytest.fixture
def event_dir(tmp_path: Path) -> Path:
    out = tmp_path / "ev"
    assert run("deal", "--boards", "5", "--seed", SEED, "--out", str(out))[0] == 0
    return out


def test_event_to_csv_and_pbn_keep_everything(event_dir: Path, tmp_path: Path) -> None:
    event = load_event(event_dir)
    for name in ("s.csv", "s.pbn"):
        code, text = run("convert", str(event_dir), str(tmp_path / name), "--csv-trump")
        assert code == 0, text
        assert read_boards(tmp_path / name) == list(event.boards)
    code, text = run("convert", str(tmp_path / "s.csv"), str(tmp_path / "again.pbn"))
    assert code == 0 and read_boards(tmp_path / "again.pbn") == list(event.boards)


def test_trumps_need_lossy(event_dir: Path, tmp_path: Path) -> None:
    code, text = run("convert", str(event_dir), str(tmp_path / "s.dlm"))
    assert code == 1 and "cannot carry trump records" in text and "--lossy" in text
    code, text = run(
        "convert", str(event_dir), str(tmp_path / "s.dlm"), "--lossy", "--sealed",
        "--headline", "Club night",
    )  # fmt: skip
    assert code == 0 and "warning: DLM cannot carry trump records" in text
    data = (tmp_path / "s.dlm").read_text()
    assert "Headline=Club night\nStatus=Sealed\n" in data
    deals = [b.deal for b in load_event(event_dir).boards]
    assert [b.deal for b in read_boards(tmp_path / "s.dlm")] == deals
    # DLM -> BER -> DUP, numbers restored with --first-board where the file has none.
    assert run("convert", str(tmp_path / "s.dlm"), str(tmp_path / "s.ber"))[0] == 0
    code, text = run("convert", str(tmp_path / "s.ber"), str(tmp_path / "s.dup"))
    assert code == 0, text
    assert [b.deal for b in read_boards(tmp_path / "s.dup")] == deals


def test_errors(event_dir: Path, tmp_path: Path) -> None:
    (tmp_path / "x.csv").write_text("nonsense\n")
    code, text = run("convert", str(tmp_path / "x.csv"), str(tmp_path / "y.pbn"))
    assert code == 1 and "line 1" in text
    code, text = run("convert", str(event_dir), str(tmp_path / "y.txt"))
    assert code == 1 and "unknown deal file type" in text
    (tmp_path / "y.pbn").write_text("")
    code, text = run("convert", str(event_dir), str(tmp_path / "y.pbn"))
    assert code == 1 and "--force" in text

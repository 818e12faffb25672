"""``whist convert`` keeps what the target can hold and names what it cannot; one
decoding rule for every reader; damaged files (CR-only line ends, a DUP cut short, a
board number given twice) never pass silently."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.formats import FormatLossError, dumps_boards, read_boards, read_deal_file
from dealer.formats.pbn import MAX_GAME_CHARS, loads, read_text
from dealer.generate import create_event
from whist import Board, NotationError
from whistcli.main import cli

SECRET = bytes(range(32))

PBN = """[Event "Café de la Paix"]
[Site "Zürich"]
[Generator "Big Deal 2.0"]
[Board "1"]
[West "Lüthi"]
[North "Nuñez"]
[East "E"]
[South "S"]
[Dealer "N"]
[Deal "N:753.T2.KT8762.Q4 A9842.J3.95.KJ75 K.AK985.AJ.A9863 QJT6.Q764.Q43.T2"]
[Scoring "MP"]
[Declarer "S"]
[Contract "4H"]
[Result "9"]

[Event "Café de la Paix"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "E:753.T2.KT8762.Q4 A9842.J3.95.KJ75 K.AK985.AJ.A9863 QJT6.Q764.Q43.T2"]
"""


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in result.output + result.stderr
    return result.exit_code, result.stdout, result.stderr


def six_boards() -> list[Board]:
    return list(create_event(boards=6, secret=SECRET).boards)


def test_latin1_pbn_converts(tmp_path: Path) -> None:
    """docs/notation.md: "UTF-8, else ISO 8859-1" -- for every reader."""
    (tmp_path / "l.pbn").write_bytes(PBN.encode("latin-1"))
    code, _, err = run("convert", str(tmp_path / "l.pbn"), str(tmp_path / "u.pbn"))
    assert code == 0, err
    back = loads((tmp_path / "u.pbn").read_text(encoding="utf-8"))
    assert back[0].get("Event") == "Café de la Paix" and back[0].get("West") == "Lüthi"
    csv_text = b'"AK","","","","","","","","","","","","","","","","1","N/-"\n'
    (tmp_path / "l.csv").write_bytes(csv_text.replace(b"\n", b"\xe9\n")[:-2] + b"\n")
    code, _, err = run("convert", str(tmp_path / "l.csv"), str(tmp_path / "x.pbn"))
    assert code == 1 and "line 1" in err and "UnicodeDecodeError" not in err


def test_pbn_to_pbn_keeps_every_tag(tmp_path: Path) -> None:
    (tmp_path / "a.pbn").write_text(PBN, encoding="utf-8")
    code, _, err = run("convert", str(tmp_path / "a.pbn"), str(tmp_path / "b.pbn"))
    assert code == 0, err
    before, after = loads(PBN), loads((tmp_path / "b.pbn").read_text(encoding="utf-8"))
    assert [r.tags for r in after] == [r.tags for r in before]
    for name in ("Generator", "Event", "Site", "West", "North", "Scoring", "Declarer",
                 "Contract", "Result"):  # fmt: skip
        assert after[0].get(name) == before[0].get(name)
    assert after[0].get("Vulnerable") is None  # not invented
    assert after[1].get("Vulnerable") == "NS"


def test_csv_and_lin_keep_the_vulnerability_and_name_the_rest(tmp_path: Path) -> None:
    (tmp_path / "a.pbn").write_text(PBN, encoding="utf-8")
    code, _, err = run("convert", str(tmp_path / "a.pbn"), str(tmp_path / "b.csv"))
    assert code == 1
    for tag in ("[Event]", "[Site]", "[Generator]", "[Contract]", "[West]"):
        assert tag in err
    code, _, err = run("convert", str(tmp_path / "a.pbn"), str(tmp_path / "b.csv"), "--lossy")
    assert code == 0 and "warning: CSV cannot hold [Contract]" in err
    assert "[Vulnerable]" not in err
    rows = (tmp_path / "b.csv").read_text().splitlines()
    assert rows[1].endswith('"2","E/NS"') and len(rows[1].split('","')) == 18
    code, _, err = run("convert", str(tmp_path / "b.csv"), str(tmp_path / "c.lin"))
    assert code == 0, err
    lin = (tmp_path / "c.lin").read_text()
    assert "|sv|n|" in lin and lin.startswith("pn|")
    code, _, err = run("convert", str(tmp_path / "c.lin"), str(tmp_path / "d.pbn"))
    assert code == 0, err
    back = loads((tmp_path / "d.pbn").read_text())
    assert back[1].get("Vulnerable") == "NS" and back[0].get("Vulnerable") is None
    # LIN keeps the players too
    code, _, err = run("convert", str(tmp_path / "a.pbn"), str(tmp_path / "e.lin"), "--lossy")
    assert "pn|S,Lüthi,Nuñez,E|" in (tmp_path / "e.lin").read_text()
    assert "[West]" not in err and "[Event]" in err


@pytest.mark.parametrize("extension", [".lin", ".csv"])
def test_cr_only_line_ends_read_every_board_and_say_so(tmp_path: Path, extension: str) -> None:
    boards = six_boards()
    data, _ = dumps_boards(boards, extension, lossy=True)
    (tmp_path / f"cr{extension}").write_bytes(data.replace(b"\n", b"\r"))
    read = read_deal_file(tmp_path / f"cr{extension}")
    assert [b.deal for b in read.boards] == [b.deal for b in boards]
    assert any("CR only" in w for w in read.warnings)
    code, out, err = run("convert", str(tmp_path / f"cr{extension}"), str(tmp_path / "o.pbn"))
    assert code == 0 and "6 boards written" in out and "CR only" in err


def test_dup_cut_short_against_its_trailer(tmp_path: Path) -> None:
    data, _ = dumps_boards(six_boards(), ".dup", lossy=True)
    (tmp_path / "cut.dup").write_bytes(data[: 3 * 156])
    with pytest.raises(NotationError, match=r"cut.dup: the trailer says boards 1-6 .* holds 3"):
        read_boards(tmp_path / "cut.dup")


@pytest.mark.parametrize("extension", [".pbn", ".csv", ".lin"])
def test_a_board_number_given_twice_is_refused(tmp_path: Path, extension: str) -> None:
    one, two = six_boards()[:2]
    again = Board(1, two.deal, two.dealer, two.trump)
    with pytest.raises(FormatLossError, match="boards 1 are given more than once"):
        dumps_boards([one, again], extension, lossy=True)
    data = b"\n".join(dumps_boards([b], extension, lossy=True)[0] for b in (one, again))
    (tmp_path / f"d{extension}").write_bytes(data)
    with pytest.raises(
        NotationError, match=r"d\.\w+: line \d+: board 1 is given twice \(first at line \d+\)"
    ):
        read_boards(tmp_path / f"d{extension}")


class _Counting(io.BytesIO):
    """A file that counts the bytes read from it."""

    taken = 0

    def read(self, size: int | None = -1) -> bytes:
        data = super().read(size)
        self.taken += len(data)
        return data


def test_a_huge_one_line_pbn_is_refused_after_a_megabyte() -> None:
    """Memory is bounded by a game, not by the file: a 20 MB file saved as one line is
    refused having read little more than MAX_GAME_CHARS of it."""
    record = b'[Board "1"][Dealer "N"][Play "E"]' + b" SA" * 7_000_000
    handle = _Counting(record)
    with pytest.raises(NotationError, match=r"x.pbn, line 1: the game starting at line 1"):
        read_text(handle, "x.pbn")
    assert handle.taken < MAX_GAME_CHARS + 2 * 65536 < len(record) // 10


def test_lines_of_every_line_end_across_blocks() -> None:
    """CR LF split across two blocks is one line end; CR alone and LF alone are too."""
    text = b'[Board "1"]\r\n' * 6000 + b"\r".join([b'[Dealer "N"]'] * 6000)
    assert read_text(io.BytesIO(text), "x") == text.decode()
    assert len(loads(read_text(io.BytesIO(PBN.replace("\n", "\r").encode()), "x"))) == 2


def test_a_play_is_named_and_placeholders_are_not_losses(tmp_path: Path) -> None:
    """Big Deal's empty players and "?" contract say nothing: not a loss; a [Play] is."""
    text = PBN.replace('[West "Lüthi"]', '[West ""]').replace('[Contract "4H"]', '[Contract "?"]')
    text = text.replace('[Result "9"]', '[Result "9"]\n[Play "W"]\nS6 S3 SA SK\n*')
    (tmp_path / "a.pbn").write_text(text, encoding="utf-8")
    code, _, err = run("convert", str(tmp_path / "a.pbn"), str(tmp_path / "b.lin"))
    assert code == 1 and "[Play] (boards 1;" in err
    assert "[West]" not in err and "[Contract]" not in err

"""``whist event import`` of a PBN file streams its boards to the event folder (issue
14: memory flat in the boards): the folder is byte for byte the whole-file import's,
out-of-order numbers and damaged files take the whole-file way with its result or its
error, and the streaming path never reads the file whole."""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

import dealer.folder as folder_module
import dealer.formats as formats_module
import dealer.formats.pbn.reader as reader_module
import dealer.formats.pbn.stream as stream_module
import dealer.importing as importing_module
from dealer.folder import load_event, save_event
from dealer.formats import dumps_boards, format_for, read_deal_file
from dealer.generate import create_event
from dealer.importing import import_event, stream_import, survey_pbn
from whistcli.main import cli

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data" / "pbn"
SECRET = bytes(range(32))
NOW = datetime(2026, 11, 26, 12, 0, tzinfo=UTC)
FILES = ("event.json", "boards.pbn", "secret")


def whole_way(source: Path, out: Path, game: str | None = None) -> None:
    """Today's import: the whole file read, the whole event saved."""
    deal_file = read_deal_file(source)

    made, _notes = import_event(
        deal_file,
        secret=SECRET,
        source_name=source.name,
        source_digest=hashlib.sha256(source.read_bytes()).hexdigest(),
        carries_dealer=format_for(source).carries_dealer,
        game=game,
        name="Night",
        now=NOW,
    )
    save_event(made, out)


def streamed(source: Path, out: Path, game: str | None = None) -> bool:
    survey = survey_pbn(source)
    if survey is None:
        return False
    made = stream_import(source, survey, out, secret=SECRET, carries_dealer=True, game=game,
                         name="Night", now=NOW)  # fmt: skip
    return made is not None


def same_folders(one: Path, two: Path) -> None:
    for name in FILES:
        assert (one / name).read_bytes() == (two / name).read_bytes(), name


def big_file(tmp_path: Path, boards: int, *, trumps: bool) -> Path:
    """A PBN file of ``boards`` generated boards (our own PBN with trump records, or
    without them, as Big Deal's files come)."""
    event = create_event(boards=boards, secret=bytes(32))
    data, _ = dumps_boards(list(event.boards), "pbn")
    text = data.decode("utf-8")
    if not trumps:
        text = re.sub(r'\[WhistTrump "[^"]*"\]\r?\n', "", text)
    path = tmp_path / f"big{boards}.pbn"
    path.write_text(text, encoding="utf-8", newline="")
    return path


REAL = sorted(SHARED.rglob("*.pbn"))


@pytest.mark.parametrize("source", REAL, ids=lambda p: p.name)
def test_real_files_stream_to_the_same_folder(source: Path, tmp_path: Path) -> None:
    try:
        whole_way(source, tmp_path / "whole")
    except ValueError:  # the whole-file way refuses it: the stream must refuse it too
        assert not streamed(source, tmp_path / "stream")
        assert not (tmp_path / "stream" / "event.json").exists()
        return
    if streamed(source, tmp_path / "stream"):
        same_folders(tmp_path / "whole", tmp_path / "stream")


def test_the_real_events_take_the_streaming_path() -> None:
    """The club files are plain enough to stream (else the test above proves nothing)."""
    assert all(survey_pbn(p) is not None for p in sorted((SHARED / "real-events").glob("*.pbn")))


@pytest.mark.parametrize("trumps", [True, False])
@pytest.mark.parametrize("game", [None, "bridge-whist"])
def test_ten_thousand_boards_stream_to_the_same_folder(
    tmp_path: Path, trumps: bool, game: str | None
) -> None:
    source = big_file(tmp_path, 10_000 if trumps and game is None else 300, trumps=trumps)
    whole_way(source, tmp_path / "whole", game)
    assert streamed(source, tmp_path / "stream", game)
    same_folders(tmp_path / "whole", tmp_path / "stream")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in result.output + result.stderr
    return result.exit_code, result.stdout, result.stderr


def test_streaming_path_never_reads_the_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each whole-file reader, and the import and save of a whole event, fail when
    called: the import still succeeds, and the event reads back whole."""
    source = big_file(tmp_path, 2_000, trumps=False)

    def whole(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("the file was read whole")

    monkeypatch.setattr(formats_module, "read_deal_file", whole)
    monkeypatch.setattr(reader_module, "read_text", whole)
    monkeypatch.setattr(stream_module, "read_pbn_boards", whole)
    monkeypatch.setattr(importing_module, "import_event", whole)  # all boards in one Event
    monkeypatch.setattr(folder_module, "save_event", whole)
    code, out, err = run("event", "import", str(source), "--out", str(tmp_path / "ev"))
    assert code == 0, err + out
    assert "2000 boards of duplicate-whist" in out and "(boards 1-2000)" in out
    assert "the file gives no trump card for 2000 of 2000 boards" in out
    monkeypatch.undo()
    event = load_event(tmp_path / "ev")
    assert [b.number for b in event.boards] == list(range(1, 2001))
    assert all(b.trump is not None for b in event.boards)


def test_out_of_order_numbers_take_the_whole_file_way(tmp_path: Path) -> None:
    source = big_file(tmp_path, 40, trumps=True)
    games = source.read_text().split("\n\n")
    head, body = games[0], games[1:]
    shuffled = tmp_path / "shuffled.pbn"
    shuffled.write_text("\n\n".join([head, *body[20:], *body[:20]]), newline="")
    assert survey_pbn(shuffled) is None
    whole_way(source, tmp_path / "a")
    whole_way(shuffled, tmp_path / "b")
    assert (tmp_path / "a" / "event.json").read_text().replace(source.name, "X") == (
        tmp_path / "b" / "event.json"
    ).read_text().replace(shuffled.name, "X").replace(_digest(shuffled), _digest(source))
    code, out, err = run("event", "import", str(shuffled), "--out", str(tmp_path / "c"))
    assert code == 0, err
    assert "40 boards of duplicate-whist" in out and "(boards 1-40)" in out
    boards = (tmp_path / "c" / "event.json").read_text()
    assert boards.index('"board": 1,') < boards.index('"board": 40,')


def _digest(path: Path) -> str:

    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_damaged_file_gives_todays_error_and_writes_nothing(tmp_path: Path) -> None:
    source = big_file(tmp_path, 3_000, trumps=False)
    text = source.read_text()
    damaged = tmp_path / "damaged.pbn"
    at = text.index('[Board "2500"]')
    damaged.write_text(text[:at] + '[Deal "N:AKQ.JT9.876.5432 ...."]\n' + text[at:], newline="")
    with pytest.raises(ValueError) as whole:
        read_deal_file(damaged)
    code, _out, err = run("event", "import", str(damaged), "--out", str(tmp_path / "ev"))
    assert code == 1
    assert err.strip() == f"Error: {whole.value}"
    assert not (tmp_path / "ev").exists() or not any((tmp_path / "ev").iterdir())


def test_several_games_are_refused_as_before(tmp_path: Path) -> None:
    source = big_file(tmp_path, 30, trumps=False)
    text = source.read_text()
    at = text.index('[Board "30"]')
    rest = re.sub(r'\[WhistGame "[^"]*"\]\r?\n', "", text[at:])
    text = text[:at] + rest.replace('[Board "30"]', '[Board "30"]\n[WhistGame "bridge-whist"]')
    mixed = tmp_path / "mixed.pbn"
    mixed.write_text(text, newline="")
    code, _out, err = run("event", "import", str(mixed), "--out", str(tmp_path / "ev"))
    assert code == 1
    assert "the boards are of several games (bridge-whist, duplicate-whist)" in err
    assert not (tmp_path / "ev" / "event.json").exists()


def test_a_file_changed_between_the_passes_is_refused(tmp_path: Path) -> None:
    """The survey's count and numbers no longer hold: neither event file is written."""
    source = big_file(tmp_path, 60, trumps=False)
    survey = survey_pbn(source)
    assert survey is not None
    text = source.read_text()
    source.write_text(text[: text.index('[Board "41"]')], newline="")
    with pytest.raises(ValueError, match="changed while it was read"):
        stream_import(source, survey, tmp_path / "ev", secret=SECRET, carries_dealer=True)
    assert not (tmp_path / "ev" / "event.json").exists()
    assert not (tmp_path / "ev" / "boards.pbn").exists()

"""The PBN file read a game at a time (:mod:`dealer.formats.pbn.stream`) and the boards
written as read (:func:`dealer.formats.stream_boards`), against the whole-file reading
and writing they replace in ``whist convert``: the same boards, tags and warnings, the
same error (message and line) on a damaged file, the same bytes in every format, and
nothing written when the conversion fails."""

from __future__ import annotations

import io
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from dealer.formats import DealFile, dumps_boards, format_for, read_deal_file, stream_boards
from dealer.formats.pbn import record as record_module
from dealer.formats.pbn.boards import read_pbn_boards
from dealer.formats.pbn.reader import read_text
from dealer.formats.pbn.stream import PbnBoardStream, _SeenBoards
from dealer.generate import create_event
from whist import Board
from whistcli.main import cli

Outcome = tuple[object, ...]
FORMATS = (".ber", ".csv", ".lin", ".dup", ".dlm", ".bri", ".dge", ".pbn")


def whole(data: bytes, source: str = "x.pbn") -> Outcome:
    """The whole-file reading: boards with their tags, and warnings; or the error."""
    try:
        read = read_pbn_boards(read_text(io.BytesIO(data), source), source)
    except Exception as exc:
        return ("error", type(exc).__name__, str(exc))
    return ("read", [(b, read.tags.get(b.number, ())) for b in read.boards], read.warnings)


def streamed(data: bytes, source: str = "x.pbn") -> tuple[Outcome, dict[str, int]]:
    stream = PbnBoardStream(io.BytesIO(data), source)
    try:
        boards = list(stream)
    except Exception as exc:
        return ("error", type(exc).__name__, str(exc)), stream.paths
    return ("read", boards, stream.warnings), stream.paths


@pytest.fixture(scope="module")
def event_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``boards.pbn`` of a real event folder of 10,000 boards (``whist deal``)."""
    event = create_event(boards=10_000, secret=bytes(range(32)), event_id="stream")
    return save_event(event, tmp_path_factory.mktemp("big") / "ev") / "boards.pbn"


SMALL = list(create_event(boards=8, secret=bytes(range(32)), event_id="small").boards)


def ours(boards: list[Board] = SMALL) -> str:
    """A small file as ``whist deal`` writes it (its [Event] tag included)."""
    text = dumps_boards(boards, ".pbn")[0].decode()
    return text.replace('[WhistTrump "', '[Event "club"]\n[WhistTrump "')


def big_deal_style(boards: list[Board] = SMALL) -> str:
    """A file laid out as Big Deal 2.0 writes its PBN: escape lines, then each board's
    tags with "?" where it knows nothing (its output format, as a producer's file)."""
    games = []
    for i, b in enumerate(boards):
        head = '[Generator "Big Deal version 2.0"]\n' if i == 0 else ""
        games.append(
            f'{head}[Event "?"]\n[Site "?"]\n[Date "?"]\n[Board "{b.number}"]\n[West "?"]\n'
            f'[North "?"]\n[East "?"]\n[South "?"]\n[Dealer "{b.dealer.letter}"]\n'
            f'[Vulnerable "None"]\n[Deal "{b.deal.to_pbn()}"]\n[Scoring "?"]\n'
            '[Declarer "?"]\n[Contract "?"]\n[Result "?"]\n'
        )
    return "% PBN 2.1\n% EXPORT\n%\n" + "\n".join(games) + "\n"


def test_our_files_and_big_deals_go_the_fast_path(event_file: Path) -> None:
    """The plain games of the common files are read by the fast path, board for board
    as the whole-file reader reads them (a broken fast path would show here as the full
    reader's counts)."""
    data = event_file.read_bytes()
    outcome, paths = streamed(data)
    assert outcome == whole(data)
    assert paths == {"plain": 10_000, "full": 0, "whole": 0}
    outcome, paths = streamed(big_deal_style().encode())
    assert outcome == whole(big_deal_style().encode()) and outcome[0] == "read"
    assert paths == {"plain": len(SMALL), "full": 0, "whole": 0}


def test_real_files_read_as_the_whole_file(shared_data: Path) -> None:
    """Every shared PBN file (events with auctions, plays and score tables; the
    conformance files with comments across empty lines, CR LF, deliberate errors): the
    same boards, tags and warnings, or the same error, as the whole-file reader."""
    files = sorted((shared_data / "pbn").rglob("*.pbn"))
    assert len(files) >= 10
    errors = 0
    for path in files:
        data = path.read_bytes()
        outcome, _ = streamed(data, str(path))
        assert outcome == whole(data, str(path)), path.name
        errors += outcome[0] == "error"
    assert errors >= 3  # the errors_*.pbn files among them


def _swap_card(text: str) -> str:
    # North's first spade to East: 12 and 14 cards
    start = text.index('[Deal "', text.index('[Board "5"]')) + 9
    parts = text[start : text.index('"', start)].split(" ")
    card, parts[0] = parts[0][0], parts[0][1:]
    parts[1] = card + parts[1]
    return text[:start] + " ".join(parts) + text[text.index('"', start) :]


def _game(text: str, number: int) -> str:
    start = text.index(f'[Board "{number}"]')
    return text[start : text.index("\n\n", start) + 1]


def _in_game(number: int, old: str, new: str) -> Callable[[str], str]:
    def change(text: str) -> str:
        game = _game(text, number)
        assert old in game
        return text.replace(game, game.replace(old, new, 1))

    return change


def _other_deal_same_number(text: str) -> str:
    game = _game(text, 3).replace('[Board "3"]', '[Board "6"]')
    return text + "\n" + game


#: name -> a change of a small plain file (ours); each is read as the whole file reads it.
CHANGES: dict[str, Callable[[str], str]] = {
    "as written": lambda t: t,
    "big deal's layout": lambda t: big_deal_style(),
    "a card no rank": _in_game(4, '[Deal "', '[Deal "X'),
    "a hand of 12 and one of 14": _swap_card,
    "a lower-case deal": _in_game(2, '[Deal "', '[Deal "n:'),
    "ranks out of order": _in_game(3, "AK", "KA"),
    "ten written 10": _in_game(3, "T", "10"),
    "a tag given twice": _in_game(3, '[Dealer "', '[Dealer "N"]\n[Dealer "'),
    "a dealer no seat": _in_game(4, '[Dealer "', '[Dealer "X'),
    "a vulnerability unknown": _in_game(2, '[Vulnerable "None"]', '[Vulnerable "Red"]'),
    "a board number no number": _in_game(2, '[Board "2"]', '[Board "two"]'),
    "no board number": _in_game(2, '[Board "2"]\n', ""),
    "no dealer": _in_game(6, "[Dealer", "[Declarer"),
    "a trump record no card": _in_game(5, '[WhistTrump "', '[WhistTrump "Z'),
    "bishops named, standard dealt": _in_game(
        5, '[WhistGame "duplicate-whist"]', '[WhistGame "bishops-whist"]'
    ),
    "a control character": _in_game(3, '[Event "club"]', '[Event "cl\x01ub"]'),
    "a date": _in_game(3, '[Event "club"]', '[Event "club"]\n[Date "2026.11.26"]'),
    "a bad date": _in_game(3, '[Event "club"]', '[Event "club"]\n[Date "26.11.2026"]'),
    "copied from the game before": _in_game(3, '[Event "club"]', '[Event "#"]'),
    "the deal copied": _in_game(3, '[Deal "', '[Deal "#"]\n[X "'),
    "inherited from here on": _in_game(2, '[Event "club"]', '[Event "##night"]'),
    "a game without a deal": lambda t: t.replace("% PBN 2.1\n", '% PBN 2.1\n\n[Event "x"]\n'),
    "escape lines within": _in_game(3, "[Dealer", "% a note\n[Dealer"),
    "a comment": _in_game(3, "[Dealer", "{ the board } [Dealer"),
    "a comment over an empty line": _in_game(3, "[Dealer", "{ first\n\nsecond }\n[Dealer"),
    "a comment never closed": _in_game(7, "[Dealer", "{ never closed\n[Dealer"),
    "a tag over two lines": _in_game(3, '[Dealer "', '[Dealer\n"'),
    "a section": _in_game(3, '[Event "club"]', '[Event "club"]\n[Auction "N"]\nPass Pass'),
    "data outside a section": _in_game(3, '[Event "club"]', '[Event "club"]\nstray words'),
    "the same board twice": lambda t: t + "\n" + _game(t, 2),
    "a board number twice, other deals": _other_deal_same_number,
    "far board numbers": lambda t: t.replace('[Board "8"]', '[Board "1000000"]'),
    "blank lines of blanks": lambda t: t.replace("\n\n", "\n  \t\n\n"),
    "a blank line of a form feed": lambda t: t.replace("\n\n", "\n\f\n"),
    "no empty line at the end": lambda t: t.rstrip("\n"),
    "CR LF": lambda t: t.replace("\n", "\r\n"),
    "CR alone": lambda t: t.replace("\n", "\r"),
    "a byte-order mark": lambda t: "\ufeff" + t,
    "a long game": _in_game(3, "[Dealer", "{" + "x" * 300_000 + "}\n[Dealer"),
    "a game past the limit": _in_game(3, "[Dealer", "{" + "x\n" * 600_000 + "}\n[Dealer"),
}


@pytest.mark.parametrize("kept", [4096, 2])
@pytest.mark.parametrize("name", sorted(CHANGES))
def test_a_changed_file_reads_as_the_whole_file(
    name: str, kept: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each change, well formed or damaged: the stream gives what the whole-file
    reader gives, boards and warnings, or its error with the same line; with the
    boards kept to tell a repeat, and with their digests (past ``KEPT`` numbers)."""
    monkeypatch.setattr(_SeenBoards, "KEPT", kept)
    text = CHANGES[name](ours())
    encodings = ("utf-8",) if name == "a game past the limit" else ("utf-8", "latin-1")
    for data in (text.encode(encoding, errors="replace") for encoding in encodings):
        outcome, _ = streamed(data)
        assert outcome == whole(data)


def test_a_late_byte_that_is_no_utf8_makes_the_whole_file_latin1() -> None:
    """decode_text's rule is the whole file's: a name in UTF-8 near the start is read
    as ISO 8859-1 when a byte near the end is no UTF-8 (as the whole-file reader)."""
    text = ours()
    data = text.replace('[Event "club"]', '[Event "Café"]', 1).encode("utf-8")
    data = data.replace(b'[Event "club"]', b'[Event "Caf\xe9"]', 1)
    outcome, _ = streamed(data)
    assert outcome == whole(data) and outcome[0] == "read"
    tags = dict(outcome[1][0][1])  # type: ignore[index]
    assert tags["Event"] == "CafÃ©"


def _whole_convert(read: DealFile, extension: str, **options: object) -> Outcome:
    try:
        data, lost = dumps_boards(
            read.boards, extension, lossy=True, tags=dict(read.tags), **options
        )
    except Exception as exc:
        return ("error", type(exc).__name__, str(exc))
    return ("written", data, lost)


def _same_bytes(path: Path, out: Path) -> int:
    """Each format (CSV with and without the trump field): the stream's bytes and
    warnings, or its error, are the whole-file conversion's. How many were written."""
    read = read_deal_file(path)
    written = 0
    for extension in FORMATS:
        for trump in (False, True) if extension == ".csv" else (False,):
            target = out / f"out{extension}"
            with path.open("rb") as handle:
                try:
                    _, lost = stream_boards(
                        PbnBoardStream(handle, str(path)),
                        target,
                        lossy=True,
                        trump=trump,
                        show=True,
                    )
                    got: Outcome = ("written", target.read_bytes(), lost)
                except Exception as exc:
                    got = ("error", type(exc).__name__, str(exc))
                    assert not target.exists()
            target.unlink(missing_ok=True)
            expected = _whole_convert(read, extension, trump=trump, show=True)
            assert got == expected, (path.name, extension)
            written += got[0] == "written"
    return written


def test_every_format_byte_for_byte_on_the_shared_files(shared_data: Path, tmp_path: Path) -> None:
    """The streaming writers give the bytes (and the warnings of what is left out) of
    the whole-file writers, each format, on every shared file that reads."""
    written = 0
    for path in sorted((shared_data / "pbn").rglob("*.pbn")):
        if whole(path.read_bytes())[0] == "read":
            written += _same_bytes(path, tmp_path)
    assert written > 50


def test_every_format_byte_for_byte_on_10000_boards(event_file: Path, tmp_path: Path) -> None:
    """10,000 boards: BER, CSV, LIN, BRI, DGE and PBN the same bytes; DUP (999 boards at
    most) and DLM (99) the same refusal, from the numbers alone."""
    assert _same_bytes(event_file, tmp_path) == len(FORMATS) + 1 - 2
    big_deal = tmp_path / "bigdeal.pbn"
    big_deal.write_text(big_deal_style(SMALL))
    assert _same_bytes(big_deal, tmp_path) == len(FORMATS) + 1


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def test_a_damaged_game_near_the_end_writes_nothing(event_file: Path, tmp_path: Path) -> None:
    """Board 9,990 damaged: ``whist convert`` stops with the whole-file reader's error
    (its line), after writing 9,989 boards into the temporary file, which is removed:
    no OUT, no temporary file left (the one atomic writer of every format)."""
    text = event_file.read_text()
    start = text.index('[Deal "', text.index('[Board "9990"]')) + 9
    damaged = tmp_path / "damaged.pbn"
    damaged.write_text(text[:start] + "X" + text[start:])
    expected = whole(damaged.read_bytes(), str(damaged))
    assert expected[0] == "error" and "line 79" in str(expected[2])
    out = tmp_path / "out"
    out.mkdir()
    code, output = run("convert", "--lossy", str(damaged), str(out / "x.lin"))
    assert code == 1 and str(expected[2]) in output, output
    assert list(out.iterdir()) == []


def test_a_refused_loss_names_every_board_and_writes_nothing(
    event_file: Path, tmp_path: Path
) -> None:
    """Without --lossy the loss is known at the first board, but the file is read to
    its end to name every board, as before; nothing is written."""
    target = tmp_path / "x.ber"
    code, output = run("convert", str(event_file), str(target))
    assert code == 1
    assert "the records of boards 1-10000 would be lost" in output
    assert "BER cannot hold [Event] (boards 1-10000; PBN keeps it)" in output
    assert list(tmp_path.iterdir()) == []
    code, output = run("convert", "--lossy", str(event_file), str(target))
    assert code == 0 and output.endswith(f"{target}: 10000 boards written\n")
    assert target.stat().st_size == 52 * 10_000


def test_warnings_of_the_reading_come_before_those_of_the_writing(tmp_path: Path) -> None:
    """A board given again with the same deal (a record a table) is read once; the
    reading's warning is printed when the file has been read, before the losses'."""
    source = tmp_path / "tables.pbn"
    text = ours()
    source.write_text(text + "\n" + _game(text, 2) + "\n" + _game(text, 2))
    code, output = run("convert", "--lossy", str(source), str(tmp_path / "x.csv"))
    assert code == 0
    lines = output.splitlines()
    assert lines[0].startswith("warning: ") and "1 boards are given more than once" in lines[0]
    assert "CSV cannot carry trump records" in lines[1]
    assert lines[-1].endswith("8 boards written")
    assert format_for(source).name == "PBN"


def test_the_boards_given_are_kept_in_16_bytes_a_number() -> None:
    """Past the boards kept, a number's board is a digest in a bytearray indexed by the
    number while the numbers are dense (flat memory: 16 bytes a board), in a dict only
    for far numbers; a repeat is told from another board either way."""
    seen = _SeenBoards()
    boards = [Board(n, b.deal, b.dealer, b.trump) for n, b in enumerate(SMALL * 1500, start=1)]
    assert all(seen.first(b) for b in boards)
    assert seen._sparse == {} and len(seen._boards) == _SeenBoards.KEPT
    assert len(seen._dense) <= 16 * 4 * len(boards)
    assert not seen.first(boards[9000]) and not seen.first(boards[0])
    other = Board(9001, SMALL[1].deal, SMALL[1].dealer, SMALL[1].trump)
    assert boards[9000].deal != other.deal
    with pytest.raises(Exception) as raised:  # the whole-file reader then names both lines
        seen.first(other)
    assert type(raised.value).__name__ == "_ReadWhole"
    assert seen.first(Board(10**9, SMALL[0].deal, SMALL[0].dealer, None))
    assert list(seen._sparse) == [10**9]


def test_the_fast_deal_reading_is_the_full_one_with_its_table_empty_or_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """:func:`standard_deal` looks each suit field up in a table of the canonical
    fields, filled field by field, then all 8,192 at once: the table made at once is
    the fields read one by one, and on deal texts damaged at random (two characters
    swapped: out of order, a card twice, a hand short) the deal it gives is the full
    reading's (``Deal.parse``), or none, whichever way the table is filled."""
    from whist import Deal

    every = record_module._every_field()
    assert len(every) == 8192
    monkeypatch.setattr(record_module, "_FIELD_MASKS", {})
    assert {f: record_module._field_mask(f) for f in every} == every
    assert record_module._field_mask("KA") is None and record_module._field_mask("a") is None
    assert record_module._field_mask("AA") is None and record_module._field_mask("10") is None
    texts = [
        b.deal.to_pbn(b.dealer)
        for b in create_event(boards=300, secret=bytes(32), event_id="x").boards
    ]
    rng = random.Random(14)
    for table in ({}, {"AK": 3}, dict(every)):
        monkeypatch.setattr(record_module, "_FIELD_MASKS", dict(table))
        given = 0
        for text in texts:
            assert record_module.standard_deal(text) == Deal.parse(text)
            chars = list(text)
            i, j = rng.randrange(2, len(chars)), rng.randrange(2, len(chars))
            chars[i], chars[j] = chars[j], chars[i]
            damaged = "".join(chars)
            got = record_module.standard_deal(damaged)
            if got is not None:
                given += 1
                assert got == Deal.parse(damaged) and got.to_pbn() == Deal.parse(damaged).to_pbn()
        assert 0 < given < len(texts)  # some swaps keep a deal (two cards of one suit)
        # a card given to two hands: one hand of fourteen, every card of the pack held
        twice = _a_card_twice(texts[0])
        assert record_module.standard_deal(twice) is None
        with pytest.raises(ValueError):
            Deal.parse(twice)


def _a_card_twice(text: str) -> str:
    """``text`` with a spade of the first hand also in the second (in rank order)."""
    hands = text[2:].split(" ")
    spades = [hand.split(".")[0] for hand in hands]
    order = "AKQJT98765432"
    card = next(c for c in spades[0])
    held = "".join(sorted(spades[1] + card, key=order.index))
    hands[1] = held + hands[1][len(spades[1]) :]
    return text[:2] + " ".join(hands)


def _whole_pbn_to_pbn(path: Path) -> Outcome:
    """PBN to PBN as it was, the whole file at once: its boards read (the reading's
    errors), every record of the file written by ``dumps`` (its errors)."""
    from dealer.formats.pbn import dumps, loads

    try:
        read = read_deal_file(path)
        records = loads(path.read_bytes().decode("utf-8", errors="strict"), str(path))
        if not read.boards:
            raise ValueError("the file holds no board with a full deal; is it PBN?")
        return ("written", dumps(records).encode("utf-8"), len(read.boards))
    except UnicodeDecodeError:
        return ("latin-1",)
    except Exception as exc:
        return ("error", str(exc))


def _cli_pbn_to_pbn(path: Path, out: Path) -> Outcome:
    out.unlink(missing_ok=True)
    code, output = run("convert", str(path), str(out))
    if code != 0:
        assert not out.exists()
        return ("error", output.strip().split(": ", 2)[-1].removeprefix(f"{path} -> {out}: "))
    count = int(output.strip().splitlines()[-1].split(": ")[1].split()[0])
    return ("written", out.read_bytes(), count)


@pytest.mark.parametrize("kept", [4096, 2])
@pytest.mark.parametrize("name", sorted(CHANGES))
def test_pbn_to_pbn_a_game_at_a_time_is_the_whole_file_conversion(
    name: str, kept: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``whist convert a.pbn b.pbn`` reads and writes a game at a time: every record as
    read (games without a deal, a board's repeats, escape lines left out), the same
    bytes as writing the whole file's records at once, or the same error and nothing
    written, on each change of a small file (damaged or not)."""
    monkeypatch.setattr(_SeenBoards, "KEPT", kept)
    source = tmp_path / "in.pbn"
    source.write_bytes(CHANGES[name](ours()).encode("utf-8"))
    expected = _whole_pbn_to_pbn(source)
    got = _cli_pbn_to_pbn(source, tmp_path / "out.pbn")
    if expected[0] == "error":
        assert got[0] == "error" and str(expected[1]).split(": ")[-1] in str(got[1]), got
    else:
        assert got == expected


def test_pbn_to_pbn_of_the_shared_files_and_10000_boards(
    shared_data: Path, event_file: Path, tmp_path: Path
) -> None:
    """Real files of other programs and 10,000 boards of ours: the bytes of the whole
    file's conversion, or its error."""
    compared = 0
    for path in [event_file, *sorted((shared_data / "pbn").rglob("*.pbn"))]:
        expected = _whole_pbn_to_pbn(path)
        if expected[0] == "latin-1":
            continue
        got = _cli_pbn_to_pbn(path, tmp_path / "out.pbn")
        if expected[0] == "error":
            assert got[0] == "error" and str(expected[1]).split(": ")[-1] in str(got[1])
        else:
            assert got == expected, path.name
            compared += 1
    assert compared > 5


def test_pbn_to_pbn_writes_each_game_as_it_is_read(event_file: Path) -> None:
    """The games reach the writer while the file is read, not at its end (flat memory:
    the bench measures the peak at 100,000 boards)."""
    games: list[object] = []
    with event_file.open("rb") as handle:
        stream = iter(PbnBoardStream(handle, str(event_file), on_record=games.append))
        next(stream)
        assert 1 <= len(games) < 10
        for _ in range(4999):
            next(stream)
        assert 5000 <= len(games) < 5010
        assert sum(1 for _ in stream) == 5000
    assert len(games) == 10_000 and all(isinstance(g, str) for g in games)

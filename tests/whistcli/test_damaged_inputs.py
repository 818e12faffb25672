"""Never a traceback: every subcommand that reads a file, run over a corpus of damaged
inputs (truncated, binary, wrong encoding, wrong checksums, huge, deeply nested, CR-only
line ends, the wrong format for the extension). Each run either fails with exit 1 and
one line on stderr (``Error: ...``) or succeeds and names in a warning what it repaired;
never a Python traceback (the runner would keep the exception: it must be none)."""

from __future__ import annotations

import random
import shutil
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from dealer.formats import dumps_boards
from dealer.generate import create_event
from whistcli.main import cli

SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
BOARDS = list(create_event(boards=6, secret=bytes(range(32))).boards)
NOISE = random.Random(13).randbytes(4000)


def _deal_file(extension: str) -> bytes:
    return dumps_boards(BOARDS, extension, lossy=True)[0]


def _cut_in_line(data: bytes, line: int, marker: bytes, extra: int) -> bytes:
    """``data`` cut inside its ``line``-th line (0-based), ``extra`` bytes past
    ``marker``: the lines after it lost, the line itself broken."""
    start = 0
    for _ in range(line):
        start = data.index(b"\n", start) + 1
    return data[: data.index(marker, start) + extra]


def _checksum_broken_dlm() -> bytes:
    text = _deal_file(".dlm").decode("ascii")
    head, _, rest = text.partition("Board 01=")
    letters, tail = rest[:26], rest[26:]
    wrong = (int(tail[:3]) + 1) % 256
    return (head + "Board 01=" + letters + f"{wrong:03d}" + tail[3:]).encode("ascii")


def _mismatched_dup() -> bytes:
    data = bytearray(_deal_file(".dup"))
    # board 1's BRI part: North's first card number and East's swapped (the DGE part
    # still gives each hand its own)
    data[0:2], data[26:28] = data[26:28], data[0:2]
    return bytes(data)


#: name -> (file name, contents): each damaged in one way.
DEAL_FILES: dict[str, tuple[str, Callable[[], bytes]]] = {
    "pbn-truncated": ("x.pbn", lambda: _cut_in_line(_deal_file(".pbn"), 25, b"[Deal", 30)),
    "csv-truncated": ("x.csv", lambda: _cut_in_line(_deal_file(".csv"), 2, b'"', 40)),
    "lin-truncated": ("x.lin", lambda: _cut_in_line(_deal_file(".lin"), 2, b"md|", 30)),
    "dlm-truncated": ("x.dlm", lambda: _deal_file(".dlm")[:400]),
    "dup-truncated-in-a-board": ("x.dup", lambda: _deal_file(".dup")[:400]),
    "dup-cut-to-3-boards": ("x.dup", lambda: _deal_file(".dup")[: 3 * 156]),
    "ber-truncated": ("x.ber", lambda: _deal_file(".ber")[:130]),
    "pbn-binary": ("x.pbn", lambda: NOISE),
    "csv-binary": ("x.csv", lambda: NOISE),
    "lin-binary": ("x.lin", lambda: NOISE),
    "dlm-binary": ("x.dlm", lambda: NOISE),
    "dup-binary": ("x.dup", lambda: NOISE[: 156 * 3]),
    "ber-binary": ("x.ber", lambda: NOISE[: 52 * 3]),
    "pbn-utf16": ("x.pbn", lambda: _deal_file(".pbn").decode().encode("utf-16")),
    "csv-utf16": ("x.csv", lambda: _deal_file(".csv").decode().encode("utf-16")),
    "dlm-wrong-checksum": ("x.dlm", _checksum_broken_dlm),
    "dup-bri-dge-disagree": ("x.dup", _mismatched_dup),
    "pbn-huge-one-line": ("x.pbn", lambda: b'[Board "1"]' * 200_000),
    "csv-huge-one-line": ("x.csv", lambda: b'"A",' * 500_000),
    "pbn-deeply-nested": ("x.pbn", lambda: b"{" * 5000 + b"[" * 5000),
    "lin-cr-only": ("x.lin", lambda: _deal_file(".lin").replace(b"\n", b"\r")),
    "csv-cr-only": ("x.csv", lambda: _deal_file(".csv").replace(b"\n", b"\r")),
    "pbn-cr-only": ("x.pbn", lambda: _deal_file(".pbn").replace(b"\n", b"\r")),
    "dlm-cr-only": ("x.dlm", lambda: _deal_file(".dlm").replace(b"\n", b"\r")),
    "pbn-as-csv": ("x.csv", lambda: _deal_file(".pbn")),
    "pbn-as-dup": ("x.dup", lambda: _deal_file(".pbn")[: 156 * 2]),
    "csv-as-pbn": ("x.pbn", lambda: _deal_file(".csv")),
    "lin-as-dlm": ("x.dlm", lambda: _deal_file(".lin")),
    "json-as-pbn": ("x.pbn", lambda: b'{"format": "whist-event", "boards": []}'),
    "repeated-board-csv": (
        "x.csv",
        lambda: _deal_file(".csv") + _deal_file(".csv").splitlines(keepends=True)[1],
    ),
    "unknown-extension": ("x.xyz", lambda: _deal_file(".pbn")),
}

#: JSON inputs (results, movements): name -> contents.
JSON_FILES: dict[str, Callable[[], bytes]] = {
    "json-truncated": lambda: b'{"format": "whist-results", "version": 1, "movement": {"na',
    "json-binary": lambda: NOISE,
    "json-latin1": lambda: '{"event": "Café"}'.encode("latin-1"),
    "json-utf16": lambda: b'{"format": "whist-results"}'.decode().encode("utf-16"),
    "json-deeply-nested": lambda: b"[" * 1000 + b"]" * 1000,
    "json-huge": lambda: b'{"results": [' + b"{}," * 300_000 + b"{}]}",
    "json-wrong-kinds": lambda: b'{"format": "whist-results", "version": 1, "movement": 7}',
    "json-list": lambda: b"[1, 2, 3]",
    "json-cr-only": lambda: b'{\r"format": "nonsense"\r}',
    "pbn-as-json": lambda: _deal_file(".pbn"),
}

#: Files of an event folder replaced by a damaged one: name -> contents.
FOLDER_FILES: dict[str, Callable[[], bytes]] = {
    "binary": lambda: NOISE,
    "truncated-half": lambda: b"",  # replaced below by half the file it stands for
    "latin1": lambda: '[Event "Caf\xe9"]\n{"name": "Caf\xe9"}'.encode("latin-1"),
    "deeply-nested": lambda: b"[" * 1000 + b"]" * 1000,
    "wrong-format": lambda: _deal_file(".csv"),
}


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def check(result: Result) -> None:
    """Exit 1 with one line on stderr, or exit 0 naming what was repaired; never a
    Python exception escaping the command."""
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        f"{type(result.exception).__name__}: {result.exception}"
    )
    err = result.stderr
    assert "Traceback" not in result.output + err
    if result.exit_code == 0:
        assert "warning:" in err, f"passed silently:\n{result.output}"
    else:
        assert result.exit_code == 1, (result.exit_code, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("Error: "), err


@pytest.fixture(scope="module")
def event_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("event") / "ev"
    assert run("deal", "--boards", "6", "--seed", SEED, "--out", str(out)).exit_code == 0
    movement = run("movement", "mitchell", "--tables", "3", "--deals", "6", "--json")
    (out.parent / "mitchell.json").write_text(movement.stdout)
    return out


DEAL_COMMANDS: dict[str, Callable[[Path, Path], list[str]]] = {
    "convert": lambda f, tmp: ["convert", str(f), str(tmp / "out.pbn")],
    "convert-to-csv": lambda f, tmp: ["convert", str(f), str(tmp / "out.csv"), "--lossy"],
    "event-import": lambda f, tmp: ["event", "import", str(f), "--out", str(tmp / "ev")],
    "replay": lambda f, tmp: ["replay", str(f)],
}


def _deal_runs() -> list[tuple[str, str]]:
    """Every deal-file case with every command; replay reads PBN only (whatever the
    name), so it gets the ``.pbn`` cases (a CR-only PBN is PBN, and replays as with LF)."""
    return [
        (case, command)
        for case, (name, _) in sorted(DEAL_FILES.items())
        for command in sorted(DEAL_COMMANDS)
        if command != "replay" or (name.endswith(".pbn") and case != "pbn-cr-only")
    ]


@pytest.mark.parametrize(("case", "command"), _deal_runs())
def test_deal_files(case: str, command: str, tmp_path: Path) -> None:
    name, make = DEAL_FILES[case]
    path = tmp_path / name
    path.write_bytes(make())
    check(run(*DEAL_COMMANDS[command](path, tmp_path)))


JSON_COMMANDS: dict[str, Callable[[Path, Path, Path], list[str]]] = {
    "score": lambda f, ev, tmp: ["score", str(f)],
    "deal-movement": lambda f, ev, tmp: [
        "deal",
        "--boards",
        "6",
        "--movement",
        str(f),
        "--out",
        str(tmp / "ev"),
    ],
    "print-movement": lambda f, ev, tmp: [
        "print",
        str(ev),
        "--movement",
        str(f),
        "--what",
        "guide-cards",
        "--out",
        str(tmp / "p.pdf"),
    ],
    "event-import-movement": lambda f, ev, tmp: [
        "event",
        "import",
        str(ev / "boards.pbn"),
        "--movement",
        str(f),
        "--out",
        str(tmp / "imported"),
    ],
}


@pytest.mark.parametrize("command", sorted(JSON_COMMANDS))
@pytest.mark.parametrize("case", sorted(JSON_FILES))
def test_json_files(case: str, command: str, event_dir: Path, tmp_path: Path) -> None:
    path = tmp_path / "input.json"
    path.write_bytes(JSON_FILES[case]())
    check(run(*JSON_COMMANDS[command](path, event_dir, tmp_path)))


FOLDER_COMMANDS: dict[str, tuple[tuple[str, ...], Callable[[Path], list[str]]]] = {
    # command -> (the folder's files it reads, its arguments)
    "print": (
        ("event.json", "boards.pbn", "secret"),
        lambda ev: ["print", str(ev), "--what", "hand-records", "--out", str(ev / "p.pdf")],
    ),
    "kiosk": (("event.json", "boards.pbn", "secret"), lambda ev: ["kiosk", str(ev), "--port", "0"]),
    "deal-verify": (
        ("event.json", "boards.pbn", "secret"),
        lambda ev: ["deal", "verify", str(ev), "--reveal", str(ev / "secret")],
    ),
    "convert-event": (
        ("event.json", "boards.pbn", "secret"),
        lambda ev: ["convert", str(ev), str(ev.parent / "out.csv"), "--csv-trump"],
    ),
    "machine-deal": (
        ("event.json", "boards.pbn", "secret", "machine-journal.jsonl"),
        lambda ev: ["machine", "deal", str(ev), "--port", "sim://?seed=1", "--yes"],
    ),
}


@pytest.mark.parametrize(
    ("command", "damaged"),
    [(c, f) for c, (files, _) in sorted(FOLDER_COMMANDS.items()) for f in files],
)
@pytest.mark.parametrize("case", sorted(FOLDER_FILES))
def test_event_folders(
    case: str, command: str, damaged: str, event_dir: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "ev"
    shutil.copytree(event_dir, folder)
    target = folder / damaged
    if case == "truncated-half":
        if damaged == "machine-journal.jsonl":
            good = run("machine", "deal", str(folder), "--port", "sim://?seed=1", "--yes",
                       "--boards", "1-2")  # fmt: skip
            assert good.exit_code == 0, good.output
        data = target.read_bytes()
        target.write_bytes(data[: len(data) // 2] + b"\n" + data[len(data) // 2 :][:3])
    else:
        target.write_bytes(FOLDER_FILES[case]() + (b"\n" if damaged.endswith("jsonl") else b""))
        if damaged.endswith("jsonl"):  # damage within the journal, not only its torn end
            target.write_bytes(target.read_bytes() + b'{"ok": 1}\n')
    check(run(*FOLDER_COMMANDS[command][1](folder)))


def test_corpus_size() -> None:
    """The size of the corpus (reported in the issue's closing note)."""
    folder_runs = sum(len(files) for files, _ in FOLDER_COMMANDS.values()) * len(FOLDER_FILES)
    runs = len(_deal_runs()) + len(JSON_FILES) * len(JSON_COMMANDS) + folder_runs
    assert len(DEAL_FILES) + len(JSON_FILES) + len(FOLDER_FILES) == 46
    assert runs == 100 + 40 + 80


#: The issue's own cases of arguments a user mistypes: (arguments, words the one line
#: must hold -- what to do).
ARGUMENT_CASES: dict[str, tuple[Callable[[Path, Path], list[str]], str]] = {
    "kiosk-db-nonsense": (lambda ev, tmp: ["kiosk", str(ev), "--db", "nonsense"], "sqlite:///"),
    "kiosk-db-missing-dir": (
        lambda ev, tmp: ["kiosk", str(ev), "--db", f"sqlite:///{tmp}/missing/dir/x.db"],
        "does not exist",
    ),
    "kiosk-movement-advice": (
        lambda ev, tmp: ["kiosk", str(ev), "--movement", "mitchell", "--tables", "4"],
        "whist movement --names",
    ),
    "deal-out-proc": (lambda ev, tmp: ["deal", "--boards", "2", "--out", "/proc/x"], "/proc/x"),
    "deal-out-missing-parent": (
        lambda ev, tmp: ["deal", "--boards", "2", "--out", f"{tmp}/nonexistent/dir/ev"],
        "--parents",
    ),
    "deal-name-newline": (
        lambda ev, tmp: ["deal", "--boards", "2", "--out", f"{tmp}/n", "--name", "a\nb"],
        "one line",
    ),
    "convert-unknown-extension": (
        lambda ev, tmp: ["convert", str(ev), f"{tmp}/deals.txt"],
        "deals.txt",
    ),
    "convert-missing-parent": (
        lambda ev, tmp: ["convert", str(ev), f"{tmp}/no/deals.pbn"],
        "--parents",
    ),
    "demo-even-tables": (
        lambda ev, tmp: ["demo", "--tables", "4", "--no-serve", "--dir", f"{tmp}/demo"],
        "--movement",
    ),
}


def test_kiosk_without_the_postgresql_driver_names_the_package(
    event_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """psycopg is a dependency, but a hand-made environment may lack it: the driver made
    unimportable, ``--db postgresql://`` says which package to install."""
    monkeypatch.setitem(sys.modules, "psycopg", None)  # `import psycopg` raises ImportError
    result = run("kiosk", str(event_dir), "--db", "postgresql://u@localhost/x")
    check(result)
    assert result.exit_code == 1 and 'pip install "psycopg[binary]"' in result.stderr


@pytest.mark.parametrize("case", sorted(ARGUMENT_CASES))
def test_mistyped_arguments(case: str, event_dir: Path, tmp_path: Path) -> None:
    make, advice = ARGUMENT_CASES[case]
    result = run(*make(event_dir, tmp_path))
    check(result)
    assert result.exit_code == 1 and advice in result.stderr


def test_the_demos_advice_can_be_followed(tmp_path: Path) -> None:
    """`whist demo --tables 4` says "For an even number use mitchell-1 .. mitchell-8";
    the demo takes --movement, and with it the evening runs."""
    result = run("demo", "--tables", "4", "--movement", "mitchell-1", "--deals", "8",
                 "--no-serve", "--dir", str(tmp_path / "demo"))  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Pair 8" in result.output

"""``whist event import``: an event from Big Deal's PBN, a Duplimate DUP, a CSV with
trump records; then ``whist print`` and the kiosk run on it, and ``whist deal verify``
says its deals were not committed."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from dealer.folder import load_event
from dealer.formats import dumps_boards, read_boards
from dealer.importing import IMPORTED_SCHEME
from kiosk import create_app
from whist import Board, Deal, Seat, TrumpRecord
from whistcli.main import cli

SHARED = Path(__file__).resolve().parents[3] / "shared" / "data" / "pbn" / "real-events"

DEALS = (
    "N:753.T2.KT8762.Q4 A9842.J3.95.KJ75 K.AK985.AJ.A9863 QJT6.Q764.Q43.T2",
    "N:AKQ2.T98.765.432 JT9.765.432.AKQJ 876.AKQJ.AKQ.T98 543.432.JT98.765",
    "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
)


def bigdeal_pbn() -> str:
    """A PBN file in the shape Big Deal writes (its tag set, '?' for the contract, its
    Generator tag, 'N:' deals, no trump record)."""
    out = ["% PBN 2.0", "% EXPORT", ""]
    for n, deal in enumerate(DEALS, start=1):
        dealer = "NESW"[(n - 1) % 4]
        vul = ("None", "NS", "EW")[n - 1]
        out += [
            '[Event "Tuesday pairs"]', '[Site "Club"]', '[Date "2026.11.24"]',
            f'[Board "{n}"]', '[West ""]', '[North ""]', '[East ""]', '[South ""]',
            f'[Dealer "{dealer}"]', f'[Vulnerable "{vul}"]', f'[Deal "{deal}"]',
            '[Scoring ""]', '[Declarer "?"]', '[Contract "?"]', '[Result ""]',
            '[Generator "Big Deal version 2.0 (C) Hans van Staveren"]', "",
        ]  # fmt: skip
    return "\r\n".join(out)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert "Traceback" not in result.output + result.stderr
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def movement(tmp_path: Path) -> Path:
    code, out, err = run("movement", "mitchell", "--tables", "3", "--deals", "3", "--json")
    assert code == 0, err
    path = tmp_path / "mitchell.json"
    path.write_text(out)
    return path


def check_runs(folder: Path, tmp_path: Path) -> None:
    """The event prints and the kiosk serves it with table tokens from its secret."""
    code, out, err = run("print", str(folder), "--what", "hand-records,trump-slips", "--out",
                         str(tmp_path / "p.pdf"))  # fmt: skip
    assert code == 0, err + out
    text = "".join(page.extract_text() for page in PdfReader(tmp_path / "p.pdf").pages)
    assert "Board 3" in text or "3" in text
    app = create_app(
        {"EVENT_PATH": str(folder), "DATABASE_URL": f"sqlite:///{tmp_path / 'k.db'}",
         "TESTING": True}
    )  # fmt: skip
    kiosk = app.extensions["kiosk"]
    headers = {"X-Table-Token": kiosk.table_token(1), "X-Table-Device": "tablet-1"}
    response = app.test_client().get("/api/tables/1/state", headers=headers)
    assert response.status_code == 200, response.get_json()
    bad = app.test_client().get("/api/tables/1/state", headers={"X-Table-Token": "x" * 20})
    assert bad.status_code in (401, 403)
    app.extensions["kiosk"].store.close()
    # and the dealing machine (its simulator) deals and verifies every board
    code, out, err = run("machine", "deal", str(folder), "--port", "sim://?seed=1", "--yes")
    assert code == 0, err + out
    assert "verified 3" in out


def test_bigdeal_pbn_becomes_an_event_that_prints_and_serves(
    tmp_path: Path, movement: Path
) -> None:
    source = tmp_path / "bigdeal.pbn"
    source.write_text(bigdeal_pbn())
    folder = tmp_path / "ev"
    code, out, err = run("event", "import", str(source), "--out", str(folder),
                         "--movement", str(movement))  # fmt: skip
    assert code == 0, err + out
    assert "NOT committed" in out and "law 13" in out
    event = load_event(folder)
    assert event.name == "Tuesday pairs"  # the file's [Event]
    assert [b.number for b in event.boards] == [1, 2, 3]
    assert [b.dealer for b in event.boards] == [Seat.NORTH, Seat.EAST, Seat.SOUTH]
    for board, text in zip(event.boards, DEALS, strict=True):
        assert board.deal == Deal.parse(text)
        # "turning up the last card for trump": the trump card is the dealer's.
        assert board.trump is not None and board.trump.card in board.deal.hand(board.dealer)
    assert event.derivation is not None and event.derivation.scheme == IMPORTED_SCHEME
    assert stat.S_IMODE((folder / "secret").stat().st_mode) == 0o600
    code, out, err = run("deal", "verify", str(folder), "--reveal", str(folder / "secret"))
    assert code == 1 and "not committed" in out + err
    check_runs(folder, tmp_path)


def test_dup_and_csv_with_trumps(tmp_path: Path, movement: Path) -> None:
    boards = [
        Board(n, Deal.parse(d), Seat.NORTH.rotated(n - 1), None)
        for n, d in enumerate(DEALS, start=1)
    ]
    (tmp_path / "m.dup").write_bytes(dumps_boards(boards, ".dup")[0])
    code, out, err = run("event", "import", str(tmp_path / "m.dup"), "--out",
                         str(tmp_path / "dup"), "--movement", str(movement))  # fmt: skip
    assert code == 0, err
    assert "does not say who dealt" in out
    assert [b.deal for b in load_event(tmp_path / "dup").boards] == [b.deal for b in boards]
    check_runs(tmp_path / "dup", tmp_path)
    # The trump records a file gives are kept, not drawn.
    trumps = [TrumpRecord.parse(t) for t in ("S7", "DA", "C2")]
    given = [Board(b.number, b.deal, b.dealer, t) for b, t in zip(boards, trumps, strict=True)]
    (tmp_path / "t.csv").write_bytes(dumps_boards(given, ".csv", trump=True)[0])
    code, out, err = run("event", "import", str(tmp_path / "t.csv"), "--out", str(tmp_path / "c"))
    assert code == 0, err
    assert "no trump card" not in out
    assert [b.trump for b in load_event(tmp_path / "c").boards] == trumps


def test_refusals(tmp_path: Path, movement: Path) -> None:
    source = tmp_path / "bigdeal.pbn"
    source.write_text(bigdeal_pbn())
    code, _, err = run("event", "import", str(source), "--out", str(tmp_path / "no" / "ev"))
    assert code == 1 and "--parents" in err and len(err.strip().splitlines()) == 1
    code, _, err = run("event", "import", str(source), "--out", str(tmp_path / "no" / "ev"),
                       "--parents")  # fmt: skip
    assert code == 0, err
    code, _, err = run("event", "import", str(source), "--out", str(tmp_path / "no" / "ev"))
    assert code == 1 and "--force" in err
    data = json.loads(movement.read_text())
    short = tmp_path / "short.pbn"
    short.write_text(bigdeal_pbn().split("\r\n\r\n[Event")[0] + "\r\n")
    code, _, err = run("event", "import", str(short), "--out", str(tmp_path / "s"),
                       "--movement", str(movement))  # fmt: skip
    assert code == 1 and "missing" in err and "--first-board" in err, err
    assert data["name"] == "mitchell"
    code, _, err = run("event", "import", str(source), "--out", str(tmp_path / "b"), "--game",
                       "bishops-whist")  # fmt: skip
    assert code == 1 and "pack" in err


@pytest.mark.skipif(not SHARED.exists(), reason="no shared reference data")
def test_real_results_file_becomes_an_event(tmp_path: Path) -> None:
    """A club's results PBN gives each board once per table: read once, said so."""
    code, _, err = run("event", "import", str(SHARED / "wb120802.pbn"), "--out",
                         str(tmp_path / "ev"))  # fmt: skip
    assert code == 0, err
    assert "more than once with the same deal" in err
    event = load_event(tmp_path / "ev")
    assert len(event.boards) == len(read_boards(SHARED / "wb120802.pbn"))
    assert len({b.number for b in event.boards}) == len(event.boards)


def test_our_pbn_keeps_its_trump_records_and_game(tmp_path: Path) -> None:
    """PBN [WhistTrump] and [WhistGame] are the file's own: a Bishops event's hand record
    imported is the same boards, trump cards (and knights) and game."""
    code, _, err = run("deal", "--boards", "4", "--game", "bishops-whist", "--out",
                       str(tmp_path / "b"), "--seed", "ab" * 32)  # fmt: skip
    assert code == 0, err
    code, out, err = run("event", "import", str(tmp_path / "b" / "boards.pbn"), "--out",
                         str(tmp_path / "i"))  # fmt: skip
    assert code == 0, err
    assert "no trump card" not in out
    original, imported = load_event(tmp_path / "b"), load_event(tmp_path / "i")
    assert imported.game == "bishops-whist"
    assert imported.boards == original.boards


def test_bridge_whist_event_from_bigdeal_has_no_trump_card(tmp_path: Path, movement: Path) -> None:
    """Bridge Whist: "No trump card is turned" (seed 000): Big Deal's PBN imported for
    it keeps the deals and dealers, draws no trump card, and a CSV's trump records are
    set aside with a note; the event serves on the kiosk as a Bridge Whist evening."""
    source = tmp_path / "bigdeal.pbn"
    source.write_text(bigdeal_pbn())
    code, out, err = run("event", "import", str(source), "--out", str(tmp_path / "bw"),
                         "--game", "bridge-whist", "--movement", str(movement))  # fmt: skip
    assert code == 0, err
    assert "law 13" not in out and "no trump card is turned" not in out
    event = load_event(tmp_path / "bw")
    assert event.game == "bridge-whist"
    assert [b.trump for b in event.boards] == [None, None, None]
    assert [b.deal for b in event.boards] == [Deal.parse(d) for d in DEALS]
    app = create_app({"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}"})
    kiosk = app.extensions["kiosk"]
    headers = {"X-Table-Token": kiosk.table_token(1), "X-Table-Device": "tablet-1"}
    state = app.test_client().get("/api/tables/1/state", headers=headers).get_json()
    kiosk.store.close()
    assert state["game"] == "bridge-whist", state
    boards = [
        Board(n, Deal.parse(d), Seat.NORTH.rotated(n - 1), TrumpRecord.parse(t))
        for (n, d), t in zip(enumerate(DEALS, start=1), ("S7", "DA", "C2"), strict=True)
    ]
    (tmp_path / "t.csv").write_bytes(dumps_boards(boards, ".csv", trump=True)[0])
    code, out, err = run("event", "import", str(tmp_path / "t.csv"), "--out", str(tmp_path / "c"),
                         "--game", "bridge-whist")  # fmt: skip
    assert code == 0, err
    assert "no trump card is turned" in out and "3 of 3 boards" in out
    assert [b.trump for b in load_event(tmp_path / "c").boards] == [None, None, None]

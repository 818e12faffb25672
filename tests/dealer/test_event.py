"""The event (dealer/event.py) and its folder (dealer/folder.py): save/load round trip,
refusal to overwrite, the secret file's permissions and commitment, and errors that name
the file and board."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from dealer.event import BoardAnalysis, Derivation, Event, EventError, commitment_of
from dealer.folder import (
    EVENT_FILE,
    PBN_FILE,
    SECRET_FILE,
    analysis_from_record,
    load_event,
    save_event,
    secret_is_private,
)
from dealer.formats import pbn
from whist import (
    BISHOPS_PACK,
    KNIGHT,
    STANDARD_PACK,
    Board,
    Card,
    Seat,
    Side,
    Suit,
    TrumpRecord,
    rotating_dealer,
    unrank_deal,
)

SECRET = bytes(range(32))


def make_event(game: str = "duplicate-whist", boards: int = 4) -> Event:
    pack = STANDARD_PACK if game == "duplicate-whist" else BISHOPS_PACK
    out = []
    for n in range(1, boards + 1):
        deal = unrank_deal(pack, 10**20 * n + 7)
        dealer = rotating_dealer(n)
        out.append(Board(n, deal, dealer, TrumpRecord.turned(deal.hand(dealer)[-1]), game))
    return Event(
        event_id="test-1",
        name="Tuesday pairs",
        game=game,
        boards=tuple(out),
        commitment=commitment_of(SECRET),
        secret=SECRET,
        created="2026-11-25T20:00:00Z",
        derivation=Derivation("test", salt="x", knight_trumps=((2, Suit.SPADES),)),
    )


def test_round_trip_with_analysis_and_secret(tmp_path: Path) -> None:
    table = {s: {seat: 6 + seat.value % 2 for seat in Seat} for s in ("NT", "S", "H", "D", "C")}
    event = make_event().with_analysis(
        {
            1: BoardAnalysis(
                tricks={Side.NS: 7, Side.EW: 6}, book_lead=Card.parse("SK"), table=table
            ),
            2: BoardAnalysis(note="not solved within the limit of 200,000,000 positions a search"),
        }
    )
    save_event(event, tmp_path / "ev")
    loaded = load_event(tmp_path / "ev")
    assert loaded == event
    assert loaded.secret == SECRET
    assert secret_is_private(tmp_path / "ev" / SECRET_FILE)
    assert loaded.dealers == {1: Seat.NORTH, 2: Seat.EAST, 3: Seat.SOUTH, 4: Seat.WEST}
    # The event file holds no secret.
    assert SECRET.hex() not in (tmp_path / "ev" / EVENT_FILE).read_text()


def test_bishops_event_with_pending_knight(tmp_path: Path) -> None:
    event = make_event("bishops-whist", 2)
    deal = event.boards[0].deal
    pending = Board(1, deal, Seat.NORTH, TrumpRecord.turned(KNIGHT), "bishops-whist")
    event = Event(**{**event.__dict__, "boards": (pending, event.boards[1])})
    trump = event.board(1).trump
    assert trump is not None and trump.is_pending
    save_event(event, tmp_path)
    loaded = load_event(tmp_path)
    assert loaded.board(1).trump == TrumpRecord(KNIGHT, None)
    named = loaded.with_trump(1, TrumpRecord(KNIGHT, Suit.HEARTS))
    assert str(named.board(1).trump) == "N=H"
    with pytest.raises(EventError, match="may name the suit of a knight cut"):
        loaded.with_trump(1, TrumpRecord.turned(Card.parse("S2")))


def test_deal_bearing_files_are_private(tmp_path: Path) -> None:
    """Issue 10: "The event folder's deal-bearing files ... created 0600": event.json and
    boards.pbn hold every deal, the secret the key that makes them; the commitment (a
    hash, meant to be published) stays readable."""
    old = os.umask(0o022)
    try:
        save_event(make_event(), tmp_path / "ev")
    finally:
        os.umask(old)
    for name in (EVENT_FILE, PBN_FILE, SECRET_FILE):
        assert (tmp_path / "ev" / name).stat().st_mode & 0o777 == 0o600, name


def test_refuses_to_overwrite(tmp_path: Path) -> None:
    event = make_event()
    save_event(event, tmp_path)
    with pytest.raises(FileExistsError, match="--force"):
        save_event(event, tmp_path)
    save_event(event, tmp_path, overwrite=True)


def test_wrong_secret_refused(tmp_path: Path) -> None:
    save_event(make_event(), tmp_path)
    (tmp_path / SECRET_FILE).write_text("00" * 32)
    with pytest.raises(EventError, match="does not match the commitment"):
        load_event(tmp_path)


def test_without_secret(tmp_path: Path) -> None:
    save_event(make_event(), tmp_path)
    os.unlink(tmp_path / SECRET_FILE)
    assert load_event(tmp_path / EVENT_FILE).secret is None


def test_errors_name_file_line_and_board(tmp_path: Path) -> None:
    with pytest.raises(EventError, match=r"no event\.json"):
        load_event(tmp_path)
    save_event(make_event(), tmp_path)
    path = tmp_path / EVENT_FILE
    data = json.loads(path.read_text())
    data["boards"][2]["deal"] = "N:AKQ... - - -"
    path.write_text(json.dumps(data))
    with pytest.raises(EventError, match="board 3"):
        load_event(tmp_path)
    path.write_text("{\n  oops\n}")
    with pytest.raises(EventError, match="line 2"):
        load_event(tmp_path)


def test_validation() -> None:
    event = make_event()
    with pytest.raises(EventError, match="13 in all"):
        BoardAnalysis(tricks={Side.NS: 7, Side.EW: 7})
    with pytest.raises(EventError, match="repeat"):
        Event(**{**event.__dict__, "boards": event.boards[:1] * 2})
    with pytest.raises(EventError, match="64 lower-case"):
        Event(**{**event.__dict__, "commitment": "abc"})
    with pytest.raises(EventError, match="no board 9"):
        event.board(9)


def test_table_text_round_trip() -> None:
    table = {
        s: {seat: (i + seat.value) % 14 for seat in Seat}
        for i, s in enumerate(("NT", "S", "H", "D", "C"))
    }
    a = BoardAnalysis(table=table)
    assert a.table_text is not None and len(a.table_text) == 20
    assert BoardAnalysis.parse_table(a.table_text) == table
    assert BoardAnalysis.parse_tricks("NS 7 EW 6") == {Side.NS: 7, Side.EW: 6}


def test_pbn_hand_record_carries_tags_and_is_checked(tmp_path: Path) -> None:
    analysis = BoardAnalysis(tricks={Side.NS: 8, Side.EW: 5}, book_lead=Card.parse("HQ"))
    event = make_event().with_analysis({3: analysis})
    save_event(event, tmp_path)
    records = pbn.loads((tmp_path / "boards.pbn").read_text(encoding="utf-8"))
    assert [r.board for r in records] == [1, 2, 3, 4]
    assert records[2].get("WhistDoubleDummy") == "NS 8 EW 5"
    assert records[2].get("WhistBookLead") == "HQ"
    assert records[2].get("WhistTrump") == str(event.board(3).trump)
    assert analysis_from_record(records[2]) == analysis
    assert analysis_from_record(records[0]) is None
    # A hand edited in the PBN but not in event.json is caught.
    text = (tmp_path / "boards.pbn").read_text()
    deal_line = next(line for line in text.splitlines() if line.startswith("[Deal "))
    other = make_event(boards=5).boards[4].deal.to_pbn(event.boards[0].dealer)
    (tmp_path / "boards.pbn").write_text(text.replace(deal_line, f'[Deal "{other}"]'))
    with pytest.raises(EventError, match="board 1 differs"):
        load_event(tmp_path)


def test_a_table_has_all_five_strains_or_the_four_suits() -> None:
    """The suits' table (a game without no trumps) writes and reads its own 16 digits;
    a table of any other strains is refused, saying what a table holds."""
    suits = {s: {seat: 6 + seat.value % 2 for seat in Seat} for s in ("S", "H", "D", "C")}
    analysis = BoardAnalysis(table=suits)
    # declarer N, S, E, W; within each S, H, D, C
    assert analysis.table_text is None and analysis.suit_table_text == "6666666677777777"
    assert BoardAnalysis.parse_table("6666666677777777", ("S", "H", "D", "C")) == suits
    with pytest.raises(EventError, match=r"WhistDoubleDummyTable .* must be 16 hex digits"):
        BoardAnalysis.parse_table("6767" * 5, ("S", "H", "D", "C"))
    with pytest.raises(EventError, match="or the suits S H D C alone, not S H D"):
        BoardAnalysis(table={s: suits[s] for s in ("S", "H", "D")})

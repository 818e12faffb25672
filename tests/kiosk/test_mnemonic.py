"""Mnemonic duplicate (seed 000, *Memory Whist, or Mnemonic Duplicate*): "one suit should
be declared trumps for the sitting, and no trump card should be turned" -- `whist deal
--declare-trump`, the event, the proof, the tables and the paper; the replay in another
order; the individual scoring marked as our own; the adjusted score's warning quoting the
laws for a single table."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from dealer.folder import load_event
from kiosk import create_app
from scoring import DealResult, Scoresheet, build_movement
from scoring.forms import find_movement, replay_order
from whist import Suit, TrumpRecord
from whistcli.main import cli as main

from .conftest import Tablet

SEED = "00" * 32


def _deal(tmp_path: Path, *extra: str) -> tuple[int, str, Path]:
    out = tmp_path / "ev"
    result = CliRunner().invoke(
        main, ["deal", "--boards", "8", "--out", str(out), "--seed", SEED, *extra]
    )
    return result.exit_code, result.output, out


def test_declare_trump_for_the_sitting(tmp_path: Path) -> None:
    code, output, out = _deal(tmp_path, "--declare-trump", "H")
    assert code == 0, output
    assert "hearts declared trumps for the sitting: no trump card is turned" in output
    event = load_event(out)
    # "no trump card should be turned": every board's record is the suit, with no card
    assert {b.trump for b in event.boards} == {TrumpRecord.fixed(Suit.HEARTS)}
    assert event.derivation is not None and event.derivation.declared_trump is Suit.HEARTS
    data = json.loads((out / "event.json").read_text())
    assert data["derivation"]["declared_trump"] == "H"
    # the deals are those of the same secret without the declaration; the proof holds
    plain = tmp_path / "plain"
    assert (
        CliRunner()
        .invoke(main, ["deal", "--boards", "8", "--out", str(plain), "--seed", SEED])
        .exit_code
        == 0
    )
    assert [b.deal for b in load_event(plain).boards] == [b.deal for b in event.boards]
    verified = CliRunner().invoke(main, ["deal", "verify", str(out), "--reveal", SEED])
    assert verified.exit_code == 0 and "all 8 boards follow" in verified.output
    # the paper: the trump slips say the suit is declared, no card to turn
    pdf = tmp_path / "slips.pdf"
    printed = CliRunner().invoke(
        main, ["print", str(out), "--what", "trump-slips", "--out", str(pdf), "--quiet"]
    )
    assert printed.exit_code == 0, printed.output
    text = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert text.count("declared trumps for the sitting: no card turned") == 8


def test_declare_trump_refuses_a_bad_suit(tmp_path: Path) -> None:
    code, output, _ = _deal(tmp_path, "--declare-trump", "X")
    assert code != 0 and "S, H, D or C" in output and "Traceback" not in output


def test_the_table_shows_the_declared_suit_and_turns_no_card(tmp_path: Path) -> None:
    from dealer.generate import create_event

    movement = find_movement("mnemonic").build(1, 4)
    event = create_event(
        boards=4,
        secret=bytes(range(32)),
        name="Mnemonic",
        event_id="mnemonic",
        movement=movement.to_dict(),
        declared_trump=Suit.SPADES,
    )
    app = create_app(
        {"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.db'}", "TESTING": True}
    )
    tablet = Tablet(app.test_client(), app, 1)
    tablet.seat_up()
    state = tablet.ok("board", {"board": 1})
    assert state["phase"] == "play"  # no trump card to turn and record
    assert state["board"]["trump"] == "♠ declared for the sitting"
    app.extensions["kiosk"].store.close()


def test_the_replay_order_differs_wherever_the_deals_allow() -> None:
    """ "It is well to avoid this as much as possible, by replaying the deals in a
    different order from that in which they were originally played" -- for the pairs
    from two deals; for the individual record each third is replayed within its third
    ("On the replay, they should resume their original positions, and change after each
    third, as before"), so from two deals a third."""
    for deals in range(2, 25):
        m = build_movement("mnemonic", 1, deals)
        order = [tr.deals[0] for _r, tr in m.iter_table_rounds()]
        assert order[:deals] == list(range(1, deals + 1))
        assert order[deals:] != order[:deals] and sorted(order[deals:]) == order[:deals]
    for deals in range(6, 25, 3):
        assert replay_order(deals, 3) != list(range(1, deals + 1))


def test_individual_mnemonic_scoring_is_marked_as_our_own_extension() -> None:
    m = build_movement("mnemonic-individual", 1, 12)
    sheet = Scoresheet(m)
    for rnum, tr in m.iter_table_rounds():
        for d in tr.deals:
            sheet.add(DealResult(deal=d, round=rnum, table=1, ns_score=7, ew_score=6))
    summary = dict(sheet.ranking().summary)
    assert "this program's own extension" in summary["Note"]
    assert "the book" in summary["Note"]


def test_an_adjusted_score_in_a_mnemonic_game_quotes_the_mnemonic_rule() -> None:
    """ "In case of the discovery of an irregularity in the hands, there must always be a
    new deal" -- not law (e) III's two-table clause."""
    m = build_movement("mnemonic", 1, 4)
    sheet = Scoresheet(m)
    sheet.add(DealResult(deal=1, round=1, table=1, status="average"))
    (warning,) = sheet.warnings()
    assert "there must always be a new deal" in warning and "Mnemonic" in warning
    assert "Two-table" not in warning


def test_the_public_results_say_the_individual_mnemonic_scoring_is_our_own(
    tmp_path: Path,
) -> None:
    from dealer.generate import create_event
    from kiosk.autoplay import Autoplayer
    from kiosk.standings import public_results

    movement = find_movement("mnemonic-individual").build(1, 12)
    event = create_event(
        boards=12,
        secret=bytes(range(32)),
        name="Memory whist",
        event_id="memory",
        movement=movement.to_dict(),
        declared_trump=Suit.CLUBS,
    )
    app = create_app(
        {"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.db'}", "TESTING": True}
    )
    kiosk = app.extensions["kiosk"]
    Autoplayer(kiosk.evening, seed=5).run_evening()
    results = public_results(kiosk)
    assert "this program's own extension" in results["note"]
    assert len(results["lists"]) == 1 and len(results["lists"][0]["rows"]) == 4
    page = app.test_client().get("/results").get_data(as_text=True)
    assert "this program&#39;s own extension" in page or "this program's own extension" in page
    kiosk.store.close()

"""What issue 12 added to the pages: high-card points, the double-dummy table (from the
dealer's real analysis), the Bishops key and knights, the knight-cut box, the trump on
travellers and the dealer's curtain card."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from dealer.analysis import analyse_board
from printing.document import high_card_points
from printing.event import PrintEvent
from printing.hand_records import STRAIN_ORDER, leader_table
from printing.render import render_pdf
from scoring import build_movement
from whist import BISHOPS_PACK, SEATS, Board, Seat, Side, Suit, unrank_deal

SECRET = b"test secret of the printing suite"
ReadPages = Callable[..., list[Any]]


def test_hand_record_prints_hcp_and_the_double_dummy_table(
    boards: list[Board], read_pages: ReadPages
) -> None:
    board = boards[0]
    analysis = analyse_board(board, table=True)
    assert analysis.tricks is not None and analysis.table is not None
    event = PrintEvent("e", "Club", (board,), SECRET, {board.number: analysis})
    data, _ = render_pdf(event, ["hand-records"], per_page=1)
    (page,) = read_pages(data, qr=False)
    lines = page.text.splitlines()
    at = lines.index("HCP")
    hcp = {seat: high_card_points(board.deal.hand(seat)) for seat in SEATS}
    assert sum(hcp.values()) == 40
    # drawn North, South, West, East
    assert [int(x) for x in lines[at - 4 : at]] == [
        hcp[Seat.NORTH],
        hcp[Seat.SOUTH],
        hcp[Seat.WEST],
        hcp[Seat.EAST],
    ]
    start = lines.index("Lead")
    # duplicate whist turns a trump ("A trump card should be turned and should be
    # recorded", seed 000): the four suits, no column for no trumps (issue 14)
    assert lines[start + 1 : start + 5] == ["♠", "♥", "♦", "♣"]
    rows = leader_table(analysis)
    assert rows is not None
    suits = [s for s in STRAIN_ORDER if s != "NT"]
    printed = lines[start + 5 : start + 5 + 20]
    for index, leader in enumerate((Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)):
        row = printed[5 * index : 5 * index + 5]
        assert row[0] == leader.letter
        assert [int(x) for x in row[1:]] == [rows[leader][s] for s in suits]
    # the table agrees with the recorded-trump line: same trump, same leader
    assert board.trump is not None and board.trump.suit is not None
    strain = board.trump.suit.letter
    leader_tricks = analysis.tricks[board.leader.side]
    assert rows[board.leader][strain] == leader_tricks
    ns, ew = analysis.tricks[Side.NS], analysis.tricks[Side.EW]
    assert f"leads: N-S {ns} · E-W {ew}" in page.text


def test_bishops_hcp_counts_castle_ace_to_bishop() -> None:
    deal = unrank_deal(BISHOPS_PACK, 123456789)
    total = sum(high_card_points(deal.hand(seat)) for seat in SEATS)
    assert total == 40  # 4 + 3 + 2 + 1 in each suit; the knights count nothing


def test_bishops_pages_key_knights_and_the_knight_cut_box(
    bishop_boards: list[Board], read_pages: ReadPages
) -> None:
    event = PrintEvent("b", "Bishops Night", tuple(bishop_boards), SECRET)
    data, _ = render_pdf(event, ["trump-slips", "curtain-cards"])
    read = read_pages(data, qr=False)
    for page in read:
        assert "Bishops pack: A castle-ace · K king · Q queen · B bishop" in page.text
    slips = read[0].text
    assert slips.count("Suit named:") == 1  # board 1: a knight cut, suit not yet named
    for page in read[1:]:
        for line in page.text.splitlines():
            if line.startswith("Knights:"):
                assert line.split(":")[1].split() and set(line.split(":")[1].split()) == {"Kt"}
    knightless = [
        (b.number, s)
        for b in bishop_boards
        for s in SEATS
        if not any(card.is_knight for card in b.deal.hand(s))
    ]
    held = sum(1 for b in bishop_boards for s in SEATS) - len(knightless)
    assert sum(p.text.count("Knights:") for p in read[1:]) == held


def test_travellers_show_the_trump_and_the_dealer_card_its_turned_card(
    boards: list[Board], read_pages: ReadPages
) -> None:
    movement = build_movement("mitchell", 3, 6)
    event = PrintEvent("e", "Club", tuple(boards[:6]), SECRET, movement=movement)
    data, _ = render_pdf(event, ["travellers", "curtain-cards"])
    read = read_pages(data, qr=False)
    text = "\n".join(page.text for page in read)
    for board in boards[:6]:
        assert board.trump is not None and board.trump.card is not None
        shown = board.trump.card.display
        assert f"dealer {board.dealer.name.title()} · Trump {shown}" in text
        assert f"You deal: the trump card {shown} is boxed" in text
    assert Suit.CLUBS.symbol in text

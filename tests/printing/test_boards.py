"""Hand records, trump slips and curtain cards: rendered, rasterised with pdftoppm,
every QR decoded with zxing-cpp and checked against the boards; text read back with
pypdf; and the rule that no item shows more of a deal than its holder may see."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

import pytest
from reportlab.lib.pagesizes import A4, letter

from printing.boards import trump_lines
from printing.document import PrintError
from printing.event import HandAnalysis, PrintEvent
from printing.payload import PayloadKind, verify_payload
from printing.render import render_pdf
from whist import SEATS, SUITS, Board, Card, Deal, Seat, Side, TrumpRecord

SECRET = b"test secret of the printing suite"
EVENT_ID = "spring-pairs-2026"
ReadPages = Callable[..., list[Any]]
SYMBOL_SUIT = {suit.symbol: suit for suit in SUITS}
SEAT_BY_NAME = {seat.name.title(): seat for seat in SEATS}


def event_of(boards: list[Board], **extra: Any) -> PrintEvent:
    return PrintEvent(EVENT_ID, "Spring Pairs", tuple(boards), SECRET, **extra)


def hand_from_lines(lines: list[str]) -> list[Card]:
    """Cards from printed suit lines (``♠ A K 10 3``, ``♥ —``) and a knights line."""
    cards: list[Card] = []
    for line in lines:
        if line.startswith("Knights:"):
            cards += [Card.parse("N")] * line.split(":")[1].split().count("Kt")
            continue
        suit = SYMBOL_SUIT[line[0]]
        for rank in line[1:].split():
            if rank != "—":
                cards.append(Card.parse(suit.letter + rank))
    return cards


def printed_hands(text: str, heading: str) -> list[tuple[tuple[str, ...], list[Card]]]:
    """(heading groups, cards) for every hand printed after a line matching ``heading``:
    the suit and knights lines that follow it."""
    lines = [line.strip() for line in text.splitlines()]
    out = []
    for index, line in enumerate(lines):
        match = re.fullmatch(heading, line)
        if match:
            hand_lines = []
            for following in lines[index + 1 :]:
                if following[:1] in SYMBOL_SUIT or following.startswith("Knights:"):
                    hand_lines.append(following)
                elif hand_lines:
                    break
            out.append((match.groups(), hand_from_lines(hand_lines)))
    return out


def test_hand_records_show_every_hand_and_encode_the_deal(
    boards: list[Board], read_pages: ReadPages
) -> None:
    lead = Card.parse("SK")
    analysis = {1: HandAnalysis({Side.NS: 8, Side.EW: 5}, lead), 2: HandAnalysis(None, None)}
    data, pages = render_pdf(event_of(boards, analysis=analysis), ["hand-records"], per_page=4)
    read = read_pages(data)
    assert pages == len(read) == 2
    codes = [code for page in read for code in page.codes]
    assert len(codes) == len(boards)
    by_board = {p.board: p for p in (verify_payload(c, SECRET, event_id=EVENT_ID) for c in codes)}
    for board in boards:
        payload = by_board[board.number]
        assert payload.kind is PayloadKind.HAND_RECORD
        assert payload.deal == board.deal
    text = read[0].text
    hands = printed_hands(text, r"(North|East|South|West)(?: \(dealer\))?")
    assert len(hands) == 16
    for index, ((seat_name,), cards) in enumerate(hands):
        board = boards[index // 4]
        assert sorted(map(str, cards)) == sorted(map(str, board.deal.hand(SEAT_BY_NAME[seat_name])))
    assert f"Double dummy, {boards[0].leader.name.title()} leads: N-S 8 · E-W 5" in text
    assert f"Book lead ({boards[0].leader.name.title()}):" in text and "♠K" in text
    assert f"{boards[0].dealer.name.title()} (dealer)" in text


@pytest.mark.parametrize(("per_page", "pages"), [(1, 4), (2, 2), (4, 1)])
@pytest.mark.parametrize(("paper", "size"), [("a4", A4), ("letter", letter)])
def test_hand_record_pages_and_paper(
    boards: list[Board],
    read_pages: ReadPages,
    per_page: int,
    pages: int,
    paper: str,
    size: tuple[float, float],
) -> None:
    data, count = render_pdf(event_of(boards[:4]), ["hand-records"], paper=paper, per_page=per_page)
    read = read_pages(data, qr=False)
    assert count == len(read) == pages
    for page in read:
        assert (page.width, page.height) == pytest.approx(size, abs=0.5)
        assert "Hand records" in page.text


def test_trump_slips_hold_the_trump_only(boards: list[Board], read_pages: ReadPages) -> None:
    data, pages = render_pdf(event_of(boards), ["trump-slips"])
    read = read_pages(data)
    assert pages == len(read) == 1
    assert len(read[0].codes) == len(boards)
    for code in read[0].codes:
        payload = verify_payload(code, SECRET, event_id=EVENT_ID)
        board = boards[payload.board - 1]
        assert payload.kind is PayloadKind.TRUMP_SLIP
        assert payload.trump == board.trump
        assert payload.contents == str(board.trump)
        verify_payload(code, SECRET, event_id=EVENT_ID, board=board)
    text = read[0].text
    for board in boards:
        assert f"Board {board.number}\nDealer {board.dealer.name.title()}\nTrump \n" in text
        assert board.trump is not None and board.trump.display in text
    # nothing of any hand: no suit line is printed on a trump slip
    assert not [line for line in text.splitlines() if line[:2] in {"♠ ", "♥ ", "♦ ", "♣ "}]


def test_curtain_cards_show_and_encode_their_own_seat_only(
    boards: list[Board], read_pages: ReadPages
) -> None:
    few = boards[:3]
    data, pages = render_pdf(event_of(few), ["curtain-cards"], paper="letter")
    read = read_pages(data)
    assert pages == len(read) == 2  # 12 cards, eight to a page
    seen = set()
    for page in read:
        for code in page.codes:
            payload = verify_payload(code, SECRET, event_id=EVENT_ID)
            board = few[payload.board - 1]
            assert payload.kind is PayloadKind.CURTAIN_CARD
            assert payload.hand == board.deal.hand(payload.seat)
            verify_payload(code, SECRET, board=board)
            assert payload.contents.count(".") == 3  # one hand of four suits, no more
            seen.add((payload.board, payload.seat))
        hands = printed_hands(page.text, r"Board (\d+) · (North|East|South|West)")
        assert hands
        suit_lines = [line for line in page.text.splitlines() if line[:1] in SYMBOL_SUIT]
        assert len(suit_lines) == 4 * len(hands)  # nothing printed but each card's own hand
        for (number, seat_name), cards in hands:
            board = few[int(number) - 1]
            expected = board.deal.hand(SEAT_BY_NAME[seat_name])
            assert sorted(map(str, cards)) == sorted(map(str, expected))
            assert len(cards) == 13
    assert seen == {(b.number, s) for b in few for s in SEATS}


def test_curtain_card_qr_never_holds_another_seat(boards: list[Board]) -> None:
    from printing.payload import curtain_card_payload

    for board in boards:
        for seat in SEATS:
            contents = curtain_card_payload(EVENT_ID, board, seat, SECRET).contents
            assert contents.startswith(f"{seat.letter}:")
            assert contents.count(".") == 3  # one hand: four suits, no more
            assert " " not in contents


def test_bishops_pack_knights_apart_and_knight_cut_slip(
    bishop_boards: list[Board], read_pages: ReadPages
) -> None:
    data, pages = render_pdf(
        event_of(bishop_boards), ["trump-slips", "curtain-cards", "hand-records"], per_page=4
    )
    read = read_pages(data)
    assert pages == len(read) == 1 + 2 + 1
    slips, cards, records = read[0], read[1:3], read[3]
    assert "Knight cut\ntrump named by dealer" in slips.text.replace("by\ndealer", "by dealer")
    assert "♥ hearts" in slips.text
    assert "a bishop was cut" in slips.text
    trumps = {verify_payload(c, SECRET).board: verify_payload(c, SECRET).trump for c in slips.codes}
    assert trumps == {b.number: b.trump for b in bishop_boards}
    for page in cards:
        for (number, seat_name), cards_shown in printed_hands(
            page.text, r"Board (\d+) · (North|East|South|West)"
        ):
            hand = bishop_boards[int(number) - 1].deal.hand(SEAT_BY_NAME[seat_name])
            assert sorted(map(str, cards_shown)) == sorted(map(str, hand))
            knights = sum(1 for card in hand if card.is_knight)
            if knights:
                assert "Knights: " + " ".join(["Kt"] * knights) in page.text
        for code in page.codes:
            payload = verify_payload(code, SECRET)
            board = bishop_boards[payload.board - 1]
            assert payload.hand == board.deal.hand(payload.seat)
    assert len(records.codes) == 4
    for code in records.codes:
        payload = verify_payload(code, SECRET)
        assert payload.deal == bishop_boards[payload.board - 1].deal
    assert "Knights:" in records.text and "(named by" in records.text


def test_trump_lines_for_every_kind_of_record() -> None:
    assert trump_lines(TrumpRecord.parse("N")) == ("Knight cut", "trump named by dealer")
    assert trump_lines(TrumpRecord.parse("N=S"))[0] == "♠ spades"
    assert trump_lines(TrumpRecord.parse("CB"))[1].startswith("a bishop was cut")
    assert trump_lines(TrumpRecord.parse("NT")) == ("no trumps", "")
    # Mnemonic duplicate: "one suit should be declared trumps for the sitting"
    assert trump_lines(TrumpRecord.parse("D")) == (
        "♦ diamonds",
        "declared trumps for the sitting: no card turned",
    )
    assert trump_lines(TrumpRecord.parse("HT")) == ("♥10", "")
    assert trump_lines(None)[0] == "to be turned"


def test_board_without_trump_prints_a_blank_to_fill(
    boards: list[Board], read_pages: ReadPages
) -> None:
    board = dataclasses.replace(boards[0], trump=None)
    data, _ = render_pdf(event_of([board]), ["trump-slips"])
    (page,) = read_pages(data)
    assert "to be turned" in page.text
    (code,) = page.codes
    assert verify_payload(code, SECRET, board=board).trump is None


def test_items_with_qr_codes_need_the_secret(boards: list[Board]) -> None:
    event = PrintEvent(EVENT_ID, "Spring Pairs", tuple(boards), None)
    with pytest.raises(PrintError, match="has no secret, and curtain cards carry QR codes"):
        render_pdf(event, ["curtain-cards"])
    with pytest.raises(PrintError, match="1, 2, 4, 6 to a page, not 3"):
        render_pdf(event_of(boards), ["hand-records"], per_page=3)
    with pytest.raises(PrintError, match="unknown paper 'a5'"):
        render_pdf(event_of(boards), ["hand-records"], paper="a5")


def test_thirteen_card_suit_fits_and_reads_back(read_pages: ReadPages) -> None:
    deal = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    board = Board(1, deal, Seat.NORTH, TrumpRecord.turned(Card.parse("C2")))
    data, _ = render_pdf(event_of([board]), ["curtain-cards"])
    (page,) = read_pages(data)
    for (_, seat_name), cards in printed_hands(page.text, r"Board (\d+) · (\w+)"):
        assert sorted(map(str, cards)) == sorted(map(str, deal.hand(SEAT_BY_NAME[seat_name])))
    assert {verify_payload(code, SECRET).seat for code in page.codes} == set(SEATS)

"""Guide cards, score cards and travellers drawn from a scoring movement, checked
against the book's own words (seed 000) and read back from the PDF with pypdf."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from printing.document import PrintError
from printing.event import PrintEvent
from printing.movement_cards import boards_text, guide_positions, move_text
from printing.render import item_count, render_pdf
from scoring import Movement, Round, TableRound, build_movement
from whist import Board

SECRET = b"test secret of the printing suite"
ReadPages = Callable[..., list[Any]]

#: Howell's table of changes for eight players at two tables (seed 000, "Individual
#: Matches for Eight Players"): where the player at each place moves after a round.
HOWELL_CHANGES = {
    (1, "north"): (2, "east"),
    (1, "east"): (2, "west"),
    (1, "south"): (1, "east"),
    (1, "west"): (1, "west"),
    (2, "north"): (1, "north"),
    (2, "east"): (1, "south"),
    (2, "south"): (2, "north"),
    (2, "west"): (2, "south"),
}


def howell_eight() -> Movement:
    """Seven rounds of the book's individual match, two deals a round exchanged between
    the tables, players numbered as the book's parentheses (8 is the one who stays)."""
    places = {
        (1, "north"): 4,
        (1, "east"): 1,
        (1, "south"): 2,
        (1, "west"): 8,
        (2, "north"): 5,
        (2, "east"): 3,
        (2, "south"): 6,
        (2, "west"): 7,
    }
    rounds = []
    for number in range(1, 8):
        first, second = 2 * number - 1, 2 * number
        tables = tuple(
            TableRound(
                table=table,
                deals=(first, second) if table == 1 else (second, first),
                north=places[(table, "north")],
                east=places[(table, "east")],
                south=places[(table, "south")],
                west=places[(table, "west")],
            )
            for table in (1, 2)
        )
        rounds.append(Round(number, tables))
        places = {HOWELL_CHANGES[place]: who for place, who in places.items()}
    return Movement("howell-eight", 2, tuple(rounds), "individual", 14)


def test_guide_cards_say_what_the_book_says() -> None:
    movement = howell_eight()
    assert move_text(movement, 1, "north", 1) == "To East at Table 2"
    assert move_text(movement, 2, "east", 1) == "To South at Table 1"
    assert move_text(movement, 1, "west", 3) == "Stay here"
    for (table, seat), (to_table, to_seat) in HOWELL_CHANGES.items():
        for round_number in range(1, 7):
            expected = (
                "Stay here"
                if (table, seat) == (to_table, to_seat)
                else f"To {to_seat.title()} at Table {to_table}"
            )
            assert move_text(movement, table, seat, round_number) == expected
        assert move_text(movement, table, seat, 7) == "End of play"
    assert boards_text(movement, 1, 1) == "Boards 1–2 to the director"


def test_guide_cards_rendered_per_table_and_seat(read_pages: ReadPages) -> None:
    movement = howell_eight()
    event = PrintEvent("club", "Club Individual", (), SECRET, movement=movement)
    assert len(guide_positions(movement)) == 8
    data, pages = render_pdf(event, ["guide-cards"])
    read = read_pages(data, qr=False)
    assert pages == len(read) == 2
    text = "\n".join(page.text for page in read)
    for table in (1, 2):
        for seat in ("North", "East", "South", "West"):
            assert f"Table {table} · {seat}" in text
    first_card = read[0].text.split("Table 1 · East")[0]
    # a cell wraps to two lines, keeping "Table 2" together
    assert first_card.replace("at\nTable", "at Table").count("To East at Table 2") == 6
    assert "Table\n2" not in first_card
    assert "End of play" in first_card


def test_boards_move_to_the_next_table_in_a_mitchell() -> None:
    movement = build_movement("mitchell", 3, 6)
    assert move_text(movement, 1, "ns", 1) == "Stay here"
    meetings = movement.meetings(1)
    assert [m.table.table for m in meetings] == [1, 3, 2]
    assert boards_text(movement, 1, 1) == "Boards 1–2 to Table 3"
    assert boards_text(movement, 2, 3) == "Boards 1–2 to the director"
    ew_after_one = movement.where_next(2, 1)
    assert ew_after_one is not None
    assert move_text(movement, 1, "ew", 1) == f"To East-West at Table {ew_after_one.table}"


def test_score_cards_and_travellers(read_pages: ReadPages, boards: list[Board]) -> None:
    movement = build_movement("mitchell", 3, 6)
    event = PrintEvent("club", "Club Pairs", tuple(boards[:6]), SECRET, movement=movement)
    items = ["score-cards", "travellers"]
    assert item_count(event, items) == 6 + 6
    data, pages = render_pdf(event, items, paper="letter")
    read = read_pages(data, qr=False)
    assert pages == len(read) == 3 + 2
    score_text = "\n".join(page.text for page in read[:3])
    for pair in range(1, 7):
        assert f"Pair {pair}\n" in score_text
    pair_two = score_text.split("Pair 2\n")[1].split("Pair 3\n")[0]
    for line in movement.contestant_card(2):
        row = f"{line.round}\n{line.table}\nEast-West\n{' & '.join(map(str, line.opponents))}"
        assert row in pair_two
    traveller_text = "\n".join(page.text for page in read[3:])
    for deal in range(1, 7):
        section = traveller_text.split(f"Board {deal} · traveller")[1].split("· traveller")[0]
        for meeting in movement.meetings(deal):
            table = meeting.table
            assert f"{meeting.round}\n{table.table}\n{table.ns}\n{table.ew}" in section
        assert f"dealer {boards[deal - 1].dealer.name.title()}" in section
        # the traveller goes round with the board: it shows nothing of the hands
        assert "♠" not in section and "Knights" not in section


def test_movement_items_without_a_movement_say_how_to_add_one(boards: list[Board]) -> None:
    event = PrintEvent("club", "Club Pairs", tuple(boards), SECRET)
    for item in ("guide-cards", "score-cards", "travellers"):
        with pytest.raises(PrintError, match=r"has no movement.*choose a movement"):
            render_pdf(event, ["trump-slips", item])


def test_long_score_cards_take_a_whole_page(read_pages: ReadPages) -> None:
    movement = build_movement("individual-16", 4)
    assert len(movement.contestant_card(1)) == 15
    deals = sum(len(line.deals) for line in movement.contestant_card(1))
    assert deals == 60  # more lines than a page holds at 8 pt: each card in two parts
    event = PrintEvent("club", "Club Individual", (), None, movement=movement)
    data, pages = render_pdf(event, ["score-cards"])
    assert pages == 2 * len(movement.contestants()) == 32
    read = read_pages(data, qr=False)
    assert "Player 1 (1/2)" in read[0].text and "Player 1 (2/2)" in read[1].text
    boards = [line for page in read[:2] for line in page.text.splitlines() if line.isdigit()]
    assert {str(n) for n in range(1, 61)} <= set(boards)  # every deal on one part or the other
    short = PrintEvent("club", "Club", (), None, movement=build_movement("mitchell", 3, 6))
    assert render_pdf(short, ["score-cards"])[1] == 3

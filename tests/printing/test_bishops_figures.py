"""Hand records of a Bishops event with the solver's figures: tricks and points for the
recorded trump, and for a knight cut whose suit the dealer names, each suit's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from printing.event import HandAnalysis, PrintEvent
from printing.render import render_pdf
from whist import Board, Side, Suit

SECRET = b"test secret of the printing suite"


def test_bishops_hand_records_print_points_and_figures_by_trump(
    bishop_boards: list[Board], read_pages: Callable[..., list[Any]]
) -> None:
    pending = next(b for b in bishop_boards if b.trump is not None and b.trump.is_pending)
    fixed = next(b for b in bishop_boards if b.trump is not None and not b.trump.is_pending)
    analysis = {
        fixed.number: HandAnalysis({Side.NS: 8, Side.EW: 5}, None, None, points=-3),
        pending.number: HandAnalysis(
            by_trump={
                Suit.SPADES: (7, 3),
                Suit.HEARTS: (6, -1),
                Suit.DIAMONDS: (8, 5),
                Suit.CLUBS: (7, 0),
            },
        ),
    }
    event = PrintEvent(
        "bishops-1899", "Bishops evening", tuple(bishop_boards), SECRET, analysis=analysis
    )
    data, _pages = render_pdf(event, ["hand-records"], per_page=4)
    text = " ".join(read_pages(data)[0].text.split())
    for symbol in "♠♥♦♣":  # the symbols' font run ends in a space in the extracted text
        text = text.replace(symbol + " ", symbol)
    leader = fixed.leader.name.title()
    assert f"Double dummy, {leader} leads: N-S 8 · E-W 5 · points N-S −3" in text
    assert (
        f"Double dummy N-S, {pending.leader.name.title()} leads: ♠7/+3 ♥6/−1 ♦8/+5 ♣7/0"
    ) in text

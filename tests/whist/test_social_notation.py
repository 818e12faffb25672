"""The lines of a social game's actions (whist.social_notation): parse and format are a
matching pair, and a line that is no action, or names no hand of the table, is refused
saying what to write."""

from __future__ import annotations

import pytest

from tests.whist.test_social_laws import pack
from whist.cards import Card
from whist.errors import NotationError
from whist.social_laws import (
    CallCard,
    ChoosePenalty,
    ClaimRevoke,
    CorrectRenounce,
    ExchangeHand,
    ExposeCard,
    KeepHand,
    LeadFromWrongHand,
    Misdeal,
    WithdrawCard,
)
from whist.social_notation import format_action, parse_action
from whist.social_play import CardPlayed, deal_double_dummy, deal_mort

MORT = deal_mort(pack(), ["A", "B", "C"], "A", "A", mort_first=False)
DOUBLE = deal_double_dummy(pack(), ["A", "B"], "A")

LINES = [
    (MORT, "SA", CardPlayed(-1, Card.parse("SA"))),
    (MORT, "SA high", CardPlayed(-1, Card.parse("SA"), True)),
    (MORT, "claim C Mort 3", ClaimRevoke("C", 2, 3)),
    (MORT, "penalty B 1 tricks", ChoosePenalty("B", 1, "tricks")),
    (MORT, "correct A S2", CorrectRenounce(0, Card.parse("S2"))),
    (MORT, "withdraw Mort D3", WithdrawCard(2, Card.parse("D3"))),
    (MORT, "withdraw Mort DA high", WithdrawCard(2, Card.parse("DA"), True)),
    (MORT, "correct A SA high", CorrectRenounce(0, Card.parse("SA"), True)),
    (DOUBLE, "withdraw A's Dummy HA high", WithdrawCard(2, Card.parse("HA"), True)),
    (MORT, "expose B HQ", ExposeCard(1, Card.parse("HQ"))),
    (MORT, "call A B HQ", CallCard("A", 1, Card.parse("HQ"))),
    (MORT, "wrong Mort CA", LeadFromWrongHand(2, Card.parse("CA"))),
    (DOUBLE, "wrong A's Dummy D7", LeadFromWrongHand(2, Card.parse("D7"))),
    (DOUBLE, "claim B A's Dummy 12", ClaimRevoke("B", 2, 12)),
    (MORT, "exchange A", ExchangeHand("A")),
    (MORT, "keep B", KeepHand("B")),
    (MORT, "misdeal", Misdeal()),
]


@pytest.mark.parametrize(("table", "line", "action"), LINES, ids=[x[1] for x in LINES])
def test_action_lines_round_trip(table, line, action) -> None:  # type: ignore[no-untyped-def]
    assert parse_action(table, line) == action
    assert format_action(table, action) == line
    assert parse_action(table, format_action(table, action)) == action


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("", "an empty action"),
        ("claim C Dummy 3", "'Dummy' is no hand at this table: the hands are A, B, Mort, C"),
        ("claim C Mort three", "'three' is not a number"),
        ("penalty B 1 half", "the penalty is add, deduct or tricks"),
        ("call A B Q", "is not a card"),
        ("lead SA", "is no action: write a card"),
        ("SA low", "is no action"),
    ],
)
def test_a_line_that_is_no_action_is_refused(line: str, message: str) -> None:
    with pytest.raises(NotationError, match=message):
        parse_action(MORT, line)

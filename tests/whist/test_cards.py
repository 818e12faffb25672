from __future__ import annotations

import pytest

from whist import KNIGHT, Card, NotationError, Rank, Seat, Side, Suit, format_cards, parse_cards


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("SA", Card(Rank.ACE, Suit.SPADES)),
        ("as", Card(Rank.ACE, Suit.SPADES)),
        ("♥10", Card(Rank.TEN, Suit.HEARTS)),
        ("10h", Card(Rank.TEN, Suit.HEARTS)),
        ("CB", Card(Rank.BISHOP, Suit.CLUBS)),
        ("N", KNIGHT),
        ("Kt", KNIGHT),
    ],
)
def test_card_parse_accepts_the_usual_spellings(text: str, expected: Card) -> None:
    assert Card.parse(text) == expected


@pytest.mark.parametrize("card", ["SA", "HT", "D2", "CB", "N", "SQ"])
def test_card_parse_format_round_trip(card: str) -> None:
    assert str(Card.parse(card)) == card


@pytest.mark.parametrize("text", ["", "X", "S1", "ZZ", "SAA", "NS"])
def test_card_parse_rejects_nonsense_with_a_hint(text: str) -> None:
    with pytest.raises(NotationError, match="write the suit then the rank"):
        Card.parse(text)


def test_knight_is_the_only_suitless_card() -> None:
    with pytest.raises(NotationError):
        Card(Rank.ACE, None)
    with pytest.raises(NotationError):
        Card(Rank.KNIGHT, Suit.SPADES)
    assert Card.parse("N") == KNIGHT and KNIGHT.suit is None and KNIGHT.display == "Kt"


def test_display_and_long_names() -> None:
    assert Card.parse("ST").display == "♠10"
    assert Card.parse("DQ").long_name == "queen of diamonds"
    assert Card.parse("HB").long_name == "bishop of hearts"


def test_parse_format_cards_round_trip() -> None:
    cards = parse_cards("SA, HT N CB")
    assert format_cards(cards) == "SA HT N CB"


def test_seats_go_to_the_left_clockwise() -> None:
    """Law 13: the deal and the play go to the left: N, E, S, W."""
    assert [s.left for s in Seat] == [Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH]
    assert Seat.NORTH.right is Seat.WEST
    assert Seat.EAST.partner is Seat.WEST
    assert Seat.SOUTH.side is Side.NS and Seat.WEST.side is Side.EW
    assert Seat.NORTH.is_adversary_of(Seat.EAST)
    assert not Seat.NORTH.is_adversary_of(Seat.SOUTH)


def test_seat_and_side_parse() -> None:
    assert Seat.parse("west") is Seat.WEST
    assert Side.parse("e-w") is Side.EW
    with pytest.raises(NotationError, match="N, E, S or W"):
        Seat.parse("X")
    with pytest.raises(NotationError):
        Side.parse("NE")

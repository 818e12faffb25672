"""The rules of each game against the books' own illustrations.

Bishops whist: Dana 1899, "The Pipeless Knight", "The Irregular Trick", "The Knight's
Trick" and "Twelfth trick". The book's trick diagrams were images lost in the OCR; each
case below is rebuilt from the sentence that explains it (quoted), choosing small cards
the text leaves open. Letters A, B, C, D are the players in the order they play.
"""

from __future__ import annotations

import pytest

from whist import (
    BISHOPS_WHIST,
    DUPLICATE_WHIST,
    KNIGHT,
    Card,
    NotationError,
    Seat,
    Suit,
    find_game,
    game_names,
    parse_cards,
)
from whist.tricks import PlayedCard

ORDER = (Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST)  # A, B, C, D


def trick(text: str) -> list[PlayedCard]:
    return [PlayedCard(seat, card) for seat, card in zip(ORDER, parse_cards(text), strict=True)]


def winner(text: str, trump: str | None, number: int = 1) -> str:
    """The letter (A-D) of the player who wins the trick."""
    suit = Suit.parse(trump) if trump else None
    return "ABCD"[BISHOPS_WHIST.trick_winner(trick(text), suit, number)]


@pytest.mark.parametrize(
    ("cards", "trump", "expected", "book"),
    [
        ("D3 N D8 SA", "H", "B", "Trick 1 ... belongs to B because any knight ranks as a tenspot"),
        ("D3 N D8 DB", "H", "D", "Make D play the castle-ace, king, queen or bishop of diamonds"),
        ("S5 CQ N N", "H", "C", "both knights rank as a tenspot ... the *first* knight outranks"),
        ("S5 SQ N N", "H", "B", "make B play the queen of spades, then the trick would go to B"),
        ("S9 N S4 C2", "C", "D", "Trick 3 belongs to D, because any trump takes any knight"),
        ("S7 N SB S3", "C", "C", "the bishop ranks above the knight in his own ... suit"),
        ("S7 N SB SQ", "C", "D", "Make D play queen of s and he wins the trick"),
    ],
)
def test_pipeless_knight_ranks_as_a_ten_in_a_plain_suit(
    cards: str, trump: str, expected: str, book: str
) -> None:
    assert winner(cards, trump) == expected, book


@pytest.mark.parametrize(
    ("cards", "trump", "expected", "book"),
    [
        ("N HB DK SA", "C", "D", "B's bishop outranks the knight ... D's castle-ace outranks"),
        ("N H5 DQ SQ", "C", "C", "the *first* of those equal cards outranks those played after"),
        ("N CQ HQ D2", "D", "D", "D captures the trick with the trump"),
        ("N CQ HQ S2", "D", "B", "Suppose D had played any small card not a trump ... B"),
        ("N CQ HQ N", "D", "B", "Make D play a knight and the trick still goes to B"),
        ("N CQ HQ SK", "D", "D", "Make D play a king, of any suit, and it outranks both queens"),
    ],
)
def test_irregular_trick_ranks_by_grade_when_a_knight_leads(
    cards: str, trump: str, expected: str, book: str
) -> None:
    assert winner(cards, trump) == expected, book


def test_knights_trick_last_knight_played_wins_the_thirteenth() -> None:
    """ "A leads ace of trumps, B plays knight. C plays bishop and D captures the trick with
    a knight, being the second and last knight dropped on the trick.\""""
    assert winner("SA N SB N", "S", 13) == "D"
    assert winner("SA N SB N", "S", 12) == "A", "in trick 12 a knight has no rank in trumps"
    assert winner("DQ N D6 CB", "C", 13) == "B", "no knight but one: the knight wins"


def test_thirteenth_trick_without_a_knight_keeps_the_usual_rank() -> None:
    """ "In case no knight whatever chance to fall on thirteenth trick the cards retain their
    usual rank, with trumps superior to all suits.\""""
    assert winner("DQ D2 D6 CB", "C", 13) == "D"
    assert winner("DQ D2 D6 HB", "C", 13) == "A"


def test_twelfth_trick_illustration() -> None:
    """Spades trumps, B leads the six of diamonds, C the five, D the king of hearts: A's
    knight would take the trick; A's bishop of clubs thrown leaves it to B."""

    def who(cards: str) -> str:
        return "BCDA"[BISHOPS_WHIST.trick_winner(trick(cards), Suit.SPADES, 12)]

    assert who("D6 D5 HK N") == "A"
    assert who("D6 D5 HK CB") == "B"


def hand(text: str) -> list[Card]:
    return list(parse_cards(text))


def test_knights_revoke_lets_a_knight_save_the_only_bishop_of_the_suit_led() -> None:
    """ "When a suit is led ... and you hold no card of that suit *except the bishop*, you may
    ... play a knight in lieu of your bishop", trumps not excepted."""
    held = hand("HB N N S2 C3")
    lawful = BISHOPS_WHIST.lawful_plays(held, trick("H5 H6 H7 H8")[:1], Suit.HEARTS, 3)
    assert set(lawful) == {Card.parse("HB"), KNIGHT}
    assert BISHOPS_WHIST.is_knights_revoke(held, trick("H5 H6 H7 H8")[:1], KNIGHT)


def test_a_knight_cannot_deny_suit_otherwise_and_is_never_forced() -> None:
    """ "You are not privileged to deny suit and play a knight, except in ... the knights
    revoke"; "the lead of any card of any suit ... cannot force you to play your knight"."""
    led = trick("S5 S6 S7 S8")[:1]
    assert set(BISHOPS_WHIST.lawful_plays(hand("S9 SB N H2"), led, Suit.CLUBS, 1)) == {
        Card.parse("S9"),
        Card.parse("SB"),
    }
    void = BISHOPS_WHIST.lawful_plays(hand("N H2 C3"), led, Suit.CLUBS, 1)
    assert set(void) == {KNIGHT, Card.parse("H2"), Card.parse("C3")}
    knight_led = BISHOPS_WHIST.lawful_plays(
        hand("S9 H2"), [PlayedCard(Seat.NORTH, KNIGHT)], None, 4
    )
    assert set(knight_led) == {Card.parse("S9"), Card.parse("H2")}


def test_duplicate_whist_follow_suit_trumps_and_highest_of_suit_led() -> None:
    g = DUPLICATE_WHIST
    assert "ABCD"[g.trick_winner(trick("S2 SA S3 SK"), Suit.HEARTS, 1)] == "B"
    assert "ABCD"[g.trick_winner(trick("S2 SA H3 SK"), Suit.HEARTS, 1)] == "C"
    assert "ABCD"[g.trick_winner(trick("S2 DA H3 HK"), Suit.HEARTS, 1)] == "D"
    assert "ABCD"[g.trick_winner(trick("S2 DA C3 CK"), None, 1)] == "A"
    led = trick("S2 S3 S4 S5")[:1]
    assert g.lawful_plays(hand("SA HK"), led, None, 1) == (Card.parse("SA"),)
    assert set(g.lawful_plays(hand("DA HK"), led, None, 1)) == set(hand("DA HK"))


def test_game_registry() -> None:
    names = game_names()
    assert names == sorted(names)
    assert {"bishops-whist", "bridge-whist", "duplicate-whist", "cayenne", "solo-whist"} <= set(
        names
    )
    assert find_game("bishops-whist") is BISHOPS_WHIST
    with pytest.raises(NotationError, match="the games are " + ", ".join(names)):
        find_game("piquet")


def test_which_games_score_their_tricks() -> None:
    """Duplicate whist scores "the number of tricks taken" (the kiosk checks both sides'
    tricks add up to the thirteen of a deal); Bishops whist scores points, so the
    kiosk asks the game rather than its name."""
    from whist import find_game

    assert find_game("duplicate-whist").scores_tricks
    assert not find_game("bishops-whist").scores_tricks

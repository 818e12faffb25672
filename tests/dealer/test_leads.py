"""The American lead (dealer/leads.py) against the book's rows (seed 000): every cell of
the head table "American Leads" (first lead only), every row of "High card leads in
detail", and the three places where the tables disagree, read as the module says."""

from __future__ import annotations

import pytest

from dealer.leads import (
    LONGEST,
    THREE_CARD,
    TRUMPS_FIVE,
    TRUMPS_FOUR,
    book_lead,
    commands,
    find_row,
    forced_lead,
    lead_from_suit,
    lead_suit,
    longest_suit,
)
from whist import Card, Rank, Suit, parse_cards


def ranks(text: str) -> list[Rank]:
    return [Rank.parse(c) for c in text]


# (row of the head table, holding, trumps?, expected first lead).
HEAD_TABLE = [
    # A. K. Q. J.:  -  K-J  J-A  J-K  J-Q
    ("A. K. Q. J.", "AKQJ", False, "K"),
    ("A. K. Q. J.", "AKQJ2", False, "J"),
    ("A. K. Q. J.", "AKQJ32", False, "J"),
    ("A. K. Q. J.", "AKQJ432", True, "J"),
    # A. K. Q.:  K-Q  K-Q  Q-A  Q-K  **
    ("A. K. Q.", "AKQ", False, "K"),
    ("A. K. Q.", "AKQ2", False, "K"),
    ("A. K. Q.", "AKQ32", True, "Q"),
    ("A. K. Q.", "AKQ432", False, "Q"),
    ("A. K. Q.", "AKQ5432", False, "Q"),
    # A. K. (plain):  K-A  K-A  A-K  *  *
    ("A. K. (plain)", "AK2", False, "K"),
    ("A. K. (plain)", "AK32", False, "K"),
    ("A. K. (plain)", "AKJ32", False, "A"),
    ("A. K. (plain)", "AK5432", False, "A"),
    ("A. K. (plain)", "AK65432", False, "A"),
    # A. K. (trumps):  K-A  4th  4th  4th  A-K
    ("A. K. (trumps)", "AK2", True, "K"),
    ("A. K. (trumps)", "AK73", True, "3"),
    ("A. K. (trumps)", "AK973", True, "7"),
    ("A. K. (trumps)", "AK9732", True, "7"),
    ("A. K. (trumps)", "AK97432", True, "A"),
    # A. Q. J. 10:  -  A-10  A-J  *  *
    ("A. Q. J. 10", "AQJT", False, "A"),
    ("A. Q. J. 10", "AQJT2", False, "A"),
    ("A. Q. J. 10", "AQJT32", False, "A"),
    ("A. Q. J. 10", "AQJT432", True, "A"),
    # A. Q. J.:  A-Q  A-Q  A-J  *  *
    ("A. Q. J.", "AQJ", False, "A"),
    ("A. Q. J.", "AQJ2", False, "A"),
    ("A. Q. J.", "AQJ32", True, "A"),
    ("A. Q. J.", "AQJ432", False, "A"),
    # A. (plain):  A.(1)->lowest  4th-A  A-5th  *  *
    ("A. (plain)", "A52", False, "2"),
    ("A. (plain)", "A852", False, "2"),
    ("A. (plain)", "A8652", False, "A"),
    ("A. (plain)", "AJ8652", False, "A"),
    ("A. (plain)", "AQ98652", False, "A"),
    # A. (trumps):  A.  4th-A  4th-A  4th-A  A-5th
    ("A. (trumps)", "A52", True, "A"),
    ("A. (trumps)", "A852", True, "2"),
    ("A. (trumps)", "A8652", True, "5"),
    ("A. (trumps)", "AJ8652", True, "6"),
    ("A. (trumps)", "AQ98652", True, "A"),
    # K. Q. J. 10:  -  K-10  J-K  J-Q  **
    ("K. Q. J. 10", "KQJT", False, "K"),
    ("K. Q. J. 10", "KQJT2", False, "J"),
    ("K. Q. J. 10", "KQJT32", False, "J"),
    ("K. Q. J. 10", "KQJT432", True, "J"),
    # K. Q. J.:  K-Q  K-J  J-K  J-Q  **
    ("K. Q. J.", "KQJ", False, "K"),
    ("K. Q. J.", "KQJ2", False, "K"),
    ("K. Q. J.", "KQJ32", False, "J"),
    ("K. Q. J.", "KQJ432", True, "J"),
    ("K. Q. J.", "KQJ5432", False, "J"),
    # K. Q. (plain):  K-Q  K.(2)  Q.(3)  *  *
    ("K. Q. (plain)", "KQ2", False, "K"),
    ("K. Q. (plain)", "KQ32", False, "K"),
    ("K. Q. (plain)", "KQ432", False, "Q"),
    ("K. Q. (plain)", "KQT432", False, "Q"),
    ("K. Q. (plain)", "KQ65432", False, "Q"),
    # K. Q. 10. (trumps):  K-Q  K.(2)  Q.(3)  Q.(3)  Q.(3)
    ("K. Q. 10. (trumps)", "KQT", True, "K"),
    ("K. Q. 10. (trumps)", "KQT2", True, "K"),
    ("K. Q. 10. (trumps)", "KQT32", True, "Q"),
    ("K. Q. 10. (trumps)", "KQT432", True, "Q"),
    ("K. Q. 10. (trumps)", "KQT5432", True, "Q"),
    # K. Q. (trumps):  K-Q  4th  4th  4th  Q.(3)
    ("K. Q. (trumps)", "KQ2", True, "K"),
    ("K. Q. (trumps)", "KQ32", True, "2"),
    ("K. Q. (trumps)", "KQ832", True, "3"),
    ("K. Q. (trumps)", "KQ8632", True, "6"),
    ("K. Q. (trumps)", "KQ865432", True, "Q"),
    # K.:  K.(1)->lowest  4th  4th  *  *
    ("K.", "K52", False, "2"),
    ("K.", "K852", True, "2"),
    ("K.", "KJ852", False, "5"),
    ("K.", "KJ9852", False, "8"),
    # Q. J. 10:  Q-J (then see the detail table)
    ("Q J 10 (detail table)", "QJT", False, "Q"),
    # Q. J.:  Q-J  4th  4th  *  *
    ("Q. J.", "QJ2", False, "Q"),
    ("Q. J.", "QJ32", False, "2"),
    ("Q. J.", "QJ832", True, "3"),
    ("Q. J.", "QJ8632", False, "6"),
    # Q.:  Q.(1)->lowest  4th  4th  *  *
    ("Q.", "Q52", False, "2"),
    ("Q.", "Q852", False, "2"),
    ("Q.", "QT852", False, "5"),
    ("Q.", "QT8752", False, "7"),
    # J. 10. 9. 8. (trumps):  -  J-8  J-9  *  *
    ("J. 10. 9. 8. (trumps)", "JT98", True, "J"),
    ("J. 10. 9. 8. (trumps)", "JT982", True, "J"),
    ("J. 10. 9. 8. (trumps)", "JT9832", True, "J"),
    # J. 10. 9. (trumps):  J-10  J-10  J-9  *  *
    ("J. 10. 9. (trumps)", "JT9", True, "J"),
    ("J. 10. 9. (trumps)", "JT92", True, "J"),
    ("J. 10. 9. (trumps)", "JT932", True, "J"),
    ("J. 10. 9. (trumps)", "JT9432", True, "J"),
    # The same holdings in a plain suit fall to "All other cards".
    ("All other cards", "JT92", False, "2"),
    ("All other cards", "JT982", False, "8"),
    # All other cards:  Best.  4th  4th  *  *
    ("All other cards", "J52", False, "J"),
    ("All other cards", "9652", False, "2"),
    ("All other cards", "J9652", True, "5"),
    ("All other cards", "J97652", False, "6"),
    ("All other cards", "T876532", False, "6"),
]


@pytest.mark.parametrize(("row", "holding", "trumps", "lead"), HEAD_TABLE)
def test_head_table(row: str, holding: str, trumps: bool, lead: str) -> None:
    assert find_row(ranks(holding), trumps).name == row
    assert lead_from_suit(ranks(holding), trumps=trumps) is Rank.parse(lead)


# "High card leads in detail": FROM, LEAD (plain suits).
DETAIL_TABLE = [
    ("A K Q J & 3 or more lower", "AKQJ432", "J"),
    ("A K Q J & 2 lower", "AKQJ32", "J"),
    ("A K Q J & 1 lower", "AKQJ2", "J"),
    ("A K Q J", "AKQJ", "K"),
    ("A K Q & 3 or more low", "AKQ432", "Q"),
    ("A K Q & 2 low", "AKQ32", "Q"),
    ("A K Q & 1 low", "AKQ2", "K"),
    ("*A K & 3 or more lower than Q", "AKJ32", "A"),
    ("*A K & 2 lower than Q", "AK32", "K"),
    ("A Q J & 2 or more lower", "AQJ32", "A"),
    ("A Q J 10", "AQJT", "A"),
    ("A Q J & 1 lower than 10", "AQJ2", "A"),
    ("*A & 4 or more low", "A8532", "A"),
    ("K Q J & 3 or more lower", "KQJ432", "J"),
    ("K Q J & 2 lower", "KQJ32", "J"),
    ("K Q J 10", "KQJT", "K"),
    ("K Q J & 1 low", "KQJ2", "K"),
    ("K Q 10 & 2 or more lower", "KQT32", "Q"),
    ("*K Q 10 & 1 lower", "KQT2", "K"),
    # Read as "3 or more low" (module docstring, choice 3).
    ("*K Q & 2 or more low", "KQ432", "Q"),
    ("K J 10 & c.", "KJT2", "T"),
    ("K J 10 & c.", "KJT32", "T"),
    ("Q J 10 9", "QJT9", "Q"),
    ("Q J 10 & low", "QJT2", "Q"),
    ("Q J 10 & low", "QJT32", "Q"),
    ("From all other long suits, lead, first, the fourth best", "J8532", "3"),
]


@pytest.mark.parametrize(("row", "holding", "lead"), DETAIL_TABLE)
def test_detail_table(row: str, holding: str, lead: str) -> None:
    assert lead_from_suit(ranks(holding)) is Rank.parse(lead), row


# "* In trumps, lead 4th best, unless with 7 trumps."
@pytest.mark.parametrize(
    ("holding", "lead"),
    [("AKJ32", "3"), ("AK32", "2"), ("A8532", "3"), ("AK87432", "A"), ("KQ432", "3")],
)
def test_detail_footnote_trumps(holding: str, lead: str) -> None:
    assert lead_from_suit(ranks(holding), trumps=True) is Rank.parse(lead)


def test_conflicts_resolved_as_documented() -> None:
    # 1. Q J 10 x: head table 10, detail and Ames's text the queen.
    assert lead_from_suit(ranks("QJT2")) is Rank.QUEEN
    # 2. K J 10 x: the detail table's 10, not "All other cards: 4th".
    assert lead_from_suit(ranks("KJT2")) is Rank.TEN
    # 3. K Q x x: the head table's king ("a suit of four, at most").
    assert lead_from_suit(ranks("KQ32")) is Rank.KING
    # K Q 10 x in trumps: the head table's (trumps) row, king.
    assert lead_from_suit(ranks("KQT2"), trumps=True) is Rank.KING


def test_book_lead_from_longest_suit() -> None:
    hand = parse_cards("SA SK S5 S4 S2 HK HQ H3 D9 D8 D7 C4 C3")
    assert book_lead(hand, Suit.CLUBS) == Card.parse("SA")
    assert book_lead(hand, Suit.SPADES) == Card.parse("S4")  # trumps: 4th best
    # Equal length: the best long suit; then plain before trumps.
    tie = parse_cards("SK S9 S5 S2 HQ HJ H8 H3 DA D7 D6 C3 C2")
    assert longest_suit(tie, None) is Suit.SPADES
    same = parse_cards("SK S9 S5 S2 HK H9 H5 H2 DA D7 D6 C3 C2")
    assert longest_suit(same, Suit.SPADES) is Suit.HEARTS
    assert longest_suit(same, None) is Suit.SPADES


def test_errors() -> None:
    with pytest.raises(ValueError, match="three cards or more"):
        lead_from_suit(ranks("AK"))
    with pytest.raises(ValueError, match="standard pack"):
        book_lead(parse_cards("SB S9 S5 S2 HQ H8 H3 D7 D6 C3 C2 N N"), None)


# --- Which suit: "The Lead" ------------------------------------------------------------
# "Lead, first, from your longest, or best long, suit. Lead trumps from five or more, or
# from four, with the command of two plain suits."


def test_the_issues_two_hands() -> None:
    # four trumps (hearts) without the command of two plain suits: not led; the longest
    # plain suit is spades, "the fourth best held of it"
    hand = parse_cards("S8 S7 S6 S3 HQ H7 H5 H3 DK DT D5 C9 C7")
    assert book_lead(hand, Suit.HEARTS) == Card.parse("S3")
    # "Lead trumps from five or more": diamonds Q T 8 7 3 (Q with five: fourth best)
    # though clubs K Q J 4 3 are as long and stronger
    hand = parse_cards("S6 S5 HQ DQ DT D8 D7 D3 CK CQ CJ C4 C3")
    assert book_lead(hand, Suit.DIAMONDS) == Card.parse("D7")


def test_lead_trumps_from_five_or_more() -> None:
    """ "Lead trumps from five or more" -- even with a longer plain suit."""
    hand = parse_cards("SA SK SQ SJ S9 S8 HT H8 H6 H4 H2 C3 C2")
    assert lead_suit(hand, Suit.HEARTS) == (Suit.HEARTS, TRUMPS_FIVE)
    assert book_lead(hand, Suit.HEARTS) == Card.parse("H4")  # all other cards: 4th best


def test_lead_trumps_from_four_with_the_command_of_two_plain_suits() -> None:
    """ "or from four, with the command of two plain suits": the aces of two plain
    suits; one is not enough."""
    two = parse_cards("SA S9 S5 S2 HA H7 H3 DA D6 D4 C9 C8 C7")
    assert lead_suit(two, Suit.SPADES) == (Suit.SPADES, TRUMPS_FOUR)
    assert book_lead(two, Suit.SPADES) == Card.parse("S2")  # A. (trumps) with four: 4th
    one = parse_cards("SA S9 S5 S2 HA H7 H3 DK D6 D4 C9 C8 C7")
    assert lead_suit(one, Suit.SPADES) == (Suit.HEARTS, THREE_CARD)
    assert commands(two, Suit.HEARTS) and not commands(one, Suit.DIAMONDS)


def test_longest_or_best_long_suit() -> None:
    """ "Lead, first, from your longest, or best long, suit": a longer plain suit before a
    shorter stronger one; of two as long, the best."""
    hand = parse_cards("S9 S7 S5 S3 S2 HA HK HQ H2 D5 D4 C3 C2")
    assert lead_suit(hand, Suit.CLUBS) == (Suit.SPADES, LONGEST)
    assert book_lead(hand, Suit.CLUBS) == Card.parse("S3")
    tie = parse_cards("SK S9 S5 S2 HQ HJ H8 H3 DA D7 D6 C3 C2")
    assert lead_suit(tie, Suit.CLUBS) == (Suit.SPADES, LONGEST)


def test_three_card_lead_when_forced() -> None:
    """ "When your only long suit is very weak, you may resort to a three-card-suit lead":
    taken when no plain suit has four cards and the trumps are not led (four without the
    command of two plain suits); the best three-card suit, the FORCED LEADS card."""
    hand = parse_cards("SA SK SJ H9 H7 H5 D8 D6 D4 C9 C7 C5 C3")
    assert lead_suit(hand, Suit.CLUBS) == (Suit.SPADES, THREE_CARD)
    assert book_lead(hand, Suit.CLUBS) == Card.parse("SK")  # "A K J, K"


@pytest.mark.parametrize(
    ("holding", "lead"),
    [
        ("AKQ", "K"),
        ("AKJ", "K"),
        ("AK5", "K"),
        ("AQJ", "A"),
        ("AQ5", "5"),  # "A Q & 1 low, lowest"
        ("A75", "5"),  # "A & 2 low" (ditto: lowest)
        ("KQJ", "K"),
        ("KQ5", "K"),
        ("KJT", "T"),
        ("K75", "5"),
        ("QJT", "Q"),
        ("Q75", "5"),
        ("J75", "J"),  # "From any other three cards, lead the highest."
        ("975", "9"),
    ],
)
def test_forced_leads_table(holding: str, lead: str) -> None:
    assert forced_lead(ranks(holding)) is Rank.parse(lead)


def test_doctests() -> None:
    import doctest

    import dealer.leads

    assert doctest.testmod(dealer.leads).failed == 0

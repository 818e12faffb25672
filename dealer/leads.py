"""The American lead: the card the book says the opening leader leads from the longest
suit (seed 000, "Whist and Duplicate Whist", 1897: the table "American Leads" at the
head of the book and "High card leads in detail" in Fisher Ames's chapter).

Reading of the two tables
-------------------------
The head table gives, for the cards at the head of a suit and its length (3 to 7),
the first lead and the second (``K-J``: king, then jack). Only the first lead is
returned here. ``4th`` is the fourth best card of the suit; ``Best.`` the highest;
``*`` "lead as in a five-card suit"; ``**`` "as in a six-card suit". Footnote (1),
"If partner has not shown strength in suit, lead lowest", always applies to an
opening lead (partner has shown nothing yet), so those entries give the lowest card.
Rows marked ``(plain)`` or ``(trumps)`` apply only to a plain or the trump suit;
unmarked rows to both. Suits of more than seven cards are led as seven-card suits
("A K Q J & 3 or more lower" in the detail table leads as seven).

The two tables disagree in three places; the choices, with the reason:

1. ``Q J 10`` with four or five cards: the head table leads the 10, the detail table
   the queen ("Q J 10 9" and "Q J 10 & low: Q"). The queen is taken, as Ames's own
   text says "Queen shows King, or Knave and Ten".
2. ``K J 10`` and more: not a row of the head table (it would fall under "All other
   cards: 4th"); the detail table leads the 10. The 10 is taken (the more specific
   row; the forced-leads table also leads the 10 from K J 10).
3. ``K Q`` with two small cards: the detail table, as printed, says "K Q & 2 or
   more low: Q", but the head table leads the king from four ("K. (2)") and Ames's
   text says "King shows Ace, or Queen, and a suit of four, at most". The king is
   taken from four cards and the queen from five or more, reading the detail row as
   "3 or more low". Likewise ``K Q 10`` and one lower in trumps: the head table's
   "K. Q. 10. (trumps)" row (king) is taken over the detail table's footnote "in
   trumps, lead 4th best".

The longest suit: with two or more of the same length, "your longest, or best long,
suit" -- the strongest (higher cards, compared card by card), then a plain suit
before trumps, then spades, hearts, diamonds, clubs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whist import STANDARD_PACK, SUITS, Card, Rank, Suit

#: Ranks high to low, as in the tables.
ORDER: tuple[Rank, ...] = STANDARD_PACK.suit_ranks

A, K, Q, J, T, N9, N8 = Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT


@dataclass(frozen=True)
class _Row:
    """One row of the head table: the cards it needs, the cards it excludes, where it
    applies (``None``: plain and trumps), and the first lead by length 3..7."""

    name: str
    has: frozenset[Rank]
    lacks: frozenset[Rank]
    trumps: bool | None
    leads: tuple[str, str, str, str, str]


def _row(name: str, has: str, lacks: str, trumps: bool | None, *leads: str) -> _Row:
    ranks = {"A": A, "K": K, "Q": Q, "J": J, "T": T, "9": N9, "8": N8}
    assert len(leads) == 5
    return _Row(
        name,
        frozenset(ranks[c] for c in has),
        frozenset(ranks[c] for c in lacks),
        trumps,
        (leads[0], leads[1], leads[2], leads[3], leads[4]),
    )


# First leads only ("K-J" -> "K"); "" = blank in the book (no such holding);
# "low" = footnote (1) at an opening lead; "*" / "**" = as five / six cards.
# The two detail-table rows taken over the head table come first (see above).
ROWS: tuple[_Row, ...] = (
    _row("A. K. Q. J.", "AKQJ", "", None, "", "K", "J", "J", "J"),
    _row("A. K. Q.", "AKQ", "J", None, "K", "K", "Q", "Q", "**"),
    _row("A. K. (plain)", "AK", "Q", False, "K", "K", "A", "*", "*"),
    _row("A. K. (trumps)", "AK", "Q", True, "K", "4th", "4th", "4th", "A"),
    _row("A. Q. J. 10", "AQJT", "K", None, "", "A", "A", "*", "*"),
    _row("A. Q. J.", "AQJ", "KT", None, "A", "A", "A", "*", "*"),
    _row("A. (plain)", "A", "K", False, "low", "4th", "A", "*", "*"),
    _row("A. (trumps)", "A", "K", True, "A", "4th", "4th", "4th", "A"),
    _row("K. Q. J. 10", "KQJT", "A", None, "", "K", "J", "J", "**"),
    _row("K. Q. J.", "KQJ", "AT", None, "K", "K", "J", "J", "**"),
    _row("K. Q. (plain)", "KQ", "AJ", False, "K", "K", "Q", "*", "*"),
    _row("K. Q. 10. (trumps)", "KQT", "AJ", True, "K", "K", "Q", "Q", "Q"),
    _row("K. Q. (trumps)", "KQ", "AJT", True, "K", "4th", "4th", "4th", "Q"),
    _row("K J 10 & c. (detail table)", "KJT", "AQ", None, "10", "10", "10", "10", "10"),
    _row("K.", "K", "AQ", None, "low", "4th", "4th", "*", "*"),
    _row("Q J 10 (detail table)", "QJT", "AK", None, "Q", "Q", "Q", "Q", "Q"),
    _row("Q. J.", "QJ", "AKT", None, "Q", "4th", "4th", "*", "*"),
    _row("Q.", "Q", "AKJ", None, "low", "4th", "4th", "*", "*"),
    _row("J. 10. 9. 8. (trumps)", "JT98", "AKQ", True, "", "J", "J", "*", "*"),
    _row("J. 10. 9. (trumps)", "JT9", "AKQ8", True, "J", "J", "J", "*", "*"),
    _row("All other cards", "", "", None, "Best", "4th", "4th", "*", "*"),
)


def find_row(ranks: Sequence[Rank], trumps: bool) -> _Row:
    """The head-table row that describes a holding."""
    held = set(ranks)
    for row in ROWS:
        if row.trumps is not None and row.trumps != trumps:
            continue
        if row.has <= held and not (row.lacks & held):
            return row
    raise AssertionError("the 'All other cards' row matches every holding")


def lead_from_suit(ranks: Sequence[Rank], *, trumps: bool = False) -> Rank:
    """The first lead from a suit of three or more cards (ranks in any order).

    >>> lead_from_suit([Rank.ACE, Rank.KING, Rank.FIVE, Rank.FOUR, Rank.TWO])
    <Rank.ACE: 'A'>
    """
    holding = sorted(ranks, key=ORDER.index)
    if len(holding) < 3:
        raise ValueError(
            f"the American leads are given for suits of three cards or more, not "
            f"{len(holding)} ({''.join(r.letter for r in holding)})"
        )
    row = find_row(holding, trumps)
    column = min(len(holding), 7) - 3
    lead = row.leads[column]
    if lead == "*":
        lead = row.leads[2]
    elif lead == "**":
        lead = row.leads[3]
    if lead in ("", "*", "**"):
        raise AssertionError(f"row {row.name} has no lead for {len(holding)} cards")
    if lead == "4th":
        return holding[3]
    if lead == "low":
        return holding[-1]
    if lead == "Best":
        return holding[0]
    return Rank.parse(lead)


def longest_suit(hand: Sequence[Card], trump: Suit | None) -> Suit:
    """The suit the opening leader leads from (see the module docstring for ties)."""

    def key(suit: Suit) -> tuple[int, tuple[int, ...], int, int]:
        ranks = sorted(ORDER.index(c.rank) for c in hand if c.suit is suit)
        strength = tuple(-r for r in ranks)
        return (len(ranks), strength, 0 if suit is trump else 1, -suit.index)

    return max(SUITS, key=key)


def book_lead(hand: Sequence[Card], trump: Suit | None) -> Card:
    """The American lead of an opening leader holding ``hand`` (standard pack), from
    the longest suit; ``trump`` decides whether the trumps rows apply."""
    for card in hand:
        if card.suit is None or card.rank not in ORDER:
            raise ValueError(
                f"{card} is not a card of the standard pack; the American leads are for "
                "whist with the standard pack"
            )
    suit = longest_suit(hand, trump)
    ranks = [c.rank for c in hand if c.suit is suit]
    return Card(lead_from_suit(ranks, trumps=suit is trump), suit)

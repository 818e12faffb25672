"""The American lead: the suit and the card the book says the opening leader leads (seed 000, "Whist and Duplicate Whist", 1897: the table "American Leads" at the
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

Which suit: "The Lead"
-----------------------
"Lead, first, from your longest, or best long, suit. Lead trumps from five or more, or
from four, with the command of two plain suits." (:func:`lead_suit`), read so:

1. **Trumps** are led from five or more, whatever the plain suits; from four only
   "with the command of two plain suits". *Command* of a suit is read as holding its
   best card -- the ace, at the opening lead, when no card has yet been played -- so
   that its first round is the leader's: four trumps are led when two plain suits are
   headed by the ace.  With fewer trumps, or four without that command, the trumps are
   not led.
2. Otherwise the **longest plain suit**; "or best long suit" decides between long
   suits (four cards or more) of the same length: the strongest (higher cards,
   compared card by card), then spades, hearts, diamonds, clubs.  A longer suit is
   never passed over for a shorter, stronger one.
3. The **three-card lead**: "When your only long suit is very weak, you may resort to
   a three-card-suit lead" -- *may*, so it is not taken while a plain long suit is
   held; it is taken when it is forced (the heading *FORCED LEADS*): no plain suit of
   four or more and the trumps not to be led.  The suit is the best three-card plain
   suit (as above), and the card is the FORCED LEADS table's (:func:`forced_lead`).
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


def _strength(hand: Sequence[Card], suit: Suit) -> tuple[int, tuple[int, ...], int]:
    ranks = sorted(ORDER.index(c.rank) for c in hand if c.suit is suit)
    return (len(ranks), tuple(-r for r in ranks), -suit.index)


def longest_suit(hand: Sequence[Card], trump: Suit | None) -> Suit:
    """The longest plain suit, or of equal ones the best (see the module docstring);
    the trump suit only when there is no plain card."""
    plain = [s for s in SUITS if s is not trump and any(c.suit is s for c in hand)]
    if not plain:
        assert trump is not None
        return trump
    return max(plain, key=lambda s: _strength(hand, s))


def commands(hand: Sequence[Card], suit: Suit) -> bool:
    """Does the leader have the command of ``suit`` at the opening lead: its best card,
    the ace (see the module docstring)?"""
    return Card(Rank.ACE, suit) in hand


#: The rule that chose the suit, in the book's words (for :func:`lead_suit`).
TRUMPS_FIVE = "Lead trumps from five or more"
TRUMPS_FOUR = "or from four, with the command of two plain suits"
LONGEST = "Lead, first, from your longest, or best long, suit"
THREE_CARD = "you may resort to a three-card-suit lead"


def lead_suit(hand: Sequence[Card], trump: Suit | None) -> tuple[Suit, str]:
    """The suit the book's opening leader leads, and the book's words for the rule.

    >>> from whist import Card
    >>> hand = [Card.parse(c) for c in "S6 S5 HQ DQ DT D8 D7 D3 CK CQ CJ C4 C3".split()]
    >>> lead_suit(hand, Suit.DIAMONDS)
    (<Suit.DIAMONDS: 'D'>, 'Lead trumps from five or more')
    """
    if trump is not None:
        trumps = sum(1 for c in hand if c.suit is trump)
        if trumps >= 5:
            return trump, TRUMPS_FIVE
        commanded = sum(1 for s in SUITS if s is not trump and commands(hand, s))
        if trumps == 4 and commanded >= 2:
            return trump, TRUMPS_FOUR
    suit = longest_suit(hand, trump)
    if suit is not trump and sum(1 for c in hand if c.suit is suit) < 4:
        return suit, THREE_CARD
    return suit, LONGEST


def forced_lead(ranks: Sequence[Rank]) -> Rank:
    """The FORCED LEADS table: the card from a three-card suit.  The rows are tried in
    the book's order and "low" is any card below those the row names ("A & 2 low" is the
    ace without king or queen); "From any other three cards, lead the highest."

    >>> forced_lead([Rank.KING, Rank.JACK, Rank.TEN])
    <Rank.TEN: 'T'>
    """
    holding = sorted(ranks, key=ORDER.index)
    if len(holding) != 3:
        raise ValueError(f"the forced leads are from three cards, not {len(holding)}")
    held = set(holding)
    lowest, highest = holding[-1], holding[0]
    for needs, lead in _FORCED:
        if needs <= held:
            return lowest if lead is None else lead
    return highest


#: FORCED LEADS, left column then right: (the cards named, the lead; None = lowest)
_FORCED: tuple[tuple[frozenset[Rank], Rank | None], ...] = (
    (frozenset({A, K, Q}), K),
    (frozenset({A, K, J}), K),
    (frozenset({A, K}), K),
    (frozenset({A, Q, J}), A),
    (frozenset({A, Q}), None),
    (frozenset({A}), None),
    (frozenset({K, Q, J}), K),
    (frozenset({K, Q}), K),
    (frozenset({K, J, T}), T),
    (frozenset({K}), None),
    (frozenset({Q, J, T}), Q),
    (frozenset({Q}), None),
)


def book_lead(hand: Sequence[Card], trump: Suit | None) -> Card:
    """The American opening lead of a player holding ``hand`` (standard pack): the suit
    by "The Lead" (:func:`lead_suit`), the card by the tables (:func:`lead_from_suit`,
    or :func:`forced_lead` from three cards); ``trump`` decides whether the trumps rows
    apply."""
    for card in hand:
        if card.suit is None or card.rank not in ORDER:
            raise ValueError(
                f"{card} is not a card of the standard pack; the American leads are for "
                "whist with the standard pack"
            )
    suit, rule = lead_suit(hand, trump)
    ranks = [c.rank for c in hand if c.suit is suit]
    if rule == THREE_CARD:
        return Card(forced_lead(ranks), suit)
    return Card(lead_from_suit(ranks, trumps=suit is trump), suit)

"""Irregularities in the hands: Laws of Duplicate Whist (e) I-III.

"(e) Irregularities in the Hands.--If a player is found to have either more or less than
his correct number of cards, the course to be pursued is determined by the time at which
the irregularity is discovered.

I. Where the irregularity is discovered before or during the original play of a hand,
there must be a new deal.
II. Where the irregularity is discovered when the hand is taken up for overplay, and
before such overplay has begun, the hand ... must be sent back to the table from which it
was last received, and the error be there rectified.
III. Where the irregularity is not discovered until after the overplay has begun, in
Two-table Duplicate there must be a new deal; but, in a game in which the same hands are
played at more than two tables, the hands must be rectified as above, and then passed to
the next table without overplay at the table at which the error was discovered, in which
case, if a player had a deficiency and his adversary the corresponding surplus, each team
takes the average score for that deal; if, however, his partner had the corresponding
surplus, his team is given the lowest score made at any table for that deal. In the
overplay of a deal, if a trump is turned other than that recorded on the trump slip, in a
game of three or more tables, the player at fault shall be given the low score for that
deal, and, in Single or Two-table Duplicate, there must be a new deal."

These are pure decisions: the facts in, the kind of outcome out. The scores themselves
(averages, lowest score at any table) belong to the scoring package.

>>> wrong_number_of_cards(Found.DURING_OVERPLAY, 4, Seat.NORTH, Seat.EAST).kind
<OutcomeKind.AVERAGE_FOR_BOTH: 'average-for-both'>
>>> wrong_trump_turned(2, Seat.SOUTH).kind
<OutcomeKind.NEW_DEAL: 'new-deal'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from whist.errors import LawError
from whist.seats import Seat, Side


class Found(Enum):
    """When the wrong number of cards is discovered."""

    ORIGINAL_PLAY = "original-play"
    """(e) I: before or during the original play of the hand."""
    TAKEN_UP_FOR_OVERPLAY = "taken-up-for-overplay"
    """(e) II: when the hand is taken up for overplay, before the overplay begins."""
    DURING_OVERPLAY = "during-overplay"
    """(e) III: after the overplay has begun."""


class OutcomeKind(Enum):
    NEW_DEAL = "new-deal"
    SEND_BACK = "send-back"
    """Back to the table it was last received from; the error rectified there."""
    AVERAGE_FOR_BOTH = "average-for-both"
    """Rectified and passed on without overplay here; each team the average score."""
    LOWEST_FOR_TEAM = "lowest-for-team"
    """Rectified and passed on; the team at fault the lowest score made at any table."""
    LOW_SCORE_FOR_PLAYER = "low-score-for-player"
    """Wrong trump turned at three or more tables: the player at fault the low score."""


@dataclass(frozen=True, slots=True)
class HandsOutcome:
    """What the director does with the deal, and for whom an adjusted score is given."""

    kind: OutcomeKind
    law: str
    description: str
    side: Side | None = None
    """The side given the lowest/low score (LOWEST_FOR_TEAM, LOW_SCORE_FOR_PLAYER)."""


def wrong_number_of_cards(
    found: Found, tables: int, short: Seat | None = None, long: Seat | None = None
) -> HandsOutcome:
    """(e) I-III: the outcome when a player has more or less than thirteen cards.

    ``tables``: how many tables play the same hands (1 or 2 for Single and Two-table
    Duplicate). ``short``: the player with the deficiency; ``long``: the one with the
    surplus (needed only in (e) III at more than two tables).
    """
    if tables < 1:
        raise LawError(f"the number of tables must be 1 or more, not {tables}")
    if found is Found.ORIGINAL_PLAY:
        return HandsOutcome(
            OutcomeKind.NEW_DEAL, "(e) I", "found before or during the original play: new deal"
        )
    if found is Found.TAKEN_UP_FOR_OVERPLAY:
        return HandsOutcome(
            OutcomeKind.SEND_BACK,
            "(e) II",
            "found when taken up for overplay: send the tray back to the table it was last "
            "received from, to be rectified there",
        )
    if tables <= 2:
        return HandsOutcome(
            OutcomeKind.NEW_DEAL, "(e) III", "found after the overplay began, two tables: new deal"
        )
    if short is None or long is None or short is long:
        raise LawError(
            "(e) III at more than two tables: say which player had the deficiency and which "
            "the surplus (two different seats)"
        )
    if short.is_adversary_of(long):
        return HandsOutcome(
            OutcomeKind.AVERAGE_FOR_BOTH,
            "(e) III",
            f"{short.name.title()} short, adversary {long.name.title()} long: hands rectified "
            "and passed on without overplay here; each team takes the average score",
        )
    return HandsOutcome(
        OutcomeKind.LOWEST_FOR_TEAM,
        "(e) III",
        f"{short.name.title()} short, partner {long.name.title()} long: hands rectified and "
        f"passed on without overplay here; {short.side} given the lowest score at any table",
        side=short.side,
    )


def wrong_trump_turned(tables: int, at_fault: Seat) -> HandsOutcome:
    """(e) III, last sentence: in the overplay a trump is turned other than the one on the
    trump slip."""
    if tables < 1:
        raise LawError(f"the number of tables must be 1 or more, not {tables}")
    if tables >= 3:
        return HandsOutcome(
            OutcomeKind.LOW_SCORE_FOR_PLAYER,
            "(e) III",
            f"trump turned other than the slip at {tables} tables: {at_fault.name.title()} "
            "(at fault) given the low score for the deal",
            side=at_fault.side,
        )
    return HandsOutcome(
        OutcomeKind.NEW_DEAL,
        "(e) III",
        "trump turned other than the slip in single or two-table duplicate: new deal",
    )

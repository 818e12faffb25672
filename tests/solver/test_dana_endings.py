"""Issue 17's hand-built endings, the ones the other files did not have yet: the knight's
trick where two knights of different sides fall on it (the LAST wins, and cuts an
adversary's bishop), and the irregular trick's ranks by grade across suits with a trump
superior. Values worked out by hand from Dana (*Bishops Whist*, 1899, seed 001), and
checked against the brute force (tests/solver/brute.py).

Where the rest of the list lives: a knight's trick with one knight and a bishop taken
in it (test_endings.py, test_brute.py, test_bounds.py: "a knight takes the bishop of
trumps"), the irregular trick's first of equal cards (test_endings.py), Dana's twelfth
trick lesson with two knights (test_bounds.py), the knights revoke
(test_endings.py, test_revoke_merge.py).
"""

from __future__ import annotations

from solver import Position, Solver, solve
from tests.solver.brute import bishops_ending, brute
from whist import Seat
from whist.cards import Suit


def _values(position: Position) -> tuple[int | None, int | None]:
    value = solve(position)
    assert (value.tricks, value.points) == (brute(position, "tricks"), brute(position, "points"))
    return value.tricks, value.points


def test_the_last_knight_on_the_thirteenth_trick_cuts_the_bishop() -> None:
    """ "A leads ace of trumps, B plays knight. C plays bishop and D captures the trick
    with a knight, being the second and last knight dropped on the trick" ("The knight's
    trick"); "In the play for 'last trick' should more than one knight be played, the
    last knight outranks all others before dropped".

    Dana's two knights are partners'; here they are adversaries', so that the last, not
    the first, decides. Spades trumps, trick 12, North to lead, N-S 5 tricks, E-W 6.
    North: castle-ace of spades and of hearts; East: a knight and the two of hearts;
    South: a knight and the three of hearts; West: the bishop of spades and the four of
    hearts. By hand:

    - North cashes the heart ace: East and South must follow with their hearts ("You are
      not privileged to deny suit and play a knight"), and so must West. To the thirteenth
      North leads the ace of trumps, East drops his knight, South his, and West must play
      the bishop: South's knight, the last, takes the trick and the bishop (were the first
      knight to win, East's would, and with it the bishop).
    - North leads the ace of trumps first: West's only spade is the bishop and he has no
      knight to play in its lieu, so it falls to the ace ("any trump takes any knight
      except in thirteenth trick": the knights thrown are nothing); South keeps his knight
      and it is again the last on the thirteenth.

    Either way N-S take both tricks and the bishop: 7 tricks (+1) and +2: +3."""
    position = bishops_ending(
        {Seat.NORTH: "SA HA", Seat.EAST: "N H2", Seat.SOUTH: "N H3", Seat.WEST: "SB H4"},
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=6,
    )
    assert _values(position) == (7, 3)
    plays = Solver(position.game, position.trump).solve_plays(position)
    assert {str(card): (v.tricks, v.points) for card, v in plays.items()} == {
        "SA": (7, 3),
        "HA": (7, 3),
    }


def test_the_irregular_trick_ranks_by_grade_and_a_trump_is_superior() -> None:
    """ "When a knight is led in any of the first twelve tricks, the three following cards
    which are dropped on that trick rank by grade and not by suit (except trumps)"; "Make
    D play a king, of any suit, and it outranks both queens already played"; "When,
    however, a knight leads, trumps played on the trick are superior cards" ("The
    irregular trick").

    Diamonds trumps, trick 12, North to lead holding two knights, "you of necessity, are
    obliged to play a knight, when the 'irregular trick' happens"; N-S 6 tricks, E-W 5.
    East: the queen of clubs and two of spades; South: the queen of hearts and king of
    spades; West: the two of hearts and three of clubs. By hand: East's queen outranks
    the knight (a ten), South's king of spades outranks it (his queen, equal and later,
    would not: "the *first* of those equals cards outranks those played after"), and
    West has no trump: South takes the twelfth and North's other knight the thirteenth:
    8 tricks, +2.

    Give West the three of diamonds (a trump) for his club: he trumps South's king and
    takes the twelfth; North's knight still takes the last: 7 tricks, +1."""
    hands = {Seat.NORTH: "N N", Seat.EAST: "CQ S2", Seat.SOUTH: "HQ SK"}
    plain = bishops_ending({**hands, Seat.WEST: "H2 C3"}, Suit.DIAMONDS, Seat.NORTH, ns=6, ew=5)
    assert _values(plain) == (8, 2)
    trump = bishops_ending({**hands, Seat.WEST: "H2 D3"}, Suit.DIAMONDS, Seat.NORTH, ns=6, ew=5)
    assert _values(trump) == (7, 1)

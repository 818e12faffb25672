"""Hand-built Bishops endings whose value is worked out by hand from Dana's rules
(*Bishops Whist*, 1899, seed 001), and the solver's answers to bad positions."""

from __future__ import annotations

import pytest

from solver import Position, Solver, SolverError, SolverGaveUp, opening, play, solve
from tests.solver.brute import bishops_ending
from whist import BISHOPS_PACK, Deal, Seat
from whist.cards import Card, Suit
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST
from whist.tricks import PlayedCard


def test_the_knights_trick_captures_the_bishop_of_trumps() -> None:
    """ "The last, or thirteenth trick ... is the knight's trick, wherein the knight
    outranks all other cards of whatever suit or grade, not excepting the ace of trumps."

    Spades trumps, trick 12, North to lead, N-S have 5 tricks, E-W 6. North leads the
    heart: East and West must follow, South's nine wins (South must follow too: "You are
    not privileged to deny suit and play a knight, except ... the knights revoke").
    South then leads the knight to the thirteenth trick and it takes the bishop of
    trumps and East's castle-ace with it: N-S 7 tricks (one over six) and the bishop (two
    points), E-W none: +3. Leading the bishop instead loses it to the ace."""
    position = bishops_ending(
        {Seat.NORTH: "SB H2", Seat.EAST: "SA H3", Seat.SOUTH: "N H9", Seat.WEST: "S2 H4"},
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=6,
    )
    value = solve(position)
    assert (value.tricks, value.points) == (7, 3)
    plays = Solver(BISHOPS_WHIST, Suit.SPADES).solve_plays(position)
    assert plays[Card.parse("H2")].points == 3
    # the bishop led: East's ace takes it (+2 to E-W), South's knight the last trick
    assert plays[Card.parse("SB")].points == -1 - 2


def test_the_irregular_trick_first_of_equal_cards_wins() -> None:
    """ "When a knight leads and two or more equal cards are played on that trick the
    *first* of those equal cards outranks those played after."

    Clubs trumps (none left), trick 12, North holds two knights and must lead one ("Holding
    two knights at twelfth trick ... you of necessity, are obliged to play a knight, when
    the irregular trick happens"). East drops the queen of spades: it beats the knight
    (a ten) and South's queen of diamonds, equal but later, cannot take it. North's second
    knight takes the thirteenth. N-S 6 + 1 = 7 tricks: +1. Were the later queen to win,
    N-S would take both (8 tricks, +2)."""
    position = bishops_ending(
        {Seat.NORTH: "N N", Seat.EAST: "SQ D3", Seat.SOUTH: "DQ H5", Seat.WEST: "H4 S2"},
        Suit.CLUBS,
        Seat.NORTH,
        ns=6,
        ew=5,
    )
    value = solve(position)
    assert (value.tricks, value.points) == (7, 1)


def test_a_knight_in_trumps_has_no_rank_before_the_thirteenth() -> None:
    """ "any trump takes any knight except in thirteenth trick", and "the knights revoke":
    holding no trump but the bishop, South "may refuse to part with [his] bishop, and
    instead, play a knight".

    Hearts trumps, trick 12, East to lead, N-S have 6 tricks, E-W 5. East leads the two
    of trumps: if South plays the knight in lieu of the bishop, the two wins (the knight
    has no rank in trumps) and South's bishop takes the thirteenth: N-S 7 tricks and the
    bishop, +3. If South plays the bishop, it wins trick 12 and his knight the
    thirteenth: 8 tricks and the bishop, +4. A club lead is no better for East: South's
    knight ranks as a ten in clubs and wins, then the bishop of trumps: +4."""
    position = bishops_ending(
        {Seat.NORTH: "C2 C3", Seat.EAST: "H2 C4", Seat.SOUTH: "HB N", Seat.WEST: "C5 C6"},
        Suit.HEARTS,
        Seat.EAST,
        ns=6,
        ew=5,
    )
    value = solve(position)
    assert (value.tricks, value.points) == (8, 4)
    after_lead = play(position, Card.parse("H2"))
    plays = Solver(BISHOPS_WHIST, Suit.HEARTS).solve_plays(after_lead)
    assert {str(card): v.points for card, v in plays.items()} == {"HB": 4, "N": 3}


def test_bad_positions_are_refused_with_reasons() -> None:
    deal_cards = list(BISHOPS_PACK.cards)
    deal = Deal.from_hands(
        BISHOPS_PACK, {s: deal_cards[13 * s.value : 13 * s.value + 13] for s in Seat}
    )
    position = opening(deal, Suit.SPADES, Seat.EAST, BISHOPS_WHIST)
    with pytest.raises(SolverError, match="holds 12 cards"):
        solve(
            Position(
                {**position.hands, Seat.NORTH: position.hands[Seat.NORTH][1:]},
                (), Suit.SPADES, Seat.EAST, 1, BISHOPS_WHIST,
            )
        )  # fmt: skip
    with pytest.raises(SolverError, match="West to play, but South"):
        solve(
            Position(
                position.hands,
                (PlayedCard(Seat.EAST, position.hands[Seat.EAST][0]),),
                Suit.SPADES, Seat.WEST, 1, BISHOPS_WHIST,
            )
        )  # fmt: skip
    with pytest.raises(SolverError, match="should have taken 4"):
        solve(Position(position.hands, (), Suit.SPADES, Seat.EAST, 5, BISHOPS_WHIST))
    with pytest.raises(SolverError, match="appears"):
        solve(Position(position.hands, (), None, Seat.EAST, 1, DUPLICATE_WHIST))
    with pytest.raises(SolverError, match="may not play"):
        play(position, position.hands[Seat.NORTH][0])
    with pytest.raises(SolverGaveUp, match="limit of 1,000 positions"):
        solve(position, max_nodes=1000)

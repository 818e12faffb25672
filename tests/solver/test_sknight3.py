"""sknight3 (issue 17, round 26): the quick tricks through an entry go on with the
partner's winners of the other suits (_core.c's entry_cash(), tried by bounded_quick()
only where the quick tricks found before do not decide; NO_BOTH_QUICK: not counted), and
with no entry to a top card of the partner's, through his second card under the leader's
top (DDS's "Kx opposite Ax").

North leads a card of a suit whose top card South holds; South, in the lead, cashes that
suit's winners and then his cards above every other card of each other suit he holds the
top of (Haglund's quick tricks "in the partner's hand", DDS's QuickTricksPartnerHand).
Either after the leader's own winners (the leader's rounds then need as many of South's
cards that are none of those), or alone. A suit counts its rounds only as far as no
danger can take them (a hand holding trumps: "trumps are superior"; a hand holding a
knight against a card below the ten: "any knight ranks as a ten in any suit led except
trumps"), the danger's cards of the suit counted less the ones it may have thrown on the
other rounds cashed.

Measured (bench/driver_deals.py, both searches, main a728685 -> this): deals 2, 6, 7
7,976,753 -> 7,766,577; 1, 8 30,616,050 -> 29,848,696; 4, 11, 12, 16-20 (40M)
44,661,969 -> 43,034,937; the median-board set (8, 10, 12, 20, 28, 60, 65, 66, 79, 84,
89, 98, 1, 2, 6, 7) 158,573,311 -> 157,313,761; bench_solver's 100 deals: geometric mean
0.977 over the 99 that solved before, median board 11.79M -> 10.90M positions, deal 63
solved (106.1M) where it gave up; no value changed."""

from __future__ import annotations

import random

from solver import Position
from solver.search import NO_BOTH_QUICK, NO_TABLE
from tests.solver.brute import bishops_ending, random_ending
from tests.solver.compiled import (
    disagreeing_with_brute,
    rule_against_brute,
    searched_with_and_without,
    solve_afresh,
)
from whist import Seat
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST


def _check(position: Position) -> tuple[int, int]:
    """rule_against_brute() for this rule's bit (NO_BOTH_QUICK): (without, with)."""
    return rule_against_brute(position, NO_BOTH_QUICK)


def test_the_partners_other_winners_after_the_entry() -> None:
    """No trumps, trick 10, North to lead, no winner of his own: a small heart leads to
    South's castle-ace, and South cashes his castle-ace and king of spades (above the ten:
    no knight takes them; there is none left either). Three sure tricks, where the entry
    alone is one. West keeps his club for the last trick: eight."""
    position = bishops_ending(
        {
            Seat.NORTH: "H2 D2 D3 C2",
            Seat.EAST: "H3 S2 S3 D4",
            Seat.SOUTH: "HA SA SK C3",
            Seat.WEST: "H4 S4 D5 C4",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    off, on = _check(position)
    assert solve_afresh(position, 0)[0].tricks == 8
    assert on < off


def test_the_leaders_winner_the_entry_and_the_partners_other_winners() -> None:
    """No trumps, trick 9, North to lead: his castle-ace of diamonds first (South throws
    a small club, one of his two cards that are not winners), then a small heart to
    South's castle-ace, and South's castle-ace and king of spades (above the ten: West's
    knight does not take them): four sure tricks, where the leader's winner and the entry
    are two. West keeps his knight for the thirteenth trick ("the *last* knight played
    outranks everything"): eight."""
    position = bishops_ending(
        {
            Seat.NORTH: "DA H2 D2 C2 C4",
            Seat.EAST: "H3 S2 S3 D4 C5",
            Seat.SOUTH: "HA SA SK C3 C6",
            Seat.WEST: "H4 S4 D5 C7 N",
        },
        None,
        Seat.NORTH,
        ns=4,
        ew=4,
    )
    off, on = _check(position)
    assert solve_afresh(position, 0)[0].tricks == 8
    # the bounds decide at the root (West's knight's trick leaves North-South four at
    # most): a position for each of the driver's tests, where the leader's own winner
    # and the entry alone leave a search
    assert on <= 2 < off


def test_the_partners_second_card_under_the_leaders_top() -> None:
    """No trumps, trick 10, North to lead: no entry to a top card of South's, but South's
    king of spades is the second card under North's castle-ace, and North holds a small
    one to lead to it (DDS's "Kx opposite Ax"); South then cashes his castle-ace and king
    of hearts (East throws): three sure tricks, where North's ace alone is one. West keeps
    his knight for the thirteenth trick: eight."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA S2 D2 C2",
            Seat.EAST: "S3 S4 D3 D4",
            Seat.SOUTH: "SK HA HK C3",
            Seat.WEST: "N S5 H2 H3",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    off, on = _check(position)
    assert solve_afresh(position, 0)[0].tricks == 8
    assert on <= 2 < off


def test_a_knight_against_the_partners_small_winners() -> None:
    """South's spades are below the ten, and West holds a knight and one spade, which he
    may throw on the heart North leads (he has none): then his knight takes the nine of
    spades as a ten. The bound counts no spade for South (West's spade counted as thrown),
    and the value is the brute force's."""
    position = bishops_ending(
        {
            Seat.NORTH: "H2 D2 D3 C2",
            Seat.EAST: "H3 H4 D4 C4",
            Seat.SOUTH: "HA S9 S8 C3",
            Seat.WEST: "N S4 D5 C5",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=4,
    )
    _check(position)


def test_a_knight_throwing_on_the_leaders_own_winner() -> None:
    """The leader's own winner first: West, holding no diamond, throws his one spade on
    North's castle-ace of diamonds, and his knight then takes South's nine of spades as a
    ten. The bound counts no spade for South after the entry (West's spade counted as
    thrown on the leader's round), and the value is the brute force's (counted, the spade
    made it seven, not six)."""
    position = bishops_ending(
        {
            Seat.NORTH: "DA H2 D2 C2 C4",
            Seat.EAST: "H3 H4 D4 C5 D5",
            Seat.SOUTH: "HA S9 S8 C3 C6",
            Seat.WEST: "N S4 H5 C7 C8",
        },
        None,
        Seat.NORTH,
        ns=4,
        ew=4,
    )
    _check(position)
    assert solve_afresh(position, 0)[0].tricks == 6


def test_random_endings_agree_with_and_without() -> None:
    """Random endings of both packs, four to six cards a hand: the same values with the
    rule and without, the table on and off; the rule cuts somewhere."""
    rng = random.Random(26)
    endings = [
        random_ending(rng, game, rng.randint(4, 6))
        for game in (BISHOPS_WHIST, DUPLICATE_WHIST)
        for _ in range(60)
    ]
    on, off = searched_with_and_without(endings, NO_BOTH_QUICK)
    assert on < off


def test_small_endings_agree_with_brute_force() -> None:
    """Endings of three to four cards a hand of both packs, against the brute force."""
    rng = random.Random(126)
    endings = [
        random_ending(rng, game, rng.randint(3, 4))
        for game in (BISHOPS_WHIST, DUPLICATE_WHIST)
        for _ in range(60)
    ]
    assert not disagreeing_with_brute(endings, NO_TABLE)

"""The compiled core's bounds that end a search early change no value: the later tricks
(the knight's trick, the top trump, the sure bishop of trumps: ``NO_LATER``; every trump
above the other side's: ``NO_TOPS``), the quick tricks through an entry to the partner's
cards (``NO_ENTRY``), the bishops that fall to quick tricks (``NO_CAPTURE``), and the last
two tricks solved apart, without the table (``NO_LAST_TWO``), and the mid-trick bounds
(who surely takes the trick on the table, with what each side surely takes after it:
``NO_MID``; a fourth hand's quick tricks after taking it: ``NO_MID_QUICK``). Random endings of both
games are solved with each bound on and off, with and without the transposition table
(cleared before each solve, so that a wrong bound cannot hide in what the table learnt);
hand-built endings where the Bishops rules bend the bound (a knight against the top
trump, a knight against the bishop of trumps, the knight's trick against sure winners,
the knights revoke saving a bishop) are checked by the brute force, and by the positions
searched, that the bound did its work."""

from __future__ import annotations

import random

import pytest

from solver import Position, Value
from solver.search import (
    NO_CAPTURE,
    NO_ENTRY,
    NO_FORESIGHT,
    NO_LAST_TWO,
    NO_LATER,
    NO_MID,
    NO_MID_QUICK,
    NO_QUICK,
    NO_TABLE,
    NO_TOPS,
    NO_TRICKS_GUESS,
)
from tests.solver.brute import bishops_ending, brute, random_ending
from tests.solver.compiled import solve_afresh
from whist import Seat, Side
from whist.cards import KNIGHT, Suit, parse_cards
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, Game
from whist.tricks import PlayedCard

BOUNDS = {
    "later": NO_LATER,
    "tops": NO_TOPS,
    "entry": NO_ENTRY,
    "capture": NO_CAPTURE,
    "last-two": NO_LAST_TWO,
    "mid": NO_MID,
    "mid-quick": NO_MID_QUICK,
}


def _ending(rng: random.Random, game: Game) -> Position:
    """A random ending of 4 to 7 cards a hand; in Bishops whist, half of them with the
    knights still held all on one side (where the knight's trick bound applies)."""
    while True:
        position = random_ending(rng, game, rng.randint(4, 7))
        if game is not BISHOPS_WHIST or rng.random() < 0.5:
            return position
        sides = {s.side for s in Seat if KNIGHT in position.hands[s]}
        if len(sides) == 1:
            return position


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
@pytest.mark.parametrize("bound", list(BOUNDS), ids=list(BOUNDS))
def test_each_bound_off_gives_the_same_value(game: Game, bound: str) -> None:
    rng = random.Random(len(bound) * 11 + (game is BISHOPS_WHIST))
    option = BOUNDS[bound]
    for _ in range(100):
        position = _ending(rng, game)
        assert solve_afresh(position, 0)[0] == solve_afresh(position, option)[0], position
        # the bound alone, with no table to answer for it (quick tricks off for the later
        # tricks, so that they decide alone)
        alone = NO_TABLE | (NO_QUICK if option in (NO_LATER, NO_TOPS) else 0)
        assert solve_afresh(position, alone)[0] == solve_afresh(position, alone | option)[0], (
            position
        )


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_all_bounds_on_agree_with_all_off(game: Game) -> None:
    """Every bound and the table on against every bound, the quick tricks and the table
    off (plain alpha-beta with merged cards)."""
    rng = random.Random(3 + (game is BISHOPS_WHIST))
    every = NO_TABLE | NO_QUICK
    for option in BOUNDS.values():
        every |= option
    for _ in range(60):
        position = _ending(rng, game)
        assert solve_afresh(position, 0)[0] == solve_afresh(position, every)[0], position


def _check(position: Position, option: int) -> tuple[int, int]:
    """The solver with and without the bound against the brute force; the positions
    searched without the table (and the last two tricks searched, not solved apart,
    and no look ahead at the fourth hand, which in small endings sees as much), with the
    bound off and on."""
    # (and no first guess of the tricks search, sdriver: its tests at the value may
    # need no bound)
    bare = NO_TABLE | NO_LAST_TWO | NO_FORESIGHT | NO_TRICKS_GUESS
    on, nodes_on = solve_afresh(position, bare)
    off, nodes_off = solve_afresh(position, bare | option)
    assert on == off == solve_afresh(position, 0)[0]
    assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))
    return nodes_off, nodes_on


def test_the_knights_trick_beats_sure_winners() -> None:
    """ "A knight can never be forced" and "the *last* knight played outranks everything"
    in the thirteenth trick (Dana, "The pipeless knight", "The knight's, or fortunes
    trick").

    No trumps, trick 11, N-S 5 tricks, E-W 5: North holds the three top spades, East the
    only knight. East discards his hearts on the first two spades and keeps the knight for
    the last trick, which it takes from North's queen: N-S take two of the three, never
    all three, and the bound (E-W alone hold the knights) says so without a search."""
    position = bishops_ending(
        {
            Seat.NORTH: "SA SK SQ",
            Seat.EAST: "N H2 H3",
            Seat.SOUTH: "D2 D3 D4",
            Seat.WEST: "C2 C3 C4",
        },
        None,
        Seat.NORTH,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_LATER)
    assert solve_afresh(position, 0)[0] == Value(tricks=7, points=1)
    assert on < off


def test_a_knight_takes_the_top_trump_in_the_thirteenth_trick() -> None:
    """The top trump is a sure trick only when the other side holds no knight: "the
    knight outranks all other cards ... not excepting the ace of trumps".

    Spades trumps, trick 12, North to lead: North cashes the ace of hearts (West must
    follow with his heart: "you are not privileged to deny suit") and leads the knight to
    the last trick, which takes West's castle-ace of trumps: N-S take both tricks though
    E-W hold the top trump."""
    position = bishops_ending(
        {Seat.NORTH: "N HA", Seat.EAST: "D3 D4", Seat.SOUTH: "D5 D6", Seat.WEST: "SA H7"},
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=6,
    )
    _check(position, NO_LATER)
    assert solve_afresh(position, 0)[0].tricks == 7


def test_the_top_trump_is_a_sure_trick_without_a_knight_against_it() -> None:
    """Spades trumps, trick 11, North to lead with the three top hearts; West holds the
    castle-ace of trumps with two small hearts and no one a knight: "trumps are
    superior", so West follows twice and ruffs the queen: N-S two of three, which the
    bound sees at once."""
    position = bishops_ending(
        {
            Seat.NORTH: "HA HK HQ",
            Seat.EAST: "D3 D4 D5",
            Seat.SOUTH: "D6 D7 D8",
            Seat.WEST: "SA H2 H3",
        },
        Suit.SPADES,
        Seat.NORTH,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_LATER)
    assert solve_afresh(position, 0)[0].tricks == 7
    assert on < off


def test_trumps_above_the_other_sides_are_sure_tricks_but_for_a_knight() -> None:
    """Spades trumps, trick 11, East to lead: North holds the castle-ace and king of
    trumps, above East's queen; each falls on a trick of its own and wins it ("trumps are
    superior"): two sure tricks for N-S. With a knight in East's hand instead of a heart,
    North may have to keep a trump to the thirteenth trick, where "the knight outranks
    all other cards ... not excepting the ace of trumps": one sure trick."""
    hands = {Seat.NORTH: "SA SK H2", Seat.SOUTH: "D2 D3 D4", Seat.WEST: "C2 C3 C4"}
    plain = bishops_ending({**hands, Seat.EAST: "SQ H3 H4"}, Suit.SPADES, Seat.EAST, ns=5, ew=5)
    off, on = _check(plain, NO_TOPS)
    assert on < off
    assert solve_afresh(plain, 0)[0].tricks == 7
    knight = bishops_ending({**hands, Seat.EAST: "SQ N H4"}, Suit.SPADES, Seat.EAST, ns=5, ew=5)
    off, on = _check(knight, NO_TOPS)
    assert solve_afresh(knight, 0)[0].tricks == brute(knight, "tricks")


def test_a_knight_takes_the_bishop_of_trumps_held_with_the_top() -> None:
    """The bishop of trumps is sure to its side only when the other side holds no knight.

    Spades trumps, trick 12, N-S 6 tricks, E-W 5: North holds the bishop of trumps (the
    top trump left) and the nine of hearts, East a knight. Leading the bishop, North takes
    it (East's knight "has no rank in trumps"), and East's knight the last trick; leading
    the heart first, East's knight takes the bishop in the thirteenth trick. With the
    knight on North's side the bishop is sure and the bound sees it."""
    against = bishops_ending(
        {Seat.NORTH: "SB H9", Seat.EAST: "N H2", Seat.SOUTH: "H3 H4", Seat.WEST: "H5 H6"},
        Suit.SPADES,
        Seat.NORTH,
        ns=6,
        ew=5,
    )
    _check(against, NO_LATER)
    # N-S 7 tricks and the bishop, E-W 6: +1 +2
    assert solve_afresh(against, 0)[0] == Value(tricks=7, points=3)
    sure = bishops_ending(
        {Seat.NORTH: "SB H9", Seat.EAST: "H7 H2", Seat.SOUTH: "N H4", Seat.WEST: "H5 H6"},
        Suit.SPADES,
        Seat.EAST,
        ns=6,
        ew=5,
    )
    off, on = _check(sure, NO_LATER)
    assert on < off


def test_the_partners_winners_through_an_entry() -> None:
    """No trumps, trick 11, North to lead: his own sure trick is the two of diamonds (no
    one else holds a diamond); leading a small heart to South's ace and king, which South
    cashes, makes two."""
    position = bishops_ending(
        {
            Seat.NORTH: "H2 H6 D2",
            Seat.EAST: "H3 H4 C2",
            Seat.SOUTH: "HA HK C3",
            Seat.WEST: "H5 C4 C5",
        },
        None,
        Seat.NORTH,
        ns=4,
        ew=6,
    )
    off, on = _check(position, NO_ENTRY)
    assert on < off


@pytest.mark.parametrize("game", [BISHOPS_WHIST, DUPLICATE_WHIST], ids=lambda g: g.name)
def test_the_last_two_tricks_alone_agree_with_brute_force(game: Game) -> None:
    """Endings of two and three cards a hand, solved with no table and no bound but the
    last two tricks solved apart (the rest plain alpha-beta), against the brute force."""
    rng = random.Random(12)
    alone = NO_TABLE | NO_QUICK | NO_LATER | NO_ENTRY
    for _ in range(150):
        position = random_ending(rng, game, rng.randint(2, 3))
        value = solve_afresh(position, alone)[0]
        assert (value.tricks, value.points) == (
            brute(position, "tricks"),
            brute(position, "points"),
        ), position


def test_quick_tricks_take_the_bishop_that_must_follow() -> None:
    """No trumps, trick 11, North to lead the castle-ace and king of spades: East's only
    spade is the bishop, which must fall on the first ("a player holding the suit led
    must play one"): a sure trick with a sure bishop in it, which the points search sees
    at once. With a knight East may play it in lieu of the bishop ("the knights revoke:
    holding no card of the suit led except the bishop, you may play a knight in lieu of
    the bishop"), so the ace alone takes no sure bishop."""
    hands = {Seat.SOUTH: "D2 D3 D4", Seat.WEST: "C2 C3 C4"}
    bare = bishops_ending(
        {**hands, Seat.NORTH: "SA SK H2", Seat.EAST: "SB H3 H4"}, None, Seat.NORTH, ns=5, ew=5
    )
    off, on = _check(bare, NO_CAPTURE)
    assert on < off
    knight = bishops_ending(
        {**hands, Seat.NORTH: "SA H2 H5", Seat.EAST: "SB N H4"}, None, Seat.NORTH, ns=5, ew=5
    )
    _check(knight, NO_CAPTURE)


def _mid_trick(
    hands: dict[Seat, str], played: list[tuple[Seat, str]], trump: Suit | None, ns: int, ew: int
) -> Position:
    """A hand-built Bishops ending in the middle of a trick: the cards each seat still
    holds, the cards already on the trick (seat, card) in play order, the tricks each side
    took before (the trick number follows from them)."""
    trick = tuple(PlayedCard(seat, parse_cards(card)[0]) for seat, card in played)
    return Position(
        hands={seat: parse_cards(text) for seat, text in hands.items()},
        trick=trick,
        trump=trump,
        to_play=played[-1][0].left,
        trick_number=ns + ew + 1,
        game=BISHOPS_WHIST,
        tricks_taken={Side.NS: ns, Side.EW: ew},
    )


def test_mid_trick_the_knights_trick_after_a_trick_already_won() -> None:
    """No trumps, trick 11, North has led the castle-ace of spades, East to play: no one
    can take it ("the knight ranks as a ten"), so it is N-S's; East alone holds a knight,
    and "holding one or more knights cannot be compelled to part with them" (Dana, rule
    16), so he keeps it for the thirteenth, where "the knight outranks all other cards"
    and takes North's queen: N-S make this trick and the king, not the queen. The bound
    sees it in the middle of the trick, before any card is tried."""
    position = _mid_trick(
        {
            Seat.NORTH: "SK SQ",
            Seat.EAST: "N H2 H3",
            Seat.SOUTH: "D2 D3 D4",
            Seat.WEST: "C2 C3 C4",
        },
        [(Seat.NORTH, "SA")],
        None,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_MID)
    assert solve_afresh(position, 0)[0] == Value(tricks=7, points=1)
    assert on < off


def test_mid_trick_the_fourth_hand_takes_and_cashes() -> None:
    """No trumps, trick 11: North, East and South have played small hearts; West takes
    with the castle-ace of hearts and cashes the castle-ace and king of spades. North's
    only spade is the bishop, which "must" follow to the ace ("a player holding the suit
    led must play one"; no knight to play in its lieu): E-W take all three tricks and the
    bishop, 8 tricks to 5: E-W +2 and +2 for the bishop, -4 for N-S."""
    position = _mid_trick(
        {
            Seat.NORTH: "SB D3",
            Seat.EAST: "C2 C3",
            Seat.SOUTH: "D4 D5",
            Seat.WEST: "HA SA SK",
        },
        [(Seat.NORTH, "H2"), (Seat.EAST, "H3"), (Seat.SOUTH, "H4")],
        None,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_MID_QUICK)
    assert solve_afresh(position, 0)[0] == Value(tricks=5, points=-4)
    assert on < off


def test_mid_trick_a_knight_that_takes_the_trick_is_not_kept() -> None:
    """Dana's example of the knight's trick (Bishops Whist, "The knight"): B leads the six
    of diamonds, C plays the five, D the king of hearts; A "holds the bishop of clubs and
    a knight ... A may take this trick with his knight, when being compelled to lead his
    bishop for 13 trick, he will lose him as one knight out of A's hand is yet unplayed.
    Let A throw his bishop on this trick which of course loses him, but since B will then
    capture this trick, B must lead first for 13th or knights trick, when A's knight
    coming on to the trick as last knight wins the trick and the bishops yet unplayed."

    A is South, B West, C North, D East; no trumps, trick 12, N-S 6 tricks, E-W 5. A
    knight that takes this trick is not kept for the thirteenth: South throws the bishop,
    and the knight takes the last trick with the bishops of hearts and spades: N-S 7
    tricks (+1) and two bishops (+4), E-W one bishop (+2): +3."""
    position = _mid_trick(
        {
            Seat.NORTH: "HB",
            Seat.EAST: "SB",
            Seat.SOUTH: "CB N",
            Seat.WEST: "N",
        },
        [(Seat.WEST, "D6"), (Seat.NORTH, "D5"), (Seat.EAST, "HK")],
        None,
        ns=6,
        ew=5,
    )
    _check(position, NO_MID)
    _check(position, NO_MID_QUICK)
    assert solve_afresh(position, 0)[0] == Value(tricks=7, points=3)


def test_mid_trick_the_winners_hand_leads_next_and_cashes() -> None:
    """No trumps, trick 11: North leads the castle-ace of hearts, East and South follow,
    West must follow with the four ("a player holding the suit led must play one") and
    cannot take it; North leads next and cashes the castle-ace and king of spades, and
    East's only spade is the bishop, which must fall on the ace (no knight to play in its
    lieu). N-S take all three tricks and the bishop: 8 tricks to 5, +2 and +2."""
    position = _mid_trick(
        {
            Seat.NORTH: "SA SK",
            Seat.EAST: "SB C4",
            Seat.SOUTH: "D4 D5",
            Seat.WEST: "H4 C2 C3",
        },
        [(Seat.NORTH, "HA"), (Seat.EAST, "H2"), (Seat.SOUTH, "H3")],
        None,
        ns=5,
        ew=5,
    )
    off, on = _check(position, NO_MID_QUICK)
    assert solve_afresh(position, 0)[0] == Value(tricks=8, points=4)
    assert on < off

"""The double-dummy search in pure Python: alpha-beta on a null window (a yes/no test
"can North-South reach at least ``target``?") driven to the exact value (a first test
at a guess, the next beside it, then a binary search; the points search walks on from the
guess a bishop at a time while it misses: :func:`walk`), a transposition table of bounds
keyed on the cards left with rank equivalence, an upper bound from the cards left, move
ordering, and equivalent cards merged.

The value searched is a sum of gains over the tricks still to play, all taken by
North-South: ``trick_weight`` for each trick, ``bishop_weight`` for each bishop in it,
and ``step`` once, on the trick that gives them their seventh (Bishops whist counts
"each trick over six", so the side with six tricks or fewer scores none: the step is
what makes the points difference jump by two between six and seven tricks). The
compiled core (:mod:`solver._core`) runs the same search with a stronger table (each
bound kept with only the cards that decided it, Haglund's "winning ranks", so that it
answers for positions differing in lower cards), a finer order of moves (weights by
suit on lead and by what each card does to the trick, after Haglund and DDS, and the
fourth hand's cards looked ahead: one that closes the trick into a position already
decided for its side cuts off at once, and if all close it into positions decided
against, the position fails at once; see gen_moves() and foresee() in _core.c), bounds
of what each side surely takes (quick tricks: the leader's winners, then his partner's
through an entry or a ruff by him; later tricks: the knight's trick, top trumps, both
in one hand, sure bishops; in the middle of a trick, who surely takes it, the
irregular trick too, by grade; see its header), runs of equivalent cards as long as they go (each card compared with the run's
lowest, where this one compares it with the run's highest, so that its runs stop at two
cards: the card between is the run's own), low cards merged while knights are in play
(another suit's card between two cards keeps them apart only at the knight's ten or
above: the knight led beats every lower card on the irregular trick), and in Bishops
whist the bishop's holder in the key where its points or its holder's knights revoke
need it (the tricks search treats a bishop whose holder holds no knight as a plain card);
this one is its reference. The points search of a Bishops deal is driven by the tricks search
(solver/api.py): its value bounds the points from both sides, and the compiled core
bounds each position of the points search by the tricks search's table entry for it, and
by its own entries for the same cards with one trick fewer to need for the seventh (the
points a play gives there are as many or the odd trick's point more).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from types import ModuleType

from solver.rules import BISHOP_GRADE, KNIGHT_CODE, KNIGHT_SUIT, NO_TRUMP, lawful, winner


def _load_core() -> ModuleType | None:
    """The compiled core, built by pip from _core.c (its interface: _core.pyi); the
    pure-Python search below otherwise. Loaded by name: ``solver`` imports this module."""
    try:
        return importlib.import_module("solver._core")
    except ImportError:  # pragma: no cover - a machine without a C compiler
        return None


_core = _load_core()

#: sbits: the options are 128 bits wide in the core (round 26 took the 64th); a bit past
#: 63 is ``1 << n`` here and ``OPTION(n)`` in _core.c, and the core refuses an int outside
#: 0 to 2**128 - 1 with a ValueError
OPTION_BITS = 128
#: the compiled core's prunings, to turn off one by one in the tests (``options``): the
#: transposition table, the merging of equivalent cards, the quick-trick bounds, the
#: later-trick bounds (the knight's trick, the top trump, the sure bishop of trumps), the
#: quick tricks through an entry to the partner's cards, the last two tricks solved
#: apart, within the later tricks every trump above the other side's, and the bishops
#: that fall to quick tricks
NO_TABLE = 1
NO_MERGE = 2
NO_QUICK = 4
#: sorder10: the tricks search's lead of the leader's own sure top (its suit's highest
#: card, no adversary able to ruff it) weighed as before (+60), not +50; the order
#: changes how many positions are searched, never a value (its bit was PLAIN_ORDER's,
#: the first, crude order, retired)
NO_TOP_LEAD = 8
#: sorder7: the points search's walk (:func:`walk`) without the test beside a failing
#: first guess (as before: one above the estimate a bishop lower next); the walk only
#: orders the tests, never changes a value (its bit was WIDE_MERGE's, retired)
NO_BESIDE = 16
#: the merging's narrower rule without its second part: a hand's plain cards keep two
#: cards apart even when no third hand holds a knight to lead (they meet the two by
#: grade only on a trick a knight leads)
NO_LEADERS = 8192
#: the compiled core's look ahead at the fourth hand (foresee(): each card closes the
#: trick, and the next trick's start is looked up in the bounds and the table): off, and
#: only the order from it (a card that cuts off tried first, not taken at once, and no
#: failure seen at once); each changes how many positions are searched, never a value
NO_FORESIGHT = 16384
NO_FORESIGHT_CUT = 4096
NO_LATER = 32
NO_ENTRY = 64
NO_LAST_TWO = 512
NO_TOPS = 1024
NO_CAPTURE = 2048
#: the mid-trick bounds: who surely takes the trick on the table, with the later tricks
#: after it (mid_bound() in _core.c)
NO_MID = 131072
#: within them, the quick tricks of a fourth hand that takes the trick, from its next lead
NO_MID_QUICK = 262144
#: the points search's table entries for the same cards with one trick fewer that
#: North-South need for their seventh (points_other_need() in _core.c), off
NO_POINTS_NEED = 2097152
#: the quick tricks: the leader's own winners then the partner's through an entry, both,
#: or the leader's own then a ruff by the partner (sbound4), and after the entry the
#: partner's winners of his other suits too (sknight3); off: one way only
NO_BOTH_QUICK = 8388608
#: the later tricks: a hand's top trumps and its knight's trick both, when its side
#: alone holds knights (sbound4)
NO_ARMED = 16777216
#: sknights: where one side alone holds the knights, its sure tricks: the tricks left
#: less the other side's trumps and cards above the ten and a knight-holder's cards of
#: the plain suits (knights_hold() in _core.c), at trick starts and mid-trick (the tricks
#: search only), off
NO_KNIGHTS_HOLD = 1048576
NO_KNIGHTS_MID = 4194304
#: the table's Bishops rules, off: the bishop's holder in the key (else every card down to
#: the bishop kept in it), the points search bounded by the tricks search's table
NO_HOLDER = 128
#: spar5: of two processes on a shared table (solver/parallel.py), one whose test beside
#: the other's guess has ended tests other targets rather than join the guess's test when
#: that is at an end of the bounds left (off: joins; coop_pick() in _core.c)
NO_JOIN = 1 << 41
NO_TRICKS_BOUND = 256
#: the tricks search's bishop where no knight makes it special, kept special: the
#: bishop's holder (and, with no knight left, its place) in the key even when the holder
#: holds no knight; the bishop never merged with its neighbours in a hand without a knight
KEEP_HOLDER = 32768
KEEP_BISHOP = 65536
#: what the look ahead found out about each fourth hand's card (the next trick start's
#: keys, the bounds' verdict, the table's answer) not carried to that card's search,
#: which then looks at the trick start afresh (Carry in _core.c); a cost, never a value
NO_CARRY = 524288
#: the move order at a trick start the table has no card for: the card that refuted the
#: latest position of the same key (the same lengths, turn, need: another lower card
#: somewhere) not tried first (kin_refutation() in _core.c); a cost, never a value
NO_KIN = 134217728
#: the merging's knights part at every grade: two cards of a plain suit kept apart by
#: the other suits' cards between them also below the knight's ten (which beats them on
#: the irregular trick, so that by default they tell nothing apart: equivalent() in
#: _core.c; the positions searched change, never a value)
LOW_APART = 268435456
#: sirregular: the mid-trick bound (mid_bound() in _core.c) on the irregular trick (a
#: knight led, tricks 1-12), where the cards compare by grade across the plain suits and
#: the followers may drop any card: who takes it known, off
NO_IRREGULAR_MID = 1 << 31
#: sval3: in the points search the second hand's sure winner weighed as any sure winner
#: (by default, at tricks 1-7, after its low cards where it is East-West's trump on the irregular trick
#: above every trump of the partner's, who could take the trick, or the hand's top over
#: its own bishop: second_trump_late(), spends_own_guard() in _core.c); a cost, never a
#: value
SECOND_WINNER_FIRST = 1 << 32
#: sdds1: no card passed over as small: by default, once a hand's card of a suit failed
#: below every card of the suit its outcome rested on, the hand's other cards of the suit
#: below those are not searched (they fail alike; in Bishops whist only below the knight's
#: ten; at_least() in _core.c, as DDS's MakeNext()); a cost, never a value. (1 << 29 was
#: SHORT_RUNS, the runs of at most two, retired.)
NO_SMALL_SKIP = 1 << 29
#: sorder5: the move order's history, off: by default equal weights are told apart by how
#: often (and how high in the tree) each card cut off for its hand, and the card that last
#: cut off at the same trick, place and hand on the same suit led counts one step of
#: weight more (order_moves() and note_cut() in _core.c; a cost, never a value)
NO_HISTORY = 1 << 35
#: sorder5: the knight played in lieu of a bishop alone in the suit led (not taking the
#: trick), tried before the bishop on the adversaries' trick, off: after it, as a discard
#: (follow_weight() in _core.c; a cost, never a value)
NO_IN_LIEU = 1 << 36
#: spoints5: the points search's lead to the partner's top of a plain suit whose bishop an
#: adversary holds with more cards than the side holds above it weighed less (the bishop
#: does not fall, the tops only promote it), off: as any winner's lead (lead_weight() in _core.c; a cost, never a value)
NO_GUARDED_BISHOP = 1 << 48
#: sorder3: the points search's bishop onto the partner's trick weighed as before (first,
#: whether its side would take it anyway or not; after the low cards where it beats the
#: partner's card), and the third hand's bishop the fourth hand can take as any card high
#: enough to force, off: by default a bishop the adversaries cannot take is weighed as a
#: plain card on the partner's trick, one they could take is tried first over the
#: partner's card too, and the third hand's after its low cards (follow_weight(),
#: discard_weight() in _core.c; a cost, never a value)
NO_BISHOP_ONTO = 1 << 60
#: sexact: an irregular trick whose winner beat every other suit's card by more than the
#: ten (the led knight's, or a card from the bishop up over cards below the ten) kept in
#: the table's entries in grades, as the other irregular tricks, not by ranks
#: (relevance() in _core.c; the positions searched change, never a value)
KNIGHT_GRADES = 1 << 37
#: sexact: an entry's suit kept in grades from the bishop up, kept so even where the key
#: settles those grades (all three cards above the bishop held, or none: settled() in
#: _core.c; the positions searched change, never a value)
NO_SETTLED = 1 << 38
#: sexact: an entry's suits kept in grades (an irregular trick's cards) kept so, not by
#: rank and by which cards from the bishop up are held (Entry.honours, RANKED in
#: _core.c; the positions searched change, never a value)
GRADES_KEPT = 1 << 44
#: skeys: a RANKED entry's suit kept in grades from the ace alone (the only grade that
#: decided it) matching on whether the ace is held only, off: on every grade held from the
#: bishop up (Entry.honours, ACE_ONLY_BITS in _core.c; the positions searched change,
#: never a value)
NO_ACE_ONLY = 1 << 45
#: srel: a knight that won a plain suit's trick (as a ten) keeps in the suit led the
#: cards from the bishop up only, off: every place from the top card of the suit played
#: up (relevance() in _core.c; the positions searched change, never a value)
NO_KNIGHT_TEN = 1 << 46
#: sval2: in the points search, East-West's fourth hand on the irregular trick (a knight
#: led) weighs its trumps that take the trick as any sure winner, off: after a plain card
#: that takes the trick there and is not its suit's highest in play (follow_weight() in
#: _core.c; the order only: the positions searched change, never a value)
FOURTH_TRUMP_FIRST = 1 << 42
#: srel2: mid_bound() in _core.c keeps the place of the card taking the trick even where it
#: wins by its suit alone (no other card of its suit on the trick nor any an adversary
#: still to play could play, no knight against a plain suit's card), off: not there, as
#: relevance() keeps a complete trick's (the positions searched change, never a value)
NO_MID_ALONE = 1 << 43
#: slast3: a trick start with three tricks left searched by at_least() as any other, not
#: solved apart by plain minimax below the table's probe (last_three() in _core.c; the
#: positions searched change, never a value)
NO_LAST_THREE = 1 << 47
#: sval4: in the points search, East-West's fourth hand on the irregular trick weighs its
#: plain sure winners and bishops as any sure winner (by default by what each is worth
#: kept: fourth_spend() in _core.c; the positions searched change, never a value)
FOURTH_SPEND_ANY = 1 << 50
#: skey2: with no knight held, a suit whose bishop is out keyed without its count of
#: cards above the bishop (make_keys_as() in _core.c: nothing is left for it to place),
#: off: with it (the positions searched change, never a value)
NO_COUNT_OUT = 1 << 51
#: skey3: the key holds each suit's count of cards above the bishop, as before; by default
#: it does not, and an entry keeps the count only where its outcome rested on it (a card
#: compared with a knight's ten, the bishop's place, the irregular trick's grades: its
#: cards down to the bishop's grade or in grades), else it matches any position whose
#: cards at its places all rank above the bishop (store_locked() in _core.c; the
#: positions searched change, never a value)
NO_COUNT_FREE = 1 << 52
#: skey4: a suit kept in grades from the ace alone keeps its count of cards above the
#: bishop, as before; by default it is left open too (store_locked() in _core.c: the
#: entry rested on the ace's holder alone; the positions searched change, never a value)
NO_ACE_COUNT = 1 << 53
#: schain: a walk of a bucket's chain reads every entry's line, as before; by default it
#: passes by those whose link's tag rules them out (``Link`` in _core.c: the counts of
#: cards above the bishop, what a store compares, the entry's card): the same search,
#: fewer cache lines read (for the test that it is the same)
NO_CHAIN_TAGS = 1 << 59
#: schain: an entry that decided a lookup stays where it is in its bucket's chain, as
#: before; by default it moves to the chain's head (lookup_as_locked() in _core.c: the
#: positions searched change, never a value)
NO_MOVE_FRONT = 1 << 55
#: scount: a suit whose bishop is out keeps its count of cards above the bishop wherever
#: the entry's cards reach below the queen, as skey3 had it; by default only where a card
#: may have been compared with a knight's ten (a knight on a trick of the suit, the
#: irregular trick, a bound's cards while a knight is in play: COUNT_NEEDED in _core.c),
#: else any count matches (the positions searched change, never a value)
NO_COUNT_NEED = 1 << 56
#: scount2: a complete trick keeps its cards on their side of the bishop wherever the next
#: trick start's cards reach the bishop's grade, keep the suit in grades or an exact count,
#: as ssound2 had it; by default only where the entry stored there would keep the count
#: (count_open() in _core.c: not a suit in grades from the ace alone, nor one the trick's
#: own irregular grades alone put in grades; the positions searched change, never a value)
NO_SIDE_OPEN = 1 << 61
#: sorder2: after a card failed, the next one tried in the weights' order, as before; by
#: default, in the tricks search, the first card of a class that has not failed there yet
#: (turn_class() in _core.c: East-West's leads by suit and above the adversaries' cards or
#: not, the followers' cards by suit and beating the trick or not; a cost, never a value)
NO_SUIT_TURN = 1 << 57
#: stail6: East-West's second hand's card that only the third hand's bishop beats, the partner
#: holding a card above the bishop, weighed as any unsure winner (by default tried first:
#: forces_bishop() in _core.c; the points search); stail9: East-West's second hand's
#: unsure winner above the bishop, held with the bishop, so too (covers_over_bishop());
#: sdds3 (round 26): with it, the third hand's cheapest card above the fourth hand's second card of the suit led, the
#: fourth hand's top beating all the hand's, weighed as any card high enough to force
#: (by default tried first: forces_top(); both searches, both packs)
NO_FORCE_BISHOP = 1 << 30
#: sdds4 (round 27): the third hand's card of the suit led that beats the trick so far but
#: that the fourth hand's every card of the suit beats, weighed as any card high enough to
#: force, as before (by default as a low card: too_low_third() in _core.c, after DDS's "our
#: cards are too low to matter"; either side's in the points search, East-West's in the
#: tricks search; a cost, never a value)
NO_THIRD_LOW = 1 << 64
#: stail10 (round 27): East-West's second hand's card below the bishop that only the third
#: hand's top beats, that top above all the hand's cards, where the hand holds the suit's
#: bishop and a card above it and the leader no card above the hand's top, weighed as any
#: unsure winner: after stail9's cover and the low cards (by default tried first:
#: forces_next_top() in _core.c; both searches; a bit past 63, sbits); a cost, never a value
NO_SECOND_FORCE = 1 << 65
#: sleaf2: the twelfth trick under last_three() in _core.c solved by two_left() as before,
#: not by two_fast() (the same order on the hands' two cards listed at the trick's start:
#: the same positions, the same values and the same cards kept, fewer instructions; for
#: the test that they are)
NO_FAST_TWO = 1 << 54
#: sleaf3: two_fast() solves each twelfth trick start it meets afresh, as before; by
#: default its outcome and cards are kept in _core.c's two_memo[] by the start's exact
#: cards, turn, need and target, and read back when the same start comes again (the same
#: values and cards kept, so the same positions, fewer instructions; for the test that
#: they are)
NO_TWO_MEMO = 1 << 58
#: sprobe: the leads of a trick start tried one after another to the end, as before; by
#: default, at the trick starts of the search's first two tricks, each lead is first tried
#: with a budget of 30 positions (probe_leads() in _core.c: a lead that cuts off cheaply
#: found before dearer leads fail; a probe over its budget stores nothing on its way up;
#: a cost, never a value)
NO_PROBE = 1 << 62
#: stcard: the points search tries the tricks search's card (tricks_bound() in _core.c) at
#: North-South's turn only, as spoints3 did; by default at East-West's too, at the trick
#: starts of the deal's first eight tricks: first where neither its own table nor the
#: card of a position of the same key gave one, else second, right after the first card
#: failed (the options are unsigned in the core: this is its 64th bit); a cost, never a
#: value
NO_EW_TRICKS_CARD = 1 << 63
#: sknight4: where both sides hold knights, the side sure of one of the last two tricks
#: (both its hands hold knights, or one, whose right-hand adversary is the other side's only
#: holder: the last knight played takes the thirteenth, led by the twelfth's winner) counts
#: it as a sure trick, with its quick tricks ending by the eleventh (knight_pair() in
#: _core.c); off: no such trick
NO_KNIGHT_PAIR = 1 << 66
#: sknight4: the same trick counted in the mid-trick bounds (mid_bound() in _core.c) after a
#: trick before the twelfth; off: not there (NO_KNIGHT_PAIR: nowhere)
NO_KNIGHT_PAIR_MID = 1 << 69
#: sorder11: the points search's move order: East-West's fourth hand's winner of the suit
#: led, the side's only card above the adversaries' best (above the bishop) while the
#: partner holds the suit's bishop with another card, tried after the low cards
#: (keeps_guard() in _core.c); a cost, never a value
NO_KEEP_GUARD = 1 << 70
#: sorder12: the points search's move order: the second hand's card played off its suit (a
#: ruff, or any card on a knight led) that takes the trick for sure, above the adversaries'
#: best of its suit (above the bishop), while the hand holds that suit's bishop, tried after
#: the hand's discards (spends_trump_guard() in _core.c); a cost, never a value
NO_TRUMP_GUARD = 1 << 76
#: sval7 (round 30): sorder12's card tried after the discards also where the hand holds
#: another card of its suit above the bishop, as round 29 had it (by default not there: the
#: bishop stays guarded, and the card is weighed as any sure winner; spends_trump_guard() in
#: _core.c); a cost, never a value
TRUMP_GUARD_WIDE = 1 << 82
#: sorder14 (round 31): the points search's move order: East-West's second hand's sure trump
#: on a knight led below the partner's top trump (no adversary holding a trump above it, the
#: hand holding a lower trump, the partner no knight) tried after the hand's lowest cards, as
#: sval3's trump above the partner's (trump_below_late() in _core.c); a cost, never a value
NO_TRUMP_BELOW = 1 << 84
#: sorder14 (round 31): the points search's move order: East-West's second hand's sure trump
#: on a knight led (tricks 1-7), its only trump above the adversaries' trumps, the partner
#: holding no trump but able to take the trick, tried after the hand's lowest cards
#: (trump_guard_late() in _core.c); a cost, never a value
NO_TRUMP_KEPT = 1 << 85
#: sknight6: where both sides hold knights, a hand holding a knight and trumps above all of
#: the other side's counts each of them as a sure trick (it keeps the knight to the
#: thirteenth, so they fall before it), with one of the last two beside them where it holds
#: two knights (later_tricks_afresh() in _core.c); off: one fewer, as for a hand without a
#: knight
NO_KNIGHT_TOPS = 1 << 72
#: sknight6: the mid-trick bounds (mid_bound() in _core.c) count the top trumps (or the
#: armed count) of the side surely taking the trick after it, where no hand of that side
#: still to play holds a trump and no knight of its takes it; off: not counted there
NO_MID_TOP_X = 1 << 73
#: stail11: a side holding a knight, a hand of the other side without one holding trumps
#: above all of the knight side's, with a lower trump or more plain cards than the knight side's
#: leads (and its partner's) can draw, makes every one of them (held_top() in _core.c);
#: off: one fewer (it might be kept to the thirteenth)
NO_HELD_TOP = 1 << 78
#: sknight8: the points search, the other side holding a knight: the bishop of trumps, above
#: all of the other side's trumps, is its holder's side's where the holder holds a knight
#: (he keeps it to the thirteenth, so his top trumps all fall before it: sknight6;
#: later_tricks_afresh() in _core.c); off: counted only where the other side holds none
NO_KNIGHT_BISHOP = 1 << 80
#: sknight8: the points search: the bishop of trumps among the top trumps of a hand without a
#: knight that held_top() (stail11) finds all made before the thirteenth is their side's
#: (bounded_early() in _core.c); off: not counted
NO_HELD_BISHOP = 1 << 81
#: sknight9 (round 31): the points search's move order, a trump suit, both sides holding
#: knights: the second hand's knight that would take the trick (not on a knight led) tried as
#: the kept knight's discard, after the hand's cards of the suit led and its low discards
#: (knight_late() in _core.c); a cost, never a value
NO_KNIGHT_LATE = 1 << 79
#: sknight10 (round 32): the points search's move order: sorder11's kept guard (NO_KEEP_GUARD)
#: at North-South's fourth hand too, where both sides hold knights, the hand one, the suit led
#: not trumps: its winner, its side's only card above the adversaries' best (above the
#: bishop), the partner holding the bishop and another card, tried after its low cards
#: (keeps_guard() in _core.c); a cost, never a value
NO_KNIGHT_GUARD = 1 << 90
#: sknight11 (round 33): the points search's move order, both sides holding knights in a
#: trump game: sorder11's kept guard at East-West's second hand too, a plain suit led (not
#: trumps) (keeps_guard() in _core.c); a cost, never a value
NO_SECOND_GUARD = 1 << 91
#: sknight11 (round 33): likewise, at East-West's fourth hand the partner's bishop bare too
#: (keeps_guard() in _core.c); a cost, never a value
NO_BARE_GUARD = 1 << 93
#: stail12: the same count in the mid-trick bounds (mid_bound() in _core.c), after the trick,
#: for a hand that has played to it: the side not taking the trick (the knight side leads
#: next) and the side taking it (its partner's lead counted unless the hand surely leads);
#: off: not counted there (off with NO_HELD_TOP too)
NO_HELD_TOP_MID = 1 << 77
#: stail13: North-South's second hand's trump that takes the irregular trick (a knight led)
#: for sure, the hand holding a lower trump and the next hand a trump between the two: after
#: the low cards (keeps_knight_tenace() in _core.c, both searches); off: as any sure winner
NO_KNIGHT_TENACE = 1 << 74
#: sorder15: NO_KNIGHT_TENACE's rule in the points search also where both North and South
#: hold knights (keeps_knight_tenace() in _core.c; main's before round 32); off: not there
TENACE_KNIGHT_HAND = 1 << 92
#: sorder16: the points search's second hand, on a plain card led that its partner (to play
#: last) takes for sure, plays a bishop of another suit the adversaries could take first,
#: onto the partner's trick, before its sure ruffs (bishop_onto_partner() in _core.c); off:
#: as any discard; a cost, never a value
NO_SECOND_ONTO = 1 << 94
#: sorder16: in a trump deal, the same for the second hand's bishop of the suit led, below
#: the card led: as onto the partner's trick (bishop_onto_partner() in _core.c); off: as
#: onto the adversaries'; a cost, never a value
NO_SECOND_ONTO_LED = 1 << 95
#: stail16: the points search's fourth hand's winner of the plain suit led over the
#: right-hand adversary's honour (above the bishop), that adversary holding the suit's
#: bishop with another card and the hand another card above the bishop and above all of
#: that adversary's and a low card: after the low cards (holds_up_over_bishop() in
#: _core.c); off: as any sure winner; a cost, never a value
NO_HOLD_UP = 1 << 96
#: stail16: the same also where that adversary's cards of the suit outnumber the hand's above
#: the bishop (the winner with them) (holds_up_over_bishop()); by default only where they do
#: not (round 34's merge); a cost, never a value
HOLD_UP_UNCOUNTED = 1 << 97
#: sorder17: NO_SECOND_ONTO_LED's rule at East-West's second hand also where the hand holds
#: two cards of the suit led or more besides its bishop (main's before round 34; by default
#: only where it holds at most one: onto_led_short() in _core.c); a cost, never a value
ONTO_LED_LONG = 1 << 98
#: sknight12: the points search's second hand low (the partner, to play last, overtakes the
#: card led and the next hand's best: the hand's sure winner after its low cards) at
#: East-West's second hand too, where both sides hold knights in a trump game
#: (second_hand_low() in _core.c); off: North-South's only; a cost, never a value
NO_EW_SECOND_LOW = 1 << 100
#: stail13: sval2's fourth-hand trump after a plain card that takes the irregular trick and
#: would lose in its suit (trump_after_plain_loser() in _core.c), also in the tricks search
#: at North-South's fourth hand; off: there as any sure winner
NO_FOURTH_PLAIN_NS = 1 << 75
#: stail14: the tricks search's second hand low (the partner, to play last, overtakes the
#: card led and the next hand's best: the hand's sure winner after its low cards) at
#: North-South's second hand in any suit and East-West's in the trump suit, not only where
#: the adversaries hold a trump above the sure winner (second_hand_low() in _core.c); off:
#: only there (sorder8's); a cost, never a value
NO_SECOND_LOW_WIDE = 1 << 88
#: stail14: in the tricks search, North-South's second hand's trump that takes the
#: irregular trick (a knight led) for sure, above the partner's every trump, where the
#: partner (to play last) could take the trick over the knight and the next hand: after the
#: low cards (partner_over_knight() in _core.c); off: as any sure winner; a cost, never a
#: value
NO_SECOND_KNIGHT_LOW = 1 << 89
#: stail15: NO_SECOND_LOW_WIDE's rule (the tricks search's second hand low) also at
#: North-South's second hand in a plain suit of a trump deal, the hand holding three cards
#: of it or more, where an adversary void in the suit holds a trump (by default not there:
#: second_hand_low() in _core.c);
#: a cost, never a value
SECOND_LOW_RUFFED = 1 << 86
#: stail15: NO_SECOND_LOW_WIDE's rule also at East-West's second hand in the trump suit
#: where the hand holds fewer than three trumps and its side fewer than the adversaries (by
#: default not there); a cost, never a value
SECOND_LOW_SHORT = 1 << 87
#: sknight5: the points search, one side alone holding knights, the other side holding no
#: trump: a bishop of a plain suit above all of the other side's cards of it, its holder's
#: partner holding a knight, is the side's with the thirteenth (kept_bishop() in _core.c);
#: off: not counted
NO_KEPT_BISHOP = 1 << 67
#: the points search's move order (stcard2): East-West's card from the tricks search
#: (stcard, NO_EW_TRICKS_CARD) tried also where it is the knight (by default not: that
#: card holds North-South's tricks down but misled the points search); a cost, never a value
EW_CARD_ANY = 33554432
#: stail2: in the points search, North-South's second hand's sure winner of the suit led
#: tried before its low cards even where the partner, to play last, takes the trick
#: anyway, or where it is the side's only trump over the next hand's best while the
#: leader holds the trump bishop (by default after them: second_hand_low() in _core.c);
#: sorder8: in the tricks search, either side's second hand's sure winner in the trump
#: suit, the adversaries holding a trump above it, so too; stail9: in the points search,
#: North-South's second or fourth hand's sure winner over the right-hand adversary's
#: honour while the partner holds the suit's bishop (keeps_top_over_bishop()), so too; a
#: cost, never a value; sdds3 (round 26): the second hand's covering card that is no
#: sure winner, where the partner takes the trick anyway, before the low cards too (by
#: default after them: partner_takes(); both searches, any suit)
NO_PARTNER_OVER = 67108864
#: the points search's bound from the tricks search's table without its whole-bishops
#: part (spoints4, as_gain() in _core.c): North-South taking every trick left take every
#: bishop left, taking none take none, and at most so many bishops as the tricks they
#: can take can hold, one card a hand a trick (also with the sure tricks of bounded());
#: off, the bishops count none to all either way
NO_ALL_BISHOPS = 1 << 33
#: the points search's fourth hand without its entries for one trick fewer to need
#: (points_other_need() in foresee(), _core.c; spoints4): each card's next trick start
#: looked up there only when searched; a cost, never a value
NO_POINTS_FORESEE = 1 << 34
#: sdriver: solve()'s walk from a first guess without a stride (the tricks search) goes
#: on a trick at a time while the tests go the same way (MTD(f)'s walk: the guess, one
#: above if reached, then the next above while reached; else one below, and so on), off:
#: the test beside the guess, then a binary search; an order of tests, never a value
PLAIN_WALK = 1 << 39
#: sdriver: solver/api.py's first guess of the tricks search when it has no last value
#: (the side's share of the high cards: :func:`solver.api._tricks_guess`), off: none,
#: the first test at the middle; a cost, never a value
NO_TRICKS_GUESS = 1 << 40
#: spv: solver/api.py's first guess of the points search leans each bishop a little
#: towards the side holding it (:func:`solver.api._points_guess`), off: every bishop
#: shared as the tricks are; a cost, never a value
NO_HOLDER_GUESS = 1 << 49

#: tricks North-South need for the step: "already have seven" and "can no longer get it"
#: are stored as 0 and as tricks-left + 1, so that positions compare equal in the table
SEVEN = 7


def forget_table() -> None:
    """Forget the compiled core's table, which is the process's and not a Search's, when
    a new deal's searches begin (forget() in _core.c: the old deal's entries are true,
    but they slow every lookup of the new deal's). The pure-Python search's tables are
    each Search's own and need nothing."""
    if _core is not None:
        _core.forget()


class GaveUp(Exception):
    """The search went past its limit of positions (``max_nodes``) without an answer."""

    def __init__(self, nodes: int) -> None:
        super().__init__(f"gave up after {nodes:,} positions")
        self.nodes = nodes


def walk(
    stride: int, estimate: int, target: int, passed: bool, first: int | None = None
) -> tuple[int, int | None]:
    """The walk from a first guess with a ``stride`` (the points search: a bishop's
    weight, the values lying mostly a whole bishop apart): after a test at ``target``
    the walk chose, the new estimate of the value and the next target (``None``: a
    binary search of what is left from here). The guess (``estimate``) passed: one above
    it (the value is mostly the guess); that passed too: the estimate a bishop higher.
    The guess failed: one above the estimate a bishop lower (the value is mostly that
    estimate); that failed too: the lower estimate itself, and so on down. Measured with
    bench/points_probes.py (--trick 5 --deals 8: 943,887 -> 849,209 positions; whole
    deal 1, guessed 17 for 21, a test fewer). The walk only orders the tests: every
    value is the same.

    sorder7 (``first``: the first guess, where NO_BESIDE is off): where that guess fails,
    one below it next (the value a trick off: deal 57 of bench_solver's 100, seed 17,
    solves), and where that fails too, on as before (one above the estimate a bishop
    lower)."""
    if first is not None and estimate == first and not passed and stride > 2:
        if target == estimate:
            return estimate, estimate - 1
        if target == estimate - 1:
            return estimate, estimate - stride + 1
    if passed:
        if target == estimate:
            return estimate, estimate + 1
        if target == estimate + 1:
            return estimate + stride, estimate + stride
        return estimate, None
    if target == estimate:
        return estimate, estimate - stride + 1
    if target == estimate - stride + 1:
        return estimate - stride, estimate - stride
    return estimate, None


class Search:
    """One search: a deal's rules and weights, and a transposition table that lives as
    long as the object (reuse it for the positions of one deal)."""

    def __init__(
        self,
        trump: int,
        bishops: bool,
        *,
        trick_weight: int = 1,
        bishop_weight: int = 0,
        step: int = 0,
        max_nodes: int | None = None,
        options: int = 0,
    ) -> None:
        """``options``: the compiled core's prunings to turn off (:data:`NO_TABLE`,
        :data:`NO_MERGE`, :data:`NO_QUICK`, or-ed), for the tests that check each of them
        changes no value; 0 (all on) otherwise."""
        self.trump = trump
        self.options = options
        self.bishops = bishops
        self.trick_weight = trick_weight
        self.bishop_weight = bishop_weight
        self.step = step
        self.table: dict[tuple[object, ...], tuple[int, int]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self._limit: int | None = None
        #: the compiled core when built (same search, same answers), else this module
        self.compiled = _core is not None

    # -- the value -------------------------------------------------------------------

    def solve(
        self,
        hands: Sequence[Sequence[int]],
        trick: Sequence[tuple[int, int]],
        turn: int,
        trick_number: int,
        need: int,
        *,
        low: int = 0,
        high: int | None = None,
        guess: int | None = None,
        stride: int = 0,
    ) -> int:
        """The most North-South can gain from here: ``hands`` by seat (0 North ... 3
        West), ``trick`` the (seat, code) pairs on the table, ``turn`` the seat to play,
        ``need`` the tricks they still need for their seventh (0: they have it).

        ``low`` and ``high``: bounds the caller knows the value lies within (the search
        then only tells the values between apart); ``guess``: the target of the first
        test, the next beside it (a good guess, the value or next to it, saves tests of
        the binary search); ``stride``: the walk from the guess goes on by that much
        while it misses (the points search: a bishop's weight, see :func:`walk`), 0: a
        binary search after the test beside the guess."""
        if not self.step:
            need = 0
        if self.compiled and _core is not None:
            result: tuple[int, int] = _core.solve(
                [list(h) for h in hands],
                [s for s, _ in trick],
                [c for _, c in trick],
                turn,
                trick_number,
                need,
                self.trump,
                int(self.bishops),
                self.trick_weight,
                self.bishop_weight,
                self.step,
                self.max_nodes or 0,
                self.options,
                low,
                -1 if high is None else high,
                -1 if guess is None else guess,
                stride,
            )
            value, nodes = result
            self.nodes += nodes
            if value < 0:
                raise GaveUp(nodes)
            return value
        work = [sorted(h, reverse=True) for h in hands]
        self._limit = self.nodes + self.max_nodes if self.max_nodes else None
        most = self._most(work, trick, trick_number, need)
        high = most if high is None else min(high, most)
        low = min(max(low, 0), high)
        need = _clamp(need, 13 - trick_number + 1)
        estimate = first = guess
        if self.options & NO_BESIDE:
            first = None
        if guess == low < high:
            guess = low + 1  # the value is at least low: known
        guessed = guess is not None and low < guess <= high
        while low < high:
            # the guess first, then beside it (one above if reached, else one below: a
            # step of MTD(f)'s walk from a first guess), or on by ``stride`` (walk()),
            # then the middle, rounded up: each test moves one end
            target = (low + high + 1) // 2
            if guess is not None and low < guess <= high:
                target = guess
            wanted, guess = guess, None
            if self._at_least(work, list(trick), turn, trick_number, need, target):
                low = target
            else:
                high = target - 1
            if stride and estimate is not None and target == wanted:
                estimate, guess = walk(stride, estimate, target, low == target, first)
            elif guessed and not stride:
                guess = low + 1 if low == target else high
            # sdriver: on a trick at a time while the tests go one way (PLAIN_WALK off)
            # (a reversal ends it: the value is then known)
            guessed = guessed and not stride and not self.options & PLAIN_WALK
        return low
        return low

    def _most(
        self,
        hands: list[list[int]],
        trick: Sequence[tuple[int, int]],
        trick_number: int,
        need: int,
    ) -> int:
        tricks = 13 - trick_number + 1
        bishops = sum(1 for h in hands for c in h if _is_bishop(c, self.bishops))
        bishops += sum(1 for _, c in trick if _is_bishop(c, self.bishops))
        step = self.step if 0 < need <= tricks else 0
        return self.trick_weight * tricks + self.bishop_weight * bishops + step

    # -- the null-window test ---------------------------------------------------------

    def _at_least(
        self,
        hands: list[list[int]],
        trick: list[tuple[int, int]],
        turn: int,
        trick_number: int,
        need: int,
        target: int,
    ) -> bool:
        self.nodes += 1
        if self._limit is not None and self.nodes > self._limit:
            raise GaveUp(self.nodes - self._limit + (self.max_nodes or 0))
        key: tuple[object, ...] | None = None
        if not trick:
            if target <= 0:
                return True
            if not hands[turn]:
                return False
            if self._most(hands, (), trick_number, need) < target:
                return False
            key = self._key(hands, turn, need)
            bounds = self.table.get(key)
            if bounds is not None:
                if bounds[0] >= target:
                    return True
                if bounds[1] < target:
                    return False
        result = self._children(hands, trick, turn, trick_number, need, target)
        if key is not None:
            low, high = self.table.get(key, (0, 1 << 20))
            if result:
                low = max(low, target)
            else:
                high = min(high, target - 1)
            self.table[key] = (low, high)
        return result

    def _children(
        self,
        hands: list[list[int]],
        trick: list[tuple[int, int]],
        turn: int,
        trick_number: int,
        need: int,
        target: int,
    ) -> bool:
        hand = hands[turn]
        codes = [c for _, c in trick]
        moves = self._moves(hands, hand, codes, turn, trick, trick_number)
        maximizing = turn % 2 == 0
        for move in moves:
            index = hand.index(move)
            hand.pop(index)
            trick.append((turn, move))
            if len(trick) == 4:
                played = [c for _, c in trick]
                won_by = trick[winner(played, self.trump, trick_number, self.bishops)][0]
                gain = 0
                next_need = need
                if won_by % 2 == 0:
                    gain = self.trick_weight
                    if self.bishop_weight:
                        gain += self.bishop_weight * sum(
                            1 for c in played if _is_bishop(c, self.bishops)
                        )
                    if need == 1:
                        gain += self.step
                    next_need = max(need - 1, 0)
                next_need = _clamp(next_need, 13 - trick_number)
                saved = trick[:]
                trick.clear()
                ok = self._at_least(
                    hands, trick, won_by, trick_number + 1, next_need, target - gain
                )
                trick.extend(saved)
            else:
                ok = self._at_least(hands, trick, (turn + 1) % 4, trick_number, need, target)
            trick.pop()
            hand.insert(index, move)
            if ok is maximizing:
                return ok
        return not maximizing

    # -- moves ------------------------------------------------------------------------

    def _moves(
        self,
        hands: list[list[int]],
        hand: list[int],
        codes: list[int],
        turn: int,
        trick: list[tuple[int, int]],
        number: int,
    ) -> list[int]:
        """The lawful cards, one of each run of equivalent cards, best first."""
        legal = lawful(hand, codes, self.bishops)
        distinct: list[int] = []
        for code in legal:  # hand order: suit by suit, high to low
            if distinct and self._equivalent(distinct[-1], code, hands, codes):
                continue
            distinct.append(code)
        if len(distinct) < 2:
            return distinct
        return sorted(distinct, key=lambda c: self._order(c, codes, trick, turn, number))

    def _equivalent(self, high: int, low: int, hands: list[list[int]], codes: list[int]) -> bool:
        """Two cards of one suit in one hand that no card still in play tells apart: no
        card of their suit between them, and in Bishops whist neither a bishop (its
        points, the knights revoke) nor any card of another suit or a knight of a grade
        from the lower's to the higher's (the irregular trick ranks cards across suits)."""
        if high == low:
            return True
        suit = high >> 4
        if suit != low >> 4 or suit == KNIGHT_SUIT:
            return False
        lo, hi = low & 15, high & 15
        if self.bishops and (lo == BISHOP_GRADE or hi == BISHOP_GRADE):
            return False
        for group in (*hands, codes):
            for c in group:
                grade = c & 15
                if c >> 4 == suit:
                    if lo < grade < hi:
                        return False
                elif self.bishops and lo <= grade <= hi:
                    return False
        return True

    def _order(
        self, code: int, codes: list[int], trick: list[tuple[int, int]], turn: int, number: int
    ) -> int:
        """Smaller first: win cheaply when the trick can be won, else throw the least."""
        grade = code & 15
        if not codes:
            return -grade
        best = winner([*codes, code], self.trump, number, self.bishops)
        if best == len(codes):
            return grade  # holds the trick so far: the cheapest such card first
        if trick[best][0] % 2 == turn % 2:
            return 20 + grade  # partner holds it: play low
        return 40 + grade

    # -- the table --------------------------------------------------------------------

    def _key(self, hands: list[list[int]], turn: int, need: int) -> tuple[object, ...]:
        """The position with ranks made relative: in duplicate whist each suit's cards
        numbered down from the top of what is left of that suit (only order within a
        suit matters); in Bishops whist every grade left numbered down across the suits
        (the irregular trick compares grades across suits), bishops marked."""
        if self.bishops:
            grades = sorted({c & 15 for h in hands for c in h}, reverse=True)
            dense = {g: 15 - i for i, g in enumerate(grades)}
            mark = dense.get(BISHOP_GRADE, 0)
            return (
                turn,
                need,
                mark,
                tuple(tuple((c & ~15) | dense[c & 15] for c in h) for h in hands),
            )
        per_suit: list[list[int]] = [[], [], [], []]
        for h in hands:
            for c in h:
                per_suit[c >> 4].append(c & 15)
        relative: dict[int, int] = {}
        for suit, grades_ in enumerate(per_suit):
            for i, g in enumerate(sorted(grades_, reverse=True)):
                relative[suit * 16 + g] = suit * 16 + 14 - i
        return (turn, need, tuple(tuple(relative[c] for c in h) for h in hands))


def _is_bishop(code: int, bishops: bool) -> bool:
    return bishops and code != KNIGHT_CODE and code & 15 == BISHOP_GRADE


def _clamp(need: int, tricks: int) -> int:
    """``need`` as stored: beyond the tricks left it can never be met."""
    return min(need, tricks + 1)


__all__ = [
    "NO_CAPTURE",
    "NO_ENTRY",
    "NO_HOLDER",
    "NO_LATER",
    "NO_MERGE",
    "NO_QUICK",
    "NO_TABLE",
    "NO_TOPS",
    "NO_TOP_LEAD",
    "NO_TRICKS_BOUND",
    "NO_TRUMP",
    "SEVEN",
    "GaveUp",
    "Search",
]

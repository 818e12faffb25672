"""The transposition table's Bishops rules and the driver of the points search (issue 17).

- The bishop's holder in the key (NO_HOLDER off): where "each bishop among a side's
  tricks" scores "two points" (Dana, 1899, "Part Second. The Game"), or a knight is held
  ("a knight may be played in lieu of a bishop that is the only card of the suit led"),
  the table keys the seat holding each bishop instead of keeping every card of the suit
  down to it; positions that differ only in where a bishop lies must not share entries.
- The points search bounded by the tricks search (NO_TRICKS_BOUND off, and the window
  from the tricks value in solver/api.py).

Each is checked against the brute force and against the search with it off; the
positions are solved one after another in one process, so that the table learnt from
one answers for the next (the compiled core's table lives for the process).
"""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from solver import Position, Value
from solver.api import _check, _points_from_gain, _points_window
from solver.rules import KNIGHT_CODE, encode
from solver.search import NO_HOLDER, NO_MERGE, NO_QUICK, NO_TABLE, NO_TRICKS_BOUND, _core
from tests.solver.brute import brute, random_ending
from tests.solver.compiled import compiled_solver
from whist import Side
from whist.cards import Card
from whist.games import BISHOPS_WHIST


def _solve(position: Position, options: int) -> Value:
    solver = compiled_solver(position, options)
    return solver.solve(position)


def _with_bishop(rng: random.Random, cards: int) -> Position:
    """A random Bishops ending with a bishop held and a smaller card of its suit in
    another hand."""
    while True:
        position = random_ending(rng, BISHOPS_WHIST, cards)
        if _bishop_moved(position) is not None:
            return position


def _bishop_moved(position: Position) -> Position | None:
    """The same position with a bishop and a smaller card of its suit in another hand
    changed over (each suit's cards in the same order otherwise: only where the bishop
    lies differs); None if there is no such pair."""
    for seat, hand in position.hands.items():
        for bishop in hand:
            if not bishop.is_bishop:
                continue
            for other, cards in position.hands.items():
                if other is seat:
                    continue
                for card in cards:
                    if card.suit is bishop.suit and not card.is_knight and _below(card, bishop):
                        hands = dict(position.hands)
                        hands[seat] = _swap(hand, bishop, card)
                        hands[other] = _swap(cards, card, bishop)
                        return replace(position, hands=hands)
    return None


def _below(card: Card, bishop: Card) -> bool:
    return encode(card) & 15 < encode(bishop) & 15


def _swap(hand: tuple[Card, ...] | list[Card], out: Card, into: Card) -> tuple[Card, ...]:
    return tuple(into if c == out else c for c in hand)


def test_where_a_bishop_lies_is_never_taken_from_the_table() -> None:
    """Pairs of positions that differ only in which hand holds a bishop (changed over
    with a smaller card of its suit), solved one after the other so that the second can
    meet the first's entries: both agree with the brute force, tricks and points."""
    rng = random.Random(1899)
    differ = 0
    for _ in range(40):
        first = _with_bishop(rng, rng.randint(3, 4))
        second = _bishop_moved(first)
        assert second is not None
        values = []
        for position in (first, second):
            value = _solve(position, NO_QUICK)
            assert value == Value(brute(position, "tricks"), brute(position, "points")), position
            values.append(value)
        differ += values[0] != values[1]
    assert differ >= 5, "the pairs should often differ in value: the test tells them apart"


@pytest.mark.parametrize(
    "options",
    [NO_HOLDER, NO_TRICKS_BOUND],
    ids=["no-holder", "no-tricks-bound"],
)
def test_each_table_rule_off_gives_the_same_value(options: int) -> None:
    """Random Bishops endings (with a bishop held) solved in turn with the rule on and
    off, and with no table at all: the same values."""
    rng = random.Random(options)
    for _ in range(40):
        position = _with_bishop(rng, rng.randint(5, 7))
        on = _solve(position, 0)
        assert on == _solve(position, options), position
        assert on == _solve(position, NO_TABLE | NO_MERGE | NO_QUICK), position


def test_cards_merged_while_knights_are_out_agree_with_brute_force() -> None:
    """Equivalent cards merged (no table, no quick tricks: only the merging prunes) in
    endings where another hand holds a knight, or a knight leads the trick on the table:
    "When a knight leads ... the cards then rank by grade and not by suit", and "any
    knight ranks as a ten in any suit led except trumps": two cards of a plain suit stay
    apart while a card of another plain suit (or a knight) lies between them."""
    rng = random.Random(1898)
    checked = 0
    while checked < 30:
        position = random_ending(rng, BISHOPS_WHIST, rng.randint(3, 4))
        knights = [s for s, hand in position.hands.items() if any(c.is_knight for c in hand)]
        led_by_knight = bool(position.trick) and position.trick[0].card.is_knight
        if len(knights) < 2 and not led_by_knight:
            continue
        checked += 1
        value = _solve(position, NO_TABLE | NO_QUICK)
        assert value == Value(brute(position, "tricks"), brute(position, "points")), position


def test_a_run_of_positions_with_the_table_kept_agrees_with_no_table() -> None:
    """Many random endings solved one after another, all prunings on (the table keeps
    what each taught), then each again without a table: the same values."""
    rng = random.Random(17)
    positions = [_with_bishop(rng, rng.randint(5, 7)) for _ in range(60)]
    kept = [_solve(position, 0) for position in positions]
    for position, value in zip(positions, kept, strict=True):
        assert value == _solve(position, NO_TABLE), position


def test_the_points_lie_in_the_window_the_tricks_give() -> None:
    """The window of the points search from the tricks North-South take from here on:
    playing for tricks they gain at least those (and the step, "each trick over six",
    if that reaches their seventh); held to them they gain at most that plus four a
    bishop left (two points taken, two not given). Checked on random endings against
    the brute force, in the search's terms (solver/search.py: the gain)."""
    rng = random.Random(99)
    for _ in range(60):
        position = _with_bishop(rng, rng.randint(3, 4))
        hands, trick = _check(position)
        before = position.tricks_taken[Side.NS]
        rest = brute(position, "tricks") - before
        bishops = sum(1 for h in hands for c in h if c != KNIGHT_CODE and c & 15 == 11)
        bishops += sum(1 for _, c in trick if c != KNIGHT_CODE and c & 15 == 11)
        low, high = _points_window(rest, max(0, 7 - before), bishops)
        gain = brute(position, "points") - _points_from_gain(position, hands, trick, 0)
        assert low <= gain <= high, (position, low, gain, high)


def test_a_full_pool_keeps_the_largest_positions_and_the_values() -> None:
    """A pool of a few hundred entries fills again and again (each time it keeps the
    entries of the positions with the most cards, in their chains): the values of a run
    of random endings stay those without a table."""
    assert _core is not None, "the compiled core is built by pip install"
    rng = random.Random(5)
    positions = [_with_bishop(rng, rng.randint(6, 7)) for _ in range(25)]
    _core.clear(300)
    try:
        kept = [_solve(position, 0) for position in positions]
    finally:
        _core.clear()
    for position, value in zip(positions, kept, strict=True):
        assert value == _solve(position, NO_TABLE), position


def test_the_pool_holds_eight_million_entries() -> None:
    """The pool is 2^23 entries: the deals that search longest were limited by 2^21
    (bench_solver seed 17, deal 5's points search 293.8M positions with 2^21, 193.4M
    with 2^23; the figures are in _core.c's header); a pool past it is refused."""
    assert _core is not None
    try:
        _core.clear(1 << 23)
        with pytest.raises(ValueError, match="at most 8388608"):
            _core.clear((1 << 23) + 1)
    finally:
        _core.clear()


_HUGE_PAGES = Path("/sys/kernel/mm/transparent_hugepage/enabled")

#: a search in a fresh process, then the size of its memory on 2 MB pages (kB)
_HUGE_PAGES_USED = """
import random, re
from pathlib import Path
from solver import solve
from tests.solver.deals import played_to
solve(played_to(random.Random(3), 9), points=False)
text = Path("/proc/self/smaps_rollup").read_text()
print(re.search(r"AnonHugePages:\\s+(\\d+) kB", text).group(1))
"""


@pytest.mark.skipif(
    not _HUGE_PAGES.exists() or "[never]" in _HUGE_PAGES.read_text(),
    reason="the system gives no transparent huge pages",
)
def test_the_table_lies_on_huge_pages() -> None:
    """The table is asked for 2 MB pages (huge_alloc(): a search reads it at random, and on
    4 KB pages nearly every lookup misses the processor's page table cache; spar5: 446
    and 415 ns a position on 4 KB pages, 378 and 382 on 2 MB ones). A search in a fresh
    process has memory on huge pages, which nothing else of ours asks for."""
    done = subprocess.run(
        [sys.executable, "-c", _HUGE_PAGES_USED],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).parents[2],
    )
    assert int(done.stdout.strip()) >= 2048, done.stdout

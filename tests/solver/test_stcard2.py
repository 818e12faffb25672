"""stcard2 (issue 17): East-West's card from the tricks search (stcard, ew_tricks_card()
in solver/_core.c) is not tried by the points search where it is the knight: there the
card that holds North-South's tricks down misled the points search most (whole deal 81 of
bench/bench_solver.py). ``EW_CARD_ANY`` tries it there too, as stcard
did. The card is only a guess of the order, never a bound: random positions give equal
values with the bit on and off, from an empty table and with one table kept, and the bit
does change the positions searched somewhere. (The brute force's endings, five cards a
hand at most, start after the eighth trick, where East-West's tricks card is not tried.)"""

from __future__ import annotations

import random

from solver.search import EW_CARD_ANY, NO_EW_TRICKS_CARD
from tests.solver.compiled import searches_differing, values_with_table_kept
from tests.solver.deals import ending_with_bishop_and_knight, played_to


def test_the_bit_changes_no_value() -> None:
    rng = random.Random(6401)
    positions = [ending_with_bishop_and_knight(rng, rng.randint(6, 10)) for _ in range(40)]
    # the bit does change the order somewhere (else this test would compare nothing)
    assert searches_differing(positions, EW_CARD_ANY) > 0
    # and nothing without East-West's tricks card, whose use it narrows
    assert searches_differing(positions[:10], EW_CARD_ANY, NO_EW_TRICKS_CARD) == 0


def test_on_and_off_with_the_table_kept_between_solves() -> None:
    rng = random.Random(6402)
    positions = [played_to(rng, trick, rng.randint(0, 3)) for trick in (3, 4, 5, 6, 7, 8)]
    assert values_with_table_kept(positions, 0) == values_with_table_kept(positions, EW_CARD_ANY)

"""The points search's bishop onto the partner's trick (sorder3, follow_weight() and
discard_weight() in _core.c; NO_BISHOP_ONTO turns it off): a bishop the adversaries hold no
card of its suit above (nor, in a plain suit, a trump to ruff it with) is its side's
wherever it falls, so played or discarded onto the partner's trick it gains nothing and is
weighed as a plain card, kept (it may take a trick); a bishop that beats the partner's
card onto a trick the partner holds anyway is tried first, as the bishop played under it;
and the third hand's bishop that the fourth hand can take comes after its low cards.

An order never changes a value: random endings give the same tricks and points with it on
and off, with the other orders on and off, and the brute force agrees on small ones. And it
must not break: the rule changes the positions searched from trick 5 of seeded deals."""

from __future__ import annotations

import random

import pytest

from solver.search import NO_BISHOP_ONTO, NO_FORESIGHT, NO_HISTORY, NO_KIN, NO_MERGE
from tests.solver.brute import brute
from tests.solver.compiled import searches_differing, solve_afresh
from tests.solver.test_ordering import _from_trick
from tests.solver.test_pruning import _solve, _with_knights
from whist.games import BISHOPS_WHIST


@pytest.mark.parametrize(
    "others",
    [0, NO_MERGE, NO_FORESIGHT | NO_KIN, NO_HISTORY],
    ids=["all", "no-merge", "no-foresight-no-kin", "no-history"],
)
def test_the_bishop_onto_the_partner_changes_no_value(others: int) -> None:
    """Endings of 5-7 cards a hand (two knights or more still held), a random part of the
    trick played: tricks and points equal with the rule on and off."""
    rng = random.Random(6007 + 11 * others)
    for _ in range(30):
        position = _with_knights(rng, BISHOPS_WHIST, rng.randint(5, 7))
        on = _solve(position, others)
        assert _solve(position, others | NO_BISHOP_ONTO) == on, position
        assert on.points is not None


def test_small_endings_agree_with_the_brute_force() -> None:
    """Endings of 3-4 cards a hand: the points and tricks with the rule on are the brute
    force's, and the same with it off."""
    rng = random.Random(6011)
    for _ in range(25):
        position = _with_knights(rng, BISHOPS_WHIST, rng.randint(3, 4))
        on, _ = solve_afresh(position, 0)
        off, _ = solve_afresh(position, NO_BISHOP_ONTO)
        assert on == off, position
        assert (on.tricks, on.points) == (brute(position, "tricks"), brute(position, "points"))


def test_the_rule_is_used() -> None:
    """Six seeded deals from trick 5: the same values with the rule on and off, and the
    positions searched differ on some of them."""
    assert searches_differing(_from_trick(BISHOPS_WHIST, 5, seed=71), NO_BISHOP_ONTO) > 0

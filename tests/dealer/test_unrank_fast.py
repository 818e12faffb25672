"""The fast unranking the dealer uses (whist.ranking.unrank_deal_unchecked) is the
engine's bijection: the same deal as unrank_deal for every index tried, for both packs,
and a deal that passes the engine's full validation."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from whist import (
    BISHOPS_PACK,
    STANDARD_PACK,
    Deal,
    DealError,
    Pack,
    Seat,
    deal_count,
    format_hand,
    unrank_deal,
)
from whist.ranking import rank_deal, unrank_deal_unchecked


@pytest.mark.parametrize("pack", [STANDARD_PACK, BISHOPS_PACK], ids=lambda p: p.name)
def test_edges_and_random(pack: Pack) -> None:
    total = deal_count(pack)
    rng = random.Random(3)
    indices = [0, 1, 2, total // 2, total - 2, total - 1]
    indices += [rng.randrange(total) for _ in range(300)]
    for index in indices:
        fast = unrank_deal_unchecked(pack, index)
        assert fast.hands == unrank_deal(pack, index).hands
        assert Deal(pack, fast.hands).hands == fast.hands  # passes validation unchanged
        assert rank_deal(fast) == index


@settings(max_examples=200, deadline=None)
@given(st.integers(0, deal_count(BISHOPS_PACK) - 1))
def test_bishops_property(index: int) -> None:
    assert unrank_deal_unchecked(BISHOPS_PACK, index) == unrank_deal(BISHOPS_PACK, index)


def test_range_checked() -> None:
    with pytest.raises(DealError, match="outside"):
        unrank_deal_unchecked(STANDARD_PACK, deal_count(STANDARD_PACK))
    with pytest.raises(DealError, match="outside"):
        unrank_deal_unchecked(STANDARD_PACK, -1)


@pytest.mark.parametrize("pack", [STANDARD_PACK, BISHOPS_PACK], ids=lambda p: p.name)
def test_hand_texts_made_while_unranking_are_format_hand(pack: Pack) -> None:
    """The PBN text the unranking writes as it places the cards (issue 14) is the
    engine's own notation of each hand, from every seat."""
    total = deal_count(pack)
    rng = random.Random(5)
    for index in [0, total - 1, *(rng.randrange(total) for _ in range(300))]:
        fast = unrank_deal_unchecked(pack, index)
        checked = unrank_deal(pack, index)  # formats its hands afterwards
        for first in Seat:
            assert fast.to_pbn(first) == checked.to_pbn(first)
        assert fast.to_pbn().split(":")[1].split() == [format_hand(h, pack) for h in fast.hands]

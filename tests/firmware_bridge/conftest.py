"""Fixtures of the bridge tests: deals of both packs, shuffled reproducibly."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from whist.deal import Deal
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack


def shuffled_deal(pack: Pack, seed: int) -> Deal:
    cards = list(pack.cards)
    random.Random(seed).shuffle(cards)
    return Deal(pack, tuple(tuple(cards[i::4]) for i in range(4)))


@pytest.fixture(params=[STANDARD_PACK, BISHOPS_PACK], ids=["standard", "bishops"])
def pack(request: pytest.FixtureRequest) -> Pack:
    result: Pack = request.param
    return result


@pytest.fixture
def shuffled() -> Callable[[Pack, int], Deal]:
    """``shuffled(pack, seed)``: a reproducible deal of ``pack``."""
    return shuffled_deal

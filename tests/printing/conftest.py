"""Boards for the printing tests, made from deal numbers with :func:`whist.unrank_deal`
(plain data, as the printing package receives them from the dealer)."""

from __future__ import annotations

import random

import pytest

from whist import (
    BISHOPS_PACK,
    KNIGHT,
    STANDARD_PACK,
    Board,
    Card,
    Suit,
    TrumpRecord,
    deal_count,
    rotating_dealer,
    unrank_deal,
)


def standard_boards(count: int, seed: int = 1897) -> list[Board]:
    """``count`` duplicate whist boards with the last card dealt (the dealer's) turned."""
    total = deal_count(STANDARD_PACK)
    rng = random.Random(seed)
    boards = []
    for number in range(1, count + 1):
        deal = unrank_deal(STANDARD_PACK, rng.randrange(total))
        dealer = rotating_dealer(number)
        trump = TrumpRecord.turned(deal.hand(dealer)[-1])
        boards.append(Board(number, deal, dealer, trump, "duplicate-whist"))
    return boards


def bishops_boards() -> list[Board]:
    """Four Bishops boards: a knight cut (pending), a knight cut with the suit named, a
    bishop cut, and an ordinary cut; each deal holds knights somewhere."""
    total = deal_count(BISHOPS_PACK)
    rng = random.Random(1899)
    trumps = [
        TrumpRecord.turned(KNIGHT),
        TrumpRecord.turned(KNIGHT).name_suit(Suit.HEARTS),
        TrumpRecord.turned(Card.parse("DB")),
        TrumpRecord.turned(Card.parse("SA")),
    ]
    boards = []
    for number, trump in enumerate(trumps, start=1):
        deal = unrank_deal(BISHOPS_PACK, rng.randrange(total))
        boards.append(Board(number, deal, rotating_dealer(number), trump, "bishops-whist"))
    return boards


@pytest.fixture(scope="session")
def boards() -> list[Board]:
    return standard_boards(8)


@pytest.fixture(scope="session")
def bishop_boards() -> list[Board]:
    return bishops_boards()

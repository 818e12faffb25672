from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from whist import (
    BISHOPS_PACK,
    KNIGHT,
    STANDARD_PACK,
    Card,
    Deal,
    DealError,
    NotationError,
    Pack,
    Rank,
    Seat,
    TrumpRecord,
    deal_count,
    find_pack,
    rank_deal,
    unrank_deal,
)

BISHOPS_EXAMPLE = "N:A642.QB.AB4.98.NN Q83.K874.762.762. K975.A965.98.QB3. B.32.KQ53.AK54.NN"


def test_standard_pack_has_52_distinct_cards_in_canonical_order() -> None:
    cards = STANDARD_PACK.cards
    assert len(cards) == 52 and len(set(cards)) == 52
    assert cards[0] == Card.parse("SA") and cards[12] == Card.parse("S2")
    assert cards[13] == Card.parse("HA") and cards[-1] == Card.parse("C2")


def test_bishops_pack_castle_aces_bishops_and_four_knights() -> None:
    """Dana 1899: castle-ace, king, queen, bishop, 9 ... 2 in each suit, four pipeless
    knights; no jacks or tens."""
    counts = Counter(BISHOPS_PACK.cards)
    assert len(BISHOPS_PACK.cards) == 52
    assert counts[KNIGHT] == 4
    assert Card.parse("SJ") not in BISHOPS_PACK and Card.parse("HT") not in BISHOPS_PACK
    assert all(
        Card(Rank.BISHOP, s) in BISHOPS_PACK for s in (c.suit for c in BISHOPS_PACK.cards) if s
    )
    assert BISHOPS_PACK.card_name(Card.parse("SA")) == "castle-ace of spades"
    assert BISHOPS_PACK.card_id(KNIGHT) == 48
    assert find_pack("bishops") is BISHOPS_PACK
    with pytest.raises(NotationError, match="packs are"):
        find_pack("tarot")


def test_deal_parse_and_format_round_trip_both_packs() -> None:
    deal = Deal.parse(BISHOPS_EXAMPLE)
    assert deal.pack is BISHOPS_PACK
    assert deal.to_pbn() == BISHOPS_EXAMPLE
    assert Deal.parse(deal.to_pbn(Seat.WEST)) == deal
    assert deal.hand(Seat.NORTH).count(KNIGHT) == 2
    assert deal.holder(Card.parse("C5")) is Seat.WEST


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543", "holds 12"),
        (
            "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876542S",
            "not a rank",
        ),
        (
            "N:AKQJT9876543.2.. .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
            "appears 2 times",
        ),
        ("AKQ", "first seat"),
        ("N:AKQJT98765432... .AKQJT98765432..", "has 2 hands"),
    ],
)
def test_bad_deals_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises((DealError, NotationError), match=message):
        Deal.parse(text)


def test_a_card_of_another_pack_is_refused() -> None:
    hands = Deal.parse(BISHOPS_EXAMPLE).hands
    with pytest.raises(DealError, match="not a card of the standard pack"):
        Deal(STANDARD_PACK, hands)


def test_deal_counts() -> None:
    """52!/(13!)^4 for the standard pack; for the Bishops pack knights are identical, so
    count each way of splitting them once."""
    assert deal_count(STANDARD_PACK) == 53644737765488792839237440000
    from math import comb, factorial

    expected = 0
    for a in range(5):
        for b in range(5 - a):
            for c in range(5 - a - b):
                d = 4 - a - b - c
                caps = [13 - a, 13 - b, 13 - c, 13 - d]
                m = factorial(48)
                for x in caps:
                    m //= factorial(x)
                expected += m
    assert deal_count(BISHOPS_PACK) == expected
    assert comb(52, 13) < deal_count(BISHOPS_PACK) < deal_count(STANDARD_PACK)


@pytest.mark.parametrize("pack", [STANDARD_PACK, BISHOPS_PACK], ids=lambda p: p.name)
def test_rank_unrank_ends(pack: Pack) -> None:
    last = deal_count(pack) - 1
    assert rank_deal(unrank_deal(pack, 0)) == 0
    assert rank_deal(unrank_deal(pack, last)) == last
    with pytest.raises(DealError, match="outside"):
        unrank_deal(pack, last + 1)


@given(st.data())
def test_rank_unrank_round_trip(data: st.DataObject) -> None:
    pack = data.draw(st.sampled_from([STANDARD_PACK, BISHOPS_PACK]))
    index = data.draw(st.integers(0, deal_count(pack) - 1))
    deal = unrank_deal(pack, index)
    assert rank_deal(deal) == index
    assert Deal.parse(deal.to_pbn(), pack) == deal


def test_rank_of_the_bishops_example_is_stable() -> None:
    deal = Deal.parse(BISHOPS_EXAMPLE)
    assert unrank_deal(BISHOPS_PACK, rank_deal(deal)) == deal


@pytest.mark.parametrize(
    ("text", "display"),
    [
        ("C5", "♣5"),
        ("N", "knight (trump named by dealer)"),
        ("N=S", "knight, ♠ named"),
        ("NT", "no trumps"),
        ("H", "♥"),
    ],
)
def test_trump_record_parse_format(text: str, display: str) -> None:
    record = TrumpRecord.parse(text)
    assert str(record) == text and record.display == display


def test_trump_record_knight_cut_is_pending_until_named() -> None:
    record = TrumpRecord.turned(KNIGHT)
    assert record.is_pending
    named = record.name_suit(Card.parse("S2").suit)  # type: ignore[arg-type]
    assert not named.is_pending and str(named) == "N=S"
    with pytest.raises(NotationError, match="only a knight cut"):
        TrumpRecord.parse("C5").name_suit(named.suit)  # type: ignore[arg-type]
    assert TrumpRecord.parse("DB").is_bishop_cut

"""Bridge Whist in PBN: our declaration tags and the play, written and read back
(docs/notation.md)."""

from __future__ import annotations

import random

import pytest

from dealer.formats.pbn import PbnRecord, board_from_record, dumps, loads, record_from_board
from dealer.formats.pbn.bridge_whist import (
    declaration_actions,
    declaration_from_record,
    declaration_tags,
    record_with_bridge_play,
    replay_bridge_record,
)
from dealer.formats.pbn.check import check_record
from tests.whist.test_bridge_random import play_at_random, random_deal
from whist import Board, NotationError, Seat, Suit
from whist.bridge import BridgePlay
from whist.declaration import Declaration
from whist.seats import SEATS


def test_declaration_tags_round_trip() -> None:
    for dealer in SEATS:
        for declarer in (dealer, dealer.partner):
            for suit in (*Suit, None):
                for doubles in range(5):
                    declaration = Declaration(dealer, suit, declarer, doubles)
                    record = PbnRecord((("Dealer", dealer.letter), *declaration_tags(declaration)))
                    assert declaration_from_record(record) == declaration
                    play = BridgePlay(random_deal(random.Random(doubles)), dealer)
                    for action in declaration_actions(declaration):
                        play.apply(action)
                    assert play.declaration == declaration


def test_the_tags_as_written() -> None:
    declaration = Declaration(Seat.SOUTH, None, Seat.NORTH, 1)
    assert declaration_tags(declaration) == (
        ("WhistDeclaration", "NT"),
        ("WhistDeclaredBy", "N"),
        ("WhistDoubles", "1"),
    )


@pytest.mark.parametrize("seed", range(40))
def test_a_played_hand_round_trips(seed: int) -> None:
    rng = random.Random(seed)
    deal = random_deal(rng)
    dealer = SEATS[seed % 4]
    play, _ = play_at_random(rng, deal, dealer, renounces=seed % 2 == 0)
    board = Board(seed + 1, deal, dealer, None, "bridge-whist")
    record = record_with_bridge_play(record_from_board(board), play)
    text = dumps([record])
    assert "WhistTrump" not in text
    (again,) = loads(text)
    if not play.renounces:  # the strict checker wants a revoke marked ^R by the kiosk
        check_record(again)
    assert board_from_record(again) == board
    replayed = replay_bridge_record(again)
    assert replayed.tricks == play.tricks
    declaration = play.declaration
    assert declaration is not None
    if declaration.left_by_both:  # written as the partner's sans atout: the same score
        declaration = Declaration(dealer, None, dealer.partner, 0)
    assert replayed.declaration == declaration
    assert replayed.points().as_json() == points_without_revokes(play)
    assert dumps([record_with_bridge_play(again, replayed)]) == text


def points_without_revokes(play: BridgePlay) -> dict[str, dict[str, int]]:
    """The replay charges no revoke (the record does not say one was claimed, law (g)):
    the original's points with its revokes left unclaimed."""
    fresh = BridgePlay(play.deal, play.dealer)
    for action in play.actions:
        if type(action).__name__ != "ClaimRevoke":
            fresh.apply(action)
    return fresh.points().as_json()


def test_a_board_before_its_play_has_no_trump() -> None:
    deal = random_deal(random.Random(3))
    board = Board(7, deal, Seat.WEST, None, "bridge-whist")
    text = dumps([record_from_board(board)])
    assert '[WhistGame "bridge-whist"]' in text and "WhistTrump" not in text
    (record,) = loads(text)
    assert board_from_record(record) == board
    assert declaration_from_record(record) is None


def _record(**tags: str) -> PbnRecord:
    deal = random_deal(random.Random(1))
    base = {"WhistGame": "bridge-whist", "Dealer": "S", "Deal": deal.to_pbn()}
    base.update(tags)
    (record,) = loads(dumps([PbnRecord(tuple(base.items()))]))
    return record


@pytest.mark.parametrize(
    ("tags", "message"),
    [
        ({"WhistDeclaration": "X"}, "S, H, D, C or NT"),
        ({"WhistDeclaration": "H", "WhistDeclaredBy": "E"}, "dealer .South. or his partner"),
        ({"WhistDeclaration": "H", "WhistDeclaredBy": "Q"}, "not a seat"),
        ({"WhistDeclaration": "H", "WhistDoubles": "two"}, "not a number of doubles"),
        ({}, "no declaration: add"),
    ],
)
def test_bad_declarations_say_what_to_write(tags: dict[str, str], message: str) -> None:
    with pytest.raises(NotationError, match=message):
        replay_bridge_record(_record(**tags))


def test_the_play_is_led_by_the_dealers_left() -> None:
    """ "the player on the dealer's left leads a card"."""
    deal = random_deal(random.Random(1))
    leader = Seat.EAST  # the dealer is South: West leads
    card = deal.hand(leader)[0]
    text = dumps(
        [
            PbnRecord(
                (
                    ("WhistGame", "bridge-whist"),
                    ("Dealer", "S"),
                    ("Deal", deal.to_pbn()),
                    ("WhistDeclaration", "H"),
                    ("Play", leader.letter),
                ),
                {"Play": (f"{card} - - -",)},
            )
        ]
    )
    (record,) = loads(text)
    with pytest.raises(NotationError, match='write \\[Play "W"\\]'):
        replay_bridge_record(record)

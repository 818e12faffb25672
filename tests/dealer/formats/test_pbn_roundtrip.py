"""Property tests (hypothesis): PBN write/read round trips of random deals of both packs
(whist.ranking.unrank_deal) with random lawful play (whist.Play), complete or stopped at
a claim, and of arbitrary tag values."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer.formats.pbn import (
    PbnRecord,
    board_from_record,
    dumps,
    loads,
    play_columns,
    record_from_board,
    record_with_play,
    replay_record,
)
from whist import (
    BISHOPS_PACK,
    SEATS,
    STANDARD_PACK,
    Board,
    NotationError,
    Pack,
    Play,
    Seat,
    Suit,
    TrumpRecord,
    deal_count,
    unrank_deal,
)

PACKS = {"duplicate-whist": STANDARD_PACK, "bishops-whist": BISHOPS_PACK}


def _board(data: st.DataObject, game: str) -> Board:
    pack: Pack = PACKS[game]
    index = data.draw(st.integers(0, deal_count(pack) - 1), label="deal number")
    deal = unrank_deal(pack, index)
    dealer = data.draw(st.sampled_from(SEATS), label="dealer")
    card = data.draw(st.sampled_from(deal.hand(dealer)), label="trump card")
    trump = TrumpRecord.turned(card)
    if trump.is_pending:  # a knight cut: the dealer names the suit (Dana)
        trump = trump.name_suit(data.draw(st.sampled_from(list(Suit)), label="named"))
    number = data.draw(st.integers(1, 999), label="board")
    return Board(number, deal, dealer, trump, game)


def _random_play(board: Board, seed: int, cards: int) -> Play:
    """A lawful play of ``cards`` cards chosen at random among the lawful ones."""
    rng = random.Random(seed)
    play = Play.from_board(board)
    for _ in range(cards):
        if len(play.current_trick) == 4:
            play.quit_trick()
        play.play(rng.choice(play.lawful_plays()))
    if len(play.current_trick) == 4:
        play.quit_trick()
    return play


@settings(max_examples=60, deadline=None)
@given(
    data=st.data(),
    game=st.sampled_from(sorted(PACKS)),
    seed=st.integers(0, 2**32),
    cards=st.one_of(st.just(52), st.integers(0, 52)),
)
def test_board_and_play_round_trip(data: st.DataObject, game: str, seed: int, cards: int) -> None:
    board = _board(data, game)
    play = _random_play(board, seed, cards)
    record = record_with_play(record_from_board(board), play)
    text = dumps([record])
    (back,) = loads(text, strict=True)
    assert back.tags == record.tags and back.sections == record.sections
    assert board_from_record(back) == board
    again = replay_record(back)
    assert again.tricks == play.tricks
    assert again.is_complete == play.is_complete == (cards == 52)
    assert [p.card for p in again.current_trick] == [p.card for p in play.current_trick]
    if play.is_complete:
        # 13 tricks, every card once, and the score as the engine gives it
        played = sorted((p.card for t in again.tricks for p in t.cards), key=str)
        assert played == sorted(board.deal.pack.cards, key=str)
        assert again.score() == play.score()
    columns = play_columns(back)
    assert columns is not None and columns.first is board.leader


_TAG_NAMES = st.from_regex(r"[A-Z][A-Za-z0-9_]{0,12}", fullmatch=True).filter(
    lambda n: (
        n not in {"Play", "Auction", "Note"}
        and not n.endswith("Table")
        and n
        not in {
            "Board",
            "Deal",
            "Dealer",
            "Declarer",
            "Contract",
            "Result",
            "WhistGame",
            "WhistTrump",
            "Date",
            "Round",
            "Vulnerable",
            "Scoring",
            "Competition",
            "Mode",
            "Hidden",
            "FrenchMP",
            "Time",
            "UTCTime",
            "UTCDate",
            "EventDate",
            "OptimumScore",
            "ScoreRubberHistory",
            "WestType",
            "NorthType",
            "EastType",
            "SouthType",
        }
        and not n.startswith("Score")
    )
)
_VALUES = st.text(
    alphabet=st.characters(
        min_codepoint=0x20, max_codepoint=0x17F, blacklist_categories=("Cs", "Cc")
    ),
    max_size=40,
).filter(lambda v: v != "#" and not v.startswith("##"))


@settings(max_examples=80, deadline=None)
@given(
    tags=st.lists(st.tuples(_TAG_NAMES, _VALUES), min_size=1, max_size=6, unique_by=lambda t: t[0])
)
def test_tag_values_round_trip_with_escapes(tags: list[tuple[str, str]]) -> None:
    record = PbnRecord(tuple(tags))
    (back,) = loads(dumps([record]))
    assert back.tags == record.tags


def test_every_seat_can_lead_a_written_play() -> None:
    deal = unrank_deal(STANDARD_PACK, 123456789)
    for dealer in Seat:
        board = Board(1, deal, dealer, TrumpRecord.fixed(Suit.HEARTS))
        play = _random_play(board, 7, 52)
        (back,) = loads(dumps([record_with_play(record_from_board(board), play)]))
        assert replay_record(back).tricks == play.tricks


#: pieces of a tag value as written in the file: escapes, table widths, comment and
#: bracket characters inside the quotes
_RAW_VALUES = st.lists(
    st.sampled_from(["a", " ", '\\"', "\\\\", "\\2", "R", ";", "{", "}", "[", "]", "%", "#"]),
    max_size=10,
).map("".join)


@settings(max_examples=150, deadline=None)
@given(raw=_RAW_VALUES)
def test_one_line_and_several_line_tags_read_alike(raw: str) -> None:
    """The one-line fast path and the character scanner agree, errors included."""
    one = f'[Event "{raw}"]\n'
    spread = f'[\nEvent\n"{raw}"\n]\n'
    try:
        fast = loads(one)
    except NotationError:
        with pytest.raises(NotationError):
            loads(spread)
        return
    slow = loads(spread)
    assert [r.tags for r in fast] == [r.tags for r in slow]

"""Generation (dealer/generate.py): the documented counter-mode derivation recomputed
by hand, reproducibility, trump records from the dealer's hand (law 13; Dana's cut),
knights named in advance or pending, dealer rotation, commitment and verification."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from dealer.event import EventError, commitment_of
from dealer.generate import (
    SCHEME,
    DealerRotation,
    Generator,
    create_event,
    generate_boards,
    parse_secret,
    verify_event,
)
from whist import (
    BISHOPS_PACK,
    KNIGHT,
    Board,
    Seat,
    Suit,
    TrumpRecord,
    deal_count,
    unrank_deal,
)

SECRET = bytes(range(32))


def first_candidates(secret: bytes, salt: str, board: int, pack_total: int) -> int:
    """The module docstring's derivation, written out independently."""
    prefix = (
        b"whist-dealer/1\x00"
        + len(secret).to_bytes(4, "big")
        + secret
        + len(salt.encode()).to_bytes(4, "big")
        + salt.encode()
    )
    bits = (pack_total - 1).bit_length()
    k = 0
    while True:
        block = hashlib.sha256(prefix + board.to_bytes(4, "big") + k.to_bytes(4, "big")).digest()
        value = int.from_bytes(block, "big") >> (256 - bits)
        if value < pack_total:
            return value
        k += 1


@pytest.mark.parametrize(
    ("game", "salt", "board"),
    [
        ("duplicate-whist", "", 1),
        ("duplicate-whist", "lottery 4711", 36),
        ("bishops-whist", "club night", 7),
    ],
)
def test_derivation_matches_documented_scheme(game: str, salt: str, board: int) -> None:
    generator = Generator(SECRET, game=game, salt=salt)
    total = deal_count(generator.pack)
    number = first_candidates(SECRET, salt, board, total)
    assert generator.deal_number(board) == number
    assert generator.board(board, Seat.NORTH).deal == unrank_deal(generator.pack, number)


def test_golden_board_is_stable_across_machines() -> None:
    board = Generator(SECRET, game="duplicate-whist").board(1, Seat.NORTH)
    assert board.deal.to_pbn() == (
        "N:KJ973.J4.K643.32 8.976.AQ97.QT985 65.KQT32.JT5.A74 AQT42.A85.82.KJ6"
    )
    assert str(board.trump) == "S3"


def test_reproducible_and_secret_dependent() -> None:
    a = list(generate_boards(SECRET, range(1, 9), game="duplicate-whist"))
    b = list(generate_boards(SECRET, range(1, 9), game="duplicate-whist"))
    c = list(generate_boards(bytes(32), range(1, 9), game="duplicate-whist"))
    d = list(generate_boards(SECRET, range(1, 9), game="duplicate-whist", salt="x"))
    assert a == b
    assert all(x.deal != y.deal for x, y in zip(a, c, strict=True))
    assert all(x.deal != y.deal for x, y in zip(a, d, strict=True))
    # Each board has its own stream: board 5 alone equals board 5 of the set.
    assert next(generate_boards(SECRET, [5], game="duplicate-whist")) == a[4]


def test_trump_is_dealers_card_and_uniform_over_hand() -> None:
    boards = list(generate_boards(SECRET, range(1, 2601), game="duplicate-whist"))
    positions: Counter[int] = Counter()
    for board in boards:
        assert board.trump is not None and board.trump.card is not None
        hand = board.deal.hand(board.dealer)
        assert board.trump.card in hand  # law 13: the last card dealt is the dealer's
        positions[hand.index(board.trump.card)] += 1
    # 2600 draws over 13 positions: 200 expected each; chi-square with 12 d.f. < 32.9
    # (p = 0.001) for a fair draw.
    chi2 = sum((n - 200) ** 2 / 200 for n in positions.values())
    assert len(positions) == 13 and chi2 < 32.9


def test_bishops_knights_pending_or_named_in_advance() -> None:
    numbers = range(1, 201)
    pending = list(generate_boards(SECRET, numbers, game="bishops-whist"))
    knight_boards = [b.number for b in pending if b.trump is not None and b.trump.is_knight_cut]
    assert knight_boards, "200 Bishops boards should include a knight cut"
    for board in pending:
        assert board.deal.pack is BISHOPS_PACK and board.trump is not None
        assert board.trump.card in board.deal.hand(board.dealer)
        if board.number in knight_boards:
            assert board.trump == TrumpRecord(KNIGHT, None) and board.trump.is_pending
    named = {knight_boards[0]: Suit.SPADES}
    again = list(generate_boards(SECRET, numbers, game="bishops-whist", knight_trumps=named))
    assert again[knight_boards[0] - 1].trump == TrumpRecord(KNIGHT, Suit.SPADES)
    assert [b.deal for b in again] == [b.deal for b in pending]


def test_dealer_rotation() -> None:
    assert [DealerRotation().dealer(n) for n in range(1, 6)] == [
        Seat.NORTH,
        Seat.EAST,
        Seat.SOUTH,
        Seat.WEST,
        Seat.NORTH,
    ]
    assert DealerRotation(first=Seat.SOUTH).dealer(2) is Seat.WEST
    assert DealerRotation(fixed=Seat.EAST).dealer(3) is Seat.EAST


def test_create_and_verify() -> None:
    event = create_event(boards=12, secret=SECRET, salt="s", name="Club")
    assert event.commitment == commitment_of(SECRET)
    assert event.derivation is not None and event.derivation.scheme == SCHEME
    result = verify_event(event, SECRET)
    assert result.ok and result.boards_ok == tuple(range(1, 13))

    wrong = verify_event(event, bytes(32))
    assert not wrong.ok and not wrong.commitment_ok
    assert "not this event's secret" in wrong.problems[0]

    swapped = Board(2, event.boards[2].deal, event.boards[1].dealer, event.boards[1].trump)
    tampered = type(event)(
        **{**event.__dict__, "boards": (event.boards[0], swapped, *event.boards[2:])}
    )
    result = verify_event(tampered, SECRET)
    assert not result.ok and result.problems == ("board 2: the deal does not come from the secret",)


def test_verify_accepts_knight_suit_named_later() -> None:
    event = create_event(boards=200, game="bishops-whist", secret=SECRET)
    knight = next(b for b in event.boards if b.trump is not None and b.trump.is_pending)
    named = event.with_trump(knight.number, TrumpRecord(KNIGHT, Suit.CLUBS))
    assert verify_event(named, SECRET).ok


def test_errors() -> None:
    with pytest.raises(EventError, match="at least one board"):
        create_event(boards=0)
    with pytest.raises(EventError, match="no knights"):
        create_event(boards=2, knight_trumps={1: Suit.SPADES})
    with pytest.raises(EventError, match="not in this event"):
        create_event(boards=2, game="bishops-whist", knight_trumps={5: Suit.SPADES})
    with pytest.raises(EventError, match="hex digits"):
        parse_secret("not hex")
    with pytest.raises(EventError, match="at least 16"):
        parse_secret("abcd")
    assert parse_secret("00 01" + "02" * 14) == bytes([0, 1] + [2] * 14)


@pytest.mark.parametrize(
    "rotation",
    [DealerRotation(), DealerRotation(first=Seat.EAST), DealerRotation(fixed=Seat.WEST)],
)
def test_generated_boards_take_the_rotations_dealer_and_its_hand(rotation: DealerRotation) -> None:
    """generate_boards looks the four dealers up once (seats rotate modulo four): every
    board, from any first number, has the dealer the rotation gives and the board the
    generator makes for that dealer."""
    numbers = [*range(1, 10), *range(37, 42)]
    generator = Generator(SECRET, game="duplicate-whist")
    boards = list(generate_boards(SECRET, numbers, game="duplicate-whist", rotation=rotation))
    assert [b.dealer for b in boards] == [rotation.dealer(n) for n in numbers]
    assert boards == [generator.board(n, rotation.dealer(n)) for n in numbers]

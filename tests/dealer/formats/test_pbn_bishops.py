"""The shipped PBN of Dana's example hand (*Bishops Whist*, 1899, "A hand will now be
played") replays to every trick winner and the final score the book states.

A = North, D = East, B = South, C = West; C deals, cuts the 5 of clubs; A leads.
Tricks 3, 7 (C's club) and 12 are reconstructed where the OCR text is silent; the
reasoning is in tests/whist/test_bishops_example.py and the file's header.
"""

from __future__ import annotations

from importlib import resources

from dealer.formats.pbn import board_from_record, loads, replay_record
from whist import BISHOPS_PACK, Card, Seat, Side, TrumpRecord

A, D, B, C = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

#: (cards in play order, winner) -- as the book gives them (reconstructions marked).
TRICKS: list[tuple[str, Seat]] = [
    ("HQ H4 H5 H2", A),
    ("SA S3 S5 N", A),  # C's knights revoke
    ("D4 D2 D8 D3", B),  # reconstructed: "goes to B, cheaply enough"
    ("SK N S2 S8", B),
    ("HA H3 N H8", B),
    ("S9 SB S6 SQ", D),
    ("HK H6 C4 HB", C),  # C trumps (the 4 or the 5: a choice)
    ("CA C8 C2 C3", C),
    ("CK C9 C7 CQ", C),
    ("DK DA D7 D9", A),
    ("S4 C6 S7 D5", D),
    ("H7 H9 C5 DB", C),  # reconstructed by elimination
    ("DQ N D6 CB", A),  # the knight's trick: the last knight played wins the 13th
]


def _record() -> str:
    return resources.files("whist").joinpath("data/bishops-example.pbn").read_text("utf-8")


def test_the_shipped_file_holds_the_four_hands_and_trump() -> None:
    (record,) = loads(_record(), strict=True)
    board = board_from_record(record)
    assert board.game == "bishops-whist" and board.deal.pack is BISHOPS_PACK
    assert board.dealer is C and board.leader is A
    assert board.trump == TrumpRecord.turned(Card.parse("C5"))
    assert board.deal.to_pbn(Seat.NORTH) == (
        "N:A642.QB.AB4.98.NN Q83.K874.762.762. K975.A965.98.QB3. B.32.KQ53.AK54.NN"
    )


def test_replay_gives_every_trick_winner_and_the_score() -> None:
    (record,) = loads(_record())
    play = replay_record(record)
    assert play.is_complete and not play.renounces
    for trick, (cards, winner) in zip(play.tricks, TRICKS, strict=True):
        assert [str(p.card) for p in trick.cards] == cards.split(), trick
        assert trick.winner is winner, trick
    score = play.score()
    assert score.tricks == {Side.NS: 7, Side.EW: 6}
    # "A and B score 1 point for the odd trick and 2 for the bishop of clubs" (3);
    # C and D score three bishops (6).
    assert score.points == {Side.NS: 3, Side.EW: 6}


def test_play_columns_start_from_the_play_seat_not_the_trick_leader() -> None:
    (record,) = loads(_record())
    lines = record.sections["Play"]
    # trick 4 is led by B (South) but written in the columns N E S W
    assert lines[3].split() == ["S2", "S8", "SK", "N"]
    assert record.get("Play") == "N"

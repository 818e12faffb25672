"""Streaming the event folder (issue 14): the boards go to ``boards.pbn`` and
``event.json`` as they are made, never held together, and the files are still
replaced whole or not at all."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer.event import EventError
from dealer.folder import load_event, save_event, stream_event
from dealer.generate import create_event, plan_event
from whist import Board, Deal, Seat, format_hand

SECRET = bytes(range(16))


def test_streamed_folder_is_byte_for_byte_the_saved_one(tmp_path: Path) -> None:
    whole = create_event(boards=30, game="bishops-whist", secret=SECRET, event_id="e")
    save_event(whole, tmp_path / "whole")
    header, made = plan_event(boards=30, game="bishops-whist", secret=SECRET, event_id="e")
    header = header.__class__(**{**header.__dict__, "created": whole.created})
    dealt = stream_event(header, made, 30, tmp_path / "streamed")
    assert (dealt.count, dealt.first, dealt.last) == (30, 1, 30)
    for name in ("boards.pbn", "event.json", "secret"):
        assert (tmp_path / "streamed" / name).read_bytes() == (
            tmp_path / "whole" / name
        ).read_bytes()
    assert load_event(tmp_path / "streamed").boards == whole.boards


def test_boards_are_not_held_while_streaming(tmp_path: Path) -> None:
    """Each board is let go once written: of the first 500 boards made, none is still
    alive when the 1000th is made (memory flat in the number of boards)."""
    header, made = plan_event(boards=1000, secret=SECRET, event_id="e")
    alive: list[weakref.ref[Deal]] = []
    still: list[int] = []

    def watched() -> Iterator[Board]:
        for n, board in enumerate(made, 1):
            alive.append(weakref.ref(board.deal))
            if n == 1000:
                gc.collect()
                still.append(sum(ref() is not None for ref in alive[:500]))
            yield board

    stream_event(header, watched(), 1000, tmp_path / "ev")
    assert still == [0]


def test_a_failure_half_way_replaces_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "ev"
    old = create_event(boards=4, secret=SECRET, event_id="old")
    save_event(old, folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "secret"}
    header, made = plan_event(boards=100, secret=bytes(range(1, 17)), event_id="new")

    def failing() -> Iterator[Board]:
        for n, board in enumerate(made, 1):
            if n == 60:
                raise OSError(28, "No space left on device")
            yield board

    with pytest.raises(OSError):
        stream_event(header, failing(), 100, folder, overwrite=True)
    after = {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "secret"}
    assert after == before  # no temporary file left, neither file replaced


def test_fewer_boards_than_planned_is_refused(tmp_path: Path) -> None:
    header, made = plan_event(boards=10, secret=SECRET, event_id="e")
    with pytest.raises(EventError, match="5 boards were made where 10"):
        stream_event(header, (b for _, b in zip(range(5), made, strict=False)), 10, tmp_path)
    assert not (tmp_path / "event.json").exists()
    assert not (tmp_path / "boards.pbn").exists()


@pytest.mark.parametrize("game", ["duplicate-whist", "bishops-whist"])
def test_deal_notation_without_resorting_matches_format_hand(game: str) -> None:
    """``Deal.to_pbn`` formats the hands held in canonical order in one pass; it writes
    what :func:`format_hand` (which sorts) writes, from every seat, for dealt boards
    and for a deal parsed from text (cards not the pack's own objects)."""
    _header, made = plan_event(boards=300, game=game, secret=SECRET, event_id="e")
    deals = [b.deal for b in made]
    deals.append(Deal.parse(deals[0].to_pbn(Seat.EAST)))
    for deal in deals:
        for first in Seat:
            hands = [format_hand(deal.hand(first.rotated(i)), deal.pack) for i in range(4)]
            assert deal.to_pbn(first) == f"{first.letter}:" + " ".join(hands)


def _boards_of_every_trump() -> list[Board]:
    """Boards whose trump record is a turned card, a knight cut (pending and named), a
    declared suit, no trumps and none recorded."""
    from dataclasses import replace

    from whist import KNIGHT, Suit, TrumpRecord

    made = list(create_event(boards=8, game="bishops-whist", secret=SECRET).boards)
    made += list(create_event(boards=4, secret=SECRET).boards)
    made[0] = replace(made[0], trump=TrumpRecord(KNIGHT, None))
    made[1] = replace(made[1], trump=TrumpRecord(KNIGHT, Suit.HEARTS))
    made[8] = replace(made[8], trump=TrumpRecord.fixed(Suit.CLUBS))
    made[9] = replace(made[9], trump=TrumpRecord.fixed(None))
    made[10] = replace(made[10], trump=None)
    return made


@pytest.mark.parametrize(
    "extra",
    [
        (("Event", "e"),),
        (("Event", 'the "club" \\ night'), ("Site", "Boston")),
        (("Dealer", "S"), ("Event", "e")),  # replaces a board's own tag
        (),
    ],
)
def test_streamed_record_text_is_the_general_writer(extra: tuple[tuple[str, str], ...]) -> None:
    from dealer.formats.pbn import record_from_board, record_text
    from dealer.formats.pbn.boards import BoardRecordText

    fast = BoardRecordText(extra)
    for board in _boards_of_every_trump():
        assert fast(board) == record_text(record_from_board(board, extra))


def test_streamed_json_item_is_the_general_one() -> None:
    from dealer.folder import _board_item, _board_item_fast

    for board in _boards_of_every_trump():
        assert _board_item_fast(board) == _board_item(board)

"""Our files read by an outside program: endplay (a bridge library, a dependency) reads
our PBN with a complete play card for card, and our LIN board for board.

The PBN convention (docs/formats.md): a played record carries ``[Declarer]`` = the
dealer and ``[Contract "1<trump suit>"]`` so that a bridge reader, which leads from
declarer's left, leads from the dealer's left as whist does ("the player on the left
of the dealer leads", law 13 of the book's laws) with the turned suit as trumps."""

from __future__ import annotations

import io
import random

from endplay.config import suppress_unicode
from endplay.parsers import lin as endplay_lin
from endplay.parsers import pbn as endplay_pbn

from dealer.folder import event_to_pbn
from dealer.formats import dumps_boards
from dealer.formats.pbn import dumps, loads, record_from_board, record_with_play
from dealer.generate import create_event
from whist import Deal, Play

SECRET = bytes(range(32))


def _played(seed: int, boards: int = 8) -> list[tuple[object, Play]]:
    event = create_event(boards=boards, secret=SECRET, salt=str(seed))
    rng = random.Random(seed)
    out = []
    for board in event.boards:
        play = Play.from_board(board)
        while not play.is_complete:
            seat = play.to_play
            assert seat is not None
            play.play(rng.choice(play.lawful_plays()), seat)
            if len(play.current_trick) == 4:
                play.quit_trick()
        out.append((board, play))
    return out


def _endplay_cards(board: object) -> list[str]:
    with suppress_unicode():
        return [str(c) for c in board.play]  # type: ignore[attr-defined]


def test_endplay_reads_our_played_pbn_card_for_card() -> None:
    played = _played(7)
    text = dumps(record_with_play(record_from_board(b), p) for b, p in played)  # type: ignore[arg-type]
    theirs = endplay_pbn.load(io.StringIO(text))
    assert len(theirs) == len(played)
    for (board, play), their in zip(played, theirs, strict=True):
        ours = [str(c.card) for trick in play.tricks for c in trick.cards]
        assert len(ours) == 52
        assert _endplay_cards(their) == ours, f"board {board.number}"  # type: ignore[attr-defined]
        assert their.board_num == board.number  # type: ignore[attr-defined]
        # the lead: declarer's left in bridge, the dealer's left in whist
        assert their.contract.declarer.lho.abbr == board.leader.letter  # type: ignore[attr-defined]
        with suppress_unicode():
            assert their.contract.denom.abbr[0] == board.trump.suit.letter  # type: ignore[attr-defined]
    # our own reader still takes its own tags as the truth
    for record, (board, _) in zip(loads(text), played, strict=True):
        assert record.trump == board.trump and record.get("Declarer") == board.dealer.letter  # type: ignore[attr-defined]


def test_endplay_reads_our_lin() -> None:
    boards = [b for b, _ in _played(3, boards=6)]
    data, _ = dumps_boards(boards, ".lin", lossy=True)  # type: ignore[arg-type]
    theirs = endplay_lin.load(io.StringIO(data.decode("utf-8")))
    assert len(theirs) == len(boards) == 6
    for board, their in zip(boards, theirs, strict=True):
        assert their.board_num == board.number  # type: ignore[attr-defined]
        assert their.dealer.abbr == board.dealer.letter  # type: ignore[attr-defined]
        with suppress_unicode():
            assert Deal.parse(their.deal.to_pbn()) == board.deal  # type: ignore[attr-defined]


def test_endplay_reads_an_event_boards_pbn() -> None:
    """``EVENT/boards.pbn`` (and ``whist convert``'s PBN, the same writer)."""
    event = create_event(boards=5, secret=SECRET)
    text = event_to_pbn(event)
    theirs = endplay_pbn.load(io.StringIO(text))
    assert [b.board_num for b in theirs] == [b.number for b in event.boards]
    for board, their in zip(event.boards, theirs, strict=True):
        assert Deal.parse(their.deal.to_pbn()) == board.deal
        assert their.dealer.abbr == board.dealer.letter

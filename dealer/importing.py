"""An event made from another program's deal file (Big Deal's PBN, DUP, DLM, BER, a
dealing machine's LIN or CSV...): ``whist event import FILE --out EVENT``.

What the file gives is kept: the deals, the board numbers, the dealers (formats that
hold no dealer give the usual rotation: board 1 North, 2 East, ...) and the trump
records (our PBN ``[WhistTrump]``, CSV's 19th field). A board without a trump record
gets one as the laws make it: "Deal the cards around to the left, one at a time, until
all are dealt, turning up the last card for trump" (seed 000; Laws of Whist, law 13),
and the Laws of Duplicate Whist (d) want it "recorded, before the play begins". The
file does not tell the order the cards were dealt in, so which of the dealer's thirteen
cards came last is unknown; we read the last card dealt as one of the dealer's thirteen,
each equally likely (as :mod:`dealer.generate` does), drawn from the event's secret and
the board number, so the draw is fixed once the event is written. In Bishops whist it is
the card cut, "which belongs to the dealer": the same draw; a knight waits for the
dealer to name the suit.

The deals were not made from a secret, so nothing proves they were not seen before the
event: the event gets a fresh secret only for the kiosk's table tokens, the director's
secret and the QR MACs (each made from it), and its derivation says ``imported`` with
the file's name and SHA-256, so ``whist deal verify`` says plainly that the deals were
not committed instead of failing to derive them.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from dealer.event import Derivation, Event, EventError, commitment_of
from dealer.formats.base import DealFile
from whist import Board, TrumpRecord, find_game

#: The derivation scheme of an imported event (no generator: the deals came from a file).
IMPORTED_SCHEME = "imported/1"


def drawn_trump(secret: bytes, board: Board) -> TrumpRecord:
    """The trump record of a board whose file gave none: one of the dealer's thirteen
    cards, each equally likely, from SHA-256 of the secret and the board number
    (rejection sampling keeps the draw even)."""
    hand = sorted(board.deal.hand(board.dealer), key=board.deal.pack.card_id)
    counter = 0
    while True:
        digest = hashlib.sha256(
            b"whist-import-trump" + secret + board.number.to_bytes(4, "big") + bytes([counter])
        ).digest()
        for byte in digest:
            if byte < 13 * (256 // 13):
                return TrumpRecord.turned(hand[byte % 13])
        counter += 1


def import_event(
    deal_file: DealFile,
    *,
    secret: bytes,
    source_name: str,
    source_digest: str,
    carries_dealer: bool,
    game: str | None = None,
    name: str = "",
    event_id: str | None = None,
    movement: dict[str, Any] | None = None,
) -> tuple[Event, list[str]]:
    """The event of a deal file's boards, and notes for the director of what was made
    rather than read (dealers by rotation, trump cards drawn) -- see the module doc."""
    boards = list(deal_file.boards)
    if not boards:
        raise EventError(f"{source_name}: the file holds no board with a full deal")
    games = sorted({b.game for b in boards})
    if game is None:
        if len(games) > 1:
            raise EventError(
                f"{source_name}: the boards are of several games ({', '.join(games)}); an "
                "event is of one game"
            )
        game = games[0]
    pack = find_game(game).pack
    wrong = [b.number for b in boards if b.deal.pack is not pack]
    if wrong:
        raise EventError(
            f"{source_name}: boards {wrong[:10]} are dealt from the {boards[0].deal.pack.name} "
            f"pack but {game} uses the {pack.name} pack; leave out --game or choose the "
            "game of the file"
        )
    notes: list[str] = []
    if not carries_dealer:
        notes.append(
            f"{source_name} does not say who dealt: the dealers rotate (board 1 North, 2 East, ...)"
        )
    drawn: list[int] = []
    made: list[Board] = []
    declares = find_game(game).declares_trump
    dropped = 0
    for board in boards:
        board = replace(board, game=game)
        if declares:
            # Bridge Whist: "No trump card is turned"; each table declares its trump.
            dropped += board.trump is not None
            made.append(replace(board, trump=None))
            continue
        if board.trump is None:
            board = replace(board, trump=drawn_trump(secret, board))
            drawn.append(board.number)
        made.append(board)
    if drawn:
        notes.append(
            f"the file gives no trump card for {len(drawn)} of {len(made)} boards: the last "
            "card dealt, turned for trump (law 13), is one of the dealer's thirteen, drawn "
            "for each and recorded now (the Laws of Duplicate Whist (d))"
        )
    if dropped:
        notes.append(
            f"{game}: no trump card is turned, each table declares its trump; the trump "
            f"records of {dropped} of {len(made)} boards in {source_name} are not kept"
        )
    commitment = commitment_of(secret)
    now = datetime.now(UTC)
    event = Event(
        event_id=event_id or f"{now:%Y%m%d}-{commitment[:8]}",
        name=name,
        game=game,
        boards=tuple(sorted(made, key=lambda b: b.number)),
        commitment=commitment,
        secret=secret,
        movement=movement,
        created=now.isoformat(timespec="seconds").replace("+00:00", "Z"),
        derivation=Derivation(scheme=IMPORTED_SCHEME, salt=f"{source_name} sha256:{source_digest}"),
    )
    return event, notes

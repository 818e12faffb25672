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

A PBN file is streamed (issue 14: memory flat in the boards): :func:`survey_pbn` reads
it once with :class:`~dealer.formats.pbn.stream.PbnBoardStream` for what the event's
header needs before its boards (the count, the one game, the first board's
``[Event]``, the file's SHA-256), then :func:`stream_import` reads it again and writes
each board as it comes through :func:`~dealer.folder.stream_event`: the same folder,
byte for byte, as :func:`import_event` and :func:`~dealer.folder.save_event`. The
event's boards are sorted by number, so a file whose numbers do not ascend, and any
file the survey cannot settle (an error, several games, another pack), is imported
the whole-file way, with its result or its error.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dealer.event import Derivation, Event, EventError, commitment_of
from dealer.formats.base import DealFile
from whist import Board, NotationError, TrumpRecord, find_game

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
    now: datetime | None = None,
) -> tuple[Event, list[str]]:
    """The event of a deal file's boards, and notes for the director of what was made
    rather than read (dealers by rotation, trump cards drawn) -- see the module doc.
    ``now`` is the time the event is made (default: the clock)."""
    boards = list(deal_file.boards)
    if not boards:
        raise EventError(f"{source_name}: the file holds no board with a full deal")
    game = _event_game({b.game for b in boards}, game, source_name)
    pack = find_game(game).pack
    wrong = [b.number for b in boards if b.deal.pack is not pack]
    if wrong:
        raise EventError(
            f"{source_name}: boards {wrong[:10]} are dealt from the {boards[0].deal.pack.name} "
            f"pack but {game} uses the {pack.name} pack; leave out --game or choose the "
            "game of the file"
        )
    made = [imported_board(board, game, secret) for board in boards]
    without_trump = sum(b.trump is None for b in boards)
    notes = import_notes(source_name, carries_dealer, game, len(made), without_trump)
    event = replace(
        import_header(
            secret=secret,
            source_name=source_name,
            source_digest=source_digest,
            game=game,
            name=name,
            event_id=event_id,
            movement=movement,
            now=now,
        ),
        boards=tuple(sorted(made, key=lambda b: b.number)),
    )
    return event, notes


def _event_game(games: set[str], game: str | None, source_name: str) -> str:
    """The event's game: ``game`` when given, else the one game of the file's boards."""
    if game is not None:
        return game
    if len(games) > 1:
        raise EventError(
            f"{source_name}: the boards are of several games ({', '.join(sorted(games))}); an "
            "event is of one game"
        )
    return next(iter(games))


def imported_board(board: Board, game: str, secret: bytes) -> Board:
    """A file's board as the event keeps it: of the event's game, with the file's trump
    record, or one drawn (:func:`drawn_trump`), or none (Bridge Whist: "No trump card is
    turned"; each table declares its trump)."""
    board = replace(board, game=game)
    if find_game(game).declares_trump:
        return replace(board, trump=None) if board.trump is not None else board
    if board.trump is None:
        return replace(board, trump=drawn_trump(secret, board))
    return board


def import_notes(
    source_name: str, carries_dealer: bool, game: str, count: int, without_trump: int
) -> list[str]:
    """What was made rather than read, for the director: dealers by rotation, trump
    cards drawn for ``without_trump`` of ``count`` boards, or records dropped."""
    notes: list[str] = []
    if not carries_dealer:
        notes.append(
            f"{source_name} does not say who dealt: the dealers rotate (board 1 North, 2 East, ...)"
        )
    if find_game(game).declares_trump:
        dropped = count - without_trump
        if dropped:
            notes.append(
                f"{game}: no trump card is turned, each table declares its trump; the trump "
                f"records of {dropped} of {count} boards in {source_name} are not kept"
            )
    elif without_trump:
        notes.append(
            f"the file gives no trump card for {without_trump} of {count} boards: the last "
            "card dealt, turned for trump (law 13), is one of the dealer's thirteen, drawn "
            "for each and recorded now (the Laws of Duplicate Whist (d))"
        )
    return notes


def import_header(
    *,
    secret: bytes,
    source_name: str,
    source_digest: str,
    game: str,
    name: str = "",
    event_id: str | None = None,
    movement: dict[str, Any] | None = None,
    now: datetime | None = None,
) -> Event:
    """The imported event without its boards (checked by :class:`Event` as any event)."""
    commitment = commitment_of(secret)
    now = now or datetime.now(UTC)
    return Event(
        event_id=event_id or f"{now:%Y%m%d}-{commitment[:8]}",
        name=name,
        game=game,
        boards=(),
        commitment=commitment,
        secret=secret,
        movement=movement,
        created=now.isoformat(timespec="seconds").replace("+00:00", "Z"),
        derivation=Derivation(scheme=IMPORTED_SCHEME, salt=f"{source_name} sha256:{source_digest}"),
    )


@dataclass(frozen=True)
class PbnSurvey:
    """What a first pass over a PBN file learns without keeping its boards: enough to
    write the event's header before its boards (:func:`survey_pbn`)."""

    count: int
    games: frozenset[str]
    packs: frozenset[str]
    without_trump: int
    first_tags: tuple[tuple[str, str], ...]
    first: int
    last: int
    numbers: tuple[int, ...] | None
    warnings: tuple[str, ...]
    digest: str


def survey_pbn(path: str | os.PathLike[str], *, keep_numbers: bool = False) -> PbnSurvey | None:
    """A first pass over a PBN file with the streaming reader, or ``None`` when the
    boards cannot be streamed into an event as the whole-file import makes it: no board,
    numbers not ascending (the event's boards are sorted), a damaged or unusual file
    (any error, or the stream reading the whole file) -- the caller then imports the
    whole-file way, which gives its result or its error exactly as before.
    ``keep_numbers`` keeps the board numbers (for a movement's check)."""
    from dealer.formats.pbn.stream import PbnBoardStream
    from fileio import open_binary

    count = without_trump = first = last = 0
    games: set[str] = set()
    packs: set[str] = set()
    first_tags: tuple[tuple[str, str], ...] = ()
    numbers: list[int] | None = [] if keep_numbers else None
    try:
        with open_binary(path) as handle:
            stream = PbnBoardStream(handle, str(path))
            for board, tags in stream:
                if count == 0:
                    first, first_tags = board.number, tags
                elif board.number <= last:
                    return None  # not ascending: the whole-file way sorts them
                last = board.number
                count += 1
                games.add(board.game)
                packs.add(board.deal.pack.name)
                without_trump += board.trump is None
                if numbers is not None:
                    numbers.append(board.number)
            if stream.paths["whole"] or not count:
                return None
            sha = hashlib.sha256()
            handle.seek(0)
            while block := handle.read(1 << 20):
                sha.update(block)
    except (NotationError, ValueError, OSError):
        return None
    return PbnSurvey(
        count=count,
        games=frozenset(games),
        packs=frozenset(packs),
        without_trump=without_trump,
        first_tags=first_tags,
        first=first,
        last=last,
        numbers=None if numbers is None else tuple(numbers),
        warnings=stream.warnings,
        digest=sha.hexdigest(),
    )


def stream_game(survey: PbnSurvey, game: str | None) -> str | None:
    """The game of the event a surveyed file makes (``game`` when given), or ``None``
    when the whole-file import refuses the file (several games, or a pack the game does
    not use) and must give its error."""
    if game is None:
        if len(survey.games) != 1:
            return None
        game = next(iter(survey.games))
    if survey.packs != {find_game(game).pack.name}:
        return None
    return game


def stream_import(
    path: str | os.PathLike[str],
    survey: PbnSurvey,
    out: str | os.PathLike[str],
    *,
    secret: bytes,
    carries_dealer: bool,
    game: str | None = None,
    name: str = "",
    event_id: str | None = None,
    movement: dict[str, Any] | None = None,
    overwrite: bool = False,
    now: datetime | None = None,
) -> tuple[Event, list[str]] | None:
    """:func:`import_event` and :func:`~dealer.folder.save_event` of a PBN file surveyed
    by :func:`survey_pbn`, its boards read a second time and written as they are read
    (memory flat in the number of boards): the same folder, byte for byte. Returns the
    event's header (no boards) and the notes, or ``None`` when the survey shows an
    error the whole-file import must give (several games, a pack the game does not
    use): nothing is written then. A file changed between the two passes is refused
    and neither event file is written."""
    from dealer.folder import stream_event
    from dealer.formats.pbn.stream import PbnBoardStream
    from fileio import open_binary

    source_name = Path(path).name
    game = stream_game(survey, game)
    if game is None:
        return None
    header = import_header(
        secret=secret,
        source_name=source_name,
        source_digest=survey.digest,
        game=game,
        name=name,
        event_id=event_id,
        movement=movement,
        now=now,
    )
    notes = import_notes(source_name, carries_dealer, game, survey.count, survey.without_trump)

    def boards(stream: PbnBoardStream) -> Iterator[Board]:
        last = None
        for board, _tags in stream:
            if (last is not None and board.number <= last) or board.number > survey.last:
                break
            last = board.number
            yield imported_board(board, game, secret)
        if last != survey.last or stream.paths["whole"]:
            raise EventError(
                f"{source_name} changed while it was read; import it again once it is "
                "no longer being written"
            )

    with open_binary(path) as handle:
        stream_event(header, boards(PbnBoardStream(handle, str(path))), survey.count, out,
                     overwrite=overwrite)  # fmt: skip
    return header, notes

"""The ``[Play]`` section: read column by column (:func:`play_columns`), replayed on the
engine (:func:`replay_record`), and written from a :class:`whist.Play`
(:func:`record_with_play`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dealer.formats.pbn.record import WHIST_TRUMP, PbnRecord
from dealer.formats.pbn.writer import bridge_tags
from whist.cards import Card
from whist.deal import guess_pack
from whist.errors import IllegalPlayError, LawError, NotationError
from whist.packs import BISHOPS_PACK
from whist.seats import Seat
from whist.trump import TrumpRecord

if TYPE_CHECKING:  # the engine's play (and its laws) loads only when a [Play] is read
    from whist.play import Play

# --- the play section -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """One line (trick) of ``[Play]``: the card of each seat (``None``: ``-``, not played)
    and the line it is written on. ``marks`` holds the irregularity marks (``^R``, ``^L``)
    written before a seat's card."""

    cards: Mapping[Seat, Card | None]
    line: int
    marks: Mapping[Seat, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayColumns:
    """``[Play]`` read column by column: ``first`` is the seat of the first column (the
    opening leader), ``tricks`` in order; ``continued`` when the play ends with ``+``."""

    first: Seat
    tricks: tuple[PlayedTrick, ...]
    continued: bool
    line: int


_NOTE_REF = re.compile(r"=\d+=")
_NAG = re.compile(r"\$\d+")
_SUFFIX = re.compile(r"(!!|\?\?|!\?|\?!|!|\?)$")


def _split_annotations(word: str) -> str:
    """A card word without its attached ``=n=`` note reference or suffix."""
    word = _NOTE_REF.sub("", word)
    return _SUFFIX.sub("", word)


def play_columns(record: PbnRecord) -> PlayColumns | None:
    """``[Play]`` as columns per seat, or ``None`` when the record has no play section.

    The column order is the seat order from the ``[Play]`` seat, the same on every line;
    the play order of a trick starts from its leader (PBN 2.1 section 3.6)."""
    if "Play" not in record.sections:
        return None
    value = (record.get("Play") or "").strip()
    tag_line = record.line_of("Play")
    lines = record.sections["Play"]
    numbers = record.section_lines.get("Play", tuple(tag_line + 1 + i for i in range(len(lines))))
    words: list[tuple[str, int]] = [
        (w, n) for text, n in zip(lines, numbers, strict=False) for w in text.split()
    ]
    if not value or value == "?":
        if any(w not in ("*", "+") for w, _ in words):
            raise record.error(
                '[Play] names no seat but has cards: write the opening leader, e.g. [Play "W"]',
                "Play",
            )
        return PlayColumns(Seat.NORTH, (), bool(words and words[0][0] == "+"), tag_line)
    try:
        first = Seat.parse(value)
    except NotationError:
        raise record.error(
            f'[Play "{value}"] must name the opening leader: N, E, S or W', "Play"
        ) from None
    tricks: list[PlayedTrick] = []
    column: dict[Seat, Card | None] = {}
    marks: dict[Seat, str] = {}
    pending_mark = ""
    trick_line = 0
    continued = False
    ended = False
    pack = record.pack
    if pack is None and record.hands is not None:
        pack = guess_pack(c for h in record.hands.values() if h for c in h)
    for word, line in words:
        if ended:
            raise record.error(f"{word!r} after the * that ends [Play]", line=line)
        if word == "*":
            ended = True
            continue
        if _NOTE_REF.fullmatch(word) or _NAG.fullmatch(word) or _SUFFIX.fullmatch(word):
            continue
        if word.startswith("^"):
            if word.upper() not in ("^R", "^L"):
                raise record.error(
                    f"{word!r} is not an irregularity of the play: ^R (revoke) or ^L (lead out "
                    "of turn)",
                    line=line,
                )
            pending_mark += word.upper()
            continue
        seat = first.rotated(len(column))
        if not column:
            trick_line = line
        if word == "+":
            if continued:
                raise record.error("a second + in [Play]: + marks where the play stops", line=line)
            continued = True
            column[seat] = None
        elif word == "-":
            column[seat] = None
        else:
            text = _split_annotations(word)
            try:
                card = Card.parse(text)
            except NotationError:
                raise record.error(
                    f"{word!r} in [Play] is not a card: write the suit then the rank "
                    "(SA, HT, D2, CB) or N for a knight",
                    line=line,
                ) from None
            if pack is not None and card not in pack:
                raise record.error(f"{card} is not a card of the {pack.name} pack", line=line)
            column[seat] = card
        if pending_mark:
            marks[seat] = pending_mark
            pending_mark = ""
        if len(column) == 4:
            tricks.append(PlayedTrick(dict(column), trick_line, dict(marks)))
            column, marks = {}, {}
    if pending_mark:
        raise record.error(f"{pending_mark} marks no card in [Play]", tag="Play")
    if column:
        if not continued:
            raise record.error(
                f"the last trick of [Play] has {len(column)} cards: write - for each card "
                "not played",
                line=trick_line,
            )
        while len(column) < 4:
            column[first.rotated(len(column))] = None
        tricks.append(PlayedTrick(dict(column), trick_line, dict(marks)))
    if len(tricks) > 13:
        raise record.error(f"[Play] has {len(tricks)} tricks; a deal has 13", line=tricks[13].line)
    return PlayColumns(first, tuple(tricks), continued, tag_line)


def contract_trump(record: PbnRecord) -> TrumpRecord | None:
    """The trump of a bridge record replayed as whist: the ``[Contract]`` strain (no
    trumps for NT), or ``None`` when there is no contract."""
    contract = record.contract
    if contract is None:
        return None
    return TrumpRecord.fixed(contract[1])


def replay_record(
    record: PbnRecord,
    game: str | None = None,
    trump: TrumpRecord | None = None,
    leader: Seat | None = None,
) -> Play:
    """Replay ``[Play]`` on the engine, trick by trick in play order, with
    :meth:`Play.play` (so renounces are recorded, not refused -- law 28).

    The game is ``game``, else ``[WhistGame]``, else the deal's pack decides; the trump is
    ``trump``, else ``[WhistTrump]``, else the ``[Contract]`` strain; the opening leader is
    ``leader``, else the ``[Play]`` seat. The replay stops at the first card not played
    (``-`` or ``+``): ``play.is_complete`` tells whether all thirteen tricks were played.
    A card its player does not hold, or played twice, is a :class:`NotationError` naming
    the line.
    """
    deal = record.deal
    if deal is None:
        raise record.error("the game has no full [Deal] to replay", "Deal")
    columns = play_columns(record)
    if columns is None:
        raise record.error("the game has no [Play] section to replay")
    game_name = (
        game or record.game or ("bishops-whist" if deal.pack is BISHOPS_PACK else "duplicate-whist")
    )
    trump_record = trump or record.trump or contract_trump(record)
    if trump_record is None:
        raise record.error(
            f'no trump for the replay: add [{WHIST_TRUMP} "C5"] (or a [Contract] for a '
            "bridge record)",
            "Play",
        )
    first = leader or columns.first
    if not columns.tricks and not columns.continued and (record.get("Play") or "") in ("", "?"):
        first = leader or (record.dealer.left if record.dealer else Seat.NORTH)
    dealer = record.dealer if record.dealer is not None else first.right
    try:
        from whist.play import Play

        play = Play(deal, game_name, trump_record, first, dealer=dealer)
    except (IllegalPlayError, LawError, NotationError) as exc:
        raise record.error(str(exc), "Play") from None
    play_columns_on(record, columns, play)
    return play


def play_columns_on(record: PbnRecord, columns: PlayColumns, play: Play) -> None:
    """Play ``columns`` on ``play`` trick by trick in play order, stopping at the first
    card not played; a card the engine refuses is a :class:`NotationError` naming its
    line."""
    for trick in columns.tricks:
        # a false lead all played to stands (law 24): ^L marks the seat that led it
        leader = next((s for s, m in trick.marks.items() if "^L" in m), play.trick_leader)
        order = [leader.rotated(i) for i in range(4)]
        for seat in order:
            card = trick.cards.get(seat)
            if card is None:
                return
            try:
                play.play(card, seat)
            except (IllegalPlayError, LawError) as exc:
                raise record.error(f"[Play]: {exc}", line=trick.line) from None
        play.quit_trick()


def seat_order(first: Seat) -> tuple[Seat, ...]:
    """The four seats from ``first`` clockwise (the column order of ``[Play]``)."""
    return tuple(first.rotated(i) for i in range(4))


def play_section_lines(play: Play, first: Seat | None = None) -> tuple[str, ...]:
    """The ``[Play]`` data lines of a play: one trick a line, columns from ``first``
    (default: the opening leader), ``-`` for cards not (yet) played, and ``*`` at the end
    when the play is not complete."""
    start = first or play.first_leader
    lines: list[str] = []
    for trick in play.tricks:
        by_seat = {p.seat: p.card for p in trick.cards}
        lines.append(" ".join(str(by_seat[s]) for s in seat_order(start)))
    if play.current_trick:
        by_seat = {p.seat: p.card for p in play.current_trick}
        lines.append(" ".join(str(by_seat[s]) if s in by_seat else "-" for s in seat_order(start)))
    if not play.is_complete:
        lines.append("*")
    return tuple(lines)


def record_with_play(record: PbnRecord, play: Play) -> PbnRecord:
    """``record`` with a ``[Play]`` section written from ``play`` (replacing any), and the
    ``[Declarer]``/``[Contract]`` a bridge reader needs to follow it
    (:func:`~dealer.formats.pbn.writer.bridge_tags`)."""
    tags = [(n, v) for n, v in record.tags if n != "Play"]
    tags.append(("Play", play.first_leader.letter))
    sections = {k: v for k, v in record.sections.items() if k != "Play"}
    sections["Play"] = play_section_lines(play)
    return bridge_tags(PbnRecord(tuple(tags), sections, record.line, record.source))

"""The strict checks of PBN 2.1 behind ``loads(text, strict=True)`` (the verifier the
docstring of :mod:`dealer.formats.pbn.check` describes under :func:`check_text`): kept
apart from the tolerant checks every read makes, so reading a file does not load the
auction's, the notes' and the play's checks (start-up of ``whist convert``)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from typing import TYPE_CHECKING

from dealer.formats.pbn.annotations import Annotations, annotation, glued, words
from dealer.formats.pbn.auction import check_auction
from dealer.formats.pbn.check import MAX_LINE
from dealer.formats.pbn.play import PlayColumns, play_columns
from dealer.formats.pbn.record import PbnRecord
from whist.cards import Card, Suit
from whist.errors import IllegalPlayError, LawError, NotationError
from whist.games import BISHOPS_WHIST, DUPLICATE_WHIST, find_game
from whist.games.base import Game
from whist.tricks import PlayedCard
from whist.trump import TrumpRecord

if TYPE_CHECKING:  # the engine's play (and its laws) loads only when a [Play] is read
    from whist.play import Play

_TABLE_COLUMN = re.compile(r"^[+-]?[A-Za-z][A-Za-z0-9_]*(\\\d+[LR]?)?$")
_ELEMENT = re.compile(r'"[^"]*"|\S+')


def _bad_character(char: str) -> bool:
    code = ord(char)
    return (code < 0x20 and char != "\t") or 0x7F <= code <= 0x9F or code > 0xFF


def check_text(text: str, source: str) -> None:
    """Strict: every line at most 255 characters of ISO 8859-1 (sections 2.2, 2.3)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line) + 1 > MAX_LINE:
            raise NotationError(
                f"the line has {len(line)} characters and its end; PBN 2.1 allows {MAX_LINE} "
                "a line, the line end included (section 2.3): break it",
                line=number,
                source=source,
            )
        for char in line:
            if _bad_character(char):
                raise NotationError(
                    f"character {char!r} (code {ord(char)}) is not a printable ISO 8859-1 "
                    "character (PBN 2.1 section 2.2)",
                    line=number,
                    source=source,
                )


def check_record(record: PbnRecord) -> None:
    """The strict checks of one game."""
    for name in ("Auction", "Play"):
        if name in record.sections and not any(line.strip() for line in record.sections[name]):
            raise record.error(
                f"[{name}] has no data: write the {'calls' if name == 'Auction' else 'tricks'}"
                ", or + (to be continued) or * (the end)",
                name,
            )
    refs: dict[str, set[int]] = {}
    if "Auction" in record.sections:
        refs["Auction"] = check_auction(record)
    if "Play" in record.sections:
        refs["Play"] = _check_play_annotations(record)
        _check_play(record)
    _check_notes(record, refs)
    for name in record.sections:
        if name not in ("Auction", "Play"):
            _check_table(record, name)


# --- notes (section 3.8) ------------------------------------------------------------------


def _check_notes(record: PbnRecord, refs: dict[str, set[int]]) -> None:
    """Every ``[Note]`` belongs to the section before it and must be referred to there;
    every reference must have its note."""
    group: str | None = None
    notes: dict[str | None, dict[int, int]] = {}
    for (name, value), line in zip(record.tags, record.tag_lines, strict=False):
        if name in ("Auction", "Play"):
            group = name
            continue
        if name != "Note":
            continue
        number = int(value.split(":", 1)[0])
        seen = notes.setdefault(group, {})
        if number in seen:
            raise record.error(f"note {number} is given twice for [{group}]", line=line)
        seen[number] = line
        if group is None or number not in refs.get(group, set()):
            where = f"[{group}]" if group else "any section before it"
            raise record.error(
                f"note {number} is not referred to (={number}=) in {where}", line=line
            )
    for section, numbers in refs.items():
        for number in sorted(numbers):
            if number not in notes.get(section, {}):
                raise record.error(
                    f'={number}= in [{section}] has no [Note "{number}:..."] after it',
                    section,
                )


# --- the play (sections 3.6, 3.9) -------------------------------------------------------------


def _check_play_annotations(record: PbnRecord) -> set[int]:
    ann = Annotations(record, "Play")
    per_line = Counter[int]()
    for word in words(record, "Play"):
        if annotation(ann, word):
            continue
        if word.text.startswith("^") or word.text in ("*",):
            continue
        glued(ann, record, word)
        per_line[word.line] += 1
        if per_line[word.line] > 4:
            raise record.error(
                "a line of [Play] holds one trick: four cards (or - / +), one per seat",
                line=word.line,
            )
    return ann.refs


def _trump_suit(record: PbnRecord) -> tuple[bool, Suit | None]:
    """(known, suit) of the trump for following the play."""
    if record.trump is not None:
        return (not record.trump.is_pending, record.trump.suit)
    contract = record.contract
    if contract is None:
        return (False, None)
    return (True, contract[1])


def _check_play(record: PbnRecord) -> None:
    columns = play_columns(record)
    if columns is None or not columns.tricks:
        return
    known, trump = _trump_suit(record)
    game: Game = find_game(record.game) if record.game else DUPLICATE_WHIST
    if not record.game:
        cards = [c for t in columns.tricks for c in t.cards.values() if c is not None]
        if any(c.is_bishop or c.is_knight for c in cards):
            game = BISHOPS_WHIST
    for trick in columns.tricks:
        for card in trick.cards.values():
            if card is not None and card not in game.pack:
                raise record.error(
                    f"{card} is not a card of the {game.pack.name} pack of {game.title}",
                    line=trick.line,
                )
    deal = record.deal
    if deal is not None and known and deal.pack is game.pack:
        _check_play_with_deal(record, columns, game, trump)
        return
    _check_play_order(record, columns, game, trump if known else None, known)


def _opening_lead_mark(record: PbnRecord, columns: PlayColumns) -> None:
    first = columns.tricks[0]
    if "^L" in first.marks.get(columns.first, ""):
        raise record.error(
            f"^L marks {columns.first.name.title()}'s opening lead as out of turn, but "
            "[Play] names this seat as the leader",
            line=first.line,
        )
    for trick in columns.tricks:
        for seat, mark in trick.marks.items():
            if len(mark) > 2:
                raise record.error(
                    f"{mark}: one irregularity mark per card ({seat.name.title()})",
                    line=trick.line,
                )


def _check_play_order(
    record: PbnRecord, columns: PlayColumns, game: Game, trump: Suit | None, known: bool
) -> None:
    """Without the deal: no card twice, no card after ``+``/``-`` in play order."""
    _opening_lead_mark(record, columns)
    hands = record.hands or {}
    seen: dict[Card, int] = {}
    leader = columns.first
    stopped = False
    for number, trick in enumerate(columns.tricks, start=1):
        played: list[PlayedCard] = []
        for i in range(4):
            seat = leader.rotated(i)
            card = trick.cards.get(seat)
            if card is None:
                stopped = True
                continue
            if stopped:
                raise record.error(
                    f"{seat.name.title()}'s {card} comes after the play stopped (+ or -)",
                    line=trick.line,
                )
            seen[card] = seen.get(card, 0) + 1
            if seen[card] > 1 and not card.is_knight:
                raise record.error(f"{card} is played twice", line=trick.line)
            hand = hands.get(seat)
            if hand is not None and card not in hand:
                raise record.error(
                    f"{seat.name.title()} plays {card}, which the deal does not give them",
                    line=trick.line,
                )
            played.append(PlayedCard(seat, card))
        if len(played) < 4 or not known:
            if not known:
                return
            continue
        leader = played[game.trick_winner(played, trump, number)].seat


def _check_play_with_deal(
    record: PbnRecord, columns: PlayColumns, game: Game, trump: Suit | None
) -> None:
    """With the deal: replay on the engine; every renounce must be marked ``^R`` and every
    ``^R`` must be a renounce; no card after ``+``/``-`` in play order; [Result] agrees."""
    _opening_lead_mark(record, columns)
    deal = record.deal
    assert deal is not None
    trump_record = record.trump if record.trump is not None else TrumpRecord.fixed(trump)
    from whist.play import Play

    play = Play(deal, game, trump_record, columns.first)
    stopped = False
    for trick in columns.tricks:
        # a false lead all played to stands (law 24): ^L marks the seat that led it
        leader = next((s for s, m in trick.marks.items() if "^L" in m), play.trick_leader)
        order = [leader.rotated(i) for i in range(4)]
        for seat in order:
            card = trick.cards.get(seat)
            if card is None:
                stopped = True
                continue
            if stopped:
                raise record.error(
                    f"{seat.name.title()}'s {card} comes after the play stopped (+ or -)",
                    line=trick.line,
                )
            try:
                renounce = play.play(card, seat)
            except (IllegalPlayError, LawError) as exc:
                raise record.error(f"[Play]: {exc}", line=trick.line) from None
            marked = "^R" in trick.marks.get(seat, "")
            if renounce is not None and not marked:
                raise record.error(
                    f"{seat.name.title()} revokes with {card} (holding "
                    f"{renounce.led.name.lower()}): mark it ^R",
                    line=trick.line,
                )
            if marked and renounce is None:
                raise record.error(
                    f"{seat.name.title()}'s {card} is marked ^R (revoke) but it is no revoke",
                    line=trick.line,
                )
        if not stopped:
            play.quit_trick()
    _check_result_against_play(record, play)


def _check_result_against_play(record: PbnRecord, play: Play) -> None:
    declarer = record.declarer
    value = (record.get("Result") or "").strip()
    if declarer is None or not value or value.startswith("^") or value == "?":
        return
    result = record.result
    if result is None:
        return
    won = play.tricks_won()[declarer.side]
    left = 13 - len(play.tricks)
    if not won <= result <= won + left:
        raise record.error(
            f"[Result {value!r}]: the declarer's side has taken {won} of the {len(play.tricks)} "
            f"tricks played, so it ends with {won} to {won + left}",
            "Result",
        )


# --- supplemental tables (section 5) ---------------------------------------------------------


def _check_table(record: PbnRecord, name: str) -> None:
    header = record.get(name) or ""
    columns = header.split(";")
    for column in columns:
        if not _TABLE_COLUMN.match(column):
            raise record.error(
                f"[{name}] column {column!r}: write Name, Name\\width, Name\\widthL or R, "
                "with + or - before to give the sort order (section 5.2)",
                name,
            )
    lines = record.sections.get(name, ())
    numbers = record.section_lines.get(name, ())
    rows: list[tuple[list[str], int]] = []
    for text, number in zip(lines, numbers, strict=False):
        elements = _ELEMENT.findall(text)
        for element in elements:
            if element.startswith('"'):
                continue
            if any(c in element for c in "%[]{}"):
                raise record.error(
                    f"table element {element!r}: % [ ] {{ }} are not allowed in tables",
                    line=number,
                )
        if len(elements) != len(columns):
            raise record.error(
                f"a row of [{name}] has {len(elements)} elements; the header has "
                f"{len(columns)} columns",
                line=number,
            )
        rows.append((elements, number))
    for index, column in enumerate(columns):
        if column[0] not in "+-":
            continue
        values: list[tuple[float, int]] = []
        for elements, number in rows:
            try:
                values.append((float(elements[index]), number))
            except ValueError:
                continue
        for (before, _), (after, number) in itertools.pairwise(values):
            if (column[0] == "-" and after < before) or (column[0] == "+" and after > before):
                order = "ascending (-)" if column[0] == "-" else "descending (+)"
                raise record.error(
                    f"[{name}] column {column.split(chr(92))[0][1:]} is declared {order} "
                    "but the rows are not in that order",
                    line=number,
                )

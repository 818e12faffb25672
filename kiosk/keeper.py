"""The table score-keeper of the social games (seed 000: Whist of 1893, Solo, Mort,
Cayenne, Dummy, Double Dummy, Humbug, Three-handed, Thirteen and the Odd).

A score-keeper table is one sitting of one game: its players, the options they agreed,
and the hands as the table declared them, each a plain record read and scored by the
game's own score sheet (:class:`whist.games.social.Sheet`, the one ``whist tally``
uses; docs/tally.md is the record's format). Nothing here scores: a hand the sheet
refuses is refused with the sheet's words.

The sitting lives in the kiosk's append-only log (:mod:`kiosk.store`), each score-keeper
table in its own stream (table ``k`` is stream ``-k``, so it never meets a duplicate
table's rows): ``keeper-open`` (game, players, options), ``keeper-hand`` (one record)
and ``keeper-undo`` (the last hand taken back). The sheet is rebuilt from those rows
when the kiosk starts again, and a second server process on the same PostgreSQL
database catches up before every answer. ``(stream, seq)`` is unique in the log: a
tablet that did not see the last hand is refused rather than scoring over it.

Who may see what: a score-keeper table's token (an HMAC of the event's secret, with a
label no duplicate table's token shares) opens that table's sheet only.
"""

from __future__ import annotations

import re
import threading
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kiosk.errors import BadRequest, Conflict, NotFound
from kiosk.event import _mac
from kiosk.keeper_cards import (
    CARD_KINDS,
    KIND_BACK,
    KIND_LINE,
    KIND_START,
    KIND_STOP,
    back_entry,
    check_setup,
    enter,
    line_for,
    scored_record,
    start_entry,
)
from kiosk.store import DuplicateAction, LogEntry, SequenceConflict, Store
from whist.errors import IllegalPlayError, NotationError
from whist.games import find_game
from whist.games.social import Sheet, SocialGame, TallyError
from whist.games.social_games import SOCIAL_GAMES
from whist.social_entry import CardEntry
from whist.social_tally import expand

KIND_OPEN, KIND_HAND, KIND_UNDO = "keeper-open", "keeper-hand", "keeper-undo"
KINDS = (KIND_OPEN, KIND_HAND, KIND_UNDO, *CARD_KINDS)
#: the most score-keeper tables one kiosk holds (a club's social evening)
MAX_TABLES = 200
#: the most hands one table's sheet takes (an evening is a few dozen): a link lying on
#: the table cannot fill the log without end
MAX_HANDS = 500
#: the most taps one hand's card-by-card entry takes (52 cards, a few claims and many
#: take-backs): the log of a link lying on the table does not grow without end
MAX_TAPS = 1000


def keeper_token(key: bytes, event_id: str, number: int) -> str:
    """The token of score-keeper table ``number``'s link (128 bits, its own label)."""
    return _mac(key, f"kiosk-keeper:{event_id}:{number}", 16)


def social_game(name: str) -> SocialGame:
    """The game ``name`` if it is one the score-keeper keeps (a social game)."""
    try:
        game = find_game(name)
    except NotationError:
        game = None
    if not isinstance(game, SocialGame):
        raise BadRequest(
            f"{name!r} is not a game the score-keeper keeps: choose one of "
            f"{', '.join(g.name for g in social_games())}"
        )
    return game


def social_games() -> list[SocialGame]:
    return list(SOCIAL_GAMES)


@dataclass
class KeeperTable:
    """One sitting: the game's sheet with the records it was built from."""

    number: int
    game: SocialGame
    players: tuple[str, ...]
    options: dict[str, Any]
    sheet: Sheet[Any, Any]
    seq: int = 1
    records: list[dict[str, Any]] = field(default_factory=list)
    client_ids: set[str] = field(default_factory=set)
    #: the next hand being entered card by card (kiosk.keeper_cards): the entry, the
    #: fields before play, the card turned
    entry: CardEntry | None = None
    setup: dict[str, Any] = field(default_factory=dict)
    turned: str | None = None
    #: the entry's taps since the last hand scored (starts, cards, claims, take-backs)
    taps: int = 0

    @property
    def stream(self) -> int:
        return -self.number


class Keepers:
    """Every score-keeper table of the kiosk, rebuilt from the log."""

    def __init__(self, store: Store, key: bytes, event_id: str) -> None:
        self.store = store
        self.key = key
        self.event_id = event_id
        self.lock = threading.RLock()
        self.tables: dict[int, KeeperTable] = {}
        self.last_id = 0
        self.replay_errors: list[str] = []
        self.catch_up()

    def token(self, number: int) -> str:
        return keeper_token(self.key, self.event_id, number)

    # -- reading the log ------------------------------------------------------------

    def catch_up(self) -> None:
        """Apply the score-keeper rows written since we last looked (by us before a
        restart, or by another server process on the same database)."""
        with self.lock:
            for entry in self.store.entries_after(self.last_id):
                self.last_id = max(self.last_id, entry.id)
                if entry.kind not in KINDS:
                    continue
                table = self.tables.get(-entry.stream)
                if table is not None and entry.client_id in table.client_ids:
                    continue  # ours, applied when it was written
                try:
                    self._apply(entry)
                except (TallyError, KeyError, BadRequest, IllegalPlayError) as exc:
                    self.replay_errors.append(f"row {entry.id} ({entry.kind}): {exc}")

    def _apply(self, entry: LogEntry) -> None:
        number = -entry.stream
        data = entry.data
        if entry.kind == KIND_OPEN:
            game = social_game(str(data["game"]))
            sheet = game.sheet_for(list(data["players"]), dict(data.get("options") or {}))
            self.tables[number] = KeeperTable(
                number, game, sheet.players, dict(sheet.options), sheet, seq=entry.seq
            )
        else:
            table = self.tables[number]
            if entry.kind in CARD_KINDS:
                self._apply_card(table, entry)
            elif entry.kind == KIND_HAND:
                table.sheet.add_record(dict(data["record"]))
                table.records.append(dict(data["record"]))
                table.entry, table.taps = None, 0
            else:
                table.sheet.undo()
                table.records.pop()
            table.seq = max(table.seq, entry.seq)
        self.tables[number].client_ids.add(entry.client_id)

    @staticmethod
    def _apply_card(table: KeeperTable, entry: LogEntry) -> None:
        data = entry.data
        table.taps += 1
        if entry.kind == KIND_START:
            table.entry, table.setup, table.turned = start_entry(
                table.sheet, table.game, data["setup"], data.get("turned")
            )
        elif entry.kind == KIND_STOP:
            table.entry = None
        elif table.entry is None:
            raise KeyError("no hand is being entered card by card")
        elif entry.kind == KIND_LINE:
            table.entry = enter(table.entry, str(data["line"]))
        else:
            table.entry = back_entry(table.entry)

    # -- the changes ------------------------------------------------------------------

    def table(self, number: int) -> KeeperTable:
        with self.lock:
            self.catch_up()
            table = self.tables.get(number)
            if table is None:
                raise NotFound(f"there is no score-keeper table {number}")
            return table

    def open(
        self,
        game_name: str,
        players: Sequence[str] | None,
        options: object = None,
    ) -> KeeperTable:
        """A new score-keeper table for a sitting of ``game_name`` (the director's)."""
        game = social_game(game_name)
        try:
            sheet = game.sheet_for(list(players) if players else None, options)
        except TallyError as exc:
            raise BadRequest(str(exc)) from None
        with self.lock:
            self.catch_up()
            if len(self.tables) >= MAX_TABLES:
                raise Conflict(f"the kiosk already keeps {MAX_TABLES} score-keeper tables")
            number = max(self.tables, default=0) + 1
            entry = LogEntry(
                client_id=uuid.uuid4().hex,
                stream=-number,
                seq=1,
                kind=KIND_OPEN,
                data={"game": game.name, "players": list(sheet.players), "options": sheet.options},
                reason="score-keeper table opened",
            )
            self._write(entry)
            return self.tables[number]

    def find(
        self, game_name: str, players: Sequence[str], options: dict[str, Any]
    ) -> KeeperTable | None:
        """The table of this game, these players and these options (every one, as the
        sheet holds them), if one is open."""
        with self.lock:
            self.catch_up()
            for table in self.tables.values():
                same = table.game.name == game_name and list(table.players) == list(players)
                if same and table.options == options:
                    return table
        return None

    def add_hand(
        self, number: int, record: object, *, seq: object, client_id: object = None
    ) -> KeeperTable:
        """Score ``record`` as the table's next hand and log it; the sheet's refusal
        (:class:`TallyError`) is raised as a :class:`BadRequest` with its words."""
        if not isinstance(record, dict):
            raise BadRequest("the hand must be an object of its fields (docs/tally.md)")
        with self.lock:
            cid = self._client_id(client_id)
            table = self.table(number)
            if cid in table.client_ids:
                return table  # a retried request: already scored
            self._expect(table, seq)
            if len(table.records) >= MAX_HANDS:
                raise Conflict(
                    f"this sheet has {MAX_HANDS} hands, the most a table keeps: ask the "
                    "director to open a new table"
                )
            try:
                # a hand given as played (its deal and actions) is logged as the record
                # its play gives, so a restart replays totals (whist.social_tally)
                played = expand(table.sheet, record)
                given = record
                record = played if isinstance(played, dict) else record
                table.sheet.add_record(record)
            except TallyError as exc:
                raise BadRequest(players_words(exc), code="refused-hand") from None
            entry = LogEntry(
                client_id=cid,
                stream=table.stream,
                seq=table.seq + 1,
                kind=KIND_HAND,
                # the deal and actions of a played hand are kept beside its record
                data={"record": record, **({"play": given["play"]} if "play" in given else {})},
            )
            try:
                self._write(entry, table)
            except BaseException:
                table.sheet.undo()
                raise
            table.records.append(record)
            table.entry, table.taps = None, 0
            return table

    def cards(
        self, number: int, data: dict[str, Any], *, seq: object, client_id: object = None
    ) -> KeeperTable:
        """One tap of the card-by-card entry (kiosk.keeper_cards): start, a card, a
        claim, Mort's penalty, Humbug's exchange, undo, stop; each logged before it
        counts. ``score`` scores the finished hand through :meth:`add_hand`."""
        do = data.get("do")
        with self.lock:
            cid = self._client_id(client_id)
            table = self.table(number)
            if cid in table.client_ids:
                return table
            if do == "score":
                if table.entry is None:
                    raise BadRequest("no hand is being entered card by card")
                record = scored_record(table.entry, table.setup, data.get("given"))
                return self.add_hand(number, record, seq=seq, client_id=cid)
            self._expect(table, seq)
            hand = table.sheet.hand_number
            change: dict[str, Any] = {"hand": hand}
            new: tuple[CardEntry | None, dict[str, Any], str | None]
            if table.taps >= MAX_TAPS and do != "stop":
                raise Conflict(
                    f"This hand has had {MAX_TAPS} taps, the most a hand takes: score it, or"
                    " stop entering its cards and enter its totals"
                )
            if do == "start":
                if table.entry is not None:
                    raise Conflict(
                        "this hand's cards are being entered already: carry on, or stop"
                        " entering them first",
                        code="stale",
                    )
                try:
                    new = start_entry(
                        table.sheet, table.game, data.get("setup"), data.get("turned")
                    )
                    check_setup(table.sheet, new[0], new[1])
                except TallyError as exc:
                    raise BadRequest(players_words(exc), code="refused-hand") from None
                kind = KIND_START
                change.update(setup=new[1], turned=new[2])
            elif table.entry is None:
                raise Conflict(
                    "no hand is being entered card by card (another tablet may have scored"
                    " or stopped it): the page has been reloaded",
                    code="stale",
                )
            elif do == "stop":
                kind, new = KIND_STOP, (None, {}, None)
            elif do == "undo":
                kind, new = KIND_BACK, (back_entry(table.entry), table.setup, table.turned)
            else:
                line = line_for(table.entry, data)
                kind, new = (
                    KIND_LINE,
                    (enter(table.entry, line), table.setup, table.turned),
                )
                change["line"] = line
            row = LogEntry(
                client_id=cid, stream=table.stream, seq=table.seq + 1, kind=kind, data=change
            )
            self._write(row, table)
            table.entry, table.setup, table.turned = new
            table.taps += 1
            return table

    def undo(self, number: int, *, seq: object, client_id: object = None) -> KeeperTable:
        """Take back the table's last hand (logged: the log itself is never changed)."""
        with self.lock:
            cid = self._client_id(client_id)
            table = self.table(number)
            if cid in table.client_ids:
                return table
            self._expect(table, seq)
            if table.entry is not None:
                raise BadRequest(
                    "the next hand is being entered card by card: score it, or stop entering"
                    " its cards, before taking back the hand before it"
                )
            if not table.records:
                raise BadRequest("there is no hand to undo: the sheet is empty")
            entry = LogEntry(
                client_id=cid,
                stream=table.stream,
                seq=table.seq + 1,
                kind=KIND_UNDO,
                data={"hand": len(table.records)},
            )
            self._write(entry, table)
            table.sheet.undo()
            table.records.pop()
            return table

    @staticmethod
    def _expect(table: KeeperTable, seq: object) -> None:
        if isinstance(seq, bool) or not isinstance(seq, int):
            raise BadRequest("seq (the last row this tablet saw) is missing")
        if seq != table.seq:
            raise Conflict(
                "the sheet has changed on another tablet since this one last looked: "
                "it has been reloaded, check it and enter the hand again",
                code="stale",
            )

    @staticmethod
    def _client_id(client_id: object) -> str:
        if client_id is None:
            return uuid.uuid4().hex
        if not isinstance(client_id, str) or not 0 < len(client_id) <= 80:
            raise BadRequest("the action id must be a text of 1 to 80 characters")
        return client_id

    def _write(self, entry: LogEntry, table: KeeperTable | None = None) -> None:
        try:
            written = self.store.append(entry)
        except DuplicateAction:
            self.catch_up()
            return
        except SequenceConflict:
            self.catch_up()
            raise Conflict(
                "another tablet wrote this table's sheet first: it has been reloaded",
                code="stale",
            ) from None
        if table is None:
            self._apply(written)
        else:
            table.seq = written.seq
            table.client_ids.add(written.client_id)
        # rows of others (the duplicate tables) before ours are read by catch_up; ours
        # is applied, so the next catch_up starts after the rows already seen
        if written.id == self.last_id + 1:
            self.last_id = written.id


#: a record's fields as the players call them
FIELD_WORDS = {
    "dealer": "Dealer",
    "out": "Sitting out",
    "bids": "Bidding",
    "trump": "Trump",
    "tricks": "Tricks",
    "last_trick": "Last trick",
    "revokes": "Revoke",
    "revoke": "Revoke",
    "honours": "Honours",
    "exchanged": "Exchange",
    "live": "Live player",
    "declared_by": "Declared by",
    "declaration": "Declaration",
    "cayenne": "Cayenne suit",
    "penalty": "The penalty the adversaries choose",
}


def players_words(exc: TallyError) -> str:
    """The rules' refusal as the table reads it: the file's "hand 3, tricks.A-C" becomes
    the field's name in words (the hand is the one being entered)."""
    message = str(exc)
    where = ", ".join(p for p in (f"hand {exc.hand}" if exc.hand else "", exc.field or "") if p)
    if where and message.startswith(where + ": "):
        message = message[len(where) + 2 :]
    head = re.split(r"[.\[]", exc.field or "", maxsplit=1)[0]
    words = FIELD_WORDS.get(head)
    if words and message.startswith("is missing"):
        # the file's hint ("write {...}") is for a file: the page has buttons
        return f"{words}: not given yet; choose it before scoring the hand"
    if words:
        return f"{words}: {message}"
    if exc.field and message.startswith("is "):
        # the field is the sentence's subject ("is not a field of this game's hands"):
        # one the page has no words for (it never sends it) is named as sent
        return f"{exc.field}: {message}"
    return message[:1].upper() + message[1:]

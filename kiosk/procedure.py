"""The table procedure: what each row of the log does to a table, checked as it is applied.

Law references: the play is the engine's (:mod:`whist.play`: laws 13-39 of 1893 and the
Laws of Duplicate Whist (a)-(i), Dana's laws of Bishops whist); this module adds only
the table's procedure: seats confirmed at each round, the board number checked against
the movement, the trump slip (law (d)) recorded and checked on the overplay (mismatch:
law (e) III, the director adjusts), the score confirmed by an adversary, the director's
corrections and adjustments with a reason.

No oracle for hands (the duplicate principle). The tablet knows the four hands of every
board; the players must learn from it nothing the laws have not put face up. Why no
probe through the API (or the page) gets more than one "not in hand" answer:

1. A card entered for a seat that does not hold it -- played, led out of turn, exposed,
   called, or turned as the trump card -- is refused with :class:`kiosk.locks.TableLocked`
   (HTTP 423, ``table-locked``), and the journal writes a ``lock`` row for it in the
   same request (so a restart keeps the table locked, and the director has an alert and
   an audit line with the table, board, trick, seat and card). That refusal is the one
   "not in hand" answer.
2. While the table is locked every table action is refused with the *same* answer (the
   lock's message, naming the first wrong card, which the table itself entered): only
   the token, the device and the request's form are checked first; the round, the
   sequence number, the seat and the card are not looked at. A later attempt, held card
   or not, cannot be told apart. Only the director's ``release`` (a tap on the
   console, with a reason in the audit log) unlocks; so each further "not in hand"
   costs one director's visit to the table.
3. A card that *is* held and is accepted has been played: the laws put a played card
   face up before all four players, so accepting it reveals nothing the table may not
   see. A card for a seat out of turn is a lead or play out of turn (laws 24-26): the
   engine records it as an irregularity which the adversaries see (their penalty
   choices). Undo at the table takes back only the last card, before the next card,
   and only when it was played by the seat in turn: a card played out of turn cannot
   be taken back at the table (the director can). Every undo is shown to the table
   ("taken back") and kept in the log.

So with a table's token, a probe of a hand learns the held cards it guesses only by
playing them face up, and at most one not-held card before the table stops for the
director. The second-device rule (:mod:`kiosk.locks`) keeps a player's own phone from
using the token at all once the table's tablet has claimed it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kiosk.bridge import (
    NET_POINTS_ONLY,
    NO_TRUMP_CARD,
    declaration_play,
    declares_trumps,
    duplicate_points,
    unheld_suggestion,
)
from kiosk.corrections import adjustment_round
from kiosk.errors import BadRequest, Forbidden, KioskError, NotFound
from kiosk.locks import DeviceRefused, TableLock, TableLocked
from kiosk.names import apply_names
from kiosk.state import EveningState
from kiosk.store import LogEntry
from kiosk.tables import (
    ADJUSTMENTS,
    SEAT_LABELS,
    SEAT_TEXT,
    SETTING_CHOICES,
    SETTINGS_DEFAULTS,
    BoardRun,
    Result,
    TableState,
    card_shown,
    next_to_play,
)
from whist import Card, IllegalPlayError, LawError, Play, Seat, Side, TrumpRecord
from whist.notation import ActionFormatError, decode_action
from whist.play import TRICKS_PER_DEAL, PlayCard, QuitTrick, RecordScore


class TableProcedure(EveningState):
    """Applies one row of the log to the evening's state (refusing what the laws, the
    movement or the table's procedure do not allow)."""

    def _normalise(self, entry: LogEntry) -> LogEntry:
        """Fill in what the tablet may leave out (the seat of a card played is whose turn
        it is), so that the log replays the same whatever the tablet knew."""
        if entry.kind != "action" or entry.stream not in self.tables:
            return entry
        current = self.tables[entry.stream].current
        raw = entry.data.get("action")
        if current is None or current.play is None or not isinstance(raw, dict):
            return entry
        if raw.get("type") == "PlayCard":
            fields = dict(raw.get("fields") or {})
            if fields.get("seat") in (None, ""):
                fields["seat"] = str(next_to_play(current.play))
                return LogEntry(
                    **{
                        **entry.__dict__,
                        "data": {**entry.data, "action": {"type": "PlayCard", "fields": fields}},
                    }
                )
        return entry

    # --- applying one row ---------------------------------------------------------------------

    def _apply(self, entry: LogEntry, *, replaying: bool) -> None:
        director = entry.actor == "director"
        if entry.kind == "setting":
            self._apply_setting(entry.data)
            return
        if entry.kind == "names":
            apply_names(self.names, entry.data)
            return
        if entry.kind == "clock":
            self.clock.apply(entry.data, entry.created)
            return
        state = self._table(entry.stream)
        data = entry.data
        if state.locked is not None and not director and entry.kind not in ("lock", "device"):
            raise TableLocked(state.locked)
        handler = {
            "seats": self._apply_seats,
            "board": self._apply_board,
            "trump": self._apply_trump,
            "action": self._apply_action,
            "undo": self._apply_undo,
            "tricks": self._apply_tricks,
            "confirm": self._apply_confirm,
            "call": self._apply_call,
            "next": self._apply_next,
            "adjust": self._apply_adjust,
            "set-round": self._apply_set_round,
            "answer": self._apply_answer,
            "lock": self._apply_lock,
            "release": self._apply_release,
            "device": self._apply_device,
            "reset-device": self._apply_reset_device,
        }.get(entry.kind)
        if handler is None:
            raise BadRequest(f"unknown action kind {entry.kind!r}")
        handler(state, data, director)
        if entry.kind == "seats":
            self.clock.seated(state.round, entry.created)
        if entry.kind == "call":
            state.called_at = entry.created
        if director and entry.kind != "adjust":
            # the director has come to the table (an adjustment, of any board of any
            # round, may be made from the console without answering the call)
            state.called = ""

    def _apply_setting(self, data: Mapping[str, Any]) -> None:
        name, value = data.get("name"), data.get("value")
        if name not in SETTINGS_DEFAULTS:
            raise BadRequest(
                f"unknown setting {name!r}: the settings are {', '.join(SETTINGS_DEFAULTS)}"
            )
        choices = SETTING_CHOICES.get(str(name))
        if choices is not None and value not in choices:
            raise BadRequest(f"setting {name} must be one of {', '.join(map(str, choices))}")
        if name == "idle_minutes" and (not isinstance(value, int) or value < 1):
            raise BadRequest("idle_minutes must be a whole number of minutes, at least 1")
        self.settings[str(name)] = value

    def _apply_seats(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        expected = self.seats_of(state.number, state.round)
        if not expected:
            raise KioskError(f"table {state.number} is empty in round {state.round}")
        given_raw = data.get("seats")
        if not isinstance(given_raw, dict):
            raise BadRequest('send the numbers as {"seats": {"ns": 3, "ew": 5}}')
        given: dict[str, int] = {}
        for seat in expected:
            value = given_raw.get(seat)
            try:
                given[seat] = int(value)  # type: ignore[arg-type]
            except (TypeError, ValueError):
                raise BadRequest(
                    f"type the number of {SEAT_LABELS.get(seat, seat)} ({seat})"
                ) from None
        if given != expected and not director:
            raise KioskError(
                self._seating_problem(state, expected, given),
                code="wrong-seats",
                alert="wrong-seats",
            )
        state.seated = dict(expected)

    def _seating_problem(
        self, state: TableState, expected: dict[str, int], given: dict[str, int]
    ) -> str:
        by_number = {v: k for k, v in expected.items()}
        wanted = ", ".join(f"{SEAT_LABELS.get(s, s)} {n}" for s, n in expected.items())
        if sorted(given.values()) == sorted(expected.values()) and all(
            by_number[who] != seat for seat, who in given.items()
        ):
            how = "the wrong way round" if len(expected) == 2 else "in the wrong seats"
            return (
                f"table {state.number}, round {state.round}: you are sitting {how}. This table "
                f"seats {wanted}: change places, then confirm again"
            )
        problems = []
        for seat, who in given.items():
            if expected[seat] == who:
                continue
            if who in by_number:
                right = SEAT_LABELS.get(by_number[who], by_number[who])
                problems.append(
                    f"number {who} sits {right} at this table, not "
                    f"{SEAT_LABELS.get(seat, seat)}: you are sitting the wrong way round; "
                    "change places"
                )
            else:
                where = self.movement.seating(who, state.round)
                there = (
                    f"number {who} plays at table {where.table} "
                    f"({SEAT_LABELS.get(where.seat, where.seat)}) in round {state.round}"
                    if where
                    else f"number {who} does not play in round {state.round}"
                )
                problems.append(f"{there}, not here")
        return (
            f"table {state.number}, round {state.round}: " + "; ".join(problems) + f". This "
            f"table seats {wanted}; if that is wrong, call the director"
        )

    def _apply_board(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        try:
            number = int(data.get("board"))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            raise BadRequest("type the board number") from None
        if state.seated is None and not director:
            raise KioskError("confirm the players' numbers before the first board")
        if state.current is not None and not state.current.confirmed and not director:
            raise KioskError(
                f"board {state.current.number} is not finished: finish it (or call the director) "
                "before taking another board"
            )
        deals = self.deals_of(state.number, state.round)
        if number not in deals and not director:
            raise KioskError(
                f"board {number} is not played at table {state.number} in round {state.round}: "
                f"this table plays boards {', '.join(map(str, deals))}; "
                f"{self.where_board_goes(number)}",
                code="wrong-board",
                alert="wrong-board",
            )
        board = self.boards.get(number)
        if board is None:
            raise NotFound(f"board {number} is not in this event")
        existing = state.runs.get(number)
        if existing is not None and existing.confirmed and not director:
            raise KioskError(f"board {number} is already played and scored at this table")
        run = BoardRun(board, state.round)
        if declares_trumps(self.game):
            run.play = declaration_play(board)  # Bridge Whist: no trump card is turned
        elif board.trump is not None:
            run.play = Play(board.deal, board.game, board.trump, board.leader, dealer=board.dealer)
        state.runs[number] = run
        state.current = run

    def _current(self, state: TableState) -> BoardRun:
        if state.current is None:
            raise KioskError(f"table {state.number} has no board in play: type the board number")
        return state.current

    def _apply_trump(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if declares_trumps(self.game) and not director:
            raise KioskError(NO_TRUMP_CARD)
        if run.play is not None:
            raise KioskError(f"the trump of board {run.number} is already recorded")
        try:
            record = TrumpRecord.parse(str(data.get("trump", "")))
        except ValueError as exc:
            raise BadRequest(f"trump card: {exc}") from exc
        board = run.board
        card = record.card
        if card is not None and card.suit is not None and card not in board.deal.hand(board.dealer):
            if not director:
                raise TableLocked(self._lock(run, 0, board.dealer, card), new=True)
            raise KioskError(
                f"board {board.number}: {card.display} is not in the dealer's "
                f"({board.dealer.name.title()}'s) hand; the trump card is the dealer's last "
                "card (law 13): check the card, or call the director",
                alert="trump",
            )
        first = self.table_trumps.get(board.number)
        if first is not None and str(first) != str(record) and not director:
            raise KioskError(
                f"board {board.number}: the trump slip records {first.display}, this table turned "
                f"{record.display}. Law (d): the slip decides; law (e) III: call the director, "
                "who adjusts the score",
                code="trump-mismatch",
                alert="trump-mismatch",
            )
        self.table_trumps.setdefault(board.number, record)
        run.play = Play(board.deal, board.game, record, board.leader, dealer=board.dealer)

    def _play(self, state: TableState) -> tuple[BoardRun, Play]:
        run = self._current(state)
        if self.settings["quick_mode"] and run.play is None:
            raise KioskError("quick mode: enter the tricks of each side, not the cards")
        if run.play is None:
            raise KioskError(f"record the trump of board {run.number} first (law (d))")
        if run.confirmed:
            raise KioskError(f"board {run.number} is scored: take the next board")
        return run, run.play

    def _apply_action(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run, play = self._play(state)
        if self.settings["quick_mode"] and not director:
            raise KioskError("quick mode: enter the tricks of each side, not the cards")
        try:
            action = decode_action(data.get("action"))
        except ActionFormatError as exc:
            raise BadRequest(str(exc)) from exc
        if isinstance(action, RecordScore) and not director:
            raise KioskError("the score is recorded when an adversary confirms it")
        unheld = None if director else unheld_suggestion(play, action)
        if unheld is not None:
            trick = min(play.trick_number, TRICKS_PER_DEAL)
            raise TableLocked(self._lock(run, trick, *unheld), new=True)
        try:
            play.apply(action)
        except IllegalPlayError as exc:
            wrong = _card_entered(action)
            if wrong is not None and not director and "does not hold" in str(exc):
                seat, card = wrong
                raise TableLocked(
                    self._lock(run, min(play.trick_number, TRICKS_PER_DEAL), seat, card), new=True
                ) from exc
            alert = "not-in-hand" if "does not hold" in str(exc) else None
            message = str(exc)
            if alert:
                message = (
                    f"board {run.number}, {message}. If you touched the wrong card, choose the "
                    "right one; if the card really was played, the board is fouled: stop and "
                    "call the director"
                )
            raise KioskError(message, code="illegal-play", alert=alert) from exc
        except LawError as exc:
            raise KioskError(str(exc), code="law") from exc

    def _apply_undo(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        play = self._play(state)[1]
        if not play.actions:
            raise KioskError("nothing to undo: no card of this board has been played")
        last = play.actions[-1]
        if not director and isinstance(last, QuitTrick | RecordScore):
            raise KioskError(
                "the trick is turned and quitted: it can no longer be taken back at the table "
                "(law (f)); call the director"
            )
        if not director and isinstance(last, PlayCard) and not play.current_trick:
            raise KioskError(
                "the last trick is turned and quitted: it can no longer be taken back at the "
                "table; call the director"
            )
        if not director and not isinstance(last, PlayCard):
            raise KioskError(
                "only the last card played can be taken back at the table; call the director"
            )
        play.undo()
        if isinstance(last, PlayCard):
            if not director and last.seat is not next_to_play(play):
                play.apply(last)  # a card played out of turn stays where the laws put it
                raise KioskError(
                    f"{last.seat.name.title()}'s {last.card.display} was played out of turn "
                    "(laws 24-26): it cannot be taken back at the table; the adversaries "
                    "choose the penalty, or call the director"
                )
            run = self._current(state)
            run.taken_back.append(
                {
                    "trick": min(play.trick_number, TRICKS_PER_DEAL),
                    "seat": SEAT_TEXT[last.seat],
                    "card": card_shown(last.card),
                    "by": "director" if director else "table",
                }
            )

    def _apply_tricks(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if not self.settings["quick_mode"] and not director:
            raise KioskError("this event records every card: quick mode is off")
        if run.confirmed:
            raise KioskError(f"board {run.number} is already scored")
        try:
            ns, ew = int(data["NS"]), int(data["EW"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send the score as {"NS": 7, "EW": 6}') from None
        if ns < 0 or ew < 0:
            raise BadRequest("a side cannot score fewer than nought")
        if self._scores_tricks and ns + ew != TRICKS_PER_DEAL:
            raise KioskError(
                f"the tricks add up to {ns + ew}; they must add up to {TRICKS_PER_DEAL}"
            )
        run.quick_points = {"NS": ns, "EW": ew}

    def _apply_confirm(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        run = self._current(state)
        if run.confirmed:
            raise KioskError(f"board {run.number} is already scored")
        try:
            seat = Seat.parse(str(data.get("seat", "")))
        except ValueError:
            raise BadRequest("say which adversary confirms: seat E or W") from None
        if seat.side is not Side.EW and not director:
            raise KioskError(
                "North-South keep the tablet: the score is confirmed by an adversary, East or West"
            )
        seats = state.seated or self.seats_of(state.number, state.round)
        if run.play is not None and run.quick_points is None:
            play = run.play
            if not play.is_complete:
                raise KioskError(
                    f"only {len(play.tricks)} of {TRICKS_PER_DEAL} tricks are turned and quitted: finish the deal "
                    "(or claim the rest) first"
                )
            waiting = self._waiting_choices(play)
            if waiting:
                raise KioskError(f"a penalty is still to be chosen: {waiting[0]['text']}")
            try:
                score = play.record_score()
            except (LawError, IllegalPlayError) as exc:
                raise KioskError(str(exc)) from exc
            points = {side.value: score.points[side] for side in Side}
            tricks = {side.value: score.tricks[side] for side in Side}
            lines = score.lines
        elif run.quick_points is not None:
            points = dict(run.quick_points)
            tricks = dict(run.quick_points) if self._scores_tricks else {}
            lines = ("entered in quick mode",)
        else:
            raise KioskError(f"board {run.number}: enter the score first")
        if declares_trumps(self.game):
            points, lines = duplicate_points(points, tuple(lines))
        run.confirmed_by = seat
        self.results[(state.number, run.number)] = Result(
            state.number, run.round, run.number, dict(seats), points, tricks, tuple(lines)
        )

    def _apply_call(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        state.called = str(data.get("reason") or "director called")[:200]

    def _apply_next(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        remaining = self.remaining(state)
        if remaining and not director:
            raise KioskError(
                f"boards {', '.join(map(str, remaining))} are still to be played at this table in "
                f"round {state.round}"
            )
        later = [
            r for r in self.round_numbers if r > state.round and self.deals_of(state.number, r)
        ]
        if not later:
            state.finished = True
            return
        state.round = later[0]
        state.seated = None
        state.current = None
        state.called = ""

    def _apply_adjust(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        if not director:
            raise Forbidden("only the director adjusts a score (law (e) III)")
        try:
            board = int(data["board"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send {"board": N, "NS": x, "EW": y}') from None
        run = state.runs.get(board)
        round_number = adjustment_round(self, state.number, board, data.get("round"))
        status = str(data.get("status") or "played")
        if status not in ADJUSTMENTS:
            raise BadRequest(f"status must be one of {', '.join(ADJUSTMENTS)}")
        if status == "played":
            try:
                ns, ew = int(data["NS"]), int(data["EW"])
            except (KeyError, TypeError, ValueError):
                raise BadRequest('send the adjusted score as {"NS": x, "EW": y}') from None
            if self._scores_tricks and (min(ns, ew) < 0 or ns + ew != TRICKS_PER_DEAL):
                raise KioskError(
                    f"tricks {ns} and {ew} must be 0 or more and add up to {TRICKS_PER_DEAL}"
                )
            if declares_trumps(self.game) and ns != -ew:
                raise KioskError(NET_POINTS_ONLY.format(ns=ns, ew=ew))
        else:
            ns = ew = 0
        seats = self.seats_of(state.number, round_number)
        self.results[(state.number, board)] = Result(
            state.number,
            round_number,
            board,
            seats,
            {"NS": ns, "EW": ew},
            {},
            (ADJUSTMENTS[status],),
            adjusted=str(data.get("note") or ADJUSTMENTS[status]),
            status=status,
        )
        if run is not None and not run.confirmed:
            run.confirmed_by = Seat.EAST

    def _apply_answer(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        """The director has answered the table's call (the reason says what was decided)."""
        if not director:
            raise Forbidden("only the director answers a call")

    def _lock(self, run: BoardRun, trick: int, seat: Seat, card: Card) -> TableLock:
        return TableLock(run.number, trick, SEAT_TEXT[seat], str(card), card.display)

    def _apply_lock(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        """The server's row for a card entered for a seat that does not hold it: the table
        waits for the director (see the module docstring)."""
        state.locked = TableLock.from_json(data)

    def _apply_release(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        """The director releases a locked table (a slip of the finger: the table enters the
        right card; a fouled board: law (e), the director adjusts)."""
        if not director:
            raise Forbidden("only the director releases a locked table")
        if state.locked is None:
            raise KioskError(f"table {state.number} is not locked")
        state.locked = None

    def _apply_device(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        """The first page load of the table claims it for that device (:mod:`kiosk.locks`)."""
        device = data.get("device")
        if not isinstance(device, str) or not device:
            raise BadRequest("a device row needs the device's id")
        if state.device is not None and state.device != device and not director:
            raise DeviceRefused(state.number)  # two tablets opened the page at once
        state.device = device

    def _apply_reset_device(
        self, state: TableState, data: Mapping[str, Any], director: bool
    ) -> None:
        """The director moves the table to another tablet: the next device to open the
        table's page claims it."""
        if not director:
            raise Forbidden("only the director moves a table to another tablet")
        state.device = None

    def _apply_set_round(self, state: TableState, data: Mapping[str, Any], director: bool) -> None:
        if not director:
            raise Forbidden("only the director moves a table to another round")
        try:
            number = int(data["round"])
        except (KeyError, TypeError, ValueError):
            raise BadRequest('send {"round": N}') from None
        if number not in self.round_numbers:
            raise BadRequest(f"there is no round {number}")
        state.round = number
        state.seated = None
        state.current = None
        state.finished = False

    # --- reading ------------------------------------------------------------------------------


def _card_entered(action: object) -> tuple[Seat, Card] | None:
    """The seat and card an action says a player held (played, led, exposed, called or
    substituted), or ``None`` for an action naming no card."""
    card = getattr(action, "card", None)
    seat = getattr(action, "holder", None) or getattr(action, "seat", None)
    if isinstance(card, Card) and isinstance(seat, Seat):
        return seat, card
    return None

"""What the tablets, the director's grid and the exports are shown of an evening.

A tablet never sees a hand still being played: only the current trick, the cards the
laws have put face up, and, after the play, its own board's record.
"""

from __future__ import annotations

import time
from typing import Any

from kiosk.bridge import (
    declaration_json,
    declared_text,
    declares_trumps,
    dummy_json,
    duplicate_points,
    speaker_text,
)
from kiosk.errors import Forbidden
from kiosk.flow import rights
from kiosk.journal import Journal
from kiosk.locks import DeviceRefused, check_device
from kiosk.publication import released, withheld_text
from kiosk.rubber import is_rubber, rubber_json
from kiosk.tables import (
    SEAT_LABELS,
    SEAT_TEXT,
    BoardRun,
    TableState,
    card_shown,
    card_text,
    next_to_play,
    trick_json,
)
from whist import Card, Seat, Side, TrumpRecord
from whist.play import TRICKS_PER_DEAL, Play, QuitTrick, RecordScore


class TableViews(Journal):
    """The JSON views of an evening's tables (read after catching up with the journal)."""

    def table_view(self, number: int) -> dict[str, Any]:
        """What a tablet shows: never a hand still being played."""
        with self.lock:
            self.catch_up()
            state = self._table(number)
            phase = self.phase(state)
            seats = self.seats_of(number, state.round)
            view: dict[str, Any] = {
                "table": number,
                "round": state.round,
                "rounds": self.round_numbers,
                "seq": state.seq,
                "phase": phase,
                "game": self.game,
                "quick": bool(self.settings["quick_mode"]),
                "seating": [
                    {
                        "seat": s,
                        "label": SEAT_LABELS.get(s, s),
                        "contestant": who,
                        "name": self.names.get(who, ""),
                    }
                    for s, who in seats.items()
                ],
                "clock": self.clock.view(state.round),
                "seated": state.seated is not None,
                "deals": list(self.deals_of(number, state.round)),
                "remaining": self.remaining(state),
                "called": state.called,
                "locked": state.locked.to_json() if state.locked else None,
                "called_at": state.called_at if state.called else None,
                "board": None,
                "previous": None,
            }
            run = state.current
            if run is not None:
                view["board"] = self._board_view(run, phase)
                if run.confirmed:
                    view["previous"] = self.board_after_play(number, run.number)
            if is_rubber(self.movement):
                view["rubber"] = rubber_json(self.scored_runs(state))
            if phase in ("round-end", "finished"):
                view["where_next"] = self.where_next(number, state.round)
                view["round_scores"] = self.round_scores(state)
            return view

    def scored_runs(self, state: TableState) -> list[BoardRun]:
        """The table's scored deals in the order they were scored (the rubber sheet's)."""
        return [
            state.runs[b]
            for (t, b) in self.results
            if t == state.number and b in state.runs and state.runs[b].confirmed
        ]

    def _board_view(self, run: BoardRun, phase: str) -> dict[str, Any]:
        board = run.board
        play = run.play
        out: dict[str, Any] = {
            "number": board.number,
            "dealer": SEAT_TEXT[board.dealer],
            "leader": SEAT_TEXT[board.leader],
            "trump": trump_text(play.trump if play is not None else board.trump),
            "confirmed": run.confirmed,
        }
        bridge = declares_trumps(self.game)
        if bridge:
            out["trump"] = declared_text(play) if play is not None else None
        if run.confirmed and not released(self, board.number):
            # scored: the next players at this table may play it elsewhere later; not even
            # its trump card (the dealer's last card) stays on screen (kiosk.publication)
            out["trump"] = None
            return out
        if play is None:
            out["trump_needed"] = not self.settings["quick_mode"]
            out["quick_points"] = run.quick_points
            return out
        tricks = play.tricks
        current = play.current_trick
        actions = play.actions
        liable = {}
        for seat in Seat:
            cards = play.liable_cards(seat)
            if cards:
                liable[SEAT_TEXT[seat]] = [c.display for c in cards]
        if bridge:
            out["declaration"] = declaration_json(play)
            out["dummy"] = dummy_json(play)
        out.update(
            {
                "trump_pending": play.trump.is_pending,
                "to_play": SEAT_TEXT[next_to_play(play)] if not play.is_complete else None,
                "trick_number": min(play.trick_number, TRICKS_PER_DEAL),
                "trick": [
                    {
                        "seat": SEAT_TEXT[p.seat],
                        "card": card_text(p.card),
                        "display": card_shown(p.card),
                    }
                    for p in current
                ],
                # law 37: a trick turned and quitted is not seen again; only the count of
                # tricks each side has won is shown
                "tricks_won": run.tricks_won(play, tricks),
                # cards taken back by Undo in this trick: they were played face up
                "taken_back": [t for t in run.taken_back if t["trick"] == play.trick_number],
                # the table takes back only its last card, played in turn (laws 24-26)
                "can_undo": bool(actions)
                and not isinstance(actions[-1], QuitTrick | RecordScore)
                and bool(current)
                and bool(play.last_card_in_turn),
                "choices": self._waiting_choices(play),
                "rights": _rights(play),
                "liable": liable,
            }
        )
        notice = self.settings["renounce_notice"]
        if notice == "immediate":
            out["renounces"] = [
                renounce_json(r) for r in play.renounces if not r.corrected and not r.claimed
            ]
        if phase == "end" or run.confirmed:
            score = play.score()
            out["score"] = {
                "points": {s.value: score.points[s] for s in Side},
                "tricks": {s.value: score.tricks[s] for s in Side},
                "lines": list(score.lines),
            }
            if bridge:
                out["score"]["net"] = duplicate_points(out["score"]["points"], ())[0]
            if notice in ("end", "immediate") and not run.confirmed:
                out["revokes"] = [renounce_json(r) for r in play.unclaimed_revokes()]
        return out

    def check_device(self, table: int, device: str | None) -> None:
        """Refuse (403) the table's token from a device other than the tablet that
        claimed the table (:mod:`kiosk.locks`), as the log has it now: another process
        may have moved the table to another device."""
        with self.lock:
            self.catch_up()
            claimed = self._table(table).device
        check_device(claimed, table, device)

    def claim_device(self, table: int, device: str) -> None:
        """The first page load of a table claims it for ``device`` (a ``device`` row in
        the log, so the claim survives a restart); a page load from another device once
        it is claimed is refused."""
        with self.lock:
            self.catch_up()
            claimed = self._table(table).device
        if claimed is not None:
            try:
                check_device(claimed, table, device)
            except DeviceRefused:
                # the director hears of it: a player's phone, or a tablet to move over
                self.store.add_alert(
                    table,
                    "other-device",
                    f"table {table}'s page was opened on another device and refused; if the "
                    "table's tablet was changed, move the table to the new device",
                    self._table(table).round,
                    None,
                )
                raise
            return
        self.submit(
            table=table,
            kind="device",
            data={"device": device},
            client_id=None,
            seq=None,
            round=None,
            actor="server",
        )

    def board_after_play(self, table: int, board: int) -> dict[str, Any]:
        """A board after the play, as a table that has played (or been scored for) it may
        see it: its own score at once; the hand record, the traveller and the tricks only
        once the board is released (:mod:`kiosk.publication`: every table that plays it
        has finished it, or the director released the results)."""
        with self.lock:
            state = self._table(table)
            run = state.runs.get(board)
            if (table, board) not in self.results and not (run and run.confirmed):
                raise Forbidden(
                    f"table {table} has not played board {board}: its traveller and hand record "
                    "are shown only after the play"
                )
            record = self.boards[board]
            own = self.results.get((table, board))
            out: dict[str, Any] = {
                "board": board,
                "score": own.to_json() if own else None,
                "released": released(self, board),
                "withheld": "",
                "traveller": [own.to_json()] if own else [],
                "hands": None,
                "dealer": str(record.dealer),
                "trump": None,
                "tricks": [],
            }
            if not out["released"]:
                out["withheld"] = withheld_text(self, board)
                return out
            out["traveller"] = self.traveller(board)
            out["trump"] = (
                declared_text(run.play)
                if run and run.play and declares_trumps(self.game)
                else run.play.trump.display
                if run and run.play
                else (record.trump.display if record.trump else None)
            )
            out["hands"] = {str(s): [c.display for c in record.deal.hand(s)] for s in Seat}
            out["tricks"] = [trick_json(t) for t in run.play.tricks] if run and run.play else []
            return out

    def round_scores(self, state: TableState) -> list[dict[str, Any]]:
        """This table's own scores of its current round (the end-of-round page)."""
        deals = self.deals_of(state.number, state.round)
        rows = [self.results[(state.number, d)] for d in deals if (state.number, d) in self.results]
        return [
            {
                "board": r.board,
                "points": dict(r.points),
                "tricks": dict(r.tricks),
                "status": r.status,
            }
            for r in rows
        ]

    def traveller(self, board: int) -> list[dict[str, Any]]:
        rows = [r for (_, b), r in self.results.items() if b == board]
        rows.sort(key=lambda r: (r.round, r.table))
        return [r.to_json() for r in rows]

    def waiting_on(self, state: TableState) -> str:
        phase = self.phase(state)
        if phase == "play" and state.current and state.current.play:
            return next_to_play(state.current.play).name.title()
        if phase == "declare" and state.current and state.current.play:
            return speaker_text(state.current.play)
        return {
            "seats": "players' numbers",
            "board": "board number",
            "trump": "trump card",
            "name-trump": "dealer to name trumps",
            "new-deal": "the director: a declaration out of turn (a new deal must be had)",
            "quit": "trick to be quitted",
            "end": "an adversary's confirmation",
            "score": "score",
            "confirm": "an adversary's confirmation",
            "round-end": "the move to the next round",
            "finished": "nothing (finished)",
        }.get(phase, phase)

    def grid(self) -> list[dict[str, Any]]:
        with self.lock:
            self.catch_up()
            now = time.time()
            idle = int(self.settings["idle_minutes"]) * 60
            out = []
            for number, state in self.tables.items():
                run = state.current
                play = run.play if run else None
                phase = self.phase(state)
                in_play = phase in (
                    "play",
                    "quit",
                    "trump",
                    "name-trump",
                    "declare",
                    "new-deal",
                    "end",
                    "score",
                )
                out.append(
                    {
                        "table": number,
                        "round": state.round,
                        "phase": phase,
                        "board": run.number if run else None,
                        "trick": min(play.trick_number, TRICKS_PER_DEAL)
                        if play and run and not run.confirmed
                        else None,
                        "waiting_on": self.waiting_on(state),
                        "seq": state.seq,
                        "called": state.called,
                        "locked": state.locked.to_json() if state.locked else None,
                        "device_claimed": state.device is not None,
                        "idle": bool(
                            in_play and state.last_activity and now - state.last_activity > idle
                        ),
                        "last_activity": state.last_activity,
                        "scored": sum(1 for (t, _) in self.results if t == number),
                    }
                )
            return out


def _rights(play: Play) -> list[dict[str, Any]]:
    """Every right to a penalty of the deal, open, waiting, lapsed (with the reason) or
    chosen, with who may choose now (law 39): the tablet's "what the law says" panels."""
    return rights(play)


def renounce_json(r: Any) -> dict[str, Any]:
    card: Card = r.card
    return {
        "seat": str(r.seat),
        "trick": r.trick,
        "card": card.display,
        "led": r.led.symbol,
        "side": r.seat.side.value,
        "claimants": [str(s) for s in Seat if s.is_adversary_of(r.seat)],
        "text": (
            f"{r.seat.name.title()} did not follow {r.led.name.lower()} in trick {r.trick} "
            f"(played {card.display})"
        ),
    }


def trump_text(record: TrumpRecord | None) -> str | None:
    """The trump as a table shows it: the card turned, or the suit declared trumps for
    the sitting (Mnemonic duplicate: "one suit should be declared trumps for the sitting,
    and no trump card should be turned")."""
    if record is None:
        return None
    if record.card is None and record.suit is not None:
        return f"{record.display} declared for the sitting"
    return record.display

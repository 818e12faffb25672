"""What the tablets, the director's grid and the exports are shown of an evening.

A tablet never sees a hand still being played: only the current trick, the cards the
laws have put face up, and, after the play, its own board's record.
"""

from __future__ import annotations

import time
from typing import Any

from kiosk.errors import Forbidden
from kiosk.flow import rights
from kiosk.journal import Journal
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
from whist import Card, Seat, Side
from whist.play import Play, QuitTrick, RecordScore


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
                    {"seat": s, "label": SEAT_LABELS.get(s, s), "contestant": who}
                    for s, who in seats.items()
                ],
                "seated": state.seated is not None,
                "deals": list(self.deals_of(number, state.round)),
                "remaining": self.remaining(state),
                "called": state.called,
                "called_at": state.called_at if state.called else None,
                "board": None,
                "previous": None,
            }
            run = state.current
            if run is not None:
                view["board"] = self._board_view(run, phase)
                if run.confirmed:
                    view["previous"] = self.board_after_play(number, run.number)
            if phase in ("round-end", "finished"):
                view["where_next"] = self.where_next(number, state.round)
            return view

    def _board_view(self, run: BoardRun, phase: str) -> dict[str, Any]:
        board = run.board
        play = run.play
        out: dict[str, Any] = {
            "number": board.number,
            "dealer": SEAT_TEXT[board.dealer],
            "leader": SEAT_TEXT[board.leader],
            "trump": (
                play.trump.display
                if play is not None
                else (board.trump.display if board.trump else None)
            ),
            "confirmed": run.confirmed,
        }
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
        out.update(
            {
                "trump_pending": play.trump.is_pending,
                "to_play": SEAT_TEXT[next_to_play(play)] if not play.is_complete else None,
                "trick_number": min(play.trick_number, 13),
                "trick": [
                    {
                        "seat": SEAT_TEXT[p.seat],
                        "card": card_text(p.card),
                        "display": card_shown(p.card),
                    }
                    for p in current
                ],
                "last_trick": run.trick_text(tricks[-1])[1] if tricks else None,
                "tricks_won": run.tricks_won(play, tricks),
                "played": [c for t in tricks for c in run.trick_text(t)[0]]
                + [card_text(p.card) for p in current],
                "can_undo": bool(actions)
                and not isinstance(actions[-1], QuitTrick | RecordScore)
                and bool(current),
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
            if notice in ("end", "immediate") and not run.confirmed:
                out["revokes"] = [renounce_json(r) for r in play.unclaimed_revokes()]
        return out

    def board_after_play(self, table: int, board: int) -> dict[str, Any]:
        """The traveller so far and the hand record: shown only to a table that has played
        (or been scored for) this board."""
        with self.lock:
            state = self._table(table)
            run = state.runs.get(board)
            if (table, board) not in self.results and not (run and run.confirmed):
                raise Forbidden(
                    f"table {table} has not played board {board}: its traveller and hand record "
                    "are shown only after the play"
                )
            record = self.boards[board]
            return {
                "board": board,
                "traveller": self.traveller(board),
                "hands": {str(s): [c.display for c in record.deal.hand(s)] for s in Seat},
                "dealer": str(record.dealer),
                "trump": (
                    run.play.trump.display
                    if run and run.play
                    else (record.trump.display if record.trump else None)
                ),
                "tricks": [trick_json(t) for t in run.play.tricks] if run and run.play else [],
            }

    def traveller(self, board: int) -> list[dict[str, Any]]:
        rows = [r for (_, b), r in self.results.items() if b == board]
        rows.sort(key=lambda r: (r.round, r.table))
        return [r.to_json() for r in rows]

    def waiting_on(self, state: TableState) -> str:
        phase = self.phase(state)
        if phase == "play" and state.current and state.current.play:
            return next_to_play(state.current.play).name.title()
        return {
            "seats": "players' numbers",
            "board": "board number",
            "trump": "trump card",
            "name-trump": "dealer to name trumps",
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
                in_play = phase in ("play", "quit", "trump", "name-trump", "end", "score")
                out.append(
                    {
                        "table": number,
                        "round": state.round,
                        "phase": phase,
                        "board": run.number if run else None,
                        "trick": min(play.trick_number, 13)
                        if play and run and not run.confirmed
                        else None,
                        "waiting_on": self.waiting_on(state),
                        "seq": state.seq,
                        "called": state.called,
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

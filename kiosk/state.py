"""The state of an evening: every table's progress, the results, the settings, and what
the movement says of each table and round (looked up once: the movement of an evening
does not change). The journal (:mod:`kiosk.journal`) rebuilds it from the log; the
table procedure (:mod:`kiosk.procedure`) changes it; the views (:mod:`kiosk.views`)
read it."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

from kiosk.bridge import declaring, new_deal
from kiosk.clock import RoundClock
from kiosk.errors import NotFound
from kiosk.store import LogEntry, Store
from kiosk.tables import SEAT_LABELS, SETTINGS_DEFAULTS, Result, TableState
from scoring.movement import Movement, TableRound
from whist import Board, Play, TrumpRecord, find_game


class EveningState:
    """All tables of one event: the state the log's rows build, and what the movement
    says of each table and round."""

    def __init__(
        self,
        store: Store,
        *,
        game: str,
        boards: Sequence[Board],
        movement: Movement,
        settings: Mapping[str, Any] | None = None,
        shared: bool | None = None,
    ) -> None:
        self.store = store
        #: Another process may write the same database (a central PostgreSQL server):
        #: look for its rows before every read and write. Alone on its SQLite file, the
        #: kiosk reads the log only at start (the unique (table, seq) key still refuses a
        #: row written behind its back).
        self.shared = store.engine.dialect.name != "sqlite" if shared is None else shared
        self.game = game
        #: the deal's score is its tricks (they add up to 13), not points: the game says
        self._scores_tricks = find_game(game).scores_tricks
        self.boards = {b.number: b for b in boards}
        self.movement = movement
        self._rounds: tuple[int, ...] | None = None
        self._table_rounds: dict[tuple[int, int], TableRound | None] = {}
        self._seats: dict[tuple[int, int], dict[str, int]] = {}
        self._playing: dict[int, tuple[int, ...]] = {}
        self._numbers: tuple[int, ...] | None = None
        self.defaults = {**SETTINGS_DEFAULTS, **(settings or {})}
        self.lock = threading.RLock()
        self.commit_lock = threading.Lock()
        self.replay_errors: list[str] = []
        self._reset()

    # --- rebuilding ------------------------------------------------------------------------

    def _reset(self) -> None:
        self.settings: dict[str, Any] = dict(self.defaults)
        self.tables: dict[int, TableState] = {
            n: TableState(n, self._first_round(n)) for n in self.table_numbers()
        }
        self.event_seq = 0
        self.results: dict[tuple[int, int], Result] = {}
        self.table_trumps: dict[int, TrumpRecord] = {}
        self.client_ids: set[str] = set()
        self.last_id = 0
        self.audit: list[LogEntry] = []
        #: contestant number -> name (kiosk.names), and the round clock (kiosk.clock)
        self.names: dict[int, str] = {}
        self.clock = RoundClock()

    # looked up once (every view of a table asks for its seats and deals).

    def table_numbers(self) -> list[int]:
        if self._numbers is None:
            self._numbers = tuple(
                sorted({tr.table for rnd in self.movement.rounds for tr in rnd.tables})
            )
        return list(self._numbers)

    @property
    def round_numbers(self) -> list[int]:
        if self._rounds is None:
            self._rounds = tuple(rnd.number for rnd in self.movement.rounds)
        return list(self._rounds)

    def _first_round(self, table: int) -> int:
        for rnd in self.movement.rounds:
            tr = rnd.table(table)
            if tr is not None and tr.full:
                return rnd.number
        return self.movement.rounds[0].number

    def table_round(self, table: int, round_number: int) -> TableRound | None:
        key = (table, round_number)
        if key not in self._table_rounds:
            found = None
            for rnd in self.movement.rounds:
                if rnd.number == round_number:
                    found = rnd.table(table)
                    break
            self._table_rounds[key] = found
        return self._table_rounds[key]

    def seats_of(self, table: int, round_number: int) -> dict[str, int]:
        key = (table, round_number)
        seats = self._seats.get(key)
        if seats is None:
            tr = self.table_round(table, round_number)
            seats = self._seats[key] = self.movement.seats_of(tr) if tr is not None else {}
        return dict(seats)

    def deals_of(self, table: int, round_number: int) -> tuple[int, ...]:
        tr = self.table_round(table, round_number)
        return tr.deals if tr is not None and tr.full else ()

    def tables_playing(self, board: int) -> tuple[int, ...]:
        """The tables that play ``board`` (per the movement), in round order: looked up
        once (every view of a board's release asks, and the movement's answer walks every
        table of every round)."""
        found = self._playing.get(board)
        if found is None:
            found = self._playing[board] = tuple(
                m.table.table for m in self.movement.meetings(board)
            )
        return found

    def where_board_goes(self, board: int) -> str:
        meetings = self.movement.meetings(board)
        if not meetings:
            return f"board {board} is not in this movement"
        places = ", ".join(f"table {m.table.table} in round {m.round}" for m in meetings)
        return f"board {board} is played at {places}"

    def where_next(self, table: int, round_number: int) -> list[dict[str, Any]]:
        """Where each contestant of this table goes after ``round_number`` (the movement's
        answer, as the guide card gives it)."""
        out: list[dict[str, Any]] = []
        for seat, who in self.seats_of(table, round_number).items():
            nxt = self.movement.where_next(who, round_number)
            out.append(
                {
                    "seat": seat,
                    "label": SEAT_LABELS.get(seat, seat),
                    "contestant": who,
                    "table": nxt.table if nxt else None,
                    "round": nxt.round if nxt else None,
                    "next_seat": SEAT_LABELS.get(nxt.seat, nxt.seat) if nxt else None,
                }
            )
        return out

    # --- reading ---------------------------------------------------------------------------

    def _table(self, number: int) -> TableState:
        state = self.tables.get(number)
        if state is None:
            raise NotFound(
                f"there is no table {number}: the movement has tables "
                f"{', '.join(map(str, self.table_numbers()))}"
            )
        return state

    def remaining(self, state: TableState) -> list[int]:
        return [
            d
            for d in self.deals_of(state.number, state.round)
            if not (d in state.runs and state.runs[d].confirmed)
            and (state.number, d) not in self.results
        ]

    def _waiting_choices(self, play: Play) -> list[dict[str, Any]]:
        out = []
        for index, irregularity in enumerate(play.irregularities):
            lapsed = getattr(irregularity, "lapsed", "")
            if (
                irregularity.choice is None
                and irregularity.options
                and irregularity.chooser
                and not lapsed
            ):
                choosers = " or ".join(s.name.title() for s in irregularity.chooser)
                out.append(
                    {
                        "index": index,
                        "law": irregularity.law,
                        "kind": irregularity.kind.value,
                        "offender": str(irregularity.offender),
                        "trick": irregularity.trick,
                        "card": irregularity.card.display if irregularity.card else None,
                        "note": irregularity.note,
                        "chooser": [str(s) for s in irregularity.chooser],
                        "options": [
                            {"code": o.code, "description": o.description}
                            for o in irregularity.options
                        ],
                        "text": (
                            f"law {irregularity.law}: {irregularity.offender.name.title()} "
                            f"({irregularity.kind.value.replace('-', ' ')}); {choosers} chooses"
                        ),
                    }
                )
        return out

    def phase(self, state: TableState) -> str:
        if state.finished:
            return "finished"
        if state.seated is None:
            return "seats"
        run = state.current
        if run is None or run.confirmed:
            return "board" if self.remaining(state) else "round-end"
        if self.settings["quick_mode"] or run.quick_points is not None:
            return "confirm" if run.quick_points is not None else "score"
        if run.play is None:
            return "trump"
        play = run.play
        if declaring(play):
            return "declare"
        if new_deal(play):
            return "new-deal"
        if play.trump.is_pending:
            return "name-trump"
        if play.is_complete:
            return "end"
        if len(play.current_trick) == 4:
            return "quit"
        return "play"

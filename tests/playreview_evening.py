"""A played kiosk evening for the play-review tests: the event folder of tests/kiosk's
two-table movement, every table played through the kiosk's own door (the simulated
players of :mod:`kiosk.autoplay`), and one table-board scripted: every card there is
double-dummy best (chosen by DDS's ``solve_board``, not by the analysis under test)
except one planted card that costs.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from endplay.dds import solve_board

from dealer.analysis import DDS_LOCK, to_dds
from dealer.folder import save_event
from kiosk.autoplay import Autoplayer
from kiosk.evening import Evening
from kiosk.store import Store
from scoring.movement import Movement
from tests.kiosk.conftest import MOVEMENT, make_event
from whist import Card, Play, Seat

#: the scripted table-board and the card number (1-52) of the planted mistake
TABLE, BOARD, PLANT_AFTER = 1, 1, 9


@dataclass
class Planted:
    number: int = 0
    seat: Seat | None = None
    card: Card | None = None
    cost: int = 0


def dd_scores(play: Play) -> list[tuple[Card, int]]:
    """Every card the player to play may play, with the tricks his side then takes from
    the rest of the deal (DDS)."""
    deal = to_dds(play.deal, play.first_leader, play.trump_suit)
    for trick in play.tricks:
        for p in trick.cards:
            deal.play(str(p.card))
    for p in play.current_trick:
        deal.play(str(p.card))
    with DDS_LOCK:
        return [(Card.parse(str(c)), int(t)) for c, t in solve_board(deal)]


class ScriptedPlayers(Autoplayer):
    """The simulated players, but at ``TABLE``'s ``BOARD`` they play double-dummy best,
    except the first card from ``PLANT_AFTER`` on that can cost, which is the worst."""

    def __init__(self, evening: Evening, seed: int = 0) -> None:
        super().__init__(evening, seed)
        self.planted = Planted()

    def next_action(self, table: int) -> tuple[str, dict[str, Any]] | None:
        planned = super().next_action(table)
        if planned is None or table != TABLE or planned[0] != "action":
            return planned
        action = planned[1]["action"]
        run = self.evening.tables[table].current
        if action["type"] != "PlayCard" or run is None or run.number != BOARD:
            return planned
        play = run.play
        assert play is not None
        number = 4 * len(play.tricks) + len(play.current_trick) + 1
        scores = self.scores(play)
        if not scores:
            return planned
        best = max(t for _, t in scores)
        worst = min(t for _, t in scores)
        if self.planted.card is None and self.may_plant(number) and worst < best:
            card = next(c for c, t in scores if t == worst)
            self.planted = Planted(number, play.to_play, card, best - worst)
        else:
            card = next(c for c, t in scores if t == best)
        fields = {"seat": action["fields"]["seat"], "card": str(card)}
        return "action", {"action": {"type": "PlayCard", "fields": fields}}

    def scores(self, play: Play) -> list[tuple[Card, int]]:
        """Each card the player to play may play, with its value (none: play as the
        simulated players do)."""
        return dd_scores(play)

    def may_plant(self, number: int) -> bool:
        """Whether the costly card may be planted at card ``number`` of the board."""
        return number >= PLANT_AFTER


def play_evening(
    folder: Path, *, seed: int = 5, boards: int = 4, stop_after: tuple[int, int] | None = None
) -> Planted:
    """Deal the test event into ``folder``, play it through the kiosk's log
    (``folder/kiosk.sqlite3``) and return the planted card; with ``stop_after`` (table,
    board), only that table plays, until that board is scored there."""
    event = make_event(boards=boards)
    save_event(event, folder)
    store = Store(f"sqlite:///{folder / 'kiosk.sqlite3'}")
    try:
        evening = Evening(
            store, game=event.game, boards=event.boards, movement=Movement.from_dict(MOVEMENT)
        )
        players = ScriptedPlayers(evening, seed=seed)
        if stop_after is None:
            players.run_evening()
        else:
            while stop_after not in evening.results:
                assert players.step(stop_after[0])
    finally:
        store.close()
    assert players.planted.card is not None
    return players.planted

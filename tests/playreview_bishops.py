"""A played Bishops whist evening for the play-review tests: the event folder of
tests/kiosk's two-table movement dealt for Bishops whist, every table played through the
kiosk's own door (the simulated players of :mod:`kiosk.autoplay`, which also name the
trump after a knight cut), and one table-board scripted in its short ending: from the
eleventh trick on (three cards a hand) every card is the best for its side's points,
chosen by a brute-force search with the engine's own rules and scoring
(:func:`tests.solver.brute.brute`, not the solver under test), except one planted card
that costs points.
"""

from __future__ import annotations

from pathlib import Path

from dealer.folder import save_event
from kiosk.evening import Evening
from kiosk.store import Store
from scoring.movement import Movement
from solver import Position, opening
from solver import play as solver_play
from tests.kiosk.conftest import MOVEMENT, make_event
from tests.playreview_evening import BOARD, TABLE, Planted, ScriptedPlayers
from tests.solver.brute import brute
from whist import Card, Play, Side, find_game

#: the scripted table-board (the same as the duplicate evening's), and the trick from
#: which its players play by brute force
__all__ = ["BOARD", "SCRIPT_FROM", "TABLE", "play_bishops_evening", "position_of"]
SCRIPT_FROM = 11


def position_of(play: Play) -> Position:
    """The solver's position after the cards played so far."""
    assert play.trump_suit is not None or play.trump is not None
    position = opening(play.deal, play.trump_suit, play.first_leader, find_game("bishops-whist"))
    for trick in play.tricks:
        for p in trick.cards:
            position = solver_play(position, p.card)
    for p in play.current_trick:
        position = solver_play(position, p.card)
    return position


def brute_scores(play: Play) -> list[tuple[Card, int]]:
    """Every card the player to play may play, with the points his side then makes less
    the other side's (brute force over the rest of the deal)."""
    position = position_of(play)
    sign = 1 if position.to_play.side is Side.NS else -1
    out = []
    for card in dict.fromkeys(play.lawful_plays()):
        after = solver_play(position, card)
        if after.trick_number > 13:
            continue  # the deal's last card: no choice to score
        out.append((card, sign * brute(after, "points")))
    return out


class ScriptedBishopsPlayers(ScriptedPlayers):
    """The simulated players; at ``TABLE``'s ``BOARD``, from trick ``SCRIPT_FROM`` on,
    brute-force best but for the first card that can cost, which is the worst."""

    def scores(self, play: Play) -> list[tuple[Card, int]]:
        if len(play.tricks) + 1 < SCRIPT_FROM:
            return []
        return brute_scores(play)

    def may_plant(self, number: int) -> bool:
        return True


def play_bishops_evening(folder: Path, *, url: str | None = None, seed: int = 3) -> Planted:
    """Deal the Bishops test event into ``folder``, play it through the kiosk's log (the
    database at ``url``, by default ``folder/kiosk.sqlite3``) and return the planted card."""
    event = make_event(game="bishops-whist", boards=4)
    save_event(event, folder)
    store = Store(url or f"sqlite:///{folder / 'kiosk.sqlite3'}")
    try:
        evening = Evening(
            store, game=event.game, boards=event.boards, movement=Movement.from_dict(MOVEMENT)
        )
        players = ScriptedBishopsPlayers(evening, seed=seed)
        players.run_evening()
    finally:
        store.close()
    assert players.planted.card is not None, "no card of the scripted ending could cost"
    return players.planted

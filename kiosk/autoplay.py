"""Simulated players for the demo evening: at every table they do what real players do
at the tablet -- confirm their numbers, take the next board, play lawful cards (chosen by
the engine's ``lawful_plays``, law 28 never broken), turn and quit each trick (in Bridge Whist: declare, double and
re-double first, and play the dummy's cards for the dealer), confirm the
score as an adversary, and move on at the end of the round.

They act through :meth:`kiosk.evening.Evening.submit`, the same door the tablets use, so
every action is validated and logged like a player's.
"""

from __future__ import annotations

import random
import uuid
from dataclasses import dataclass
from typing import Any

from kiosk.bridge import choices
from kiosk.errors import KioskError
from kiosk.evening import Evening
from whist import SUITS, Play, Rank
from whist.notation import encode_action


@dataclass
class Autoplayer:
    """Plays every table of ``evening``; ``seed`` makes the choice of cards repeatable."""

    evening: Evening
    seed: int = 0

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def next_action(self, table: int) -> tuple[str, dict[str, Any]] | None:
        """What the players at ``table`` do next, or ``None`` when they have finished."""
        evening = self.evening
        with evening.lock:
            evening.catch_up()
            state = evening.tables[table]
            phase = evening.phase(state)
            run = state.current
            if phase == "finished":
                return None
            if phase == "seats":
                return "seats", {"seats": evening.seats_of(table, state.round)}
            if phase == "board":
                return "board", {"board": evening.remaining(state)[0]}
            if phase == "round-end":
                return "next", {}
            assert run is not None
            if phase == "trump":
                board = run.board
                return "trump", {"trump": str(board.deal.hand(board.dealer)[-1])}
            if phase == "score":
                ns = self.rng.randint(3, 10)
                if evening.game == "duplicate-whist":
                    return "tricks", {"NS": ns, "EW": 13 - ns}
                return "tricks", {"NS": ns, "EW": self.rng.randint(0, 10)}
            if phase in ("end", "confirm"):
                return "confirm", {"seat": "E"}
            play = run.play
            assert play is not None
            if phase == "declare":
                return "action", {"action": self.speak(play)}
            if phase == "name-trump":
                hand = play.deal.hand(play.dealer)
                suit = max(SUITS, key=lambda s: sum(1 for c in hand if c.suit is s))
                return "action", {"action": {"type": "NameTrump", "fields": {"suit": str(suit)}}}
            if phase == "quit":
                return "action", {"action": {"type": "QuitTrick", "fields": {}}}
            seat = play.to_play
            assert seat is not None
            card = self.rng.choice(play.lawful_plays())
            return "action", {
                "action": {"type": "PlayCard", "fields": {"seat": str(seat), "card": str(card)}}
            }

    def speak(self, play: Play) -> dict[str, Any]:
        """Bridge Whist: what the player to speak says, as the tablet's button would send
        it. The dealer declares a long suit (five or more) or sans atout with three aces,
        else leaves it to his partner, who names his longest suit; the adversaries double
        now and then, and the declarers re-double a double now and then, so that a demo
        evening shows every step."""
        seat, buttons = choices(play)
        assert seat is not None and buttons, "the declaration is open but nobody may speak"
        by_kind = {b.kind: b for b in buttons}
        declare = [b for b in buttons if b.kind == "declare"]
        if declare:
            hand = play.deal.hand(seat)
            longest = max(SUITS, key=lambda s: (sum(1 for c in hand if c.suit is s), s.letter))
            length = sum(1 for c in hand if c.suit is longest)
            aces = sum(1 for c in hand if c.rank is Rank.ACE)
            if aces >= 3:
                chosen = next(b for b in declare if b.value == "NT")
            elif length >= 5 or "pass" not in by_kind:
                chosen = next(b for b in declare if b.value == longest.letter)
            else:
                chosen = by_kind["pass"]
        else:
            raise_it = by_kind.get("double") or by_kind.get("redouble")
            roll = self.rng.random()
            if raise_it is not None and roll < (0.35 if raise_it.kind == "double" else 0.4):
                chosen = raise_it
            elif "pass" in by_kind and roll < 0.6:
                chosen = by_kind["pass"]
            else:
                chosen = by_kind["play"]
        return encode_action(chosen.action)

    def step(self, table: int) -> bool:
        """Do the next thing at ``table``; ``False`` when it has finished the evening."""
        planned = self.next_action(table)
        if planned is None:
            return False
        kind, data = planned
        state = self.evening.tables[table]
        try:
            self.evening.submit(
                table=table,
                kind=kind,
                data=data,
                client_id=uuid.uuid4().hex,
                seq=state.seq,
                round=state.round,
                actor="table",
            )
        except KioskError as exc:
            if exc.status != 409:  # a real tablet got there first: look again next time
                raise
        return True

    def run_evening(self, max_steps: int = 1_000_000) -> int:
        """Play every table to the end of the evening; returns the number of actions."""
        steps = 0
        active = list(self.evening.table_numbers())
        while active and steps < max_steps:
            for table in list(active):
                if self.step(table):
                    steps += 1
                else:
                    active.remove(table)
        if active:
            raise RuntimeError(
                f"the evening did not finish in {max_steps} actions (tables {active} still play)"
            )
        return steps

"""What may be shown to whom, and when (kiosk.publication): no board's hand record,
traveller or other tables' result reaches a table or the public before every table that
plays it has finished it (or the director releases it); the public ranking per direction
where the form compares within a direction, ties as ties, law (a)'s fraction rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dealer.generate import create_event
from kiosk import publication
from kiosk.autoplay import Autoplayer
from kiosk.evening import Evening
from kiosk.publication import (
    FRACTION_RULE,
    board_complete,
)
from kiosk.standings import public_results
from kiosk.store import Store
from scoring.forms import find_movement
from scoring.movement import Movement

from .conftest import SECRET


def _mitchell_evening(tmp_path: Path, tables: int = 3) -> tuple[Evening, Movement, Store]:
    movement = find_movement("mitchell").build(tables, 2 * tables)
    event = create_event(
        boards=movement.deals,
        secret=SECRET,
        name="Three tables",
        event_id="three-tables",
        movement=movement.to_dict(),
    )
    # a whole evening of rows: no fsync per row (the durability is not under test here)
    store = Store(f"sqlite:///{tmp_path / 'k.sqlite3'}", synchronous="normal")
    evening = Evening(store, game=event.game, boards=event.boards, movement=movement)
    return evening, movement, store


def _still_to_play(evening: Evening, movement: Movement, contestant: int) -> set[int]:
    """The boards ``contestant`` has still to play (its meetings without a result)."""
    out = set()
    for board in movement.all_deals():
        for meeting in movement.meetings(board):
            seats = movement.seats_of(meeting.table)
            if contestant in seats.values() and (meeting.table.table, board) not in evening.results:
                out.add(board)
    return out


def test_no_table_ever_sees_a_board_someone_there_still_has_to_play(tmp_path: Path) -> None:
    """A whole 3-table Mitchell evening played by the simulated players: after every
    action, every table's view (board, end of deal, end of round, finished) and the public
    results hold no hand record, trick or other table's result of a board that anyone
    seated at that table -- or anyone at all, for the public -- still has to play."""
    evening, movement, store = _mitchell_evening(tmp_path)
    players = Autoplayer(evening, seed=7)
    shown_hands: set[int] = set()
    round_end_views = 0
    active = list(evening.table_numbers())
    while active:
        for table in list(active):
            if not players.step(table):
                active.remove(table)
                continue
            for number in evening.table_numbers():
                view = evening.table_view(number)
                here = set(evening.seats_of(number, view["round"]).values())
                pending = set().union(*(_still_to_play(evening, movement, c) for c in here))
                if view["phase"] == "round-end":
                    round_end_views += 1
                    assert {r["board"] for r in view["round_scores"]} <= set(
                        evening.deals_of(number, view["round"])
                    )
                board_view = view.get("board")
                if (
                    board_view
                    and board_view["confirmed"]
                    and not board_complete(evening, board_view["number"])
                ):
                    # scored here, still to be played elsewhere: not even its trump card
                    assert board_view["trump"] is None and "score" not in board_view
                previous = view.get("previous")
                if previous:
                    board = previous["board"]
                    others = [r for r in previous["traveller"] if r["table"] != number]
                    if previous["hands"] or previous["tricks"] or others:
                        assert board not in pending, (number, view["round"], board)
                        assert board_complete(evening, board)
                        shown_hands.add(board)
                    else:
                        assert previous["withheld"]
                text = json.dumps(view)
                assert '"hands": {' not in text or (previous and previous["hands"])
            results = public_results(players_kiosk(evening))
            for deal in results["deals"]:
                assert board_complete(evening, deal["board"])
    assert round_end_views > 0
    # the check above is not vacuous: boards are shown once complete everywhere
    assert shown_hands
    assert public_results(players_kiosk(evening))["progress"] == "6 of 6 boards complete"
    store.close()


class _Event:
    name = "Three tables"
    game = "duplicate-whist"


class _Kiosk:
    """What :func:`public_results` reads of a kiosk: its evening and event."""

    def __init__(self, evening: Evening) -> None:
        self.evening = evening
        self.event = _Event()


def players_kiosk(evening: Evening) -> Any:
    return _Kiosk(evening)


def test_public_ranking_per_direction_counts_only_complete_boards(tmp_path: Path) -> None:
    """Mitchell: "Each North and South score is compared with this average. The same
    course is pursued with the East and West scores" -- two lists, never mixed."""
    evening, _movement, store = _mitchell_evening(tmp_path)
    kiosk = players_kiosk(evening)
    players = Autoplayer(evening, seed=11)
    seen_partial = False
    while any(players.step(t) for t in evening.table_numbers()):
        results = public_results(kiosk)
        complete = results["complete"]
        assert results["progress"] == f"{complete} of 6 boards complete"
        if 0 < complete < 6:
            seen_partial = True
            assert results["note"] == f"counted: {complete} complete board" + (
                "s" if complete > 1 else ""
            )
        if results["lists"]:
            assert [lst["title"] for lst in results["lists"]] == ["North-South", "East-West"]
    assert seen_partial
    results = public_results(kiosk)
    ns, ew = results["lists"]
    assert {r["contestant"] for r in ns["rows"]} == {1, 3, 5}
    assert {r["contestant"] for r in ew["rows"]} == {2, 4, 6}
    for lst in (ns, ew):
        places = [r["place"] for r in lst["rows"]]
        assert places[0] in ("1", "=1")
    store.close()


def test_the_public_lists_are_scorings_rankings() -> None:
    """One source of truth: the kiosk publishes scoring's per-direction rankings (places,
    ties and law (a)'s note) as they are.  Law (a): "... unless it is necessary to take
    the fraction into account to avoid a tie, in which case the match is scored as won
    by 'the fraction of a trick.'" """
    assert "the fraction of a trick" in FRACTION_RULE and "one-half counting as a whole" in (
        FRACTION_RULE
    )
    assert not hasattr(publication, "place_within")


@pytest.mark.parametrize("policy", ["complete", "session-end", "now"])
def test_release_setting(policy: str, tmp_path: Path) -> None:
    """The director's setting: when complete everywhere (default), at the end of the
    session, or now."""
    evening, _movement, store = _mitchell_evening(tmp_path)
    evening.submit(
        table=0,
        kind="setting",
        data={"name": "release_results", "value": policy},
        client_id=None,
        seq=None,
        round=None,
        actor="director",
        reason="test",
    )
    kiosk = players_kiosk(evening)
    players = Autoplayer(evening, seed=5)
    # table 1 plays its first round only
    while evening.tables[1].round == 1 and evening.phase(evening.tables[1]) != "round-end":
        players.step(1)
    deals = {d["board"] for d in public_results(kiosk)["deals"]}
    previous = evening.table_view(1)["previous"]
    if policy == "now":
        assert deals == {1, 2} and previous["hands"]
    else:
        assert deals == set() and previous["hands"] is None
        assert "shown" in previous["withheld"]
    players.run_evening()
    deals = {d["board"] for d in public_results(kiosk)["deals"]}
    assert deals == set(range(1, 7))
    store.close()

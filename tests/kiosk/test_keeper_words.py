"""The score sheet's words are one: ``whist tally``'s text and the score-keeper's page
say the same lines, Solo's modes by the book's names and the players by the names the
sitting gives (issue 16)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from flask import Flask

from whist.games.solo import Mode

from .test_keeper import Keeper

WHIST = str(Path(sys.executable).with_name("whist"))
PLAYERS = ["Ann", "Bob", "Cyril", "Dora"]

#: a Solo sitting with a hand of each mode the book enumerates (each bid at the
#: dealer's left, the others passing), and a Proposal accepted and won with thirteen
HANDS: list[dict[str, Any]] = [
    {"dealer": "Dora", "bids": [["Ann", "misere"], ["Bob", "pass"], ["Cyril", "pass"],
                                ["Dora", "pass"]], "tricks": 1},
    {"dealer": "Ann", "bids": [["Bob", "propose"], ["Cyril", "pass"], ["Dora", "accept"],
                               ["Ann", "pass"]], "tricks": 13},
    {"dealer": "Bob", "bids": [["Cyril", "solo"], ["Dora", "pass"], ["Ann", "pass"],
                               ["Bob", "pass"]], "tricks": 7},
    {"dealer": "Cyril", "bids": [["Dora", "abundance"], ["Ann", "pass"], ["Bob", "pass"],
                                 ["Cyril", "pass"]], "trump": "H", "tricks": 9},
    {"dealer": "Dora", "bids": [["Ann", "abundance-in-trumps"], ["Bob", "pass"],
                                ["Cyril", "pass"], ["Dora", "pass"]], "tricks": 8},
    {"dealer": "Ann", "bids": [["Bob", "open-misere"], ["Cyril", "pass"], ["Dora", "pass"],
                               ["Ann", "pass"]], "tricks": 0},
    {"dealer": "Bob", "bids": [["Cyril", "abundance-declaree"], ["Dora", "pass"],
                               ["Ann", "pass"], ["Bob", "pass"]], "trump": "S", "tricks": 13},
]  # fmt: skip


def tally_text(tmp_path: Path, game: str, sitting: dict[str, Any]) -> list[str]:
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(sitting), encoding="utf-8")
    done = subprocess.run(
        [WHIST, "tally", game, str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_solo_modes_by_the_books_names_in_tally_and_on_the_page(app: Flask, tmp_path: Path) -> None:
    """The seven modes "(called *Proposal*)", "(called *a Solo*)", "(called *Nullo* or
    *Misere*)", "(called *Abundance*)", "(called *Abundance in Trumps*)", "(called *Open
    Misere* or a *Spread*)", "(called *Abundance Declaree* or a *Slam*)" (seed 000, Solo
    Whist): the text sheet and the page write each by that name, never the file's call
    ("misere"), and by the player's name."""
    text = tally_text(tmp_path, "solo-whist", {"players": PLAYERS, "hands": HANDS})
    k = Keeper(app, "solo-whist", PLAYERS)
    for record in HANDS:
        state = k.hand(record)
    page = [h["said"] for h in state["hands"]]
    expected = [
        "Misère by Ann: 1 trick, lost; 20 chips to each adversary",
        "Proposal and Acceptance by Bob and Dora: 13 tricks, won; 15 chips from each adversary",
        "Solo by Cyril: 7 tricks, won; 17 chips from each adversary",
        "Abundance by Dora: 9 tricks, won; 40 chips from each adversary",
        "Abundance in Trumps by Ann: 8 tricks, lost; 41 chips to each adversary",
        "Open Misère by Bob: 0 tricks, won; 60 chips from each adversary",
        "Abundance Declarée by Cyril: 13 tricks, won; 80 chips from each adversary",
    ]
    assert [said[0] for said in page] == expected
    # "if the partners take in all thirteen tricks, they receive double for the over tricks"
    assert page[1][1] == "all thirteen: double for the over tricks"
    for n, said in enumerate(page, start=1):
        # the same words, from the same sheet: the page's lines are the text's
        assert any(line.startswith(f"hand {n}: {'; '.join(said)} [") for line in text), (n, text)
    whole = "\n".join(text)
    for mode in Mode:
        assert f"{mode.call} by" not in whole
    assert {m.title for m in Mode} >= {e.split(" by ")[0] for e in expected}


def test_a_refused_overbid_names_the_modes(app: Flask) -> None:
    """ "the highest bid determining the form of game to be played, and superseding all
    lower bids" (seed 000, Solo Whist): the refusal names both games as the book does."""
    k = Keeper(app, "solo-whist", PLAYERS)
    refused = k.hand(
        {
            "dealer": "Dora",
            "bids": [["Ann", "misere"], ["Bob", "solo"]],
            "tricks": 5,
        },
        400,
    )
    assert "Solo does not overbid Misère" in refused["message"], refused


def test_cayenne_grand_and_nullo_by_the_books_names(app: Flask, tmp_path: Path) -> None:
    """ "to play the Grand Game (without any trump), or to play Nullo" (seed 000,
    Cayenne): the sheet's line names the declaration so, in the text and on the page."""
    hands = [
        {"dealer": "A", "cayenne": "H", "declaration": "grand", "tricks": {"A-C": 8, "B-D": 5}},
        {"dealer": "B", "cayenne": "S", "declaration": "nullo", "tricks": {"A-C": 4, "B-D": 9}},
    ]
    text = tally_text(tmp_path, "cayenne", {"hands": hands})
    assert text[1].startswith("hand 1: Grand Game: 8 points a trick over six;"), text
    assert text[2].startswith("hand 2: Nullo: 8 points a trick over six;"), text
    k = Keeper(app, "cayenne")
    for record in hands:
        state = k.hand(record)
    assert state["hands"][0]["said"][0] == "Grand Game: 8 points a trick over six"
    assert state["hands"][1]["said"][0] == "Nullo: 8 points a trick over six"
    # the points a side scores after what they are for, in the book's words
    assert state["hands"][0]["said"][1] == "2 by tricks: A-C 16 points"
    assert state["hands"][1]["said"][1] == "B-D took 3 over the book: A-C 24 points"


def test_the_bidding_names_the_contract_as_the_sheet_does(app: Flask) -> None:
    """The contract shown when the bidding is over, the bidding's buttons and the hand's
    line on the sheet name the mode alike (Mode.title: one source)."""
    k = Keeper(app, "solo-whist", PLAYERS)
    calls = [["Ann", "pass"], ["Bob", "open-misere"], ["Cyril", "pass"], ["Dora", "pass"]]
    view = k.post("auction", {"dealer": "Dora", "calls": calls[:1]})
    labels = {c["call"]: c["label"] for c in view["lawful"]}
    assert labels["open-misere"].startswith(Mode.OPEN_MISERE.title + " (")
    assert labels["abundance-declaree"].startswith("Abundance Declarée (")
    view = k.post("auction", {"dealer": "Dora", "calls": calls})
    assert view["contract"] == "Open Misère by Bob: no trick"
    state = k.hand({"dealer": "Dora", "bids": calls, "tricks": 0})
    assert state["hands"][0]["said"][0].startswith("Open Misère by Bob: 0 tricks, won")

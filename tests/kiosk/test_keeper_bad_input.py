"""Bad input through the score-keeper's endpoints and ``whist tally``, as a holder of a
table's link or a careless file could send it: a clear refusal naming what is wrong,
never a 500 or a traceback, and nothing written (issue 16)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from kiosk.keeper_views import keepers

from .test_keeper import Keeper

WHIST = str(Path(sys.executable).with_name("whist"))


@pytest.mark.parametrize(
    ("body", "said"),
    [
        (b"[" * 2000 + b"]" * 2000, "nested too deep"),
        (b'{"record":' * 50 + b"1" + b"}" * 50, "nested too deep"),
        (b'{"record": {"tricks": NaN}, "seq": 1}', "NaN is not a number JSON allows"),
        (b'{"record": {}, "seq": 1e999}', "the number 1e999 is too large"),
        (b'{"record": {}, "seq": 1', "send a JSON object"),
        (b'{"record": "\xc3\x28"}', "not UTF-8"),
        (b"[1, 2]", "send a JSON object"),
    ],
)
def test_malformed_json_is_a_400_on_every_endpoint(app: Flask, body: bytes, said: str) -> None:
    k = Keeper(app, "solo-whist")
    for path in ("hand", "auction", "undo"):
        answer = k.client.post(
            f"/keep/{k.number}/{path}",
            data=body,
            headers={"X-Keeper-Token": k.token, "Content-Type": "application/json"},
        )
        assert answer.status_code == 400, (path, answer.data[:300])
        assert said in answer.get_json()["message"], (path, answer.get_json())
    assert k.get()["seq"] == 1 and k.get()["hands"] == []  # nothing written


def test_a_field_the_page_never_sends_is_named(app: Flask) -> None:
    k = Keeper(app, "whist-1893")
    refused = k.hand({"dealer": "A", "tricks": {"A-C": 7}, "trumps": "S"}, 400)
    assert refused["message"].startswith("trumps: is not a field of this game's hands"), refused


@pytest.mark.parametrize(
    ("game", "record", "said"),
    [
        ("cayenne", {"dealer": "A", "declared_by": "A", "cayenne": "H", "declaration": "S",
                     "tricks": {"A-C": 14}}, "Tricks: 14 is outside 0 to 13"),
        ("whist-1893", {"dealer": "A", "tricks": {"A-C": 8, "B-D": 8}},
         "Tricks: 16 tricks in all: a hand has thirteen"),
        ("three-handed-whist", {"dealer": "A", "tricks": {"A": 5, "B": 4, "C": 5}},
         "Tricks: 14 tricks in all: a hand has thirteen"),
        ("thirteen-and-the-odd", {"dealer": "A", "tricks": {"A": 6, "B": 6}},
         "Tricks: nobody has seven"),
        ("cayenne", {"dealer": "A", "declared_by": "A", "cayenne": "H", "declaration": "grand",
                     "tricks": {"A-C": 8}, "honours": {"A-C": 3}},
         "Honours: Grand Game: 'There are no Honors' (seed 000, Cayenne)"),
    ],
)  # fmt: skip
def test_impossible_tricks_are_refused_in_players_words(
    app: Flask, game: str, record: dict[str, Any], said: str
) -> None:
    k = Keeper(app, game)
    refused = k.hand(record, 400)
    assert refused["message"] == said or refused["message"].startswith(said), refused
    assert k.get()["hands"] == []


def test_a_name_too_long_or_on_two_lines_is_refused(app: Flask) -> None:
    """The director's form, the command and a tally file read names alike."""
    client = app.test_client()
    secret = app.extensions["kiosk"].director_secret
    for players, said in (
        ("x" * 200 + ",Bob,Cyril,Dora", "at most 24 characters"),
        ("Ann,Bob\tSmith,Cyril,Dora", "holds a character that is not printed"),
    ):
        answer = client.post(
            "/director/keepers",
            data={"game": "solo-whist", "players": players},
            headers={"X-Director-Secret": secret},
        )
        assert answer.status_code == 302
        page = client.get(answer.location, headers={"X-Director-Secret": secret}).data.decode()
        assert said in page, page[:2000]
    with app.app_context():
        assert keepers().tables == {}


def tally(tmp_path: Path, game: str, text: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "sitting.json"
    path.write_text(text, encoding="utf-8")
    return subprocess.run(
        [WHIST, "tally", game, str(path)], capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize(
    ("game", "text", "said"),
    [
        ("solo-whist", "[" * 100_000, "the JSON is nested too deep to be a sitting"),
        ("solo-whist", "[{", "not JSON at line 1, column 3"),
        ("nope", "[]", "'nope' is not a game tally scores: choose one of cayenne,"),
        ("solo-whist", json.dumps({"players": ["x" * 30, "B", "C", "D"], "hands": [{}]}),
         "at most 24 characters"),
        ("cayenne", json.dumps([{"declaration": "S", "cayenne": "H", "tricks": {"A-C": 14}}]),
         "hand 1, tricks.A-C: 14 is outside 0 to 13"),
        ("double-dummy", json.dumps({"options": {"game_points": 6}, "hands": [{}]}),
         "options.game_points: 6 is no game's length: seven points are game, or five or ten"),
    ],
)  # fmt: skip
def test_tally_refuses_in_one_line(tmp_path: Path, game: str, text: str, said: str) -> None:
    done = tally(tmp_path, game, text)
    assert done.returncode == 1 and done.stdout == ""
    assert "Traceback" not in done.stderr and said in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr

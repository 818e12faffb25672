"""``whist replay --game bridge-whist --json FILE``: the declaration and the points by the
Table of Points, per side."""

from __future__ import annotations

import json
import random
from pathlib import Path

from click.testing import CliRunner

from dealer.formats.pbn import dumps, record_from_board
from dealer.formats.pbn.bridge_whist import record_with_bridge_play
from tests.whist.test_bridge_random import independent_score, play_at_random, random_deal
from whist import Board, Seat
from whistcli.main import cli


def _file(tmp_path: Path, seed: int) -> tuple[Path, dict[str, dict[str, int]]]:
    rng = random.Random(seed)
    deal = random_deal(rng)
    play, _ = play_at_random(rng, deal, Seat.EAST, renounces=False)
    board = Board(1, deal, Seat.EAST, None, "bridge-whist")
    path = tmp_path / "bridge.pbn"
    path.write_text(dumps([record_with_bridge_play(record_from_board(board), play)]))
    expected = independent_score(deal, list(play.actions), [], [t.winner for t in play.tricks])
    return path, expected


def test_replay_json_gives_the_points_per_side(tmp_path: Path) -> None:
    for seed in range(5):
        path, expected = _file(tmp_path, seed)
        result = CliRunner().invoke(cli, ["replay", "--game", "bridge-whist", "--json", str(path)])
        assert result.exit_code == 0, result.output
        (item,) = json.loads(result.output)
        assert item["error"] is None
        assert item["game"] == "bridge-whist"
        assert item["leader"] == "S"  # the dealer (East)'s left
        assert item["points"] == expected
        assert set(item["points"]["NS"]) == {"tricks", "honours", "chicane", "slam", "total"}
        assert item["declaration"]["declared_by"] in ("E", "W")
        assert item["complete"] is True


def test_replay_text_names_the_declaration(tmp_path: Path) -> None:
    path, expected = _file(tmp_path, 7)
    result = CliRunner().invoke(cli, ["replay", str(path)])  # the game from [WhistGame]
    assert result.exit_code == 0, result.output
    assert "declaration " in result.output
    assert f"score NS: {expected['NS']['total']} (tricks {expected['NS']['tricks']}" in (
        result.output
    )


def test_replay_without_a_declaration_says_what_to_add(tmp_path: Path) -> None:
    deal = random_deal(random.Random(2))
    board = Board(1, deal, Seat.SOUTH, None, "bridge-whist")
    record = record_from_board(board)
    text = dumps([record]).replace(
        '[WhistGame "bridge-whist"]', '[WhistGame "bridge-whist"]\n[Play "W"]\n*'
    )
    path = tmp_path / "board.pbn"
    path.write_text(text)
    result = CliRunner().invoke(cli, ["replay", "--json", str(path)])
    (item,) = json.loads(result.output)
    assert "no declaration: add [WhistDeclaration" in item["error"]

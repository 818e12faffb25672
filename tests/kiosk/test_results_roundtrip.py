"""One results format (docs/results-format.md): a kiosk evening played to the end by the
simulated players, exported by the director's "Results (JSON)", scored by `whist score`
-- the same ranking as the kiosk's; and `whist demo --no-serve --results FILE`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.generate import create_event
from kiosk import create_app
from kiosk.autoplay import Autoplayer
from kiosk.standings import public_results, ranking
from scoring.forms import find_movement
from whistcli.demo import demo
from whistcli.score import score

from .conftest import SECRET


@pytest.mark.parametrize("names", [{}, {"1": "Mrs Smith & Mr Jones", "4": "Browns"}])
def test_a_played_evening_exported_scores_the_same_with_whist_score(
    tmp_path: Path, names: dict[str, str]
) -> None:
    movement = find_movement("mitchell").build(3, 6)
    event = create_event(
        boards=movement.deals,
        secret=SECRET,
        name="Round trip",
        event_id="round-trip",
        movement=movement.to_dict(),
    )
    app = create_app(
        {"EVENT": event, "DATABASE_URL": f"sqlite:///{tmp_path / 'k.db'}", "TESTING": True}
    )
    kiosk = app.extensions["kiosk"]
    secret = {"X-Director-Secret": kiosk.director_secret}
    client = app.test_client()
    if names:  # typed at the director's console
        typed = client.post("/api/director/names", json={"names": names}, headers=secret)
        assert typed.status_code == 200, typed.get_json()
    Autoplayer(kiosk.evening, seed=3).run_evening()
    exported = client.get("/director/export/results.json", headers=secret)
    assert exported.status_code == 200
    path = tmp_path / "results.json"
    path.write_bytes(exported.data)
    data = json.loads(exported.data)
    assert data["format"] == "whist-results" and len(data["results"]) == 18
    assert data.get("names", {}) == names

    result = CliRunner().invoke(score, [str(path), "--json"])
    assert result.exit_code == 0, result.output
    scored = json.loads(result.output)
    kiosk_rows = ranking(kiosk)["rows"]
    assert [(s["place"], s["contestant"], s["result"]) for s in scored["standings"]] == [
        (r["place"], r["contestant"], r["score"]) for r in kiosk_rows
    ]
    # the Mitchell comparison ranks each direction apart, and the public lists are the same
    assert {s["group"] for s in scored["standings"]} == {"ns", "ew"}
    lists = public_results(kiosk)["lists"]
    assert [lst["title"] for lst in lists] == ["North-South", "East-West"]
    for lst, group in zip(lists, ("ns", "ew"), strict=True):
        assert [r["contestant"] for r in lst["rows"]] == [
            s["contestant"] for s in scored["standings"] if s["group"] == group
        ]
    usebio = tmp_path / "u.xml"
    assert CliRunner().invoke(score, [str(path), "--usebio", str(usebio)]).exit_code == 0
    assert "<!DOCTYPE USEBIO" in usebio.read_text()
    kiosk.store.close()


@pytest.mark.slow
def test_demo_writes_a_results_file_whist_score_reads(tmp_path: Path) -> None:
    out = tmp_path / "night.json"
    run = CliRunner().invoke(
        demo,
        ["--dir", str(tmp_path / "demo"), "--no-serve", "--seed", "00" * 32, "--results", str(out)],
    )
    assert run.exit_code == 0, run.output
    assert f"results: {out}" in run.output
    scored = CliRunner().invoke(score, [str(out)])
    assert scored.exit_code == 0, scored.output
    assert "Ranking (average)" in scored.output and "Demo evening" in scored.output
    refused = CliRunner().invoke(demo, ["--dir", str(tmp_path / "d2"), "--results", str(out)])
    assert refused.exit_code != 0 and "--no-serve" in refused.output
    missing = CliRunner().invoke(
        demo,
        ["--dir", str(tmp_path / "d3"), "--no-serve", "--results", str(tmp_path / "no/x.json")],
    )
    assert missing.exit_code != 0 and "does not exist" in missing.output

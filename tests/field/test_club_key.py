"""Each club's own kiosk key: a club's folder never holds the dealer's secret (which would
let one club's director compute every other club's table links and director's secret),
its kiosk, table links and signed paper work from its own key."""

from __future__ import annotations

import json
import stat
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import load_event
from kiosk.event import director_secret, table_token
from printing import PayloadError, verify_payload
from tests.kiosk.browser import KioskServer, free_port
from tests.printing.conftest import read_pdf
from whistcli.main import cli
from whistcli.sim import KIOSK_KEY, club_key, derive_club_key

from .conftest import SECRET, Club, run


def test_a_clubs_folder_holds_no_trace_of_the_dealers_secret(clubs: dict[str, Club]) -> None:
    forms = (SECRET, SECRET.hex().encode(), SECRET.hex().upper().encode())
    for club in clubs.values():
        assert not (club.folder / "secret").exists()
        for path in club.folder.rglob("*"):
            data = path.read_bytes()
            assert not any(form in data for form in forms), path
        # the club's own key, private like the upload key beside it
        sim_file = club.folder / "sim.json"
        assert stat.S_IMODE(sim_file.stat().st_mode) == 0o600
        key = club_key(club.folder)
        assert key is not None and len(key) == 32 and key != SECRET
        assert json.loads(sim_file.read_text())[KIOSK_KEY] == key.hex()
        # the event loads without the secret: its commitment check has nothing to trip on
        event = load_event(club.folder)
        assert (
            event.secret is None
            and event.commitment == load_event(club.folder.parent.parent / "dealer").commitment
        )


def test_each_clubs_key_gives_its_own_tokens(clubs: dict[str, Club], tmp_path: Path) -> None:
    a, b = (club_key(clubs[n].folder) for n in ("a", "b"))
    assert a is not None and b is not None and a != b
    assert a == derive_club_key(SECRET, "sim-test.a")
    # the keys alone differ: the same event id and table give other tokens and secrets
    for event_id in ("sim-test", "sim-test.a", "sim-test.b"):
        tokens = {table_token(k, event_id, 1) for k in (a, b, SECRET)}
        assert len(tokens) == 3
        assert len({director_secret(k, event_id) for k in (a, b, SECRET)}) == 3
    # and what each kiosk really uses: its own event id with its own key
    assert clubs["a"].open().table_token(1) == table_token(a, "sim-test.a", 1)
    assert clubs["b"].open().table_token(1) != clubs["a"].open().table_token(1)
    assert clubs["a"].open().table_token(1) != table_token(SECRET, "sim-test.a", 1)


def test_a_clubs_kiosk_starts_from_its_folder_and_its_links_work(clubs: dict[str, Club]) -> None:
    a = clubs["a"]
    server = KioskServer(a.folder, free_port())
    server.start()
    try:
        key = club_key(a.folder)
        assert key is not None
        assert server.token(1) == table_token(key, "sim-test.a", 1)
        assert server.secret == director_secret(key, "sim-test.a")
        with urllib.request.urlopen(server.urls["1"], timeout=10) as page:
            assert page.status == 200
        # club B's link for table 2, and the one the dealer's secret would make, are refused
        b_key = club_key(clubs["b"].folder)
        assert b_key is not None
        for wrong in (table_token(b_key, "sim-test.a", 2), table_token(SECRET, "sim-test.a", 2)):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(f"{server.base}/table/2?token={wrong}", timeout=10)
            assert refused.value.code == 403
            refused.value.close()
        assert server.director_get("/api/director/grid") is not None
    finally:
        server.stop()


def test_a_folder_written_again_keeps_the_clubs_key(
    clubs: dict[str, Club], central_db: str, tmp_path: Path
) -> None:
    again = tmp_path / "a-again"
    done = run("club-event", str(tmp_path / "dealer"), "--db", central_db, "--section", "a",
               "--out", str(again))  # fmt: skip
    assert done.exit_code == 0, done.output
    # the printed table QR codes and the kiosk's database stay good
    assert club_key(again) == club_key(clubs["a"].folder)
    assert not (again / "secret").exists()


def test_without_the_dealers_secret_no_club_folder_is_written(
    central_db: str, tmp_path: Path
) -> None:
    from .conftest import dealer_event

    dealer = dealer_event(tmp_path)
    (dealer / "secret").unlink()
    done = run("create", str(dealer), "--db", central_db, "--out", str(tmp_path / "clubs"),
               "--section", "a:mitchell:3")  # fmt: skip
    assert done.exit_code == 1
    assert "has no `secret` file: each club's kiosk key is made from the dealer's" in done.output
    assert not (tmp_path / "clubs").exists()


def test_a_broken_club_key_is_one_line(clubs: dict[str, Club]) -> None:
    a = clubs["a"]
    settings = a.settings
    del settings[KIOSK_KEY]
    (a.folder / "sim.json").write_text(json.dumps(settings))
    done = CliRunner().invoke(cli, ["kiosk", str(a.folder), "--port", "0"])
    assert done.exit_code == 1
    assert "no readable club kiosk key" in done.output and "whist sim club-event" in done.output


@pytest.mark.slow
def test_club_paper_is_signed_with_the_clubs_key(clubs: dict[str, Club], tmp_path: Path) -> None:
    a = clubs["a"]
    out = tmp_path / "records.pdf"
    done = CliRunner().invoke(
        cli, ["print", str(a.folder), "--what", "hand-records", "--out", str(out), "--quiet"]
    )
    assert done.exit_code == 0, done.output
    render = tmp_path / "render"
    render.mkdir()
    codes = [c for page in read_pdf(out.read_bytes(), render) for c in page.codes]
    assert len(codes) == 6
    key = club_key(a.folder)
    assert key is not None
    boards = {b.number: b for b in load_event(a.folder).boards}
    for code in codes:
        payload = verify_payload(code, key, event_id="sim-test.a")
        payload.check_board(boards[payload.board])
        with pytest.raises(PayloadError):
            verify_payload(code, SECRET, event_id="sim-test.a")

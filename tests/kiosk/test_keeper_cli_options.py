"""``whist kiosk EVENT --score-keeper GAME --keeper-option NAME=VALUE``: a table opened
from the command with the options its players agreed (the choices the director's page
offers, kiosk.keeper_options), and a clear refusal naming the option, the game and the
choices."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.folder import save_event
from kiosk.keeper_options import agreed_words
from whistcli.kiosk import kiosk

from .conftest import make_event
from .test_keeper_cli import run

FOUR = "Ann,Bob,Cyril,Dora"


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    save_event(make_event(), tmp_path / "event")
    return tmp_path / "event"


def test_solo_grand_from_the_command_and_the_same_table_after_a_restart(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "In some localities, if no bid is made, the trump is turned down and the game is
    played without trumps ... (called a *Grand*)" (seed 000, Solo Whist): agreed on the
    command line, the table plays it; started again the same way, the same table."""
    args = ("--score-keeper", "solo-whist", "--players", FOUR, "--keeper-option", "grand=true")
    app, text = run(folder, monkeypatch, *args)
    table = app.extensions["keepers"].tables[1]
    assert table.options["grand"] is True and table.options["six_trick_solo"] is False
    assert "When every player passes: A Grand is played (some localities)" in agreed_words(
        "solo-whist", table.players, table.options
    )
    # every player passes: a Grand is played, not the hands thrown up
    passes = [["Ann", "pass"], ["Bob", "pass"], ["Cyril", "pass"], ["Dora", "pass"]]
    result = table.sheet.add_record({"dealer": "Dora", "bids": passes, "last_trick": "Bob"})
    assert result.lines == ("Grand: Bob took the last trick and pays 15 to each",)
    app, text = run(folder, monkeypatch, *args)
    assert "score-keeper 1 (Solo Whist: Ann, Bob, Cyril, Dora)" in text
    assert "score-keeper 2" not in text
    # the same players by the book's rules are another sitting: a table of its own
    app, text = run(folder, monkeypatch, *args[:4])
    assert "score-keeper 2 (Solo Whist: Ann, Bob, Cyril, Dora)" in text
    assert app.extensions["keepers"].tables[2].options["grand"] is False


def test_mort_first_live_by_name_and_dummys_game_of_five(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mort: "The player cutting the lowest card is the Live player" -- named by the
    player's name; Dummy Whist: "the players may, at their discretion, change this to
    five or ten points" (seed 000)."""
    app, _ = run(
        folder,
        monkeypatch,
        *("--score-keeper", "mort", "--players", FOUR, "--keeper-option", "first_live=cyril"),
    )
    table = app.extensions["keepers"].tables[1]
    assert table.options["first_live"] == "Cyril"
    assert table.sheet.summary()["live_player"] == "Cyril"
    args = ("--score-keeper", "dummy-whist", "--players", "Ann,Bob,Cyril")
    app, _ = run(
        folder,
        monkeypatch,
        *args,
        *("--keeper-option", "game_points=5", "--keeper-option", "english=true"),
        *("--keeper-option", "dummy_partner=Bob"),
    )
    table = app.extensions["keepers"].tables[2]
    assert table.options == {"game_points": 5, "english": True, "dummy_partner": "Bob"}
    # the first player named is the book's default, as the director's form sends it
    app, _ = run(folder, monkeypatch, *args, "--keeper-option", "dummy_partner=Ann")
    assert app.extensions["keepers"].tables[3].options["dummy_partner"] == ""


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ("--score-keeper", "solo-whist", "--keeper-option", "grand=maybe"),
            "--keeper-option grand=maybe: not a choice of solo-whist's option 'grand' (When "
            "every player passes); choose grand=false (The hands are thrown up), grand=true "
            "(A Grand is played (some localities))",
        ),
        (
            ("--score-keeper", "solo-whist", "--keeper-option", "trumps=none"),
            "--keeper-option trumps: solo-whist has no option 'trumps'; its options are grand "
            "(When every player passes); six_trick_solo (Six-trick Solo (three players))",
        ),
        (
            ("--score-keeper", "solo-whist", "--keeper-option", "six_trick_solo=true"),
            "solo-whist's option 'six_trick_solo' (Six-trick Solo (three players)) is only "
            "for a table of 3 players, not 4",
        ),
        (
            ("--score-keeper", "cayenne", "--keeper-option", "grand=true"),
            "--keeper-option grand: cayenne has no options to choose",
        ),
        (
            ("--score-keeper", "solo-whist", "--keeper-option", "grand"),
            "--keeper-option 'grand': write NAME=VALUE, e.g. grand=true",
        ),
        (
            ("--score-keeper", "dummy-whist", "--keeper-option", "game_points=6"),
            "choose game_points=7 (Seven), game_points=5 (Five), game_points=10 (Ten)",
        ),
        (
            ("--score-keeper", "mort", "--players", "A,B,C", "--keeper-option", "first_live=D"),
            "choose first_live=A (The first player named), first_live=B (The second player "
            "named), first_live=C (The third player named)",
        ),
        (
            ("--score-keeper", "solo-whist", "--keeper-option", "grand=true",
             "--keeper-option", "grand=false"),
            "--keeper-option grand: given twice",
        ),
        (("--keeper-option", "grand=true"), "--keeper-option is for a score-keeper table"),
    ],
)  # fmt: skip
def test_keeper_option_refusals_name_the_option_the_game_and_the_choices(
    folder: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], said: str
) -> None:
    app, output = run(folder, monkeypatch, *args)
    assert app is None and "Traceback" not in output
    assert said in " ".join(output.split()), output


def test_keeper_option_in_help() -> None:
    done = CliRunner().invoke(kiosk, ["--help"])
    assert "--keeper-option NAME=VALUE" in done.output
    assert "grand=true" in done.output


@pytest.mark.parametrize("game", ["whist-1893", "dummy-whist", "double-dummy"])
def test_the_american_count_says_what_the_sheet_does_about_the_rubber(game: str) -> None:
    """Dummy Whist: "At the end of each Rubber, Dummy changes partners" (seed 000): its
    sheet keeps the rubber with the American count, and the choice must not say "no
    rubber"; the straight game of 1893 has none ("no rubber")."""
    from kiosk.keeper_options import game_options
    from whist.games import find_game

    american = next(o for o in game_options(game) if o.key == "english").choices[0]
    assert american.value is False
    sheet = find_game(game).sheet_for(None, {"english": False})  # type: ignore[attr-defined]
    assert sheet.rules.rubber == ("no rubber" not in american.explains), american.explains
    assert sheet.rules.rubber_points == 0 and "honours" in american.explains

"""PBN files from elsewhere (../shared/data/pbn): the bridge-pbn conformance files and
real tournament files. Skipped when the shared folder is absent."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from dealer.formats import pbn
from dealer.formats.pbn import PbnRecord, loads, play_columns, replay_record
from whist import NotationError


def load(path: Path, *, strict: bool = False) -> list[PbnRecord]:
    """The records of a file, read through an open handle as :func:`pbn.load` takes."""
    with path.open("rb") as handle:
        return pbn.load(handle, strict=strict)


def _conformance(shared_data: Path, pattern: str) -> list[Path]:
    files = sorted((shared_data / "pbn" / "conformance").glob(pattern))
    assert files, f"no {pattern} in {shared_data}"
    return files


@pytest.mark.parametrize("strict", [False, True])
def test_correct_files_parse(shared_data: Path, strict: bool) -> None:
    names = ("correct_*.pbn", "three_test_records*.pbn", "test_record_*.pbn")
    files = [f for pattern in names for f in _conformance(shared_data, pattern)]
    for path in files:
        records = load(path, strict=strict)
        assert records, path


def test_three_test_records_crlf_equals_lf(shared_data: Path) -> None:
    lf = load(shared_data / "pbn" / "conformance" / "three_test_records.pbn")
    crlf = load(shared_data / "pbn" / "conformance" / "three_test_records_crlf.pbn")
    assert [r.tags for r in lf] == [r.tags for r in crlf] and len(lf) == 3


def test_correct_10_first_game(shared_data: Path) -> None:
    first = load(shared_data / "pbn" / "conformance" / "correct_10.pbn")[0]
    assert first.get("Site") == "Amsterdam, The Netherlands NLD"
    assert first.contract is not None and first.result == 9
    columns = play_columns(first)
    assert columns is not None and len(columns.tricks) == 7
    play = replay_record(first)
    assert not play.is_complete and len(play.tricks) == 6


@pytest.mark.parametrize("strict", [False, True])
def test_error_files_fail_with_a_line(shared_data: Path, strict: bool) -> None:
    for path in _conformance(shared_data, "errors_*.pbn"):
        with pytest.raises(NotationError) as info:
            load(path, strict=strict)
        assert info.value.line is not None and str(path) in str(info.value)


@pytest.fixture(scope="module")
def real_events(shared_data: Path) -> list[tuple[Path, list[PbnRecord]]]:
    """Every record of the real tournament files, read once for the module."""
    files = sorted((shared_data / "pbn" / "real-events").glob("*.pbn"))
    assert files
    return [(path, load(path)) for path in files]


def _complete(record: PbnRecord) -> bool:
    columns = play_columns(record)
    return (
        columns is not None
        and len(columns.tricks) == 13
        and all(card is not None for t in columns.tricks for card in t.cards.values())
    )


def test_real_events_replay_to_the_result(
    real_events: list[tuple[Path, list[PbnRecord]]],
) -> None:
    """Bridge records replayed as whist (trumps = the contract's strain, the leader from
    [Play]): the declarer's side takes [Result] tricks on every complete play."""
    complete = checked = 0
    for path, records in real_events:
        for record in records:
            if record.deal is None or not _complete(record):
                continue
            complete += 1
            assert record.contract is not None and record.declarer is not None, record.line
            play = replay_record(record)
            assert play.is_complete, (path.name, record.line)
            won = play.tricks_won()[record.declarer.side]
            assert won == record.result, (path.name, record.line, won, record.result)
            checked += 1
    assert checked > 0 and checked == complete


def test_real_events_incomplete_plays_stop_at_the_claim(
    real_events: list[tuple[Path, list[PbnRecord]]],
) -> None:
    seen = 0
    for _, records in real_events:
        for record in records:
            columns = play_columns(record)
            if record.deal is None or columns is None or record.contract is None:
                continue
            if _complete(record):
                continue
            play = replay_record(record)
            assert not play.is_complete
            seen += 1
    assert seen > 0


def test_a_renounce_in_the_play_is_reported_not_refused(shared_data: Path) -> None:
    # correct_10 game 3 marks East's revokes with ^R; the engine finds them
    game3 = load(shared_data / "pbn" / "conformance" / "correct_10.pbn")[2]
    play = replay_record(game3)
    assert [(r.seat.letter, r.trick) for r in play.renounces] == [("E", 2), ("E", 3)]


def test_strict_checks_do_not_refuse_real_producers(shared_data: Path) -> None:
    # the producers' habits (dates "2013-08-10 19:19", new tags like [DealId]) pass
    path = shared_data / "pbn" / "real-events" / "sky_club_2196_pairs_sky_club_jackpot_2000.pbn"
    records = load(path, strict=True)
    assert records[0].get("Date") == "2013-08-10 19:19" and records[0].get("DealId")


#: Games of the error files that are valid PBN 2.1, on purpose:
#: - errors_10 game 1 is a new tag name ([Wrong "Unknown tag"]): an error of PBN 1.0, but
#:   PBN 2.1 section 4.9 lets programs add tags (our WhistGame and WhistTrump are such
#:   tags, and real producers write DealId, BCFlags ...); it is read and kept.
#: - errors_10 game 61 has no fault: it is the game whose values game 62 tries to inherit.
VALID_ON_PURPOSE = {("errors_10.pbn", 1), ("errors_10.pbn", 61)}


def _games(path: Path) -> list[tuple[int, str]]:
    text = path.read_bytes().decode("latin-1")
    parts = re.split(r"(?m)^(?=% =+ game \d+ =+)", text)
    out = []
    for part in parts:
        match = re.match(r"% =+ game (\d+)", part)
        if match:
            out.append((int(match.group(1)), part))
    return out


def test_each_defect_of_the_error_files_is_caught(shared_data: Path) -> None:
    """Each game of errors_10/20/21 holds its own defects: read alone (strict), each must
    fail with a NotationError naming a line of that game -- never another exception."""
    accepted = set()
    checked = 0
    for path in _conformance(shared_data, "errors_*.pbn"):
        for number, text in _games(path):
            checked += 1
            try:
                loads(text, source=f"{path.name} game {number}", strict=True)
            except NotationError as exc:
                assert exc.line is not None and 1 <= exc.line <= text.count("\n") + 1
                assert f"{path.name} game {number}, line {exc.line}" in str(exc)
            else:
                accepted.add((path.name, number))
    assert accepted == VALID_ON_PURPOSE
    assert checked == 74 + 23 + 2


def test_the_new_tag_of_errors_10_game_1_is_kept(shared_data: Path) -> None:
    (_, text), *_ = _games(shared_data / "pbn" / "conformance" / "errors_10.pbn")
    (record,) = loads(text, strict=True)
    assert record.get("Wrong") == "Unknown tag"


@pytest.mark.parametrize(
    ("game", "words"),
    [
        (28, "twice"),
        (36, "Declarer 'N'.* does not agree with the auction"),
        (44, "South revokes with CA"),
        (51, "marked \\^R .* no revoke"),
        (57, "note 32 is not referred to"),
        (60, "Result '4'"),
        (62, "cannot be copied"),
        (71, "one trick"),
    ],
)
def test_error_messages_say_what(shared_data: Path, game: int, words: str) -> None:
    games = dict(_games(shared_data / "pbn" / "conformance" / "errors_10.pbn"))
    with pytest.raises(NotationError, match=words):
        loads(games[game], strict=True)

"""``whist deal analyse`` on a Bishops event (issue 17): how hard it tries on a board
(``--max-positions``: a tiny limit leaves notes, a larger one figures), the boards solved
in worker processes equal to the boards solved one by one, a re-run solving only the
boards without figures (``--again``: all), bad option values refused with one line, and
the event's files as they were after Ctrl-C.

The boards are light on purpose -- each hand holds most of one suit, so the solver
finishes a board in well under a million positions -- to keep the test quick; a random
Bishops deal takes tens of millions (dealer.bishops_analysis.MAX_NODES)."""

from __future__ import annotations

import os
import random
import signal
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealer.bishops_analysis import analyse_bishops_boards, is_solved
from dealer.folder import load_event, save_event
from dealer.generate import create_event
from solver import Value, solve_board
from tests.terminal import on_a_terminal
from whist import BISHOPS_PACK, Board, Deal, Seat, Suit, TrumpRecord
from whistcli.main import cli

FILES = ("event.json", "boards.pbn")


def _light_deal(seed: int, swaps: int) -> Deal:
    """Twelve cards of one suit and a knight in each hand, then ``swaps`` cards
    exchanged between random hands (seeded)."""
    rng = random.Random(seed)
    cards = list(BISHOPS_PACK.cards)
    hands = [[*cards[12 * i : 12 * i + 12], cards[48 + i]] for i in range(4)]
    for _ in range(swaps):
        a, b = rng.sample(range(4), 2)
        i, j = rng.randrange(13), rng.randrange(13)
        hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    return Deal.from_hands(BISHOPS_PACK, {seat: hands[seat.value] for seat in Seat})


def _light_event(folder: Path) -> Path:
    """A Bishops event of three light boards: two with a trump card recorded, and a
    knight cut whose suit the dealer has not named (four figures to find)."""
    event = create_event(boards=3, game="bishops-whist", secret=bytes(range(32)))
    deals = {
        1: (_light_deal(1, 4), "S5"),
        2: (_light_deal(2, 4), "HB"),
        3: (_light_deal(0, 0), "N"),
    }
    boards = tuple(
        replace(b, deal=deals[b.number][0], trump=TrumpRecord.parse(deals[b.number][1]))
        for b in event.boards
    )
    save_event(replace(event, boards=boards, secret=None), folder)
    return folder


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def _files(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in FILES}


def test_a_tiny_limit_gives_notes_a_larger_one_figures_and_a_rerun_only_the_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _light_event(tmp_path / "ev")
    code, text = _run("deal", "analyse", str(folder), "--max-positions", "1k", "--jobs", "2")
    assert code == 0, text
    event = load_event(folder)
    assert not any(is_solved(b, event.analysis.get(b.number)) for b in event.boards)
    for board in event.boards:
        note = event.analysis[board.number].note or ""
        assert "not solved within the limit of 1,000 positions a search" in note, note
        assert "--max-positions N` with N above 1,000" in note
    assert "3 beyond the limit of 1,000 positions a search (boards 1, 2, 3)" in text
    assert "[WhistDoubleDummyPoints" not in (folder / "boards.pbn").read_text()

    # the director raises the limit: the boards solve; one by one (--jobs 1) here so that
    # the solver's calls can be counted -- each board's figures once, a knight cut's four
    calls: list[tuple[int, str]] = []
    real = analyse_bishops_boards.__globals__["solve_board"]

    def counting(board: object, **options: object) -> object:
        calls.append((board.number, str(board.trump)))  # type: ignore[attr-defined]
        return real(board, **options)

    monkeypatch.setattr("dealer.bishops_analysis.solve_board", counting)
    code, text = _run("deal", "analyse", str(folder), "--max-positions", "20M", "--jobs", "1")
    assert code == 0, text
    assert sorted(calls) == [(1, "S5"), (2, "HB"), (3, "N=C"), (3, "N=D"), (3, "N=H"), (3, "N=S")]
    event = load_event(folder)
    assert all(is_solved(b, event.analysis[b.number]) for b in event.boards)
    assert "Bishops whist: 3 boards solved" in text and "beyond" not in text
    pbn = (folder / "boards.pbn").read_text()
    assert '[WhistDoubleDummyPoints "NS' in pbn and '[WhistDoubleDummyByTrump "S 12' in pbn

    # run again: nothing solved, nothing written
    before = _files(folder)
    calls.clear()
    code, text = _run("deal", "analyse", str(folder), "--jobs", "1")
    assert code == 0, text
    assert calls == [] and _files(folder) == before
    assert "0 boards solved, 3 kept as they were solved before (--again" in text

    # a knight cut with two suits solved before: only the other two are solved
    half = replace(
        event.analysis[3],
        by_trump={s: event.analysis[3].by_trump[s] for s in (Suit.SPADES, Suit.HEARTS)},  # type: ignore[index]
    )
    save_event(event.with_analysis({**event.analysis, 3: half}), folder, overwrite=True)
    code, text = _run("deal", "analyse", str(folder), "--jobs", "1")
    assert code == 0, text
    assert sorted(calls) == [(3, "N=C"), (3, "N=D")]
    assert load_event(folder).analysis == event.analysis

    # --again: every board
    calls.clear()
    code, text = _run("deal", "analyse", str(folder), "--jobs", "1", "--again")
    assert code == 0, text
    assert len(calls) == 6 and load_event(folder).analysis == event.analysis


def test_boards_solved_in_parallel_equal_the_boards_solved_one_by_one(tmp_path: Path) -> None:
    event = load_event(_light_event(tmp_path / "ev"))
    serial = analyse_bishops_boards(event.boards, max_nodes=20_000_000, jobs=1)
    parallel = analyse_bishops_boards(event.boards, max_nodes=20_000_000, jobs=3)
    assert parallel == serial
    assert all(is_solved(b, serial[b.number]) for b in event.boards)
    # a tiny limit: the same notes from fresh workers. (Not compared with a run in this
    # process: the compiled solver keeps what it learnt for the process, so here, after
    # the boards above, it finds them within any limit; the figures never differ.)
    tiny = analyse_bishops_boards(event.boards, max_nodes=1_000, jobs=3)
    assert not any(is_solved(b, tiny[b.number]) for b in event.boards)
    assert all("within the limit of 1,000" in (a.note or "") for a in tiny.values())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--max-positions", "0"), "'0' is not a number of positions above zero"),
        (("--max-positions", "-5"), "'-5' is not a number of positions above zero"),
        (("--max-positions", "lots"), "write e.g. 400M (400 million; the default is 200M)"),
        (("--max-positions", "1.5M"), "'1.5M' is not a number of positions"),
        (("--jobs", "0"), "Invalid value for '--jobs': 0 is not in the range x>=1"),
        (("--table",), "--table: Bishops whist has no double-dummy table"),
    ],
)
def test_bad_values_are_refused_and_nothing_is_written(
    tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    folder = _light_event(tmp_path / "ev")
    before = _files(folder)
    code, text = _run("deal", "analyse", str(folder), *args)
    assert code != 0 and message in text, text
    assert "Traceback" not in text
    assert _files(folder) == before


def test_the_solver_options_are_refused_for_duplicate_whist(tmp_path: Path) -> None:
    folder = tmp_path / "dup"
    code, text = _run("deal", "--boards", "2", "--seed", "00" * 16, "--out", str(folder))
    assert code == 0, text
    code, text = _run("deal", "analyse", str(folder), "--max-positions", "5M")
    assert code == 1 and "--max-positions: for the Bishops whist solver" in text


def test_an_interruption_part_way_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C after some boards are solved (one by one, so the interruption can come
    from inside): the files are as they were, the boards solved before it are not kept."""
    folder = _light_event(tmp_path / "ev")
    before = _files(folder)
    real = analyse_bishops_boards.__globals__["_solve_task"]
    done: list[object] = []

    def interrupted(task: object) -> object:
        if done:
            raise KeyboardInterrupt
        done.append(task)
        return real(task)

    monkeypatch.setattr("dealer.bishops_analysis._solve_task", interrupted)
    code, text = _run("deal", "analyse", str(folder), "--jobs", "1")
    assert code == 1 and "interrupted: nothing written" in text, text
    assert len(done) == 1 and _files(folder) == before


def test_a_terminal_shows_the_bar_and_ctrl_c_leaves_the_files_as_they_were(
    tmp_path: Path,
) -> None:
    folder = _light_event(tmp_path / "ev")
    code, text = on_a_terminal(["deal", "analyse", str(folder), "--max-positions", "20M"])
    assert code == 0, text
    assert "solving" in text and "3/3" in text and "Bishops whist: 3 boards solved" in text

    # random deals, each tens of millions of positions: Ctrl-C while the workers search
    heavy = tmp_path / "heavy"
    code, text = _run(
        "deal", "--boards", "4", "--game", "bishops-whist", "--seed", "cd" * 32, "--out", str(heavy)
    )
    assert code == 0, text
    before = _files(heavy)
    code, text = on_a_terminal(
        ["deal", "analyse", str(heavy), "--max-positions", "2G", "--jobs", "2"],
        interrupt_when=b"solving",
    )
    assert code == 1, text
    assert "interrupted: nothing written, the event's files are as they were" in text
    assert "Traceback" not in text
    assert _files(heavy) == before


def test_a_knight_cut_solved_for_some_suits_prints_them_and_names_the_others(
    tmp_path: Path,
) -> None:
    """The hand record of a knight cut whose suits the solver finished in part: the
    figures of those suits, and the others named as not solved, not left out."""
    from printing.hand_records import dd_line

    event = load_event(_light_event(tmp_path / "ev"))
    knight = event.boards[2]
    found = analyse_bishops_boards([knight], max_nodes=20_000_000, jobs=1)[3]
    assert found.by_trump is not None
    spades = {Suit.SPADES: found.by_trump[Suit.SPADES]}
    partial = replace(
        found,
        by_trump=spades,
        note="...; none for hearts, diamonds, clubs: "
        "not solved within the limit of 1,000 positions a search ...",
    )
    line = dd_line(knight, partial)
    won, points = spades[Suit.SPADES]
    assert line == (
        f"Double dummy N-S, {knight.leader.name.title()} leads: ♠ {won}/+{points}  ♥ ♦ ♣ not solved"
    )
    assert dd_line(knight, found) is not None and "beyond" not in (dd_line(knight, found) or "")


def test_a_worker_that_dies_stops_the_run_with_a_clear_error(tmp_path: Path) -> None:
    """A worker process killed mid-search (as the system's out-of-memory killer would):
    the run stops with one line saying so, and the caller has nothing to write."""
    import multiprocessing

    from solver import SolverError

    light = load_event(_light_event(tmp_path / "ev")).boards[0]
    heavy = create_event(boards=1, game="bishops-whist", secret=bytes.fromhex("cd" * 32)).boards[0]
    heavy = replace(heavy, number=2)

    def kill_the_workers(done: int) -> None:
        for process in multiprocessing.active_children():
            if process.pid is not None:
                os.kill(process.pid, signal.SIGKILL)

    with pytest.raises(SolverError, match="a solver process stopped unexpectedly"):
        analyse_bishops_boards(
            [light, heavy], max_nodes=2_000_000_000, jobs=2, progress=kill_the_workers
        )


def test_a_board_alone_is_solved_by_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One figure set and two jobs: the board is solved by one process in this one, with
    the figures of one job. The two-process mode (solver/parallel.py) no longer pays:
    on an idle machine it took 0.55x, 1.07x and 1.29x one process's time on bench deals
    2, 4 and 6 (dealer/bishops_analysis.py's docstring)."""
    import dealer.bishops_analysis as analysis

    event = load_event(_light_event(tmp_path / "ev"))
    board = event.boards[0]
    given: list[dict[str, int]] = []

    def recording(board: Board, **options: int) -> Value:
        given.append(options)
        return solve_board(board, **options)

    monkeypatch.setattr(analysis, "solve_board", recording)
    alone = analyse_bishops_boards([board], max_nodes=20_000_000, jobs=2)
    assert given == [{"max_nodes": 20_000_000}]
    given.clear()
    assert analyse_bishops_boards([board], max_nodes=20_000_000, jobs=1) == alone
    assert given == [{"max_nodes": 20_000_000}]
    assert is_solved(board, alone[board.number])

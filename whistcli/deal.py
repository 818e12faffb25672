"""``whist deal``: pre-deal an event, prove it afterwards, analyse its boards.

::

    whist deal --boards 36 --game duplicate-whist --out EVENT [--seed HEX] [--commit]
    whist deal verify EVENT --reveal SECRET
    whist deal analyse EVENT [--table]

See :mod:`dealer.event` for the event folder and :mod:`dealer.generate` for how the
deals are made.
"""

from __future__ import annotations

import json
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import click

_GAMES = ("duplicate-whist", "bishops-whist", "bridge-whist")


class _DealtGame(click.Choice):  # type: ignore[type-arg]
    """The games ``whist deal`` deals (a fixed pack dealt into boards); a social game of
    the registry is refused with what to use instead."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        from whist.games import dealt_at_the_table

        if isinstance(value, str) and (reason := dealt_at_the_table(value)) is not None:
            self.fail(f"{reason}; `whist deal` deals the boards of {', '.join(_GAMES)}", param, ctx)
        return super().convert(value, param, ctx)


class _Progress:
    """A tqdm bar fed with running counts (the dealer's callbacks give the boards done so
    far); with ``show`` false no bar, and tqdm is not even loaded."""

    def __init__(self, show: bool, **bar: Any) -> None:
        self._bar: Any = None
        if show:
            from tqdm import tqdm

            self._bar = tqdm(**bar)
        self._done = 0

    def __call__(self, count: int) -> None:
        if self._bar is not None:
            self._bar.update(count - self._done)
        self._done = count

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()


def _declared_suit(value: str | None) -> Any:
    """``--declare-trump``: the suit declared trumps for the sitting (seed 000, Mnemonic
    duplicate: "one suit should be declared trumps for the sitting, and no trump card
    should be turned")."""
    from whist import Suit

    if value is None:
        return None
    try:
        return Suit.parse(value.strip())
    except ValueError:
        raise click.ClickException(
            f"--declare-trump {value!r}: write the suit declared trumps for the sitting as "
            "S, H, D or C"
        ) from None


def _parse_knight_trumps(values: tuple[str, ...], first: int, boards: int) -> dict[int, Any]:
    from whist import NotationError, Suit

    named: dict[int, Any] = {}
    for value in values:
        try:
            if "=" in value:
                number, suit = value.split("=", 1)
                named[int(number)] = Suit.parse(suit)
            else:
                suit_all = Suit.parse(value)
                named.update({n: suit_all for n in range(first, first + boards)})
        except (ValueError, NotationError) as exc:
            raise click.ClickException(
                f"--knight-trump {value!r}: write a suit (S, H, D, C) for every board or "
                f"BOARD=SUIT for one board, e.g. 3=S ({exc})"
            ) from None
    return named


def check_out(out: Path, parents: bool) -> None:
    """Refuse an event folder whose parent folder does not exist (a mistyped path)
    unless ``--parents``, and a path that exists but is not a folder."""
    if out.exists() and not out.is_dir():
        raise click.ClickException(f"--out {out}: this is a file, not a folder; name a folder")
    parent = out.absolute().parent
    if not parent.exists() and not parents:
        raise click.ClickException(
            f"--out {out}: the folder {parent} does not exist; check the path, or pass "
            "--parents to create it"
        )


def check_name(name: str) -> None:
    """Refuse an event name that cannot go on one line (of the PBN, the pages, the PDFs)."""
    bad = [c for c in name if ord(c) < 32 or ord(c) == 127]
    if bad:
        raise click.ClickException(
            f"--name {name!r}: a name is one line of text; remove the control character {bad[0]!r}"
        )


def check_movement_file(path: Path, numbers: Any, advice: str | None = None) -> Any:
    """The JSON of a ``--movement`` file, refused with one line when it is not JSON, not
    a movement, or not a movement of these boards."""
    from fileio import read_bytes

    try:
        movement_data = json.loads(read_bytes(path).decode("utf-8"))
    except UnicodeDecodeError:
        raise click.ClickException(
            f"--movement {path}: not UTF-8 text (a movement is JSON)"
        ) from None
    except json.JSONDecodeError as exc:
        raise click.ClickException(
            f"{path}, line {exc.lineno}: not valid JSON ({exc.msg})"
        ) from None
    except RecursionError:
        raise click.ClickException(
            f"--movement {path}: JSON nested too deep to be a movement"
        ) from None
    _check_movement(path, movement_data, numbers, advice)
    return movement_data


def _seat(value: str | None, option: str) -> Any:
    from whist import NotationError, Seat

    if value is None:
        return None
    try:
        return Seat.parse(value)
    except NotationError as exc:
        raise click.ClickException(f"{option} {value!r}: {exc}") from None


@click.group(invoke_without_command=True)
@click.option("--boards", "boards", type=int, help="How many boards to deal.")
@click.option(
    "--game",
    type=_DealtGame(_GAMES),
    default="duplicate-whist",
    show_default=True,
    help="Duplicate whist (standard pack), Bishops whist (Dana's pack) or Bridge whist "
    "(standard pack, no trump card: each table declares the trump).",
)
@click.option("--out", "out", type=click.Path(path_type=Path), help="The event folder to write.")
@click.option("--seed", help="The secret in hex (default: 32 random bytes from the OS).")
@click.option("--salt", default="", help="Public text mixed into every deal (after SquareDeal).")
@click.option("--first-board", type=int, default=1, show_default=True)
@click.option("--first-dealer", default="N", show_default=True, help="Dealer of board 1.")
@click.option("--fixed-dealer", help="The same dealer on every board instead of rotating.")
@click.option(
    "--knight-trump",
    multiple=True,
    help="Bishops: suit named in advance when a knight is cut: S for all boards, or 3=S.",
)
@click.option(
    "--declare-trump",
    "declare_trump",
    default=None,
    help="Mnemonic duplicate: the suit (S, H, D, C) declared trumps for the sitting; "
    "no trump card is turned on any board.",
)
@click.option("--name", default="", help="The event's name, e.g. 'Tuesday pairs'.")
@click.option("--event-id", help="An id for the event (default: date and commitment).")
@click.option(
    "--movement",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="A scoring movement's JSON file to keep with the event.",
)
@click.option("--commit", is_flag=True, help="Print the commitment to publish before the event.")
@click.option(
    "--analyse",
    is_flag=True,
    help="Also run the double-dummy analysis and book lead (Bishops whist: the solver "
    "on every core with its default limit; `whist deal analyse EVENT` sets the limit "
    "and solves again only the boards left without figures).",
)
@click.option("--force", is_flag=True, help="Replace an event already in the folder.")
@click.option("--parents", is_flag=True, help="Create the --out folder's parent folders too.")
@click.pass_context
def deal(
    ctx: click.Context,
    boards: int | None,
    game: str,
    out: Path | None,
    seed: str | None,
    salt: str,
    first_board: int,
    first_dealer: str,
    fixed_dealer: str | None,
    knight_trump: tuple[str, ...],
    declare_trump: str | None,
    name: str,
    event_id: str | None,
    movement: Path | None,
    commit: bool,
    analyse: bool,
    force: bool,
    parents: bool,
) -> None:
    """Deal an event: N boards with their trump records, saved in an event folder
    (event.json, boards.pbn, and the secret, mode 0600)."""
    if ctx.invoked_subcommand is not None:
        return
    from dealer.event import EventError
    from dealer.folder import (
        EVENT_FILE,
        Dealt,
        commit_folder,
        committed_secret,
        save_event,
        stream_event,
    )
    from dealer.generate import DealerRotation, new_secret, parse_secret, plan_event
    from dealer.kioskdb import set_aside

    if out is None:
        raise click.ClickException(
            "give --out FOLDER, e.g. 'whist deal --boards 36 --out club-night', or "
            "'whist deal --commit --out club-night' to commit before dealing "
            "(or a subcommand: verify, analyse)"
        )
    check_out(out, parents)
    check_name(name)
    try:
        if boards is None:
            if not commit:
                raise click.ClickException(
                    "give --boards N to deal, or --commit alone to store a secret and print "
                    "its commitment before dealing"
                )
            secret = parse_secret(seed) if seed else new_secret()
            commitment = commit_folder(out, secret, overwrite=force)
            click.echo(f"secret kept in {out / 'secret'} (mode 0600): keep it private")
            click.echo(f"commitment (publish before the event): sha256 {commitment}")
            click.echo(
                f"then deal with 'whist deal --boards N --out {out} --salt TEXT', the salt "
                "drawn publicly after the commitment"
            )
            return
        if (out / EVENT_FILE).exists() and not force:
            raise click.ClickException(
                f"{out} already holds an event ({EVENT_FILE}); its deals may already be "
                "printed or dealt. Choose another --out folder, or pass --force to replace it"
            )
        stored = None if force else committed_secret(out)
        if stored is not None and seed and parse_secret(seed) != stored:
            raise click.ClickException(
                f"{out} holds a committed secret and --seed gives another; leave out --seed "
                "to deal from the committed one"
            )
        secret_bytes = stored if stored is not None else parse_secret(seed) if seed else None
    except (EventError, FileExistsError) as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(
            f"--out {out}: cannot write ({exc.strerror or exc}: {exc.filename or out})"
        ) from None
    if stored is not None:
        click.echo(f"dealing from the secret committed in {out}")
    rotation = DealerRotation(
        first=_seat(first_dealer, "--first-dealer"), fixed=_seat(fixed_dealer, "--fixed-dealer")
    )
    movement_data = None
    if movement is not None:
        movement_data = check_movement_file(movement, range(first_board, first_board + boards))
    # tqdm draws on stderr and only on a terminal (disable=None): elsewhere it is not
    # even loaded (a tenth of the process's start-up).
    progress = _Progress(
        boards >= 1000 and sys.stderr.isatty(), total=boards, unit="deal", disable=None
    )
    try:
        event, made = plan_event(
            boards=boards,
            game=game,
            secret=secret_bytes,
            salt=salt,
            first_board=first_board,
            rotation=rotation,
            knight_trumps=_parse_knight_trumps(knight_trump, first_board, boards),
            declared_trump=_declared_suit(declare_trump),
            name=name,
            event_id=event_id,
            movement=movement_data,
            progress=progress,
        )
        for line in set_aside(out) if force else []:  # the old deals' play, kept
            click.echo(line)
        if analyse:
            from dataclasses import replace

            from dealer.analysis import analyse_event

            # The analysis needs every board at once; without it the boards stream to
            # the files as they are made (memory flat in the number of boards).
            event = replace(event, boards=tuple(made))
            progress.close()
            event, notes = analyse_event(event)
            for note in notes:
                click.echo(note)
            save_event(event, out, overwrite=force)
            dealt = Dealt(
                len(event.boards),
                event.boards[0].number,
                event.boards[-1].number,
                tuple(b.number for b in event.boards if b.trump is not None and b.trump.is_pending),
            )
        else:
            dealt = stream_event(event, made, boards, out, overwrite=force)
            progress.close()
    except (EventError, FileExistsError) as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(
            f"--out {out}: cannot write ({exc.strerror or exc}: {exc.filename or out})"
        ) from None
    click.echo(
        f"{out}: event {event.event_id}, {dealt.count} boards of {game} "
        f"(boards {dealt.first}-{dealt.last})"
    )
    if event.derivation is not None and event.derivation.declared_trump is not None:
        suit = event.derivation.declared_trump
        click.echo(
            f"{suit.name.lower()} declared trumps for the sitting: no trump card is turned "
            "(Mnemonic duplicate)"
        )
    pending = list(dealt.pending)
    if pending:
        listed = ", ".join(map(str, pending[:12]))
        if len(pending) > 12:
            listed += f" ... ({len(pending)} boards in all)"
        click.echo(
            f"knight cut on boards {listed}: the dealer at the first table names the trump "
            "suit; the kiosk records it"
        )
    click.echo(f"secret kept in {out / 'secret'} (mode 0600): keep it private until the end")
    if commit:
        from dealer.folder import COMMITMENT_FILE
        from fileio import atomic_write_text

        atomic_write_text(out / COMMITMENT_FILE, event.commitment + "\n")
        click.echo(f"commitment (publish before the event): sha256 {event.commitment}")


@deal.command()
@click.argument("event_path", metavar="EVENT", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--reveal",
    required=True,
    help="The secret in hex, or the path of the secret file.",
)
def verify(event_path: Path, reveal: str) -> None:
    """Prove that every board of EVENT came from the revealed secret."""
    from dealer.event import EventError
    from dealer.folder import load_event, read_secret
    from dealer.generate import parse_secret, verify_event

    try:
        secret = read_secret(reveal) if Path(reveal).is_file() else parse_secret(reveal)
        event = load_event(event_path)
    except EventError as exc:
        raise click.ClickException(str(exc)) from None
    result = verify_event(event, secret)
    for problem in result.problems:
        click.echo(problem, err=True)
    if not result.ok:
        raise click.ClickException(
            f"{event_path}: verification failed ({len(result.problems)} problem(s) above); "
            "these deals cannot be shown to come from that secret"
        )
    click.echo(
        f"{event_path}: the secret matches commitment {event.commitment[:16]}... and all "
        f"{len(result.boards_ok)} boards follow from it"
    )


class _Positions(click.ParamType):  # type: ignore[type-arg]
    """``--max-positions``: a count of positions, in figures or with a suffix a director
    reads as a number -- ``200000000``, ``200_000_000``, ``200M``, ``2G``, ``500k``."""

    name = "positions"
    _SUFFIX: ClassVar[dict[str, int]] = {"K": 10**3, "M": 10**6, "G": 10**9}

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, int):
            return value
        text = str(value).strip().replace("_", "").replace(",", "")
        factor = self._SUFFIX.get(text[-1:].upper(), 1)
        digits = text[:-1] if factor != 1 else text
        if not digits.isdigit() or int(digits) * factor < 1:
            self.fail(
                f"{value!r} is not a number of positions above zero: write e.g. 400M (400 "
                f"million; the default is {_default_positions()})",
                param,
                ctx,
            )
        return int(digits) * factor


def _default_positions() -> str:
    from dealer.bishops_analysis import MAX_NODES

    return f"{MAX_NODES // 10**6}M"


@deal.command()
@click.argument("event_path", metavar="EVENT", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--table",
    is_flag=True,
    help="Also the full double-dummy table: the tricks each player would take as "
    "declarer (the lead from his left) with each suit trumps -- the four suits; no "
    "trumps too for Bridge Whist and for a board recorded with no trumps. Not for "
    "Bishops whist.",
)
@click.option(
    "--max-positions",
    type=_Positions(),
    default=None,
    help="Bishops whist: how hard to try on a board before giving it a note instead of "
    "figures, in positions searched for each figure (a suffix K, M or G: 400M is 400 "
    "million). The solver searches about 6 million a second on one core; a typical "
    "board takes 60-140 million in all. Default 200M: a board gives up after a minute "
    "or so of one core at most; raise it and run again to solve the boards left with a "
    "note.",
)
@click.option(
    "--jobs",
    type=click.IntRange(min=1),
    default=None,
    help="Bishops whist: boards solved at once, each in its own process of about 250 MB "
    "(default: one a core of this machine); a board alone gets two when --jobs is 2 or "
    "more.",
)
@click.option(
    "--again",
    is_flag=True,
    help="Bishops whist: solve every board again; without it a board whose figures are "
    "already in EVENT is kept as it is and only the others are solved.",
)
def analyse(
    event_path: Path, table: bool, max_positions: int | None, jobs: int | None, again: bool
) -> None:
    """Double-dummy figures for the recorded trump and the real leader, stored in EVENT
    (its event file and PBN, for the hand records).

    Duplicate and Bridge whist: tricks by DDS, and the book lead. Bishops whist: tricks
    and points (the game's scoring) by the project's own solver, on every core; a board
    it cannot finish within --max-positions gets a note saying so, and a run again
    solves only the boards without figures. Ctrl-C writes nothing: EVENT stays as it was.
    """
    from dealer.event import EventError
    from dealer.folder import load_event, save_event

    folder = event_path if event_path.is_dir() else event_path.parent
    try:
        event = load_event(event_path)
    except EventError as exc:
        raise click.ClickException(str(exc)) from None
    bishops = any(b.game == "bishops-whist" for b in event.boards)
    if bishops and table:
        raise click.ClickException(
            "--table: Bishops whist has no double-dummy table; its figures are the tricks "
            "and points for the recorded trump (each suit of a knight cut): leave it out"
        )
    if not bishops:
        given = [n for n, v in (("--max-positions", max_positions), ("--jobs", jobs)) if v]
        if given:
            raise click.ClickException(
                f"{' and '.join(given)}: for the Bishops whist solver; this event is "
                f"{event.game}, whose boards DDS solves whole in a moment: leave "
                f"{'them' if len(given) > 1 else 'it'} out"
            )
    notes: list[str] = []
    summary: list[str] = []
    try:
        if bishops:
            event, summary, changed = _analyse_bishops(event, max_positions, jobs, again)
        else:
            event, notes = _analyse_standard(event, table)
            changed = True
        if changed:
            with _no_interruption():
                save_event(event, folder, overwrite=True)
    except EventError as exc:
        raise click.ClickException(str(exc)) from None
    except OSError as exc:
        raise click.ClickException(
            f"{folder}: cannot write the analysis ({exc.strerror or exc}); the event's files "
            "are as they were"
        ) from None
    for note in notes:
        click.echo(note)
    for board in event.boards:
        a = event.analysis.get(board.number)
        if a is None:
            continue
        trump = board.trump.display if board.trump else "not recorded"
        parts = [f"board {board.number:>3}", f"dealer {board.dealer.letter}", f"trump {trump}"]
        if a.tricks_text:
            parts.append(f"double dummy {a.tricks_text}")
        if a.points_text:
            parts.append(f"points {a.points_text}")
        if a.by_trump_text:
            parts.append(f"by trump (N-S tricks, points) {a.by_trump_text}")
        if a.book_lead is not None:
            parts.append(f"book lead ({board.leader.letter}) {a.book_lead.display}")
        if a.note:
            parts.append(a.note)
        click.echo("  ".join(parts))
        if a.table is not None:
            from whist import Seat

            # the strains solved: no NT column where the game has no no-trump play
            strains = [s for s in ("NT", "S", "H", "D", "C") if s in a.table]
            header = "        " + " ".join(f"{s:>3}" for s in strains)
            click.echo(header)
            for seat in Seat:
                row = " ".join(f"{a.table[s][seat]:>3}" for s in strains)
                click.echo(f"      {seat.letter} {row}")
    for note in summary:
        click.echo(note)


@contextmanager
def _no_interruption() -> Iterator[None]:
    """Ctrl-C waits until the block is done: the event's files (each written atomically)
    are all written, or none -- never a PBN newer than its event file."""
    caught: list[int] = []
    try:
        previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    except ValueError:  # not the main thread (a test's runner): nothing to defer
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise click.ClickException("interrupted after the analysis was written")


def _analyse_standard(event: Any, table: bool) -> tuple[Any, list[str]]:
    """Duplicate and Bridge whist: every board by DDS, a bar on a terminal."""
    from dealer.analysis import analyse_event

    # A bar for the one watching; nothing in a log or a pipe.
    progress = _Progress(
        sys.stdout.isatty(), total=len(event.boards), unit="board", desc="analysing"
    )
    try:
        return analyse_event(event, table=table, progress=progress)
    finally:
        progress.close()


def _boards(count: int) -> str:
    return f"{count} board{'' if count == 1 else 's'}"


def _analyse_bishops(
    event: Any, max_positions: int | None, jobs: int | None, again: bool
) -> tuple[Any, list[str], bool]:
    """Bishops whist: the boards without figures (all with ``again``) by the solver in
    worker processes, a bar on a terminal; the notes say what was kept, solved and left.
    Ctrl-C or a failure raise before anything is written."""
    from dealer.bishops_analysis import MAX_NODES, analyse_bishops_boards, is_solved
    from solver import SolverError

    limit = max_positions or MAX_NODES
    todo = [b for b in event.boards if again or not is_solved(b, event.analysis.get(b.number))]
    kept = len(event.boards) - len(todo)
    progress = _Progress(
        sys.stdout.isatty() and bool(todo), total=len(todo), unit="board", desc="solving"
    )
    try:
        found = analyse_bishops_boards(
            todo,
            max_nodes=limit,
            jobs=jobs,
            known=None if again else event.analysis,
            progress=progress,
        )
    except KeyboardInterrupt:
        progress.close()
        raise click.ClickException(
            "interrupted: nothing written, the event's files are as they were (run again "
            "to solve the boards; a lower --max-positions is quicker)"
        ) from None
    except SolverError as exc:
        progress.close()
        raise click.ClickException(str(exc)) from None
    progress.close()
    event = event.with_analysis({**event.analysis, **found})
    unsolved = [
        b.number
        for b in todo
        if b.trump is not None and not is_solved(b, event.analysis.get(b.number))
    ]
    solved = sum(1 for b in todo if is_solved(b, event.analysis.get(b.number)))
    summary = f"Bishops whist: {_boards(solved)} solved"
    if kept:
        summary += f", {kept} kept as they were solved before (--again solves them again)"
    if unsolved:
        summary += (
            f"; {len(unsolved)} beyond the limit of {limit:,} positions a search (board"
            f"{'s' if len(unsolved) > 1 else ''} "
            f"{', '.join(map(str, unsolved))}): run again with a higher --max-positions to "
            "solve those boards only"
        )
    return event, [summary], bool(todo)


def _check_movement(path: Path, data: Any, numbers: Any, advice: str | None = None) -> None:
    """Refuse a movement file that is not a movement, or whose deals are not the boards
    about to be dealt (which are missing, which are extra)."""
    from scoring import Movement, MovementError
    from scoring.movement import deals_mismatch

    try:
        movement = Movement.from_dict(data, str(path))
    except MovementError as exc:
        raise click.ClickException(f"--movement {path}: {exc}") from None
    mismatch = deals_mismatch(movement, numbers)
    if mismatch:
        raise click.ClickException(
            f"--movement {path}: {mismatch}; "
            + (advice or "deal the boards the movement plays (--boards, --first-board)")
            + " or write a movement for these boards (`whist movement NAME --tables N "
            "--deals D --json`)"
        )

"""``whist machine``: the dealing machine and card reader (hardware/PROTOCOL.md).

- ``whist machine info --port URL``: what is on the port.
- ``whist machine deal EVENT --port URL [--boards 1-36]``: pre-deal the event's boards,
  verifying each one, with a journal in the event folder so that an interrupted run
  resumes where it stopped; a final report (``--json``: one JSON object).
- ``whist machine verify EVENT --port URL``: read back trays already dealt.
- ``whist machine read --board N EVENT --port URL``: record a deal dealt by hand at the
  table into the event (the 1897 way: deal, then record), with its trump record.
- ``whist machine conformance --port URL``: check a device against PROTOCOL.md.

``URL`` is anything pyserial opens: ``/dev/ttyACM0``, ``socket://host:port``, ``loop://``
or ``sim://?seed=1&jam=3:5`` for the built-in simulator.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import click

PORT_HELP = "the machine's port: /dev/ttyACM0, COM3, socket://host:port or sim://?seed=1"


INFORMATIVE = frozenset({"gave-up", "skipped", "resume"})
"""Instructions after which the operator only confirms (nothing left to skip)."""


@contextmanager
def _above_bars() -> Iterator[None]:
    """Write above the progress bars: they are cleared, then drawn again below."""
    from tqdm import tqdm

    with tqdm.external_write_mode(file=sys.stderr):
        yield


def _operator(url: str, yes: bool, progress: _Progress | None = None) -> Callable[[Any], None]:
    """Tells the operator what to do, above the progress bars, in one prompt with the
    choices: Enter (done, go on), s (skip this board), a (abort the run). Unattended
    (``--yes`` or the simulator, whose mechanics do the operator's part) it only tells."""
    from firmware_bridge.session import AbortRun, SkipBoard

    unattended = yes or url.startswith("sim://")

    def tell(instruction: Any) -> None:
        board = instruction.board
        message = instruction.message
        if board and f"board {board}" not in message:
            message = f"board {board}: {message}"
        if progress is not None and instruction.kind in ("verify", "load", "restart"):
            progress.phase(board, "verify" if instruction.kind == "verify" else "deal")
        with _above_bars():
            click.echo(message, err=True)
            if unattended:
                return
            skip = bool(board) and instruction.kind not in INFORMATIVE
            choices = "[Enter] done" + (f" · s: skip board {board}" if skip else "")
            choices += " · a: abort the run"
            while True:
                answer = (
                    click.prompt(f"  {choices}", default="", show_default=False, err=True)
                    .strip()
                    .lower()
                )
                if answer == "":
                    return
                if answer == "s" and skip:
                    raise SkipBoard("skipped by the operator")
                if answer == "a":
                    raise AbortRun()
                click.echo(f"  '{answer}'? {choices}", err=True)

    return tell


def _warn(message: str) -> None:
    """A warning from the machine's link (e.g. an event type unknown to this program)."""
    with _above_bars():
        click.echo(f"warning: {message}", err=True)


def _board_ranges(boards: list[int]) -> str:
    """``[1, 2, 3, 5]`` -> ``'1-3, 5'``."""
    runs: list[list[int]] = []
    for board in sorted(boards):
        if runs and board == runs[-1][-1] + 1:
            runs[-1].append(board)
        else:
            runs.append([board])
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def _stopped_deal(event: str, url: str) -> None:
    """What an interrupted ``machine deal`` saved, and how to resume it (exit 130)."""
    from pathlib import Path

    from dealer.predeal import JOURNAL_FILE, Journal

    journal = Journal(Path(event) / JOURNAL_FILE)
    verified = sorted(
        {e["board"] for e in journal.entries() if e.get("step") == "verified"}
        - journal.interrupted()
    )
    lines = ["stopped."]
    if verified:
        which = (
            f"Boards {_board_ranges(verified)} are"
            if len(verified) > 1
            else f"Board {verified[0]} is"
        )
        lines.append(f"{which} dealt and verified, recorded in {journal.path}.")
    else:
        lines.append("No board was finished.")
    for board in sorted(journal.interrupted()):
        lines.append(
            f"Board {board} was being dealt: take its cards out of the pockets and the "
            "reject tray; it is dealt again."
        )
    lines.append(f"To resume: whist machine deal {event} --port {url}")
    click.echo(" ".join(lines), err=True)
    sys.exit(130)


@contextmanager
def _errors(event: str | None = None) -> Iterator[None]:
    """Turn the bridge's and the dealer's errors into messages with a nonzero exit."""
    from dealer.event import EventError
    from firmware_bridge.errors import BridgeError

    try:
        yield
    except BridgeError as error:
        raise click.ClickException(str(error)) from error
    except (EventError, FileExistsError) as error:
        raise click.ClickException(str(error)) from error
    except OSError as error:
        raise click.ClickException(
            f"{error.filename or event}: {error.strerror or error}"
        ) from error


class _Progress:
    """A bar for boards and one for the cards of the current board, dealt or verified
    (stderr, tty only)."""

    def __init__(self, total: int) -> None:
        from tqdm import tqdm

        self.boards = tqdm(total=total, desc="boards", unit="board", position=0, disable=None)
        self.cards = tqdm(
            total=52, desc="cards", unit="card", position=1, leave=False, disable=None
        )

    def __call__(self, kind: str, board: int, n: int) -> None:
        if kind == "board":
            self.boards.set_postfix_str(f"board {board}")
            self.cards.reset(total=52)
            self.cards.set_description(f"board {board}")
        elif kind == "card":
            self.cards.n = n
            self.cards.refresh()
        elif kind == "done":
            self.boards.update(1)

    def phase(self, board: int, what: str) -> None:
        """The card bar now counts the cards of ``board`` being dealt or verified."""
        self.cards.reset(total=52)
        self.cards.set_description(f"board {board} {what}")

    def close(self) -> None:
        self.cards.close()
        self.boards.close()


@click.group()
def machine() -> None:
    """Deal, verify and read boards with a dealing machine (or its simulator)."""


@machine.command()
@click.option("--port", "url", required=True, help=PORT_HELP)
@click.option("--json", "as_json", is_flag=True, help="print one JSON object")
def info(url: str, as_json: bool) -> None:
    """Show the protocol, firmware version, device id and capabilities of the machine."""
    from firmware_bridge.session import Machine

    with _errors(), Machine(url) as found:
        hello = found.info
        status = found.status()
        sensors = found.sensors()
    packs = [name for name, bit in (("standard", 0), ("bishops", 1)) if hello.supports_pack(bit)]
    data: dict[str, Any] = {
        "port": url,
        "protocol": hello.protocol,
        "firmware": hello.firmware_version,
        "device_id": hello.device_id.hex(),
        "dealer": hello.is_dealer,
        "reader": hello.is_reader,
        "packs": packs,
        "boot_id": f"{hello.boot_id:08x}",
        "state": status.state,
        "sensors": None
        if sensors is None
        else {
            "calibrated": sensors.calibrated,
            **{
                s.name: {"threshold": s.threshold, "empty": s.empty, "card": s.card}
                for s in sensors.sensors
            },
        },
    }
    if as_json:
        click.echo(json.dumps(data))
        return
    click.echo(f"machine on {url}")
    click.echo(
        f"  protocol {data['protocol']}, firmware {data['firmware']}, id {data['device_id']}"
    )
    roles = [r for r in ("dealer", "reader") if data[r]]
    click.echo(f"  can: {', '.join(roles) or 'nothing'}; packs: {', '.join(packs)}")
    click.echo(f"  sensors: {_describe_sensors(sensors)}")


def _describe_sensors(sensors: Any) -> str:
    """The SENSORS_INFO line of ``machine info``: each threshold, and what calibration
    measured, or that it has not been run."""
    if sensors is None:
        return "not reported by this firmware"
    if not sensors.calibrated:
        shown = ", ".join(f"{s.name} threshold {s.threshold}" for s in sensors.sensors)
        return f"not calibrated ({shown}: starting points; calibrate as FLASHING.md says)"
    return "calibrated; " + ", ".join(
        f"{s.name} threshold {s.threshold} (empty {s.empty}, card {s.card})"
        for s in sensors.sensors
    )


def _finish(report: Any, as_json: bool, what: str) -> None:
    if as_json:
        click.echo(json.dumps(report.to_json(), sort_keys=True))
    else:
        click.echo(f"{what} finished in {report.seconds:.1f} s")
        for line in report.lines():
            click.echo(f"  {line}")
    if report.misdealt or report.failed:
        sys.exit(1)


@machine.command()
@click.argument("event", type=click.Path(file_okay=False))
@click.option("--port", "url", required=True, help=PORT_HELP)
@click.option("--boards", "board_spec", default=None, help="boards to deal, e.g. 1-36 or 1,3,5-8")
@click.option("--json", "as_json", is_flag=True, help="print the final report as one JSON object")
@click.option("--yes", is_flag=True, help="do not wait for Enter after each instruction")
@click.option("--no-verify", is_flag=True, help="do not read each board back (not advised)")
def deal(
    event: str, url: str, board_spec: str | None, as_json: bool, yes: bool, no_verify: bool
) -> None:
    """Pre-deal the boards of EVENT on the machine, verifying each, resumably."""
    from dealer.folder import load_event
    from dealer.predeal import parse_board_list, predeal
    from firmware_bridge.session import AbortRun

    with _errors(event):
        numbers = [b.number for b in load_event(event).boards]
        boards = parse_board_list(board_spec, numbers) if board_spec else numbers
        progress = _Progress(len(boards))
        try:
            report = predeal(
                event,
                url,
                boards=boards,
                operator=_operator(url, yes, progress),
                progress=progress,
                verify=not no_verify,
                machine_options={"on_warning": _warn},
            )
        except (KeyboardInterrupt, AbortRun):
            progress.close()
            _stopped_deal(event, url)
        finally:
            progress.close()
    _finish(report, as_json, "pre-deal")


@machine.command()
@click.argument("event", type=click.Path(file_okay=False))
@click.option("--port", "url", required=True, help=PORT_HELP)
@click.option("--boards", "board_spec", default=None, help="boards to verify, e.g. 1-36")
@click.option("--json", "as_json", is_flag=True, help="print the final report as one JSON object")
@click.option("--yes", is_flag=True, help="do not wait for Enter after each instruction")
def verify(event: str, url: str, board_spec: str | None, as_json: bool, yes: bool) -> None:
    """Read back the trays of EVENT (already dealt) and compare them with the record."""
    from dealer.folder import load_event
    from dealer.predeal import parse_board_list, verify_event
    from firmware_bridge.session import AbortRun

    with _errors(event):
        numbers = [b.number for b in load_event(event).boards]
        boards = parse_board_list(board_spec, numbers) if board_spec else numbers
        progress = _Progress(len(boards))
        try:
            report = verify_event(
                event,
                url,
                boards=boards,
                operator=_operator(url, yes, progress),
                progress=progress,
                machine_options={"on_warning": _warn},
            )
        except (KeyboardInterrupt, AbortRun):
            progress.close()
            click.echo(
                "stopped. A verification records nothing in the event, so nothing is lost; "
                f"to verify the boards again: whist machine verify {event} --port {url}"
                + (f" --boards {board_spec}" if board_spec else ""),
                err=True,
            )
            sys.exit(130)
        finally:
            progress.close()
    _finish(report, as_json, "verification")


@machine.command()
@click.argument("event", type=click.Path(file_okay=False))
@click.option("--board", "number", type=int, required=True, help="the board number to record")
@click.option("--port", "url", required=True, help=PORT_HELP)
@click.option(
    "--trump",
    default=None,
    help="the trump card turned (e.g. C5, or N=S for a knight cut and the suit named); "
    "without it the machine reads the trump card on its own",
)
@click.option("--replace", is_flag=True, help="replace the board's deal if it holds another")
@click.option("--yes", is_flag=True, help="do not wait for Enter after each instruction")
def read(event: str, number: int, url: str, trump: str | None, replace: bool, yes: bool) -> None:
    """Record into EVENT the deal dealt by hand at the table as board N: each hand is
    read by the machine, North's first, then the trump card."""
    from dealer.folder import load_event
    from dealer.predeal import pack_of_event, record_read_deal, trump_for
    from firmware_bridge.session import AbortRun, SkipBoard
    from whist.board import rotating_dealer

    tell = _operator(url, yes)
    with _errors(event):
        pack = pack_of_event(event)
        loaded = load_event(event)
        existing = {b.number: b for b in loaded.boards}
        if number in existing and not replace:
            # checked before a single card is read, not after 53 of them
            raise click.ClickException(
                f"board {number} of {event} already holds a deal: pass --replace to record "
                "the deal read at the table in its place"
            )
        dealer = existing[number].dealer if number in existing else rotating_dealer(number)
        try:
            deal_read, read_card = _read_at_table(url, tell, pack, number, dealer, trump)
        except (KeyboardInterrupt, AbortRun, SkipBoard):
            click.echo(
                f"stopped. Board {number} was not recorded (the event is unchanged); to read "
                f"it again: whist machine read {event} --board {number} --port {url}"
                + (" --replace" if replace else ""),
                err=True,
            )
            sys.exit(130)
        record = trump_for(deal_read, dealer, trump, read_card)
        record_read_deal(event, number, deal_read, record, replace_existing=replace)
    click.echo(f"board {number} recorded: {deal_read.to_pbn()} trump {record.display}")


def _read_at_table(
    url: str, tell: Callable[[Any], None], pack: Any, number: int, dealer: Any, trump: str | None
) -> tuple[Any, Any]:
    """The four hands read by the machine, North's first, and the trump card read alone
    unless ``trump`` names it."""
    from firmware_bridge.messages import REJECT_POCKET
    from firmware_bridge.session import Machine

    if url.startswith("sim://") and "dealer=" not in url:
        # The simulator stands for the table where this board was dealt: its dealer
        # turned the trump card, so the operator brings one of that hand's cards.
        url += ("&" if "?" in url else "?") + f"dealer={dealer.name[0]}"
    with Machine(url, operator=tell) as reader:
        deal_read = reader.read_deal(pack)
        read_card = None
        if trump is None:
            tell(
                _instruction(
                    number, f"put the trump card ({dealer.name.title()}'s) alone in the hopper"
                )
            )
            cards = reader.read_hand(pack, REJECT_POCKET, count=1).cards
            read_card = pack.card_from_id(cards[0])
    return deal_read, read_card


@machine.command()
@click.option("--port", "url", required=True, help=PORT_HELP)
@click.option("--json", "as_json", is_flag=True, help="print one JSON object")
@click.option("--yes", is_flag=True, help="do not wait for Enter after each instruction")
def conformance(url: str, as_json: bool, yes: bool) -> None:
    """Check the device on the port against hardware/PROTOCOL.md (for firmware authors):
    every check with the section it tests; exit status 1 if one fails."""
    from firmware_bridge.conformance import run_conformance

    unattended = yes or url.startswith("sim://")

    def operator(message: str) -> None:
        if not unattended:
            click.echo(message, err=True)
            click.prompt("press Enter when done", default="", show_default=False, err=True)

    with _errors():
        results = run_conformance(url, operator)
    failed = [r for r in results if r.outcome == "fail"]
    if as_json:
        click.echo(json.dumps({"port": url, "checks": [r.to_json() for r in results]}))
    else:
        click.echo(f"conformance of the machine on {url} (hardware/PROTOCOL.md)")
        for r in results:
            click.echo(f"  {r.outcome.upper():4}  §{r.section:<16} {r.name}: {r.detail}")
        passed = sum(r.outcome == "pass" for r in results)
        skipped = sum(r.outcome == "skip" for r in results)
        click.echo(f"{passed} passed, {len(failed)} failed, {skipped} skipped")
    if failed:
        sys.exit(1)


def _instruction(board: int, message: str) -> Any:
    from firmware_bridge.session import Instruction

    return Instruction("trump", board, message)

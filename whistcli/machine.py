"""``whist machine``: the dealing machine and card reader (hardware/PROTOCOL.md).

- ``whist machine info --port URL``: what is on the port.
- ``whist machine deal EVENT --port URL [--boards 1-36]``: pre-deal the event's boards,
  verifying each one, with a journal in the event folder so that an interrupted run
  resumes where it stopped; a final report (``--json``: one JSON object).
- ``whist machine verify EVENT --port URL``: read back trays already dealt.
- ``whist machine read --board N EVENT --port URL``: record a deal dealt by hand at the
  table into the event (the 1897 way: deal, then record), with its trump record.

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


def _operator(url: str, yes: bool) -> Callable[[Any], None]:
    """Tells the operator what to do; waits for Enter unless unattended (``--yes`` or the
    simulator, whose mechanics do the operator's part themselves)."""
    unattended = yes or url.startswith("sim://")

    def tell(instruction: Any) -> None:
        where = f"board {instruction.board}: " if instruction.board else ""
        click.echo(f"{where}{instruction.message}", err=True)
        if not unattended:
            click.prompt("press Enter when done", default="", show_default=False, err=True)

    return tell


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
    """A bar for boards and one for the cards of the current board (stderr, tty only)."""

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

    with _errors(event):
        numbers = [b.number for b in load_event(event).boards]
        boards = parse_board_list(board_spec, numbers) if board_spec else numbers
        progress = _Progress(len(boards))
        try:
            report = predeal(
                event,
                url,
                boards=boards,
                operator=_operator(url, yes),
                progress=progress,
                verify=not no_verify,
            )
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

    with _errors(event):
        numbers = [b.number for b in load_event(event).boards]
        boards = parse_board_list(board_spec, numbers) if board_spec else numbers
        progress = _Progress(len(boards))
        try:
            report = verify_event(
                event, url, boards=boards, operator=_operator(url, yes), progress=progress
            )
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
    from firmware_bridge.messages import REJECT_POCKET
    from firmware_bridge.session import Machine
    from whist.board import rotating_dealer

    tell = _operator(url, yes)
    with _errors(event):
        pack = pack_of_event(event)
        loaded = load_event(event)
        existing = {b.number: b for b in loaded.boards}
        dealer = existing[number].dealer if number in existing else rotating_dealer(number)
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
        record = trump_for(deal_read, dealer, trump, read_card)
        record_read_deal(event, number, deal_read, record, replace_existing=replace)
    click.echo(f"board {number} recorded: {deal_read.to_pbn()} trump {record.display}")


def _instruction(board: int, message: str) -> Any:
    from firmware_bridge.session import Instruction

    return Instruction("trump", board, message)

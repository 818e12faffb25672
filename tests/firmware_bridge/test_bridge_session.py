"""The session layer against sim://: both packs, every fault kind, verification,
reset recovery, line noise, reading a deal, and the error tree."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from firmware_bridge import messages as m
from firmware_bridge.errors import BridgeError, BridgeProtocolError, BridgeTimeoutError
from firmware_bridge.framing import decode_wire
from firmware_bridge.link import Link
from firmware_bridge.session import BoardPlan, Instruction, Machine, deal_from_pockets
from firmware_bridge.simdevice import FaultPlan, SimDevice, table_deal
from whist.deal import Deal
from whist.packs import BISHOPS_PACK, STANDARD_PACK, Pack

Shuffle = Callable[[Pack, int], Deal]


def _deal_and_check(url: str, pack: Pack, boards: range, shuffled: Shuffle) -> list[Instruction]:
    told: list[Instruction] = []
    with Machine(url, operator=told.append) as machine:
        for board in boards:
            plan = BoardPlan.from_deal(board, shuffled(pack, board))
            outcome = machine.deal_board(plan)
            assert outcome.dealt and outcome.verified, outcome
            assert outcome.pockets == plan.pockets
            physical = machine.link.port.device.mech.pockets  # what the simulator holds
            assert [tuple(sorted(p)) for p in physical[:4]] == list(plan.pockets)
    return told


def test_plan_from_deal_round_trips(pack: Pack, shuffled: Shuffle) -> None:
    deal = shuffled(pack, 3)
    plan = BoardPlan.from_deal(7, deal)
    assert plan.describe(m.NO_CARD) == "no card"
    assert plan.describe(m.OTHER_PACK) == "a card of another pack"
    assert plan.describe(0).endswith("ace of spades")
    assert plan.describe(200) == "card number 200"
    assert plan.to_deal() == deal
    assert sum(len(p) for p in plan.pockets) == 52
    decoded = m.BoardBody.decode(plan.body())
    assert decoded.digest == plan.digest and decoded.board == 7


def test_clean_run_both_packs(pack: Pack, shuffled: Shuffle) -> None:
    told = _deal_and_check("sim://?seed=1", pack, range(1, 4), shuffled)
    assert [t.kind for t in told] == ["load", "verify"] * 3


@pytest.mark.parametrize(
    ("query", "fault"),
    [
        ("jam=2:5", "jam"),
        ("misread=2:7", "misread"),
        ("dupcard=2:9", "duplicate card"),
        ("missing=2:3", "missing card"),
        ("hopper_empty=2", "hopper empty"),
        ("reset=2:20", "reset"),
        ("misdrop=2:11", "misdeal caught"),
        ("chute=2:11", "chute jam"),
        ("chute=2:11&putback=99", "chute jam"),
        ("jam=2:5&button=1", "jam"),
    ],
)
def test_every_fault_kind_is_met_and_cleared(
    pack: Pack, query: str, fault: str, shuffled: Shuffle
) -> None:
    told: list[Instruction] = []
    with Machine(f"sim://?seed=2&{query}", operator=told.append) as machine:
        for board in (1, 2, 3):
            plan = BoardPlan.from_deal(board, shuffled(pack, board))
            outcome = machine.deal_board(plan)
            assert outcome.verified and outcome.pockets == plan.pockets
            assert dict(outcome.faults) == ({fault: 1} if board == 2 else {})
        assert machine.faults == {fault: 1}
    if fault in ("reset", "misdeal caught"):
        assert any(t.kind == "restart" and t.board == 2 for t in told)
    else:
        message = next(t.message for t in told if t.board == 2 and t.kind not in ("load", "verify"))
        assert "board 2" in message and fault in message


def test_reset_after_board_done_loses_nothing(shuffled: Shuffle) -> None:
    # A reset on the 52nd card: the CARD event is lost with the reset, so the host
    # cannot know the board is complete and deals it again; nothing is misdealt.
    with Machine("sim://?seed=3&reset=1:52") as machine:
        plan = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 1))
        outcome = machine.deal_board(plan)
        assert outcome.verified and outcome.attempts == 2 and outcome.faults["reset"] == 1


def test_line_noise_is_survived(pack: Pack, shuffled: Shuffle) -> None:
    url = "sim://?seed=9&corrupt=0.01&drop=0.002&dup=0.002&reset_every=2&jam=3:3"
    with Machine(url) as machine:
        for board in range(1, 4):
            plan = BoardPlan.from_deal(board, shuffled(pack, 10 + board))
            outcome = machine.deal_board(plan)
            assert outcome.verified and outcome.pockets == plan.pockets
        stats = machine.link.stats
        assert stats.bad_frames > 0 and stats.retransmits + stats.naks_received > 0
        assert machine.faults["reset"] == 1


def test_verify_board_detects_a_wrong_board(shuffled: Shuffle) -> None:
    right = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 1))
    wrong = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 2))
    with Machine("sim://?seed=4") as machine:
        assert machine.deal_board(right, verify=False).dealt
        assert machine.verify_board(right).verified
        outcome = machine.verify_board(wrong)
        assert outcome.dealt and not outcome.verified
        assert outcome.pockets == right.pockets


def test_read_a_deal_dealt_by_hand(pack: Pack) -> None:
    told: list[Instruction] = []
    with Machine("sim://?seed=6&misread=0:4", operator=told.append) as machine:
        deal = machine.read_deal(pack)
    pack_byte = 0 if pack is STANDARD_PACK else 1
    assert deal == deal_from_pockets(pack, table_deal(6, pack_byte))
    assert next(t.message for t in told if t.kind == "read") == "put North's hand in the hopper"
    assert any(t.kind == "misread" for t in told)


def test_status_reports_the_board(shuffled: Shuffle) -> None:
    with Machine("sim://?seed=1") as machine:
        plan = BoardPlan.from_deal(5, shuffled(BISHOPS_PACK, 5))
        machine.deal_board(plan, verify=False)
        status = machine.status()
        assert status.state == m.DeviceState.COMPLETE and status.board == 5
        assert status.dealt == 52 and sum(status.pocket_counts) == 52
        assert status.boot_id == machine.boot_id


def test_reject_is_a_protocol_error() -> None:
    with Machine("sim://?seed=1") as machine:
        with pytest.raises(BridgeProtocolError, match="no board loaded") as caught:
            machine.link.command(m.MsgType.DEAL, m.encode_board_number(3))
        assert caught.value.code == m.RejectCode.NO_BOARD
        assert "abort and start the board again" in str(caught.value)
        with pytest.raises(BridgeProtocolError, match="unknown message type"):
            machine.link.command(0x3E)


def test_silent_port_times_out_with_advice() -> None:
    # loop:// echoes our own HELLO back: a command, never a reply.
    with pytest.raises(BridgeTimeoutError, match="did not answer HELLO") as caught:
        Machine("loop://", reply_timeout=0.02)
    assert "switched on and connected" in caught.value.action
    assert isinstance(caught.value, TimeoutError) and isinstance(caught.value, BridgeError)


def test_unopenable_port_names_it() -> None:
    with pytest.raises(BridgeError, match="cannot open the machine's port '/dev/nonexistent-"):
        Link("/dev/nonexistent-whist-dealer")


def test_duplicate_command_is_not_executed_twice(shuffled: Shuffle) -> None:
    with Link("sim://?seed=8") as link:
        link.hello()
        plan = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 1))
        link.command(m.MsgType.LOAD, plan.body())
        link.command(m.MsgType.DEAL, m.encode_board_number(1))
        # The same DEAL frame again (same seq), as after a lost reply: the cached OK comes
        # back and the device does not start a second deal.
        link._seq = (link._seq - 1) % 256
        reply = link.command(m.MsgType.DEAL, m.encode_board_number(1))
        assert reply.type == m.MsgType.OK
        cards = 0
        while True:
            event = link.next_event(2.0)
            assert event is not None
            if event.type == m.MsgType.CARD:
                cards += 1
            if event.type == m.MsgType.BOARD_DONE:
                break
        assert cards == 52


def _serve_sim_on_socket(
    listener: socket.socket, stop: threading.Event, plan: FaultPlan, mute: frozenset[int]
) -> None:
    conn, _ = listener.accept()
    conn.settimeout(0.005)

    def output(data: bytes) -> None:
        # Frames of the types in ``mute`` never reach the host (as if always lost).
        if mute and decode_wire(data).type in mute:
            return
        conn.sendall(data)

    with conn:
        device = SimDevice(plan, output, time.monotonic)
        while not stop.is_set():
            try:
                data = conn.recv(4096)
                if not data:
                    return
                device.receive(data)
            except TimeoutError:
                pass
            except OSError:
                return
            device.poll()


@contextmanager
def _socket_device(plan: FaultPlan, mute: frozenset[int] = frozenset()) -> Iterator[str]:
    listener = socket.create_server(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    stop = threading.Event()
    server = threading.Thread(
        target=_serve_sim_on_socket, args=(listener, stop, plan, mute), daemon=True
    )
    server.start()
    try:
        yield f"socket://127.0.0.1:{port}"
    finally:
        stop.set()
        server.join(timeout=2)
        listener.close()


def test_socket_url_is_the_same_code_path(shuffled: Shuffle) -> None:
    with _socket_device(FaultPlan(seed=12)) as url, Machine(url) as machine:
        plan = BoardPlan.from_deal(1, shuffled(BISHOPS_PACK, 1))
        assert machine.deal_board(plan).verified


def test_reset_found_by_status_when_its_event_is_lost(shuffled: Shuffle) -> None:
    """No RESET event arrives: after a silence the host asks STATUS, sees a new boot id
    and deals the board again."""
    fault = FaultPlan(seed=13, reset=frozenset({(1, 20)}))
    mute = frozenset({m.MsgType.RESET})
    with _socket_device(fault, mute) as url, Machine(url, silence=0.3) as machine:
        plan = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 1))
        outcome = machine.deal_board(plan)
        assert outcome.verified and outcome.attempts == 2
        assert outcome.faults == {"reset": 1}
        assert machine.link.stats.resets_seen == 0


def test_a_device_that_makes_no_progress_is_given_up(shuffled: Shuffle) -> None:
    """CARD events never get through: each attempt stalls, is abandoned after three
    silences without progress, and the board ends not dealt (never half-dealt silently)."""
    mute = frozenset({m.MsgType.CARD})
    told: list[Instruction] = []
    with (
        _socket_device(FaultPlan(seed=14), mute) as url,
        Machine(url, told.append, silence=0.1, max_attempts=2) as machine,
    ):
        plan = BoardPlan.from_deal(1, shuffled(STANDARD_PACK, 1))
        outcome = machine.deal_board(plan)
        assert not outcome.dealt and not outcome.verified
        assert outcome.attempts == 2 and outcome.faults == {"timeout": 2}
        assert machine.status().state == m.DeviceState.IDLE  # aborted, not left dealing
    assert told[-1].kind == "gave-up" and "do not play it" in told[-1].message

"""Benchmarks of the machine link (issue "The machine link"); own runner, not part of
the test run. Prints figures and ratios against baselines measured in the same run.

1. Reliability: N boards (default 1,000) dealt and verified on ``sim://`` with 1 % of
   bytes corrupted in each direction and a device reset every 100 boards. Figures:
   boards completed (target: all), boards misdealt (target: 0), retries, faults; the
   time per board against a clean line (baseline).
2. Host overhead at 115200 baud: on ``sim://?baud=115200`` (mechanics instantaneous),
   the time the line waits for the host each board -- from the moment a reply or event
   has landed to the host's next write (its wake-up, decoding, checks, ACK). Target:
   under 50 ms a board. Baseline: the wire time of the same bytes.
3. The MicroPython firmware itself on the unix port over a pty (its simulated HAL),
   with jams, resets, misreads and misdrops: boards completed and misdealt.

Usage: ``.venv/bin/python bench/bench_bridge.py [--boards 1000] [--overhead-boards 30]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
import tty
from collections import Counter
from pathlib import Path
from typing import Any

from firmware_bridge.session import BoardPlan, Machine
from whist.deal import Deal
from whist.packs import BISHOPS_PACK, STANDARD_PACK


def _deal(number: int) -> Deal:
    pack = BISHOPS_PACK if number % 2 else STANDARD_PACK
    cards = list(pack.cards)
    random.Random(number).shuffle(cards)
    return Deal(pack, tuple(tuple(cards[i::4]) for i in range(4)))


def _run(
    url: str,
    boards: int,
    label: str,
    report_every: int = 0,
    sim: bool = True,
    verify: bool = True,
) -> dict[str, Any]:
    completed = misdealt = retries = 0
    faults: Counter[str] = Counter()
    started = time.perf_counter()
    cpu_started = time.process_time()
    with Machine(url) as machine:
        port: Any = machine.link.port
        host_waits: list[float] = []
        for number in range(1, boards + 1):
            plan = BoardPlan.from_deal(number, _deal(number))
            waited = port.host_seconds if sim else 0.0
            outcome = machine.deal_board(plan, verify=verify)
            if sim:
                host_waits.append(port.host_seconds - waited)
            retries += outcome.attempts - 1
            faults.update(outcome.faults)
            if (outcome.verified or not verify) and outcome.pockets == plan.pockets:
                # Check the simulator's physical pockets too: what a player would find.
                physical = (
                    [tuple(sorted(p)) for p in port.device.mech.pockets[:4]]
                    if sim
                    else list(plan.pockets)
                )
                if physical == list(plan.pockets):
                    completed += 1
                else:
                    misdealt += 1
            elif outcome.dealt:
                misdealt += 1
            if report_every and number % report_every == 0:
                elapsed = time.perf_counter() - started
                print(f"  {label}: {number} boards, {elapsed:.0f} s", file=sys.stderr)
        stats = machine.link.stats
        sim_cpu = port.sim_cpu_seconds if sim else 0.0
        host_wait = port.host_seconds if sim else 0.0
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    return {
        "boards": boards,
        "completed": completed,
        "misdealt": misdealt,
        "retries": retries,
        "faults": dict(faults),
        "seconds": seconds,
        "per_board_ms": 1000 * seconds / boards,
        "bytes": stats.bytes_in + stats.bytes_out,
        "retransmits": stats.retransmits,
        "bad_frames": stats.bad_frames,
        "duplicates": stats.duplicate_events,
        "sim_cpu": sim_cpu,
        "host_wait": host_wait,
        "host_wait_median": statistics.median(host_waits) if host_waits else 0.0,
        "cpu": cpu,
    }


def reliability(boards: int) -> None:
    print(f"1. reliability: {boards} boards, 1 % corrupted bytes, a reset every 100 boards")
    baseline = _run("sim://?seed=7", min(boards, 100), "clean")
    noisy = _run("sim://?seed=7&corrupt=0.01&reset_every=100&reset_card=26", boards, "noisy", 100)
    print(f"   boards completed  {noisy['completed']} / {boards}   (target: all)")
    print(f"   boards misdealt   {noisy['misdealt']}   (target: 0)")
    print(f"   boards dealt again {noisy['retries']}, faults {noisy['faults']}")
    print(
        f"   frames: {noisy['bad_frames']} bad frames dropped, {noisy['retransmits']} commands "
        f"retransmitted, {noisy['duplicates']} duplicate events discarded"
    )
    print(
        f"   time per board {noisy['per_board_ms']:.1f} ms vs {baseline['per_board_ms']:.1f} ms "
        f"on a clean line: ratio {noisy['per_board_ms'] / baseline['per_board_ms']:.2f}"
    )


def overhead(boards: int) -> None:
    print(f"2. host overhead per board at 115200 baud ({boards} boards)")
    for verify in (False, True):
        run = _run("sim://?seed=3&baud=115200", boards, "115200", verify=verify)
        wire_ms = 1000 * run["bytes"] * 10 / 115200 / boards
        sim_ms = 1000 * run["sim_cpu"] / boards
        host_ms = 1000 * run["host_wait"] / boards
        median_ms = 1000 * run["host_wait_median"]
        host_cpu_ms = 1000 * (run["cpu"] - run["sim_cpu"]) / boards
        print(f"   {'deal and verify' if verify else 'deal only'}:")
        print(
            f"     {run['per_board_ms']:.1f} ms wall a board; {wire_ms:.1f} ms of it on the "
            f"wire ({run['bytes'] / boards:.0f} bytes, stop-and-wait), {sim_ms:.1f} ms "
            "simulator CPU"
        )
        print(
            f"     host overhead: median {median_ms:.1f} ms, mean {host_ms:.1f} ms a board of "
            f"time the line waited for the host (target: under 50 ms); host CPU "
            f"{host_cpu_ms:.1f} ms a board"
        )
        print(f"     ratio wall / wire-time baseline: {run['per_board_ms'] / wire_ms:.2f}")
    print(f"   (load average now: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


def firmware(boards: int) -> None:
    """The MicroPython firmware on the unix port over a pty, with the simulated HAL."""
    binary = Path(sys.executable).with_name("micropython")
    main_py = Path(__file__).resolve().parents[1] / "hardware" / "firmware" / "main.py"
    if not binary.exists():
        print("3. firmware: skipped (no .venv/bin/micropython)")
        return
    print(f"3. the MicroPython firmware on a pty: {boards} boards, a fault every 5 boards")
    faults = [f"jam={b}:7" for b in range(5, boards + 1, 20)]
    faults += [f"reset={b}:30" for b in range(10, boards + 1, 20)]
    faults += [f"misread={b}:11" for b in range(15, boards + 1, 20)]
    faults += [f"misdrop={b}:40" for b in range(20, boards + 1, 20)]
    args = [
        f"{k}={','.join(v.split('=')[1] for v in faults if v.startswith(k + '='))}"
        for k in ("jam", "reset", "misread", "misdrop")
    ]
    master, slave = os.openpty()
    tty.setraw(master)
    tty.setraw(slave)
    child = subprocess.Popen(
        [str(binary), str(main_py), *args], stdin=master, stdout=master, cwd=main_py.parent
    )
    os.close(master)
    try:
        result = _run(os.ttyname(slave), boards, "firmware", sim=False)
    finally:
        os.close(slave)
        child.wait(timeout=10)
    print(
        f"   boards completed {result['completed']} / {boards}, misdealt {result['misdealt']}, "
        f"dealt again {result['retries']}, faults {result['faults']}"
    )
    print(f"   time per board {result['per_board_ms']:.1f} ms (pty, no baud limit)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--overhead-boards", type=int, default=30)
    parser.add_argument("--firmware-boards", type=int, default=40)
    args = parser.parse_args()
    overhead(args.overhead_boards)
    firmware(args.firmware_boards)
    reliability(args.boards)


if __name__ == "__main__":
    main()

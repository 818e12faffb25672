"""Scratch (sworst): the points search's first guess against the value on bench_solver's 100
deals (seed 17), from a bench JSON's values (no search): the distance, by deal.

Usage: .venv/bin/python scratch_sworst/guesses.py /work/b100_r16.json"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from points_probes import whole_deals

from solver.api import (
    ODD_FROM,
    _bishops_held,
    _bishops_left,
    _check,
    _points_from_gain,
    _points_guess,
    _points_held,
    _points_window,
)


def main() -> None:
    with open(sys.argv[1]) as file:
        data = json.load(file)
    deals = whole_deals(100, 17)
    off: Counter[int] = Counter()
    for board in data["boards"]:
        n = board["number"]
        position = deals[n - 1]
        hands, trick = _check(position)
        if board["gave_up"]:
            print(n, "gave up", board["positions"])
            continue
        rest = board["tricks"]
        bishops = _bishops_left(hands, trick)
        floor, _ = _points_window(rest, ODD_FROM, bishops)
        low, high = _points_held(rest, ODD_FROM, hands, 13)
        guess = _points_guess(rest, floor, bishops, 13, _bishops_held(hands))
        guess = min(max(guess, low), high)
        value = board["points"] - _points_from_gain(position, hands, trick, 0)
        off[value - guess] += 1
        print(
            n,
            f"tricks {rest} window [{low},{high}] guess {guess} value {value} "
            f"off {value - guess:+d} pos {board['positions']:,} s {board['seconds']}",
        )
    print("value - guess:", sorted(off.items()))


if __name__ == "__main__":
    main()

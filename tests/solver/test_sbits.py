"""sbits (issue 17): round 26 took the 64th and last bit of the compiled core's options, so
they are 128 bits wide now (``Options`` and ``OPTION(n)`` in solver/_core.c, ``1 << n`` in
solver/search.py). Python passes them as one int, the core reads both halves
(options_of()), a shared table keeps both (share()), and an int the core cannot hold is
refused with a clear error, never cut to its low bits."""

from __future__ import annotations

import mmap
import os
import random
from multiprocessing import Pipe

import pytest

from solver.search import NO_EW_TRICKS_CARD, OPTION_BITS, _core
from tests.solver.compiled import solve_afresh
from tests.solver.deals import ending_with_bishop_and_knight

#: a tiny standard position (as in test_shared_table.py): every hand two cards
HANDS = [[14, 13], [30, 29], [46, 45], [62, 61]]


def _solve(options: int) -> int:
    assert _core is not None
    return int(_core.solve(HANDS, [], [], 0, 12, 0, 0, 0, 1, 0, 0, 0, options)[0])


def test_a_bit_past_the_64th_is_taken_and_the_highest_too() -> None:
    """A bit no rule has (round 27's rules took bits 64 on: the 121st here), and the
    128th, change no value and no count of positions (the 64th, NO_EW_TRICKS_CARD, still
    reaches its rule)."""
    assert OPTION_BITS == 128
    position = ending_with_bishop_and_knight(random.Random(6400), 7)
    plain = solve_afresh(position, 0)
    assert solve_afresh(position, 1 << 120) == plain
    assert solve_afresh(position, 1 << 127 | 1 << 120) == plain
    assert solve_afresh(position, NO_EW_TRICKS_CARD | 1 << 100)[0] == plain[0]


@pytest.mark.parametrize("options", [-1, 1 << 128, -(1 << 64)])
def test_options_out_of_range_are_refused(options: int) -> None:
    with pytest.raises(ValueError, match=r"options: 0 to 2\*\*128 - 1"):
        _solve(options)


def test_options_not_an_int_are_refused() -> None:
    with pytest.raises(TypeError, match="options: an int, not float"):
        _solve(1.5)  # type: ignore[arg-type]


def _attach_and_solve(buffer: mmap.mmap, conn: object) -> int:
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            assert _core is not None
            _core.share(buffer)
            results: list[str] = []
            for options in (1 << 64, 0, (1 << 64) | 1):
                try:
                    results.append(str(_solve(options) >= 0))
                except ValueError as error:
                    results.append(str(error))
            conn.send(results)  # type: ignore[attr-defined]
            code = 0
        finally:
            os._exit(code)
    return pid


def test_the_shared_table_keeps_the_high_half_of_its_options() -> None:
    """A shared table set up for the 65th bit serves that bit's searches and refuses
    the others, naming both option sets (the high half is kept in the header's second
    line, share()'s ``options_hi``: a table that kept only the low 64 bits would take the
    search with options 0)."""
    assert _core is not None
    buffer = mmap.mmap(-1, _core.shared_size())
    _core.share(buffer, 1 << 64, 0, False)
    reader, writer = Pipe(duplex=False)
    pid = _attach_and_solve(buffer, writer)
    try:
        results = reader.recv()
    finally:
        os.waitpid(pid, 0)
    buffer.close()
    assert results == [
        "True",
        "the shared table is for options 0x10000000000000000, not 0",
        "the shared table is for options 0x10000000000000000, not 0x10000000000000001",
    ]

"""PBN 2.1 through the engine's :mod:`whist.pbn`: the one format that carries every
fact of a board (dealer, trump record with our ``WhistTrump`` tag, the Bishops pack
with ``WhistGame``)."""

from __future__ import annotations

from collections.abc import Sequence

from dealer.formats import FormatInfo
from whist import Board, pbn


def dumps(boards: Sequence[Board]) -> str:
    return pbn.dumps(pbn.record_from_board(b) for b in boards)


def loads(text: str, source: str = "<pbn>") -> list[Board]:
    """Every record with a full deal (PBN allows records without one)."""
    return [pbn.board_from_record(r) for r in pbn.loads(text, source) if r.deal is not None]


INFO = FormatInfo(
    name="PBN",
    extension=".pbn",
    carries_dealer=True,
    carries_trump=True,
    carries_bishops=True,
    numbering="any",
    loads=lambda data, source, first: loads(data.decode("utf-8"), source),
    dumps=lambda boards, options: dumps(boards).encode("utf-8"),
)

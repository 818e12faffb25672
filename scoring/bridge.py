"""Duplicate Bridge Whist: how a deal's points become the result the forms compare.

The book gives Bridge Whist for a table playing rubbers and says nothing of playing it
in duplicate. Our reading (docs/bridge-whist.md, "Duplicate Bridge Whist"): each deal is
scored by itself with the Table of Points (tricks, honours, chicane and slam; no game,
no rubber, the revoke cap of twenty-eight counted from nought), and a side's result for
the deal is its total *less the adversaries' total* (the net). Why the net: in duplicate
whist a side's tricks are the thirteen less the adversaries', so its score already
counts against it what the adversaries made; Bridge Whist's points go to both sides
(the honours to the side that holds them, the tricks to the side that takes them), and
the book's own reckoning at the end of a rubber is "the side having the most points
wins", by the difference. The net keeps both. The two results of a table are then
opposite (N-S +40, E-W -40), and every form of the book (averages, matches, teams) and
matchpoints compare them as they compare tricks.
"""

from __future__ import annotations

from collections.abc import Mapping

from whist import Side


def net_points(totals: Mapping[Side, int]) -> dict[Side, int]:
    """Each side's total less the adversaries'.

    >>> net_points({Side.NS: 64, Side.EW: 24})
    {<Side.NS: 'NS'>: 40, <Side.EW: 'EW'>: -40}
    """
    return {side: totals[side] - totals[side.other] for side in Side}

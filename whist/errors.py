"""The exception tree of the game engine.

Every error is rooted in a standard type so callers may catch ``ValueError``
without knowing ours, and every message says what was wrong, where, and what
to do about it.
"""

from __future__ import annotations


class WhistError(Exception):
    """Root of the engine's own errors."""


class NotationError(WhistError, ValueError):
    """Text that does not spell a card, seat, hand, deal or file record.

    ``line`` is the 1-based line number in the source text when known.
    """

    def __init__(self, message: str, *, line: int | None = None, source: str | None = None):
        where = ""
        if source is not None and line is not None:
            where = f"{source}, line {line}: "
        elif line is not None:
            where = f"line {line}: "
        elif source is not None:
            where = f"{source}: "
        super().__init__(where + message)
        self.line = line
        self.source = source


class DealError(WhistError, ValueError):
    """Four hands that do not make a deal of the pack (count, duplicate, foreign card)."""


class IllegalPlayError(WhistError, ValueError):
    """A play the laws do not allow at all (not the player's card, not the player's turn
    when no irregularity can describe it, a finished deal). Renounces are *not* illegal
    plays: the laws record them (law 28)."""


class LawError(WhistError, ValueError):
    """A penalty or correction asked for that the laws do not give at this moment, or
    that is no demand at all (a player of the offending side, a right already lost). A
    demand by the wrong adversary, or of a wrong penalty, is not refused but recorded,
    and ends the right (law 39: "none can be enforced")."""
